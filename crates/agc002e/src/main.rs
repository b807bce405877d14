//! AtCoder AGC 002 E: Candy Piles — a move eats a largest pile, or one
//! candy from every pile; whoever eats the last candy loses.
//!
//! Input: `N`, then the N piles `a_1 … a_N`; a judge's file holds one test,
//! and tests that follow it are answered too. Output per test: `First` if
//! Snuke (first) wins, else `Second`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::young::Piles;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut table = Piles::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        src.valid(table.begin(n))?;
        src.repeat(n, "piles", |src| {
            input! { from &mut *src, candies: Nat }
            src.check()?;
            table.add(candies);
            Ok(())
        })?;
        let wins = src.valid(table.first_player_wins())?;
        out.line_either(wins, b"First", b"Second");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
