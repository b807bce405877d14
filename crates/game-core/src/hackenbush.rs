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
//! How it is computed, with no recursion: one depth-first search from the
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

/// The Colon-principle value of the subtree at each vertex of a tree rooted
/// at vertex 1: `values[v − 1]` for vertex `v`, the root's first.
///
/// The tree is on vertices `1..=vertices`, given by its `vertices − 1`
/// edges `(a, b)` in any order and orientation.
///
/// # Errors
/// No vertices or more than [`LIMIT`], a count of edges other than
/// `vertices − 1`, a vertex outside `1..=vertices`, or edges that are not a
/// tree (then some vertex is not connected to vertex 1, which the message
/// names).
///
/// # Complexity
/// O(V) time and memory; a breadth-first order, no recursion.
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
/// # Ok::<(), String>(())
/// ```
pub fn tree_values(vertices: u64, edges: &[(u64, u64)]) -> Result<Vec<u64>, String> {
    let adjacency = Adjacency::new(vertices, edges)?;
    if edges.len() as u64 != vertices - 1 {
        return Err(format!(
            "a tree on {vertices} vertices has {} edges, not {}",
            vertices - 1,
            edges.len()
        ));
    }
    let n = vertices as usize;
    // Breadth-first from the root: parents come before their children.
    let mut parent = vec![usize::MAX; n];
    parent[0] = 0;
    let mut order = Vec::with_capacity(n);
    order.push(0);
    let mut head = 0;
    while let Some(&v) = order.get(head) {
        head += 1;
        for &(w, _) in adjacency.at(v) {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    // n − 1 edges reaching every vertex are a tree.
    if let Some(v) = parent.iter().position(|&p| p == usize::MAX) {
        return Err(format!(
            "the edges are not a tree: vertex {} is not connected to vertex 1",
            v + 1
        ));
    }
    let mut values = vec![0; n];
    for &v in order[1..].iter().rev() {
        values[parent[v]] ^= values[v] + 1;
    }
    Ok(values)
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
    fuse(vertices, edges, false)
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
/// As [`graph_values`]; and a vertex not connected to the root, or an edge
/// on two cycles; the message names it.
///
/// # Complexity
/// O(V + E).
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
    Ok(fuse(vertices, edges, true)?[0])
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
    let mut xor = 0;
    for (i, (vertices, edges)) in drawings.iter().enumerate() {
        let value = drawing_grundy(*vertices, edges.as_ref());
        xor ^= value.map_err(|e| format!("drawing {}: {e}", i + 1))?;
    }
    Ok(xor != 0)
}

/// [`graph_values`], and with `drawing` POJ 3710's checks: connected, no
/// tree edge covered by two cycles.
fn fuse(vertices: u64, edges: &[(u64, u64)], drawing: bool) -> Result<Vec<u64>, String> {
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
    if drawing && order.len() < n {
        let v = parent.iter().position(|&p| p == usize::MAX).unwrap_or(0);
        return Err(format!(
            "vertex {} is not connected to the root, vertex 1",
            v + 1
        ));
    }
    // Children before parents: the reverse of the depth-first preorder.
    for &v in order[1..].iter().rev() {
        let p = parent[v];
        if cover[v] == 0 {
            value[p] ^= value[v] + 1;
        } else {
            if drawing && cover[v] > 1 {
                return Err(format!(
                    "the edge {} {} lies on two cycles: polygons share no edge",
                    p + 1,
                    v + 1
                ));
            }
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
