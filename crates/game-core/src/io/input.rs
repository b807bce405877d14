//! [`Input`]: the judge input as a stream of checked non-negative integers,
//! each with its line, and [`Nat`], the type to read with proconio's `input!`.
//!
//! # Design
//! Bytes are read into one buffer of [`CHUNK`] bytes, which is refilled
//! once everything in it is consumed. Newlines are counted while whitespace
//! is skipped. A token is scanned to its end (the first whitespace byte),
//! noting whether every byte is an ASCII digit; a token of digits is then a
//! number below 2^64 if it has at most 20 digits after its leading zeros,
//! and if 20, at most those of `u64::MAX` ([`fits`]). A good token is
//! handed out as a `&str`, what `proconio` wants, and [`Nat`] (or
//! [`Input::next_u64`]) computes its value from those digits.
//!
//! A token cut by the end of the buffer is moved to the buffer's front and
//! the rest read after it. A token longer than the whole buffer keeps only
//! its first [`HEAD`] bytes, all an error quotes of it, and its last
//! [`TAIL`], all its value needs if it is a number (every digit of a `u64`
//! before its last 20 is a leading zero, so dropping any other makes it too
//! big): it is judged and quoted as a whole, in constant memory. A byte
//! order mark is looked for when the first bytes arrive: while they could
//! be the start of one, more are read, however the reader splits them.
//!
//! Errors are kept, not raised: the first read error, bad token or missing
//! token is stored with its line and ends the input, and [`Input::check`]
//! hands it out.
//!
//! # Speed
//! Reading decides most binaries' speed. Three things are done for it; each
//! figure is the CPU time of a binary on the bench's 1,000,000-case input
//! without the thing, then with it (median of 15 runs, in turn with the
//! others; a 2-core AMD EPYC virtual machine, under load).
//! - The `&str` of a token is a slice of a copy of the buffer as text
//!   ([`mirror`]), checked as UTF-8 once per read, where
//!   `std::str::from_utf8` of each token costs about 100 instructions.
//!   HDU 2177: 41.0 → 34.6 ms; POJ 1740: 66.0 → 52.7; POJ 1067: 28.3 →
//!   22.8; HDU 2188: 20.5 → 16.0.
//! - The usual token, 1 to 16 digits and whitespace within the buffer, is
//!   taken the short way in [`Input::token`] (inlined, like the functions
//!   it calls): no loop and no bookkeeping for bad or cut tokens, and the
//!   whitespace after it is taken too, so that the next token is found at
//!   once. HDU 2177: 40.0 → 34.6 ms; POJ 1740: 65.2 → 52.7; POJ 1067:
//!   29.0 → 22.8; HDU 2188: 21.4 → 16.0. The `#[inline]` hints alone:
//!   1.6–6 %.
//! - The digits of the usual token are counted eight at a time
//!   ([`digit_run`], SWAR) instead of one by one. HDU 2177: 37.5 → 34.6 ms;
//!   POJ 1067: 24.6 → 22.3; HDU 2188: the same; but POJ 1740, whose tokens
//!   have one or two digits, 47.4 → 52.3: there the byte loop's exit is
//!   predicted, and the count is not. Kept because HDU 2177 needs it to be
//!   5× its C++ peer (179 ms).

use super::{Error, CHUNK};
use std::io::{ErrorKind, Read};

/// The UTF-8 byte order mark, skipped at the very start of the input.
const BOM: &[u8] = b"\xef\xbb\xbf";

/// At most this many characters of a bad token are quoted in an error.
const SHOWN: usize = 32;

/// What a token longer than the buffer keeps of its start: its first
/// [`SHOWN`] characters have at most 4 bytes each (lossy UTF-8, as quoted).
const HEAD: usize = 4 * SHOWN;

/// What a token longer than the buffer keeps of its end: the most digits a
/// `u64` has.
const TAIL: usize = 20;

/// Whether `b` separates tokens.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Whether ASCII digits are a number below 2^64.
fn fits(digits: &[u8]) -> bool {
    let zeros = digits.iter().take_while(|&&b| b == b'0').count();
    let significant = &digits[zeros..];
    significant.len() < 20 || significant.len() == 20 && significant <= b"18446744073709551615"
}

/// The value of ASCII digits that [`fit`](fits).
fn value(digits: &[u8]) -> u64 {
    digits.iter().fold(0, |v, &d| {
        v.wrapping_mul(10)
            .wrapping_add(u64::from(d.wrapping_sub(b'0')))
    })
}

