//! [`Input`], checked non-negative integers with their lines, and [`Nat`].
//!
//! [`Input`] reads the judge input as checked non-negative integers with
//! their lines, and [`Nat`] is the type to read with proconio's `input!`.
//!
//! # Design
//! Bytes are read into one buffer of [`CHUNK`] bytes, refilled once all of
//! it is consumed, and copied once per read into `text`, so that a token is
//! handed out as a `&str` slice of it, what proconio wants. Newlines are
//! counted while whitespace is skipped.
//!
//! The usual token, 1 to 19 ASCII digits followed by whitespace in the
//! buffer, is always a `u64`: [`Input::token`] takes it, and the whitespace
//! after it, in one short loop. Anything else (a token cut by the end of
//! the buffer or of the input, a longer one, one with a byte that is not a
//! digit) takes `other_token`: it reads the token to its end a byte at a
//! time, refilling as needed, computing its value with overflow checks and
//! keeping its first bytes, all an error quotes; so a token of any length
//! is judged and quoted as a whole, in constant memory. A good one is
//! handed out as its value's digits.
//!
//! A byte order mark at the very start is skipped: the first read goes on
//! until it has three bytes (or the input ends), however the reader splits
//! them. Errors are kept, not raised: the first read error, bad token or
//! missing token ends the input, with its line, and [`Input::check`] hands
//! it out.
//!
//! # Speed
//! Each figure is a binary's speed on the bench's 1,000,000-case input, in
//! input MB/s of CPU time, without the thing, then with it (`scripts/bench
//! --clock cpu --runs 7`, a 2-core AMD EPYC virtual machine, another core
//! busy; a few percent either way is noise; README, "Speed and memory").
//! - The copy as text, checked as UTF-8 once per read, where
//!   `std::str::from_utf8` of each token costs about 100 instructions:
//!   POJ 1067 457 → 845, POJ 1740 268 → 394, HDU 2188 374 → 480, HDU 2177
//!   341 → 392.
//! - The usual token taken with the whitespace after it, and tried first
//!   (so that the next token is usually found at once, without a look for
//!   whitespace): POJ 1067 723 → 817, POJ 1740 296 → 336, HDU 2188 393 →
//!   438, HDU 2177 359 → 383; then `#[inline(always)]` on the usual path:
//!   POJ 1067 817 → 840, POJ 1740 336 → 393, HDU 2188 438 → 468, HDU 2177
//!   383 → 390.
//! - A value taken four digits at a time (`value`), which shortens the
//!   chain of multiply-adds that each wait for the last: POJ 2348, 10-digit
//!   numbers, 32.5 → 31.3 ms of CPU (medians of 31 runs, interleaved).
//!   Eight at a time (SWAR) was faster still (29.9 ms) but made HDU 1524's
//!   bundle 250 bytes too big.
//! - Tried and dropped: counting the digits eight at a time (SWAR), no
//!   gain (POJ 1067 817 → 838, POJ 1740 336 → 318, HDU 2188 438 → 417);
//!   `#[inline]` on `value` and `is_space` for the bundles, no gain.

use super::{Error, CHUNK};
use std::io::{ErrorKind, Read};

/// The UTF-8 byte order mark, skipped at the very start of the input.
const BOM: &[u8] = b"\xef\xbb\xbf";

/// At most this many characters of a bad token are quoted in an error.
const SHOWN: usize = 32;

/// The longest token [`Input::word`] hands out, in bytes: longer ones are
/// refused, so that memory stays constant.
pub const WORD_LIMIT: usize = 1 << 16;

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// The value of ASCII digits that fit in `u64` (the only tokens [`Input`]
/// hands out, so no step can overflow).
fn value(digits: &[u8]) -> u64 {
    let fold = |v, digits: &[u8]| digits.iter().fold(v, |v, &d| v * 10 + u64::from(d - b'0'));
    // Four digits at a time, then one at a time: `v`, which each step
    // waits for, takes one multiply-add per four digits, not four.
    let mut fours = digits.chunks_exact(4);
    let v = (&mut fours).fold(0, |v, four| v * 10_000 + fold(0, four));
    fold(v, fours.remainder())
}

