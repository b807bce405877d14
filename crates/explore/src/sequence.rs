//! The one-heap games as sequences: the Grundy value of every heap `0..=N`
//! from the game tree (game-core's [`solver`](game_core::proof::solver) on the
//! [`rules`]), beside game-core's table or closed form. For the
//! subtraction games, the period [`grundy::period`] finds and what
//! game-core says of it; for Lasker's Nim, `SG(x) − x` by `x mod 4`.

use std::fmt::{Display, Write as _};

use game_core::grundy::{self, Period};
use game_core::proof::rules;
use game_core::proof::solver::Game;
use game_core::{bash, lasker, subtraction};
use itertools::Itertools;

use crate::cells::{self, Grid, Painted};
use crate::picture::{values_key, Key, Paint, DISAGREE, LOSING, MARK};
use crate::plane::{solve_watched, Progress};
use crate::table::{count_of, flag, TooBig};

/// The most heaps × usable moves the game tree of a subtraction game may
/// take: about a second and 330 MB in a release build (`--take 200`
/// on the heaps up to 99 999, or `--take 1000` up to 19 999).
pub const TREE_MOVES_LIMIT: u64 = 20_000_000;

/// The largest heap explore shows: [`grundy::Subtraction::LIMIT`], the
/// table's.
pub const HEAP_LIMIT: u64 = grundy::Subtraction::LIMIT;

/// The widest row: a period longer than this is laid out in rows of 10.
const MAX_ROW: usize = 12;

/// The move set of a one-heap subtraction game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveSet {
    /// Bash (HDU 1846): take `1..=m`.
    Bash(u64),
    /// HDU 1847: take a power of two.
    PowersOfTwo,
    /// HDU 1848: take a Fibonacci number 1, 2, 3, 5, 8, …
    Fibonacci,
    /// Any finite set (HDU 1536's S-Nim): sorted, distinct, positive.
    Set(Vec<u64>),
}

/// What game-core says of the period of a subtraction game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// The closed form's period.
    Period(Period),
    /// No period (the Fibonacci set: the values do not settle).
    NoPeriod,
    /// Nothing: a set given on the command line has no closed form.
    Unknown,
}

impl MoveSet {
    /// The set `moves` (any order, repeats allowed), as
    /// [`grundy::Subtraction::new`] accepts it.
    ///
    /// # Errors
    /// A move of 0, or more than [`grundy::Subtraction::MOVES_LIMIT`]
    /// distinct moves; game-core's message.
    pub fn set(moves: impl IntoIterator<Item = u64>) -> Result<Self, String> {
        let table = grundy::Subtraction::new(moves)?;
        if table.moves().is_empty() {
            return Err("the set has no move".into());
        }
        Ok(Self::Set(table.moves().to_vec()))
    }

    /// The game's name and move set, in titles.
    pub fn title(&self) -> String {
        match self {
            Self::Bash(m) => format!("Bash (HDU 1846), take 1..={m}"),
            Self::PowersOfTwo => "HDU 1847, take a power of two (1, 2, 4, 8, …)".into(),
            Self::Fibonacci => "HDU 1848, take a Fibonacci number (1, 2, 3, 5, 8, …)".into(),
            Self::Set(s) => format!(
                "S-Nim (HDU 1536), take a number of S = {{{}}}",
                s.iter().join(", ")
            ),
        }
    }

    /// The game's name in a picture's title.
    pub fn short_title(&self) -> String {
        match self {
            Self::Bash(m) => format!("Bash (HDU 1846), take 1..={m}"),
            Self::PowersOfTwo => "HDU 1847, take a power of two".into(),
            Self::Fibonacci => "HDU 1848, take a Fibonacci number".into(),
            Self::Set(s) if s.len() <= 6 => format!("S-Nim, S = {{{}}}", s.iter().join(", ")),
            Self::Set(s) => format!("S-Nim, {} moves", s.len()),
        }
    }

    /// The largest move of a finite set; `None` for the infinite ones.
    pub fn largest(&self) -> Option<u64> {
        match self {
            Self::Bash(m) => Some(*m),
            Self::Set(s) => s.last().copied(),
            Self::PowersOfTwo | Self::Fibonacci => None,
        }
    }

    /// The moves up to `n`, ascending: the ones a heap of at most `n` can use.
    pub fn moves_up_to(&self, n: u64) -> Vec<u64> {
        match self {
            Self::Bash(m) => (1..=n.min(*m)).collect(),
            Self::PowersOfTwo => subtraction::powers_of_two(n),
            Self::Fibonacci => subtraction::fibonacci_numbers(n),
            Self::Set(s) => s.iter().copied().filter(|&s| s <= n).collect(),
        }
    }

