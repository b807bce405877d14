//! The games whose moves may split a heap into several, written down move
//! by move from their statements, on multisets of heaps.
//!
//! Each is a [`Game`]: under normal play [`solver::solve`](super::solver::solve)
//! searches it, under misère play [`misere::solve`](super::misere::solve).
//! Nothing here knows a Grundy value: the state is the whole multiset of
//! heaps, and a move rewrites it as the statement says.
//!
//! | game | statement | state | module with the theory |
//! |---|---|---|---|
//! | [`Rows`] | HDU 2509: take consecutive apples from a row (misère) | the non-empty rows, sorted | [`misere`](crate::misere) |
//! | [`SplitThree`] | HDU 5795: take from a heap, or split it in three | the non-empty heaps, sorted | [`multi_sg`](crate::multi_sg) |
//! | [`Legendre`] | CF 603C: remove a cow, or split `2x` into `k` piles of `x` | the non-empty piles, sorted | [`legendre`](crate::legendre) |
//! | [`Jiangnan`] | Luogu P3235: split a pile of at least `F` into `M` near-equal piles | the piles, sorted | [`jiangnan`](crate::jiangnan) |
//! | [`Replace`] | any rule given as a table: a heap `h` becomes one of `options[h]` | the heaps, sorted | [`multi_sg`](crate::multi_sg), [`misere`](crate::misere) |
//!
//! # Complexity
//! Listing the moves of a state costs about as much as there are moves, a
//! sort each; the states are multisets of heaps, many: use small numbers.
//!
//! ```
//! use game_core::proof::splits::{Rows, SplitThree};
//! use game_core::proof::{misere, solver};
//!
//! // HDU 2509's samples: rows 2 2 → No, a row of 3 → Yes.
//! let tree = misere::solve(&Rows, [vec![2, 2], vec![3]]);
//! assert!(tree.is_losing(&vec![2, 2]));
//! assert!(!tree.is_losing(&vec![3]));
//!
//! // HDU 5795's samples: 4 4 → second player, 1 2 4 → first player.
//! let tree = solver::solve(&SplitThree, [vec![4, 4], vec![1, 2, 4]]);
//! assert!(tree.is_losing(&vec![4, 4]));
//! assert!(!tree.is_losing(&vec![1, 2, 4]));
//! ```

use super::solver::Game;

/// Pushes `heaps` without the one at `at`, with `parts` added (the zeros
/// among them dropped when `drop_zeros`), sorted ascending.
fn replace(heaps: &[u64], at: usize, parts: &[u64], drop_zeros: bool, out: &mut Vec<Vec<u64>>) {
    let mut next = Vec::with_capacity(heaps.len() + parts.len());
    next.extend_from_slice(&heaps[..at]);
    next.extend_from_slice(&heaps[at + 1..]);
    next.extend(parts.iter().copied().filter(|&p| p > 0 || !drop_zeros));
    next.sort_unstable();
    out.push(next);
}

/// Be the Winner (HDU 2509): rows of apples; a move takes one or more
/// consecutive apples from one row, which leaves what was left of them
/// and what was right of them as two rows (either may be empty). Under
/// misère play, as the statement says: whoever takes the last apple loses.
///
/// The state is the non-empty rows, sorted ascending; give starts that
/// way. From a row of `n` apples numbered `0..n`, taking apples `i..=j`
/// leaves rows of `i` and `n − 1 − j`; the moves are listed row by row,
/// by `i`, then by `j`.
///
/// # Complexity
/// `n (n + 1) / 2` moves from a row of `n`, a sort each.
///
/// ```
/// use game_core::proof::solver::Game;
/// use game_core::proof::splits::Rows;
///
/// let mut out = Vec::new();
/// Rows.moves(&vec![3], &mut out);
/// // Take 0..=0, 0..=1, 0..=2, 1..=1 (the middle: two rows of 1), 1..=2, 2..=2.
/// assert_eq!(out, [vec![2], vec![1], vec![], vec![1, 1], vec![1], vec![2]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Rows;

impl Game for Rows {
    type State = Vec<u64>;

    fn moves(&self, rows: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (at, &n) in rows.iter().enumerate() {
            for i in 0..n {
                for j in i..n {
                    replace(rows, at, &[i, n - 1 - j], true, out);
                }
            }
        }
    }
}

/// A Simple Nim (HDU 5795): heaps of candies; a move either takes any
/// positive number of candies from one heap, or splits one heap into three
/// non-empty heaps. Whoever takes the last candy wins.
///
/// The state is the non-empty heaps, sorted ascending (a heap emptied is
/// gone); give starts that way. The moves are listed heap by heap: the
/// takings (1, 2, … candies), then the splits `a + b + c` with
/// `1 ≤ a ≤ b ≤ c` (each multiset of three parts once), by `a`, then `b`.
///
/// # Complexity
/// About `h + h²/12` moves from a heap of `h`, a sort each.
///
/// ```
/// use game_core::proof::solver::Game;
/// use game_core::proof::splits::SplitThree;
///
/// let mut out = Vec::new();
/// SplitThree.moves(&vec![5], &mut out);
/// assert_eq!(out, [vec![4], vec![3], vec![2], vec![1], vec![], vec![1, 1, 3], vec![1, 2, 2]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SplitThree;

