//! explore's tables, pictures and command line: snapshots of what it prints
//! and draws, the picture's losing cells against an independent solver run,
//! the tables against the closed forms, and bad arguments.

mod common;
use common::{
    assert_each_is_one_error_line, attr, docs_picture, explore, explore_closed_early, scratch,
    svg_texts,
};
use std::collections::BTreeSet;
use std::process::Command;

use explore::picture::{self, paint, runs, Colouring, Paint};
use explore::plane::{quiet, GameKind, Plane};
use explore::table;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use game_core::wythoff;
use itertools::iproduct;

const GAMES: [GameKind; 4] = [
    GameKind::Wythoff,
    GameKind::Euclid,
    GameKind::Bash,
    GameKind::Poj1740,
];

/// The cells `(x, y)` of a `size` grid that a fresh solver run (not
/// explore's) calls losing.
fn solver_losing_cells(game: GameKind, size: u64) -> BTreeSet<(u64, u64)> {
    let y0 = game.y_min();
    let square: Vec<(u64, u64)> = iproduct!(y0..=size, 0..=size)
        .map(|(y, x)| (x, y))
        .collect();
    match game {
        GameKind::Wythoff => {
            let s = solve(&rules::Wythoff, square.iter().copied());
            square.into_iter().filter(|c| s.is_losing(c)).collect()
        }
        GameKind::Euclid => {
            let s = solve(&rules::Euclid, square.iter().copied());
            square.into_iter().filter(|c| s.is_losing(c)).collect()
        }
        GameKind::Poj1740 => {
            let pair = |&(x, y): &(u64, u64)| vec![x.min(y), x.max(y)];
            let s = solve(&rules::Poj1740, square.iter().map(pair));
            square
                .into_iter()
                .filter(|c| s.is_losing(&pair(c)))
                .collect()
        }
        GameKind::Bash => square
            .into_iter()
            .filter(|&(r, m)| solve(&rules::Bash { m }, [r]).is_losing(&r))
            .collect(),
    }
}

/// The cells the picture paints as losing, from the runs it draws.
fn drawn_losing_cells(plane: &Plane, colouring: Colouring) -> BTreeSet<(u64, u64)> {
    runs(plane, colouring)
        .into_iter()
        .filter(|r| r.paint == Paint::Losing)
        .flat_map(|r| (r.x0..=r.x1).map(move |x| (x, r.y)))
        .collect()
}

#[test]
fn the_pictures_losing_cells_are_exactly_the_solvers() {
    for game in GAMES {
        let size = 24;
        let plane = Plane::new(game, size, size, &quiet);
        let expected = solver_losing_cells(game, size);
        assert!(!expected.is_empty());
        for colouring in [Colouring::WinLose, Colouring::Grundy] {
            assert_eq!(
                drawn_losing_cells(&plane, colouring),
                expected,
                "{game:?} {colouring:?}"
            );
        }
        // Every cell is drawn once in Grundy colouring, with its own value.
        let grundy_runs = runs(&plane, Colouring::Grundy);
        let covered: u64 = grundy_runs.iter().map(|r| r.x1 - r.x0 + 1).sum();
        assert_eq!(covered, (size + 1) * (size + 1 - game.y_min()), "{game:?}");
        for r in grundy_runs {
            for x in r.x0..=r.x1 {
                let g = plane.cell(x, r.y).grundy.expect("solved");
                let want = if g == 0 {
                    Paint::Losing
                } else {
                    Paint::Grundy(g)
                };
                assert_eq!(r.paint, want, "{game:?} ({x}, {})", r.y);
            }
        }
    }
}

