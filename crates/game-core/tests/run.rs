//! `io::run`, the `main` of every binary, in a child process (this test
//! binary run again), so that its error line goes to a stderr the test
//! reads, not to `cargo test`'s output: exit status 1 and one line on an
//! error, status 0 and nothing otherwise.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

use game_core::io::run;
use std::process::{Command, ExitCode, Stdio};

/// In the child, the run this test asks for; in the parent, that child's
/// stdout and stderr.
fn child(which: &str) -> Option<(String, String)> {
    if let Some(run_it) = std::env::var_os("IO_RUN_CHILD") {
        let code = match run_it.to_str() {
            Some("fail") => run(|src, _| Err(src.invalid("a test of the exit status"))),
            _ => run(|_, out| {
                out.line(b"ok");
                Ok(())
            }),
        };
        println!("exit code: {code:?}");
        return None;
    }
    let out = Command::new(std::env::current_exe().expect("the test's path"))
        .args(["--exact", which, "--nocapture", "--test-threads=1"])
        .env("IO_RUN_CHILD", which.trim_start_matches("run_"))
        .stdin(Stdio::null())
        .output()
        .expect("run the child");
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    Some((text(&out.stdout), text(&out.stderr)))
}

#[test]
fn run_fail() {
    let Some((stdout, stderr)) = child("run_fail") else {
        return;
    };
    assert!(
        stdout.contains(&format!("exit code: {:?}", ExitCode::FAILURE)),
        "{stdout}"
    );
    let errors: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("error: "))
        .collect();
    assert_eq!(
        errors,
        ["error: line 1: a test of the exit status"],
        "{stderr}"
    );
}

#[test]
fn run_ok() {
    let Some((stdout, stderr)) = child("run_ok") else {
        return;
    };
    assert!(
        stdout.contains(&format!("ok\nexit code: {:?}", ExitCode::SUCCESS)),
        "{stdout}"
    );
    assert!(!stderr.contains("error:"), "{stderr}");
}
