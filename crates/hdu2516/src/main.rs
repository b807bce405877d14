//! HDU 2516: 取石子游戏 — Fibonacci Nim: one heap; the first move takes
//! anything but the whole heap, every later move at most twice the last;
//! whoever takes the last stone wins.
//!
//! Input: one n per line until a line `0`. Output: `First win` if the first
//! player wins, else `Second win`.
use game_core::fibonacci_nim;
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        if n == 0 {
            break;
        }
        out.line_either(
            fibonacci_nim::first_player_wins(n),
            b"First win",
            b"Second win",
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