impl Game for SplitThree {
    type State = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (at, &h) in heaps.iter().enumerate() {
            for left in (0..h).rev() {
                replace(heaps, at, &[left], true, out);
            }
            for a in 1..=h / 3 {
                for b in a..=(h - a) / 2 {
                    replace(heaps, at, &[a, b, h - a - b], true, out);
                }
            }
        }
    }
}

/// Lieges of Legendre (Codeforces 603C): piles of cows; a move either
/// removes one cow from a non-empty pile, or takes a pile of even size
/// `2x` (`x > 0`) and replaces it by `k` piles of `x` cows. Whoever removes
/// the last cow wins.
///
/// The state is the non-empty piles, sorted ascending; give starts that
/// way (a pile of 0 in a start has no move). The moves are listed pile by
/// pile: the removal, then the split. With `k = 0` a split removes the pile
/// (the statement has `k ≥ 1`).
///
/// # Complexity
/// Two moves per pile, a sort each; but a split makes `k` piles: use small
/// `k` and piles (from a pile of `2^t` there are up to `k^t` piles).
///
/// ```
/// use game_core::proof::solver::Game;
/// use game_core::proof::splits::Legendre;
///
/// let mut out = Vec::new();
/// Legendre { k: 3 }.moves(&vec![1, 4], &mut out);
/// assert_eq!(out, [vec![4], vec![1, 3], vec![1, 2, 2, 2]]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Legendre {
    /// The number of piles a split makes.
    pub k: u64,
}

impl Game for Legendre {
    type State = Vec<u64>;

    fn moves(&self, piles: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (at, &a) in piles.iter().enumerate() {
            if a == 0 {
                continue;
            }
            replace(piles, at, &[a - 1], true, out);
            if a % 2 == 0 {
                let parts = vec![a / 2; self.k as usize];
                replace(piles, at, &parts, true, out);
            }
        }
    }
}

/// 江南乐 (Luogu P3235): piles of stones and a number `F`; a move takes a
/// pile of `x ≥ F` stones, chooses an `M ≥ 2`, and splits the pile into
/// `M` non-empty piles whose sizes differ by at most 1 (`x mod M` piles of
/// `⌊x/M⌋ + 1` and the others of `⌊x/M⌋`). Whoever cannot move loses.
///
/// The piles are non-empty, so `M ≤ x`: a pile of 1 never moves, even with
/// `F = 1` (the statement's trap). The state is every pile, sorted
/// ascending (piles that can no longer move stay); give starts that way.
/// The moves are listed pile by pile, by `M` from 2 to `x`.
///
/// # Complexity
/// `x − 1` moves from a pile of `x ≥ F`, a sort of up to `x` more piles
/// each.
///
/// ```
/// use game_core::proof::solver::Game;
/// use game_core::proof::splits::Jiangnan;
///
/// let mut out = Vec::new();
/// Jiangnan { f: 3 }.moves(&vec![2, 5], &mut out);
/// // The 2 is below F; the 5 splits into 2 + 3, 1 + 2 + 2, 1 + 1 + 1 + 2, or five 1s.
/// let splits = [vec![2, 2, 3], vec![1, 2, 2, 2], vec![1, 1, 1, 2, 2], vec![1, 1, 1, 1, 1, 2]];
/// assert_eq!(out, splits);
/// out.clear();
/// Jiangnan { f: 1 }.moves(&vec![1], &mut out);
/// assert!(out.is_empty());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Jiangnan {
    /// The smallest pile that may be split.
    pub f: u64,
}

impl Game for Jiangnan {
    type State = Vec<u64>;

    fn moves(&self, piles: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (at, &x) in piles.iter().enumerate() {
            if x < self.f {
                continue;
            }
            for m in 2..=x {
                let (q, r) = (x / m, x % m);
                let mut parts = vec![q + 1; r as usize];
                parts.resize(m as usize, q);
                replace(piles, at, &parts, false, out);
            }
        }
    }
}

