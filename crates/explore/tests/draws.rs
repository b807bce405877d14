//! explore's command for a game that may never end, Berzerk (Codeforces
//! 786A): snapshots of its table and its picture, its labels against the
//! fixed point of the rules on every small circle, a disagreement flagged,
//! and bad arguments.

mod common;
use common::{attr, docs_picture, explore, explore_closed_early, scratch, svg_texts};

use explore::circle::{self, Circle, Shade};
use game_core::draws::Outcome;
use game_core::proof::draws::{Player, Value};

/// The statement's samples: (n, Rick's steps, Morty's steps, its output).
const SAMPLES: [(u64, &[u64], &[u64], &str); 2] = [
    (
        5,
        &[3, 2],
        &[1, 2, 3],
        "Lose Win Win Loop\nLoop Win Win Win\n",
    ),
    (
        8,
        &[6, 2, 3, 4],
        &[3, 6],
        "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n",
    ),
];

/// The circle's answers as the judge prints them.
fn lines(circle: &Circle) -> String {
    circle
        .rings
        .iter()
        .map(|ring| {
            let words: Vec<&str> = ring.iter().map(|s| circle::word(s.theory)).collect();
            words.join(" ") + "\n"
        })
        .collect()
}

#[test]
fn the_samples_tables_and_their_answers() {
    for (i, (n, rick, morty, expected)) in SAMPLES.into_iter().enumerate() {
        let circle = Circle::new(n, rick, morty, circle::SOLVE_DEFAULT).unwrap();
        assert_eq!(lines(&circle), expected);
        assert!(circle.disagreements().is_empty());
        let text = circle::text(&circle);
        assert!(text.contains(": ok.\n"), "{text}");
        insta::assert_snapshot!(format!("berzerk_sample_{}", i + 1), text);
    }
    // A circle of 24 with every outcome on both lines, in blocks of ten.
    let circle = Circle::new(24, &[19, 9, 20], &[23, 9, 22], 24).unwrap();
    insta::assert_snapshot!("berzerk_24", circle::text(&circle));
}

/// Every set of steps of `1..n`, as bits.
fn sets(n: u64) -> impl Iterator<Item = Vec<u64>> + Clone {
    (1..1u64 << (n - 1)).map(move |bits| (1..n).filter(|s| bits >> (s - 1) & 1 == 1).collect())
}

#[test]
fn every_small_circle_agrees_with_the_fixed_point() {
    let mut seen = [0usize; 3];
    for n in 2..=7 {
        for rick in sets(n) {
            for morty in sets(n) {
                let circle = Circle::new(n, &rick, &morty, n).unwrap();
                assert!(circle.checked.is_some());
                assert_eq!(circle.disagreements(), [], "n {n}, {rick:?}, {morty:?}");
                for s in circle.rings.iter().flatten() {
                    assert!(s.fixed.is_some());
                    seen[s.theory as usize] += 1;
                }
            }
        }
    }
    // Every outcome occurs, draws included.
    assert!(seen.iter().all(|&k| k > 1000), "{seen:?}");
}

#[test]
fn a_disagreement_is_flagged_and_a_large_circle_is_not_checked() {
    let mut circle = Circle::new(5, &[3, 2], &[1, 2, 3], 5).unwrap();
    let start = &mut circle.rings[0][3];
    assert_eq!((start.object, start.theory), (5, Outcome::Draw));
    assert_eq!(circle::shade(start), Shade::Loop);
    start.fixed = Some(Value::Win);
    assert_eq!(circle::shade(start), Shade::Disagree);
    let text = circle::text(&circle);
    assert!(text.contains("   Win Loop!\n"), "{text}");
    assert!(
        text.ends_with(
            "DISAGREEMENT: the fixed point of the rules and draws::berzerk differ on 1 of 8 \
             starts: object 5, Rick first.\n"
        ),
        "{text}"
    );
    let arcs = circle::arcs(&circle);
    assert!(arcs
        .iter()
        .any(|a| a.shade == Shade::Disagree && a.first == 5));
    let legend = circle::legend_items(&circle);
    assert!(legend.iter().any(|(_, t)| t.contains("DISAGREE here")));

    let large = Circle::new(400, &[7, 50, 123], &[11, 90], circle::SOLVE_DEFAULT).unwrap();
    assert_eq!(large.checked, None);
    assert!(large.rings.iter().flatten().all(|s| s.fixed.is_none()));
    assert!(circle::text(&large).contains("\nNot checked: "));
    // The statement's largest circle, both sets full: a win everywhere.
    let full: Vec<u64> = (1..7000).collect();
    let full = Circle::new(7000, &full, &full, 0).unwrap();
    assert!(full
        .rings
        .iter()
        .flatten()
        .all(|s| s.theory == Outcome::Win));
    assert_eq!(circle::arcs(&full).len(), 4);
}

