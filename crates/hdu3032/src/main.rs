//! HDU 3032: Nim or not Nim? — Lasker's Nim: take any number from one heap,
//! or split a heap into two non-empty heaps.
//!
//! Input: a count T, then T cases `N s_1 … s_N`. Output: `Alice` if Alice
//! (first) wins, else `Bob`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::lasker::Position;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, cases: Nat }
    src.check()?;
    let mut position = Position::new();
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
        out.line_either(position.first_player_wins(), b"Alice", b"Bob");
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
