//! HDU 3404: Switch lights — switch the corners of a rectangle whose top
//! corner is lit; whoever turns the last light off wins.
//!
//! Input: a count T, then T cases: n, then n lit cells `x y` (from 1).
//! Output: `Have a try, lxhgww.` if lxhgww (first) wins, else
//! `Don't waste your time.`
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nimber::{tartan, Field};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    if src.at_end() {
        return Ok(());
    }
    input! { from &mut *src, cases: Nat }
    src.check()?;
    let field = Field::new();
    let mut lights = Vec::new();
    src.repeat(cases, "cases", |src| {
        input! { from &mut *src, n: Nat }
        src.check()?;
        lights.clear();
        src.repeat(n, "lights", |src| {
            input! { from &mut *src, x: Nat, y: Nat }
            src.check()?;
            lights.push((x, y));
            Ok(())
        })?;
        let wins = src.valid(tartan::lights_first_player_wins(&field, &mut lights))?;
        out.line(if wins {
            b"Have a try, lxhgww."
        } else {
            b"Don't waste your time."
        });
        Ok(())
    })
}

fn main() -> ExitCode {
    io::run(solve)
}
