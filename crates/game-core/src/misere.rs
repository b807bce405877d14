//! Misère sums and the SJ theorem (anti-SG: Luogu P4279, HDU 2509).
//!
//! Several games side by side; a move is a move in one of them, and the
//! player who makes the last move loses (so the player who cannot move
//! wins). Anti-Nim (Luogu P4279, the game of HDU 1907) is Nim played so;
//! HDU 2509's rows, where a move takes consecutive apples from a row and
//! may split it in two, are another.
//!
//! # The rule
//! The SJ theorem (Jia Zhihao, 2009): with `X` the XOR of the components'
//! Grundy values (their normal-play values, see [`grundy`](super::grundy)),
//! the player to move wins exactly when
//! - `X ≠ 0` and some component has a value above 1, or
//! - `X = 0` and no component has a value above 1
//!
//! ([`sj_first_player_wins`]: the rule needs those two facts, nothing
//! else). It holds under a precondition on the family of components, which
//! [`sj_precondition`] checks:
//! - the classical statement assumes that a position all of whose
//!   components are worth 0 ends the game: true for the real game when
//!   every component of value 0 has no move (a Nim pile or a row is worth 0
//!   only when empty);
//! - this crate checks the form it proves below, for heaps whose moves may
//!   split them (Multi-SG, [`multi_sg`](super::multi_sg)), the current
//!   heaps being the components. Call an option *small* when every heap it
//!   leaves is worth at most 1. Then: (A0) a heap worth 0 that can move has
//!   a small option worth 1, and every option worth 1 it has is small; (A1)
//!   every option worth 0 of a heap worth 1 is small; (A2) a heap worth 2 or
//!   more has small options worth 0 and worth 1. For components that never
//!   split (each option is one position) only (A0)'s first half is a
//!   condition, weaker than the classical one.
//!
//! Where it fails the rule can be wrong: in Lieges of Legendre with `k`
//! even ([`legendre`](super::legendre)), a pile of 3 is worth 0 and its
//! only move leaves a pile of 2, worth 2; the rule says a single pile of 3
//! wins, and under misère play it loses (3 → 2, then 2 → 1 forces the last
//! cow on the first player).
//!
//! Nim piles and HDU 2509's rows meet it: a pile or row of `n` is worth
//! `n`, only the empty one is worth 0, one of 1 can only be emptied, and one
//! of `n ≥ 2` can be emptied or cut to one of 1. So Luogu P4279 and HDU
//! 2509 are both anti-Nim: with every pile (row) at most 1 the player to
//! move wins when their number is even; otherwise when the XOR of the sizes
//! is not 0. (A row of `n` is worth `n`: its moves leave rows `a, b` with
//! `a + b < n`, worth `a XOR b ≤ a + b < n`, and `b = 0` gives every value
//! below `n`.)
//!
//! # Why
//! Let W be the positions the rule calls won and L the others: L is
//! "`X = 0` with a heap above 1" (L1) or "every heap at most 1, an odd
//! number of them worth 1" (L2). A terminal position has every heap worth 0
//! (a heap worth more has a move), so it is in W, and it is won: the other
//! player moved last. It remains that every move from L goes to W, and
//! some move from W (not terminal) goes to L; by induction the rule is
//! then the outcome. A move replaces one heap, of value `g`, by an option
//! of value `o ≠ g`.
//! - From L1: `X` becomes `g XOR o ≠ 0`, and a second heap above 1 stays
//!   (one alone cannot make `X = 0`): W.
//! - From L2: a heap worth 1 goes to `o = 0`, small by (A1), or to `o ≥ 2`,
//!   which leaves a heap above 1: W either way; a heap worth 0 goes to
//!   `o = 1`, small by (A0), or to `o ≥ 2`: W again.
//! - From W with `X ≠ 0` and two or more heaps above 1: Nim's move (a heap
//!   with `X`'s top bit, to an option worth `g XOR X < g`) makes `X = 0`
//!   and keeps another heap above 1: L1. With one heap above 1, the others
//!   small with XOR `p ≤ 1`: move it to a small option worth `1 XOR p`
//!   (A2): L2.
//! - From W with `X = 0`, every heap at most 1: a heap worth 1 goes to an
//!   option worth 0 (it has one, small by A1): L2. With every heap worth 0, one that can
//!   move goes to a small option worth 1 (A0): L2.
//!
//! # Complexity
//! [`AntiSg`] is O(1) per component (two words); [`sj_precondition`] is
//! linear in the options and parts it is given.

