//! The text views: losing-position tables (solver and closed form side by
//! side), Grundy-value grids, and a position's winning moves.

use std::collections::HashSet;
use std::fmt::Write as _;

use game_core::proof::rules;
use game_core::proof::solver::{Game, Solution};
use game_core::{bash, euclid, poj1740, wythoff};
use itertools::Itertools;

use crate::plane::{solve_watched, Cell, GameKind, Plane, Progress};

/// `φ = (1 + √5) / 2`, for the ratio columns only (the verdicts are exact).
pub const PHI: f64 = 1.618_033_988_749_895;

/// What a table or a solver run could not do, said in one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TooBig(pub String);

impl std::fmt::Display for TooBig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// `n` and the noun, singular or plural: "1 pile", "3 piles".
pub fn count_of(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

fn positions(n: usize) -> String {
    count_of(n as u64, "position", "positions")
}

/// "all 35 positions", or "the only position" (`what`: an adjective).
fn every(n: usize, what: &str) -> String {
    match n {
        1 => format!("the only {what}position"),
        n => format!("all {n} {what}positions"),
    }
}

fn verdict(losing: bool) -> &'static str {
    if losing {
        "losing"
    } else {
        "winning"
    }
}

/// The width of each column of a text table in characters: the widest of
/// its head and its cells.
pub(crate) fn widths<const N: usize>(
    heads: &[impl AsRef<str>; N],
    rows: &[[String; N]],
) -> [usize; N] {
    std::array::from_fn(|i| {
        rows.iter()
            .map(|r| r[i].chars().count())
            .fold(heads[i].as_ref().chars().count(), usize::max)
    })
}

/// The word for whether two sources agree, as every table of `explore`
/// writes it: `ok`, or `DIFFERENT` (which the tests look for).
pub(crate) fn flag(agree: bool) -> &'static str {
    if agree {
        "ok"
    } else {
        "DIFFERENT"
    }
}

/// The losing positions `(a, b)`, `a ≤ b`, of the plane's solved square
/// that the solver or the closed form (or both) call losing, by `b` then
/// `a`. Every such position with `b ≤ solved_to` is listed.
pub fn losing_pairs(plane: &Plane) -> Vec<Cell> {
    let s = plane.solved_to;
    let mut cells: Vec<Cell> = (0..=s)
        .flat_map(|b| (0..=b).map(move |a| (a, b)))
        .map(|(a, b)| plane.cell(a, b))
        .filter(|c| c.closed_form_losing || c.solver_losing() == Some(true))
        .collect();
    cells.sort_by_key(|c| (c.y, c.x));
    cells
}

/// The side of the square that holds the first `count` losing pairs `(a,
/// b)`, `a ≤ b`, with `keep` by the closed form: the least `b` of a square
/// that [`plane_for_table`] solves, known before any search. Or, if it is
/// beyond `limit`, how many that square holds.
///
/// # Complexity
/// `O(b²)` closed-form verdicts.
pub fn table_square(
    game: GameKind,
    count: usize,
    limit: u64,
    keep: impl Fn(&Cell) -> bool,
) -> Result<u64, TooBig> {
    let mut found = 0;
    for b in 0..=limit {
        for a in 0..=b {
            let cell = Cell {
                x: a,
                y: b,
                grundy: None,
                closed_form_losing: game.closed_form_losing(a, b),
            };
            if cell.closed_form_losing && keep(&cell) {
                found += 1;
            }
        }
        if found >= count {
            return Ok(b);
        }
    }
    Err(TooBig(format!(
        "{} need the solver beyond 0..={limit}, which holds {found}; \
         ask for at most {found} or raise --solve-to",
        count_of(count as u64, "losing position", "losing positions")
    )))
}

