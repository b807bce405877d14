//! Take-and-break games by their octal codes: the sweep of every code of
//! up to three digits (the table Flammenkamp keeps), the long games proved
//! by name and compared with the literature, and Grundy's game with its
//! losing heaps.
//!
//! Every value comes from game-core's engine ([`Sequence`], the
//! sparse-space method) and every period from its Guy–Smith proofs
//! ([`analyse`]); the first values of every game are checked against the
//! game tree ([`take_break`]'s rules, move by move), and a disagreement is
//! flagged on the game's line. The long runs report the heap they have
//! reached as a [`Status`], which [`Bar`] draws.

use std::fmt::Write as _;
use std::io::Write;
use std::time::{Duration, Instant};

use game_core::octal::{
    analyse, grundy_game, Code, Limits, Named, Report, Rules, Sequence, Verdict, NAMED,
};
use game_core::proof::solver::solve;
use game_core::proof::take_break::{GrundyGame, Octal};

/// The heaps `0..=SWEEP_TREE` of every code of the sweep are checked
/// against the game tree (a few thousand states each: the sweep's 1022
/// trees take about a second).
pub const SWEEP_TREE: u64 = 16;

/// The heaps `0..=GAME_TREE` of one game are checked against the game
/// tree (about 40 000 states, a fraction of a second).
pub const GAME_TREE: u64 = 28;

/// Grundy's game is checked against the plain method (every split of
/// every heap, O(n²)) up to this heap: about 10^8 splits, a second.
pub const GRUNDY_PLAIN: u64 = 20_000;

/// How many values [`game_text`] shows.
const SHOWN: u64 = 96;

/// Where a long run is, for the progress bar: the game it computes, its
/// place among the run's games, and the heap reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Status<'a> {
    /// The game: its code, or `grundy`.
    pub game: &'a str,
    /// Its place among the games of the run, from 1.
    pub index: usize,
    /// The number of games in the run.
    pub games: usize,
    /// The largest heap whose value is known.
    pub heap: u64,
    /// The largest heap the run may compute for this game.
    pub max_heap: u64,
}

/// The cells of the bar.
const BAR_CELLS: u64 = 24;

/// The progress line of `status`: the game (and its place, in a run of
/// several), a bar of the heaps reached out of the most allowed, and the
/// heap.
///
/// ```
/// use explore::octal::{status_line, Status};
/// let s = Status { game: "0.354", index: 1, games: 1, heap: 16_777_216, max_heap: 33_554_432 };
/// assert_eq!(
///     status_line(&s),
///     "0.354 ▕████████████░░░░░░░░░░░░▏ heap 16777216 of 33554432"
/// );
/// let s = Status { game: "4.37", index: 600, games: 1022, heap: 0, max_heap: 131_071 };
/// assert!(status_line(&s).starts_with("game 600 of 1022, 4.37 ▕░"));
/// ```
pub fn status_line(status: &Status<'_>) -> String {
    let full = (status.heap.min(status.max_heap) as u128 * BAR_CELLS as u128)
        / status.max_heap.max(1) as u128;
    let full = full as usize;
    let bar = format!(
        "▕{}{}▏",
        "█".repeat(full),
        "░".repeat(BAR_CELLS as usize - full)
    );
    let place = if status.games > 1 {
        format!("game {} of {}, ", status.index, status.games)
    } else {
        String::new()
    };
    format!(
        "{place}{} {bar} heap {} of {}",
        status.game, status.heap, status.max_heap
    )
}

/// A progress bar on one line of a terminal: [`Bar::show`] redraws it in
/// place (`\r`), at most every `every` and not before `delay` has passed
/// since the bar was made (a short run shows nothing); [`Bar::clear`]
/// erases it, before a line of output and at the end. Write errors are
/// ignored: the bar is only a help.
///
/// ```
/// use explore::octal::{status_line, Bar, Status};
/// use std::time::Duration;
/// let mut bar = Bar::new(Vec::new(), Duration::ZERO, Duration::ZERO);
/// let status = Status { game: "0.6", index: 1, games: 1, heap: 65_535, max_heap: 131_071 };
/// bar.show(&status);
/// bar.clear();
/// let text = String::from_utf8(bar.into_inner()).unwrap();
/// let line = status_line(&status);
/// let blank = " ".repeat(line.chars().count());
/// assert_eq!(text, format!("\r{line}\r{blank}\r"));
/// ```
#[derive(Debug)]
pub struct Bar<W: Write> {
    out: W,
    start: Instant,
    delay: Duration,
    every: Duration,
    /// How many characters the bar on the screen takes; `None` if it is
    /// not on the screen.
    drawn: Option<usize>,
    /// When it was last drawn, even if cleared since.
    last: Option<Instant>,
}

