//! HDU 1524 (Grundy values on a DAG, sums of tokens), as the tools know it: the reference model of
//! its input and answers, its input generator, and its small cases answered by the game tree. Its
//! tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::grundy;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::verdict;
use spec::text::multisets;
use spec::{Gen, Problem, Reader, Rng, Text};

/// What the tools know of HDU 1524.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Tests until the end: `N`, N lines `X_i` and X_i out-neighbours,
/// then queries `M p_1 … p_M` until `M = 0`.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    let mut graph = grundy::Dag::new();
    'tests: while !r.at_end() {
        let Some(n) = r.next_value() else { break };
        graph.clear();
        let read = r.repeat(n, "vertices", |r| {
            if r.valid(graph.add_vertex()).is_none() {
                return;
            }
            let Some(x) = r.next_value() else { return };
            r.repeat(x, "edges", |r| {
                if let Some(to) = r.next_value() {
                    r.valid(graph.add_edge(to));
                }
            });
        });
        if !read || r.valid(graph.solve()).is_none() {
            break;
        }
        while !r.at_end() {
            let Some(m) = r.next_value() else {
                break 'tests;
            };
            if m == 0 {
                break;
            }
            let mut sum = 0;
            let read = r.repeat(m, "pieces", |r| {
                if let Some(piece) = r.next_value() {
                    sum ^= r.valid(graph.grundy(piece)).unwrap_or(0);
                }
            });
            if !read {
                break 'tests;
            }
            out.push_str(&verdict(sum != 0, "WIN", "LOSE"));
        }
    }
    out
}

/// Statement: N ≤ 1000 vertices, M ≤ 10 pieces. Here graphs of
/// 1000 vertices, each with up to 10 edges to later vertices,
/// and 1000 queries each (`cases` in all).
fn generate(g: &mut Gen<'_>) {
    let mut left = g.cases;
    while left > 0 {
        let n = g.count(1, 1000);
        g.line(&[n]);
        for v in 0..n {
            let x = if v + 1 == n { 0 } else { g.count(0, 10) };
            let mut line = vec![x];
            line.extend((0..x).map(|_| g.rng.range(v + 1, n - 1)));
            g.line(&line);
        }
        let queries = left.min(1000);
        left -= queries;
        for _ in 0..queries {
            let m = g.count(1, 10);
            let mut line = vec![m];
            line.extend((0..m).map(|_| g.rng.range(0, n - 1)));
            g.line(&line);
        }
        g.line(&[0]);
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let mut rng = Rng::new(1524);
    for test in 0..40 {
        let n = 1 + test % 7;
        // A random DAG: edges only to later vertices, shuffled.
        let mut order: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut order);
        let mut out = vec![Vec::new(); n];
        for i in 0..n {
            for j in i + 1..n {
                if rng.one_in(2) {
                    out[order[i]].push(order[j]);
                }
            }
        }
        text.line(&[n as u64]);
        for targets in &out {
            let mut line = vec![targets.len() as u64];
            line.extend(targets.iter().map(|&t| t as u64));
            text.line(&line);
        }
        let queries: Vec<Vec<u64>> = (1..=3)
            .flat_map(|m| multisets(m, 0, n as u64 - 1))
            .collect();
        let starts = queries
            .iter()
            .map(|q| q.iter().map(|&v| v as usize).collect());
        let tree = solve(&rules::DagTokens { out }, starts);
        for query in &queries {
            let tokens: Vec<usize> = query.iter().map(|&v| v as usize).collect();
            text.list_line(query);
            text.answer(&verdict(!tree.is_losing(&tokens), "WIN", "LOSE"));
        }
        text.line(&[0]);
    }
    text.done()
}
