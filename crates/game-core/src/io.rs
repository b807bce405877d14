//! Streaming judge I/O: a tokenizer that checks every token and knows its
//! line, a buffered writer, and [`run`], which ties them to stdin/stdout.
//!
//! Every judge format here is a stream of non-negative integers, so
//! [`Input`] accepts only those: a token is a run of non-whitespace bytes
//! (whitespace is space, `\t`, `\n`, `\r`, `\x0b`, `\x0c`), and it must be
//! ASCII digits whose value fits in `u64` (leading zeros are fine, signs are
//! not). The first bad token, or a token asked for after the end of input,
//! makes the input fail for good: it hands out no more tokens, and
//! [`Input::check`] returns the error, naming the line.
//!
//! Input is read in fixed chunks of [`CHUNK`] bytes and output is written in
//! chunks of the same size, so memory stays constant whatever the input size,
//! and no token or line allocates.
//!
//! Speed: each chunk is checked as UTF-8 once, so tokens are `&str` slices
//! with no per-token validation; the usual token (1 to 15 digits, then
//! whitespace) is found and valued eight bytes at a time (SWAR), and [`Nat`]
//! takes the value the tokenizer computed instead of parsing the digits
//! again; numbers are written from a table of the four-digit groups, eight
//! digits in two lookups. Everything else (a token across chunks, a long or
//! bad token, unusual whitespace) takes a slower path that checks as much.
//!
//! With the `proconio` feature (on by default), `Input` is a
//! `proconio::source::Source`, and [`Nat`] is the type to read with `input!`:
//!
//! ```
//! use game_core::io::{run_with, Nat};
//! use proconio::input;
//!
//! let mut out = Vec::new();
//! let result = run_with(&b"3 4\n5 x\n"[..], &mut out, |src, out| {
//!     while !src.at_end() {
//!         input! { from &mut *src, a: Nat, b: Nat }
//!         src.check()?;
//!         out.ints(&[a + b]);
//!     }
//!     Ok(())
//! });
//! assert_eq!(out, b"7\n");
//! assert_eq!(
//!     result.unwrap_err().to_string(),
//!     r#"line 2: expected a non-negative integer, found "x""#
//! );
//! ```

use std::cell::Cell;
use std::fmt;
use std::io::{self as stdio, Read, Write};
use std::marker::PhantomData;
use std::process::ExitCode;

/// Bytes read from the input, and written to the output, at a time.
pub const CHUNK: usize = 1 << 16;

/// At most this many characters of a bad token are quoted in an error.
const SHOWN: usize = 32;

/// Why a run stopped: bad input (with its line) or a failed read or write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    line: Option<u64>,
    message: String,
}

impl Error {
    /// The 1-based line the error is on, if it is about the input.
    pub fn line(&self) -> Option<u64> {
        self.line
    }

    /// What was wrong, without the line.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for Error {}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Why a token with a byte that is not an ASCII digit is bad.
const NOT_AN_INTEGER: &str = "expected a non-negative integer";

/// The value of a token of ASCII digits, or why it is not a `u64`.
/// A token that is not all digits is "not an integer", however it starts.
fn parse(token: &[u8]) -> Result<u64, &'static str> {
    if !token.iter().all(u8::is_ascii_digit) {
        return Err(NOT_AN_INTEGER);
    }
    let mut value: u64 = 0;
    for &b in token {
        value = value
            .checked_mul(10)
            .and_then(|v| v.checked_add(u64::from(b - b'0')))
            .ok_or("expected an integer below 2^64")?;
    }
    Ok(value)
}

/// A token as an error quotes it: at most [`SHOWN`] characters.
fn quote(token: &str) -> String {
    let mut shown: String = token.chars().take(SHOWN).collect();
    if shown.len() < token.len() {
        shown.push('…');
    }
    format!("{shown:?}")
}

/// How many bytes at the end of `bytes` start a UTF-8 sequence that the
/// next bytes may complete (0 to 3).
fn cut_sequence(bytes: &[u8]) -> usize {
    for back in 1..=bytes.len().min(3) {
        let b = bytes[bytes.len() - back];
        if b < 0x80 {
            return 0;
        }
        if b >= 0xc0 {
            let needed = if b >= 0xf0 {
                4
            } else if b >= 0xe0 {
                3
            } else {
                2
            };
            return if back < needed { back } else { 0 };
        }
    }
    0
}

/// A streaming tokenizer of non-negative integers that tracks line numbers.
///
/// Bytes are read in [`CHUNK`]s and turned into text once per chunk (a
/// byte sequence that is not UTF-8 becomes U+FFFD, as errors quote it), so
/// that tokens are handed out as `&str` slices with no per-token check.
///
/// # Complexity
/// O(1) amortised per input byte; memory is two [`CHUNK`]-byte buffers (up
/// to five while a token longer than a chunk, or bytes that are not UTF-8,
/// are read).
pub struct Input<R> {
    reader: R,
    /// Bytes as read; `raw[..carry]` is a UTF-8 sequence cut by the chunk's
    /// end, to be completed by the next read.
    raw: Box<[u8]>,
    carry: usize,
    /// The input as text; `text[pos..]` is not yet consumed (`pos` is never
    /// past its end).
    text: String,
    pos: usize,
    eof: bool,
    /// The line of `text[pos]`, 1-based.
    cursor_line: u64,
    /// The line of the last token handed out (or 1 before the first).
    token_line: u64,
    /// The value of the last token handed out.
    value: u64,
    /// For a token longer than a chunk: how many leading zeros were dropped
    /// (as many as the error quotes, at most), and whether a byte that was
    /// skipped, not kept, is not a digit.
    zeros_dropped: usize,
    skipped_not_digits: bool,
    error: Option<Error>,
    /// Not `Send`: the tokens this thread remembers (see [`remember`]) must
    /// change only in this thread.
    _one_thread: PhantomData<*const ()>,
}

impl<R> Drop for Input<R> {
    fn drop(&mut self) {
        forget_token();
    }
}

impl<R: Read> Input<R> {
    /// Wraps a reader; nothing is read until the first token is asked for.
    pub fn new(reader: R) -> Self {
        Input {
            reader,
            raw: vec![0; CHUNK].into_boxed_slice(),
            carry: 0,
            text: String::with_capacity(2 * CHUNK),
            pos: 0,
            eof: false,
            cursor_line: 1,
            token_line: 1,
            value: 0,
            zeros_dropped: 0,
            skipped_not_digits: false,
            error: None,
            _one_thread: PhantomData,
        }
    }

