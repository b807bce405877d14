//! `explore`: print and draw the positions of game-core's stone games.
//!
//! Run `cargo run --release -p explore -- --help`.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand};
use explore::boards::{self, Boards};
use explore::circle::{self, Circle};
use explore::coins;
use explore::columns;
use explore::fibonacci_nim::{self, Heaps};
use explore::hackenbush::{self, Picture};
use explore::nim_k::{self, Positions, StripLayouts};
use explore::nimbers::{self, Products};
use explore::octal::{self as octal_games, Bar, Status};
use explore::picture::{self, Colouring, Marks, MovesMark};
use explore::plane::{Cell, GameKind, Plane};
use explore::sequence::{self, MoveSet, Sequence};
use explore::sheets::{self, Sheets};
use explore::splits::{self, HeapGame};
use explore::table;

/// Print and draw the positions of the classic stone games: which positions
/// lose for the player to move, computed by searching the whole game tree
/// and checked against the closed form that game-core uses.
///
/// Without options the two-number games print a table of the first losing
/// positions, the one-heap games their Grundy sequence, and the Cutting
/// Game its grid of Grundy values. Examples:
///
///   explore wythoff                  the table (0,0), (1,2), (3,5), (4,7), …
///   explore wythoff --svg            …and draw the a × b grid to wythoff.svg
///   explore wythoff --grundy --size 12   the Grundy values of a, b ≤ 12
///   explore wythoff --at 5,8         the winning moves from (5, 8), and why
///   explore bash -m 3 --at 10        HDU 2188 with steps 1..=3, sum lacking 10
///   explore poj1740 --piles 3        three-pile losing positions
///   explore subtraction --take 3     Bash's Grundy sequence, period 4 = m + 1
///   explore subtraction --set 2,5    S-Nim's sequence and the period it shows
///   explore lasker                   Lasker's Nim: SG(x) − x by x mod 4
///   explore cutting --svg            the Cutting Game's W × H Grundy grid
///   explore kiki                     kiki's boards: the first player loses iff n, m odd
///   explore multiplication           HDU 1517: Stan wins for n in (18^k, 9·18^k]
///   explore berzerk --svg            Codeforces 786A: win, lose or loop from each planet
///   explore splits                   HDU 5795: SG(x) = x, but 8k + 7 and 8k + 8 swap
///   explore splits --game legendre -k 3    Lieges of Legendre, odd k: by halvings
///   explore splits --game jiangnan -f 1    江南乐 (F = 1): the first pile of each value
///   explore misere                   anti-Nim beside Nim: they differ where all piles ≤ 1
///   explore misere --game legendre -k 2    where the SJ theorem's precondition fails
///   explore nim-product              Nim multiplication a ⊗ b, a, b < 16, by its mex definition
///   explore nim-product --size 256 --svg   …and draw the field of 256 to nim-product.svg
///   explore coins mock-turtles       HDU 3537: a single head's value, the x-th odious number
///   explore coins multiples --coins 18   Luogu P3179 on cells 1..=18
///   explore octal 0.77               Kayles: its values, period 12 from heap 71, proved
///   explore octal --sweep            every octal code of up to three digits, its period
///   explore hackenbush --svg         a Hackenbush picture, each vertex's value
///   explore hackenbush --edges 1-2,2-3,3-1   …of your own picture
///   explore columns --height 3       Advance or Eat: every column's value
///   explore columns --board WWBW,WWWW,BWB.,BBBB   a board's columns and winner
///   explore fibonacci-nim            HDU 2516: each heap's Zeckendorf sum and winning take
///   explore fibonacci-nim --at 10000 one heap (any size) explained
///   explore nim-k -k 2               Moore's Nim-2: losing positions, bit counts mod 3
///   explore nim-k -k 2 --strip 10,4  P2490's strip: each layout's gaps as Nim-2
#[derive(Debug, Parser)]
#[command(name = "explore", verbatim_doc_comment)]
struct Cli {
    #[command(subcommand)]
    game: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Wythoff's game: take from one pile, or the same from both
    ///
    /// HDU 2177, HDU 1527, POJ 1067, BJFU 1010. Two piles; a move takes any
    /// positive number of stones from one pile, or the same number from both.
    /// Whoever takes the last stone wins. Positions are (a, b), the piles.
    Wythoff(Common),
    /// Euclid's game: subtract a multiple of the smaller number
    ///
    /// POJ 2348. Two numbers; a move subtracts a positive multiple of the
    /// smaller from the larger, keeping it ≥ 0. Whoever makes a 0 wins.
    /// Positions are (a, b), the numbers.
    Euclid(Common),
    /// Bash game: add 1..=m to a sum, first to reach n wins
    ///
    /// HDU 2188. A sum starts at 0; a move adds 1..=m to it; whoever first
    /// makes it reach at least n wins. Positions are r, what the sum still
    /// lacks (the game starts at r = n). The picture is the r × m grid, one
    /// row per step limit m, with the row of -m outlined.
    Bash {
        #[command(flatten)]
        common: Common,
        /// The most a move adds (the table and --at use it; the picture
        /// outlines its row).
        #[arg(short, long, default_value_t = 3, value_parser = parse_step_limit)]
        m: u64,
    },
    /// POJ 1740: remove from a pile, spread the rest over others
    ///
    /// POJ 1740. Choose a pile, remove at least one stone from it, then move
    /// any of its remaining stones onto other non-empty piles. Whoever cannot
    /// move loses. The table and the picture are the two-pile game; --piles
    /// lists positions of more piles.
    Poj1740 {
        #[command(flatten)]
        common: Common,
        /// List losing positions of this many piles [default: 2, the grid's
        /// game]; a table only: --grundy and --svg show two piles.
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=6))]
        piles: Option<u64>,
        /// With --piles 3 or more: the most stones per pile.
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u64).range(0..=12))]
        max: u64,
    },
    /// One-heap subtraction games: the Grundy sequence and its period
    ///
    /// HDU 1846 (Bash), HDU 1847, HDU 1848, HDU 1536 (S-Nim). A heap of n
    /// objects; a move removes a number that belongs to the move set S and
    /// is at most the heap; whoever cannot move loses (the other took the
    /// last). Prints the Grundy value of every heap 0..=SIZE from the game
    /// tree beside game-core's table or closed form, the period that
    /// grundy::period finds in the game tree's values, and what game-core
    /// says of it: Bash's m + 1, HDU 1847's 3, no period for HDU 1848.
    Subtraction(SubtractionArgs),
    /// Lasker's Nim: take from a heap, or split it in two
    ///
    /// HDU 3032. A move removes any number of objects from one heap, or
    /// splits one heap into two non-empty heaps; whoever cannot move loses.
    /// Prints the Grundy value of every heap 0..=SIZE from the game tree
    /// beside lasker::grundy, in rows of four, and SG(x) − x by x mod 4.
    Lasker(LaskerArgs),
    /// The Cutting Game: cut a sheet; whoever makes a 1 × 1 wins
    ///
    /// POJ 2311, Luogu P10501. A W × H sheet of paper; a move cuts one
    /// piece in two along a grid line; whoever makes a 1 × 1 piece wins.
    /// Prints the Grundy value of every sheet up to SIZE × SIZE from
    /// game-core's table (the game of the cuts that leave both pieces at
    /// least 2 × 2), checked against the game tree on the small sheets and
    /// on pairs of them; --at explains one sheet's value by its cuts, --svg
    /// draws the grid.
    Cutting(CuttingArgs),
    /// kiki's game: a coin steps left, down or down-left
    ///
    /// HDU 2147. A coin starts in the top-right corner of an n × m board; a
    /// move shifts it one cell left, down, or diagonally down-left; whoever
    /// cannot move loses. Prints who wins on every board up to SIZE × SIZE
    /// from the game tree beside grid::first_player_wins (the first player
    /// loses exactly when n and m are both odd); --svg draws it.
    Kiki(KikiArgs),
    /// The multiplication game: multiply by 2..=9, first to reach n wins
    ///
    /// HDU 1517. p starts at 1; a move multiplies it by 2..=9; whoever
    /// first makes p ≥ n wins. Prints the intervals of n where Stan (the
    /// first player) wins, (18^k, 9·18^k], and where Ollie does, up to
    /// 2^64 − 1, with multiplication::first_player_wins at their ends and
    /// the game tree on every n up to --solve-to.
    Multiplication(MultiplicationArgs),
    /// Berzerk: a monster on a circle; whoever puts it into the black hole wins
    ///
    /// Codeforces 786A. Objects 1..=n clockwise on a circle, object 1 a black
    /// hole; Rick and Morty each have steps of their own, and the player to
    /// move steps the monster clockwise by one of his; whoever puts it into
    /// the black hole wins, and the game may never end (Loop). Prints who
    /// wins with the monster on each planet, for each player moving first,
    /// from draws::berzerk (retrograde analysis), checked against the fixed
    /// point of the rules on circles up to --solve-to; --svg draws the
    /// circle, a ring per first player. The defaults are the statement's
    /// first sample.
    Berzerk(BerzerkArgs),
    /// Split games: one heap's Grundy values in rows of their pattern
    ///
    /// HDU 5795 (take from a heap, or split it into three non-empty heaps),
    /// Codeforces 603C (remove a cow, or split a pile of 2x into k piles of
    /// x), Luogu P3235 (split a pile of at least F into M ≥ 2 near-equal
    /// piles); also Nim and HDU 2509's rows. Whoever cannot move loses.
    /// Prints the Grundy value of every heap 0..=SIZE from the game tree
    /// beside game-core's closed form or table, in rows of the pattern (HDU
    /// 5795: period 8; Codeforces 603C: odd and even piles, for even or odd
    /// k; 江南乐: rows of ten and the first pile of each value), and the
    /// positions of several heaps the tree reaches against the XOR of their
    /// values.
    Splits(SplitsArgs),
    /// Misère play beside normal play: where the outcomes differ
    ///
    /// Luogu P4279 (anti-Nim), HDU 2509 (rows of apples, misère), and the
    /// split games played misère. Under misère play whoever cannot move
    /// wins. Searches every position of a few heaps twice, under each
    /// convention, and prints each heap's Grundy value and outcomes, the
    /// positions whose outcomes differ, and the SJ theorem's rule against
    /// the misère tree, with its precondition checked (it fails for Lieges
    /// of Legendre: there the rule is wrong).
    Misere(MisereArgs),
    /// Nim multiplication: the table a ⊗ b, by its mex definition
    ///
    /// Library Checker nim_product_64, HDU 3404. a ⊗ b = mex{ a′⊗b ⊕ a⊗b′ ⊕
    /// a′⊗b′ : a′ < a, b′ < b }, where ⊕ is XOR (Nim addition). Prints the
    /// table a ⊗ b for a, b < SIZE (its corner below 32 when larger) from
    /// the definition, every product checked against nimber::Field::product,
    /// with the subfields and Conway's F ⊗ F = 3F/2; --svg draws the table
    /// coloured by value.
    NimProduct(NimProductArgs),
    /// Coin-turning games: the value of a single head on each coin
    ///
    /// HDU 3537 (mock-turtles: turn over 1, 2 or 3 coins, the rightmost from
    /// heads to tails), Luogu P3179 (multiples: flip a white cell x and 2x,
    /// …, kx), HDU 3404's factor (turning-turtles: a head and at most one
    /// coin left of it) and ruler (a run of coins ending at a head). Whoever
    /// cannot move loses. Prints each coin's single-head value from the game
    /// tree of every set of heads beside game-core's closed form or table,
    /// each checked, and whether every position's value is the XOR of its
    /// heads' (the coin-turning theorem).
    Coins(CoinsArgs),
    /// Take-and-break games by octal code, and Grundy's game: periods proved
    ///
    /// HDU 3980 (0.0…07), CSES 2207 (Grundy's game), Kayles, Dawson's games.
    /// A move takes k tokens from one heap, where the code's digit d_k is not
    /// 0, and leaves of it what d_k allows: nothing (1), one heap (2), two
    /// heaps (4); a leading 4 splits a heap without taking. Grundy's game
    /// splits a heap into two heaps of different sizes. Whoever cannot move
    /// loses. The values come from game-core's sparse-space engine, the
    /// periods from the Guy–Smith theorem, and the first values of every game
    /// are checked against the game tree. On a terminal, a bar on stderr
    /// shows the heap reached (nothing is drawn when stderr is not one).
    ///
    ///   explore octal 0.77                  Kayles: values, period 12 from heap 71
    ///   explore octal 0.354                 proved from 2·10^7 heaps (about 15 s)
    ///   explore octal --named               the eight long games, against the literature
    ///   explore octal --sweep               all 1022 codes of up to three digits (a minute)
    ///   explore octal grundy --heaps 2^26   Grundy's game: its losing heaps (5 minutes)
    #[command(verbatim_doc_comment)]
    Octal(OctalArgs),
    /// Green Hackenbush: cut an edge; what no longer reaches the ground falls
    ///
    /// AGC 017 D, POJ 3710. A picture hangs from the ground (vertex 1); a
    /// move cuts one edge, and whatever no longer reaches the ground falls;
    /// whoever cannot move loses. Prints each vertex's value from game-core
    /// (hackenbush::tree_values on a tree, the Colon principle;
    /// hackenbush::graph_values on any other picture, the Fusion principle)
    /// beside the game tree's Grundy value of what hangs there; --svg draws
    /// the picture with the values.
    Hackenbush(HackenbushArgs),
    /// Advance or Eat: every column's value, a dyadic number
    ///
    /// ABC 229 H. Takahashi moves a white piece one square up into an empty
    /// one or eats any black piece; Snuke the same with the colours
    /// swapped; whoever cannot move loses. A board is the sum of its
    /// columns. Prints the value of every column of --height squares from
    /// advance_or_eat::Columns, each checked by minimax (the column beside
    /// minus its value is lost by whoever moves first); --board shows a
    /// board's columns, their sum and who wins.
    Columns(ColumnsArgs),
    /// Fibonacci Nim: take at most twice the last take
    ///
    /// HDU 2516. One heap of n stones; the first move takes 1 to n − 1
    /// stones, every later move at most twice what the last took; whoever
    /// takes the last stone wins. Prints every heap 1..=SIZE with its
    /// Zeckendorf sum and the winning first move (the smallest term) from
    /// fibonacci_nim, beside the game tree's verdict and every winning
    /// first take, each row checked; --at explains one heap of any size.
    FibonacciNim(FibonacciNimArgs),
    /// Moore's Nim-k: take from 1 to k heaps; P2490's strip
    ///
    /// Luogu P2490. Heaps of stones; a move takes from at least one and at
    /// most k heaps. Prints the losing positions of --heaps heaps of at
    /// most --max stones, each heap in binary and each bit's count of heaps
    /// (a multiple of k + 1 in every losing position), beside the game
    /// tree, every position compared. --strip N,K shows P2490's strip of N
    /// cells and K pieces instead: each layout's gaps as Nim-k, beside the
    /// minimax of the board itself.
    NimK(NimKArgs),
}

