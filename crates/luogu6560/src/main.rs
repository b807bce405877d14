//! Luogu P6560 (SBCOI2020 时光的流逝): a token on a directed graph, which
//! may have cycles; the players move it along an edge in turn, whoever
//! moves it onto the round's target wins, whoever cannot move loses.
//!
//! Input: one test, `n m q`, m edges `u v`, then q rounds `x y` (start x,
//! target y, x ≠ y). Output: per round `1` if the first player wins, `-1`
//! if the second does, `0` if the game goes on forever.
use game_core::draws::{self, Outcome};
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, n: Nat, m: Nat, q: Nat }
    src.check()?;
    // The edges, then the rounds: pairs of vertices.
    let mut pairs = [Vec::new(), Vec::new()];
    for (list, (count, noun)) in pairs.iter_mut().zip([(m, "edges"), (q, "rounds")]) {
        src.repeat(count, noun, |src| {
            input! { from &mut *src, a: Nat, b: Nat }
            list.push((a, b));
            src.check()
        })?;
    }
    for outcome in src.valid(draws::token_game(n, &pairs[0], &pairs[1]))? {
        out.line(match outcome {
            Outcome::Win => b"1",
            Outcome::Lose => b"-1",
            Outcome::Draw => b"0",
        });
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
