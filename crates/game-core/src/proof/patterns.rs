//! The named games whose Sprague–Grundy patterns this crate states, written
//! down move by move from their statements.
//!
//! Each is a [`Game`]: [`solver::solve`](super::solver::solve) searches it
//! under normal play (whoever cannot move loses), and Candy Piles, whose
//! statement says that whoever eats the last candy loses, under misère play
//! ([`misere::solve`](super::misere::solve)). Nothing here knows a Grundy
//! value, a period or a formula: the state is the whole position, and a move
//! changes it as the statement says.
//!
//! | game | statement | state | module with the theory |
//! |---|---|---|---|
//! | [`IntervalPicking`] | ABC 206 F: pick an interval that meets none picked | the set of picked intervals | [`intervals`](crate::intervals) |
//! | [`OneTwoK`] | CF 1194D: move a chip 1, 2 or k cells towards cell 0 | the chip's cell | [`subtraction`](crate::subtraction) |
//! | [`CandyPiles`] | AGC 002 E: eat a largest pile, or one candy of each | the non-empty piles, sorted | [`young`](crate::young) |
//! | [`NoRepeat`] | CF 768E: take from a pile, never an amount taken from it before | each pile's stones left and amounts taken, sorted | [`no_repeat`](crate::no_repeat) |
//! | [`Dividing`] | ABC 368 F: replace a number by a divisor other than itself | the numbers, sorted | [`divisors`](crate::divisors) |
//! | [`TakeBetween`] | ABC 297 G: take between L and R stones from a pile | the piles, sorted | [`subtraction`](crate::subtraction) |
//!
//! # Complexity
//! Listing the moves of a state costs about as much as there are moves (a
//! sort each for the multisets); searching a game costs the states
//! reachable from the start: use small numbers.
//!
//! ```
//! use game_core::proof::patterns::{CandyPiles, NoRepeat, OneTwoK};
//! use game_core::proof::{misere, solver};
//!
//! // CF 1194D's sample: n = 3 with k = 4 is lost for Alice.
//! let tree = solver::solve(&OneTwoK { k: 4 }, [3, 4]);
//! assert!(tree.is_losing(&3) && !tree.is_losing(&4));
//!
//! // AGC 002 E's sample 3: piles 1 2 3, Ciel (second) wins.
//! let tree = misere::solve(&CandyPiles, [vec![1, 2, 3]]);
//! assert!(tree.is_losing(&vec![1, 2, 3]));
//!
//! // CF 768E's sample 2: piles 1 and 2, nothing taken yet; Jon (second) wins.
//! let tree = solver::solve(&NoRepeat, [NoRepeat::start(&[1, 2])]);
//! assert!(tree.is_losing(&NoRepeat::start(&[1, 2])));
//! ```

use super::solver::Game;

/// ABC 206 F's Interval Game 2: half-open intervals `[l, r)`; a move picks
/// one of them that has no point in common with any interval picked so far
/// (a copy of a picked interval meets it, and two intervals that only touch
/// at an end do not meet).
///
/// The state is the set of picked intervals, bit `i` for `intervals[i]`
/// (at most 64 intervals, each with `l < r`); the game starts at 0. The
/// moves are listed by interval.
///
/// # Complexity
/// Up to `n` moves, each checked against the picked ones.
///
/// ```
/// use game_core::proof::patterns::IntervalPicking;
/// use game_core::proof::solver::Game;
///
/// let game = IntervalPicking { intervals: vec![(1, 3), (3, 5), (2, 4), (1, 3)] };
/// let mut out = Vec::new();
/// game.moves(&0b0001, &mut out); // [1, 3) picked: [3, 5) still meets nothing
/// assert_eq!(out, [0b0011]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IntervalPicking {
    /// The intervals `(l, r)`, for `[l, r)`.
    pub intervals: Vec<(u64, u64)>,
}

impl Game for IntervalPicking {
    type State = u64;

