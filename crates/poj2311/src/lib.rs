//! POJ 2311 (Grundy values of rectangles), as the tools know it: the reference model of its input
//! and answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::cutting;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::{pairs, verdict};
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of POJ 2311.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Lines `W H` until the end: the Cutting Game.
fn model(r: &mut Reader) -> String {
    let mut table = cutting::Table::new();
    pairs(r, false, |r, [w, h]| {
        let wins = r.valid(table.first_player_wins(w, h))?;
        Some(verdict(wins, "WIN", "LOSE"))
    })
}

/// Statement: 2 ≤ W, H ≤ 200.
fn generate(g: &mut Gen<'_>) {
    for _ in 0..g.cases {
        let (w, h) = (g.value(2, 200), g.value(2, 200));
        g.line(&[w, h]);
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for w in 1..=6 {
        for h in 1..=6 {
            let start = Some(vec![(w.min(h), w.max(h))]);
            let tree = solve(&rules::Cutting, [start.clone()]);
            text.case(&[w, h], &verdict(!tree.is_losing(&start), "WIN", "LOSE"));
        }
    }
    text.done()
}
