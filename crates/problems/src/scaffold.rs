//! `scripts/new NAME --like EXISTING`: a new problem crate made from an
//! existing one, ready to test, bench and bundle.
//!
//! A problem is two folders, `crates/EXISTING` and `testdata/EXISTING`,
//! and a README row. It copies the folders to `crates/NAME` and
//! `testdata/NAME` (not `target`, nor pending snapshots) and the README row
//! under the new name, and changes only the names: the package and binary
//! name, the description and the judge in `[package.metadata.problem]` (its
//! `url` emptied), the crate's name where the code names it (the tests'
//! `EXISTING::PROBLEM`), and the problem's name in comments and in the
//! snapshots' headers (`POJ 1067`, `POJ1067`, `poj1067` become `HDU 9999`,
//! `HDU9999`, `hdu9999`).
//!
//! Everything else is copied unchanged, and says EXISTING's game until it
//! is edited: the code of `src/main.rs` (the binary solves EXISTING's
//! problem) and of the spec `src/lib.rs`, what the comments say of the
//! game, the `idea`, `output` and `rust` of `[package.metadata.problem]`
//! (and so the README row's game and output), the testdata inputs and
//! their snapshots, and the statement's samples.

use crate::workspace::{Crate, Workspace};
use std::path::{Path, PathBuf};

/// Names cargo or this workspace keeps for itself.
const RESERVED: &[&str] = &[
    "test",
    "std",
    "core",
    "alloc",
    "proc_macro",
    "self",
    "crate",
];

/// Why `name` cannot be a new crate's name, if it cannot: it must be 1 to
/// 64 lowercase ASCII letters, digits and `-`, start with a letter, not end
/// with `-`, and be no keyword cargo refuses.
pub fn check_name(name: &str) -> Result<(), String> {
    let valid = name.len() <= 64
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && !name.ends_with('-')
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !RESERVED.contains(&name);
    if valid {
        Ok(())
    } else {
        Err(format!(
            "{name:?} is not a valid crate name here: use 1 to 64 lowercase letters, digits \
             and '-', starting with a letter"
        ))
    }
}

/// How a problem's name is written in prose: `poj1067` as `POJ 1067` and
/// `POJ1067`; a name that is not letters then digits as itself.
pub fn display(name: &str) -> (String, String) {
    let letters = name.trim_end_matches(|c: char| c.is_ascii_digit());
    let digits = &name[letters.len()..];
    if letters.is_empty() || digits.is_empty() || !letters.chars().all(|c| c.is_ascii_lowercase()) {
        return (name.to_string(), name.to_string());
    }
    let upper = letters.to_ascii_uppercase();
    (format!("{upper} {digits}"), format!("{upper}{digits}"))
}

/// Replaces the names of `from` by those of `to` in prose. A `from` that
/// has no prose form (`agc017d`, `kattis-x`: [`display`] gives the name
/// itself) is replaced as it is written, or `name = "agc017d"` would
/// become `name = "POJ 3710"`.
fn rename_prose(text: &str, from: &str, to: &str) -> String {
    let ((from_spaced, from_joined), (to_spaced, to_joined)) = (display(from), display(to));
    if from_spaced == from {
        return text.replace(from, to);
    }
    text.replace(&from_spaced, &to_spaced)
        .replace(&from_joined, &to_joined)
        .replace(from, to)
}

/// The new crate's judge: `from`'s with the names changed, or if that
/// changes nothing (`AtCoder AGC 017 D` for `agc017d`, whose name has no
/// prose form), `to`'s prose name, never the old problem's judge.
fn rename_judge(judge: &str, from: &str, to: &str) -> String {
    let renamed = rename_prose(judge, from, to);
    if renamed == judge {
        display(to).0
    } else {
        renamed
    }
}

/// The copied `Cargo.toml`: the package and binary names, the description
/// and the judge renamed, the statement's `url` emptied.
fn rename_manifest(text: &str, from: &str, to: &str) -> String {
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let key = line.split('=').next().unwrap_or_default().trim();
        let renamed = match key {
            "name" | "description" => rename_prose(line, from, to),
            "judge" => {
                let judge = line
                    .split_once('=')
                    .map_or("", |(_, v)| v.trim().trim_matches('"'));
                format!("judge = {:?}\n", rename_judge(judge, from, to))
            }
            "url" => "url = \"\"\n".to_string(),
            _ => line.to_string(),
        };
        out.push_str(&renamed);
    }
    out
}

/// A copied Rust source: the names in its comments renamed, and in its code
/// the crate's name as a path (`poj1000::PROBLEM`; `kattis-x` is
/// `kattis_x` there); the rest of the code as it is.
fn rename_source(text: &str, from: &str, to: &str) -> String {
    let (from_path, to_path) = (
        format!("{}::", from.replace('-', "_")),
        format!("{}::", to.replace('-', "_")),
    );
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with("//") {
            out.push_str(&rename_prose(line, from, to));
        } else {
            out.push_str(&rename_paths(line, &from_path, &to_path));
        }
    }
    out
}

