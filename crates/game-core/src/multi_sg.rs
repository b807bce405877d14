//! Multi-SG: heaps whose moves may leave several heaps, and HDU 5795.
//!
//! Several heaps; a move acts on one heap and replaces it by what the
//! game's rule allows: fewer objects, nothing, or several heaps (a split).
//! Whoever cannot move loses. HDU 5795 ("A Simple Nim"): a move takes any
//! positive number of candies from one heap, or splits a heap into three
//! non-empty heaps.
//!
//! # The rule
//! - A heap's Grundy value is the mex of its options' values, and an option
//!   that leaves heaps `p_1, …, p_k` is worth
//!   `SG(p_1) XOR … XOR SG(p_k)` (0 if it leaves none). A position is lost
//!   for the player to move exactly when its heaps' values XOR to 0.
//!   [`grundy_table`] tabulates the values of any rule whose parts are
//!   smaller than the heap; Lasker's Nim ([`lasker`](super::lasker)), Lieges
//!   of Legendre ([`legendre`](super::legendre)) and 江南乐
//!   ([`jiangnan`](super::jiangnan)) are such rules, with forms of their own.
//! - HDU 5795: `SG(8k + 7) = 8k + 8`, `SG(8k + 8) = 8k + 7` (`k ≥ 0`), and
//!   `SG(x) = x` for every other `x` ([`split_three_grundy`]).
//!
//! # Why
//! Multi-SG: the heaps an option leaves are independent games played side
//! by side, so the option is their sum, worth the XOR of their values by
//! the Sprague–Grundy theorem ([`grundy`](super::grundy)); the heap itself
//! is a game whose options have those values, so its value is their mex.
//! With parts smaller than the heap the values fill in heap by heap.
//!
//! HDU 5795, by induction on `x`, with `g` the closed form. `g(y) = y + δ(y)`
//! where `δ(y)` is +1 for `y ≡ 7`, −1 for `y ≡ 0` (`y > 0`), else 0 (mod 8),
//! so the heaps below `x` have the values `0..x` when `x ≢ 0 (mod 8)`, and
//! `0..x − 1` and `x` when `x ≡ 0`: the takings reach all of these, and miss
//! `g(x)`. It remains that (a) no split of `x` is worth `g(x)`, and (b) for
//! `x ≡ 7` a split is worth `x` (so the mex passes it): (b) is
//! `1 + 2 + (x − 3)`, worth `1 XOR 2 XOR (x − 3) = x` since `x − 3 ≡ 4`.
//! For (a), let a split `a + b + c = x` have values `A, B, C`. Then
//! `A XOR B XOR C = A + B + C − 2D`, where `D ≥ 0` is 0 only if no two of
//! `A, B, C` share a bit, and `A + B + C = x + n₇ − n₀`, counting the parts
//! `≡ 7` and `≡ 0 (mod 8)`. So the split is worth `g(x) = x + δ(x)` only if
//! `n₇ − n₀ − δ(x) = 2D`, and the residues of the parts mod 8 (they sum to
//! `x`'s) leave four cases, none possible:
//! - `δ(x) = 0`, `n₇ = n₀ = 0`: `D = 0`, but three non-zero, disjoint low
//!   three bits are 1, 2, 4, and then `x ≡ 7`;
//! - `δ(x) = 0`, `n₇ = n₀ = 1`: `D = 0`, but the values' low bits are `000`,
//!   `111` and the third part's, non-zero, which shares a bit with `111`;
//!   with `n₇ = 2, n₀ = 0` the low bits of the XOR are the third part's
//!   residue `r`, and `x ≡ r + 6`;
//! - `δ(x) = +1` (`x ≡ 7`): `n₇ = 1, n₀ = 0`, `D = 0`, and the other two
//!   residues sum to 8 (2 + 6, 3 + 5, 4 + 4): they share a bit;
//! - `δ(x) = −1` (`x ≡ 0`): `n₀ = 1, n₇ = 0`, `D = 0`, and the value
//!   `8m − 1` (low bits `111`) shares a bit with another part's; or `n₇ = 1,
//!   n₀ = 0` with the other residues summing to 9 (3 + 6, 4 + 5), and the
//!   XOR's low bits (5 or 1) are not `g(x)`'s, `111`.
//!
//! # Exact arithmetic
//! `2^64 − 1 ≡ 7 (mod 8)` has value `2^64`, one more than `u64` holds:
//! [`split_three_grundy`] returns `u128`. (HDU 5795's heaps are at most
//! 10^9, and so are their values.)
//!
//! # Complexity
//! [`split_three_grundy`] is O(1); [`grundy_table`] is linear in the
//! options and parts it is given.

