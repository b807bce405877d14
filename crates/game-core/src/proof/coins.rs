//! The coin-turning games of the problems, move by move from their
//! statements, for the brute-force [`solver`](super::solver): the set of
//! heads is the state, a bitmask, and nothing here knows a single-coin
//! value, the XOR rule or the Tartan theorem.
//!
//! A one-row game is a [`CoinRow`]: which sets of coins a move may turn
//! over, given the coin that goes from heads to tails. [`Row`] plays it;
//! [`Product`] plays the product of two (a move turns `A × B` for a move
//! `A` of the first and `B` of the second), and [`SwitchLights`] is HDU
//! 3404's game written from its own statement.
//!
//! | game | coins (bit `i` is) | a move, with chosen coin `x` a head | closed form in |
//! |---|---|---|---|
//! | [`TurningTurtles`] | coin `i + 1` | turns `x`, and at most one coin left of it | [`coins`](crate::nimber::coins) |
//! | [`Ruler`] | coin `i + 1` | turns a run of consecutive coins whose rightmost is `x` | [`coins`](crate::nimber::coins) |
//! | [`MockTurtles`] (HDU 3537) | coin `i` | turns 1, 2 or 3 distinct coins whose rightmost is `x` | [`coins`](crate::nimber::coins) |
//! | [`Multiples`] (P3179) | cell `i + 1` | flips `x, 2x, …, kx` for a `k ≤ n/x` | [`coins`](crate::nimber::coins) |
//! | [`SwitchLights`] (HDU 3404) | cell `(x, y)` at bit `(x − 1)·cols + y − 1` | switches the corners of a rectangle whose corner `(x2, y2)` is lit | [`tartan`](crate::nimber::tartan) |
//!
//! # Complexity
//! A state of a row of `c` coins has up to `c` heads, each with as many
//! moves as the game lists (Mock Turtles: `1 + x + x(x − 1)/2`); the states
//! are the `2^c` sets of heads: use boards of up to about 16 coins.
//!
//! ```
//! use game_core::proof::coins::{MockTurtles, Multiples, Row};
//! use game_core::proof::solver::solve;
//!
//! // HDU 3537's samples: {0, 1, 2, 3} is lost for the player to move.
//! let tree = solve(&Row(MockTurtles { coins: 4 }), [0b1111, 0b0001]);
//! assert!(tree.is_losing(&0b1111));
//! assert!(!tree.is_losing(&0b0001));
//! // P3179's sample (n = 3): {1, 2} wins, {2, 3} loses.
//! let tree = solve(&Row(Multiples { n: 3 }), [0b011, 0b110]);
//! assert!(!tree.is_losing(&0b011));
//! assert!(tree.is_losing(&0b110));
//! ```

use super::solver::Game;

/// A coin-turning game on one row of at most 64 coins, the bits of a
/// state: a set bit is a head.
pub trait CoinRow {
    /// The number of coins, at most 64: bits `0..coins()`.
    fn coins(&self) -> u32;

    /// Appends to `out` the set of coins, as a bitmask with bit `chosen`
    /// set, of each move whose chosen coin (the one that must go from
    /// heads to tails) is `chosen`. The other coins of a set must lie on
    /// one side of `chosen`, the same for every move, so that the game
    /// ends.
    fn turns(&self, chosen: u32, out: &mut Vec<u64>);
}

/// The bits `lo..=hi` (`hi < 64`).
fn run(lo: u32, hi: u32) -> u64 {
    (u64::MAX >> (63 - hi)) & (u64::MAX << lo)
}

/// A [`CoinRow`] as a [`Game`]: a move takes a head `c` and a set of
/// [`CoinRow::turns`] for it, and turns those coins over. Whoever cannot
/// move (no head) loses.
///
/// The moves are listed head by head, lowest first, in the order of
/// `turns`.
///
/// ```
/// use game_core::proof::coins::{Row, TurningTurtles};
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Row(TurningTurtles { coins: 3 }).moves(&0b100, &mut out);
/// // Coin 3 alone, or with coin 1 or coin 2.
/// assert_eq!(out, [0b000, 0b001, 0b010]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row<C>(pub C);

impl<C: CoinRow> Game for Row<C> {
    type State = u64;

    fn moves(&self, &heads: &u64, out: &mut Vec<u64>) {
        let mut sets = Vec::new();
        for c in 0..self.0.coins() {
            if heads >> c & 1 == 1 {
                sets.clear();
                self.0.turns(c, &mut sets);
                out.extend(sets.iter().map(|&set| heads ^ set));
            }
        }
    }
}

