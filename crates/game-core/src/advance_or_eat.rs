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
//! `h = 8` in about 1 ms, 531 441 (8.5 MB) in about 135 ms for the limit,
//! 12 (release build, measured on the development machine). Then O(h) per
//! column looked up, O(N²) for a board.

use super::surreal::{simplest_between, winner, Dyadic, Player};

/// The tallest column [`Columns`] computes (ABC 229 H's boards are at most
/// 8 high).
pub const MAX_HEIGHT: usize = 12;

/// The values of every column of one height.
///
/// A column is listed top first, its squares `b'W'` (a white piece),
/// `b'B'` (a black piece) or `b'.'` (empty); a piece moves towards the
/// start of the list. Its code is `Σ d_i·3^i` over its squares `i` (top
/// first), with the digits `.` 0, `W` 1, `B` 2.
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
    /// The value of every column, by its code.
    values: Vec<Dyadic>,
}

impl Columns {
    /// The values of every column of `height` squares.
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
                "{height} rows: this program's boards have 1 to {MAX_HEIGHT}"
            ));
        }
        let mut values: Vec<Dyadic> = Vec::new();
        for code in 0..3usize.pow(height as u32) {
            // Left keeps its largest option, Right its smallest.
            let (mut left, mut right) = (None, None);
            // The digit of the square above (above the top, a wall: 3).
            let (mut power, mut above) = (1, 3);
            for _ in 0..height {
                let digit = code / power % 3;
                // Every option has a smaller code: eating takes d·3^i away,
                // and a move up makes it d·3^(i−1).
                let piece = digit * power;
                if piece > 0 {
                    let eaten = Some(values[code - piece]);
                    let moved = if above == 0 {
                        Some(values[code - piece + piece / 3])
                    } else {
                        None
                    };
                    if digit == 1 {
                        // White: Left moves it up, Right eats it.
                        left = left.max(moved);
                        right = lowest(right, eaten);
                    } else {
                        left = left.max(eaten);
                        right = lowest(right, moved);
                    }
                }
                above = digit;
                power *= 3;
            }
            let simplest = simplest_between(left, right);
            values.push(simplest.map_err(|e| format!("height {height}: {e}"))?);
        }
        Ok(Columns { height, values })
    }

    /// The value of `column`, top square first.
    ///
    /// # Errors
    /// A column whose length is not the height, or a square other than
    /// `W`, `B` and `.`.
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
    ///     "square 2 from the top: 'x' is not W, B or ."
    /// );
    /// # Ok::<(), String>(())
    /// ```
    pub fn value(&self, column: &[u8]) -> Result<Dyadic, String> {
        if column.len() != self.height {
            return Err(format!(
                "a column of {} squares, not {}",
                column.len(),
                self.height
            ));
        }
        let mut code = 0;
        for (i, &square) in column.iter().enumerate().rev() {
            let d = digit(square).map_err(|e| format!("square {} from the top: {e}", i + 1))?;
            code = code * 3 + d;
        }
        Ok(self.values[code])
    }
}

/// The smaller of two Right options, `None` being none (no bound).
fn lowest(a: Option<Dyadic>, b: Option<Dyadic>) -> Option<Dyadic> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        _ => a.or(b),
    }
}

/// The digit of a square: `.` 0, `W` 1, `B` 2.
fn digit(square: u8) -> Result<usize, String> {
    b".WB".iter().position(|&c| c == square).ok_or_else(|| {
        let c = char::from(square).escape_default();
        format!("'{c}' is not W, B or .")
    })
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
/// O(3^N·N) for the table of columns of height N (about 1 ms for N = 8),
/// then O(N²).
///
/// ```
/// use game_core::advance_or_eat::first_player_wins;
/// // ABC 229 H's samples: Takahashi, Snuke, Snuke.
/// assert!(first_player_wins(&["BB.", ".B.", "..."])?);
/// assert!(!first_player_wins(&["..", "WW"])?);
/// assert!(!first_player_wins(&["WWBW", "WWWW", "BWB.", "BBBB"])?);
/// assert_eq!(
///     first_player_wins(&["W.", "B"]).unwrap_err(),
///     "row 2 has 1 squares, not 2"
/// );
/// assert_eq!(
///     first_player_wins(&["W.", "Bw"]).unwrap_err(),
///     "row 2, column 2: 'w' is not W, B or ."
/// );
/// # Ok::<(), String>(())
/// ```
pub fn first_player_wins<R: AsRef<[u8]>>(rows: &[R]) -> Result<bool, String> {
    let n = rows.len();
    let columns = Columns::new(n)?;
    let (mut codes, mut power) = (vec![0; n], 1);
    for (i, row) in rows.iter().enumerate() {
        let row = row.as_ref();
        if row.len() != n {
            return Err(format!("row {} has {} squares, not {n}", i + 1, row.len()));
        }
        for (j, (code, &square)) in codes.iter_mut().zip(row).enumerate() {
            let d = digit(square).map_err(|e| format!("row {}, column {}: {e}", i + 1, j + 1))?;
            *code += d * power;
        }
        power *= 3;
    }
    let mut sum = Dyadic::ZERO;
    for code in codes {
        // |sum| ≤ 12·12, denominators up to 2^11: never out of range.
        sum = sum
            .checked_add(columns.values[code])
            .ok_or("the sum of the columns is out of range")?;
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
        assert_eq!(two.value(b".B").unwrap(), Dyadic::fraction(1, 1).unwrap());
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
            Err("row 1, column 1: '\\n' is not W, B or .".to_string())
        );
        assert_eq!(first_player_wins(&["."]), Ok(false));
        assert_eq!(first_player_wins(&["B"]), Ok(true));
    }
}