    /// The least move above `n`, if any.
    fn next_move(&self, n: u64) -> Option<u64> {
        match self {
            Self::Bash(m) => (n < *m).then_some(n + 1),
            Self::PowersOfTwo => n.checked_add(1)?.checked_next_power_of_two(),
            Self::Fibonacci => subtraction::fibonacci_numbers(u64::MAX)
                .into_iter()
                .find(|&f| f > n),
            Self::Set(s) => s.iter().copied().find(|&s| s > n),
        }
    }

    /// The window [`grundy::period`] is given on the heaps `0..=n`: the
    /// largest move of a finite set (which makes a period found a proof),
    /// else the largest move up to `n` (a proof for the game of the moves
    /// up to `n` only). At least 1.
    pub fn window(&self, n: u64) -> u64 {
        self.largest()
            .or_else(|| self.moves_up_to(n).last().copied())
            .unwrap_or(1)
    }

    /// The game tree's size for the heaps `0..=n`: heaps × the moves the
    /// largest can use.
    pub fn tree_moves(&self, n: u64) -> u64 {
        (n + 1).saturating_mul(self.moves_up_to(n).len() as u64)
    }

    /// The Grundy value of every heap `0..=n` from the game tree: the
    /// solver on [`rules::Subtraction`] (Bash and a set given),
    /// [`rules::PowersOfTwo`] or [`rules::Fibonacci`], from every heap.
    pub fn tree_values(&self, n: u64, progress: Progress<'_>) -> Vec<u64> {
        match self {
            Self::Bash(m) => heap_values(
                &rules::Subtraction {
                    moves: (1..=*m).collect(),
                },
                n,
                progress,
            ),
            Self::Set(s) => heap_values(&rules::Subtraction { moves: s.clone() }, n, progress),
            Self::PowersOfTwo => heap_values(&rules::PowersOfTwo, n, progress),
            Self::Fibonacci => heap_values(&rules::Fibonacci, n, progress),
        }
    }

    /// The rules' name in the text.
    fn rules_name(&self) -> &'static str {
        match self {
            Self::Bash(_) | Self::Set(_) => "rules::Subtraction",
            Self::PowersOfTwo => "rules::PowersOfTwo",
            Self::Fibonacci => "rules::Fibonacci",
        }
    }

    /// The game-core function the values come from.
    pub fn core_name(&self) -> &'static str {
        match self {
            Self::Bash(_) | Self::Set(_) => "grundy::Subtraction",
            Self::PowersOfTwo => "subtraction::powers_of_two_grundy",
            Self::Fibonacci => "subtraction::Fibonacci",
        }
    }

    /// game-core's value of every heap `0..=n`: its table
    /// ([`grundy::Subtraction`], [`subtraction::Fibonacci`]) or closed form
    /// ([`subtraction::powers_of_two_grundy`]).
    ///
    /// # Errors
    /// `n` above the table's limit; game-core's message.
    pub fn core_values(&self, n: u64) -> Result<Vec<u64>, String> {
        match self {
            Self::Bash(m) => table_values(&mut grundy::Subtraction::new(1..=*m)?, n),
            Self::Set(s) => table_values(&mut grundy::Subtraction::new(s.iter().copied())?, n),
            Self::PowersOfTwo => Ok((0..=n).map(subtraction::powers_of_two_grundy).collect()),
            Self::Fibonacci => {
                let mut fib = subtraction::Fibonacci::new();
                (0..=n).map(|h| fib.grundy(h)).collect()
            }
        }
    }

    /// What game-core says of the period.
    pub fn expected(&self) -> Expected {
        match self {
            Self::Bash(m) => Expected::Period(Period {
                preperiod: 0,
                period: *m as usize + 1,
            }),
            Self::PowersOfTwo => Expected::Period(Period {
                preperiod: 0,
                period: 3,
            }),
            Self::Fibonacci => Expected::NoPeriod,
            Self::Set(_) => Expected::Unknown,
        }
    }

    /// The closed form's rule, in words, for the intro and the period check.
    fn closed_form(&self) -> Option<String> {
        match self {
            Self::Bash(m) => Some(format!("SG(n) = n mod (m + 1), period m + 1 = {}", m + 1)),
            Self::PowersOfTwo => Some("SG(n) = n mod 3, period 3".into()),
            Self::Fibonacci | Self::Set(_) => None,
        }
    }

    /// The name of the closed form's verdict, where game-core has one
    /// apart from the values.
    fn verdict_name(&self) -> Option<String> {
        match self {
            Self::Bash(m) => Some(format!("bash::first_player_wins(n, {m})")),
            Self::PowersOfTwo => Some("subtraction::powers_of_two_first_player_wins(n)".into()),
            Self::Fibonacci | Self::Set(_) => None,
        }
    }

    /// The closed form's verdict on heap `n`: true if the player to move
    /// wins; `None` where game-core has none apart from the values.
    fn closed_form_wins(&self, n: u64) -> Option<bool> {
        match *self {
            Self::Bash(m) => Some(bash::first_player_wins(n, m)),
            Self::PowersOfTwo => Some(subtraction::powers_of_two_first_player_wins(n)),
            Self::Fibonacci | Self::Set(_) => None,
        }
    }
}

