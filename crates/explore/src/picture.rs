//! The picture: the grid of a [`Plane`] as an SVG, cells coloured by
//! win/lose or by Grundy value, losing positions dark, and for Wythoff and
//! Euclid the closed form's boundary lines `b = φ·a` and `b = a/φ`.
//!
//! [`paint`] decides each cell's colour and [`runs`] merges equal
//! neighbours of a row; the SVG draws exactly those runs, so testing them
//! tests the picture.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::plane::{Cell, GameKind, Plane};
use crate::table::PHI;

/// How to colour the cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Colouring {
    /// Losing (for the player to move) or winning.
    WinLose,
    /// By the solver's Grundy value; 0 (losing) dark as in [`Colouring::WinLose`].
    Grundy,
}

/// A cell's colour class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Paint {
    /// The player to move wins (Grundy value > 0 in win/lose colouring).
    Winning,
    /// The player to move loses (Grundy value 0).
    Losing,
    /// A winning position, coloured by its Grundy value (≥ 1).
    Grundy(u32),
    /// The solver and the closed form disagree: drawn red.
    Disagree,
}

/// The colour class of `cell`: the solver's verdict where it ran (red where
/// the closed form disagrees), the closed form's elsewhere.
pub fn paint(cell: &Cell, colouring: Colouring) -> Paint {
    if cell.disagrees() {
        return Paint::Disagree;
    }
    match (cell.grundy, colouring) {
        (Some(0), _) => Paint::Losing,
        (Some(g), Colouring::Grundy) => Paint::Grundy(g),
        (Some(_), Colouring::WinLose) => Paint::Winning,
        (None, _) if cell.closed_form_losing => Paint::Losing,
        (None, _) => Paint::Winning,
    }
}

/// Consecutive cells `x0..=x1` of row `y` with one paint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Run {
    /// The row.
    pub y: u64,
    /// The first cell.
    pub x0: u64,
    /// The last cell (inclusive).
    pub x1: u64,
    /// Their colour class.
    pub paint: Paint,
}

/// The runs the picture draws, row by row. In win/lose colouring the
/// winning cells are the background and have no runs.
pub fn runs(plane: &Plane, colouring: Colouring) -> Vec<Run> {
    let mut out = Vec::new();
    for y in plane.game.y_min()..=plane.size {
        let mut current: Option<Run> = None;
        for cell in plane.row(y) {
            let p = paint(&cell, colouring);
            match &mut current {
                Some(run) if run.paint == p => run.x1 = cell.x,
                _ => {
                    out.extend(current.take());
                    current = Some(Run {
                        y,
                        x0: cell.x,
                        x1: cell.x,
                        paint: p,
                    });
                }
            }
        }
        out.extend(current);
    }
    if colouring == Colouring::WinLose {
        out.retain(|r| r.paint != Paint::Winning);
    }
    out
}

pub(crate) const WINNING: RGBColor = RGBColor(0xe6, 0xec, 0xf2);
pub(crate) const LOSING: RGBColor = RGBColor(0x1c, 0x2f, 0x5e);
pub(crate) const DISAGREE: RGBColor = RGBColor(0xe0, 0x10, 0x10);
const LINE: RGBColor = RGBColor(0xf0, 0x8c, 0x00);
pub(crate) const CHECKED: RGBColor = RGBColor(0x2a, 0x9d, 0x3a);
pub(crate) const MARK: RGBColor = RGBColor(0xd6, 0x27, 0x28);
const ROW: RGBColor = RGBColor(0x9b, 0x30, 0xd9);

pub(crate) fn colour(p: Paint, max_grundy: u32) -> RGBColor {
    match p {
        Paint::Winning => WINNING,
        Paint::Losing => LOSING,
        Paint::Disagree => DISAGREE,
        Paint::Grundy(g) => {
            // Light yellow (1) to teal (max): far from the dark losing cells.
            let t = if max_grundy <= 1 {
                0.0
            } else {
                f64::from(g - 1) / f64::from(max_grundy - 1)
            };
            let lerp = |a: f64, b: f64| (a + (b - a) * t).round() as u8;
            RGBColor(lerp(255.0, 60.0), lerp(240.0, 170.0), lerp(170.0, 190.0))
        }
    }
}

