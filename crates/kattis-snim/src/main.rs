//! Kattis snim: S-Nim — Nim where a move removes from one heap a number of
//! beads that belongs to the set S; one test a file, with no `0` after it
//! (HDU 1536's tests, each in a file of its own).
//!
//! Input: `k s_1 … s_k`, then `m`, then m positions `l h_1 … h_l`; anything
//! after the test is not read. Output: one line, a `W` (winning) or `L`
//! (losing) per position.
use game_core::grundy::Subtraction;
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nim::Position;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, k: Nat }
    src.check()?;
    let mut game = Subtraction::default();
    src.repeat(k, "moves", |src| {
        input! { from &mut *src, s: Nat }
        src.check()?;
        src.valid(game.add_move(s))
    })?;
    input! { from &mut *src, m: Nat }
    src.check()?;
    let mut position = Position::new();
    src.repeat(m, "positions", |src| {
        input! { from &mut *src, l: Nat }
        src.check()?;
        // A sum of games: Nim on their Grundy values.
        position.clear();
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
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
