//! Luogu P2148's E&D move by move, for the [`solver`](super::solver): the
//! ground truth of [`e_and_d`](crate::e_and_d).
//!
//! ```
//! use game_core::proof::e_and_d::{groups, EAndD};
//! use game_core::proof::solver::solve;
//!
//! // P2148's samples: 1 2 3 1 is won by E, six ones are lost.
//! let (won, lost) = (groups(&[1, 2, 3, 1]), groups(&[1; 6]));
//! let tree = solve(&EAndD, [won.clone(), lost.clone()]);
//! assert!(!tree.is_losing(&won) && tree.is_losing(&lost));
//! ```

use super::solver::Game;

/// E&D: the piles come in groups of two; a move picks a pile and takes it
/// away, then splits the other pile of its group into two positive piles,
/// which form the group.
///
/// The state is every group as its two piles (smaller first), the groups
/// sorted: which slot holds which pile does not change the moves. A group
/// whose kept pile is 1 cannot be split that way; a position of only 1s
/// has no move. The moves are listed by group, then by the pile kept for
/// splitting (the first, then the second), then by the smaller part.
///
/// # Complexity
/// About `a + b` moves from each group `(a, b)`, each a copy of the state.
///
/// ```
/// use game_core::proof::e_and_d::EAndD;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// EAndD.moves(&vec![(1, 1), (1, 4)], &mut out);
/// assert_eq!(out, [vec![(1, 1), (1, 3)], vec![(1, 1), (2, 2)]]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EAndD;

/// The state of piles `S_1 … S_N` (N even): groups `(S_1, S_2)`,
/// `(S_3, S_4)`, …, each smaller first, sorted.
pub fn groups(piles: &[u64]) -> Vec<(u64, u64)> {
    let mut groups: Vec<(u64, u64)> = piles
        .chunks(2)
        .map(|g| (g[0].min(g[1]), g[0].max(g[1])))
        .collect();
    groups.sort_unstable();
    groups
}

impl Game for EAndD {
    type State = Vec<(u64, u64)>;

    fn moves(&self, state: &Vec<(u64, u64)>, out: &mut Vec<Vec<(u64, u64)>>) {
        for (i, &(a, b)) in state.iter().enumerate() {
            // Take away one pile, split the other: `kept`.
            let kept = if a == b { vec![a] } else { vec![a, b] };
            for split in kept {
                for part in 1..=split / 2 {
                    let mut next = state.clone();
                    next[i] = (part, split - part);
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
    }
}