/// The solver's Grundy value of every heap `0..=n` of a one-heap game whose
/// state is the sorted heaps.
fn heap_values<G: Game<State = Vec<u64>>>(game: &G, n: u64, progress: Progress<'_>) -> Vec<u64> {
    let solution = solve_watched(game, (0..=n).map(|h| vec![h]), n + 1, progress);
    (0..=n)
        .map(|h| u64::from(solution.grundy(&vec![h]).expect("every start is solved")))
        .collect()
}

fn table_values(table: &mut grundy::Subtraction, n: u64) -> Result<Vec<u64>, String> {
    (0..=n).map(|h| table.grundy(h)).collect()
}

/// The first heap `h ≤ up_to` of `values` where the period `p` stops:
/// `values(h) ≠ values(h − p)` with `h − p ≥ p.preperiod`.
///
/// # Errors
/// What `values` says (a heap beyond its limit).
fn first_break(
    mut values: impl FnMut(u64) -> Result<u64, String>,
    p: Period,
    up_to: u64,
) -> Result<Option<u64>, String> {
    let start = (p.preperiod + p.period) as u64;
    for h in start..=up_to {
        if values(h)? != values(h - p.period as u64)? {
            return Ok(Some(h));
        }
    }
    Ok(None)
}

/// The values `0..=n` of two sources, side by side, in rows of `layout`'s
/// period (column `j` holds the heaps `≡ preperiod + j` mod the period, the
/// rows before `preperiod` aligned with them), each row flagged.
pub fn side_by_side<T: Display + PartialEq>(
    tree: &[T],
    core: &[T],
    layout: Period,
    heads: (&str, &str, &str),
) -> String {
    let c = layout.period.max(1);
    let shift = (c - layout.preperiod % c) % c;
    let width = tree
        .iter()
        .chain(core)
        .map(|v| v.to_string().chars().count())
        .max()
        .unwrap_or(1);
    let values_width = c * (width + 1) - 1;
    let tree_width = values_width.max(heads.1.chars().count());
    let core_width = values_width.max(heads.2.chars().count());
    let label_width = (tree.len().saturating_sub(1))
        .to_string()
        .len()
        .max(heads.0.len());
    let mut out = format!(
        "{:>label_width$} | {:<tree_width$} | {}\n",
        heads.0, heads.1, heads.2
    );
    let rows = (tree.len() + shift).div_ceil(c);
    for row in 0..rows {
        // Virtual heaps row·c − shift ..: the real ones are in 0..len.
        let virtual_start = row * c;
        let from = virtual_start.saturating_sub(shift);
        let to = (virtual_start + c).saturating_sub(shift).min(tree.len());
        let start = virtual_start as isize - shift as isize;
        let cells = |values: &[T]| {
            (0..c)
                .map(|j| {
                    let h = start + j as isize;
                    if h >= from as isize && (h as usize) < to {
                        format!("{:>width$}", values[h as usize].to_string())
                    } else {
                        " ".repeat(width)
                    }
                })
                .join(" ")
        };
        let agree = (from..to).all(|h| tree[h] == core[h]);
        let line = format!(
            "{from:>label_width$} | {:<tree_width$} | {:<core_width$}  {}",
            cells(tree),
            cells(core),
            flag(agree)
        );
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}

/// A one-line list of the heaps where `tree` and `core` differ (the first
/// eight), or that they agree.
pub fn agreement<T: Display + PartialEq>(tree: &[T], core: &[T], core_name: &str) -> String {
    let n = tree.len() - 1;
    let bad: Vec<usize> = (0..tree.len()).filter(|&h| tree[h] != core[h]).collect();
    if bad.is_empty() {
        return format!(
            "The game tree and {core_name} agree on all {} 0..={n}.\n",
            count_of(tree.len() as u64, "heap", "heaps")
        );
    }
    let first = bad.iter().take(8).format_with(";", |&h, f| {
        f(&format_args!(
            " heap {h}: game tree {}, {core_name} {}",
            tree[h], core[h]
        ))
    });
    format!(
        "DISAGREEMENT: the game tree and {core_name} differ on {} of the {} 0..={n}:{first}\n",
        bad.len(),
        count_of(tree.len() as u64, "heap", "heaps")
    )
}

/// The window's reason, for the period line.
fn window_reason(set: &MoveSet, n: u64, window: u64) -> String {
    match set.largest() {
        Some(_) => format!(
            "the largest move: S is finite, so from heap {window} on a value depends only on \
             the {window} before it, and {window} values in a row that repeat repeat forever: a proof"
        ),
        None => {
            let below = set
                .next_move(n)
                .map_or(String::new(), |m| format!(", which is this game below heap {m}, where the next move enters"));
            format!(
                "the largest move up to {n}: S is infinite, so this is a proof only for the game \
                 without the moves above {window}{below}"
            )
        }
    }
}

/// The Grundy values of one heap `0..=n` of the subtraction game `set`: the
/// game tree's beside game-core's, in rows of the period if it is short, the
/// period [`grundy::period`] finds in the game tree's values (with
/// [`MoveSet::window`]) and what game-core says of it.
///
/// # Errors
/// `n` above [`HEAP_LIMIT`], or a game tree of more than
/// [`TREE_MOVES_LIMIT`] moves: the message says which, for the user.
pub fn subtraction_table(set: &MoveSet, n: u64, progress: Progress<'_>) -> Result<String, TooBig> {
    Sequence::new(set, n, progress)?.text()
}

/// A subtraction game's Grundy values of one heap `0..=n`, from the game
/// tree and from game-core, and the period found in the game tree's.
#[derive(Debug, Clone)]
pub struct Sequence {
    /// The move set.
    pub set: MoveSet,
    /// The largest heap.
    pub n: u64,
    /// The game tree's values of the heaps `0..=n`.
    pub tree: Vec<u64>,
    /// game-core's ([`MoveSet::core_values`]).
    pub core: Vec<u64>,
    /// The window given to [`grundy::period`] ([`MoveSet::window`]).
    pub window: u64,
    /// The period it found in the game tree's values.
    pub found: Option<Period>,
}

impl Sequence {
    /// Computes the values of the heaps `0..=n` and the period.
    ///
    /// # Errors
    /// As [`check_subtraction`].
    pub fn new(set: &MoveSet, n: u64, progress: Progress<'_>) -> Result<Self, TooBig> {
        check_subtraction(set, n)?;
        let tree = set.tree_values(n, progress);
        let core = set.core_values(n).map_err(TooBig)?;
        let window = set.window(n);
        let found = grundy::period(&tree, window as usize);
        Ok(Self {
            set: set.clone(),
            n,
            tree,
            core,
            window,
            found,
        })
    }

    /// The table, the agreement lines and the period lines (see
    /// [`subtraction_table`]).
    ///
    /// # Errors
    /// A table's refusal while checking the period (never within the
    /// limits [`check_subtraction`] keeps).
    pub fn text(&self) -> Result<String, TooBig> {
        let Self {
            set,
            n,
            tree,
            core,
            window,
            found,
        } = self;
        let (n, window, found) = (*n, *window, *found);
        text(set, n, tree, core, window, found)
    }

    /// The picture: the values in rows of the period (up to 40 long, else
    /// rows of 10), each column one class of `n` mod the period, coloured
    /// by value (0 dark), red where game-core disagrees, and a line where
    /// the period starts.
    ///
    /// # Errors
    /// What plotters says, in one line.
    pub fn svg(&self) -> Result<String, String> {
        let layout = match self.found {
            Some(p) if p.period <= 40 => p,
            _ => Period {
                preperiod: 0,
                period: 10,
            },
        };
        let c = layout.period as u64;
        let shift = (c - layout.preperiod as u64 % c) % c;
        let heaps = self.n + 1;
        let rows = (heaps + shift).div_ceil(c);
        let max = self.tree.iter().copied().max().unwrap_or(1).max(1) as u32;
        let mut cells = Vec::new();
        for (h, (&t, &g)) in self.tree.iter().zip(&self.core).enumerate() {
            let virtual_heap = h as u64 + shift;
            let paint = match (t == g, t) {
                (false, _) => Paint::Disagree,
                (true, 0) => Paint::Losing,
                (true, v) => Paint::Grundy(v.min(u64::from(u32::MAX)) as u32),
            };
            cells.push(Painted {
                x: virtual_heap % c,
                y: rows - 1 - virtual_heap / c,
                paint,
                label: t.to_string(),
            });
        }
        let first_heap = move |y: u64| {
            let row = rows - 1 - y.min(rows - 1);
            (row * c).saturating_sub(shift).to_string()
        };
        let q = layout.preperiod as u64;
        let class = move |j: u64| ((q + j) % c).to_string();
        let start_row = (q + shift) / c;
        let mut legend = vec![
            (
                Key::Square(LOSING),
                "value 0: the player to move loses".to_string(),
            ),
            (
                values_key(
                    cells.iter().filter_map(|c| match c.paint {
                        Paint::Grundy(g) => Some(g),
                        _ => None,
                    }),
                    max,
                ),
                "the player to move wins, by value:".to_string(),
            ),
        ];
        if cells.iter().any(|c| c.paint == Paint::Disagree) {
            legend.push((
                Key::Square(DISAGREE),
                format!("the game tree and {} DISAGREE here", self.set.core_name()),
            ));
        }
        let rule_below = (self.found.is_some() && start_row > 0).then(|| rows - start_row);
        if rule_below.is_some() {
            legend.push((Key::Line(MARK), format!("the period starts at heap {q}")));
        }
        legend.push((
            Key::None,
            match self.found {
                Some(p) if p.period <= 40 => format!(
                    "rows of the period {c} (window {}): each column is constant from heap {q}",
                    self.window
                ),
                Some(p) => format!("rows of 10: the period, {}, is longer than 40", p.period),
                None => format!(
                    "rows of 10: no period up to {} (window {})",
                    self.n, self.window
                ),
            },
        ));
        legend.push((
            Key::None,
            format!(
                "every heap from the game tree ({}), beside {}",
                self.set.rules_name(),
                self.set.core_name()
            ),
        ));
        cells::svg(&Grid {
            title: format!(
                "{}: Grundy values, heaps 0..={}",
                self.set.short_title(),
                self.n
            ),
            axes: (format!("column: n mod {c}"), "first heap of the row".into()),
            x: (0, c - 1),
            y: (0, rows - 1),
            ticks: Some((Box::new(class), Box::new(first_heap))),
            // The row of heap 0, at the top.
            tick_from: (0, rows - 1),
            cells,
            max_grundy: max,
            rings: Vec::new(),
            checked_to: None,
            rule_below,
            legend,
        })
    }
}

fn text(
    set: &MoveSet,
    n: u64,
    tree: &[u64],
    core: &[u64],
    window: u64,
    found: Option<Period>,
) -> Result<String, TooBig> {
    let mut out = format!(
        "Subtraction game on one heap: {}; whoever cannot move loses (the other took the last).\n\
         Grundy values of the heaps n = 0..={n} (0: the player to move loses).\n\
         Game tree: {} on every heap 0..={n}. game-core: {}",
        set.title(),
        set.rules_name(),
        set.core_name()
    );
    match (set, set.verdict_name()) {
        (MoveSet::Bash(m), Some(name)) => {
            let _ = write!(out, ", and {name}, which loses exactly when {} | n", m + 1);
        }
        (_, Some(name)) => {
            let _ = write!(out, ", and {name}, which loses exactly when 3 | n");
        }
        _ => {}
    }
    out.push_str(".\n\n");
    let layout = match found {
        Some(p) if p.period <= MAX_ROW => {
            let from = if p.preperiod > 0 {
                format!(" from heap {}", p.preperiod)
            } else {
                String::new()
            };
            let _ = writeln!(
                out,
                "Rows of the period, {}{from}: each column is one class of n mod {}.",
                p.period, p.period
            );
            p
        }
        _ => {
            out.push_str("Rows of 10.\n");
            Period {
                preperiod: 0,
                period: 10,
            }
        }
    };
    out.push_str(&side_by_side(
        tree,
        core,
        layout,
        ("n", "game tree", set.core_name()),
    ));
    out.push('\n');
    out.push_str(&agreement(tree, core, set.core_name()));
    if let Some(name) = set.verdict_name() {
        let bad: Vec<u64> = (0..=n)
            .filter(|&h| set.closed_form_wins(h) != Some(tree[h as usize] != 0))
            .collect();
        if bad.is_empty() {
            let _ = writeln!(
                out,
                "{name} says the player to move loses exactly at the heaps of value 0: ok."
            );
        } else {
            let _ = writeln!(
                out,
                "DISAGREEMENT: {name} and the game tree differ on who wins at {}: heaps {}.",
                count_of(bad.len() as u64, "heap", "heaps"),
                bad.iter().take(8).join(", ")
            );
        }
    }
    out.push('\n');
    out.push_str(&period_lines(set, n, window, found).map_err(TooBig)?);
    Ok(out)
}

/// Refuses a sequence explore does not compute: heaps beyond the table, or
/// a game tree beyond [`TREE_MOVES_LIMIT`].
pub fn check_subtraction(set: &MoveSet, n: u64) -> Result<(), TooBig> {
    if n > HEAP_LIMIT {
        return Err(TooBig(format!(
            "heaps up to {n} are beyond game-core's table (grundy::Subtraction::LIMIT = \
             {HEAP_LIMIT}); lower --size"
        )));
    }
    let moves = set.tree_moves(n);
    if moves > TREE_MOVES_LIMIT {
        return Err(TooBig(format!(
            "the game tree of the heaps 0..={n} has about {moves} moves, more than explore's \
             {TREE_MOVES_LIMIT}; lower --size"
        )));
    }
    Ok(())
}

/// The period lines: what [`grundy::period`] found in the game tree's
/// values and what game-core says of it.
fn period_lines(
    set: &MoveSet,
    n: u64,
    window: u64,
    found: Option<Period>,
) -> Result<String, String> {
    let heaps = n + 1;
    let reason = window_reason(set, n, window);
    let mut out = match found {
        Some(p) => {
            format!(
                "Period: {} from heap {} (grundy::period on the game tree's values 0..={n}, \
                 window {window}, {reason}).\n",
                p.period, p.preperiod
            )
        }
        None if heaps <= window => format!(
            "No period up to {n}: with the window {window} ({reason}) a period p shows only in \
             {window} + p heaps after it starts, and 0..={n} has {heaps}: raise --size.\n"
        ),
        None => format!(
            "No period up to {n}: grundy::period on the game tree's values 0..={n}, window \
             {window} ({reason}), found none: for no p in 1..={} do {window} heaps in a row, \
             up to heap {n}, repeat p apart.\n",
            heaps - window
        ),
    };
    // Heaps a period p from q needs to show with the window.
    let needs = |p: Period| (p.preperiod + p.period) as u64 + window;
    match (set.expected(), found) {
        (Expected::Period(want), _) => {
            let rule = set.closed_form().unwrap_or_default();
            let verdict = if found == Some(want) {
                "ok".to_string()
            } else if found.is_none() && heaps < needs(want) {
                format!(
                    "not shown: with the window {window} it needs the heaps 0..={}; raise --size",
                    needs(want) - 1
                )
            } else {
                format!(
                    "DIFFERENT: the game tree shows {}",
                    found.map_or("no period".into(), |p| format!(
                        "period {} from heap {}",
                        p.period, p.preperiod
                    ))
                )
            };
            let _ = writeln!(out, "Closed form: {rule} from heap 0: {verdict}.");
        }
        (Expected::NoPeriod, None) => {
            let _ = writeln!(
                out,
                "game-core: no closed form and no period ({} is a table; game-core's tests find \
                 no period in it up to heap {HEAP_LIMIT}): none here either, ok.",
                set.core_name()
            );
        }
        (Expected::NoPeriod, Some(p)) => {
            let mut fib = subtraction::Fibonacci::new();
            let verdict = match first_break(|h| fib.grundy(h), p, HEAP_LIMIT)? {
                Some(h) => {
                    let enters = if set.moves_up_to(h).last() == Some(&h) {
                        format!(", where the move {h} enters")
                    } else {
                        String::new()
                    };
                    format!("the table breaks this one at heap {h}{enters}: no period, ok")
                }
                None => format!("DIFFERENT: it holds in the table up to heap {HEAP_LIMIT}"),
            };
            let _ = writeln!(
                out,
                "game-core: no closed form and no period ({} is a table): {verdict}.",
                set.core_name()
            );
        }
        (Expected::Unknown, Some(p)) => {
            let mut table = match set {
                MoveSet::Set(s) => grundy::Subtraction::new(s.iter().copied())?,
                _ => grundy::Subtraction::new(set.moves_up_to(n))?,
            };
            let verdict = match first_break(|h| table.grundy(h), p, HEAP_LIMIT)? {
                None => {
                    format!("it holds in grundy::Subtraction's table up to heap {HEAP_LIMIT}: ok")
                }
                Some(h) => format!("DIFFERENT: grundy::Subtraction's table breaks it at heap {h}"),
            };
            let _ = writeln!(out, "No closed form for a set given; {verdict}.");
        }
        (Expected::Unknown, None) => {
            out.push_str("No closed form for a set given: nothing more to check.\n");
        }
    }
    Ok(out)
}

/// The largest heap [`lasker_table`] searches: the game tree of a heap of
/// `x` holds every way to split up to `x` objects into heaps (215 308 for
/// 40, about 2 s in a release build).
pub const LASKER_LIMIT: u64 = 40;

/// The number of ways to split `0..=n` objects into heaps (the partitions
/// of each number up to `n`): the states of Lasker's Nim's game tree from a
/// heap of `n`, for the progress line.
fn partitions_up_to(n: u64) -> u64 {
    // p[k] = the partitions of k, built part size by part size.
    let n = n as usize;
    let mut p = vec![0u64; n + 1];
    p[0] = 1;
    for part in 1..=n {
        for k in part..=n {
            p[k] += p[k - part];
        }
    }
    p.iter().sum()
}

/// Lasker's Nim (HDU 3032): the Grundy value of every heap `0..=n` from the
/// game tree ([`rules::Lasker`] from the heap of `n`) beside
/// [`lasker::grundy`], in rows of four from `x = 1`; the pattern of
/// `SG(x) − x` by `x mod 4`; and the values of the positions of several
/// heaps the tree reaches against the XOR of their heaps'.
///
/// # Errors
/// `n` above [`LASKER_LIMIT`].
pub fn lasker_table(n: u64, progress: Progress<'_>) -> Result<String, TooBig> {
    if n > LASKER_LIMIT {
        return Err(TooBig(format!(
            "the game tree of a heap of {n} is beyond explore's {LASKER_LIMIT} (every way to \
             split up to {n} objects into heaps); lower --size"
        )));
    }
    let state = |x: u64| if x == 0 { vec![] } else { vec![x] };
    let expected = partitions_up_to(n);
    let solution = solve_watched(&rules::Lasker, [state(n)], expected, progress);
    let tree: Vec<i128> = (0..=n)
        .map(|x| {
            i128::from(
                solution
                    .grundy(&state(x))
                    .expect("every heap below the start is reached"),
            )
        })
        .collect();
    let core: Vec<i128> = (0..=n).map(|x| lasker::grundy(x) as i128).collect();

    let mut out = format!(
        "Lasker's Nim (HDU 3032): a move removes objects from one heap, or splits a heap into \
         two non-empty ones; whoever cannot move loses.\n\
         Grundy values of one heap x = 0..={n} (0: the player to move loses).\n\
         Game tree: rules::Lasker from the heap of {n} ({}). Closed form: lasker::grundy.\n\n\
         Rows of four from x = 1: the columns are x ≡ 1, 2, 3, 0 (mod 4).\n",
        count_of(solution.len() as u64, "state", "states")
    );
    out.push_str(&side_by_side(
        &tree,
        &core,
        Period {
            preperiod: 1,
            period: 4,
        },
        ("x", "game tree", "lasker::grundy"),
    ));
    out.push('\n');
    out.push_str(&agreement(&tree, &core, "lasker::grundy"));

    // The pattern: SG(x) − x by x mod 4, for x ≥ 1.
    let _ = writeln!(
        out,
        "\nSG(x) − x by x mod 4, x = 1..={n} (the empty heap, x = 0, has SG 0):"
    );
    out.push_str("  x mod 4   heaps x        game tree   lasker::grundy\n");
    let signed = |d: i128| match d {
        d if d > 0 => format!("+{d}"),
        d if d < 0 => format!("−{}", -d),
        _ => "0".into(),
    };
    let mut pattern = Vec::new();
    for r in [1u64, 2, 3, 0] {
        let xs: Vec<u64> = (1..=n).filter(|x| x % 4 == r).collect();
        if xs.is_empty() {
            continue;
        }
        let diffs = |values: &[i128]| -> Vec<i128> {
            xs.iter()
                .map(|&x| values[x as usize] - i128::from(x))
                .unique()
                .collect()
        };
        let (t, c) = (diffs(&tree), diffs(&core));
        let show = |d: &[i128]| d.iter().map(|&d| signed(d)).join(" or ");
        let heaps = if xs.len() <= 3 {
            xs.iter().join(", ")
        } else {
            format!("{}, {}, …, {}", xs[0], xs[1], xs[xs.len() - 1])
        };
        let _ = writeln!(
            out,
            "  {r:>7}   {heaps:<13} {:>9}   {:>14}   {}",
            show(&t),
            show(&c),
            flag(t == c && t.len() == 1)
        );
        pattern.push((r, t));
    }
    let rule: [(u64, Vec<i128>); 4] = [(1, vec![0]), (2, vec![0]), (3, vec![1]), (0, vec![-1])];
    if pattern[..] == rule[..] {
        out.push_str(
            "So SG(x) = x for x ≡ 1, 2 (mod 4), x + 1 for x ≡ 3 and x − 1 for x ≡ 0: \
             the heaps 4k + 3 and 4k + 4 swap their values.\n",
        );
    }

    // Sums: every position the tree reaches against the XOR of its heaps.
    let several: Vec<&Vec<u64>> = solution.states().iter().filter(|s| s.len() >= 2).collect();
    let bad: Vec<&&Vec<u64>> = several
        .iter()
        .filter(|s| {
            let xor = s.iter().fold(0u128, |x, &h| x ^ lasker::grundy(h));
            u128::from(solution.grundy(s).expect("a state of the solution")) != xor
        })
        .collect();
    if bad.is_empty() {
        let _ = writeln!(
            out,
            "\nSums: on all {} of two or more heaps that the game tree reaches, its value is \
             the XOR of lasker::grundy of the heaps: ok.",
            count_of(several.len() as u64, "position", "positions")
        );
    } else {
        let _ = writeln!(
            out,
            "\nDISAGREEMENT: on {} of {} positions of several heaps the game tree's value is not \
             the XOR of lasker::grundy of the heaps: {:?}",
            bad.len(),
            several.len(),
            bad.iter().take(4).collect::<Vec<_>>()
        );
    }
    Ok(out)
}

/// The largest target `n` the game tree of the multiplication game may
/// search, every `n` from 2: about a second in a release build (6.4
/// million states in all).
pub const MULTIPLICATION_LIMIT: u64 = 20_000;

/// The multiplication game (HDU 1517): the intervals of targets `n` where
/// the first player (Stan) wins, `(18^k, 9·18^k]`, and where the second
/// (Ollie) wins, `(9·18^k, 18^(k+1)]`, up to `u64::MAX`; each interval's
/// ends and the numbers just outside checked with
/// [`multiplication::first_player_wins`](game_core::multiplication::first_player_wins),
/// and every `n` in `2..=solve_to` with the game tree
/// ([`rules::Multiplication`]).
///
/// # Errors
/// `solve_to` above [`MULTIPLICATION_LIMIT`].
pub fn multiplication_table(solve_to: u64, progress: Progress<'_>) -> Result<String, TooBig> {
    use game_core::multiplication::first_player_wins;
    if solve_to > MULTIPLICATION_LIMIT {
        return Err(TooBig(format!(
            "the game tree of every n up to {solve_to} is beyond explore's \
             {MULTIPLICATION_LIMIT}; lower --solve-to"
        )));
    }
    // The intervals (lo, hi, Stan wins), from the rule, clipped to u64.
    let mut intervals = Vec::new();
    let mut power: u128 = 1; // 18^k
    while power < u128::from(u64::MAX) {
        let nine = 9 * power;
        let next = 18 * power;
        let clip = |x: u128| u64::try_from(x).unwrap_or(u64::MAX);
        intervals.push((clip(power + 1), clip(nine), true));
        if nine < u128::from(u64::MAX) {
            intervals.push((clip(nine + 1), clip(next), false));
        }
        power = next;
    }
    // The game tree's verdict on every n up to solve_to.
    let mut tree = Vec::new();
    for n in 2..=solve_to {
        let start = Some(1);
        let solution = game_core::proof::solver::solve(&rules::Multiplication { n }, [start]);
        tree.push(!solution.is_losing(&start));
        progress(n - 1, solve_to - 1);
    }
    progress(solve_to, solve_to);
    let tree_wins = |n: u64| tree.get((n - 2) as usize).copied();

    let mut out = format!(
        "Multiplication game (HDU 1517): p starts at 1; a move multiplies it by 2..=9; whoever \
         first makes p ≥ n wins.\n\
         The rule: Stan (first) wins for n in (18^k, 9·18^k], Ollie for n in (9·18^k, 18^(k+1)].\n\
         Closed form: multiplication::first_player_wins, at each interval's ends and the numbers \
         just outside. Game tree: rules::Multiplication on every n in 2..={solve_to}.\n\n"
    );
    let ends_width = intervals
        .iter()
        .map(|&(lo, hi, _)| format!("{lo}..={hi}").len())
        .max()
        .unwrap_or(0);
    let _ = writeln!(
        out,
        "{:>3}  {:<5}  {:<ends_width$}  {:<24} game tree",
        "k", "wins", "n", "closed form at the ends"
    );
    let mut all_ok = true;
    for (i, &(lo, hi, stan)) in intervals.iter().enumerate() {
        let who = if stan { "Stan" } else { "Ollie" };
        // Inside at both ends, and the other player just outside.
        let mut ends = vec![(lo, stan), (hi, stan), (lo - 1, !stan)];
        if hi < u64::MAX {
            ends.push((hi + 1, !stan));
        }
        let ends: Vec<(u64, bool)> = ends.into_iter().filter(|&(n, _)| n >= 2).collect();
        let closed_ok = ends
            .iter()
            .all(|&(n, want)| first_player_wins(n) == Ok(want));
        let checked: Vec<u64> = (lo..=hi.min(solve_to)).collect();
        let tree_ok = checked
            .iter()
            .all(|&n| tree_wins(n) == Some(stan) && first_player_wins(n) == Ok(stan));
        all_ok &= closed_ok && tree_ok;
        let tree_text = match checked.len() {
            0 => "-".to_string(),
            c if hi <= solve_to => format!("all {c} {}", flag_word(tree_ok)),
            c => format!("n ≤ {solve_to}: {c} {}", flag_word(tree_ok)),
        };
        let _ = writeln!(
            out,
            "{:>3}  {who:<5}  {:<ends_width$}  {:<24} {tree_text}",
            i / 2,
            format!("{lo}..={hi}"),
            flag(closed_ok),
        );
    }
    out.push('\n');
    if all_ok {
        let _ = writeln!(
            out,
            "The intervals cover every n from 2 to {}; the game tree agrees on all {} \
             n in 2..={solve_to}, and the closed form at every end.",
            u64::MAX,
            solve_to - 1
        );
    } else {
        out.push_str("DISAGREEMENT: rows marked DIFFERENT.\n");
    }
    Ok(out)
}

fn flag_word(agree: bool) -> &'static str {
    if agree {
        "agree"
    } else {
        "DIFFERENT"
    }
}
