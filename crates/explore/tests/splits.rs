//! explore's commands for the split games and misère play: snapshots of
//! the tables, the pattern lines against what game-core says, the SJ
//! theorem's verdicts (where its precondition holds, and where it fails),
//! and bad arguments.

mod common;
use common::{
    assert_each_is_one_error_line, assert_no_disagreement, explore, explore_closed_early, line,
    scratch,
};

use explore::plane::quiet;
use explore::splits::{self, HeapGame};

fn splits_text(game: HeapGame, n: u64) -> String {
    splits::splits_table(game, n, &quiet).unwrap()
}

fn misere_text(game: HeapGame, heaps: usize, max: u64) -> String {
    splits::misere_table(game, heaps, max, 16, &quiet).unwrap()
}

#[test]
fn splits_snapshots() {
    for (name, game, n) in [
        ("splits_split_three_24", HeapGame::SplitThree, 24),
        ("splits_legendre_k2_16", HeapGame::Legendre { k: 2 }, 16),
        ("splits_legendre_k3_20", HeapGame::Legendre { k: 3 }, 20),
        ("splits_jiangnan_f1_32", HeapGame::Jiangnan { f: 1 }, 32),
        ("splits_jiangnan_f4_24", HeapGame::Jiangnan { f: 4 }, 24),
    ] {
        insta::assert_snapshot!(name, splits_text(game, n));
    }
}

#[test]
fn split_three_shows_the_period_8() {
    let text = splits_text(HeapGame::SplitThree, 32);
    assert_no_disagreement(&text);
    assert!(
        text.contains("So SG(x) = x but for x ≡ 7 and 0 (mod 8)"),
        "{text}"
    );
    assert!(line(&text, "Sums: on all ").ends_with(": ok."), "{text}");
}

#[test]
fn legendre_for_every_k_the_tables_search() {
    for k in 0..=splits::K_LIMIT {
        let game = HeapGame::Legendre { k };
        let n = splits::heap_limit(game).min(16);
        let text = splits_text(game, n);
        assert_no_disagreement(&text);
        assert!(line(&text, "The game tree and legendre::grundy agree on all ").contains("piles"));
        if k.is_multiple_of(2) {
            assert!(
                line(&text, "  odd x: ").ends_with(" 0        ok"),
                "{k}: {text}"
            );
            assert!(
                line(&text, "  even x: ").ends_with(" 1        ok"),
                "{k}: {text}"
            );
        } else if n >= 16 {
            let two = line(&text, "  even x, SG(x/2) = 1:");
            assert!(two.ends_with(" 2        ok"), "{k}: {text}");
        }
    }
    // One pile never splits into several with k ≤ 1: no sums to check.
    let text = splits_text(HeapGame::Legendre { k: 1 }, 100_000);
    assert_no_disagreement(&text);
    assert!(text.contains("no position of two or more piles"));
}

#[test]
fn jiangnan_for_several_f() {
    for f in [0, 1, 2, 3, 7, 20, 44, 45] {
        let text = splits_text(HeapGame::Jiangnan { f }, 30);
        assert_no_disagreement(&text);
        let from = f.max(2);
        assert!(
            line(&text, "The piles below ")
                .starts_with(&format!("The piles below {from} cannot move")),
            "{text}"
        );
    }
    // F = 1: the first pile of each value, as 江南乐's table says.
    let text = splits_text(HeapGame::Jiangnan { f: 1 }, 44);
    assert_eq!(
        line(&text, "The first pile worth each value: "),
        "The first pile worth each value: 0 at 0, 1 at 2, 2 at 3, 3 at 7, 4 at 9, 5 at 25."
    );
}

#[test]
fn misere_snapshots() {
    for (name, game, heaps, max) in [
        ("misere_nim_3_6", HeapGame::Nim, 3, 6),
        ("misere_rows_3_6", HeapGame::Rows, 3, 6),
        ("misere_legendre_k2_3_6", HeapGame::Legendre { k: 2 }, 3, 6),
        ("misere_jiangnan_f3_3_6", HeapGame::Jiangnan { f: 3 }, 3, 6),
    ] {
        insta::assert_snapshot!(name, misere_text(game, heaps, max));
    }
}

#[test]
fn misere_where_the_sj_theorem_holds() {
    let games = [
        HeapGame::Nim,
        HeapGame::Rows,
        HeapGame::SplitThree,
        HeapGame::Jiangnan { f: 1 },
        HeapGame::Jiangnan { f: 5 },
    ];
    for game in games {
        let (heaps, max) = splits::misere_limits(game);
        let text = misere_text(game, heaps.min(3), max.min(8));
        assert_no_disagreement(&text);
        assert!(
            line(&text, "The SJ theorem's precondition").ends_with(": holds."),
            "{text}"
        );
        assert!(
            line(&text, "They are exactly the ").ends_with(": ok."),
            "{text}"
        );
        assert!(
            line(&text, "The SJ rule ").contains(": agrees on all "),
            "{text}"
        );
    }
}

