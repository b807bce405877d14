//! Moore's Nim-k: its losing positions with each bit's count of heaps
//! (game-core's [`nim_k::is_losing`]) beside the game tree
//! ([`proof::nim_k::NimK`]); and Luogu P2490's strip, each layout's gaps
//! as Nim-k beside the minimax of the board itself
//! ([`proof::nim_k::Strip`]).
//!
//! [`proof::nim_k::NimK`]: game_core::proof::nim_k::NimK
//! [`proof::nim_k::Strip`]: game_core::proof::nim_k::Strip

use std::fmt::Write as _;

use game_core::nim_k;
use game_core::proof::nim_k::{layouts, NimK, Strip};
use game_core::proof::partizan::{self, Player};
use itertools::Itertools;

use crate::plane::{solve_watched, Progress};
use crate::table::{count_of, flag, widths, TooBig};

/// The most moves the game tree of the heaps may list: every position in
/// any order, `(max + 1)^heaps`, times its moves, up to as many again
/// (about a second).
pub const TREE_MOVES_LIMIT: u64 = 20_000_000;

/// The most cells of a strip (every layout and the minimax over them:
/// 16 cells and 8 pieces, 12 870 layouts, take a few seconds).
pub const STRIP_LIMIT: usize = 16;

/// The most layouts a strip's table lists one by one.
const LISTED: usize = 60;

/// One position of heaps: game-core's verdict and the game tree's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    /// The heaps, ascending.
    pub heaps: Vec<u64>,
    /// [`nim_k::is_losing`].
    pub core_losing: bool,
    /// The game tree's verdict for the player to move.
    pub tree_losing: bool,
}

/// Every position of `count` heaps of at most `max` stones, for Nim-`k`.
#[derive(Debug, Clone)]
pub struct Positions {
    /// The most heaps a move takes from.
    pub k: u64,
    /// The number of heaps.
    pub count: usize,
    /// The largest heap.
    pub max: u64,
    /// Every multiset of heaps, ascending.
    pub all: Vec<Position>,
}

/// Every sorted multiset of `count` numbers of `0..=max`.
fn multisets(count: usize, max: u64) -> Vec<Vec<u64>> {
    (0..count).fold(vec![vec![]], |all, _| {
        all.into_iter()
            .flat_map(|v: Vec<u64>| {
                (v.last().copied().unwrap_or(0)..=max).map(move |h| {
                    let mut w = v.clone();
                    w.push(h);
                    w
                })
            })
            .collect()
    })
}

impl Positions {
    /// Searches the game tree of every position.
    ///
    /// # Errors
    /// A tree beyond [`TREE_MOVES_LIMIT`].
    pub fn new(k: u64, count: usize, max: u64, progress: Progress<'_>) -> Result<Self, TooBig> {
        let states = (max + 1).checked_pow(count as u32).unwrap_or(u64::MAX);
        if states.saturating_mul(states) > TREE_MOVES_LIMIT {
            return Err(TooBig(format!(
                "the game tree of {} of up to {max} stones is beyond explore's {TREE_MOVES_LIMIT} \
                 moves; fewer heaps or a lower --max",
                count_of(count as u64, "heap", "heaps")
            )));
        }
        let starts = multisets(count, max);
        let game = NimK { k: k as usize };
        let tree = solve_watched(&game, starts.clone(), states, progress);
        let all = starts
            .into_iter()
            .map(|heaps| Position {
                core_losing: nim_k::is_losing(&heaps, k),
                tree_losing: tree.is_losing(&heaps),
                heaps,
            })
            .collect();
        Ok(Positions { k, count, max, all })
    }
}

/// "one heap" for 1, else "1 to k heaps".
fn one_to(k: u64, one: &str, many: &str) -> String {
    match k {
        1 => format!("one {one}"),
        k => format!("1 to {k} {many}"),
    }
}

/// The bits of heaps up to `max`, highest first: 4 2 1 for 7.
fn bits(max: u64) -> Vec<u32> {
    let top = 64 - max.max(1).leading_zeros();
    (0..top).rev().collect()
}

/// The game and the rule, in its words.
fn rules(k: u64) -> String {
    let moves = match k {
        1 => "takes any positive number of stones from one heap (Nim)".to_string(),
        k => format!("takes stones from 1 to {k} heaps, any positive number from each"),
    };
    format!(
        "Moore's Nim-k with k = {k}: heaps of stones; a move {moves}; whoever cannot move \
         loses.\n\
         The rule: the player to move loses exactly when, at every bit, the number of heaps \
         with that bit set is a multiple of k + 1 = {}.\n",
        u128::from(k) + 1
    )
}

