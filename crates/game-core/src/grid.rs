//! kiki's game (HDU 2147).
//!
//! A coin starts in the top-right corner of an n×m board; a move shifts it
//! one cell left, one cell down, or one cell diagonally down-left, staying
//! on the board. Whoever cannot move (the coin in the bottom-left corner)
//! loses.
//!
//! # The rule
//! The first player loses exactly when `n` and `m` are both odd.
//!
//! # Why
//! Measure the coin by its distances `(x, y)` to the bottom-left corner,
//! rows and columns: it starts at `(n − 1, m − 1)`, a move lowers `x`, `y`
//! or both by one, and `(0, 0)` ends the game. Call the positions with `x`
//! and `y` both even losing. Every move changes the parity of `x` or of `y`,
//! so from a losing position every move leaves a winning one; from any
//! other position, lowering each odd coordinate (one move: left, down or
//! diagonal) makes both even. `(0, 0)` is losing, so the first player
//! loses exactly when `n − 1` and `m − 1` are both even. Which corner the
//! statement starts from does not matter: only the distances do.
//!
//! # Complexity
//! O(1).

/// True if the first player (kiki) wins on an `n`×`m` board.
///
/// # Errors
/// `n` or `m` 0: no board (HDU 2147 ends its input with `0 0`, which is
/// not a case).
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::grid::first_player_wins;
/// // HDU 2147's samples.
/// assert!(!first_player_wins(5, 3)?); // What a pity!
/// assert!(first_player_wins(5, 4)?); // Wonderful!
/// assert!(first_player_wins(6, 6)?); // Wonderful!
/// assert!(!first_player_wins(1, 1)?); // the coin starts in the corner
/// assert!(!first_player_wins(u64::MAX, u64::MAX)?);
/// assert!(first_player_wins(0, 3).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn first_player_wins(n: u64, m: u64) -> Result<bool, String> {
    if n == 0 || m == 0 {
        return Err(format!(
            "a {n}×{m} board: it needs at least one row and one column"
        ));
    }
    Ok(n % 2 == 0 || m % 2 == 0)
}
