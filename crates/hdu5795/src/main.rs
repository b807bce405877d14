//! HDU 5795: A Simple Nim — take any number of candies from a heap, or
//! split a heap into three non-empty heaps; whoever takes the last candy
//! wins.
//!
//! Input: a count T, then T cases `n s_1 … s_n`. Output: `First player
//! wins.` or `Second player wins.`
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::multi_sg::SplitThree;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, cases: Nat }
    src.check()?;
    let mut position = SplitThree::new();
    src.repeat(cases, "cases", |src| {
        input! { from &mut *src, n: Nat }
        src.check()?;
        position.clear();
        src.repeat(n, "heaps", |src| {
            input! { from &mut *src, heap: Nat }
            src.check()?;
            position.add(heap);
            Ok(())
        })?;
        out.line_either(
            position.first_player_wins(),
            b"First player wins.",
            b"Second player wins.",
        );
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