/// The options of `explore octal`: one game, the sweep, or the named games.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("what").args(["game", "sweep", "named"]).required(true)))]
struct OctalArgs {
    /// The game: an octal code (0.77, .07, 4.37), or grundy (Grundy's game).
    #[arg(value_name = "GAME")]
    game: Option<String>,
    /// Every code 0.d1, 0.d1d2, 0.d1d2d3, 4.d1, 4.d1d2, 4.d1d2d3 with a
    /// non-zero last digit, one line each: its period and preperiod proved,
    /// or none up to the last heap computed.
    #[arg(long)]
    sweep: bool,
    /// The games proved by name: Kayles 0.77, Dawson's Chess 0.137,
    /// Dawson's Kayles 0.07, 0.16, 0.56, 0.127, 0.376 and 0.354, each against
    /// its published period and preperiod (about half a minute).
    #[arg(long)]
    named: bool,
    /// The largest heap computed, N or 2^K [default: 2^17 with --sweep, 2^25
    /// for a code and --named (the proofs stop before it), 2^20 for grundy;
    /// at most 2^32 − 1; a heap takes a byte, two once the values pass 255
    /// (Grundy's game to 2^26: 133 MB)].
    #[arg(long, value_name = "N", value_parser = parse_count)]
    heaps: Option<u64>,
    /// The most steps per game (splits and moves looked at), N or 10^K
    /// [default: 10^8 with --sweep, else no limit].
    #[arg(long, value_name = "STEPS", value_parser = parse_count)]
    max_work: Option<u64>,
}