    fn moves(&self, &picked: &u64, out: &mut Vec<u64>) {
        let meet = |(a, b): (u64, u64), (c, d): (u64, u64)| a < d && c < b;
        for (i, &interval) in self.intervals.iter().enumerate() {
            let free = (0..self.intervals.len())
                .filter(|&j| picked >> j & 1 == 1)
                .all(|j| !meet(interval, self.intervals[j]));
            if free {
                out.push(picked | 1 << i);
            }
        }
    }
}

/// CF 1194D's 1-2-K Game: a chip on a strip of cells 0, 1, …, n moves
/// exactly 1, 2 or `k` cells to the left, and must stay on the strip.
///
/// The state is the chip's cell. The moves are listed by the shift 1, 2, k
/// (a shift that repeats another, k = 1 or 2, is listed twice).
///
/// # Complexity
/// At most three moves.
///
/// ```
/// use game_core::proof::patterns::OneTwoK;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// OneTwoK { k: 4 }.moves(&5, &mut out);
/// assert_eq!(out, [4, 3, 1]);
/// out.clear();
/// OneTwoK { k: 4 }.moves(&1, &mut out);
/// assert_eq!(out, [0]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OneTwoK {
    /// The third shift (at least 1).
    pub k: u64,
}

impl Game for OneTwoK {
    type State = u64;

    fn moves(&self, &cell: &u64, out: &mut Vec<u64>) {
        out.extend(
            [1, 2, self.k]
                .iter()
                .filter(|&&d| d <= cell)
                .map(|&d| cell - d),
        );
    }
}

/// AGC 002 E's Candy Piles: a move either eats all the candies of a pile
/// that has the most candies, or eats one candy from every pile that has
/// one. Whoever eats the last candy on the table loses.
///
/// The state is the piles that still have candies, sorted ascending (an
/// eaten pile takes no further part: it is never the largest while candies
/// remain, and has no candy to give); give starts that way. The table is
/// empty exactly when no move is left, so "whoever eats the last candy
/// loses" is misère play: search it with
/// [`misere::solve`](super::misere::solve) (its unit test checks that
/// against the rule as written). The moves are listed: eat a largest pile,
/// then eat a row.
///
/// # Complexity
/// Two moves, a copy each.
///
/// ```
/// use game_core::proof::patterns::CandyPiles;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// CandyPiles.moves(&vec![1, 2, 2], &mut out);
/// assert_eq!(out, [vec![1, 2], vec![1, 1]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CandyPiles;

impl Game for CandyPiles {
    type State = Vec<u64>;

    fn moves(&self, piles: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if piles.is_empty() {
            return;
        }
        // Sorted ascending: the last pile has the most candies.
        out.push(piles[..piles.len() - 1].to_vec());
        out.push(piles.iter().filter(|&&p| p > 1).map(|&p| p - 1).collect());
    }
}

/// CF 768E's Game of Stones: a move removes a positive number of stones
/// from one pile, but never a number that was already removed from that
/// pile (by either player).
///
/// The state is each pile as `(stones left, amounts taken)`, the amounts as
/// a bit set (bit `x` for `x` stones taken; piles of at most 63), sorted;
/// [`NoRepeat::start`] makes the state of fresh piles. The moves are listed
/// pile by pile, taking 1, 2, … stones.
///
/// # Complexity
/// Up to the stones left, per pile, a sort each.
///
/// ```
/// use game_core::proof::patterns::NoRepeat;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// NoRepeat.moves(&vec![(1, 0b100)], &mut out); // 1 left, 2 taken before
/// assert_eq!(out, [vec![(0, 0b110)]]);
/// out.clear();
/// NoRepeat.moves(&vec![(2, 0b10)], &mut out); // 2 left, 1 taken: only 2
/// assert_eq!(out, [vec![(0, 0b110)]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NoRepeat;

