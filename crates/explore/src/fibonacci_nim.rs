//! Fibonacci Nim (HDU 2516): every heap's Zeckendorf sum and winning first
//! move, from game-core's [`fibonacci_nim`], beside the game tree's verdict
//! and winning first moves ([`proof::fibonacci_nim`]).
//!
//! [`proof::fibonacci_nim`]: game_core::proof::fibonacci_nim

use std::fmt::Write as _;

use game_core::fibonacci_nim;
use game_core::proof::fibonacci_nim::{start, FibonacciNim};
use itertools::Itertools;

use crate::plane::{solve_watched, Progress};
use crate::table::{count_of, flag, widths, TooBig};

/// The largest heap whose game tree explore searches: the states are the
/// (stones left, most to take) pairs, about n²/2, with up to n moves each
/// (400: 80 000 states, about 10^7 moves, under a second).
pub const TREE_LIMIT: u64 = 400;

/// The most winning first takes a row lists before "…".
const SHOWN: usize = 5;

/// One heap: what game-core says and what the game tree says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heap {
    /// The stones.
    pub n: u64,
    /// Its Zeckendorf sum, largest term first ([`fibonacci_nim::zeckendorf`]).
    pub terms: Vec<u64>,
    /// [`fibonacci_nim::first_player_wins`].
    pub core_wins: bool,
    /// [`fibonacci_nim::winning_first_move`]: the smallest term, if it wins.
    pub core_move: Option<u64>,
    /// The game tree's verdict for the first player.
    pub tree_wins: bool,
    /// Every first take the game tree finds winning, ascending.
    pub tree_moves: Vec<u64>,
}

impl Heap {
    /// True when the two agree: the verdict, and game-core's move is the
    /// game tree's smallest winning take (none when the first player
    /// loses).
    pub fn agrees(&self) -> bool {
        self.core_wins == self.tree_wins && self.core_move == self.tree_moves.first().copied()
    }
}

/// Every heap `1..=size`, from game-core and from the game tree.
#[derive(Debug, Clone)]
pub struct Heaps {
    /// The largest heap.
    pub size: u64,
    /// Heaps 1, 2, …, size.
    pub heaps: Vec<Heap>,
}

impl Heaps {
    /// Searches the game tree of every heap up to `size`.
    ///
    /// # Errors
    /// `size` above [`TREE_LIMIT`] or 0.
    pub fn new(size: u64, progress: Progress<'_>) -> Result<Self, TooBig> {
        if size == 0 || size > TREE_LIMIT {
            return Err(TooBig(format!(
                "the game tree of every heap up to {size} is beyond explore's \
                 1..={TREE_LIMIT}; lower --size"
            )));
        }
        let expected = size * (size + 1) / 2;
        let tree = solve_watched(&FibonacciNim, (1..=size).map(start), expected, progress);
        let heaps = (1..=size)
            .map(|n| {
                let first = start(n);
                let mut tree_moves: Vec<u64> = tree
                    .winning_moves(&first)
                    .unwrap_or_default()
                    .iter()
                    .map(|&&(left, _)| n - left)
                    .collect();
                tree_moves.sort_unstable();
                Heap {
                    n,
                    terms: fibonacci_nim::zeckendorf(n),
                    core_wins: fibonacci_nim::first_player_wins(n),
                    core_move: fibonacci_nim::winning_first_move(n),
                    tree_wins: !tree.is_losing(&first),
                    tree_moves,
                }
            })
            .collect();
        Ok(Heaps { size, heaps })
    }
}

/// The terms joined by " + ".
fn sum(terms: &[u64]) -> String {
    terms.iter().join(" + ")
}

/// The opening lines: the game and the rule, in its words.
const RULES: &str = "Fibonacci Nim (HDU 2516): one heap of n stones; the first move takes \
1 to n − 1 stones, every later move at least one and at most twice what the last move took; \
whoever takes the last stone wins.\n\
The rule: write n as its Zeckendorf sum, Fibonacci numbers 1, 2, 3, 5, 8, … no two \
consecutive. The player to move wins exactly when its smallest term is at most what they may \
take, and taking that term wins; so the first player loses exactly when n is a Fibonacci \
number.\n";