/// The picture's width and height in pixels.
pub const SIZE: (u32, u32) = (820, 970);

/// The least width and height of a run, in pixels: on large grids, 1 px
/// of each side of a 1 px line.
const MIN_RUN_PX: f64 = 3.0;

/// The height of the legend under the chart.
pub(crate) const LEGEND_HEIGHT: u32 = 150;

/// A legend entry's key, drawn left of its text (the values, after it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Key {
    /// A filled square: a cell's colour.
    Square(RGBColor),
    /// A short line.
    Line(RGBColor),
    /// An arrow: a move.
    Arrow(RGBColor),
    /// A ring: a marked cell.
    Ring(RGBColor),
    /// The Grundy values (≥ 1) that the picture's cells show, each in its
    /// colour on the scale `1..=max` ([`colour`]), drawn after the text as
    /// [`values_layout`] lays them out.
    Values {
        /// The values, ascending and distinct.
        values: Vec<u32>,
        /// The top of the colour scale.
        max: u32,
    },
    /// Nothing: a line of text.
    None,
}

/// The key of the Grundy values `values` (any order, repeats allowed;
/// 0 left out, the losing cells have their own key) on the colour scale
/// `1..=max`.
pub fn values_key(values: impl IntoIterator<Item = u32>, max: u32) -> Key {
    let mut values: Vec<u32> = values.into_iter().filter(|&v| v > 0).collect();
    values.sort_unstable();
    values.dedup();
    Key::Values { values, max }
}

/// The text of the legend line of the winning cells' values, before
/// [`Key::Values`].
pub const VALUES_TEXT: &str = "winning, by Grundy value:";

/// How the legend shows the values of a [`Key::Values`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ValuesLayout {
    /// One square per value, in the value's colour, its value beside it.
    Swatches(Vec<(u32, RGBColor)>),
    /// A bar from 1 to the top of the scale in its colours, ticked and
    /// labelled at these values (1 and the top included).
    Bar(Vec<u32>),
}

/// The most values shown one swatch each; more are a [`ValuesLayout::Bar`].
pub const SWATCHES_MAX: usize = 12;

/// The width in pixels that the legend's text (14 px sans-serif) takes:
/// a little more than its average glyph, so that what follows never
/// overlaps it.
fn text_width(text: &str) -> i32 {
    (text.chars().count() as f64 * 6.6).ceil() as i32
}

/// The legend's width of one swatch: the square, a gap, the value, a gap.
fn swatch_width(value: u32) -> i32 {
    14 + 4 + text_width(&value.to_string()) + 12
}

/// The legend's right margin: swatches past it become a bar.
const LEGEND_RIGHT: i32 = SIZE.0 as i32 - 20;

/// The width of the values' bar.
const BAR_WIDTH: i32 = 240;

/// How [`draw_legend`] shows the values `values` on the scale `1..=max`
/// after a text ending at `x` pixels: a swatch each if there are at most
/// [`SWATCHES_MAX`] and they fit the line, else a bar ticked at 1, the top
/// and a few round values between.
pub fn values_layout(values: &[u32], max: u32, x: i32) -> ValuesLayout {
    let max = max.max(1);
    let width: i32 = values.iter().map(|&v| swatch_width(v)).sum();
    if values.len() <= SWATCHES_MAX && x + width <= LEGEND_RIGHT {
        return ValuesLayout::Swatches(
            values
                .iter()
                .map(|&v| (v, colour(Paint::Grundy(v), max)))
                .collect(),
        );
    }
    // A round step, so that there are at most about six ticks.
    let step = [1u32, 2, 5]
        .iter()
        .flat_map(|&d| (0..10).map(move |k| d.saturating_mul(10u32.saturating_pow(k))))
        .filter(|&s| max / s <= 6)
        .min()
        .unwrap_or(u32::MAX);
    let at = |v: u32| bar_x(v, max);
    let mut ticks = vec![1];
    ticks.extend(
        (1..)
            .map(|k| k * step)
            .take_while(|&v| v < max)
            .filter(|&v| at(v) - at(1) >= 24 && at(max) - at(v) >= 24),
    );
    if max > 1 {
        ticks.push(max);
    }
    ValuesLayout::Bar(ticks)
}

