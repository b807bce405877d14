//! Every problem crate has what the tools need, and nothing is a problem
//! by halves: a binary of its name, its spec (`src/lib.rs`), tests that call
//! `testkit::judge_tests!`, testdata with samples and bad inputs, and a row
//! in the README's problems table. Each failure names the crate and what is
//! missing.

use problems::workspace::Workspace;

#[test]
fn every_problem_crate_has_what_the_tools_need() {
    let workspace = Workspace::load().unwrap_or_else(|e| panic!("{e}"));
    let readme = std::fs::read_to_string(workspace.root.join("README.md")).expect("README.md");
    let mut lacks = Vec::new();
    for krate in &workspace.problems {
        lacks.extend(workspace.lacks(krate, &readme));
    }
    // A testdata folder belongs to a problem crate.
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
    assert!(lacks.is_empty(), "{}", lacks.join("\n"));
}
