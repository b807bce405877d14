//! Luogu P2490: [SDOI2011] 黑白棋 — k pieces on a strip of n cells, white
//! and black alternately; a move shifts 1 to d of one's own pieces (white
//! right, black left) without jumping. Count the layouts white, moving
//! first, wins (Moore's Nim-d on the gaps inside the pairs).
//!
//! Input: `n k d` (here: such lines until the end of input). Output: the
//! count modulo 10^9 + 7.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nim_k;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, n: Nat, k: Nat, d: Nat }
        src.check()?;
        let count = src.valid(nim_k::strip_winning_layouts(n, k, d))?;
        out.ints(&[count]);
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
