//! Codeforces 603C: Lieges of Legendre — remove a cow from a pile, or
//! replace a pile of 2x cows by k piles of x; whoever removes the last cow
//! wins.
//!
//! Input: `n k`, then `a_1 … a_n` (one test; further tests after it, until
//! the end of input, are answered too). Output: `Kevin` if Kevin (first)
//! wins, else `Nicky`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::legendre::Position;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, n: Nat, k: Nat }
        src.check()?;
        let mut position = Position::new(k);
        src.repeat(n, "piles", |src| {
            input! { from &mut *src, cows: Nat }
            src.check()?;
            position.add(cows);
            Ok(())
        })?;
        out.line_either(position.first_player_wins(), b"Kevin", b"Nicky");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
