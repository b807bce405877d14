//! Codeforces 768E: Game of Stones — piles; a move takes stones from one
//! pile, never an amount already taken from that pile; whoever cannot move
//! loses. Sam moves first; the question is whether Jon, second, wins.
//!
//! Input: `n`, then the n piles `s_1 … s_n`; a judge's file holds one test,
//! and tests that follow it are answered too. Output per test: `YES` if Jon
//! (second) wins, else `NO`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::no_repeat::Position;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        let mut position = Position::new();
        src.repeat(n, "piles", |src| {
            input! { from &mut *src, stones: Nat }
            src.check()?;
            src.valid(position.add(stones))
        })?;
        out.line_either(!position.first_player_wins(), b"YES", b"NO");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
