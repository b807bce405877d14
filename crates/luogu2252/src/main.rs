//! Luogu P2252: [SHOI2002] 取石子游戏 (the Wythoff template) — Wythoff's
//! game: take any number from one pile, or the same number from both;
//! whoever takes the last stone wins. Does the first player win?
//!
//! Input: a pair `a b` (the judge's files hold one; pairs until the end of
//! input are each answered). Output: `1` if the first player wins, else
//! `0`: exact for every pair, where `k * φ` in `double` is wrong for 14
//! values of k within the bounds.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::wythoff;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    while !src.at_end() {
        input! { from &mut *src, a: Nat, b: Nat }
        src.check()?;
        out.line_either(wythoff::is_losing(a, b), b"0", b"1");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
