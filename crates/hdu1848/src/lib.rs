//! HDU 1848 (Grundy values of the Fibonacci subtraction set, three heaps), as the tools know it:
//! the reference model of its input and answers, its input generator, and its small cases answered
//! by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::proof::rules;
use game_core::proof::solver::solve;
use game_core::subtraction;
use spec::read::{cases, verdict};
use spec::text::multisets;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 1848.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Lines `m n p` until `0 0 0`: three heaps, Fibonacci takes.
fn model(r: &mut Reader) -> String {
    let mut game = subtraction::Fibonacci::new();
    cases(r, true, |r, heaps: [u64; 3]| {
        let wins = r.valid(game.first_player_wins(heaps))?;
        Some(verdict(wins, "Fibo", "Nacci"))
    })
}

/// Statement: 1 ≤ m, n, p ≤ 1000, ending with `0 0 0`.
fn generate(g: &mut Gen<'_>) {
    for _ in 0..g.cases {
        let heaps = [g.value(1, 1000), g.value(1, 1000), g.value(1, 1000)];
        g.line(&heaps);
    }
    g.line(&[0, 0, 0]);
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let triples = multisets(3, 0, 14);
    let tree = solve(&rules::Fibonacci, triples.iter().cloned());
    for heaps in triples.iter().filter(|h| h.iter().any(|&x| x > 0)) {
        // In the input, in another order.
        let shown = [heaps[1], heaps[2], heaps[0]];
        text.case(&shown, &verdict(!tree.is_losing(heaps), "Fibo", "Nacci"));
    }
    text.line(&[0, 0, 0]);
    text.done()
}
