//! AtCoder ABC 297 G: Constrained Nim 2 — piles of stones; a move removes
//! between L and R stones from one pile; whoever cannot move loses.
//!
//! Input: `N L R`, then the N piles `A_1 … A_N`; a judge's file holds one
//! test, and tests that follow it are answered too. Output per test: `First`
//! if Taro (first) wins, else `Second`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::subtraction::Between;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, n: Nat, lo: Nat, hi: Nat }
        src.check()?;
        let mut game = src.valid(Between::new(lo, hi))?;
        src.repeat(n, "piles", |src| {
            input! { from &mut *src, pile: Nat }
            src.check()?;
            game.add(pile);
            Ok(())
        })?;
        out.line_either(game.first_player_wins(), b"First", b"Second");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
