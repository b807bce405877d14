//! Piles where no amount is taken twice (CF 768E Game of Stones).
//!
//! Several piles; a move takes a positive number of stones from one pile,
//! but never an amount that was already taken from that pile (other piles
//! do not count). Whoever cannot move loses.
//!
//! # The rule
//! A fresh pile of `s` stones has the Grundy value `t`, the largest number
//! with `1 + 2 + … + t = t(t + 1)/2 ≤ s`: the most moves the pile can last.
//! So SG = 1 for 1..=2, 2 for 3..=5, 3 for 6..=9, …, 10 for 55..=60. The
//! first player loses exactly when the piles' values XOR to 0.
//!
//! # Why
//! A pile's state is what is left and the set of amounts taken from it. Its
//! value is at most the length of its longest play (the values of a
//! position's options are below their own longest plays, by induction), and
//! a fresh pile's longest play takes 1, 2, …, t: the value is at most `t`.
//! That every value below `t` is reached is not a lemma that holds for
//! every state: after amounts are taken, the value can fall below the
//! longest play (3 left after taking 3 has value 0, though 1 then 2 can
//! still be taken), so no induction on such a statement closes. The rule is
//! checked instead: the game tree of one pile, with its taken amounts in
//! the state, gives `t` for every `s ≤` [`LIMIT`] (CF 768E's piles are at
//! most 60), and piles beyond are refused, not guessed. The piles are
//! independent games: a position is the XOR of its piles' values.
//!
//! # Complexity
//! O(1) per pile: a table of the 61 values.

/// The largest pile whose value is known: the game tree of every pile up
/// to it was searched (`tests/patterns.rs`). CF 768E's piles are at most
/// 60.
pub const LIMIT: u64 = 60;

/// `VALUES[s]` is the value of a fresh pile of `s`: the largest `t` with
/// `t(t + 1)/2 ≤ s`.
const VALUES: [u8; LIMIT as usize + 1] = {
    let mut values = [0u8; LIMIT as usize + 1];
    let mut s = 0;
    while s <= LIMIT as usize {
        let mut t = 0;
        while (t + 1) * (t + 2) / 2 <= s {
            t += 1;
        }
        values[s] = t as u8;
        s += 1;
    }
    values
};

/// The Grundy value of a fresh pile of `stones` (nothing taken from it
/// yet): the largest `t` with `t(t + 1)/2 ≤ stones`.
///
/// # Errors
/// `stones` above [`LIMIT`]: the rule is proved by the game tree only up
/// to there.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::no_repeat::grundy;
/// let values: Vec<u64> = (0..11).map(grundy).collect::<Result<_, _>>()?;
/// assert_eq!(values, [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4]);
/// assert_eq!(grundy(60)?, 10);
/// assert!(grundy(61).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn grundy(stones: u64) -> Result<u64, String> {
    match VALUES.get(stones as usize) {
        Some(&t) if stones <= LIMIT => Ok(u64::from(t)),
        _ => Err(format!(
            "expected a pile of at most {LIMIT} stones (the rule is proved that far), found \
             {stones}"
        )),
    }
}

/// A position of fresh piles built pile by pile, storing no piles.
///
/// # Complexity
/// O(1) per pile and per question.
///
/// ```
/// use game_core::no_repeat::Position;
/// let mut position = Position::new();
/// position.add(5)?; // CF 768E's sample 1: Sam takes all 5.
/// assert!(position.first_player_wins());
/// position.clear();
/// position.add(1)?;
/// position.add(2)?; // Sample 2: 1 XOR 1, Jon wins.
/// assert!(!position.first_player_wins());
/// assert!(position.add(61).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Position {
    /// The XOR of the piles' values.
    xor: u64,
}

impl Position {
    /// No piles.
    pub fn new() -> Self {
        Self::default()
    }

    /// Removes every pile.
    pub fn clear(&mut self) {
        self.xor = 0;
    }

    /// Adds a fresh pile of `stones`.
    ///
    /// # Errors
    /// As [`grundy`]: `stones` above [`LIMIT`].
    #[inline]
    pub fn add(&mut self, stones: u64) -> Result<(), String> {
        self.xor ^= grundy(stones)?;
        Ok(())
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
    fn the_runs_of_values() {
        // Value t from t(t+1)/2 to (t+1)(t+2)/2 − 1.
        for t in 0..=10u64 {
            let (lo, hi) = (t * (t + 1) / 2, ((t + 1) * (t + 2) / 2 - 1).min(LIMIT));
            for s in lo..=hi {
                assert_eq!(grundy(s), Ok(t), "{s}");
            }
        }
        assert!(grundy(u64::MAX).is_err());
        assert!(grundy(1 << 32).is_err());
    }
}
