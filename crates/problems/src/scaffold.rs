//! `scripts/new NAME --like EXISTING`: a new problem crate made from an
//! existing one, ready to test, bench and bundle.
//!
//! A problem is two folders, `crates/EXISTING` and `testdata/EXISTING`,
//! and a README row. It copies the folders to `crates/NAME` and
//! `testdata/NAME` (not `target`, nor pending snapshots) and the README row
//! under the new name, and changes only the names: the package and binary
//! name, the description and the judge in `[package.metadata.problem]` (its
//! `url` and `rust` emptied: they are another problem's), the crate's name
//! where the code names it (the tests' `EXISTING::PROBLEM`), and the
//! problem's name in comments and in the snapshots' headers (`POJ 1067`,
//! `POJ1067`, `poj1067` become `HDU 9999`, `HDU9999`, `hdu9999`).
//!
//! The new judge is written as the workspace writes its judge already
//! ([`judge_name`]): `luogu2197` is `Luogu P2197` because `luogu1290` is
//! `Luogu P1290`, `kattis-snim` is `Kattis snim` because
//! `kattis-euclidsgame` is `Kattis euclidsgame`; a judge new to the
//! workspace is its letters in capitals and its number (`CSES 1730`).
//!
//! Everything else is copied unchanged, and says EXISTING's game until it
//! is edited: the code of `src/main.rs` (the binary solves EXISTING's
//! problem) and of the spec `src/lib.rs`, what the comments say of the
//! game, the `idea` and `output` of `[package.metadata.problem]` (and so
//! the README row's game and output), the testdata inputs and their
//! snapshots, and the statement's samples.
//!
//! Once the metadata is edited, `scripts/new --readme` ([`readme_rows`])
//! writes each problem's README row from it.

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

/// A problem's name as a judge's name for it and the problem's id there:
/// `kattis-snim` as `kattis-` and `snim`, `poj1067` as `poj` and `1067`;
/// `None` for a name that is neither (`abc`).
fn stem_and_id(name: &str) -> Option<(&str, &str)> {
    let at = match name.find('-') {
        Some(dash) => dash + 1,
        None => name.trim_end_matches(|c: char| c.is_ascii_digit()).len(),
    };
    let (stem, id) = name.split_at(at);
    (!stem.is_empty() && !id.is_empty()).then_some((stem, id))
}

/// How the judge of the new problem `name` is written: as the judge of a
/// problem of `problems` with the same stem is (`luogu2197` is `Luogu
/// P2197` when `luogu1290` is `Luogu P1290`; `kattis-snim` is `Kattis
/// snim` when `kattis-euclidsgame` is `Kattis euclidsgame`), else as
/// [`display`] writes it (`CSES 1730`).
pub fn judge_name(problems: &[Crate], name: &str) -> String {
    let written = stem_and_id(name).and_then(|(stem, id)| {
        problems.iter().find_map(|krate| {
            let (their_stem, their_id) = stem_and_id(&krate.name)?;
            let prefix = krate.judge.strip_suffix(their_id)?;
            (their_stem == stem).then(|| format!("{prefix}{id}"))
        })
    });
    written.unwrap_or_else(|| display(name).0)
}

/// How a problem is named in prose: `from` (whose judge is written
/// `from_judge`) and `to` (`to_judge`).
#[derive(Debug, Clone, Copy)]
struct Names<'a> {
    from: &'a str,
    from_judge: &'a str,
    to: &'a str,
    to_judge: &'a str,
}

/// Replaces the names of `from` by those of `to` in prose: its judge as
/// its metadata writes it and as [`display`] does, spaced and joined, and
/// the crate's name. A joined name (`HDU1527`) becomes the new judge
/// joined the same way when [`display`] writes it so, else the new judge.
/// Where [`display`] writes a name as itself (`kattis-snim`), that is the
/// crate's name, renamed as a name (in paths too), not as a judge.
fn rename_prose(text: &str, names: Names<'_>) -> String {
    let (from_spaced, from_joined) = display(names.from);
    let (to_spaced, to_joined) = display(names.to);
    let to_joined = if to_spaced == names.to_judge {
        to_joined
    } else {
        names.to_judge.to_string()
    };
    let mut pairs = vec![(names.from_judge, names.to_judge)];
    if from_spaced != names.from {
        pairs.push((&from_spaced, names.to_judge));
    }
    if from_joined != names.from {
        pairs.push((&from_joined, &to_joined));
    }
    pairs.push((names.from, names.to));
    replace_all(text, &pairs)
}

