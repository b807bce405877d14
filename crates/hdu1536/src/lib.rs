//! HDU 1536 (S-Nim: Grundy values of a subtraction set given per test), as the tools know it: the
//! reference model of its input and answers, its input generator, and its small cases answered by
//! the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::grundy;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::text::multisets;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 1536.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Tests `k s_1 … s_k`, `m`, then m positions `l h_1 … h_l`,
/// until `k = 0`: a line of `W`/`L` per test.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some(k) = r.next_value() else { break };
        if k == 0 {
            break;
        }
        let mut game = grundy::Subtraction::default();
        let read = r.repeat(k, "moves", |r| {
            if let Some(s) = r.next_value() {
                r.valid(game.add_move(s));
            }
        });
        let Some(m) = r.next_value().filter(|_| read) else {
            break;
        };
        r.repeat(m, "positions", |r| {
            let Some(l) = r.next_value() else { return };
            let mut sum = 0;
            let read = r.repeat(l, "heaps", |r| {
                if let Some(heap) = r.next_value() {
                    sum ^= r.valid(game.grundy(heap)).unwrap_or(0);
                }
            });
            if read {
                out.push(if sum != 0 { 'W' } else { 'L' });
            }
        });
        if r.error.is_some() {
            break;
        }
        out.push('\n');
    }
    out
}

/// Statement: k ≤ 100 moves of at most 10000, m ≤ 100 positions
/// of l ≤ 100 heaps of at most 10000. Here tests of 100
/// positions (the last one the rest), k ≤ 10 and l ≤ 10, each
/// `cases` a position: one character of output.
fn generate(g: &mut Gen<'_>) {
    let mut left = g.cases;
    while left > 0 {
        let k = g.count(1, 10);
        let moves: Vec<u64> = (0..k).map(|_| g.value(1, 10_000)).collect();
        g.line(&[k]);
        g.line(&moves);
        let m = left.min(100);
        left -= m;
        g.line(&[m]);
        for _ in 0..m {
            let l = g.count(1, 10);
            let heaps: Vec<u64> = (0..l).map(|_| g.value(0, 10_000)).collect();
            g.line(&[l]);
            g.line(&heaps);
        }
    }
    g.line(&[0]);
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let mut sets: Vec<Vec<u64>> = (1..32u64)
        .map(|bits| (1..=5).filter(|s| bits >> (s - 1) & 1 == 1).collect())
        .collect();
    sets.extend([vec![2, 5], vec![3, 7, 8], vec![4, 6, 9, 11]]);
    let positions: Vec<Vec<u64>> = (1..=3).flat_map(|l| multisets(l, 0, 9)).collect();
    for moves in sets {
        // Unsorted and with a repeat, as a judge might give them.
        let mut shown: Vec<u64> = moves.iter().rev().copied().collect();
        shown.push(moves[0]);
        text.list_line(&shown);
        text.line(&[positions.len() as u64]);
        let tree = solve(&rules::Subtraction { moves }, positions.iter().cloned());
        let mut answer = String::new();
        for heaps in &positions {
            text.list_line(heaps);
            answer.push(if tree.is_losing(heaps) { 'L' } else { 'W' });
        }
        text.answer(&format!("{answer}\n"));
    }
    text.line(&[0]);
    text.done()
}
