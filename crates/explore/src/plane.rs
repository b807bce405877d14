//! Each game's positions laid out on a grid: every cell's Grundy value from
//! game-core's brute-force solver (on the rules as stated) beside the
//! closed form's verdict.
//!
//! Explore computes nothing about a game itself: the moves come from
//! [`game_core::proof::rules`], who wins from [`game_core::proof::solver`], and the
//! formulas from the game modules ([`wythoff`], [`euclid`], [`bash`],
//! [`poj1740`]). This module only decides which positions to ask about.

use std::cell::Cell as Counter;

use game_core::proof::rules;
use game_core::proof::solver::{solve, Game, Solution};
use game_core::{bash, euclid, poj1740, wythoff};
use itertools::iproduct;

/// A game of game-core that explore shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    /// Wythoff's game (HDU 2177, HDU 1527, POJ 1067, BJFU 1010).
    Wythoff,
    /// Euclid's game (POJ 2348).
    Euclid,
    /// The Bash game of HDU 2188.
    Bash,
    /// The "new stone game" of POJ 1740.
    Poj1740,
}

impl GameKind {
    /// The subcommand name, also the default picture's file stem.
    pub fn name(self) -> &'static str {
        match self {
            Self::Wythoff => "wythoff",
            Self::Euclid => "euclid",
            Self::Bash => "bash",
            Self::Poj1740 => "poj1740",
        }
    }

    /// The game's name in titles.
    pub fn title(self) -> &'static str {
        match self {
            Self::Wythoff => "Wythoff's game",
            Self::Euclid => "Euclid's game",
            Self::Bash => "Bash game (HDU 2188)",
            Self::Poj1740 => "POJ 1740",
        }
    }

    /// The letters of a grid cell `(x, y)`: "r, m" for Bash, else "a, b".
    pub fn letters(self) -> &'static str {
        match self {
            Self::Bash => "r, m",
            _ => "a, b",
        }
    }

    /// What a grid cell `(x, y)` stands for: the axes' names.
    pub fn axes(self) -> (&'static str, &'static str) {
        match self {
            Self::Bash => ("r (what the sum still lacks)", "m (most added per move)"),
            Self::Euclid => ("a (first number)", "b (second number)"),
            _ => ("a (first pile)", "b (second pile)"),
        }
    }

    /// The smallest `y` of the grid: 1 for Bash (a step of at least 1),
    /// else 0.
    pub fn y_min(self) -> u64 {
        match self {
            Self::Bash => 1,
            _ => 0,
        }
    }

    /// The largest grid the solver covers unless asked for more: beyond
    /// it a grid takes more than about a second (Wythoff has `a + b +
    /// min(a, b)` moves per position, POJ 1740 about `a²/2`).
    pub fn solver_limit(self) -> u64 {
        match self {
            Self::Wythoff => 150,
            Self::Euclid => 500,
            Self::Bash => 300,
            Self::Poj1740 => 40,
        }
    }

    /// The closed form's verdict on cell `(x, y)`: true if the player to
    /// move loses.
    pub fn closed_form_losing(self, x: u64, y: u64) -> bool {
        match self {
            Self::Wythoff => wythoff::is_losing(x, y),
            Self::Euclid => !euclid::first_player_wins(x, y),
            Self::Bash => !bash::first_player_wins(x, y),
            Self::Poj1740 => !poj1740::first_player_wins(&mut [x, y]),
        }
    }
}

/// Called while the solver runs with (positions expanded, positions
/// expected); the expected count is an estimate, and the last call, when
/// the search is over, has expanded ≥ expected.
pub type Progress<'a> = &'a dyn Fn(u64, u64);

/// Runs the solver on `game` from `starts`, reporting every expanded
/// position to `progress`.
pub fn solve_watched<G: Game>(
    game: &G,
    starts: impl IntoIterator<Item = G::State>,
    expected: u64,
    progress: Progress<'_>,
) -> Solution<G::State> {
    let watched = Watched {
        game,
        expanded: Counter::new(0),
        expected,
        progress,
    };
    let solution = solve(&watched, starts);
    // The last call says "done": its count is at least the expected one.
    progress(watched.expanded.get().max(expected), expected);
    solution
}

/// A game that counts its expanded positions: the solver lists each
/// position's moves once.
struct Watched<'a, G> {
    game: &'a G,
    expanded: Counter<u64>,
    expected: u64,
    progress: Progress<'a>,
}

impl<G: Game> Game for Watched<'_, G> {
    type State = G::State;

    fn moves(&self, state: &G::State, out: &mut Vec<G::State>) {
        let done = self.expanded.get() + 1;
        self.expanded.set(done);
        if done.is_multiple_of(256) {
            (self.progress)(done, self.expected);
        }
        self.game.moves(state, out);
    }
}

/// A progress callback that does nothing.
pub fn quiet(_done: u64, _expected: u64) {}

/// One position of a [`Plane`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    /// The first coordinate (first pile, first number, or Bash's `r`, what
    /// the sum still lacks).
    pub x: u64,
    /// The second coordinate (second pile, second number, or Bash's `m`).
    pub y: u64,
    /// The solver's Grundy value, or `None` outside the solved region.
    pub grundy: Option<u32>,
    /// The closed form's verdict: true if the player to move loses.
    pub closed_form_losing: bool,
}

