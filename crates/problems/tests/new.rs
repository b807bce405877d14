//! `scripts/new NAME --like EXISTING` (the `new` binary) in a copy of the
//! workspace: what it creates passes every check of `tests/workspace.rs`,
//! and what it refuses leaves nothing behind.

use problems::registry::entries;
use problems::scaffold::{apply, File, Plan};
use problems::workspace::{root, Workspace};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Copies `from` to `to`, but no `target` folders.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create a folder");
    for entry in std::fs::read_dir(from).expect("list a folder") {
        let entry = entry.expect("a folder entry");
        let name = entry.file_name();
        if entry.path().is_dir() {
            if name != "target" {
                copy_tree(&entry.path(), &to.join(&name));
            }
        } else {
            std::fs::copy(entry.path(), to.join(&name)).expect("copy a file");
        }
    }
}

/// A fresh copy of the workspace's sources in a folder of its own.
fn copy_of_workspace(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("new-{}", std::process::id()))
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    for part in ["Cargo.toml", "Cargo.lock", "README.md"] {
        std::fs::create_dir_all(&dir).expect("create the copy");
        std::fs::copy(root().join(part), dir.join(part)).expect("copy a file");
    }
    for part in ["crates", "testdata"] {
        copy_tree(&root().join(part), &dir.join(part));
    }
    dir
}

fn new(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_new"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run new")
}

/// The one line on stderr.
fn error_line(output: &Output) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr
}

fn like() -> String {
    let workspace = Workspace::load().expect("cargo metadata");
    workspace.names()[0].to_string()
}

#[test]
fn a_new_crate_has_everything_the_tools_need() {
    let dir = copy_of_workspace("made");
    let like = like();
    // Snapshots are not copied.
    let snapshots = dir.join("crates").join(&like).join("tests/snapshots");
    std::fs::create_dir_all(&snapshots).unwrap();
    std::fs::write(snapshots.join("old.snap"), "old answers").unwrap();

    let output = new(&dir, &["hdu9999", "--like", &like]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let summary = String::from_utf8_lossy(&output.stdout);
    assert!(
        summary.starts_with(&format!("created crates/hdu9999 from crates/{like}")),
        "{summary}"
    );

    let workspace = Workspace::load_at(&dir).expect("cargo metadata of the copy");
    let made = workspace
        .problem("hdu9999")
        .expect("the new crate is a problem");
    assert_eq!(made.bins, ["hdu9999"]);
    assert_eq!(made.judge, "HDU 9999");
    assert_eq!(made.url, "");
    let registry = std::fs::read_to_string(dir.join("crates/problems/src/registry.rs")).unwrap();
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    assert_eq!(
        workspace.lacks(made, &registry, &readme),
        Vec::<String>::new()
    );
    // Every other crate still has everything too.
    for krate in &workspace.problems {
        assert_eq!(
            workspace.lacks(krate, &registry, &readme),
            Vec::<String>::new()
        );
    }
    let entry = entries(&registry)
        .into_iter()
        .find(|(n, _)| *n == "hdu9999")
        .unwrap()
        .1;
    let original = entries(&registry)
        .into_iter()
        .find(|(n, _)| *n == like)
        .unwrap()
        .1;
    assert_eq!(
        registry[entry].replace("hdu9999", &like),
        registry[original],
        "the entry is a copy"
    );

    // The code is the same, the names in the comments and the manifest new.
    let read = |krate: &str, file: &str| {
        std::fs::read_to_string(dir.join("crates").join(krate).join(file)).unwrap()
    };
    let code = |text: String| -> Vec<String> {
        text.lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .map(String::from)
            .collect()
    };
    assert_eq!(
        code(read("hdu9999", "src/main.rs")),
        code(read(&like, "src/main.rs"))
    );
    for file in ["src/main.rs", "Cargo.toml", "tests/testdata.rs"] {
        assert!(!read("hdu9999", file).contains(&like), "{file}");
    }
    assert!(!dir.join("crates/hdu9999/tests/snapshots").exists());
    let cases = |krate: &str| {
        let mut names: Vec<_> = std::fs::read_dir(dir.join("testdata").join(krate).join("bad"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        names.sort();
        names
    };
    assert_eq!(cases("hdu9999"), cases(&like));

    // The name is taken now.
    let again = new(&dir, &["hdu9999", "--like", &like]);
    assert_eq!(again.status.code(), Some(1));
    assert_eq!(
        error_line(&again),
        "error: a crate named hdu9999 exists already\n"
    );
}

#[test]
fn bad_names_and_arguments_are_refused_and_change_nothing() {
    let dir = copy_of_workspace("refused");
    let like = like();
    let before = std::fs::read_to_string(dir.join("README.md")).unwrap();
    let crates = || std::fs::read_dir(dir.join("crates")).unwrap().count();
    let count = crates();
    for name in [
        "9lives",
        "Hdu1",
        "a_b",
        "x-",
        "ü1",
        "test",
        "bench",
        &"a".repeat(65),
    ] {
        let output = new(&dir, &[name, "--like", &like]);
        assert_eq!(output.status.code(), Some(1), "{name}");
        assert!(error_line(&output).starts_with("error: "), "{name}");
    }
    let output = new(&dir, &["hdu9999", "--like", "nope"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(error_line(&output).starts_with("error: no problem crate \"nope\""));
    for args in [
        &[][..],
        &["hdu9999"],
        &["hdu9999", "--as", &like],
        &["--like", "hdu9999", &like],
    ] {
        let output = new(&dir, args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(error_line(&output).starts_with("error: usage: scripts/new NAME --like EXISTING"));
    }
    assert_eq!(crates(), count);
    assert!(!dir.join("testdata/hdu9999").exists());
    assert_eq!(
        std::fs::read_to_string(dir.join("README.md")).unwrap(),
        before
    );

    let help = new(&dir, &["--help"]);
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout)
        .starts_with("usage: scripts/new NAME --like EXISTING"));
}

#[test]
fn a_failed_write_takes_everything_back() {
    let dir = copy_of_workspace("failed");
    let before = std::fs::read(dir.join("README.md")).unwrap();
    let file = |path: &str, bytes: &[u8]| File {
        path: PathBuf::from(path),
        bytes: bytes.to_vec(),
    };
    let plan = Plan {
        folders: vec![
            PathBuf::from("crates/broken"),
            PathBuf::from("testdata/broken"),
        ],
        created: vec![
            file("testdata/broken/a.in", b"1 2\n"),
            file("crates/broken/Cargo.toml", b"[package]\n"),
            // A file where a folder must be: the write fails.
            file("crates/broken/Cargo.toml/x", b""),
        ],
        changed: vec![file("README.md", b"changed")],
        summary: String::new(),
    };
    assert!(apply(&dir, &plan).is_err());
    assert!(!dir.join("crates/broken").exists());
    assert!(!dir.join("testdata/broken").exists());
    assert_eq!(std::fs::read(dir.join("README.md")).unwrap(), before);
}

#[test]
fn the_script_is_a_thin_posix_wrapper() {
    let script = root().join("scripts/new");
    let text = std::fs::read_to_string(&script).expect("read scripts/new");
    assert!(text.starts_with("#!/bin/sh\n"));
    assert!(text.contains("exec cargo run --quiet --release -p problems --bin new -- \"$@\""));
    let syntax = Command::new("sh")
        .arg("-n")
        .arg(&script)
        .status()
        .expect("run sh");
    assert!(syntax.success());
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&script).unwrap().permissions().mode();
        assert_eq!(mode & 0o111, 0o111, "scripts/new is not executable");
    }
}
