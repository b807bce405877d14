//! Staircase Nim as Georgia and Bob (POJ 1704, Luogu P10507), and as balls
//! on stairs (CSES 1099, [`Stairs`]).
//!
//! Pieces stand on distinct cells 1, 2, 3, … of a row. A move shifts one
//! piece left by at least one cell, without jumping over or onto another
//! piece or leaving the board; whoever cannot move loses.
//!
//! Told with stairs (CSES 1099): stair `i` (from 1) holds `p_i` balls, and
//! a move takes some balls, at least one, from a stair `k ≥ 2` down to
//! stair `k − 1`. The balls on the even stairs are the Nim heaps: the
//! player to move wins exactly when their XOR is not 0 ([`Stairs`]). From
//! a XOR of 0, a move changes exactly one even stair (it leaves one, or it
//! lands on one from the odd stair above), so the XOR becomes non-zero;
//! from a XOR `X ≠ 0`, the even stair whose count `p` has `X`'s highest bit
//! can send `p − (p XOR X)` balls down, and the XOR becomes 0. Each move
//! lowers the sum of the balls' stair numbers, so the game ends, with every
//! ball on stair 1 (XOR 0): these are its losing positions. (Georgia and
//! Bob's gaps are such stairs, counted from the right: a pair's gap is an
//! even stair, the space between pairs an odd one.)
//!
//! # The rule
//! Sort the cells `P[0] < P[1] < … < P[n − 1]` and pair them from the right:
//! `(P[n − 2], P[n − 1])`, `(P[n − 4], P[n − 3])`, …, the leftmost piece
//! pairing with the board's edge, cell 0, when `n` is odd. The empty cells
//! inside each pair, `right − left − 1`, are Nim heaps: the player to move
//! wins exactly when their XOR is not 0.
//!
//! # Why
//! Call the positions whose gaps XOR to 0 losing. A move shifts one piece:
//! a pair's right piece (or an odd leftmost piece, paired with the edge)
//! shrinks its pair's gap, a pair's left piece grows its pair's gap, and
//! the space between pairs counts for nothing; either way exactly one gap
//! changes, so from XOR 0 every move makes the XOR non-zero. From a XOR
//! `X ≠ 0`, some gap `g` has `X`'s highest bit, and shifting that pair's
//! right piece left by `g − (g XOR X)` (less than `g`, so it stays right of
//! its partner) makes the XOR 0. When no move is left the pieces fill cells
//! 1..=n and every gap is 0. Every move lowers the sum of the cells, so the
//! game ends, and these are its losing positions. (So POJ 1704's third
//! answer, "Not sure", never happens: a finite game always has a winner.)
//!
//! # Complexity
//! O(n log n) for n pieces (a sort), O(n) memory: the pieces must be sorted
//! to be paired, so they are stored, up to [`MAX_PIECES`]. Up to 20 pieces
//! are sorted in O(n²) comparisons without a branch, faster there. The
//! stairs are O(1) each, two words in all: they come in order.

/// Up to this many pieces, [`sort`] places each by counting the smaller
/// ones; beyond it, `sort_unstable` is faster (POJ 1704 on 300,000 cases of
/// n random pieces each, CPU ms, `sort_unstable` → counting: n = 16 85.6 →
/// 61.6, n = 20 107.0 → 77.9, n = 24 96.1 → 94.5, n = 32 127.3 → 140.0).
const COUNTED: usize = 20;

/// The most pieces a [`Position`] holds: 8 MB of cells (POJ 1704 has at
/// most 1000).
pub const MAX_PIECES: usize = 1_000_000;

