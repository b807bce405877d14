//! HDU 2147 (kiki's win/lose grid), as the tools know it: the reference model of its input and
//! answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::grid;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::{pairs, verdict};
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 2147.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Lines `n m` until `0 0`: kiki's coin on an n×m board.
fn model(r: &mut Reader) -> String {
    pairs(r, true, |r, [n, m]| {
        let wins = r.valid(grid::first_player_wins(n, m))?;
        Some(verdict(wins, "Wonderful!", "What a pity!"))
    })
}

/// Statement: 0 < n, m ≤ 2000, ending with `0 0`.
fn generate(g: &mut Gen<'_>) {
    for _ in 0..g.cases {
        let (n, m) = (g.value(1, 2000), g.value(1, 2000));
        g.line(&[n, m]);
    }
    g.line(&[0, 0]);
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for n in 1..=40 {
        for m in 1..=40 {
            // The coin starts at the top right, (1, m).
            let tree = solve(&rules::Kiki { n, m }, [(1, m)]);
            let wins = !tree.is_losing(&(1, m));
            text.case(&[n, m], &verdict(wins, "Wonderful!", "What a pity!"));
        }
    }
    text.line(&[0, 0]);
    text.done()
}
