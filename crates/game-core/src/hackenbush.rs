//! Green Hackenbush on rooted trees and graphs: the Colon and Fusion
//! principles (AGC 017 D, POJ 3710).
//!
//! A graph hangs from a root (the ground); a move deletes one edge, and
//! everything no longer connected to the root falls away. Whoever cannot
//! move (no edge is left) loses; both players have the same moves.
//!
//! # The rule
//! - Trees (the Colon principle): the value of the subtree at `v` is the
//!   XOR over the children `c` of `g(c) + 1`; a leaf is worth 0
//!   ([`tree_values`]).
//! - Graphs (the Fusion principle): fuse the vertices of every cycle into
//!   one, each edge of the cycle becoming a loop, and a loop is worth one
//!   edge. So each 2-edge-connected component (the vertices joined by edges
//!   that lie on a cycle) is one vertex, with one pendant edge per edge
//!   inside it: `g(component) = (edges inside mod 2) XOR` over the bridges
//!   down to child components `c` of `g(c) + 1` ([`graph_values`]). An odd
//!   polygon leaves one edge, an even one none; parallel edges are a cycle
//!   of two, a loop is one edge.
//!
//! The player to move wins exactly when the root's value is not 0, and a
//! sum of pictures by the XOR of their values (see [`grundy`](super::grundy)).
//!
//! # Why
//! The Colon principle: if two pictures `H`, `H'` hanging at a vertex have
//! the same value, swapping one for the other (keeping the rest, `G`)
//! keeps the value, because `G:H + G:H'` is a second-player win (answer a
//! move in `H` or `H'` as the second player wins `H + H'`, and a move in
//! one `G` by the same move in the other, which removes `H` and `H'`
//! together or neither). So a branch
//! of value `g` at a vertex plays like a stalk of `g` edges there, an edge
//! topped by a stalk of `g` is a stalk of `g + 1`, and stalks at one vertex
//! are Nim heaps: XOR. The Fusion principle (Winning Ways, chapter 7) holds
//! in every rooted graph: the vertices of a cycle may be fused without
//! changing the value. Fusing cycle after cycle joins exactly the vertices
//! joined by non-bridge edges (each lies on a cycle, and a bridge lies on
//! none), so what is left is the tree of bridges, with the other edges as
//! loops at its vertices; a loop falls alone when cut, as a pendant edge.
//!
//! How it is computed, with no recursion. A tree, edge by edge ([`Tree`]):
//! each vertex keeps its degree and the XOR of its neighbours, so that a
//! leaf knows its parent, and leaves are passed up until the root is left.
//! A graph: one depth-first search from the
//! root, edges handled by index (so parallel edges are two edges, and the
//! edge back to the parent is told from a second edge to it). An edge to a
//! vertex already visited goes to an ancestor: it adds 1 to the cover count
//! of each tree edge on the path it closes (+1 at its lower end, −1 at its
//! upper end, summed over subtrees); a tree edge covered 0 times is a
//! bridge, and a DFS tree cut at its bridges falls into exactly the
//! 2-edge-connected components. Then, children before parents, a vertex
//! passes its XOR up: plus 1 over a bridge (the Colon principle), XOR 1
//! over a non-bridge edge (its loop), and each non-tree edge is a loop
//! where it starts.
//!
//! POJ 3710's pictures ([`drawing_grundy`]) are connected, and no edge lies
//! on two of its polygons: checked as every tree edge covered at most once.
//! That suffices: then the fundamental cycles (one per non-tree edge) share
//! no edge, and every cycle is a sum of fundamental cycles; a union of
//! edge-disjoint cycles is a cycle only if it is one of them.
//!
//! # Complexity
//! O(V + E) time and memory, iteratively: a path of 10^6 vertices is fine.

/// The most vertices, and the most edges, of a picture.
pub const LIMIT: u64 = 1_000_000;

/// Every edge at each vertex, as (other end, edge index): compressed rows
/// (a loop is listed twice at its vertex).
struct Adjacency {
    start: Vec<usize>,
    ends: Vec<(usize, usize)>,
}