impl<W: Write> Bar<W> {
    /// A bar drawn on `out`, first after `delay`, then at most every
    /// `every`.
    pub fn new(out: W, delay: Duration, every: Duration) -> Self {
        Bar {
            out,
            start: Instant::now(),
            delay,
            every,
            drawn: None,
            last: None,
        }
    }

    /// Draws `status` in place of the bar, if it is time.
    pub fn show(&mut self, status: &Status<'_>) {
        let now = Instant::now();
        if now.duration_since(self.start) < self.delay
            || self
                .last
                .is_some_and(|t| now.duration_since(t) < self.every)
        {
            return;
        }
        let line = status_line(status);
        let width = line.chars().count();
        // Pad over a longer line drawn before.
        let pad = self.drawn.map_or(0, |w| w.saturating_sub(width));
        let _ = write!(self.out, "\r{line}{:pad$}", "");
        let _ = self.out.flush();
        self.drawn = Some(width + pad);
        self.last = Some(now);
    }

    /// Erases the bar, if it is drawn.
    pub fn clear(&mut self) {
        if let Some(width) = self.drawn.take() {
            let _ = write!(self.out, "\r{:width$}\r", "");
            let _ = self.out.flush();
        }
    }

    /// The writer, the bar left as it is.
    pub fn into_inner(self) -> W {
        self.out
    }
}

/// The values of heaps `0..=n` of `rules` from the game tree of the rules
/// as stated ([`Octal`] reads the code's digits as moves, [`GrundyGame`]
/// splits a heap into unequal parts), never from the engine.
///
/// ```
/// use explore::octal::tree_values;
/// use game_core::octal::Rules;
/// assert_eq!(tree_values(&Rules::parse("0.77")?, 8), [0, 1, 2, 3, 1, 4, 3, 2, 1]);
/// assert_eq!(tree_values(&Rules::Grundy, 8), [0, 0, 0, 1, 0, 2, 1, 0, 2]);
/// # Ok::<(), String>(())
/// ```
pub fn tree_values(rules: &Rules, n: u64) -> Vec<u32> {
    match rules {
        Rules::Octal(code) => {
            let game = Octal {
                digits: code.digits().to_vec(),
            };
            let state = |h: u64| if h == 0 { vec![] } else { vec![h] };
            let tree = solve(&game, (0..=n).map(state));
            (0..=n)
                .map(|h| tree.grundy(&state(h)).unwrap_or(0))
                .collect()
        }
        Rules::Grundy => {
            // The state keeps the heaps that can still be split.
            let state = |h: u64| if h < 3 { vec![] } else { vec![h] };
            let tree = solve(&GrundyGame, (0..=n).map(state));
            (0..=n)
                .map(|h| tree.grundy(&state(h)).unwrap_or(0))
                .collect()
        }
    }
}

/// The heaps `0..=n` where the engine's values differ from `expected`.
fn differences(seq: &Sequence, expected: &[u32]) -> Vec<u64> {
    (0..expected.len() as u64)
        .filter(|&h| seq.get(h) != Some(expected[h as usize]))
        .collect()
}

/// `heaps 3, 5 and 9` (at most ten named).
fn heaps_list(heaps: &[u64]) -> String {
    let shown: Vec<String> = heaps.iter().take(10).map(u64::to_string).collect();
    let more = heaps.len().saturating_sub(10);
    let mut text = format!(
        "heap{} {}",
        if heaps.len() == 1 { "" } else { "s" },
        shown.join(", ")
    );
    if more > 0 {
        let _ = write!(text, " and {more} more");
    }
    text
}

/// The game-tree check of the engine's first values, in words: `""` when
/// they agree, else `"  DISAGREES with the game tree at heaps …"`.
fn tree_flag(rules: &Rules, tree_heaps: u64) -> Result<String, String> {
    let mut seq = Sequence::new(rules.clone());
    seq.compute(tree_heaps)?;
    let bad = differences(&seq, &tree_values(rules, tree_heaps));
    Ok(if bad.is_empty() {
        String::new()
    } else {
        format!("  DISAGREES with the game tree at {}", heaps_list(&bad))
    })
}

