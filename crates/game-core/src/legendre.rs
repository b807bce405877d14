//! Lieges of Legendre (Codeforces 603C).
//!
//! Piles of cows and a number `k`; a move removes one cow from a pile, or
//! replaces a pile of `2x` cows (`x > 0`) by `k` piles of `x`. Whoever
//! removes the last cow wins.
//!
//! # The rule
//! The value of a pile of `a` depends on `k` only through its parity:
//! - `k` even: `SG(0), SG(1), SG(2) = 0, 1, 2`, and for `a ≥ 3`, `SG(a)` is
//!   1 for even `a`, 0 for odd `a`;
//! - `k` odd: `SG(0..=4) = 0, 1, 0, 1, 2`, and for `a ≥ 5`, `SG(a)` is 0 for
//!   odd `a`; for even `a` it is 2 if `SG(a/2) = 1`, else 1.
//!
//! The player to move loses exactly when the piles' values XOR to 0.
//!
//! # Why
//! Multi-SG ([`multi_sg`](super::multi_sg)): the split leaves `k` equal
//! piles, worth the XOR of `k` copies of `SG(x)`: 0 for even `k`, `SG(x)`
//! for odd `k`. The removal is worth `SG(a − 1)`. So `SG(a)` is
//! `mex{SG(a − 1)}` for odd `a`, and `mex{SG(a − 1), split}` for even `a`.
//! - `k` even (split worth 0): `SG(1) = mex{0} = 1`, `SG(2) = mex{1, 0} = 2`,
//!   `SG(3) = mex{2} = 0`, `SG(4) = mex{0, 0} = 1`; from there an odd pile
//!   is `mex{1} = 0` and an even one `mex{0, 0} = 1`.
//! - `k` odd (split worth `SG(a/2)`): `SG(1) = 1`, `SG(2) = mex{1, 1} = 0`,
//!   `SG(3) = 1`, `SG(4) = mex{1, 0} = 2`. For `a ≥ 5`, by induction: an
//!   odd `a` removes to `a − 1`, even and at least 4, worth 1 or 2 (2 for
//!   4, the claim beyond), so `SG(a) = 0`; an even `a ≥ 6` removes to an
//!   odd `a − 1 ≥ 5`, worth 0, so `SG(a) = mex{0, SG(a/2)}`, which is 2
//!   when `SG(a/2) = 1` and 1 when it is 0 or 2.
//!
//! So for odd `k` the value is found by halving `a` while it is even and
//! at least 6, reading the small table or the odd rule at the end, and
//! going back up one halving at a time (`1 → 2`, `0 or 2 → 1`): a loop of at
//! most 63 steps, no recursion.
//!
//! # Complexity
//! O(log a) per pile; [`Position`] stores no piles.

/// The Grundy value of a pile of `cows` cows when a split makes `k` piles.
///
/// Any `k` is allowed (only its parity matters; with `k = 0` a split
/// removes the pile, worth 0 as for every even `k`).
///
/// # Complexity
/// O(log cows): at most 63 halvings.
///
/// ```
/// use game_core::legendre::grundy;
/// let odd: Vec<u64> = (0..17).map(|a| grundy(a, 1)).collect();
/// assert_eq!(odd, [0, 1, 0, 1, 2, 0, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 2]);
/// let even: Vec<u64> = (0..8).map(|a| grundy(a, 2)).collect();
/// assert_eq!(even, [0, 1, 2, 0, 1, 0, 1, 0]);
/// assert_eq!(grundy(1 << 63, 1_000_000_001), 1); // 2^63 halves down to 4
/// assert_eq!(grundy(u64::MAX, 1), 0);
/// ```
pub fn grundy(cows: u64, k: u64) -> u64 {
    if k % 2 == 0 {
        return match cows {
            0..=2 => cows,
            _ => u64::from(cows % 2 == 0),
        };
    }
    let (mut a, mut halvings) = (cows, 0);
    while a % 2 == 0 && a >= 6 {
        a /= 2;
        halvings += 1;
    }
    // a ≤ 4, or odd: the small table, or 0.
    let mut value = match a {
        0 | 2 => 0,
        1 | 3 => 1,
        4 => 2,
        _ => 0,
    };
    for _ in 0..halvings {
        value = if value == 1 { 2 } else { 1 };
    }
    value
}

/// A position of Lieges of Legendre built pile by pile, storing no piles.
///
/// # Complexity
/// O(log a) per pile, O(1) per question.
///
/// ```
/// use game_core::legendre::Position;
/// // Codeforces 603C's samples: k = 1, piles 3 4 → Kevin; k = 2, pile 3 → Nicky.
/// let mut position = Position::new(1);
/// position.add(3);
/// position.add(4);
/// assert!(position.first_player_wins());
/// let mut position = Position::new(2);
/// position.add(3);
/// assert!(!position.first_player_wins());
/// position.clear(); // k stays 2
/// position.add(2);
/// assert!(position.first_player_wins());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// The number of piles a split makes.
    k: u64,
    /// The XOR of the piles' values.
    xor: u64,
}

impl Position {
    /// No piles, with splits that make `k` piles.
    pub fn new(k: u64) -> Self {
        Self { k, xor: 0 }
    }

    /// Removes every pile (`k` stays).
    pub fn clear(&mut self) {
        self.xor = 0;
    }

    /// Adds a pile of `cows` cows (0 is no pile).
    #[inline]
    pub fn add(&mut self, cows: u64) {
        self.xor ^= grundy(cows, self.k);
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
    fn only_the_parity_of_k_matters() {
        for a in (0..200).chain([1 << 40, (1 << 40) + 2, 3 << 50, u64::MAX - 1]) {
            for k in [0, 2, 4, 1_000_000_000, u64::MAX - 1] {
                assert_eq!(grundy(a, k), grundy(a, 2), "{a} {k}");
            }
            for k in [1, 3, 999_999_999, u64::MAX] {
                assert_eq!(grundy(a, k), grundy(a, 1), "{a} {k}");
            }
        }
    }

    #[test]
    fn odd_k_halves_down_to_the_table() {
        // 3·2^t: 3 is worth 1, then 2, 1, 2, …; 5·2^t: 0, then 1, 2, 1, …
        for t in 1..62 {
            assert_eq!(grundy(3 << t, 1), if t % 2 == 1 { 2 } else { 1 }, "{t}");
            assert_eq!(grundy(5 << t, 1), if t % 2 == 1 { 1 } else { 2 }, "{t}");
        }
        // 4·2^t: 4 is worth 2, then 1, 2, …
        assert_eq!(grundy(1 << 63, 1), 1);
        assert_eq!(grundy(1 << 62, 1), 2);
    }
}
