//! Codeforces 255E: Furlo and Rublo and Game — a move leaves y coins in a
//! pile of x, for an integer y < x with x^(1/4) ≤ y ≤ x^(1/2).
//!
//! Input: `n`, then `a_1 … a_n` (here: such tests until the end of input).
//! Output: `Furlo` if Furlo (first) wins, else `Rublo`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nim::Position;
use game_core::root_game::Runs;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let runs = Runs::new();
    let mut position = Position::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        // A sum of games: Nim on the piles' Grundy values.
        position.clear();
        src.repeat(n, "piles", |src| {
            input! { from &mut *src, coins: Nat }
            src.check()?;
            position.add(runs.grundy(coins));
            Ok(())
        })?;
        out.line_either(position.first_player_wins(), b"Furlo", b"Rublo");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
