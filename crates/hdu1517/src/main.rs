//! HDU 1517: A Multiplication Game — p starts at 1; players multiply it by
//! 2..=9; whoever makes p ≥ n wins.
//!
//! Input: one n per line until the end of input. Output: `Stan wins.` if
//! Stan (first) wins, else `Ollie wins.`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::multiplication;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        out.line_either(
            src.valid(multiplication::first_player_wins(n))?,
            b"Stan wins.",
            b"Ollie wins.",
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
