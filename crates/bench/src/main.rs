//! `bench`: judge inputs, and the speed and peak memory of the judge binaries
//! against a parse-only pass and, optionally, other programs (the write-ups'
//! C/C++ peers, bundles).
//!
//! ```text
//! bench gen PROBLEM [--cases N] [--seed S]     an input on stdout
//! bench parse [--words]                        the parse-only pass over stdin
//! bench measure [--count] PROGRAM [ARGS…]      one run: "seconds max_rss_kib code out_bytes out_lines"
//! bench run --bins DIR [--data DIR] [--peers DIR] [--bundles DIR]
//!           [--runs N] [--cases N] [--seed S] [--problems P,Q,…] [--clock wall|cpu]
//! ```
//!
//! `run` writes each problem's input to `--data` (once per cases and seed),
//! then runs, `--runs` times in turn, the binary `DIR/<problem>`, the
//! parse-only pass and each other program on it (stdin from the file, stdout
//! to `/dev/null`), each measured run right after an unmeasured one of the
//! same program, and prints a Markdown table of medians: of wall time, or
//! with `--clock cpu` of CPU time (user + system), steadier on a busy
//! machine. `scripts/bench` builds the release binaries and calls it.
use bench::{
    build, generate, measure, measure_in_helper, median, parse_only, parse_words, problems,
    writes_words, Measured, Named,
};
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

const USAGE: &str = "usage: bench gen PROBLEM [--cases N] [--seed S]
       bench parse [--words]
       bench measure [--count] PROGRAM [ARGS...]
       bench run --bins DIR [--build] [--data DIR] [--peers DIR] [--bundles DIR] [--runs N] [--cases N] [--seed S] [--problems P,Q,...] [--clock wall|cpu]";

/// The options of `gen` and `run`.
struct Options {
    cases: u64,
    seed: u64,
    runs: usize,
    bins: Option<PathBuf>,
    build: bool,
    data: PathBuf,
    peers: Option<PathBuf>,
    bundles: Option<PathBuf>,
    problems: Option<Vec<String>>,
    cpu_clock: bool,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        cases: 1_000_000,
        seed: 2026,
        runs: 7,
        bins: None,
        build: false,
        data: PathBuf::from("bench-data"),
        peers: None,
        bundles: None,
        problems: None,
        cpu_clock: false,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        let number = |v: &String| v.parse::<u64>().map_err(|e| format!("{arg} {v}: {e}"));
        match arg.as_str() {
            "--cases" => o.cases = number(value()?)?,
            "--seed" => o.seed = number(value()?)?,
            "--runs" => o.runs = number(value()?)?.max(1) as usize,
            "--bins" => o.bins = Some(value()?.into()),
            "--build" => o.build = true,
            "--data" => o.data = value()?.into(),
            "--peers" => o.peers = Some(value()?.into()),
            "--bundles" => o.bundles = Some(value()?.into()),
            "--problems" => o.problems = Some(value()?.split(',').map(String::from).collect()),
            "--clock" => {
                o.cpu_clock = match value()?.as_str() {
                    "wall" => false,
                    "cpu" => true,
                    v => return Err(format!("--clock {v}: expected wall or cpu")),
                }
            }
            _ => return Err(format!("unknown argument {arg:?}")),
        }
    }
    Ok(o)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("-h" | "--help") => {
            return match say(USAGE) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::FAILURE
                }
            };
        }
        Some("gen") => gen(&args[1..]),
        Some("parse") => parse(&args[1..]),
        Some("measure") => measure_cmd(&args[1..]),
        Some("run") => run(&args[1..]),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Writes a line to stdout; a failed write, a closed pipe included, is the
/// error every tool of the workspace reports.
fn say(line: impl std::fmt::Display) -> Result<(), String> {
    writeln!(io::stdout(), "{line}").map_err(|e| format!("cannot write output: {e}"))
}

fn gen(args: &[String]) -> Result<(), String> {
    let Some((name, rest)) = args.split_first() else {
        return Err(USAGE.to_string());
    };
    let o = parse_options(rest)?;
    let problem = problems(Some(std::slice::from_ref(name)))?[0].problem;
    let stdout = io::stdout().lock();
    generate(&problem, o.cases, o.seed, stdout).map_err(|e| format!("cannot write output: {e}"))
}

/// The parse-only pass: numbers, or with `--words` any tokens (a problem
/// whose input has words).
fn parse(args: &[String]) -> Result<(), String> {
    let pass = match args {
        [] => parse_only,
        [words] if words == "--words" => parse_words,
        _ => return Err(USAGE.to_string()),
    };
    let (count, sum) = pass(io::stdin().lock()).map_err(|e| e.to_string())?;
    say(format_args!("{count} {sum}"))
}

fn measure_cmd(args: &[String]) -> Result<(), String> {
    let (count, args) = match args.first().map(String::as_str) {
        Some("--count") => (true, &args[1..]),
        _ => (false, args),
    };
    let Some((program, rest)) = args.split_first() else {
        return Err(USAGE.to_string());
    };
    let mut cmd = Command::new(program);
    cmd.args(rest);
    let m = measure(&mut cmd, count).map_err(|e| format!("{program}: {e}"))?;
    say(m.to_line())
}