/// `--heaps` and `--max-work`: a number, `2^K` or `10^K`.
fn parse_count(s: &str) -> Result<u64, String> {
    let s = s.trim();
    let bad = || format!("{s:?} is not a count (write e.g. 1000000, 2^26 or 10^8)");
    match s.split_once('^') {
        Some((base, power)) => {
            let base: u64 = base.parse().map_err(|_| bad())?;
            let power: u32 = power.parse().map_err(|_| bad())?;
            if base != 2 && base != 10 {
                return Err(bad());
            }
            base.checked_pow(power)
                .ok_or_else(|| format!("{s} is above 2^64 − 1"))
        }
        None => s.parse().map_err(|_| bad()),
    }
}

/// The options of `explore nim-product`.
#[derive(Debug, Args)]
struct NimProductArgs {
    /// The table's side: a, b < SIZE [2 to 256: the numbers below 256 are a
    /// field, and the mex definition of all its products takes half a
    /// second].
    #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u64).range(2..=256))]
    size: u64,
    /// Draw the table to an SVG file [default file: nim-product.svg].
    #[arg(long, value_name = "FILE")]
    svg: Option<Option<PathBuf>>,
}

/// The coin-turning games of `explore coins`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum CoinGame {
    /// Turning Turtles: coins 1, 2, …; a head, and at most one coin left of it.
    TurningTurtles,
    /// Ruler: coins 1, 2, …; a run of consecutive coins ending at a head.
    Ruler,
    /// Mock Turtles (HDU 3537): coins 0, 1, …; 1, 2 or 3 coins, the rightmost a head.
    MockTurtles,
    /// Luogu P3179: cells 1..=n; a white cell x and 2x, …, kx, k ≤ n/x.
    Multiples,
}

/// The options of `explore coins`.
#[derive(Debug, Args)]
struct CoinsArgs {
    /// The game.
    #[arg(value_enum)]
    game: CoinGame,
    /// The coins of the row (multiples: n, the cells) [at most 16, 16, 14
    /// and 18: the game tree of every set of heads, about a second each].
    #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u32).range(1..=18))]
    coins: u32,
}

/// The options of `explore berzerk`.
#[derive(Debug, Args)]
struct BerzerkArgs {
    /// The objects on the circle, the black hole among them [at most 7000,
    /// the statement's limit].
    #[arg(short = 'n', long = "objects", value_name = "N", default_value_t = 5,
          value_parser = clap::value_parser!(u64).range(2..=explore::circle::OBJECTS_LIMIT))]
    n: u64,
    /// Rick's steps, e.g. 3,2 (each 1..N-1).
    #[arg(long, value_name = "STEPS", default_value = "3,2", value_parser = parse_steps)]
    rick: Steps,
    /// Morty's steps, e.g. 1,2,3 (each 1..N-1).
    #[arg(long, value_name = "STEPS", default_value = "1,2,3", value_parser = parse_steps)]
    morty: Steps,
    /// Check against the fixed point of the rules when N is at most this
    /// [at most 2000: about a second with ten steps each].
    #[arg(long, value_name = "N", default_value_t = explore::circle::SOLVE_DEFAULT,
          value_parser = clap::value_parser!(u64).range(0..=explore::circle::SOLVE_LIMIT))]
    solve_to: u64,
    /// Draw the circle to an SVG file [default file: berzerk.svg].
    #[arg(long, value_name = "FILE")]
    svg: Option<Option<PathBuf>>,
}

/// `--rick`, `--morty`: steps separated by commas.
#[derive(Debug, Clone)]
struct Steps(Vec<u64>);

fn parse_steps(s: &str) -> Result<Steps, String> {
    s.split(',')
        .map(|t| {
            t.trim()
                .parse::<u64>()
                .map_err(|_| format!("{t:?} is not a positive integer (write e.g. 3,2)"))
        })
        .collect::<Result<_, _>>()
        .map(Steps)
}

/// The game of `explore splits` and `explore misere`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum GameName {
    /// Nim: take from one pile (Luogu P4279, HDU 1907 misère).
    Nim,
    /// HDU 2509: take consecutive apples from a row, which may split it.
    Rows,
    /// HDU 5795: take from a heap, or split it into three.
    SplitThree,
    /// Codeforces 603C: remove a cow, or split 2x into k piles of x (-k).
    Legendre,
    /// Luogu P3235: split a pile of at least F into near-equal piles (-f).
    Jiangnan,
}

/// Which game, and its number.
#[derive(Debug, Args)]
struct HeapGameArgs {
    /// The game.
    #[arg(long, value_enum)]
    game: Option<GameName>,
    /// Lieges of Legendre: the number of piles a split makes [default: 2;
    /// at most 12: the game tree holds every pile a split makes].
    #[arg(short, value_name = "K", value_parser = clap::value_parser!(u64).range(0..=explore::splits::K_LIMIT))]
    k: Option<u64>,
    /// 江南乐: the smallest pile that may be split [default: 1].
    #[arg(short, value_name = "F")]
    f: Option<u64>,
}

impl HeapGameArgs {
    /// The game asked for (`default` without --game), or why -k or -f do
    /// not fit it.
    fn game(&self, default: GameName) -> Result<HeapGame, Failure> {
        let name = self.game.unwrap_or(default);
        if self.k.is_some() && name != GameName::Legendre {
            return Err(usage(
                "-k is the number of piles of a split in --game legendre",
            ));
        }
        if self.f.is_some() && name != GameName::Jiangnan {
            return Err(usage(
                "-f is the smallest pile that may be split in --game jiangnan",
            ));
        }
        Ok(match name {
            GameName::Nim => HeapGame::Nim,
            GameName::Rows => HeapGame::Rows,
            GameName::SplitThree => HeapGame::SplitThree,
            GameName::Legendre => HeapGame::Legendre {
                k: self.k.unwrap_or(2),
            },
            GameName::Jiangnan => HeapGame::Jiangnan {
                f: self.f.unwrap_or(1),
            },
        })
    }
}

