//! HDU 2516 (Fibonacci Nim, who wins), as the tools know it: the reference model of its input
//! and answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::fibonacci_nim::{self, FIBONACCI};
use game_core::proof::fibonacci_nim::{start, FibonacciNim};
use game_core::proof::solver::solve;
use spec::read::{cases, verdict};
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of HDU 2516.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// One n per line until `0`: the first player loses exactly at the
/// Fibonacci numbers.
fn model(r: &mut Reader) -> String {
    cases(r, true, |_, [n]| {
        let wins = fibonacci_nim::first_player_wins(n);
        Some(verdict(wins, "First win", "Second win"))
    })
}

/// Statement: 2 ≤ n < 2^31, then `0`. One time in four a Fibonacci number
/// (within the scale's range), the losing heaps.
fn generate(g: &mut Gen<'_>) {
    let max = (1 << 31) - 1;
    for _ in 0..g.cases {
        let n = g.value(2, max);
        let n = if g.rng.one_in(4) {
            // The largest Fibonacci number up to n.
            let below = FIBONACCI.iter().rev().find(|&&f| f <= n);
            below
                .copied()
                .filter(|&f| f >= 2 || g.scale == Scale::Huge)
                .unwrap_or(n)
        } else {
            n
        };
        g.line(&[n]);
    }
    g.line(&[0]);
}

/// Every heap up to 300, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let tree = solve(&FibonacciNim, (1..=300).map(start));
    for n in 1..=300 {
        let wins = !tree.is_losing(&start(n));
        text.case(&[n], &verdict(wins, "First win", "Second win"));
    }
    text.line(&[0]);
    text.done()
}
