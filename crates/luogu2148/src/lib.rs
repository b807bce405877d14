//! Luogu P2148 (E&D, the Grundy value of a pair of piles), as the tools know it: the reference
//! model of its input and answers, its input generator, and its small cases answered by the game
//! tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::e_and_d;
use game_core::proof::e_and_d::{groups, EAndD};
use game_core::proof::solver::solve;
use spec::read::{counted, verdict};
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of Luogu P2148.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count T, then T tests `N S_1 … S_N`: the XOR of the pairs' values.
fn model(r: &mut Reader) -> String {
    counted(r, "tests", |r| {
        let n = r.next_value()?;
        let pairs = r.valid(e_and_d::groups(n))?;
        let mut xor = 0;
        let read = r.repeat(pairs, "pairs of piles", |r| {
            let (Some(a), Some(b)) = (r.next_value(), r.next_value()) else {
                return;
            };
            xor ^= r.valid(e_and_d::grundy(a, b)).unwrap_or(0);
        });
        read.then(|| verdict(xor != 0, "YES", "NO"))
    })
}

/// The largest N of the statement.
const MAX_PILES: u64 = 20_000;

/// Statement: T ≤ 20, N ≤ 2·10^4 even, 1 ≤ S_i ≤ 2·10^9. Here T is
/// `cases`: with [`Scale::Statement`] the first `cases / 50 000` tests (at
/// most 20: the benchmark's 10^6 cases give the statement's largest input)
/// have N = 2·10^4, the others N ≤ 10, so that a case is a few tokens; one
/// test in four repeats each pair (a lost position).
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    let largest = if g.scale == Scale::Statement {
        (g.cases / 50_000).min(20)
    } else {
        0
    };
    for test in 0..g.cases {
        let pairs = if test < largest {
            MAX_PILES / 2
        } else {
            g.count(1, 5)
        };
        let twice = pairs % 2 == 0 && g.rng.one_in(4);
        let mut piles = Vec::new();
        while (piles.len() as u64) < 2 * pairs {
            let pair = [g.value(1, 2_000_000_000), g.value(1, 2_000_000_000)];
            piles.extend(pair);
            if twice {
                piles.extend(pair);
            }
        }
        g.line(&[piles.len() as u64]);
        g.line(&piles);
    }
}

/// Every small case, answered by the game tree of whole positions.
fn exhaustive() -> (String, String) {
    let mut cases: Vec<Vec<u64>> = Vec::new();
    for a in 1..=24 {
        for b in 1..=24 {
            cases.push(vec![a, b]);
        }
    }
    for piles in spec::text::multisets(4, 1, 5) {
        // Each multiset, in two pairings.
        cases.push(piles.clone());
        cases.push(vec![piles[0], piles[3], piles[1], piles[2]]);
    }
    cases.extend(spec::text::multisets(6, 1, 3));
    cases.push(vec![]);
    let tree = solve(&EAndD, cases.iter().map(|piles| groups(piles)));
    let mut text = Text::default();
    for piles in &cases {
        let wins = !tree.is_losing(&groups(piles));
        text.list(piles, &verdict(wins, "YES", "NO"));
    }
    text.count_first()
}
