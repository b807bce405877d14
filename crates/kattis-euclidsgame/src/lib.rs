//! Kattis euclidsgame (Euclid's game, `0 0` ends), as the tools know it: the reference model of its
//! input and answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::euclid;
use spec::read::{pairs, verdict};
use spec::{games, Gen, Problem, Reader};

/// What the tools know of Kattis euclidsgame.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Positive pairs `a b` until `0 0`.
fn model(r: &mut Reader) -> String {
    pairs(r, true, |r, [a, b]| {
        let wins = r.valid(euclid::checked_first_player_wins(a, b))?;
        Some(verdict(wins, "Stan wins", "Ollie wins"))
    })
}

/// Statement: 0 < a, b < 2^31, ending with `0 0`.
fn generate(g: &mut Gen<'_>) {
    games::euclid::pairs(g, (1 << 31) - 1);
    g.line(&[0, 0]);
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = games::euclid::tree(120, "Stan wins", "Ollie wins");
    text.line(&[0, 0]);
    text.done()
}
