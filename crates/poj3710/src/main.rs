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
    // Drawing by drawing, edge by edge, into buffers kept from one drawing
    // to the next: with a list of edges per drawing and a search that
    // allocated its own, the bench's input took 90 ms of CPU, 3.3 times the
    // parse-only pass; now 69 ms against its 31 (2.2 times).
    let mut drawings = hackenbush::Drawings::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        drawings.clear();
        src.repeat(n, "drawings", |src| {
            input! { from &mut *src, m: Nat, k: Nat }
            src.check()?;
            src.valid(drawings.add_drawing(m))?;
            src.repeat(k, "edges", |src| {
                input! { from &mut *src, a: Nat, b: Nat }
                src.check()?;
                src.valid(drawings.add_edge(a, b))
            })?;
            src.valid(drawings.end_drawing())
        })?;
        out.line_either(drawings.first_player_wins(), b"Sally", b"Harry");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
