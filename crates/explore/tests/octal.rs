//! `explore octal`: the sweep on a small budget, the named games and one
//! code at small scale, Grundy's game to CSES 2207's bound (insta
//! snapshots), the progress bar fed by the engine's callback, and the
//! command line's errors.

mod common;
use common::{explore, explore_closed_early};

use explore::octal::{status_line, tree_values, Bar, Status};
use game_core::octal::{analyse, Code, Limits, Rules, Sequence, Verdict};
use std::time::Duration;

/// Runs `explore octal ARGS`: its stdout, after checking that it exits 0
/// and draws no bar (stderr is not a terminal here).
fn octal(args: &[&str]) -> String {
    let args: Vec<&str> = std::iter::once("octal")
        .chain(args.iter().copied())
        .collect();
    let (stdout, stderr, status) = explore(&args, &std::env::temp_dir());
    assert_eq!((status, stderr.as_str()), (Some(0), ""), "{args:?}");
    stdout
}

#[test]
fn the_sweep_on_a_small_budget() {
    let text = octal(&["--sweep", "--heaps", "1000", "--max-work", "10^6"]);
    let lines: Vec<&str> = text.lines().collect();
    // The header, a blank line, 1022 games, a blank line, the summary.
    assert_eq!(lines.len(), 1 + 1 + 1022 + 1 + 1);
    assert!(!text.contains("DISAGREE"));
    assert!(lines[2].starts_with("0.1: period 1 preperiod 2 "));
    assert!(lines[1023].starts_with("4.777: "));
    insta::assert_snapshot!("sweep_1000_heaps_10_6_steps", text);
}

#[test]
fn the_named_games_at_small_scale() {
    // Up to heap 1000 the three classics are proved; the hard cases are not.
    let text = octal(&["--named", "--heaps", "1000"]);
    assert_eq!(text.matches(": agrees").count(), 3, "{text}");
    assert_eq!(text.matches("not proved here up to heap 1000").count(), 5);
    insta::assert_snapshot!("named_1000_heaps", text);
    let text = octal(&["0.137"]);
    assert!(text.contains("Heaps 0..=28 agree with the game tree of the moves."));
    assert!(text.contains(
        "published: period 34 preperiod 52 (Guy and Smith 1956; OEIS A002187 \
         (last exception at 51)): agrees"
    ));
    insta::assert_snapshot!("dawsons_chess", text);
}

#[test]
fn grundys_game_to_the_cses_bound() {
    let text = octal(&["grundy", "--heaps", "10^6"]);
    assert!(text.contains("42 of them: 0 1 2 4 7 10 20 "));
    assert!(text.contains("None after heap 1222 up to heap 1000000."));
    assert!(text.contains("agree with the game tree"));
    assert!(text.contains("agree with the plain method"));
    assert!(
        text.contains("(game_core::octal::grundy_game::LOSING, 41 heaps up to 1000000): agrees.")
    );
    insta::assert_snapshot!("grundy_10_6", text);
}

#[test]
fn the_progress_callback_drives_the_bar() {
    // The engine reports the heap reached every 65536 heaps and at the end;
    // the bar draws each report (no delay here) and is erased at the end.
    let mut bar = Bar::new(Vec::new(), Duration::ZERO, Duration::ZERO);
    let mut heaps = Vec::new();
    let limits = Limits::heaps(200_000);
    let report = analyse(Rules::parse("0.6").unwrap(), limits, &mut |heap| {
        heaps.push(heap);
        bar.show(&Status {
            game: "0.6",
            index: 1,
            games: 1,
            heap,
            max_heap: limits.max_heap,
        });
    })
    .unwrap();
    assert_eq!(report.verdict, Verdict::Unproved);
    assert!(heaps.windows(2).all(|w| w[0] <= w[1]), "{heaps:?}");
    assert!(heaps.contains(&65_535) && heaps.last() == Some(&200_000));
    bar.clear();
    let text = String::from_utf8(bar.into_inner()).unwrap();
    let draws: Vec<&str> = text.split('\r').filter(|d| !d.trim().is_empty()).collect();
    assert_eq!(draws.len(), heaps.len(), "one draw per report");
    assert!(draws.iter().any(|d| d.contains("heap 131071 of 200000")));
    assert_eq!(
        draws.last().unwrap().trim_end(),
        "0.6 ▕████████████████████████▏ heap 200000 of 200000"
    );
    // Erased: the last thing written is a line of spaces and a return.
    let (_, tail) = text.rsplit_once("200000").unwrap();
    assert!(tail.ends_with('\r') && tail.trim().is_empty());
    // The bar waits for its delay, then draws at most every `every`.
    let mut bar = Bar::new(Vec::new(), Duration::from_secs(3600), Duration::ZERO);
    bar.show(&Status {
        game: "0.6",
        index: 1,
        games: 1,
        heap: 5,
        max_heap: 10,
    });
    bar.clear();
    assert!(bar.into_inner().is_empty());
    // In a run of several games it says which.
    let s = Status {
        game: "4.777",
        index: 1022,
        games: 1022,
        heap: 131_071,
        max_heap: 131_072,
    };
    assert_eq!(
        status_line(&s),
        "game 1022 of 1022, 4.777 ▕███████████████████████░▏ heap 131071 of 131072"
    );
}