/// The parts of the values' bar up to `max`: one per value, or one per
/// pixel when the values are more.
fn bar_parts(max: u32) -> u32 {
    max.clamp(1, BAR_WIDTH as u32)
}

/// The pixels `left..right` of the bar's part `i`, from its left end.
fn bar_span(i: u32, max: u32) -> (i32, i32) {
    let parts = i64::from(bar_parts(max));
    let at = |k: i64| (k * i64::from(BAR_WIDTH) / parts) as i32;
    (at(i64::from(i)), at(i64::from(i) + 1))
}

/// The value that the bar's part `i` shows.
fn bar_value(i: u32, max: u32) -> u32 {
    let parts = bar_parts(max);
    if parts == max.max(1) {
        i + 1
    } else {
        1 + (u64::from(i) * u64::from(max - 1) / u64::from(parts - 1)) as u32
    }
}

/// The centre of value `v`'s part of the bar, from the bar's left end.
fn bar_x(v: u32, max: u32) -> i32 {
    let parts = bar_parts(max);
    let i = if parts == max.max(1) {
        v.saturating_sub(1)
    } else {
        (f64::from(v - 1) * f64::from(parts - 1) / f64::from(max - 1)).round() as u32
    };
    let (left, right) = bar_span(i.min(parts - 1), max);
    (left + right) / 2
}

/// An arrow in pixels: a shaft and an arrowhead (tip first), drawn over a
/// white outline and over the start's ring.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Arrow {
    /// From the tail to the arrowhead's base. The tail is the start's
    /// centre, or on a move shorter than [`MIN_ARROW_PX`] further back,
    /// through the start's ring, so that every arrow is at least that long.
    pub shaft: ((f64, f64), (f64, f64)),
    /// The tip, on the target's centre, and the two corners of the base.
    pub head: [(f64, f64); 3],
}

impl Arrow {
    /// From the tail to the tip: what shows of the arrow.
    pub fn length(&self) -> f64 {
        let (tail, tip) = (self.shaft.0, self.head[0]);
        (tip.0 - tail.0).hypot(tip.1 - tail.1)
    }
}

/// The least length in pixels of a move's arrow, on any grid.
pub const MIN_ARROW_PX: f64 = 24.0;

/// The width in pixels of the white outline on each side of an arrow and
/// of the ring.
pub const OUTLINE_PX: u32 = 2;

/// The radius in pixels of the ring around a position whose moves are
/// drawn, on a grid of `px_per_cell` pixels per cell.
pub fn ring_radius(px_per_cell: f64) -> f64 {
    (px_per_cell * 0.28).clamp(3.0, 9.0)
}

/// The width in pixels of a move's shaft and of the ring.
pub fn mark_width(px_per_cell: f64) -> u32 {
    if px_per_cell >= 12.0 {
        3
    } else {
        2
    }
}

/// The arrow of a move from the centre `from` (marked by a ring of
/// [`ring_radius`]) to the centre `to`, in pixels on a grid of
/// `px_per_cell`; `None` if the two are one point.
///
/// The tip is on `to`'s centre and the tail on `from`'s, so that the
/// arrow is at least a cell long, a move to a neighbouring cell included;
/// a move shorter than [`MIN_ARROW_PX`] (to a neighbour, on the grids of
/// 0..=30 and larger) starts further back, through the ring, to be that
/// long. The
/// arrowhead is 0.45 of a cell long (6 to 16 px, at most 3/5 of the
/// arrow) and as wide as it is long.
pub fn arrow(from: (f64, f64), to: (f64, f64), px_per_cell: f64) -> Option<Arrow> {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let distance = dx.hypot(dy);
    if distance == 0.0 {
        return None;
    }
    let (ux, uy) = (dx / distance, dy / distance);
    let length = distance.max(MIN_ARROW_PX);
    let back = |t: f64| (to.0 - ux * t, to.1 - uy * t);
    let head = (px_per_cell * 0.45).clamp(6.0, 16.0).min(length * 0.6);
    let half = head * 0.5;
    let (bx, by) = back(head);
    Some(Arrow {
        shaft: (back(length), (bx, by)),
        head: [
            to,
            (bx - uy * half, by + ux * half),
            (bx + uy * half, by - ux * half),
        ],
    })
}

