//! Exact theory of the classic stone games of online judges, and their I/O.
//!
//! One module per game, each with the rule, why it holds and its cost:
//!
//! | module | game | judges |
//! |---|---|---|
//! | [`wythoff`] | two piles; take from one, or the same from both | HDU 2177, HDU 1527, POJ 1067, BJFU 1010, Luogu P2252 |
//! | [`euclid`] | subtract a multiple of the smaller number | POJ 2348, Luogu P1290, Kattis euclidsgame |
//! | [`bash`] | add 1..=m to a sum; first to reach n wins | HDU 2188, HDU 1846, HDU 2149, CSES 1098 |
//! | [`poj1740`] | remove from a pile, spread the rest over others | POJ 1740 |
//! | [`grundy`] | mex, XOR sums; subtraction sets, DAGs, periods | HDU 1536, Kattis snim, HDU 1524 |
//! | [`nim`] | take from one pile; count winning moves; misère | HDU 1849, CSES 1730, Luogu P2197, POJ 2975, HDU 1907 |
//! | [`nimber`] | Nim multiplication; product games (Tartan); coin-turning games | Library Checker nim_product_64, HDU 3404, Luogu P3179, HDU 3537 |
//! | [`subtraction`] | take a power of two, a Fibonacci number, 1, 2 or k, or L..=R; who wins from every heap up to n | HDU 1847, HDU 1848, CSES 1729, CF 1194D, ABC 297 G |
//! | [`no_repeat`] | take from a pile, never an amount taken from it before | CF 768E |
//! | [`divisors`] | replace a number by a proper divisor: Ω, the prime factors | ABC 368 F |
//! | [`lasker`] | take from a heap, or split it in two | HDU 3032 |
//! | [`multi_sg`] | a move may leave several heaps; take, or split in three | HDU 5795 |
//! | [`legendre`] | remove a cow, or split `2x` into `k` piles of `x` | CF 603C |
//! | [`jiangnan`] | split a pile into `M` near-equal piles | Luogu P3235 |
//! | [`misere`] | the last mover loses: the SJ theorem, anti-Nim, rows | Luogu P4279, HDU 2509 |
//! | [`staircase`] | shift a piece left, no jumping (staircase Nim) | POJ 1704, Luogu P10507, CSES 1099 |
//! | [`multiplication`] | multiply by 2..=9; first to reach n wins | HDU 1517 |
//! | [`cutting`] | cut a sheet; whoever makes a 1×1 wins | POJ 2311, Luogu P10501 |
//! | [`grid`] | a coin steps left, down or down-left | HDU 2147 |
//! | [`draws`] | games that can go on forever: win, lose or draw (retrograde analysis) | CF 786A, Luogu P6560, ABC 209 E |
//! | [`hackenbush`] | cut an edge; what falls from the root goes (green Hackenbush) | AGC 017 D, POJ 3710 |
//! | [`surreal`] | partizan games worth numbers: dyadics, the simplicity rule | (ABC 229 H) |
//! | [`advance_or_eat`] | move a piece up, or eat one of the other colour (partizan) | ABC 229 H |
//! | [`octal`] | take-and-break games by octal code, Grundy's game; periods proved | CSES 2207, HDU 3980 |
//! | [`intervals`] | pick an interval disjoint from those picked: segments split by a move | ABC 206 F |
//! | [`young`] | eat a largest pile or a candy from each; the last candy loses (a walk on a Young diagram) | AGC 002 E |
//! | [`nim_k`] | Moore's Nim-k: take from 1 to k heaps; the strip of pieces that plays it | Luogu P2490 |
//! | [`fibonacci_nim`] | one heap; take at most twice the last take (Zeckendorf) | HDU 2516 |
//! | [`matching_game`] | a token on a bipartite graph, never back to a visited vertex (maximum matchings) | Luogu P4055 |
//! | [`e_and_d`] | remove one pile of a pair, split the other | Luogu P2148 |
//! | [`root_game`] | leave y coins of x, x^(1/4) ≤ y ≤ x^(1/2) (integer roots, runs) | CF 255E |
//! | [`proof`] | every game above, move by move, and the brute-force searches | (tests) |
//!
//! [`io`] is the streaming tokenizer and buffered writer every judge binary
//! uses, and [`proof`] the ground truth: the brute-force game-tree searches
//! that check every closed form against the games written down move by move.
//! Everything is exact integer arithmetic, correct for every `u64`.
//!
//! Modules refer to each other only through `super::`, so the bundler can
//! paste them into one file under `mod game_core`.
#![deny(clippy::float_arithmetic, missing_docs)]

pub mod advance_or_eat;
pub mod bash;
pub mod cutting;
pub mod divisors;
pub mod draws;
pub mod e_and_d;
pub mod euclid;
pub mod fibonacci_nim;
pub mod grid;
pub mod grundy;
pub mod hackenbush;
pub mod intervals;
pub mod io;
pub mod jiangnan;
pub mod lasker;
pub mod legendre;
pub mod matching_game;
pub mod misere;
pub mod multi_sg;
pub mod multiplication;
pub mod nim;
pub mod nim_k;
pub mod nimber;
pub mod no_repeat;
pub mod octal;
pub mod poj1740;
pub mod proof;
pub mod root_game;
pub mod staircase;
pub mod subtraction;
pub mod surreal;
pub mod wythoff;
pub mod young;