/// The table of every heap: its Zeckendorf sum, who wins and the winning
/// first move by game-core, beside the game tree's, each row checked.
pub fn table_text(heaps: &Heaps) -> String {
    let mut out = String::from(RULES);
    let _ = writeln!(
        out,
        "Game tree: every heap up to {}, each position the stones left and the most the mover \
         may take (proof::fibonacci_nim), beside fibonacci_nim's Zeckendorf move.\n",
        heaps.size
    );
    let rows: Vec<[String; 5]> = heaps
        .heaps
        .iter()
        .map(|h| {
            let core = match h.core_move {
                Some(q) => format!("wins: take {q}"),
                None => "loses".into(),
            };
            let tree = match h.tree_moves.len() {
                0 if !h.tree_wins => "loses".to_string(),
                0 => "wins, no move?".to_string(),
                c if c > SHOWN => format!(
                    "wins: take {}, … ({c} takes)",
                    h.tree_moves[..SHOWN].iter().join(", ")
                ),
                _ => format!("wins: take {}", h.tree_moves.iter().join(", ")),
            };
            [
                h.n.to_string(),
                sum(&h.terms),
                core,
                tree,
                flag(h.agrees()).to_string(),
            ]
        })
        .collect();
    let heads = [
        "n",
        "Zeckendorf sum",
        "first player (smallest term)",
        "game tree: first player, every winning first take",
        "",
    ];
    let widths = widths(&heads, &rows);
    let line = |cells: [&str; 5]| {
        let mut text = format!("{:>w$}", cells[0], w = widths[0]);
        for (i, cell) in cells.iter().enumerate().skip(1) {
            let _ = write!(text, "  {cell:<w$}", w = widths[i]);
        }
        text.trim_end().to_string() + "\n"
    };
    out.push_str(&line(heads));
    for row in &rows {
        out.push_str(&line([&row[0], &row[1], &row[2], &row[3], &row[4]]));
    }
    out.push('\n');
    let bad = heaps.heaps.iter().filter(|h| !h.agrees()).count();
    let lost = heaps.heaps.iter().filter(|h| !h.tree_wins).count();
    if bad == 0 {
        let _ = writeln!(
            out,
            "The game tree agrees on all {}: the first player loses {} (1, where no first move \
             is allowed, and the Fibonacci numbers), and wherever they win the smallest \
             Zeckendorf term is the smallest winning take.",
            count_of(heaps.size, "heap", "heaps"),
            count_of(lost as u64, "heap", "heaps"),
        );
    } else {
        let _ = writeln!(
            out,
            "DISAGREEMENT on {}: rows marked DIFFERENT.",
            count_of(bad as u64, "heap", "heaps")
        );
    }
    out
}

/// One heap of any size explained: its Zeckendorf sum, who wins and why,
/// the winning first move and what it leaves; with the game tree's winning
/// takes when the heap is within [`TREE_LIMIT`], checked.
pub fn explain(n: u64, progress: Progress<'_>) -> String {
    let mut out = format!("Fibonacci Nim (HDU 2516) from a heap of {n}.\n");
    let terms = fibonacci_nim::zeckendorf(n);
    if n == 0 {
        out.push_str("No stone: the first player cannot move and loses.\n");
        return out;
    }
    let _ = writeln!(
        out,
        "Zeckendorf sum: {n} = {} (Fibonacci numbers, no two consecutive).",
        sum(&terms)
    );
    let core = fibonacci_nim::winning_first_move(n);
    match core {
        _ if n == 1 => out.push_str(
            "The first player loses: the first move may not take the whole heap, so there is \
             none.\n",
        ),
        None => {
            let _ = writeln!(
                out,
                "The first player loses: {n} is a Fibonacci number, its own sum. Every first \
                 take t leaves a heap whose smallest term is at most 2t, and the second player \
                 takes it."
            );
        }
        Some(q) => {
            let rest = n - q;
            let next = fibonacci_nim::smallest_term(rest).unwrap_or(0);
            let _ = writeln!(
                out,
                "The first player wins: take {q}, the smallest term, leaving {rest} = {}; its \
                 smallest term {next} is more than twice {q}, so the second player, allowed \
                 up to {}, cannot take it, and every take t leaves the first player a smallest \
                 term within 2t.",
                sum(&fibonacci_nim::zeckendorf(rest)),
                q.saturating_mul(2)
            );
        }
    }
    if n > TREE_LIMIT {
        let _ = writeln!(out, "Game tree: not searched (heaps up to {TREE_LIMIT}).");
        return out;
    }
    let tree = solve_watched(&FibonacciNim, [start(n)], n * (n + 1) / 2, progress);
    let mut takes: Vec<u64> = tree
        .winning_moves(&start(n))
        .unwrap_or_default()
        .iter()
        .map(|&&(left, _)| n - left)
        .collect();
    takes.sort_unstable();
    let agrees = core == takes.first().copied();
    let found = match takes.len() {
        0 => "no winning first take".to_string(),
        _ => format!("the winning first takes {}", takes.iter().join(", ")),
    };
    let _ = writeln!(
        out,
        "Game tree (proof::fibonacci_nim, {}): {found}: {}.",
        count_of(tree.len() as u64, "position", "positions"),
        if agrees {
            "agrees (ok)"
        } else {
            "DIFFERENT from the smallest term"
        }
    );
    out
}
