//! Luogu P2197: 【模板】Nim 游戏 — Nim: take any number of stones from one
//! pile; whoever cannot take a stone loses.
//!
//! Input: a count T, then T tests `n a_1 … a_n` (piles of 0 allowed).
//! Output: `Yes` if the first player wins, else `No`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nim::Position;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, tests: Nat }
    src.check()?;
    let mut position = Position::new();
    src.repeat(tests, "tests", |src| {
        input! { from &mut *src, n: Nat }
        src.check()?;
        position.clear();
        src.repeat(n, "piles", |src| {
            input! { from &mut *src, pile: Nat }
            src.check()?;
            position.add(pile);
            Ok(())
        })?;
        out.line_either(position.first_player_wins(), b"Yes", b"No");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