/// True if the player to move wins with pieces on `cells` (any order; each
/// at least 1, no two equal). Sorts `cells`.
///
/// # Errors
/// A cell 0 (cells are numbered from 1) or two pieces on one cell, with a
/// message naming the cell.
///
/// # Complexity
/// O(n log n) for n pieces (O(n²) up to 20); no allocation.
///
/// ```
/// use game_core::staircase::first_player_wins;
/// // POJ 1704's samples.
/// assert!(!first_player_wins(&mut [1, 2, 3])?); // Bob will win
/// assert!(first_player_wins(&mut [1, 5, 6, 7, 9, 12, 14, 17])?); // Georgia
/// assert!(first_player_wins(&mut [3])?); // two empty cells on its left
/// assert!(first_player_wins(&mut [4, 0]).is_err());
/// assert_eq!(first_player_wins(&mut [4, 2, 4]).unwrap_err(), "two pieces on cell 4");
/// # Ok::<(), String>(())
/// ```
pub fn first_player_wins(cells: &mut [u64]) -> Result<bool, String> {
    if cells.contains(&0) {
        return Err(cell_zero());
    }
    sort(cells);
    if let Some(pair) = cells.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(format!("two pieces on cell {}", pair[0]));
    }
    // Pairs from the right: (cells[i − 1], cells[i]) for i = n − 1, n − 3, …,
    // and (0, cells[0]) when n is odd. Sorted, distinct and ≥ 1, so every
    // gap right − left − 1 is ≥ 0.
    let mut xor = 0;
    for i in (0..cells.len()).rev().step_by(2) {
        let left = if i > 0 { cells[i - 1] } else { 0 };
        xor ^= cells[i] - left - 1;
    }
    Ok(xor != 0)
}

/// Sorts `cells`, none of them 0: by counting ([`sort_by_counting`]) up to
/// [`COUNTED`] distinct cells, else (more cells, or two equal, which the
/// caller then finds side by side) with `sort_unstable`.
fn sort(cells: &mut [u64]) {
    if !sort_by_counting(cells) {
        cells.sort_unstable();
    }
}

/// Sorts up to [`COUNTED`] distinct cells, none of them 0, by putting each
/// at its place, the number of smaller cells: n² comparisons, none a
/// branch, where a sort's comparisons are branches that a random order
/// mispredicts (POJ 1704's bench input, 1 to 20 pieces a case: 201.5 →
/// 148.6 ms of CPU, medians of 31 runs, interleaved). Returns false, and
/// leaves `cells` as they were, when there are more cells or two are equal
/// (equal cells would share a place and leave another empty, a 0).
fn sort_by_counting(cells: &mut [u64]) -> bool {
    if cells.len() > COUNTED {
        return false;
    }
    let mut sorted = [0; COUNTED];
    for &cell in cells.iter() {
        sorted[cells.iter().filter(|&&other| other < cell).count()] = cell;
    }
    let sorted = &sorted[..cells.len()];
    if sorted.contains(&0) {
        return false;
    }
    cells.copy_from_slice(sorted);
    true
}

/// The error for a piece on cell 0.
fn cell_zero() -> String {
    "a piece on cell 0: the cells are numbered from 1".to_string()
}

/// A Georgia-and-Bob position built piece by piece, reusable from case to
/// case ([`Position::clear`] keeps the memory).
///
/// # Complexity
/// [`Position::add`] is O(1) amortised; [`Position::first_player_wins`] is
/// O(n log n) (a sort); 8 bytes a piece, at most [`MAX_PIECES`].
///
/// ```
/// use game_core::staircase::Position;
/// let mut position = Position::new();
/// for cell in [17, 1, 5, 6, 7, 9, 12, 14] {
///     position.add(cell)?;
/// }
/// assert!(position.first_player_wins()?); // Georgia will win
/// position.clear();
/// for cell in [3, 2, 1] {
///     position.add(cell)?;
/// }
/// assert!(!position.first_player_wins()?); // Bob will win
/// assert!(position.add(0).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Position {
    cells: Vec<u64>,
}

impl Position {
    /// No pieces.
    pub fn new() -> Self {
        Self::default()
    }

    /// Removes every piece, keeping the memory.
    pub fn clear(&mut self) {
        self.cells.clear();
    }