impl Adjacency {
    /// The edges of a picture on vertices `1..=vertices`, 0-based.
    fn new(vertices: u64, edges: &[(u64, u64)]) -> Result<Adjacency, String> {
        if vertices == 0 || vertices.max(edges.len() as u64) > LIMIT {
            return Err(format!(
                "{vertices} vertices, {} edges: this program takes 1 to {LIMIT} vertices, up to {LIMIT} edges",
                edges.len()
            ));
        }
        let n = vertices as usize;
        let mut start = vec![0; n + 2];
        for (i, &(a, b)) in edges.iter().enumerate() {
            for x in [a, b] {
                if x == 0 || x > vertices {
                    return Err(format!(
                        "edge {} ({a} {b}): vertex {x} is not in 1..={vertices}",
                        i + 1
                    ));
                }
                start[x as usize + 1] += 1;
            }
        }
        for v in 1..start.len() {
            start[v] += start[v - 1];
        }
        // start[v + 1] is where 0-based vertex v's list starts, while filling.
        let mut ends = vec![(0, 0); 2 * edges.len()];
        for (i, &(a, b)) in edges.iter().enumerate() {
            let (a, b) = (a as usize - 1, b as usize - 1);
            for (x, y) in [(a, b), (b, a)] {
                ends[start[x + 1]] = (y, i);
                start[x + 1] += 1;
            }
        }
        start.pop();
        Ok(Adjacency { start, ends })
    }

    /// The edges at vertex `v`.
    fn at(&self, v: usize) -> &[(usize, usize)] {
        &self.ends[self.start[v]..self.start[v + 1]]
    }
}

/// A tree on vertices `1..=vertices` rooted at vertex 1, given edge by edge
/// (AGC 017 D), whose Colon-principle values it finds without storing the
/// edges.
///
/// Each vertex keeps its degree and the XOR of its neighbours' numbers. A
/// vertex other than the root with one edge left is a leaf of what
/// remains, and that XOR is its one neighbour: its parent. A leaf's value
/// is final (its children are gone), so it is passed up (`+ 1`, then XOR)
/// and the leaf removed, until only the root is left. `N − 1` edges that
/// leave a vertex with no edge (not the root), or vertices that never
/// become leaves (a cycle), are not a tree.
///
/// # Complexity
/// O(1) per edge, then O(V); 12 bytes per vertex: a tree of 10^5 vertices
/// in 1.2 MB, where its list of edges and their adjacency lists (as
/// [`graph_values`] builds them) take 8 MB, more than a judge binary's
/// 4 MiB.
///
/// ```
/// use game_core::hackenbush::Tree;
/// // AGC 017 D's first sample: 1-2, 2-3, 2-4, 4-5.
/// let mut tree = Tree::new(5)?;
/// for (a, b) in [(1, 2), (2, 3), (2, 4), (4, 5)] {
///     tree.add_edge(a, b)?;
/// }
/// assert_eq!(tree.values()?, [4, 3, 0, 1, 0]); // g(2) = (0 + 1) ^ (1 + 1)
/// assert_eq!(Tree::new(2)?.add_edge(1, 3).unwrap_err(), "edge 1 (1 3): vertex 3 is not in 1..=2");
/// assert!(Tree::new(0).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone)]
pub struct Tree {
    /// Per vertex (0-based): its edges left; `REMOVED` once it is passed up.
    degree: Vec<u32>,
    /// Per vertex: the XOR of the (0-based) numbers of its neighbours left.
    neighbours: Vec<u32>,
    edges: u64,
}

/// The degree of a vertex already passed up to its parent.
const REMOVED: u32 = u32::MAX;

impl Tree {
    /// A tree of `vertices` vertices and no edges yet.
    ///
    /// # Errors
    /// No vertices, or more than [`LIMIT`].
    pub fn new(vertices: u64) -> Result<Tree, String> {
        if vertices == 0 || vertices > LIMIT {
            return Err(format!(
                "{vertices} vertices: this program takes 1 to {LIMIT}"
            ));
        }
        let n = vertices as usize;
        Ok(Tree {
            degree: vec![0; n],
            neighbours: vec![0; n],
            edges: 0,
        })
    }

    /// Adds the edge `a b` (either way round).
    ///
    /// # Errors
    /// A vertex outside `1..=vertices`, or more than [`LIMIT`] edges.
    ///
    /// # Complexity
    /// O(1).
    pub fn add_edge(&mut self, a: u64, b: u64) -> Result<(), String> {
        let n = self.degree.len() as u64;
        self.edges += 1;
        for x in [a, b] {
            if x == 0 || x > n {
                let e = self.edges;
                return Err(format!("edge {e} ({a} {b}): vertex {x} is not in 1..={n}"));
            }
        }
        if self.edges > LIMIT {
            return Err(format!("more than {LIMIT} edges"));
        }
        let (a, b) = (a as usize - 1, b as usize - 1);
        self.degree[a] += 1;
        self.degree[b] += 1;
        self.neighbours[a] ^= b as u32;
        self.neighbours[b] ^= a as u32;
        Ok(())
    }

