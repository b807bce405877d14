//! The four games written down move by move, straight from the statements'
//! rules, for the brute-force [`solver`](super::solver).
//!
//! Nothing here knows a formula: each [`Game`] lists the positions one move
//! leads to, and [`solve`](super::solver::solve) finds who wins by searching
//! the whole game tree. The tests compare every closed form of this crate
//! (and every judge binary's output) with these searches.
//!
//! | game | state | module with the closed form |
//! |---|---|---|
//! | [`Wythoff`] | the two piles, in the given order | [`wythoff`](super::wythoff) |
//! | [`Euclid`] | the two numbers, in the given order | [`euclid`](super::euclid) |
//! | [`Bash`] | how much the running sum still lacks | [`bash`](super::bash) |
//! | [`Poj1740`] | the piles, sorted ascending, zeros kept | [`poj1740`](super::poj1740) |
//!
//! # Complexity
//! Listing the moves of a state costs about as much as there are moves (for
//! [`Poj1740`], a sort per move too); searching a game costs the number of
//! states and moves reachable from the start (see [`solve`](super::solver::solve)),
//! so use small numbers.
//!
//! ```
//! use game_core::rules::{Bash, Euclid, Poj1740, Wythoff};
//! use game_core::solver::solve;
//!
//! // Wythoff: (3, 5) is lost for the player to move, (3, 4) is not.
//! let tree = solve(&Wythoff, [(3, 5), (3, 4)]);
//! assert!(tree.is_losing(&(3, 5)));
//! assert!(!tree.is_losing(&(3, 4)));
//! assert_eq!(tree.winning_moves(&(3, 4)).unwrap(), [&(1, 2)]);
//!
//! // Euclid (POJ 2348's samples): Stan wins (34, 12), Ollie wins (15, 24).
//! let tree = solve(&Euclid, [(34, 12), (15, 24)]);
//! assert!(!tree.is_losing(&(34, 12)));
//! assert!(tree.is_losing(&(15, 24)));
//!
//! // Bash (HDU 2188): n = 11 with steps 1..=10 is lost for the first player.
//! let tree = solve(&Bash { m: 10 }, [11, 8]);
//! assert!(tree.is_losing(&11));
//! assert!(!tree.is_losing(&8));
//!
//! // POJ 1740: equal pairs lose, an empty pile takes no part.
//! let tree = solve(&Poj1740, [vec![0, 2, 2], vec![1, 2, 3]]);
//! assert!(tree.is_losing(&vec![0, 2, 2]));
//! assert!(!tree.is_losing(&vec![1, 2, 3]));
//! ```

use super::solver::Game;

/// Wythoff's game: two piles; a move takes any positive number of stones
/// from one pile, or the same positive number from both.
///
/// The state is the two piles in the given order, `(2, 5)` and `(5, 2)`
/// being different states. The moves are listed taking 1, 2, … from the
/// first pile, then from the second, then from both.
///
/// # Complexity
/// `a + b + min(a, b)` moves from `(a, b)`.
///
/// ```
/// use game_core::rules::Wythoff;
/// use game_core::solver::Game;
///
/// let mut out = Vec::new();
/// Wythoff.moves(&(1, 2), &mut out);
/// assert_eq!(out, [(0, 2), (1, 1), (1, 0), (0, 1)]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Wythoff;

impl Game for Wythoff {
    type State = (u64, u64);

