//! HDU 2509: Be the Winner — rows of apples; a move takes consecutive
//! apples from one row (which may split it in two); whoever takes the last
//! apple loses.
//!
//! Input: cases `n r_1 … r_n` until the end of input. Output: `Yes` if
//! the first player (Fra) wins, else `No`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::misere::AntiSg;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut sum = AntiSg::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        sum.clear();
        src.repeat(n, "rows", |src| {
            input! { from &mut *src, row: Nat }
            src.check()?;
            // A row of n apples is worth n, although a move may split it.
            sum.add(row);
            Ok(())
        })?;
        out.line_either(sum.first_player_wins(), b"Yes", b"No");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