/// The options of `explore splits`.
#[derive(Debug, Args)]
struct SplitsArgs {
    #[command(flatten)]
    game: HeapGameArgs,
    /// The largest heap [default: 32, or the game's limit if lower; at most
    /// 36 for HDU 5795, 44 for 江南乐, 40 for the rows, and for Lieges of
    /// Legendre 100000 with k = 1, 60 with k = 2, 20 with k = 3, 15, 12, 10
    /// with k = 4, 5, 6, and 7 with k = 7 to 12: each up to about a second
    /// of game tree].
    #[arg(long)]
    size: Option<u64>,
}

/// The options of `explore misere`.
#[derive(Debug, Args)]
struct MisereArgs {
    #[command(flatten)]
    game: HeapGameArgs,
    /// Every position of at most this many heaps [default: 3, or the
    /// game's limit if lower; at most 5 for Nim, 4 for the rows, HDU 5795
    /// and 江南乐, 3 for Lieges of Legendre with k ≤ 3, else 2].
    #[arg(long)]
    heaps: Option<usize>,
    /// The largest heap [default: 6, or the game's limit if lower; at most
    /// 8 for Nim and HDU 5795, 10 for the rows and 江南乐; for Lieges of
    /// Legendre 16, 12, 8, 8, 7, 7 for k = 1 to 6, then 5].
    #[arg(long)]
    max: Option<u64>,
    /// How many of the positions whose outcomes differ to list.
    #[arg(long, default_value_t = 16)]
    list: usize,
}

/// The options of `explore subtraction`: one move set, and the heaps.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("moves").args(["take", "powers_of_two", "fibonacci", "set"])))]
struct SubtractionArgs {
    /// Bash (HDU 1846): take 1..=M (at most 1000, game-core's limit of
    /// moves).
    #[arg(long, value_name = "M", value_parser = clap::value_parser!(u64).range(1..=1000))]
    take: Option<u64>,
    /// HDU 1847: take a power of two, 1, 2, 4, 8, …
    #[arg(long)]
    powers_of_two: bool,
    /// HDU 1848: take a Fibonacci number, 1, 2, 3, 5, 8, …
    #[arg(long)]
    fibonacci: bool,
    /// S-Nim (HDU 1536): take a number of this set, e.g. 2,5 (at most
    /// 1000 distinct moves, none 0).
    #[arg(long, value_name = "S", value_parser = parse_set)]
    set: Option<MoveSet>,
    /// The largest heap [at most 100000, game-core's table's limit, and a
    /// game tree of at most 20000000 moves (heaps × usable moves): about a
    /// second and 330 MB].
    #[arg(long, default_value_t = 40, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    size: u64,
    /// Draw the values in rows of the period to an SVG file [default file:
    /// subtraction.svg].
    #[arg(long, value_name = "FILE")]
    svg: Option<Option<PathBuf>>,
}

/// The options of `explore lasker`.
#[derive(Debug, Args)]
struct LaskerArgs {
    /// The largest heap [at least 4, at most 40: the game tree of a heap of 40 has
    /// 215308 states, every way to split up to 40 objects into heaps, about
    /// 2 s; 32 takes a quarter of a second].
    #[arg(long, default_value_t = 32, value_parser = clap::value_parser!(u64).range(4..=40))]
    size: u64,
}

/// The options of `explore cutting`.
#[derive(Debug, Args)]
struct CuttingArgs {
    /// The largest side [at most 400, game-core's table's limit].
    #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u64).range(1..=400))]
    size: u64,
    /// Explain one sheet's value by its cuts: "W,H", e.g. 4,2 (with --svg,
    /// ring it instead of POJ 2311's samples).
    #[arg(long, value_name = "W,H", value_parser = parse_position)]
    at: Option<Position>,
    /// Draw the grid 1..=SIZE to an SVG file [default file: cutting.svg].
    #[arg(long, value_name = "FILE")]
    svg: Option<Option<PathBuf>>,
    /// Search the game tree on every sheet up to N × N, and on every pair
    /// of sheets with sides 2..=min(N, 5) [at most 8: 1252059 states, about
    /// 11 s and 1.1 GB; the default 7 takes under a second].
    #[arg(long, value_name = "N", default_value_t = explore::sheets::TREE_DEFAULT,
          value_parser = clap::value_parser!(u64).range(1..=explore::sheets::TREE_LIMIT))]
    solve_to: u64,
}

/// The options of `explore kiki`.
#[derive(Debug, Args)]
struct KikiArgs {
    /// The largest side [at most 200: the game tree of every board, 8
    /// million states, about a second].
    #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u64).range(1..=200))]
    size: u64,
    /// Draw the boards 1..=SIZE to an SVG file [default file: kiki.svg].
    #[arg(long, value_name = "FILE")]
    svg: Option<Option<PathBuf>>,
}

/// The options of `explore multiplication`.
#[derive(Debug, Args)]
struct MultiplicationArgs {
    /// Search the game tree for every n in 2..=N [at most 20000: 6.4
    /// million states in all, about a second; the default 6000 takes a
    /// fifth of a second].
    #[arg(long, value_name = "N", default_value_t = 6000, value_parser = clap::value_parser!(u64).range(2..=20_000))]
    solve_to: u64,
}

/// `--set`: moves separated by commas, as game-core accepts them.
fn parse_set(s: &str) -> Result<MoveSet, String> {
    let moves = s
        .split(',')
        .map(|t| {
            t.trim()
                .parse::<u64>()
                .map_err(|_| format!("{t:?} is not a positive integer (write e.g. 2,5)"))
        })
        .collect::<Result<Vec<u64>, _>>()?;
    MoveSet::set(moves)
}

#[derive(Debug, Args)]
struct Common {
    /// How many losing positions the table lists.
    #[arg(short = 'n', long, default_value_t = 12, value_parser = clap::value_parser!(u64).range(1..=1000))]
    count: u64,
    /// Print the Grundy value of every position 0..=SIZE (0 = losing);
    /// with --svg, colour the picture by Grundy value.
    #[arg(long)]
    grundy: bool,
    /// Show who wins from this position and every winning move, with the
    /// losing position it leads to: "5,8" (Bash: what the sum lacks, "10";
    /// POJ 1740: the piles, "1,2,3").
    #[arg(long, value_name = "POSITION", value_parser = parse_position)]
    at: Option<Position>,
    /// Draw the grid 0..=SIZE to an SVG file [default file: <game>.svg].
    #[arg(long, value_name = "FILE")]
    svg: Option<Option<PathBuf>>,
    /// The largest coordinate of --grundy and --svg grids.
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    size: u64,
    /// Search the game tree only for coordinates up to this; beyond it the
    /// picture shows the closed form. Also the most the table may search
    /// [default: SIZE, at most wythoff 150, euclid 500, bash 300, poj1740 40:
    /// about a second each].
    #[arg(long, value_name = "N")]
    solve_to: Option<u64>,
}

/// Bash's `-m`: a positive integer (clap's own range check would say
/// `1..18446744073709551615`).
fn parse_step_limit(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(0) => Err("m is at least 1 (a move adds 1..=m)".into()),
        Ok(m) => Ok(m),
        Err(_) => Err(format!("{s:?} is not a positive integer (write e.g. -m 3)")),
    }
}

