//! Luogu P6560 (a token on a cyclic digraph; whoever moves it onto the target wins), as the tools
//! know it: the reference model of its input and answers, its input generator, and its small cases
//! answered by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`)
//! against it.

use game_core::draws::{self, Outcome};
use game_core::proof::draws::{solve, TokenToTarget, Value};
use spec::{Gen, Problem, Reader, Rng, Scale};

/// What the tools know of Luogu P6560.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// One test: `n m q`, m edges `u v`, q rounds `x y`; nothing at all is no
/// test.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    if r.at_end() {
        return out;
    }
    let mut counts = [0; 3];
    for c in &mut counts {
        let Some(v) = r.next_value() else { return out };
        *c = v;
    }
    let [n, m, q] = counts;
    let mut pairs = [Vec::new(), Vec::new()];
    for (list, (count, noun)) in pairs.iter_mut().zip([(m, "edges"), (q, "rounds")]) {
        let read = r.repeat(count, noun, |r| {
            if let (Some(a), Some(b)) = (r.next_value(), r.next_value()) {
                list.push((a, b));
            }
        });
        if !read {
            return out;
        }
    }
    if let Some(outcomes) = r.valid(draws::token_game(n, &pairs[0], &pairs[1])) {
        for o in outcomes {
            out.push_str(answer(o));
        }
    }
    out
}

/// A round's answer line, said for the first player.
fn answer(o: Outcome) -> &'static str {
    match o {
        Outcome::Win => "1\n",
        Outcome::Lose => "-1\n",
        Outcome::Draw => "0\n",
    }
}

/// Statement: one test, n ≤ 10^5 vertices, m ≤ 5 · 10^5 edges, q ≤ 500
/// rounds with x ≠ y. One test per input, so its size grows with `cases`:
/// q = min(cases, 500) rounds (one answer line each), n = cases / 10
/// vertices (at least 2, at most 10^5) and m = 5n edges, so that 10^6
/// cases are the largest input, with 500 distinct targets. The graph is a
/// DAG in a random order with one edge in 40 anywhere (loops, cycles:
/// draws), but at most about 100 such edges: at the largest input each
/// analysis then labels every vertex and looks back along every edge, the
/// most work (2.5 · 10^8 edges in all; with one edge in 40 anywhere, three
/// vertices in four are draws and a third of the edges are looked at).
/// Repeated edges as they come. [`Scale::Small`]: up to 8 vertices and n to 2n + 2 edges anywhere;
/// [`Scale::Huge`]: any vertices, mostly refused.
fn generate(g: &mut Gen<'_>) {
    let c = g.cases;
    if c == 0 {
        return;
    }
    let q = c.min(500);
    let (n, m) = match g.scale {
        Scale::Statement => {
            let n = (c / 10).clamp(2, 100_000);
            (n, 5 * n)
        }
        Scale::Small => {
            let n = g.rng.range(2, 8);
            (n, g.rng.range(n, 2 * n + 2))
        }
        Scale::Huge => (g.value(2, 100_000), g.count(0, 5)),
    };
    g.line(&[n, m, q]);
    let mut order: Vec<u64> = (1..=n.min(100_000)).collect();
    g.rng.shuffle(&mut order);
    for _ in 0..m {
        let edge = match g.scale {
            Scale::Statement if !g.rng.one_in((m / 100).max(40)) => {
                // From later to earlier in the order: no cycle.
                let i = g.rng.range(1, n - 1) as usize;
                let j = g.rng.range(0, i as u64 - 1) as usize;
                [order[i], order[j]]
            }
            Scale::Huge => [g.value(1, n), g.value(1, n)],
            _ => [g.rng.range(1, n), g.rng.range(1, n)],
        };
        g.line(&edge);
    }
    // Distinct targets where there are enough vertices, in a random order.
    for k in 0..q {
        let y = if n >= q && g.scale == Scale::Statement {
            order[k as usize]
        } else {
            g.rng.range(1, n)
        };
        let x = match g.scale {
            Scale::Huge => g.value(1, n),
            _ => loop {
                let x = g.rng.range(1, n);
                if x != y {
                    break x;
                }
            },
        };
        g.line(&[x, y]);
    }
}

/// Every directed graph on 2 and on 3 vertices (loops included), and on 1,
/// side by side as one graph, with every round of each (every target, every
/// other start), then 40 random graphs of 4 and 5 vertices with repeated
/// edges and every round of each, then from each graph one round whose
/// target is in the next graph (the token never reaches it): answered by
/// the fixed point of the rules ([`TokenToTarget`]) on the whole graph.
fn exhaustive() -> (String, String) {
    let mut graphs: Vec<(usize, Vec<(usize, usize)>)> = Vec::new();
    for k in 1..=3usize {
        let pairs: Vec<(usize, usize)> = (0..k).flat_map(|u| (0..k).map(move |v| (u, v))).collect();
        for bits in 0..1u32 << pairs.len() {
            let edges = (0..pairs.len()).filter(|i| bits >> i & 1 == 1);
            graphs.push((k, edges.map(|i| pairs[i]).collect()));
        }
    }
    let mut rng = Rng::new(6560);
    for k in [4, 5].into_iter().flat_map(|k| [k; 20]) {
        let m = rng.range(0, 3 * k as u64);
        let edges = (0..m).map(|_| {
            (
                rng.range(0, k as u64 - 1) as usize,
                rng.range(0, k as u64 - 1) as usize,
            )
        });
        graphs.push((k, edges.collect()));
    }
    // The graphs side by side: graph i's vertex v is first[i] + v.
    let mut first = vec![0];
    let mut out: Vec<Vec<usize>> = Vec::new();
    for (k, edges) in &graphs {
        let base = out.len();
        out.resize(base + k, Vec::new());
        for &(u, v) in edges {
            out[base + u].push(base + v);
        }
        first.push(out.len());
    }
    let mut rounds = Vec::new();
    for (i, &(k, _)) in graphs.iter().enumerate() {
        for y in 0..k {
            rounds.extend(
                (0..k)
                    .filter(|&x| x != y)
                    .map(|x| (first[i] + x, first[i] + y)),
            );
        }
    }
    for i in 0..graphs.len() - 1 {
        rounds.push((first[i], first[i + 1]));
    }
    let edges: Vec<(usize, usize)> = (0..out.len())
        .flat_map(|u| out[u].iter().map(move |&v| (u, v)))
        .collect();
    let mut input = format!("{} {} {}\n", out.len(), edges.len(), rounds.len());
    for (u, v) in edges.iter().chain(&rounds) {
        input.push_str(&format!("{} {}\n", u + 1, v + 1));
    }
    let mut game = TokenToTarget { out, target: 0 };
    let mut output = String::new();
    for &(x, y) in &rounds {
        game.target = y;
        output.push_str(match solve(&game, [x]).value(&x) {
            Some(Value::Win) => "1\n",
            Some(Value::Lose) => "-1\n",
            _ => "0\n",
        });
    }
    (input, output)
}