/// The losing positions, each heap in binary and each bit's count of heaps,
/// beside the game tree; every position's verdicts compared.
pub fn table_text(p: &Positions) -> String {
    let mut out = rules(p.k);
    let _ = writeln!(
        out,
        "Game tree: every position of {} of at most {} stones, the heaps in any order, a move \
         lowering {} (proof::nim_k::NimK), beside nim_k::is_losing.\n",
        count_of(p.count as u64, "heap", "heaps"),
        p.max,
        one_to(p.k, "of them", "of them")
    );
    let bits = bits(p.max);
    let places = bits.iter().map(|b| (1u64 << b).to_string()).join(" ");
    let binary = |h: u64| bits.iter().map(|b| (h >> b & 1).to_string()).join("");
    let rows: Vec<[String; 4]> = p
        .all
        .iter()
        .filter(|q| q.core_losing || q.tree_losing)
        .map(|q| {
            let counts = bits
                .iter()
                .map(|b| q.heaps.iter().filter(|&&h| h >> b & 1 == 1).count())
                .join(" ");
            let tree = if q.tree_losing { "loses" } else { "wins" };
            [
                q.heaps.iter().join(" "),
                q.heaps.iter().map(|&h| binary(h)).join(" "),
                counts,
                format!("{tree}  {}", flag(q.core_losing == q.tree_losing)),
            ]
        })
        .collect();
    let heads = [
        "heaps".to_string(),
        format!("in binary ({places})"),
        format!("heaps with each bit ({places})"),
        "game tree, player to move".to_string(),
    ];
    let widths = widths(&heads, &rows);
    let line = |cells: [&str; 4]| {
        let text = (0..4)
            .map(|i| format!("{:<w$}", cells[i], w = widths[i]))
            .join("  ");
        text.trim_end().to_string() + "\n"
    };
    out.push_str("The losing positions by nim_k::is_losing (every count a multiple of k + 1):\n");
    out.push_str(&line([&heads[0], &heads[1], &heads[2], &heads[3]]));
    for row in &rows {
        out.push_str(&line([&row[0], &row[1], &row[2], &row[3]]));
    }
    out.push('\n');
    let bad: Vec<&Position> = p
        .all
        .iter()
        .filter(|q| q.core_losing != q.tree_losing)
        .collect();
    let lost = p.all.iter().filter(|q| q.tree_losing).count();
    if bad.is_empty() {
        let _ = writeln!(
            out,
            "The game tree and nim_k::is_losing agree on all {}: {} losing, {} winning.",
            count_of(p.all.len() as u64, "position", "positions"),
            lost,
            p.all.len() - lost
        );
    } else {
        let _ = writeln!(
            out,
            "DISAGREEMENT on {}: rows marked DIFFERENT.",
            count_of(bad.len() as u64, "position", "positions")
        );
    }
    out
}

/// One layout of a strip: its gaps, the board's minimax and Nim-d.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    /// The cells: `W`, `B` or `.`.
    pub cells: String,
    /// The gaps inside the pairs (white, black), left to right.
    pub gaps: Vec<u64>,
    /// The minimax of the board: A (white) wins moving first.
    pub a_wins: bool,
    /// The minimax of the board: B (black) wins moving first.
    pub b_wins: bool,
    /// [`nim_k::is_losing`] of the gaps with k = d.
    pub gaps_losing: bool,
}

impl Layout {
    /// True when the board's minimax is Nim-d on the gaps, whoever starts.
    pub fn agrees(&self) -> bool {
        self.a_wins != self.gaps_losing && self.b_wins != self.gaps_losing
    }
}

/// Every layout of a strip, and the count of layouts A wins.
#[derive(Debug, Clone)]
pub struct StripLayouts {
    /// The cells.
    pub cells: usize,
    /// The pieces, half of each colour.
    pub pieces: usize,
    /// The most pieces a move shifts.
    pub d: u64,
    /// Every layout, in the order of their cells as bits.
    pub layouts: Vec<Layout>,
    /// [`nim_k::strip_winning_layouts`].
    pub core_count: Result<u64, String>,
}

