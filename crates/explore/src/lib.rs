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
//! * [`hackenbush`]: green Hackenbush, a picture's values by vertex, as
//!   text and as a picture, against the game tree.
//! * [`columns`]: Advance or Eat, every column's value (a dyadic number)
//!   against the partizan minimax, and a board's sum.
//!
//! This crate is a developer tool: it draws with floating point, which
//! game-core never uses; every verdict it prints comes from game-core.

pub mod boards;
pub mod cells;
pub mod columns;
pub mod hackenbush;
pub mod picture;
pub mod plane;
pub mod sequence;
pub mod sheets;
pub mod table;
