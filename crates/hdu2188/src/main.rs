//! HDU 2188: the Bash game (add 1..=m; the first to reach n wins).
//!
//! Input: a count C, then C lines `n m`. Output: `Grass` if the first player
//! wins, else `Rabbit`.
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
    src.repeat(cases, "cases", |src| {
        input! { from &mut *src, n: Nat, m: Nat }
        src.check()?;
        if n == 0 || m == 0 {
            let found = format!("found n = {n}, m = {m}");
            return Err(src.invalid(format!("expected n ≥ 1 and m ≥ 1, {found}")));
        }
        out.line_either(bash::first_player_wins(n, m), b"Grass", b"Rabbit");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
