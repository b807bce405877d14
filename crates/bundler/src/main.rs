//! `bundler PROBLEM` prints the one-file bundle of a judge binary;
//! `bundler --all DIR` writes `DIR/<problem>.rs` for every problem.
//! Run it from the workspace (`scripts/bundle` does).

use bundler::{size_report, Workspace};
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "usage: scripts/bundle PROBLEM > PROBLEM.rs
       scripts/bundle --all DIR      (writes DIR/<problem>.rs for every problem)";

fn warn_size(workspace: &Workspace, problem: &str, source: &str) {
    let limit = workspace.size_limit(problem);
    if source.len() > limit {
        eprintln!(
            "warning: the {problem} bundle is {} bytes, over its limit of {limit}",
            source.len()
        );
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let workspace = Workspace::load().map_err(|e| e.to_string())?;
    match args {
        [flag, dir] if flag == "--all" => {
            std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {dir}: {e}"))?;
            for problem in workspace.problems() {
                let source = workspace.bundle(&problem).map_err(|e| e.to_string())?;
                warn_size(&workspace, &problem, &source);
                let path = std::path::Path::new(dir).join(format!("{problem}.rs"));
                std::fs::write(&path, &source)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                let (path, limit) = (path.display().to_string(), workspace.size_limit(&problem));
                eprintln!("{}", size_report(&path, source.len(), limit));
            }
            Ok(())
        }
        [problem] if !problem.starts_with('-') => {
            let source = workspace.bundle(problem).map_err(|e| e.to_string())?;
            warn_size(&workspace, problem, &source);
            let mut stdout = std::io::stdout();
            stdout
                .write_all(source.as_bytes())
                .and_then(|()| stdout.flush())
                .map_err(|e| format!("cannot write output: {e}"))?;
            eprintln!(
                "{}",
                size_report(problem, source.len(), workspace.size_limit(problem))
            );
            Ok(())
        }
        _ => Err(USAGE.into()),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = if matches!(args.as_slice(), [h] if h == "-h" || h == "--help") {
        writeln!(std::io::stdout(), "{USAGE}").map_err(|e| format!("cannot write output: {e}"))
    } else {
        run(&args)
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
