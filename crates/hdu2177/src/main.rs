//! HDU 2177: Wythoff's game; print every winning first move.
//!
//! Input: pairs `a b` until `0 0`. Output: `0` for a losing position, else
//! `1` and one line `x y` (x ≤ y) per winning move.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::wythoff;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, a: Nat, b: Nat }
        src.check()?;
        if a == 0 && b == 0 {
            break;
        }
        let moves = wythoff::winning_moves(a, b);
        out.line_either(moves.is_empty(), b"0", b"1");
        for m in moves.iter() {
            out.ints(&[m.x, m.y]);
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
