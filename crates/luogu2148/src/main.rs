//! Luogu P2148: [SDOI2009] E&D — the piles come in pairs; a move removes one
//! pile of a pair and splits the other into two positive piles.
//!
//! Input: a count T, then T tests `N` and `S_1 … S_N` (N even; piles 2k − 1
//! and 2k are a pair). Output: `YES` if E (first) wins, else `NO`.
use game_core::e_and_d;
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
        let groups = src.valid(e_and_d::groups(n))?;
        // A sum of games: Nim on the pairs' Grundy values.
        position.clear();
        src.repeat(groups, "pairs of piles", |src| {
            input! { from &mut *src, a: Nat, b: Nat }
            src.check()?;
            position.add(src.valid(e_and_d::grundy(a, b))?);
            Ok(())
        })?;
        out.line_either(position.first_player_wins(), b"YES", b"NO");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
