//! POJ 2348 (Euclid's game), as the tools know it: the reference model of its input and answers,
//! its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::euclid;
use spec::read::{pairs, verdict};
use spec::{games, Gen, Problem, Reader};

/// What the tools know of POJ 2348.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Positive pairs `a b` until `0 0`.
fn model(r: &mut Reader) -> String {
    pairs(r, true, |r, [a, b]| {
        if a == 0 || b == 0 {
            r.invalid(format!("expected two positive numbers, found {a} {b}"));
            return None;
        }
        Some(verdict(
            euclid::first_player_wins(a, b),
            "Stan wins",
            "Ollie wins",
        ))
    })
}

/// Statement: 0 < a, b < 2^31, ending with `0 0`.
fn generate(g: &mut Gen<'_>) {
    games::euclid::pairs(g, (1 << 31) - 1);
    g.line(&[0, 0]);
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = games::euclid::tree(300, "Stan wins", "Ollie wins");
    text.line(&[0, 0]);
    text.done()
}
