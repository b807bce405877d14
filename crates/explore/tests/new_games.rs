//! explore's commands for the one-heap games and the Cutting Game:
//! snapshots of the tables, the period and pattern lines against what the
//! closed forms say, the picture's cells, and bad arguments.

mod common;
use common::{
    assert_each_is_one_error_line, assert_no_disagreement, attr, docs_picture, explore,
    explore_closed_early, line, scratch, svg_texts,
};

use explore::boards::{self, Boards};
use explore::cells;
use explore::picture::{self, Paint, ValuesLayout};
use explore::plane::quiet;
use explore::sequence::{self, MoveSet, Sequence};
use explore::sheets::{self, Sheets};
use game_core::cutting;

fn table(set: &MoveSet, n: u64) -> String {
    sequence::subtraction_table(set, n, &quiet).unwrap()
}

#[test]
fn subtraction_snapshots() {
    for (name, set, n) in [
        ("subtraction_bash_3", MoveSet::Bash(3), 20),
        ("subtraction_powers_of_two", MoveSet::PowersOfTwo, 20),
        ("subtraction_fibonacci", MoveSet::Fibonacci, 40),
        (
            "subtraction_set_2_4_7",
            MoveSet::set([7, 2, 4]).unwrap(),
            30,
        ),
    ] {
        insta::assert_snapshot!(name, table(&set, n));
    }
}

#[test]
fn bash_shows_the_period_m_plus_1() {
    for m in 1..=12u64 {
        let text = table(&MoveSet::Bash(m), 3 * m + 3);
        assert_no_disagreement(&text);
        let p = m + 1;
        assert!(
            line(&text, "Period: ").starts_with(&format!(
                "Period: {p} from heap 0 (grundy::period on the game tree's values 0..={}, \
                 window {m}, the largest move: S is finite",
                3 * m + 3
            )),
            "{text}"
        );
        assert_eq!(
            line(&text, "Closed form: "),
            format!("Closed form: SG(n) = n mod (m + 1), period m + 1 = {p} from heap 0: ok.")
        );
        if p <= 12 {
            assert!(
                text.contains(&format!(
                    "Rows of the period, {p}: each column is one class of n mod {p}."
                )),
                "{text}"
            );
        }
    }
    // Too few heaps for the window: said, not flagged.
    let text = table(&MoveSet::Bash(30), 40);
    assert!(line(&text, "No period up to 40: ").contains("window 30"));
    assert_eq!(
        line(&text, "Closed form: "),
        "Closed form: SG(n) = n mod (m + 1), period m + 1 = 31 from heap 0: not shown: \
         with the window 30 it needs the heaps 0..=60; raise --size."
    );
}

#[test]
fn powers_of_two_show_the_period_3() {
    for n in [10, 20, 40, 100, 1000] {
        let text = table(&MoveSet::PowersOfTwo, n);
        assert_no_disagreement(&text);
        assert!(line(&text, "Period: 3 from heap 0 ").contains("S is infinite"));
        assert_eq!(
            line(&text, "Closed form: "),
            "Closed form: SG(n) = n mod 3, period 3 from heap 0: ok."
        );
    }
    // With the window 64 a period needs 67 heaps.
    let text = table(&MoveSet::PowersOfTwo, 64);
    assert!(line(&text, "Closed form: ")
        .ends_with("not shown: with the window 64 it needs the heaps 0..=66; raise --size."));
}

#[test]
fn fibonacci_has_no_period_and_a_period_seen_breaks_in_the_table() {
    let text = table(&MoveSet::Fibonacci, 40);
    assert_no_disagreement(&text);
    let no = line(&text, "No period up to 40: ");
    assert!(no.contains("window 34"), "{no}");
    assert!(
        no.ends_with("for no p in 1..=7 do 34 heaps in a row, up to heap 40, repeat p apart."),
        "{no}"
    );
    assert!(line(&text, "game-core: ").ends_with("none here either, ok."));
    // Up to 140 the moves up to 89 make the values repeat every 36 heaps,
    // until the move 144 enters.
    let text = table(&MoveSet::Fibonacci, 140);
    assert_no_disagreement(&text);
    assert!(line(&text, "Period: 36 from heap 0 ").contains("window 89"));
    assert!(line(&text, "game-core: ").ends_with(
        "the table breaks this one at heap 144, where the move 144 enters: no period, ok."
    ));
}