use super::grundy::mex;
use super::multi_sg::Emit;

/// The SJ theorem's answer: true if the player to move wins the misère sum
/// whose components' Grundy values XOR to `xor`, where `any_above_one`
/// says whether some component is worth more than 1.
///
/// # Constraints
/// The family of components must meet the theorem's precondition (see the
/// module doc, and [`sj_precondition`] to check it): Nim piles and HDU
/// 2509's rows do.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::misere::sj_first_player_wins;
/// assert!(sj_first_player_wins(0, false)); // an even number of ones, or nothing
/// assert!(!sj_first_player_wins(1, false)); // an odd number of ones
/// assert!(sj_first_player_wins(7, true)); // 3 5 1 (Luogu P4279: John)
/// assert!(!sj_first_player_wins(0, true)); // 2 2 (HDU 2509: No)
/// ```
pub fn sj_first_player_wins(xor: u64, any_above_one: bool) -> bool {
    if any_above_one {
        xor != 0
    } else {
        xor == 0
    }
}

/// True if the player to move wins the misère sum of components with these
/// Grundy values, by the SJ theorem ([`sj_first_player_wins`]).
///
/// # Constraints
/// As [`sj_first_player_wins`]: the family must meet the precondition.
///
/// # Complexity
/// O(n) for n components.
///
/// ```
/// use game_core::misere::first_player_wins;
/// assert!(first_player_wins([3, 5, 1])); // Luogu P4279's sample: John
/// assert!(!first_player_wins([1])); // Brother
/// assert!(!first_player_wins([0, 1])); // a pile of 0 is no pile: Brother
/// assert!(first_player_wins([])); // the other player moved last
/// ```
pub fn first_player_wins<I: IntoIterator<Item = u64>>(values: I) -> bool {
    let mut sum = AntiSg::new();
    for value in values {
        sum.add(value);
    }
    sum.first_player_wins()
}

/// A misère sum built component by component, keeping what the SJ theorem
/// needs: the XOR of the Grundy values and whether one is above 1.
///
/// For Luogu P4279 (anti-Nim) add each pile's size, and for HDU 2509 each
/// row's length: a pile or a row of `n` is worth `n` (module doc).
///
/// # Constraints
/// As [`sj_first_player_wins`]: the family must meet the precondition.
///
/// # Complexity
/// O(1) per component and per question; two words.
///
/// ```
/// use game_core::misere::AntiSg;
/// let mut sum = AntiSg::new();
/// for pile in [3, 5, 1] {
///     sum.add(pile);
/// }
/// assert!(sum.first_player_wins()); // Luogu P4279: John
/// sum.clear();
/// sum.add(1);
/// assert!(!sum.first_player_wins()); // Brother
/// sum.clear();
/// sum.add(2);
/// sum.add(2);
/// assert!(!sum.first_player_wins()); // HDU 2509: No
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AntiSg {
    /// The XOR of the values.
    xor: u64,
    /// Some value is above 1.
    above_one: bool,
}

impl AntiSg {
    /// No components.
    pub fn new() -> Self {
        Self::default()
    }

    /// Removes every component.
    pub fn clear(&mut self) {
        *self = Self::new();
    }

    /// Adds a component of Grundy value `value` (0 changes nothing).
    #[inline]
    pub fn add(&mut self, value: u64) {
        self.xor ^= value;
        self.above_one |= value > 1;
    }

    /// True if the player to move wins ([`sj_first_player_wins`]).
    pub fn first_player_wins(&self) -> bool {
        sj_first_player_wins(self.xor, self.above_one)
    }
}

