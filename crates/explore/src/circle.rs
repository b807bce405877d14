//! Berzerk (Codeforces 786A), a game that may never end: who wins with the
//! monster on each planet of the circle, for each player moving first, from
//! game-core's retrograde analysis ([`draws::berzerk`]) checked against the
//! fixed point of the rules ([`proof::draws`](game_core::proof::draws)), as
//! text and as a picture: the circle of objects, one ring per first player,
//! the draws (Loop) in their own colour.

use std::f64::consts::PI;
use std::fmt::Write as _;

use game_core::draws::{self, Outcome};
use game_core::proof::draws::{solve, Berzerk, Player, Value};
use itertools::Itertools;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::picture::{draw_legend, Key, DISAGREE, LEGEND_HEIGHT, LOSING, SIZE, WINNING};
use crate::table::{count_of, TooBig};

/// The most objects on the circle: the statement's n ≤ 7000.
pub const OBJECTS_LIMIT: u64 = 7000;

/// The largest circle the fixed point may check: 2000 objects, about a
/// second with ten steps each.
pub const SOLVE_LIMIT: u64 = 2000;

/// The largest circle the fixed point checks unless told.
pub const SOLVE_DEFAULT: u64 = 300;

/// The colour of a draw (the statement's Loop).
pub(crate) const LOOP: RGBColor = RGBColor(0xf2, 0xa9, 0x00);

/// The black hole's colour.
const HOLE: RGBColor = RGBColor(0x10, 0x10, 0x10);

/// The two players, in the order of the statement's output lines.
pub const PLAYERS: [Player; 2] = [Player::Rick, Player::Morty];

/// A player's name.
pub fn name(player: Player) -> &'static str {
    match player {
        Player::Rick => "Rick",
        Player::Morty => "Morty",
    }
}

/// The statement's word for an outcome: `Win`, `Lose` or `Loop`.
pub fn word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "Win",
        Outcome::Lose => "Lose",
        Outcome::Draw => "Loop",
    }
}

/// The fixed point's name for an outcome.
fn value(outcome: Outcome) -> Value {
    match outcome {
        Outcome::Win => Value::Win,
        Outcome::Lose => Value::Lose,
        Outcome::Draw => Value::Draw,
    }
}

/// One start: the monster on a planet, one player moving first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Start {
    /// The planet, `2..=n`.
    pub object: u64,
    /// Who moves first.
    pub first: Player,
    /// [`draws::berzerk`]'s outcome, for the player who moves first.
    pub theory: Outcome,
    /// The fixed point's value for him, if the circle was checked.
    pub fixed: Option<Value>,
}

impl Start {
    /// True if the fixed point checked this start and disagrees.
    pub fn disagrees(&self) -> bool {
        self.fixed.is_some_and(|v| v != value(self.theory))
    }
}

/// A circle of Berzerk with its steps, and who wins from every start.
#[derive(Debug, Clone)]
pub struct Circle {
    /// The objects, `1..=n`; object 1 is the black hole.
    pub n: u64,
    /// Rick's steps, ascending, without repeats.
    pub rick: Vec<u64>,
    /// Morty's steps, ascending, without repeats.
    pub morty: Vec<u64>,
    /// Per first player (Rick, then Morty), the planets `2..=n` in order.
    pub rings: [Vec<Start>; 2],
    /// The fixed point's states and sweeps, if it checked the circle.
    pub checked: Option<(usize, usize)>,
}

