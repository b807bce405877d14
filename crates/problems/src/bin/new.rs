//! `scripts/new NAME --like EXISTING`: see `problems::scaffold`.

use problems::scaffold::{apply, plan};
use problems::workspace::Workspace;
use std::process::ExitCode;

const USAGE: &str = "usage: scripts/new NAME --like EXISTING

Creates the problem crate crates/NAME from the problem crate crates/EXISTING,
with every name changed (package, binary, description, judge, comments),
testdata/NAME from EXISTING's cases as a working start (no snapshots), and
copies of EXISTING's registry entry (crates/problems/src/registry.rs) and
README row under the new name. Right after it, `cargo test -p NAME`,
`scripts/bench --problems NAME` and `scripts/bundle NAME` work; then edit
crates/NAME/src/main.rs, testdata/NAME and, for a new format, the entry.

NAME: 1 to 64 lowercase letters, digits and '-', starting with a letter,
not a crate or folder that exists.";

fn run(args: &[String]) -> Result<String, (String, u8)> {
    let usage = || {
        let line = "error: usage: scripts/new NAME --like EXISTING (scripts/new --help says more)";
        (line.to_string(), 2)
    };
    let [name, flag, like] = args else {
        return Err(usage());
    };
    if flag != "--like" || name.starts_with('-') {
        return Err(usage());
    }
    let root = std::env::current_dir().map_err(|e| (format!("error: {e}"), 1))?;
    let workspace = Workspace::load_at(&root).map_err(|e| (format!("error: {e}"), 1))?;
    let plan = plan(&workspace, name, like).map_err(|e| (format!("error: {e}"), 1))?;
    apply(&workspace.root, &plan).map_err(|e| (format!("error: {e}"), 1))?;
    Ok(plan.summary)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if matches!(args.as_slice(), [h] if h == "-h" || h == "--help") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    match run(&args) {
        Ok(summary) => {
            println!("{summary}");
            ExitCode::SUCCESS
        }
        Err((message, code)) => {
            eprintln!("{message}");
            ExitCode::from(code)
        }
    }
}
