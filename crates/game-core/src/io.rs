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

use std::fmt;
use std::io::{self as stdio, Read, Write};
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

/// The value of a token of ASCII digits, or why it is not a `u64`.
/// A token that is not all digits is "not an integer", however it starts.
fn parse(token: &[u8]) -> Result<u64, &'static str> {
    if !token.iter().all(u8::is_ascii_digit) {
        return Err("expected a non-negative integer");
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

/// A token as an error quotes it: lossy UTF-8, at most [`SHOWN`] characters.
fn quote(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(token);
    let mut shown: String = text.chars().take(SHOWN).collect();
    if shown.len() < text.len() {
        shown.push('…');
    }
    format!("{shown:?}")
}

/// A streaming tokenizer of non-negative integers that tracks line numbers.
///
/// # Complexity
/// O(1) amortised per input byte; memory is one [`CHUNK`]-byte buffer.
pub struct Input<R> {
    reader: R,
    buf: Box<[u8]>,
    /// `buf[pos..len]` is read but not yet consumed.
    pos: usize,
    len: usize,
    eof: bool,
    /// The line of `buf[pos]`, 1-based.
    cursor_line: u64,
    /// The line of the last token handed out (or 1 before the first).
    token_line: u64,
    error: Option<Error>,
}

impl<R: Read> Input<R> {
    /// Wraps a reader; nothing is read until the first token is asked for.
    pub fn new(reader: R) -> Self {
        Input {
            reader,
            buf: vec![0; CHUNK].into_boxed_slice(),
            pos: 0,
            len: 0,
            eof: false,
            cursor_line: 1,
            token_line: 1,
            error: None,
        }
    }

    /// Appends what the reader gives to `buf[len..]`; false at end of input.
    fn read_more(&mut self) -> bool {
        while !self.eof && self.error.is_none() {
            match self.reader.read(&mut self.buf[self.len..]) {
                Ok(0) => self.eof = true,
                Ok(n) => {
                    self.len += n;
                    return true;
                }
                Err(e) if e.kind() == stdio::ErrorKind::Interrupted => {}
                Err(e) => self.fail_at(self.cursor_line, format!("cannot read input: {e}")),
            }
        }
        false
    }

    /// Skips whitespace; true if a token starts at `buf[pos]`.
    fn skip_space(&mut self) -> bool {
        loop {
            while self.pos < self.len {
                match self.buf[self.pos] {
                    b'\n' => self.cursor_line += 1,
                    b if is_space(b) => {}
                    _ => return true,
                }
                self.pos += 1;
            }
            (self.pos, self.len) = (0, 0);
            if !self.read_more() {
                return false;
            }
        }
    }

    /// Finds the end of the token at `buf[pos]`, reading on as needed; the
    /// token is then `buf[pos..end]`. A token longer than the buffer loses
    /// its leading zeros; if it has nothing to lose it cannot be a `u64`, so
    /// the rest of it is skipped and only its start is kept, to be quoted.
    fn token_end(&mut self) -> usize {
        let mut end = self.pos;
        loop {
            while end < self.len && !is_space(self.buf[end]) {
                end += 1;
            }
            if end < self.len || self.eof {
                return end;
            }
            if self.pos == 0 && self.len == self.buf.len() {
                let zeros = self.buf.iter().take_while(|&&b| b == b'0').count();
                let drop = zeros.min(self.len - 1);
                if drop == 0 {
                    self.skip_rest_of_token();
                    return SHOWN + 1;
                }
                self.buf.copy_within(drop.., 0);
                self.len -= drop;
            } else {
                self.buf.copy_within(self.pos..self.len, 0);
                self.len -= self.pos;
                self.pos = 0;
            }
            end = self.len;
            if !self.read_more() {
                return end;
            }
        }
    }

    /// Consumes the rest of an over-long token, keeping its first bytes.
    fn skip_rest_of_token(&mut self) {
        let head = SHOWN + 1;
        self.len = head;
        loop {
            let rest = self.buf[head..self.len].iter();
            let n = rest.take_while(|&&b| !is_space(b)).count();
            if head + n < self.len {
                self.buf.copy_within(head + n..self.len, head);
                self.len -= n;
                return;
            }
            self.len = head;
            if !self.read_more() {
                return;
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
    pub fn token(&mut self) -> Option<&str> {
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
        self.token_line = self.cursor_line;
        let end = self.token_end();
        let start = std::mem::replace(&mut self.pos, end);
        let token = &self.buf[start..end];
        match parse(token) {
            // Digits are ASCII, so the conversion cannot fail.
            Ok(_) => std::str::from_utf8(&self.buf[start..end]).ok(),
            Err(what) => {
                let message = format!("{what}, found {}", quote(token));
                self.fail_at(self.token_line, message);
                None
            }
        }
    }

    /// The next number; `None` (and the input fails) as for [`Input::token`].
    pub fn next_u64(&mut self) -> Option<u64> {
        self.token().map(digits_value)
    }

    /// True when no token is left, or when the input has failed: the loop
    /// condition of a judge that reads cases until the end of input.
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

/// The value of a token [`Input`] has already checked: ASCII digits that fit.
fn digits_value(token: &str) -> u64 {
    token.bytes().fold(0, |v: u64, b| {
        v.wrapping_mul(10).wrapping_add(u64::from(b - b'0'))
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
    fn read<B: std::io::BufRead, S: proconio::source::Source<B>>(source: &mut S) -> u64 {
        source.next_token().map_or(0, digits_value)
    }
}

#[cfg(feature = "proconio")]
impl<R: Read> proconio::source::Source<stdio::Empty> for Input<R> {
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
pub struct Output<W: Write> {
    inner: W,
    buf: Vec<u8>,
    error: Option<stdio::Error>,
}

impl<W: Write> Output<W> {
    /// Wraps a writer with a [`CHUNK`]-byte buffer.
    pub fn new(inner: W) -> Self {
        Output {
            inner,
            buf: Vec::with_capacity(CHUNK),
            error: None,
        }
    }

    fn flush_buf(&mut self) {
        if self.error.is_none() {
            if let Err(e) = self.inner.write_all(&self.buf) {
                self.error = Some(e);
            }
        }
        self.buf.clear();
    }

    /// Writes bytes as they are.
    pub fn bytes(&mut self, bytes: &[u8]) {
        if self.buf.len() + bytes.len() > CHUNK {
            self.flush_buf();
        }
        if bytes.len() > CHUNK {
            self.buf.extend_from_slice(bytes);
            self.flush_buf();
        } else {
            self.buf.extend_from_slice(bytes);
        }
    }

    /// Writes bytes, then `\n`.
    pub fn line(&mut self, bytes: &[u8]) {
        self.bytes(bytes);
        self.bytes(b"\n");
    }

    /// Writes a number in decimal.
    pub fn u64(&mut self, value: u64) {
        let mut digits = [0; 20];
        let at = format_u64(value, &mut digits);
        self.bytes(&digits[at..]);
    }

    /// Writes numbers separated by spaces, then `\n`.
    pub fn ints(&mut self, values: &[u64]) {
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.bytes(b" ");
            }
            self.u64(v);
        }
        self.bytes(b"\n");
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

/// Writes `value`'s decimal digits at the end of `digits`; returns where they
/// start.
fn format_u64(mut value: u64, digits: &mut [u8; 20]) -> usize {
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            return at;
        }
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
}