/// The moves of `code` in the words of the game: `take 1 leaving one heap
/// or two; take 2 leaving none` (none: the heap had exactly that many).
///
/// ```
/// use explore::octal::moves_text;
/// use game_core::octal::Code;
/// assert_eq!(
///     moves_text(&Code::parse("0.137")?),
///     "take 1 token if it is the whole heap; take 2 leaving none or one heap; \
///      take 3 leaving none, one heap or two"
/// );
/// assert_eq!(moves_text(&Code::parse("4.3")?), "split a heap in two; take 1 leaving none or one heap");
/// # Ok::<(), String>(())
/// ```
pub fn moves_text(code: &Code) -> String {
    let mut parts = Vec::new();
    for (k, &d) in code.digits().iter().enumerate() {
        if d == 0 {
            continue;
        }
        if k == 0 {
            parts.push("split a heap in two".to_string());
            continue;
        }
        let tokens = if k == 1 { "token" } else { "tokens" };
        let part = match d {
            1 => format!("take {k} {tokens} if it is the whole heap"),
            _ => {
                let mut leaves = Vec::new();
                if d & 1 != 0 {
                    leaves.push("none");
                }
                if d & 2 != 0 {
                    leaves.push("one heap");
                }
                if d & 4 != 0 {
                    leaves.push("two");
                }
                let leaves = match leaves.as_slice() {
                    [one] if *one == "two" => "two heaps".to_string(),
                    [one] => one.to_string(),
                    [a, b] => format!("{a} or {b}"),
                    _ => format!("{}, {} or {}", leaves[0], leaves[1], leaves[2]),
                };
                format!("take {k} leaving {leaves}")
            }
        };
        parts.push(part);
    }
    if parts.is_empty() {
        "no move".to_string()
    } else {
        parts.join("; ")
    }
}

/// The sweep's opening lines: what it covers, its limits, and how a move
/// reads.
pub fn sweep_header(limits: Limits, games: usize) -> String {
    let work = if limits.max_work == u64::MAX {
        String::new()
    } else {
        format!(" or {} steps (splits and moves looked at)", limits.max_work)
    };
    format!(
        "Every octal game 0.d1, 0.d1d2, 0.d1d2d3, 4.d1, 4.d1d2, 4.d1d2d3 with a non-zero last \
         digit ({games} games). A move takes k tokens from one heap, where the digit d_k is not \
         0, and leaves of it what the digit allows: nothing (1), one heap (2), two heaps (4); \
         4. splits a heap without taking. Each game's values are computed up to heap {}{work}; \
         its period and preperiod are those the Guy–Smith theorem proves from them, or none is \
         proved up to the last heap computed. The values of heaps 0..={SWEEP_TREE} are checked \
         against the game tree.\n\n",
        limits.max_heap
    )
}

/// One line of the sweep: the game's [`Report`], flagged if its first
/// values disagree with the game tree.
#[derive(Debug, Clone)]
pub struct SweepLine {
    /// What [`analyse`] found.
    pub report: Report,
    /// `""`, or the disagreement with the game tree.
    pub flag: String,
}

impl SweepLine {
    /// The line, ended by `\n`.
    pub fn text(&self) -> String {
        format!("{}{}\n", self.report, self.flag)
    }
}

/// The sweep's line for `code`: its values computed to `limits` and its
/// period proved or not, `progress` called with the heap reached (every
/// 65536 heaps).
///
/// # Errors
/// A limit above the engine's (game-core's message).
pub fn sweep_line(
    code: &Code,
    limits: Limits,
    progress: &mut dyn FnMut(u64),
) -> Result<SweepLine, String> {
    let rules = Rules::Octal(code.clone());
    let report = analyse(rules.clone(), limits, progress)?;
    let flag = tree_flag(&rules, SWEEP_TREE)?;
    Ok(SweepLine { report, flag })
}

/// The sweep's last line: how many games were proved, how many not, and
/// the game-tree check.
pub fn sweep_summary(lines: &[SweepLine]) -> String {
    let proved = lines
        .iter()
        .filter(|l| matches!(l.report.verdict, Verdict::Periodic { .. }))
        .count();
    let bad = lines.iter().filter(|l| !l.flag.is_empty()).count();
    let check = if bad == 0 {
        format!("every game's heaps 0..={SWEEP_TREE} agree with the game tree")
    } else {
        format!("{bad} games DISAGREE with the game tree")
    };
    format!(
        "\n{} games: {proved} with a period proved, {} with none proved within the limits; {check}.\n",
        lines.len(),
        lines.len() - proved
    )
}

