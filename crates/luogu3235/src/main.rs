//! Luogu P3235: [HNOI2014] 江南乐 — split a pile of at least F stones
//! into M ≥ 2 piles whose sizes differ by at most 1; whoever cannot move
//! loses.
//!
//! Input: `T F`, then T games `N a_1 … a_N` (one input; further inputs
//! after it, until the end of input, are answered too). Output: per input
//! one line of T numbers separated by spaces, `1` if the first player wins
//! the game, else `0`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::jiangnan::Table;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, games: Nat, f: Nat }
        src.check()?;
        // The values for this F, computed up to the largest pile asked.
        let mut table = Table::new(f);
        let mut space: &[u8] = b"";
        src.repeat(games, "games", |src| {
            input! { from &mut *src, n: Nat }
            src.check()?;
            let mut xor = 0;
            src.repeat(n, "piles", |src| {
                input! { from &mut *src, pile: Nat }
                src.check()?;
                xor ^= src.valid(table.grundy(pile))?;
                Ok(())
            })?;
            out.bytes(space);
            out.bytes(if xor != 0 { b"1" } else { b"0" });
            space = b" ";
            Ok(())
        })?;
        out.line(b"");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