/// Draws `plane` as an SVG document.
///
/// Cell `(x, y)` is the unit square centred on `(x, y)`; losing cells are
/// dark, winning ones pale (or coloured by Grundy value), disagreements
/// red. For Wythoff and Euclid the lines `b = φ·a` and `b = a/φ` are drawn
/// over the cells (on large grids 1 px wide, over cells at least 3 px wide,
/// so that both show); a green square marks the solver's region when it is
/// smaller than the grid.
pub fn svg(plane: &Plane, colouring: Colouring) -> Result<String, String> {
    svg_marked(plane, colouring, &Marks::default())
}

/// A position to mark on the picture and the cells its winning moves lead
/// to (cells as in [`Plane::cell`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MovesMark {
    /// The position's cell.
    pub from: (u64, u64),
    /// The cells of the positions its winning moves lead to.
    pub to: Vec<(u64, u64)>,
}

/// What [`svg_marked`] draws over the grid.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Marks {
    /// A position and its winning moves: a ring around its cell and an
    /// arrow to each winning move's cell (if its cell is on the grid).
    pub moves: Option<MovesMark>,
    /// A row to outline: Bash's game with step limit `m = row` (if the row
    /// is on the grid).
    pub row: Option<u64>,
}

/// Like [`svg`], with `marks` drawn over the grid.
pub fn svg_marked(plane: &Plane, colouring: Colouring, marks: &Marks) -> Result<String, String> {
    let mut out = String::new();
    let mark = marks.moves.as_ref().filter(|m| on_grid(plane, m.from));
    let row = marks
        .row
        .filter(|&y| (plane.game.y_min()..=plane.size).contains(&y));
    draw(plane, colouring, mark, row, &mut out)
        .map_err(|e| format!("cannot draw the picture: {e}"))?;
    Ok(out)
}

fn on_grid(plane: &Plane, (x, y): (u64, u64)) -> bool {
    x <= plane.size && (plane.game.y_min()..=plane.size).contains(&y)
}

