//! What the integration tests of `explore` share; each test file uses a part of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Runs the binary with `args` in `dir`: (stdout, stderr, exit status).
pub fn explore(args: &[&str], dir: &Path) -> (String, String, Option<i32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run explore");
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}

/// A new folder of this test run, named `name`.
pub fn scratch(name: &str) -> PathBuf {
    let test = std::env::current_exe().expect("the test's path");
    let test = test.file_stem().and_then(|s| s.to_str()).unwrap_or("test");
    let dir = std::env::temp_dir().join(format!("explore-{test}-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs the binary with `args`, reads the first line of its output, then
/// closes the pipe while it still writes: (that line, stderr, exit status).
/// `args` must print more than a pipe holds (64 KiB on Linux).
pub fn explore_closed_early(args: &[&str]) -> (String, String, Option<i32>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run explore");
    let mut first = String::new();
    {
        // Read one line, then close the pipe (the reader is dropped here).
        let mut reader = BufReader::new(child.stdout.take().expect("stdout is piped"));
        reader.read_line(&mut first).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    (
        first,
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}

/// The value of the attribute `name` on an SVG element's line, as plotters
/// writes it (`name="value"`).
pub fn attr<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let start = line.find(&key)? + key.len();
    let end = start + line[start..].find('"')?;
    Some(&line[start..end])
}

/// The texts of `svg`, in drawing order: (the `<text …>` line, its text).
/// plotters writes the text on the line after its `<text …>`.
pub fn svg_texts(svg: &str) -> Vec<(&str, &str)> {
    let lines: Vec<&str> = svg.lines().collect();
    lines
        .windows(2)
        .filter(|w| w[0].starts_with("<text"))
        .map(|w| (w[0], w[1]))
        .collect()
}

/// The line of `text` that starts with `start`.
pub fn line<'a>(text: &'a str, start: &str) -> &'a str {
    text.lines()
        .find(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("no line starting {start:?} in\n{text}"))
}

/// Asserts that a command's text flags no disagreement with the game tree.
pub fn assert_no_disagreement(text: &str) {
    assert!(
        !text.contains("DIFFERENT") && !text.contains("DISAGREE"),
        "{text}"
    );
}

/// Runs the binary in `dir` on each case's arguments and asserts that it
/// prints nothing, exits with status 2 and writes one stderr line starting
/// with the case's text.
pub fn assert_each_is_one_error_line(cases: &[(&[&str], &str)], dir: &Path) {
    for &(args, start) in cases {
        let (stdout, stderr, code) = explore(args, dir);
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert_eq!(stdout, "", "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with(start), "{args:?}: {stderr}");
    }
}

/// The committed picture `docs/<name>` that the README or docs/ show.
pub fn docs_picture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("docs/{name}: {e}"))
}
