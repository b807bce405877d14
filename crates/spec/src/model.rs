//! A plain reference model of the judge input format: the whole input split
//! at whitespace, each token checked the obvious way, so that it is easy to
//! trust. The real `game_core::io::Input` streams in chunks and must agree
//! with it; every problem's model (its crate's `src/lib.rs`) reads its cases
//! through [`Reader`].
//!
//! Also included by path in `game-core`'s `io` property tests, so it uses
//! nothing but std.

/// The whitespace of the format: space, `\t`, `\n`, `\r`, `\x0b`, `\x0c`.
pub const SPACE: &[u8] = b" \t\n\r\x0b\x0c";

/// At most this many characters of a bad token are quoted.
const SHOWN: usize = 32;

/// The longest word [`Reader::next_word`] hands out, in bytes (as
/// `game_core::io::WORD_LIMIT`).
pub const WORD_LIMIT: usize = 1 << 16;

/// A bad or missing token: the 1-based line and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelError {
    pub line: u64,
    pub message: String,
}

impl ModelError {
    /// The line a judge binary prints on stderr.
    pub fn stderr(&self) -> String {
        format!("error: line {}: {}\n", self.line, self.message)
    }
}

/// One token of the input: its bytes and line.
#[derive(Debug, Clone)]
pub struct Token {
    pub bytes: Vec<u8>,
    pub line: u64,
}

/// A UTF-8 byte order mark, which editors on Windows put before the text.
pub const BOM: &[u8] = b"\xef\xbb\xbf";

/// Every whitespace-separated token of `input`, with its line; a byte order
/// mark at the very start is skipped.
pub fn split(input: &[u8]) -> Vec<Token> {
    let input = input.strip_prefix(BOM).unwrap_or(input);
    let mut tokens = Vec::new();
    let mut line = 1;
    let mut current: Option<Token> = None;
    for &b in input {
        if SPACE.contains(&b) {
            tokens.extend(current.take());
            if b == b'\n' {
                line += 1;
            }
        } else {
            current
                .get_or_insert_with(|| Token {
                    bytes: Vec::new(),
                    line,
                })
                .bytes
                .push(b);
        }
    }
    tokens.extend(current);
    tokens
}

/// How an error quotes a token: lossy UTF-8, the first 32 characters, `…`
/// if there were more, in Rust's debug quoting.
pub fn quote(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(token);
    let mut shown: String = text.chars().take(SHOWN).collect();
    if text.chars().count() > SHOWN {
        shown.push('…');
    }
    format!("{shown:?}")
}

/// The value of a token, or what is wrong with it.
pub fn value(token: &[u8]) -> Result<u64, String> {
    if token.is_empty() || !token.iter().all(u8::is_ascii_digit) {
        return Err(format!(
            "expected a non-negative integer, found {}",
            quote(token)
        ));
    }
    std::str::from_utf8(token)
        .unwrap()
        .parse::<u64>()
        .map_err(|_| format!("expected an integer below 2^64, found {}", quote(token)))
}

/// The model reader: tokens in order, failing for good at the first bad
/// token or at a token asked for after the end.
pub struct Reader {
    tokens: Vec<Token>,
    next: usize,
    /// The line of the last token handed out (1 before the first).
    line: u64,
    pub error: Option<ModelError>,
}

impl Reader {
    pub fn new(input: &[u8]) -> Self {
        Reader {
            tokens: split(input),
            next: 0,
            line: 1,
            error: None,
        }
    }

    /// The line of the last token handed out (1 before the first).
    pub fn line(&self) -> u64 {
        self.line
    }

    /// True when no token is left or the input has failed.
    pub fn at_end(&self) -> bool {
        self.error.is_some() || self.next == self.tokens.len()
    }

    /// The next value, or `None` (and the reader fails).
    pub fn next_value(&mut self) -> Option<u64> {
        if self.error.is_some() {
            return None;
        }
        let Some(token) = self.tokens.get(self.next) else {
            self.fail(
                self.line,
                "unexpected end of input: the case is incomplete".into(),
            );
            return None;
        };
        self.next += 1;
        self.line = token.line;
        match value(&token.bytes) {
            Ok(v) => Some(v),
            Err(message) => {
                self.fail(token.line, message);
                None
            }
        }
    }

    /// The next token as it is (a word, a row of a grid), or `None` (and
    /// the reader fails) at the end or at a token of more than
    /// [`WORD_LIMIT`] bytes.
    pub fn next_word(&mut self) -> Option<Vec<u8>> {
        if self.error.is_some() {
            return None;
        }
        let Some(token) = self.tokens.get(self.next) else {
            self.fail(
                self.line,
                "unexpected end of input: the case is incomplete".into(),
            );
            return None;
        };
        self.next += 1;
        self.line = token.line;
        if token.bytes.len() > WORD_LIMIT {
            let message = format!(
                "expected a token of at most {WORD_LIMIT} bytes, found {}",
                token.bytes.len()
            );
            self.fail(token.line, message);
            return None;
        }
        Some(token.bytes.clone())
    }

    /// Fails with a message about the last token read.
    pub fn invalid(&mut self, message: String) {
        self.fail(self.line, message);
    }

    /// The value of a game-core result, or `None` after failing with its
    /// refusal, as `Input::valid` does.
    pub fn valid<T>(&mut self, result: Result<T, String>) -> Option<T> {
        result.map_err(|message| self.invalid(message)).ok()
    }

    /// Runs `item` `n` times, as `Input::repeat` does: before each item, if
    /// no token is left, fails with "`n` `noun` promised, `i` given"; stops
    /// at the first failure. True if every item was read.
    pub fn repeat(&mut self, n: u64, noun: &str, mut item: impl FnMut(&mut Self)) -> bool {
        for i in 0..n {
            if self.error.is_none() && self.next == self.tokens.len() {
                self.invalid(format!("{n} {noun} promised, {i} given"));
            }
            if self.error.is_some() {
                return false;
            }
            item(self);
        }
        self.error.is_none()
    }

    fn fail(&mut self, line: u64, message: String) {
        if self.error.is_none() {
            self.error = Some(ModelError { line, message });
        }
    }
}
