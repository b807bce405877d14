//! The coin-turning games (HDU 3537, Luogu P3179, and the factor of HDU
//! 3404): the value of a single head on each coin, from the game tree
//! ([`solver`](game_core::proof::solver) on the games of
//! [`proof::coins`](game_core::proof::coins), every set of heads of the
//! row) beside game-core's closed form or table
//! ([`nimber::coins`](game_core::nimber::coins)), each checked; and the
//! coin-turning theorem on every position of the row (its value is the XOR
//! of its heads').

use std::fmt::Write as _;

use game_core::nimber::coins::{self, Multiples};
use game_core::proof::coins::{self as rules, CoinRow, Row};
use game_core::proof::solver::Solution;

use crate::plane::{solve_watched, Progress};
use crate::table::{count_of, flag, TooBig};

/// A coin-turning game of one row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Game {
    /// Turning Turtles: coins 1, 2, …; turn a head over, and at most one
    /// coin left of it.
    TurningTurtles,
    /// Ruler: coins 1, 2, …; turn over a run of consecutive coins whose
    /// rightmost goes from heads to tails.
    Ruler,
    /// Mock Turtles (HDU 3537): coins 0, 1, …; turn over 1, 2 or 3 coins,
    /// the rightmost from heads to tails.
    MockTurtles,
    /// Luogu P3179: cells 1..=n; flip a white cell x and 2x, …, kx for a
    /// k ≤ n/x.
    Multiples,
}

impl Game {
    /// The most coins the game tree searches (every set of heads): about a
    /// second in a release build each (Mock Turtles' moves grow as the
    /// square of the coins).
    pub fn limit(self) -> u32 {
        match self {
            Game::TurningTurtles | Game::Ruler => 16,
            Game::MockTurtles => 14,
            Game::Multiples => 18,
        }
    }

    /// The game's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Game::TurningTurtles => "turning-turtles",
            Game::Ruler => "ruler",
            Game::MockTurtles => "mock-turtles",
            Game::Multiples => "multiples",
        }
    }

    /// The first coin's number: Mock Turtles counts from 0.
    pub fn first(self) -> u64 {
        match self {
            Game::MockTurtles => 0,
            _ => 1,
        }
    }

    /// The game in its own words.
    fn rules(self, coins: u32) -> String {
        let last = self.first() + u64::from(coins) - 1;
        match self {
            Game::TurningTurtles => format!(
                "Turning Turtles (the factor of HDU 3404's Switch lights): coins 1..={last} in a \
                 row; a move turns a head over, and at most one coin left of it; whoever cannot \
                 move loses."
            ),
            Game::Ruler => format!(
                "Ruler: coins 1..={last} in a row; a move turns over a run of consecutive coins \
                 whose rightmost goes from heads to tails; whoever cannot move loses."
            ),
            Game::MockTurtles => format!(
                "Mock Turtles (HDU 3537): coins 0..={last} in a row; a move turns over 1, 2 or 3 \
                 coins, the rightmost from heads to tails; whoever cannot move loses."
            ),
            Game::Multiples => format!(
                "Luogu P3179: cells 1..={last}, white or black; a move flips a white cell x and \
                 the cells 2x, …, kx for a k ≤ {last}/x; whoever cannot move loses."
            ),
        }
    }

    /// What game-core computes, in a phrase.
    fn core_name(self) -> &'static str {
        match self {
            Game::TurningTurtles => "coins::turning_turtles (x itself)",
            Game::Ruler => "coins::ruler (the largest power of 2 dividing x)",
            Game::MockTurtles => "coins::mock_turtles (the x-th odious number)",
            Game::Multiples => "coins::Multiples::value (f(⌊n/x⌋), by blocks of quotients)",
        }
    }
}

/// One coin of [`Values`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Coin {
    /// Its number.
    pub x: u64,
    /// The Grundy value of the single head `x`, from the game tree.
    pub tree: u64,
    /// game-core's value of the coin.
    pub core: u128,
}

impl Coin {
    /// True if the game tree and game-core differ.
    pub fn disagrees(&self) -> bool {
        u128::from(self.tree) != self.core
    }
}

/// Every coin's single-head value of a row, both ways, and the XOR rule
/// on every position.
#[derive(Debug, Clone)]
pub struct Values {
    /// The game.
    pub game: Game,
    /// The coins (Multiples: n, the cells).
    pub coins: u32,
    /// Each coin, first to last.
    pub values: Vec<Coin>,
    /// The positions (sets of heads) searched: every one of the row.
    pub positions: u64,
    /// The positions whose game-tree value is not the XOR of their heads'
    /// single values.
    pub xor_failures: Vec<u64>,
}