    /// The value of the subtree at each vertex: `values[v − 1]` for vertex
    /// `v`, the root's first.
    ///
    /// # Errors
    /// A number of edges other than `vertices − 1`, or edges that are not a
    /// tree: a vertex not connected to vertex 1 (named), or a cycle.
    ///
    /// # Complexity
    /// O(V): each vertex is passed up once, the loop over the vertices
    /// following each new leaf to its parent.
    pub fn values(self) -> Result<Vec<u64>, String> {
        Ok(self.peel()?.into_iter().map(u64::from).collect())
    }

    /// [`Tree::values`] as they are computed (below 2^20: at most the
    /// number of edges below).
    fn peel(mut self) -> Result<Vec<u32>, String> {
        let n = self.degree.len();
        if self.edges != n as u64 - 1 {
            return Err(format!(
                "a tree on {n} vertices has {} edges, not {}",
                n - 1,
                self.edges
            ));
        }
        let apart = |v: usize| {
            let v = v + 1;
            format!("the edges are not a tree: vertex {v} is not connected to vertex 1")
        };
        let mut value = vec![0u32; n];
        let mut left = n - 1;
        for start in 1..n {
            if self.degree[start] == 0 {
                return Err(apart(start));
            }
            let mut v = start;
            while v != 0 && self.degree[v] == 1 {
                let p = self.neighbours[v] as usize;
                self.degree[v] = REMOVED;
                value[p] ^= value[v] + 1;
                self.neighbours[p] ^= v as u32;
                self.degree[p] -= 1;
                left -= 1;
                if p != 0 && self.degree[p] == 0 {
                    // p's last neighbour was a leaf: p's part of the
                    // edges is a tree without the root.
                    return Err(apart(p));
                }
                v = p;
            }
        }
        if left > 0 {
            return Err("the edges are not a tree: some of them close a cycle".to_string());
        }
        Ok(value)
    }

    /// True if the first player wins green Hackenbush on the tree:
    /// [`Tree::values`]' root value is not 0.
    ///
    /// # Errors
    /// As [`Tree::values`].
    ///
    /// ```
    /// use game_core::hackenbush::Tree;
    /// let mut tree = Tree::new(3)?;
    /// tree.add_edge(2, 1)?;
    /// tree.add_edge(1, 3)?;
    /// assert!(!tree.first_player_wins()?); // 1 ^ 1
    /// # Ok::<(), String>(())
    /// ```
    pub fn first_player_wins(self) -> Result<bool, String> {
        Ok(self.peel()?[0] != 0)
    }
}

/// The Colon-principle value of the subtree at each vertex of a tree rooted
/// at vertex 1: `values[v − 1]` for vertex `v`, the root's first
/// ([`Tree`], edge by edge).
///
/// The tree is on vertices `1..=vertices`, given by its `vertices − 1`
/// edges `(a, b)` in any order and orientation.
///
/// # Errors
/// No vertices or more than [`LIMIT`], a vertex outside `1..=vertices`, a
/// count of edges other than `vertices − 1`, or edges that are not a tree
/// (a vertex not connected to vertex 1, which the message names, or a
/// cycle).
///
/// # Complexity
/// O(V) time and memory, no recursion.
///
/// ```
/// use game_core::hackenbush::tree_values;
/// // AGC 017 D's first sample: 1-2, 2-3, 2-4, 4-5.
/// let values = tree_values(5, &[(1, 2), (2, 3), (2, 4), (4, 5)])?;
/// assert_eq!(values, [4, 3, 0, 1, 0]); // g(2) = (0 + 1) ^ (1 + 1)
/// assert_eq!(tree_values(1, &[])?, [0]);
/// assert_eq!(
///     tree_values(3, &[(1, 2), (1, 2)]).unwrap_err(),
///     "the edges are not a tree: vertex 3 is not connected to vertex 1"
/// );
/// assert_eq!(
///     tree_values(4, &[(1, 2), (3, 4), (4, 3)]).unwrap_err(),
///     "the edges are not a tree: some of them close a cycle"
/// );
/// # Ok::<(), String>(())
/// ```
pub fn tree_values(vertices: u64, edges: &[(u64, u64)]) -> Result<Vec<u64>, String> {
    let mut tree = Tree::new(vertices)?;
    for &(a, b) in edges {
        tree.add_edge(a, b)?;
    }
    tree.values()
}

