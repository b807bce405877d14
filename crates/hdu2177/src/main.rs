//! HDU 2177: Wythoff's game; print every winning first move.
//!
//! Input: pairs `a b` until `0 0`. Output: `0` for a losing position, else
//! `1` and one line `x y` (x ≤ y) per winning move.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::wythoff::{self, Moves};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    // Each answer is written once the next case is read and solved: its
    // number of moves is known long before then, so the branches on it are
    // cheap (README, "Speed and memory"). The loop ends at `0 0` or at a bad
    // line; either way the last answer is written before `check` reports.
    let mut last: Option<Moves> = None;
    while !src.at_end() {
        input! { from &mut *src, a: Nat, b: Nat }
        if src.check().is_err() || (a == 0 && b == 0) {
            break;
        }
        let moves = wythoff::winning_moves(a, b);
        if let Some(last) = &last {
            write(out, last);
        }
        last = Some(moves);
    }
    if let Some(moves) = last {
        write(out, &moves);
    }
    src.check()
}

#[inline(always)]
fn write<W: Write>(out: &mut Output<W>, moves: &Moves) {
    out.line(if moves.is_empty() { b"0" } else { b"1" });
    for m in moves.iter() {
        out.ints(&[m.x, m.y]);
    }
}

fn main() -> ExitCode {
    io::run(solve)
}
