//! Codeforces 603C (Lieges of Legendre), as the tools know it: the reference model of its input and
//! answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::legendre;
use game_core::proof::solver::solve;
use game_core::proof::splits::Legendre;
use spec::read::{list, values, verdict};
use spec::text::positions;
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of Codeforces 603C.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Tests `n k a_1 … a_n` until the end of input (a judge's input is one):
/// the XOR of the piles' values for splits into k piles.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some([n, k]) = values::<2>(r) else { break };
        let Some(piles) = list(r, n, "piles") else {
            break;
        };
        let xor = piles.iter().fold(0, |x, &a| x ^ legendre::grundy(a, k));
        out.push_str(&verdict(xor != 0, "Kevin", "Nicky"));
    }
    out
}

/// Statement: one test of 1 ≤ n ≤ 10^5 piles of 1..=10^9 cows, with
/// 1 ≤ k ≤ 10^9. Here tests one after another: with
/// [`Scale::Statement`] `min(cases, 100)` tests of `min(cases, 10^5)`
/// piles each, so that the benchmark's 10^6 cases are 100 tests of the
/// statement's largest size; otherwise `cases` tests of a few piles.
fn generate(g: &mut Gen<'_>) {
    let (tests, n) = match g.scale {
        Scale::Statement => (g.cases.min(100), Some(g.cases.clamp(1, 100_000))),
        Scale::Small | Scale::Huge => (g.cases, None),
    };
    for _ in 0..tests {
        let n = n.unwrap_or_else(|| g.count(1, 100_000));
        let k = g.value(1, 1_000_000_000);
        let piles = g.paired(n, |g| g.value(1, 1_000_000_000));
        g.line(&[piles.len() as u64, k]);
        g.line(&piles);
    }
}

/// Every small case, answered by the normal-play game tree of the rules
/// (`proof::splits::Legendre`: remove a cow, or split `2x` into `k` piles
/// of `x`), for `k` up to 6.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    // (k, the largest single pile, pair and triple): a split makes k
    // piles, so the trees grow fast with k.
    let sizes = [
        (1, 40, 12, 6),
        (2, 16, 8, 4),
        (3, 12, 6, 3),
        (4, 10, 5, 3),
        (5, 8, 4, 2),
        (6, 6, 4, 2),
    ];
    for (k, single, pair, triple) in sizes {
        let cases: Vec<Vec<u64>> =
            positions(&[(0, 0), (1, single), (2, pair), (3, triple)]).collect();
        // The tree's states are the non-empty piles, sorted.
        let state = |piles: &[u64]| piles.iter().copied().filter(|&a| a > 0).collect::<Vec<_>>();
        let tree = solve(&Legendre { k }, cases.iter().map(|piles| state(piles)));
        for piles in cases {
            text.line(&[piles.len() as u64, k]);
            let wins = !tree.is_losing(&state(&piles));
            text.case(&piles, &verdict(wins, "Kevin", "Nicky"));
        }
    }
    text.done()
}
