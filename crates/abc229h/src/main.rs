//! AtCoder ABC 229 H: Advance or Eat — on a board of white and black
//! pieces, Takahashi moves a white piece one square up or eats any black
//! one, Snuke the same with the colours swapped; whoever cannot move loses.
//!
//! Input: `N`, then N rows of N squares `W`, `B` or `.`, the top row first
//! (the judge's file holds one test; tests are read until the end).
//! Output: `Takahashi` if Takahashi, moving first, wins, else `Snuke`.
use game_core::advance_or_eat;
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut rows = Vec::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        rows.clear();
        src.repeat(n, "rows", |src| {
            let row = src.word().map(<[u8]>::to_vec);
            src.check()?;
            rows.extend(row);
            Ok(())
        })?;
        let takahashi = src.valid(advance_or_eat::first_player_wins(&rows))?;
        out.line_either(takahashi, b"Takahashi", b"Snuke");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
