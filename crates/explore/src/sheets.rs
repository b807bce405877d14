//! The Cutting Game's sheets (POJ 2311): the Grundy value of every W × H
//! sheet from game-core's table ([`cutting::Table`]), beside the game
//! tree's verdict ([`rules::Cutting`], the game as stated) on the small
//! sheets and on pairs of them; a sheet's cuts; and the grid as a picture.

use std::fmt::Write as _;

use game_core::cutting::{self, Table};
use game_core::proof::rules;
use itertools::{iproduct, Itertools};

use crate::cells::{self, Grid, Painted};
use crate::picture::{
    values_key, Key, Paint, CHECKED, DISAGREE, LOSING, MARK, VALUES_TEXT, WINNING,
};
use crate::plane::{solve_watched, Progress};
use crate::table::{count_of, flag, TooBig};

/// The largest side the game tree may search (`--solve-to`): every sheet up
/// to 8 × 8 is 1 252 059 states, about 11 s and 1.1 GB in a release build.
pub const TREE_LIMIT: u64 = 8;

/// The side the game tree searches unless asked: every sheet up to 7 × 7,
/// 82 970 states, under a second.
pub const TREE_DEFAULT: u64 = 7;

/// The largest side of the pairs of sheets the game tree searches: 43 623
/// states for every pair up to 5 × 5 (6 × 6 would be 1.9 million, 27 s).
pub const PAIRS_LIMIT: u64 = 5;

/// The states of the game tree of every sheet up to `s × s`, `s = 0..=8`,
/// as measured: the progress line's estimate.
const TREE_STATES: [u64; 9] = [0, 1, 5, 15, 89, 602, 6912, 82_970, 1_252_059];

/// The same for the pairs of sheets with sides `2..=s`, `s = 0..=5`.
const PAIR_STATES: [u64; 6] = [0, 0, 4, 59, 1669, 43_623];

/// POJ 2311's sample sheets, W × H.
pub const SAMPLES: [(u64, u64); 3] = [(2, 2), (3, 2), (4, 2)];

/// One sheet of [`Sheets`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sheet {
    /// The width.
    pub w: u64,
    /// The height.
    pub h: u64,
    /// [`Table::grundy`]: `None` with a side of 1 (a strip has no value in
    /// the table's game).
    pub grundy: Option<u64>,
    /// [`Table::first_player_wins`].
    pub table_wins: bool,
    /// The game tree's verdict, `None` beyond the sheets it searched.
    pub tree_wins: Option<bool>,
}

impl Sheet {
    /// True if the game tree searched this sheet and disagrees with the
    /// table on who wins.
    pub fn disagrees(&self) -> bool {
        self.tree_wins.is_some_and(|t| t != self.table_wins)
    }

    /// The text cell: the value, `L` for the 1 × 1 sheet, `W` for a longer
    /// strip.
    pub fn label(&self) -> String {
        match self.grundy {
            Some(g) => g.to_string(),
            None if self.table_wins => "W".into(),
            None => "L".into(),
        }
    }
}

/// Every sheet `W × H` with `W, H` in `1..=size`.
#[derive(Debug, Clone)]
pub struct Sheets {
    /// The largest side.
    pub size: u64,
    /// The game tree searched every sheet with both sides at most this.
    pub solved_to: u64,
    /// The game tree searched every pair of sheets with sides `2..=pairs_to`.
    pub pairs_to: u64,
    /// Row by row: `h`, then `w`.
    sheets: Vec<Sheet>,
    /// The pairs of sheets searched.
    pub pairs: usize,
    /// The pairs where the game tree's verdict is not "loses exactly when
    /// the two values are equal".
    pub pair_disagreements: Vec<[(u64, u64); 2]>,
}

/// A sheet as the rules hold it: (short side, long side).
fn piece(w: u64, h: u64) -> (u64, u64) {
    (w.min(h), w.max(h))
}