/// The smallest solved square (doubling from `start`) that holds `count`
/// losing pairs with `keep`, or why it cannot be had within `limit`.
pub fn plane_for_table(
    game: GameKind,
    count: usize,
    start: u64,
    limit: u64,
    keep: impl Fn(&Cell) -> bool,
    progress: Progress<'_>,
) -> Result<Plane, TooBig> {
    let mut size = start.clamp(1, limit.max(1));
    loop {
        let plane = Plane::new(game, size, size, progress);
        if losing_pairs(&plane).iter().filter(|c| keep(c)).count() >= count {
            return Ok(plane);
        }
        if size >= limit {
            return Err(TooBig(format!(
                "{} need the solver beyond 0..={limit}; ask for fewer or raise --solve-to",
                count_of(count as u64, "losing position", "losing positions")
            )));
        }
        size = (size * 2).min(limit);
    }
}

/// One line on whether the solver and the closed form agree on every
/// solved cell of `plane`, listing the first disagreements.
pub fn agreement(plane: &Plane) -> String {
    let bad = plane.disagreements();
    let region = match plane.game {
        GameKind::Bash => format!("r ≤ {s} and 1 ≤ m ≤ {s}", s = plane.solved_to),
        _ => format!("a, b ≤ {}", plane.solved_to),
    };
    if bad.is_empty() {
        return format!(
            "The solver and the closed form agree on all {} with {region}.\n",
            positions(plane.solved_cells())
        );
    }
    let first = bad.iter().take(8).format_with(";", |c, f| {
        f(&format_args!(
            " ({}, {}) solver {}, closed form {}",
            c.x,
            c.y,
            verdict(c.solver_losing() == Some(true)),
            verdict(c.closed_form_losing)
        ))
    });
    format!(
        "DISAGREEMENT: the solver and the closed form differ on {} of {} with {region}:{first}\n",
        bad.len(),
        positions(plane.solved_cells())
    )
}

/// Wythoff: the first `count` losing positions `(a_k, b_k)`, from the
/// solver on a square grid and from [`wythoff::p_position`], side by side,
/// with `b_k − a_k` (which is `k`) and `a_k / k` (which tends to φ).
pub fn wythoff_table(plane: &Plane, count: usize) -> String {
    let pairs: Vec<Cell> = losing_pairs(plane)
        .into_iter()
        .filter(|c| c.solver_losing() == Some(true))
        .collect();
    let mut out = format!(
        "{}: the first {} (a ≤ b; the player to move loses).\n\
         Solver: the game tree of every position with a, b ≤ {}. \
         Closed form: a_k = ⌊k·φ⌋, b_k = a_k + k (φ = {PHI:.6}…).\n\n",
        plane.game.title(),
        count_of(count as u64, "losing position", "losing positions"),
        plane.solved_to
    );
    out.push_str("        solver (game tree)                closed form\n");
    out.push_str("   k   a_k   b_k  b_k−a_k   a_k/k    a_k   b_k\n");
    for k in 0..count {
        let (ca, cb) = wythoff::p_position(k as u64);
        let (sa, sb) = match pairs.get(k) {
            Some(c) => (c.x.to_string(), c.y.to_string()),
            None => ("?".into(), "?".into()),
        };
        let found = pairs.get(k).map(|c| (u128::from(c.x), u128::from(c.y)));
        let diff = pairs.get(k).map_or("?".into(), |c| (c.y - c.x).to_string());
        let ratio = match pairs.get(k) {
            Some(c) if k > 0 => format!("{:.3}", c.x as f64 / k as f64),
            _ => "-".into(),
        };
        let _ = writeln!(
            out,
            "{k:>4} {sa:>5} {sb:>5} {diff:>8} {ratio:>7}  {ca:>5} {cb:>5}   {}",
            flag(found == Some((ca, cb)))
        );
    }
    out.push('\n');
    out.push_str(&agreement(plane));
    out
}

