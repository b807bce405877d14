//! Luogu P3179 (the coin-turning game of multiples), as the tools know it: the reference model of
//! its input and answers, its input generator, and its small cases answered by the game tree. Its
//! tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::nimber::coins::Multiples;
use game_core::proof::coins::{self, Row};
use game_core::proof::solver::solve;
use spec::read::{list, verdict};
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of Luogu P3179.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// n, a count k, then k queries `w x_1 … x_w`: the white cells.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    if r.at_end() {
        return out;
    }
    let Some(game) = r.next_value().and_then(|n| r.valid(Multiples::new(n))) else {
        return out;
    };
    let Some(queries) = r.next_value() else {
        return out;
    };
    r.repeat(queries, "queries", |r| {
        let Some(w) = r.next_value() else { return };
        let Some(mut whites) = list(r, w, "white cells") else {
            return;
        };
        if let Some(wins) = r.valid(game.first_player_wins(&mut whites)) {
            out.push_str(&verdict(wins, "Yes", "No"));
        }
    });
    out
}

/// Statement: 1 ≤ n ≤ 10^9, k ≤ 100 queries (here `min(cases, 100)`), each
/// of 1 ≤ w ≤ 100 distinct white cells of 1..=n. At [`Scale::Statement`]
/// n = 10^9, the bound; else from 3 up (n = 1 and 2 answer only `Yes`). One
/// time in four the cells come in pairs x, x + 1 with ⌊n/x⌋ = ⌊n/(x + 1)⌋,
/// which have one value, so that the XOR is 0: a lost position.
fn generate(g: &mut Gen<'_>) {
    let n = match g.scale {
        Scale::Statement => 1_000_000_000,
        Scale::Small | Scale::Huge => g.value(3, 1_000_000_000),
    };
    let queries = g.cases.min(100);
    g.line(&[n]);
    g.line(&[queries]);
    for _ in 0..queries {
        let w = g.count(1, n.min(100));
        let paired = g.rng.one_in(4);
        let mut cells: Vec<u64> = Vec::new();
        // Small boards may have fewer pairs than wanted: a bounded search.
        for _ in 0..1000 {
            let x = g.rng.range(1, n);
            let new = match paired {
                true if x < n && n / x == n / (x + 1) => vec![x, x + 1],
                true => continue,
                false => vec![x],
            };
            if cells.len() + new.len() > w as usize {
                break;
            }
            if new.iter().all(|c| !cells.contains(c)) {
                cells.extend(new);
            }
        }
        if cells.is_empty() {
            cells.push(n);
        }
        g.rng.shuffle(&mut cells);
        g.line(&[cells.len() as u64]);
        g.line(&cells);
    }
}

/// The board n = 16 (the quotients 16, 8, 5, 4, 3, 2, 1) with every set of
/// white cells but the empty one, answered by the game tree of the
/// statement's moves ([`coins::Multiples`]); the cells listed from the
/// last. (One n an input: the other boards up to 16 are game-core's tests.)
fn exhaustive() -> (String, String) {
    let n = 16;
    let tree = solve(&Row(coins::Multiples { n }), 1..1u64 << n);
    let mut text = Text::default();
    for whites in 1..1u64 << n {
        let cells: Vec<u64> = (0..n)
            .rev()
            .filter(|bit| whites >> bit & 1 == 1)
            .map(|bit| u64::from(bit) + 1)
            .collect();
        text.list(&cells, &verdict(!tree.is_losing(&whites), "Yes", "No"));
    }
    let (input, output) = text.count_first();
    (format!("{n}\n{input}"), output)
}
