//! HDU 2147: kiki's game — a coin moves left, down or down-left on an n×m
//! board; whoever cannot move loses.
//!
//! Input: lines `n m` until `0 0`. Output: `Wonderful!` if kiki (first)
//! wins, else `What a pity!`.
use game_core::grid;
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, n: Nat, m: Nat }
        src.check()?;
        if n == 0 && m == 0 {
            break;
        }
        out.line_either(
            src.valid(grid::first_player_wins(n, m))?,
            b"Wonderful!",
            b"What a pity!",
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