impl Circle {
    /// Who wins from every start of the circle of `n` objects with these
    /// steps, from [`draws::berzerk`]; checked against the fixed point of
    /// the rules ([`Berzerk`]) when `n ≤ solve_to`.
    ///
    /// # Errors
    /// `n` above [`OBJECTS_LIMIT`], `solve_to` above [`SOLVE_LIMIT`], or
    /// what game-core refuses (a step of 0 or of n or more, no step, n < 2).
    pub fn new(n: u64, rick: &[u64], morty: &[u64], solve_to: u64) -> Result<Self, TooBig> {
        if n > OBJECTS_LIMIT {
            return Err(TooBig(format!(
                "a circle of {n} objects is beyond explore's {OBJECTS_LIMIT}, the statement's \
                 limit; lower -n"
            )));
        }
        if solve_to > SOLVE_LIMIT {
            return Err(TooBig(format!(
                "the fixed point checks circles of at most {SOLVE_LIMIT} objects, not \
                 {solve_to}; lower --solve-to"
            )));
        }
        let lines = draws::berzerk(n, rick, morty).map_err(TooBig)?;
        let set = |steps: &[u64]| steps.iter().copied().sorted().dedup().collect::<Vec<_>>();
        let (rick, morty) = (set(rick), set(morty));
        let game = Berzerk {
            n,
            rick: rick.clone(),
            morty: morty.clone(),
        };
        let fixed = (n <= solve_to).then(|| {
            let starts = (2..=n).flat_map(|p| PLAYERS.map(|first| (p, first)));
            solve(&game, starts)
        });
        let rings = [0, 1].map(|i| {
            let first = PLAYERS[i];
            (2..=n)
                .zip(&lines[i])
                .map(|(object, &theory)| Start {
                    object,
                    first,
                    theory,
                    fixed: fixed.as_ref().and_then(|f| f.value(&(object, first))),
                })
                .collect()
        });
        Ok(Self {
            n,
            rick,
            morty,
            rings,
            checked: fixed.map(|f| (f.len(), f.sweeps())),
        })
    }

    /// The starts where the fixed point disagrees with [`draws::berzerk`].
    pub fn disagreements(&self) -> Vec<Start> {
        self.rings
            .iter()
            .flatten()
            .filter(|s| s.disagrees())
            .copied()
            .collect()
    }

    /// A player's steps.
    pub fn steps(&self, player: Player) -> &[u64] {
        match player {
            Player::Rick => &self.rick,
            Player::Morty => &self.morty,
        }
    }
}

/// The planets per block of the text's table.
const BLOCK: usize = 10;

/// The circle as text: for each block of planets, a row of objects and a
/// row per first player of `Win`, `Lose` or `Loop`, a `!` where the fixed
/// point disagrees; then the counts and the check.
pub fn text(circle: &Circle) -> String {
    let n = circle.n;
    let steps = |p: Player| circle.steps(p).iter().join(", ");
    let mut out = format!(
        "Berzerk (Codeforces 786A): objects 1..={n} clockwise on a circle, object 1 a black hole; \
         the player to move steps the monster clockwise by one of his own steps; whoever puts it \
         into the black hole wins. Rick's steps: {}. Morty's steps: {}.\n\
         Who wins with the monster on each planet, said for the player who moves first (Loop: \
         the game never ends), from draws::berzerk (retrograde analysis); a ! marks a start \
         where the fixed point of the rules (proof::draws) disagrees.\n",
        steps(Player::Rick),
        steps(Player::Morty)
    );
    let starts = &circle.rings;
    for block in (0..starts[0].len()).chunks(BLOCK).into_iter() {
        let block: Vec<usize> = block.collect();
        let cell =
            |s: &Start| format!("{}{}", word(s.theory), if s.disagrees() { "!" } else { "" });
        let objects = block
            .iter()
            .format_with("", |&i, f| f(&format_args!(" {:>5}", starts[0][i].object)));
        let _ = write!(out, "\nobject      |{objects}\n");
        for (ring, player) in starts.iter().zip(PLAYERS) {
            let cells = block
                .iter()
                .format_with("", |&i, f| f(&format_args!(" {:>5}", cell(&ring[i]))));
            let _ = writeln!(out, "{:<11} |{cells}", format!("{} first", name(player)));
        }
    }
    out.push('\n');
    for (ring, player) in starts.iter().zip(PLAYERS) {
        let count = |o: Outcome| ring.iter().filter(|s| s.theory == o).count() as u64;
        let _ = writeln!(
            out,
            "{} first: wins on {}, loses on {}, loops on {}.",
            name(player),
            count_of(count(Outcome::Win), "planet", "planets"),
            count(Outcome::Lose),
            count(Outcome::Draw)
        );
    }
    let bad = circle.disagreements();
    let all = count_of(2 * (n - 1), "start", "starts");
    let _ = match circle.checked {
        None => writeln!(
            out,
            "Not checked: the fixed point of the rules checks circles of up to --solve-to objects \
             (at most {SOLVE_LIMIT})."
        ),
        Some((states, sweeps)) if bad.is_empty() => writeln!(
            out,
            "The fixed point of the rules (proof::draws::solve: {}, {}) agrees on all {all}: ok.",
            count_of(states as u64, "state", "states"),
            count_of(sweeps as u64, "sweep", "sweeps")
        ),
        Some(_) => writeln!(
            out,
            "DISAGREEMENT: the fixed point of the rules and draws::berzerk differ on {} of {all}: \
             {}.",
            bad.len(),
            bad.iter().take(8).format_with(", ", |s, f| f(&format_args!(
                "object {}, {} first",
                s.object,
                name(s.first)
            )))
        ),
    };
    out
}