/// A position given on the command line: numbers separated by commas.
#[derive(Debug, Clone)]
struct Position(Vec<u64>);

fn parse_position(s: &str) -> Result<Position, String> {
    s.split(',')
        .map(|t| {
            t.trim()
                .parse::<u64>()
                .map_err(|_| format!("{t:?} is not a non-negative integer (write e.g. 5,8)"))
        })
        .collect::<Result<_, _>>()
        .map(Position)
}

/// Why explore stops before the end.
enum Failure {
    /// An error for the user: the message (one line) and the exit status.
    Error(String, u8),
}

/// Bad arguments, or a request explore cannot do: status 2.
fn usage(msg: impl Into<String>) -> Failure {
    Failure::Error(msg.into(), 2)
}

/// A failed write to stdout, a closed pipe (`explore … | head -1`)
/// included: status 1, and the line every tool of the workspace prints.
fn write_failure(e: io::Error) -> Failure {
    Failure::Error(format!("cannot write output: {e}"), 1)
}

/// Writes `text` to stdout (`out`) and flushes it, so that what is done
/// shows while a slow search goes on.
fn emit(out: &mut dyn Write, text: &str) -> Result<(), Failure> {
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(write_failure)
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(
                e.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) {
                if let Err(e) = e.print() {
                    let _ = writeln!(io::stderr(), "error: cannot write output: {e}");
                    return ExitCode::FAILURE;
                }
                return ExitCode::from(e.exit_code() as u8);
            }
            // clap's first line says what is wrong; the rest is usage.
            let text = e.render().to_string();
            let mut lines = text.lines();
            let mut first = lines.next().unwrap_or("error: bad arguments").to_string();
            // "…were not provided:" names them on the next line.
            if first.ends_with(':') {
                if let Some(what) = lines.next() {
                    first = format!("{first} {}", what.trim());
                }
            }
            // Nothing better to do if stderr is gone too.
            let _ = writeln!(io::stderr(), "{first} (see explore --help)");
            return ExitCode::from(2);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    match run(cli, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Error(msg, code)) => {
            // What was done is written before the error (if stdout still
            // takes it; if not, the error says so already or is the news).
            let _ = out.flush();
            let _ = writeln!(io::stderr(), "error: {msg}");
            ExitCode::from(code)
        }
    }
}

thread_local! {
    /// When the current search started, and whether its progress is shown.
    static SEARCH: std::cell::Cell<Option<(Instant, bool)>> = const { std::cell::Cell::new(None) };
}

/// Prints "solving the game tree… 45%" on stderr while a search that has
/// run for more than 0.3 s goes on, if stderr is a terminal, and clears it
/// when the search is over.
fn progress(done: u64, expected: u64) {
    let now = Instant::now();
    let (start, shown) = SEARCH.with(|s| s.get()).unwrap_or((now, false));
    let mut err = std::io::stderr().lock();
    if done >= expected {
        SEARCH.with(|s| s.set(None));
        if shown {
            let _ = write!(err, "\r{:60}\r", "");
            let _ = err.flush();
        }
        return;
    }
    let show = now.duration_since(start) > Duration::from_millis(300) && err.is_terminal();
    SEARCH.with(|s| s.set(Some((start, shown || show))));
    if show {
        let pct = done * 100 / expected;
        let _ = write!(err, "\rsolving the game tree… {pct:>2}% ({done} positions)");
        let _ = err.flush();
    }
}

/// The cells of `at` and of its winning moves on the game's grid, if it has
/// a cell there (POJ 1740: two piles) and the solver can take it.
fn moves_mark(game: GameKind, at: &[u64], m: u64) -> Option<MovesMark> {
    let cell = |p: &[u64]| match game {
        GameKind::Bash => (p[0], m),
        GameKind::Poj1740 => (p[0].min(p[1]), p[0].max(p[1])),
        _ => (p[0], p[1]),
    };
    if game == GameKind::Poj1740 && at.len() != 2 {
        return None;
    }
    let found = table::solve_position(game, at, m, &progress)?;
    Some(MovesMark {
        from: cell(at),
        to: found.winning.iter().map(|t| cell(t)).collect(),
    })
}

/// Refuses, before any work, what explore cannot do as asked: one line
/// for the user, status 2. `piles` is POJ 1740's `--piles` if given.
fn check(
    game: GameKind,
    common: &Common,
    m: u64,
    piles: Option<u64>,
    limit: u64,
) -> Result<(), Failure> {
    let svg = common.svg.is_some();
    if let Some(Position(at)) = &common.at {
        let want = match game {
            GameKind::Bash => Some(1),
            GameKind::Poj1740 => None,
            _ => Some(2),
        };
        if want.is_some_and(|w| w != at.len()) || at.is_empty() || at.len() > 6 {
            return Err(usage(format!(
                "--at takes {} for {}",
                match game {
                    GameKind::Bash => "one number (what the sum lacks), e.g. --at 10",
                    GameKind::Poj1740 => "1 to 6 piles, e.g. --at 1,2,3",
                    _ => "two numbers, e.g. --at 5,8",
                },
                game.name()
            )));
        }
        if game == GameKind::Poj1740 {
            if let Some(p) = piles.filter(|&p| p != at.len() as u64) {
                return Err(usage(format!(
                    "--at gives {} but --piles says {p}; --at alone is enough",
                    table::count_of(at.len() as u64, "pile", "piles")
                )));
            }
            if svg && at.len() != 2 {
                return Err(usage(format!(
                    "--svg draws the two-pile game, and --at gives {}; \
                     give two piles or drop --svg",
                    table::count_of(at.len() as u64, "pile", "piles")
                )));
            }
        }
    }
    if let Some(p) = piles.filter(|&p| game == GameKind::Poj1740 && p != 2) {
        if svg || common.grundy {
            return Err(usage(format!(
                "--piles {p} lists a table; --grundy and --svg show the two-pile game \
                 (drop --piles, or --grundy and --svg)"
            )));
        }
    }
    if game == GameKind::Bash && svg && m > common.size {
        return Err(usage(format!(
            "the picture has the rows m = 1..={}, not -m {m}'s row; raise --size to {m} or more",
            common.size
        )));
    }
    if common.grundy && common.size > limit {
        return Err(usage(format!(
            "--grundy needs the game tree of every position up to --size {}, \
             more than the solver's {limit} for {}; lower --size or raise --solve-to",
            common.size,
            game.name()
        )));
    }
    Ok(())
}

/// The options of `explore hackenbush`.
#[derive(Debug, Args)]
struct HackenbushArgs {
    /// The picture's edges, "a-b" separated by commas, vertex 1 on the
    /// ground, e.g. 1-2,2-3,3-1 (loops 2-2 and repeated edges allowed; at
    /// most 16 edges on vertices up to 30) [default: a tree with a
    /// triangle, a square, two parallel edges and a loop].
    #[arg(long, value_name = "EDGES", value_parser = parse_edges)]
    edges: Option<Edges>,
    /// Draw the picture to an SVG file [default file: hackenbush.svg].
    #[arg(long, value_name = "FILE")]
    svg: Option<Option<PathBuf>>,
}

/// The options of `explore columns`.
#[derive(Debug, Args)]
struct ColumnsArgs {
    /// The number of squares of the columns listed [at most 6: 729
    /// columns].
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..=6))]
    height: u64,
    /// Instead, a board: its rows top first, separated by commas, e.g.
    /// WWBW,WWWW,BWB.,BBBB (ABC 229 H's third sample).
    #[arg(long, value_name = "ROWS")]
    board: Option<String>,
}

