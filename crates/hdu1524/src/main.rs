//! HDU 1524: A Chess Game — tokens on a directed acyclic graph; a move
//! takes one token along one edge; whoever cannot move loses.
//!
//! Input: tests until the end of input: `N`, then N lines `X_i` and the X_i
//! out-neighbours of vertex i, then queries `M p_1 … p_M` until `M = 0`.
//! Output: `WIN` if the first player wins a query, else `LOSE`.
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
