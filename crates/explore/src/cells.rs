//! A square grid of cells painted by the caller, as an SVG: the picture of
//! a game whose grid is not a [`Plane`](crate::plane::Plane) (the Cutting
//! Game's sheets, whose values come from game-core's table and whose game
//! tree covers only a corner).
//!
//! Every cell is drawn as its own rectangle, in the order of
//! [`Grid::cells`], so that the picture holds exactly one per cell.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::picture::{colour, draw_legend, Key, Paint, CHECKED, LEGEND_HEIGHT, MARK, SIZE};

/// One cell: where, its colour class and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Painted {
    /// The column, `1..=size`.
    pub x: u64,
    /// The row, `1..=size`.
    pub y: u64,
    /// Its colour class.
    pub paint: Paint,
    /// Written in the cell when the cells are large enough.
    pub label: String,
}

/// What [`svg`] draws.
#[derive(Clone)]
pub struct Grid {
    /// The caption.
    pub title: String,
    /// The x and y axes' names.
    pub axes: (String, String),
    /// The cells are `1..=size` both ways.
    pub size: u64,
    /// Every cell, in drawing order.
    pub cells: Vec<Painted>,
    /// The largest Grundy value, for the colour scale.
    pub max_grundy: u32,
    /// The cells to ring.
    pub rings: Vec<(u64, u64)>,
    /// The game tree's corner `1..=k` both ways, outlined when smaller than
    /// the grid.
    pub checked_to: Option<u64>,
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

fn draw(grid: &Grid, out: &mut String) -> Result<(), Box<dyn std::error::Error>> {
    let size = grid.size as f64;
    let (lo, hi) = (0.5, size + 0.5);
    let root = SVGBackend::with_string(out, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let (top, legend) = root.split_vertically(SIZE.1 - LEGEND_HEIGHT);
    let mut chart = ChartBuilder::on(&top)
        .caption(&grid.title, ("sans-serif", 22))
        .margin(16)
        .x_label_area_size(44)
        .y_label_area_size(52)
        .build_cartesian_2d(lo..hi, lo..hi)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc(grid.axes.0.as_str())
        .y_desc(grid.axes.1.as_str())
        .x_labels(grid.size.min(11) as usize)
        .y_labels(grid.size.min(11) as usize)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| format!("{v:.0}"))
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
    let px_per_cell = f64::from(SIZE.0 - 100) / size;
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
        chart.draw_series((0..=grid.size).map(|k| {
            let k = k as f64 + 0.5;
            PathElement::new(vec![(k, lo), (k, hi)], border)
        }))?;
        chart.draw_series((0..=grid.size).map(|k| {
            let k = k as f64 + 0.5;
            PathElement::new(vec![(lo, k), (hi, k)], border)
        }))?;
    }
    if let Some(k) = grid.checked_to.filter(|&k| k < grid.size) {
        let k = k as f64 + 0.5;
        chart.draw_series(std::iter::once(PathElement::new(
            vec![(lo, k), (k, k), (k, lo)],
            CHECKED.stroke_width(2),
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