/// A picture's edges given on the command line.
#[derive(Debug, Clone)]
struct Edges(Vec<(u64, u64)>);

/// `--edges`: edges `a-b` separated by commas.
fn parse_edges(s: &str) -> Result<Edges, String> {
    hackenbush::parse_edges(s).map(Edges)
}

/// `explore hackenbush`: a picture's values, and the picture.
fn run_hackenbush(args: HackenbushArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let edges = args
        .edges
        .map_or_else(|| hackenbush::EXAMPLE.to_vec(), |Edges(e)| e);
    let picture = Picture::new(&edges, &progress).map_err(|e| usage(e.0))?;
    emit(out, &hackenbush::text(&picture))?;
    if let Some(path) = args.svg {
        let path = path.unwrap_or_else(|| PathBuf::from("hackenbush.svg"));
        let svg = hackenbush::svg(&picture).map_err(|e| Failure::Error(e, 1))?;
        std::fs::write(&path, svg)
            .map_err(|e| Failure::Error(format!("cannot write {}: {e}", path.display()), 1))?;
        let bad = picture.disagreements().len();
        let wrote = format!(
            "\nWrote {} ({} on {}{}).\n",
            path.display(),
            table::count_of(picture.edges.len() as u64, "edge", "edges"),
            table::count_of(picture.vertices, "vertex", "vertices"),
            if bad == 0 {
                ", every vertex checked against the game tree".to_string()
            } else {
                format!(", {bad} DISAGREE with the game tree (red)")
            }
        );
        emit(out, &wrote)?;
    }
    Ok(())
}

/// The options of `explore fibonacci-nim`.
#[derive(Debug, Args)]
struct FibonacciNimArgs {
    /// The largest heap of the table [at most 400: the game tree of every
    /// heap up to 400, 80 000 positions, under a second].
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=fibonacci_nim::TREE_LIMIT))]
    size: u64,
    /// Explain one heap of any size (up to 18446744073709551615): its
    /// Zeckendorf sum, who wins and the winning first move; the game tree
    /// checks it up to 400.
    #[arg(long, value_name = "N")]
    at: Option<u64>,
}

/// The options of `explore nim-k`.
#[derive(Debug, Args)]
struct NimKArgs {
    /// The most heaps one move takes from (the strip: the most pieces one
    /// move shifts).
    #[arg(short, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=64))]
    k: u64,
    /// How many heaps.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u64).range(1..=6))]
    heaps: u64,
    /// The most stones in a heap [the game tree lists at most 20 000 000
    /// moves: (max + 1)^(2·heaps)].
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(0..=63))]
    max: u64,
    /// P2490's strip instead: "CELLS,PIECES", e.g. 10,4 (at most 16 cells,
    /// an even number of pieces).
    #[arg(long, value_name = "CELLS,PIECES", value_parser = parse_position)]
    strip: Option<Position>,
}

/// `explore fibonacci-nim`: every heap's Zeckendorf sum and winning take,
/// or one heap explained.
fn run_fibonacci_nim(args: FibonacciNimArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let text = match args.at {
        Some(n) => fibonacci_nim::explain(n, &progress),
        None => {
            let heaps = Heaps::new(args.size, &progress).map_err(|e| usage(e.0))?;
            fibonacci_nim::table_text(&heaps)
        }
    };
    emit(out, &text)
}

/// `explore nim-k`: the losing positions beside the game tree, or P2490's
/// strip.
fn run_nim_k(args: NimKArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let text = match &args.strip {
        Some(Position(strip)) => {
            let &[cells, pieces] = strip.as_slice() else {
                return Err(usage(
                    "--strip takes the cells and the pieces, e.g. --strip 10,4",
                ));
            };
            let layouts = StripLayouts::new(cells as usize, pieces as usize, args.k)
                .map_err(|e| usage(e.0))?;
            nim_k::strip_text(&layouts)
        }
        None => {
            let positions = Positions::new(args.k, args.heaps as usize, args.max, &progress)
                .map_err(|e| usage(e.0))?;
            nim_k::table_text(&positions)
        }
    };
    emit(out, &text)
}

/// Runs the command, writing its text to `out` (stdout).
fn run(cli: Cli, out: &mut dyn Write) -> Result<(), Failure> {
    let (game, common, m, piles, max) = match cli.game {
        Command::Subtraction(args) => return run_subtraction(args, out),
        Command::FibonacciNim(args) => return run_fibonacci_nim(args, out),
        Command::NimK(args) => return run_nim_k(args, out),
        Command::Hackenbush(args) => return run_hackenbush(args, out),
        Command::Columns(args) => {
            let text = match args.board {
                Some(board) => {
                    let rows: Vec<Vec<u8>> = board
                        .split(',')
                        .map(|r| r.trim().as_bytes().to_vec())
                        .collect();
                    columns::board_text(&rows).map_err(|e| usage(e.0))?
                }
                None => {
                    let height = args.height as usize;
                    let all = columns::columns(height).map_err(|e| usage(e.0))?;
                    columns::columns_text(height, &all)
                }
            };
            return emit(out, &text);
        }
        Command::Lasker(args) => return run_lasker(args, out),
        Command::Cutting(args) => return run_cutting(args, out),
        Command::Kiki(args) => return run_kiki(args, out),
        Command::Berzerk(args) => return run_berzerk(args, out),
        Command::Octal(args) => return run_octal(args, out),
        Command::NimProduct(args) => return run_nim_product(args, out),
        Command::Coins(args) => {
            let game = match args.game {
                CoinGame::TurningTurtles => coins::Game::TurningTurtles,
                CoinGame::Ruler => coins::Game::Ruler,
                CoinGame::MockTurtles => coins::Game::MockTurtles,
                CoinGame::Multiples => coins::Game::Multiples,
            };
            let values = coins::values(game, args.coins, &progress).map_err(|e| usage(e.0))?;
            return emit(out, &coins::text(&values));
        }
        Command::Splits(args) => {
            let game = args.game.game(GameName::SplitThree)?;
            let size = args.size.unwrap_or(32.min(splits::heap_limit(game)));
            let text = splits::splits_table(game, size, &progress).map_err(|e| usage(e.0))?;
            return emit(out, &text);
        }
        Command::Misere(args) => {
            let game = args.game.game(GameName::Nim)?;
            let (heaps, max) = splits::misere_limits(game);
            let (heaps, max) = (
                args.heaps.unwrap_or(heaps.min(3)),
                args.max.unwrap_or(max.min(6)),
            );
            let text = splits::misere_table(game, heaps, max, args.list, &progress)
                .map_err(|e| usage(e.0))?;
            return emit(out, &text);
        }
        Command::Multiplication(args) => {
            let text =
                sequence::multiplication_table(args.solve_to, &progress).map_err(|e| usage(e.0))?;
            return emit(out, &text);
        }
        Command::Wythoff(c) => (GameKind::Wythoff, c, 0, None, 0),
        Command::Euclid(c) => (GameKind::Euclid, c, 0, None, 0),
        Command::Bash { common, m } => (GameKind::Bash, common, m, None, 0),
        Command::Poj1740 { common, piles, max } => (GameKind::Poj1740, common, 0, piles, max),
    };
    let limit = common.solve_to.unwrap_or(game.solver_limit());
    check(game, &common, m, piles, limit)?;
    let count = common.count as usize;
    let piles = piles.unwrap_or(2);
    // The table of losing pairs on a grid: the square it needs, known before
    // any search (the other tables check their sizes before searching).
    let table_wanted = common.at.is_none() && !common.grundy;
    let keep: fn(&Cell) -> bool = match game {
        GameKind::Euclid => |c| c.x > 0,
        _ => |_| true,
    };
    let pairs_table = table_wanted && game != GameKind::Bash && piles == 2;
    let square = if pairs_table {
        table::table_square(game, count, limit, keep).map_err(|e| usage(e.0))?
    } else {
        0
    };
    let mut text = String::new();

    if let Some(Position(at)) = &common.at {
        text.push_str(&table::explain(game, at, m, &progress));
    }
    if common.grundy {
        if !text.is_empty() {
            text.push('\n');
        }
        let plane = Plane::new(game, common.size, common.size, &progress);
        text.push_str(&table::grundy_grid(&plane));
    }
    if table_wanted {
        let table = match game {
            GameKind::Bash => table::bash_table(m, count, &progress).map_err(|e| usage(e.0))?,
            GameKind::Poj1740 if piles != 2 => {
                table::poj1740_piles_table(piles as usize, max, count, &progress)
                    .map_err(|e| usage(e.0))?
            }
            _ => {
                let plane = table::plane_for_table(game, count, square, limit, keep, &progress)
                    .map_err(|e| usage(e.0))?;
                if game == GameKind::Wythoff {
                    table::wythoff_table(&plane, count)
                } else {
                    table::pairs_table(&plane, count)
                }
            }
        };
        text.push_str(&table);
    }
    emit(out, &text)?;

    if let Some(path) = common.svg {
        let path = path.unwrap_or_else(|| PathBuf::from(format!("{}.svg", game.name())));
        let colouring = if common.grundy {
            Colouring::Grundy
        } else {
            Colouring::WinLose
        };
        let plane = Plane::new(game, common.size, limit, &progress);
        let marks = Marks {
            moves: common
                .at
                .as_ref()
                .and_then(|Position(at)| moves_mark(game, at, m)),
            row: (game == GameKind::Bash).then_some(m),
        };
        let svg =
            picture::svg_marked(&plane, colouring, &marks).map_err(|e| Failure::Error(e, 1))?;
        std::fs::write(&path, svg)
            .map_err(|e| Failure::Error(format!("cannot write {}: {e}", path.display()), 1))?;
        let disagree = plane.disagreements().len();
        let wrote = format!(
            "\nWrote {} ({} ≤ {}; solver on 0..={}{}).\n",
            path.display(),
            game.letters(),
            plane.size,
            plane.solved_to,
            if disagree == 0 {
                ", agrees with the closed form".to_string()
            } else {
                format!(", {disagree} cells DISAGREE with the closed form (red)")
            }
        );
        emit(out, &wrote)?;
    }
    Ok(())
}

