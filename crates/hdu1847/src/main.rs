//! HDU 1847: Good Luck in CET-4 Everybody! — take a power of two (1, 2, 4,
//! …) of the n cards left; whoever takes the last card wins.
//!
//! Input: one n per line until the end of input. Output: `Kiki` if Kiki
//! (first) wins, else `Cici`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::subtraction;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        out.line_either(
            subtraction::powers_of_two_first_player_wins(n),
            b"Kiki",
            b"Cici",
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
