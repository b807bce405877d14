//! HDU 3404 (Switch lights: the Tartan theorem), as the tools know it: the reference model of its
//! input and answers, its input generator, and its small cases answered by the game tree. Its
//! tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::nimber::{tartan, Field};
use game_core::proof::coins::SwitchLights;
use game_core::proof::solver::solve;
use spec::read::{counted, verdict};
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 3404.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// The answers, lxhgww's first.
const WIN: &str = "Have a try, lxhgww.";
const LOSE: &str = "Don't waste your time.";

/// A count T, then T cases: n, then n lit cells `x y`.
fn model(r: &mut Reader) -> String {
    let field = Field::new();
    counted(r, "cases", |r| {
        let n = r.next_value()?;
        let mut lights = Vec::new();
        let read = r.repeat(n, "lights", |r| {
            if let Some(x) = r.next_value() {
                lights.extend(r.next_value().map(|y| (x, y)));
            }
        });
        if !read {
            return None;
        }
        let wins = r.valid(tartan::lights_first_player_wins(&field, &mut lights))?;
        Some(verdict(wins, WIN, LOSE))
    })
}

/// Statement: T ≤ 100 (the count is `cases`), n ≤ 1000 distinct cells of
/// 1..=10000 squared; here n ≤ 20, so that a case is a few tokens. One time
/// in four the cells come in mirrored pairs (x, y), (y, x), which cancel
/// (x ⊗ y = y ⊗ x): a lost position, like the first sample.
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        let n = g.count(1, 20);
        let mirrored = g.rng.one_in(4);
        let mut cells: Vec<(u64, u64)> = Vec::new();
        while (cells.len() as u64) < n {
            let (x, y) = (g.value(1, 10_000), g.value(1, 10_000));
            let new = match mirrored {
                true if x != y => vec![(x, y), (y, x)],
                true => continue,
                false => vec![(x, y)],
            };
            if new.iter().all(|c| !cells.contains(c)) {
                cells.extend(new);
            }
        }
        g.rng.shuffle(&mut cells);
        g.line(&[cells.len() as u64]);
        for (x, y) in cells {
            g.line(&[x, y]);
        }
    }
}

/// Every lit set of the boards of 12 cells, and every set of at most 4
/// lit cells of the boards of 15 and 16, answered by the game tree of the
/// statement's rectangles ([`SwitchLights`]); the cells listed from the
/// last.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let boards = [(3, 4, 12), (4, 3, 12), (2, 6, 12), (6, 2, 12), (4, 4, 4)];
    let more = [(3, 5, 4), (5, 3, 4), (2, 8, 4), (8, 2, 4)];
    for (rows, cols, most) in boards.into_iter().chain(more) {
        let board = SwitchLights { rows, cols };
        let tree = solve(&board, 0..1u64 << (rows * cols));
        for lit in (0..1u64 << (rows * cols)).filter(|s| s.count_ones() <= most) {
            let cells: Vec<(u64, u64)> = (0..rows * cols)
                .rev()
                .filter(|bit| lit >> bit & 1 == 1)
                .map(|bit| (u64::from(bit / cols + 1), u64::from(bit % cols + 1)))
                .collect();
            text.line(&[cells.len() as u64]);
            for &(x, y) in &cells {
                text.line(&[x, y]);
            }
            text.answer(&verdict(!tree.is_losing(&lit), WIN, LOSE));
        }
    }
    text.count_first()
}
