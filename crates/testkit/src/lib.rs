//! Test support for the judge binaries.
//!
//! `testdata/<problem>/` holds the cases in online-judge-tools' layout:
//! `<name>.in` with the expected `<name>.out`. `testdata/<problem>/bad/`
//! holds bad inputs for this project's tests: `<name>.in`, the answers
//! written before the error (`<name>.out`) and the one-line error
//! (`<name>.err`); the binary must exit with status 1. These files are the
//! one truth of what each case prints: [`judge_tests!`] runs the binary on
//! every case, reports every case that differs (expected and actual,
//! labelled), and with `UPDATE_TESTDATA=1` rewrites the files instead, for
//! review with `git diff testdata`. It adds the proof tests of [`proof`]:
//! every small case against the game tree, and arbitrary or damaged input
//! against the reference model of the problem's registry entry.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub use problems::{self, model, Problem};
pub use proptest;

pub mod proof;
pub mod strategies;

/// What a run of a binary produced.
#[derive(Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Everything written to stdout.
    pub stdout: String,
    /// Everything written to stderr.
    pub stderr: String,
    /// The exit status code (`None` if killed by a signal).
    pub code: Option<i32>,
}

/// Runs `exe` with `input` on stdin.
pub fn run(exe: &str, input: &[u8]) -> Outcome {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {exe}: {e}"));
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // Write from a thread: the child may stop reading (bad input) or fill
    // its stdout pipe before it has read everything.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("wait for the binary");
    writer.join().expect("stdin writer");
    Outcome {
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        code: output.status.code(),
    }
}

/// The workspace's `testdata/<problem>` folder.
pub fn testdata_dir(problem: &str) -> PathBuf {
    problems::workspace::root().join("testdata").join(problem)
}

/// The `*.in` files of `dir`, sorted (none if it does not exist).
pub fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "in"))
                .collect()
        })
        .unwrap_or_default();
    inputs.sort();
    inputs
}

/// Whether this run rewrites testdata instead of comparing with it:
/// `UPDATE_TESTDATA=1`, and never in CI (`CI` set).
pub fn updating() -> bool {
    std::env::var_os("UPDATE_TESTDATA").is_some_and(|v| v == "1")
        && std::env::var_os("CI").is_none()
}

/// One expected file of a case and what the binary gave instead.
struct Expectation {
    path: PathBuf,
    actual: String,
}

/// How an expected text and the actual one differ, for a reader: the
/// first line that differs, and the line counts.
fn difference(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let at = e
        .iter()
        .zip(&a)
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let line = |lines: &[&str]| {
        lines
            .get(at)
            .map_or("(nothing)".to_string(), |l| format!("{l:?}"))
    };
    let newline = |text: &str| {
        if text.is_empty() || text.ends_with('\n') {
            ""
        } else {
            ", no final newline"
        }
    };
    format!(
        "first difference at line {}:\n      expected {}\n      actual   {}\n    expected {} lines{}, actual {} lines{}",
        at + 1,
        line(&e),
        line(&a),
        e.len(),
        newline(expected),
        a.len(),
        newline(actual),
    )
}

/// Compares (or, when [`updating`], rewrites) the expected files of one
/// case; returns the description of each difference.
fn settle(case: &Path, expectations: Vec<Expectation>, code: (Option<i32>, i32)) -> Vec<String> {
    let mut failures = Vec::new();
    let shown = |p: &Path| {
        p.strip_prefix(problems::workspace::root())
            .unwrap_or(p)
            .display()
            .to_string()
    };
    if code.0 != Some(code.1) {
        failures.push(format!(
            "{}: exit status: expected {}, actual {:?}",
            shown(case),
            code.1,
            code.0
        ));
    }
    for Expectation { path, actual } in expectations {
        let expected = std::fs::read_to_string(&path).ok();
        if expected.as_deref() == Some(actual.as_str()) {
            continue;
        }
        if updating() {
            std::fs::write(&path, &actual)
                .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
            eprintln!("updated {}", shown(&path));
            continue;
        }
        failures.push(match expected {
            None => format!(
                "{}: {} is missing (UPDATE_TESTDATA=1 writes it from the actual output)",
                shown(case),
                shown(&path)
            ),
            Some(expected) => format!(
                "{}: expected {}, actual output: {}",
                shown(case),
                shown(&path),
                difference(&expected, &actual)
            ),
        });
    }
    failures
}

