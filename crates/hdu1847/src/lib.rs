//! HDU 1847 (subtraction of powers of two), as the tools know it: the reference model of its input
//! and answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::proof::rules;
use game_core::proof::solver::solve;
use game_core::subtraction;
use spec::read::{cases, verdict};
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 1847.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// One n per line until the end: take a power of two.
fn model(r: &mut Reader) -> String {
    cases(r, false, |_, [n]| {
        let wins = subtraction::powers_of_two_first_player_wins(n);
        Some(verdict(wins, "Kiki", "Cici"))
    })
}

/// Statement: 1 ≤ n ≤ 1000.
fn generate(g: &mut Gen<'_>) {
    for _ in 0..g.cases {
        let n = g.value(1, 1000);
        g.line(&[n]);
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let tree = solve(&rules::PowersOfTwo, [vec![2000]]);
    for n in 0..=2000 {
        text.case(&[n], &verdict(!tree.is_losing(&vec![n]), "Kiki", "Cici"));
    }
    text.done()
}