impl Cell {
    /// The solver's verdict (Grundy value 0 = the player to move loses), or
    /// `None` outside the solved region.
    pub fn solver_losing(&self) -> Option<bool> {
        self.grundy.map(|g| g == 0)
    }

    /// True if the solver ran here and the closed form says otherwise.
    pub fn disagrees(&self) -> bool {
        self.solver_losing()
            .is_some_and(|losing| losing != self.closed_form_losing)
    }
}

/// The cells `(x, y)` for `x` in `0..=size` and `y` in `y_min..=size` of
/// one game: Bash's `(r, m)`, the others' two piles or numbers.
#[derive(Debug, Clone)]
pub struct Plane {
    /// The game.
    pub game: GameKind,
    /// The largest coordinate.
    pub size: u64,
    /// The solver covered the cells with both coordinates at most this.
    pub solved_to: u64,
    grundy: Vec<u32>,
    closed_form_losing: Vec<bool>,
}

/// Marks a cell the solver did not cover.
const UNSOLVED: u32 = u32::MAX;

impl Plane {
    /// Solves `game` on the grid `0..=size` (Bash: `r` in `0..=size`, `m`
    /// in `1..=size`) with the solver up to `solve_to` in both coordinates
    /// (at most `size`) and the closed form everywhere.
    ///
    /// # Complexity
    /// The solver's cost on the square `0..=solve_to` (see
    /// [`GameKind::solver_limit`]), plus `size²` closed-form verdicts.
    pub fn new(game: GameKind, size: u64, solve_to: u64, progress: Progress<'_>) -> Self {
        let solve_to = solve_to.min(size);
        let side = size + 1;
        let rows = side - game.y_min();
        let cells = usize::try_from(side * rows).expect("the grid fits in memory");
        let mut plane = Plane {
            game,
            size,
            solved_to: solve_to,
            grundy: vec![UNSOLVED; cells],
            closed_form_losing: Vec::with_capacity(cells),
        };
        // Row by row: y, then x.
        plane.closed_form_losing.extend(
            iproduct!(game.y_min()..=size, 0..=size).map(|(y, x)| game.closed_form_losing(x, y)),
        );
        let square = iproduct!(game.y_min()..=solve_to, 0..=solve_to).map(|(y, x)| (x, y));
        let expected = (solve_to + 1) * (solve_to + 1);
        match game {
            GameKind::Wythoff => {
                let solution = solve_watched(&rules::Wythoff, square.clone(), expected, progress);
                for (x, y) in square {
                    plane.set(x, y, solution.grundy(&(x, y)));
                }
            }
            GameKind::Euclid => {
                let solution = solve_watched(&rules::Euclid, square.clone(), expected, progress);
                for (x, y) in square {
                    plane.set(x, y, solution.grundy(&(x, y)));
                }
            }
            GameKind::Poj1740 => {
                let pair = |(x, y): (u64, u64)| vec![x.min(y), x.max(y)];
                // The piles can grow (stones are moved), so more positions
                // than the square are reachable: about 2 × the square.
                let solution = solve_watched(
                    &rules::Poj1740,
                    square.clone().map(pair),
                    2 * expected,
                    progress,
                );
                for cell in square {
                    plane.set(cell.0, cell.1, solution.grundy(&pair(cell)));
                }
            }
            GameKind::Bash => {
                // One game per step limit m: a row of the grid.
                let row = solve_to + 1;
                let expected = solve_to * row;
                for m in 1..=solve_to {
                    let done_before = (m - 1) * row;
                    let row_progress =
                        |done: u64, _: u64| progress(done_before + done.min(row), expected);
                    let solution =
                        solve_watched(&rules::Bash { m }, [solve_to], row, &row_progress);
                    for r in 0..=solve_to {
                        plane.set(r, m, solution.grundy(&r));
                    }
                }
            }
        }
        plane
    }

    fn index(&self, x: u64, y: u64) -> usize {
        assert!(
            x <= self.size && (self.game.y_min()..=self.size).contains(&y),
            "({x}, {y}) is outside the grid"
        );
        ((y - self.game.y_min()) * (self.size + 1) + x) as usize
    }

    fn set(&mut self, x: u64, y: u64, grundy: Option<u32>) {
        let i = self.index(x, y);
        self.grundy[i] = grundy.expect("the solver explored every start");
    }

    /// The cell `(x, y)`.
    ///
    /// # Panics
    /// If it is outside the grid.
    pub fn cell(&self, x: u64, y: u64) -> Cell {
        let i = self.index(x, y);
        Cell {
            x,
            y,
            grundy: Some(self.grundy[i]).filter(|&g| g != UNSOLVED),
            closed_form_losing: self.closed_form_losing[i],
        }
    }

    /// The cells of row `y`, by increasing `x`.
    pub fn row(&self, y: u64) -> impl Iterator<Item = Cell> + '_ {
        (0..=self.size).map(move |x| self.cell(x, y))
    }

    /// Every cell, row by row (increasing `y`, then `x`).
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (self.game.y_min()..=self.size).flat_map(move |y| self.row(y))
    }

    /// The cells where the solver and the closed form disagree.
    pub fn disagreements(&self) -> Vec<Cell> {
        self.cells().filter(Cell::disagrees).collect()
    }

    /// The number of cells the solver covered.
    pub fn solved_cells(&self) -> usize {
        self.grundy.iter().filter(|&&g| g != UNSOLVED).count()
    }
}
