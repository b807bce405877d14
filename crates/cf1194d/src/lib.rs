//! Codeforces 1194D (1-2-K Game: the subtraction set {1, 2, k}), as the tools know it: the
//! reference model of its input and answers, its input generator, and its small cases answered
//! by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::proof::patterns::OneTwoK;
use game_core::proof::solver::solve;
use game_core::subtraction;
use spec::read::{counted, values, verdict};
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of Codeforces 1194D.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count T, then T games `n k`: the chip on cell n moves 1, 2 or k left.
fn model(r: &mut Reader) -> String {
    counted(r, "games", |r| {
        let [n, k] = values(r)?;
        let wins = r.valid(subtraction::one_two_k_first_player_wins(n, k))?;
        Some(verdict(wins, "Alice", "Bob"))
    })
}

/// Statement: T ≤ 100 (the count is `cases`), 0 ≤ n ≤ 10^9, 3 ≤ k ≤ 10^9.
/// One game in three has k a multiple of 3 and n next to a multiple of
/// k + 1, where the k-move matters (n ≡ 0, 3, k − 1 or k mod k + 1).
fn generate(g: &mut Gen<'_>) {
    let max = if g.scale == Scale::Huge {
        u64::MAX
    } else {
        1_000_000_000
    };
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        let (mut n, mut k) = (g.value(0, 1_000_000_000), g.value(3, 1_000_000_000));
        if g.rng.one_in(3) {
            k -= k % 3;
            let offset = [0, 3, k - 1, k][g.rng.range(0, 3) as usize];
            let start = k.checked_add(1).map_or(0, |period| n - n % period);
            n = start.checked_add(offset).filter(|&m| m <= max).unwrap_or(n);
        }
        g.line(&[n, k]);
    }
}

/// Every small case, answered by the game tree: every n ≤ 200 for every
/// k ≤ 40 (k = 1 and 2 beyond the statement: the set is {1, 2}).
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for k in 1..=40 {
        let tree = solve(&OneTwoK { k }, [200]);
        for n in 0..=200 {
            text.case(&[n, k], &verdict(!tree.is_losing(&n), "Alice", "Bob"));
        }
    }
    text.count_first()
}