/// `text` with each occurrence of a pattern of `pairs` replaced by its
/// replacement, in one pass from the left (the first pattern that matches
/// at a place wins), so that no replacement is replaced again.
fn replace_all(text: &str, pairs: &[(&str, &str)]) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let found = pairs
            .iter()
            .find(|(from, _)| !from.is_empty() && rest.starts_with(from));
        match found {
            Some((from, to)) => {
                out.push_str(to);
                rest = &rest[from.len()..];
            }
            None => {
                out.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    out
}

/// The copied `Cargo.toml`: the package and binary names, the description
/// and the judge renamed, the statement's `url` and the judges of `rust`
/// emptied, and the old problem's own bundle and memory limits dropped
/// (they are the old problem's).
fn rename_manifest(text: &str, names: Names<'_>) -> String {
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let key = line.split('=').next().unwrap_or_default().trim();
        let renamed = match key {
            // The package's and the binary's name: a name, never prose.
            "name" => line.replace(&format!("\"{}\"", names.from), &format!("\"{}\"", names.to)),
            "description" | "judge" => rename_prose(line, names),
            "url" => "url = \"\"\n".to_string(),
            "rust" if line.contains(']') => "rust = []\n".to_string(),
            // The old problem's own limits and their reasons.
            "bundle-kib" | "bundle-why" | "memory-mib" | "memory-why" => String::new(),
            _ => line.to_string(),
        };
        out.push_str(&renamed);
    }
    out
}

