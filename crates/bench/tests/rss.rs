//! Peak memory: every judge binary stays within 4 MiB (max RSS) on a small
//! input and on a 32 MB one streamed through a pipe, so memory does not grow
//! with the input. Each binary runs under `bench measure`, which reads the
//! child's peak from `getrusage(RUSAGE_CHILDREN)`.
//!
//! The binaries are the workspace's own, built with the profile of this test
//! (`cargo build --profile test`, a no-op under `cargo test --workspace`).

use bench::{build, generate, helper_command, helper_result, problems, Measured, Named};
use spec::Problem;
use std::path::{Path, PathBuf};
use std::process::Stdio;

const LIMIT_KIB: u64 = 4 * 1024;

/// The folder of the judge binaries of `problems`, built (or checked fresh)
/// first.
fn binaries(problems: &[Named]) -> PathBuf {
    let exe = std::env::current_exe().expect("the test's path");
    // <target>/<profile folder>/deps/rss-…
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("a target folder");
    let profile = match dir.file_name().and_then(|n| n.to_str()) {
        Some("release") => "release",
        _ => "test",
    };
    build(problems, profile).unwrap_or_else(|e| panic!("{e}"));
    dir.to_path_buf()
}

/// Average input bytes per case of `problem`, from a sample.
fn bytes_per_case(problem: &Problem) -> f64 {
    let mut sample = Vec::new();
    generate(problem, 10_000, 1, &mut sample).unwrap();
    sample.len() as f64 / 10_000.0
}

/// Runs `problem`'s binary on `cases` generated cases, written to its stdin
/// while it runs.
fn run(dir: &Path, Named { name, problem }: Named, cases: u64) -> Measured {
    let spec = problem;
    let helper = Path::new(env!("CARGO_BIN_EXE_bench"));
    let mut child = helper_command(helper, &dir.join(name), &[], true)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start bench measure");
    let stdin = child.stdin.take().expect("piped stdin");
    // The binary may stop at the terminator before the pipe is drained, so
    // a broken pipe is fine.
    let writer = std::thread::spawn(move || generate(&problem, cases, 7, stdin));
    let problem = name;
    let output = child.wait_with_output().expect("wait for bench measure");
    let written = writer.join().expect("the input writer");
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{problem}: {e}");
    }
    let m = helper_result(&output).unwrap_or_else(|e| panic!("{problem}: {e}"));
    eprintln!(
        "{problem}: {cases} cases, max RSS {} KiB, {} output lines, {:.2} s",
        m.max_rss_kib, m.out_lines, m.seconds
    );
    assert_eq!(m.code, Some(0), "{problem}: exit status");
    // At least a byte of answer per case: it read them all. A generator
    // whose cases are not one answer each (a few tests of many heaps, at the
    // statement's largest: Codeforces 603C, HDU 5795, Luogu P3235) is held
    // to its model's answers to the same input instead, all of them.
    if m.out_bytes < cases {
        let mut input = Vec::new();
        generate(&spec, cases, 7, &mut input).unwrap();
        let (answers, error) = spec.expected(&input);
        assert_eq!(error, None, "{problem}: the model refuses its input");
        assert_eq!(m.out_bytes, answers.len() as u64, "{problem}: bytes");
    }
    m
}

#[test]
fn peak_memory_is_small_and_does_not_grow_with_the_input() {
    let problems = problems(None).unwrap_or_else(|e| panic!("{e}"));
    let dir = binaries(&problems);
    for named in problems {
        let small = run(&dir, named, 10);
        let cases = (32e6 / bytes_per_case(&named.problem)) as u64;
        let big = run(&dir, named, cases);
        let problem = named.name;
        for (m, size) in [(small, "small"), (big, "32 MB")] {
            assert!(
                m.max_rss_kib <= LIMIT_KIB,
                "{problem}, {size} input: max RSS {} KiB > {LIMIT_KIB} KiB",
                m.max_rss_kib
            );
        }
        // Not a leak either: the big input only touches every page of the
        // fixed buffers (3 × 64 KiB), where the small one touches a few.
        assert!(
            big.max_rss_kib <= small.max_rss_kib + 512,
            "{problem}: {} KiB on 32 MB, {} KiB on 10 cases",
            big.max_rss_kib,
            small.max_rss_kib
        );
    }
}
