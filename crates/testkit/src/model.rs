//! A plain reference model of the judge input format and of each problem's
//! answers, and proptest strategies for inputs good and bad.
//!
//! Used by every judge binary's tests through [`judge_tests!`](crate::judge_tests),
//! and included by path in `game-core`'s `io` property tests.
//! The model reads the whole input at once, splits it at whitespace and
//! checks each token the obvious way, so that it is easy to trust; the real
//! `game_core::io::Input` streams in chunks and must agree with it.

use proptest::prelude::*;

/// The whitespace of the format: space, `\t`, `\n`, `\r`, `\x0b`, `\x0c`.
pub const SPACE: &[u8] = b" \t\n\r\x0b\x0c";

/// At most this many characters of a bad token are quoted.
const SHOWN: usize = 32;

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

/// Every whitespace-separated token of `input`, with its line. A UTF-8
/// byte order mark at the very start is not part of the input.
pub fn split(input: &[u8]) -> Vec<Token> {
    let input = input.strip_prefix(b"\xef\xbb\xbf").unwrap_or(input);
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

    /// Fails with a message about the last token read.
    pub fn invalid(&mut self, message: String) {
        self.fail(self.line, message);
    }

    fn fail(&mut self, line: u64, message: String) {
        if self.error.is_none() {
            self.error = Some(ModelError { line, message });
        }
    }
}

/// The seven judge problems.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Problem {
    Hdu2177,
    Hdu1527,
    Poj1067,
    Bjfu1010,
    Poj2348,
    Hdu2188,
    Poj1740,
}

impl Problem {
    /// What the binary must print for `input`: stdout, and the error if any.
    pub fn expected(self, input: &[u8]) -> (String, Option<ModelError>) {
        use game_core::{bash, euclid, poj1740, wythoff};
        let mut src = Reader::new(input);
        let mut out = String::new();
        let verdict = |out: &mut String, wins: bool, yes: &str, no: &str| {
            out.push_str(if wins { yes } else { no });
            out.push('\n');
        };
        match self {
            Problem::Hdu1527 | Problem::Poj1067 | Problem::Bjfu1010 => {
                let (yes, no) = match self {
                    Problem::Bjfu1010 => ("The first one will win!", "The second one will win!"),
                    _ => ("1", "0"),
                };
                while !src.at_end() {
                    let (Some(a), Some(b)) = (src.next_value(), src.next_value()) else {
                        break;
                    };
                    verdict(&mut out, !wythoff::is_losing(a, b), yes, no);
                }
            }
            Problem::Hdu2177 => {
                while !src.at_end() {
                    let (Some(a), Some(b)) = (src.next_value(), src.next_value()) else {
                        break;
                    };
                    if a == 0 && b == 0 {
                        break;
                    }
                    let moves = wythoff::winning_moves(a, b);
                    out.push_str(if moves.is_empty() { "0\n" } else { "1\n" });
                    for m in moves.iter() {
                        out.push_str(&format!("{} {}\n", m.x, m.y));
                    }
                }
            }
            Problem::Poj2348 => {
                while !src.at_end() {
                    let (Some(a), Some(b)) = (src.next_value(), src.next_value()) else {
                        break;
                    };
                    if a == 0 && b == 0 {
                        break;
                    }
                    if a == 0 || b == 0 {
                        src.invalid(format!("expected two positive numbers, found {a} {b}"));
                        break;
                    }
                    verdict(
                        &mut out,
                        euclid::first_player_wins(a, b),
                        "Stan wins",
                        "Ollie wins",
                    );
                }
            }
            Problem::Hdu2188 => {
                if !src.at_end() {
                    if let Some(cases) = src.next_value() {
                        for i in 0..cases {
                            if src.at_end() {
                                src.invalid(format!("{cases} cases promised, {i} given"));
                                break;
                            }
                            let (Some(n), Some(m)) = (src.next_value(), src.next_value()) else {
                                break;
                            };
                            if n == 0 || m == 0 {
                                src.invalid(format!(
                                    "expected n ≥ 1 and m ≥ 1, found n = {n}, m = {m}"
                                ));
                                break;
                            }
                            verdict(&mut out, bash::first_player_wins(n, m), "Grass", "Rabbit");
                        }
                    }
                }
            }
            Problem::Poj1740 => {
                while !src.at_end() {
                    let Some(n) = src.next_value() else { break };
                    if n == 0 {
                        break;
                    }
                    let mut piles = Vec::new();
                    for i in 0..n {
                        if src.at_end() {
                            src.invalid(format!("{n} piles promised, {i} given"));
                            break;
                        }
                        let Some(p) = src.next_value() else { break };
                        piles.push(p);
                    }
                    if src.error.is_some() {
                        break;
                    }
                    verdict(&mut out, poj1740::first_player_wins(&mut piles), "1", "0");
                }
            }
        }
        (out, src.error)
    }
}