/// A copied Rust source: the names in its comments renamed, and in its code
/// the crate's name as a path (`poj1000::PROBLEM`; `kattis-x` is
/// `kattis_x` there); the rest of the code as it is.
fn rename_source(text: &str, names: Names<'_>) -> String {
    let (from_path, to_path) = (
        format!("{}::", names.from.replace('-', "_")),
        format!("{}::", names.to.replace('-', "_")),
    );
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with("//") {
            out.push_str(&rename_prose(line, names));
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
fn rename_snapshot(text: &str, names: Names<'_>) -> String {
    let header_end = text
        .strip_prefix("---\n")
        .and_then(|rest| rest.find("\n---\n"))
        .map_or(0, |at| at + 4 + 5);
    format!(
        "{}{}",
        rename_prose(&text[..header_end], names),
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
    let judge = judge_name(&workspace.problems, name);
    let names = Names {
        from: like,
        from_judge: &existing.judge,
        to: name,
        to_judge: &judge,
    };

    let mut created = Vec::new();
    let crate_dir = Path::new("crates").join(name);
    for file in files(&existing.dir)? {
        let bytes = read(&existing.dir.join(&file))?;
        let bytes = match file.extension().and_then(|x| x.to_str()) {
            _ if file == Path::new("Cargo.toml") => {
                rename_manifest(&String::from_utf8_lossy(&bytes), names).into_bytes()
            }
            Some("rs") => rename_source(&String::from_utf8_lossy(&bytes), names).into_bytes(),
            Some("snap") => rename_snapshot(&String::from_utf8_lossy(&bytes), names).into_bytes(),
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
        judge: judge.clone(),
        url: String::new(),
        rust: Vec::new(),
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
         Only the names changed (the judge is {judge:?}; url and rust are empty): the code, \
         the game and output words of [package.metadata.problem] and of the README row, the \
         comments on the game, the inputs and their answers are {like}'s until you edit them.\n\
         Next: edit crates/{name}/src/main.rs (the binary), crates/{name}/src/lib.rs (its spec: \
         the reference model, the generator, the game-tree cases), [package.metadata.problem] \
         in crates/{name}/Cargo.toml (then `scripts/new --readme` writes its README row), and \
         testdata/{name} (the statement's samples as sample-N.in and sample-N.out, your own \
         inputs, bad/ inputs); then `cargo insta test -p {name} --review` to see and accept \
         the new answers, and cargo test --workspace."
    );
    Ok(Plan {
        folders: vec![crate_dir, Path::new("testdata").join(name)],
        created,
        changed,
        summary,
    })
}

/// The README `readme` with each problem's row of the problems table (the
/// line that starts with its name, `` | `hdu1846` | ``) written from its
/// `[package.metadata.problem]` ([`Workspace::readme_row`]), and the names
/// of the problems whose row changed. Nothing else of the text changes.
///
/// # Errors
/// A problem without a row, naming it and the row it needs.
pub fn readme_rows(workspace: &Workspace, readme: &str) -> Result<(String, Vec<String>), String> {
    let mut text = String::new();
    let mut changed = Vec::new();
    let mut found = vec![false; workspace.problems.len()];
    for line in readme.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        let at = workspace
            .problems
            .iter()
            .position(|krate| body.starts_with(&format!("| `{}` |", krate.name)));
        let Some(at) = at else {
            text.push_str(line);
            continue;
        };
        let krate = &workspace.problems[at];
        let row = Workspace::readme_row(krate);
        if body != row {
            changed.push(krate.name.clone());
        }
        found[at] = true;
        text.push_str(&row);
        text.push_str(&line[body.len()..]);
    }
    if let Some(at) = found.iter().position(|&f| !f) {
        let krate = &workspace.problems[at];
        return Err(format!(
            "the README has no row for {}: add it to the problems table, as \
             `scripts/new` does:\n{}",
            krate.name,
            Workspace::readme_row(krate)
        ));
    }
    Ok((text, changed))
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
            rename_prose(
                "POJ 1067 (POJ1067, poj1067)",
                names("poj1067", "hdu9", &plain("poj1067", "hdu9"))
            ),
            "HDU 9 (HDU9, hdu9)"
        );
    }

    /// `from` renamed `to`, their judges as [`display`] writes them.
    fn plain<'a>(from: &'a str, to: &'a str) -> (String, String) {
        (display(from).0, display(to).0)
    }

    fn names<'a>(from: &'a str, to: &'a str, judges: &'a (String, String)) -> Names<'a> {
        Names {
            from,
            from_judge: &judges.0,
            to,
            to_judge: &judges.1,
        }
    }

    #[test]
    fn only_names_change() {
        let manifest = "name = \"poj1000\"\ndescription = \"POJ1000.\"\n\
                        url = \"http://x\"\npath = \"poj1000\"\nrust = [\"Kattis x\"]\n\
                        bundle-kib = 24\nbundle-why = \"its DAG\"\nmemory-mib = 8\nmemory-why = \"x\"\n";
        let judges = plain("poj1000", "hdu9");
        let poj = names("poj1000", "hdu9", &judges);
        assert_eq!(
            rename_manifest(manifest, poj),
            "name = \"hdu9\"\ndescription = \"HDU9.\"\nurl = \"\"\npath = \"poj1000\"\n\
             rust = []\n"
        );
        let source = "//! POJ 1000.\nuse game_core::poj1000;\n    // poj1000 here\n\
                      judge_tests!(poj1000::PROBLEM, xpoj1000::A, poj1000);\n";
        assert_eq!(
            rename_source(source, poj),
            "//! HDU 9.\nuse game_core::poj1000;\n    // hdu9 here\n\
             judge_tests!(hdu9::PROBLEM, xpoj1000::A, poj1000);\n"
        );
        let kattis = "testkit::judge_tests!(kattis_y::PROBLEM);\n";
        let judges = plain("kattis-y", "kattis-x");
        assert_eq!(
            rename_source(kattis, names("kattis-y", "kattis-x", &judges)),
            "testkit::judge_tests!(kattis_x::PROBLEM);\n"
        );
        let snapshot = "---\nsource: crates/poj1000/tests/testdata.rs\n\
                        input_file: testdata/poj1000/a.in\n---\nstdout, 1 line:\npoj1000\n";
        assert_eq!(
            rename_snapshot(snapshot, poj),
            "---\nsource: crates/hdu9/tests/testdata.rs\n\
             input_file: testdata/hdu9/a.in\n---\nstdout, 1 line:\npoj1000\n"
        );
    }

    fn problem(name: &str, judge: &str) -> Crate {
        Crate {
            name: name.into(),
            dir: PathBuf::from("crates").join(name),
            bins: vec![name.into()],
            lib: true,
            judge: judge.into(),
            url: String::new(),
            idea: "Nim".into(),
            output: "`1` / `0`".into(),
            rust: Vec::new(),
            bundle_limit: crate::workspace::BUNDLE_LIMIT,
            bundle_why: String::new(),
            memory_mib: None,
            memory_why: String::new(),
        }
    }

    #[test]
    fn a_judge_is_written_as_the_workspace_writes_it() {
        let problems = [
            problem("cses1730", "CSES 1730"),
            problem("kattis-euclidsgame", "Kattis euclidsgame"),
            problem("luogu1290", "Luogu P1290"),
            problem("odd", "Odd One"),
        ];
        let judge = |name| judge_name(&problems, name);
        assert_eq!(judge("luogu2197"), "Luogu P2197");
        assert_eq!(judge("kattis-snim"), "Kattis snim");
        assert_eq!(judge("cses1098"), "CSES 1098");
        // A judge the workspace has not seen, or a name of no judge.
        assert_eq!(judge("hdu9999"), "HDU 9999");
        assert_eq!(judge("uva-x"), "uva-x");
        assert_eq!(judge("odd2"), "ODD 2");
        assert_eq!(stem_and_id("abc"), None);
        assert_eq!(stem_and_id("a-b-c"), Some(("a-", "b-c")));

        // Everywhere the names are renamed, the new judge is written so.
        let judges = ("CSES 1730".to_string(), judge("luogu2197"));
        let cses = names("cses1730", "luogu2197", &judges);
        assert_eq!(
            rename_prose("CSES 1730 (CSES1730, cses1730)", cses),
            "Luogu P2197 (Luogu P2197, luogu2197)"
        );
        let manifest = "description = \"Solver for the judge problem CSES 1730.\"\n\
                        judge = \"CSES 1730\"\n";
        assert_eq!(
            rename_manifest(manifest, cses),
            "description = \"Solver for the judge problem Luogu P2197.\"\n\
             judge = \"Luogu P2197\"\n"
        );
        let judges = ("Luogu P1290".to_string(), "CSES 1730".to_string());
        let luogu = names("luogu1290", "cses1730", &judges);
        assert_eq!(
            rename_prose("Luogu P1290, LUOGU 1290, LUOGU1290", luogu),
            "CSES 1730, CSES 1730, CSES1730"
        );
        // From a name that is no judge's letters and number: the name stays
        // a name, in the manifest and in paths.
        let judges = ("Kattis x".to_string(), "CSES 9".to_string());
        let kattis = names("kattis-x", "cses9", &judges);
        let manifest = "name = \"kattis-x\"\ndescription = \"The judge problem Kattis x.\"\n\
                        [[bin]]\nname = \"kattis-x\"\njudge = \"Kattis x\"\n";
        assert_eq!(
            rename_manifest(manifest, kattis),
            "name = \"cses9\"\ndescription = \"The judge problem CSES 9.\"\n\
             [[bin]]\nname = \"cses9\"\njudge = \"CSES 9\"\n"
        );
        let snapshot = "---\nsource: crates/kattis-x/tests/testdata.rs\n---\nLWW\n";
        assert_eq!(
            rename_snapshot(snapshot, kattis),
            "---\nsource: crates/cses9/tests/testdata.rs\n---\nLWW\n"
        );
        assert_eq!(
            rename_prose("//! Kattis x (kattis-x, kattis_x)", kattis),
            "//! CSES 9 (cses9, kattis_x)"
        );
        // A new name that holds the old one is not renamed twice.
        let judges = plain("hdu1", "hdu12");
        assert_eq!(
            rename_prose("HDU 1, HDU1, hdu1", names("hdu1", "hdu12", &judges)),
            "HDU 12, HDU12, hdu12"
        );
    }

    #[test]
    fn readme_rows_are_written_from_the_metadata() {
        let mut nim = problem("cses1730", "CSES 1730");
        nim.url = "https://cses.fi/problemset/task/1730".into();
        nim.rust = vec!["CSES 1730".into()];
        let workspace = Workspace {
            root: PathBuf::from("."),
            members: Vec::new(),
            problems: vec![nim, problem("odd", "Odd One")],
        };
        let readme = "# x\n\n| crate | … |\n|---|---|\n| `cses1730` | old | row |\n\
                      | `odd` | Odd One | Nim | `1` / `0` | — |\r\n| `cses17300` | kept |\n\ntext\n";
        let (text, changed) = readme_rows(&workspace, readme).unwrap();
        assert_eq!(
            text,
            "# x\n\n| crate | … |\n|---|---|\n| `cses1730` | \
             [CSES 1730](https://cses.fi/problemset/task/1730) | Nim | `1` / `0` | CSES 1730 |\n\
             | `odd` | Odd One | Nim | `1` / `0` | — |\r\n| `cses17300` | kept |\n\ntext\n"
        );
        assert_eq!(changed, ["cses1730"]);
        let (again, changed) = readme_rows(&workspace, &text).unwrap();
        assert_eq!((again, changed), (text, Vec::<String>::new()));
        let missing = readme_rows(&workspace, "| `odd` | x |\n").unwrap_err();
        assert!(
            missing.starts_with("the README has no row for cses1730"),
            "{missing}"
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
