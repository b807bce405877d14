//! AGC 017 D (green Hackenbush on a tree, the Colon principle), as the tools know it: the
//! reference model of its input and answers, its input generator, and its small cases answered by
//! the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::hackenbush;
use game_core::proof::hackenbush::GreenHackenbush;
use game_core::proof::solver::solve;
use spec::read::{values, verdict};
use spec::{Gen, Problem, Reader, Rng, Scale, Text};

/// What the tools know of AGC 017 D.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Tests until the end (the judge's file holds one): `N`, then N − 1
/// edges `x y` of a tree on 1..=N rooted at vertex 1.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some(n) = r.next_value() else { break };
        let Some(mut tree) = r.valid(hackenbush::Tree::new(n)) else {
            break;
        };
        let read = r.repeat(n - 1, "edges", |r| {
            if let Some([x, y]) = values(r) {
                r.valid(tree.add_edge(x, y));
            }
        });
        if !read {
            break;
        }
        match r.valid(tree.first_player_wins()) {
            Some(alice) => out.push_str(&verdict(alice, "Alice", "Bob")),
            None => break,
        }
    }
    out
}

/// The parent of each vertex `1..n` of a tree on `0..n` rooted at 0, in
/// one of several shapes: random (each vertex under any earlier one), a
/// path (10^5 deep at the statement's largest), a star, deep and narrow
/// (under one of the three before), a caterpillar, or (one time in four,
/// `n` odd) two equal branches at the root, which the second player wins
/// by copying (for an even `n` the first player always wins: the root's
/// value has the parity of the number of edges).
fn parents(rng: &mut Rng, n: usize) -> Vec<usize> {
    let mut parent = vec![0; n];
    if n >= 3 && n % 2 == 1 && rng.one_in(4) {
        let half = (n - 1) / 2;
        for v in 2..=half {
            parent[v] = rng.range(1, v as u64 - 1) as usize;
            parent[v + half] = parent[v] + half;
        }
        return parent;
    }
    let shape = rng.range(0, 4);
    for (v, parent) in parent.iter_mut().enumerate().skip(1) {
        *parent = match shape {
            0 => rng.range(0, v as u64 - 1) as usize,
            1 => v - 1,
            2 => 0,
            3 => v.saturating_sub(rng.range(1, 3) as usize),
            _ if v < n / 2 => v - 1,
            _ => rng.range(0, (n / 2 - 1) as u64) as usize,
        };
    }
    parent
}

/// The edges `(a, b)` of the tree of `parent` as the judge gives them:
/// vertices numbered from 1 with the root vertex 1 (the others numbered at
/// random), each edge either way round, in any order.
fn edges(rng: &mut Rng, parent: &[usize]) -> Vec<(u64, u64)> {
    let n = parent.len();
    let mut label: Vec<u64> = (1..=n as u64).collect();
    rng.shuffle(&mut label[1..]);
    let mut edges: Vec<(u64, u64)> = (1..n)
        .map(|v| {
            let (a, b) = (label[v], label[parent[v]]);
            if rng.one_in(2) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    edges
}

/// Statement: 2 ≤ N ≤ 10^5, one tree per file; the binary reads trees
/// until the end. With [`Scale::Statement`] about 10^5 vertices in all,
/// in trees of up to n = min(cases, 10^5) vertices (the first exactly n,
/// the others n/2 to n), 10^5 / n of them: the benchmark's 10^6 cases are
/// one tree of 10^5 vertices, the statement's largest, and 300 cases are
/// 333 trees. Otherwise `cases` trees, of 2 to 9 vertices ([`Scale::Small`])
/// or up to 3000 ([`Scale::Huge`]).
fn generate(g: &mut Gen<'_>) {
    let sizes: Vec<u64> = match g.scale {
        Scale::Statement if g.cases > 0 => {
            let n = g.cases.clamp(2, 100_000);
            let rest = (1..100_000 / n).map(|_| g.rng.range((n / 2).max(2), n));
            std::iter::once(n).chain(rest.collect::<Vec<_>>()).collect()
        }
        Scale::Statement => Vec::new(),
        Scale::Small => (0..g.cases).map(|_| g.rng.range(2, 9)).collect(),
        Scale::Huge => (0..g.cases).map(|_| g.rng.range(2, 3000)).collect(),
    };
    for n in sizes {
        let parent = parents(&mut g.rng, n as usize);
        g.line(&[n]);
        for (a, b) in edges(&mut g.rng, &parent) {
            g.line(&[a, b]);
        }
    }
}

/// Every tree on `0..n` (labelled), by its Prüfer sequence, as its edges.
fn labelled_trees(n: usize) -> Vec<Vec<(usize, usize)>> {
    if n < 3 {
        return vec![if n == 2 { vec![(0, 1)] } else { vec![] }];
    }
    let mut trees = Vec::new();
    let mut code = vec![0; n - 2];
    loop {
        let mut degree = vec![1; n];
        for &c in &code {
            degree[c] += 1;
        }
        let mut edges = Vec::new();
        for &c in &code {
            let leaf = (0..n).find(|&v| degree[v] == 1).expect("a leaf");
            edges.push((leaf, c));
            degree[leaf] -= 1;
            degree[c] -= 1;
        }
        let last: Vec<usize> = (0..n).filter(|&v| degree[v] == 1).collect();
        edges.push((last[0], last[1]));
        trees.push(edges);
        // The next code, in base n.
        let Some(i) = code.iter().position(|&c| c + 1 < n) else {
            return trees;
        };
        code[i] += 1;
        code[..i].iter_mut().for_each(|c| *c = 0);
    }
}

/// Every tree on 1 to 7 vertices (every labelling; 18,249 trees), its
/// edges in a random order and orientation, answered by the game tree of
/// green Hackenbush (an edge cut, what no longer reaches vertex 1 removed).
fn exhaustive() -> (String, String) {
    let trees: Vec<(usize, Vec<(usize, usize)>)> = (1..=7)
        .flat_map(|n| labelled_trees(n).into_iter().map(move |t| (n, t)))
        .collect();
    let start = |edges: &[(usize, usize)]| {
        let edges: Vec<(u8, u8)> = edges.iter().map(|&(a, b)| (a as u8, b as u8)).collect();
        GreenHackenbush::start(&edges)
    };
    let tree = solve(&GreenHackenbush, trees.iter().map(|(_, e)| start(e)));
    let mut text = Text::default();
    let mut rng = Rng::new(17);
    for (n, mut edges) in trees.iter().cloned() {
        let alice = !tree.is_losing(&start(&edges));
        rng.shuffle(&mut edges);
        text.line(&[n as u64]);
        for (a, b) in edges {
            let (a, b) = (a as u64 + 1, b as u64 + 1);
            text.line(&if rng.one_in(2) { [a, b] } else { [b, a] });
        }
        text.answer(&verdict(alice, "Alice", "Bob"));
    }
    text.done()
}
