//! Codeforces 255E's move rule, for the [`solver`](super::solver) and by
//! the mex definition: the ground truth of [`root_game`](crate::root_game).
//!
//! The rule is read with integers only: `y` may be left in a pile of `x`
//! when `0 ≤ y < x`, `x ≤ y⁴` (that is `x^(1/4) ≤ y`) and `y² ≤ x` (that
//! is `y ≤ x^(1/2)`), each tried for every `y` in turn.
//!
//! ```
//! use game_core::proof::root_game::{grundy_values, Roots};
//! use game_core::proof::solver::solve;
//!
//! // CF 255E's samples: [1] and [1, 2] are lost, 1..=10 is won.
//! let starts = [vec![1], vec![1, 2], (1..=10).collect::<Vec<u64>>()];
//! let tree = solve(&Roots, starts.clone());
//! assert!(tree.is_losing(&starts[0]) && tree.is_losing(&starts[1]));
//! assert!(!tree.is_losing(&starts[2]));
//! assert_eq!(grundy_values(16)[4..], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
//! ```

use super::solver::Game;

/// Whether a move may leave `y` coins in a pile of `x`: `0 ≤ y < x` and
/// `x^(1/4) ≤ y ≤ x^(1/2)`, as `x ≤ y⁴` and `y² ≤ x`.
pub fn may_leave(x: u64, y: u64) -> bool {
    let y = u128::from(y);
    y < u128::from(x) && u128::from(x) <= y * y * y * y && y * y <= u128::from(x)
}

/// Every `y` a move may leave in a pile of `x`, ascending: each `y` from 0
/// while `y² ≤ x`, tried with [`may_leave`].
pub fn leaves(x: u64) -> impl Iterator<Item = u64> {
    (0..)
        .take_while(move |&y: &u64| u128::from(y) * u128::from(y) <= u128::from(x))
        .filter(move |&y| may_leave(x, y))
}

/// Furlo and Rublo's game: piles of coins; a move leaves `y` coins in a
/// pile of `x`, as [`may_leave`] allows.
///
/// The state is the piles, sorted ascending. The moves are listed by pile,
/// then by the coins left, fewest first.
///
/// # Complexity
/// About `√x` tries for each pile `x`, each move a copy of the state.
///
/// ```
/// use game_core::proof::root_game::Roots;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Roots.moves(&vec![3, 16], &mut out);
/// assert_eq!(out, [vec![2, 3], vec![3, 3], vec![3, 4]]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Roots;

impl Game for Roots {
    type State = Vec<u64>;

    fn moves(&self, state: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (i, &x) in state.iter().enumerate() {
            if i > 0 && state[i - 1] == x {
                continue;
            }
            for y in leaves(x) {
                let mut next = state.clone();
                next[i] = y;
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

/// The Grundy value of every single pile `0..=up_to`, by the definition:
/// the mex of the values of the piles [`leaves`] lists.
///
/// # Complexity
/// O(up_to^1.5): every `y ≤ √x` is tried for every `x`.
pub fn grundy_values(up_to: u64) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::new();
    for x in 0..=up_to {
        let mut seen = [false; 64];
        for y in leaves(x) {
            seen[values[y as usize] as usize] = true;
        }
        values.push(seen.iter().position(|&s| !s).unwrap_or(64) as u64);
    }
    values
}
