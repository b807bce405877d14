//! Test support for the judge binaries.
//!
//! `testdata/<problem>/` holds the cases in online-judge-tools' layout:
//! `<name>.in` with the expected `<name>.out`. `testdata/<problem>/bad/`
//! holds bad inputs: `<name>.in`, the answers written before the error
//! (`<name>.out`) and the one-line error (`<name>.err`); the binary must exit
//! with status 1. [`judge_tests!`] turns both folders into tests with insta
//! snapshots.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub use insta;

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

/// Defines the `testdata` and `bad_input` tests of a judge binary: each runs
/// the real binary (`CARGO_BIN_EXE_<problem>`) on every case of its folder,
/// asserts the exact expected output, and records it as an insta snapshot.
#[macro_export]
macro_rules! judge_tests {
    ($problem:literal) => {
        const EXE: &str = env!(concat!("CARGO_BIN_EXE_", $problem));

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
