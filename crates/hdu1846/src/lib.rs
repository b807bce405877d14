//! HDU 1846 (Bash game (take 1..=m)), as the tools know it: the reference model of its input and
//! answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::bash;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::{counted, values, verdict};
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 1846.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count C, then C cases `n m`: take 1..=m from n stones.
fn model(r: &mut Reader) -> String {
    counted(r, "cases", |r| {
        let [n, m] = values(r)?;
        Some(verdict(bash::first_player_wins(n, m), "first", "second"))
    })
}

/// Statement: C ≤ 100 (the count is `cases`), 1 ≤ n, m ≤ 1000.
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        let (n, m) = (g.value(1, 1000), g.value(1, 1000));
        g.line(&[n, m]);
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for m in 0..=12 {
        // Without moves (m = 0) a pile reaches nothing: every start.
        let tree = solve(&rules::Bash { m }, 0..=300);
        for n in 0..=300 {
            text.case(&[n, m], &verdict(!tree.is_losing(&n), "first", "second"));
        }
    }
    text.count_first()
}