/// True if the first player wins green Hackenbush on the tree (rooted at
/// vertex 1): AGC 017 D, whose answer is `Alice` then, else `Bob`.
///
/// # Errors
/// As [`tree_values`]: edges that are not a tree on `1..=vertices`.
///
/// # Complexity
/// O(V).
///
/// ```
/// use game_core::hackenbush::tree_first_player_wins;
/// // AGC 017 D's samples: Alice, Bob, Alice, Bob.
/// assert!(tree_first_player_wins(5, &[(1, 2), (2, 3), (2, 4), (4, 5)])?);
/// assert!(!tree_first_player_wins(5, &[(1, 2), (2, 3), (1, 4), (4, 5)])?);
/// assert!(tree_first_player_wins(6, &[(1, 2), (2, 4), (5, 1), (6, 3), (3, 2)])?);
/// let edges = [(1, 2), (3, 7), (4, 6), (2, 3), (2, 4), (1, 5)];
/// assert!(!tree_first_player_wins(7, &edges)?);
/// # Ok::<(), String>(())
/// ```
pub fn tree_first_player_wins(vertices: u64, edges: &[(u64, u64)]) -> Result<bool, String> {
    Ok(tree_values(vertices, edges)?[0] != 0)
}

/// The Fusion-principle value at each vertex of any multigraph rooted at
/// vertex 1 (loops and parallel edges allowed): `values[v − 1]` is the
/// value of what hangs from `v`'s 2-edge-connected component (its own edges
/// and everything below it over bridges), the root's first: the value of
/// the whole picture.
///
/// Edges and vertices not connected to the root are not in the game (they
/// would fall at once); their vertices get 0.
///
/// # Errors
/// No vertices or more than [`LIMIT`], more than [`LIMIT`] edges, or a
/// vertex outside `1..=vertices`.
///
/// # Complexity
/// O(V + E) time and memory; an iterative depth-first search.
///
/// ```
/// use game_core::hackenbush::graph_values;
/// // A triangle on the root: one edge. A square: none. A loop: one edge.
/// assert_eq!(graph_values(3, &[(1, 2), (2, 3), (3, 1)])?, [1, 1, 1]);
/// assert_eq!(graph_values(4, &[(1, 2), (2, 3), (3, 4), (4, 1)])?[0], 0);
/// assert_eq!(graph_values(1, &[(1, 1), (1, 1), (1, 1)])?, [1]);
/// // POJ 3710's second drawing: an edge up to a triangle, 1 + 1.
/// assert_eq!(graph_values(4, &[(1, 2), (2, 3), (2, 4), (3, 4)])?, [2, 1, 1, 1]);
/// // Two parallel edges to vertex 2, then an edge on to 3: 0 ^ 1 = 1.
/// assert_eq!(graph_values(3, &[(1, 2), (2, 1), (2, 3)])?, [1, 1, 0]);
/// # Ok::<(), String>(())
/// ```
pub fn graph_values(vertices: u64, edges: &[(u64, u64)]) -> Result<Vec<u64>, String> {
    fuse(vertices, edges)
}

