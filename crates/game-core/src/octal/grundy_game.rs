//! Grundy's game for a judge (CSES 2207): who wins from one heap, from the
//! losing heaps the engine computed, up to the bound a test proved.
//!
//! A move splits one heap into two non-empty heaps of different sizes;
//! whoever cannot move (every heap has 1 or 2 tokens) loses. The first
//! player loses from a heap `n` exactly when `G(n) = 0`, and up to
//! [`LIMIT`] that happens only at the 41 heaps of [`LOSING`] (and at 0,
//! where no move exists either).
//!
//! The list is not guessed: `tests/take_break.rs` computes Grundy's game
//! with [`Sequence`](super::Sequence) up to [`LIMIT`] (the sparse-space
//! method, itself checked against the plain recurrence and the game tree)
//! and asserts that its zeros are exactly these. Beyond [`LIMIT`] no claim
//! is made, and a heap there is refused.

/// The largest heap [`first_player_wins`] answers: CSES 2207's bound,
/// `10^6`, up to which a test proved [`LOSING`].
pub const LIMIT: u64 = 1_000_000;

/// Every heap `1 ≤ n ≤ LIMIT` lost by the player to move (`G(n) = 0`),
/// ascending: the engine's zeros, checked by a test.
pub const LOSING: [u32; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

/// True if the first player wins Grundy's game from one heap of `n`.
///
/// A heap of 0 has no move: the first player loses.
///
/// # Errors
/// `n` above [`LIMIT`]: the losing heaps are only proved up to there.
///
/// # Complexity
/// O(log 41).
///
/// ```
/// use game_core::octal::grundy_game::first_player_wins;
/// // CSES 2207's sample: 6 first, 7 second, 8 first.
/// assert_eq!(first_player_wins(6), Ok(true));
/// assert_eq!(first_player_wins(7), Ok(false));
/// assert_eq!(first_player_wins(8), Ok(true));
/// assert_eq!(first_player_wins(1_000_000), Ok(true));
/// assert_eq!(
///     first_player_wins(1_000_001).unwrap_err(),
///     "heap 1000001 is above this program's limit of 1000000 \
///      (Grundy's game's losing heaps are proved up to there)"
/// );
/// ```
pub fn first_player_wins(n: u64) -> Result<bool, String> {
    if n > LIMIT {
        return Err(format!(
            "heap {n} is above this program's limit of {LIMIT} \
             (Grundy's game's losing heaps are proved up to there)"
        ));
    }
    Ok(n != 0 && LOSING.binary_search(&(n as u32)).is_err())
}
