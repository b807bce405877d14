//! POJ 1704: Georgia and Bob — pieces on a row of cells move left, never
//! past or onto another piece; whoever cannot move loses.
//!
//! Input: a count T, then T cases `N P_1 … P_N` (distinct cells, any
//! order). Output: `Georgia will win` if Georgia (first) wins, else
//! `Bob will win`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::staircase::Position;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, cases: Nat }
    src.check()?;
    let mut position = Position::new();
    src.repeat(cases, "cases", |src| {
        input! { from &mut *src, n: Nat }
        src.check()?;
        position.clear();
        src.repeat(n, "pieces", |src| {
            input! { from &mut *src, cell: Nat }
            src.check()?;
            src.valid(position.add(cell))
        })?;
        out.line(if src.valid(position.first_player_wins())? {
            b"Georgia will win"
        } else {
            b"Bob will win"
        });
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
