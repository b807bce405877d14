//! AtCoder ABC 209 E: Shiritori — Takahashi and Aoki say words of the
//! dictionary in turn, each beginning with the last three letters of the
//! word before (case counts); whoever cannot say a word loses.
//!
//! Input: one test, `N`, then N words. Output: per word, who wins when
//! Takahashi opens with it: `Takahashi`, `Aoki`, or `Draw` if the game
//! goes on forever.
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
    let mut moves = Vec::new();
    src.repeat(n, "words", |src| {
        let made = match src.word() {
            Some(word) => draws::word_move(word),
            None => return src.check(),
        };
        moves.push(src.valid(made)?);
        Ok(())
    })?;
    for outcome in src.valid(draws::shiritori_moves(&moves))? {
        out.line(match outcome {
            Outcome::Win => b"Takahashi",
            Outcome::Lose => b"Aoki",
            Outcome::Draw => b"Draw",
        });
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
