//! The Bash game (HDU 2188, HDU 1846, HDU 2149).
//!
//! A running sum starts at 0; the players take turns adding 1..=m to it.
//! Whoever first makes it reach at least `n` wins. HDU 1846 is the same
//! game told with stones: a pile of `n`, a move takes 1..=m, whoever takes
//! the last stone wins (the stones taken are the sum). HDU 2149 is the same
//! game told as an auction (the price starts at 0, a raise is 1..=N, the
//! raise that reaches the cost M wins) and asks for every winning first
//! raise.
//!
//! # The rule
//! The first player wins exactly when `n mod (m + 1) ≠ 0`. The winning first
//! additions are `n..=m` when `m ≥ n` (reach the target at once), else the
//! single addition `n mod (m + 1)` when that is not 0, else none.
//!
//! # Why
//! Think of `r = n − sum` stones left, where a move takes 1..=m of them and
//! may overshoot. With `r ≤ m` the mover wins at once. Leaving a multiple of
//! `m + 1` is a winning strategy: whatever `x` the opponent adds, answer
//! `m + 1 − x`. So the mover loses exactly when `r` is a multiple of `m + 1`,
//! and the winning first additions are those that reach `n` or leave a
//! positive multiple of `m + 1`: with `m ≥ n` an addition `x < n` leaves
//! `n − x ≤ m − 1`, never a positive multiple, so only `n..=m` win; with
//! `m < n` the additions are all below `n`, and `x ≡ n (mod m + 1)` has one
//! solution in 1..=m unless `n mod (m + 1) = 0`.
//!
//! # Complexity
//! O(1).

use std::ops::RangeInclusive;

/// The Grundy value of a heap of `n` when a move takes 1..=`m` (or of a sum
/// that still lacks `n`, when a move adds 1..=`m`): `n mod (m + 1)`, the
/// rule of the module; with `m = u64::MAX` every heap is taken at once, and
/// the value is `n`. A sum of such heaps (CSES Nim Game II, take 1, 2 or 3)
/// is lost for the player to move exactly when these values XOR to 0.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::bash::grundy;
/// let values: Vec<u64> = (0..9).map(|n| grundy(n, 3)).collect();
/// assert_eq!(values, [0, 1, 2, 3, 0, 1, 2, 3, 0]);
/// assert_eq!(grundy(7, 0), 0); // no moves
/// assert_eq!(grundy(u64::MAX, u64::MAX), u64::MAX);
/// ```
pub fn grundy(n: u64, m: u64) -> u64 {
    match m.checked_add(1) {
        Some(period) => n % period,
        // m + 1 = 2^64 > n.
        None => n,
    }
}

/// True if the first player (HDU 2188's Grass, HDU 1846's "first") wins
/// with target `n` and steps of 1..=`m`. HDU 1846 calls it with its `n`
/// stones and its `m`, unchanged.
///
/// With `n = 0` the target is reached before anyone moves, and with `m = 0`
/// no one can move: in both the first player cannot win, so it is `false`.
/// HDU 2188 only asks about `n ≥ 1`, `m ≥ 1`.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::bash::first_player_wins;
/// assert!(first_player_wins(8, 10)); // Grass
/// assert!(!first_player_wins(11, 10)); // Rabbit
/// assert!(first_player_wins(u64::MAX, u64::MAX));
/// // HDU 1846's samples: 23 stones, take 1..=2 → first; 4, 1..=3 → second.
/// assert!(first_player_wins(23, 2));
/// assert!(!first_player_wins(4, 3));
/// ```
pub fn first_player_wins(n: u64, m: u64) -> bool {
    grundy(n, m) != 0
}

/// The longest list of winning raises [`winning_raises`] returns: 2^20
/// numbers (a line of several megabytes; HDU 2149's longest is 1099).
pub const RAISES_LIMIT: u64 = 1 << 20;

/// Every winning first raise of HDU 2149: the price starts at 0, a raise is
/// 1..=`n_max`, and whoever makes the price reach at least `m_cost` wins.
///
/// The raises are a range: `m_cost..=n_max` when `n_max ≥ m_cost`, else the
/// one raise `r = m_cost mod (n_max + 1)`, or none (an empty range) when
/// `r = 0`. HDU 2149 gives M first, then N, as here.
///
/// # Errors
/// `m_cost` or `n_max` 0 (HDU 2149 has both ≥ 1: with M = 0 the land is sold
/// before anyone bids, with N = 0 nobody can raise), or a range of more than
/// [`RAISES_LIMIT`] raises; the message says which.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::bash::winning_raises;
/// // HDU 2149's samples.
/// assert_eq!(winning_raises(4, 2)?, 1..=1);
/// assert!(winning_raises(3, 2)?.is_empty()); // none
/// assert_eq!(winning_raises(3, 5)?, 3..=5);
/// assert_eq!(winning_raises(u64::MAX, u64::MAX - 2)?, 1..=1);
/// assert!(winning_raises(u64::MAX, u64::MAX - 1)?.is_empty());
/// assert!(winning_raises(1, u64::MAX).is_err()); // 2^64 − 1 raises
/// assert!(winning_raises(0, 5).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn winning_raises(m_cost: u64, n_max: u64) -> Result<RangeInclusive<u64>, String> {
    if m_cost == 0 || n_max == 0 {
        return Err(format!(
            "M = {m_cost}, N = {n_max}: both must be at least 1"
        ));
    }
    if n_max >= m_cost {
        if n_max - m_cost >= RAISES_LIMIT {
            return Err(format!(
                "the winning raises {m_cost}..={n_max} are more than {RAISES_LIMIT} numbers: \
                 above this program's limit"
            ));
        }
        return Ok(m_cost..=n_max);
    }
    // n_max < m_cost, so n_max + 1 does not overflow.
    match m_cost % (n_max + 1) {
        // No winning raise: an empty range.
        0 => Ok(RangeInclusive::new(1, 0)),
        r => Ok(r..=r),
    }
}