// ---------------------------------------------------------------------------
// Strategies.

/// Whitespace between tokens: mostly one space or newline, sometimes runs of
/// any whitespace (CRLF, tabs, form feeds, blank lines).
pub fn separator() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        3 => Just(b" ".to_vec()),
        2 => Just(b"\n".to_vec()),
        1 => Just(b"\r\n".to_vec()),
        1 => prop::collection::vec(prop::sample::select(SPACE.to_vec()), 1..4),
    ]
}

/// A number as the judges write it, with the occasional leading zeros.
pub fn number_text(max: u64) -> impl Strategy<Value = Vec<u8>> {
    (
        prop_oneof![
            4 => 0..=max.min(20),
            3 => 0..=max,
            1 => Just(max),
        ],
        prop_oneof![8 => Just(0usize), 1 => 1..3usize],
    )
        .prop_map(|(v, zeros)| {
            let mut text = vec![b'0'; zeros];
            text.extend_from_slice(v.to_string().as_bytes());
            text
        })
}

/// A token that is not a `u64`: signs, fractions, letters, non-ASCII and
/// invalid UTF-8, overflow, and huge tokens ([`huge_token`], some valid).
pub fn bad_token() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        Just(b"-1".to_vec()),
        Just(b"+7".to_vec()),
        Just(b"-0".to_vec()),
        Just(b"2.5".to_vec()),
        Just(b"1e9".to_vec()),
        Just(b"0x10".to_vec()),
        Just("五".as_bytes().to_vec()),
        Just("１２".as_bytes().to_vec()),
        Just("7\u{a0}".as_bytes().to_vec()),
        Just(b"\xff\xfe".to_vec()),
        Just(b"18446744073709551616".to_vec()),
        Just(b"99999999999999999999999".to_vec()),
        Just(b"18446744073709551615x".to_vec()),
        "[a-zA-Z!#,.;:]{1,8}".prop_map(String::into_bytes),
        "[^ \t\n\r\u{b}\u{c}0-9]{1,40}".prop_map(String::into_bytes),
        prop::collection::vec(
            any::<u8>().prop_filter("not space", |b| !SPACE.contains(b)),
            1..50
        ),
        huge_token(),
    ]
}

/// A token longer than one read of the tokenizer (64 KiB): zeros then a
/// number (valid), or digits, letters or non-ASCII text (invalid), with a
/// bad byte early, late, or not at all.
pub fn huge_token() -> impl Strategy<Value = Vec<u8>> {
    (
        prop::sample::select(vec!["0", "9", "1", "x", "é", "😀"]),
        65_000..140_000usize,
        prop_oneof![Just(None), (0..140_000usize).prop_map(Some)],
        prop::sample::select(vec![&b"42"[..], b"x", b"-", b""]),
    )
        .prop_map(|(unit, bytes, bad_at, tail)| {
            let mut token = unit.repeat(bytes / unit.len()).into_bytes();
            if let Some(at) = bad_at {
                let at = at % token.len();
                if token.is_char_boundary_at(at) {
                    token.insert(at, b'#');
                }
            }
            token.extend_from_slice(tail);
            token
        })
}

/// Char-boundary test on bytes that are valid UTF-8 at the start.
trait CharBoundary {
    fn is_char_boundary_at(&self, at: usize) -> bool;
}

impl CharBoundary for Vec<u8> {
    fn is_char_boundary_at(&self, at: usize) -> bool {
        self.get(at).map_or(true, |&b| (b as i8) >= -0x40)
    }
}

