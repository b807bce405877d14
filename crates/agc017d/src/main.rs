//! AtCoder AGC 017 D: Game on Tree — green Hackenbush on a tree: a move
//! deletes an edge, and the part without vertex 1 falls away.
//!
//! Input: `N`, then N − 1 edges `x y` (the judge's file holds one test;
//! tests are read until the end). Output: `Alice` if the first player
//! wins, else `Bob`.
use game_core::hackenbush;
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut edges = Vec::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        edges.clear();
        // N = 0 reads no edges: game-core refuses it below.
        src.repeat(n.saturating_sub(1), "edges", |src| {
            input! { from &mut *src, x: Nat, y: Nat }
            src.check()?;
            edges.push((x, y));
            Ok(())
        })?;
        let alice = src.valid(hackenbush::tree_first_player_wins(n, &edges))?;
        out.line_either(alice, b"Alice", b"Bob");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
