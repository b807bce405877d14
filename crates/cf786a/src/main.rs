//! Codeforces 786A (also 787C): Berzerk — a monster on a circle of n
//! objects, object 1 a black hole; Rick and Morty each move it clockwise by
//! a step of their own set, and whoever puts it into the black hole wins.
//!
//! Input: one test, `n`, then Rick's steps `k1 s_1 … s_k1`, then Morty's
//! `k2 s_1 … s_k2`. Output: two lines of n − 1 words, one per planet
//! 2..=n, `Win`, `Lose` or `Loop` for the player who moves first: Rick on
//! the first line, Morty on the second.
use game_core::draws::{self, Outcome};
use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, n: Nat }
    src.check()?;
    let mut steps = [Vec::new(), Vec::new()];
    for set in &mut steps {
        input! { from &mut *src, k: Nat }
        src.check()?;
        src.repeat(k, "steps", |src| {
            input! { from &mut *src, s: Nat }
            set.push(s);
            src.check()
        })?;
    }
    for line in src.valid(draws::berzerk(n, &steps[0], &steps[1]))? {
        for (i, outcome) in line.into_iter().enumerate() {
            out.bytes(if i == 0 { b"" } else { b" " });
            out.bytes(match outcome {
                Outcome::Win => b"Win",
                Outcome::Lose => b"Lose",
                Outcome::Draw => b"Loop",
            });
        }
        out.line(b"");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