/// `line` with every `from` that starts a path (not inside a longer name)
/// replaced by `to`.
fn rename_paths(line: &str, from: &str, to: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find(from) {
        let inside = rest[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':');
        out.push_str(&rest[..at]);
        out.push_str(if inside { from } else { to });
        rest = &rest[at + from.len()..];
    }
    out.push_str(rest);
    out
}

/// A copied insta snapshot: the problem's name renamed in its header (the
/// test's source and the input's path), its contents as they are.
fn rename_snapshot(text: &str, from: &str, to: &str) -> String {
    let header_end = text
        .strip_prefix("---\n")
        .and_then(|rest| rest.find("\n---\n"))
        .map_or(0, |at| at + 4 + 5);
    format!(
        "{}{}",
        rename_prose(&text[..header_end], from, to),
        &text[header_end..]
    )
}

/// One file to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    /// Where, relative to the workspace's root.
    pub path: PathBuf,
    /// What.
    pub bytes: Vec<u8>,
}

/// Everything `scripts/new` writes: new files and the new text of an
/// existing one (the README).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// The new folders: the crate's and its testdata's.
    pub folders: Vec<PathBuf>,
    /// The new crate's and testdata's files.
    pub created: Vec<File>,
    /// The README, with the new row.
    pub changed: Vec<File>,
    /// What to tell the user.
    pub summary: String,
}

