//! Peak memory: every judge binary stays within 4 MiB (max RSS) on a small
//! input and on a 32 MB one streamed through a pipe, so memory does not grow
//! with the input (for a problem whose input stops growing at the
//! statement's largest, a tree of up to 10^5 vertices, four copies of that
//! input, and memory does not grow with the copies). Each binary runs
//! under `bench measure`, which reads the child's peak from
//! `getrusage(RUSAGE_CHILDREN)`.
//!
//! The binaries are the workspace's own, built with the profile of this test
//! (`cargo build --profile test`, a no-op under `cargo test --workspace`).

use bench::{build, generate, helper_command, helper_result, problems, Measured, Named};
use spec::Problem;
use std::io::Write;
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

/// A sample of `problem`'s generated input, 10,000 cases: its bytes per
/// case, and whether its answers (by the model) have a byte per case. Most
/// generators write that much; those of a problem with one test per file
/// (AGC 017 D: one tree of up to 10^5 vertices), or with a bounded number
/// of tests of the statement's largest size (POJ 3710, ABC 229 H), do not:
/// their input stops growing at the statement's largest.
fn sample(problem: &Problem) -> (f64, bool) {
    let mut sample = Vec::new();
    generate(problem, 10_000, 1, &mut sample).unwrap();
    let answers = problem.expected(&sample).0.len();
    (sample.len() as f64 / 10_000.0, answers >= 10_000)
}

/// Runs `problem`'s binary on `copies` copies of its input of `cases`
/// generated cases, one after the other, written to its stdin while it
/// runs.
fn run(dir: &Path, Named { name, problem }: Named, cases: u64, copies: u64) -> Measured {
    let helper = Path::new(env!("CARGO_BIN_EXE_bench"));
    let mut child = helper_command(helper, &dir.join(name), &[], true)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start bench measure");
    let mut stdin = child.stdin.take().expect("piped stdin");
    // The binary may stop at the terminator before the pipe is drained, so
    // a broken pipe is fine.
    let writer = std::thread::spawn(move || {
        if copies == 1 {
            return generate(&problem, cases, 7, stdin);
        }
        let mut input = Vec::new();
        generate(&problem, cases, 7, &mut input)?;
        (0..copies).try_for_each(|_| stdin.write_all(&input))
    });
    let problem = name;
    let output = child.wait_with_output().expect("wait for bench measure");
    let written = writer.join().expect("the input writer");
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{problem}: {e}");
    }
    let m = helper_result(&output).unwrap_or_else(|e| panic!("{problem}: {e}"));
    eprintln!(
        "{problem}: {copies} × {cases} cases, max RSS {} KiB, {} output lines, {:.2} s",
        m.max_rss_kib, m.out_lines, m.seconds
    );
    assert_eq!(m.code, Some(0), "{problem}: exit status");
    m
}

#[test]
fn peak_memory_is_small_and_does_not_grow_with_the_input() {
    let problems = problems(None).unwrap_or_else(|e| panic!("{e}"));
    let dir = binaries(&problems);
    for named in problems {
        let problem = named.name;
        let (per_case, an_answer_per_case) = sample(&named.problem);
        let small = run(&dir, named, 10, 1);
        let (one, big) = if an_answer_per_case {
            let cases = (32e6 / per_case) as u64;
            let big = run(&dir, named, cases, 1);
            // At least a byte of answer per case: it read them all.
            assert!(big.out_bytes >= cases, "{problem}: {} bytes", big.out_bytes);
            (small, big)
        } else {
            // The statement's largest input (the benchmark's), then four
            // copies of it one after the other (these binaries read tests
            // until the end of input): the same answers, each time. (Up to
            // 32 MB, ABC 229 H's 300 boards of 22 KB would be 1442 copies,
            // 15 minutes of tables of columns.)
            let (cases, copies) = (1_000_000, 4);
            let one = run(&dir, named, cases, 1);
            let big = run(&dir, named, cases, copies);
            assert!(one.out_lines >= 1, "{problem}: no answer");
            assert_eq!(big.out_lines, copies * one.out_lines, "{problem}");
            (one, big)
        };
        for (m, size) in [(small, "small"), (one, "largest"), (big, "big")] {
            assert!(
                m.max_rss_kib <= LIMIT_KIB,
                "{problem}, {size} input: max RSS {} KiB > {LIMIT_KIB} KiB",
                m.max_rss_kib
            );
        }
        // Not a leak either: the big input only touches every page of the
        // fixed buffers (3 × 64 KiB), where the small one touches a few (or,
        // a copy of the largest input, no more than one copy did).
        assert!(
            big.max_rss_kib <= one.max_rss_kib + 512,
            "{problem}: {} KiB on the big input, {} KiB on less",
            big.max_rss_kib,
            one.max_rss_kib
        );
    }
}
