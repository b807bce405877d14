//! HDU 1907 (misère Nim), as the tools know it: the reference model of its input and answers, its
//! input generator, and its small cases answered by the game tree. Its tests (`tests/testdata.rs`)
//! check the binary (`src/main.rs`) against it.

use game_core::nim;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::{counted, list, verdict};
use spec::text::positions;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 1907.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count T, then T cases `N A_1 … A_N`: misère Nim.
fn model(r: &mut Reader) -> String {
    counted(r, "cases", |r| {
        let n = r.next_value()?;
        let piles = list(r, n, "piles")?;
        let wins = nim::misere_first_player_wins(piles);
        Some(verdict(wins, "John", "Brother"))
    })
}

/// Statement: T ≤ 474 (the count is `cases`), 1 ≤ N ≤ 47,
/// 1 ≤ A_i ≤ 4747.
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        g.list_case(47, |g| g.value(1, 4747));
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for piles in positions(&[(0, 0), (1, 9), (2, 7), (3, 5), (4, 4)]) {
        let start = Some(piles.clone());
        let tree = solve(&rules::MisereNim, [start.clone()]);
        text.list(&piles, &verdict(!tree.is_losing(&start), "John", "Brother"));
    }
    text.count_first()
}