/// The product of two coin-turning games, on a grid of
/// `first.coins() × second.coins()` coins (at most 64): coin `(x, y)` is
/// bit `x·second.coins() + y`. A move takes a head `(x, y)`, a set `A` of
/// `first.turns(x)` and a set `B` of `second.turns(y)`, and turns over
/// every coin of `A × B`.
///
/// The moves are listed head by head, then by `A`, then by `B`.
///
/// ```
/// use game_core::proof::coins::{Product, TurningTurtles};
/// use game_core::proof::solver::Game;
///
/// let game = Product(TurningTurtles { coins: 2 }, TurningTurtles { coins: 2 });
/// let mut out = Vec::new();
/// game.moves(&0b1000, &mut out); // a head at coins (2, 2)
/// assert_eq!(out, [0b0000, 0b0100, 0b0010, 0b0111]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Product<C, D>(pub C, pub D);

impl<C: CoinRow, D: CoinRow> Game for Product<C, D> {
    type State = u64;

    fn moves(&self, &heads: &u64, out: &mut Vec<u64>) {
        let (rows, cols) = (self.0.coins(), self.1.coins());
        assert!(rows * cols <= 64, "{rows} × {cols} coins do not fit a u64");
        let (mut first, mut second) = (Vec::new(), Vec::new());
        for x in 0..rows {
            for y in 0..cols {
                if heads >> (x * cols + y) & 1 == 0 {
                    continue;
                }
                first.clear();
                second.clear();
                self.0.turns(x, &mut first);
                self.1.turns(y, &mut second);
                for &a in &first {
                    for &b in &second {
                        // Row x' of the grid gets B where A has x'.
                        let set = (0..rows)
                            .filter(|&r| a >> r & 1 == 1)
                            .fold(0, |set, r| set | b << (r * cols));
                        out.push(heads ^ set);
                    }
                }
            }
        }
    }
}

/// Turning Turtles: coins 1, 2, …, `coins` (bit `i` is coin `i + 1`); a
/// move turns over one or two coins, the rightmost from heads to tails.
/// The factor of HDU 3404's product game.
///
/// `turns(x)`: `{x}`, then `{y, x}` for `y = 1, …, x − 1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurningTurtles {
    /// The number of coins.
    pub coins: u32,
}

impl CoinRow for TurningTurtles {
    fn coins(&self) -> u32 {
        self.coins
    }

    fn turns(&self, x: u32, out: &mut Vec<u64>) {
        out.push(1 << x);
        out.extend((0..x).map(|y| 1 << x | 1 << y));
    }
}

/// Ruler: coins 1, 2, …, `coins` (bit `i` is coin `i + 1`); a move turns
/// over any number of consecutive coins, the rightmost from heads to
/// tails.
///
/// `turns(x)`: the runs `{x}`, `{x − 1, x}`, …, `{1, …, x}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ruler {
    /// The number of coins.
    pub coins: u32,
}

impl CoinRow for Ruler {
    fn coins(&self) -> u32 {
        self.coins
    }

    fn turns(&self, x: u32, out: &mut Vec<u64>) {
        out.extend((0..=x).rev().map(|lo| run(lo, x)));
    }
}

/// Mock Turtles as HDU 3537 states it: coins 0, 1, …, `coins − 1` (bit
/// `i` is coin `i`); a move selects 1, 2 or 3 distinct coins and turns each
/// over, and the rightmost selected must be head-up.
///
/// `turns(x)`: `{x}`, then `{a, x}` for `a < x`, then `{a, b, x}` for
/// `a < b < x`.
///
/// ```
/// use game_core::proof::coins::{CoinRow, MockTurtles};
///
/// let mut out = Vec::new();
/// MockTurtles { coins: 3 }.turns(2, &mut out);
/// assert_eq!(out, [0b100, 0b101, 0b110, 0b111]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MockTurtles {
    /// The number of coins.
    pub coins: u32,
}

impl CoinRow for MockTurtles {
    fn coins(&self) -> u32 {
        self.coins
    }

    fn turns(&self, x: u32, out: &mut Vec<u64>) {
        out.push(1 << x);
        out.extend((0..x).map(|a| 1 << x | 1 << a));
        for b in 0..x {
            out.extend((0..b).map(|a| 1 << x | 1 << b | 1 << a));
        }
    }
}

/// Luogu P3179's game: cells 1..=n (bit `i` is cell `i + 1`), white (a
/// head) or black; a move chooses a white cell `x` and a `k` with
/// `1 ≤ k ≤ ⌊n/x⌋`, and flips the cells `x, 2x, …, kx`.
///
/// `turns`: for cell `x`, the sets `{x}`, `{x, 2x}`, …, `{x, 2x, …, ⌊n/x⌋x}`.
///
/// ```
/// use game_core::proof::coins::{CoinRow, Multiples};
///
/// let mut out = Vec::new();
/// Multiples { n: 7 }.turns(1, &mut out); // cell 2
/// assert_eq!(out, [0b0000010, 0b0001010, 0b0101010]); // {2}, {2, 4}, {2, 4, 6}
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Multiples {
    /// The number of cells, at most 64.
    pub n: u32,
}

impl CoinRow for Multiples {
    fn coins(&self) -> u32 {
        self.n
    }

