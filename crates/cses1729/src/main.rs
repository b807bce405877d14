//! CSES 1729: Stick Game — one heap; a move takes exactly p sticks for some
//! p of the set P; whoever takes the last stick wins. Who wins from every
//! heap 1, 2, …, n?
//!
//! Input: `n k`, then the k moves `p_1 … p_k` (one test; anything after it
//! is not read). Output: one line of n letters, the i-th `W` if a heap of
//! i is won for the player to move, else `L`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::subtraction;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, n: Nat, k: Nat }
    src.check()?;
    let mut moves = Vec::new();
    src.repeat(k, "moves", |src| {
        input! { from &mut *src, p: Nat }
        src.check()?;
        moves.push(p);
        Ok(())
    })?;
    let wins = src.valid(subtraction::winning_heaps(&moves, n))?;
    for won in wins.iter().skip(1) {
        out.bytes(if won { b"W" } else { b"L" });
    }
    out.line(b"");
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
