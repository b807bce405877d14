//! Green Hackenbush move by move, for the brute-force
//! [`solver`](super::solver): the ground truth of
//! [`hackenbush`](crate::hackenbush).
//!
//! A picture is a multigraph hanging from the root, vertex 0: a move
//! deletes one edge, then every edge no longer connected to the root is
//! removed. Nothing here knows the Colon or the Fusion principle: the
//! solver searches every set of edges that can remain.
//!
//! ```
//! use game_core::proof::hackenbush::GreenHackenbush;
//! use game_core::proof::solver::solve;
//!
//! // A triangle on the root, 0-1-2: worth one edge.
//! let triangle = GreenHackenbush::start(&[(0, 1), (1, 2), (2, 0)]);
//! // A stalk of two edges, 0-1-2: worth two.
//! let stalk = GreenHackenbush::start(&[(0, 1), (2, 1)]);
//! let tree = solve(&GreenHackenbush, [triangle.clone(), stalk.clone()]);
//! assert_eq!(tree.grundy(&triangle), Some(1));
//! assert_eq!(tree.grundy(&stalk), Some(2));
//! ```

use super::solver::Game;

/// Green Hackenbush on a multigraph rooted at vertex 0.
///
/// The state is the set of edges left, each `(a, b)` with `a ≤ b` (a loop
/// is `(a, a)`, a parallel edge is listed once more), sorted, and holding
/// only edges connected to the root: [`GreenHackenbush::start`] makes one
/// from any edges. A move deletes one edge (deleting either of two
/// parallel edges is the same move, listed once), then drops every edge no
/// longer connected to the root. The moves are listed in the order of the
/// edges deleted.
///
/// # Complexity
/// `O(E²)` per state (one reachability check per move, by repeated passes
/// over the edges); a picture of `E` edges has at most `2^E` states.
///
/// ```
/// use game_core::proof::hackenbush::GreenHackenbush;
/// use game_core::proof::solver::Game;
///
/// // Edge 0-1, then 1-2 and a loop at 2; 3-4 hangs from nothing.
/// let start = GreenHackenbush::start(&[(2, 2), (1, 0), (2, 1), (3, 4)]);
/// assert_eq!(start, [(0, 1), (1, 2), (2, 2)]);
/// let mut out = Vec::new();
/// GreenHackenbush.moves(&start, &mut out);
/// assert_eq!(out, [vec![], vec![(0, 1)], vec![(0, 1), (1, 2)]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GreenHackenbush;

impl GreenHackenbush {
    /// The state of the picture with these edges (any order, either
    /// orientation, loops and parallel edges allowed): sorted, and without
    /// the edges not connected to vertex 0.
    pub fn start(edges: &[(u8, u8)]) -> Vec<(u8, u8)> {
        let mut edges: Vec<(u8, u8)> = edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        edges.sort_unstable();
        connected(edges)
    }
}

/// The edges of `edges` connected to vertex 0, in their order.
fn connected(mut edges: Vec<(u8, u8)>) -> Vec<(u8, u8)> {
    let mut reached = [false; 256];
    reached[0] = true;
    let mut grew = true;
    while grew {
        grew = false;
        for &(a, b) in &edges {
            let (a, b) = (usize::from(a), usize::from(b));
            if reached[a] != reached[b] {
                reached[a] = true;
                reached[b] = true;
                grew = true;
            }
        }
    }
    edges.retain(|&(a, _)| reached[usize::from(a)]);
    edges
}

impl Game for GreenHackenbush {
    type State = Vec<(u8, u8)>;

    fn moves(&self, edges: &Vec<(u8, u8)>, out: &mut Vec<Vec<(u8, u8)>>) {
        for i in 0..edges.len() {
            if i > 0 && edges[i] == edges[i - 1] {
                continue; // the other of two parallel edges: the same move
            }
            let mut left = edges.clone();
            left.remove(i);
            out.push(connected(left));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(edges: &[(u8, u8)]) -> Vec<Vec<(u8, u8)>> {
        let mut out = Vec::new();
        GreenHackenbush.moves(&GreenHackenbush::start(edges), &mut out);
        out
    }

    #[test]
    fn cuts_drop_what_hangs_from_nothing() {
        assert_eq!(moves(&[]), Vec::<Vec<(u8, u8)>>::new());
        assert_eq!(moves(&[(0, 0)]), [vec![]]);
        // Two parallel edges: one move, to a single edge.
        assert_eq!(moves(&[(1, 0), (0, 1)]), [vec![(0, 1)]]);
        // A triangle: cutting any edge leaves a stalk of two.
        assert_eq!(
            moves(&[(0, 1), (1, 2), (2, 0)]),
            [
                vec![(0, 2), (1, 2)],
                vec![(0, 1), (1, 2)],
                vec![(0, 1), (0, 2)]
            ]
        );
        // A cycle away from the root, hung by the edge 0-1.
        assert_eq!(
            moves(&[(0, 1), (1, 2), (2, 3), (3, 1)]),
            [
                vec![],
                vec![(0, 1), (1, 3), (2, 3)],
                vec![(0, 1), (1, 2), (2, 3)],
                vec![(0, 1), (1, 2), (1, 3)]
            ]
        );
        // Vertices up to 255.
        assert_eq!(moves(&[(0, 255), (255, 255)]), [vec![], vec![(0, 255)]]);
        assert_eq!(GreenHackenbush::start(&[(1, 2), (2, 2)]), []);
    }
}