    fn moves(&self, &(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        out.extend((0..a).rev().map(|x| (x, b)));
        out.extend((0..b).rev().map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
    }
}

/// Euclid's game (POJ 2348): two numbers; a move subtracts a positive
/// multiple of the smaller number from the larger, which must stay ≥ 0.
///
/// The state is the two numbers in the given order. A state with a 0 has no
/// moves: whoever made the 0 has won, so the player to move has lost. When
/// the numbers are equal, subtracting one from the other is listed once, as
/// the move that makes the second number 0. The moves are listed by
/// increasing multiple.
///
/// # Complexity
/// `⌊max / min⌋` moves.
///
/// ```
/// use game_core::rules::Euclid;
/// use game_core::solver::Game;
///
/// let mut out = Vec::new();
/// Euclid.moves(&(7, 3), &mut out);
/// assert_eq!(out, [(4, 3), (1, 3)]);
/// out.clear();
/// Euclid.moves(&(0, 3), &mut out);
/// assert!(out.is_empty());
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Euclid;

impl Game for Euclid {
    type State = (u64, u64);

    fn moves(&self, &(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        if a == 0 || b == 0 {
            return;
        }
        if a <= b {
            out.extend((1..=b / a).map(|q| (a, b - q * a)));
        } else {
            out.extend((1..=a / b).map(|q| (a - q * b, b)));
        }
    }
}

/// The Bash game as HDU 2188 poses it: a running sum starts at 0, a move
/// adds 1..=`m` to it, and whoever first makes it reach at least `n` wins.
///
/// The state is how much the sum still lacks to reach `n`: the game starts
/// at state `n`, adding `x` leads from `r` to `r − x`, or to 0 when `x ≥ r`
/// (the target is reached or passed), and state 0 has no moves (the player
/// who reached the target has won). The moves are listed by increasing `x`,
/// each resulting state once.
///
/// # Complexity
/// `min(m, r)` moves from state `r`.
///
/// ```
/// use game_core::rules::Bash;
/// use game_core::solver::Game;
///
/// let mut out = Vec::new();
/// Bash { m: 3 }.moves(&5, &mut out);
/// assert_eq!(out, [4, 3, 2]);
/// out.clear();
/// Bash { m: 3 }.moves(&2, &mut out);
/// assert_eq!(out, [1, 0]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bash {
    /// The most a move may add (at least 1 is always added).
    pub m: u64,
}

impl Game for Bash {
    type State = u64;

    fn moves(&self, &r: &u64, out: &mut Vec<u64>) {
        out.extend((r.saturating_sub(self.m)..r).rev());
    }
}

/// The "new stone game" of POJ 1740: choose a pile with stones, remove at
/// least one stone from it, then move any number of its remaining stones
/// onto other piles that still have stones.
///
/// The state is every pile, sorted ascending, piles of 0 stones included: a
/// pile of 0 can neither be chosen nor receive stones, and a pile that a
/// move empties stays as a 0. Give starts sorted; every state a move leads
/// to is sorted. The moves are listed by chosen pile, then by what is left
/// on it (0 first), then by what the other piles receive.
///
/// # Complexity
/// From a pile of `p` stones with `k` other non-empty piles there are
/// `C(p + k, k + 1)` ways to remove and spread, and each move costs
/// a sort of the piles: use few, small piles.
///
/// ```
/// use game_core::rules::Poj1740;
/// use game_core::solver::Game;
///
/// let mut out = Vec::new();
/// Poj1740.moves(&vec![0, 1, 2], &mut out);
/// // From the 1: take it. From the 2: leave 0 (giving the 1 nothing or one
/// // stone) or leave 1.
/// assert_eq!(out, [vec![0, 0, 2], vec![0, 0, 1], vec![0, 0, 2], vec![0, 1, 1]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Poj1740;

impl Game for Poj1740 {
    type State = Vec<u64>;

    fn moves(&self, piles: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (chosen, &stones) in piles.iter().enumerate() {
            let others: Vec<usize> = (0..piles.len())
                .filter(|&j| j != chosen && piles[j] > 0)
                .collect();
            // Leave `left` on the chosen pile and spread at most what is
            // neither left nor removed (at least one stone is removed).
            for left in 0..stones {
                let mut next = piles.clone();
                next[chosen] = left;
                spread(&mut next, &others, stones - 1 - left, out);
            }
        }
    }
}

/// Pushes, sorted, every way of adding at most `budget` stones in all to the
/// piles `targets` of `piles` (which is restored afterwards).
fn spread(piles: &mut Vec<u64>, targets: &[usize], budget: u64, out: &mut Vec<Vec<u64>>) {
    match targets.split_first() {
        None => {
            let mut state = piles.clone();
            state.sort_unstable();
            out.push(state);
        }
        Some((&target, rest)) => {
            for add in 0..=budget {
                piles[target] += add;
                spread(piles, rest, budget - add, out);
                piles[target] -= add;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves<G: Game>(game: &G, state: G::State) -> Vec<G::State> {
        let mut out = Vec::new();
        game.moves(&state, &mut out);
        out
    }

    #[test]
    fn wythoff_moves_take_from_one_pile_or_both() {
        assert_eq!(
            moves(&Wythoff, (2, 3)),
            [(1, 3), (0, 3), (2, 2), (2, 1), (2, 0), (1, 2), (0, 1)]
        );
        assert_eq!(moves(&Wythoff, (0, 2)), [(0, 1), (0, 0)]);
        assert_eq!(moves(&Wythoff, (0, 0)), []);
    }

    #[test]
    fn euclid_moves_subtract_multiples_of_the_smaller() {
        assert_eq!(moves(&Euclid, (3, 10)), [(3, 7), (3, 4), (3, 1)]);
        assert_eq!(moves(&Euclid, (10, 3)), [(7, 3), (4, 3), (1, 3)]);
        assert_eq!(moves(&Euclid, (4, 4)), [(4, 0)]);
        assert_eq!(moves(&Euclid, (0, 4)), []);
        assert_eq!(moves(&Euclid, (4, 0)), []);
        let top = moves(&Euclid, (u64::MAX / 2, u64::MAX));
        assert_eq!(top, [(u64::MAX / 2, u64::MAX / 2 + 1), (u64::MAX / 2, 1)]);
    }

    #[test]
    fn bash_moves_add_one_to_m() {
        assert_eq!(moves(&Bash { m: 2 }, 7), [6, 5]);
        assert_eq!(moves(&Bash { m: 4 }, 3), [2, 1, 0]);
        assert_eq!(moves(&Bash { m: 4 }, 0), []);
        assert_eq!(moves(&Bash { m: 0 }, 5), []);
        assert_eq!(moves(&Bash { m: u64::MAX }, 2), [1, 0]);
    }

    #[test]
    fn poj1740_moves_remove_then_spread_onto_non_empty_piles() {
        assert_eq!(
            moves(&Poj1740, vec![2, 2]),
            [
                vec![0, 2],
                vec![0, 3],
                vec![1, 2],
                vec![0, 2],
                vec![0, 3],
                vec![1, 2]
            ]
        );
        // A pile of 0 can neither be chosen nor receive stones.
        assert_eq!(moves(&Poj1740, vec![0, 1]), [vec![0, 0]]);
        assert_eq!(moves(&Poj1740, vec![0, 0]), Vec::<Vec<u64>>::new());
        // Three stones to spread over two piles: every split of at most 2.
        let spread = moves(&Poj1740, vec![1, 1, 3]);
        // Each 1 can only be taken (1 move each); the 3 leaves 0, 1 or 2
        // and spreads at most 2, 1 or 0 over the two 1s (6 + 3 + 1 ways).
        assert_eq!(spread.len(), 2 + 10);
        assert!(spread.contains(&vec![0, 2, 2]) && spread.contains(&vec![1, 1, 2]));
        assert!(spread.iter().all(|s| s.windows(2).all(|w| w[0] <= w[1])));
        assert!(spread.iter().all(|s| s.iter().sum::<u64>() < 5));
    }

    #[test]
    fn poj1740_gives_nothing_to_empty_piles() {
        let mut out = Vec::new();
        Poj1740.moves(&vec![0, 3], &mut out);
        // Only the 3 can move, and nothing can go onto the empty pile.
        assert_eq!(out, [vec![0, 0], vec![0, 1], vec![0, 2]]);
    }
}