fn draw(
    plane: &Plane,
    colouring: Colouring,
    mark: Option<&MovesMark>,
    row: Option<u64>,
    out: &mut String,
) -> Result<(), Box<dyn std::error::Error>> {
    let game = plane.game;
    let size = plane.size as f64;
    let y_min = game.y_min() as f64;
    let (lo, hi) = (-0.5, size + 0.5);
    let runs = runs(plane, colouring);
    let max_grundy = runs
        .iter()
        .filter_map(|r| match r.paint {
            Paint::Grundy(g) => Some(g),
            _ => None,
        })
        .max()
        .unwrap_or(1);

    let root = SVGBackend::with_string(out, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let (top, legend) = root.split_vertically(SIZE.1 - LEGEND_HEIGHT);
    let what = match colouring {
        Colouring::WinLose => "who wins",
        Colouring::Grundy => "Grundy values",
    };
    let caption = format!(
        "{}: {what}, {} ≤ {}",
        game.title(),
        game.letters(),
        plane.size
    );
    let mut chart = ChartBuilder::on(&top)
        .caption(caption, ("sans-serif", 22))
        .margin(16)
        .x_label_area_size(44)
        .y_label_area_size(52)
        .build_cartesian_2d(lo..hi, (y_min - 0.5)..hi)?;
    let (xn, yn) = game.axes();
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc(xn)
        .y_desc(yn)
        .x_labels(11)
        .y_labels(11)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| format!("{v:.0}"))
        .label_style(("sans-serif", 14))
        .axis_desc_style(("sans-serif", 16))
        .draw()?;

    // Background: every cell winning, then the runs over it.
    chart.draw_series(std::iter::once(Rectangle::new(
        [(lo, y_min - 0.5), (hi, hi)],
        colour(Paint::Winning, max_grundy).filled(),
    )))?;
    let px_per_cell = f64::from(SIZE.0 - 100) / (size + 1.0);
    // On large grids the losing cells lie on the closed form's lines, under
    // a line of the cells' width: there each run is drawn at least
    // `MIN_RUN_PX` wide and tall, and the lines 1 px wide over them, so that
    // the dark cells show on both sides of each line.
    let large = px_per_cell < 4.0;
    let line_width = if large { 1 } else { 2 };
    // The closed form's lines, clipped to the grid, over the cells.
    let lines = || -> Vec<PathElement<(f64, f64)>> {
        if !matches!(game, GameKind::Wythoff | GameKind::Euclid) {
            return Vec::new();
        }
        // Wythoff's k-th losing cell holds the point (k·φ, k·φ²) when cell
        // (a, b) is [a, a + 1) × [b, b + 1): lines from the corner of cell
        // (0, 0). Euclid loses for a < b < φ·a at the cells' centres:
        // lines from the centre.
        let corner = if game == GameKind::Wythoff { -0.5 } else { 0.0 };
        let span = hi - corner;
        [PHI, 1.0 / PHI]
            .into_iter()
            .map(|slope| {
                let end = if slope > 1.0 {
                    (corner + span / slope, hi)
                } else {
                    (hi, corner + span * slope)
                };
                PathElement::new(vec![(corner, corner), end], LINE.stroke_width(line_width))
            })
            .collect()
    };
    // Keep each run at least a few pixels wide and tall, so that isolated
    // losing cells stay visible on grids of thousands.
    let min_extent = (MIN_RUN_PX / px_per_cell).max(1.0);
    chart.draw_series(runs.iter().map(|r| {
        let (x0, x1, y) = (r.x0 as f64 - 0.5, r.x1 as f64 + 0.5, r.y as f64);
        let grow_x = ((min_extent - (x1 - x0)) / 2.0).max(0.0);
        let half_y = min_extent / 2.0;
        Rectangle::new(
            [(x0 - grow_x, y - half_y), (x1 + grow_x, y + half_y)],
            colour(r.paint, max_grundy).filled(),
        )
    }))?;
    // Grundy values written in the cells when they are large enough.
    if colouring == Colouring::Grundy && px_per_cell >= 18.0 {
        let style = ("sans-serif", (px_per_cell * 0.5).min(14.0))
            .into_font()
            .color(&BLACK)
            .pos(Pos::new(HPos::Center, VPos::Center));
        chart.draw_series(plane.cells().filter_map(|c| {
            let g = c.grundy?;
            let style = if g == 0 {
                style.clone().color(&WHITE)
            } else {
                style.clone()
            };
            Some(Text::new(g.to_string(), (c.x as f64, c.y as f64), style))
        }))?;
    }

    chart.draw_series(lines())?;
    // Thin cell borders, when cells are large enough to count.
    if px_per_cell >= 6.0 {
        let border = WHITE.stroke_width(1);
        chart.draw_series((0..=plane.size + 1).map(|k| {
            let k = k as f64 - 0.5;
            PathElement::new(vec![(k, y_min - 0.5), (k, hi)], border)
        }))?;
        chart.draw_series((game.y_min()..=plane.size + 1).map(|k| {
            let k = k as f64 - 0.5;
            PathElement::new(vec![(lo, k), (hi, k)], border)
        }))?;
    }
    // The losing positions x ≤ y named, as the write-ups list them, when
    // they are few and the cells large.
    let named: Vec<Cell> = plane
        .cells()
        .filter(|c| c.x <= c.y && paint(c, colouring) == Paint::Losing)
        .collect();
    if game == GameKind::Wythoff
        && colouring == Colouring::WinLose
        && px_per_cell >= 12.0
        && named.len() <= 30
    {
        let style = ("sans-serif", 13).into_font().color(&LOSING);
        chart.draw_series(named.iter().map(|c| {
            // Left of the cell, or right of it in the first column.
            let (dx, h) = if c.x == 0 {
                (0.6, HPos::Left)
            } else {
                (-0.6, HPos::Right)
            };
            Text::new(
                format!("({}, {})", c.x, c.y),
                (c.x as f64 + dx, c.y as f64),
                style.clone().pos(Pos::new(h, VPos::Center)),
            )
        }))?;
    }
    if let Some(y) = row {
        let y = y as f64;
        chart.draw_series(std::iter::once(Rectangle::new(
            [(lo, y - 0.5), (hi, y + 0.5)],
            ROW.stroke_width(2),
        )))?;
    }
    if let Some(mark) = mark {
        // Drawn in pixels, where an arrowhead keeps its shape.
        let px = |(x, y): (u64, u64)| {
            let (px, py) = chart.backend_coord(&(x as f64, y as f64));
            (f64::from(px), f64::from(py))
        };
        let from = px(mark.from);
        let arrows: Vec<Arrow> = mark
            .to
            .iter()
            .filter(|&&c| on_grid(plane, c))
            .filter_map(|&to| arrow(from, px(to), px_per_cell))
            .collect();
        draw_marks(&root, from, &arrows, px_per_cell)?;
    }
    if plane.solved_to < plane.size {
        let s = plane.solved_to as f64 + 0.5;
        chart.draw_series(std::iter::once(PathElement::new(
            vec![(-0.5, s), (s, s), (s, y_min - 0.5)],
            CHECKED.stroke_width(2),
        )))?;
    }

    // The legend, below the chart.
    let mut items: Vec<(Key, String)> = vec![(
        Key::Square(LOSING),
        "losing: the player to move loses (Grundy value 0)".into(),
    )];
    match colouring {
        Colouring::WinLose => items.push((
            Key::Square(WINNING),
            "winning: the player to move wins".into(),
        )),
        Colouring::Grundy => items.push((
            values_key(
                runs.iter().filter_map(|r| match r.paint {
                    Paint::Grundy(g) => Some(g),
                    _ => None,
                }),
                max_grundy,
            ),
            VALUES_TEXT.into(),
        )),
    }
    if runs.iter().any(|r| r.paint == Paint::Disagree) {
        items.push((
            Key::Square(DISAGREE),
            "the solver and the closed form DISAGREE here".into(),
        ));
    }
    if matches!(game, GameKind::Wythoff | GameKind::Euclid) {
        items.push((
            Key::Line(LINE),
            "closed form's lines b = φ·a and b = a/φ (φ = 1.618…)".into(),
        ));
    }
    if let Some(m) = row {
        items.push((Key::Line(ROW), row_text(m)));
    }
    if let Some(mark) = mark {
        let (x, y) = mark.from;
        let from = match game {
            GameKind::Bash => format!("r = {x} (row m = {y})"),
            _ => format!("({x}, {y})"),
        };
        items.push((
            Key::Arrow(MARK),
            format!("from {from}: the winning moves, to losing positions"),
        ));
    }
    if plane.solved_to < plane.size {
        items.push((
            Key::Line(CHECKED),
            format!(
                "game tree searched up to {}; closed form beyond",
                plane.solved_to
            ),
        ));
    } else {
        items.push((
            Key::None,
            "every cell from the game tree, checked against the closed form".into(),
        ));
    }
    draw_legend(&legend, &items)?;
    root.present()?;
    Ok(())
}

