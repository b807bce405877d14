//! HDU 1849: Rabbit and Grass — Nim: a piece on cell K is a pile of K.
//!
//! Input: cases `m K_1 … K_m` until `m = 0`. Output: `Rabbit Win!` if
//! Rabbit (first) wins, else `Grass Win!`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nim::Position;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut position = Position::new();
    while !src.at_end() {
        input! { from &mut *src, m: Nat }
        src.check()?;
        if m == 0 {
            break;
        }
        position.clear();
        src.repeat(m, "pieces", |src| {
            input! { from &mut *src, cell: Nat }
            src.check()?;
            position.add(cell);
            Ok(())
        })?;
        out.line_either(position.first_player_wins(), b"Rabbit Win!", b"Grass Win!");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
