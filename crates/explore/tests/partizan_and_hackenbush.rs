//! explore's commands for green Hackenbush (`hackenbush`) and Advance or
//! Eat (`columns`): snapshots of the tables and of the picture, the values
//! the statements' samples give, disagreements flagged, and bad arguments.

mod common;
use common::{explore, scratch};

use explore::columns::{self, Column};
use explore::hackenbush::{self, Picture, EXAMPLE};
use explore::plane::quiet;

fn picture(edges: &[(u64, u64)]) -> Picture {
    Picture::new(edges, &quiet).unwrap()
}

#[test]
fn hackenbush_snapshots() {
    let example = picture(EXAMPLE);
    insta::assert_snapshot!("hackenbush_example", hackenbush::text(&example));
    insta::assert_snapshot!("hackenbush_example_svg", hackenbush::svg(&example).unwrap());
    // AGC 017 D's first sample, a tree: the Colon principle.
    let agc = picture(&[(1, 2), (2, 3), (2, 4), (4, 5)]);
    insta::assert_snapshot!("hackenbush_agc017d_sample_1", hackenbush::text(&agc));
}

#[test]
fn the_samples_values_and_the_theory_used() {
    let agc = picture(&[(1, 2), (2, 3), (2, 4), (4, 5)]);
    assert!(agc.tree);
    let values: Vec<u64> = agc.values.iter().map(|v| v.value).collect();
    assert_eq!(values, [4, 3, 0, 1, 0]);
    assert!(hackenbush::text(&agc).contains("hackenbush::tree_values (the Colon principle)"));
    // AGC 017 D's second sample: Bob, the ground's value 0.
    let bob = picture(&[(1, 2), (2, 3), (1, 4), (4, 5)]);
    assert!(hackenbush::text(&bob).ends_with("the second player wins.\n"));
    // POJ 3710's second drawing: an edge up to a triangle, 1 + 1.
    let poj = picture(&[(1, 2), (2, 3), (2, 4), (3, 4)]);
    assert!(!poj.tree);
    let values: Vec<u64> = poj.values.iter().map(|v| v.value).collect();
    assert_eq!(values, [2, 1, 1, 1]);
    assert!(hackenbush::text(&poj).contains("graph_values (the Fusion principle)"));
    for p in [&agc, &bob, &poj, &picture(EXAMPLE)] {
        assert!(p.disagreements().is_empty(), "{p:?}");
    }
}

#[test]
fn the_picture_has_one_disc_per_vertex_and_one_line_per_edge() {
    let example = picture(EXAMPLE);
    let svg = hackenbush::svg(&example).unwrap();
    // Each vertex's number beside its disc, each value inside it.
    for v in &example.values {
        assert!(svg.contains(&format!(">\nv{}\n</text>", v.v)), "v{}", v.v);
    }
    // The edges between two vertices (one loop, drawn as a ring): polylines
    // in the edges' green, 3 px wide (the legend's is 2).
    let green = "stroke=\"#2A9D3A\" stroke-width=\"3\"";
    let lines = svg
        .lines()
        .filter(|l| l.starts_with("<polyline") && l.contains(green))
        .count();
    assert_eq!(lines, EXAMPLE.iter().filter(|(a, b)| a != b).count());
    assert!(svg.contains("in each disc its value (graph_values), checked against the game tree"));
    assert!(!svg.contains("DISAGREE"));
}

#[test]
fn a_wrong_value_is_flagged() {
    let mut wrong = picture(EXAMPLE);
    wrong.values[4].value += 1;
    let text = hackenbush::text(&wrong);
    assert!(text.contains("     5 |                   1 |     2 |         1  DIFFERENT"));
    assert!(text.contains("DISAGREEMENT: game-core and the game tree differ at vertices 5."));
    let svg = hackenbush::svg(&wrong).unwrap();
    assert!(svg.contains("game-core and the game tree DISAGREE here"));
    assert!(svg.contains("fill=\"#E01010\""));
}

