//! Kattis snim (S-Nim: Grundy values of a subtraction set, one test a file), as the tools know it:
//! the reference model of its input and answers, its input generator, and its small cases answered
//! by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::grundy;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::text::positions;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of Kattis snim.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// One test: `k s_1 … s_k`, `m`, then m positions `l h_1 … h_l`; a line
/// of `W`/`L`. What follows the test is not read.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    if r.at_end() {
        return out;
    }
    let Some(k) = r.next_value() else {
        return out;
    };
    let mut game = grundy::Subtraction::default();
    let read = r.repeat(k, "moves", |r| {
        if let Some(s) = r.next_value() {
            r.valid(game.add_move(s));
        }
    });
    let Some(m) = r.next_value().filter(|_| read) else {
        return out;
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
    if r.error.is_none() {
        out.push('\n');
    }
    out
}

/// Statement: one test a file, k ≤ 100 moves of 1..=10000, m ≤ 100
/// positions of l ≤ 100 heaps of 0..=10000. Here one test of `cases`
/// positions (more than 100 when more are asked: the benchmark's 10^6
/// answers use one table, as a file of the judge does), l ≤ 10; one time
/// in four the heaps come in equal pairs (lost).
fn generate(g: &mut Gen<'_>) {
    let k = g.count(1, 100);
    let moves: Vec<u64> = (0..k).map(|_| g.value(1, 10_000)).collect();
    g.line(&[&[k], &moves[..]].concat());
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        let l = g.count(1, 10);
        let heaps = g.paired(l, |g| g.value(0, 10_000));
        g.line(&[&[heaps.len() as u64], &heaps[..]].concat());
    }
}

/// The small cases, answered by the game tree: one file has one set, so
/// one set whose values start late, S = {2, 4, 7} (period 3 from heap 8),
/// given unsorted with a repeat; every heap up to 40 alone, and every pair
/// and triple of heaps up to 12 and 9.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    text.list_line(&[7, 4, 2, 7]);
    let all: Vec<Vec<u64>> = positions(&[(1, 40), (2, 12), (3, 9)]).collect();
    text.line(&[all.len() as u64]);
    let game = rules::Subtraction {
        moves: vec![2, 4, 7],
    };
    let tree = solve(&game, all.iter().cloned());
    let mut answer = String::new();
    for heaps in &all {
        text.list_line(heaps);
        answer.push(if tree.is_losing(heaps) { 'L' } else { 'W' });
    }
    text.answer(&format!("{answer}\n"));
    text.done()
}
