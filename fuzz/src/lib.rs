//! What the fuzz targets share: a reader that hands out its input in pieces,
//! and every judge binary's `solve` and spec.

use game_core::io::{Error, Input, Output};
use std::io::{self, Read};

/// A reader that hands out `data` in pieces whose sizes cycle through
/// `sizes`, as a pipe might, and is interrupted before every other read.
pub struct Pieces<'a> {
    data: &'a [u8],
    sizes: Vec<usize>,
    turn: usize,
}

impl<'a> Pieces<'a> {
    /// Pieces of `data` with sizes from `seed`: whole chunks, one byte at
    /// a time, or a mix of small and odd sizes.
    pub fn new(data: &'a [u8], seed: u8) -> Self {
        let sizes = match seed % 4 {
            0 => vec![1 << 16],
            1 => vec![1],
            _ => vec![1 + usize::from(seed >> 2), 7, 1 + usize::from(seed) * 257],
        };
        Pieces { data, sizes, turn: 0 }
    }
}

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.turn += 1;
        if self.turn % 2 == 0 {
            return Err(io::ErrorKind::Interrupted.into());
        }
        let size = self.sizes[self.turn / 2 % self.sizes.len()];
        let n = size.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// A judge binary's `solve`, on pieces of input and an output in memory.
pub type Solve = fn(&mut Input<Pieces<'_>>, &mut Output<&mut Vec<u8>>) -> Result<(), Error>;

include!(concat!(env!("OUT_DIR"), "/problems.rs"));
