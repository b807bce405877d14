//! HDU 1848: Fibonacci again and again — three piles; a move takes a
//! Fibonacci number (1, 2, 3, 5, 8, …) of stones from one pile.
//!
//! Input: lines `m n p` until `0 0 0`. Output: `Fibo` if the first player
//! wins, else `Nacci`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::subtraction::Fibonacci;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut game = Fibonacci::new();
    while !src.at_end() {
        input! { from &mut *src, m: Nat, n: Nat, p: Nat }
        src.check()?;
        if m == 0 && n == 0 && p == 0 {
            break;
        }
        out.line_either(
            src.valid(game.first_player_wins([m, n, p]))?,
            b"Fibo",
            b"Nacci",
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