/// The value of one of POJ 3710's drawings, rooted at vertex 1, after
/// checking the shape the statement promises: connected, and no edge on
/// two cycles ("every edge lies on at most one polygon"). Parallel edges
/// (a polygon of two) and loops (worth one edge) are accepted, and so are
/// polygons hanging from polygons: the statement's "one vertex in common
/// with the main tree" is not checked (its pictures are lost), and the
/// Fusion principle needs no such shape.
///
/// # Errors
/// No vertices or more than [`LIMIT`], more than [`LIMIT`] edges, a vertex
/// outside `1..=vertices`, a vertex not connected to the root, or an edge
/// on two cycles; the message names it.
///
/// # Complexity
/// O(V + E) ([`Drawings`], which keeps its buffers from one drawing to
/// the next).
///
/// ```
/// use game_core::hackenbush::drawing_grundy;
/// assert_eq!(drawing_grundy(2, &[(1, 2)])?, 1);
/// assert_eq!(drawing_grundy(4, &[(1, 2), (2, 3), (2, 4), (3, 4)])?, 2);
/// assert_eq!(drawing_grundy(1, &[])?, 0);
/// assert_eq!(
///     drawing_grundy(3, &[(1, 2)]).unwrap_err(),
///     "vertex 3 is not connected to the root, vertex 1"
/// );
/// // Three edges between two vertices: each lies on two cycles.
/// assert_eq!(
///     drawing_grundy(2, &[(1, 2), (1, 2), (2, 1)]).unwrap_err(),
///     "the edge 1 2 lies on two cycles: polygons share no edge"
/// );
/// # Ok::<(), String>(())
/// ```
pub fn drawing_grundy(vertices: u64, edges: &[(u64, u64)]) -> Result<u64, String> {
    let mut drawing = Drawing::default();
    drawing.start(vertices)?;
    for &(a, b) in edges {
        drawing.add_edge(a, b)?;
    }
    drawing.grundy()
}

/// True if the first player wins POJ 3710's test of several drawings
/// (`(m, edges)` each, vertices `1..=m`, root 1): the XOR of their values
/// is not 0. The answer is `Sally` then, else `Harry`.
///
/// # Errors
/// As [`drawing_grundy`], prefixed by the drawing's number (from 1).
///
/// # Complexity
/// O(V + E) per drawing.
///
/// ```
/// use game_core::hackenbush::drawings_first_player_wins;
/// // POJ 3710's sample: 1 XOR 2 ≠ 0, Sally.
/// let sample = [(2, vec![(1, 2)]), (4, vec![(1, 2), (2, 3), (2, 4), (3, 4)])];
/// assert!(drawings_first_player_wins(&sample)?);
/// assert!(!drawings_first_player_wins(&[(2, [(1, 2)]), (2, [(2, 1)])])?);
/// assert_eq!(
///     drawings_first_player_wins(&[(2, [(1, 3)])]).unwrap_err(),
///     "drawing 1: edge 1 (1 3): vertex 3 is not in 1..=2"
/// );
/// # Ok::<(), String>(())
/// ```
pub fn drawings_first_player_wins<E: AsRef<[(u64, u64)]>>(
    drawings: &[(u64, E)],
) -> Result<bool, String> {
    let mut test = Drawings::new();
    for (vertices, edges) in drawings {
        test.add_drawing(*vertices)?;
        for &(a, b) in edges.as_ref() {
            test.add_edge(a, b)?;
        }
        test.end_drawing()?;
    }
    Ok(test.first_player_wins())
}

/// POJ 3710's test, drawing by drawing and edge by edge: the XOR of the
/// drawings' values ([`drawing_grundy`]), with their buffers kept from one
/// drawing to the next (no allocation once they have grown).
///
/// Errors name the drawing (from 1 since [`Drawings::clear`]).
///
/// # Complexity
/// O(V + E) per drawing. On POJ 3710's benchmark input (300 tests of 99
/// drawings of 1 to 99 vertices, 1.9 million edges; release build, CPU
/// time, a busy 2-core machine): 69 ms, where reading it takes 31 ms, the
/// adjacency lists 10 and the search and the pass up 29 (5.5 ns per step
/// of the search, an edge end or a vertex done); 90 ms when each drawing
/// allocated its own buffers and the search kept a stack of frames. Tried
/// and dropped: the search without branches (an end marker per list,
/// selects for the three kinds of neighbour), 81 ms.
///
/// ```
/// use game_core::hackenbush::Drawings;
/// // POJ 3710's sample: an edge (1), and an edge up to a triangle (2).
/// let mut test = Drawings::new();
/// test.add_drawing(2)?;
/// test.add_edge(1, 2)?;
/// test.end_drawing()?;
/// test.add_drawing(4)?;
/// for (a, b) in [(1, 2), (2, 3), (2, 4), (3, 4)] {
///     test.add_edge(a, b)?;
/// }
/// test.end_drawing()?;
/// assert!(test.first_player_wins()); // Sally
/// test.clear();
/// test.add_drawing(3)?;
/// test.add_edge(1, 2)?;
/// assert_eq!(
///     test.end_drawing().unwrap_err(),
///     "drawing 1: vertex 3 is not connected to the root, vertex 1"
/// );
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Drawings {
    drawing: Drawing,
    /// Drawings begun since the last clear.
    count: u64,
    /// The XOR of the values of the drawings ended.
    xor: u64,
}

