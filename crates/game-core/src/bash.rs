//! The Bash game as HDU 2188 poses it.
//!
//! A running sum starts at 0; the players take turns adding 1..=m to it.
//! Whoever first makes it reach at least `n` wins.
//!
//! # The rule
//! The first player wins exactly when `n mod (m + 1) ≠ 0`.
//!
//! # Why
//! Think of `r = n − sum` stones left, where a move takes 1..=m of them and
//! may overshoot. With `r ≤ m` the mover wins at once. Leaving a multiple of
//! `m + 1` is a winning strategy: whatever `x` the opponent adds, answer
//! `m + 1 − x`. So the mover loses exactly when `r` is a multiple of `m + 1`.
//!
//! # Complexity
//! O(1).

/// True if the first player (HDU 2188's Grass) wins with target `n` and
/// steps of 1..=`m`.
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
/// ```
pub fn first_player_wins(n: u64, m: u64) -> bool {
    match m.checked_add(1) {
        Some(period) => n % period != 0,
        // m + 1 = 2^64 > n: the first player reaches n at once, if n > 0.
        None => n != 0,
    }
}