/// The legend's line for Bash's row of the step limit `m`.
pub fn row_text(m: u64) -> String {
    let adds = if m == 1 {
        "a move adds 1".to_string()
    } else {
        format!("a move adds 1 to {m}")
    };
    format!("the row of m = {m}: the step limit of this game ({adds}), outlined")
}

/// Draws the ring around the centre `from` of a position and its moves'
/// `arrows`, in pixels on `area`: each over a white outline, so that it
/// shows on the dark cells as on the pale ones.
fn draw_marks<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    from: (f64, f64),
    arrows: &[Arrow],
    px_per_cell: f64,
) -> Result<(), Box<dyn std::error::Error>>
where
    DB::ErrorType: 'static,
{
    let round = |(x, y): (f64, f64)| (x.round() as i32, y.round() as i32);
    let width = mark_width(px_per_cell);
    let outline = WHITE.stroke_width(width + 2 * OUTLINE_PX);
    let head_outline = WHITE.stroke_width(2 * OUTLINE_PX);
    let ring = ring_radius(px_per_cell).round() as i32;
    // The outlines first, so that no arrow's outline covers another arrow.
    for a in arrows {
        let (p, q) = a.shaft;
        area.draw(&PathElement::new(vec![round(p), round(q)], outline))?;
        let mut head: Vec<(i32, i32)> = a.head.map(round).to_vec();
        head.push(head[0]);
        area.draw(&PathElement::new(head, head_outline))?;
    }
    // The ring under the arrows, so that each shows whole from its tail.
    area.draw(&Circle::new(round(from), ring, outline))?;
    area.draw(&Circle::new(round(from), ring, MARK.stroke_width(width)))?;
    for a in arrows {
        let (p, q) = a.shaft;
        area.draw(&PathElement::new(
            vec![round(p), round(q)],
            MARK.stroke_width(width),
        ))?;
        area.draw(&Polygon::new(a.head.map(round).to_vec(), MARK.filled()))?;
    }
    Ok(())
}

