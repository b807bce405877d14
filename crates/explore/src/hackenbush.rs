//! Green Hackenbush (AGC 017 D, POJ 3710): a small picture hanging from the
//! ground, each vertex's value from game-core ([`hackenbush::tree_values`],
//! the Colon principle, on a tree; [`hackenbush::graph_values`], the Fusion
//! principle, on any other picture) beside the game tree's Grundy value of
//! what hangs there ([`GreenHackenbush`], the game as stated), as text and
//! as a picture.
//!
//! What hangs at a vertex is found by cutting, not by the theory: the edges
//! that fall when the lowest edge under the vertex is cut (the cut that
//! drops the vertex and the least else), grounded at the vertex; at a
//! vertex that no single cut drops (the ground's own cycles), the whole
//! picture, grounded there.

use std::fmt::Write as _;

use game_core::hackenbush;
use game_core::proof::hackenbush::GreenHackenbush;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::picture::{
    colour, draw_legend, values_key, Key, Paint, CHECKED, DISAGREE, LEGEND_HEIGHT, LOSING,
    VALUES_TEXT,
};
use crate::plane::{solve_watched, Progress};
use crate::table::{count_of, flag, TooBig};

/// The most edges of a picture: the game tree of one of 16 edges has at
/// most 2^16 states, each cut checked in O(E²).
pub const EDGE_LIMIT: usize = 16;

/// The largest vertex number of a picture.
pub const VERTEX_LIMIT: u64 = 30;

/// The picture drawn unless one is given, vertex 1 on the ground: a
/// triangle (an odd polygon, worth one edge) with a stalk of two on it, a
/// square (even, worth nothing) with an edge on it, and two parallel edges
/// (a polygon of two) with a loop (worth one edge).
pub const EXAMPLE: &[(u64, u64)] = &[
    (1, 2),
    (2, 3),
    (3, 4),
    (4, 2),
    (2, 5),
    (5, 6),
    (1, 7),
    (7, 8),
    (8, 9),
    (9, 10),
    (10, 7),
    (9, 11),
    (1, 12),
    (12, 13),
    (13, 12),
    (13, 13),
];

/// One vertex of a [`Picture`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vertex {
    /// Its number, from 1 (1 is on the ground).
    pub v: u64,
    /// The edges that hang there (its part of the picture).
    pub edges: usize,
    /// game-core's value of it.
    pub value: u64,
    /// The game tree's Grundy value of its part, grounded at it.
    pub tree: u32,
}

impl Vertex {
    /// True if game-core and the game tree disagree.
    pub fn disagrees(&self) -> bool {
        self.value != u64::from(self.tree)
    }
}

/// A picture and every vertex's value.
#[derive(Debug, Clone)]
pub struct Picture {
    /// The number of vertices (the largest number in the edges).
    pub vertices: u64,
    /// The edges as given, `(a, b)` from 1.
    pub edges: Vec<(u64, u64)>,
    /// True if it is a tree (then game-core's values are the Colon
    /// principle's, else the Fusion principle's).
    pub tree: bool,
    /// Every vertex, by number.
    pub values: Vec<Vertex>,
}

/// `--edges`: edges `a-b` separated by commas, e.g. `1-2,2-3,3-1`.
///
/// # Errors
/// Anything else, or a vertex 0, in one line.
pub fn parse_edges(text: &str) -> Result<Vec<(u64, u64)>, String> {
    text.split(',')
        .map(|edge| {
            let bad = || {
                format!("{edge:?} is not an edge a-b of two vertices from 1 (write e.g. 1-2,2-3)")
            };
            let (a, b) = edge.trim().split_once('-').ok_or_else(bad)?;
            let (a, b) = (a.trim().parse::<u64>(), b.trim().parse::<u64>());
            match (a, b) {
                (Ok(a), Ok(b)) if a > 0 && b > 0 => Ok((a, b)),
                _ => Err(bad()),
            }
        })
        .collect()
}

/// The vertices reached from `from` over `edges` without the edge `skip`.
fn reached(
    vertices: usize,
    edges: &[(usize, usize)],
    from: usize,
    skip: Option<usize>,
) -> Vec<bool> {
    let mut reached = vec![false; vertices];
    reached[from] = true;
    let mut grew = true;
    while grew {
        grew = false;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if Some(i) != skip && reached[a] != reached[b] {
                reached[a] = true;
                reached[b] = true;
                grew = true;
            }
        }
    }
    reached
}

