//! HDU 1846: Brave Game — the Bash game: take 1..=m stones from one pile;
//! whoever takes the last stone wins.
//!
//! Input: a count C, then C cases `n m`. Output: `first` if the first
//! player wins, else `second`.
use game_core::bash;
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, cases: Nat }
    src.check()?;
    src.repeat(cases, "cases", |src| {
        input! { from &mut *src, n: Nat, m: Nat }
        src.check()?;
        out.line_either(bash::first_player_wins(n, m), b"first", b"second");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