#[test]
fn the_picture_draws_one_piece_per_arc_and_its_legend() {
    let circle = Circle::new(5, &[3, 2], &[1, 2, 3], 5).unwrap();
    let svg = circle::svg(&circle).unwrap();
    insta::assert_snapshot!("berzerk_sample_1_svg", svg);
    let arcs = circle::arcs(&circle);
    // Outside (Rick first): the hole, Lose, Win Win, Loop; inside: the hole,
    // Loop, Win Win Win.
    let shades: Vec<(usize, u64, u64, Shade)> = arcs
        .iter()
        .map(|a| (a.ring, a.first, a.last, a.shade))
        .collect();
    assert_eq!(
        shades,
        [
            (0, 1, 1, Shade::BlackHole),
            (0, 2, 2, Shade::Lose),
            (0, 3, 4, Shade::Win),
            (0, 5, 5, Shade::Loop),
            (1, 1, 1, Shade::BlackHole),
            (1, 2, 2, Shade::Loop),
            (1, 3, 5, Shade::Win),
        ]
    );
    // One polygon per arc, in order, in its shade's colour.
    let fills: Vec<&str> = svg
        .lines()
        .filter(|l| l.starts_with("<polygon"))
        .filter_map(|l| attr(l, "fill"))
        .collect();
    let colour = |shade| match shade {
        Shade::BlackHole => "#101010",
        Shade::Lose => "#1C2F5E",
        Shade::Win => "#E6ECF2",
        Shade::Loop => "#F2A900",
        Shade::Disagree => "#E01010",
    };
    let expected: Vec<&str> = arcs.iter().map(|a| colour(a.shade)).collect();
    assert_eq!(fills, expected);
    let texts: Vec<&str> = svg_texts(&svg).iter().map(|(_, t)| *t).collect();
    for (_, line) in circle::legend_items(&circle) {
        assert!(texts.contains(&line.as_str()), "{line}: {texts:?}");
    }
    for label in [
        "1 (black hole)",
        "2",
        "5",
        "outside: Rick first",
        "inside: Morty first",
    ] {
        assert!(texts.contains(&label), "{label}");
    }
    // A letter per start where the pieces are large enough: W, L, ∞.
    assert_eq!(
        texts.iter().filter(|t| ["W", "L", "∞"].contains(t)).count(),
        8
    );
    // Large circles: a number every k-th object, none touching object 1's.
    assert_eq!(circle::numbered(36).len(), 36);
    assert_eq!(circle::numbered(300)[..3], [1, 10, 20]);
    assert_eq!(circle::numbered(300).last(), Some(&290));
    assert_eq!(circle::numbered(7000).last(), Some(&6800));
}