/// Any rule of heaps given by a table: a move replaces one heap `h` by one
/// of the multisets `options[h]` (a heap beyond the table, or with no
/// options, cannot move). Nim is `options[h] = [[0], [1], …, [h − 1]]`;
/// a rule that splits lists several heaps in an option. For families that
/// have no statement of their own (the tests' random rules, and the rules
/// where the SJ theorem's precondition fails).
///
/// The state is the heaps, sorted ascending, zeros kept; give starts that
/// way. The options must not make a cycle (e.g. list only smaller heaps).
/// The moves are listed heap by heap, in the order of `options`.
///
/// # Complexity
/// The options of each heap, a sort each.
///
/// ```
/// use game_core::proof::solver::Game;
/// use game_core::proof::splits::Replace;
///
/// // Heap 2 may become two heaps of 1, heap 1 nothing.
/// let game = Replace { options: vec![vec![], vec![vec![]], vec![vec![1, 1]]] };
/// let mut out = Vec::new();
/// game.moves(&vec![1, 2], &mut out);
/// assert_eq!(out, [vec![2], vec![1, 1, 1]]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replace {
    /// `options[h]`: the multisets of heaps a heap of `h` may become.
    pub options: Vec<Vec<Vec<u64>>>,
}

impl Game for Replace {
    type State = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (at, &h) in heaps.iter().enumerate() {
            let options = usize::try_from(h).ok().and_then(|h| self.options.get(h));
            for parts in options.into_iter().flatten() {
                replace(heaps, at, parts, false, out);
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
    fn rows_take_consecutive_apples_and_may_split_a_row() {
        assert_eq!(moves(&Rows, vec![1]), [Vec::<u64>::new()]);
        assert_eq!(moves(&Rows, vec![]), Vec::<Vec<u64>>::new());
        // The statement's example: a row of 4 can become 3, 1, or 1 + 1 (and more).
        let four = moves(&Rows, vec![4]);
        assert_eq!(four.len(), 10);
        for row in [vec![3], vec![1], vec![1, 1], vec![1, 2], vec![2], vec![]] {
            assert!(four.contains(&row), "{row:?}");
        }
        assert!(!four.contains(&vec![2, 2]) && !four.contains(&vec![1, 3]));
        assert_eq!(
            moves(&Rows, vec![1, 2]),
            [vec![2], vec![1, 1], vec![1], vec![1, 1]]
        );
    }

    #[test]
    fn split_three_takes_or_splits_into_three_non_empty_heaps() {
        assert_eq!(moves(&SplitThree, vec![2]), [vec![1], vec![]]);
        assert_eq!(moves(&SplitThree, vec![3]).last(), Some(&vec![1, 1, 1]));
        let six = moves(&SplitThree, vec![6]);
        // 6 takings, and 1+1+4, 1+2+3, 2+2+2.
        assert_eq!(six.len(), 9);
        assert_eq!(six[6..], [vec![1, 1, 4], vec![1, 2, 3], vec![2, 2, 2]]);
        assert_eq!(moves(&SplitThree, vec![1, 1]), [vec![1], vec![1]]);
    }

    #[test]
    fn legendre_removes_one_or_splits_an_even_pile() {
        assert_eq!(moves(&Legendre { k: 2 }, vec![3]), [vec![2]]);
        assert_eq!(moves(&Legendre { k: 2 }, vec![2]), [vec![1], vec![1, 1]]);
        assert_eq!(moves(&Legendre { k: 1 }, vec![2]), [vec![1], vec![1]]);
        assert_eq!(moves(&Legendre { k: 0 }, vec![6]), [vec![5], vec![]]);
        assert_eq!(
            moves(&Legendre { k: 4 }, vec![1, 2]),
            [vec![2], vec![1, 1], vec![1, 1, 1, 1, 1]]
        );
    }

    #[test]
    fn jiangnan_splits_piles_of_at_least_f_evenly() {
        // Sample: F = 3; piles 1 and 2 cannot move, 3 can.
        let game = Jiangnan { f: 3 };
        assert!(moves(&game, vec![1]).is_empty() && moves(&game, vec![2]).is_empty());
        assert_eq!(moves(&game, vec![3]), [vec![1, 2], vec![1, 1, 1]]);
        assert_eq!(moves(&game, vec![7])[1], vec![2, 2, 3]);
        assert_eq!(moves(&game, vec![7])[2], vec![1, 2, 2, 2]);
        // With F = 1 a pile of 1 has no split (M ≤ x), a pile of 2 one.
        assert_eq!(moves(&Jiangnan { f: 1 }, vec![1, 2]), [vec![1, 1, 1]]);
        assert!(moves(&Jiangnan { f: 0 }, vec![0, 1]).is_empty());
    }

    #[test]
    fn replace_uses_the_table_and_keeps_zeros() {
        let game = Replace {
            options: vec![vec![], vec![vec![0]], vec![vec![0], vec![1, 1]]],
        };
        assert_eq!(moves(&game, vec![0, 1]), [vec![0, 0]]);
        assert_eq!(moves(&game, vec![2]), [vec![0], vec![1, 1]]);
        assert!(moves(&game, vec![3, u64::MAX]).is_empty());
    }
}