#[test]
fn columns_snapshots_and_samples() {
    let three = columns::columns(3).unwrap();
    assert_eq!(three.len(), 27);
    insta::assert_snapshot!("columns_3", columns::columns_text(3, &three));
    for height in 1..=5 {
        let all = columns::columns(height).unwrap();
        assert!(all.iter().all(|c| c.checked), "height {height}");
        let text = columns::columns_text(height, &all);
        assert!(!text.contains("DIFFERENT") && !text.contains("DISAGREEMENT"));
    }
    // ABC 229 H's samples: Takahashi, Snuke, Snuke, by both ways.
    for (rows, wins) in [
        (&["BB.", ".B.", "..."][..], "wins"),
        (&["..", "WW"], "loses"),
        (&["WWBW", "WWWW", "BWB.", "BBBB"], "loses"),
    ] {
        let rows: Vec<Vec<u8>> = rows.iter().map(|r| r.as_bytes().to_vec()).collect();
        let text = columns::board_text(&rows).unwrap();
        assert!(
            text.contains(&format!("Takahashi, moving first, {wins} (advance_or_eat")),
            "{text}"
        );
        assert!(
            text.contains(&format!("Takahashi, moving first, {wins}: ok.")),
            "{text}"
        );
    }
    let sample_3: Vec<Vec<u8>> = ["WWBW", "WWWW", "BWB.", "BBBB"]
        .iter()
        .map(|r| r.as_bytes().to_vec())
        .collect();
    insta::assert_snapshot!(
        "columns_board_sample_3",
        columns::board_text(&sample_3).unwrap()
    );
}

#[test]
fn a_wrong_column_value_is_flagged() {
    let mut all: Vec<Column> = columns::columns(2).unwrap();
    all[3].checked = false;
    let text = columns::columns_text(2, &all);
    assert!(
        text.contains(".W     |   -1/2 | Snuke, whoever starts      | won by someone: DIFFERENT")
    );
    assert!(text.contains("DISAGREEMENT: 1 of 9 values are not the column's by minimax"));
}

#[test]
fn commands_write_their_picture_and_refuse_bad_arguments() {
    let dir = scratch("hackenbush");
    let (stdout, stderr, code) = explore(&["hackenbush", "--svg"], &dir);
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert!(stdout.ends_with(
        "\nWrote hackenbush.svg (16 edges on 13 vertices, every vertex checked against the game tree).\n"
    ));
    let svg = std::fs::read_to_string(dir.join("hackenbush.svg")).unwrap();
    assert_eq!(svg, hackenbush::svg(&picture(EXAMPLE)).unwrap());
    let (stdout, _, code) = explore(&["columns", "--board", "BB.,.B.,..."], &dir);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("Their sum is 3: Takahashi, moving first, wins"));
    for (args, error) in [
        (
            &["hackenbush", "--edges", "1-2,3-4"][..],
            "error: vertex 3 is not joined to vertex 1, the ground: it would fall at once; give \
             edges that hang from vertex 1\n",
        ),
        (
            &["hackenbush", "--edges", "1-0"],
            "error: invalid value '1-0' for '--edges <EDGES>': \"1-0\" is not an edge a-b of two \
             vertices from 1 (write e.g. 1-2,2-3) (see explore --help)\n",
        ),
        (
            &["hackenbush", "--edges", "1-2,2-3,3-4,4-5,5-6,6-7,7-8,8-9,9-10,10-11,11-12,12-13,13-14,14-15,15-16,16-17,17-18"],
            "error: explore draws pictures of 1 to 16 edges on vertices 1..=30 (the game tree of \
             16 edges has up to 65536 states); --edges gives 17 edges on 1..=18\n",
        ),
        (
            &["columns", "--board", "W.,Bx"],
            "error: row 2, column 2: 'x' is not W, B or .\n",
        ),
        (
            &["columns", "--height", "7"],
            "error: invalid value '7' for '--height <HEIGHT>': 7 is not in 1..=6 (see explore \
             --help)\n",
        ),
    ] {
        let (stdout, stderr, code) = explore(args, &dir);
        assert_eq!((stdout.as_str(), stderr.as_str(), code), ("", error, Some(2)), "{args:?}");
    }
}
