//! `explore`: print and draw the positions of game-core's stone games.
//!
//! Run `cargo run --release -p explore -- --help`.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand};
use explore::boards::{self, Boards};
use explore::fibonacci_nim::{self, Heaps};
use explore::nim_k::{self, Positions, StripLayouts};
use explore::picture::{self, Colouring, Marks, MovesMark};
use explore::plane::{Cell, GameKind, Plane};
use explore::sequence::{self, MoveSet, Sequence};
use explore::sheets::{self, Sheets};
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
            let first = text.lines().next().unwrap_or("error: bad arguments");
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

/// Runs the command, writing its text to `out` (stdout).
fn run(cli: Cli, out: &mut dyn Write) -> Result<(), Failure> {
    let (game, common, m, piles, max) = match cli.game {
        Command::Subtraction(args) => return run_subtraction(args, out),
        Command::Lasker(args) => return run_lasker(args, out),
        Command::Cutting(args) => return run_cutting(args, out),
        Command::Kiki(args) => return run_kiki(args, out),
        Command::FibonacciNim(args) => return run_fibonacci_nim(args, out),
        Command::NimK(args) => return run_nim_k(args, out),
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