/// A streaming tokenizer of non-negative integers that knows each token's
/// line.
///
/// # Complexity
/// O(1) amortised per input byte; memory is a [`CHUNK`]-byte buffer and its
/// copy as text.
pub struct Input<R> {
    reader: R,
    buf: Box<[u8]>,
    /// `buf[..end]` as text if it is UTF-8 (nearly always), else empty.
    text: String,
    /// `buf[pos..end]` is not consumed yet.
    pos: usize,
    end: usize,
    eof: bool,
    /// Whether anything was read yet (a byte order mark is looked for then).
    started: bool,
    /// The line of `buf[pos]`, and of the last token handed out.
    cursor_line: u64,
    token_line: u64,
    /// The digits of the last token taken by `other_token`.
    other: String,
    /// The bytes of the last token taken by [`Input::word`] (not named
    /// `word`: the bundler keeps what shares a name with what is used).
    last_word: Vec<u8>,
    error: Option<Error>,
}

impl<R: Read> Input<R> {
    /// Wraps a reader; nothing is read until a token is asked for.
    pub fn new(reader: R) -> Self {
        Input {
            reader,
            buf: vec![0; CHUNK].into_boxed_slice(),
            text: String::new(),
            pos: 0,
            end: 0,
            eof: false,
            started: false,
            cursor_line: 1,
            token_line: 1,
            other: String::new(),
            last_word: Vec::new(),
            error: None,
        }
    }

    fn fail(&mut self, line: u64, message: String) {
        let line = Some(line);
        self.error.get_or_insert(Error { line, message });
    }

