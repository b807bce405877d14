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
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        // Edge by edge: a tree of 10^5 vertices in 1.2 MB (a list of its
        // edges and their adjacency took 9.7 MiB of peak memory).
        let mut tree = src.valid(hackenbush::Tree::new(n))?;
        src.repeat(n - 1, "edges", |src| {
            input! { from &mut *src, x: Nat, y: Nat }
            src.check()?;
            src.valid(tree.add_edge(x, y))
        })?;
        let alice = src.valid(tree.first_player_wins())?;
        out.line_either(alice, b"Alice", b"Bob");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
