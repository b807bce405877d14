//! kiki's game (HDU 2147): who wins on every `n × m` board, from the game
//! tree ([`rules::Kiki`]) beside [`grid::first_player_wins`], as text and
//! as a picture.

use std::fmt::Write as _;

use game_core::grid;
use game_core::proof::rules;
use itertools::Itertools;

use crate::cells::{self, Grid, Painted};
use crate::picture::{Key, Paint, DISAGREE, LOSING, WINNING};
use crate::plane::{solve_watched, Progress};
use crate::table::{count_of, TooBig};

/// The largest board side: the game tree of every board up to 200 × 200 is
/// 8 million states, about a second in a release build.
pub const KIKI_LIMIT: u64 = 200;

/// One board of [`Boards`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    /// The rows.
    pub n: u64,
    /// The columns.
    pub m: u64,
    /// The game tree's verdict: the first player wins.
    pub tree_wins: bool,
    /// [`grid::first_player_wins`].
    pub closed_wins: bool,
}

impl Board {
    /// True if the game tree and the closed form disagree.
    pub fn disagrees(&self) -> bool {
        self.tree_wins != self.closed_wins
    }
}

/// Every board `n × m` with `n, m` in `1..=size`, row by row (`n`, then `m`).
#[derive(Debug, Clone)]
pub struct Boards {
    /// The largest side.
    pub size: u64,
    boards: Vec<Board>,
}

impl Boards {
    /// Solves every board up to `size × size`: one game tree per number of
    /// rows `n`, from the top-right corner `(1, m)` of each width `m` (the
    /// coin never moves right, so the board's width is only its start).
    ///
    /// # Errors
    /// `size` above [`KIKI_LIMIT`].
    pub fn new(size: u64, progress: Progress<'_>) -> Result<Self, TooBig> {
        if size > KIKI_LIMIT {
            return Err(TooBig(format!(
                "boards up to {size} × {size} are beyond explore's {KIKI_LIMIT}; lower --size"
            )));
        }
        let mut boards = Vec::new();
        for n in 1..=size {
            let done = (n - 1) * size * size;
            let expected = size * size * size;
            let row_progress = |d: u64, _: u64| progress(done + d.min(n * size), expected);
            let game = rules::Kiki { n, m: size };
            let solution =
                solve_watched(&game, (1..=size).map(|m| (1, m)), n * size, &row_progress);
            for m in 1..=size {
                boards.push(Board {
                    n,
                    m,
                    tree_wins: !solution.is_losing(&(1, m)),
                    closed_wins: grid::first_player_wins(n, m).map_err(TooBig)?,
                });
            }
        }
        progress(size * size * size, size * size * size);
        Ok(Self { size, boards })
    }

    /// The board `n × m`.
    ///
    /// # Panics
    /// If a side is 0 or above the size.
    pub fn board(&self, n: u64, m: u64) -> Board {
        assert!((1..=self.size).contains(&n) && (1..=self.size).contains(&m));
        self.boards[((n - 1) * self.size + (m - 1)) as usize]
    }

    /// Every board, row by row.
    pub fn boards(&self) -> &[Board] {
        &self.boards
    }
}

/// The boards as text: `L` where the first player loses, `W` where kiki
/// wins, `!` where the closed form disagrees.
pub fn grid_text(boards: &Boards) -> String {
    let s = boards.size;
    let width = s.to_string().len();
    let mut out = format!(
        "kiki's game (HDU 2147): a coin starts in the top-right corner of an n × m board; a move \
         shifts it one cell left, down, or down-left; whoever cannot move loses.\n\
         Who wins on every board n, m ≤ {s} (L: the first player loses, W: kiki wins), from the \
         game tree (rules::Kiki); a ! marks a board where grid::first_player_wins disagrees.\n\n"
    );
    let head = (1..=s).format_with("", |m, f| f(&format_args!(" {m:>width$}")));
    let _ = writeln!(out, "n \\ m |{head}");
    let _ = writeln!(out, "------+{}", "-".repeat((width + 1) * s as usize));
    for n in 1..=s {
        let cells = (1..=s).format_with("", |m, f| {
            let b = boards.board(n, m);
            let v = if b.tree_wins { "W" } else { "L" };
            let mark = if b.disagrees() { "!" } else { "" };
            f(&format_args!(" {:>width$}", format!("{v}{mark}")))
        });
        let _ = writeln!(out, "{n:>5} |{cells}");
    }
    out.push('\n');
    let bad: Vec<&Board> = boards.boards().iter().filter(|b| b.disagrees()).collect();
    let losing = boards.boards().iter().filter(|b| !b.tree_wins).count();
    if bad.is_empty() {
        let _ = writeln!(
            out,
            "The game tree and grid::first_player_wins agree on all {}: the first player loses on \
             the {} where n and m are both odd.",
            count_of(boards.boards().len() as u64, "board", "boards"),
            count_of(losing as u64, "board", "boards")
        );
    } else {
        let _ = writeln!(
            out,
            "DISAGREEMENT: the game tree and grid::first_player_wins differ on {} of {} boards: {}.",
            bad.len(),
            boards.boards().len(),
            bad.iter()
                .take(8)
                .format_with(", ", |b, f| f(&format_args!("{} × {}", b.n, b.m)))
        );
    }
    out
}

/// A board's colour class: red where the closed form disagrees.
pub fn paint(board: &Board) -> Paint {
    match (board.disagrees(), board.tree_wins) {
        (true, _) => Paint::Disagree,
        (false, true) => Paint::Winning,
        (false, false) => Paint::Losing,
    }
}

/// The boards as a picture: columns `m`, rows `n`, losing boards dark.
///
/// # Errors
/// What plotters says, in one line.
pub fn svg(boards: &Boards) -> Result<String, String> {
    let cells: Vec<Painted> = boards
        .boards()
        .iter()
        .map(|b| Painted {
            x: b.m,
            y: b.n,
            paint: paint(b),
            label: if b.tree_wins { "W" } else { "L" }.into(),
        })
        .collect();
    let mut legend = vec![
        (
            Key::Square(LOSING),
            "the first player loses: n and m both odd".to_string(),
        ),
        (Key::Square(WINNING), "kiki (the first player) wins".into()),
    ];
    if cells.iter().any(|c| c.paint == Paint::Disagree) {
        legend.push((
            Key::Square(DISAGREE),
            "the game tree and grid::first_player_wins DISAGREE here".into(),
        ));
    }
    legend.push((
        Key::None,
        "every board from the game tree, checked against grid::first_player_wins".into(),
    ));
    cells::svg(&Grid {
        title: format!("kiki's game (HDU 2147): who wins, n, m ≤ {}", boards.size),
        axes: ("m (columns)".into(), "n (rows)".into()),
        x: (1, boards.size),
        y: (1, boards.size),
        ticks: None,
        tick_from: (1, 1),
        cells,
        max_grundy: 1,
        rings: Vec::new(),
        checked_to: None,
        rule_below: None,
        legend,
    })
}
