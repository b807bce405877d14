//! The multiplication game (HDU 1517, POJ 2505, UVa 847).
//!
//! A number `p` starts at 1; the players take turns multiplying it by an
//! integer from 2 to 9. Whoever first makes `p ≥ n` wins.
//!
//! # The rule
//! The first player (Stan) wins exactly when `n` lies in `(18^k, 9·18^k]`
//! for some `k ≥ 0`, and loses when it lies in `(9·18^k, 18^(k+1)]`. In
//! integers: while `n > 18`, replace `n` by `⌈n / 18⌉`; Stan wins exactly
//! when the result is at most 9.
//!
//! # Why
//! Only what `p` still lacks matters: call `q = ⌈n / p⌉`, the least factor
//! that takes `p` to `n` (`p·c ≥ n` exactly when `c ≥ q`). Multiplying by
//! `a` turns `q` into `⌈q / a⌉` (nested ceilings of integer divisions
//! compose), and `q = 1` means the target is reached. Call `W_k =
//! (18^k, 9·18^k]` and `L_k = (9·18^(k−1), 18^k]` (`k ≥ 1`); with
//! `W_0 = (1, 9]` they split all `q ≥ 2`. From `W_0` the mover reaches
//! `q = 1` at once. From `q` in `L_k` every factor 2..=9 gives a `⌈q / a⌉`
//! between `⌈q / 9⌉ > 18^(k−1)` and `⌈q / 2⌉ ≤ 9·18^(k−1)`: into `W_(k−1)`,
//! where the opponent wins. From `q` in `W_k` (`k ≥ 1`) the factor `a`
//! lands in `L_k` exactly when `q / 18^k` is in `(a/2, a]`, and these
//! intervals for `a = 2..=9` cover `(1, 9]`: some factor leaves the
//! opponent losing. The game starts at `q = n`. Finally `⌈n / 18⌉` maps
//! `W_k` onto `W_(k−1)` and `L_k` onto `L_(k−1)` (`n > 18^k` gives
//! `n / 18 > 18^(k−1)`, and `n ≤ 9·18^k` gives `⌈n / 18⌉ ≤ 9·18^(k−1)`, an
//! integer bound), so the loop keeps the answer until `n ≤ 18`, where
//! `(1, 9]` wins and `(9, 18]` loses.
//!
//! # Exact arithmetic
//! The loop only divides, so every `u64` works, and no floating point is
//! involved: the write-ups' `n / 18.0` loops go wrong at the interval ends,
//! which are exact powers of 18. (The game itself passes `2^32` when `n`
//! is near it: `p` can reach `9·n`; the tests' explicit search uses `u128`.)
//!
//! # Complexity
//! O(log n): at most 16 divisions for a `u64`.

/// True if the first player (Stan) wins the multiplication game with
/// target `n`.
///
/// # Errors
/// `n ≤ 1`: `p = 1` already reaches the target, so the game is over before
/// anyone moves (HDU 1517 has `1 < n < 4294967295`).
///
/// # Complexity
/// O(log n).
///
/// ```
/// use game_core::multiplication::first_player_wins;
/// // HDU 1517's samples.
/// assert!(first_player_wins(162)?); // Stan wins.
/// assert!(!first_player_wins(17)?); // Ollie wins.
/// assert!(first_player_wins(34012226)?); // Stan wins.
/// assert!(first_player_wins(9)? && !first_player_wins(10)?);
/// assert!(!first_player_wins(18)? && first_player_wins(19)?);
/// assert!(first_player_wins(u64::MAX)?);
/// assert!(first_player_wins(1).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn first_player_wins(n: u64) -> Result<bool, String> {
    if n <= 1 {
        return Err(format!(
            "n = {n}: p = 1 already reaches it, so the game is over before it starts"
        ));
    }
    let mut n = n;
    while n > 18 {
        // ⌈n / 18⌉ without overflow.
        n = n / 18 + u64::from(n % 18 != 0);
    }
    Ok(n <= 9)
}
