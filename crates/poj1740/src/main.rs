//! POJ 1740: a new stone game.
//!
//! Input: cases `n p_1 … p_n` until `0`. Output: `1` if Alice (first) wins,
//! else `0`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::poj1740::Position;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut position = Position::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        if n == 0 {
            break;
        }
        position.clear();
        src.repeat(n, "piles", |src| {
            input! { from &mut *src, pile: Nat }
            position.add(pile);
            Ok(())
        })?;
        out.line_either(position.first_player_wins(), b"1", b"0");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
