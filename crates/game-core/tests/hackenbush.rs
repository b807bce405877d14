//! Green Hackenbush (`game_core::hackenbush`: the Colon principle on trees,
//! the Fusion principle on graphs, POJ 3710's checks) against the cut by
//! cut game tree of `game_core::proof::hackenbush`, exhaustively over every
//! small multigraph (loops and parallel edges included) and every small
//! tree, then on random larger pictures and sums of them. Values are
//! compared, not only who wins.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::Rng;

use game_core::hackenbush::{
    drawing_grundy, drawings_first_player_wins, graph_values, tree_first_player_wins, tree_values,
    Drawings,
};
use game_core::proof::hackenbush::GreenHackenbush;
use game_core::proof::solver::{solve, Game};

/// A picture: its vertex count and its edges, vertex 0 the root.
#[derive(Debug, Clone)]
struct Picture {
    vertices: u8,
    edges: Vec<(u8, u8)>,
}

impl Picture {
    /// The edges numbered from 1, root 1, as the judges give them.
    fn judge_edges(&self) -> Vec<(u64, u64)> {
        self.edges
            .iter()
            .map(|&(a, b)| (u64::from(a) + 1, u64::from(b) + 1))
            .collect()
    }

    fn start(&self) -> Vec<(u8, u8)> {
        GreenHackenbush::start(&self.edges)
    }

    /// True if vertex `v` is joined to the root.
    fn reaches(&self, v: usize) -> bool {
        let mut reached = vec![false; usize::from(self.vertices)];
        reached[0] = true;
        for _ in 0..self.vertices {
            for &(a, b) in &self.edges {
                let (a, b) = (usize::from(a), usize::from(b));
                if reached[a] || reached[b] {
                    reached[a] = true;
                    reached[b] = true;
                }
            }
        }
        reached[v]
    }

    /// True if every vertex is joined to the root.
    fn connected(&self) -> bool {
        let mut reached = vec![false; usize::from(self.vertices)];
        reached[0] = true;
        for _ in 0..self.vertices {
            for &(a, b) in &self.edges {
                let (a, b) = (usize::from(a), usize::from(b));
                if reached[a] || reached[b] {
                    reached[a] = true;
                    reached[b] = true;
                }
            }
        }
        reached.iter().all(|&r| r)
    }

    /// True if no edge lies on two cycles, by listing every set of edges
    /// that is a cycle: connected, every vertex of degree 0 or 2 (a loop
    /// counts 2).
    fn no_edge_on_two_cycles(&self) -> bool {
        let e = self.edges.len();
        let mut on_cycles = vec![0; e];
        for subset in 1u32..1 << e {
            let chosen: Vec<usize> = (0..e).filter(|&i| subset >> i & 1 == 1).collect();
            let mut degree = vec![0; usize::from(self.vertices)];
            for &i in &chosen {
                let (a, b) = self.edges[i];
                degree[usize::from(a)] += 1;
                degree[usize::from(b)] += 1;
            }
            if degree.iter().any(|&d| d != 0 && d != 2) {
                continue;
            }
            // Connected: grow from the first edge's ends.
            let mut reached = vec![false; usize::from(self.vertices)];
            reached[usize::from(self.edges[chosen[0]].0)] = true;
            for _ in 0..chosen.len() {
                for &i in &chosen {
                    let (a, b) = self.edges[i];
                    if reached[usize::from(a)] || reached[usize::from(b)] {
                        reached[usize::from(a)] = true;
                        reached[usize::from(b)] = true;
                    }
                }
            }
            if chosen
                .iter()
                .all(|&i| reached[usize::from(self.edges[i].0)])
            {
                for &i in &chosen {
                    on_cycles[i] += 1;
                }
            }
        }
        on_cycles.iter().all(|&c| c <= 1)
    }
}