    /// Appends the next chunk to `text`; false at end of input.
    #[inline(never)]
    fn read_more(&mut self) -> bool {
        while !self.eof && self.error.is_none() {
            match self.reader.read(&mut self.raw[self.carry..]) {
                Ok(0) => {
                    self.eof = true;
                    if self.carry != 0 {
                        self.append(self.carry, 0);
                        return true;
                    }
                }
                Ok(n) => {
                    let len = self.carry + n;
                    self.append(len, cut_sequence(&self.raw[..len]));
                    return true;
                }
                Err(e) if e.kind() == stdio::ErrorKind::Interrupted => {}
                Err(e) => self.fail_at(self.cursor_line, format!("cannot read input: {e}")),
            }
        }
        false
    }

    /// Appends `raw[..len - cut]` to `text` and keeps the cut sequence.
    fn append(&mut self, len: usize, cut: usize) {
        // The text may move, and will change.
        forget_token();
        let whole = &self.raw[..len - cut];
        match std::str::from_utf8(whole) {
            Ok(text) => self.text.push_str(text),
            // Not UTF-8: bad input, whose error quotes it this way.
            Err(_) => self.text.push_str(&String::from_utf8_lossy(whole)),
        }
        self.raw.copy_within(len - cut..len, 0);
        self.carry = cut;
    }

    /// Skips whitespace; true if a token starts at `text[pos]`.
    #[inline(always)]
    fn skip_space(&mut self) -> bool {
        // Usually one does: a usual token takes the whitespace after it.
        match self.text.as_bytes().get(self.pos) {
            Some(&b) if b > b' ' => true,
            _ => self.skip_space_on(),
        }
    }

    /// [`Input::skip_space`] after its first look.
    #[inline(never)]
    fn skip_space_on(&mut self) -> bool {
        loop {
            let bytes = self.text.as_bytes();
            let mut pos = self.pos;
            let mut lines = 0;
            while let Some(&b) = bytes.get(pos) {
                // Every byte above b' ' starts a token: test that first.
                if b > b' ' || !is_space(b) {
                    self.pos = pos;
                    self.cursor_line += lines;
                    return true;
                }
                lines += u64::from(b == b'\n');
                pos += 1;
            }
            self.cursor_line += lines;
            self.text.clear();
            self.pos = 0;
            if !self.read_more() {
                return false;
            }
        }
    }

    /// Finds the end of the token at `text[pos]`, reading on as needed; the
    /// token is then `text[pos..end]`. A token longer than a chunk loses its
    /// leading zeros; if it has nothing to lose it cannot be a `u64`, so the
    /// rest of it is skipped and only its start is kept, to be quoted.
    fn token_end(&mut self) -> usize {
        // The text is about to move.
        forget_token();
        self.zeros_dropped = 0;
        self.skipped_not_digits = false;
        let mut end = self.pos;
        loop {
            let bytes = self.text.as_bytes();
            end += bytes[end..].iter().take_while(|&&b| !is_space(b)).count();
            if end < bytes.len() || self.eof {
                return end;
            }
            if self.pos == 0 && bytes.len() >= CHUNK {
                let zeros = bytes.iter().take_while(|&&b| b == b'0').count();
                let drop = zeros.min(bytes.len() - 1);
                if drop == 0 {
                    return self.skip_rest_of_token();
                }
                self.text.drain(..drop);
                self.zeros_dropped = (self.zeros_dropped + drop).min(SHOWN);
            } else {
                self.text.drain(..self.pos);
                self.pos = 0;
            }
            end = self.text.len();
            if !self.read_more() {
                return end;
            }
        }
    }

    /// Consumes the rest of the over-long token at `text[0..]`, keeping its
    /// first characters, and notes whether the rest is all digits; returns
    /// where the kept characters end.
    fn skip_rest_of_token(&mut self) -> usize {
        let head = self.text.char_indices().nth(SHOWN + 1);
        let head = head.map_or(self.text.len(), |(i, _)| i);
        loop {
            let rest = &self.text.as_bytes()[head..];
            let n = rest.iter().take_while(|&&b| !is_space(b)).count();
            if !rest[..n].iter().all(u8::is_ascii_digit) {
                self.skipped_not_digits = true;
            }
            if head + n < self.text.len() {
                self.text.drain(head..head + n);
                return head;
            }
            self.text.truncate(head);
            if !self.read_more() {
                return head;
            }
        }
    }

    fn fail_at(&mut self, line: u64, message: String) {
        if self.error.is_none() {
            self.error = Some(Error {
                line: Some(line),
                message,
            });
        }
    }

    /// The next token, which is ASCII digits of a value that fits in `u64`.
    ///
    /// Returns `None`, and makes the input fail, at a bad token or at the end
    /// of input: callers ask for a token only when a case needs one, so a
    /// missing token is a case cut off. Use [`Input::at_end`] to ask whether
    /// another case starts.
    #[inline(always)]
    pub fn token(&mut self) -> Option<&str> {
        // A usual token takes the whitespace after it, so the next one
        // usually starts right here.
        if self.error.is_none() {
            if let Some((start, end)) = self.take_usual_token() {
                return self.hand_out(start, end);
            }
        }
        self.unusual_token()
    }

    /// Takes the usual token at `text[pos..]`, if there is one there (see
    /// [`leading_number`]), with the whitespace after it; returns where the
    /// token is.
    #[inline(always)]
    fn take_usual_token(&mut self) -> Option<(usize, usize)> {
        let start = self.pos;
        // `pos ≤ text.len()` always.
        let (digits, value, newline) = leading_number(&self.text.as_bytes()[start..])?;
        self.token_line = self.cursor_line;
        self.cursor_line += u64::from(newline);
        self.pos = start + digits + 1;
        self.value = value;
        Some((start, start + digits))
    }

    /// The usual token at `text[start..end]`, just taken, remembered.
    #[inline(always)]
    fn hand_out(&self, start: usize, end: usize) -> Option<&str> {
        let token = self.text.get(start..end);
        if let Some(token) = token {
            remember(token, self.value);
        }
        token
    }

