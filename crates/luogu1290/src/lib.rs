//! Luogu P1290 (Euclid's game, count first), as the tools know it: the reference model of its input
//! and answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::euclid;
use spec::read::{counted, values, verdict};
use spec::{games, Gen, Problem, Reader};

/// What the tools know of Luogu P1290.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count C, then C positive pairs `M N`.
fn model(r: &mut Reader) -> String {
    counted(r, "cases", |r| {
        let [m, n] = values(r)?;
        let wins = r.valid(euclid::checked_first_player_wins(m, n))?;
        Some(verdict(wins, "Stan wins", "Ollie wins"))
    })
}

/// Statement: 1 ≤ C ≤ 6 (the count is `cases`), 0 < M, N < 2^31.
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    games::euclid::pairs(g, (1 << 31) - 1);
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    games::euclid::tree(80, "Stan wins", "Ollie wins").count_first()
}