#[test]
fn the_command_prints_the_table_and_writes_the_picture() {
    let dir = scratch("berzerk");
    let (stdout, stderr, code) = explore(&["berzerk", "--svg"], &dir);
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    let circle = Circle::new(5, &[3, 2], &[1, 2, 3], circle::SOLVE_DEFAULT).unwrap();
    assert_eq!(
        stdout,
        circle::text(&circle)
            + "\nWrote berzerk.svg (n = 5; every start agrees with the fixed point).\n"
    );
    let svg = std::fs::read_to_string(dir.join("berzerk.svg")).unwrap();
    assert_eq!(svg, circle::svg(&circle).unwrap());
    let (stdout, _, code) = explore(
        &["berzerk", "-n", "8", "--rick", "6,2,3,4", "--morty", "3,6"],
        &dir,
    );
    assert_eq!(code, Some(0));
    assert!(stdout.contains("\nMorty first |  Lose   Win  Lose  Lose   Win  Lose  Lose\n"));
    let (stdout, _, code) = explore(
        &[
            "berzerk", "-n", "400", "--rick", "7", "--morty", "11", "--svg", "big.svg",
        ],
        &dir,
    );
    assert_eq!(code, Some(0));
    assert!(stdout.ends_with("\nWrote big.svg (n = 400; not checked: n is beyond --solve-to).\n"));
    std::fs::remove_dir_all(dir).unwrap();

    let tmp = scratch("berzerk-help");
    let (stdout, _, code) = explore(&["--help"], &tmp);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("\n  berzerk "), "{stdout}");
    assert!(stdout.contains("explore berzerk --svg"), "{stdout}");
    let (help, _, _) = explore(&["berzerk", "--help"], &tmp);
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for limit in [circle::OBJECTS_LIMIT, circle::SOLVE_LIMIT] {
        assert!(help.contains(&format!("at most {limit}")), "{help}");
    }
    for (args, error) in [
        (
            &["berzerk", "--rick", "0"][..],
            "error: Rick's steps are not 1 or more of 1..=4\n",
        ),
        (
            &["berzerk", "-n", "3", "--rick", "1", "--morty", "3"],
            "error: Morty's steps are not 1 or more of 1..=2\n",
        ),
        (
            &["berzerk", "--morty", "1,x"],
            "error: invalid value '1,x' for '--morty <STEPS>': \"x\" is not a positive integer \
             (write e.g. 3,2) (see explore --help)\n",
        ),
        (
            &["berzerk", "-n", "7001"],
            "error: invalid value '7001' for '--objects <N>': 7001 is not in 2..=7000 (see \
             explore --help)\n",
        ),
        (
            &["berzerk", "--solve-to", "2001"],
            "error: invalid value '2001' for '--solve-to <N>': 2001 is not in 0..=2000 (see \
             explore --help)\n",
        ),
    ] {
        let (stdout, stderr, code) = explore(args, &tmp);
        assert_eq!(
            (stdout.as_str(), stderr.as_str(), code),
            ("", error, Some(2)),
            "{args:?}"
        );
    }
    std::fs::remove_dir_all(tmp).unwrap();
}

#[test]
fn players_and_words() {
    assert_eq!(circle::PLAYERS.map(circle::name), ["Rick", "Morty"]);
    assert_eq!(circle::name(Player::Morty), "Morty");
    let words = [Outcome::Win, Outcome::Lose, Outcome::Draw].map(circle::word);
    assert_eq!(words, ["Win", "Lose", "Loop"]);
}

#[test]
fn a_closed_pipe_ends_the_command_with_one_error_line() {
    // The largest circle's table, about 110 KB, more than a pipe holds.
    let args = [
        "berzerk",
        "-n",
        "7000",
        "--rick",
        "1",
        "--morty",
        "2",
        "--solve-to",
        "0",
    ];
    let (first, stderr, code) = explore_closed_early(&args);
    assert!(first.starts_with("Berzerk (Codeforces 786A): objects 1..=7000 "));
    assert_eq!(
        (stderr.as_str(), code),
        (
            "error: cannot write output: Broken pipe (os error 32)\n",
            Some(1)
        )
    );
}

#[test]
fn the_readme_picture_is_what_the_command_draws() {
    // README: cargo run --release -p explore -- berzerk -n 24 --rick 19,9,20 --morty 23,9,22
    //   --svg docs/berzerk.svg
    let committed = docs_picture("berzerk.svg");
    let circle = Circle::new(24, &[19, 9, 20], &[23, 9, 22], circle::SOLVE_DEFAULT).unwrap();
    assert!(circle.disagreements().is_empty());
    assert!(
        committed == circle::svg(&circle).unwrap(),
        "regenerate it with the README's command"
    );
}