#[test]
fn a_set_given_has_its_period_checked_in_the_table() {
    // HDU 1536's first sample set: 0 0 1 1 0 2 1, again and again.
    let text = table(&MoveSet::set([5, 2, 5]).unwrap(), 30);
    assert_no_disagreement(&text);
    assert!(text.contains("S = {2, 5}"));
    assert!(line(&text, "Period: 7 from heap 0 ").contains("window 5, the largest move"));
    assert_eq!(
        line(&text, "No closed form"),
        "No closed form for a set given; it holds in grundy::Subtraction's table up to heap 100000: ok."
    );
    assert!(
        text.contains("\n 7 | 0 0 1 1 0 2 1 | 0 0 1 1 0 2 1        ok\n"),
        "{text}"
    );
    // A move larger than the heaps: no window fits.
    let text = table(&MoveSet::set([3, 50]).unwrap(), 40);
    assert!(line(&text, "No period up to 40: with the window 50 ")
        .ends_with("0..=40 has 41: raise --size."));
}

#[test]
fn a_difference_is_flagged_on_its_row_and_listed() {
    let tree = [0u64, 1, 2, 0, 1, 2];
    let core = [0u64, 1, 2, 0, 2, 2];
    let layout = game_core::grundy::Period {
        preperiod: 0,
        period: 3,
    };
    let rows = sequence::side_by_side(&tree, &core, layout, ("n", "game tree", "closed form"));
    assert_eq!(
        rows,
        "n | game tree | closed form\n\
         0 | 0 1 2     | 0 1 2        ok\n\
         3 | 0 1 2     | 0 2 2        DIFFERENT\n"
    );
    assert_eq!(
        sequence::agreement(&tree, &core, "closed form"),
        "DISAGREEMENT: the game tree and closed form differ on 1 of the 6 heaps 0..=5: \
         heap 4: game tree 1, closed form 2\n"
    );
}

#[test]
fn lasker_snapshot_and_pattern() {
    let text = sequence::lasker_table(12, &quiet).unwrap();
    insta::assert_snapshot!("lasker_12", text);
    let text = sequence::lasker_table(24, &quiet).unwrap();
    assert_no_disagreement(&text);
    // SG(x) − x by x mod 4: 0, 0, +1, −1 for x ≡ 1, 2, 3, 0, from the tree.
    for (r, d) in [(1, "0"), (2, "0"), (3, "+1"), (0, "−1")] {
        let row = line(&text, &format!("  {r:>7}   "));
        let columns: Vec<&str> = row.split_whitespace().collect();
        let n = columns.len();
        assert_eq!(columns[n - 3..], [d, d, "ok"], "{row}");
    }
    assert!(text.contains("the heaps 4k + 3 and 4k + 4 swap their values."));
    assert!(line(&text, "Sums: on all ").ends_with("the XOR of lasker::grundy of the heaps: ok."));
    // The states: every way to split up to 24 objects into heaps; the sums,
    // those of two heaps or more.
    fn splits(left: u64, largest: u64) -> (u64, u64) {
        // (all, with two heaps or more) of the splits of at most `left`
        // objects into heaps of at most `largest`.
        let mut all = 1;
        let mut several = 0;
        for heap in 1..=largest.min(left) {
            // `heap` the largest, and any rest: the empty one, or others.
            let rest = splits(left - heap, heap).0;
            all += rest;
            several += rest - 1;
        }
        (all, several)
    }
    let (all, several) = splits(24, 24);
    assert!(
        line(&text, "Game tree: rules::Lasker from the heap of 24 ")
            .contains(&format!("({all} states)")),
        "{text}"
    );
    assert!(text.contains(&format!(
        "Sums: on all {several} positions of two or more heaps"
    )));
}

#[test]
fn cutting_snapshots() {
    let sheets = Sheets::new(9, 4, &quiet).unwrap();
    insta::assert_snapshot!("cutting_9", sheets::grid_text(&sheets));
    let text: String = [(4, 2), (2, 2), (10, 7), (1, 1), (1, 5)]
        .iter()
        .map(|&(w, h)| sheets::explain(w, h, 4).unwrap())
        .collect();
    assert_no_disagreement(&text);
    insta::assert_snapshot!("cutting_cuts", text);
}