/// The edges of what hangs at `v` (0-based), relabelled so that `v` is the
/// ground (0 and `v` swapped): the edges that fall with `v` when the cut
/// that drops it and the fewest else is made, or every edge if no cut
/// drops it.
fn hanging(vertices: usize, edges: &[(usize, usize)], v: usize) -> Vec<(u8, u8)> {
    let mut part: Option<Vec<bool>> = None;
    for cut in 0..edges.len() {
        let stays = reached(vertices, edges, 0, Some(cut));
        if stays[v] {
            continue;
        }
        let falls: Vec<bool> = stays.iter().map(|&s| !s).collect();
        let size = |p: &[bool]| p.iter().filter(|&&f| f).count();
        if part.as_ref().is_none_or(|p| size(&falls) < size(p)) {
            part = Some(falls);
        }
    }
    let swap = |x: usize| match x {
        0 => v,
        x if x == v => 0,
        x => x,
    } as u8;
    edges
        .iter()
        .filter(|&&(a, b)| part.as_ref().is_none_or(|p| p[a] && p[b]))
        .map(|&(a, b)| (swap(a), swap(b)))
        .collect()
}

impl Picture {
    /// Every vertex's value from game-core, and from the game tree.
    ///
    /// # Errors
    /// No edges, more than [`EDGE_LIMIT`] edges or a vertex above
    /// [`VERTEX_LIMIT`], or a vertex not joined to vertex 1.
    pub fn new(edges: &[(u64, u64)], progress: Progress<'_>) -> Result<Picture, TooBig> {
        let vertices = edges.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
        if edges.is_empty() || edges.len() > EDGE_LIMIT || vertices > VERTEX_LIMIT {
            return Err(TooBig(format!(
                "explore draws pictures of 1 to {EDGE_LIMIT} edges on vertices 1..={VERTEX_LIMIT} \
                 (the game tree of 16 edges has up to 65536 states); --edges gives {} on 1..={vertices}",
                count_of(edges.len() as u64, "edge", "edges")
            )));
        }
        let n = vertices as usize;
        let zero: Vec<(usize, usize)> = edges
            .iter()
            .map(|&(a, b)| (a as usize - 1, b as usize - 1))
            .collect();
        if let Some(v) = reached(n, &zero, 0, None).iter().position(|&r| !r) {
            return Err(TooBig(format!(
                "vertex {} is not joined to vertex 1, the ground: it would fall at once; \
                 give edges that hang from vertex 1",
                v + 1
            )));
        }
        // A tree: every vertex joined to the ground, one edge fewer.
        let tree = edges.len() as u64 == vertices - 1;
        let values = if tree {
            hackenbush::tree_values(vertices, edges)
        } else {
            hackenbush::graph_values(vertices, edges)
        }
        .map_err(TooBig)?;
        let parts: Vec<Vec<(u8, u8)>> = (0..n).map(|v| hanging(n, &zero, v)).collect();
        let starts = parts.iter().map(|p| GreenHackenbush::start(p));
        let expected = (1u64 << edges.len().min(20)) * n as u64;
        let solved = solve_watched(&GreenHackenbush, starts, expected, progress);
        let values = (0..n)
            .map(|v| Vertex {
                v: v as u64 + 1,
                edges: parts[v].len(),
                value: values[v],
                tree: solved
                    .grundy(&GreenHackenbush::start(&parts[v]))
                    .expect("solved"),
            })
            .collect();
        Ok(Picture {
            vertices,
            edges: edges.to_vec(),
            tree,
            values,
        })
    }

    /// The name of game-core's function that gave the values.
    pub fn theory(&self) -> &'static str {
        if self.tree {
            "hackenbush::tree_values (the Colon principle)"
        } else {
            "hackenbush::graph_values (the Fusion principle)"
        }
    }

    /// The vertices where game-core and the game tree disagree.
    pub fn disagreements(&self) -> Vec<&Vertex> {
        self.values.iter().filter(|v| v.disagrees()).collect()
    }
}

