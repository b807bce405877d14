//! POJ 3710 (green Hackenbush on trees with polygons, the Fusion principle), as the tools know it:
//! the reference model of its input and answers, its input generator, and its small cases
//! answered by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`)
//! against it.

use game_core::hackenbush;
use game_core::proof::hackenbush::GreenHackenbush;
use game_core::proof::solver::solve;
use spec::read::{values, verdict};
use spec::{Gen, Problem, Reader, Rng, Scale, Text};

/// What the tools know of POJ 3710.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Tests until the end: `N`, then N drawings `m k` and k edges `a b`.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    let mut drawings = hackenbush::Drawings::new();
    while !r.at_end() {
        let Some(n) = r.next_value() else { break };
        drawings.clear();
        let read = r.repeat(n, "drawings", |r| {
            let Some([m, k]) = values(r) else { return };
            if r.valid(drawings.add_drawing(m)).is_none() {
                return;
            }
            let edges = r.repeat(k, "edges", |r| {
                if let Some([a, b]) = values(r) {
                    r.valid(drawings.add_edge(a, b));
                }
            });
            if edges {
                r.valid(drawings.end_drawing());
            }
        });
        if !read {
            break;
        }
        out.push_str(&verdict(drawings.first_player_wins(), "Sally", "Harry"));
    }
    out
}

/// A drawing: its number of vertices and its edges on `0..m`, 0 the root.
type Drawing = (usize, Vec<(usize, usize)>);

/// A drawing of `m` vertices, grown from the root: under a vertex chosen
/// at random, a pendant edge or a polygon of 2 (two parallel edges) to 8
/// edges through it. With `anywhere`, things also hang from a polygon's
/// other vertices, and a loop now and then; else only from the tree's
/// vertices, as the statement draws them.
fn drawing(rng: &mut Rng, m: usize, anywhere: bool) -> Drawing {
    let mut edges = Vec::new();
    let mut hooks = vec![0];
    let mut count = 1;
    let pick =
        |rng: &mut Rng, hooks: &[usize]| hooks[rng.range(0, hooks.len() as u64 - 1) as usize];
    while count < m {
        let v = pick(rng, &hooks);
        let new = if rng.one_in(2) {
            1
        } else {
            rng.range(1, ((m - count) as u64).min(7)) as usize
        };
        if new == 1 && rng.one_in(2) {
            edges.push((v, count));
            hooks.push(count);
        } else {
            // A polygon of new + 1 edges: v, count, …, count + new − 1, v.
            let mut last = v;
            for w in count..count + new {
                edges.push((last, w));
                last = w;
                if anywhere {
                    hooks.push(w);
                }
            }
            edges.push((last, v));
        }
        count += new;
    }
    if anywhere && rng.one_in(4) {
        let v = pick(rng, &hooks);
        edges.push((v, v));
    }
    (m, edges)
}

/// A drawing the second player wins: two copies of a drawing of `h`
/// vertices hanging from one root (2h − 1 vertices).
fn mirrored(rng: &mut Rng, h: usize, anywhere: bool) -> Drawing {
    let (_, half) = drawing(rng, h, anywhere);
    let copy = |v: usize| if v == 0 { 0 } else { v + h - 1 };
    let mut edges = half.clone();
    edges.extend(half.iter().map(|&(a, b)| (copy(a), copy(b))));
    (2 * h - 1, edges)
}

/// The drawings of one test: `count` random ones of 1 to `max_m` vertices,
/// or with `lost` equal pairs and (for an odd count) a mirrored drawing,
/// which the second player wins by copying.
fn drawings(rng: &mut Rng, count: u64, max_m: u64, anywhere: bool, lost: bool) -> Vec<Drawing> {
    let mut all = Vec::new();
    if lost {
        for _ in 0..count / 2 {
            let m = rng.range(1, max_m) as usize;
            let one = drawing(rng, m, anywhere);
            all.push(one.clone());
            all.push(one);
        }
        if count % 2 == 1 {
            let h = rng.range(1, max_m.div_ceil(2)) as usize;
            all.push(mirrored(rng, h, anywhere));
        }
        rng.shuffle(&mut all);
    } else {
        for _ in 0..count {
            let m = rng.range(1, max_m) as usize;
            all.push(drawing(rng, m, anywhere));
        }
    }
    all
}

/// The edges of a drawing as the judge gives them, numbered from 1 (the
/// root vertex 1, the others at random), each either way round, in any
/// order.
fn judge_edges(rng: &mut Rng, (m, edges): &Drawing) -> Vec<(u64, u64)> {
    let mut label: Vec<u64> = (1..=*m as u64).collect();
    rng.shuffle(&mut label[1..]);
    let mut out: Vec<(u64, u64)> = edges
        .iter()
        .map(|&(a, b)| match rng.one_in(2) {
            true => (label[a], label[b]),
            false => (label[b], label[a]),
        })
        .collect();
    rng.shuffle(&mut out);
    out
}

