//! POJ 2348: Euclid's game — subtract a positive multiple of the
//! smaller number from the larger; whoever makes a 0 wins.
//!
//! Input: pairs of positive numbers until `0 0`. Output: `Stan wins` if
//! Stan (first) wins, else `Ollie wins`.
use game_core::euclid;
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, a: Nat, b: Nat }
        src.check()?;
        if a == 0 && b == 0 {
            break;
        }
        let wins = src.valid(euclid::checked_first_player_wins(a, b))?;
        out.line_either(wins, b"Stan wins", b"Ollie wins");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