/// A token as an error quotes it: lossy UTF-8, its first [`SHOWN`]
/// characters, `…` if there are more, in Rust's debug quoting.
fn quote(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(token);
    let mut shown: String = text.chars().take(SHOWN).collect();
    if shown.len() < text.len() {
        shown.push('…');
    }
    format!("{shown:?}")
}

/// Appends `bytes` to `text`: as they are if they are UTF-8, else with each
/// byte that is not ASCII replaced by `?`. Either way `text` has the same
/// length and the same ASCII bytes, so every good token is in it.
fn mirror(text: &mut String, bytes: &[u8]) {
    match std::str::from_utf8(bytes) {
        Ok(valid) => text.push_str(valid),
        Err(_) => text.extend(
            bytes
                .iter()
                .map(|&b| if b.is_ascii() { char::from(b) } else { '?' }),
        ),
    }
}

/// How many of eight bytes, from the first, are ASCII digits (8 if all),
/// found for all at once as the lanes of a `u64` (SWAR).
fn digit_run(eight: [u8; 8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    // Lane i (bits 8i..8i+8) is byte i minus '0', 0..=9 for a digit. A
    // borrow here, or a carry below, crosses only into later lanes, which
    // the first lane that is not a digit makes irrelevant.
    let lanes = u64::from_le_bytes(eight).wrapping_sub(u64::from(b'0') * ONES);
    // A lane above 9 has its high nibble set, as it is or plus 6.
    let not_digit = (lanes | lanes.wrapping_add(6 * ONES)) & (0xf0 * ONES);
    not_digit.trailing_zeros() as usize / 8
}

/// The usual token at the start of `bytes`: 1 to 16 ASCII digits, then
/// whitespace, within the first 17 bytes. Returns the number of digits and
/// the whitespace byte; `None` for anything else, or if fewer than the 8
/// or 16 bytes looked at are there.
#[inline(always)]
fn usual_token(bytes: &[u8]) -> Option<(usize, u8)> {
    let eight = |from: usize| bytes.get(from..from + 8)?.try_into().ok();
    let mut digits = digit_run(eight(0)?);
    if digits == 8 {
        digits += digit_run(eight(8)?);
    }
    let after = *bytes.get(digits)?;
    (digits > 0 && is_space(after)).then_some((digits, after))
}

/// A streaming tokenizer of non-negative integers that tracks line numbers.
///
/// # Complexity
/// O(1) per input byte; memory is two [`CHUNK`]-byte buffers (the bytes
/// and their text).
pub struct Input<R> {
    reader: R,
    buf: Box<[u8]>,
    /// `buf[..end]` as text (see [`mirror`]), to hand out tokens from.
    text: String,
    /// `buf[pos..end]` is read but not yet consumed.
    pos: usize,
    end: usize,
    /// The reader has ended, or failed.
    eof: bool,
    /// Nothing has been read yet, so a byte order mark may come.
    fresh: bool,
    /// The line of `buf[pos]`, 1-based.
    cursor_line: u64,
    /// The line of the last token handed out (1 before the first).
    token_line: u64,
    error: Option<Error>,
}

impl<R: Read> Input<R> {
    /// Wraps a reader; nothing is read until a token is asked for.
    pub fn new(reader: R) -> Self {
        Input {
            reader,
            buf: vec![0; CHUNK].into_boxed_slice(),
            text: String::with_capacity(CHUNK),
            pos: 0,
            end: 0,
            eof: false,
            fresh: true,
            cursor_line: 1,
            token_line: 1,
            error: None,
        }
    }

    /// Keeps the first error.
    fn fail(&mut self, line: u64, message: String) {
        let line = Some(line);
        self.error.get_or_insert(Error { line, message });
    }

    /// Reads more input into `buf[end..]`, which must have room; false at
    /// the end of the input or after a read error (which fails the input).
    fn read_more(&mut self) -> bool {
        while !self.eof {
            match self.reader.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(n) => {
                    mirror(&mut self.text, &self.buf[self.end..self.end + n]);
                    self.end += n;
                    return true;
                }
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => {
                    self.eof = true;
                    self.fail(self.cursor_line, format!("cannot read input: {e}"));
                }
            }
        }
        false
    }

    /// Skips whitespace, reading on as needed; false if no token is left.
    #[inline(always)]
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

    /// Reads the next bytes into the emptied buffer; false at the end.
    #[inline(never)]
    fn refill(&mut self) -> bool {
        (self.pos, self.end) = (0, 0);
        self.text.clear();
        let more = self.read_more();
        if self.fresh {
            self.fresh = false;
            // Read until the bytes cannot be the start of a byte order mark.
            while BOM.starts_with(&self.buf[..self.end]) && self.read_more() {}
            if self.buf[..self.end].starts_with(BOM) {
                self.pos = BOM.len();
            }
        }
        more
    }

    /// The next token, which is ASCII digits of a value that fits in `u64`.
    ///
    /// Returns `None`, and makes the input fail, at a bad token or at the end
    /// of input: callers ask for a token only when a case needs one, so a
    /// missing token is a case cut off. Use [`Input::at_end`] to ask whether
    /// another case starts. A number longer than [`CHUNK`] bytes comes
    /// without some of its leading zeros.
    ///
    /// ```
    /// use game_core::io::Input;
    ///
    /// let mut src = Input::new(&b"7 007\n-1"[..]);
    /// assert_eq!(src.token(), Some("7"));
    /// assert_eq!(src.token(), Some("007"));
    /// assert_eq!(src.token(), None);
    /// let error = src.check().unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 2: expected a non-negative integer, found "-1""#);
    /// ```
    #[inline(always)]
    pub fn token(&mut self) -> Option<&str> {
        if self.error.is_none() {
            if let Some((start, end)) = self.take_usual_token() {
                return self.text.get(start..end);
            }
        }
        self.other_token()
    }

    /// Takes the usual token (see [`usual_token`]) if one starts at
    /// `buf[pos]`, with the whitespace after it; returns where it is.
    #[inline(always)]
    fn take_usual_token(&mut self) -> Option<(usize, usize)> {
        let start = self.pos;
        let (digits, after) = usual_token(&self.buf[start..self.end])?;
        self.token_line = self.cursor_line;
        self.cursor_line += u64::from(after == b'\n');
        self.pos = start + digits + 1;
        Some((start, start + digits))
    }

    /// [`Input::token`] for any other token, from `buf[start]` on: one cut
    /// by the end of the buffer, a long one, or a bad one.
    #[inline(never)]
    fn other_token(&mut self) -> Option<&str> {
        if self.at_end() {
            let message = "unexpected end of input: the case is incomplete";
            self.fail(self.token_line, message.into());
            return None;
        }
        // After whitespace: usually the usual token.
        if let Some((start, end)) = self.take_usual_token() {
            return self.text.get(start..end);
        }
        self.token_line = self.cursor_line;
        let mut start = self.pos;
        let (mut not_digit, mut too_big) = (false, false);
        loop {
            let rest = &self.buf[self.pos..self.end];
            let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
            self.pos += digits;
            match rest.get(digits) {
                Some(&b) if is_space(b) => break,
                Some(_) => {
                    not_digit = true;
                    self.pos += 1;
                }
                None => {
                    let (dropped, more) = self.read_on(start);
                    (start, too_big) = (0, too_big | dropped);
                    if !more {
                        break;
                    }
                }
            }
        }
        let token = &self.buf[start..self.pos];
        if !not_digit && !too_big && fits(token) {
            return self.text.get(start..self.pos);
        }
        let what = if not_digit {
            "expected a non-negative integer"
        } else {
            "expected an integer below 2^64"
        };
        let message = format!("{what}, found {}", quote(token));
        self.fail(self.token_line, message);
        None
    }

    /// Reads on after `buf[start..end]`, the start of a token, first making
    /// room: the token is moved to the front, or if it fills the buffer,
    /// only its first [`HEAD`] and last [`TAIL`] bytes are kept. The token
    /// then starts at 0. Returns whether a digit that is not a leading zero
    /// was dropped, and false at the end of the input.
    #[cold]
    fn read_on(&mut self, start: usize) -> (bool, bool) {
        let mut dropped = false;
        if start > 0 {
            self.buf.copy_within(start..self.end, 0);
            self.end -= start;
            self.mirror_again();
        } else if self.end == CHUNK {
            dropped = self.buf[HEAD..CHUNK - TAIL].iter().any(|&b| b != b'0');
            self.buf.copy_within(CHUNK - TAIL.., HEAD);
            self.end = HEAD + TAIL;
            self.mirror_again();
        }
        self.pos = self.end;
        (dropped, self.read_more())
    }

    /// Makes the text the mirror of the bytes again after they moved.
    fn mirror_again(&mut self) {
        self.text.clear();
        mirror(&mut self.text, &self.buf[..self.end]);
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
    pub fn line(&self) -> u64 {
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
