//! HDU 3537: Daizhenyang's Coin — Mock Turtles: turn over 1, 2 or 3 coins,
//! the rightmost from heads to tails; whoever cannot move loses.
//!
//! Input: cases `n a_1 … a_n` (the heads; a coin named twice is one head)
//! until the end of input. Output: `Yes` if the position is lost for
//! Daizhenyang, who moves first, else `No`.
use game_core::io::{self, Error, Input, Nat, Output};
use game_core::nimber::coins;
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

pub fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    let mut heads = Vec::new();
    while !src.at_end() {
        input! { from &mut *src, n: Nat }
        src.check()?;
        heads.clear();
        src.repeat(n, "coins", |src| {
            input! { from &mut *src, coin: Nat }
            src.check()?;
            heads.push(coin);
            Ok(())
        })?;
        let first_wins = coins::mock_turtles_first_player_wins(&mut heads);
        out.line_either(!first_wins, b"Yes", b"No");
    }
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
