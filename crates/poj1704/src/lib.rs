//! POJ 1704 (staircase Nim), as the tools know it: the reference model of its input and answers,
//! its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::proof::rules;
use game_core::proof::solver::solve;
use game_core::staircase;
use spec::read::{counted, verdict};
use spec::text::multisets;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of POJ 1704.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count T, then T cases `N P_1 … P_N`: Georgia and Bob.
fn model(r: &mut Reader) -> String {
    let mut position = staircase::Position::new();
    counted(r, "cases", |r| {
        let n = r.next_value()?;
        position.clear();
        let read = r.repeat(n, "pieces", |r| {
            if let Some(cell) = r.next_value() {
                r.valid(position.add(cell));
            }
        });
        let wins = r.valid(position.first_player_wins()).filter(|_| read)?;
        Some(verdict(wins, "Georgia will win", "Bob will win"))
    })
}

/// Statement: T ≤ 20 (the count is `cases`), N ≤ 1000 distinct
/// cells of 1..=10000; here N ≤ 20, so that a case is a few
/// tokens.
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        // One time in four, pieces side by side in pairs: lost.
        let n = g.count(1, 20);
        let pairs = g.rng.one_in(4);
        let mut cells: Vec<u64> = Vec::new();
        while (cells.len() as u64) < n {
            let cell = g.value(1, 9_999);
            let new = match cell.checked_add(1) {
                Some(next) if pairs => vec![cell, next],
                _ => vec![cell],
            };
            if new.iter().all(|c| !cells.contains(c)) {
                cells.extend(new);
            }
        }
        g.rng.shuffle(&mut cells);
        g.line(&[cells.len() as u64]);
        g.line(&cells);
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let sets = (1..=4u64).flat_map(|n| multisets(n as usize, 1, 9));
    for cells in sets.filter(|c| c.windows(2).all(|w| w[0] < w[1])) {
        let tree = solve(&rules::GeorgiaBob, [cells.clone()]);
        let wins = !tree.is_losing(&cells);
        // Unsorted in the input.
        let shown: Vec<u64> = cells.iter().rev().copied().collect();
        text.list(&shown, &verdict(wins, "Georgia will win", "Bob will win"));
    }
    text.count_first()
}