    fn turns(&self, bit: u32, out: &mut Vec<u64>) {
        let x = bit + 1;
        let mut set = 0u64;
        for k in 1..=self.n / x {
            set |= 1 << (k * x - 1);
            out.push(set);
        }
    }
}

/// HDU 3404's Switch lights as its statement gives it: a `rows × cols`
/// board of cells `(x, y)`, `1 ≤ x ≤ rows`, `1 ≤ y ≤ cols`, at bit
/// `(x − 1)·cols + (y − 1)` (at most 64 cells); a move chooses a lit cell
/// `(x2, y2)` and any `x1 ≤ x2`, `y1 ≤ y2`, and switches the corners
/// `(x1, y1)`, `(x1, y2)`, `(x2, y1)`, `(x2, y2)` of the rectangle, each
/// once (a corner named twice is one cell).
///
/// The moves are listed cell by cell, then by `x1`, then by `y1`.
///
/// ```
/// use game_core::proof::coins::SwitchLights;
/// use game_core::proof::solver::{solve, Game};
///
/// let board = SwitchLights { rows: 2, cols: 2 };
/// let mut out = Vec::new();
/// board.moves(&0b1000, &mut out); // (2, 2) lit
/// assert_eq!(out, [0b0111, 0b0010, 0b0100, 0b0000]);
/// // HDU 3404's samples: {(1, 2), (2, 1)} loses, {(1, 1), (2, 2)} wins.
/// let tree = solve(&board, [0b0110, 0b1001]);
/// assert!(tree.is_losing(&0b0110));
/// assert!(!tree.is_losing(&0b1001));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SwitchLights {
    /// The number of rows.
    pub rows: u32,
    /// The number of columns.
    pub cols: u32,
}

impl SwitchLights {
    /// The bit of cell `(x, y)`.
    fn bit(&self, x: u32, y: u32) -> u64 {
        1 << ((x - 1) * self.cols + (y - 1))
    }
}

impl Game for SwitchLights {
    type State = u64;

    fn moves(&self, &lit: &u64, out: &mut Vec<u64>) {
        assert!(self.rows * self.cols <= 64, "the board does not fit a u64");
        for x2 in 1..=self.rows {
            for y2 in 1..=self.cols {
                if lit & self.bit(x2, y2) == 0 {
                    continue;
                }
                for x1 in 1..=x2 {
                    for y1 in 1..=y2 {
                        // A set of corners: a corner named twice is one cell.
                        let corners = self.bit(x1, y1)
                            | self.bit(x1, y2)
                            | self.bit(x2, y1)
                            | self.bit(x2, y2);
                        out.push(lit ^ corners);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn turns<C: CoinRow>(game: &C, x: u32) -> Vec<u64> {
        let mut out = Vec::new();
        game.turns(x, &mut out);
        out
    }

    #[test]
    fn runs_are_bit_ranges() {
        assert_eq!(run(0, 0), 1);
        assert_eq!(run(2, 4), 0b11100);
        assert_eq!(run(0, 63), u64::MAX);
        assert_eq!(run(63, 63), 1 << 63);
    }

    #[test]
    fn each_row_turns_what_its_statement_says() {
        assert_eq!(turns(&TurningTurtles { coins: 5 }, 0), [1]);
        assert_eq!(turns(&Ruler { coins: 5 }, 2), [0b100, 0b110, 0b111]);
        assert_eq!(turns(&Ruler { coins: 5 }, 0), [1]);
        // Mock Turtles: 1 + x + x(x − 1)/2 sets, each with x as its top.
        for x in 0..10 {
            let sets = turns(&MockTurtles { coins: 10 }, x);
            assert_eq!(sets.len() as u32, 1 + x + x * x.saturating_sub(1) / 2);
            assert!(sets.iter().all(|&s| s >> x == 1 && s.count_ones() <= 3));
        }
        // P3179: cell x has ⌊n/x⌋ moves; the last cells only flip themselves.
        let game = Multiples { n: 12 };
        assert_eq!(turns(&game, 0).len(), 12);
        assert_eq!(
            turns(&game, 2),
            [0b100, 0b100100, 0b100100100, 0b100100100100]
        );
        assert_eq!(turns(&game, 11), [1 << 11]);
        assert_eq!(turns(&Multiples { n: 64 }, 0).last(), Some(&u64::MAX));
    }

    #[test]
    fn degenerate_rectangles_switch_two_cells_or_one() {
        let board = SwitchLights { rows: 3, cols: 3 };
        let mut out = Vec::new();
        board.moves(&board.bit(2, 3), &mut out);
        assert_eq!(out.len(), 6);
        // x1 = 2, y1 = 3: the cell alone; x1 = 2, y1 = 1: a segment.
        assert!(out.contains(&0));
        assert!(out.contains(&board.bit(2, 1)));
        assert!(out.contains(&(board.bit(1, 3))));
        assert!(out.contains(&(board.bit(1, 1) | board.bit(1, 3) | board.bit(2, 1))));
        out.clear();
        board.moves(&0, &mut out);
        assert!(out.is_empty());
    }
}
