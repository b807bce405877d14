//! The ground truth: every game written down move by move, and the
//! brute-force searches that solve them without any theory.
//!
//! - [`rules`]: each game of the crate as its statement gives it, one move
//!   at a time ([`solver::Game`]), never calling the closed form it checks;
//! - [`solver`]: the game-tree search of finite acyclic impartial games
//!   under normal play (whoever cannot move loses), with Grundy values;
//! - [`hackenbush`]: green Hackenbush on any rooted multigraph, one cut at a
//!   time ([`solver::Game`]);
//! - [`partizan`]: the minimax search of finite partizan games (Left and
//!   Right have different moves), who wins as each player starts;
//! - [`advance_or_eat`]: ABC 229 H's board, move by move
//!   ([`partizan::Partizan`]).
//!
//! Nothing here is bundled into a judge binary; tests and `explore` use it
//! to check every closed form and table of the crate.

pub mod advance_or_eat;
pub mod hackenbush;
pub mod partizan;
pub mod rules;
pub mod solver;
