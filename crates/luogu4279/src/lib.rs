//! Luogu P4279 (anti-Nim), as the tools know it: the reference model of its input and answers, its
//! input generator, and its small cases answered by the misère game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::misere;
use game_core::proof::misere::solve;
use game_core::proof::rules;
use spec::read::{counted, list, verdict};
use spec::text::positions;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of Luogu P4279.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count T, then T cases `N A_1 … A_N`: anti-Nim, by the SJ theorem (a
/// pile of n is worth n).
fn model(r: &mut Reader) -> String {
    counted(r, "cases", |r| {
        let n = r.next_value()?;
        let piles = list(r, n, "piles")?;
        Some(verdict(misere::first_player_wins(piles), "John", "Brother"))
    })
}

/// Statement: T ≤ 500 (the count is `cases`), 1 ≤ N ≤ 50, piles of
/// at most 5000 (here 1..=5000; one case in eight of piles of 1 only,
/// where the answer is the parity of N).
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        if g.rng.one_in(8) {
            let n = g.count(1, 50);
            g.line(&[n]);
            g.line(&vec![1; n as usize]);
        } else {
            g.list_case(50, |g| g.value(1, 5000));
        }
    }
}

/// Every small case, answered by the misère game tree of Nim: whoever
/// cannot move (the other took the last stone) wins.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let starts: Vec<Vec<u64>> = positions(&[(1, 12), (2, 8), (3, 5), (4, 4), (6, 2)]).collect();
    let tree = solve(&rules::Nim, starts.clone());
    for piles in starts {
        text.list(&piles, &verdict(!tree.is_losing(&piles), "John", "Brother"));
    }
    text.count_first()
}
