//! HDU 3032 (Lasker's Nim (a heap may be split)), as the tools know it: the reference model of its
//! input and answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::lasker;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::{counted, list, verdict};
use spec::text::positions;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 3032.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count T, then T cases `N s_1 … s_N`: Lasker's Nim.
fn model(r: &mut Reader) -> String {
    counted(r, "cases", |r| {
        let n = r.next_value()?;
        let heaps = list(r, n, "heaps")?;
        Some(verdict(lasker::first_player_wins(heaps), "Alice", "Bob"))
    })
}

/// Statement: T ≤ 100 (the count is `cases`), N ≤ 10^6 heaps of
/// 1..=2^31 − 1; here N ≤ 20, so that a case is a few tokens.
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        g.list_case(20, |g| g.value(1, (1 << 31) - 1));
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for heaps in positions(&[(0, 0), (1, 10), (2, 8), (3, 6)]) {
        // The rules keep the non-empty heaps, sorted.
        let state: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        let tree = solve(&rules::Lasker, [state.clone()]);
        text.list(&heaps, &verdict(!tree.is_losing(&state), "Alice", "Bob"));
    }
    text.count_first()
}