impl Drawings {
    /// A test with no drawings yet.
    pub fn new() -> Drawings {
        Drawings::default()
    }

    /// Forgets the drawings (not the buffers): a new test.
    pub fn clear(&mut self) {
        self.count = 0;
        self.xor = 0;
    }

    /// Begins a drawing of `vertices` vertices, vertex 1 its root.
    ///
    /// # Errors
    /// No vertices or more than [`LIMIT`].
    pub fn add_drawing(&mut self, vertices: u64) -> Result<(), String> {
        self.count += 1;
        let started = self.drawing.start(vertices);
        started.map_err(|e| self.named(e))
    }

    /// Adds the edge `a b` to the drawing begun last.
    ///
    /// # Errors
    /// A vertex outside `1..=vertices`, or more than [`LIMIT`] edges.
    pub fn add_edge(&mut self, a: u64, b: u64) -> Result<(), String> {
        let added = self.drawing.add_edge(a, b);
        added.map_err(|e| self.named(e))
    }

    /// Ends the drawing begun last: its value joins the XOR.
    ///
    /// # Errors
    /// As [`drawing_grundy`]: a vertex not connected to the root, an edge on
    /// two cycles.
    ///
    /// # Complexity
    /// O(V + E) of the drawing.
    pub fn end_drawing(&mut self) -> Result<(), String> {
        let value = self.drawing.grundy().map_err(|e| self.named(e))?;
        self.xor ^= value;
        Ok(())
    }

    /// True if the first player wins the sum of the drawings ended: `Sally`.
    pub fn first_player_wins(&self) -> bool {
        self.xor != 0
    }

    fn named(&self, error: String) -> String {
        format!("drawing {}: {error}", self.count)
    }
}

/// One drawing's edges and the buffers of its depth-first search, kept
/// for the next drawing. Vertices are 0-based here.
#[derive(Debug, Clone, Default)]
struct Drawing {
    vertices: usize,
    /// The edges given so far, loops included (for their count).
    given: u64,
    /// The edges that are not loops.
    edges: Vec<(u32, u32)>,
    /// Per vertex: the XOR passed up to it so far (its loops from the
    /// start: a loop is worth one edge).
    value: Vec<u32>,
    /// The neighbours of `v` are `ends[start[v]..start[v + 1]]` (a vertex
    /// twice for two parallel edges).
    start: Vec<u32>,
    ends: Vec<u32>,
    /// Per vertex: its place in the depth-first preorder (`NONE` before it
    /// is reached), its parent (`PASSED` added once the edge to it has
    /// been passed over in its list, so that a second edge to the parent
    /// closes a cycle), the cover count of the edge to the parent (summed
    /// over the subtree once it is done), and the next of its neighbours to
    /// look at.
    pre: Vec<u32>,
    up: Vec<u32>,
    cover: Vec<i32>,
    next: Vec<u32>,
    /// The vertices in preorder.
    order: Vec<u32>,
}

/// Not reached yet; the root's parent.
const NONE: u32 = u32::MAX;

/// Marks a parent whose edge has been passed over (vertices are below
/// 2^20).
const PASSED: u32 = 1 << 31;

impl Drawing {
    fn start(&mut self, vertices: u64) -> Result<(), String> {
        if vertices == 0 || vertices > LIMIT {
            return Err(format!(
                "{vertices} vertices: this program takes 1 to {LIMIT}"
            ));
        }
        self.vertices = vertices as usize;
        self.given = 0;
        self.edges.clear();
        self.value.clear();
        self.value.resize(self.vertices, 0);
        Ok(())
    }

    fn add_edge(&mut self, a: u64, b: u64) -> Result<(), String> {
        let n = self.vertices as u64;
        self.given += 1;
        for x in [a, b] {
            if x == 0 || x > n {
                let i = self.given;
                return Err(format!("edge {i} ({a} {b}): vertex {x} is not in 1..={n}"));
            }
        }
        if self.given > LIMIT {
            return Err(format!("more than {LIMIT} edges"));
        }
        let (a, b) = (a as u32 - 1, b as u32 - 1);
        if a == b {
            self.value[a as usize] ^= 1;
        } else {
            self.edges.push((a, b));
        }
        Ok(())
    }

