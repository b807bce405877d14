//! Luogu P4055: [JSOI2009] 游戏 — AA puts a token on an open cell of a
//! maze; then YY and AA take turns moving it to a next open cell it has not
//! visited; whoever cannot move loses. Where can AA start and win?
//!
//! Input: `N M`, then N rows of M cells, `.` open or `#` blocked (here: such
//! grids until the end of input). Output: `WIN` and every winning start as
//! `row column` (1-based, row by row), or `LOSE`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::matching_game::Grid;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, n: Nat, m: Nat }
        src.check()?;
        let mut grid = src.valid(Grid::new(n, m))?;
        src.repeat(n, "rows", |src| {
            let pushed = src.word().map(|row| grid.push_row(row));
            src.check()?;
            src.valid(pushed.unwrap_or(Ok(())))
        })?;
        // AA wins where YY, the first to move, loses.
        let wins = grid.losing_starts();
        if !wins.contains(&true) {
            out.line(b"LOSE");
            continue;
        }
        // A line per winning start: the loop is the output's, not the game's.
        out.line(b"WIN");
        for (cell, _) in wins.iter().enumerate().filter(|&(_, &w)| w) {
            let (row, column) = (cell as u64 / m, cell as u64 % m);
            out.ints(&[row + 1, column + 1]);
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