/// Euclid or POJ 1740 (two piles): the first `count` losing positions
/// `a ≤ b` (Euclid: `0 < a`), by `b` then `a`, with the solver's and the
/// closed form's verdicts side by side.
pub fn pairs_table(plane: &Plane, count: usize) -> String {
    let game = plane.game;
    let (rule, keep): (&str, fn(&Cell) -> bool) = match game {
        GameKind::Euclid => (
            "0 < a ≤ b (a 0 ends the game); closed form: euclid::first_player_wins, \
             which loses exactly when a < b < φ·a",
            |c| c.x > 0,
        ),
        _ => (
            "a ≤ b; closed form: poj1740::first_player_wins, \
             which loses exactly when the non-empty piles pair up",
            |_| true,
        ),
    };
    let mut out = format!(
        "{}{}: the first {}, {rule}.\n\
         Solver: the game tree of every position with a, b ≤ {}.\n\n",
        game.title(),
        if game == GameKind::Poj1740 {
            " (two piles)"
        } else {
            ""
        },
        count_of(count as u64, "losing position", "losing positions"),
        plane.solved_to
    );
    out.push_str("    a     b     b/a   solver          closed form\n");
    for c in losing_pairs(plane).iter().filter(|c| keep(c)).take(count) {
        let ratio = if c.x == 0 {
            "-".to_string()
        } else {
            format!("{:.3}", c.y as f64 / c.x as f64)
        };
        let solver = match c.grundy {
            Some(g) => format!("{} (G={g})", verdict(g == 0)),
            None => "?".into(),
        };
        let _ = writeln!(
            out,
            "{:>5} {:>5} {ratio:>7}   {solver:<15} {:<8}  {}",
            c.x,
            c.y,
            verdict(c.closed_form_losing),
            flag(!c.disagrees())
        );
    }
    out.push('\n');
    out.push_str(&agreement(plane));
    out
}

/// Bash with steps `1..=m`: the first `count` losing states `r` (what the
/// sum still lacks), from the solver and from [`bash::first_player_wins`].
pub fn bash_table(m: u64, count: usize, progress: Progress<'_>) -> Result<String, TooBig> {
    let period = m.checked_add(1).filter(|_| m >= 1);
    let Some(period) = period else {
        return Err(TooBig("--m must be at least 1".into()));
    };
    let top = period
        .checked_mul(count as u64 + 1)
        .filter(|&top| top.saturating_mul(m.min(top)) <= 20_000_000)
        .ok_or_else(|| {
            TooBig(format!(
                "{count} losing states with steps 1..={m} need the game tree beyond r = {count}×{period}, \
                 too large; use a smaller -m or --count"
            ))
        })?;
    let solution = solve_watched(&rules::Bash { m }, [top], top + 1, progress);
    let mut out = format!(
        "{}, steps 1..={m}: the first {} r (the sum still lacks r to reach n; \
         the player to move loses).\nSolver: the game tree from r = {top}. \
         Closed form: bash::first_player_wins(r, m), which loses exactly when (m + 1) | r.\n\n",
        GameKind::Bash.title(),
        count_of(count as u64, "losing state", "losing states")
    );
    out.push_str("     r  r mod (m+1)  solver          closed form\n");
    let mut all_agree = true;
    let mut rows = 0;
    for r in 0..=top {
        let g = solution.grundy(&r).expect("every r ≤ top is reachable");
        let closed = !bash::first_player_wins(r, m);
        all_agree &= closed == (g == 0);
        if (g == 0 || closed) && rows < count {
            rows += 1;
            let _ = writeln!(
                out,
                "{r:>6} {:>12}  {:<15} {:<8}  {}",
                r % period,
                format!("{} (G={g})", verdict(g == 0)),
                verdict(closed),
                flag(closed == (g == 0))
            );
        }
    }
    out.push('\n');
    if all_agree {
        let _ = writeln!(
            out,
            "The solver and the closed form agree on all {} states 0..={top}.",
            top + 1
        );
    } else {
        out.push_str(
            "DISAGREEMENT: the solver and the closed form differ (rows marked DIFFERENT).\n",
        );
    }
    Ok(out)
}

