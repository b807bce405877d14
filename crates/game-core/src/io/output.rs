//! [`Output`]: answers into a buffer, written out a [`CHUNK`] at a time.
//!
//! # Design
//! Everything is appended to one buffer of [`CHUNK`] bytes; a piece that
//! would not fit first writes the buffer out, and a longer piece goes a
//! chunk at a time. A number below 10^8 is two groups of four digits from
//! [`FOURS`], a 40 KB table the compiler computes, put together in a
//! register and written in one 8-byte store, less its leading zeros; a
//! longer one is left to `std`'s formatting.
//!
//! A write error is kept, not raised, and everything after it is dropped:
//! a judge's answers go on being computed, and the error is reported once,
//! by [`Output::finish`] (after the input's own error, if any: see
//! [`run_with`](super::run_with)).
//!
//! # Speed
//! HDU 2177 writes more than it reads (15.1 MB of answers to 13.8 MB).
//! Measured as in `input.rs` (CPU ms, medians of 31 runs, interleaved): the
//! groups of four from [`FOURS`] in one store, where a number was
//! formatted two digits per division from a 200-byte table into a small
//! array and then copied out: HDU 2177 33.1 → 29.9, HDU 2149 22.3 → 20.3,
//! POJ 2975 148.7 → 145.7. The copy had to wait for the array's two-byte
//! stores; an earlier try of the table that kept the array gained nothing
//! (403 → 407 MB/s). Without the table, the same digits computed in lanes
//! of one `u64` (SWAR): 31.9 and 21.0. Tried and dropped: the first move's
//! line of HDU 2177 formatted whether or not there is one and kept or
//! dropped by its length, without a branch, 30.4 → 28.8; its bundle grew
//! 1.2 KB past 16 KiB.
//!
//! [`Output::bytes`] copies at once what fits and leaves the rest to a
//! `#[cold]` function: a judge's `rustc -O` (unwinding panics, 16 codegen
//! units) did not inline the loop over chunks, and the bundles ran far
//! slower than the binaries (`scripts/bench --bundles`, bundle MB/s, before
//! → after): HDU 1846 452 → 574, HDU 2188 413 → 547, HDU 1517 370 → 484,
//! POJ 2311 221 → 261; the binaries gained 2–6 %. `#[inline]` on
//! [`Output::bytes`] and [`Output::line`] then let `-O` copy a constant
//! line without calling `memcpy`: HDU 1846's bundle 527 → 588 MB/s.
//!
//! [`Output::line_either`] writes one of two answers without a branch:
//! which one looks random, and the branch waits for the numbers just read
//! and the game's result. Binary MB/s, `line` → `line_either`: HDU 1847
//! 373 → 538, POJ 1067 844 → 1000, HDU 1527 849 → 988, HDU 2188 476 → 569,
//! HDU 2147 409 → 473; bundle/binary time, POJ 2311 1.09 → 1.03 and HDU
//! 1849 1.19 → 1.12.

use super::CHUNK;
use std::io::{self, Write};

