//! AtCoder ABC 297 G (Constrained Nim 2: take between L and R stones), as the tools know it: the
//! reference model of its input and answers, its input generator, and its small cases answered
//! by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::proof::patterns::TakeBetween;
use game_core::proof::solver::solve;
use game_core::subtraction::Between;
use spec::read::{cases, list, verdict};
use spec::text::positions;
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of AtCoder ABC 297 G.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Tests `N L R A_1 … A_N` until the end of input (a judge's file has one).
fn model(r: &mut Reader) -> String {
    cases(r, false, |r, [n, lo, hi]| {
        let mut game = r.valid(Between::new(lo, hi))?;
        list(r, n, "piles")?.into_iter().for_each(|a| game.add(a));
        Some(verdict(game.first_player_wins(), "First", "Second"))
    })
}

/// Statement: 1 ≤ N ≤ 2·10^5, 1 ≤ L ≤ R ≤ 10^9, 1 ≤ A_i ≤ 10^9; tests of
/// [`Gen::test_sizes`] piles (one of 2·10^5 for the benchmark). Half the
/// tests have L ≤ 20 (many Grundy values), a quarter R = L; a quarter have
/// their piles in equal pairs (a lost position).
fn generate(g: &mut Gen<'_>) {
    let max = if g.scale == Scale::Huge {
        u64::MAX
    } else {
        1_000_000_000
    };
    for n in g.test_sizes(1, 200_000) {
        let lo = if g.rng.one_in(2) {
            g.value(1, 20)
        } else {
            g.value(1, 1_000_000_000)
        };
        let hi = match g.rng.range(0, 3) {
            0 => lo,
            1 => lo.saturating_add(g.value(0, 20)).min(max),
            _ => g.rng.range(lo, max.max(lo)),
        };
        // In pairs, an odd n loses a pile.
        let piles = g.paired(n, |g| g.value(1, 1_000_000_000));
        g.line(&[piles.len() as u64, lo, hi]);
        g.line(&piles);
    }
}

/// Every small case, answered by the game tree: up to three piles of 1 to
/// 9, for every 1 ≤ L ≤ R ≤ 6 and three L > R (no move at all).
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let pairs = (1..=6u64).flat_map(|lo| (lo..=6).map(move |hi| (lo, hi)));
    for (lo, hi) in pairs.chain([(2, 1), (4, 2), (6, 5)]) {
        let starts: Vec<Vec<u64>> = positions(&[(0, 0), (1, 9), (2, 9), (3, 9)])
            .filter(|piles| piles.iter().all(|&p| p > 0))
            .collect();
        let tree = solve(&TakeBetween { lo, hi }, starts.clone());
        for piles in starts {
            text.line(&[piles.len() as u64, lo, hi]);
            text.line(&piles);
            text.answer(&verdict(!tree.is_losing(&piles), "First", "Second"));
        }
    }
    text.done()
}