    /// Replaces the consumed buffer by the next bytes; false at the end of
    /// input. The first read goes on until three bytes, to see a byte order
    /// mark, which is skipped.
    #[inline(never)]
    fn refill(&mut self) -> bool {
        (self.pos, self.end) = (0, 0);
        while !self.eof && (self.end == 0 || !self.started && self.end < BOM.len()) {
            match self.reader.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.end += n,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => {
                    self.eof = true;
                    self.fail(self.cursor_line, format!("cannot read input: {e}"));
                }
            }
        }
        if !self.started && self.buf[..self.end].starts_with(BOM) {
            self.pos = BOM.len();
        }
        self.started = true;
        self.text.clear();
        // Bytes that are not UTF-8 leave it empty: their tokens take
        // `other_token`.
        if let Ok(text) = std::str::from_utf8(&self.buf[..self.end]) {
            self.text.push_str(text);
        }
        self.end > 0
    }

    /// Skips whitespace; true if a token starts at `buf[pos]`.
    #[inline]
    fn skip_space(&mut self) -> bool {
        loop {
            while let Some(&b) = self.buf[..self.end].get(self.pos) {
                if !is_space(b) {
                    return true;
                }
                self.cursor_line += u64::from(b == b'\n');
                self.pos += 1;
            }
            if !self.refill() {
                return false;
            }
        }
    }

    /// The next token, which is ASCII digits of a value that fits in `u64`
    /// (leading zeros allowed).
    ///
    /// Returns `None`, and makes the input fail, at a bad token or at the end
    /// of input: callers ask for a token only when a case needs one, so a
    /// missing token is a case cut off. Use [`Input::at_end`] to ask whether
    /// another case starts.
    #[inline(always)]
    pub fn token(&mut self) -> Option<&str> {
        match self.usual_token() {
            Some((digits, after)) => {
                let start = self.pos;
                self.token_line = self.cursor_line;
                self.cursor_line += u64::from(after == b'\n');
                self.pos += digits + 1;
                self.text.get(start..start + digits)
            }
            None => self.other_token(),
        }
    }

    /// The usual token at `buf[pos]`, if the input has not failed and the
    /// buffer was UTF-8 (so that `text` has it): its digits, and the
    /// whitespace after them.
    #[inline(always)]
    fn usual_token(&self) -> Option<(usize, u8)> {
        let rest = &self.buf[self.pos..self.end];
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        let after = *rest.get(digits)?;
        let usual = self.error.is_none() && self.text.len() == self.end;
        (digits > 0 && digits < 20 && is_space(after) && usual).then_some((digits, after))
    }

    /// [`Input::token`] after whitespace, or for any other token: read to
    /// its end, judged as a whole, quoted by its first characters if bad.
    #[cold]
    #[inline(never)]
    fn other_token(&mut self) -> Option<&str> {
        if self.at_end() {
            let message = "unexpected end of input: the case is incomplete";
            self.fail(self.token_line, message.into());
            return None;
        }
        if self.usual_token().is_some() {
            // The usual token after all, once whitespace was skipped.
            return self.token();
        }
        self.token_line = self.cursor_line;
        // Its first bytes: each character takes at most 4, and one more
        // than SHOWN tells that there are more.
        let mut head = Vec::new();
        let (mut all_digits, mut number) = (true, Some(0u64));
        'token: loop {
            while let Some(&b) = self.buf[..self.end].get(self.pos) {
                if is_space(b) {
                    break 'token;
                }
                if head.len() < 4 * (SHOWN + 1) {
                    head.push(b);
                }
                all_digits &= b.is_ascii_digit();
                let digit = u64::from(b.wrapping_sub(b'0'));
                number = number.and_then(|n| n.checked_mul(10)?.checked_add(digit));
                self.pos += 1;
            }
            if !self.refill() {
                break;
            }
        }
        match number.filter(|_| all_digits) {
            Some(number) => {
                self.other = number.to_string();
                Some(&self.other)
            }
            None => {
                let what = match all_digits {
                    true => "expected an integer below 2^64",
                    false => "expected a non-negative integer",
                };
                let text = String::from_utf8_lossy(&head);
                let mut shown: String = text.chars().take(SHOWN).collect();
                if text.chars().nth(SHOWN).is_some() {
                    shown.push('…');
                }
                self.fail(self.token_line, format!("{what}, found {shown:?}"));
                None
            }
        }
    }

    /// The next token as it is, any bytes but whitespace (a word, a row of a
    /// grid): the caller checks them, and refuses bad ones with
    /// [`Input::valid`] on the token's line.
    ///
    /// Returns `None`, and makes the input fail, at the end of input (as
    /// [`Input::token`] does) or at a token longer than [`WORD_LIMIT`]
    /// bytes, which is read to its end but not kept.
    ///
    /// # Complexity
    /// O(length of the token); memory at most [`WORD_LIMIT`] bytes.
    ///
    /// ```
    /// use game_core::io::Input;
    /// let mut src = Input::new(&b"3 abc\n#.#\n"[..]);
    /// assert_eq!(src.next_u64(), Some(3));
    /// assert_eq!(src.word(), Some(&b"abc"[..]));
    /// assert_eq!(src.word(), Some(&b"#.#"[..]));
    /// assert_eq!(src.last_line(), 2);
    /// assert_eq!(src.word(), None);
    /// assert!(src.check().is_err());
    /// ```
    pub fn word(&mut self) -> Option<&[u8]> {
        if self.at_end() {
            let message = "unexpected end of input: the case is incomplete";
            self.fail(self.token_line, message.into());
            return None;
        }
        self.token_line = self.cursor_line;
        self.last_word.clear();
        let mut length = 0usize;
        'token: loop {
            while let Some(&b) = self.buf[..self.end].get(self.pos) {
                if is_space(b) {
                    break 'token;
                }
                if length < WORD_LIMIT {
                    self.last_word.push(b);
                }
                length += 1;
                self.pos += 1;
            }
            if !self.refill() {
                break;
            }
        }
        if length > WORD_LIMIT {
            let message = format!("expected a token of at most {WORD_LIMIT} bytes, found {length}");
            self.fail(self.token_line, message);
            return None;
        }
        Some(&self.last_word)
    }

    /// The next number; `None` (and the input fails) as for [`Input::token`].
    pub fn next_u64(&mut self) -> Option<u64> {
        self.token().map(|token| value(token.as_bytes()))
    }

    /// True when no token is left, or when the input has failed: the loop
    /// condition of a judge that reads cases until the end of input.
    #[inline]
    pub fn at_end(&mut self) -> bool {
        self.error.is_some() || !self.skip_space()
    }

    /// `Err` with the first error, if a read failed or a token was bad or
    /// missing.
    pub fn check(&self) -> Result<(), Error> {
        self.error.clone().map_or(Ok(()), Err)
    }

    /// An error on the line of the last token read, for values a game
    /// forbids, e.g. `src.invalid("expected two positive numbers")`.
    pub fn invalid(&self, message: impl Into<String>) -> Error {
        Error {
            line: Some(self.token_line),
            message: message.into(),
        }
    }

    /// A game's refusal (`Err(message)`) as an error on the line of the
    /// last token read, as [`Input::invalid`] makes it; a value as it is.
    ///
    /// ```
    /// use game_core::io::Input;
    ///
    /// let half = |n: u64| match n {
    ///     0 => Err(format!("expected n ≥ 1, found {n}")),
    ///     _ => Ok(n / 2),
    /// };
    /// let mut src = Input::new(&b"5\n0"[..]);
    /// let n = src.next_u64().unwrap();
    /// assert_eq!(src.valid(half(n)), Ok(2));
    /// let n = src.next_u64().unwrap();
    /// let error = src.valid(half(n)).unwrap_err();
    /// assert_eq!(error.to_string(), "line 2: expected n ≥ 1, found 0");
    /// ```
    pub fn valid<T>(&self, r: Result<T, String>) -> Result<T, Error> {
        r.map_err(|message| self.invalid(message))
    }

    /// Runs `item` `n` times; before each item, if the input has ended,
    /// fails with "{n} {noun} promised, {i} given" on the line of the last
    /// token read. Checks the input after each item, and before the first,
    /// so that a bad token is reported as itself, not as a short count.
    ///
    /// ```
    /// use game_core::io::Input;
    ///
    /// let mut src = Input::new(&b"3\n10 20\n"[..]);
    /// let n = src.next_u64().unwrap();
    /// let mut sum = 0;
    /// let result = src.repeat(n, "numbers", |src| {
    ///     sum += src.next_u64().unwrap_or(0);
    ///     Ok(())
    /// });
    /// assert_eq!(sum, 30);
    /// let error = result.unwrap_err();
    /// assert_eq!(error.to_string(), "line 2: 3 numbers promised, 2 given");
    /// ```
    pub fn repeat<F>(&mut self, n: u64, noun: &str, mut item: F) -> Result<(), Error>
    where
        F: FnMut(&mut Self) -> Result<(), Error>,
    {
        for i in 0..n {
            if self.at_end() {
                // Ended, or failed.
                self.check()?;
                return Err(self.invalid(format!("{n} {noun} promised, {i} given")));
            }
            item(self)?;
        }
        self.check()
    }

    /// The line of the last token read (1 before the first).
    pub fn last_line(&self) -> u64 {
        self.token_line
    }
}

/// A non-negative integer, read with `proconio::input!` from an [`Input`].
///
/// Its output is a `u64`. When the token is bad or missing the value is 0 and
/// the input has failed: call [`Input::check`] after each `input!`.
#[cfg(feature = "proconio")]
pub enum Nat {}

#[cfg(feature = "proconio")]
impl proconio::source::Readable for Nat {
    type Output = u64;
    #[inline]
    fn read<B: std::io::BufRead, S: proconio::source::Source<B>>(source: &mut S) -> u64 {
        value(source.next_token().unwrap_or_default().as_bytes())
    }
}

#[cfg(feature = "proconio")]
impl<R: Read> proconio::source::Source<std::io::Empty> for Input<R> {
    #[inline]
    fn next_token(&mut self) -> Option<&str> {
        self.token()
    }

    fn is_empty(&mut self) -> bool {
        self.at_end()
    }
}

#[cfg(test)]
#[path = "input_tests.rs"]
mod tests;