impl StripLayouts {
    /// The minimax of every layout of `pieces` pieces on `cells` cells.
    ///
    /// # Errors
    /// An odd number of pieces, more than the cells, or more than
    /// [`STRIP_LIMIT`] cells.
    pub fn new(cells: usize, pieces: usize, d: u64) -> Result<Self, TooBig> {
        if cells > STRIP_LIMIT || pieces > cells || pieces % 2 == 1 {
            return Err(TooBig(format!(
                "a strip of {cells} cells and {pieces} pieces: give at most {STRIP_LIMIT} cells \
                 and an even number of pieces, at most the cells"
            )));
        }
        let all = layouts(cells, pieces);
        let solved = partizan::solve(&Strip { d: d as usize }, all.clone());
        let layouts = all
            .iter()
            .map(|strip| {
                let at: Vec<usize> = (0..cells).filter(|&i| strip[i] != b'.').collect();
                let gaps: Vec<u64> = at.chunks(2).map(|p| (p[1] - p[0] - 1) as u64).collect();
                Layout {
                    cells: String::from_utf8_lossy(strip).into_owned(),
                    gaps_losing: nim_k::is_losing(&gaps, d),
                    gaps,
                    a_wins: solved.wins(strip, Player::Left) == Some(true),
                    b_wins: solved.wins(strip, Player::Right) == Some(true),
                }
            })
            .collect();
        Ok(StripLayouts {
            cells,
            pieces,
            d,
            layouts,
            core_count: nim_k::strip_winning_layouts(cells as u64, pieces as u64, d),
        })
    }
}

/// The strip's losing layouts (A, moving first, loses), each with its gaps,
/// and the count of the winning ones, beside the board's minimax.
pub fn strip_text(s: &StripLayouts) -> String {
    let mut out = format!(
        "Luogu P2490's strip: {} pieces on {} cells, white (W) and black (B) alternately from \
         the left; a move shifts {} of the mover's own pieces, white to the right, black to \
         the left, without passing or landing on a piece; A moves white, first.\n\
         The rule: pair each white piece with the black one to its right; the gaps inside the \
         pairs are Moore's Nim-k with k = {}, and A loses exactly when, at every bit, the \
         number of gaps with that bit set is a multiple of {}.\n\
         Game tree: the minimax of the board itself, every layout, whoever moves first \
         (proof::nim_k::Strip), beside nim_k::is_losing of the gaps.\n\n",
        s.pieces,
        s.cells,
        one_to(s.d, "", "").trim_end(),
        s.d,
        u128::from(s.d) + 1
    );
    let lost: Vec<&Layout> = s
        .layouts
        .iter()
        .filter(|l| !l.a_wins || l.gaps_losing)
        .collect();
    let width = s.cells.max("strip".len());
    let _ = writeln!(
        out,
        "The layouts A loses ({}):\n{:<width$}  gaps       board: A first, B first",
        lost.len(),
        "strip"
    );
    for layout in lost.iter().take(LISTED) {
        let who = |wins: bool| if wins { "wins " } else { "loses" };
        let _ = writeln!(
            out,
            "{:<width$}  {:<9}  {}, {}  {}",
            layout.cells,
            layout.gaps.iter().join(" "),
            who(layout.a_wins),
            who(layout.b_wins),
            flag(layout.agrees())
        );
    }
    if lost.len() > LISTED {
        let _ = writeln!(out, "… and {} more.", lost.len() - LISTED);
    }
    out.push('\n');
    let bad = s.layouts.iter().filter(|l| !l.agrees()).count();
    let won = s.layouts.iter().filter(|l| l.a_wins).count() as u64;
    let count = match &s.core_count {
        Ok(c) => format!(
            "nim_k::strip_winning_layouts says {c}: {}",
            flag(*c == won % nim_k::MODULUS)
        ),
        Err(e) => format!("nim_k::strip_winning_layouts refuses: {e}"),
    };
    if bad == 0 {
        let _ = writeln!(
            out,
            "The board's minimax is Nim-{} on the gaps in all {}, whoever moves first. A wins {won} \
             of them; {count}.",
            s.d,
            count_of(s.layouts.len() as u64, "layout", "layouts"),
        );
    } else {
        let _ = writeln!(
            out,
            "DISAGREEMENT on {}: rows marked DIFFERENT. A wins {won}; {count}.",
            count_of(bad as u64, "layout", "layouts")
        );
    }
    out
}
