//! POJ 1740 (a new stone game (piles of 0 allowed)), as the tools know it: the reference model of
//! its input and answers, its input generator, and its small cases answered by the game tree. Its
//! tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::poj1740;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::{lists, verdict};
use spec::text::multisets;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of POJ 1740.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Cases `n p_1 … p_n` until `n = 0`; `1` if the first player wins.
fn model(r: &mut Reader) -> String {
    lists(r, "piles", |_, piles| {
        Some(verdict(poj1740::first_player_wins(piles), "1", "0"))
    })
}

/// Statement: 1 ≤ n ≤ 10 piles of at most 100, ending with `0`;
/// half the even counts are pairs (the losing positions).
fn generate(g: &mut Gen<'_>) {
    for _ in 0..g.cases {
        let n = g.count(1, 10) as usize;
        let mut piles: Vec<u64> = (0..n).map(|_| g.value(0, 100)).collect();
        if n.is_multiple_of(2) && g.rng.one_in(2) {
            for i in 0..n / 2 {
                piles[2 * i + 1] = piles[2 * i];
            }
            g.rng.shuffle(&mut piles);
        }
        g.line(&[n as u64]);
        g.line(&piles);
    }
    g.line(&[0]);
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut starts = Vec::new();
    for (piles, max) in [(1, 10), (2, 8), (3, 6), (4, 5), (5, 3), (6, 2)] {
        starts.extend(multisets(piles, 0, max));
    }
    let tree = solve(&rules::Poj1740, starts.iter().cloned());
    let mut text = Text::default();
    for piles in &starts {
        // Unsorted in the input, as a judge might give them.
        let shown: Vec<u64> = piles.iter().rev().copied().collect();
        text.list(&shown, &verdict(!tree.is_losing(piles), "1", "0"));
    }
    text.line(&[0]);
    text.done()
}