impl Sheets {
    /// The sheets up to `size × size` from `table`, with the game tree on
    /// every sheet up to `solve_to × solve_to` and every pair of sheets with
    /// sides `2..=min(solve_to, PAIRS_LIMIT)`.
    ///
    /// # Errors
    /// `size` above [`cutting::LIMIT`] or `solve_to` above [`TREE_LIMIT`].
    pub fn new(size: u64, solve_to: u64, progress: Progress<'_>) -> Result<Self, TooBig> {
        if size > cutting::LIMIT {
            return Err(TooBig(format!(
                "sheets up to {size} × {size} are beyond game-core's table (cutting::LIMIT = {}); \
                 lower --size",
                cutting::LIMIT
            )));
        }
        if solve_to > TREE_LIMIT {
            return Err(TooBig(format!(
                "the game tree of every sheet up to {solve_to} × {solve_to} is beyond explore's \
                 {TREE_LIMIT} × {TREE_LIMIT} (1252059 states, about 11 s); lower --solve-to"
            )));
        }
        let solved_to = solve_to.min(size);
        let pairs_to = solved_to.min(PAIRS_LIMIT);
        let mut table = Table::new();
        let singles: Vec<(u64, u64)> = iproduct!(1..=solved_to, 1..=solved_to)
            .filter(|&(a, b)| a <= b)
            .collect();
        let values: Vec<(u64, u64)> = iproduct!(2..=pairs_to, 2..=pairs_to)
            .filter(|&(a, b)| a <= b)
            .collect();
        let pairs: Vec<[(u64, u64); 2]> = values
            .iter()
            .enumerate()
            .flat_map(|(i, &p)| values[i..].iter().map(move |&q| [p, q]))
            .collect();
        let starts = singles
            .iter()
            .map(|&p| Some(vec![p]))
            .chain(pairs.iter().map(|&[p, q]| Some(vec![p.min(q), p.max(q)])));
        let expected = TREE_STATES[solved_to as usize] + PAIR_STATES[pairs_to as usize];
        let solution = solve_watched(&rules::Cutting, starts, expected, progress);
        let tree_losing = |pieces: Vec<(u64, u64)>| solution.is_losing(&Some(pieces));

        let mut sheets = Vec::with_capacity((size * size) as usize);
        for (h, w) in iproduct!(1..=size, 1..=size) {
            let grundy = (w >= 2 && h >= 2)
                .then(|| table.grundy(w, h))
                .transpose()
                .map_err(TooBig)?;
            let table_wins = table.first_player_wins(w, h).map_err(TooBig)?;
            let tree_wins =
                (w <= solved_to && h <= solved_to).then(|| !tree_losing(vec![piece(w, h)]));
            sheets.push(Sheet {
                w,
                h,
                grundy,
                table_wins,
                tree_wins,
            });
        }
        let mut pair_disagreements = Vec::new();
        for &[p, q] in &pairs {
            let (a, b) = (table.grundy(p.0, p.1), table.grundy(q.0, q.1));
            if tree_losing(vec![p.min(q), p.max(q)]) != (a == b) {
                pair_disagreements.push([p, q]);
            }
        }
        Ok(Self {
            size,
            solved_to,
            pairs_to,
            sheets,
            pairs: pairs.len(),
            pair_disagreements,
        })
    }

    /// The sheet `w × h`.
    ///
    /// # Panics
    /// If a side is 0 or above the size.
    pub fn sheet(&self, w: u64, h: u64) -> Sheet {
        assert!((1..=self.size).contains(&w) && (1..=self.size).contains(&h));
        self.sheets[((h - 1) * self.size + (w - 1)) as usize]
    }

    /// Every sheet, row by row (`h`, then `w`).
    pub fn sheets(&self) -> &[Sheet] {
        &self.sheets
    }

    /// The sheets where the game tree and the table disagree on who wins.
    pub fn disagreements(&self) -> Vec<Sheet> {
        self.sheets
            .iter()
            .copied()
            .filter(Sheet::disagrees)
            .collect()
    }

    /// How many sheets the game tree searched.
    pub fn solved(&self) -> usize {
        self.sheets.iter().filter(|s| s.tree_wins.is_some()).count()
    }
}

