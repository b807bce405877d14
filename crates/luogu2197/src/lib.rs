//! Luogu P2197 (Nim), as the tools know it: the reference model of its input and answers, its input
//! generator, and its small cases answered by the game tree. Its tests (`tests/testdata.rs`) check
//! the binary (`src/main.rs`) against it.

use game_core::nim;
use spec::read::{counted, list, verdict};
use spec::{games, Gen, Problem, Reader};

/// What the tools know of Luogu P2197.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count T, then T tests `n a_1 … a_n`: Nim.
fn model(r: &mut Reader) -> String {
    counted(r, "tests", |r| {
        let n = r.next_value()?;
        let piles = list(r, n, "piles")?;
        Some(verdict(nim::first_player_wins(piles), "Yes", "No"))
    })
}

/// Statement: T ≤ 10 (the count is `cases`), n ≤ 10^4 piles of fewer
/// than 10^4 stones, 0 among them; here n ≤ 20, so that a test is a few
/// tokens.
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        g.list_case(20, |g| g.value(0, 9_999));
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    games::nim::tree("Yes", "No")
}
