//! HDU 3980: Paint Chain — a cycle of N beads; a move paints M consecutive
//! unpainted beads; whoever cannot move loses.
//!
//! Input: a count T, then T cases `N M`. Output: `Case #k: aekdycoin` if
//! the first player (Aekdycoin) wins case k, else `Case #k: abcdxyzk`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::octal::paint_chain::PaintChain;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, cases: Nat }
    src.check()?;
    let mut chain = PaintChain::new();
    let mut case = 0;
    src.repeat(cases, "cases", |src| {
        input! { from &mut *src, n: Nat, m: Nat }
        src.check()?;
        let wins = src.valid(chain.first_player_wins(n, m))?;
        case += 1;
        out.bytes(b"Case #");
        out.int(case);
        out.bytes(b": ");
        out.line_either(wins, b"aekdycoin", b"abcdxyzk");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