/// The named game of `code`, if it is one of [`NAMED`].
pub fn named(code: &Code) -> Option<&'static Named> {
    NAMED
        .iter()
        .find(|n| Code::parse(n.code).is_ok_and(|c| c == *code))
}

/// What `report` says against the published period of `named`.
///
/// ```
/// use explore::octal::named_check;
/// use game_core::octal::{analyse, Limits, Rules, NAMED};
/// let kayles = &NAMED[0];
/// let report = analyse(Rules::parse(kayles.code)?, Limits::heaps(1000), &mut |_| {})?;
/// assert_eq!(
///     named_check(kayles, &report),
///     "published: period 12 preperiod 71 (Guy and Smith 1956; Winning Ways ch. 4 \
///      (last exception at 70)): agrees"
/// );
/// # Ok::<(), String>(())
/// ```
pub fn named_check(named: &Named, report: &Report) -> String {
    let published = format!(
        "published: period {} preperiod {} ({})",
        named.period, named.preperiod, named.source
    );
    let verdict = match report.verdict {
        Verdict::Periodic { period, .. }
            if period.period as u64 == named.period
                && period.preperiod as u64 == named.preperiod =>
        {
            "agrees".to_string()
        }
        Verdict::Periodic { .. } => "DIFFERS from the period proved".to_string(),
        _ => format!(
            "not proved here up to heap {}",
            report.heaps.saturating_sub(1)
        ),
    };
    format!("{published}: {verdict}")
}

/// The line of the named game `named` in `explore octal --named`.
pub fn named_line(named: &Named, report: &Report, flag: &str) -> String {
    let title = if named.name == named.code {
        named.code.to_string()
    } else {
        format!("{} {}", named.name, named.code)
    };
    format!(
        "{title}{flag}\n  {report}\n  {}\n",
        named_check(named, report)
    )
}

/// The opening of `explore octal --named`.
pub fn named_header(limits: Limits) -> String {
    format!(
        "The octal games proved by name: Kayles, Dawson's Chess and Dawson's Kayles, and the \
         hard cases 0.16, 0.56, 0.127, 0.376 and 0.354. Each is computed until the Guy–Smith \
         theorem proves its period (at most heap {}), then compared with the period and \
         preperiod published; heaps 0..={GAME_TREE} are checked against the game tree.\n\n",
        limits.max_heap
    )
}

/// The games of [`NAMED`], with their rules.
pub fn named_games() -> Vec<(&'static Named, Rules)> {
    NAMED
        .iter()
        .filter_map(|n| Some((n, Rules::parse(n.code).ok()?)))
        .collect()
}

/// The game-tree flag of a game's first `GAME_TREE` heaps (see
/// [`tree_flag`]).
pub fn game_tree_flag(rules: &Rules) -> Result<String, String> {
    tree_flag(rules, GAME_TREE)
}

/// `explore octal CODE`: the game's moves, its first values (in rows of
/// a multiple of its period when that is at most 16, else of 12), checked against the
/// game tree, what [`analyse`] proved, and the published period if the
/// game is named.
///
/// # Errors
/// A limit above the engine's.
pub fn game_text(code: &Code, report: &Report) -> Result<String, String> {
    let rules = Rules::Octal(code.clone());
    let mut seq = Sequence::new(rules.clone());
    let shown = SHOWN.min(report.heaps.saturating_sub(1)).max(GAME_TREE);
    seq.compute(shown)?;
    let tree = tree_values(&rules, GAME_TREE);
    let bad = differences(&seq, &tree);
    let name = named(code).map_or(String::new(), |n| format!(" ({})", n.name));
    let mut text = format!("{code}{name}: {}.\n\n", moves_text(code));
    let row = match report.verdict {
        Verdict::Periodic { period, .. } if period.period <= 16 => {
            16 / period.period * period.period
        }
        _ => 12,
    } as u64;
    let _ = writeln!(text, "The values G(0..={shown}), {row} a row:");
    let width = (0..=shown)
        .filter_map(|h| seq.get(h))
        .max()
        .unwrap_or(0)
        .to_string()
        .len();
    let mut heap = 0;
    while heap <= shown {
        let end = (heap + row - 1).min(shown);
        let values: Vec<String> = (heap..=end)
            .map(|h| format!("{:>width$}", seq.get(h).unwrap_or(0)))
            .collect();
        let _ = writeln!(text, "{heap:>5}: {}", values.join(" "));
        heap += row;
    }
    if bad.is_empty() {
        let _ = writeln!(
            text,
            "Heaps 0..={GAME_TREE} agree with the game tree of the moves."
        );
    } else {
        let _ = writeln!(
            text,
            "Heaps 0..={GAME_TREE}: DISAGREE with the game tree at {}.",
            heaps_list(&bad)
        );
    }
    let _ = writeln!(text, "\n{report}");
    if let Some(n) = named(code) {
        let _ = writeln!(text, "{}", named_check(n, report));
    }
    Ok(text)
}