/// `explore subtraction`: the Grundy sequence of one heap and its period.
fn run_subtraction(args: SubtractionArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let set =
        match (args.take, args.powers_of_two, args.fibonacci, args.set) {
            (Some(m), ..) => MoveSet::Bash(m),
            (_, true, ..) => MoveSet::PowersOfTwo,
            (_, _, true, _) => MoveSet::Fibonacci,
            (.., Some(set)) => set,
            _ => return Err(usage(
                "subtraction needs a move set: --take M, --powers-of-two, --fibonacci or --set S",
            )),
        };
    let sequence = Sequence::new(&set, args.size, &progress).map_err(|e| usage(e.0))?;
    emit(out, &sequence.text().map_err(|e| usage(e.0))?)?;
    if let Some(path) = args.svg {
        let path = path.unwrap_or_else(|| PathBuf::from("subtraction.svg"));
        let svg = sequence.svg().map_err(|e| Failure::Error(e, 1))?;
        std::fs::write(&path, svg)
            .map_err(|e| Failure::Error(format!("cannot write {}: {e}", path.display()), 1))?;
        let bad = (sequence.tree.iter().zip(&sequence.core))
            .filter(|(t, c)| t != c)
            .count();
        let wrote = format!(
            "\nWrote {} (heaps 0..={}; every heap from the game tree{}).\n",
            path.display(),
            sequence.n,
            if bad == 0 {
                format!(", agrees with {}", set.core_name())
            } else {
                format!(", {bad} DISAGREE with {} (red)", set.core_name())
            }
        );
        emit(out, &wrote)?;
    }
    Ok(())
}

/// `explore lasker`: the Grundy values of one heap and their pattern mod 4.
fn run_lasker(args: LaskerArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let text = sequence::lasker_table(args.size, &progress).map_err(|e| usage(e.0))?;
    emit(out, &text)
}

/// `explore cutting`: the W × H grid of Grundy values, a sheet's cuts, the
/// picture.
fn run_cutting(args: CuttingArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let at = match &args.at {
        Some(Position(at)) if at.len() != 2 || at.contains(&0) => {
            return Err(usage(
                "--at takes a sheet's two sides, each at least 1, e.g. --at 4,2 for cutting",
            ))
        }
        Some(Position(at)) => Some((at[0], at[1])),
        None => None,
    };
    if let (Some((w, h)), Some(_)) = (at, &args.svg) {
        if w.max(h) > args.size {
            return Err(usage(format!(
                "--at {w},{h} is outside the picture (W, H ≤ {}); raise --size to {} or more",
                args.size,
                w.max(h)
            )));
        }
    }
    // The grid, if the table or the picture needs it: computed once.
    let grid = if at.is_none() || args.svg.is_some() {
        Some(Sheets::new(args.size, args.solve_to, &progress).map_err(|e| usage(e.0))?)
    } else {
        None
    };
    let text = match (at, &grid) {
        (Some((w, h)), _) => sheets::explain(w, h, args.solve_to).map_err(|e| usage(e.0))?,
        (None, Some(grid)) => sheets::grid_text(grid),
        (None, None) => String::new(),
    };
    emit(out, &text)?;
    if let (Some(path), Some(grid)) = (args.svg, grid) {
        let path = path.unwrap_or_else(|| PathBuf::from("cutting.svg"));
        let (rings, label) = match at {
            Some((w, h)) => (vec![(w, h)], sheets::ring_text(&grid, w, h)),
            None => (
                sheets::SAMPLES.to_vec(),
                "POJ 2311's samples: 2 × 2 and 3 × 2 lose, 4 × 2 wins".to_string(),
            ),
        };
        let svg = sheets::svg(&grid, &rings, &label).map_err(|e| Failure::Error(e, 1))?;
        std::fs::write(&path, svg)
            .map_err(|e| Failure::Error(format!("cannot write {}: {e}", path.display()), 1))?;
        let bad = grid.disagreements().len() + grid.pair_disagreements.len();
        let t = grid.solved_to;
        let wrote = format!(
            "\nWrote {} (W, H ≤ {}; game tree on every sheet up to {t} × {t}{}).\n",
            path.display(),
            grid.size,
            if bad == 0 {
                ", agrees with the table".to_string()
            } else {
                format!(", {bad} DISAGREE with the table (red)")
            }
        );
        emit(out, &wrote)?;
    }
    Ok(())
}

