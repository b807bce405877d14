//! Test support for the judge binaries: [`judge_tests!`] defines every test
//! of a problem crate.
//!
//! `testdata/<problem>/` holds its inputs: `*.in`, and bad inputs in
//! `bad/*.in`. The statement's samples are `sample-N.in` with the judge's
//! expected output `sample-N.out` beside them, verbatim from the statement
//! (online-judge-tools' layout: `oj t -d testdata/<problem>` runs them).
//! Those `.out` files are the judge's truth and no tool writes them; every
//! other answer of ours is recorded once, as an insta snapshot of the
//! binary's whole observable result on the input ([`observed`]), in
//! `crates/<problem>/tests/snapshots/`. A changed answer is reviewed with
//! `cargo insta review`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub use insta;
pub use proptest;
pub use spec::{self, model, Problem};

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

/// Runs `cmd` with `input` on stdin and its stdout a pipe whose reader has
/// already gone, as in `cmd | head -0`: what a tool does at a closed pipe.
/// Every tool of the workspace, the judge binaries included, then prints
/// one line `error: cannot write output: Broken pipe (os error 32)` and
/// exits with status 1 (a tool that prints nothing is not tested by this).
pub fn run_into_closed_pipe(cmd: &mut Command, input: &[u8]) -> Outcome {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {cmd:?}: {e}"));
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("wait for the command");
    writer.join().expect("stdin writer");
    Outcome {
        stdout: String::new(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        code: output.status.code(),
    }
}

/// The one line every tool prints at a closed pipe ([`run_into_closed_pipe`]).
pub const CLOSED_PIPE: &str = "error: cannot write output: Broken pipe (os error 32)\n";

/// The workspace's root folder.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The workspace's `testdata/<problem>` folder.
pub fn testdata_dir(problem: &str) -> PathBuf {
    root().join("testdata").join(problem)
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

/// A path as the workspace shows it: relative to its root.
fn shown(path: &Path) -> String {
    let root = root().canonicalize().unwrap_or_else(|_| root());
    let path = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    path.strip_prefix(&root)
        .unwrap_or(&path)
        .display()
        .to_string()
}

/// Whether `input` is a bad input: one in a `bad` folder.
fn is_bad(input: &Path) -> bool {
    input
        .parent()
        .and_then(Path::file_name)
        .is_some_and(|d| d == "bad")
}

/// How a snapshot shows stdout: a line that says how many lines it has
/// (and whether the last one lacks its newline), then the text. insta
/// compares snapshots without their trailing whitespace, so the count is
/// what keeps a final empty line or a missing newline visible.
///
/// ```
/// use testkit::stdout_text;
/// assert_eq!(stdout_text(""), "stdout: nothing\n");
/// assert_eq!(stdout_text("1\n2\n"), "stdout, 2 lines:\n1\n2\n");
/// assert_eq!(stdout_text("W\nLW"), "stdout, 1 line and one without a newline:\nW\nLW");
/// ```
pub fn stdout_text(stdout: &str) -> String {
    if stdout.is_empty() {
        return "stdout: nothing\n".to_string();
    }
    let lines = stdout.matches('\n').count();
    let count = format!("{lines} line{}", if lines == 1 { "" } else { "s" });
    if stdout.ends_with('\n') {
        format!("stdout, {count}:\n{stdout}")
    } else {
        format!("stdout, {count} and one without a newline:\n{stdout}")
    }
}

/// What the snapshot of `input` holds: the binary's whole observable
/// result. For an input of a `bad` folder: its exit status, its one stderr
/// line and its stdout (the answers before the error); for any other input
/// its stdout ([`stdout_text`]).
///
/// # Panics
/// When the binary breaks the rules of every run: a good input must exit 0
/// with nothing on stderr; a bad one must exit 1 with exactly one line
/// `error: line N: …` on stderr.
pub fn observed(exe: &str, input: &Path) -> String {
    let bytes = std::fs::read(input).unwrap_or_else(|e| panic!("read {}: {e}", input.display()));
    let got = run(exe, &bytes);
    let name = shown(input);
    if !is_bad(input) {
        assert!(
            got.code == Some(0) && got.stderr.is_empty(),
            "{name}: exit status {:?}, stderr {:?}",
            got.code,
            got.stderr
        );
        return stdout_text(&got.stdout);
    }
    assert_eq!(got.code, Some(1), "{name}: exit status");
    assert!(
        got.stderr.starts_with("error: line ")
            && got.stderr.ends_with('\n')
            && got.stderr.lines().count() == 1,
        "{name}: not one error line: {:?}",
        got.stderr
    );
    format!(
        "exit status: 1\nstderr: {}{}",
        got.stderr,
        stdout_text(&got.stdout)
    )
}

/// The inputs of `testdata/<problem>` and its `bad/` folder, after checking
/// that there are enough: at least two good inputs, one of them a sample,
/// and four bad ones.
pub fn testdata(problem: &str) -> Vec<PathBuf> {
    let dir = testdata_dir(problem);
    let (good, bad) = (inputs(&dir), inputs(&dir.join("bad")));
    assert!(
        good.len() >= 2 && bad.len() >= 4,
        "testdata/{problem} needs at least 2 inputs and 4 in bad/ (has {} and {})",
        good.len(),
        bad.len()
    );
    assert!(
        !samples(problem).is_empty(),
        "testdata/{problem} has no sample-N.in with its sample-N.out"
    );
    good.into_iter().chain(bad).collect()
}

/// The statement's samples of `problem`: each `sample-N.in` and the
/// `sample-N.out` beside it.
///
/// # Panics
/// When a `sample-N.in` has no `sample-N.out`.
pub fn samples(problem: &str) -> Vec<(PathBuf, PathBuf)> {
    let inputs = inputs(&testdata_dir(problem));
    let samples = inputs.into_iter().filter(|p| {
        p.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("sample-"))
    });
    samples
        .map(|input| {
            let out = input.with_extension("out");
            assert!(out.is_file(), "{} has no {}", shown(&input), shown(&out));
            (input, out)
        })
        .collect()
}

/// The snapshots folder of the crate at `manifest_dir`.
pub fn snapshots_dir(manifest_dir: &str) -> PathBuf {
    Path::new(manifest_dir).join("tests/snapshots")
}

/// The file of the snapshot of `input` that [`judge_tests!`]'s `answers`
/// test keeps: insta's name for it, `testdata__answers@<the input's path
/// within testdata/<problem>>.snap`, its `/` written `__`.
pub fn snapshot_file(manifest_dir: &str, problem: &str, input: &Path) -> PathBuf {
    let within = input
        .strip_prefix(testdata_dir(problem))
        .unwrap_or(input)
        .to_string_lossy()
        .replace('/', "__");
    snapshots_dir(manifest_dir).join(format!("testdata__answers@{within}.snap"))
}

/// The contents of an insta snapshot file: what follows its header.
pub fn snapshot_contents(file: &Path) -> Option<String> {
    let text = std::fs::read_to_string(file).ok()?;
    let rest = text.strip_prefix("---\n")?;
    let end = rest.find("\n---\n")?;
    Some(rest[end + 5..].to_string())
}

/// Runs `exe` on every sample of `problem` and checks that it prints
/// exactly `sample-N.out` (byte for byte), exits 0 with nothing on stderr,
/// and that the sample's snapshot says the same.
pub fn check_samples(exe: &str, manifest_dir: &str, problem: &str) {
    let samples = samples(problem);
    assert!(!samples.is_empty(), "testdata/{problem} has no sample");
    for (input, out) in samples {
        let expected = std::fs::read_to_string(&out).expect("read the sample's output");
        let got = run(exe, &std::fs::read(&input).expect("read the sample"));
        let name = shown(&input);
        assert_eq!((got.code, got.stderr.as_str()), (Some(0), ""), "{name}");
        assert!(
            got.stdout == expected,
            "{name}: the binary's output differs from {}:\n--- expected\n{expected}--- actual\n{}",
            shown(&out),
            got.stdout
        );
        let snapshot = snapshot_file(manifest_dir, problem, &input);
        if let Some(contents) = snapshot_contents(&snapshot) {
            assert_eq!(
                contents.trim_end(),
                stdout_text(&expected).trim_end(),
                "{}: the snapshot differs from {}",
                shown(&snapshot),
                shown(&out)
            );
        }
    }
}

/// Runs `exe` on every input of `testdata/<problem>` and checks that each
/// gives what the snapshot of the problem crate at `crate_dir` recorded of
/// its binary ([`observed`]): for another build of the same solution, such
/// as its one-file bundle. Reports every input that differs.
pub fn check_like_the_snapshots(exe: &str, crate_dir: &Path, problem: &str) {
    let manifest_dir = crate_dir.to_str().expect("a UTF-8 path");
    let inputs = testdata(problem);
    let failures: Vec<String> = inputs
        .iter()
        .filter_map(|input| {
            let file = snapshot_file(manifest_dir, problem, input);
            let recorded = snapshot_contents(&file)
                .unwrap_or_else(|| panic!("{} has no snapshot {}", shown(input), shown(&file)));
            let got = observed(exe, input);
            (got.trim_end() != recorded.trim_end()).then(|| {
                format!(
                    "{}:\n--- the binary's snapshot\n{recorded}\n--- {exe}\n{got}",
                    shown(input)
                )
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} inputs differ from the binary's answers:\n{}",
        failures.len(),
        inputs.len(),
        failures.join("\n")
    );
}

/// Checks that every snapshot file in the crate's `tests/snapshots` is the
/// snapshot of an input of `testdata/<problem>`, as insta's
/// `--unreferenced=reject` would: an input deleted without its snapshot
/// fails here, under plain `cargo test` too.
pub fn check_no_stray_snapshots(manifest_dir: &str, problem: &str) {
    let expected: Vec<PathBuf> = testdata(problem)
        .iter()
        .map(|input| snapshot_file(manifest_dir, problem, input))
        .collect();
    let dir = snapshots_dir(manifest_dir);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let stray: Vec<String> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "snap"))
        .filter(|p| !expected.contains(p))
        .map(|p| shown(&p))
        .collect();
    assert!(
        stray.is_empty(),
        "snapshots of no input of testdata/{problem} (delete them, or run \
         `cargo insta test --unreferenced=delete -p {problem}`):\n  {}",
        stray.join("\n  ")
    );
}

/// Defines the tests of a judge binary from its problem's spec `$problem`
/// (the crate's `PROBLEM`), all of which run the real binary (the crate's
/// binary of its own name):
/// - `samples`: each statement sample prints exactly its `sample-N.out`
///   ([`check_samples`]);
/// - `answers`: one insta snapshot per input of `testdata/<crate>` and its
///   `bad/` folder ([`observed`]), and `no_stray_snapshots`
///   ([`check_no_stray_snapshots`]);
/// - `every_small_case_matches_the_game_tree`: one run on every small case
///   ([`proof::check_game_tree`]), and the spec's own checks
///   ([`proof::check_spec`]);
/// - `never_panics_and_answers_every_case_before_an_error`: 64 proptest
///   inputs, valid, damaged or raw bytes ([`proof::check_binary`]).
#[macro_export]
macro_rules! judge_tests {
    ($problem:expr) => {
        const NAME: &str = env!("CARGO_PKG_NAME");
        const EXE: Option<&str> = option_env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME")));
        const PROBLEM: $crate::Problem = $problem;

        fn exe() -> &'static str {
            EXE.unwrap_or_else(|| {
                panic!("crate {NAME} has no binary named {NAME} ([[bin]] in its Cargo.toml)")
            })
        }

        #[test]
        fn samples() {
            $crate::check_samples(exe(), env!("CARGO_MANIFEST_DIR"), NAME);
        }

        #[test]
        fn answers() {
            $crate::testdata(NAME);
            $crate::insta::glob!($crate::testdata_dir(NAME), "**/*.in", |input| {
                let what_the_binary_prints = $crate::observed(exe(), input);
                $crate::insta::assert_snapshot!(what_the_binary_prints);
            });
        }

        #[test]
        fn a_closed_pipe_is_one_error_line() {
            let (sample, _) = &$crate::samples(NAME)[0];
            let input = std::fs::read(sample).expect("read the sample");
            let got = $crate::run_into_closed_pipe(&mut std::process::Command::new(exe()), &input);
            assert_eq!(
                (got.stderr.as_str(), got.code),
                ($crate::CLOSED_PIPE, Some(1))
            );
        }

        #[test]
        fn no_stray_snapshots() {
            $crate::check_no_stray_snapshots(env!("CARGO_MANIFEST_DIR"), NAME);
        }

        #[test]
        fn every_small_case_matches_the_game_tree() {
            $crate::proof::check_game_tree(exe(), NAME, &PROBLEM);
        }

        #[test]
        fn the_spec_agrees_with_the_game_tree_and_its_generator() {
            $crate::proof::check_spec(NAME, &PROBLEM);
        }

        $crate::proptest::proptest! {
            #![proptest_config($crate::proof::spawn_config(64))]

            #[test]
            fn never_panics_and_answers_every_case_before_an_error(
                input in $crate::proof::inputs(PROBLEM),
            ) {
                $crate::proof::check_binary(exe(), &PROBLEM, &input)?;
            }
        }
    };
}
