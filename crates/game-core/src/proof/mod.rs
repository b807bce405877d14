//! The ground truth: every game written down move by move, and the
//! brute-force searches that solve them without any theory.
//!
//! - [`rules`]: each game of the crate as its statement gives it, one move
//!   at a time ([`solver::Game`]), never calling the closed form it checks;
//! - [`solver`]: the game-tree search of finite acyclic impartial games
//!   under normal play (whoever cannot move loses), with Grundy values;
//! - [`take_break`]: the take-and-break games of [`octal`](crate::octal)
//!   (a code's digits read as moves, Grundy's game, HDU 3980's cycle).
//!
//! Nothing here is bundled into a judge binary; tests and `explore` use it
//! to check every closed form and table of the crate.

pub mod rules;
pub mod solver;
pub mod take_break;