    /// [`Input::token`] for anything but a usual token in the text read:
    /// a token that continues in the next chunk, ends the input, is long or
    /// bad, or is missing.
    #[cold]
    #[inline(never)]
    fn unusual_token(&mut self) -> Option<&str> {
        if self.error.is_some() {
            return None;
        }
        if !self.skip_space() {
            let line = self.token_line;
            self.fail_at(
                line,
                "unexpected end of input: the case is incomplete".into(),
            );
            return None;
        }
        // After unusual whitespace, or a token the slow way: usually a
        // usual token again, so that the next ones are fast again.
        if let Some((start, end)) = self.take_usual_token() {
            return self.hand_out(start, end);
        }
        self.token_line = self.cursor_line;
        let end = self.token_end();
        let start = std::mem::replace(&mut self.pos, end);
        match parse(&self.text.as_bytes()[start..end]) {
            Ok(value) => {
                self.value = value;
                self.text.get(start..end)
            }
            Err(what) => {
                // An over-long token is judged and quoted as a whole.
                let what = if self.skipped_not_digits {
                    NOT_AN_INTEGER
                } else {
                    what
                };
                let mut token = "0".repeat(self.zeros_dropped);
                token.push_str(self.text.get(start..end).unwrap_or_default());
                let message = format!("{what}, found {}", quote(&token));
                self.fail_at(self.token_line, message);
                None
            }
        }
    }

    /// The next number; `None` (and the input fails) as for [`Input::token`].
    #[inline]
    pub fn next_u64(&mut self) -> Option<u64> {
        match self.token() {
            Some(_) => Some(self.value),
            None => None,
        }
    }

    /// True when no token is left, or when the input has failed: the loop
    /// condition of a judge that reads cases until the end of input.
    #[inline]
    pub fn at_end(&mut self) -> bool {
        self.error.is_some() || !self.skip_space()
    }

    /// `Err` with the first error, if a token was bad or missing.
    pub fn check(&self) -> Result<(), Error> {
        match &self.error {
            Some(e) => Err(e.clone()),
            None => Ok(()),
        }
    }

    /// An error on the line of the last token read, for values a game
    /// forbids, e.g. `src.invalid("expected two positive numbers")`.
    pub fn invalid(&self, message: impl Into<String>) -> Error {
        Error {
            line: Some(self.token_line),
            message: message.into(),
        }
    }

    /// The line of the last token read (1 before the first).
    pub fn line(&self) -> u64 {
        self.token_line
    }
}

thread_local! {
    /// The last token an [`Input`] of this thread handed out, as its address,
    /// length and value, for as long as that text stays as it is: then any
    /// `&str` with that address and length is that token, and [`Nat`] takes
    /// its value without parsing the digits again. `Input` forgets it before
    /// its text changes or is freed, and cannot leave its thread.
    static LAST_TOKEN: Cell<(usize, usize, u64)> = const { Cell::new((0, 0, 0)) };
}

/// Remembers `token`, which has just been handed out, and its value.
fn remember(token: &str, value: u64) {
    LAST_TOKEN.with(|last| last.set((token.as_ptr() as usize, token.len(), value)));
}

/// Forgets the last token, whose text is about to change or be freed.
fn forget_token() {
    LAST_TOKEN.with(|last| last.set((0, 0, 0)));
}

/// The value of a token [`Input`] has handed out: remembered if it is the
/// last one, else parsed.
#[cfg(feature = "proconio")]
fn token_value(token: &str) -> u64 {
    let (address, len, value) = LAST_TOKEN.with(Cell::get);
    if address == token.as_ptr() as usize && len == token.len() {
        value
    } else {
        digits_value(token)
    }
}

/// The value of a token [`Input`] has already checked: ASCII digits that fit
/// (after any leading zeros).
#[cfg(feature = "proconio")]
fn digits_value(token: &str) -> u64 {
    token.bytes().fold(0, |v: u64, b| {
        v.wrapping_mul(10).wrapping_add(u64::from(b - b'0'))
    })
}

/// `10^i`.
const POW10: [u64; 8] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000];

/// How many of the eight bytes of `chunk` are digits before the first byte
/// that is not, and the lanes of those digits, looked at all at once (SWAR):
/// byte `i` of `chunk` is lane `i` of one `u64` (bits `8i..8i+8`), minus
/// `b'0'`, so 0..=9 for a digit; the lanes from the first non-digit on are
/// don't-cares.
#[inline(always)]
fn digit_lanes(chunk: [u8; 8]) -> (usize, u64) {
    const ONES: u64 = 0x0101_0101_0101_0101;
    // Borrows (and the carries below) run only from a lane into later ones,
    // which the first non-digit makes don't-cares.
    let lanes = u64::from_le_bytes(chunk).wrapping_sub(u64::from(b'0') * ONES);
    // A lane is not a digit if its high nibble is set, before or after +6.
    let not_digit = (lanes | lanes.wrapping_add(6 * ONES)) & (0xf0 * ONES);
    ((not_digit.trailing_zeros() / 8) as usize, lanes)
}

/// The value of the first `digits` (0..=8) lanes of `lanes`, the first lane
/// the most significant digit.
#[inline(always)]
fn lanes_value(lanes: u64, digits: usize) -> u64 {
    // Move the digits' lanes to the end, after lanes of 0 (leading zeros),
    // then combine neighbours: pairs, fours, all eight.
    let Some(v) = lanes.checked_shl(64 - 8 * digits as u32) else {
        return 0;
    };
    let v = (v.wrapping_mul(10) + (v >> 8)) & 0x00ff_00ff_00ff_00ff;
    let v = (v.wrapping_mul(100) + (v >> 16)) & 0x0000_ffff_0000_ffff;
    (v.wrapping_mul(10_000) + (v >> 32)) & 0xffff_ffff
}

/// The token at the start of `bytes` if it is the usual kind: 1 to 15
/// digits followed by whitespace, within the first 16 bytes. Returns its
/// length, its value, and whether the whitespace is `\n`.
#[inline(always)]
fn leading_number(bytes: &[u8]) -> Option<(usize, u64, bool)> {
    let first: [u8; 8] = bytes.get(..8)?.try_into().ok()?;
    let (digits, lanes) = digit_lanes(first);
    if digits < 8 {
        let after = first[digits];
        return (digits > 0 && is_space(after))
            .then(|| (digits, lanes_value(lanes, digits), after == b'\n'));
    }
    let second: [u8; 8] = bytes.get(8..16)?.try_into().ok()?;
    let (more, more_lanes) = digit_lanes(second);
    let after = *second.get(more)?;
    is_space(after).then(|| {
        let value = lanes_value(lanes, 8) * POW10[more] + lanes_value(more_lanes, more);
        (8 + more, value, after == b'\n')
    })
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
    #[inline(always)]
    fn read<B: std::io::BufRead, S: proconio::source::Source<B>>(source: &mut S) -> u64 {
        source.next_token().map_or(0, token_value)
    }
}

#[cfg(feature = "proconio")]
impl<R: Read> proconio::source::Source<stdio::Empty> for Input<R> {
    #[inline(always)]
    fn next_token(&mut self) -> Option<&str> {
        self.token()
    }

