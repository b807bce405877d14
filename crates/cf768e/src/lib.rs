//! Codeforces 768E (Game of Stones: no amount taken twice from one pile), as the tools know it:
//! the reference model of its input and answers, its input generator, and its small cases
//! answered by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`)
//! against it.

use game_core::no_repeat::Position;
use game_core::proof::patterns::NoRepeat;
use game_core::proof::solver::solve;
use spec::read::{cases, verdict};
use spec::text::multisets;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of Codeforces 768E.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Tests `n s_1 … s_n` until the end of input (a judge's file has one),
/// each pile checked as it is read; `YES` when the second player wins.
fn model(r: &mut Reader) -> String {
    cases(r, false, |r, [n]| {
        let mut position = Position::new();
        let read = r.repeat(n, "piles", |r| {
            if let Some(stones) = r.next_value() {
                r.valid(position.add(stones));
            }
        });
        read.then(|| verdict(!position.first_player_wins(), "YES", "NO"))
    })
}

/// Statement: 1 ≤ n ≤ 10^6, 1 ≤ s_i ≤ 60, one pile a line; tests of
/// [`Gen::test_sizes`] piles (one of 10^6 for the benchmark); a quarter
/// with the piles in equal pairs (Jon wins).
fn generate(g: &mut Gen<'_>) {
    for n in g.test_sizes(1, 1_000_000) {
        // In pairs, an odd n loses a pile.
        let piles = g.paired(n, |g| g.value(1, 60));
        g.line(&[piles.len() as u64]);
        for pile in piles {
            g.line(&[pile]);
        }
    }
}

/// Every small case, answered by the game tree (each pile's state holds
/// the amounts taken from it): one pile up to 60, two up to 16, three up
/// to 9, four up to 5.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let starts: Vec<Vec<u64>> = [(1, 60), (2, 16), (3, 9), (4, 5)]
        .iter()
        .flat_map(|&(count, max)| multisets(count, 1, max))
        .collect();
    for piles in starts {
        let start = NoRepeat::start(&piles);
        let tree = solve(&NoRepeat, [start.clone()]);
        text.line(&[piles.len() as u64]);
        for &pile in &piles {
            text.line(&[pile]);
        }
        text.answer(&verdict(tree.is_losing(&start), "YES", "NO"));
    }
    text.done()
}