impl NoRepeat {
    /// The state of fresh piles of these sizes (nothing taken).
    ///
    /// # Panics
    /// A pile above 63.
    pub fn start(piles: &[u64]) -> Vec<(u64, u64)> {
        assert!(piles.iter().all(|&p| p <= 63), "piles of at most 63");
        let mut state: Vec<(u64, u64)> = piles.iter().map(|&p| (p, 0)).collect();
        state.sort_unstable();
        state
    }
}

impl Game for NoRepeat {
    type State = Vec<(u64, u64)>;

    fn moves(&self, piles: &Vec<(u64, u64)>, out: &mut Vec<Vec<(u64, u64)>>) {
        for (i, &(left, taken)) in piles.iter().enumerate() {
            for x in (1..=left).filter(|&x| taken >> x & 1 == 0) {
                let mut next = piles.clone();
                next[i] = (left - x, taken | 1 << x);
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

/// ABC 368 F's Dividing Game: a move replaces one number by a positive
/// divisor of it other than itself.
///
/// The state is the numbers, sorted ascending (each at least 1); give
/// starts that way. The moves are listed number by number, by divisor
/// 1, 2, …, each divisor found by trial.
///
/// # Complexity
/// `a − 1` trial divisions for the number `a`.
///
/// ```
/// use game_core::proof::patterns::Dividing;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Dividing.moves(&vec![3, 4], &mut out);
/// assert_eq!(out, [vec![1, 4], vec![1, 3], vec![2, 3]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Dividing;

impl Game for Dividing {
    type State = Vec<u64>;

    fn moves(&self, numbers: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (i, &a) in numbers.iter().enumerate() {
            for d in (1..a).filter(|&d| a % d == 0) {
                let mut next = numbers.clone();
                next[i] = d;
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

/// ABC 297 G's Constrained Nim 2: a move removes between `lo` and `hi`
/// stones (both included) from one pile, at most what the pile holds.
///
/// The state is the piles, sorted ascending; give starts that way. The
/// moves are listed pile by pile, removing `lo`, `lo + 1`, … stones.
///
/// # Complexity
/// Up to `hi − lo + 1` moves per pile, a sort each.
///
/// ```
/// use game_core::proof::patterns::TakeBetween;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// TakeBetween { lo: 2, hi: 3 }.moves(&vec![1, 4], &mut out);
/// assert_eq!(out, [vec![1, 2], vec![1, 1]]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakeBetween {
    /// The fewest stones a move removes (at least 1).
    pub lo: u64,
    /// The most stones a move removes.
    pub hi: u64,
}

impl Game for TakeBetween {
    type State = Vec<u64>;

    fn moves(&self, piles: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (i, &pile) in piles.iter().enumerate() {
            for x in self.lo..=self.hi.min(pile) {
                let mut next = piles.clone();
                next[i] = pile - x;
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::proof::misere;
    use std::collections::HashMap;

    /// Candy Piles by its statement's words, without misère play: the
    /// player to move wins when some move does not eat the last candy and
    /// leaves the opponent losing.
    fn wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(piles) {
            return w;
        }
        let mut moves = Vec::new();
        CandyPiles.moves(&piles.to_vec(), &mut moves);
        let w = moves
            .iter()
            .any(|next| !next.is_empty() && !wins(next, memo));
        memo.insert(piles.to_vec(), w);
        w
    }

    #[test]
    fn candy_piles_misere_is_the_last_candy_losing() {
        let mut memo = HashMap::new();
        let mut starts = Vec::new();
        for a in 1..=6 {
            for b in a..=6 {
                for c in b..=6 {
                    starts.extend([vec![c], vec![b, c], vec![a, b, c]]);
                }
            }
        }
        let tree = misere::solve(&CandyPiles, starts.clone());
        for start in &starts {
            assert_eq!(!tree.is_losing(start), wins(start, &mut memo), "{start:?}");
        }
    }
}
