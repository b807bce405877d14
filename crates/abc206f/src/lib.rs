//! AtCoder ABC 206 F (Interval Game 2: pick intervals that meet none picked), as the tools know
//! it: the reference model of its input and answers, its input generator, and its small cases
//! answered by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`)
//! against it.

use game_core::intervals::Intervals;
use game_core::proof::patterns::IntervalPicking;
use game_core::proof::solver::solve;
use spec::read::{counted, values, verdict};
use spec::text::multisets;
use spec::{Gen, Problem, Reader, Rng, Scale, Text};

/// What the tools know of AtCoder ABC 206 F.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count T, then T tests `N L_1 R_1 … L_N R_N`, each interval checked as
/// it is read.
fn model(r: &mut Reader) -> String {
    let mut game = Intervals::new();
    counted(r, "tests", |r| {
        let n = r.next_value()?;
        r.valid(game.begin(n))?;
        let read = r.repeat(n, "intervals", |r| {
            if let Some([left, right]) = values(r) {
                r.valid(game.push(left, right));
            }
        });
        read.then(|| verdict(game.first_player_wins(), "Alice", "Bob"))
    })
}

/// An interval `[l, r)` with ends from [`Gen::value`]`(1, max)`.
fn interval(g: &mut Gen<'_>, max: u64) -> (u64, u64) {
    let (a, b) = (g.value(1, max), g.value(1, max));
    match a.cmp(&b) {
        std::cmp::Ordering::Less => (a, b),
        std::cmp::Ordering::Greater => (b, a),
        std::cmp::Ordering::Equal if a < u64::MAX => (a, a + 1),
        std::cmp::Ordering::Equal => (a - 1, a),
    }
}

/// Statement: T ≤ 20 (here the count is `cases`, at most 2000 at
/// [`Scale::Statement`]: each test costs the DP of 10^5 steps or so), N ≤ 100
/// (every test of the statement's scale has 100), 1 ≤ L < R ≤ 100. A
/// quarter of the tests (but at [`Scale::Huge`]) are two copies of one set
/// of intervals side by side, a lost position.
fn generate(g: &mut Gen<'_>) {
    let tests = match g.scale {
        Scale::Statement => g.cases.min(2000),
        Scale::Small | Scale::Huge => g.cases,
    };
    g.line(&[tests]);
    for _ in 0..tests {
        let n = match g.scale {
            Scale::Statement => 100,
            Scale::Small | Scale::Huge => g.count(1, 100),
        };
        let mut list: Vec<(u64, u64)> = Vec::new();
        if g.scale != Scale::Huge && g.rng.one_in(4) {
            // Within [1, 50], and shifted to start where the first copy ends.
            list = (0..n / 2).map(|_| interval(g, 50)).collect();
            let lo = list.iter().map(|&(l, _)| l).min().unwrap_or(1);
            let hi = list.iter().map(|&(_, r)| r).max().unwrap_or(1);
            let copies: Vec<(u64, u64)> = list
                .iter()
                .map(|&(l, r)| (l + hi - lo, r + hi - lo))
                .collect();
            list.extend(copies);
        }
        while (list.len() as u64) < n {
            let pick = interval(g, 100);
            list.push(pick);
        }
        g.rng.shuffle(&mut list);
        g.line(&[list.len() as u64]);
        for (l, r) in list {
            g.line(&[l, r]);
        }
    }
}

/// Every small case, answered by the game tree: every multiset of up to 3
/// intervals with ends in 1..=6, and 300 random lists of up to 9 intervals
/// with ends in 1..=16 (repeats among them).
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let all: Vec<(u64, u64)> = (1..=6)
        .flat_map(|l| (l + 1..=6).map(move |r| (l, r)))
        .collect();
    let mut lists: Vec<Vec<(u64, u64)>> = (0..=3)
        .flat_map(|count| multisets(count, 0, all.len() as u64 - 1))
        .map(|picks| picks.iter().map(|&i| all[i as usize]).collect())
        .collect();
    let mut rng = Rng::new(206);
    for _ in 0..300 {
        let n = rng.range(1, 9);
        let mut list: Vec<(u64, u64)> = Vec::new();
        while (list.len() as u64) < n {
            if !list.is_empty() && rng.one_in(5) {
                list.push(list[rng.range(0, list.len() as u64 - 1) as usize]);
            } else {
                let l = rng.range(1, 15);
                list.push((l, rng.range(l + 1, 16)));
            }
        }
        lists.push(list);
    }
    for list in lists {
        let tree = solve(
            &IntervalPicking {
                intervals: list.clone(),
            },
            [0],
        );
        text.line(&[list.len() as u64]);
        for &(l, r) in &list {
            text.line(&[l, r]);
        }
        text.answer(&verdict(!tree.is_losing(&0), "Alice", "Bob"));
    }
    text.count_first()
}