/// Every file under `dir`, relative to it, sorted; not `target` folders nor
/// insta's pending snapshots (`*.snap.new`, `*.pending-snap`).
fn files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut found = Vec::new();
    let mut stack = vec![PathBuf::new()];
    while let Some(relative) = stack.pop() {
        let entries = std::fs::read_dir(dir.join(&relative))
            .map_err(|e| format!("cannot list {}: {e}", dir.join(&relative).display()))?;
        for entry in entries {
            let entry = entry.map_err(|e| e.to_string())?;
            let name = entry.file_name();
            let path = relative.join(&name);
            let pending = [".snap.new", ".pending-snap"]
                .iter()
                .any(|x| name.to_string_lossy().ends_with(x));
            if entry.path().is_dir() {
                if name != "target" {
                    stack.push(path);
                }
            } else if !pending {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

fn read(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn text(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// What `scripts/new name --like like` would write in `workspace`.
///
/// # Errors
/// When `name` is not a valid crate name or is taken, or `like` is not a
/// problem crate.
pub fn plan(workspace: &Workspace, name: &str, like: &str) -> Result<Plan, String> {
    check_name(name)?;
    let root = &workspace.root;
    if workspace.members.iter().any(|(member, _)| member == name) {
        return Err(format!("a crate named {name} exists already"));
    }
    for taken in [
        root.join("crates").join(name),
        root.join("testdata").join(name),
    ] {
        if taken.exists() {
            return Err(format!("{} exists already", taken.display()));
        }
    }
    let existing = workspace.problem(like)?;

    let mut created = Vec::new();
    let crate_dir = Path::new("crates").join(name);
    for file in files(&existing.dir)? {
        let bytes = read(&existing.dir.join(&file))?;
        let bytes = match file.extension().and_then(|x| x.to_str()) {
            _ if file == Path::new("Cargo.toml") => {
                rename_manifest(&String::from_utf8_lossy(&bytes), like, name).into_bytes()
            }
            Some("rs") => rename_source(&String::from_utf8_lossy(&bytes), like, name).into_bytes(),
            Some("snap") => {
                rename_snapshot(&String::from_utf8_lossy(&bytes), like, name).into_bytes()
            }
            _ => bytes,
        };
        created.push(File {
            path: crate_dir.join(file),
            bytes,
        });
    }
    let from_testdata = root.join("testdata").join(like);
    let testdata = files(&from_testdata)?;
    let inputs = |bad: bool| {
        let inputs = testdata
            .iter()
            .filter(|f| f.extension().is_some_and(|x| x == "in"));
        inputs.filter(|f| f.starts_with("bad") == bad).count()
    };
    let (cases, bad) = (inputs(false), inputs(true));
    for file in testdata {
        created.push(File {
            bytes: read(&from_testdata.join(&file))?,
            path: Path::new("testdata").join(name).join(file),
        });
    }

    let mut changed = Vec::new();

    let new_crate = Crate {
        name: name.to_string(),
        judge: rename_judge(&existing.judge, like, name),
        url: String::new(),
        ..existing.clone()
    };
    let readme = text(&root.join("README.md"))?;
    let row = Workspace::readme_row(existing);
    let readme_note = match readme.find(&format!("{row}\n")) {
        Some(at) => {
            let after = at + row.len() + 1;
            let new_row = Workspace::readme_row(&new_crate);
            let readme = format!("{}{new_row}\n{}", &readme[..after], &readme[after..]);
            changed.push(File {
                path: PathBuf::from("README.md"),
                bytes: readme.into_bytes(),
            });
            "its row in the README's problems table".to_string()
        }
        None => format!("no README row: the README has no row for {like} to copy"),
    };

    let summary = format!(
        "created crates/{name} from crates/{like} (its snapshots too), testdata/{name} ({like}'s \
         {cases} inputs and {bad} bad inputs) and {readme_note}.\n\
         Only the names changed: the code, the game and output words of \
         [package.metadata.problem] and of the README row, the comments on the game, the \
         inputs and their answers are {like}'s until you edit them.\n\
         Next: edit crates/{name}/src/main.rs (the binary), crates/{name}/src/lib.rs (its spec: \
         the reference model, the generator, the game-tree cases), [package.metadata.problem] \
         in crates/{name}/Cargo.toml and the README row, and testdata/{name} (the statement's \
         samples as sample-N.in and sample-N.out, your own inputs, bad/ inputs); then \
         `cargo insta test -p {name} --review` to see and accept the new answers, and \
         cargo test --workspace."
    );
    Ok(Plan {
        folders: vec![crate_dir, Path::new("testdata").join(name)],
        created,
        changed,
        summary,
    })
}

/// Writes `plan` under `root`; on a failure, removes what it created and
/// puts back what it changed.
///
/// # Errors
/// The first failed write.
pub fn apply(root: &Path, plan: &Plan) -> Result<(), String> {
    let mut backups = Vec::new();
    for file in &plan.changed {
        backups.push(File {
            bytes: read(&root.join(&file.path))?,
            path: file.path.clone(),
        });
    }
    let write = |file: &File| {
        let path = root.join(&file.path);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        std::fs::write(&path, &file.bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    let result = plan.changed.iter().chain(&plan.created).try_for_each(write);
    if result.is_err() {
        for folder in &plan.folders {
            let _ = std::fs::remove_dir_all(root.join(folder));
        }
        for backup in &backups {
            let _ = write(backup);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_prose() {
        assert_eq!(display("poj1067"), ("POJ 1067".into(), "POJ1067".into()));
        let kattis = "kattis-euclidsgame";
        assert_eq!(display(kattis), (kattis.into(), kattis.into()));
        assert_eq!(display("abc"), ("abc".into(), "abc".into()));
        assert_eq!(display("1740"), ("1740".into(), "1740".into()));
        assert_eq!(
            rename_prose("POJ 1067 (POJ1067, poj1067)", "poj1067", "hdu9"),
            "HDU 9 (HDU9, hdu9)"
        );
        // A name without a prose form stays a name, in manifests and paths too.
        let manifest = "name = \"agc017d\"\njudge = \"AtCoder AGC 017 D\"\n";
        assert_eq!(
            rename_manifest(manifest, "agc017d", "poj3710"),
            "name = \"poj3710\"\njudge = \"POJ 3710\"\n"
        );
        assert_eq!(rename_judge("Kattis x", "kattis-x", "kattis-y"), "kattis-y");
        assert_eq!(
            rename_prose("crates/kattis-x/tests", "kattis-x", "poj9"),
            "crates/poj9/tests"
        );
    }

    #[test]
    fn only_names_change() {
        let manifest = "name = \"poj1000\"\ndescription = \"POJ1000.\"\n\
                        url = \"http://x\"\npath = \"poj1000\"\n";
        assert_eq!(
            rename_manifest(manifest, "poj1000", "hdu9"),
            "name = \"hdu9\"\ndescription = \"HDU9.\"\nurl = \"\"\npath = \"poj1000\"\n"
        );
        let source = "//! POJ 1000.\nuse game_core::poj1000;\n    // poj1000 here\n\
                      judge_tests!(poj1000::PROBLEM, xpoj1000::A, poj1000);\n";
        assert_eq!(
            rename_source(source, "poj1000", "hdu9"),
            "//! HDU 9.\nuse game_core::poj1000;\n    // hdu9 here\n\
             judge_tests!(hdu9::PROBLEM, xpoj1000::A, poj1000);\n"
        );
        let kattis = "testkit::judge_tests!(kattis_y::PROBLEM);\n";
        assert_eq!(
            rename_source(kattis, "kattis-y", "kattis-x"),
            "testkit::judge_tests!(kattis_x::PROBLEM);\n"
        );
        let snapshot = "---\nsource: crates/poj1000/tests/testdata.rs\n\
                        input_file: testdata/poj1000/a.in\n---\nstdout, 1 line:\npoj1000\n";
        assert_eq!(
            rename_snapshot(snapshot, "poj1000", "hdu9"),
            "---\nsource: crates/hdu9/tests/testdata.rs\n\
             input_file: testdata/hdu9/a.in\n---\nstdout, 1 line:\npoj1000\n"
        );
    }

    #[test]
    fn valid_names() {
        for name in ["a", "hdu2177", "kattis-euclidsgame", "x1-2"] {
            assert_eq!(check_name(name), Ok(()), "{name}");
        }
        for name in ["", "1a", "-a", "a-", "A", "a_b", "a b", "test", "self"] {
            assert!(check_name(name).is_err(), "{name:?}");
        }
        assert!(check_name(&"a".repeat(64)).is_ok());
        assert!(check_name(&"a".repeat(65)).is_err());
    }
}
