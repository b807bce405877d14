//! HDU 5795 (Multi-SG: take from a heap, or split it into three), as the tools know it: the
//! reference model of its input and answers, its input generator, and its small cases answered by
//! the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::multi_sg::split_three_grundy;
use game_core::proof::solver::solve;
use game_core::proof::splits::SplitThree;
use spec::read::{counted, list, verdict};
use spec::text::positions;
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of HDU 5795.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

const FIRST: &str = "First player wins.";
const SECOND: &str = "Second player wins.";

/// A count T, then T cases `n s_1 … s_n`: the XOR of the heaps' values
/// (`8k + 7` and `8k + 8` swap theirs).
fn model(r: &mut Reader) -> String {
    counted(r, "cases", |r| {
        let n = r.next_value()?;
        let heaps = list(r, n, "heaps")?;
        let xor = heaps.into_iter().fold(0, |x, h| x ^ split_three_grundy(h));
        Some(verdict(xor != 0, FIRST, SECOND))
    })
}

/// Statement: T ≤ 100 cases of 1 ≤ n ≤ 10^6 heaps of 1..=10^9.
/// With [`Scale::Statement`], `min(cases, 100)` cases of
/// `min(cases, 10^5)` heaps each: the benchmark's 10^6 cases are 100 cases
/// of 10^5 heaps (about 110 MB; a hundred of the statement's largest, 10^6
/// heaps, would be 1.1 GB of input for the same pass). Otherwise `cases`
/// cases of a few heaps.
fn generate(g: &mut Gen<'_>) {
    if g.scale != Scale::Statement {
        g.line(&[g.cases]);
        for _ in 0..g.cases {
            g.list_case(1_000_000, |g| g.value(1, 1_000_000_000));
        }
        return;
    }
    let (tests, n) = (g.cases.min(100), g.cases.clamp(1, 100_000));
    g.line(&[tests]);
    for _ in 0..tests {
        let heaps = g.paired(n, |g| g.value(1, 1_000_000_000));
        g.line(&[heaps.len() as u64]);
        g.line(&heaps);
    }
}

/// Every small case, answered by the normal-play game tree of the rules
/// (`proof::splits::SplitThree`: take from a heap, or split it in three).
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let sizes = [(1, 20), (2, 12), (3, 8), (4, 6), (6, 3)];
    let cases: Vec<Vec<u64>> = positions(&sizes).collect();
    // The tree's states are the non-empty heaps, sorted.
    let state = |heaps: &[u64]| heaps.iter().copied().filter(|&h| h > 0).collect::<Vec<_>>();
    let tree = solve(&SplitThree, cases.iter().map(|heaps| state(heaps)));
    for heaps in cases {
        let wins = !tree.is_losing(&state(&heaps));
        text.list(&heaps, &verdict(wins, FIRST, SECOND));
    }
    text.count_first()
}