/// Every multiset of `count` edges on vertices `0..vertices` (loops
/// included), each edge `(a, b)` with `a ≤ b`.
fn multigraphs(vertices: u8, count: usize) -> Vec<Picture> {
    let pairs: Vec<(u8, u8)> = (0..vertices)
        .flat_map(|a| (a..vertices).map(move |b| (a, b)))
        .collect();
    let mut all = vec![(0usize, Vec::new())];
    for _ in 0..count {
        let mut longer = Vec::new();
        for (low, edges) in all {
            for (p, &pair) in pairs.iter().enumerate().skip(low) {
                let mut e: Vec<(u8, u8)> = edges.clone();
                e.push(pair);
                longer.push((p, e));
            }
        }
        all = longer;
    }
    all.into_iter()
        .map(|(_, edges)| Picture { vertices, edges })
        .collect()
}

/// Checks every function of the theory on one picture against the solved
/// game tree; returns whether it is one of POJ 3710's drawings.
fn check(picture: &Picture, grundy: u32) -> bool {
    let (n, edges) = (u64::from(picture.vertices), picture.judge_edges());
    let values = graph_values(n, &edges).unwrap();
    assert_eq!(values[0], u64::from(grundy), "{picture:?}");
    let connected = picture.connected();
    let drawing = connected && picture.no_edge_on_two_cycles();
    match drawing_grundy(n, &edges) {
        Ok(value) => {
            assert!(drawing, "{picture:?}");
            assert_eq!(value, u64::from(grundy), "{picture:?}");
        }
        Err(e) if !connected => assert!(e.contains("not connected"), "{picture:?}: {e}"),
        Err(e) => {
            assert!(!drawing && e.contains("two cycles"), "{picture:?}: {e}");
        }
    }
    // A tree: connected, with one edge fewer than vertices.
    let tree = connected && edges.len() as u64 == n - 1;
    match tree_values(n, &edges) {
        Ok(tree_values) => {
            assert!(tree, "{picture:?}");
            assert_eq!(tree_values, values, "{picture:?}");
            assert_eq!(tree_first_player_wins(n, &edges), Ok(grundy != 0));
        }
        Err(e) => {
            assert!(!tree, "{picture:?}: {e}");
            // A vertex named as not connected is not; else, with one edge
            // fewer than vertices, the edges close a cycle.
            let apart = e
                .strip_prefix("the edges are not a tree: vertex ")
                .and_then(|rest| rest.strip_suffix(" is not connected to vertex 1"));
            if let Some(v) = apart {
                let v: usize = v.parse().unwrap();
                assert!(!picture.reaches(v - 1), "{picture:?}: {e}");
            } else if edges.len() as u64 == n - 1 {
                let cycle = "the edges are not a tree: some of them close a cycle";
                assert_eq!(e, cycle, "{picture:?}");
            } else {
                let count = format!("a tree on {n} vertices has {} edges, not ", n - 1);
                assert!(e.starts_with(&count), "{picture:?}: {e}");
            }
        }
    }
    drawing
}

#[test]
fn every_small_multigraph() {
    // Up to 5 edges on up to 6 vertices (isolated vertices included, which
    // POJ 3710 refuses), and 6 edges on up to 4.
    let mut pictures = Vec::new();
    for vertices in 1..=6 {
        for count in 0..=5 {
            pictures.extend(multigraphs(vertices, count));
        }
    }
    for vertices in 1..=4 {
        pictures.extend(multigraphs(vertices, 6));
    }
    let tree = solve(&GreenHackenbush, pictures.iter().map(Picture::start));
    let (mut drawings, mut largest) = (0, 0);
    for picture in &pictures {
        let grundy = tree.grundy(&picture.start()).unwrap();
        drawings += usize::from(check(picture, grundy));
        largest = largest.max(grundy);
    }
    assert!(pictures.len() > 80_000, "{}", pictures.len());
    assert!(drawings > 4_000 && largest >= 5, "{drawings} {largest}");
}

