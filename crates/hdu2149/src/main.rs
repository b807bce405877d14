//! HDU 2149: Public Sale — the Bash game: raise the price by 1..=N; whoever
//! makes it reach M wins. Which first raises win?
//!
//! Input: lines `M N` until the end of input. Output: the winning first
//! raises, ascending, separated by spaces, or `none`.
use game_core::bash;
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, m: Nat, n: Nat }
        src.check()?;
        let raises = src.valid(bash::winning_raises(m, n))?;
        if raises.is_empty() {
            out.line(b"none");
            continue;
        }
        for raise in raises.clone() {
            if raise != *raises.start() {
                out.bytes(b" ");
            }
            out.int(raise);
        }
        out.line(b"");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