/// Statement: N < 100 drawings, each of m < 100 nodes and k < 500 edges,
/// tests until the end of input. With [`Scale::Statement`]
/// min(cases, 300) tests of min(cases / 10^4, 99) drawings (at least one)
/// of 1 to 99 vertices: the benchmark's 10^6 cases are 300 tests of 99
/// drawings, the statement's largest; polygons hang from the tree only,
/// no loops. Otherwise `cases` tests of 1 to 3 drawings of up to 6
/// vertices ([`Scale::Small`]) or of 1 to 8 drawings of up to 99
/// ([`Scale::Huge`]), polygons hanging from polygons too, and loops. One
/// test in four is lost for the first player, by pairs of equal drawings.
fn generate(g: &mut Gen<'_>) {
    let (tests, most, max_m, anywhere) = match g.scale {
        Scale::Statement => (g.cases.min(300), (g.cases / 10_000).clamp(1, 99), 99, false),
        Scale::Small => (g.cases, 3, 6, true),
        Scale::Huge => (g.cases, 8, 99, true),
    };
    for _ in 0..tests {
        let count = if g.scale == Scale::Statement {
            most
        } else {
            g.rng.range(1, most)
        };
        let lost = g.rng.one_in(4);
        let test = drawings(&mut g.rng, count, max_m, anywhere, lost);
        g.line(&[count]);
        for drawing in &test {
            let edges = judge_edges(&mut g.rng, drawing);
            g.line(&[drawing.0 as u64, edges.len() as u64]);
            for (a, b) in edges {
                g.line(&[a, b]);
            }
        }
    }
}

/// True if every vertex of the drawing is joined to the root.
fn connected((m, edges): &Drawing) -> bool {
    let mut reached = vec![false; *m];
    reached[0] = true;
    for _ in 0..*m {
        for &(a, b) in edges {
            if reached[a] || reached[b] {
                reached[a] = true;
                reached[b] = true;
            }
        }
    }
    reached.iter().all(|&r| r)
}

/// True if no edge lies on two cycles ("every edge lies on at most one
/// polygon"), by trying every set of edges: a cycle is a connected set in
/// which every vertex has degree 0 or 2 (a loop counts 2).
fn cactus((m, edges): &Drawing) -> bool {
    let mut on_cycles = vec![0; edges.len()];
    for subset in 1u32..1 << edges.len() {
        let chosen: Vec<usize> = (0..edges.len()).filter(|&i| subset >> i & 1 == 1).collect();
        let mut degree = vec![0; *m];
        for &i in &chosen {
            degree[edges[i].0] += 1;
            degree[edges[i].1] += 1;
        }
        if degree.iter().any(|&d| d != 0 && d != 2) {
            continue;
        }
        let mut reached = vec![false; *m];
        reached[edges[chosen[0]].0] = true;
        for _ in 0..chosen.len() {
            for &i in &chosen {
                let (a, b) = edges[i];
                if reached[a] || reached[b] {
                    reached[a] = true;
                    reached[b] = true;
                }
            }
        }
        if chosen.iter().all(|&i| reached[edges[i].0]) {
            chosen.iter().for_each(|&i| on_cycles[i] += 1);
        }
    }
    on_cycles.iter().all(|&c| c <= 1)
}

/// Every multiset of `count` edges on `0..m`, loops included, each edge
/// `(a, b)` with `a ≤ b`.
fn multigraphs(m: usize, count: usize) -> Vec<Drawing> {
    let pairs: Vec<(usize, usize)> = (0..m).flat_map(|a| (a..m).map(move |b| (a, b))).collect();
    let mut all: Vec<(usize, Vec<(usize, usize)>)> = vec![(0, Vec::new())];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|(low, edges)| {
                pairs[low..].iter().enumerate().map(move |(i, &pair)| {
                    let mut edges = edges.clone();
                    edges.push(pair);
                    (low + i, edges)
                })
            })
            .collect();
    }
    all.into_iter().map(|(_, edges)| (m, edges)).collect()
}

/// The sum of the drawings as one picture for the game tree: their roots
/// made one vertex 0 (a cut in one drawing never disconnects another).
fn picture(test: &[Drawing]) -> Vec<(u8, u8)> {
    let mut edges = Vec::new();
    let mut offset = 0;
    for (m, drawing) in test {
        let at = |v: usize| if v == 0 { 0 } else { (v + offset) as u8 };
        edges.extend(drawing.iter().map(|&(a, b)| (at(a), at(b))));
        offset += m - 1;
    }
    GreenHackenbush::start(&edges)
}

/// Every drawing of up to 5 vertices and 5 edges (loops and parallel edges
/// included, connected, no edge on two polygons; 3,000 or so) as a test of
/// its own, and 400 tests of 2 or 3 small random drawings; answered by the
/// game tree of green Hackenbush on their sum (an edge cut, what no longer
/// reaches a root removed).
fn exhaustive() -> (String, String) {
    let mut tests: Vec<Vec<Drawing>> = Vec::new();
    for m in 1..=5 {
        for count in 0..=5 {
            let valid = multigraphs(m, count)
                .into_iter()
                .filter(|d| connected(d) && cactus(d));
            tests.extend(valid.map(|d| vec![d]));
        }
    }
    let mut rng = Rng::new(3710);
    for _ in 0..400 {
        let count = rng.range(2, 3);
        let lost = rng.one_in(4);
        tests.push(drawings(&mut rng, count, 5, true, lost));
    }
    let tree = solve(&GreenHackenbush, tests.iter().map(|t| picture(t)));
    let mut text = Text::default();
    for test in &tests {
        let sally = !tree.is_losing(&picture(test));
        text.line(&[test.len() as u64]);
        for drawing in test {
            let edges = judge_edges(&mut rng, drawing);
            text.line(&[drawing.0 as u64, edges.len() as u64]);
            for (a, b) in edges {
                text.line(&[a, b]);
            }
        }
        text.answer(&verdict(sally, "Sally", "Harry"));
    }
    text.done()
}