    /// The root's value, by the depth-first search of `fuse` on the edges
    /// that are not loops (those are in `value` already), with POJ 3710's
    /// checks. A visited neighbour with an earlier preorder number is an
    /// ancestor (an undirected search has no cross edges): the edge closes
    /// a cycle, counted once, from its lower end. The search keeps no
    /// stack: each vertex keeps its place in its list, and a vertex done
    /// hands over to its parent.
    fn grundy(&mut self) -> Result<u64, String> {
        let n = self.vertices;
        let Drawing {
            edges,
            value,
            start,
            ends,
            pre,
            up,
            cover,
            next,
            order,
            ..
        } = self;
        // Adjacency lists: degrees, their running sums (the end of each
        // vertex's list), then filled from the ends down to the starts.
        start.clear();
        start.resize(n + 1, 0);
        for &(a, b) in edges.iter() {
            start[a as usize] += 1;
            start[b as usize] += 1;
        }
        let mut sum = 0;
        for s in start.iter_mut() {
            sum += *s;
            *s = sum;
        }
        ends.clear();
        ends.resize(edges.len() * 2, 0);
        for &(a, b) in edges.iter() {
            start[a as usize] -= 1;
            ends[start[a as usize] as usize] = b;
            start[b as usize] -= 1;
            ends[start[b as usize] as usize] = a;
        }
        next.clear();
        next.extend_from_slice(&start[..n]);
        for buffer in [&mut *pre, &mut *up] {
            buffer.clear();
            buffer.resize(n, NONE);
        }
        cover.clear();
        cover.resize(n, 0);
        order.clear();
        let (start, ends, next) = (&start[..], &ends[..], &mut next[..]);
        let (pre, up, cover, value) = (&mut pre[..], &mut up[..], &mut cover[..], &mut value[..]);
        pre[0] = 0;
        order.push(0);
        let mut u = 0;
        loop {
            let i = next[u];
            if i == start[u + 1] {
                if u == 0 {
                    break;
                }
                u = (up[u] & !PASSED) as usize;
                continue;
            }
            next[u] = i + 1;
            let w = ends[i as usize];
            if w == up[u] {
                up[u] |= PASSED;
                continue;
            }
            let w = w as usize;
            if pre[w] == NONE {
                pre[w] = order.len() as u32;
                up[w] = u as u32;
                order.push(w as u32);
                u = w;
            } else if pre[w] < pre[u] {
                // A loop of the component of u and w: it covers the path.
                value[u] ^= 1;
                cover[u] += 1;
                cover[w] -= 1;
            }
        }
        if order.len() < n {
            let v = pre.iter().position(|&p| p == NONE).unwrap_or(0);
            return Err(format!(
                "vertex {} is not connected to the root, vertex 1",
                v + 1
            ));
        }
        // Children before parents: plus 1 over a bridge, XOR 1 over an edge
        // of a cycle; no edge on two cycles.
        for &v in order[1..].iter().rev() {
            let v = v as usize;
            let p = (up[v] & !PASSED) as usize;
            let (c, g) = (cover[v], value[v]);
            value[p] ^= match c {
                0 => g + 1,
                1 => g ^ 1,
                _ => {
                    return Err(format!(
                        "the edge {} {} lies on two cycles: polygons share no edge",
                        p + 1,
                        v + 1
                    ))
                }
            };
            cover[p] += c;
        }
        Ok(u64::from(value[0]))
    }
}