/// What the picture paints an object of a ring.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shade {
    /// The player who moves first wins.
    Win,
    /// He loses.
    Lose,
    /// The game never ends.
    Loop,
    /// Object 1, where the game is over.
    BlackHole,
    /// The fixed point disagrees with [`draws::berzerk`].
    Disagree,
}

/// A start's shade.
pub fn shade(start: &Start) -> Shade {
    match (start.disagrees(), start.theory) {
        (true, _) => Shade::Disagree,
        (false, Outcome::Win) => Shade::Win,
        (false, Outcome::Lose) => Shade::Lose,
        (false, Outcome::Draw) => Shade::Loop,
    }
}

fn colour(shade: Shade) -> RGBColor {
    match shade {
        Shade::Win => WINNING,
        Shade::Lose => LOSING,
        Shade::Loop => LOOP,
        Shade::BlackHole => HOLE,
        Shade::Disagree => DISAGREE,
    }
}

/// Objects `first..=last` of one ring with one shade: one piece of the
/// picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Arc {
    /// The ring: 0 for Rick moving first (outside), 1 for Morty (inside).
    pub ring: usize,
    /// The first object.
    pub first: u64,
    /// The last object (inclusive).
    pub last: u64,
    /// Their shade.
    pub shade: Shade,
}

/// The arcs the picture draws, ring by ring, clockwise from the black hole
/// (object 1, an arc of its own in each ring): equal neighbours merged.
pub fn arcs(circle: &Circle) -> Vec<Arc> {
    let mut out = Vec::new();
    for (ring, starts) in circle.rings.iter().enumerate() {
        out.push(Arc {
            ring,
            first: 1,
            last: 1,
            shade: Shade::BlackHole,
        });
        for s in starts {
            match out.last_mut() {
                Some(arc) if arc.ring == ring && arc.shade == shade(s) => arc.last = s.object,
                _ => out.push(Arc {
                    ring,
                    first: s.object,
                    last: s.object,
                    shade: shade(s),
                }),
            }
        }
    }
    out
}

/// The radii of the rings, as parts of the outer radius: (inside, outside).
const RINGS: [(f64, f64); 2] = [(0.77, 1.0), (0.52, 0.75)];

/// The objects that get a number outside the circle: every one if there
/// are at most 36, else object 1 and every k-th (k = 2, 5, 10, 20, …) but
/// those less than k/2 before object 1 again, whose number would touch its.
pub fn numbered(n: u64) -> Vec<u64> {
    let step = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]
        .into_iter()
        .find(|&k| n.div_ceil(k) <= 36)
        .unwrap_or(1000);
    if step == 1 {
        return (1..=n).collect();
    }
    std::iter::once(1)
        .chain((step..=n + 1 - step.div_ceil(2)).step_by(step as usize))
        .collect()
}

/// The circle as a picture: the objects clockwise from the top, object 1
/// the black hole; the outer ring Rick moving first, the inner Morty.
///
/// # Errors
/// What plotters says, in one line.
pub fn svg(circle: &Circle) -> Result<String, String> {
    let mut out = String::new();
    draw(circle, &mut out).map_err(|e| format!("cannot draw the picture: {e}"))?;
    Ok(out)
}