/// Every tree on `n` labelled vertices, by Prüfer sequences.
fn labelled_trees(n: u8) -> Vec<Picture> {
    if n <= 2 {
        let edges = if n == 2 { vec![(0, 1)] } else { vec![] };
        return vec![Picture { vertices: n, edges }];
    }
    let mut trees = Vec::new();
    let len = usize::from(n) - 2;
    let mut code = vec![0u8; len];
    loop {
        let mut degree = vec![1; usize::from(n)];
        for &c in &code {
            degree[usize::from(c)] += 1;
        }
        let mut edges = Vec::new();
        for &c in &code {
            let leaf = degree.iter().position(|&d| d == 1).unwrap();
            edges.push((leaf as u8, c));
            degree[leaf] -= 1;
            degree[usize::from(c)] -= 1;
        }
        let rest: Vec<u8> = (0..n).filter(|&v| degree[usize::from(v)] == 1).collect();
        edges.push((rest[0], rest[1]));
        trees.push(Picture { vertices: n, edges });
        // The next sequence, as a number in base n.
        let Some(i) = code.iter().rposition(|&c| c + 1 < n) else {
            return trees;
        };
        code[i] += 1;
        for c in &mut code[i + 1..] {
            *c = 0;
        }
    }
}

/// The subtree at `v` of a tree rooted at 0, relabelled so that `v` is the
/// root (the labels 0 and `v` swapped).
fn subtree(tree: &Picture, v: u8) -> Vec<(u8, u8)> {
    let n = usize::from(tree.vertices);
    let mut parent = vec![u8::MAX; n];
    parent[0] = 0;
    let mut order = vec![0u8];
    let mut i = 0;
    while i < order.len() {
        let u = order[i];
        i += 1;
        for &(a, b) in &tree.edges {
            for (x, y) in [(a, b), (b, a)] {
                if x == u && parent[usize::from(y)] == u8::MAX {
                    parent[usize::from(y)] = u;
                    order.push(y);
                }
            }
        }
    }
    let below = |mut x: u8| loop {
        if x == v {
            return true;
        }
        if x == 0 {
            return false;
        }
        x = parent[usize::from(x)];
    };
    let swap = |x: u8| match x {
        0 => v,
        x if x == v => 0,
        x => x,
    };
    (0..tree.vertices)
        .filter(|&x| x != v && x != 0 && below(x))
        .map(|x| (swap(x), swap(parent[usize::from(x)])))
        .collect()
}

#[test]
fn every_small_tree_and_every_subtree() {
    let mut trees = Vec::new();
    for n in 1..=7 {
        trees.extend(labelled_trees(n));
    }
    assert_eq!(trees.len(), 1 + 1 + 3 + 16 + 125 + 1296 + 16807);
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for _ in 0..300 {
        // Random trees of 8 to 15 vertices: each vertex joins an earlier one,
        // then the labels (but the root's) are shuffled.
        let n = 8 + rng.below(8) as u8;
        let mut label: Vec<u8> = (0..n).collect();
        for i in (2..n as usize).rev() {
            label.swap(i, 1 + rng.below(i as u64) as usize);
        }
        let edges = (1..n)
            .map(|v| {
                (
                    label[usize::from(v)],
                    label[rng.below(u64::from(v)) as usize],
                )
            })
            .collect();
        trees.push(Picture { vertices: n, edges });
    }
    let mut starts = Vec::new();
    for t in &trees {
        starts.extend((0..t.vertices).map(|v| GreenHackenbush::start(&subtree(t, v))));
    }
    let solved = solve(&GreenHackenbush, starts);
    for t in &trees {
        let values = tree_values(u64::from(t.vertices), &t.judge_edges()).unwrap();
        for v in 0..t.vertices {
            let expected = solved.grundy(&GreenHackenbush::start(&subtree(t, v)));
            assert_eq!(
                Some(values[usize::from(v)]),
                expected.map(u64::from),
                "{t:?} at {v}"
            );
        }
        let root = solved.grundy(&t.start()).unwrap();
        assert!(check(t, root));
    }
}

