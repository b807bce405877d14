//! HDU 2516's Fibonacci Nim move by move, for the [`solver`](super::solver):
//! the ground truth of [`fibonacci_nim`](crate::fibonacci_nim).
//!
//! ```
//! use game_core::proof::fibonacci_nim::{start, FibonacciNim};
//! use game_core::proof::solver::solve;
//!
//! // HDU 2516's sample: 2 and 13 lose for the first player, 10 wins.
//! let tree = solve(&FibonacciNim, [start(2), start(13), start(10)]);
//! assert!(tree.is_losing(&start(2)) && tree.is_losing(&start(13)));
//! assert!(!tree.is_losing(&start(10)));
//! ```

use super::solver::Game;

/// Fibonacci Nim: one heap; a move takes at least one stone and at most
/// the limit, which for the next move becomes twice what was taken. The
/// first move may take anything but the whole heap ([`start`]).
///
/// The state is (the stones left, the most this move may take). A limit
/// above the stones left allows the same moves as the stones left, so it is
/// kept at most that (fewer states, the same game). The moves are listed by
/// the stones taken, 1 first. With no stone left there is no move: the
/// player who took the last stone has won.
///
/// # Complexity
/// `min(limit, left)` moves.
///
/// ```
/// use game_core::proof::fibonacci_nim::FibonacciNim;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// FibonacciNim.moves(&(5, 2), &mut out);
/// assert_eq!(out, [(4, 2), (3, 3)]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FibonacciNim;

/// The state before HDU 2516's first move from a heap of `n`: up to
/// `n − 1` stones may be taken (for `n ≤ 1`, none).
pub fn start(n: u64) -> (u64, u64) {
    (n, n.saturating_sub(1))
}

impl Game for FibonacciNim {
    type State = (u64, u64);

    fn moves(&self, &(left, limit): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        for take in 1..=limit.min(left) {
            let rest = left - take;
            out.push((rest, take.saturating_mul(2).min(rest)));
        }
    }
}