fn draw(circle: &Circle, out: &mut String) -> Result<(), Box<dyn std::error::Error>> {
    let n = circle.n;
    let root = SVGBackend::with_string(out, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let (top, legend) = root.split_vertically(SIZE.1 - LEGEND_HEIGHT);
    let title = format!(
        "Berzerk (Codeforces 786A): who wins, n = {n}, Rick {{{}}}, Morty {{{}}}",
        circle.rick.iter().join(", "),
        circle.morty.iter().join(", ")
    );
    let area = top.titled(&title, ("sans-serif", 20))?;
    let (w, h) = area.dim_in_pixel();
    let centre = (f64::from(w) / 2.0, f64::from(h) / 2.0);
    let radius = f64::from(w.min(h)) / 2.0 - 44.0;
    // Object k's middle, clockwise from the top (the screen's y is down).
    let angle = |k: f64| -PI / 2.0 + 2.0 * PI * (k - 1.0) / n as f64;
    let point = |a: f64, r: f64| {
        let (x, y) = (centre.0 + r * a.cos(), centre.1 + r * a.sin());
        (x.round() as i32, y.round() as i32)
    };
    let half = PI / n as f64;
    for arc in arcs(circle) {
        let (inside, outside) = RINGS[arc.ring];
        let (a0, a1) = (
            angle(arc.first as f64) - half,
            angle(arc.last as f64) + half,
        );
        // A point every 2 degrees along each side.
        let parts = ((a1 - a0) / (PI / 90.0)).ceil().max(1.0) as usize;
        let along =
            |r: f64| (0..=parts).map(move |i| point(a0 + (a1 - a0) * i as f64 / parts as f64, r));
        let mut points: Vec<(i32, i32)> = along(radius * outside).collect();
        points.extend(along(radius * inside).collect::<Vec<_>>().into_iter().rev());
        area.draw(&Polygon::new(points, colour(arc.shade).filled()))?;
    }
    let size = 2.0 * PI * radius / n as f64;
    if size >= 10.0 {
        // A white line between neighbours, across both rings.
        let border = WHITE.stroke_width(1);
        for k in 1..=n {
            let a = angle(k as f64) - half;
            for (inside, outside) in RINGS {
                area.draw(&PathElement::new(
                    vec![point(a, radius * inside), point(a, radius * outside)],
                    border,
                ))?;
            }
        }
    }
    let font = ("sans-serif", 14).into_font().color(&BLACK);
    let centred = Pos::new(HPos::Center, VPos::Center);
    for k in numbered(n) {
        let at = point(angle(k as f64), radius + 18.0);
        let label = if k == 1 {
            "1 (black hole)".to_string()
        } else {
            k.to_string()
        };
        let pos = if k == 1 {
            Pos::new(HPos::Center, VPos::Bottom)
        } else {
            centred
        };
        area.draw(&Text::new(label, at, font.clone().pos(pos)))?;
    }
    if size >= 22.0 {
        let small = ("sans-serif", (size * 0.4).min(14.0))
            .into_font()
            .color(&BLACK)
            .pos(centred);
        for (ring, starts) in circle.rings.iter().enumerate() {
            let (inside, outside) = RINGS[ring];
            for s in starts {
                let shade = shade(s);
                let ink = if matches!(shade, Shade::Lose | Shade::Disagree) {
                    WHITE
                } else {
                    BLACK
                };
                let label = match s.theory {
                    Outcome::Win => "W",
                    Outcome::Lose => "L",
                    Outcome::Draw => "∞",
                };
                let at = point(angle(s.object as f64), radius * (inside + outside) / 2.0);
                area.draw(&Text::new(label, at, small.clone().color(&ink)))?;
            }
        }
    }
    for (i, line) in ["outside: Rick first", "inside: Morty first"]
        .iter()
        .enumerate()
    {
        let at = (centre.0 as i32, centre.1 as i32 - 10 + 20 * i as i32);
        area.draw(&Text::new(*line, at, font.clone().pos(centred)))?;
    }
    draw_legend(&legend, &legend_items(circle))?;
    root.present()?;
    Ok(())
}

/// The legend's lines, in the game's words.
pub fn legend_items(circle: &Circle) -> Vec<(Key, String)> {
    let mut items = vec![
        (
            Key::Square(WINNING),
            "Win: the player who moves first puts the monster into the black hole".to_string(),
        ),
        (
            Key::Square(LOSING),
            "Lose: the other player puts it there, whatever the first does".into(),
        ),
        (
            Key::Square(LOOP),
            "Loop: neither can force it; the game never ends".into(),
        ),
        (
            Key::Square(HOLE),
            format!(
                "object 1, the black hole, where the game is over; objects 1..={} run clockwise \
                 from the top",
                circle.n
            ),
        ),
    ];
    let bad = circle.disagreements().len();
    if bad > 0 {
        items.push((
            Key::Square(DISAGREE),
            "the fixed point of the rules and draws::berzerk DISAGREE here".into(),
        ));
    }
    items.push((
        Key::None,
        match circle.checked {
            None => "from draws::berzerk, not checked (the circle is beyond --solve-to)".into(),
            Some(_) if bad == 0 => {
                "from draws::berzerk, checked against the fixed point of the rules: ok".into()
            }
            Some(_) => format!("from draws::berzerk: {bad} starts DISAGREE with the fixed point"),
        },
    ));
    items
}
