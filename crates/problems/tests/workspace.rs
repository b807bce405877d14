//! Every problem crate has what the tools need, and nothing is a problem
//! by halves: a registry entry, a binary of its name, tests that call
//! `testkit::judge_tests!`, testdata with cases and bad inputs, and a row in
//! the README's problems table. Each failure names the crate and what is
//! missing.

use problems::registry::{entries, SOURCE};
use problems::workspace::Workspace;

fn workspace() -> Workspace {
    Workspace::load().unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_problem_crate_has_what_the_tools_need() {
    let workspace = workspace();
    let readme = std::fs::read_to_string(workspace.root.join("README.md")).expect("README.md");
    let mut lacks = Vec::new();
    for krate in &workspace.problems {
        lacks.extend(workspace.lacks(krate, SOURCE, &readme));
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
