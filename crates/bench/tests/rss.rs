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

/// The input of `cases` generated cases, seed `seed`.
fn input(problem: &Problem, cases: u64, seed: u64) -> Vec<u8> {
    let mut input = Vec::new();
    generate(problem, cases, seed, &mut input).unwrap();
    input
}

/// The answer bytes a run on `cases` cases (seed 7, as [`run`]'s) must
/// write: at least one a case; or, when the generator writes one test that
/// stops growing at its statement's maximum (Luogu P3179: one n and at most
/// 100 queries, whatever the count), exactly the model's answers to it,
/// which is then small.
fn answer_bytes(problem: &Problem, cases: u64) -> (u64, bool) {
    if input(problem, 10_000, 1) != input(problem, 20_000, 1) {
        return (cases, false);
    }
    let (answers, error) = problem.expected(&input(problem, cases, 7));
    assert_eq!(error, None, "the generator's input is good");
    (answers.len() as u64, true)
}

/// Runs `problem`'s binary on `cases` generated cases, written to its stdin
/// while it runs.
fn run(dir: &Path, Named { name, problem }: Named, cases: u64) -> Measured {
    let answers = answer_bytes(&problem, cases);
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
    // At least a byte of answer per case (or the one test's answers): it
    // read them all.
    match answers {
        (bytes, true) => assert_eq!(m.out_bytes, bytes, "{problem}: answer bytes"),
        (bytes, false) => assert!(m.out_bytes >= bytes, "{problem}: {} bytes", m.out_bytes),
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
