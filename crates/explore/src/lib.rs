//! Explore the stone games of game-core: the tables and pictures that the
//! write-ups drew by hand, computed from the game tree (game-core's
//! brute-force [`solver`](game_core::proof::solver) on the
//! [`rules`](game_core::proof::rules)) and checked against the closed forms.
//!
//! * [`plane`]: every position of a grid, with the solver's Grundy value
//!   and the closed form's verdict.
//! * [`table`]: the text views (losing positions, Grundy grids, winning
//!   moves).
//! * [`picture`]: the SVG of a grid.
//! * [`sequence`]: the one-number games as sequences: the subtraction
//!   games and Lasker's Nim (Grundy values, with their period or pattern),
//!   the multiplication game (its winning intervals).
//! * [`sheets`]: the Cutting Game's W × H grid, as text and as a picture
//!   (drawn by [`cells`]).
//! * [`boards`]: kiki's game, who wins on every n × m board.
//! * [`fibonacci_nim`]: Fibonacci Nim, every heap's Zeckendorf sum and
//!   winning first move beside the game tree.
//! * [`nim_k`]: Moore's Nim-k, the losing positions' bit counts beside the
//!   game tree; P2490's strip, each layout's gaps beside the board's
//!   minimax.
//!
//! This crate is a developer tool: it draws with floating point, which
//! game-core never uses; every verdict it prints comes from game-core.

pub mod boards;
pub mod cells;
pub mod fibonacci_nim;
pub mod nim_k;
pub mod picture;
pub mod plane;
pub mod sequence;
pub mod sheets;
pub mod table;
