//! Every problem crate has what the tools need, and nothing is a problem
//! by halves: a registry entry, a binary of its name, tests that call
//! `testkit::judge_tests!`, testdata with cases and bad inputs, and a row in
//! the README's problems table. Each failure names the crate and what is
//! missing.

use problems::registry::{entries, SOURCE};
use problems::workspace::Workspace;
use problems::Problem;
use std::path::Path;

fn workspace() -> Workspace {
    Workspace::load().unwrap_or_else(|e| panic!("{e}"))
}

/// The `*.in` files of `dir` that lack a file of one of `extensions`
/// beside them, and how many `*.in` there are.
fn cases(dir: &Path, extensions: &[&str]) -> (usize, Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return (0, Vec::new());
    };
    let inputs: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    let missing = inputs
        .iter()
        .flat_map(|input| extensions.iter().map(move |x| input.with_extension(x)))
        .filter(|p| !p.is_file())
        .map(|p| p.display().to_string())
        .collect();
    (inputs.len(), missing)
}

/// What a problem crate lacks, one line each.
fn lacks(workspace: &Workspace, krate: &problems::workspace::Crate, readme: &str) -> Vec<String> {
    let name = &krate.name;
    let mut lacks = Vec::new();
    if let Err(e) = Problem::of(name) {
        lacks.push(e);
    }
    if !krate.bins.contains(name) {
        lacks.push(format!(
            "crate {name} has no binary named {name} (its binaries: {:?}); set `name` in its [[bin]]",
            krate.bins
        ));
    }
    let tests = std::fs::read_dir(krate.dir.join("tests"))
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter_map(|e| std::fs::read_to_string(e.path()).ok())
                .any(|text| text.contains("testkit::judge_tests!()"))
        })
        .unwrap_or(false);
    if !tests {
        lacks.push(format!(
            "crate {name} has no tests/*.rs calling `testkit::judge_tests!();`"
        ));
    }
    let testdata = workspace.root.join("testdata").join(name);
    let (good, missing) = cases(&testdata, &["out"]);
    if good < 2 {
        lacks.push(format!(
            "crate {name} needs at least 2 cases testdata/{name}/*.in (has {good})"
        ));
    }
    let (bad, missing_bad) = cases(&testdata.join("bad"), &["out", "err"]);
    if bad < 4 {
        lacks.push(format!(
            "crate {name} needs at least 4 bad inputs testdata/{name}/bad/*.in (has {bad})"
        ));
    }
    for path in missing.into_iter().chain(missing_bad) {
        lacks.push(format!("crate {name}: {path} is missing"));
    }
    let row = Workspace::readme_row(krate);
    if !readme.lines().any(|line| line == row) {
        lacks.push(format!(
            "crate {name} has no row in the README's problems table; from its \
             [package.metadata.problem], the row is:\n{row}"
        ));
    }
    lacks
}

#[test]
fn every_problem_crate_has_what_the_tools_need() {
    let workspace = workspace();
    let readme = std::fs::read_to_string(workspace.root.join("README.md")).expect("README.md");
    let mut lacks = Vec::new();
    for krate in &workspace.problems {
        lacks.extend(self::lacks(&workspace, krate, &readme));
    }
    // A testdata folder or a registry entry belongs to a problem crate.
    let testdata = std::fs::read_dir(workspace.root.join("testdata")).expect("testdata/");
    for entry in testdata.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        if workspace.problem(&name).is_err() {
            let member = workspace.members.iter().any(|(m, _)| *m == name);
            lacks.push(if member {
                format!(
                    "crate {name} has testdata/{name} but no [package.metadata.problem] in its \
                     Cargo.toml: the tools skip it"
                )
            } else {
                format!("testdata/{name} belongs to no crate")
            });
        }
    }
    for (name, _) in entries(SOURCE) {
        if workspace.problem(name).is_err() {
            lacks.push(format!(
                "the registry has an entry {name:?} but there is no problem crate {name}"
            ));
        }
    }
    assert!(lacks.is_empty(), "{}", lacks.join("\n"));
}

#[test]
fn every_registry_entry_is_found_and_named_by_its_key() {
    let names: Vec<&str> = entries(SOURCE).into_iter().map(|(name, _)| name).collect();
    assert!(names.len() >= 7, "{names:?}");
    for name in names {
        let problem = problems::get(name).unwrap_or_else(|| panic!("{name}: no entry"));
        assert_eq!(problem.name, name);
    }
    assert!(problems::get("nope").is_none());
}

#[test]
fn entries_are_whole_match_arms() {
    for (name, range) in entries(SOURCE) {
        let arm = &SOURCE[range];
        assert!(
            arm.starts_with(&format!("        \"{name}\" => Problem {{\n")),
            "{arm}"
        );
        assert!(
            arm.contains(&format!("            name: \"{name}\",\n")),
            "{arm}"
        );
        assert!(arm.ends_with("        },\n"), "{arm}");
        assert_eq!(arm.matches("=> Problem {").count(), 1, "{arm}");
    }
}