/// `explore kiki`: who wins on every board, and the picture.
fn run_kiki(args: KikiArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let grid = Boards::new(args.size, &progress).map_err(|e| usage(e.0))?;
    emit(out, &boards::grid_text(&grid))?;
    if let Some(path) = args.svg {
        let path = path.unwrap_or_else(|| PathBuf::from("kiki.svg"));
        let svg = boards::svg(&grid).map_err(|e| Failure::Error(e, 1))?;
        std::fs::write(&path, svg)
            .map_err(|e| Failure::Error(format!("cannot write {}: {e}", path.display()), 1))?;
        let bad = grid.boards().iter().filter(|b| b.disagrees()).count();
        let wrote = format!(
            "\nWrote {} (n, m ≤ {}; every board from the game tree{}).\n",
            path.display(),
            grid.size,
            if bad == 0 {
                ", agrees with the closed form".to_string()
            } else {
                format!(", {bad} DISAGREE with the closed form (red)")
            }
        );
        emit(out, &wrote)?;
    }
    Ok(())
}

/// `explore nim-product`: the table a ⊗ b, and the picture.
fn run_nim_product(args: NimProductArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let products = Products::new(args.size).map_err(|e| usage(e.0))?;
    emit(out, &nimbers::text(&products))?;
    if let Some(path) = args.svg {
        let path = path.unwrap_or_else(|| PathBuf::from("nim-product.svg"));
        let svg = nimbers::svg(&products).map_err(|e| Failure::Error(e, 1))?;
        std::fs::write(&path, &svg)
            .map_err(|e| Failure::Error(format!("cannot write {}: {e}", path.display()), 1))?;
        let bad = products.disagreements().len();
        let wrote = format!(
            "\nWrote {} (a, b < {}, {} KB; every product from the mex definition{}).\n",
            path.display(),
            products.size,
            svg.len().div_ceil(1000),
            if bad == 0 {
                ", agrees with nimber::Field::product".to_string()
            } else {
                format!(", {bad} DISAGREE with nimber::Field::product (red)")
            }
        );
        emit(out, &wrote)?;
    }
    Ok(())
}

/// `explore berzerk`: who wins from every planet, and the circle.
fn run_berzerk(args: BerzerkArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let (Steps(rick), Steps(morty)) = (&args.rick, &args.morty);
    let circle = Circle::new(args.n, rick, morty, args.solve_to).map_err(|e| usage(e.0))?;
    emit(out, &circle::text(&circle))?;
    if let Some(path) = args.svg {
        let path = path.unwrap_or_else(|| PathBuf::from("berzerk.svg"));
        let svg = circle::svg(&circle).map_err(|e| Failure::Error(e, 1))?;
        std::fs::write(&path, svg)
            .map_err(|e| Failure::Error(format!("cannot write {}: {e}", path.display()), 1))?;
        let bad = circle.disagreements().len();
        let wrote = format!(
            "\nWrote {} (n = {}; {}).\n",
            path.display(),
            circle.n,
            match circle.checked {
                None => "not checked: n is beyond --solve-to".to_string(),
                Some(_) if bad == 0 => "every start agrees with the fixed point".to_string(),
                Some(_) => format!("{bad} starts DISAGREE with the fixed point (red)"),
            }
        );
        emit(out, &wrote)?;
    }
    Ok(())
}

/// The progress bar of `explore octal`, on stderr if it is a terminal.
type OctalBar = Option<Bar<io::Stderr>>;

/// Draws `status` on the bar, if there is one.
fn show(bar: &mut OctalBar, status: Status<'_>) {
    if let Some(bar) = bar {
        bar.show(&status);
    }
}

/// Writes `text` to stdout after erasing the bar.
fn say(out: &mut dyn Write, bar: &mut OctalBar, text: &str) -> Result<(), Failure> {
    if let Some(bar) = bar {
        bar.clear();
    }
    emit(out, text)
}

/// `explore octal`: the sweep, the named games, one code, or Grundy's game.
fn run_octal(args: OctalArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let mut bar: OctalBar = io::stderr().is_terminal().then(|| {
        Bar::new(
            io::stderr(),
            Duration::from_millis(300),
            Duration::from_millis(100),
        )
    });
    let result = octal_run(args, out, &mut bar);
    if let Some(bar) = bar.as_mut() {
        bar.clear();
    }
    result
}

fn octal_run(args: OctalArgs, out: &mut dyn Write, bar: &mut OctalBar) -> Result<(), Failure> {
    use game_core::octal::{analyse, Code, Limits, Rules, Sequence};
    let rules = match &args.game {
        Some(game) => Some(Rules::parse(game).map_err(usage)?),
        None => None,
    };
    let default_heaps = match (&rules, args.sweep) {
        (_, true) => Limits::SWEEP.max_heap,
        (Some(Rules::Grundy), _) => 1 << 20,
        _ => 1 << 25,
    };
    let limits = Limits {
        max_heap: args.heaps.unwrap_or(default_heaps),
        max_work: args.max_work.unwrap_or(if args.sweep {
            Limits::SWEEP.max_work
        } else {
            u64::MAX
        }),
    };
    if limits.max_heap > Sequence::MAX_HEAP {
        return Err(usage(format!(
            "--heaps {} is above game-core's limit of {} heaps",
            limits.max_heap,
            Sequence::MAX_HEAP
        )));
    }
    // A computation's error (a value of 2^31 or more) is not the user's.
    let failed = |e: String| Failure::Error(e, 1);
    if args.sweep {
        let codes = Code::sweep();
        say(out, bar, &octal_games::sweep_header(limits, codes.len()))?;
        let mut lines = Vec::with_capacity(codes.len());
        for (i, code) in codes.iter().enumerate() {
            let game = code.to_string();
            let status = |heap| Status {
                game: &game,
                index: i + 1,
                games: codes.len(),
                heap,
                max_heap: limits.max_heap,
            };
            show(bar, status(0));
            let line = octal_games::sweep_line(code, limits, &mut |h| show(bar, status(h)))
                .map_err(failed)?;
            say(out, bar, &line.text())?;
            lines.push(line);
        }
        return say(out, bar, &octal_games::sweep_summary(&lines));
    }
    if args.named {
        say(out, bar, &octal_games::named_header(limits))?;
        let games = octal_games::named_games();
        for (i, (named, rules)) in games.iter().enumerate() {
            let status = |heap| Status {
                game: named.code,
                index: i + 1,
                games: games.len(),
                heap,
                max_heap: limits.max_heap,
            };
            show(bar, status(0));
            let report =
                analyse(rules.clone(), limits, &mut |h| show(bar, status(h))).map_err(failed)?;
            let flag = octal_games::game_tree_flag(rules).map_err(failed)?;
            say(out, bar, &octal_games::named_line(named, &report, &flag))?;
        }
        return Ok(());
    }
    let rules = rules.expect("clap requires a game, --sweep or --named");
    let game = rules.to_string();
    let status = |heap| Status {
        game: &game,
        index: 1,
        games: 1,
        heap,
        max_heap: limits.max_heap,
    };
    show(bar, status(0));
    match &rules {
        Rules::Grundy => {
            let mut seq = Sequence::new(Rules::Grundy);
            let reached = seq
                .extend(limits.max_heap, limits.max_work, &mut |h| {
                    show(bar, status(h))
                })
                .map_err(failed)?;
            let mut text = octal_games::grundy_text(&seq).map_err(failed)?;
            if !reached {
                text.push_str(&format!(
                    "(Stopped at heap {} by --max-work {}.)\n",
                    seq.len().saturating_sub(1),
                    limits.max_work
                ));
            }
            say(out, bar, &text)
        }
        Rules::Octal(code) => {
            let report =
                analyse(rules.clone(), limits, &mut |h| show(bar, status(h))).map_err(failed)?;
            let text = octal_games::game_text(code, &report).map_err(failed)?;
            say(out, bar, &text)
        }
    }
}