/// A random connected drawing of POJ 3710: stalks, and polygons of 1 (a
/// loop) to 6 edges hung at a vertex, labels shuffled (but the root's).
fn random_drawing(rng: &mut Rng, max_edges: usize) -> Picture {
    let (mut vertices, mut edges) = (1u8, Vec::new());
    while edges.len() < max_edges {
        let at = rng.below(u64::from(vertices)) as u8;
        let sides = match rng.below(3) {
            0 => 0, // a stalk edge
            _ => 1 + rng.below(6) as usize,
        };
        if sides == 0 {
            edges.push((at, vertices));
            vertices += 1;
            continue;
        }
        if edges.len() + sides > max_edges {
            continue;
        }
        // A polygon at `at` through sides − 1 new vertices.
        let mut last = at;
        for _ in 1..sides {
            edges.push((last, vertices));
            last = vertices;
            vertices += 1;
        }
        edges.push((last, at));
    }
    let mut label: Vec<u8> = (0..vertices).collect();
    for i in (2..usize::from(vertices)).rev() {
        label.swap(i, 1 + rng.below(i as u64) as usize);
    }
    for e in &mut edges {
        *e = if rng.below(2) == 0 {
            (label[usize::from(e.0)], label[usize::from(e.1)])
        } else {
            (label[usize::from(e.1)], label[usize::from(e.0)])
        };
    }
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.below(i as u64 + 1) as usize);
    }
    Picture { vertices, edges }
}

#[test]
fn random_drawings_and_multigraphs() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut pictures: Vec<Picture> = (0..400).map(|_| random_drawing(&mut rng, 12)).collect();
    // Random multigraphs: 6 to 11 edges on 2 to 7 vertices.
    for _ in 0..400 {
        let vertices = 2 + rng.below(6) as u8;
        let count = 6 + rng.below(6) as usize;
        let edges = (0..count)
            .map(|_| {
                let a = rng.below(u64::from(vertices)) as u8;
                (a, rng.below(u64::from(vertices)) as u8)
            })
            .collect();
        pictures.push(Picture { vertices, edges });
    }
    let solved = solve(&GreenHackenbush, pictures.iter().map(Picture::start));
    let mut drawings = 0;
    for (i, picture) in pictures.iter().enumerate() {
        let grundy = solved.grundy(&picture.start()).unwrap();
        let drawing = check(picture, grundy);
        assert!(drawing || i >= 400, "{picture:?}");
        drawings += usize::from(drawing);
    }
    assert!(drawings > 400, "{drawings}");
}

/// A sum of pictures: a move is a cut in one of them.
struct Sum;

impl Game for Sum {
    type State = Vec<Vec<(u8, u8)>>;

    fn moves(&self, parts: &Self::State, out: &mut Vec<Self::State>) {
        let mut part_moves = Vec::new();
        for (i, part) in parts.iter().enumerate() {
            part_moves.clear();
            GreenHackenbush.moves(part, &mut part_moves);
            for m in part_moves.drain(..) {
                let mut next = parts.clone();
                next[i] = m;
                out.push(next);
            }
        }
    }
}

