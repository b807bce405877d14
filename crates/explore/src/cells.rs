//! A grid of cells painted by the caller, as an SVG: the picture of a game
//! whose grid is not a [`Plane`](crate::plane::Plane) (the Cutting Game's
//! sheets, whose values come from game-core's table and whose game tree
//! covers only a corner; kiki's boards; a Grundy sequence in rows of its
//! period).
//!
//! Every cell is drawn as its own rectangle, in the order of
//! [`Grid::cells`], so that the picture holds exactly one per cell.

use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint};
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::picture::{colour, draw_legend, Key, Paint, CHECKED, LEGEND_HEIGHT, MARK, SIZE};

/// One cell: where, its colour class and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Painted {
    /// The column, in [`Grid::x`].
    pub x: u64,
    /// The row, in [`Grid::y`] (upwards).
    pub y: u64,
    /// Its colour class.
    pub paint: Paint,
    /// Written in the cell when the cells are large enough.
    pub label: String,
}

/// The plot area of a square grid, in pixels: what the picture's size
/// leaves after the caption, the margins, the axes and the legend.
const PLOT: (f64, f64) = (735.0, 716.0);

/// A tick's label on an axis, from the cell coordinate it stands for.
pub type Tick = Box<dyn Fn(u64) -> String>;

/// What [`svg`] draws.
pub struct Grid {
    /// The caption.
    pub title: String,
    /// The x and y axes' names.
    pub axes: (String, String),
    /// The columns, first and last.
    pub x: (u64, u64),
    /// The rows, first and last (upwards).
    pub y: (u64, u64),
    /// The ticks' labels, if not the coordinates.
    pub ticks: Option<(Tick, Tick)>,
    /// The column and the row whose ticks are always labelled: every
    /// column and row is, when the cells are large enough for its label;
    /// else every k-th from these (k = 2, 5, 10, 20, …).
    pub tick_from: (u64, u64),
    /// Every cell, in drawing order.
    pub cells: Vec<Painted>,
    /// The largest Grundy value, for the colour scale.
    pub max_grundy: u32,
    /// The cells to ring.
    pub rings: Vec<(u64, u64)>,
    /// The game tree's corner `first..=k` both ways, outlined when smaller
    /// than the grid.
    pub checked_to: Option<u64>,
    /// A line across the grid below this row (a period's start).
    pub rule_below: Option<u64>,
    /// The legend's lines, in order.
    pub legend: Vec<(Key, String)>,
}

/// Draws `grid` as an SVG document.
///
/// # Errors
/// What plotters says, in one line.
pub fn svg(grid: &Grid) -> Result<String, String> {
    let mut out = String::new();
    draw(grid, &mut out).map_err(|e| format!("cannot draw the picture: {e}"))?;
    Ok(out)
}

/// The least room in pixels between two rows' labels (14 px text).
const ROW_LABEL_PX: f64 = 16.0;

/// The cells `first..=last` that have a labelled tick when each is `px`
/// pixels and a label needs `need`: every one if there is room, else every
/// k-th from `from` (k the least of 2, 5, 10, 20, 50, … that leaves room).
pub fn tick_cells(first: u64, last: u64, from: u64, px: f64, need: f64) -> Vec<u64> {
    let step = (0..19)
        .flat_map(|e| [1, 2, 5].map(|d| d * 10u64.pow(e)))
        .find(|&k| k as f64 * px >= need)
        .unwrap_or(u64::MAX);
    let from = from.clamp(first, last);
    let below = (first..=from).rev().step_by(step as usize);
    let above = (from..=last).step_by(step as usize).skip(1);
    let mut cells: Vec<u64> = below.chain(above).collect();
    cells.sort_unstable();
    cells
}

/// An axis of `f64` cell coordinates, mapped as plotters maps `a..b`,
/// with its ticks where [`tick_cells`] puts them.
pub(crate) struct Ticked {
    inner: RangedCoordf64,
    ticks: Vec<f64>,
}

impl Ticked {
    pub(crate) fn new(range: std::ops::Range<f64>, ticks: Vec<u64>) -> Self {
        Self {
            inner: range.into(),
            ticks: ticks.into_iter().map(|t| t as f64).collect(),
        }
    }
}

impl Ranged for Ticked {
    // The labels come from `tick`; the default format is never used.
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        self.inner.map(value, limit)
    }

    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        if hint.weight().allow_light_points() {
            Vec::new()
        } else {
            self.ticks.clone()
        }
    }

    fn range(&self) -> std::ops::Range<f64> {
        self.inner.range()
    }
}

/// The label of the tick at `v`: the cell's, at whole numbers only.
fn tick(v: f64, label: Option<&Tick>) -> String {
    let cell = v.round();
    if (v - cell).abs() > 1e-6 || cell < 0.0 {
        return String::new();
    }
    match label {
        Some(f) => f(cell as u64),
        None => format!("{cell:.0}"),
    }
}

