//! AtCoder ABC 368 F: Dividing Game — numbers; a move replaces one by a
//! positive divisor other than itself; whoever cannot move loses.
//!
//! Input: `N`, then the N numbers `A_1 … A_N`; a judge's file holds one
//! test, and tests that follow it are answered too. Output per test: `Anna`
//! if Anna (first) wins, else `Bruno`.
use game_core::divisors::Dividing;
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    // The table of Ω grows to the largest number read, once for all tests.
    let mut game = Dividing::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        game.clear();
        src.repeat(n, "numbers", |src| {
            input! { from &mut *src, a: Nat }
            src.check()?;
            src.valid(game.add(a))
        })?;
        out.line_either(game.first_player_wins(), b"Anna", b"Bruno");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
