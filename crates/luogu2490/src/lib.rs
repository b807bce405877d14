//! Luogu P2490 (Moore's Nim-k, counting the winning layouts), as the tools know it: the reference
//! model of its input and answers, its input generator, and its small cases answered by the game
//! tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::nim_k;
use game_core::proof::nim_k::{layouts, Strip};
use game_core::proof::partizan::{solve, Player};
use spec::read::cases;
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of Luogu P2490.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Lines `n k d` until the end (a judge's file holds one): the count.
fn model(r: &mut Reader) -> String {
    cases(r, false, |r, [n, k, d]| {
        let count = r.valid(nim_k::strip_winning_layouts(n, k, d))?;
        Some(format!("{count}\n"))
    })
}

/// Statement: 1 ≤ d ≤ k ≤ n ≤ 10^4, k even, k ≤ 100. Here `cases` tests:
/// with [`Scale::Statement`] the first ten at the largest n = 10^4 and
/// k = 100, with d = 1..=10 (the costliest, 0.5 ms each), the others of at
/// most 40 cells, so that a case costs about as much as reading it.
fn generate(g: &mut Gen<'_>) {
    for test in 0..g.cases {
        if g.scale == Scale::Statement && test < 10 {
            g.line(&[10_000, 100, test + 1]);
            continue;
        }
        let n = g.value(2, 40);
        let k = 2 * g.rng.range(1, n.min(100) / 2);
        let d = g.rng.range(1, k);
        g.line(&[n, k, d]);
    }
}

/// Every strip of at most 14 cells, every even number of pieces (none
/// too) and every d up to one more than the pieces: the layouts white wins
/// in the minimax of the board itself.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for n in 0..=14 {
        for k in (0..=n).step_by(2) {
            let all = layouts(n, k);
            for d in 1..=k + 1 {
                let solved = solve(&Strip { d }, all.clone());
                let won = all
                    .iter()
                    .filter(|l| solved.wins(l, Player::Left) == Some(true))
                    .count();
                text.case(&[n as u64, k as u64, d as u64], &format!("{won}\n"));
            }
        }
    }
    text.done()
}
