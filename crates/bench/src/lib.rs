//! Benchmark support for the judge binaries: reproducible inputs within the
//! problem statements' bounds, a parse-only pass, and the wall time and peak
//! memory (max RSS) of one run of a program.
//!
//! The `bench` binary puts these together (`scripts/bench` builds and runs
//! it); the test `tests/rss.rs` uses them to check every binary's peak memory.

use game_core::io::{Error, Input, Nat, Output};
use proconio::input;
use spec::{Line, Problem, Scale};
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

/// Every problem crate's spec, included from its `src/lib.rs` by
/// `build.rs`, and [`PROBLEMS`](specs::PROBLEMS), their names and specs.
pub mod specs {
    include!(concat!(env!("OUT_DIR"), "/problems.rs"));
}

/// A problem crate's name and its spec.
#[derive(Debug, Clone, Copy)]
pub struct Named {
    /// The crate's (and its binary's) name.
    pub name: &'static str,
    /// Its spec (`PROBLEM` in its `src/lib.rs`).
    pub problem: Problem,
}

/// Writes the input of `cases` cases of `problem` within its statement's
/// bounds, from `seed` (the spec's generator, at [`Scale::Statement`]): one
/// line per call of the generator, numbers separated by spaces.
///
/// # Errors
/// A failed write.
///
/// # Complexity
/// O(cases) time, O(1) memory.
pub fn generate<W: Write>(problem: &Problem, cases: u64, seed: u64, out: W) -> io::Result<()> {
    let mut out = Output::new(out);
    let mut words = Vec::new();
    problem.generate_lines(seed, Scale::Statement, cases, &mut |line| match line {
        Line::Numbers(values) => out.ints(values),
        Line::Words(_) => {
            words.clear();
            line.write(&mut words);
            out.bytes(&words);
        }
    });
    out.finish()
}

/// The problem crates to measure: every one in the workspace, or those
/// named (each checked).
///
/// # Errors
/// When a name is no problem crate.
pub fn problems(names: Option<&[String]>) -> Result<Vec<Named>, String> {
    let all = specs::PROBLEMS
        .iter()
        .map(|&(name, problem)| Named { name, problem });
    let Some(names) = names else {
        return Ok(all.collect());
    };
    names
        .iter()
        .map(|name| {
            all.clone().find(|p| p.name == name).ok_or_else(|| {
                let names: Vec<&str> = specs::PROBLEMS.iter().map(|p| p.0).collect();
                format!(
                    "no problem crate {name:?}; the problems are: {}",
                    names.join(", ")
                )
            })
        })
        .collect()
}

/// Builds the binaries of `problems` with cargo's `profile` (`release`,
/// `test`, …) in the workspace.
///
/// # Errors
/// When cargo cannot be run or the build fails.
pub fn build(problems: &[Named], profile: &str) -> Result<(), String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut build = Command::new(cargo);
    build.args(["build", "--quiet", "--profile", profile, "--manifest-path"]);
    build.arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.toml"));
    for problem in problems {
        build.args(["-p", problem.name]);
    }
    let status = build
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("cargo build of the judge binaries: {status}"))
    }
}

/// Reads every number of `input` the way the binaries do (`proconio::input!`
/// of [`Nat`] from game-core's [`Input`], then [`Input::check`]) and returns
/// how many there were and their wrapping sum: the reading cost alone, the
/// bench's yardstick for the binaries.
///
/// # Errors
/// The tokenizer's, at the first bad token.
///
/// # Complexity
/// O(input length) time, O(1) memory.
pub fn parse_only<R: Read>(input: R) -> Result<(u64, u64), Error> {
    let mut src = Input::new(input);
    let (mut count, mut sum) = (0u64, 0u64);
    while !src.at_end() {
        input! { from &mut src, v: Nat }
        src.check()?;
        count += 1;
        sum = sum.wrapping_add(v);
    }
    Ok((count, sum))
}

/// [`parse_only`] for an input with words (rows of a grid): every token
/// taken as it is with [`Input::word`], as the binaries read words, a
/// token of digits also folded into its value. Returns the number of
/// tokens and the wrapping sum of the numbers and the words' lengths.
///
/// # Errors
/// The tokenizer's (a token over its limit).
///
/// # Complexity
/// O(input length) time, O(1) memory.
pub fn parse_only_words<R: Read>(input: R) -> Result<(u64, u64), Error> {
    let mut src = Input::new(input);
    let (mut count, mut sum) = (0u64, 0u64);
    while !src.at_end() {
        let Some(word) = src.word() else { break };
        let value = match word.iter().all(u8::is_ascii_digit) {
            true => word.iter().fold(0u64, |v, &d| {
                v.wrapping_mul(10).wrapping_add(u64::from(d - b'0'))
            }),
            false => word.len() as u64,
        };
        count += 1;
        sum = sum.wrapping_add(value);
    }
    src.check()?;
    Ok((count, sum))
}

