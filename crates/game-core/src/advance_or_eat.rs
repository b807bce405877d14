//! Advance or Eat (ABC 229 H): a partizan game on a board of white and
//! black pieces, worth a sum of numbers, one per column.
//!
//! On an N×N board, Takahashi (Left) moves a white piece one square up into
//! an empty square, or eats any black piece; Snuke (Right) moves a black
//! piece up, or eats any white piece. Whoever cannot move loses.
//!
//! # The rule
//! Every move changes one column only, so the board is the sum of its
//! columns, and each column is worth a number ([`Columns`]): the simplest
//! number ([`simplest_between`]) between the best value Left can move the
//! column to and the best value Right can. Takahashi, moving first, wins
//! exactly when the sum of the columns' values is above 0
//! ([`first_player_wins`]).
//!
//! # Why
//! A sum of games is played by moving in one part: here eating any piece
//! and moving a piece up each touch one column. The value of a sum is the
//! sum of the values, and a game worth a number `x` is won by the player to
//! move exactly when `x` favours them (see [`surreal`](super::surreal)):
//! Takahashi moving first wins exactly when the sum is positive (0 is a
//! loss for whoever moves).
//!
//! The columns are numbers: a column is a number when its options are
//! numbers and every Left option is below every Right option, and the
//! table is built in an order where every option comes first, checking
//! that inequality at each column ([`Columns::new`] fails if it does not
//! hold). It holds for every column of every height up to [`MAX_HEIGHT`]:
//! the tests build them all, so this is a proof by exhaustion for the
//! heights served. With numbers as options, only the best option of each
//! side counts (numbers are totally ordered, and a worse option is
//! dominated), and the simplicity theorem gives the value.
//!
//! # Exact arithmetic
//! A column of height `h` has values in `[−h, h]` whose denominators are at
//! most `2^(h−1)` (128 for the statement's `N ≤ 8`), so [`Dyadic`] sums of
//! up to 12 columns are exact and never near its range. No floating point.
//!
//! # Complexity
//! The table of a height `h` has `3^h` columns, each O(h): 6561 columns for
//! `h = 8`, well under a millisecond; 531 441 (8.5 MB) for the limit, 12.
//! Then O(h) per column looked up, O(N²) for a board.

use super::surreal::{simplest_between, winner, Dyadic, Player};

/// The tallest column [`Columns`] computes (ABC 229 H's boards are at most
/// 8 high).
pub const MAX_HEIGHT: usize = 12;

/// The cell codes of a column: digit `d_i` of cell `i` (top first) has
/// weight `3^i`.
const EMPTY: u8 = 0;
const WHITE: u8 = 1;
const BLACK: u8 = 2;

/// The values of every column of one height.
///
/// A column is listed top first, its cells `b'W'` (a white piece),
/// `b'B'` (a black piece) or `b'.'` (empty); a piece moves towards the
/// start of the list.
///
/// # Constraints
/// Heights 1 to [`MAX_HEIGHT`] = 12.
///
/// # Complexity
/// [`Columns::new`] costs O(3^h·h) time and `3^h` values of memory;
/// [`Columns::value`] is O(h).
///
/// ```
/// use game_core::advance_or_eat::Columns;
/// let columns = Columns::new(2)?;
/// // ABC 229 H, sample 2: `.` over `W` is {-1 | 0} = -1/2.
/// assert_eq!(columns.value(b".W")?.to_string(), "-1/2");
/// assert_eq!(columns.value(b"W.")?.to_string(), "-1"); // Right eats it
/// assert_eq!(columns.value(b"BW")?.to_string(), "0");
/// assert!(columns.value(b"W").is_err());
/// assert!(Columns::new(13).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone)]
pub struct Columns {
    height: usize,
    /// The value of every column, by its code `Σ d_i·3^i`.
    values: Vec<Dyadic>,
}

