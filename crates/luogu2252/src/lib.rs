//! Luogu P2252 (Wythoff), as the tools know it: the reference model of its input and answers, its
//! input generator, and its small cases answered by the game tree. Its tests (`tests/testdata.rs`)
//! check the binary (`src/main.rs`) against it.

use game_core::wythoff;
use spec::read::{pairs, verdict};
use spec::{games, Gen, Problem, Reader};

/// What the tools know of Luogu P2252.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A pair `a b` (or pairs until the end of input); `1` if the first
/// player wins.
fn model(r: &mut Reader) -> String {
    pairs(r, false, |_, [a, b]| {
        Some(verdict(!wythoff::is_losing(a, b), "1", "0"))
    })
}

/// Statement: a, b ≤ 10^9, one pair a file; here `cases` pairs (lost one
/// time in four), for the benchmark and the model's checks.
fn generate(g: &mut Gen<'_>) {
    games::wythoff::pairs(g, 0, 1_000_000_000)
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    games::wythoff::tree(0, "1", "0")
}