/// Input built from tokens and separators, with optional leading and
/// trailing whitespace.
pub fn join(tokens: &[Vec<u8>], separators: &[Vec<u8>], edges: (bool, bool)) -> Vec<u8> {
    let mut input = Vec::new();
    if edges.0 {
        input.extend_from_slice(b"\n \t");
    }
    for (i, token) in tokens.iter().enumerate() {
        if i > 0 {
            input.extend_from_slice(&separators[i % separators.len()]);
        }
        input.extend_from_slice(token);
    }
    if edges.1 {
        input.extend_from_slice(b"\r\n");
    }
    input
}

/// Any input for a tokenizer: good and bad tokens, or raw bytes, split by
/// any whitespace.
pub fn any_input() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        4 => (
            prop::collection::vec(
                prop_oneof![8 => number_text(u64::MAX), 1 => bad_token()],
                0..30,
            ),
            prop::collection::vec(separator(), 1..8),
            any::<(bool, bool)>(),
        )
            .prop_map(|(tokens, seps, edges)| join(&tokens, &seps, edges)),
        1 => prop::collection::vec(any::<u8>(), 0..300),
        1 => prop::collection::vec(prop::sample::select(b"0123456789 \n\r\t-+x".to_vec()), 0..300),
    ]
}

/// The largest value a problem's cases use, so that answers vary.
fn case_max(problem: Problem) -> u64 {
    match problem {
        Problem::Poj1740 => 12,
        _ => u64::MAX,
    }
}

/// The tokens of one well-formed case of `problem` (no terminator).
fn case(problem: Problem) -> BoxedStrategy<Vec<Vec<u8>>> {
    let num = move |max: u64| number_text(max);
    match problem {
        Problem::Poj1740 => (1..6u64)
            .prop_flat_map(move |n| {
                prop::collection::vec(num(case_max(problem)), n as usize).prop_map(move |piles| {
                    let mut tokens = vec![n.to_string().into_bytes()];
                    tokens.extend(piles);
                    tokens
                })
            })
            .boxed(),
        Problem::Hdu2188 => (num(u64::MAX), num(40))
            .prop_map(|(n, m)| vec![n, m])
            .boxed(),
        _ => prop_oneof![
            // Small piles (every kind of answer) and huge ones.
            (0..30u64, 0..30u64)
                .prop_map(|(a, b)| vec![a.to_string().into_bytes(), b.to_string().into_bytes()]),
            (num(u64::MAX), num(u64::MAX)).prop_map(|(a, b)| vec![a, b]),
        ]
        .boxed(),
    }
}

/// An input for `problem`: well-formed cases, then perhaps a terminator and
/// junk, with perhaps one token replaced by a bad one, a token dropped, the
/// input cut short, or zeros where the game forbids them.
pub fn problem_input(problem: Problem) -> impl Strategy<Value = Vec<u8>> {
    (
        prop::collection::vec(case(problem), 0..12),
        prop::collection::vec(separator(), 1..6),
        any::<(bool, bool)>(),
        0..5u8,
        any::<prop::sample::Index>(),
        bad_token(),
        any::<bool>(),
    )
        .prop_map(move |(cases, seps, edges, damage, at, bad, terminate)| {
            let mut tokens: Vec<Vec<u8>> = Vec::new();
            if problem == Problem::Hdu2188 {
                tokens.push(cases.len().to_string().into_bytes());
            }
            for c in &cases {
                tokens.extend(c.iter().cloned());
            }
            if terminate {
                match problem {
                    Problem::Hdu2177 | Problem::Poj2348 => {
                        tokens.extend([b"0".to_vec(), b"0".to_vec()])
                    }
                    Problem::Poj1740 => tokens.push(b"0".to_vec()),
                    _ => {}
                }
                tokens.push(b"junk".to_vec());
            }
            match damage {
                0 if !tokens.is_empty() => {
                    let i = at.index(tokens.len());
                    tokens[i] = bad;
                }
                1 if !tokens.is_empty() => {
                    tokens.remove(at.index(tokens.len()));
                }
                2 if !tokens.is_empty() => {
                    let i = at.index(tokens.len());
                    tokens[i] = b"0".to_vec();
                }
                _ => {}
            }
            let mut input = join(&tokens, &seps, edges);
            if damage == 3 && !input.is_empty() {
                input.truncate(at.index(input.len()));
            }
            input
        })
}
