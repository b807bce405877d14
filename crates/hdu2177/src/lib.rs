//! HDU 2177 (Wythoff, every winning first move), as the tools know it: the reference model of its
//! input and answers, its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::proof::rules;
use game_core::proof::solver::solve;
use game_core::wythoff;
use spec::read::pairs;
use spec::{games, Gen, Problem, Reader, Text};

/// What the tools know of HDU 2177.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Pairs `a b` until `0 0`; `0`, or `1` and each winning move.
fn model(r: &mut Reader) -> String {
    pairs(r, true, |_, [a, b]| {
        let moves = wythoff::winning_moves(a, b);
        let mut answer = if moves.is_empty() { "0\n" } else { "1\n" }.to_string();
        for m in moves.iter() {
            answer.push_str(&format!("{} {}\n", m.x, m.y));
        }
        Some(answer)
    })
}

/// Statement: 0 ≤ a ≤ b ≤ 10^6, ending with `0 0`.
fn generate(g: &mut Gen<'_>) {
    for _ in 0..g.cases {
        let (a, b) = games::wythoff::pair(g, 0, 1_000_000);
        g.line(&[a, b]);
    }
    g.line(&[0, 0]);
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let tree = solve(&rules::Wythoff, [(200, 200)]);
    for a in 0..=200 {
        for b in 0..=200 {
            if (a, b) == (0, 0) {
                continue;
            }
            let moves = tree.winning_moves(&(a, b)).unwrap();
            let mut answer = if moves.is_empty() { "0\n" } else { "1\n" }.to_string();
            for (x, y) in move_lines(&moves, (a, b)) {
                answer.push_str(&format!("{x} {y}\n"));
            }
            text.case(&[a, b], &answer);
        }
    }
    text.line(&[0, 0]);
    text.done()
}

/// HDU 2177's lines for the winning moves `wins` from `(a, b)`, derived from
/// the tree: each move classified by the pile(s) it takes from; the equal
/// take first, then from the larger pile, then from the smaller; with equal
/// piles a one-pile move is printed once. Lines are `(x, y)`, `x ≤ y`.
fn move_lines(wins: &[&(u64, u64)], (a, b): (u64, u64)) -> Vec<(u64, u64)> {
    let mut lines: Vec<(u8, u64, u64)> = wins
        .iter()
        .map(|&&(x, y)| {
            let rank = match (x < a, y < b) {
                (true, true) => 0,
                (true, false) if a >= b => 1,
                (false, true) if b >= a => 1,
                _ => 2,
            };
            (rank, x.min(y), x.max(y))
        })
        .collect();
    lines.sort_unstable();
    lines.dedup();
    lines.into_iter().map(|(_, x, y)| (x, y)).collect()
}