/// POJ 1740 with `piles` piles of at most `max` stones each: every losing
/// position (sorted piles, zeros kept), up to `count` rows, from the solver
/// and from [`poj1740::first_player_wins`].
pub fn poj1740_piles_table(
    piles: usize,
    max: u64,
    count: usize,
    progress: Progress<'_>,
) -> Result<String, TooBig> {
    if piles == 0 || piles > 6 || max > 12 || max * piles as u64 > 24 {
        return Err(TooBig(
            "POJ 1740 tables take 1..=6 piles of at most 12 stones and 24 stones in all \
             (the game tree grows fast)"
                .into(),
        ));
    }
    let mut starts = Vec::new();
    let mut pile = vec![0u64; piles];
    loop {
        starts.push(pile.clone());
        // Next non-decreasing tuple over 0..=max.
        let Some(i) = pile.iter().rposition(|&p| p < max) else {
            break;
        };
        let v = pile[i] + 1;
        for p in &mut pile[i..] {
            *p = v;
        }
    }
    let solution: Solution<Vec<u64>> = solve_watched(
        &rules::Poj1740,
        starts.clone(),
        starts.len() as u64 * 4,
        progress,
    );
    let mut out = format!(
        "POJ 1740, {} of 0..={max} stones: the losing positions (sorted piles; \
         the player to move loses).\nSolver: the game tree of {}. \
         Closed form: poj1740::first_player_wins, which loses exactly when the non-empty \
         piles pair up.\n\n",
        count_of(piles as u64, "pile", "piles"),
        every(starts.len(), "such ")
    );
    out.push_str("  piles                 solver          closed form\n");
    let mut disagree = 0;
    let mut rows = 0;
    for s in &starts {
        let g = solution.grundy(s).expect("every start is solved");
        let closed = !poj1740::first_player_wins(&mut s.clone());
        if closed != (g == 0) {
            disagree += 1;
        }
        if (g == 0 || closed) && rows < count {
            rows += 1;
            let _ = writeln!(
                out,
                "  {:<21} {:<15} {:<8}  {}",
                format!("{s:?}"),
                format!("{} (G={g})", verdict(g == 0)),
                verdict(closed),
                flag(closed == (g == 0))
            );
        }
    }
    out.push('\n');
    if disagree == 0 {
        let _ = writeln!(
            out,
            "The solver and the closed form agree on {}.",
            every(starts.len(), "")
        );
    } else {
        let _ = writeln!(
            out,
            "DISAGREEMENT: the solver and the closed form differ on {disagree} of {}.",
            positions(starts.len())
        );
    }
    Ok(out)
}

