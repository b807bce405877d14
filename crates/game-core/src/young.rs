//! A walk on a Young diagram: Candy Piles (AGC 002 E).
//!
//! Piles of candies; a move eats a largest pile whole, or one candy from
//! every pile that has one. Whoever eats the last candy on the table loses.
//!
//! # The rule
//! Sort the piles `b_1 ≥ b_2 ≥ … ≥ b_N` and let `i` be the largest index
//! with `b_i ≥ i`. The first player wins exactly when `b_i − i` is odd or
//! the number of later piles `j > i` with `b_j = i` is odd.
//!
//! # Why
//! Draw pile `k` as column `k` of height `b_k`: a Young diagram. After `p`
//! moves of the first kind and `q` of the second the table holds the
//! diagram without its first `p` columns and bottom `q` rows, so the game
//! is a token on the cell `(p + 1, q + 1)` that steps right (eat the
//! largest pile) or up (eat a row); a step off the diagram empties the
//! table and loses. A cell wins exactly when a step reaches a losing cell.
//!
//! The diagonal lemma: if `(x + 1, y + 1)` is a cell, `(x, y)` has its
//! outcome (by induction on `x + y`, from the top right). If
//! `(x + 1, y + 1)` loses, both steps from `(x, y)` reach cells that step
//! to it and win, so `(x, y)` loses. If it wins by a step to a losing cell,
//! say `(x + 2, y + 1)`, then `(x + 1, y)` is diagonal to it and loses by
//! the induction, and `(x, y)` steps there and wins; the same upwards.
//!
//! So the corner `(1, 1)` has the outcome of the last diagonal cell
//! `(i, i)`. Beyond it `(i + 1, i + 1)` is not a cell, so from `(i, i)`
//! two straight runs leave: up the column `i` (`b_i − i` more cells), and
//! right along row `i` (the later piles with `b_j ≥ i`, which all have
//! `b_j = i`). On a run each cell has one step, the last cell loses, and a
//! cell loses exactly when an even number of cells follow it: `(i, i)`
//! wins when a run's first cell loses, when the run has odd length.
//!
//! # Exact arithmetic
//! Only comparisons and the parity of `b_i − i`: any `u64` piles. A pile of
//! 0 is no pile; a table without candies is refused (nobody could eat the
//! last candy).
//!
//! # Complexity
//! O(N log N) for the sort, then O(N).

/// True if the first player wins Candy Piles with these piles (the player
/// who eats the last candy loses). Sorts `piles` (largest first).
///
/// # Errors
/// No candy at all (no piles, or only piles of 0).
///
/// # Complexity
/// O(N log N) for N piles.
///
/// ```
/// use game_core::young::first_player_wins;
/// // AGC 002 E's samples: First, First, Second.
/// assert!(first_player_wins(&mut [1, 3])?);
/// assert!(first_player_wins(&mut [1, 2, 1])?);
/// assert!(!first_player_wins(&mut [1, 2, 3])?);
/// // One pile: eat it all and lose, or eat one and leave b − 1.
/// assert!(!first_player_wins(&mut [1])?);
/// assert!(first_player_wins(&mut [2])?);
/// assert!(first_player_wins(&mut [0, 0]).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn first_player_wins(piles: &mut [u64]) -> Result<bool, String> {
    piles.sort_unstable_by(|a, b| b.cmp(a));
    if piles.first().map_or(true, |&b| b == 0) {
        return Err("expected at least one candy on the table".into());
    }
    // piles[k] is b_{k+1}: the last diagonal cell (i, i) has b_i ≥ i.
    let mut i = 1;
    while i < piles.len() && piles[i] > i as u64 {
        i += 1;
    }
    let up_the_column = piles[i - 1] - i as u64;
    let along_the_row = piles[i..].iter().take_while(|&&b| b >= i as u64).count();
    Ok(up_the_column % 2 == 1 || along_the_row % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagonal_runs() {
        // 3 ≥ 1, 3 ≥ 2, 3 ≥ 3: (3, 3) is the last diagonal cell; no run.
        assert_eq!(first_player_wins(&mut [3, 3, 3]), Ok(false));
        // A 4 in column 1 changes nothing; a run of one up column 3 does.
        assert_eq!(first_player_wins(&mut [4, 3, 3]), Ok(false));
        assert_eq!(first_player_wins(&mut [4, 4, 4]), Ok(true));
        // Two later piles of 2 beyond (2, 2): even.
        assert_eq!(first_player_wins(&mut [2, 2, 2, 2]), Ok(false));
        assert_eq!(first_player_wins(&mut [2, 2, 2, 2, 2]), Ok(true));
        // Zeros are no piles.
        assert_eq!(first_player_wins(&mut [0, 2, 0]), Ok(true));
        assert_eq!(first_player_wins(&mut [u64::MAX]), Ok(false));
        assert_eq!(first_player_wins(&mut [u64::MAX - 1]), Ok(true));
        assert!(first_player_wins(&mut []).is_err());
    }
}
