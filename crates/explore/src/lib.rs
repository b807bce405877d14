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
//! * [`circle`]: Berzerk, a game that may never end: who wins from every
//!   planet of its circle, each player moving first, from game-core's
//!   retrograde analysis checked against the fixed point of the rules.
//! * [`splits`]: the games whose moves may split a heap (HDU 5795, Lieges
//!   of Legendre, 江南乐) in rows of their patterns, and misère play beside
//!   normal play (anti-Nim, HDU 2509's rows, where the SJ theorem fails).
//! * [`nimbers`]: the Nim multiplication table, from its mex definition,
//!   as text and as a picture coloured by value.
//! * [`coins`]: the coin-turning games, each coin's single-head value from
//!   the game tree beside game-core's, and the XOR rule.
//! * [`octal`]: the take-and-break games by octal code: the sweep of every
//!   code of up to three digits with its periods proved, the long games
//!   proved by name against the literature, Grundy's game and its losing
//!   heaps (game-core's engine, checked against the game tree).
//! * [`hackenbush`]: green Hackenbush, a picture's values by vertex, as
//!   text and as a picture, against the game tree.
//! * [`columns`]: Advance or Eat, every column's value (a dyadic number)
//!   against the partizan minimax, and a board's sum.
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
pub mod circle;
pub mod coins;
pub mod columns;
pub mod fibonacci_nim;
pub mod hackenbush;
pub mod nim_k;
pub mod nimbers;
pub mod octal;
pub mod picture;
pub mod plane;
pub mod sequence;
pub mod sheets;
pub mod splits;
pub mod table;
