//! Luogu P6560: a token on a digraph; whoever moves it onto the round's
//! target wins, whoever cannot move loses; cycles may make it a draw.
//!
//! Input: `n m q`, m edges `u v`, q rounds `x y`. Output: per round `1`,
//! `-1` or `0`: the first player wins, the second does, or neither.
use game_core::draws::{self, Outcome};
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    // One name per `input!`: more cost the bundle 500 bytes of proconio.
    let mut counts = [0; 3];
    for count in &mut counts {
        input! { from &mut *src, c: Nat }
        *count = c;
    }
    src.check()?;
    let [n, m, q] = counts;
    let mut pairs = [Vec::new(), Vec::new()];
    for (list, (count, noun)) in pairs.iter_mut().zip([(m, "edges"), (q, "rounds")]) {
        src.repeat(count, noun, |src| {
            input! { from &mut *src, a: Nat }
            input! { from &mut *src, b: Nat }
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
