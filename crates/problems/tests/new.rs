//! `scripts/new NAME --like EXISTING` (the `new` binary) in a copy of the
//! workspace: what it creates passes every check of `tests/workspace.rs`,
//! what it refuses leaves nothing behind, and removing a problem's two
//! folders and README row removes it whole.

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

/// What each problem crate of the workspace at `dir` lacks, by crate.
fn lacks(dir: &Path) -> Vec<(String, Vec<String>)> {
    let workspace = Workspace::load_at(dir).expect("cargo metadata of the copy");
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    let lacks = |krate| workspace.lacks(krate, &readme);
    workspace
        .problems
        .iter()
        .map(|krate| (krate.name.clone(), lacks(krate)))
        .collect()
}

#[test]
fn a_new_crate_has_everything_the_tools_need() {
    let dir = copy_of_workspace("made");
    let like = like();
    // Pending snapshots are not copied.
    let snapshots = dir.join("crates").join(&like).join("tests/snapshots");
    std::fs::write(snapshots.join("old.snap.new"), "pending answers").unwrap();
    let before = lacks(&dir);

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
    assert!(made.lib);
    // The new crate has everything; the others lack what they lacked before
    // (nothing, unless tests/workspace.rs fails too, and says what).
    let after = lacks(&dir);
    let new_lacks = after.iter().find(|(n, _)| n == "hdu9999").unwrap();
    assert_eq!(new_lacks.1, Vec::<String>::new());
    let others: Vec<_> = after.into_iter().filter(|(n, _)| n != "hdu9999").collect();
    assert_eq!(others, before);

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
    for file in ["src/main.rs", "src/lib.rs"] {
        assert_eq!(
            code(read("hdu9999", file)),
            code(read(&like, file)),
            "{file}"
        );
    }
    for file in [
        "src/main.rs",
        "src/lib.rs",
        "Cargo.toml",
        "tests/testdata.rs",
    ] {
        assert!(!read("hdu9999", file).contains(&like), "{file}");
    }
    assert!(read("hdu9999", "tests/testdata.rs").contains("judge_tests!(hdu9999::PROBLEM)"));
    // The snapshots come along, the problem renamed in their headers only.
    let snapshots = |krate: &str| {
        let dir = dir.join("crates").join(krate).join("tests/snapshots");
        let mut names: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".snap"))
            .collect();
        names.sort();
        names
    };
    assert_eq!(snapshots("hdu9999"), snapshots(&like));
    assert!(!snapshots("hdu9999").is_empty());
    let sample = "tests/snapshots/testdata__answers@sample-1.in.snap";
    let (copy, original) = (read("hdu9999", sample), read(&like, sample));
    assert!(copy.contains("testdata/hdu9999/sample-1.in"), "{copy}");
    let body = |text: &str| text.split("\n---\n").nth(1).map(String::from);
    assert_eq!(body(&copy), body(&original));
    assert!(!dir
        .join("crates/hdu9999/tests/snapshots/old.snap.new")
        .exists());
    let cases = |krate: &str| {
        let mut names: Vec<_> = std::fs::read_dir(dir.join("testdata").join(krate).join("bad"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        names.sort();
        names
    };
    assert_eq!(cases("hdu9999"), cases(&like));

    // The metadata edited, `--readme` writes the row from it, and only it.
    let manifest = dir.join("crates/hdu9999/Cargo.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    assert!(text.contains("\nrust = []\n"), "{text}");
    let edited = text.replace("\nrust = []\n", "\nrust = [\"Kattis x\"]\n");
    std::fs::write(&manifest, edited).unwrap();
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    let output = new(&dir, &["--readme"]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "README.md: the rows of hdu9999 written from their [package.metadata.problem]\n"
    );
    let rewritten = std::fs::read_to_string(dir.join("README.md")).unwrap();
    let differ: Vec<(&str, &str)> = readme
        .lines()
        .zip(rewritten.lines())
        .filter(|(a, b)| a != b)
        .collect();
    assert_eq!(differ.len(), 1, "{differ:?}");
    assert!(differ[0].1.starts_with("| `hdu9999` | HDU 9999 |"));
    assert!(differ[0].1.ends_with("| Kattis x |"), "{}", differ[0].1);
    assert_eq!(
        lacks(&dir)
            .iter()
            .find(|(n, _)| n == "hdu9999")
            .unwrap()
            .1
            .len(),
        0
    );
    let again = new(&dir, &["--readme"]);
    assert!(String::from_utf8_lossy(&again.stdout).contains("agrees with its metadata already"));

    // From a problem whose name is no judge's letters and number (a
    // Kattis problem's, `kattis-…`): its name is renamed as a name, in the
    // manifest and the snapshots' paths, never as a judge.
    let dashed = workspace
        .names()
        .into_iter()
        .find(|n| n.contains('-'))
        .expect("a problem named with a '-'")
        .to_string();
    let output = new(&dir, &["hdu9998", "--like", &dashed]);
    assert!(output.status.success(), "{output:?}");
    let workspace = Workspace::load_at(&dir).expect("cargo metadata of the copy");
    let made = workspace.problem("hdu9998").expect("a problem");
    assert_eq!(
        (made.bins.clone(), made.judge.as_str()),
        (vec!["hdu9998".to_string()], "HDU 9998")
    );
    let lacks_now = lacks(&dir);
    assert_eq!(
        lacks_now.iter().find(|(n, _)| n == "hdu9998").unwrap().1,
        Vec::<String>::new()
    );
    let sample = read(
        "hdu9998",
        "tests/snapshots/testdata__answers@sample-1.in.snap",
    );
    assert!(
        sample.contains("input_file: testdata/hdu9998/sample-1.in"),
        "{sample}"
    );

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
        &["--readme", "hdu9999"],
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
fn a_closed_pipe_is_one_error_line() {
    let dir = copy_of_workspace("closed");
    let like = like();
    for args in [&["hdu9999", "--like", &like][..], &["--help"]] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_new"));
        cmd.args(args).current_dir(&dir);
        let got = testkit::run_into_closed_pipe(&mut cmd, b"");
        assert_eq!(
            (got.stderr.as_str(), got.code),
            (testkit::CLOSED_PIPE, Some(1))
        );
    }
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
    assert!(text.contains("exec cargo run $quiet --release -p problems --bin new -- \"$@\""));
    // A first run in a fresh target folder says what it builds.
    assert!(text.contains("echo \"scripts/new: building crates/problems first"));
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

/// Every file under `dir` (but `target` folders) and its bytes.
fn tree(dir: &Path) -> std::collections::BTreeMap<PathBuf, Vec<u8>> {
    let mut files = std::collections::BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder).expect("list a folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                if !path.ends_with("target") {
                    stack.push(path);
                }
            } else {
                let bytes = std::fs::read(&path).expect("read a file");
                files.insert(path.strip_prefix(dir).unwrap().to_path_buf(), bytes);
            }
        }
    }
    files
}

