//! Luogu P1290: Euclid's game — subtract a positive multiple of the smaller
//! number from the larger; whoever makes a 0 wins.
//!
//! Input: a count C, then C cases `M N`. Output: `Stan wins` if Stan
//! (first) wins, else `Ollie wins`.
use game_core::euclid;
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
        input! { from &mut *src, m: Nat, n: Nat }
        src.check()?;
        let wins = src.valid(euclid::checked_first_player_wins(m, n))?;
        out.line_either(wins, b"Stan wins", b"Ollie wins");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
