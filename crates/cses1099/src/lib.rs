//! CSES 1099 (staircase Nim (balls on stairs)), as the tools know it: the reference model of its
//! input and answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::proof::rules;
use game_core::proof::solver::solve;
use game_core::staircase;
use spec::read::{counted, list, verdict};
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of CSES 1099.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count t, then t tests `n p_1 … p_n`: the stair game.
fn model(r: &mut Reader) -> String {
    counted(r, "tests", |r| {
        let n = r.next_value()?;
        let balls = list(r, n, "stairs")?;
        let mut stairs = staircase::Stairs::new();
        for b in balls {
            stairs.add(b);
        }
        Some(verdict(stairs.first_player_wins(), "first", "second"))
    })
}

/// Statement: t ≤ 2·10^5 (the count is `cases`), 0 ≤ p_i ≤ 10^9, the
/// sum of n at most 2·10^5; here n ≤ 20, so that a test is a few tokens.
/// One time in four the even stairs come in equal pairs: lost.
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        let n = g.count(1, 20);
        let mut balls: Vec<u64> = (0..n).map(|_| g.value(0, 1_000_000_000)).collect();
        if g.rng.one_in(4) {
            // Stairs 2 and 4, 6 and 8, …: equal; an odd count's last even
            // stair empty.
            for pair in (1..balls.len()).step_by(4) {
                let twin = pair + 2;
                match balls.get(twin).copied() {
                    Some(_) => balls[twin] = balls[pair],
                    None => balls[pair] = 0,
                }
            }
        }
        g.line(&[n]);
        g.line(&balls);
    }
}

/// Every small staircase, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let mut starts: Vec<Vec<u64>> = Vec::new();
    for (n, max) in [(1, 3), (2, 6), (3, 4), (4, 3), (5, 1)] {
        let mut all = vec![vec![]];
        for _ in 0..n {
            all = all
                .into_iter()
                .flat_map(|v: Vec<u64>| (0..=max).map(move |b| [&v[..], &[b]].concat()))
                .collect();
        }
        starts.extend(all);
    }
    let tree = solve(&rules::Stairs, starts.iter().cloned());
    for stairs in starts {
        text.list(
            &stairs,
            &verdict(!tree.is_losing(&stairs), "first", "second"),
        );
    }
    text.count_first()
}
