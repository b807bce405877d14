//! HDU 2188 (Bash game (add 1..=m, first to reach n wins)), as the tools know it: the reference
//! model of its input and answers, its input generator, and its small cases answered by the game
//! tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::bash;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::{counted, values, verdict};
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 2188.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count C, then C cases `n m`.
fn model(r: &mut Reader) -> String {
    counted(r, "cases", |r| {
        let [n, m] = values(r)?;
        if n == 0 || m == 0 {
            r.invalid(format!("expected n ≥ 1 and m ≥ 1, found n = {n}, m = {m}"));
            return None;
        }
        Some(verdict(bash::first_player_wins(n, m), "Grass", "Rabbit"))
    })
}

/// Statement: 1 ≤ n < 10000 and 1 ≤ m ≤ 10 (the count is `cases`).
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        let n = g.value(1, 9999);
        let m = g.value(1, 10);
        g.line(&[n, m]);
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for m in 1..=20 {
        let tree = solve(&rules::Bash { m }, [2000]);
        for n in 1..=2000 {
            text.case(&[n, m], &verdict(!tree.is_losing(&n), "Grass", "Rabbit"));
        }
    }
    text.count_first()
}
