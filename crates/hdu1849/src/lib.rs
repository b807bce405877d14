//! HDU 1849 (Nim), as the tools know it: the reference model of its input and answers, its input
//! generator, and its small cases answered by the game tree. Its tests (`tests/testdata.rs`) check
//! the binary (`src/main.rs`) against it.

use game_core::nim;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::{lists, verdict};
use spec::text::positions;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 1849.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Cases `m K_1 … K_m` until `m = 0`: Nim on the cells.
fn model(r: &mut Reader) -> String {
    lists(r, "pieces", |_, cells| {
        let wins = nim::first_player_wins(cells.iter().copied());
        Some(verdict(wins, "Rabbit Win!", "Grass Win!"))
    })
}

/// Statement: m ≤ 1000 pieces on cells 0..=1000, ending with `0`;
/// here 1 ≤ m ≤ 20, so that a case is a few tokens.
fn generate(g: &mut Gen<'_>) {
    for _ in 0..g.cases {
        g.list_case(20, |g| g.value(0, 1000));
    }
    g.line(&[0]);
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for piles in positions(&[(1, 9), (2, 7), (3, 6), (4, 5)]) {
        let tree = solve(&rules::Nim, [piles.clone()]);
        let wins = !tree.is_losing(&piles);
        text.list(&piles, &verdict(wins, "Rabbit Win!", "Grass Win!"));
    }
    text.line(&[0]);
    text.done()
}
