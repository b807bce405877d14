//! CSES 2207: Grundy's Game — split one heap into two non-empty heaps of
//! different sizes; whoever cannot move loses.
//!
//! Input: a count t, then t heap sizes n. Output: `first` if the first
//! player wins from one heap of n, else `second`; a heap above 10^6, where
//! the losing heaps are not proved, is refused.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::octal::grundy_game;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, tests: Nat }
    src.check()?;
    src.repeat(tests, "tests", |src| {
        input! { from &mut *src, n: Nat }
        src.check()?;
        let wins = src.valid(grundy_game::first_player_wins(n))?;
        out.line_either(wins, b"first", b"second");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