/// The input file of `problem`, generated if it is not there yet.
fn input_file(o: &Options, &Named { name, problem }: &Named) -> Result<PathBuf, String> {
    let path = o.data.join(format!("{name}-{}-{}.in", o.cases, o.seed));
    if !path.exists() {
        std::fs::create_dir_all(&o.data).map_err(|e| format!("{}: {e}", o.data.display()))?;
        let partial = path.with_extension("partial");
        let file = File::create(&partial).map_err(|e| format!("{}: {e}", partial.display()))?;
        generate(&problem, o.cases, o.seed, BufWriter::new(file))
            .and_then(|()| std::fs::rename(&partial, &path))
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(path)
}

/// The medians of one program's runs.
struct Summary {
    seconds: f64,
    max_rss_kib: u64,
    failed: bool,
}

fn summarize(runs: &[Measured], cpu_clock: bool) -> Summary {
    let seconds: Vec<f64> = runs
        .iter()
        .map(|m| if cpu_clock { m.cpu_seconds } else { m.seconds })
        .collect();
    Summary {
        seconds: median(&seconds),
        max_rss_kib: runs.iter().map(|m| m.max_rss_kib).max().unwrap_or(0),
        failed: runs.iter().any(|m| m.code != Some(0)),
    }
}

fn mb_per_s(bytes: u64, seconds: f64) -> String {
    format!("{:.0}", bytes as f64 / 1e6 / seconds)
}

fn run(args: &[String]) -> Result<(), String> {
    let o = parse_options(args)?;
    let bins = o.bins.clone().ok_or("run needs --bins DIR")?;
    let problems = problems(o.problems.as_deref())?;
    if o.build {
        eprintln!(
            "bench: building the release binaries of {} problems (cargo build --release)",
            problems.len()
        );
        build(&problems, "release")?;
    }
    let helper = std::env::current_exe().map_err(|e| e.to_string())?;
    let others: Vec<(&str, &Path)> = [("peer", &o.peers), ("bundle", &o.bundles)]
        .into_iter()
        .filter_map(|(name, dir)| Some((name, dir.as_deref()?)))
        .collect();

    say(format_args!(
        "{} cases per problem, seed {}, median {} time of {} runs (each after a warm-up run); stdin from a file, stdout to /dev/null.\n",
        o.cases,
        o.seed,
        if o.cpu_clock { "CPU" } else { "wall" },
        o.runs
    ))?;
    let mut header = String::from(
        "| problem | input MB | ours ms | ours MB/s | ours peak RSS | parse-only MB/s | ours/parse-only time |",
    );
    for (name, _) in &others {
        header += &format!(" {name} MB/s | {name}/ours time |");
    }
    say(&header)?;
    say(format_args!(
        "{}|",
        "|---".repeat(header.matches('|').count() - 1)
    ))?;

    let mut worst_parse: f64 = 0.0;
    let mut worst_peer = f64::INFINITY;
    let mut worst_rss = 0;
    for problem in &problems {
        let input = input_file(&o, problem)?;
        let bytes = std::fs::metadata(&input).map_err(|e| e.to_string())?.len();
        let ours = bins.join(problem.name);
        let parse = if writes_words(&problem.problem) {
            vec!["parse", "--words"]
        } else {
            vec!["parse"]
        };
        let problem = problem.name;
        let mut programs: Vec<(PathBuf, Vec<&str>)> =
            vec![(ours.clone(), vec![]), (helper.clone(), parse)];
        // Another program is measured only where there is one, e.g. a peer
        // for each of the problems the write-ups solved.
        for (_, dir) in &others {
            programs.push((dir.join(problem), vec![]));
        }
        let mut runs: Vec<Vec<Measured>> = vec![Vec::new(); programs.len()];
        for _ in 0..o.runs {
            for (i, (program, args)) in programs.iter().enumerate() {
                if !program.exists() {
                    continue;
                }
                // Each measured run follows an unmeasured run of the same
                // program, so that no program inherits the state another
                // left (on a VM, a short run right after a long one, like a
                // peer's, measured up to 15% slower).
                let run = || {
                    let stdin = File::open(&input).map_err(|e| e.to_string())?;
                    measure_in_helper(&helper, program, args, stdin.into(), false)
                        .map_err(|e| e.to_string())
                };
                run()?;
                runs[i].push(run()?);
            }
        }
        let s: Vec<Summary> = runs.iter().map(|r| summarize(r, o.cpu_clock)).collect();
        for (summary, (program, _)) in s.iter().zip(&programs).take(2) {
            if summary.failed {
                return Err(format!(
                    "{} failed on {}",
                    program.display(),
                    input.display()
                ));
            }
        }
        let ratio = s[0].seconds / s[1].seconds;
        worst_parse = worst_parse.max(ratio);
        worst_rss = worst_rss.max(s[0].max_rss_kib);
        let mut row = format!(
            "| {problem} | {:.1} | {:.1} | {} | {:.1} MiB | {} | {ratio:.2} |",
            bytes as f64 / 1e6,
            s[0].seconds * 1e3,
            mb_per_s(bytes, s[0].seconds),
            s[0].max_rss_kib as f64 / 1024.0,
            mb_per_s(bytes, s[1].seconds),
        );
        for (i, (name, _)) in others.iter().enumerate() {
            let other = &s[2 + i];
            if runs[2 + i].is_empty() {
                row += " — | — |";
                continue;
            }
            let speedup = other.seconds / s[0].seconds;
            if *name == "peer" {
                worst_peer = worst_peer.min(speedup);
            }
            let mark = if other.failed { " (exit ≠ 0)" } else { "" };
            row += &format!(" {}{mark} | {speedup:.2} |", mb_per_s(bytes, other.seconds));
        }
        say(&row)?;
    }
    say(format_args!(
        "\nworst: ours/parse-only time {worst_parse:.2} (target ≤ 2), peak RSS {:.1} MiB (target ≤ 4){}",
        worst_rss as f64 / 1024.0,
        if worst_peer.is_finite() {
            format!(", peer/ours time {worst_peer:.2} (target ≥ 5)")
        } else {
            String::new()
        }
    ))?;
    Ok(())
}
