//! HDU 1536: S-Nim — Nim where a move removes a number of beads from the
//! set S of the test.
//!
//! Input: tests `k s_1 … s_k`, then `m`, then m positions `l h_1 … h_l`,
//! until `k = 0`. Output: per test one line, a `W` (winning) or `L`
//! (losing) per position.
use game_core::grundy::Subtraction;
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nim::Position;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, k: Nat }
        src.check()?;
        if k == 0 {
            break;
        }
        let mut game = Subtraction::default();
        src.repeat(k, "moves", |src| {
            input! { from &mut *src, s: Nat }
            src.check()?;
            src.valid(game.add_move(s))
        })?;
        input! { from &mut *src, m: Nat }
        src.check()?;
        src.repeat(m, "positions", |src| {
            input! { from &mut *src, l: Nat }
            src.check()?;
            // A sum of games: Nim on their Grundy values.
            let mut position = Position::new();
            src.repeat(l, "heaps", |src| {
                input! { from &mut *src, heap: Nat }
                src.check()?;
                position.add(src.valid(game.grundy(heap))?);
                Ok(())
            })?;
            out.bytes(if position.first_player_wins() {
                b"W"
            } else {
                b"L"
            });
            Ok(())
        })?;
        out.line(b"");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
