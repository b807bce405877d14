//! The ground truth: every game written down move by move, and the
//! brute-force searches that solve them without any theory.
//!
//! - [`rules`]: each game of the crate as its statement gives it, one move
//!   at a time ([`solver::Game`]), never calling the closed form it checks;
//! - [`splits`]: the games whose moves split a heap into several (HDU 2509,
//!   HDU 5795, CF 603C, Luogu P3235, and rules given as tables), on
//!   multisets of heaps;
//! - [`solver`]: the game-tree search of finite acyclic impartial games
//!   under normal play (whoever cannot move loses), with Grundy values;
//! - [`misere`]: the same search under misère play (whoever cannot move
//!   wins: the last mover loses), with outcomes.
//!
//! Nothing here is bundled into a judge binary; tests and `explore` use it
//! to check every closed form and table of the crate.

pub mod misere;
pub mod rules;
pub mod solver;
pub mod splits;