fn verdict(wins: bool) -> &'static str {
    if wins {
        "wins"
    } else {
        "loses"
    }
}

/// The grid of values as text, rows `H`, columns `W`, with the game tree's
/// checks under it.
pub fn grid_text(sheets: &Sheets) -> String {
    let s = sheets.size;
    let t = sheets.solved_to;
    let mut out = format!(
        "Cutting Game (POJ 2311): a move cuts one piece of paper in two along a grid line; \
         whoever makes a 1 × 1 piece wins.\n\
         Grundy values of a W × H sheet, W, H ≤ {s}, from cutting::Table::grundy: the game of \
         the cuts that leave both pieces at least 2 × 2 (0: the player to move loses).\n\
         A side of 1 has no value there: the 1 × 1 sheet loses (no cut: L), a longer strip wins \
         at once by cutting off a 1 × 1 (W).\n\
         Game tree: rules::Cutting, the game as stated, on every sheet up to {t} × {t}; a ! \
         marks a sheet where it and cutting::Table::first_player_wins disagree on who wins.\n\n"
    );
    let width = sheets
        .sheets()
        .iter()
        .map(|c| c.label().len())
        .chain([s.to_string().len()])
        .max()
        .unwrap_or(1);
    let corner = "H \\ W";
    let head = (1..=s).format_with(" ", |w, f| f(&format_args!(" {w:>width$}")));
    let _ = writeln!(out, "{corner} |{head}");
    let _ = writeln!(
        out,
        "{}-+{}",
        "-".repeat(corner.len()),
        "-".repeat((width + 2) * s as usize)
    );
    for h in 1..=s {
        let cells = (1..=s).format_with("", |w, f| {
            let c = sheets.sheet(w, h);
            let mark = if c.disagrees() { '!' } else { ' ' };
            f(&format_args!(" {:>width$}{mark}", c.label()))
        });
        let line = format!("{h:>5} |{cells}");
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out.push('\n');
    out.push_str(&agreement(sheets));
    let samples = SAMPLES
        .iter()
        .filter(|&&(w, h)| w <= s && h <= s)
        .map(|&(w, h)| {
            let c = sheets.sheet(w, h);
            format!("{w} × {h} {}", if c.table_wins { "WIN" } else { "LOSE" })
        })
        .join(", ");
    if !samples.is_empty() {
        let _ = writeln!(out, "POJ 2311's samples, from the table: {samples}.");
    }
    out
}

/// The lines on the game tree's checks.
pub fn agreement(sheets: &Sheets) -> String {
    let t = sheets.solved_to;
    let bad = sheets.disagreements();
    let mut out = if bad.is_empty() {
        format!(
            "The game tree and cutting::Table::first_player_wins agree on all {} up to {t} × {t}.\n",
            count_of(sheets.solved() as u64, "sheet", "sheets")
        )
    } else {
        format!(
            "DISAGREEMENT: the game tree and cutting::Table::first_player_wins differ on {} of \
             the {} up to {t} × {t}: {}.\n",
            bad.len(),
            count_of(sheets.solved() as u64, "sheet", "sheets"),
            bad.iter().take(8).format_with(", ", |c, f| f(&format_args!(
                "{} × {} (game tree: the player to move {})",
                c.w,
                c.h,
                verdict(c.tree_wins == Some(true))
            )))
        )
    };
    let p = sheets.pairs_to;
    if sheets.pairs > 0 {
        if sheets.pair_disagreements.is_empty() {
            let _ = writeln!(
                out,
                "Pairs: on all {} of two sheets with sides 2..={p}, the game tree says the \
                 player to move loses exactly when the two values are equal (their XOR is 0): \
                 the values tell the sheets apart as the game does, not only 0 from the rest.",
                count_of(sheets.pairs as u64, "position", "positions")
            );
        } else {
            let _ = writeln!(
                out,
                "DISAGREEMENT: on {} of {} positions of two sheets with sides 2..={p}, the game \
                 tree's verdict is not \"loses exactly when the two values are equal\": {}.",
                sheets.pair_disagreements.len(),
                sheets.pairs,
                sheets
                    .pair_disagreements
                    .iter()
                    .take(8)
                    .format_with(", ", |[a, b], f| f(&format_args!(
                        "{} × {} and {} × {}",
                        a.0, a.1, b.0, b.1
                    )))
            );
        }
    }
    out
}

/// A sheet's value explained: each cut that leaves both pieces at least
/// 2 × 2, the pieces' values and their XOR, the mex, and the game tree's
/// verdict where it can search the sheet (sides at most `solve_to`).
///
/// # Errors
/// A side 0, or a sheet beyond the table (both sides at least 2 and one
/// above [`cutting::LIMIT`]): game-core's message.
pub fn explain(w: u64, h: u64, solve_to: u64) -> Result<String, TooBig> {
    let mut table = Table::new();
    let wins = table.first_player_wins(w, h).map_err(TooBig)?;
    let tree = (w.max(h) <= solve_to.min(TREE_LIMIT)).then(|| {
        let start = Some(vec![piece(w, h)]);
        !game_core::proof::solver::solve(&rules::Cutting, [start.clone()]).is_losing(&start)
    });
    let check = match tree {
        Some(t) => format!(
            "game tree: the player to move {}, {}",
            verdict(t),
            flag(t == wins)
        ),
        None => {
            format!("too large for the game tree, which searches up to {solve_to} × {solve_to}")
        }
    };
    let mut out = format!("Cutting Game at {w} × {h}:\n");
    if w == 1 || h == 1 {
        let what = if wins {
            "a strip: cut off a 1 × 1 and win at once"
        } else {
            "no cut at all: the player to move loses"
        };
        let _ = writeln!(out, "  {what} ({check}).");
        return Ok(out);
    }
    let value = table.grundy(w, h).map_err(TooBig)?;
    let mut cuts = Vec::new();
    for i in 2..=w / 2 {
        cuts.push((format!("across the width at {i}"), (i, h), (w - i, h)));
    }
    for j in 2..=h / 2 {
        cuts.push((format!("across the height at {j}"), (w, j), (w, h - j)));
    }
    let mut rows = Vec::new();
    for (name, a, b) in &cuts {
        let (ga, gb) = (
            table.grundy(a.0, a.1).map_err(TooBig)?,
            table.grundy(b.0, b.1).map_err(TooBig)?,
        );
        rows.push((
            name,
            format!("{} × {} + {} × {}", a.0, a.1, b.0, b.1),
            ga,
            gb,
        ));
    }
    let xors: Vec<u64> = rows.iter().map(|r| r.2 ^ r.3).collect();
    let pieces = rows.iter().map(|r| r.1.chars().count()).max().unwrap_or(0);
    let mut lines = String::new();
    for (name, what, ga, gb) in &rows {
        let x = ga ^ gb;
        let _ = writeln!(
            lines,
            "    {name:<24} {what:<pieces$}   {ga} XOR {gb} = {x}{}",
            if x == 0 {
                "   winning: leaves a losing pair"
            } else {
                ""
            }
        );
    }
    let reached = xors.iter().copied().sorted().dedup().join(", ");
    let mex = (0..).find(|v| !xors.contains(v)).unwrap_or(0);
    let _ = writeln!(
        out,
        "  Grundy value {value} = mex{{{reached}}}{}: the player to move {} ({check}).",
        if mex == value {
            ""
        } else {
            " DIFFERENT from the mex"
        },
        verdict(wins)
    );
    let other = match cuts.len() {
        0 => "  No cut leaves both pieces at least 2 × 2: every cut",
        1 => "  The only cut that leaves both pieces at least 2 × 2 (a cut and its mirror once):",
        _ => "",
    };
    if cuts.len() > 1 {
        let _ = writeln!(
            out,
            "  The {} cuts that leave both pieces at least 2 × 2 (a cut and its mirror once):",
            cuts.len()
        );
    }
    if !cuts.is_empty() {
        out.push_str(other);
        if cuts.len() == 1 {
            out.push('\n');
        }
        out.push_str(&lines);
        out.push_str("  Every other cut");
    } else {
        out.push_str(other);
    }
    out.push_str(" makes a strip (a side of 1) and loses: the opponent cuts off a 1 × 1.\n");
    Ok(out)
}

/// The sheets as a picture: cells coloured by Grundy value (0 dark), the
/// strips pale (the 1 × 1 dark), a ring around each sheet of `rings`
/// (described by `rings_label`), the game tree's corner outlined, and red
/// where it disagrees with the table.
///
/// # Errors
/// What plotters says, in one line.
pub fn svg(sheets: &Sheets, rings: &[(u64, u64)], rings_label: &str) -> Result<String, String> {
    let max = sheets
        .sheets()
        .iter()
        .filter_map(|c| c.grundy)
        .max()
        .unwrap_or(1)
        .max(1) as u32;
    let cells: Vec<Painted> = sheets
        .sheets()
        .iter()
        .map(|c| Painted {
            x: c.w,
            y: c.h,
            paint: paint(c),
            label: c.label(),
        })
        .collect();
    let mut legend = vec![(
        Key::Square(LOSING),
        "losing (Grundy value 0), and the 1 × 1 sheet: no cut".to_string(),
    )];
    let values = cells.iter().filter_map(|c| match c.paint {
        Paint::Grundy(g) => Some(g),
        _ => None,
    });
    let key = values_key(values, max);
    if matches!(&key, Key::Values { values, .. } if !values.is_empty()) {
        legend.push((key, VALUES_TEXT.into()));
    }
    legend.push((
        Key::Square(WINNING),
        "a strip 1 × k, k ≥ 2: wins at once by cutting off a 1 × 1 (no value)".into(),
    ));
    if sheets.disagreements().is_empty() {
        let t = sheets.solved_to;
        legend.push((
            Key::Line(CHECKED),
            format!(
                "every sheet up to {t} × {t} played out cut by cut (the game tree): \
                 the same winner"
            ),
        ));
    } else {
        legend.push((
            Key::Square(DISAGREE),
            "the game tree DISAGREES on the winner here".into(),
        ));
    }
    let rings: Vec<(u64, u64)> = rings
        .iter()
        .copied()
        .filter(|&(w, h)| (1..=sheets.size).contains(&w) && (1..=sheets.size).contains(&h))
        .collect();
    if !rings.is_empty() {
        legend.push((Key::Ring(MARK), rings_label.to_string()));
    }
    let grid = Grid {
        title: format!(
            "Cutting Game (POJ 2311): Grundy values, W, H ≤ {}",
            sheets.size
        ),
        axes: ("W (width)".into(), "H (height)".into()),
        x: (1, sheets.size),
        y: (1, sheets.size),
        ticks: None,
        tick_from: (1, 1),
        cells,
        max_grundy: max,
        rings,
        checked_to: Some(sheets.solved_to),
        rule_below: None,
        legend,
    };
    cells::svg(&grid)
}

/// The legend's words for a ring around the sheet `w × h`: its value and
/// who wins.
///
/// # Panics
/// If a side is 0 or above the size.
pub fn ring_text(sheets: &Sheets, w: u64, h: u64) -> String {
    let sheet = sheets.sheet(w, h);
    let what = match sheet.grundy {
        Some(g) => format!("Grundy value {g}"),
        None if sheet.table_wins => "a strip".into(),
        None => "no cut".into(),
    };
    format!(
        "the sheet {w} × {h}: {what}, the player to move {}",
        verdict(sheet.table_wins)
    )
}

/// A sheet's colour class: red where the game tree disagrees, the table's
/// value, a strip pale (the 1 × 1 dark).
pub fn paint(sheet: &Sheet) -> Paint {
    if sheet.disagrees() {
        return Paint::Disagree;
    }
    match sheet.grundy {
        Some(0) => Paint::Losing,
        Some(g) => Paint::Grundy(g.min(u64::from(u32::MAX)) as u32),
        None if sheet.table_wins => Paint::Winning,
        None => Paint::Losing,
    }
}
