//! HDU1527: Wythoff's game; does the first player win?
//!
//! Input: pairs `a b` until the end of input. Output: `1` if the first
//! player wins, else `0`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::wythoff;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, a: Nat, b: Nat }
        src.check()?;
        out.line_either(wythoff::is_losing(a, b), b"0", b"1");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
