//! The ground truth: every game written down move by move, and the
//! brute-force searches that solve them without any theory.
//!
//! - [`advance_or_eat`]: ABC 229 H's board, move by move
//!   ([`partizan::Partizan`]);
//! - [`coins`]: the coin-turning games (Mock Turtles, P3179's multiples,
//!   HDU 3404's lights, products of rows), the heads as a bitmask;
//! - [`draws`]: games that can go on forever (win, lose or draw), labelled
//!   by fixed-point iteration straight from the definitions, and the games
//!   of [`draws`](crate::draws) written move by move;
//! - [`e_and_d`]: Luogu P2148's E&D (remove a pile, split the other of
//!   its pair), groups as sorted pairs ([`solver::Game`]);
//! - [`fibonacci_nim`]: HDU 2516's heap, each take at most twice the last
//!   ([`solver::Game`]);
//! - [`geography`]: Luogu P4055's token on a grid, never back to a visited
//!   cell ([`solver::Game`]);
//! - [`hackenbush`]: green Hackenbush on any rooted multigraph, one cut at a
//!   time ([`solver::Game`]);
//! - [`misere`]: the same search under misère play (whoever cannot move
//!   wins: the last mover loses), with outcomes;
//! - [`nim_k`]: Moore's Nim-k ([`solver::Game`]), and Luogu P2490's strip
//!   of white and black pieces, the board itself ([`partizan::Partizan`]);
//! - [`nimbers`]: the Nim product from its mex definition, and from
//!   Conway's rules for the Fermat 2-powers;
//! - [`partizan`]: the minimax search of finite partizan games (Left and
//!   Right have different moves), who wins as each player starts;
//! - [`patterns`]: the named games of the Sprague–Grundy patterns (ABC
//!   206 F's intervals, CF 1194D's chip, AGC 002 E's candies, CF 768E's
//!   piles without repeats, ABC 368 F's divisors, ABC 297 G's L..=R);
//! - [`root_game`]: Codeforces 255E's piles, `y` coins left of `x` with
//!   `x^(1/4) ≤ y ≤ x^(1/2)` read as integer inequalities
//!   ([`solver::Game`], and single piles by the mex definition);
//! - [`rules`]: each game of the crate as its statement gives it, one move
//!   at a time ([`solver::Game`]), never calling the closed form it checks;
//! - [`solver`]: the game-tree search of finite acyclic impartial games
//!   under normal play (whoever cannot move loses), with Grundy values;
//! - [`splits`]: the games whose moves split a heap into several (HDU 2509,
//!   HDU 5795, CF 603C, Luogu P3235, and rules given as tables), on
//!   multisets of heaps;
//! - [`take_break`]: the take-and-break games of [`octal`](crate::octal)
//!   (a code's digits read as moves, Grundy's game, HDU 3980's cycle).
//!
//! Nothing here is bundled into a judge binary; tests and `explore` use it
//! to check every closed form and table of the crate.

pub mod advance_or_eat;
pub mod coins;
pub mod draws;
pub mod e_and_d;
pub mod fibonacci_nim;
pub mod geography;
pub mod hackenbush;
pub mod misere;
pub mod nim_k;
pub mod nimbers;
pub mod partizan;
pub mod patterns;
pub mod root_game;
pub mod rules;
pub mod solver;
pub mod splits;
pub mod take_break;