/// The picture's values as text: one row per vertex.
pub fn text(picture: &Picture) -> String {
    let mut out = String::from(
        "Green Hackenbush (AGC 017 D, POJ 3710): a picture hangs from the ground (vertex 1); a \
         move cuts one edge, and whatever no longer reaches the ground falls; whoever cannot move \
         loses.\n",
    );
    let edges = picture
        .edges
        .iter()
        .map(|(a, b)| format!("{a}-{b}"))
        .collect::<Vec<_>>()
        .join(", ");
    let _ = writeln!(
        out,
        "The picture: {} on {} ({}): {edges}.",
        count_of(picture.edges.len() as u64, "edge", "edges"),
        count_of(picture.vertices, "vertex", "vertices"),
        if picture.tree { "a tree" } else { "not a tree" },
    );
    let _ = writeln!(
        out,
        "Each vertex's value, from {}, beside the game tree's Grundy value of what hangs there: \
         the edges that fall with it at the cut below it that drops the fewest (all of them if \
         no cut drops it), with it as their ground.\n",
        picture.theory()
    );
    out.push_str("vertex | edges hanging there | value | game tree\n");
    out.push_str("-------+---------------------+-------+----------\n");
    for v in &picture.values {
        let _ = writeln!(
            out,
            "{:>6} | {:>19} | {:>5} | {:>9}  {}",
            v.v,
            v.edges,
            v.value,
            v.tree,
            flag(!v.disagrees())
        );
    }
    out.push('\n');
    let bad = picture.disagreements();
    if bad.is_empty() {
        let _ = writeln!(
            out,
            "game-core and the game tree agree on all {}.",
            count_of(picture.values.len() as u64, "vertex", "vertices")
        );
    } else {
        let list: Vec<String> = bad.iter().map(|v| v.v.to_string()).collect();
        let _ = writeln!(
            out,
            "DISAGREEMENT: game-core and the game tree differ at vertices {}.",
            list.join(", ")
        );
    }
    let ground = &picture.values[0];
    let _ = writeln!(
        out,
        "The ground's value is {} (game tree: {}): the {} player wins.",
        ground.value,
        ground.tree,
        if ground.tree == 0 { "second" } else { "first" }
    );
    out
}

/// Where each vertex is drawn, in layers by its distance from the ground
/// (the ground's layer 0), and in each layer in the order of a search from
/// the ground (so that children sit near their parents): (layer, place in
/// the layer, the layer's size), by vertex.
pub fn layout(picture: &Picture) -> Vec<(usize, usize, usize)> {
    let n = picture.vertices as usize;
    let mut neighbours = vec![Vec::new(); n];
    for &(a, b) in &picture.edges {
        let (a, b) = (a as usize - 1, b as usize - 1);
        if a != b {
            neighbours[a].push(b);
            neighbours[b].push(a);
        }
    }
    for list in &mut neighbours {
        list.sort_unstable();
        list.dedup();
    }
    // Distances by breadth-first search, then the order by depth-first.
    let mut depth = vec![usize::MAX; n];
    depth[0] = 0;
    let mut queue = vec![0];
    let mut i = 0;
    while let Some(&u) = queue.get(i) {
        i += 1;
        for &w in &neighbours[u] {
            if depth[w] == usize::MAX {
                depth[w] = depth[u] + 1;
                queue.push(w);
            }
        }
    }
    let mut order = Vec::new();
    let mut seen = vec![false; n];
    let mut stack = vec![0];
    while let Some(u) = stack.pop() {
        if seen[u] {
            continue;
        }
        seen[u] = true;
        order.push(u);
        stack.extend(neighbours[u].iter().rev().filter(|&&w| !seen[w]));
    }
    let layers = depth.iter().max().map_or(1, |d| d + 1);
    let mut size = vec![0; layers];
    let mut place = vec![(0, 0, 0); n];
    for &v in &order {
        place[v] = (depth[v], size[depth[v]], 0);
        size[depth[v]] += 1;
    }
    for p in &mut place {
        p.2 = size[p.0];
    }
    place
}

/// A vertex's colour class: dark where its part is lost for the player to
/// move, by value where it is won, red where game-core disagrees.
pub fn paint(v: &Vertex) -> Paint {
    match (v.disagrees(), v.tree) {
        (true, _) => Paint::Disagree,
        (false, 0) => Paint::Losing,
        (false, g) => Paint::Grundy(g),
    }
}

/// The picture's size in pixels.
pub const SIZE: (u32, u32) = (820, 760);

/// The ground's colour.
const GROUND: RGBColor = RGBColor(0x8b, 0x5a, 0x2b);

/// The picture as an SVG: the ground at the bottom, the edges green (either
/// player may cut them), each vertex a disc in the colour of its value,
/// with its value inside and its number beside it.
///
/// # Errors
/// What plotters says, in one line.
pub fn svg(picture: &Picture) -> Result<String, String> {
    let mut out = String::new();
    draw(picture, &mut out).map_err(|e| format!("cannot draw the picture: {e}"))?;
    Ok(out)
}

