//! POJ 2311: Cutting Game — cut one piece of a W×H sheet along a grid line;
//! whoever cuts off a 1×1 piece wins.
//!
//! Input: lines `W H` until the end of input. Output: `WIN` if the first
//! player wins, else `LOSE`.
use game_core::cutting::Table;
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut table = Table::new();
    while !src.at_end() {
        input! { from &mut *src, w: Nat, h: Nat }
        src.check()?;
        let wins = src.valid(table.first_player_wins(w, h))?;
        out.line_either(wins, b"WIN", b"LOSE");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
