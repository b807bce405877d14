//! Luogu P3179: [HAOI2015] 数组游戏 — flip a white cell x of 1..=n and
//! 2x, …, kx for a k ≤ n/x; whoever cannot move loses.
//!
//! Input: n, k, then k queries `w x_1 … x_w` (the white cells). Output:
//! `Yes` if the first player wins, else `No`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nimber::coins::Multiples;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, n: Nat }
    src.check()?;
    let game = src.valid(Multiples::new(n))?;
    input! { from &mut *src, queries: Nat }
    src.check()?;
    let mut whites = Vec::new();
    src.repeat(queries, "queries", |src| {
        input! { from &mut *src, w: Nat }
        src.check()?;
        whites.clear();
        src.repeat(w, "white cells", |src| {
            input! { from &mut *src, x: Nat }
            src.check()?;
            whites.push(x);
            Ok(())
        })?;
        // `line`, not `line_either`: 100 lines, and a bundle 0.7 KiB smaller.
        let wins = src.valid(game.first_player_wins(&mut whites))?;
        out.line(if wins { b"Yes" } else { b"No" as &[u8] });
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