impl Columns {
    /// The values of every column of `height` cells.
    ///
    /// # Errors
    /// A height of 0 or above [`MAX_HEIGHT`]; a column that is not a number
    /// (never, for the heights served: the tests build them all).
    ///
    /// # Complexity
    /// O(3^h·h).
    pub fn new(height: usize) -> Result<Columns, String> {
        if height == 0 || height > MAX_HEIGHT {
            return Err(format!(
                "a column of {height} cells: this program's columns have 1 to {MAX_HEIGHT}"
            ));
        }
        let size = 3usize.pow(height as u32);
        let mut values: Vec<Dyadic> = Vec::with_capacity(size);
        let mut cells = [EMPTY; MAX_HEIGHT];
        for code in 0..size {
            let mut rest = code;
            for cell in &mut cells[..height] {
                *cell = (rest % 3) as u8;
                rest /= 3;
            }
            // Every option has a smaller code: eating removes d_i·3^i, and
            // a move up from cell i to i − 1 turns d·3^i into d·3^(i−1).
            let (mut left, mut right): (Option<Dyadic>, Option<Dyadic>) = (None, None);
            let mut power = 1;
            for i in 0..height {
                let piece = usize::from(cells[i]) * power;
                power *= 3;
                if piece == 0 {
                    continue;
                }
                let eat = values[code - piece];
                let up = i > 0 && cells[i - 1] == EMPTY;
                let moved = values[code - piece + piece / 3];
                if cells[i] == WHITE {
                    right = Some(right.map_or(eat, |r| r.min(eat)));
                    if up {
                        left = left.max(Some(moved));
                    }
                } else {
                    left = left.max(Some(eat));
                    if up {
                        right = Some(right.map_or(moved, |r| r.min(moved)));
                    }
                }
            }
            let value = simplest_between(left, right).map_err(|e| {
                let column: String = cells[..height]
                    .iter()
                    .map(|&c| char::from(b".WB"[usize::from(c)]))
                    .collect();
                format!("column {column}: {e}")
            })?;
            values.push(value);
        }
        Ok(Columns { height, values })
    }

    /// The height of the columns.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The value of `column`, top cell first.
    ///
    /// # Errors
    /// A column whose length is not the height, or a cell other than `W`,
    /// `B` and `.`.
    ///
    /// # Complexity
    /// O(h).
    ///
    /// ```
    /// use game_core::advance_or_eat::Columns;
    /// let columns = Columns::new(4)?;
    /// // ABC 229 H, sample 3's columns.
    /// let values: Vec<String> = [b"WWBB", b"WWWB", b"BWBB", b"WW.B"]
    ///     .iter()
    ///     .map(|c| columns.value(*c).map(|v| v.to_string()))
    ///     .collect::<Result<_, _>>()?;
    /// assert_eq!(values, ["-1/2", "-2", "3/2", "-3/2"]);
    /// assert_eq!(
    ///     columns.value(b"WxBB").unwrap_err(),
    ///     "cell 2 of the column is 'x', not W, B or ."
    /// );
    /// # Ok::<(), String>(())
    /// ```
    pub fn value(&self, column: &[u8]) -> Result<Dyadic, String> {
        if column.len() != self.height {
            return Err(format!(
                "a column of {} cells, not {}",
                column.len(),
                self.height
            ));
        }
        let mut code = 0;
        for (i, &cell) in column.iter().enumerate().rev() {
            let digit = match cell {
                b'.' => EMPTY,
                b'W' => WHITE,
                b'B' => BLACK,
                _ => {
                    let cell = char::from(cell).escape_default();
                    return Err(format!(
                        "cell {} of the column is '{cell}', not W, B or .",
                        i + 1
                    ));
                }
            };
            code = code * 3 + usize::from(digit);
        }
        Ok(self.values[code])
    }
}

