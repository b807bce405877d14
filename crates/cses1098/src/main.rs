//! CSES 1098: Nim Game II — Nim where a move takes 1, 2 or 3 sticks from
//! one heap; whoever takes the last stick wins. Each heap is a Bash game,
//! and the heaps are summed: Nim on their Grundy values.
//!
//! Input: a count t, then t tests `n x_1 … x_n`. Output: `first` if the
//! first player wins, else `second`.
use game_core::bash;
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
        src.repeat(n, "heaps", |src| {
            input! { from &mut *src, heap: Nat }
            src.check()?;
            position.add(bash::grundy(heap, 3));
            Ok(())
        })?;
        out.line_either(position.first_player_wins(), b"first", b"second");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
