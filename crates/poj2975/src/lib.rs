//! POJ 2975 (Nim: count the winning first moves), as the tools know it: the reference model of its
//! input and answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::nim;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::lists;
use spec::text::positions;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of POJ 2975.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Cases `n k_1 … k_n` until `n = 0`: how many first moves win.
fn model(r: &mut Reader) -> String {
    lists(r, "piles", |_, piles| {
        Some(format!("{}\n", nim::winning_moves(piles)))
    })
}

/// Statement: 1 ≤ n ≤ 1000 piles of 1..=10^9, ending with `0`;
/// here n ≤ 20, so that a case is a few tokens.
fn generate(g: &mut Gen<'_>) {
    for _ in 0..g.cases {
        g.list_case(20, |g| g.value(1, 1_000_000_000));
    }
    g.line(&[0]);
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for piles in positions(&[(1, 9), (2, 7), (3, 6), (4, 5)]) {
        // The piles in the given order: a move is a pile and an
        // amount, so equal piles count apart.
        let piles: Vec<u64> = piles.into_iter().rev().collect();
        let tree = solve(&rules::Nim, [piles.clone()]);
        let count = tree.winning_moves(&piles).unwrap().len();
        text.list(&piles, &format!("{count}\n"));
    }
    text.line(&[0]);
    text.done()
}
