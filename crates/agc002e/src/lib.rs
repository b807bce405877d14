//! AtCoder AGC 002 E (Candy Piles: the last candy loses), as the tools know it: the reference
//! model of its input and answers, its input generator, and its small cases answered by the
//! game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::proof::misere;
use game_core::proof::patterns::CandyPiles;
use game_core::young::Piles;
use spec::read::{cases, list, verdict};
use spec::text::multisets;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of AtCoder AGC 002 E.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Tests `N a_1 … a_N` until the end of input (a judge's file has one).
fn model(r: &mut Reader) -> String {
    let mut table = Piles::new();
    cases(r, false, |r, [n]| {
        r.valid(table.begin(n))?;
        list(r, n, "piles")?.into_iter().for_each(|a| table.add(a));
        let wins = r.valid(table.first_player_wins())?;
        Some(verdict(wins, "First", "Second"))
    })
}

/// Statement: 1 ≤ N ≤ 10^5, 1 ≤ a_i ≤ 10^9; tests of [`Gen::test_sizes`]
/// piles (one of 10^5 for the benchmark), half of them with piles up to 2N
/// (where the diagonal of the diagram ends inside it).
fn generate(g: &mut Gen<'_>) {
    for n in g.test_sizes(1, 100_000) {
        let max = if g.rng.one_in(2) {
            2 * n
        } else {
            1_000_000_000
        };
        let piles: Vec<u64> = (0..n).map(|_| g.value(1, max)).collect();
        g.line(&[n]);
        g.line(&piles);
    }
}

/// Every small case, answered by the game tree of the rules under misère
/// play (the last candy loses): one pile up to 60, two up to 30, three up
/// to 14, four up to 9, five up to 7, six up to 6.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let starts: Vec<Vec<u64>> = [(1, 60), (2, 30), (3, 14), (4, 9), (5, 7), (6, 6)]
        .iter()
        .flat_map(|&(count, max)| multisets(count, 1, max))
        .collect();
    let tree = misere::solve(&CandyPiles, starts.clone());
    for piles in starts {
        text.list(&piles, &verdict(!tree.is_losing(&piles), "First", "Second"));
    }
    text.done()
}