fn draw(picture: &Picture, out: &mut String) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::with_string(out, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let (top, legend) = root.split_vertically(SIZE.1 - LEGEND_HEIGHT);
    let title = format!(
        "Green Hackenbush: each vertex's value ({})",
        if picture.tree { "a tree" } else { "a graph" }
    );
    let area = top.titled(&title, ("sans-serif", 22))?;
    let (width, height) = area.dim_in_pixel();
    let place = layout(picture);
    let layers = place.iter().map(|p| p.0).max().unwrap_or(0) + 1;
    let ground_y = height as i32 - 40;
    let step = ((ground_y - 50) / layers.max(1) as i32).min(110);
    let at = |v: usize| {
        let (layer, i, size) = place[v];
        let x = (width as f64 * (i as f64 + 0.5) / size as f64).round() as i32;
        (x, ground_y - 10 - step * layer as i32)
    };
    area.draw(&PathElement::new(
        vec![(30, ground_y), (width as i32 - 30, ground_y)],
        GROUND.stroke_width(4),
    ))?;
    let green = CHECKED.stroke_width(3);
    // Edges: parallel ones bowed apart, loops as rings above the vertex.
    let mut pairs: Vec<(usize, usize)> = picture
        .edges
        .iter()
        .map(|&(a, b)| ((a.min(b) - 1) as usize, (a.max(b) - 1) as usize))
        .collect();
    pairs.sort_unstable();
    let mut i = 0;
    while i < pairs.len() {
        let j = (i..pairs.len())
            .find(|&j| pairs[j] != pairs[i])
            .unwrap_or(pairs.len());
        let (a, b) = pairs[i];
        let k = j - i;
        if a == b {
            let (x, y) = at(a);
            for r in 0..k {
                let radius = 11 + 6 * r as i32;
                area.draw(&Circle::new((x, y - 16 - radius), radius, green))?;
            }
        } else {
            let ((x0, y0), (x1, y1)) = (at(a), at(b));
            let (dx, dy) = (f64::from(x1 - x0), f64::from(y1 - y0));
            let length = dx.hypot(dy).max(1.0);
            for r in 0..k {
                let bow = (r as f64 - (k - 1) as f64 / 2.0) * 22.0;
                let mid = (
                    (f64::from(x0 + x1) / 2.0 - dy / length * bow).round() as i32,
                    (f64::from(y0 + y1) / 2.0 + dx / length * bow).round() as i32,
                );
                area.draw(&PathElement::new(vec![(x0, y0), mid, (x1, y1)], green))?;
            }
        }
        i = j;
    }
    let max = picture
        .values
        .iter()
        .map(|v| v.tree)
        .max()
        .unwrap_or(1)
        .max(1);
    let value_style = ("sans-serif", 15)
        .into_font()
        .color(&BLACK)
        .pos(Pos::new(HPos::Center, VPos::Center));
    let number_style = ("sans-serif", 12)
        .into_font()
        .color(&BLACK)
        .pos(Pos::new(HPos::Left, VPos::Center));
    for (i, v) in picture.values.iter().enumerate() {
        let (x, y) = at(i);
        let p = paint(v);
        area.draw(&Circle::new((x, y), 14, colour(p, max).filled()))?;
        area.draw(&Circle::new((x, y), 14, BLACK.stroke_width(1)))?;
        let ink = if matches!(p, Paint::Losing | Paint::Disagree) {
            WHITE
        } else {
            BLACK
        };
        area.draw(&Text::new(
            v.value.to_string(),
            (x, y),
            value_style.clone().color(&ink),
        ))?;
        area.draw(&Text::new(
            format!("v{}", v.v),
            (x + 17, y + 12),
            number_style.clone(),
        ))?;
    }
    let mut items = vec![
        (
            Key::Line(GROUND),
            "the ground: vertex 1; what no longer reaches it falls".to_string(),
        ),
        (
            Key::Line(CHECKED),
            "an edge: either player may cut it (a loop: a ring)".into(),
        ),
        (
            Key::Square(LOSING),
            "value 0: lost for the player to move there".into(),
        ),
        (
            values_key(picture.values.iter().map(|v| v.tree), max),
            VALUES_TEXT.into(),
        ),
    ];
    if !picture.disagreements().is_empty() {
        items.push((
            Key::Square(DISAGREE),
            "game-core and the game tree DISAGREE here".into(),
        ));
    }
    items.push((
        Key::None,
        format!(
            "in each disc its value ({}), checked against the game tree",
            if picture.tree {
                "tree_values"
            } else {
                "graph_values"
            }
        ),
    ));
    draw_legend(&legend, &items)?;
    root.present()?;
    Ok(())
}