#[test]
fn misere_where_the_precondition_fails() {
    // Lieges of Legendre: a pile of 3 (k even) or 5 (k odd) is worth 0 and
    // can only move to a pile worth 2; the rule is then wrong.
    for (k, heap) in [(2, 3), (1, 5), (3, 5), (4, 3)] {
        let game = HeapGame::Legendre { k };
        let (heaps, max) = splits::misere_limits(game);
        let text = misere_text(game, heaps, max);
        assert_no_disagreement(&text);
        let precondition = line(&text, "The SJ theorem's precondition");
        assert!(
            precondition.contains(&format!(": fails: heap {heap} is worth 0 and can move")),
            "{k}: {text}"
        );
        let rule = line(&text, "The SJ rule ");
        assert!(rule.contains(": wrong on "), "{k}: {text}");
        assert!(
            rule.contains(&format!("({heap}): the tree says loses")),
            "{k}: {text}"
        );
    }
}

#[test]
fn the_commands_and_their_bad_arguments() {
    let dir = scratch("splits-args");
    let (stdout, stderr, code) = explore(&["splits", "--game", "legendre", "-k", "3"], &dir);
    assert_eq!((code, stderr.as_str()), (Some(0), ""));
    assert_eq!(stdout, splits_text(HeapGame::Legendre { k: 3 }, 20));
    let (stdout, stderr, code) = explore(&["misere", "--game", "rows"], &dir);
    assert_eq!((code, stderr.as_str()), (Some(0), ""));
    assert_eq!(stdout, misere_text(HeapGame::Rows, 3, 6));
    let cases: &[(&[&str], &str)] = &[
        (
            &["splits", "-k", "3"],
            "error: -k is the number of piles of a split in --game legendre",
        ),
        (
            &["misere", "--game", "legendre", "-f", "2"],
            "error: -f is the smallest pile that may be split in --game jiangnan",
        ),
        (
            &["splits", "--game", "legendre", "-k", "13"],
            "error: invalid value '13' for '-k <K>'",
        ),
        (
            &["splits", "--game", "tree"],
            "error: invalid value 'tree' for '--game <GAME>'",
        ),
        (
            &["splits", "--size", "37"],
            "error: the game tree of every heap up to 37 is beyond explore's 36 for A Simple Nim \
             (HDU 5795); lower --size",
        ),
        (
            &["splits", "--game", "jiangnan", "--size", "45"],
            "error: the game tree of every heap up to 45 is beyond explore's 44",
        ),
        (
            &["misere", "--heaps", "6"],
            "error: the game trees of 6 heaps of up to 6 are beyond explore's 5 heaps of up to 8 \
             for Nim",
        ),
        (
            &["misere", "--game", "legendre", "-k", "5", "--max", "8"],
            "error: the game trees of 2 heaps of up to 8 are beyond explore's 2 heaps of up to 7",
        ),
    ];
    assert_each_is_one_error_line(cases, &dir);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn help_names_the_commands_and_their_limits() {
    let tmp = std::env::temp_dir();
    let (stdout, _, code) = explore(&["--help"], &tmp);
    assert_eq!(code, Some(0));
    for game in ["splits", "misere"] {
        assert!(stdout.contains(&format!("\n  {game} ")), "{stdout}");
        assert!(stdout.contains(&format!("explore {game} ")), "{stdout}");
    }
    let help = |game: &str| {
        let (stdout, _, code) = explore(&[game, "--help"], &tmp);
        assert_eq!(code, Some(0));
        stdout.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let text = help("splits");
    for (game, words) in [
        (HeapGame::SplitThree, "at most {} for HDU 5795"),
        (HeapGame::Jiangnan { f: 1 }, "{} for 江南乐"),
        (HeapGame::Rows, "{} for the rows"),
        (HeapGame::Legendre { k: 1 }, "{} with k = 1"),
    ] {
        let limit = splits::heap_limit(game).to_string();
        assert!(
            text.contains(&words.replace("{}", &limit)),
            "{limit}: {text}"
        );
    }
    for k in 2..=6 {
        let limit = splits::heap_limit(HeapGame::Legendre { k });
        assert!(text.contains(&format!("{limit}")), "{k}: {text}");
    }
    assert!(
        text.contains(&format!("at most {}", splits::K_LIMIT)),
        "{text}"
    );
    let text = help("misere");
    let (heaps, max) = splits::misere_limits(HeapGame::Nim);
    assert!(text.contains(&format!("at most {heaps} for Nim")), "{text}");
    assert!(text.contains(&format!("at most {max} for Nim")), "{text}");
}

#[test]
fn a_closed_pipe_ends_the_commands_with_one_error_line() {
    // 50 000 rows of two, more than a pipe holds.
    let (first, stderr, status) = explore_closed_early(&[
        "splits", "--game", "legendre", "-k", "1", "--size", "100000",
    ]);
    assert!(first.starts_with("Lieges of Legendre (Codeforces 603C), k = 1:"));
    assert_eq!(
        stderr,
        "error: cannot write output: Broken pipe (os error 32)\n"
    );
    assert_eq!(status, Some(1));
}