/// Checks the SJ theorem's precondition (conditions A0, A1, A2 of the
/// module doc) for a family of heaps, and that `values` are its Grundy
/// values.
///
/// The family is given as for [`grundy_table`](super::multi_sg::grundy_table):
/// `options(x, emit)` calls `emit(parts)` once per option of a heap of `x`,
/// `parts` listing `(heap, count)` pairs, every part below `x`. A game that
/// never splits lists one part per option (count 1), or none for an option
/// that leaves nothing. `values[x]` is the value of heap `x`, for every heap
/// checked (`0..values.len()`).
///
/// When it returns `Ok`, the rule of [`sj_first_player_wins`] decides
/// every misère position made of heaps below `values.len()`. An `Err` does
/// not prove the rule wrong (the conditions are sufficient), but shows where
/// the proof fails.
///
/// # Errors
/// A part not below its heap; a value that is not its options' mex; or the
/// first heap that breaks a condition, e.g. "heap 3 is worth 0 and can
/// move, but has no option worth 1 that leaves only heaps worth at most 1".
///
/// # Complexity
/// O(options + parts) calls, and a mex per heap.
///
/// ```
/// use game_core::misere::sj_precondition;
/// use game_core::multi_sg::Emit;
/// // Rows of apples (HDU 2509): a row of x becomes rows a and b, a + b < x.
/// let rows = |x: usize, emit: &mut Emit<'_>| {
///     for a in 0..x {
///         for b in 0..x - a {
///             emit(&[(a, 1), (b, 1)]);
///         }
///     }
/// };
/// let values: Vec<u64> = (0..30).collect();
/// assert_eq!(sj_precondition(&values, rows), Ok(()));
/// // Lieges of Legendre with k = 2: remove one cow, or split 2y into y + y.
/// let legendre = |x: usize, emit: &mut Emit<'_>| {
///     if x > 0 {
///         emit(&[(x - 1, 1)]);
///     }
///     if x > 0 && x % 2 == 0 {
///         emit(&[(x / 2, 2)]);
///     }
/// };
/// let error = sj_precondition(&[0, 1, 2, 0, 1], legendre).unwrap_err();
/// assert!(error.starts_with("heap 3 is worth 0 and can move"), "{error}");
/// ```
pub fn sj_precondition<F>(values: &[u64], mut options: F) -> Result<(), String>
where
    F: FnMut(usize, &mut Emit<'_>),
{
    let (mut found, mut seen) = (Vec::new(), Vec::new());
    for (x, &value) in values.iter().enumerate() {
        found.clear();
        // Whether some small option is worth 0, and 1; and the first part
        // that is not below x, and the first option worth `value ^ 1`
        // (when `value ≤ 1`) that is not small.
        let mut small = [false; 2];
        let (mut wrong, mut big) = (None, None);
        options(x, &mut |parts| {
            let (mut xor, mut is_small) = (0, true);
            for &(heap, count) in parts {
                if count == 0 {
                    continue;
                }
                if heap >= x {
                    wrong = Some(heap);
                    return;
                }
                let v = values[heap];
                is_small &= v <= 1;
                if count % 2 == 1 {
                    xor ^= v;
                }
            }
            if xor <= 1 {
                small[xor as usize] |= is_small;
                if !is_small && value <= 1 && xor == value ^ 1 && big.is_none() {
                    big = Some(xor);
                }
            }
            found.push(xor);
        });
        if let Some(heap) = wrong {
            return Err(format!(
                "heap {x} has an option with a heap of {heap}: every part must be below the heap"
            ));
        }
        let expected = mex(&found, &mut seen);
        if value != expected {
            return Err(format!(
                "heap {x} is given the value {value}, but its options' values have mex {expected}"
            ));
        }
        let only_small = "that leaves only heaps worth at most 1";
        if let Some(o) = big {
            return Err(format!(
                "heap {x} is worth {value} and has an option worth {o} that leaves a heap worth more than 1"
            ));
        }
        if value == 0 && !found.is_empty() && !small[1] {
            return Err(format!(
                "heap {x} is worth 0 and can move, but has no option worth 1 {only_small}"
            ));
        }
        if value >= 2 && !(small[0] && small[1]) {
            let o = usize::from(small[0]);
            return Err(format!(
                "heap {x} is worth {value}, but has no option worth {o} {only_small}"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nim piles: a pile of x becomes any smaller pile (0 is none).
    fn nim(x: usize, emit: &mut Emit<'_>) {
        if x > 0 {
            emit(&[]);
        }
        for left in 1..x {
            emit(&[(left, 1)]);
        }
    }

    #[test]
    fn the_rule_is_anti_nim_on_piles() {
        assert!(first_player_wins([1, 1]) && !first_player_wins([1, 1, 1]));
        assert!(first_player_wins([2]) && !first_player_wins([2, 2]));
        assert!(first_player_wins([u64::MAX, 1]) && !first_player_wins([u64::MAX; 2]));
        let values: Vec<u64> = (0..40).collect();
        assert_eq!(sj_precondition(&values, nim), Ok(()));
    }

    #[test]
    fn the_check_refuses_wrong_values_and_parts() {
        assert_eq!(
            sj_precondition(&[0, 1, 3], nim),
            Err("heap 2 is given the value 3, but its options' values have mex 2".into())
        );
        let error = sj_precondition(&[0, 1], |x, emit| emit(&[(x, 1)])).unwrap_err();
        assert!(
            error.contains("every part must be below the heap"),
            "{error}"
        );
    }

    #[test]
    fn the_check_names_each_condition() {
        // Heap 1 can be emptied (worth 1), heap 2 become two heaps of 1
        // (worth 0, so heap 2 is worth 1), heap 3 two heaps of 2 (worth 0,
        // small: heap 2 is worth 1) or one of 1: heap 3 is worth 2.
        let fine = |x: usize, emit: &mut Emit<'_>| match x {
            1 => emit(&[]),
            2 => emit(&[(1, 2)]),
            3 => {
                emit(&[(2, 2)]);
                emit(&[(1, 1)]);
            }
            _ => {}
        };
        assert_eq!(sj_precondition(&[0, 1, 1, 2], fine), Ok(()));
        // A0: heap 3 is worth 0, and its only option is worth 2.
        let a0 = |x: usize, emit: &mut Emit<'_>| match x {
            1 => emit(&[]),
            2 => {
                emit(&[]);
                emit(&[(1, 1)]);
            }
            3 => emit(&[(2, 1)]),
            _ => {}
        };
        assert_eq!(
            sj_precondition(&[0, 1, 2, 0], a0),
            Err("heap 3 is worth 0 and can move, but has no option worth 1 that leaves only heaps worth at most 1".into())
        );
        let a1 = |x: usize, emit: &mut Emit<'_>| match x {
            1 => emit(&[]),
            2 => emit(&[]),
            3 => emit(&[(1, 1)]),
            4 => {
                emit(&[]);
                emit(&[(2, 1)]);
                emit(&[(3, 1)]);
            }
            5 => emit(&[(4, 2)]),
            _ => {}
        };
        // Values 0, 1, 1, 0, 2, 1: heap 5 is worth 1 and its option worth
        // 0 leaves two heaps worth 2.
        assert_eq!(
            sj_precondition(&[0, 1, 1, 0, 2, 1], a1),
            Err(
                "heap 5 is worth 1 and has an option worth 0 that leaves a heap worth more than 1"
                    .into()
            )
        );
        let a2 = |x: usize, emit: &mut Emit<'_>| match x {
            1 => emit(&[]),
            2 => emit(&[(1, 1)]),
            3 => {
                emit(&[(1, 1)]);
                emit(&[(2, 1)]);
            }
            4 => {
                emit(&[(3, 1), (3, 1)]);
                emit(&[(1, 1)]);
            }
            _ => {}
        };
        // Values 0, 1, 0, 2, 2: heap 4's option worth 0 leaves two heaps
        // worth 2.
        assert_eq!(
            sj_precondition(&[0, 1, 0, 2, 2], a2),
            Err("heap 4 is worth 2, but has no option worth 0 that leaves only heaps worth at most 1".into())
        );
    }
}