    fn is_empty(&mut self) -> bool {
        self.at_end()
    }
}

/// A buffered writer with allocation-free integer formatting.
///
/// Write errors are kept and reported by [`Output::finish`]; after one,
/// further output is dropped.
///
/// # Complexity
/// O(1) amortised per byte written; memory is one [`CHUNK`]-byte buffer.
pub struct Output<W: Write> {
    inner: W,
    buf: Box<[u8]>,
    /// `buf[..len]` is written but not yet flushed.
    len: usize,
    error: Option<stdio::Error>,
}

/// Room for a `u64` in decimal and one separator.
const INT_ROOM: usize = 21;

/// `10^8`: numbers below it have at most 8 digits.
const E8: u64 = 100_000_000;

/// At most how many numbers below `10^8` [`Output::ints`] writes with one
/// check for room, and that room: 8 digits and a separator each.
const SHORT_INTS: usize = 4;
const SHORT_ROOM: usize = SHORT_INTS * 9;

impl<W: Write> Output<W> {
    /// Wraps a writer with a [`CHUNK`]-byte buffer.
    pub fn new(inner: W) -> Self {
        Output {
            inner,
            buf: vec![0; CHUNK].into_boxed_slice(),
            len: 0,
            error: None,
        }
    }

    fn write_through(&mut self, bytes: &[u8]) {
        if self.error.is_none() {
            if let Err(e) = self.inner.write_all(bytes) {
                self.error = Some(e);
            }
        }
    }

    fn flush_buf(&mut self) {
        let len = std::mem::replace(&mut self.len, 0);
        // The buffer is moved out for the call, so that it can be borrowed
        // while `self` is.
        let buf = std::mem::take(&mut self.buf);
        self.write_through(&buf[..len]);
        self.buf = buf;
    }

    /// Makes room for `n ≤ CHUNK` more bytes.
    fn reserve(&mut self, n: usize) {
        if self.buf.len() - self.len < n {
            self.flush_buf();
        }
    }

    /// Appends bytes that fit in the free room.
    fn put(&mut self, bytes: &[u8]) {
        let end = self.len + bytes.len();
        self.buf[self.len..end].copy_from_slice(bytes);
        self.len = end;
    }

    /// Writes bytes as they are.
    pub fn bytes(&mut self, bytes: &[u8]) {
        if bytes.len() > CHUNK {
            self.flush_buf();
            self.write_through(bytes);
        } else {
            self.reserve(bytes.len());
            self.put(bytes);
        }
    }

    /// Writes bytes, then `\n`.
    pub fn line(&mut self, bytes: &[u8]) {
        if bytes.len() < CHUNK {
            self.reserve(bytes.len() + 1);
            self.put(bytes);
            self.put(b"\n");
        } else {
            self.bytes(bytes);
            self.bytes(b"\n");
        }
    }

    /// Writes a number in decimal.
    pub fn u64(&mut self, value: u64) {
        self.reserve(INT_ROOM);
        self.len += format_u64(value, &mut self.buf[self.len..]);
    }

    /// Writes numbers separated by spaces, then `\n`.
    #[inline(always)]
    pub fn ints(&mut self, values: &[u64]) {
        if values.len() <= SHORT_INTS && values.iter().all(|&v| v < E8) {
            // The usual few short numbers: one check for room, then one store
            // per number and one per separator, at places the compiler can
            // see are in the room.
            self.reserve(SHORT_ROOM);
            let at = self.len;
            let room = <&mut [u8; SHORT_ROOM]>::try_from(&mut self.buf[at..at + SHORT_ROOM]);
            let Ok(room) = room else { return };
            let mut end = 0;
            for &v in values {
                let (digits, len) = short_digits(v);
                room[end..end + 8].copy_from_slice(&digits.to_le_bytes());
                room[end + len] = b' ';
                end += len + 1;
            }
            // The last space becomes the `\n` (or the `\n` is all).
            end = end.max(1);
            room[end - 1] = b'\n';
            self.len = at + end;
            return;
        }
        for (i, &v) in values.iter().enumerate() {
            self.reserve(INT_ROOM);
            if i > 0 {
                self.put(b" ");
            }
            self.len += format_u64(v, &mut self.buf[self.len..]);
        }
        self.reserve(1);
        self.put(b"\n");
    }

    /// Writes out what is buffered; the first write error, if any.
    pub fn finish(mut self) -> stdio::Result<()> {
        self.flush_buf();
        match self.error.take() {
            Some(e) => Err(e),
            None => self.inner.flush(),
        }
    }
}

/// The four ASCII digits of each number below `10^4`, leading zeros too,
/// as the bytes of a little-endian `u32` (the first digit lowest).
static DIGITS4: [u32; 10_000] = digits4();

/// Builds [`DIGITS4`] at compile time.
const fn digits4() -> [u32; 10_000] {
    let mut table = [0; 10_000];
    let mut i = 0;
    while i < 10_000 {
        let (thousands, hundreds, tens, ones) = (i / 1000, i / 100 % 10, i / 10 % 10, i % 10);
        table[i] = (0x3030_3030 + thousands + (hundreds << 8) + (tens << 16) + (ones << 24)) as u32;
        i += 1;
    }
    table
}

/// The eight ASCII digits of `value < 10^8`, leading zeros too, as the
/// bytes of a little-endian `u64`: two lookups of four digits.
#[inline(always)]
fn eight_digits(value: u64) -> u64 {
    let (high, low) = ((value / 10_000) as usize, (value % 10_000) as usize);
    u64::from(DIGITS4[high]) + (u64::from(DIGITS4[low]) << 32)
}

/// The digits of `value < 10^8` without leading zeros ("0" keeps one), as the
/// low bytes of a little-endian `u64`, and how many there are.
#[inline(always)]
fn short_digits(value: u64) -> (u64, usize) {
    let digits = eight_digits(value);
    // The first digit that is not '0' is the lowest nonzero byte of
    // digits ^ '0'…'0' (each byte 0..=9); the top bit stands in when all
    // are, to keep the last '0'.
    let zeros = ((digits ^ 0x3030_3030_3030_3030) + (1 << 63)).trailing_zeros() / 8;
    (digits >> (8 * zeros), 8 - zeros as usize)
}

/// Writes the digits of `value < 10^8` without leading zeros at the start of
/// `out` (which has room for 8 bytes); returns how many there are.
#[inline(always)]
fn write_short(value: u64, out: &mut [u8]) -> usize {
    let (digits, len) = short_digits(value);
    out[..8].copy_from_slice(&digits.to_le_bytes());
    len
}

