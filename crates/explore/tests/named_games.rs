//! explore's commands for Fibonacci Nim and Moore's Nim-k: snapshots of the
//! tables beside their game trees, a disagreement flagged on its row, the
//! explanations of single heaps up to 2^64 − 1, P2490's strip, and bad
//! arguments.

mod common;
use common::{assert_each_is_one_error_line, assert_no_disagreement, explore, scratch};

use explore::fibonacci_nim::{self, Heaps};
use explore::nim_k::{self, Positions, StripLayouts};
use explore::plane::quiet;

#[test]
fn fibonacci_nim_table_beside_the_game_tree() {
    let heaps = Heaps::new(30, &quiet).unwrap();
    let text = fibonacci_nim::table_text(&heaps);
    assert_no_disagreement(&text);
    insta::assert_snapshot!("fibonacci_nim_30", text);
    // The first player loses at 1 and the Fibonacci numbers, from the game
    // tree alone.
    let lost: Vec<u64> = heaps
        .heaps
        .iter()
        .filter(|h| !h.tree_wins)
        .map(|h| h.n)
        .collect();
    assert_eq!(lost, [1, 2, 3, 5, 8, 13, 21]);
    // Up to the tree's limit, every heap agrees.
    let all = Heaps::new(fibonacci_nim::TREE_LIMIT, &quiet).unwrap();
    assert!(all.heaps.iter().all(|h| h.agrees()));
    assert_no_disagreement(&fibonacci_nim::table_text(&all));
}

#[test]
fn a_fibonacci_disagreement_is_flagged_on_its_row() {
    let mut heaps = Heaps::new(12, &quiet).unwrap();
    // A wrong move for 12 = 8 + 3 + 1: take 3 instead of 1.
    heaps.heaps[11].core_move = Some(3);
    let text = fibonacci_nim::table_text(&heaps);
    let row = text.lines().find(|l| l.starts_with("12 ")).unwrap();
    assert!(row.ends_with("DIFFERENT"), "{row}");
    assert!(
        text.ends_with("DISAGREEMENT on 1 heap: rows marked DIFFERENT.\n"),
        "{text}"
    );
}

#[test]
fn fibonacci_nim_explains_one_heap() {
    for (name, n) in [
        ("fibonacci_nim_at_10000", 10_000),
        ("fibonacci_nim_at_13", 13),
        ("fibonacci_nim_at_17", 17),
        ("fibonacci_nim_at_u64_max", u64::MAX),
    ] {
        insta::assert_snapshot!(name, fibonacci_nim::explain(n, &quiet));
    }
    let one = fibonacci_nim::explain(1, &quiet);
    assert!(one.contains("The first player loses: the first move may not take the whole heap"));
    assert!(fibonacci_nim::explain(0, &quiet).contains("cannot move and loses"));
    // Beyond i32: the 45th Fibonacci number loses.
    let big = fibonacci_nim::explain(2_971_215_073, &quiet);
    assert!(
        big.contains("The first player loses: 2971215073 is a Fibonacci number"),
        "{big}"
    );
}

#[test]
fn nim_k_table_beside_the_game_tree() {
    let positions = Positions::new(2, 4, 5, &quiet).unwrap();
    let text = nim_k::table_text(&positions);
    assert_no_disagreement(&text);
    insta::assert_snapshot!("nim_k_2_four_heaps", text);
    // Every k up to 4, three heaps: the tree's losing positions are the
    // rule's.
    for k in 1..=4 {
        let p = Positions::new(k, 3, 7, &quiet).unwrap();
        assert!(
            p.all.iter().all(|q| q.core_losing == q.tree_losing),
            "k = {k}"
        );
        assert_no_disagreement(&nim_k::table_text(&p));
    }
    // A disagreement shows.
    let mut p = Positions::new(1, 2, 3, &quiet).unwrap();
    p.all[1].core_losing = true; // (0, 1) called losing
    let text = nim_k::table_text(&p);
    let row = text.lines().find(|l| l.starts_with("0 1 ")).unwrap();
    assert!(row.ends_with("wins  DIFFERENT"), "{row}");
    assert!(
        text.ends_with("DISAGREEMENT on 1 position: rows marked DIFFERENT.\n"),
        "{text}"
    );
}

