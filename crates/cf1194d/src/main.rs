//! Codeforces 1194D: 1-2-K Game — a chip on cell n of the strip 0..=n
//! moves exactly 1, 2 or k cells to the left and must stay on the strip;
//! whoever cannot move loses.
//!
//! Input: a count T, then T games `n k`. Output: `Alice` if Alice (first)
//! wins, else `Bob`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::subtraction;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, games: Nat }
    src.check()?;
    src.repeat(games, "games", |src| {
        input! { from &mut *src, n: Nat, k: Nat }
        src.check()?;
        let wins = src.valid(subtraction::one_two_k_first_player_wins(n, k))?;
        out.line_either(wins, b"Alice", b"Bob");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
