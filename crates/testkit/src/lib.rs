//! Test support for the judge binaries.
//!
//! `testdata/<problem>/` holds the cases in online-judge-tools' layout:
//! `<name>.in` with the expected `<name>.out`. `testdata/<problem>/bad/`
//! holds bad inputs: `<name>.in`, the answers written before the error
//! (`<name>.out`) and the one-line error (`<name>.err`); the binary must exit
//! with status 1. [`judge_tests!`] turns both folders into tests with insta
//! snapshots, and adds the proof tests of [`proof`]: every small case
//! against the game tree, and arbitrary or damaged input against the
//! reference model of [`model`].

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub use insta;
pub use proptest;

pub mod model;
pub mod proof;

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
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
        code: output.status.code(),
    }
}

/// The workspace's `testdata/<problem>` folder.
pub fn testdata_dir(problem: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata")
        .join(problem)
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// Runs `exe` on the case `input` (a `.in` file) and asserts that it succeeds
/// with exactly the `.out` beside it and nothing on stderr. Returns stdout.
pub fn check_case(exe: &str, input: &Path) -> String {
    let got = run(exe, read(input).as_bytes());
    let expected = read(&input.with_extension("out"));
    assert_eq!(got.stdout, expected, "stdout of {}", input.display());
    assert_eq!(got.stderr, "", "stderr of {}", input.display());
    assert_eq!(got.code, Some(0), "exit status of {}", input.display());
    got.stdout
}

/// Runs `exe` on the bad input `input` and asserts that it writes exactly
/// the `.out` answers, the one-line `.err` error, and exits with status 1.
/// Returns the snapshot text: stdout, then stderr.
pub fn check_bad_case(exe: &str, input: &Path) -> String {
    let got = run(exe, &std::fs::read(input).expect("read the bad input"));
    let stdout = read(&input.with_extension("out"));
    let stderr = read(&input.with_extension("err"));
    assert_eq!(got.stdout, stdout, "stdout of {}", input.display());
    assert_eq!(got.stderr, stderr, "stderr of {}", input.display());
    assert_eq!(
        got.stderr.lines().count(),
        1,
        "one error line for {}",
        input.display()
    );
    assert_eq!(got.code, Some(1), "exit status of {}", input.display());
    format!("{}--- stderr ---\n{}", got.stdout, got.stderr)
}

/// Counts the `*.in` files in `dir`, so a test can insist it found some.
pub fn count_inputs(dir: &Path) -> usize {
    std::fs::read_dir(dir)
        .map(|entries| {
            let inputs = entries.filter_map(Result::ok);
            inputs
                .filter(|e| e.path().extension().is_some_and(|x| x == "in"))
                .count()
        })
        .unwrap_or(0)
}

/// Defines the tests of a judge binary, all of which run the real binary
/// (`CARGO_BIN_EXE_<problem>`):
/// - `testdata` and `bad_input`: every case of its folders, with the exact
///   expected output, recorded as an insta snapshot;
/// - `every_small_case_matches_the_game_tree`: one run on every small case
///   ([`proof::exhaustive`]);
/// - `never_panics_and_answers_every_case_before_an_error`: 64 proptest
///   inputs, valid, damaged or raw bytes ([`proof::check_binary`]).
///
/// `$variant` names the problem's [`model::Problem`].
#[macro_export]
macro_rules! judge_tests {
    ($problem:literal, $variant:ident) => {
        const EXE: &str = env!(concat!("CARGO_BIN_EXE_", $problem));
        const PROBLEM: $crate::model::Problem = $crate::model::Problem::$variant;

        #[test]
        fn every_small_case_matches_the_game_tree() {
            let (input, expected) = $crate::proof::exhaustive(PROBLEM);
            let got = $crate::run(EXE, input.as_bytes());
            assert_eq!((got.code, got.stderr.as_str()), (Some(0), ""));
            assert!(
                got.stdout == expected,
                "the answers differ from the game tree's"
            );
        }

        $crate::proptest::proptest! {
            #![proptest_config($crate::proof::spawn_config(64))]

            #[test]
            fn never_panics_and_answers_every_case_before_an_error(
                input in $crate::proptest::prop_oneof![
                    3 => $crate::model::problem_input(PROBLEM),
                    1 => $crate::model::any_input(),
                ],
            ) {
                $crate::proof::check_binary(EXE, PROBLEM, &input)?;
            }
        }

        #[test]
        fn testdata() {
            let dir = $crate::testdata_dir($problem);
            assert!(
                $crate::count_inputs(&dir) >= 2,
                "too few cases in {}",
                dir.display()
            );
            $crate::insta::glob!(concat!("../../../testdata/", $problem), "*.in", |path| {
                $crate::insta::assert_snapshot!($crate::check_case(EXE, path))
            });
        }

        #[test]
        fn bad_input() {
            let dir = $crate::testdata_dir($problem).join("bad");
            assert!(
                $crate::count_inputs(&dir) >= 4,
                "too few cases in {}",
                dir.display()
            );
            $crate::insta::glob!(
                concat!("../../../testdata/", $problem, "/bad"),
                "*.in",
                |path| { $crate::insta::assert_snapshot!($crate::check_bad_case(EXE, path)) }
            );
        }
    };
}