/// The row of `coins` coins of `game`, searched on every set of heads.
///
/// # Errors
/// No coin, or more than [`Game::limit`].
pub fn values(game: Game, coins: u32, progress: Progress<'_>) -> Result<Values, TooBig> {
    if coins == 0 || coins > game.limit() {
        return Err(TooBig(format!(
            "{} takes 1 to {} coins (the game tree of every set of heads of {} coins is about \
             a second), not {coins}",
            game.name(),
            game.limit(),
            game.limit()
        )));
    }
    let tree: Solution<u64> = match game {
        Game::TurningTurtles => search(rules::TurningTurtles { coins }, progress),
        Game::Ruler => search(rules::Ruler { coins }, progress),
        Game::MockTurtles => search(rules::MockTurtles { coins }, progress),
        Game::Multiples => search(rules::Multiples { n: coins }, progress),
    };
    let grundy = |state: u64| u64::from(tree.grundy(&state).unwrap_or(u32::MAX));
    let single: Vec<u64> = (0..coins).map(|bit| grundy(1 << bit)).collect();
    let table = match game {
        Game::Multiples => Some(Multiples::new(u64::from(coins)).map_err(TooBig)?),
        _ => None,
    };
    let mut values = Vec::new();
    for (bit, &tree_value) in single.iter().enumerate() {
        let x = game.first() + bit as u64;
        let core = match (game, &table) {
            (Game::TurningTurtles, _) => coins::turning_turtles(x).map(u128::from),
            (Game::Ruler, _) => coins::ruler(x).map(u128::from),
            (Game::MockTurtles, _) => Ok(coins::mock_turtles(x)),
            (Game::Multiples, Some(t)) => t.value(x).map(u128::from),
            (Game::Multiples, None) => unreachable!("the table is made above"),
        }
        .map_err(TooBig)?;
        values.push(Coin {
            x,
            tree: tree_value,
            core,
        });
    }
    let positions = 1u64 << coins;
    let xor_failures = (0..positions)
        .filter(|&heads| {
            let xor = (0..coins)
                .filter(|bit| heads >> bit & 1 == 1)
                .fold(0, |v, bit| v ^ single[bit as usize]);
            grundy(heads) != xor
        })
        .collect();
    Ok(Values {
        game,
        coins,
        values,
        positions,
        xor_failures,
    })
}

/// The game tree of every set of heads of `row`.
fn search<C: CoinRow>(row: C, progress: Progress<'_>) -> Solution<u64> {
    let states = 1u64 << row.coins();
    solve_watched(&Row(row), 0..states, states, progress)
}

/// The values as text: one line a coin, the game tree's value, game-core's
/// and `ok` or `DIFFERENT`; then the XOR rule.
pub fn text(values: &Values) -> String {
    let game = values.game;
    let mut out = game.rules(values.coins);
    let _ = writeln!(
        out,
        "\nThe value of a single head on each coin: from the game tree (proof::coins on every \
         one of the {} sets of heads), beside {}.\n",
        values.positions,
        game.core_name()
    );
    let n = u64::from(values.coins);
    let width = values
        .values
        .iter()
        .map(|c| c.x.to_string().len().max(c.core.to_string().len()))
        .max()
        .unwrap_or(1)
        .max(4);
    let quotient = game == Game::Multiples;
    let mut head = format!("{:>width$}", "coin");
    if quotient {
        head += &format!("  {:>width$}", "n/x");
    }
    let _ = writeln!(out, "{head}  {:>width$}  {:>width$}  check", "tree", "core");
    for c in &values.values {
        let mut line = format!("{:>width$}", c.x);
        if quotient {
            line += &format!("  {:>width$}", n / c.x);
        }
        let _ = writeln!(
            out,
            "{line}  {:>width$}  {:>width$}  {}",
            c.tree,
            c.core,
            flag(!c.disagrees())
        );
    }
    out.push('\n');
    let bad: Vec<&Coin> = values.values.iter().filter(|c| c.disagrees()).collect();
    if bad.is_empty() {
        let _ = writeln!(
            out,
            "The game tree and {} agree on all {}.",
            game.core_name(),
            count_of(values.values.len() as u64, "coin", "coins")
        );
    } else {
        let coins: Vec<String> = bad.iter().map(|c| c.x.to_string()).collect();
        let _ = writeln!(
            out,
            "DISAGREEMENT: the game tree and game-core differ on {} of {} coins: {}.",
            bad.len(),
            values.values.len(),
            coins.join(", ")
        );
    }
    if values.xor_failures.is_empty() {
        let _ = writeln!(
            out,
            "The coin-turning theorem: the value of every one of the {} positions is the XOR of \
             its heads' single values: ok.",
            values.positions
        );
    } else {
        let _ = writeln!(
            out,
            "DISAGREEMENT: {} of {} positions are not the XOR of their heads' single values \
             (first: heads {:#b}).",
            values.xor_failures.len(),
            values.positions,
            values.xor_failures[0]
        );
    }
    out
}