#[test]
fn the_cutting_grid_agrees_with_the_game_tree() {
    let sheets = Sheets::new(12, sheets::TREE_DEFAULT, &quiet).unwrap();
    assert_eq!(sheets.solved(), 49);
    assert_eq!(sheets.disagreements(), []);
    assert_eq!(sheets.pairs, 55);
    assert!(sheets.pair_disagreements.is_empty());
    let text = sheets::grid_text(&sheets);
    assert_no_disagreement(&text);
    assert!(text.contains("agree on all 49 sheets up to 7 × 7."));
    assert!(text.contains("POJ 2311's samples, from the table: 2 × 2 LOSE, 3 × 2 LOSE, 4 × 2 WIN."));
    // A disagreement is marked: the paint turns red.
    let mut sheet = sheets.sheet(4, 2);
    assert_eq!(sheets::paint(&sheet), Paint::Grundy(1));
    sheet.tree_wins = Some(false);
    assert!(sheet.disagrees());
    assert_eq!(sheets::paint(&sheet), Paint::Disagree);
    assert_eq!(sheets::paint(&sheets.sheet(1, 1)), Paint::Losing);
    assert_eq!(sheets::paint(&sheets.sheet(1, 7)), Paint::Winning);
    assert_eq!(sheets::paint(&sheets.sheet(7, 7)), Paint::Losing);
}

/// Asserts that `svg` is well-formed XML as plotters writes it: one root,
/// every tag closed in order, quoted attributes, no stray `<` or `>`.
fn assert_well_formed(svg: &str) {
    let mut stack: Vec<&str> = Vec::new();
    let mut roots = 0;
    let mut rest = svg;
    while let Some(start) = rest.find('<') {
        assert!(
            !rest[..start].contains('>'),
            "a stray >: {:?}",
            &rest[..start]
        );
        let end = start + rest[start..].find('>').expect("every tag ends");
        let tag = &rest[start + 1..end];
        assert!(!tag.contains('<'), "a < inside a tag: {tag:?}");
        assert_eq!(tag.matches('"').count() % 2, 0, "unquoted: {tag:?}");
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(stack.pop(), Some(name.trim()), "closes {name:?}");
        } else if !tag.starts_with('?') && !tag.starts_with('!') {
            let name = tag.split_whitespace().next().unwrap().trim_end_matches('/');
            if stack.is_empty() {
                roots += 1;
            }
            if !tag.ends_with('/') {
                stack.push(name);
            }
        }
        rest = &rest[end + 1..];
    }
    assert!(rest.trim().is_empty() && stack.is_empty(), "{stack:?}");
    assert_eq!(roots, 1);
}