#[test]
fn sums_of_two_and_three_drawings() {
    let mut rng = Rng(77);
    let mut tests = Vec::new();
    for case in 0..600 {
        let parts = 2 + case % 2;
        let drawings: Vec<Picture> = (0..parts)
            .map(|_| {
                let edges = 2 + rng.below(4) as usize;
                random_drawing(&mut rng, edges)
            })
            .collect();
        tests.push(drawings);
    }
    let starts = tests
        .iter()
        .map(|d| d.iter().map(Picture::start).collect::<Vec<_>>());
    let solved = solve(&Sum, starts);
    let mut wins = 0;
    let mut reused = Drawings::new();
    for drawings in &tests {
        let state: Vec<_> = drawings.iter().map(Picture::start).collect();
        let won = !solved.is_losing(&state);
        let input: Vec<(u64, Vec<(u64, u64)>)> = drawings
            .iter()
            .map(|d| (u64::from(d.vertices), d.judge_edges()))
            .collect();
        assert_eq!(drawings_first_player_wins(&input), Ok(won), "{drawings:?}");
        // The same with one Drawings for every test, its buffers reused.
        reused.clear();
        for (vertices, edges) in &input {
            reused.add_drawing(*vertices).unwrap();
            for &(a, b) in edges {
                reused.add_edge(a, b).unwrap();
            }
            reused.end_drawing().unwrap();
        }
        assert_eq!(reused.first_player_wins(), won, "{drawings:?}");
        wins += usize::from(won);
    }
    assert!(wins > 100 && wins < 500, "{wins}");
}

#[test]
fn poj3710_sample_and_refusals() {
    let sample = [(2, vec![(1, 2)]), (4, vec![(1, 2), (2, 3), (2, 4), (3, 4)])];
    assert_eq!(drawings_first_player_wins(&sample), Ok(true));
    let bad = [(2, vec![(1, 2)]), (3, vec![(1, 2), (2, 3), (3, 1), (1, 2)])];
    assert_eq!(
        drawings_first_player_wins(&bad),
        Err("drawing 2: the edge 1 2 lies on two cycles: polygons share no edge".into())
    );
    let none: [(u64, Vec<(u64, u64)>); 0] = [];
    assert_eq!(drawings_first_player_wins(&none), Ok(false));
    assert!(drawings_first_player_wins(&[(0, vec![])]).is_err());
}

#[test]
fn large_trees_and_drawings_agree_with_each_other() {
    // No game tree this big: the Colon principle, the Fusion principle and
    // POJ 3710's check must give the same values on trees.
    let mut rng = Rng(2024);
    for n in [2u64, 1000, 100_000] {
        let edges: Vec<(u64, u64)> = (2..=n).map(|v| (v, 1 + rng.below(v - 1))).collect();
        let values = tree_values(n, &edges).unwrap();
        assert_eq!(graph_values(n, &edges).unwrap(), values);
        assert_eq!(drawing_grundy(n, &edges), Ok(values[0]));
    }
    // A chain of 33 333 triangles, each hung at the previous one's far
    // vertex: each is worth one edge on top of the rest, a stalk in all.
    let triangles = 33_333u64;
    let mut edges = Vec::new();
    for t in 0..triangles {
        let (at, b, c) = (2 * t + 1, 2 * t + 2, 2 * t + 3);
        edges.extend([(at, b), (b, c), (c, at)]);
    }
    let n = 2 * triangles + 1;
    // All triangles are one 2-edge-connected component: 3·33 333 loops.
    assert_eq!(drawing_grundy(n, &edges), Ok(1));
    // Joined by bridges instead: 1, 2, … — each a triangle (1) plus a bridge.
    let mut edges = Vec::new();
    for t in 0..triangles {
        let (at, b, c, next) = (3 * t + 1, 3 * t + 2, 3 * t + 3, 3 * t + 4);
        edges.extend([(at, b), (b, c), (c, at), (c, next)]);
    }
    let n = 3 * triangles + 1;
    let values = graph_values(n, &edges).unwrap();
    assert_eq!(drawing_grundy(n, &edges), Ok(values[0]));
    assert_eq!(values[n as usize - 1], 0);
    // The component of the last triangle: 1 ^ (0 + 1) = 0; each earlier
    // one: 1 ^ (g + 1) with g the next one's.
    let mut g = 0;
    for _ in 0..triangles {
        g = 1 ^ (g + 1);
    }
    assert_eq!(values[0], g);
}
