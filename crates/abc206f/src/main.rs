//! AtCoder ABC 206 F: Interval Game 2 — half-open intervals `[L, R)`; a move
//! picks one that meets none picked before; whoever cannot pick loses.
//!
//! Input: a count T, then T tests: `N`, then N intervals `L R`. Output per
//! test: `Alice` if Alice (first) wins, else `Bob`.
use game_core::intervals::Intervals;
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, tests: Nat }
    src.check()?;
    let mut game = Intervals::new();
    src.repeat(tests, "tests", |src| {
        input! { from &mut *src, n: Nat }
        src.check()?;
        src.valid(game.begin(n))?;
        src.repeat(n, "intervals", |src| {
            input! { from &mut *src, left: Nat, right: Nat }
            src.check()?;
            src.valid(game.push(left, right))
        })?;
        out.line_either(game.first_player_wins(), b"Alice", b"Bob");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