fn draw(grid: &Grid, out: &mut String) -> Result<(), Box<dyn std::error::Error>> {
    let (x0, x1) = (grid.x.0 as f64 - 0.5, grid.x.1 as f64 + 0.5);
    let (y0, y1) = (grid.y.0 as f64 - 0.5, grid.y.1 as f64 + 0.5);
    let (columns, rows) = (x1 - x0, y1 - y0);
    let root = SVGBackend::with_string(out, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let (top, legend) = root.split_vertically(SIZE.1 - LEGEND_HEIGHT);
    // Square cells: the plot area (735 × 716 px when square) shrinks to the
    // grid's shape, centred across, under the caption.
    let cell = (PLOT.0 / columns).min(PLOT.1 / rows);
    let spare = |plot: f64, cells: f64| (plot - cell * cells).max(0.0).floor() as u32;
    let (across, down) = (spare(PLOT.0, columns), spare(PLOT.1, rows));
    let area = top.titled(&grid.title, ("sans-serif", 22))?.margin(
        0,
        down,
        across / 2,
        across - across / 2,
    );
    let (x_tick, y_tick) = match &grid.ticks {
        Some((x, y)) => (Some(x), Some(y)),
        None => (None, None),
    };
    // A tick on every column and row that has room for its label.
    let widest = (grid.x.0..=grid.x.1)
        .map(|x| tick(x as f64, x_tick).chars().count())
        .max()
        .unwrap_or(1);
    let x_ticks = tick_cells(
        grid.x.0,
        grid.x.1,
        grid.tick_from.0,
        cell,
        widest as f64 * 6.6 + 8.0,
    );
    let y_ticks = tick_cells(grid.y.0, grid.y.1, grid.tick_from.1, cell, ROW_LABEL_PX);
    let mut chart = ChartBuilder::on(&area)
        .margin(16)
        .margin_top(5)
        .x_label_area_size(44)
        .y_label_area_size(52)
        .build_cartesian_2d(Ticked::new(x0..x1, x_ticks), Ticked::new(y0..y1, y_ticks))?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc(grid.axes.0.as_str())
        .y_desc(grid.axes.1.as_str())
        .x_label_formatter(&|&v| tick(v, x_tick))
        .y_label_formatter(&|&v| tick(v, y_tick))
        .label_style(("sans-serif", 14))
        .axis_desc_style(("sans-serif", 16))
        .draw()?;

    chart.draw_series(grid.cells.iter().map(|c| {
        let (x, y) = (c.x as f64, c.y as f64);
        Rectangle::new(
            [(x - 0.5, y - 0.5), (x + 0.5, y + 0.5)],
            colour(c.paint, grid.max_grundy).filled(),
        )
    }))?;
    let px_per_cell =
        (f64::from(SIZE.0 - 100) / columns).min(f64::from(SIZE.1 - LEGEND_HEIGHT - 110) / rows);
    if px_per_cell >= 18.0 {
        let style = ("sans-serif", (px_per_cell * 0.45).min(14.0))
            .into_font()
            .color(&BLACK)
            .pos(Pos::new(HPos::Center, VPos::Center));
        chart.draw_series(grid.cells.iter().map(|c| {
            let style = if matches!(c.paint, Paint::Losing | Paint::Disagree) {
                style.clone().color(&WHITE)
            } else {
                style.clone()
            };
            Text::new(c.label.clone(), (c.x as f64, c.y as f64), style)
        }))?;
    }
    if px_per_cell >= 6.0 {
        let border = WHITE.stroke_width(1);
        chart.draw_series((grid.x.0..=grid.x.1 + 1).map(|k| {
            let k = k as f64 - 0.5;
            PathElement::new(vec![(k, y0), (k, y1)], border)
        }))?;
        chart.draw_series((grid.y.0..=grid.y.1 + 1).map(|k| {
            let k = k as f64 - 0.5;
            PathElement::new(vec![(x0, k), (x1, k)], border)
        }))?;
    }
    if let Some(k) = grid.checked_to.filter(|&k| k < grid.x.1.max(grid.y.1)) {
        let k = k as f64 + 0.5;
        chart.draw_series(std::iter::once(PathElement::new(
            vec![(x0, k), (k, k), (k, y0)],
            CHECKED.stroke_width(2),
        )))?;
    }
    if let Some(row) = grid.rule_below {
        let k = row as f64 - 0.5;
        chart.draw_series(std::iter::once(PathElement::new(
            vec![(x0, k), (x1, k)],
            MARK.stroke_width(3),
        )))?;
    }
    let radius = (px_per_cell * 0.42).clamp(3.0, 14.0).round() as i32;
    let width = if px_per_cell >= 12.0 { 3 } else { 2 };
    for &(x, y) in &grid.rings {
        let centre = chart.backend_coord(&(x as f64, y as f64));
        root.draw(&Circle::new(centre, radius, MARK.stroke_width(width)))?;
    }
    draw_legend(&legend, &grid.legend)?;
    root.present()?;
    Ok(())
}