/// The rectangles of `svg` above the legend (which starts 150 px from the
/// bottom), but the background.
fn chart_rects(svg: &str) -> usize {
    let attribute = |line: &str, name: &str| -> u32 {
        let start = line.find(&format!(r#" {name}=""#)).unwrap() + name.len() + 3;
        let end = start + line[start..].find('"').unwrap();
        line[start..end].parse().unwrap()
    };
    svg.lines()
        .filter(|l| l.starts_with("<rect"))
        .filter(|l| attribute(l, "width") != 820 && attribute(l, "y") < 970 - 150)
        .count()
}

#[test]
fn the_cutting_picture_has_one_cell_per_sheet() {
    let dir = scratch("cutting");
    let (stdout, stderr, code) = explore(
        &["cutting", "--size", "12", "--svg", "--solve-to", "5"],
        &dir,
    );
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert!(stdout.ends_with(
        "\nWrote cutting.svg (W, H ≤ 12; game tree on every sheet up to 5 × 5, agrees with the table).\n"
    ), "{stdout}");
    let svg = std::fs::read_to_string(dir.join("cutting.svg")).unwrap();
    assert_well_formed(&svg);
    let sheets = Sheets::new(12, 5, &quiet).unwrap();
    let label = "POJ 2311's samples: 2 × 2 and 3 × 2 lose, 4 × 2 wins";
    assert_eq!(svg, sheets::svg(&sheets, &sheets::SAMPLES, label).unwrap());
    // Every cell its own rectangle.
    assert_eq!(chart_rects(&svg), 144);
    // Three rings, and the legend's.
    assert_eq!(svg.matches("<circle").count(), 4);
    assert!(svg.contains("samples: 2 × 2 and 3 × 2 lose, 4 × 2 wins"));
    // The values 1, 2, 3, a swatch each.
    assert_eq!(
        legend_swatches(&svg),
        [
            (1, fill_of(&svg, "1")),
            (2, fill_of(&svg, "2")),
            (3, fill_of(&svg, "3"))
        ]
    );

    // --at rings its sheet; a large grid still has a cell per sheet.
    let (_, stderr, code) = explore(
        &[
            "cutting",
            "--size",
            "40",
            "--at",
            "3,5",
            "--svg",
            "c.svg",
            "--solve-to",
            "4",
        ],
        &dir,
    );
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    let svg = std::fs::read_to_string(dir.join("c.svg")).unwrap();
    assert_well_formed(&svg);
    assert_eq!(chart_rects(&svg), 1600);
    assert_eq!(svg.matches("<circle").count(), 2);
    assert!(svg.contains("\nthe sheet 3 × 5: Grundy value "), "{svg}");
    assert!(!svg.contains("--at"));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_arguments_give_one_line_and_status_2() {
    let dir = scratch("bad");
    let cases: [(&[&str], &str); 21] = [
        (&["kiki", "--size", "201"], "error: invalid value '201' for '--size <SIZE>'"),
        (
            &["multiplication", "--solve-to", "1"],
            "error: invalid value '1' for '--solve-to <N>'",
        ),
        (
            &["multiplication", "--solve-to", "20001"],
            "error: invalid value '20001' for '--solve-to <N>'",
        ),
        (
            &["subtraction"],
            "error: subtraction needs a move set: --take M, --powers-of-two, --fibonacci or --set S",
        ),
        (
            &["subtraction", "--take", "3", "--fibonacci"],
            "error: the argument '--take <M>' cannot be used with '--fibonacci'",
        ),
        (
            &["subtraction", "--set", "0,3"],
            "error: invalid value '0,3' for '--set <S>': 0 is not a move: a move removes at least 1",
        ),
        (
            &["subtraction", "--set", "2,x"],
            "error: invalid value '2,x' for '--set <S>': \"x\" is not a positive integer",
        ),
        (&["subtraction", "--take", "0"], "error: invalid value '0' for '--take <M>'"),
        (&["subtraction", "--take", "1001"], "error: invalid value '1001' for '--take <M>'"),
        (
            &["subtraction", "--fibonacci", "--size", "100001"],
            "error: invalid value '100001' for '--size <SIZE>'",
        ),
        (
            &["subtraction", "--take", "1000", "--size", "100000"],
            "error: the game tree of the heaps 0..=100000 has about 100001000 moves, \
             more than explore's 20000000; lower --size",
        ),
        (&["lasker", "--size", "41"], "error: invalid value '41' for '--size <SIZE>'"),
        (&["lasker", "--size", "3"], "error: invalid value '3' for '--size <SIZE>'"),
        (
            &["cutting", "--at", "4"],
            "error: --at takes a sheet's two sides, each at least 1, e.g. --at 4,2 for cutting",
        ),
        (
            &["cutting", "--at", "0,3"],
            "error: --at takes a sheet's two sides, each at least 1",
        ),
        (
            &["cutting", "--at", "500,3"],
            "error: side 500 is above this program's limit of 400",
        ),
        (
            &["cutting", "--at", "20,3", "--svg"],
            "error: --at 20,3 is outside the picture (W, H ≤ 12); raise --size to 20 or more",
        ),
        (&["cutting", "--solve-to", "9"], "error: invalid value '9' for '--solve-to <N>'"),
        (&["cutting", "--solve-to", "0"], "error: invalid value '0' for '--solve-to <N>'"),
        (&["cutting", "--size", "401"], "error: invalid value '401' for '--size <SIZE>'"),
        (&["cutting", "--size", "0"], "error: invalid value '0' for '--size <SIZE>'"),
    ];
    assert_each_is_one_error_line(&cases, &dir);
    assert!(!dir.join("cutting.svg").exists());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn help_names_the_new_games_and_their_limits() {
    let tmp = std::env::temp_dir();
    let (stdout, _, code) = explore(&["--help"], &tmp);
    assert_eq!(code, Some(0));
    for game in ["subtraction", "lasker", "cutting", "kiki", "multiplication"] {
        assert!(stdout.contains(&format!("\n  {game} ")), "{stdout}");
    }
    let help = |game: &str| {
        let (stdout, _, code) = explore(&[game, "--help"], &tmp);
        assert_eq!(code, Some(0));
        stdout.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let subtraction = help("subtraction");
    for limit in [sequence::HEAP_LIMIT, sequence::TREE_MOVES_LIMIT] {
        assert!(
            subtraction.contains(&limit.to_string()),
            "{limit}: {subtraction}"
        );
    }
    for flag in ["--take <M>", "--powers-of-two", "--fibonacci", "--set <S>"] {
        assert!(subtraction.contains(flag), "{flag}");
    }
    let lasker = help("lasker");
    assert!(
        lasker.contains(&format!("at most {}", sequence::LASKER_LIMIT)),
        "{lasker}"
    );
    let cutting = help("cutting");
    assert!(
        cutting.contains(&format!("at most {}", cutting::LIMIT)),
        "{cutting}"
    );
    assert!(
        cutting.contains(&format!("at most {}:", sheets::TREE_LIMIT)),
        "{cutting}"
    );
    assert!(
        cutting.contains(&format!("min(N, {})", sheets::PAIRS_LIMIT)),
        "{cutting}"
    );
}

#[test]
fn a_closed_pipe_ends_the_new_commands_with_one_error_line() {
    // About 250 KB of rows of two, more than a pipe holds.
    let (first, stderr, status) =
        explore_closed_early(&["subtraction", "--take", "1", "--size", "20000"]);
    assert!(first.starts_with("Subtraction game on one heap: Bash (HDU 1846), take 1..=1;"));
    assert_eq!(
        stderr,
        "error: cannot write output: Broken pipe (os error 32)\n"
    );
    assert_eq!(status, Some(1));
}

#[test]
fn the_readme_picture_is_what_the_command_draws() {
    // README: cargo run --release -p explore -- cutting --svg docs/cutting.svg
    let committed = docs_picture("cutting.svg");
    let sheets = Sheets::new(12, sheets::TREE_DEFAULT, &quiet).unwrap();
    let label = "POJ 2311's samples: 2 × 2 and 3 × 2 lose, 4 × 2 wins";
    assert!(
        committed == sheets::svg(&sheets, &sheets::SAMPLES, label).unwrap(),
        "regenerate it with the README's command"
    );
    // The losing sheets: the 1 × 1, and where 2, 3, 7 and 11 cross.
    let losing: Vec<(u64, u64)> = sheets
        .sheets()
        .iter()
        .filter(|s| !s.table_wins)
        .map(|s| (s.w, s.h))
        .collect();
    let mut expected = vec![(1, 1)];
    expected.extend(itertools::iproduct!([2, 3, 7, 11], [2, 3, 7, 11]).map(|(h, w)| (w, h)));
    expected.sort_by_key(|&(w, h)| (h, w));
    assert_eq!(losing, expected);
}

#[test]
fn kiki_loses_exactly_on_the_odd_boards() {
    let grid = Boards::new(7, &quiet).unwrap();
    let text = boards::grid_text(&grid);
    assert_no_disagreement(&text);
    insta::assert_snapshot!("kiki_7", text);
    // From the game tree, independently of the closed form: both odd.
    for b in grid.boards() {
        assert_eq!(b.tree_wins, b.n % 2 == 0 || b.m % 2 == 0, "{b:?}");
    }
    let mut board = grid.board(5, 3);
    assert_eq!(boards::paint(&board), Paint::Losing);
    board.closed_wins = true;
    assert_eq!(boards::paint(&board), Paint::Disagree);

    let dir = scratch("kiki");
    let (stdout, stderr, code) = explore(&["kiki", "--size", "9", "--svg"], &dir);
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert!(stdout.ends_with(
        "\nWrote kiki.svg (n, m ≤ 9; every board from the game tree, agrees with the closed form).\n"
    ));
    let svg = std::fs::read_to_string(dir.join("kiki.svg")).unwrap();
    assert_well_formed(&svg);
    assert_eq!(svg, boards::svg(&Boards::new(9, &quiet).unwrap()).unwrap());
    assert_eq!(chart_rects(&svg), 81);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_multiplication_intervals_are_checked() {
    let text = sequence::multiplication_table(400, &quiet).unwrap();
    assert_no_disagreement(&text);
    let rows: Vec<Vec<&str>> = text
        .lines()
        .filter(|l| l.starts_with(' ') && l.contains("..="))
        .map(|l| l.split_whitespace().collect())
        .collect();
    // HDU 1517's samples: 162 and 34012226 Stan, 17 Ollie.
    assert_eq!(rows[0][..4], ["0", "Stan", "2..=9", "ok"]);
    assert_eq!(rows[1][..4], ["0", "Ollie", "10..=18", "ok"]);
    assert_eq!(
        rows[2][..],
        ["1", "Stan", "19..=162", "ok", "all", "144", "agree"]
    );
    assert_eq!(
        rows[3][..],
        ["1", "Ollie", "163..=324", "ok", "all", "162", "agree"]
    );
    assert_eq!(
        rows[4][..],
        [
            "2",
            "Stan",
            "325..=2916",
            "ok",
            "n",
            "≤",
            "400:",
            "76",
            "agree"
        ]
    );
    assert_eq!(rows[12][..4], ["6", "Stan", "34012225..=306110016", "ok"]);
    // Up to 2^64 − 1, the last interval clipped.
    let last = rows.last().unwrap();
    assert_eq!(
        last[..3],
        ["15", "Stan", "6746640616477458433..=18446744073709551615"]
    );
    assert_eq!(rows.len(), 31);
    // The intervals follow each other.
    let ends: Vec<(u64, u64)> = rows
        .iter()
        .map(|r| {
            let (lo, hi) = r[2].split_once("..=").unwrap();
            (lo.parse().unwrap(), hi.parse().unwrap())
        })
        .collect();
    assert!(ends.windows(2).all(|w| w[1].0 == w[0].1 + 1));
    assert!(text.ends_with(
        "the game tree agrees on all 399 n in 2..=400, and the closed form at every end.\n"
    ));
}

#[test]
fn the_sequence_picture_has_a_cell_per_heap_in_rows_of_the_period() {
    let dir = scratch("sequence");
    let (stdout, stderr, code) = explore(&["subtraction", "--set", "2,4,7", "--svg"], &dir);
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert!(stdout.ends_with(
        "\nWrote subtraction.svg (heaps 0..=40; every heap from the game tree, agrees with \
         grundy::Subtraction).\n"
    ));
    let svg = std::fs::read_to_string(dir.join("subtraction.svg")).unwrap();
    assert_well_formed(&svg);
    let set = MoveSet::set([2, 4, 7]).unwrap();
    let sequence = Sequence::new(&set, 40, &quiet).unwrap();
    assert_eq!(svg, sequence.svg().unwrap());
    assert_eq!(chart_rects(&svg), 41);
    // Rows of 3, the columns n mod 3 from heap 8, a line where it starts.
    assert!(svg.contains("rows of the period 3 (window 7): each column is constant from heap 8"));
    assert!(svg.contains("the period starts at heap 8"));
    assert!(svg.contains("\ncolumn: n mod 3\n"));

    // No period: rows of 10, and no line.
    let sequence = Sequence::new(&MoveSet::Fibonacci, 40, &quiet).unwrap();
    let svg = sequence.svg().unwrap();
    assert_well_formed(&svg);
    assert_eq!(chart_rects(&svg), 41);
    assert!(svg.contains("rows of 10: no period up to 40 (window 34)"));
    assert!(!svg.contains("the period starts"));
    // A difference is red.
    let mut wrong = sequence.clone();
    wrong.core[5] += 1;
    assert!(wrong.svg().unwrap().contains("DISAGREE here"));
    assert!(!svg.contains("DISAGREE"));
    std::fs::remove_dir_all(dir).unwrap();
}

/// The top of the legend, in pixels: the picture's height less the legend's
/// 150 px.
const LEGEND_TOP: f64 = 970.0 - 150.0;

fn number(line: &str, name: &str) -> f64 {
    attr(line, name)
        .unwrap_or_else(|| panic!("no {name} in {line}"))
        .parse()
        .unwrap()
}

/// The legend's swatches of values: (the value, its square's fill), left to
/// right, from each number written right of a square on the legend's line.
fn legend_swatches(svg: &str) -> Vec<(u64, String)> {
    let squares: Vec<(f64, f64, String)> = svg
        .lines()
        .filter(|l| l.starts_with("<rect") && number(l, "y") >= LEGEND_TOP)
        .map(|l| {
            (
                number(l, "x") + number(l, "width"),
                number(l, "y") + number(l, "height") / 2.0,
                attr(l, "fill").unwrap().to_string(),
            )
        })
        .collect();
    let mut swatches = Vec::new();
    for (line, text) in svg_texts(svg) {
        let (x, y) = (number(line, "x"), number(line, "y"));
        let Ok(value) = text.parse::<u64>() else {
            continue;
        };
        if y < LEGEND_TOP {
            continue;
        }
        // The square just left of the value, on its line.
        if let Some((_, _, fill)) = squares
            .iter()
            .find(|(right, middle, _)| (x - right - 4.0).abs() < 0.5 && (y - middle).abs() < 1.0)
        {
            swatches.push((x, value, fill.clone()));
        }
    }
    swatches.sort_by(|a, b| a.0.total_cmp(&b.0));
    swatches.into_iter().map(|(_, v, f)| (v, f)).collect()
}

/// The fill of the grid's cells labelled `label` (all one colour), on a
/// picture whose cells have their values written in them.
fn fill_of(svg: &str, label: &str) -> String {
    let rects: Vec<&str> = svg
        .lines()
        .filter(|l| l.starts_with("<rect") && number(l, "y") < LEGEND_TOP)
        .collect();
    let mut fills: Vec<String> = svg_texts(svg)
        .into_iter()
        .filter(|&(line, text)| text == label && number(line, "y") < LEGEND_TOP)
        .filter_map(|(line, _)| {
            let (x, y) = (number(line, "x"), number(line, "y"));
            // The cell under the label; the last drawn is on top.
            rects.iter().rev().find(|r| {
                let (rx, ry) = (number(r, "x"), number(r, "y"));
                (rx..=rx + number(r, "width")).contains(&x)
                    && (ry..=ry + number(r, "height")).contains(&y)
                    && attr(r, "width") != Some("820")
            })
        })
        .filter_map(|r| attr(r, "fill").map(str::to_string))
        .collect();
    fills.sort();
    fills.dedup();
    assert_eq!(fills.len(), 1, "the cells labelled {label}: {fills:?}");
    fills.pop().unwrap()
}

#[test]
fn the_values_legend_shows_each_value_in_its_own_colour() {
    // The issue's picture: S-Nim with S = {2, 4, 7}, values 0 to 3.
    let set = MoveSet::set([2, 4, 7]).unwrap();
    let sequence = Sequence::new(&set, 40, &quiet).unwrap();
    let svg = sequence.svg().unwrap();
    let swatches = legend_swatches(&svg);
    let values: Vec<u64> = swatches.iter().map(|s| s.0).collect();
    assert_eq!(values, [1, 2, 3], "one swatch per value used");
    for (v, fill) in &swatches {
        assert_eq!(
            *fill,
            fill_of(&svg, &v.to_string()),
            "value {v}: its cells' colour"
        );
    }
    let mut fills: Vec<&String> = swatches.iter().map(|s| &s.1).collect();
    fills.sort();
    fills.dedup();
    assert_eq!(fills.len(), 3, "three values, three colours");
    assert!(!svg.contains("(light)") && !svg.contains("(teal)"));

    // More values: HDU 1848's 0 to 5 up to heap 40, a swatch each.
    let svg = Sequence::new(&MoveSet::Fibonacci, 40, &quiet)
        .unwrap()
        .svg()
        .unwrap();
    let swatches = legend_swatches(&svg);
    assert_eq!(
        swatches.iter().map(|s| s.0).collect::<Vec<_>>(),
        [1, 2, 3, 4, 5]
    );
    for (v, fill) in &swatches {
        assert_eq!(*fill, fill_of(&svg, &v.to_string()), "value {v}");
    }

    // Only the values used: S = {1, 3, 4, 9, 17, 30} has 1 to 4.
    let set = MoveSet::set([1, 3, 4, 9, 17, 30]).unwrap();
    let svg = Sequence::new(&set, 200, &quiet).unwrap().svg().unwrap();
    assert_eq!(
        legend_swatches(&svg)
            .iter()
            .map(|s| s.0)
            .collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );

    // Up to twelve values that fit are swatches of twelve colours; more, a
    // bar ticked at 1, the top and round values between.
    let twelve: Vec<u32> = (1..=12).collect();
    match picture::values_layout(&twelve, 12, 300) {
        ValuesLayout::Swatches(s) => {
            let mut colours: Vec<_> = s.iter().map(|&(_, c)| (c.0, c.1, c.2)).collect();
            colours.dedup();
            assert_eq!(colours.len(), 12);
        }
        bar => panic!("{bar:?}"),
    }
    let nineteen: Vec<u32> = (1..=19).collect();
    assert_eq!(
        picture::values_layout(&nineteen, 19, 300),
        ValuesLayout::Bar(vec![1, 5, 10, 15, 19])
    );
    let thirteen: Vec<u32> = (1..=13).collect();
    assert!(matches!(
        picture::values_layout(&thirteen, 13, 300),
        ValuesLayout::Bar(_)
    ));
    let many: Vec<u32> = (1..=250).collect();
    assert_eq!(
        picture::values_layout(&many, 250, 300),
        ValuesLayout::Bar(vec![1, 50, 100, 150, 200, 250])
    );
    // A few values far apart: still a swatch each, each its own colour.
    match picture::values_layout(&[1, 2, 3, 250], 250, 300) {
        ValuesLayout::Swatches(s) => {
            assert_eq!(
                s.iter().map(|&(v, _)| v).collect::<Vec<_>>(),
                [1, 2, 3, 250]
            );
            let mut colours: Vec<_> = s.iter().map(|&(_, c)| (c.0, c.1, c.2)).collect();
            colours.dedup();
            assert_eq!(colours.len(), 4);
        }
        bar => panic!("{bar:?}"),
    }
}

/// The labels of the rows of a [`cells`] picture, top to bottom: the texts
/// right-aligned left of the grid.
fn row_labels(svg: &str) -> Vec<String> {
    let mut labels: Vec<(f64, String)> = svg_texts(svg)
        .into_iter()
        .filter(|(line, _)| {
            attr(line, "text-anchor") == Some("end") && number(line, "y") < LEGEND_TOP
        })
        .map(|(line, text)| (number(line, "y"), text.to_string()))
        .collect();
    labels.sort_by(|a, b| a.0.total_cmp(&b.0));
    labels.into_iter().map(|(_, text)| text).collect()
}

#[test]
fn every_row_of_the_sequence_picture_has_its_label() {
    // S = {2, 4, 7} in rows of its period 3 from heap 8: the first row
    // holds the heaps 0 and 1, then 2..=4, 5..=7, 8..=10, …
    let set = MoveSet::set([2, 4, 7]).unwrap();
    let svg = Sequence::new(&set, 40, &quiet).unwrap().svg().unwrap();
    let want: Vec<String> = std::iter::once(0)
        .chain((2..=38).step_by(3))
        .map(|h| h.to_string())
        .collect();
    assert_eq!(row_labels(&svg), want);
    // Rows of 10, heap 40 alone in the last.
    let svg = Sequence::new(&MoveSet::Fibonacci, 40, &quiet)
        .unwrap()
        .svg()
        .unwrap();
    assert_eq!(row_labels(&svg), ["0", "10", "20", "30", "40"]);
    // The Cutting Game: every row 1..=12.
    let sheets = Sheets::new(12, 4, &quiet).unwrap();
    let svg = sheets::svg(&sheets, &[], "").unwrap();
    let want: Vec<String> = (1..=12).rev().map(|h| h.to_string()).collect();
    assert_eq!(row_labels(&svg), want);
    // Too many rows for a label each: every k-th, from heap 0's row.
    let svg = Sequence::new(&MoveSet::Bash(1), 20_000, &quiet)
        .unwrap()
        .svg()
        .unwrap();
    let labels = row_labels(&svg);
    assert_eq!(labels.first().map(String::as_str), Some("0"));
    assert_eq!(labels.len(), 21, "{labels:?}");
    assert_eq!(
        cells::tick_cells(0, 13, 13, 51.0, 16.0),
        (0..=13).collect::<Vec<_>>()
    );
    assert_eq!(cells::tick_cells(0, 20, 20, 5.0, 16.0), [0, 5, 10, 15, 20]);
    assert_eq!(cells::tick_cells(1, 12, 1, 5.0, 16.0), [1, 6, 11]);
}