#[test]
fn the_strip_is_nim_d_on_its_gaps() {
    // P2490's sample: 10 cells, 4 pieces, d = 2: A wins 182 layouts.
    let strip = StripLayouts::new(10, 4, 2).unwrap();
    let text = nim_k::strip_text(&strip);
    assert_no_disagreement(&text);
    assert!(text.ends_with("A wins 182 of them; nim_k::strip_winning_layouts says 182: ok.\n"));
    insta::assert_snapshot!(
        "nim_k_strip_8_4_1",
        nim_k::strip_text(&StripLayouts::new(8, 4, 1).unwrap())
    );
    // The statement's notes: 405 for 12 cells, 8 pieces, d = 2.
    let notes = nim_k::strip_text(&StripLayouts::new(12, 8, 2).unwrap());
    assert!(notes.contains("A wins 405 of them; nim_k::strip_winning_layouts says 405: ok."));
    assert!(notes.contains("… and "), "{notes}");
    let mut tampered = StripLayouts::new(6, 2, 1).unwrap();
    tampered.layouts[0].a_wins = true;
    let text = nim_k::strip_text(&tampered);
    assert!(text.contains("DISAGREEMENT on 1 layout"), "{text}");
}

#[test]
fn the_commands_print_the_tables() {
    let dir = scratch("named");
    let (stdout, stderr, code) = explore(&["fibonacci-nim", "--size", "30"], &dir);
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert_eq!(
        stdout,
        fibonacci_nim::table_text(&Heaps::new(30, &quiet).unwrap())
    );
    let (stdout, _, code) = explore(&["fibonacci-nim", "--at", "18446744073709551615"], &dir);
    assert_eq!(code, Some(0));
    assert_eq!(stdout, fibonacci_nim::explain(u64::MAX, &quiet));
    let (stdout, _, code) = explore(&["nim-k"], &dir);
    assert_eq!(code, Some(0));
    assert_eq!(
        stdout,
        nim_k::table_text(&Positions::new(2, 4, 5, &quiet).unwrap())
    );
    let (stdout, _, code) = explore(&["nim-k", "-k", "2", "--strip", "10,4"], &dir);
    assert_eq!(code, Some(0));
    assert_eq!(
        stdout,
        nim_k::strip_text(&StripLayouts::new(10, 4, 2).unwrap())
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_arguments_give_one_line_and_status_2() {
    let dir = scratch("named-bad");
    let cases: [(&[&str], &str); 8] = [
        (
            &["fibonacci-nim", "--size", "401"],
            "error: invalid value '401' for '--size <SIZE>'",
        ),
        (
            &["fibonacci-nim", "--size", "0"],
            "error: invalid value '0' for '--size <SIZE>'",
        ),
        (
            &["fibonacci-nim", "--at", "18446744073709551616"],
            "error: invalid value '18446744073709551616' for '--at <N>'",
        ),
        (
            &["nim-k", "-k", "0"],
            "error: invalid value '0' for '-k <K>'",
        ),
        (
            &["nim-k", "--heaps", "6", "--max", "63"],
            "error: the game tree of 6 heaps of up to 63 stones is beyond explore's 20000000 moves",
        ),
        (
            &["nim-k", "--strip", "10,3"],
            "error: a strip of 10 cells and 3 pieces: give at most 16 cells and an even number",
        ),
        (
            &["nim-k", "--strip", "17,4"],
            "error: a strip of 17 cells and 4 pieces: give at most 16 cells",
        ),
        (
            &["nim-k", "--strip", "10"],
            "error: --strip takes the cells and the pieces, e.g. --strip 10,4",
        ),
    ];
    assert_each_is_one_error_line(&cases, &dir);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn help_names_the_commands_and_their_limits() {
    let tmp = std::env::temp_dir();
    let (stdout, _, code) = explore(&["--help"], &tmp);
    assert_eq!(code, Some(0));
    for game in ["fibonacci-nim", "nim-k"] {
        assert!(stdout.contains(&format!("\n  {game} ")), "{stdout}");
    }
    assert!(
        stdout.contains("explore fibonacci-nim --at 10000"),
        "{stdout}"
    );
    let help = |game: &str| {
        let (stdout, _, code) = explore(&[game, "--help"], &tmp);
        assert_eq!(code, Some(0));
        stdout.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let fib = help("fibonacci-nim");
    assert!(
        fib.contains(&format!("at most {}", fibonacci_nim::TREE_LIMIT)),
        "{fib}"
    );
    let nim = help("nim-k");
    assert!(nim.contains("20 000 000"), "{nim}");
    assert!(
        nim.contains(&format!("at most {} cells", nim_k::STRIP_LIMIT)),
        "{nim}"
    );
}