/// Draws the legend's `items` on `legend`, one a line: the key, then its
/// text (and a [`Key::Values`] after it).
pub(crate) fn draw_legend<DB: DrawingBackend>(
    legend: &DrawingArea<DB, plotters::coord::Shift>,
    items: &[(Key, String)],
) -> Result<(), Box<dyn std::error::Error>>
where
    DB::ErrorType: 'static,
{
    let text = ("sans-serif", 14).into_font().color(&BLACK);
    let small = ("sans-serif", 12).into_font().color(&BLACK);
    let mut y = 12;
    for (key, label) in items {
        let x = 70;
        let mut advance = 22;
        match key {
            Key::Square(c) => {
                legend.draw(&Rectangle::new([(x, y - 7), (x + 14, y + 7)], c.filled()))?
            }
            Key::Line(c) => legend.draw(&PathElement::new(
                vec![(x - 2, y), (x + 16, y)],
                c.stroke_width(2),
            ))?,
            Key::Arrow(c) => {
                legend.draw(&PathElement::new(
                    vec![(x - 2, y), (x + 9, y)],
                    c.stroke_width(2),
                ))?;
                legend.draw(&Polygon::new(
                    vec![(x + 18, y), (x + 8, y - 5), (x + 8, y + 5)],
                    c.filled(),
                ))?;
            }
            Key::Ring(c) => legend.draw(&Circle::new((x + 7, y), 6, c.stroke_width(2)))?,
            Key::Values { values, max } => {
                let start = x + 24 + text_width(label) + 4;
                match values_layout(values, *max, start) {
                    ValuesLayout::Swatches(swatches) => {
                        let mut at = start;
                        for (v, c) in swatches {
                            legend.draw(&Rectangle::new(
                                [(at, y - 7), (at + 14, y + 7)],
                                c.filled(),
                            ))?;
                            legend.draw(&Text::new(
                                v.to_string(),
                                (at + 18, y),
                                text.clone().pos(Pos::new(HPos::Left, VPos::Center)),
                            ))?;
                            at += swatch_width(v);
                        }
                    }
                    ValuesLayout::Bar(ticks) => {
                        for i in 0..bar_parts(*max) {
                            let (left, right) = bar_span(i, *max);
                            legend.draw(&Rectangle::new(
                                [(start + left, y - 7), (start + right, y + 7)],
                                colour(Paint::Grundy(bar_value(i, *max)), *max).filled(),
                            ))?;
                        }
                        for v in ticks {
                            let tx = start + bar_x(v, *max);
                            legend.draw(&PathElement::new(
                                vec![(tx, y + 7), (tx, y + 11)],
                                BLACK.stroke_width(1),
                            ))?;
                            legend.draw(&Text::new(
                                v.to_string(),
                                (tx, y + 18),
                                small.clone().pos(Pos::new(HPos::Center, VPos::Center)),
                            ))?;
                        }
                        advance = 34;
                    }
                }
            }
            Key::None => {}
        }
        legend.draw(&Text::new(
            label.clone(),
            (x + 24, y),
            text.clone().pos(Pos::new(HPos::Left, VPos::Center)),
        ))?;
        y += advance;
    }
    Ok(())
}
