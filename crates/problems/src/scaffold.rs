//! `scripts/new NAME --like EXISTING`: a new problem crate made from an
//! existing one, ready to test, bench and bundle.
//!
//! It copies `crates/EXISTING` to `crates/NAME` (not its `target` or
//! snapshot folders) with every name changed — the package and binary name,
//! the description, the judge in `[package.metadata.problem]` (its `url`
//! left empty), the comments of the sources (`POJ 1067`, `POJ1067`,
//! `poj1067` become `HDU 9999`, `HDU9999`, `hdu9999`) — copies
//! `testdata/EXISTING` to `testdata/NAME` as a working start, and copies
//! EXISTING's registry entry and README row under the new name. Code is
//! never rewritten: the new binary solves EXISTING's problem until its
//! `main.rs` is edited.

use crate::registry::entries;
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

/// Replaces the names of `from` by those of `to` in prose.
fn rename_prose(text: &str, from: &str, to: &str) -> String {
    let ((from_spaced, from_joined), (to_spaced, to_joined)) = (display(from), display(to));
    text.replace(&from_spaced, &to_spaced)
        .replace(&from_joined, &to_joined)
        .replace(from, to)
}

/// The copied `Cargo.toml`: the package and binary names, the description
/// and the judge renamed, the statement's `url` emptied.
fn rename_manifest(text: &str, from: &str, to: &str) -> String {
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let key = line.split('=').next().unwrap_or_default().trim();
        let renamed = match key {
            "name" | "description" | "judge" => rename_prose(line, from, to),
            "url" => "url = \"\"\n".to_string(),
            _ => line.to_string(),
        };
        out.push_str(&renamed);
    }
    out
}

/// A copied Rust source: the names in its comments renamed, its code as it
/// is.
fn rename_comments(text: &str, from: &str, to: &str) -> String {
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with("//") {
            out.push_str(&rename_prose(line, from, to));
        } else {
            out.push_str(line);
        }
    }
    out
}

/// One file to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    /// Where, relative to the workspace's root.
    pub path: PathBuf,
    /// What.
    pub bytes: Vec<u8>,
}

/// Everything `scripts/new` writes: new files and the new texts of two
/// existing ones (the registry and the README).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// The new folders: the crate's and its testdata's.
    pub folders: Vec<PathBuf>,
    /// The new crate's and testdata's files.
    pub created: Vec<File>,
    /// The registry and the README, with the new entry and row.
    pub changed: Vec<File>,
    /// What to tell the user.
    pub summary: String,
}

/// Every file under `dir`, relative to it, sorted; not `target` or
/// `snapshots` folders.
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
            if entry.path().is_dir() {
                if name != "target" && name != "snapshots" {
                    stack.push(path);
                }
            } else {
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
/// problem crate with a registry entry.
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
    let registry_path = Path::new("crates/problems/src/registry.rs");
    let registry = text(&root.join(registry_path))?;
    let arms = entries(&registry);
    if arms.iter().any(|(entry, _)| *entry == name) {
        return Err(format!("the registry has an entry {name:?} already"));
    }
    let Some((_, arm)) = arms.into_iter().find(|(entry, _)| *entry == like) else {
        return Err(format!(
            "{like} has no entry in {}",
            registry_path.display()
        ));
    };

    let mut created = Vec::new();
    let crate_dir = Path::new("crates").join(name);
    for file in files(&existing.dir)? {
        let bytes = read(&existing.dir.join(&file))?;
        let bytes = match file.extension().and_then(|x| x.to_str()) {
            _ if file == Path::new("Cargo.toml") => {
                rename_manifest(&String::from_utf8_lossy(&bytes), like, name).into_bytes()
            }
            Some("rs") => {
                rename_comments(&String::from_utf8_lossy(&bytes), like, name).into_bytes()
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

    let entry = registry[arm.clone()].replace(&format!("\"{like}\""), &format!("\"{name}\""));
    let registry = format!("{}{entry}{}", &registry[..arm.end], &registry[arm.end..]);
    let mut changed = vec![File {
        path: registry_path.to_path_buf(),
        bytes: registry.into_bytes(),
    }];

    let new_crate = Crate {
        name: name.to_string(),
        judge: rename_prose(&existing.judge, like, name),
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
        "created crates/{name} from crates/{like}, testdata/{name} ({like}'s {cases} cases and \
         {bad} bad inputs, as a start), its entry in {} and {readme_note}.\n\
         Next: edit crates/{name}/src/main.rs, the cases in testdata/{name} (UPDATE_TESTDATA=1 \
         cargo test -p {name} rewrites the expected files from the binary, for review), \
         [package.metadata.problem] in crates/{name}/Cargo.toml, and for a new format or game \
         the {name:?} entry of the registry; then cargo test --workspace.",
        registry_path.display()
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
    }

    #[test]
    fn only_names_and_comments_change() {
        let manifest = "name = \"poj1067\"\ndescription = \"POJ1067.\"\n\
                        url = \"http://x\"\npath = \"poj1067\"\n";
        assert_eq!(
            rename_manifest(manifest, "poj1067", "hdu9"),
            "name = \"hdu9\"\ndescription = \"HDU9.\"\nurl = \"\"\npath = \"poj1067\"\n"
        );
        let source = "//! POJ 1067.\nuse game_core::poj1067;\n    // poj1067 here\n";
        assert_eq!(
            rename_comments(source, "poj1067", "hdu9"),
            "//! HDU 9.\nuse game_core::poj1067;\n    // hdu9 here\n"
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