/// `explore octal grundy`: Grundy's game computed to a heap, its losing
/// heaps, its largest value and its rare heaps, checked against the game
/// tree, against the plain method (every split of every heap) and against
/// CSES 2207's table.
///
/// # Errors
/// A heap above the engine's limit.
pub fn grundy_text(seq: &Sequence) -> Result<String, String> {
    let last = seq.len().saturating_sub(1);
    let mut text = format!(
        "Grundy's game: a move splits one heap into two non-empty heaps of different sizes; \
         whoever cannot move loses. Heaps 0..={last}, by the sparse-space method.\n\n"
    );
    let zeros = seq.zeros();
    let shown: Vec<String> = zeros.iter().map(u64::to_string).collect();
    let _ = writeln!(
        text,
        "The losing heaps (G = 0), {} of them: {}.",
        zeros.len(),
        shown.join(" ")
    );
    if let Some(&z) = zeros.last() {
        let _ = writeln!(text, "None after heap {z} up to heap {last}.");
    }
    let rare = seq.rare_heaps();
    match seq.mask() {
        Some(mask) => {
            let _ = writeln!(
                text,
                "The largest value: {}. Rare heaps (an {} number of ones in the value AND \
                 {:x}{}): {}, the last at heap {}.",
                seq.max_value(),
                if mask.odd { "odd" } else { "even" },
                mask.values,
                if mask.position {
                    ", plus one for an odd heap"
                } else {
                    ""
                },
                rare.len(),
                rare.last().map_or("none".to_string(), |h| h.to_string())
            );
        }
        None => {
            let _ = writeln!(
                text,
                "The largest value: {}. No sparse mask: every split was scanned.",
                seq.max_value()
            );
        }
    }
    let _ = writeln!(
        text,
        "No periodicity theorem applies to Grundy's game (see game_core::octal)."
    );
    text.push('\n');
    let tree = tree_values(&Rules::Grundy, GAME_TREE.min(last));
    let bad = differences(seq, &tree);
    let _ = writeln!(
        text,
        "Heaps 0..={}: {}.",
        GAME_TREE.min(last),
        if bad.is_empty() {
            "agree with the game tree".to_string()
        } else {
            format!("DISAGREE with the game tree at {}", heaps_list(&bad))
        }
    );
    let plain_heaps = GRUNDY_PLAIN.min(last);
    let mut plain = Sequence::with_mask(Rules::Grundy, None);
    plain.compute(plain_heaps)?;
    let plain: Vec<u32> = plain.values();
    let bad = differences(seq, &plain);
    let _ = writeln!(
        text,
        "Heaps 0..={plain_heaps}: {}.",
        if bad.is_empty() {
            "agree with the plain method (every split of every heap)".to_string()
        } else {
            format!("DISAGREE with the plain method at {}", heaps_list(&bad))
        }
    );
    if last >= grundy_game::LIMIT {
        let computed: Vec<u64> = zeros
            .iter()
            .copied()
            .filter(|&z| (1..=grundy_game::LIMIT).contains(&z))
            .collect();
        let table: Vec<u64> = grundy_game::LOSING.iter().map(|&z| u64::from(z)).collect();
        let _ = writeln!(
            text,
            "CSES 2207's table (game_core::octal::grundy_game::LOSING, {} heaps up to {}): {}.",
            table.len(),
            grundy_game::LIMIT,
            if computed == table {
                "agrees"
            } else {
                "DIFFERS"
            }
        );
    }
    Ok(text)
}