/// Whether an input holds words, not only numbers: a byte that is neither
/// a digit nor whitespace. The bench's parse-only pass then reads it with
/// [`parse_only_words`].
pub fn has_words(input: &[u8]) -> bool {
    input
        .iter()
        .any(|b| !b.is_ascii_digit() && !b" \t\n\r\x0b\x0c".contains(b))
}

/// One run of a program.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measured {
    /// Wall time from start to exit, in seconds.
    pub seconds: f64,
    /// CPU time (user and system), in seconds: steadier than wall time
    /// when other work shares the machine.
    pub cpu_seconds: f64,
    /// Peak resident memory, in KiB.
    pub max_rss_kib: u64,
    /// Exit status code (`None` if killed by a signal).
    pub code: Option<i32>,
    /// Bytes written on stdout (0 unless counted).
    pub out_bytes: u64,
    /// `\n`s written on stdout (0 unless counted).
    pub out_lines: u64,
}

impl Measured {
    /// The one-line form `bench measure` prints and [`Measured::parse`] reads.
    pub fn to_line(&self) -> String {
        let code = self.code.map_or("signal".to_string(), |c| c.to_string());
        format!(
            "{} {} {} {code} {} {}",
            self.seconds, self.cpu_seconds, self.max_rss_kib, self.out_bytes, self.out_lines
        )
    }

    /// Reads a line made by [`Measured::to_line`].
    pub fn parse(line: &str) -> Option<Measured> {
        let mut fields = line.split_whitespace();
        let seconds = fields.next()?.parse().ok()?;
        let cpu_seconds = fields.next()?.parse().ok()?;
        let max_rss_kib = fields.next()?.parse().ok()?;
        let code = match fields.next()? {
            "signal" => None,
            c => Some(c.parse().ok()?),
        };
        let out_bytes = fields.next()?.parse().ok()?;
        let out_lines = fields.next()?.parse().ok()?;
        match fields.next() {
            Some(_) => None,
            None => Some(Measured {
                seconds,
                cpu_seconds,
                max_rss_kib,
                code,
                out_bytes,
                out_lines,
            }),
        }
    }
}

