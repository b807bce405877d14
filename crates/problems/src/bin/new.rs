//! `scripts/new NAME --like EXISTING`: see `problems::scaffold`.

use problems::scaffold::{apply, plan};
use problems::workspace::Workspace;
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "usage: scripts/new NAME --like EXISTING

Copies the problem crate crates/EXISTING (with its snapshots) to
crates/NAME, testdata/EXISTING to testdata/NAME, and EXISTING's README row,
changing only the names: package, binary, description, judge (its url
emptied), the crate's name in the code (EXISTING::PROBLEM) and the problem's
name in comments and snapshot headers. Copied unchanged, and EXISTING's until
you edit them: the code of src/main.rs (the binary) and src/lib.rs (its
spec), the game and output words of [package.metadata.problem] and of the
README row, the comments on the game, the inputs and their answers.

Right after it, `cargo test -p NAME`, `scripts/bench --problems NAME`,
`scripts/bundle NAME` and the fuzz targets work; then edit those files and
accept the new answers with `cargo insta test -p NAME --review`.

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

/// Writes `text` and a newline to stdout, or says why it could not (a
/// closed pipe included), as every tool of the workspace does.
fn say(text: &str) -> Result<(), (String, u8)> {
    writeln!(std::io::stdout(), "{text}")
        .map_err(|e| (format!("error: cannot write output: {e}"), 1))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = if matches!(args.as_slice(), [h] if h == "-h" || h == "--help") {
        say(USAGE)
    } else {
        run(&args).and_then(|summary| say(&summary))
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err((message, code)) => {
            eprintln!("{message}");
            ExitCode::from(code)
        }
    }
}
