//! Advance or Eat (ABC 229 H): the value of every column of one height,
//! from game-core's table ([`Columns`], the simplicity rule on exact dyadic
//! numbers), each checked against the partizan minimax ([`solve`] on
//! [`AdvanceOrEat`], the game as stated): a column is worth `x` exactly
//! when the column played beside `−x` is lost by whoever moves first. And a
//! board's columns, their sum, and who wins.
//!
//! The number `x` is played as its own game, from its definition: an
//! integer `n > 0` is `{n − 1 | }`, `n < 0` is `{ | n + 1}`, 0 is `{ | }`,
//! and `m / 2^k` (`m` odd) is `{(m − 1)/2^k | (m + 1)/2^k}`; nothing here
//! asks for the simplest number between two others.

use std::fmt::Write as _;

use game_core::advance_or_eat::{self, Columns};
use game_core::proof::advance_or_eat::AdvanceOrEat;
use game_core::proof::partizan::{solve, Outcome, Partizan, Player};
use game_core::surreal::Dyadic;

use crate::table::{count_of, flag, TooBig};

/// The tallest column whose table is checked: 3^6 = 729 columns.
pub const HEIGHT_LIMIT: usize = 6;

/// The most squares of a board that the minimax plays whole (ABC 229 H's
/// third sample, 4 × 4, is one).
pub const BOARD_SQUARES: usize = 16;

/// A column of Advance or Eat beside a number, played as a sum: Left
/// (Takahashi) moves in the column or takes the number's Left option.
struct ColumnAndNumber;

/// The options of the number `y` by its definition: (Left's, Right's).
fn number_options(y: Dyadic) -> (Option<Dyadic>, Option<Dyadic>) {
    let (m, k) = (y.numerator() as i64, y.exponent());
    let d = |m: i64| Dyadic::fraction(m, k).expect("a small dyadic number");
    match (k, m.signum()) {
        (0, 1) => (Some(d(m - 1)), None),
        (0, -1) => (None, Some(d(m + 1))),
        (0, _) => (None, None),
        _ => (Some(d(m - 1)), Some(d(m + 1))),
    }
}

impl Partizan for ColumnAndNumber {
    type State = (Vec<u8>, Dyadic);

    fn left_moves(&self, (column, y): &Self::State, out: &mut Vec<Self::State>) {
        let mut moves = Vec::new();
        AdvanceOrEat { width: 1 }.left_moves(column, &mut moves);
        out.extend(moves.into_iter().map(|c| (c, *y)));
        out.extend(number_options(*y).0.map(|l| (column.clone(), l)));
    }

    fn right_moves(&self, (column, y): &Self::State, out: &mut Vec<Self::State>) {
        let mut moves = Vec::new();
        AdvanceOrEat { width: 1 }.right_moves(column, &mut moves);
        out.extend(moves.into_iter().map(|c| (c, *y)));
        out.extend(number_options(*y).1.map(|r| (column.clone(), r)));
    }
}

/// One column of [`columns`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    /// Its squares, top first: `W`, `B` or `.`.
    pub squares: Vec<u8>,
    /// game-core's value.
    pub value: Dyadic,
    /// Who wins the column alone, by minimax.
    pub alone: Outcome,
    /// By minimax: the column beside minus its value is lost for whoever
    /// moves first (so the value is right).
    pub checked: bool,
}

/// Every column of `height` squares, by code (`.` 0, `W` 1, `B` 2, the top
/// square the lowest digit).
///
/// # Errors
/// A height of 0 or above [`HEIGHT_LIMIT`].
pub fn columns(height: usize) -> Result<Vec<Column>, TooBig> {
    if height == 0 || height > HEIGHT_LIMIT {
        return Err(TooBig(format!(
            "--height {height}: explore checks columns of 1 to {HEIGHT_LIMIT} squares"
        )));
    }
    let table = Columns::new(height).map_err(TooBig)?;
    let all: Vec<Vec<u8>> = (0..3usize.pow(height as u32))
        .map(|code| {
            (0..height)
                .map(|i| b".WB"[code / 3usize.pow(i as u32) % 3])
                .collect()
        })
        .collect();
    let values: Vec<Dyadic> = all
        .iter()
        .map(|c| table.value(c).map_err(TooBig))
        .collect::<Result<_, _>>()?;
    let sums: Vec<(Vec<u8>, Dyadic)> = all
        .iter()
        .zip(&values)
        .flat_map(|(c, &v)| [(c.clone(), Dyadic::ZERO), (c.clone(), -v)])
        .collect();
    let solved = solve(&ColumnAndNumber, sums);
    Ok(all
        .into_iter()
        .zip(values)
        .map(|(squares, value)| {
            let alone = solved.outcome(&(squares.clone(), Dyadic::ZERO));
            let minus = solved.outcome(&(squares.clone(), -value));
            Column {
                squares,
                value,
                alone: alone.expect("solved"),
                checked: minus == Some(Outcome::Second),
            }
        })
        .collect())
}

/// Who wins a game of this outcome, in the words of the game.
fn winner(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Left => "Takahashi, whoever starts",
        Outcome::Right => "Snuke, whoever starts",
        Outcome::Second => "whoever moves second",
        Outcome::First => "whoever moves first",
    }
}

