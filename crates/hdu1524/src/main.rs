//! HDU 1524: A Chess Game — tokens on a DAG; a move takes one along an edge.
//!
//! Input: until the end, tests `N`, N lines `X_i` and vertex i's X_i
//! successors, then queries `M p_1 … p_M` until `M = 0`. Output: `WIN` if
//! the first player wins a query, else `LOSE`.
use game_core::grundy::Dag;
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nim::Position;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut graph = Dag::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        graph.clear();
        src.repeat(n, "vertices", |src| {
            src.valid(graph.add_vertex())?;
            input! { from &mut *src, x: Nat }
            src.check()?;
            src.repeat(x, "edges", |src| {
                input! { from &mut *src, to: Nat }
                src.check()?;
                src.valid(graph.add_edge(to))
            })
        })?;
        src.valid(graph.solve())?;
        while !src.at_end() {
            input! { from &mut *src, m: Nat }
            src.check()?;
            if m == 0 {
                break;
            }
            // A sum of games: Nim on their Grundy values.
            let mut position = Position::new();
            src.repeat(m, "pieces", |src| {
                input! { from &mut *src, piece: Nat }
                src.check()?;
                position.add(src.valid(graph.grundy(piece))?);
                Ok(())
            })?;
            out.line(if position.first_player_wins() {
                b"WIN"
            } else {
                b"LOSE"
            });
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
