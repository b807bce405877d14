//! Luogu P4055's token on a grid move by move, for the
//! [`solver`](super::solver): the ground truth of
//! [`matching_game`](crate::matching_game).
//!
//! ```
//! use game_core::proof::geography::GridToken;
//! use game_core::proof::solver::solve;
//!
//! // P4055's sample maze; the player after the one who places the token
//! // moves first, and loses from (2, 3) and (3, 2) only (1-based).
//! let game = GridToken::new(&[".##", "...", "#.#"]);
//! let starts: Vec<_> = game.starts().collect();
//! let tree = solve(&game, starts.clone());
//! let lost: Vec<usize> = starts.iter().filter(|s| tree.is_losing(s)).map(|s| s.0).collect();
//! assert_eq!(lost, [5, 7]);
//! ```

use super::solver::{solve, Game};

/// A token on a grid of at most 64 cells: a move takes it to an open cell
/// next to it (up, down, left or right) that it has not visited yet; the
/// cell it starts on counts as visited.
///
/// The state is (the token's cell, the visited cells as bits), cells
/// numbered row by row from 0. The moves are listed up, left, right, down.
///
/// # Complexity
/// At most 4 moves; the states are the token's self-avoiding walks' ends
/// with their cells, so keep the grids small (4 × 4 open: about 10^4).
///
/// ```
/// use game_core::proof::geography::GridToken;
/// use game_core::proof::solver::Game;
///
/// let game = GridToken::new(&["..", ".#"]);
/// let mut out = Vec::new();
/// game.moves(&(0, 0b1), &mut out);
/// assert_eq!(out, [(1, 0b11), (2, 0b101)]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridToken {
    /// The number of rows and of columns.
    pub rows: usize,
    /// The number of columns.
    pub cols: usize,
    /// The open cells, as bits (cell `r * cols + c`).
    pub open: u64,
}

impl GridToken {
    /// The grid of these rows, each of `.` (open) and `#` (blocked).
    ///
    /// # Panics
    /// If the rows differ in length or hold more than 64 cells.
    pub fn new(rows: &[&str]) -> Self {
        let cols = rows.first().map_or(0, |r| r.len());
        assert!(rows.iter().all(|r| r.len() == cols) && rows.len() * cols <= 64);
        let mut open = 0u64;
        for (i, b) in rows.iter().flat_map(|r| r.bytes()).enumerate() {
            if b == b'.' {
                open |= 1 << i;
            }
        }
        GridToken {
            rows: rows.len(),
            cols,
            open,
        }
    }

    /// The grid of `rows × cols` cells whose open cells are the bits of
    /// `open` (cell `r * cols + c`; the bits beyond the grid are ignored).
    ///
    /// # Panics
    /// If the grid holds more than 64 cells.
    ///
    /// ```
    /// use game_core::proof::geography::GridToken;
    /// let game = GridToken::from_bits(2, 3, 0b110_011);
    /// assert_eq!(game, GridToken::new(&["..#", "#.."]));
    /// assert_eq!(game.rows_text(), ["..#", "#.."]);
    /// ```
    pub fn from_bits(rows: usize, cols: usize, open: u64) -> Self {
        let cells = rows * cols;
        assert!(cells <= 64);
        let mask = if cells == 64 {
            u64::MAX
        } else {
            (1 << cells) - 1
        };
        GridToken {
            rows,
            cols,
            open: open & mask,
        }
    }

    /// The grid's rows, each of `.` (open) and `#` (blocked): the text of
    /// the grid for an input.
    pub fn rows_text(&self) -> Vec<String> {
        (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| {
                        if self.open >> (r * self.cols + c) & 1 == 1 {
                            '.'
                        } else {
                            '#'
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// For each cell, whether the player to move loses with the token just
    /// placed there, by the game tree of every start (false for a blocked
    /// cell).
    ///
    /// ```
    /// use game_core::proof::geography::GridToken;
    /// // P4055's sample: the player to move loses from cells 5 and 7.
    /// let losing = GridToken::new(&[".##", "...", "#.#"]).losing_starts();
    /// let lost: Vec<usize> = (0..9).filter(|&i| losing[i]).collect();
    /// assert_eq!(lost, [5, 7]);
    /// ```
    pub fn losing_starts(&self) -> Vec<bool> {
        let starts: Vec<(usize, u64)> = self.starts().collect();
        let tree = solve(self, starts.clone());
        let mut losing = vec![false; self.rows * self.cols];
        for start in &starts {
            losing[start.0] = tree.is_losing(start);
        }
        losing
    }

    /// The state with the token on each open cell, just placed, in cell
    /// order.
    pub fn starts(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        (0..self.rows * self.cols)
            .filter(move |&i| self.open >> i & 1 == 1)
            .map(|i| (i, 1u64 << i))
    }
}

impl Game for GridToken {
    type State = (usize, u64);

    fn moves(&self, &(cell, visited): &(usize, u64), out: &mut Vec<(usize, u64)>) {
        let (r, c) = (cell / self.cols, cell % self.cols);
        let neighbours = [
            (r > 0).then(|| cell - self.cols),
            (c > 0).then(|| cell - 1),
            (c + 1 < self.cols).then(|| cell + 1),
            (r + 1 < self.rows).then(|| cell + self.cols),
        ];
        for next in neighbours.into_iter().flatten() {
            if self.open >> next & 1 == 1 && visited >> next & 1 == 0 {
                out.push((next, visited | 1 << next));
            }
        }
    }
}