/// [`graph_values`]: the component values of any rooted multigraph.
fn fuse(vertices: u64, edges: &[(u64, u64)]) -> Result<Vec<u64>, String> {
    let adjacency = Adjacency::new(vertices, edges)?;
    let n = vertices as usize;
    let mut parent = vec![usize::MAX; n];
    let mut seen = vec![false; edges.len()];
    // Per vertex: the XOR passed up so far, and the cover count of the
    // edge to its parent (summed over the subtree when it is done).
    let mut value = vec![0; n];
    let mut cover = vec![0i64; n];
    parent[0] = 0;
    let mut order = vec![0];
    // Frames: a vertex and the next of its edges to look at.
    let mut stack = vec![(0, 0)];
    while let Some(top) = stack.last_mut() {
        let u = top.0;
        let next = adjacency.at(u).get(top.1).copied();
        top.1 += 1;
        let (w, e) = match next {
            Some(edge) => edge,
            None => {
                stack.pop();
                continue;
            }
        };
        if seen[e] {
            continue;
        }
        seen[e] = true;
        if parent[w] == usize::MAX {
            parent[w] = u;
            order.push(w);
            stack.push((w, 0));
        } else {
            // w is an ancestor of u (or u itself, a loop): the edge is a
            // loop of their component, and covers the path between them.
            value[u] ^= 1;
            cover[u] += 1;
            cover[w] -= 1;
        }
    }
    // Children before parents: the reverse of the depth-first preorder.
    for &v in order[1..].iter().rev() {
        let p = parent[v];
        if cover[v] == 0 {
            value[p] ^= value[v] + 1;
        } else {
            value[p] ^= value[v] ^ 1;
        }
        cover[p] += cover[v];
    }
    // Each component's value is at its top vertex; give it to the others.
    for &v in &order[1..] {
        if cover[v] != 0 {
            value[v] = value[parent[v]];
        }
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_paths_and_cycles_need_no_recursion() {
        let n = LIMIT;
        let path: Vec<(u64, u64)> = (1..n).map(|v| (v + 1, v)).collect();
        let values = tree_values(n, &path).unwrap();
        assert_eq!(values[0], n - 1);
        assert_eq!(values[n as usize - 1], 0);
        assert_eq!(graph_values(n, &path).unwrap(), values);
        // Close it into a polygon of 10^6 edges: even, worth 0.
        let mut cycle = path.clone();
        cycle.push((1, n));
        assert_eq!(drawing_grundy(n, &cycle), Ok(0));
        cycle.pop();
        cycle.push((2, n)); // a polygon of n − 1 edges on a stalk of one
        assert_eq!(drawing_grundy(n, &cycle), Ok(2));
        let star: Vec<(u64, u64)> = (2..=n).map(|v| (1, v)).collect();
        assert_eq!(tree_values(n, &star).unwrap()[0], (n - 1) % 2);
    }

    #[test]
    fn limits_and_bad_trees() {
        assert!(tree_values(0, &[]).is_err());
        assert!(graph_values(0, &[]).is_err());
        assert!(graph_values(LIMIT + 1, &[]).is_err());
        assert_eq!(graph_values(LIMIT, &[]).unwrap().len(), LIMIT as usize);
        assert_eq!(
            tree_values(3, &[(1, 2)]),
            Err("a tree on 3 vertices has 2 edges, not 1".to_string())
        );
        assert_eq!(
            tree_values(2, &[(1, 0)]),
            Err("edge 1 (1 0): vertex 0 is not in 1..=2".to_string())
        );
        assert!(tree_values(3, &[(1, 2), (3, 3)]).is_err());
        assert_eq!(tree_values(3, &[(3, 2), (2, 1)]), Ok(vec![2, 1, 0]));
        assert!(tree_first_player_wins(2, &[(2, 1)]).unwrap());
    }

    #[test]
    fn fused_components_share_their_value() {
        // A triangle 2-3-4 hanging from 1 by the edge 1-2, a stalk 4-5.
        let edges = [(1, 2), (2, 3), (3, 4), (4, 2), (4, 5)];
        // Component {2, 3, 4}: 3 loops and the edge to 5: 1 ^ (0 + 1) = 0.
        assert_eq!(graph_values(5, &edges).unwrap(), [1, 0, 0, 0, 0]);
        // Unreachable parts take no part.
        assert_eq!(
            graph_values(4, &[(1, 2), (3, 4), (3, 3)]).unwrap(),
            [1, 0, 0, 0]
        );
        assert!(drawing_grundy(4, &[(1, 2), (3, 4)]).is_err());
        // Two triangles sharing the vertex 1: allowed, 1 ^ 1.
        let bowtie = [(1, 2), (2, 3), (3, 1), (1, 4), (4, 5), (5, 1)];
        assert_eq!(drawing_grundy(5, &bowtie), Ok(0));
        // A square with a diagonal: the diagonal's cycles share edges.
        let kite = [(1, 2), (2, 3), (3, 4), (4, 1), (1, 3)];
        assert!(drawing_grundy(4, &kite).unwrap_err().contains("two cycles"));
        assert_eq!(graph_values(4, &kite).unwrap()[0], 1);
    }
}
