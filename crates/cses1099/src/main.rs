//! CSES 1099: Stair Game — staircase Nim: a move takes balls from a stair
//! k ≥ 2 down to stair k − 1; whoever cannot move loses.
//!
//! Input: a count t, then t tests `n p_1 … p_n` (the balls on stairs 1..n).
//! Output: `first` if the first player wins, else `second`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::staircase::Stairs;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, tests: Nat }
    src.check()?;
    let mut stairs = Stairs::new();
    src.repeat(tests, "tests", |src| {
        input! { from &mut *src, n: Nat }
        src.check()?;
        stairs.clear();
        src.repeat(n, "stairs", |src| {
            input! { from &mut *src, balls: Nat }
            src.check()?;
            stairs.add(balls);
            Ok(())
        })?;
        out.line_either(stairs.first_player_wins(), b"first", b"second");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