/// Writes the eight digits of `value < 10^8`, leading zeros too, at the start
/// of `out`.
#[inline(always)]
fn write_eight(value: u64, out: &mut [u8]) {
    out[..8].copy_from_slice(&eight_digits(value).to_le_bytes());
}

/// Writes `value` in decimal at the start of `out` (which has room for 20
/// bytes) and returns how many digits that is; eight digits at a time, four
/// per table lookup.
#[inline(always)]
fn format_u64(value: u64, out: &mut [u8]) -> usize {
    if value < E8 {
        write_short(value, out)
    } else {
        format_long(value, out)
    }
}

/// [`format_u64`] for `value ≥ 10^8`, out of line so that the usual short
/// numbers stay small code.
#[inline(never)]
fn format_long(value: u64, out: &mut [u8]) -> usize {
    if value < E8 * E8 {
        let len = write_short(value / E8, out);
        write_eight(value % E8, &mut out[len..]);
        len + 8
    } else {
        let len = write_short(value / (E8 * E8), out);
        write_eight(value / E8 % E8, &mut out[len..]);
        write_eight(value % E8, &mut out[len + 8..]);
        len + 16
    }
}

/// Runs a judge solution on `input`, writing answers to `output`.
///
/// Every answer `solve` wrote is flushed before an error is returned.
///
/// # Complexity
/// That of `solve`; memory is two [`CHUNK`]-byte buffers.
pub fn run_with<R, W, F>(input: R, output: W, solve: F) -> Result<(), Error>
where
    R: Read,
    W: Write,
    F: FnOnce(&mut Input<R>, &mut Output<W>) -> Result<(), Error>,
{
    let mut src = Input::new(input);
    let mut out = Output::new(output);
    let solved = solve(&mut src, &mut out).and_then(|()| src.check());
    let written = out.finish().map_err(|e| Error {
        line: None,
        message: format!("cannot write output: {e}"),
    });
    solved.and(written)
}

