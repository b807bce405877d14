//! Library Checker nim_product_64: Nim Product (F_{2^64}), defined by a mex.
//!
//! Input: a count T, then T pairs `A B`. Output: `A ⊗ B`, one per line.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nimber::Field;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, pairs: Nat }
    src.check()?;
    let field = Field::new();
    src.repeat(pairs, "pairs", |src| {
        input! { from &mut *src, a: Nat, b: Nat }
        src.check()?;
        out.ints(&[field.product(a, b)]);
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
