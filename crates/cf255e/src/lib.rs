//! Codeforces 255E (Grundy values in runs bounded by integer roots), as the tools know it: the
//! reference model of its input and answers, its input generator, and its small cases answered by
//! the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::proof::root_game::Roots;
use game_core::proof::solver::solve;
use game_core::root_game::Runs;
use spec::read::{list, verdict};
use spec::text::multisets;
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of Codeforces 255E.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Tests `n a_1 … a_n` until the end (a judge's file holds one): the XOR
/// of the piles' values.
fn model(r: &mut Reader) -> String {
    let runs = Runs::new();
    let mut out = String::new();
    while !r.at_end() {
        let Some(n) = r.next_value() else { break };
        let Some(piles) = list(r, n, "piles") else {
            break;
        };
        out.push_str(&verdict(runs.first_player_wins(piles), "Furlo", "Rublo"));
    }
    out
}

/// The statement's largest n.
const MAX_PILES: u64 = 77_777;

/// Statement: one test, 1 ≤ n ≤ 77777, 1 ≤ a_i ≤ 777777777777. Here
/// `cases` tests (an answer each): with [`Scale::Statement`] the first
/// `cases / 77 777` (at most 13: the benchmark's 10^6 cases give 12) of the
/// largest n, the others of at most 4 piles, so that a case is a few
/// tokens; one test in four in equal pairs (a lost position).
fn generate(g: &mut Gen<'_>) {
    let largest = match g.scale {
        Scale::Statement => (g.cases / MAX_PILES).min(13),
        _ => 0,
    };
    for test in 0..g.cases {
        let n = if test < largest {
            MAX_PILES
        } else {
            g.count(1, 4)
        };
        // Odd n in pairs: one pile fewer.
        let piles = g.paired(n, |g| g.value(1, 777_777_777_777));
        g.line(&[piles.len() as u64]);
        g.line(&piles);
    }
}

/// Every small case, answered by the game tree of whole positions.
fn exhaustive() -> (String, String) {
    let mut cases: Vec<Vec<u64>> = (1..=2000).map(|x| vec![x]).collect();
    cases.extend(multisets(2, 1, 90));
    cases.extend(multisets(3, 1, 20));
    cases.extend(multisets(4, 14, 20));
    let tree = solve(&Roots, cases.clone());
    let mut text = Text::default();
    for piles in &cases {
        text.list(piles, &verdict(!tree.is_losing(piles), "Furlo", "Rublo"));
    }
    text.done()
}