/// The table of every column of one height.
pub fn columns_text(height: usize, columns: &[Column]) -> String {
    let mut out = format!(
        "Advance or Eat (ABC 229 H): Takahashi moves a white piece (W) one square up into an \
         empty one, or eats any black piece (B); Snuke the same with the colours swapped; whoever \
         cannot move loses. Every move changes one column, so a board is the sum of its columns, \
         and each column is worth a number: above 0 Takahashi wins it whoever starts, below 0 \
         Snuke does, at 0 whoever moves second.\n\
         Every column of {} (top first; a piece moves towards the top), its value from \
         advance_or_eat::Columns, and by minimax: who wins it alone, and whether the column \
         played beside minus its value is lost by whoever moves first (it is exactly when the \
         value is right).\n\n",
        count_of(height as u64, "square", "squares")
    );
    let w = height.max(6);
    let _ = writeln!(
        out,
        "{:<w$} | {:>6} | {:<26} | column − value",
        "column", "value", "alone, by minimax"
    );
    let _ = writeln!(
        out,
        "{}-+--------+-{}-+---------------",
        "-".repeat(w),
        "-".repeat(26)
    );
    for c in columns {
        let _ = writeln!(
            out,
            "{:<w$} | {:>6} | {:<26} | {}",
            String::from_utf8_lossy(&c.squares),
            c.value.to_string(),
            winner(c.alone),
            if c.checked {
                "lost by the first player: ok"
            } else {
                "won by someone: DIFFERENT"
            }
        );
    }
    out.push('\n');
    let bad = columns.iter().filter(|c| !c.checked).count();
    let outcome_bad = columns
        .iter()
        .filter(|c| c.alone != sign_outcome(c.value))
        .count();
    if bad == 0 && outcome_bad == 0 {
        let finest = columns
            .iter()
            .map(|c| c.value.exponent())
            .max()
            .unwrap_or(0);
        let (low, high) = (
            columns
                .iter()
                .map(|c| c.value)
                .min()
                .unwrap_or(Dyadic::ZERO),
            columns
                .iter()
                .map(|c| c.value)
                .max()
                .unwrap_or(Dyadic::ZERO),
        );
        let _ = writeln!(
            out,
            "The minimax agrees with every one of the {}: values from {low} to {high}, \
             denominators up to {}; no column is won by whoever moves first.",
            count_of(columns.len() as u64, "column", "columns"),
            1u64 << finest
        );
    } else {
        let _ = writeln!(
            out,
            "DISAGREEMENT: {bad} of {} values are not the column's by minimax; {outcome_bad} \
             columns are not won as their value's sign says.",
            columns.len()
        );
    }
    out
}

/// The outcome of a number of this sign.
fn sign_outcome(x: Dyadic) -> Outcome {
    match x.signum() {
        1 => Outcome::Left,
        -1 => Outcome::Right,
        _ => Outcome::Second,
    }
}

/// A board (rows top first): each column's value, their sum, who wins it
/// moving first by game-core, and by the minimax of the whole board when it
/// has at most [`BOARD_SQUARES`] squares.
///
/// # Errors
/// What game-core refuses (rows of other lengths, squares other than `W`,
/// `B` and `.`, more than 12 rows).
pub fn board_text(rows: &[Vec<u8>]) -> Result<String, TooBig> {
    let n = rows.len();
    let takahashi = advance_or_eat::first_player_wins(rows).map_err(TooBig)?;
    let table = Columns::new(n).map_err(TooBig)?;
    let mut out = String::from("The board (top row first):\n");
    for row in rows {
        let _ = writeln!(out, "  {}", String::from_utf8_lossy(row));
    }
    let mut sum = Dyadic::ZERO;
    let mut parts = Vec::new();
    for j in 0..n {
        let column: Vec<u8> = rows.iter().map(|r| r[j]).collect();
        let value = table.value(&column).map_err(TooBig)?;
        sum = sum.checked_add(value).expect("a small sum");
        parts.push(format!(
            "column {} ({}): {value}",
            j + 1,
            String::from_utf8_lossy(&column)
        ));
    }
    let _ = writeln!(out, "{}.", parts.join(", "));
    let _ = writeln!(
        out,
        "Their sum is {sum}: Takahashi, moving first, {} (advance_or_eat::first_player_wins).",
        if takahashi { "wins" } else { "loses" }
    );
    if n * n <= BOARD_SQUARES {
        let board: Vec<u8> = rows.concat();
        let solved = solve(&AdvanceOrEat { width: n }, [board.clone()]);
        let tree = solved.wins(&board, Player::Left).expect("solved");
        let _ = writeln!(
            out,
            "The minimax of the whole board ({}): Takahashi, moving first, {}: {}.",
            count_of(solved.len() as u64, "position", "positions"),
            if tree { "wins" } else { "loses" },
            flag(tree == takahashi)
        );
    } else {
        let _ = writeln!(
            out,
            "The board has more than {BOARD_SQUARES} squares: not played whole by minimax."
        );
    }
    Ok(out)
}