#[test]
fn the_game_tree_agrees_with_the_engine_on_sample_codes() {
    for code in ["0.77", "0.07", "4.37", "0.354", "0.6"] {
        let rules = Rules::parse(code).unwrap();
        let mut seq = Sequence::new(rules.clone());
        seq.compute(20).unwrap();
        assert_eq!(tree_values(&rules, 20), seq.values(), "{code}");
    }
    assert_eq!(Code::sweep().len(), 1022);
}

#[test]
fn a_closed_pipe_ends_the_sweep_with_one_error_line() {
    // About 100 KB, more than the pipe holds.
    let (first, stderr, status) =
        explore_closed_early(&["octal", "--sweep", "--heaps", "200", "--max-work", "10000"]);
    assert!(first.starts_with("Every octal game 0.d1"), "{first}");
    assert_eq!(
        stderr,
        "error: cannot write output: Broken pipe (os error 32)\n"
    );
    assert_eq!(status, Some(1));
}

#[test]
fn bad_arguments_are_one_line_and_status_2() {
    let dir = std::env::temp_dir();
    for (args, message) in [
        (
            &["octal", "0.8"][..],
            "error: \"0.8\" is not an octal code: digit 8 at position 1: octal digits are 0 to 7 \
             (8 and above split into three heaps: hexadecimal games, not supported)\n",
        ),
        (
            &["octal"],
            "error: the following required arguments were not provided: \
             <GAME|--sweep|--named> (see explore --help)\n",
        ),
        (
            &["octal", "0.6", "--heaps", "2^33"],
            "error: --heaps 8589934592 is above game-core's limit of 4294967295 heaps\n",
        ),
        (
            &["octal", "0.6", "--heaps", "3^4"],
            "error: invalid value '3^4' for '--heaps <N>': \"3^4\" is not a count \
             (write e.g. 1000000, 2^26 or 10^8) (see explore --help)\n",
        ),
        (
            &["octal", "--sweep", "--named"],
            "error: the argument '--sweep' cannot be used with '--named' (see explore --help)\n",
        ),
    ] {
        let (stdout, stderr, status) = explore(args, &dir);
        assert_eq!(
            (stdout.as_str(), stderr.as_str(), status),
            ("", message, Some(2)),
            "{args:?}"
        );
    }
}

#[test]
fn the_benchmark_script_checks_its_arguments_before_building() {
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/bench-octal");
    let syntax = std::process::Command::new("sh")
        .arg("-n")
        .arg(&script)
        .status()
        .unwrap();
    assert!(syntax.success(), "sh -n scripts/bench-octal");
    let help = std::process::Command::new(&script)
        .arg("--help")
        .output()
        .unwrap();
    let text = String::from_utf8(help.stdout).unwrap();
    assert_eq!(help.status.code(), Some(0));
    assert!(
        text.contains("  scripts/bench-octal [sweep] [0.354] [grundy]\n"),
        "{text}"
    );
    assert!(text.ends_with("average before and after.\n"), "{text}");
    let bad = std::process::Command::new(&script)
        .arg("0.77")
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(bad.stderr).unwrap(),
        "scripts/bench-octal: unknown run '0.77' (scripts/bench-octal --help)\n"
    );
}
