//! [`Output`]: answers into a buffer, written out a [`CHUNK`] at a time.
//!
//! # Design
//! Everything is appended to one buffer of at most [`CHUNK`] bytes; a piece
//! that would not fit first writes the buffer out, and a piece longer than
//! a chunk is written straight through. Numbers are formatted into a small
//! array, last digit first, then appended like any other piece.
//!
//! A write error is kept, not raised, and everything after it is dropped:
//! a judge's answers go on being computed, the error is reported once by
//! [`Output::finish`], after the input's own error if any (see
//! [`run_with`](super::run_with)).

use super::CHUNK;
use std::io::{self, Write};

/// The two digits of each number below 100.
const PAIRS: &[u8; 200] = b"\
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899";

/// A buffered writer with allocation-free integer formatting.
///
/// # Complexity
/// O(1) amortised per byte written; memory is one [`CHUNK`]-byte buffer.
pub struct Output<W: Write> {
    inner: W,
    /// Written but not yet written out; at most [`CHUNK`] bytes.
    buf: Vec<u8>,
    error: Option<io::Error>,
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

    /// Writes `bytes` to the writer, unless a write has failed.
    fn write_out(&mut self, bytes: &[u8]) {
        if self.error.is_none() {
            self.error = self.inner.write_all(bytes).err();
        }
    }

    /// Writes the buffer out and empties it.
    fn write_buf(&mut self) {
        let buf = std::mem::take(&mut self.buf);
        self.write_out(&buf);
        self.buf = buf;
        self.buf.clear();
    }

    /// Writes bytes as they are.
    ///
    /// ```
    /// use game_core::io::Output;
    ///
    /// let mut sink = Vec::new();
    /// let mut out = Output::new(&mut sink);
    /// out.bytes(b"1 ");
    /// out.u64(42);
    /// out.line(b"!");
    /// out.ints(&[7, 0, u64::MAX]);
    /// out.finish().unwrap();
    /// assert_eq!(sink, b"1 42!\n7 0 18446744073709551615\n");
    /// ```
    pub fn bytes(&mut self, bytes: &[u8]) {
        if self.buf.len() + bytes.len() > CHUNK {
            self.write_buf();
        }
        if bytes.len() > CHUNK {
            self.write_out(bytes);
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
        let mut at = digits.len();
        let mut rest = value;
        while rest >= 100 {
            let pair = (rest % 100) as usize * 2;
            at -= 2;
            digits[at..at + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
            rest /= 100;
        }
        let pair = rest as usize * 2;
        at -= 2;
        digits[at..at + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
        // One digit, not two, below 10.
        at += usize::from(rest < 10);
        self.bytes(&digits[at..]);
    }

    /// Writes numbers separated by spaces, then `\n`.
    pub fn ints(&mut self, values: &[u64]) {
        for (i, &value) in values.iter().enumerate() {
            if i > 0 {
                self.bytes(b" ");
            }
            self.u64(value);
        }
        self.bytes(b"\n");
    }

    /// Writes out what is buffered; the first write error, if any.
    pub fn finish(mut self) -> io::Result<()> {
        self.write_buf();
        match self.error.take() {
            Some(e) => Err(e),
            None => self.inner.flush(),
        }
    }
}