/// The Grundy values of every cell of a fully solved `plane`, one row per
/// `y` (top to bottom); a `!` marks a cell where the closed form disagrees.
pub fn grundy_grid(plane: &Plane) -> String {
    let (xn, yn) = plane.game.axes();
    let width = plane
        .cells()
        .map(|c| c.grundy.map_or(1, |g| g.to_string().len()))
        .max()
        .unwrap_or(1)
        .max(plane.size.to_string().len());
    let mut out = format!(
        "{}: Grundy values from the solver (0 = the player to move loses).\n\
         Rows: {yn}; columns: {xn}.\n\n",
        plane.game.title()
    );
    let columns = (0..=plane.size).format_with("  ", |x, f| f(&format_args!("{x:>width$}")));
    let _ = writeln!(out, "{:>width$} | {columns}", "");
    let _ = writeln!(
        out,
        "{}-+{}",
        "-".repeat(width),
        "-".repeat((width + 2) * (plane.size as usize + 1))
    );
    for y in plane.game.y_min()..=plane.size {
        let cells = plane.row(y).format_with("", |c, f| {
            let value = c.grundy.map_or("?".to_string(), |g| g.to_string());
            let mark = if c.disagrees() { '!' } else { ' ' };
            f(&format_args!(" {value:>width$}{mark}"))
        });
        let line = format!("{y:>width$} |{cells}");
        // No trailing blanks.
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out.push('\n');
    out.push_str(&agreement(plane));
    out
}

/// The Wythoff move `from → to` as [`wythoff::winning_moves`] names it.
fn wythoff_move(from: &[u64], to: &[u64]) -> wythoff::Move {
    let (a, b) = (from[0], from[1]);
    let kind = if a - to[0] == b - to[1] {
        wythoff::MoveKind::Both
    } else if a == b || (to[0] == a) == (a < b) {
        // Equal piles: either is "the larger". Else the smaller stayed.
        wythoff::MoveKind::Larger
    } else {
        wythoff::MoveKind::Smaller
    };
    wythoff::Move {
        kind,
        x: to[0].min(to[1]),
        y: to[0].max(to[1]),
    }
}

/// How `from → to` is played, in words.
fn describe(game: GameKind, from: &[u64], to: &[u64], m: u64) -> String {
    match game {
        GameKind::Wythoff => {
            let (da, db) = (from[0] - to[0], from[1] - to[1]);
            match (da, db) {
                (0, t) => format!("take {t} from the second pile"),
                (t, 0) => format!("take {t} from the first pile"),
                (t, _) => format!("take {t} from both piles"),
            }
        }
        GameKind::Euclid => {
            if from[0] != to[0] {
                format!(
                    "subtract {}×{} from {}",
                    (from[0] - to[0]) / from[1],
                    from[1],
                    from[0]
                )
            } else {
                format!(
                    "subtract {}×{} from {}",
                    (from[1] - to[1]) / from[0],
                    from[0],
                    from[1]
                )
            }
        }
        GameKind::Bash => {
            if to[0] == 0 {
                format!("add {} (reach n)", from[0].min(m))
            } else {
                format!("add {}", from[0] - to[0])
            }
        }
        GameKind::Poj1740 => {
            let removed = from.iter().sum::<u64>() - to.iter().sum::<u64>();
            format!("remove {removed}, spread the rest")
        }
    }
}

fn show(game: GameKind, state: &[u64]) -> String {
    match game {
        GameKind::Bash => format!("r = {}", state[0]),
        GameKind::Poj1740 => format!("{state:?}"),
        _ => format!("({}, {})", state[0], state[1]),
    }
}

fn closed_losing(game: GameKind, state: &[u64], m: u64) -> bool {
    match game {
        GameKind::Wythoff => wythoff::is_losing(state[0], state[1]),
        GameKind::Euclid => !euclid::first_player_wins(state[0], state[1]),
        GameKind::Bash => !bash::first_player_wins(state[0], m),
        GameKind::Poj1740 => !poj1740::first_player_wins(&mut state.to_vec()),
    }
}

/// The largest position `--at` solves with the game tree; beyond it only
/// the closed form answers.
fn solvable(game: GameKind, state: &[u64], m: u64) -> bool {
    match game {
        GameKind::Wythoff => state[0].max(state[1]) <= 150,
        GameKind::Euclid => state[0].max(state[1]) <= 1_000_000,
        GameKind::Bash => state[0].saturating_mul(m.min(state[0])) <= 20_000_000,
        GameKind::Poj1740 => state.len() <= 6 && state.iter().sum::<u64>() <= 16,
    }
}

/// What the solver says about one position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Its Grundy value (0: the player to move loses).
    pub grundy: u32,
    /// How many different positions one move leads to.
    pub moves: usize,
    /// The positions its winning moves lead to, in the rules' order (each
    /// as [`explain`] takes positions: two numbers, Bash's `r`, or piles).
    pub winning: Vec<Vec<u64>>,
}

/// The solver's [`Outcome`] for `state` (`m`: Bash's step limit), or
/// `None` if the position is too large for the game tree.
pub fn solve_position(
    game: GameKind,
    state: &[u64],
    m: u64,
    progress: Progress<'_>,
) -> Option<Outcome> {
    if !solvable(game, state, m) {
        return None;
    }
    Some(match game {
        GameKind::Wythoff => outcome(
            &rules::Wythoff,
            (state[0], state[1]),
            progress,
            |&(a, b)| vec![a, b],
        ),
        GameKind::Euclid => outcome(&rules::Euclid, (state[0], state[1]), progress, |&(a, b)| {
            vec![a, b]
        }),
        GameKind::Bash => outcome(&rules::Bash { m }, state[0], progress, |&r| vec![r]),
        GameKind::Poj1740 => {
            let mut s = state.to_vec();
            s.sort_unstable();
            outcome(&rules::Poj1740, s, progress, Vec::clone)
        }
    })
}

