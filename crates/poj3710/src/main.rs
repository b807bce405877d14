//! POJ 3710: Christmas Game — green Hackenbush on several rooted drawings,
//! trees with polygons hanging from them; a move cuts an edge, and what no
//! longer reaches its drawing's root falls away.
//!
//! Input: until the end, tests `N`, then N drawings, each `m k` (m nodes,
//! node 1 the root, k edges) and k edges `a b`. Output: `Sally` if the
//! first player wins a test, else `Harry`.
use game_core::hackenbush;
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut drawings = Vec::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        drawings.clear();
        src.repeat(n, "drawings", |src| {
            input! { from &mut *src, m: Nat, k: Nat }
            src.check()?;
            let mut edges = Vec::new();
            src.repeat(k, "edges", |src| {
                input! { from &mut *src, a: Nat, b: Nat }
                src.check()?;
                edges.push((a, b));
                Ok(())
            })?;
            drawings.push((m, edges));
            Ok(())
        })?;
        let sally = src.valid(hackenbush::drawings_first_player_wins(&drawings))?;
        out.line_either(sally, b"Sally", b"Harry");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