/// A buffered writer with allocation-free integer formatting.
///
/// # Complexity
/// O(1) amortised per byte written; memory is one [`CHUNK`]-byte buffer.
pub struct Output<W: Write> {
    inner: W,
    /// `buf[..len]` is written but not yet written out.
    buf: Box<[u8]>,
    len: usize,
    error: Option<io::Error>,
}

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

    /// Writes the buffer out, unless a write has failed, and empties it.
    fn write_buf(&mut self) {
        if self.error.is_none() {
            self.error = self.inner.write_all(&self.buf[..self.len]).err();
        }
        self.len = 0;
    }

    /// Writes bytes as they are.
    ///
    /// ```
    /// use game_core::io::Output;
    ///
    /// let mut sink = Vec::new();
    /// let mut out = Output::new(&mut sink);
    /// out.bytes(b"1 ");
    /// out.int(42);
    /// out.line(b"!");
    /// out.ints(&[7, 0, u64::MAX]);
    /// out.finish().unwrap();
    /// assert_eq!(sink, b"1 42!\n7 0 18446744073709551615\n");
    /// ```
    #[inline]
    pub fn bytes(&mut self, bytes: &[u8]) {
        if self.len + bytes.len() > CHUNK {
            self.bytes_cold(bytes);
        } else {
            self.buf[self.len..self.len + bytes.len()].copy_from_slice(bytes);
            self.len += bytes.len();
        }
    }

    /// [`Output::bytes`] of what does not fit in the buffer's room: the
    /// buffer goes out before each chunk.
    #[cold]
    fn bytes_cold(&mut self, bytes: &[u8]) {
        for piece in bytes.chunks(CHUNK) {
            self.write_buf();
            self.bytes(piece);
        }
    }

    /// Writes bytes, then `\n`.
    #[inline]
    pub fn line(&mut self, bytes: &[u8]) {
        self.bytes(bytes);
        self.bytes(b"\n");
    }

    /// Writes `first` if `pick_first`, else `second`, then `\n`, without a
    /// branch on `pick_first` when both are shorter than 16 bytes: each is
    /// padded to 16 (constants, when the texts are), one is copied whole,
    /// and the length kept is chosen.
    ///
    /// ```
    /// use game_core::io::Output;
    ///
    /// let mut sink = Vec::new();
    /// let mut out = Output::new(&mut sink);
    /// out.line_either(true, b"Stan wins", b"Ollie wins");
    /// out.line_either(false, b"Stan wins", b"Ollie wins");
    /// out.finish().unwrap();
    /// assert_eq!(sink, b"Stan wins\nOllie wins\n");
    /// ```
    #[inline]
    pub fn line_either(&mut self, pick_first: bool, first: &[u8], second: &[u8]) {
        if first.len().max(second.len()) >= 16 {
            return self.line(if pick_first { first } else { second });
        }
        let padded = |text: &[u8]| {
            let mut padded = [b'\n'; 16];
            padded[..text.len()].copy_from_slice(text);
            u128::from_le_bytes(padded)
        };
        // All ones to pick `first`, else zeros; one of the two terms is 0.
        let first_mask = u128::from(pick_first).wrapping_neg();
        let chosen = (padded(first) & first_mask) + (padded(second) & !first_mask);
        let len = if pick_first {
            first.len()
        } else {
            second.len()
        };
        if self.len + 16 > CHUNK {
            self.write_buf();
        }
        self.buf[self.len..self.len + 16].copy_from_slice(&chosen.to_le_bytes());
        self.len += len + 1;
    }

    /// Writes a number in decimal.
    #[inline]
    pub fn int(&mut self, value: u64) {
        // Room for 20 digits and a byte after them (for `ints`).
        if self.len + 21 > CHUNK {
            self.write_buf();
        }
        if value < 100_000_000 {
            // Eight digits, two groups of four, in one store less the
            // leading zeros (one digit stays); the bytes after them are
            // scratch. b'0' is 0x30.
            let (high, low) = (value as usize / 10_000, value as usize % 10_000);
            let digits = u64::from(FOURS[high]) + (u64::from(FOURS[low]) << 32);
            let zeros = (digits ^ 0x3030_3030_3030_3030).trailing_zeros().min(56) / 8;
            self.buf[self.len..self.len + 8]
                .copy_from_slice(&(digits >> (8 * zeros)).to_le_bytes());
            self.len += 8 - zeros as usize;
        } else {
            // Nine digits or more: rare enough to leave to `std`. 20 bytes
            // hold any `u64`, so the write cannot fail.
            let mut room = &mut self.buf[self.len..self.len + 20];
            let _ = write!(room, "{value}");
            self.len += 20 - room.len();
        }
    }

    /// Writes numbers separated by spaces, then `\n`.
    #[inline]
    pub fn ints(&mut self, values: &[u64]) {
        for (i, &value) in values.iter().enumerate() {
            if i > 0 {
                // `int` left room for it.
                self.buf[self.len] = b' ';
                self.len += 1;
            }
            self.int(value);
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

/// The four digits of each number below 10^4 in ASCII, leading zeros kept,
/// as a `u32` whose bytes in memory order are the digits in order (40 KB,
/// computed by the compiler).
static FOURS: [u32; 10_000] = {
    let mut fours = [0; 10_000];
    let mut n = 0;
    while n < 10_000 {
        // A digit per byte, the first in the low one; the bytes do not
        // overlap, so `+` joins them (`|` would make `^` an equivalent
        // mutant).
        let digits = (n / 1000) + ((n / 100 % 10) << 8) + ((n / 10 % 10) << 16) + ((n % 10) << 24);
        fours[n] = digits as u32 + 0x3030_3030;
        n += 1;
    }
    fours
};

#[cfg(test)]
#[path = "output_tests.rs"]
mod tests;