fn outcome<G: Game>(
    game: &G,
    start: G::State,
    progress: Progress<'_>,
    show: impl Fn(&G::State) -> Vec<u64>,
) -> Outcome {
    let sol = solve_watched(game, [start.clone()], 0, progress);
    let grundy = sol.grundy(&start).expect("the start is solved");
    let moves = sol.moves(&start).expect("the start is solved").count();
    let wins = sol.winning_moves(&start).expect("the start is solved");
    Outcome {
        grundy,
        moves,
        winning: wins.into_iter().map(show).collect(),
    }
}

/// Who wins from `state` and every winning move, each with the position it
/// leads to and why that position is losing (the solver's Grundy value 0
/// and the closed form's verdict). `m` is Bash's step limit.
pub fn explain(game: GameKind, state: &[u64], m: u64, progress: Progress<'_>) -> String {
    let closed = closed_losing(game, state, m);
    let mut out = format!("{} at {}", game.title(), show(game, state));
    if game == GameKind::Bash {
        let _ = write!(out, ", steps 1..={m}");
    }
    out.push_str(":\n");
    let Some(found) = solve_position(game, state, m, progress) else {
        let _ = writeln!(
            out,
            "  closed form: the player to move {} (too large for the game tree; solver skipped).",
            if closed { "loses" } else { "wins" }
        );
        if game == GameKind::Wythoff && !closed {
            out.push_str("  Winning moves (closed form, wythoff::winning_moves):\n");
            let (small, large) = (state[0].min(state[1]), state[0].max(state[1]));
            for mv in wythoff::winning_moves(state[0], state[1]).iter() {
                let what = match mv.kind {
                    wythoff::MoveKind::Both => format!("take {} from both piles", small - mv.x),
                    wythoff::MoveKind::Larger => {
                        // The smaller pile stays; the larger becomes the other one.
                        let left = if mv.x == small { mv.y } else { mv.x };
                        format!("take {} from the larger pile", large - left)
                    }
                    wythoff::MoveKind::Smaller => {
                        format!("take {} from the smaller pile", small - mv.x)
                    }
                };
                let _ = writeln!(out, "    {what:<34} -> ({}, {})  losing", mv.x, mv.y);
            }
        }
        return out;
    };
    let Outcome {
        grundy,
        moves,
        winning: targets,
    } = found;
    let _ = writeln!(
        out,
        "  solver: Grundy value {grundy}, the player to move {}; closed form: {}  {}",
        if grundy == 0 { "loses" } else { "wins" },
        if closed { "loses" } else { "wins" },
        flag(closed == (grundy == 0))
    );
    if moves == 0 {
        out.push_str("  No move at all: the game is over, and the player to move has lost.\n");
        return out;
    }
    if targets.is_empty() {
        let each = if moves == 1 {
            "its only move leads".to_string()
        } else {
            format!("each of its {moves} moves leads")
        };
        let _ = writeln!(
            out,
            "  No winning move: {each} to a winning position for the opponent."
        );
        return out;
    }
    let _ = writeln!(out, "  Winning moves ({}):", targets.len());
    for to in &targets {
        let closed_to = closed_losing(game, to, m);
        let _ = writeln!(
            out,
            "    {:<34} -> {:<12} losing: solver Grundy 0, closed form {}  {}",
            describe(game, state, to, m),
            show(game, to),
            verdict(closed_to),
            flag(closed_to)
        );
    }
    if game == GameKind::Wythoff {
        // The closed form's own list, printed in its order (HDU 2177's),
        // compared with the solver's moves as sets of moves: the same
        // position can be reached two ways, from (2, 3) by taking 1 from
        // both piles or 2 from the larger, and the closed form lists both.
        let from_formula = wythoff::winning_moves(state[0], state[1]);
        let formula: HashSet<wythoff::Move> = from_formula.iter().copied().collect();
        let solver: HashSet<wythoff::Move> =
            targets.iter().map(|to| wythoff_move(state, to)).collect();
        let _ = writeln!(
            out,
            "  wythoff::winning_moves gives [{}]  {}",
            from_formula
                .iter()
                .format_with(", ", |m, f| f(&format_args!("({}, {})", m.x, m.y))),
            flag(formula == solver && formula.len() == from_formula.len())
        );
    }
    out
}