use super::grundy::mex;

/// What a rule's `options` closure is handed ([`grundy_table`],
/// [`sj_precondition`](super::misere::sj_precondition)): call it once per
/// option, with the option's parts as `(heap, count)` pairs.
pub type Emit<'a> = dyn FnMut(&[(usize, u64)]) + 'a;

/// The Grundy values of heaps `0..=max` under a rule given by its options.
///
/// `options(x, emit)` calls `emit(parts)` once for each option of a heap of
/// `x`, where `parts` lists `(heap, count)` pairs: the option leaves `count`
/// heaps of each `heap` (counts may be 0 or huge, like Codeforces 603C's
/// `k = 10^9` piles; only their parity matters). A heap's value is the mex
/// of its options' values, each the XOR of its parts' values.
///
/// # Constraints
/// Every part with a count above 0 must be below the heap it comes from,
/// so that its value is known. `max + 1` values are kept, 8 bytes each.
///
/// # Errors
/// A part that is not below its heap: "heap 3 has an option with a heap of
/// 3: every part must be below the heap".
///
/// # Complexity
/// O(options + parts) calls, and the mex of each heap's options.
///
/// ```
/// use game_core::multi_sg::grundy_table;
/// // Lasker's Nim: take any number from a heap, or split it in two.
/// let lasker = grundy_table(8, |x, emit| {
///     for left in 0..x {
///         emit(&[(left, 1)]);
///     }
///     for a in 1..=x / 2 {
///         emit(&[(a, 1), (x - a, 1)]);
///     }
/// })?;
/// assert_eq!(lasker, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// // Taking all is an option with no parts; k = 10^9 equal parts XOR to 0.
/// let split = grundy_table(4, |x, emit| {
///     if x > 0 {
///         emit(&[]);
///     }
///     if x > 0 && x % 2 == 0 {
///         emit(&[(x / 2, 1_000_000_000)]);
///     }
/// })?;
/// assert_eq!(split, [0, 1, 1, 1, 1]);
/// assert!(grundy_table(3, |x, emit| emit(&[(x, 1)])).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn grundy_table<F>(max: usize, mut options: F) -> Result<Vec<u64>, String>
where
    F: FnMut(usize, &mut Emit<'_>),
{
    let mut values: Vec<u64> = Vec::new();
    let (mut found, mut seen) = (Vec::new(), Vec::new());
    for x in 0..=max {
        found.clear();
        let mut wrong = None;
        options(x, &mut |parts| {
            let mut xor = 0;
            for &(heap, count) in parts {
                if count == 0 {
                    continue;
                }
                match values.get(heap) {
                    Some(&value) if count % 2 == 1 => xor ^= value,
                    Some(_) => {}
                    None => {
                        wrong = Some(heap);
                        return;
                    }
                }
            }
            found.push(xor);
        });
        if let Some(heap) = wrong {
            return Err(format!(
                "heap {x} has an option with a heap of {heap}: every part must be below the heap"
            ));
        }
        values.push(mex(&found, &mut seen));
    }
    Ok(values)
}

/// The Grundy value of a heap of `x` in HDU 5795's game (take any positive
/// number from a heap, or split it into three non-empty heaps):
/// `8k + 8` for `x = 8k + 7`, `8k + 7` for `x = 8k + 8`, `x` otherwise.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::multi_sg::split_three_grundy;
/// let values: Vec<u128> = (0..17).map(split_three_grundy).collect();
/// assert_eq!(values, [0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 10, 11, 12, 13, 14, 16, 15]);
/// assert_eq!(split_three_grundy(999_999_999), 1_000_000_000);
/// assert_eq!(split_three_grundy(u64::MAX), 1 << 64);
/// ```
pub fn split_three_grundy(x: u64) -> u128 {
    let x = u128::from(x);
    match x % 8 {
        7 => x + 1,
        0 if x > 0 => x - 1,
        _ => x,
    }
}

/// A position of HDU 5795's game built heap by heap, storing no heaps.
///
/// # Complexity
/// O(1) per heap and per question.
///
/// ```
/// use game_core::multi_sg::SplitThree;
/// // HDU 5795's samples: 4 4 → Second player wins, 1 2 4 → First.
/// let mut position = SplitThree::new();
/// position.add(4);
/// position.add(4);
/// assert!(!position.first_player_wins());
/// position.clear();
/// for heap in [1, 2, 4] {
///     position.add(heap);
/// }
/// assert!(position.first_player_wins());
/// // 1 2 4 7 is lost in Nim, not here: 1 ^ 2 ^ 4 ^ 8 ≠ 0.
/// position.add(7);
/// assert!(position.first_player_wins());
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SplitThree {
    /// The XOR of the heaps' values.
    xor: u128,
}

impl SplitThree {
    /// No heaps.
    pub fn new() -> Self {
        Self::default()
    }

    /// Removes every heap.
    pub fn clear(&mut self) {
        *self = Self::new();
    }

    /// Adds a heap of `candies` (0 is no heap).
    #[inline]
    pub fn add(&mut self, candies: u64) {
        self.xor ^= split_three_grundy(candies);
    }

    /// True if the player to move wins: the XOR of the values is not 0.
    pub fn first_player_wins(&self) -> bool {
        self.xor != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_three_closed_form_pairs_7_and_8() {
        for k in [0u64, 1, 2, 1000, (u64::MAX >> 3) - 1] {
            assert_eq!(split_three_grundy(8 * k + 7), u128::from(8 * k + 8));
            assert_eq!(split_three_grundy(8 * k + 8), u128::from(8 * k + 7));
            for r in 1..=6 {
                assert_eq!(split_three_grundy(8 * k + r), u128::from(8 * k + r));
            }
        }
        assert_eq!(split_three_grundy(0), 0);
        // 1 2 4 7: 1 ^ 2 ^ 4 ^ 8 ≠ 0, and 1 ^ 2 ^ 4 ^ 7 of Nim is 0.
        let mut position = SplitThree::new();
        for heap in [1, 2, 4, 7] {
            position.add(heap);
        }
        assert!(position.first_player_wins());
        position.add(u64::MAX);
        position.add(u64::MAX);
        assert!(position.first_player_wins());
        position.add(16); // worth 15
        assert!(!position.first_player_wins());
    }

    #[test]
    fn table_ignores_empty_counts_and_reports_the_heap() {
        let table = grundy_table(3, |x, emit| {
            // A part of x with count 0 is no part.
            emit(&[(x, 0)]);
        });
        assert_eq!(table, Ok(vec![1, 1, 1, 1]));
        let error = grundy_table(5, |x, emit| {
            if x == 4 {
                emit(&[(1, 1), (9, 2)]);
            }
        });
        assert_eq!(
            error,
            Err("heap 4 has an option with a heap of 9: every part must be below the heap".into())
        );
        assert_eq!(grundy_table(0, |_, _| {}), Ok(vec![0]));
    }
}