/// Runs `cmd` (whose stdin the caller set up) to its end; stdout goes to
/// `/dev/null`, or is counted when `count_output`.
///
/// The peak memory is `getrusage(RUSAGE_CHILDREN)`'s: the largest of every
/// child this process has waited for. So call this in a process that runs
/// nothing else: `bench measure`, through [`measure_in_helper`].
///
/// # Errors
/// When the program cannot be started or waited for.
pub fn measure(cmd: &mut Command, count_output: bool) -> io::Result<Measured> {
    let start = Instant::now();
    let mut child = cmd
        .stdout(if count_output {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .spawn()?;
    let (mut out_bytes, mut out_lines) = (0, 0);
    if let Some(mut stdout) = child.stdout.take() {
        let mut buf = vec![0; 1 << 16];
        loop {
            match stdout.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => {
                    out_bytes += n as u64;
                    out_lines += buf[..n].iter().filter(|&&b| b == b'\n').count() as u64;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }
    let status = child.wait()?;
    let seconds = start.elapsed().as_secs_f64();
    let usage = nix::sys::resource::getrusage(nix::sys::resource::UsageWho::RUSAGE_CHILDREN)
        .map_err(io::Error::from)?;
    let cpu = |t: nix::sys::time::TimeVal| t.tv_sec() as f64 + t.tv_usec() as f64 / 1e6;
    Ok(Measured {
        seconds,
        cpu_seconds: cpu(usage.user_time()) + cpu(usage.system_time()),
        max_rss_kib: u64::try_from(usage.max_rss()).unwrap_or(0),
        code: status.code(),
        out_bytes,
        out_lines,
    })
}

/// The command that measures `program args…` in a fresh `helper measure`
/// process (the `bench` binary), so that the peak memory is the program's
/// own; the caller sets its stdin, and reads its stdout with
/// [`helper_result`].
pub fn helper_command(helper: &Path, program: &Path, args: &[&str], count_output: bool) -> Command {
    let mut cmd = Command::new(helper);
    cmd.arg("measure");
    if count_output {
        cmd.arg("--count");
    }
    cmd.arg(program).args(args).stderr(Stdio::inherit());
    cmd
}

/// The measurement a [`helper_command`] reported.
///
/// # Errors
/// When the helper failed or reported nothing readable.
pub fn helper_result(output: &std::process::Output) -> io::Result<Measured> {
    let text = String::from_utf8_lossy(&output.stdout);
    match Measured::parse(&text) {
        Some(m) if output.status.success() => Ok(m),
        _ => Err(io::Error::other(format!(
            "bench measure: {} ({text:?})",
            output.status
        ))),
    }
}

/// Measures `program args…` with `stdin` through [`helper_command`].
///
/// # Errors
/// When the helper cannot be run or does not report a measurement.
pub fn measure_in_helper(
    helper: &Path,
    program: &Path,
    args: &[&str],
    stdin: Stdio,
    count_output: bool,
) -> io::Result<Measured> {
    let output = helper_command(helper, program, args, count_output)
        .stdin(stdin)
        .output()?;
    helper_result(&output)
        .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", program.display())))
}

/// The median of `values` (the upper one of an even count); 0 if empty.
pub fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted.get(sorted.len() / 2).copied().unwrap_or(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_inputs_are_the_specs_lines() {
        for Named { problem, .. } in problems(None).unwrap() {
            let mut written = Vec::new();
            generate(&problem, 30, 5, &mut written).unwrap();
            let text = problem.input(5, Scale::Statement, 30);
            assert_eq!(
                String::from_utf8(written).unwrap(),
                String::from_utf8(text).unwrap()
            );
        }
    }

    #[test]
    fn problems_are_the_workspaces_or_those_named() {
        let all = problems(None).unwrap();
        assert!(all.len() >= 7);
        let first = vec![all[0].name.to_string()];
        assert_eq!(problems(Some(&first)).unwrap().len(), 1);
        let err = problems(Some(&["nope".to_string()])).unwrap_err();
        assert!(err.contains("no problem crate \"nope\""), "{err}");
    }

    #[test]
    fn parse_only_counts_and_sums() {
        assert_eq!(parse_only(&b"1 2\n3\n"[..]), Ok((3, 6)));
        assert_eq!(parse_only(&b""[..]), Ok((0, 0)));
        let max = format!("{} 2", u64::MAX);
        assert_eq!(parse_only(max.as_bytes()), Ok((2, 1)));
        let err = parse_only(&b"1 x"[..]).unwrap_err();
        assert_eq!(err.line, Some(1));
    }

    #[test]
    fn parse_only_words_counts_words_and_numbers() {
        assert_eq!(parse_only_words(&b"2 3\n.#.\n##\n"[..]), Ok((4, 10)));
        assert_eq!(parse_only_words(&b""[..]), Ok((0, 0)));
        assert!(has_words(b"3 3\n.##\n") && !has_words(b"3 3\n4\r\n"));
    }

    #[test]
    fn measured_lines_round_trip() {
        let m = Measured {
            seconds: 0.25,
            cpu_seconds: 0.125,
            max_rss_kib: 1800,
            code: Some(1),
            out_bytes: 12,
            out_lines: 3,
        };
        assert_eq!(m.to_line(), "0.25 0.125 1800 1 12 3");
        assert_eq!(Measured::parse(&m.to_line()), Some(m));
        let killed = Measured { code: None, ..m };
        assert_eq!(Measured::parse(&killed.to_line()), Some(killed));
        assert_eq!(Measured::parse("0.25 0.125 1800 1 12"), None);
        assert_eq!(Measured::parse("0.25 0.125 1800 1 12 3 4"), None);
        assert_eq!(Measured::parse("x 0.125 1800 1 12 3"), None);
    }

    #[test]
    fn measure_counts_output_and_exit_code() {
        let mut cmd = Command::new("sh");
        cmd.args([
            "-c",
            "printf 'a\\nbc\\n'; i=0; while [ $i -lt 3000 ]; do i=$((i+1)); done; exit 3",
        ]);
        let m = measure(&mut cmd, true).unwrap();
        assert_eq!((m.code, m.out_bytes, m.out_lines), (Some(3), 5, 2));
        assert!(m.max_rss_kib > 0 && m.seconds > 0.0 && m.cpu_seconds > 0.0);
        let m = measure(&mut cmd, false).unwrap();
        assert_eq!((m.code, m.out_bytes, m.out_lines), (Some(3), 0, 0));
    }

    #[test]
    fn median_takes_the_middle() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 3.0);
        assert_eq!(median(&[]), 0.0);
    }
}
