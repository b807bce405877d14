//! The ground truth: every game written down move by move, and the
//! brute-force searches that solve them without any theory.
//!
//! - [`coins`]: the coin-turning games (Mock Turtles, P3179's multiples,
//!   HDU 3404's lights, products of rows), the heads as a bitmask;
//! - [`draws`]: games that can go on forever (win, lose or draw), labelled
//!   by fixed-point iteration straight from the definitions, and the games
//!   of [`draws`](crate::draws) written move by move;
//! - [`nimbers`]: the Nim product from its mex definition, and from
//!   Conway's rules for the Fermat 2-powers;
//! - [`rules`]: each game of the crate as its statement gives it, one move
//!   at a time ([`solver::Game`]), never calling the closed form it checks;
//! - [`solver`]: the game-tree search of finite acyclic impartial games
//!   under normal play (whoever cannot move loses), with Grundy values.
//!
//! Nothing here is bundled into a judge binary; tests and `explore` use it
//! to check every closed form and table of the crate.

pub mod coins;
pub mod draws;
pub mod nimbers;
pub mod rules;
pub mod solver;