/// Runs a judge solution on stdin and stdout, the `main` of every binary.
///
/// On an error, after every earlier answer is written, prints one line
/// `error: line N: what was wrong` on stderr and exits with status 1.
pub fn run<F>(solve: F) -> ExitCode
where
    F: FnOnce(
        &mut Input<stdio::StdinLock<'static>>,
        &mut Output<stdio::StdoutLock<'static>>,
    ) -> Result<(), Error>,
{
    match run_with(stdio::stdin().lock(), stdio::stdout().lock(), solve) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // Nothing better to do if stderr is gone too.
            let _ = writeln!(stdio::stderr(), "error: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every token of `input` (or the error), read `CHUNK` bytes at a time.
    fn tokens(input: &[u8]) -> (Vec<u64>, Option<String>) {
        let mut src = Input::new(input);
        let mut values = Vec::new();
        while !src.at_end() {
            match src.next_u64() {
                Some(v) => values.push(v),
                None => break,
            }
        }
        (values, src.check().err().map(|e| e.to_string()))
    }

    #[test]
    fn splits_on_any_whitespace_and_counts_lines() {
        let (values, err) = tokens(b" 1\t2\r\n\r\n3\x0b4\x0c5\n\n 6 x");
        assert_eq!(values, [1, 2, 3, 4, 5, 6]);
        assert_eq!(
            err.unwrap(),
            r#"line 5: expected a non-negative integer, found "x""#
        );
    }

    #[test]
    fn accepts_the_u64_range_and_leading_zeros() {
        let (values, err) = tokens(b"0 18446744073709551615 007\n");
        assert_eq!(values, [0, u64::MAX, 7]);
        assert_eq!(err, None);
    }

    #[test]
    fn rejects_signs_fractions_and_overflow() {
        for (text, message) in [
            ("-3", r#"expected a non-negative integer, found "-3""#),
            ("+3", r#"expected a non-negative integer, found "+3""#),
            ("1.5", r#"expected a non-negative integer, found "1.5""#),
            (
                "18446744073709551616",
                r#"expected an integer below 2^64, found "18446744073709551616""#,
            ),
            ("five", r#"expected a non-negative integer, found "five""#),
        ] {
            let (values, err) = tokens(format!("1\n{text} 2").as_bytes());
            assert_eq!(values, [1], "{text}");
            assert_eq!(err.unwrap(), format!("line 2: {message}"));
        }
    }

    #[test]
    fn a_missing_token_names_the_last_line_read() {
        let mut src = Input::new(&b"1 2\n3\n\n"[..]);
        assert_eq!(src.next_u64(), Some(1));
        assert_eq!(src.next_u64(), Some(2));
        assert_eq!(src.next_u64(), Some(3));
        assert!(src.at_end());
        assert_eq!(src.next_u64(), None);
        let err = src.check().unwrap_err();
        assert_eq!(err.line(), Some(2));
        assert_eq!(
            err.message(),
            "unexpected end of input: the case is incomplete"
        );
        assert!(src.at_end(), "a failed input stays at its end");
    }

    #[test]
    fn tokens_across_chunk_boundaries() {
        let mut text = Vec::new();
        let mut expected = Vec::new();
        let mut i: u64 = 0;
        while text.len() < 3 * CHUNK {
            i = i
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            text.extend_from_slice(i.to_string().as_bytes());
            text.push(if i % 3 == 0 { b'\n' } else { b' ' });
            expected.push(i);
        }
        let (values, err) = tokens(&text);
        assert_eq!(err, None);
        assert_eq!(values, expected);
    }

    #[test]
    fn over_long_tokens() {
        let mut zeros = vec![b'0'; 3 * CHUNK + 5];
        zeros.extend_from_slice(b"42 0000 ");
        zeros.extend(std::iter::repeat(b'0').take(2 * CHUNK));
        zeros.extend_from_slice(b"\n9");
        assert_eq!(tokens(&zeros), (vec![42, 0, 0, 9], None));

        let mut junk = b"7\n".to_vec();
        junk.extend(std::iter::repeat(b'9').take(2 * CHUNK + 3));
        junk.extend_from_slice(b" 8");
        let (values, err) = tokens(&junk);
        assert_eq!(values, [7]);
        let shown = "9".repeat(SHOWN);
        assert_eq!(
            err.unwrap(),
            format!(r#"line 2: expected an integer below 2^64, found "{shown}…""#)
        );
    }

    #[test]
    fn quotes_non_utf8_and_long_tokens_briefly() {
        let (_, err) = tokens(b"\xff\xfe\xe4\xbd\xa0");
        assert_eq!(
            err.unwrap(),
            "line 1: expected a non-negative integer, found \"\u{fffd}\u{fffd}你\""
        );
        let long = "x".repeat(100);
        let (_, err) = tokens(long.as_bytes());
        assert!(err
            .unwrap()
            .ends_with(&format!("\"{}…\"", "x".repeat(SHOWN))));
    }

    #[test]
    fn output_formats_and_buffers() {
        let mut sink = Vec::new();
        let mut out = Output::new(&mut sink);
        out.ints(&[0, 7, u64::MAX]);
        out.line(b"Stan wins");
        let big = vec![b'a'; CHUNK + 1];
        out.bytes(&big);
        out.u64(10);
        out.finish().unwrap();
        let mut expected = b"0 7 18446744073709551615\nStan wins\n".to_vec();
        expected.extend_from_slice(&big);
        expected.extend_from_slice(b"10");
        assert_eq!(sink, expected);
    }

    struct Broken;
    impl Write for Broken {
        fn write(&mut self, _: &[u8]) -> stdio::Result<usize> {
            Err(stdio::Error::new(
                stdio::ErrorKind::BrokenPipe,
                "pipe closed",
            ))
        }
        fn flush(&mut self) -> stdio::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn run_with_reports_write_errors_and_flushes_before_input_errors() {
        let result = run_with(&b"1"[..], Broken, |_, out| {
            out.u64(1);
            Ok(())
        });
        assert_eq!(
            result.unwrap_err().to_string(),
            "cannot write output: pipe closed"
        );

        let mut sink = Vec::new();
        let result = run_with(&b"5 6 z"[..], &mut sink, |src, out| {
            while let Some(v) = src.next_u64() {
                out.u64(v);
            }
            Ok(())
        });
        assert_eq!(sink, b"56");
        assert_eq!(
            result.unwrap_err().to_string(),
            r#"line 1: expected a non-negative integer, found "z""#
        );
    }

    /// A reader that hands out its input a few bytes at a time, cycling
    /// through `sizes`, and is interrupted once before each read.
    struct Pieces<'a> {
        input: &'a [u8],
        sizes: &'a [usize],
        reads: usize,
        interrupted: bool,
    }

    impl<'a> Pieces<'a> {
        fn new(input: &'a [u8], sizes: &'a [usize]) -> Self {
            Pieces {
                input,
                sizes,
                reads: 0,
                interrupted: false,
            }
        }
    }

    impl Read for Pieces<'_> {
        fn read(&mut self, buf: &mut [u8]) -> stdio::Result<usize> {
            self.interrupted = !self.interrupted;
            if self.interrupted {
                return Err(stdio::ErrorKind::Interrupted.into());
            }
            let size = self.sizes[self.reads % self.sizes.len()];
            self.reads += 1;
            let n = size.min(buf.len()).min(self.input.len());
            buf[..n].copy_from_slice(&self.input[..n]);
            self.input = &self.input[n..];
            Ok(n)
        }
    }

    /// Every token of `input` read in pieces, with its line, and the error.
    fn pieces(input: &[u8], sizes: &[usize]) -> (Vec<(u64, u64)>, Option<String>) {
        let mut src = Input::new(Pieces::new(input, sizes));
        let mut values = Vec::new();
        while !src.at_end() {
            match src.next_u64() {
                Some(v) => values.push((v, src.line())),
                None => break,
            }
        }
        (values, src.check().err().map(|e| e.to_string()))
    }

    #[test]
    fn reading_in_pieces_changes_nothing() {
        let mut text = b"7 \r\n\t 00012 18446744073709551615\n\n123456789012345 ".to_vec();
        text.extend_from_slice(b"1234567812345678 12345678\n\x0b\x0c9\n");
        let whole = pieces(&text, &[CHUNK]);
        assert_eq!(
            whole.0,
            [
                (7, 1),
                (12, 2),
                (u64::MAX, 2),
                (123456789012345, 4),
                (1234567812345678, 4),
                (12345678, 4),
                (9, 5)
            ]
        );
        assert_eq!(whole.1, None);
        for sizes in [&[1][..], &[2], &[3, 5], &[7, 1, 16], &[9]] {
            assert_eq!(pieces(&text, sizes), whole, "{sizes:?}");
        }
    }

    #[test]
    fn errors_are_the_same_in_pieces() {
        for (text, error) in [
            (
                &b"1 2\n\xe4\xbd\xa0 3"[..],
                "line 2: expected a non-negative integer, found \"你\"",
            ),
            (
                b"1\n12\xe4\xbd x",
                "line 2: expected a non-negative integer, found \"12\u{fffd}\"",
            ),
            (
                b"1\n\xff\xc3",
                "line 2: expected a non-negative integer, found \"\u{fffd}\u{fffd}\"",
            ),
            (
                b"5\n\xf0\x9f\x98\x80!",
                "line 2: expected a non-negative integer, found \"\u{1f600}!\"",
            ),
            (
                b"5\n12-",
                r#"line 2: expected a non-negative integer, found "12-""#,
            ),
            (
                b"5\n4",
                "line 2: expected a non-negative integer, found \"4\u{fffd}\"",
            ),
        ] {
            let mut text = text.to_vec();
            if text.ends_with(b"4") {
                // A cut sequence at the very end of the input.
                text.push(0xe4);
            }
            let whole = pieces(&text, &[CHUNK]);
            assert_eq!(whole.1.as_deref(), Some(error), "{text:?}");
            for sizes in [&[1][..], &[2], &[3]] {
                assert_eq!(pieces(&text, sizes), whole, "{text:?} {sizes:?}");
            }
        }
    }

    #[test]
    fn cut_sequences_are_kept_for_the_next_read() {
        assert_eq!(cut_sequence(b""), 0);
        assert_eq!(cut_sequence(b"12"), 0);
        assert_eq!(cut_sequence(b"1\xc3"), 1);
        assert_eq!(cut_sequence(b"1\xc3\xa9"), 0);
        assert_eq!(cut_sequence(b"\xe4"), 1);
        assert_eq!(cut_sequence(b"\xe4\xbd"), 2);
        assert_eq!(cut_sequence(b"\xe4\xbd\xa0"), 0);
        assert_eq!(cut_sequence(b"\xf0\x9f\x98"), 3);
        assert_eq!(cut_sequence(b"\xf0\x9f\x98\x80"), 0);
        assert_eq!(cut_sequence(b"\x80\x80\x80"), 0);
        assert_eq!(cut_sequence(b"\xff"), 1);
    }

    #[test]
    fn read_errors_are_input_errors() {
        struct Failing;
        impl Read for Failing {
            fn read(&mut self, _: &mut [u8]) -> stdio::Result<usize> {
                Err(stdio::Error::new(stdio::ErrorKind::Other, "disk on fire"))
            }
        }
        let mut src = Input::new(Failing);
        assert!(src.at_end());
        assert_eq!(src.next_u64(), None);
        assert_eq!(
            src.check().unwrap_err().to_string(),
            "line 1: cannot read input: disk on fire"
        );
    }

    #[test]
    fn usual_tokens_are_found_sixteen_bytes_at_a_time() {
        assert_eq!(leading_number(b""), None);
        assert_eq!(leading_number(b"1 "), None, "needs 8 bytes");
        assert_eq!(leading_number(b"1234567 "), Some((7, 1234567, false)));
        assert_eq!(leading_number(b"0\n......"), Some((1, 0, true)));
        assert_eq!(leading_number(b"7\t\r\n    "), Some((1, 7, false)));
        assert_eq!(leading_number(b" 1234567"), None, "no digits");
        assert_eq!(leading_number(b"12a4567 "), None, "not a digit");
        assert_eq!(leading_number(b"12345678"), None, "needs 16 bytes");
        assert_eq!(
            leading_number(b"12345678\n1234567"),
            Some((8, 12345678, true))
        );
        assert_eq!(
            leading_number(b"000000001234567\x0c"),
            Some((15, 1234567, false))
        );
        assert_eq!(
            leading_number(b"999999999999999\x0b"),
            Some((15, 999_999_999_999_999, false))
        );
        assert_eq!(leading_number(b"1234567890123x56"), None);
        assert_eq!(leading_number(b"1234567812345678 "), None, "16 digits");
    }

    #[test]
    fn digit_lanes_stop_at_the_first_non_digit() {
        for (chunk, digits) in [
            (*b"12345678", 8),
            (*b"/2345678", 0),
            (*b"1:345678", 1),
            (*b"12 \xff\xff\xff\xff\xff", 2),
            (*b"123\x00\x00\x00\x00\x00", 3),
            (*b"9999999\xfa", 7),
        ] {
            let (n, lanes) = digit_lanes(chunk);
            assert_eq!(n, digits, "{chunk:?}");
            let expected: u64 = std::str::from_utf8(&chunk[..n])
                .unwrap()
                .parse()
                .unwrap_or(0);
            assert_eq!(lanes_value(lanes, n), expected, "{chunk:?}");
        }
        assert_eq!(lanes_value(u64::MAX, 0), 0);
    }

    #[test]
    fn formats_every_magnitude() {
        let mut values: Vec<u64> = (0..=10_000).collect();
        let mut power: u64 = 1;
        for _ in 0..19 {
            power *= 10;
            values.extend([power - 1, power, power + 1, power / 3 * 2]);
        }
        values.extend([u64::MAX - 1, u64::MAX]);
        let mut x: u64 = 1;
        for i in 0..100_000u64 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            values.push(x >> (i % 64));
        }
        let mut out = [0; 21];
        for v in values {
            let len = format_u64(v, &mut out[..20]);
            assert_eq!(std::str::from_utf8(&out[..len]).unwrap(), v.to_string());
        }
    }

    #[test]
    fn ints_of_every_count_and_size() {
        // Up to SHORT_INTS numbers below 10^8 take the short way; a count
        // above it, or one long number, the other.
        let sizes = [0, 7, 10, 12_345_678, 99_999_999, 100_000_000, u64::MAX];
        for count in 0..=SHORT_INTS + 2 {
            for (i, &size) in sizes.iter().enumerate() {
                let values: Vec<u64> = (0..count as u64).map(|k| size.saturating_sub(k)).collect();
                let mut sink = Vec::new();
                let mut out = Output::new(&mut sink);
                out.ints(&values);
                out.ints(&values[..count.min(i)]);
                out.finish().unwrap();
                let line = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
                let expected = format!("{}\n{}\n", line(&values), line(&values[..count.min(i)]));
                assert_eq!(String::from_utf8(sink).unwrap(), expected, "{values:?}");
            }
        }
    }

    #[test]
    fn output_flushes_at_chunk_boundaries() {
        let mut sink = Vec::new();
        let mut out = Output::new(&mut sink);
        let mut expected = Vec::new();
        let mut i: u64 = 0;
        while expected.len() < 3 * CHUNK {
            i += 1;
            let v = i.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (i % 64);
            match i % 4 {
                0 => {
                    out.ints(&[v, i]);
                    expected.extend_from_slice(format!("{v} {i}\n").as_bytes());
                }
                1 => {
                    out.u64(v);
                    expected.extend_from_slice(v.to_string().as_bytes());
                }
                2 => {
                    out.line(b"Ollie wins");
                    expected.extend_from_slice(b"Ollie wins\n");
                }
                _ => {
                    out.bytes(b"ab");
                    expected.extend_from_slice(b"ab");
                }
            }
        }
        let long = vec![b'z'; CHUNK];
        out.line(&long);
        out.ints(&[]);
        // Too many numbers to make room for all at once.
        let many: Vec<u64> = (0..4000).map(|i| u64::MAX - i).collect();
        out.ints(&many);
        out.finish().unwrap();
        expected.extend_from_slice(&long);
        expected.extend_from_slice(b"\n\n");
        let many: Vec<String> = many.iter().map(u64::to_string).collect();
        expected.extend_from_slice(many.join(" ").as_bytes());
        expected.push(b'\n');
        assert_eq!(sink, expected);
    }

    #[test]
    fn output_after_a_write_error_is_dropped() {
        struct Counting(usize);
        impl Write for Counting {
            fn write(&mut self, _: &[u8]) -> stdio::Result<usize> {
                self.0 += 1;
                Err(stdio::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> stdio::Result<()> {
                Ok(())
            }
        }
        let mut writes = Counting(0);
        let mut out = Output::new(&mut writes);
        let big = vec![b'a'; CHUNK + 1];
        out.bytes(&big);
        out.bytes(&big);
        out.line(b"x");
        assert_eq!(
            out.finish().unwrap_err().kind(),
            stdio::ErrorKind::BrokenPipe
        );
        assert_eq!(writes.0, 1, "one failed write, then nothing");
    }

    fn last_token() -> (usize, usize, u64) {
        LAST_TOKEN.with(Cell::get)
    }

    #[test]
    fn handed_out_tokens_are_remembered_until_their_text_changes() {
        let text = b"12      345     6789\n";
        let mut src = Input::new(Pieces::new(text, &[8, 10, 100]));
        // The first look for a usual token needs text read.
        assert!(!src.at_end());
        let token = src.token().unwrap();
        assert_eq!(token, "12");
        let remembered = (token.as_ptr() as usize, 2, 12);
        assert_eq!(last_token(), remembered);
        #[cfg(feature = "proconio")]
        {
            assert_eq!(token_value(token), 12);
            assert_eq!(token_value("12"), 12, "same text elsewhere: parsed");
            assert_eq!(token_value("34"), 34, "same length elsewhere: parsed");
            assert_eq!(token_value(&token[..1]), 1, "another length: parsed");
        }
        // The next chunk replaces the text.
        assert!(!src.at_end());
        assert_eq!(last_token(), (0, 0, 0));
        assert_eq!(src.next_u64(), Some(345));
        assert_eq!((last_token().1, last_token().2), (3, 345));
        // A token across chunks moves the text, and is not remembered.
        assert_eq!(src.next_u64(), Some(6789));
        assert_eq!(last_token(), (0, 0, 0));

        let mut src = Input::new(&b"5       6\n"[..]);
        assert!(!src.at_end());
        src.token();
        assert_ne!(last_token(), (0, 0, 0));
        drop(src);
        assert_eq!(last_token(), (0, 0, 0), "forgotten when dropped");
    }

    #[test]
    fn usual_tokens_are_fast_again_after_an_unusual_one() {
        // Without `at_end` between tokens, as a counted loop reads them: the
        // first tokens come the slow way (little text read, a token across
        // chunks), the next ones must be usual again.
        let text = b"12 34 56 78 90 12 34 56 78\n";
        let mut src = Input::new(Pieces::new(text, &[4, 100]));
        let mut values = Vec::new();
        let mut remembered = Vec::new();
        while let Some(v) = src.next_u64() {
            values.push(v);
            remembered.push(last_token().2 == v && last_token().1 == 2);
        }
        assert_eq!(values, [12, 34, 56, 78, 90, 12, 34, 56, 78]);
        assert_eq!(
            remembered,
            // The last two have fewer than 8 bytes left: the slow way.
            [false, false, true, true, true, true, true, false, false]
        );
    }

    #[cfg(feature = "proconio")]
    #[test]
    fn nat_reads_remembered_and_other_tokens() {
        use proconio::input;
        let text = b"1 23456789012 0042 7\n";
        let mut src = Input::new(Pieces::new(text, &[11, 100]));
        input! { from &mut src, a: Nat, b: Nat, c: Nat, d: Nat }
        assert_eq!((a, b, c, d), (1, 23456789012, 42, 7));
        assert!(src.at_end());
        input! { from &mut src, missing: Nat }
        assert_eq!(missing, 0);
        assert!(src.check().is_err());

        let mut other = proconio::source::once::OnceSource::from("31 4");
        input! { from &mut other, e: Nat, f: Nat }
        assert_eq!((e, f), (31, 4));
    }

    #[test]
    fn nat_from_another_source_is_not_taken_from_the_remembered_token() {
        use proconio::input;
        let mut ours = Input::new(&b"12 56"[..]);
        input! { from &mut ours, a: Nat }
        assert_eq!(a, 12);
        // The same length as the token `ours` remembers, another value.
        let mut other = proconio::source::once::OnceSource::from("34");
        input! { from &mut other, b: Nat }
        assert_eq!(b, 34);
        input! { from &mut ours, c: Nat }
        assert_eq!(c, 56);
    }

    /// A writer that records the size of every write.
    #[derive(Clone, Default)]
    struct Recorder(std::rc::Rc<std::cell::RefCell<Vec<usize>>>);
    impl Write for Recorder {
        fn write(&mut self, bytes: &[u8]) -> stdio::Result<usize> {
            self.0.borrow_mut().push(bytes.len());
            Ok(bytes.len())
        }
        fn flush(&mut self) -> stdio::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn output_writes_only_full_chunks_until_the_end() {
        // Filling the buffer exactly, by bytes, line and ints, writes nothing yet.
        let writes = Recorder::default();
        let mut out = Output::new(writes.clone());
        out.bytes(&vec![b'a'; CHUNK - 10]);
        out.line(&[b'b'; 8]);
        out.bytes(b"c");
        assert!(writes.0.borrow().is_empty(), "{:?}", writes.0.borrow());
        out.bytes(b"d");
        assert_eq!(*writes.0.borrow(), [CHUNK]);
        out.finish().unwrap();
        assert_eq!(*writes.0.borrow(), [CHUNK, 1]);

        // A whole chunk at once is buffered like any other write.
        let writes = Recorder::default();
        let mut out = Output::new(writes.clone());
        out.bytes(&vec![b'e'; CHUNK]);
        assert!(writes.0.borrow().is_empty());
        out.finish().unwrap();
        assert_eq!(*writes.0.borrow(), [CHUNK]);

        // A line that just does not fit with its `\n` goes to a new chunk.
        let writes = Recorder::default();
        let mut out = Output::new(writes.clone());
        out.bytes(&vec![b'g'; CHUNK - 8]);
        out.line(&[b'h'; 8]);
        assert_eq!(*writes.0.borrow(), [CHUNK - 8]);
        out.finish().unwrap();
        assert_eq!(*writes.0.borrow(), [CHUNK - 8, 9]);

        // Lines longer than a chunk are written whole.
        let mut sink = Vec::new();
        let mut out = Output::new(&mut sink);
        out.line(b"i");
        out.line(&vec![b'j'; CHUNK + 5]);
        out.finish().unwrap();
        assert_eq!(sink.len(), 2 + CHUNK + 6);
        assert_eq!(&sink[..3], b"i\nj");
        assert_eq!(sink.last(), Some(&b'\n'));

        // A line of exactly a chunk, then its `\n`.
        let mut sink = Vec::new();
        let mut out = Output::new(&mut sink);
        out.line(&vec![b'f'; CHUNK]);
        out.finish().unwrap();
        assert_eq!(sink.len(), CHUNK + 1);
        assert_eq!(sink.last(), Some(&b'\n'));
    }

    #[test]
    fn run_exits_with_1_on_an_error_and_0_otherwise() {
        // Neither reads stdin nor writes stdout; the failure prints one
        // line on stderr.
        let failed = run(|src, _| Err(src.invalid("a test of the exit status")));
        assert_eq!(format!("{failed:?}"), format!("{:?}", ExitCode::FAILURE));
        let ok = run(|_, _| Ok(()));
        assert_eq!(format!("{ok:?}"), format!("{:?}", ExitCode::SUCCESS));
    }
}