/// Panics listing every failure, if any.
fn report(what: &str, cases: usize, failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} of {cases} {what} differ from testdata (UPDATE_TESTDATA=1 cargo test rewrites \
         the files, then review `git diff testdata`):\n  {}",
        failures.len(),
        failures.join("\n  ")
    );
}

/// Runs `exe` on every case of `testdata/<problem>` (at least two) and
/// checks that each exits 0 with exactly its `.out` and nothing on stderr.
pub fn check_testdata(exe: &str, problem: &str) {
    let cases = inputs(&testdata_dir(problem));
    assert!(
        cases.len() >= 2,
        "too few cases in testdata/{problem}: {}",
        cases.len()
    );
    let mut failures = Vec::new();
    for case in &cases {
        let got = run(exe, &std::fs::read(case).expect("read the case"));
        let mut expectations = vec![Expectation {
            path: case.with_extension("out"),
            actual: got.stdout,
        }];
        if !got.stderr.is_empty() {
            failures.push(format!(
                "{}: stderr: {}",
                case.display(),
                got.stderr.trim_end()
            ));
            expectations.clear();
        }
        failures.extend(settle(case, expectations, (got.code, 0)));
    }
    report("cases", cases.len(), failures);
}

/// Runs `exe` on every bad input of `testdata/<problem>/bad` (at least
/// four) and checks that each writes exactly its `.out` answers and its
/// one-line `.err`, and exits with status 1.
pub fn check_bad_inputs(exe: &str, problem: &str) {
    let cases = inputs(&testdata_dir(problem).join("bad"));
    assert!(
        cases.len() >= 4,
        "too few cases in testdata/{problem}/bad: {}",
        cases.len()
    );
    let mut failures = Vec::new();
    for case in &cases {
        let got = run(exe, &std::fs::read(case).expect("read the bad input"));
        if got.stderr.lines().count() != 1 {
            failures.push(format!(
                "{}: not one error line: {:?}",
                case.display(),
                got.stderr
            ));
        }
        let expectations = vec![
            Expectation {
                path: case.with_extension("out"),
                actual: got.stdout,
            },
            Expectation {
                path: case.with_extension("err"),
                actual: got.stderr,
            },
        ];
        failures.extend(settle(case, expectations, (got.code, 1)));
    }
    report("bad inputs", cases.len(), failures);
}

/// Defines the tests of a judge binary, all of which run the real binary
/// (the crate's binary of its own name), for the problem's registry entry:
/// - `testdata` and `bad_input`: every case of `testdata/<crate>` and its
///   `bad/` folder, with the exact expected output ([`check_testdata`],
///   [`check_bad_inputs`]);
/// - `every_small_case_matches_the_game_tree`: one run on every small case
///   ([`proof::check_game_tree`]);
/// - `never_panics_and_answers_every_case_before_an_error`: 64 proptest
///   inputs, valid, damaged or raw bytes ([`proof::check_binary`]).
///
/// A crate without a binary of its name, or without a registry entry,
/// fails these tests with a message that says so.
#[macro_export]
macro_rules! judge_tests {
    () => {
        const NAME: &str = env!("CARGO_PKG_NAME");
        const EXE: Option<&str> = option_env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME")));

        fn exe() -> &'static str {
            EXE.unwrap_or_else(|| {
                panic!("crate {NAME} has no binary named {NAME} ([[bin]] in its Cargo.toml)")
            })
        }

        fn problem() -> $crate::Problem {
            $crate::Problem::of(NAME).unwrap_or_else(|e| panic!("{e}"))
        }

        #[test]
        fn testdata() {
            $crate::check_testdata(exe(), NAME);
        }

        #[test]
        fn bad_input() {
            $crate::check_bad_inputs(exe(), NAME);
        }

        #[test]
        fn every_small_case_matches_the_game_tree() {
            $crate::proof::check_game_tree(exe(), &problem());
        }

        $crate::proptest::proptest! {
            #![proptest_config($crate::proof::spawn_config(64))]

            #[test]
            fn never_panics_and_answers_every_case_before_an_error(
                input in $crate::proof::inputs(problem()),
            ) {
                $crate::proof::check_binary(exe(), &problem(), &input)?;
            }
        }
    };
}
