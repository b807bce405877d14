//! POJ 2975: Nim — how many first moves win?
//!
//! Input: cases `n k_1 … k_n` until `n = 0`. Output: the number of winning
//! moves (`0` in a losing position).
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nim::MoveCounter;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut counter = MoveCounter::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        if n == 0 {
            break;
        }
        counter.clear();
        src.repeat(n, "piles", |src| {
            input! { from &mut *src, pile: Nat }
            src.check()?;
            counter.add(pile);
            Ok(())
        })?;
        out.ints(&[counter.winning_moves()]);
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