#[test]
fn the_svg_draws_one_dark_rectangle_per_losing_run() {
    // Wythoff's losing cells are isolated, so each is its own run and rect.
    let plane = Plane::new(GameKind::Wythoff, 20, 20, &quiet);
    let svg = picture::svg(&plane, Colouring::WinLose).unwrap();
    let dark_rects = svg
        .lines()
        .filter(|l| l.starts_with("<rect") && l.contains(r##"fill="#1C2F5E""##))
        .count();
    let losing = solver_losing_cells(GameKind::Wythoff, 20).len();
    // One per losing cell, plus the legend's key.
    assert_eq!(dark_rects, losing + 1);
    assert_eq!(losing, 17, "(0, 0) and 8 pairs each way with b ≤ 20");
}

#[test]
fn beyond_the_solved_region_the_picture_shows_the_closed_form() {
    let plane = Plane::new(GameKind::Wythoff, 60, 20, &quiet);
    assert_eq!(plane.solved_to, 20);
    let drawn = drawn_losing_cells(&plane, Colouring::WinLose);
    let closed: BTreeSet<(u64, u64)> = iproduct!(0..=60, 0..=60)
        .filter(|&(x, y)| wythoff::is_losing(x, y))
        .collect();
    assert_eq!(drawn, closed);
    assert_eq!(plane.cell(21, 34).grundy, None);
    assert_eq!(plane.cell(12, 20).grundy, Some(0));
    assert_eq!(
        paint(&plane.cell(21, 34), Colouring::WinLose),
        Paint::Losing
    );
    let svg = picture::svg(&plane, Colouring::WinLose).unwrap();
    assert!(svg.contains("game tree searched up to 20; closed form beyond"));
}

#[test]
fn the_closed_forms_lines_are_drawn_over_the_cells_at_every_size() {
    const DARK: &str = r##"fill="#1C2F5E""##;
    const LINE: &str = r##"<polyline fill="none" opacity="1" stroke="#F08C00""##;
    for (size, width) in [(30, 2), (5000, 1)] {
        let plane = Plane::new(GameKind::Wythoff, size, 20, &quiet);
        let svg = picture::svg(&plane, Colouring::WinLose).unwrap();
        let losing_runs = runs(&plane, Colouring::WinLose)
            .iter()
            .filter(|r| r.paint == Paint::Losing)
            .count();
        // Every dark cell comes before the first line, so none covers it.
        let first_line = svg.find(LINE).expect("the lines are drawn");
        assert_eq!(svg[..first_line].matches(DARK).count(), losing_runs);
        let line = svg[first_line..].lines().next().unwrap();
        assert!(
            line.contains(&format!(r#"stroke-width="{width}""#)),
            "{size}: {line}"
        );
    }
}

#[test]
fn a_disagreement_is_painted_red() {
    let plane = Plane::new(GameKind::Euclid, 5, 5, &quiet);
    let mut cell = plane.cell(2, 3);
    assert_eq!(paint(&cell, Colouring::WinLose), Paint::Losing);
    cell.closed_form_losing = false;
    assert!(cell.disagrees());
    assert_eq!(paint(&cell, Colouring::WinLose), Paint::Disagree);
    assert_eq!(paint(&cell, Colouring::Grundy), Paint::Disagree);
}

#[test]
fn the_solver_agrees_with_every_closed_form_on_the_grids() {
    for (game, size) in [
        (GameKind::Wythoff, 80),
        (GameKind::Euclid, 300),
        (GameKind::Bash, 120),
        (GameKind::Poj1740, 24),
    ] {
        let plane = Plane::new(game, size, size, &quiet);
        assert_eq!(plane.disagreements(), [], "{game:?}");
        let side = size as usize + 1;
        assert_eq!(
            plane.solved_cells(),
            side * (side - game.y_min() as usize),
            "{game:?}"
        );
    }
}

#[test]
fn the_tables_agree_with_the_closed_forms() {
    // Wythoff: the solver's k-th losing pair is p_position(k).
    let plane = table::plane_for_table(GameKind::Wythoff, 40, 123, 150, |_| true, &quiet).unwrap();
    let pairs: Vec<(u128, u128)> = table::losing_pairs(&plane)
        .iter()
        .filter(|c| c.solver_losing() == Some(true))
        .map(|c| (u128::from(c.x), u128::from(c.y)))
        .take(40)
        .collect();
    let closed: Vec<(u128, u128)> = (0..40).map(wythoff::p_position).collect();
    assert_eq!(pairs, closed);
    let text = table::wythoff_table(&plane, 40);
    assert_eq!(text.matches("   ok\n").count(), 40);
    assert!(!text.contains("DIFFERENT") && !text.contains("DISAGREE"));

    let euclid =
        table::plane_for_table(GameKind::Euclid, 60, 10, 500, |c| c.x > 0, &quiet).unwrap();
    let poj = table::plane_for_table(GameKind::Poj1740, 20, 10, 40, |_| true, &quiet).unwrap();
    let texts = [
        table::pairs_table(&euclid, 60),
        table::pairs_table(&poj, 20),
        table::bash_table(1, 30, &quiet).unwrap(),
        table::bash_table(7, 30, &quiet).unwrap(),
        table::poj1740_piles_table(3, 5, 100, &quiet).unwrap(),
        table::poj1740_piles_table(4, 4, 100, &quiet).unwrap(),
    ];
    for text in texts {
        assert!(
            !text.contains("DIFFERENT") && !text.contains("DISAGREE"),
            "{text}"
        );
        assert!(text.contains("agree on all"), "{text}");
    }
}

#[test]
fn one_is_singular() {
    let one_pile = table::poj1740_piles_table(1, 4, 10, &quiet).unwrap();
    assert!(
        one_pile.starts_with("POJ 1740, 1 pile of 0..=4 stones:"),
        "{one_pile}"
    );
    let only = table::poj1740_piles_table(3, 0, 10, &quiet).unwrap();
    assert!(
        only.contains("the game tree of the only such position."),
        "{only}"
    );
    assert!(only.contains("agree on the only position."), "{only}");
    let plane = table::plane_for_table(GameKind::Wythoff, 1, 1, 150, |_| true, &quiet).unwrap();
    let first = table::wythoff_table(&plane, 1);
    assert!(
        first.contains("the first 1 losing position (a ≤ b;"),
        "{first}"
    );
    let bash = table::bash_table(3, 1, &quiet).unwrap();
    assert!(bash.contains("the first 1 losing state r ("), "{bash}");
    let (_, stderr, _) = explore(&["poj1740", "--at", "1", "--svg"], &std::env::temp_dir());
    assert!(stderr.contains("--at gives 1 pile;"), "{stderr}");
}

#[test]
fn table_snapshots() {
    let wythoff = table::plane_for_table(GameKind::Wythoff, 12, 39, 150, |_| true, &quiet).unwrap();
    insta::assert_snapshot!("wythoff_table", table::wythoff_table(&wythoff, 12));
    let euclid =
        table::plane_for_table(GameKind::Euclid, 12, 16, 500, |c| c.x > 0, &quiet).unwrap();
    insta::assert_snapshot!("euclid_table", table::pairs_table(&euclid, 12));
    let poj = table::plane_for_table(GameKind::Poj1740, 6, 7, 40, |_| true, &quiet).unwrap();
    insta::assert_snapshot!("poj1740_table", table::pairs_table(&poj, 6));
    insta::assert_snapshot!(
        "poj1740_four_piles",
        table::poj1740_piles_table(4, 3, 40, &quiet).unwrap()
    );
    insta::assert_snapshot!("bash_table", table::bash_table(3, 8, &quiet).unwrap());
}

#[test]
fn grundy_grid_snapshots() {
    for (game, size) in [
        (GameKind::Wythoff, 9),
        (GameKind::Euclid, 9),
        (GameKind::Bash, 9),
        (GameKind::Poj1740, 6),
    ] {
        let plane = Plane::new(game, size, size, &quiet);
        insta::assert_snapshot!(
            format!("grundy_{}", game.name()),
            table::grundy_grid(&plane)
        );
    }
}

#[test]
fn winning_move_snapshots() {
    let cases: [(GameKind, &[u64], u64); 10] = [
        (GameKind::Wythoff, &[5, 8], 0),
        (GameKind::Wythoff, &[2, 2], 0),
        (GameKind::Wythoff, &[4, 7], 0),
        (GameKind::Wythoff, &[1_000_000, 2_000_000], 0),
        (GameKind::Euclid, &[34, 12], 0),
        (GameKind::Euclid, &[15, 24], 0),
        (GameKind::Euclid, &[0, 5], 0),
        (GameKind::Bash, &[10], 3),
        (GameKind::Poj1740, &[1, 2, 3], 0),
        (GameKind::Poj1740, &[0, 2, 2], 0),
    ];
    let text: String = cases
        .iter()
        .map(|&(game, at, m)| table::explain(game, at, m, &quiet))
        .collect();
    assert!(!text.contains("DIFFERENT"), "{text}");
    insta::assert_snapshot!("winning_moves", text);
}

#[test]
fn small_svg_snapshots() {
    let plane = Plane::new(GameKind::Wythoff, 8, 8, &quiet);
    insta::assert_snapshot!(
        "wythoff_8_svg",
        picture::svg(&plane, Colouring::WinLose).unwrap()
    );
    let plane = Plane::new(GameKind::Euclid, 6, 6, &quiet);
    insta::assert_snapshot!(
        "euclid_6_grundy_svg",
        picture::svg(&plane, Colouring::Grundy).unwrap()
    );
}

#[test]
fn svg_defaults_to_a_file_named_after_the_game() {
    let dir = scratch("svg");
    let (stdout, stderr, code) = explore(&["wythoff", "--svg", "--size", "12"], &dir);
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert!(stdout.starts_with("Wythoff's game: the first 12 losing positions"));
    assert!(stdout.ends_with(
        "\nWrote wythoff.svg (a, b ≤ 12; solver on 0..=12, agrees with the closed form).\n"
    ));
    let svg = std::fs::read_to_string(dir.join("wythoff.svg")).unwrap();
    let plane = Plane::new(GameKind::Wythoff, 12, 12, &quiet);
    assert_eq!(svg, picture::svg(&plane, Colouring::WinLose).unwrap());

    let (stdout, _, code) = explore(&["bash", "-m", "2", "--at", "7", "--svg", "b.svg"], &dir);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("add 1  "), "{stdout}");
    assert!(stdout.contains("Wrote b.svg (r, m ≤ 30;"), "{stdout}");
    assert!(dir.join("b.svg").exists());

    // --at with --svg: a ring on the position, an arrow to each winning
    // move's losing cell, here (3, 5) and (4, 7) from (5, 8).
    let (_, _, code) = explore(
        &["wythoff", "--at", "5,8", "--svg", "m.svg", "--size", "12"],
        &dir,
    );
    assert_eq!(code, Some(0));
    let svg = std::fs::read_to_string(dir.join("m.svg")).unwrap();
    assert!(svg.contains("from (5, 8): the winning moves, to losing positions"));
    let plane = Plane::new(GameKind::Wythoff, 12, 12, &quiet);
    let to = |to: Vec<(u64, u64)>| {
        let moves = Some(picture::MovesMark { from: (5, 8), to });
        let marks = picture::Marks { moves, row: None };
        picture::svg_marked(&plane, Colouring::WinLose, &marks).unwrap()
    };
    let both = to(vec![(5, 3), (4, 7)]);
    assert_eq!(svg, both);
    assert_ne!(svg, to(vec![(4, 7)]));
    assert_eq!(
        svg.matches(r##"<circle"##).count(),
        2,
        "the ring, over its white outline"
    );
    assert_eq!(
        svg.matches(r##"stroke="#D62728" stroke-width="3"/>"##)
            .count(),
        1
    );
    // Two arrowheads, and the legend's.
    assert_eq!(
        svg.matches(r##"<polygon opacity="1" fill="#D62728""##)
            .count(),
        3
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_bash_picture_outlines_the_row_of_m() {
    let dir = scratch("bash-m");
    let plane = Plane::new(GameKind::Bash, 12, 12, &quiet);
    let mut drawn = Vec::new();
    for m in [3, 5] {
        let file = format!("bash-{m}.svg");
        let args = ["bash", "-m", &m.to_string(), "--size", "12", "--svg", &file];
        let (_, stderr, code) = explore(&args, &dir);
        assert_eq!((stderr.as_str(), code), ("", Some(0)));
        let svg = std::fs::read_to_string(dir.join(&file)).unwrap();
        let marks = picture::Marks {
            moves: None,
            row: Some(m),
        };
        assert_eq!(
            svg,
            picture::svg_marked(&plane, Colouring::WinLose, &marks).unwrap()
        );
        // In the game's words: no option of the command line.
        assert!(
            svg.contains(&format!(
                "\nthe row of m = {m}: the step limit of this game (a move adds 1 to {m}), \
                 outlined\n"
            )),
            "{svg}"
        );
        assert!(!svg.contains("-m "), "{svg}");
        // One vocabulary with the table and --at: r, what the sum lacks.
        assert!(svg.contains("\nr (what the sum still lacks)\n"), "{svg}");
        assert!(svg.contains("r, m ≤ 12"), "{svg}");
        drawn.push(svg);
    }
    assert_ne!(drawn[0], drawn[1], "-m changes the picture");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_moves_arrow_runs_from_centre_to_centre_and_is_at_least_a_cell_long() {
    let dist = |p: (f64, f64), q: (f64, f64)| (p.0 - q.0).hypot(p.1 - q.1);
    // Pixels per cell at --size 12, 30 (the README's), 100 and 300.
    for size in [12.0, 30.0, 100.0, 300.0] {
        let px = 720.0 / (size + 1.0);
        let from = (400.0, 300.0);
        // Every one-cell move, the diagonal ones included, and longer ones.
        let moves = iproduct!([-1.0, 0.0, 1.0], [-1.0, 0.0, 1.0])
            .filter(|&d| d != (0.0, 0.0))
            .chain([(-3.0, 5.0), (0.0, -5.0), (-1.0, -1.0)]);
        for (dx, dy) in moves {
            let to = (from.0 + dx * px, from.1 + dy * px);
            let a = picture::arrow(from, to, px).expect("a move");
            let what = format!("--size {size}, move {dx},{dy}");
            assert_eq!(a.head[0], to, "{what}: the tip is on the target's centre");
            let (tail, base_end) = a.shaft;
            let centres = dist(from, to);
            if centres >= picture::MIN_ARROW_PX {
                assert!(dist(tail, from) < 1e-9, "{what}: from the start's centre");
            } else {
                // A short move starts further back, on the same line.
                let back = (from.0 - tail.0, from.1 - tail.1);
                let cross = back.0 * (to.1 - from.1) - back.1 * (to.0 - from.0);
                assert!(cross.abs() < 1e-6, "{what}: {a:?}");
            }
            assert!(a.length() >= px - 1e-9, "{what}: at least a cell long");
            assert!(
                a.length() >= picture::MIN_ARROW_PX - 1e-9,
                "{what}: at least {} px",
                picture::MIN_ARROW_PX
            );
            let base = (
                (a.head[1].0 + a.head[2].0) / 2.0,
                (a.head[1].1 + a.head[2].1) / 2.0,
            );
            assert!(
                dist(base_end, base) < 1e-9,
                "{what}: the shaft meets the head"
            );
            let head_length = dist(a.head[0], base);
            let head_width = dist(a.head[1], a.head[2]);
            // Sized to the cell: 0.45 of it, 6 to 16 px.
            assert!(
                (head_length - (0.45 * px).clamp(6.0, 16.0)).abs() < 1e-9,
                "{what}: {head_length}"
            );
            assert!(head_width >= 6.0 - 1e-9, "{what}: a visible head");
            assert!(
                dist(tail, base_end) >= 0.4 * a.length(),
                "{what}: a visible shaft"
            );
        }
        assert_eq!(picture::arrow(from, from, px), None);
    }
}

/// A move's arrow as drawn, in pixels.
#[derive(Debug)]
struct Drawn {
    /// The shaft's first point.
    tail: (f64, f64),
    /// The arrowhead's tip.
    tip: (f64, f64),
    /// A white outline runs under the shaft and the arrowhead.
    outlined: bool,
}

/// The moves drawn on `svg`: each red shaft and arrowhead on the grid
/// (above the legend).
fn drawn_arrows(svg: &str) -> Vec<Drawn> {
    let points = |line: &str| -> Vec<(f64, f64)> {
        attr(line, "points")
            .unwrap()
            .split_whitespace()
            .map(|p| {
                let (x, y) = p.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect()
    };
    let legend_top = f64::from(picture::SIZE.1 - 150);
    let on_grid = |p: &[(f64, f64)]| p.iter().all(|&(_, y)| y < legend_top);
    let red = r##"stroke="#D62728""##;
    let lines: Vec<&str> = svg.lines().collect();
    let shafts: Vec<Vec<(f64, f64)>> = lines
        .iter()
        .filter(|l| l.starts_with("<polyline") && l.contains(red))
        .map(|l| points(l))
        .filter(|p| on_grid(p))
        .collect();
    let heads: Vec<Vec<(f64, f64)>> = lines
        .iter()
        .filter(|l| l.starts_with(r##"<polygon opacity="1" fill="#D62728""##))
        .map(|l| points(l))
        .filter(|p| on_grid(p))
        .collect();
    assert_eq!(shafts.len(), heads.len(), "a head per shaft");
    let white: Vec<Vec<(f64, f64)>> = lines
        .iter()
        .filter(|l| l.starts_with("<polyline") && l.contains(r##"stroke="#FFFFFF""##))
        .filter(|l| attr(l, "stroke-width") != Some("1"))
        .map(|l| points(l))
        .collect();
    shafts
        .iter()
        .zip(&heads)
        .map(|(shaft, head)| {
            let mut closed = head.clone();
            closed.push(head[0]);
            let outlined = white.contains(shaft) && white.contains(&closed);
            Drawn {
                tail: shaft[0],
                tip: head[0],
                outlined,
            }
        })
        .collect()
}

#[test]
fn the_arrow_to_a_neighbouring_cell_is_a_cell_long_and_outlined() {
    // The issue's picture: wythoff --at 5,8 --svg, on the default 0..=30,
    // moves to (4, 7), the diagonal neighbour, and to (5, 3), which is
    // (3, 5) with the piles swapped; and Bash's move of one from r = 5.
    let dir = scratch("arrows");
    for (args, moves) in [
        (
            &["wythoff", "--at", "5,8", "--svg", "w.svg"][..],
            &[(-1.0, -1.0), (0.0, -5.0)][..],
        ),
        (
            &["bash", "-m", "3", "--at", "5", "--svg", "w.svg"],
            &[(-1.0, 0.0)],
        ),
        (
            &["wythoff", "--at", "5,8", "--size", "100", "--svg", "w.svg"],
            &[(-1.0, -1.0), (0.0, -5.0)],
        ),
    ] {
        let (_, stderr, code) = explore(args, &dir);
        assert_eq!((stderr.as_str(), code), ("", Some(0)), "{args:?}");
        let svg = std::fs::read_to_string(dir.join("w.svg")).unwrap();
        let size: f64 = args
            .windows(2)
            .find(|w| w[0] == "--size")
            .map_or(30.0, |w| w[1].parse().unwrap());
        let px = f64::from(picture::SIZE.0 - 100) / (size + 1.0);
        // The ring is on the start's centre.
        let ring = svg
            .lines()
            .find(|l| l.starts_with("<circle") && l.contains(r##"stroke="#D62728""##))
            .expect("the ring");
        let centre: (f64, f64) = (
            attr(ring, "cx").unwrap().parse().unwrap(),
            attr(ring, "cy").unwrap().parse().unwrap(),
        );
        let arrows = drawn_arrows(&svg);
        assert_eq!(arrows.len(), moves.len(), "{args:?}");
        for &(dx, dy) in moves {
            let what = format!("{args:?} move {dx},{dy}");
            // Pixels: y grows downwards; 1 px of rounding.
            let target = (centre.0 + dx * px, centre.1 - dy * px);
            let near =
                |p: (f64, f64)| (p.0 - target.0).abs() <= 1.5 && (p.1 - target.1).abs() <= 1.5;
            let &Drawn {
                tail,
                tip,
                outlined,
            } = arrows
                .iter()
                .find(|a| near(a.tip))
                .unwrap_or_else(|| panic!("{what}: no tip on {target:?} in {arrows:?}"));
            let length = (tip.0 - tail.0).hypot(tip.1 - tail.1);
            assert!(
                length >= px.max(picture::MIN_ARROW_PX) - 1.5,
                "{what}: {length} px, a cell is {px}"
            );
            if size <= 30.0 {
                assert_eq!(tail, centre, "{what}: from the start's centre");
            }
            assert!(
                outlined,
                "{what}: a white outline under the shaft and the head"
            );
        }
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// The command-line words a picture must not use: its legend and caption
/// speak of the game.
fn cli_words(text: &str) -> Vec<&'static str> {
    [
        "--",
        " -m",
        "-m ",
        "the table",
        "--at",
        "--size",
        "--piles",
        "--grundy",
    ]
    .into_iter()
    .filter(|w| text.contains(w))
    .collect()
}

#[test]
fn no_picture_speaks_the_command_line() {
    let dir = scratch("words");
    let pictures: [&[&str]; 16] = [
        &["wythoff"],
        &["wythoff", "--at", "5,8"],
        &["wythoff", "--grundy", "--size", "12", "--at", "5,8"],
        &["wythoff", "--size", "200", "--solve-to", "40"],
        &["euclid", "--at", "34,12"],
        &["euclid", "--grundy", "--size", "12"],
        &["bash", "-m", "3", "--at", "10"],
        &["bash", "-m", "1", "--grundy", "--size", "12", "--at", "7"],
        &["poj1740", "--at", "2,5"],
        &["poj1740", "--grundy", "--size", "10"],
        &["subtraction", "--set", "2,4,7"],
        &["subtraction", "--take", "3"],
        &["subtraction", "--fibonacci"],
        &["cutting"],
        &["cutting", "--at", "4,2"],
        &["kiki"],
    ];
    for args in pictures {
        let args: Vec<&str> = args.iter().copied().chain(["--svg", "p.svg"]).collect();
        let (_, stderr, code) = explore(&args, &dir);
        assert_eq!((stderr.as_str(), code), ("", Some(0)), "{args:?}");
        let svg = std::fs::read_to_string(dir.join("p.svg")).unwrap();
        let texts = svg_texts(&svg);
        assert!(texts.len() > 10, "{args:?}");
        for (_, text) in texts {
            assert_eq!(cli_words(text), Vec::<&str>::new(), "{args:?}: {text:?}");
        }
    }
    // The words themselves: the row of Bash's step limit, a ringed sheet.
    assert_eq!(
        picture::row_text(3),
        "the row of m = 3: the step limit of this game (a move adds 1 to 3), outlined"
    );
    assert_eq!(
        picture::row_text(1),
        "the row of m = 1: the step limit of this game (a move adds 1), outlined"
    );
    let (_, _, code) = explore(&["cutting", "--at", "4,2", "--svg", "c.svg"], &dir);
    assert_eq!(code, Some(0));
    let svg = std::fs::read_to_string(dir.join("c.svg")).unwrap();
    assert!(
        svg.contains("\nthe sheet 4 × 2: Grundy value 1, the player to move wins\n"),
        "{svg}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_arguments_give_one_line_and_status_2() {
    let dir = scratch("bad");
    let cases: [(&[&str], &str); 19] = [
        (
            &["wythoff", "--count", "many"],
            "error: invalid value 'many' for '--count <COUNT>'",
        ),
        (
            &["wythoff", "--bogus"],
            "error: unexpected argument '--bogus' found",
        ),
        (&["chess"], "error: unrecognized subcommand 'chess'"),
        (
            &["wythoff", "--at", "5"],
            "error: --at takes two numbers, e.g. --at 5,8 for wythoff",
        ),
        (
            &["wythoff", "--at", "5,x"],
            "error: invalid value '5,x' for '--at <POSITION>'",
        ),
        (
            &["bash", "-m", "0"],
            "error: invalid value '0' for '--m <M>': m is at least 1 (a move adds 1..=m)",
        ),
        (
            &["bash", "-m", "x"],
            "error: invalid value 'x' for '--m <M>': \"x\" is not a positive integer",
        ),
        (
            &["poj1740", "--piles", "9"],
            "error: invalid value '9' for '--piles <PILES>'",
        ),
        (
            &["wythoff", "--grundy", "--size", "900"],
            "error: --grundy needs the game tree of every position up to --size 900",
        ),
        // Combinations that no picture shows.
        (
            &["poj1740", "--piles", "3", "--svg"],
            "error: --piles 3 lists a table; --grundy and --svg show the two-pile game",
        ),
        (
            &["poj1740", "--piles", "4", "--grundy"],
            "error: --piles 4 lists a table; --grundy and --svg show the two-pile game",
        ),
        (
            &["poj1740", "--at", "1,2,3", "--svg"],
            "error: --svg draws the two-pile game, and --at gives 3 piles;",
        ),
        (
            &["poj1740", "--at", "1", "--svg"],
            "error: --svg draws the two-pile game, and --at gives 1 pile;",
        ),
        (
            &["poj1740", "--piles", "3", "--at", "1,2"],
            "error: --at gives 2 piles but --piles says 3",
        ),
        (
            &["bash", "-m", "40", "--svg"],
            "error: the picture has the rows m = 1..=30, not -m 40's row; raise --size to 40",
        ),
        // The table's size, checked before any search.
        (
            &["wythoff", "--count", "1000"],
            "error: 1000 losing positions need the solver beyond 0..=150, which holds 58; \
             ask for at most 58 or raise --solve-to",
        ),
        (
            &["wythoff", "--count", "59"],
            "error: 59 losing positions need the solver beyond 0..=150, which holds 58;",
        ),
        (
            &["poj1740", "--count", "42"],
            "error: 42 losing positions need the solver beyond 0..=40, which holds 41;",
        ),
        (
            &["euclid", "-n", "100", "--solve-to", "20"],
            "error: 100 losing positions need the solver beyond 0..=20, which holds 70;",
        ),
    ];
    assert_each_is_one_error_line(&cases, &dir);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn help_names_every_game() {
    let (stdout, _, code) = explore(&["--help"], &std::env::temp_dir());
    assert_eq!(code, Some(0));
    for game in GAMES {
        assert!(
            stdout.contains(&format!("\n  {} ", game.name())),
            "{stdout}"
        );
    }
    // The solver limits the help promises are the ones in force.
    let (stdout, _, code) = explore(&["wythoff", "--help"], &std::env::temp_dir());
    assert_eq!(code, Some(0));
    let stdout = stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    for game in GAMES {
        let promise = format!("{} {}", game.name(), game.solver_limit());
        assert!(stdout.contains(&promise), "{promise}: {stdout}");
    }
}

#[test]
fn the_readme_picture_is_what_the_command_draws() {
    // README: cargo run --release -p explore -- wythoff --svg docs/wythoff.svg
    let committed = docs_picture("wythoff.svg");
    let plane = Plane::new(GameKind::Wythoff, 30, 30, &quiet);
    assert_eq!(
        committed,
        picture::svg(&plane, Colouring::WinLose).unwrap(),
        "regenerate it with the README's command"
    );
}

#[test]
fn a_closed_pipe_ends_explore_with_one_error_line() {
    // `explore wythoff --grundy --size 150 | head -1`: about 110 KB, more
    // than the pipe holds, so explore writes after its reader has gone.
    let (first, stderr, status) = explore_closed_early(&["wythoff", "--grundy", "--size", "150"]);
    assert_eq!(
        first,
        "Wythoff's game: Grundy values from the solver (0 = the player to move loses).\n"
    );
    assert_eq!(
        stderr, "error: cannot write output: Broken pipe (os error 32)\n",
        "as every tool of the workspace"
    );
    assert_eq!(status, Some(1));
}

#[test]
fn any_other_write_error_is_one_line_and_status_1() {
    // Linux's /dev/full fails every write with "No space left on device".
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return;
    };
    let out = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(["wythoff", "--grundy", "--size", "20"])
        .stdout(full)
        .output()
        .expect("run explore");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("error: cannot write output: "),
        "{stderr}"
    );
}

#[test]
fn winning_moves_are_listed_in_the_judges_order() {
    let mut checked = 0;
    for (a, b) in (0..=40).flat_map(|a| (0..=40).map(move |b| (a, b))) {
        let moves: Vec<(u64, u64)> = game_core::wythoff::winning_moves(a, b)
            .iter()
            .map(|m| (m.x, m.y))
            .collect();
        if moves.is_empty() {
            continue;
        }
        let text = table::explain(GameKind::Wythoff, &[a, b], 0, &quiet);
        let line = format!("  wythoff::winning_moves gives {moves:?}  ok\n");
        assert!(text.contains(&line), "({a}, {b}): want {line:?} in\n{text}");
        checked += 1;
    }
    assert!(checked >= 1000, "only {checked} cases");
    // HDU 2177's sample: 5 8 gives 4 7, then 3 5.
    let text = table::explain(GameKind::Wythoff, &[5, 8], 0, &quiet);
    assert!(text.contains("gives [(4, 7), (3, 5)]"), "{text}");
}
