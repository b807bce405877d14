//! `scripts/new NAME --like EXISTING`: see `problems::scaffold`.

use problems::scaffold::{apply, plan, readme_rows};
use problems::workspace::Workspace;
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "usage: scripts/new NAME --like EXISTING
       scripts/new --readme

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
not a crate or folder that exists. The judge is written as the workspace
writes it already (luogu2197 as Luogu P2197, after luogu1290's Luogu P1290).

--readme writes each problem's row of the README's problems table from its
[package.metadata.problem] (judge, url, idea, output, rust), after you edit
them; nothing else of the README changes.";

fn run(args: &[String]) -> Result<String, (String, u8)> {
    let usage = || {
        let line = "error: usage: scripts/new NAME --like EXISTING (scripts/new --help says more)";
        (line.to_string(), 2)
    };
    let root = std::env::current_dir().map_err(|e| (format!("error: {e}"), 1))?;
    if matches!(args, [flag] if flag == "--readme") {
        return readme(&root);
    }
    let [name, flag, like] = args else {
        return Err(usage());
    };
    if flag != "--like" || name.starts_with('-') {
        return Err(usage());
    }
    let workspace = Workspace::load_at(&root).map_err(|e| (format!("error: {e}"), 1))?;
    let plan = plan(&workspace, name, like).map_err(|e| (format!("error: {e}"), 1))?;
    apply(&workspace.root, &plan).map_err(|e| (format!("error: {e}"), 1))?;
    Ok(plan.summary)
}

/// `scripts/new --readme`: the README's problem rows written from the
/// metadata.
fn readme(root: &std::path::Path) -> Result<String, (String, u8)> {
    let error = |e: String| (format!("error: {e}"), 1);
    let workspace = Workspace::load_at(root).map_err(error)?;
    let path = workspace.root.join("README.md");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| error(format!("cannot read {}: {e}", path.display())))?;
    let (rows, changed) = readme_rows(&workspace, &text).map_err(error)?;
    if changed.is_empty() {
        return Ok("README.md: every problem's row agrees with its metadata already".into());
    }
    std::fs::write(&path, rows)
        .map_err(|e| error(format!("cannot write {}: {e}", path.display())))?;
    Ok(format!(
        "README.md: the rows of {} written from their [package.metadata.problem]",
        changed.join(", ")
    ))
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