    /// The number of pieces.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// True if there are no pieces.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Adds a piece on `cell`. Two pieces on one cell are found by
    /// [`Position::first_player_wins`].
    ///
    /// # Errors
    /// Cell 0 (the cells are numbered from 1), or more than [`MAX_PIECES`]
    /// pieces; the position is unchanged.
    pub fn add(&mut self, cell: u64) -> Result<(), String> {
        if cell == 0 {
            return Err(cell_zero());
        }
        if self.cells.len() >= MAX_PIECES {
            return Err(format!(
                "more than {MAX_PIECES} pieces: above this program's limit of {MAX_PIECES}"
            ));
        }
        self.cells.push(cell);
        Ok(())
    }

    /// True if the player to move wins; see [`first_player_wins`]. With no
    /// pieces the player to move cannot move and loses. Sorts the pieces.
    ///
    /// # Errors
    /// Two pieces on one cell, with a message naming the cell.
    pub fn first_player_wins(&mut self) -> Result<bool, String> {
        first_player_wins(&mut self.cells)
    }
}

/// A staircase Nim position given stair by stair, from stair 1 up (CSES
/// 1099): stair `i` holds some balls, and a move takes at least one ball
/// from a stair `k ≥ 2` down to stair `k − 1`. The player to move wins
/// exactly when the balls of the even stairs XOR to something other than 0
/// (the module's rule). Stores no stairs.
///
/// # Complexity
/// O(1) per stair and per question, without a branch; two words.
///
/// ```
/// use game_core::staircase::Stairs;
/// // CSES 1099's samples.
/// let mut stairs = Stairs::new();
/// for balls in [0, 2, 1] {
///     stairs.add(balls);
/// }
/// assert!(stairs.first_player_wins()); // first
/// stairs.clear();
/// for balls in [1, 1, 1, 1] {
///     stairs.add(balls);
/// }
/// assert!(!stairs.first_player_wins()); // second
/// stairs.clear();
/// stairs.add(u64::MAX); // one stair: no move
/// assert!(!stairs.first_player_wins());
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stairs {
    /// The XOR of the balls on the even stairs so far.
    xor: u64,
    /// All ones when the next stair is even, else 0.
    even: u64,
}

impl Stairs {
    /// No stairs yet: the next one added is stair 1.
    pub fn new() -> Self {
        Self::default()
    }

    /// Removes every stair.
    pub fn clear(&mut self) {
        *self = Self::new();
    }

    /// Adds the next stair, holding `balls` balls.
    #[inline]
    pub fn add(&mut self, balls: u64) {
        self.xor ^= balls & self.even;
        self.even = !self.even;
    }

    /// True if the player to move wins: the balls on the even stairs do not
    /// XOR to 0. With no stairs, or one, no move exists and it is false.
    pub fn first_player_wins(&self) -> bool {
        self.xor != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The counting sort itself, not through `sort`, whose fallback would
    /// hide a counting sort that never succeeds.
    #[test]
    fn counting_sorts_distinct_cells_and_refuses_the_rest() {
        let mut seed = 1u64;
        for n in 0..=COUNTED {
            for _ in 0..50 {
                let mut cells: Vec<u64> = (1..=n as u64).map(|c| c * 3).collect();
                for i in (1..n).rev() {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    cells.swap(i, (seed >> 33) as usize % (i + 1));
                }
                let mut expected = cells.clone();
                expected.sort_unstable();
                assert!(sort_by_counting(&mut cells), "{n} cells");
                assert_eq!(cells, expected);
            }
        }
        let mut equal = vec![5, 2, 5];
        assert!(!sort_by_counting(&mut equal));
        assert_eq!(equal, [5, 2, 5]);
        let mut many: Vec<u64> = (1..=COUNTED as u64 + 1).rev().collect();
        assert!(!sort_by_counting(&mut many));
        sort(&mut many);
        assert_eq!(many, (1..=COUNTED as u64 + 1).collect::<Vec<_>>());
    }
}
