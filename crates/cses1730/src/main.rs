//! CSES 1730: Nim Game I — Nim: take any number of sticks from one heap;
//! whoever takes the last stick wins.
//!
//! Input: a count t, then t tests `n x_1 … x_n`. Output: `first` if the
//! first player wins, else `second`.
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
            position.add(heap);
            Ok(())
        })?;
        out.line_either(position.first_player_wins(), b"first", b"second");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