/// True if Takahashi (white, Left), moving first, wins the board `rows`:
/// ABC 229 H, whose answer is `Takahashi` then, else `Snuke`.
///
/// `rows` are the board's rows, top first, each a string of `W`, `B` and
/// `.` as long as there are rows.
///
/// # Errors
/// No rows or more than [`MAX_HEIGHT`] (the statement's N is 1 to 8), a
/// row whose length is not the number of rows, a character other than `W`,
/// `B` and `.`; the message names the row and column.
///
/// # Complexity
/// O(3^N·N) for the table of columns of height N, then O(N²).
///
/// ```
/// use game_core::advance_or_eat::first_player_wins;
/// // ABC 229 H's samples: Takahashi, Snuke, Snuke.
/// assert!(first_player_wins(&["BB.", ".B.", "..."])?);
/// assert!(!first_player_wins(&["..", "WW"])?);
/// assert!(!first_player_wins(&["WWBW", "WWWW", "BWB.", "BBBB"])?);
/// assert_eq!(
///     first_player_wins(&["W.", "B"]).unwrap_err(),
///     "row 2 has 1 characters, not 2"
/// );
/// assert_eq!(
///     first_player_wins(&["W.", "Bw"]).unwrap_err(),
///     "row 2, column 2 is 'w', not W, B or ."
/// );
/// # Ok::<(), String>(())
/// ```
pub fn first_player_wins<R: AsRef<[u8]>>(rows: &[R]) -> Result<bool, String> {
    let n = rows.len();
    for (i, row) in rows.iter().enumerate() {
        let row = row.as_ref();
        if row.len() != n {
            return Err(format!(
                "row {} has {} characters, not {n}",
                i + 1,
                row.len()
            ));
        }
        if let Some(j) = row.iter().position(|c| !b"WB.".contains(c)) {
            let c = char::from(row[j]).escape_default();
            return Err(format!(
                "row {}, column {} is '{c}', not W, B or .",
                i + 1,
                j + 1
            ));
        }
    }
    let columns = Columns::new(n)?;
    let mut sum = Dyadic::ZERO;
    let mut column = Vec::with_capacity(n);
    for j in 0..n {
        column.clear();
        column.extend(rows.iter().map(|row| row.as_ref()[j]));
        let value = columns.value(&column)?;
        // |sum| ≤ N² ≤ 144 with denominators up to 2^11: never out of range.
        sum = sum
            .checked_add(value)
            .ok_or_else(|| "the sum of the columns is out of range".to_string())?;
    }
    Ok(winner(sum, Player::Left) == Player::Left)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_columns_by_hand() {
        let one = Columns::new(1).unwrap();
        assert_eq!(one.value(b"."), Ok(Dyadic::ZERO));
        assert_eq!(one.value(b"W"), Ok(Dyadic::integer(-1))); // { | 0}
        assert_eq!(one.value(b"B"), Ok(Dyadic::integer(1))); // {0 | }
        let two = Columns::new(2).unwrap();
        // B over W: Left eats the B (to ".W", −1/2), Right the W (to "B.", 1).
        assert_eq!(two.value(b"BW").unwrap(), Dyadic::ZERO);
        assert_eq!(two.value(b"..").unwrap(), Dyadic::ZERO);
        assert_eq!(two.value(b"BB").unwrap(), Dyadic::integer(2));
        assert_eq!(two.value(b".B").unwrap(), Dyadic::new(1, 1).unwrap());
        assert_eq!(two.height(), 2);
        assert!(Columns::new(0).is_err());
    }

    #[test]
    fn every_height_is_a_table_of_numbers() {
        for h in 1..=MAX_HEIGHT {
            let columns = Columns::new(h).unwrap();
            let extreme = columns.values.iter().max().unwrap();
            assert_eq!(*extreme, Dyadic::integer(h as i32), "height {h}");
            let finest = columns.values.iter().map(|v| v.exponent()).max();
            assert!(finest < Some(h as u32), "height {h}: {finest:?}");
        }
    }

    #[test]
    fn boards_refused() {
        let empty: [&[u8]; 0] = [];
        assert!(first_player_wins(&empty).is_err());
        let big = vec![vec![b'.'; 13]; 13];
        assert!(first_player_wins(&big).is_err());
        assert!(first_player_wins(&[b"..".as_slice(), b"..."]).is_err());
        assert_eq!(
            first_player_wins(&["\n"]),
            Err("row 1, column 1 is '\\n', not W, B or .".to_string())
        );
        assert_eq!(first_player_wins(&["."]), Ok(false));
        assert_eq!(first_player_wins(&["B"]), Ok(true));
    }
}
