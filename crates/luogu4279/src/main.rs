//! Luogu P4279: [SHOI2008] 小约翰的游戏 — anti-Nim: whoever takes the
//! last stone loses.
//!
//! Input: a count T, then T cases `N A_1 … A_N`. Output: `John` if John
//! (first) wins, else `Brother`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::misere::AntiSg;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, cases: Nat }
    src.check()?;
    let mut sum = AntiSg::new();
    src.repeat(cases, "cases", |src| {
        input! { from &mut *src, n: Nat }
        src.check()?;
        sum.clear();
        src.repeat(n, "piles", |src| {
            input! { from &mut *src, pile: Nat }
            src.check()?;
            // A pile of n stones is worth n.
            sum.add(pile);
            Ok(())
        })?;
        out.line_either(sum.first_player_wins(), b"John", b"Brother");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