/// Removes the problem `name` from the copy at `dir` as a user would:
/// `git rm -r crates/<name> testdata/<name>` and its README row.
fn remove(dir: &Path, name: &str) {
    for folder in ["crates", "testdata"] {
        std::fs::remove_dir_all(dir.join(folder).join(name)).expect("remove a folder");
    }
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    let row = format!("| `{name}` |");
    let kept: String = readme
        .split_inclusive('\n')
        .filter(|line| !line.starts_with(&row))
        .collect();
    assert_ne!(kept, readme, "the README has no row for {name}");
    std::fs::write(dir.join("README.md"), kept).unwrap();
}

#[test]
fn removing_a_problem_takes_its_two_folders_and_its_readme_row() {
    let dir = copy_of_workspace("removed");
    let before = tree(&dir);
    let like = like();
    let output = new(&dir, &["hdu9999", "--like", &like]);
    assert!(output.status.success(), "{output:?}");
    remove(&dir, "hdu9999");
    let after = tree(&dir);
    let changed: Vec<_> = before
        .keys()
        .chain(after.keys())
        .filter(|path| before.get(*path) != after.get(*path))
        .collect();
    assert!(changed.is_empty(), "left behind or changed: {changed:?}");

    // An original problem, removed the same way: the others lack nothing
    // more than before.
    let others = |lacks: Vec<(String, Vec<String>)>| -> Vec<_> {
        lacks.into_iter().filter(|(n, _)| *n != like).collect()
    };
    let expected = others(lacks(&dir));
    remove(&dir, &like);
    let workspace = Workspace::load_at(&dir).expect("cargo metadata of the copy");
    assert!(workspace.problem(&like).is_err());
    assert_eq!(lacks(&dir), expected);
}

/// The files of the workspace that could name a problem in code: every
/// file under `crates/`, `fuzz/`, `scripts/` and `.ci/`, and the root's
/// `Cargo.toml` (not `target` folders, fuzz corpora or snapshots).
fn code_files(root: &Path) -> Vec<PathBuf> {
    let mut files = vec![root.join("Cargo.toml")];
    let mut stack: Vec<PathBuf> = ["crates", "fuzz", "scripts", ".ci"]
        .iter()
        .map(|d| root.join(d))
        .collect();
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder).expect("list a folder") {
            let path = entry.expect("a folder entry").path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if !["target", "corpus", "artifacts", "snapshots"].contains(&name.as_str()) {
                    stack.push(path);
                }
            } else {
                files.push(path);
            }
        }
    }
    files
}

#[test]
fn nothing_outside_a_problems_folders_names_it_in_code() {
    let workspace = Workspace::load().expect("cargo metadata");
    let files: Vec<(PathBuf, String)> = code_files(&workspace.root)
        .into_iter()
        .filter_map(|f| Some((f.clone(), std::fs::read_to_string(&f).ok()?)))
        .collect();
    let mut named = Vec::new();
    for krate in &workspace.problems {
        let name = &krate.name;
        let ident = name.replace('-', "_");
        let own = workspace.root.join("crates").join(name);
        let marks = [
            format!("crates/{name}/"),
            format!("crates/{name}\""),
            format!("testdata/{name}/"),
            format!("testdata/{name}\""),
            format!("{ident}::PROBLEM"),
        ];
        for (file, text) in &files {
            if file.starts_with(&own) {
                continue;
            }
            if let Some(mark) = marks.iter().find(|m| text.contains(m.as_str())) {
                named.push(format!("{} names {name} ({mark})", file.display()));
            }
        }
    }
    assert!(
        named.is_empty(),
        "removing these problems would break other code:\n{}",
        named.join("\n")
    );
}
