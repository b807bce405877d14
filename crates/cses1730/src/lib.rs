//! CSES 1730 (Nim), as the tools know it: the reference model of its input and answers, its input
//! generator, and its small cases answered by the game tree. Its tests (`tests/testdata.rs`) check
//! the binary (`src/main.rs`) against it.

use game_core::nim;
use spec::read::{counted, list, verdict};
use spec::{games, Gen, Problem, Reader};

/// What the tools know of CSES 1730.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count t, then t tests `n x_1 … x_n`: Nim.
fn model(r: &mut Reader) -> String {
    counted(r, "tests", |r| {
        let n = r.next_value()?;
        let heaps = list(r, n, "heaps")?;
        Some(verdict(nim::first_player_wins(heaps), "first", "second"))
    })
}

/// Statement: t ≤ 2·10^5 (the count is `cases`), 1 ≤ x_i ≤ 10^9, the
/// sum of n at most 2·10^5; here n ≤ 20, so that a test is a few tokens.
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        g.list_case(20, |g| g.value(1, 1_000_000_000));
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    games::nim::tree("first", "second")
}
