//! The Cutting Game (POJ 2311, Luogu P10501).
//!
//! A sheet of W×H unit cells; a move takes one piece and cuts it in two
//! along a full grid line (cells are never broken). Whoever produces a 1×1
//! piece wins.
//!
//! # The rule
//! A 1×1 sheet has no cut: the first player cannot move and loses. A 1×H
//! (or W×1) sheet with H ≥ 2 is won at once by cutting off a 1×1. Otherwise
//! count only the cuts that leave both pieces at least 2 wide and 2 high:
//! with those, `SG(w, h) = mex` of `SG(i, h) XOR SG(w − i, h)` for
//! `2 ≤ i ≤ w − 2` and `SG(w, j) XOR SG(w, h − j)` for `2 ≤ j ≤ h − 2`, and
//! the first player wins exactly when `SG(W, H) ≠ 0`.
//!
//! # Why
//! From pieces that are all at least 2×2, no cut makes a 1×1 (that needs a
//! 1×2 piece). A cut that makes a strip (a piece 1×k, k ≥ 2) loses: the
//! opponent cuts a 1×1 off it. So a player avoids strips while any other
//! cut exists, and a player with only strip-making cuts loses (every piece
//! at least 2×2 has such a cut, so they must make one). That is normal
//! play of the game with only the cuts that keep both sides ≥ 2, a sum of
//! its pieces: by induction on the number of cuts, a position of pieces at
//! least 2×2 is won in the real game exactly when the XOR of the pieces'
//! values is not 0.
//!
//! # Complexity
//! The table up to side `s` costs O(s³) once (cell `(w, h)` has about
//! `(w + h)/2` cuts, counting a cut and its mirror once), then O(1) a
//! query. The limit [`LIMIT`] = 400 (twice POJ 2311's bound of 200) builds
//! in about 30 ms and takes 160 KB (`u16` values, one triangle of the
//! symmetric table); side 200 takes about 4 ms, 300 about 13 ms, and 500
//! would take 56 ms (release build, measured on the development machine).

use super::grundy::mex;

/// The largest side [`Table`] computes.
pub const LIMIT: u64 = 400;

/// The Grundy values of sheets of the Cutting Game (counting the cuts that
/// leave both pieces at least 2×2), computed up to the largest side asked
/// and kept.
///
/// # Constraints
/// Sides up to [`LIMIT`] = 400 for the table; [`Table::first_player_wins`]
/// also answers every sheet with a side of 1, without the table.
///
/// # Complexity
/// O(s³) once for the values up to side `s` (about 30 ms for 400), then
/// O(1) a query; one `u16` per pair of sides up to `s`.
///
/// ```
/// use game_core::cutting::Table;
/// let mut table = Table::new();
/// // POJ 2311's samples.
/// assert!(!table.first_player_wins(2, 2)?); // LOSE
/// assert!(!table.first_player_wins(3, 2)?); // LOSE
/// assert!(table.first_player_wins(4, 2)?); // WIN
/// assert!(!table.first_player_wins(1, 1)?);
/// assert!(table.first_player_wins(1, u64::MAX)?);
/// assert!(table.first_player_wins(0, 5).is_err());
/// assert!(table.first_player_wins(401, 2).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Table {
    /// `values[a·(a + 1)/2 + b]` is `SG(a, b)` for `b ≤ a` (sides 0 and 1
    /// hold 0, never read); the layers `a` below `values`' end are done.
    values: Vec<u16>,
    /// The number of layers done: sides `0..layers`.
    layers: usize,
    /// Scratch: the values the cuts lead to, and [`mex`]'s marks.
    options: Vec<u64>,
    seen: Vec<bool>,
}

/// Where `SG(a, b)` is in [`Table::values`].
fn index(a: usize, b: usize) -> usize {
    let (a, b) = (a.max(b), a.min(b));
    a * (a + 1) / 2 + b
}

impl Table {
    /// An empty table: nothing computed yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Computes the values for every side up to `side` (at most [`LIMIT`]).
    fn grow(&mut self, side: usize) {
        while self.layers <= side {
            let m = self.layers;
            // Sides 0 and 1: no value (never read).
            self.values.extend([0, 0].iter().take(m + 1));
            for j in 2..=m {
                self.options.clear();
                // Cut across the side m at i (i and m − i are one cut), then
                // across the side j at k.
                for i in 2..=m / 2 {
                    let (a, b) = (self.values[index(i, j)], self.values[index(m - i, j)]);
                    self.options.push(u64::from(a ^ b));
                }
                for k in 2..=j / 2 {
                    let (a, b) = (self.values[index(m, k)], self.values[index(m, j - k)]);
                    self.options.push(u64::from(a ^ b));
                }
                // At most 2·LIMIT options: the mex fits u16.
                let value = mex(&self.options, &mut self.seen);
                self.values.push(value as u16);
            }
            self.layers += 1;
        }
    }

    /// The Grundy value of a `w`×`h` sheet, both sides at least 2, in the
    /// game of the cuts that leave both pieces at least 2×2 (see the module
    /// doc).
    ///
    /// # Errors
    /// A side below 2 (a strip is never cut into by choice: it has no value
    /// in this game), or above [`LIMIT`]; the message names it.
    ///
    /// # Complexity
    /// O(s³) to extend the table to side `s`, else O(1).
    ///
    /// ```
    /// use game_core::cutting::Table;
    /// let mut table = Table::new();
    /// assert_eq!(table.grundy(2, 2)?, 0);
    /// assert_eq!(table.grundy(4, 2)?, 1); // 2×2 + 2×2
    /// assert_eq!(table.grundy(2, 4)?, 1);
    /// assert!(table.grundy(1, 4).is_err());
    /// # Ok::<(), String>(())
    /// ```
    #[inline]
    pub fn grundy(&mut self, w: u64, h: u64) -> Result<u64, String> {
        for side in [w, h] {
            if side < 2 {
                return Err(format!(
                    "a side of {side}: Grundy values are for sheets at least 2×2"
                ));
            }
            if side > LIMIT {
                return Err(format!(
                    "side {side} is above this program's limit of {LIMIT}"
                ));
            }
        }
        let (w, h) = (w as usize, h as usize);
        self.grow(w.max(h));
        Ok(u64::from(self.values[index(w, h)]))
    }

    /// True if the first player wins the Cutting Game on a `w`×`h` sheet.
    ///
    /// A 1×1 sheet has no cut, so the first player cannot move and loses; a
    /// sheet with one side 1 and the other at least 2 is won at once by
    /// cutting off a 1×1, however long; otherwise `SG(w, h) ≠ 0`.
    ///
    /// # Errors
    /// A side 0 (no sheet), or both sides at least 2 and one above
    /// [`LIMIT`]; the message names it.
    ///
    /// # Complexity
    /// As [`Table::grundy`]; O(1) with a side of 1.
    #[inline]
    pub fn first_player_wins(&mut self, w: u64, h: u64) -> Result<bool, String> {
        if w == 0 || h == 0 {
            return Err(format!("a {w}×{h} sheet: the sides must be at least 1"));
        }
        if w == 1 || h == 1 {
            return Ok(w.max(h) >= 2);
        }
        Ok(self.grundy(w, h)? != 0)
    }
}
