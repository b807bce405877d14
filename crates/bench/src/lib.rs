//! Benchmark support for the judge binaries: reproducible inputs within the
//! problem statements' bounds, a parse-only pass, and the wall time and peak
//! memory (max RSS) of one run of a program.
//!
//! The `bench` binary puts these together (`scripts/bench` builds and runs
//! it); the test `tests/rss.rs` uses them to check every binary's peak memory.

use game_core::io::{Error, Input, Nat, Output};
use game_core::wythoff;
use proconio::input;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

/// The judge problems, one binary each.
pub const PROBLEMS: [&str; 7] = [
    "hdu2177", "poj2348", "bjfu1010", "poj1067", "hdu1527", "hdu2188", "poj1740",
];

/// A small reproducible random number generator (SplitMix64).
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// The generator for `seed`; equal seeds give equal streams.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `lo..=hi` (`lo ≤ hi`), as good as uniform.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        let span = u128::from(hi - lo) + 1;
        lo + ((u128::from(self.next_u64()) * span) >> 64) as u64
    }

    /// True one time in `n` (`n ≥ 1`).
    pub fn one_in(&mut self, n: u64) -> bool {
        self.range(1, n) == 1
    }
}

/// Two piles `a ≤ b` in `lo..=max` (`max ≥ 3`, not both 0), a losing
/// position of Wythoff's game one time in four, else any pair.
fn wythoff_pair(rng: &mut Rng, lo: u64, max: u64) -> (u64, u64) {
    loop {
        if rng.one_in(4) {
            // b_k ≈ 2.618 k, so k ≤ 0.38 max nearly always fits.
            let (a, b) = wythoff::p_position(rng.range(1, max / 1000 * 382 + 1));
            if b <= u128::from(max) {
                return (a as u64, b as u64);
            }
        } else {
            let (a, b) = (rng.range(lo, max), rng.range(lo, max));
            if a != 0 || b != 0 {
                return (a.min(b), a.max(b));
            }
        }
    }
}

/// `(a, b)` or `(b, a)`, at random.
fn shuffle_pair(rng: &mut Rng, (a, b): (u64, u64)) -> [u64; 2] {
    if rng.one_in(2) {
        [a, b]
    } else {
        [b, a]
    }
}

/// Writes the input of `cases` cases of `problem`, from `seed`.
///
/// The values keep to each statement's bounds: HDU 2177 `a ≤ b ≤ 10^6`
/// ending with `0 0`; POJ 2348 positive `≤ 2^31 − 1` ending with `0 0`;
/// BJFU 1010 positive, POJ 1067 and HDU 1527 non-negative, `≤ 10^9`;
/// HDU 2188 the count, then `1 ≤ n < 10000` and `1 ≤ m ≤ 10`; POJ 1740
/// `1 ≤ n ≤ 10` piles of `0..=100` ending with `0`. A quarter of the
/// Wythoff cases are losing positions, a quarter of POJ 2348's have a ratio
/// below 2 (the slow ones), and half of POJ 1740's even counts are pairs (its
/// losing positions), so every answer occurs.
///
/// # Errors
/// An unknown problem, or a failed write.
///
/// # Complexity
/// O(cases) time, O(1) memory.
pub fn generate<W: Write>(problem: &str, cases: u64, seed: u64, out: W) -> io::Result<()> {
    let rng = &mut Rng::new(seed);
    let mut out = Output::new(out);
    match problem {
        "hdu2177" => {
            for _ in 0..cases {
                let (a, b) = wythoff_pair(rng, 0, 1_000_000);
                out.ints(&[a, b]);
            }
            out.line(b"0 0");
        }
        "bjfu1010" | "poj1067" | "hdu1527" => {
            let lo = u64::from(problem == "bjfu1010");
            for _ in 0..cases {
                let pair = wythoff_pair(rng, lo, 1_000_000_000);
                out.ints(&shuffle_pair(rng, pair));
            }
        }
        "poj2348" => {
            const MAX: u64 = (1 << 31) - 1;
            for _ in 0..cases {
                let a = rng.range(1, MAX);
                let b = if rng.one_in(4) {
                    rng.range(a, (2 * a - 1).min(MAX))
                } else {
                    rng.range(1, MAX)
                };
                out.ints(&shuffle_pair(rng, (a, b)));
            }
            out.line(b"0 0");
        }
        "hdu2188" => {
            out.ints(&[cases]);
            for _ in 0..cases {
                out.ints(&[rng.range(1, 9999), rng.range(1, 10)]);
            }
        }
        "poj1740" => {
            let mut piles = [0; 10];
            for _ in 0..cases {
                let n = rng.range(1, 10) as usize;
                if n % 2 == 0 && rng.one_in(2) {
                    for i in 0..n / 2 {
                        let p = rng.range(0, 100);
                        piles[2 * i] = p;
                        piles[2 * i + 1] = p;
                    }
                    for i in (1..n).rev() {
                        piles.swap(i, rng.range(0, i as u64) as usize);
                    }
                } else {
                    for p in &mut piles[..n] {
                        *p = rng.range(0, 100);
                    }
                }
                out.ints(&[n as u64]);
                out.ints(&piles[..n]);
            }
            out.line(b"0");
        }
        _ => {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("unknown problem {problem:?}"),
            ))
        }
    }
    out.finish()
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
        _ => Err(io::Error::new(
            io::ErrorKind::Other,
            format!("bench measure: {} ({text:?})", output.status),
        )),
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

    fn input(problem: &str, cases: u64, seed: u64) -> String {
        let mut out = Vec::new();
        generate(problem, cases, seed, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    fn numbers(line: &str) -> Vec<u64> {
        line.split(' ').map(|t| t.parse().unwrap()).collect()
    }

    #[test]
    fn rng_is_reproducible_and_in_range() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        assert_eq!(a.next_u64(), b.next_u64());
        assert_ne!(a.next_u64(), Rng::new(8).next_u64());
        let mut seen = [false; 4];
        for _ in 0..1000 {
            let v = a.range(3, 6);
            seen[(v - 3) as usize] = true;
        }
        assert_eq!(seen, [true; 4]);
        assert_eq!(a.range(5, 5), 5);
        assert!(a.range(0, u64::MAX - 1) < u64::MAX);
        let hits = (0..4000).filter(|_| a.one_in(4)).count();
        assert!((800..1200).contains(&hits), "{hits}");
    }

    #[test]
    fn wythoff_inputs_keep_the_bounds_and_mix_answers() {
        for (problem, lo, ordered, terminator) in [
            ("hdu2177", 0, true, true),
            ("bjfu1010", 1, false, false),
            ("poj1067", 0, false, false),
            ("hdu1527", 0, false, false),
        ] {
            let text = input(problem, 2000, 1);
            let mut lines: Vec<&str> = text.lines().collect();
            if terminator {
                assert_eq!(lines.pop(), Some("0 0"), "{problem}");
            }
            assert_eq!(lines.len(), 2000, "{problem}");
            let max = if problem == "hdu2177" {
                1_000_000
            } else {
                1_000_000_000
            };
            let (mut losing, mut swapped) = (0, 0);
            for line in lines {
                let v = numbers(line);
                let (a, b) = (v[0], v[1]);
                assert!(lo <= a.min(b) && a.max(b) <= max, "{problem}: {line}");
                assert!(a != 0 || b != 0, "{problem}: {line}");
                losing += usize::from(wythoff::is_losing(a, b));
                swapped += usize::from(a > b);
            }
            assert!((400..600).contains(&losing), "{problem}: {losing}");
            if ordered {
                assert_eq!(swapped, 0);
            } else {
                assert!((800..1200).contains(&swapped), "{problem}: {swapped}");
            }
        }
    }

    #[test]
    fn euclid_inputs_are_positive_and_end_with_zeros() {
        let text = input("poj2348", 2000, 2);
        let mut lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.pop(), Some("0 0"));
        assert_eq!(lines.len(), 2000);
        let mut close = 0;
        for line in lines {
            let v = numbers(line);
            let (a, b) = (v[0].min(v[1]), v[0].max(v[1]));
            assert!(a >= 1 && b < 1 << 31, "{line}");
            close += usize::from(b < 2 * a);
        }
        // A quarter by construction, and half of the rest by chance.
        assert!((1100..1400).contains(&close), "{close}");
    }

    #[test]
    fn bash_inputs_start_with_the_count() {
        let text = input("hdu2188", 1000, 3);
        let mut lines = text.lines();
        assert_eq!(lines.next(), Some("1000"));
        let rest: Vec<Vec<u64>> = lines.map(numbers).collect();
        assert_eq!(rest.len(), 1000);
        assert!(rest
            .iter()
            .all(|v| (1..10000).contains(&v[0]) && (1..=10).contains(&v[1])));
        assert!(rest.iter().any(|v| v[0] % (v[1] + 1) == 0));
    }

    #[test]
    fn poj1740_inputs_have_counted_piles_and_pairs() {
        let text = input("poj1740", 1000, 4);
        let mut lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.pop(), Some("0"));
        assert_eq!(lines.len(), 2000);
        let mut paired = 0;
        for case in lines.chunks(2) {
            let n = case[0].parse::<usize>().unwrap();
            let mut piles = numbers(case[1]);
            assert!((1..=10).contains(&n) && piles.len() == n, "{case:?}");
            assert!(piles.iter().all(|&p| p <= 100), "{case:?}");
            paired += usize::from(!game_core::poj1740::first_player_wins(&mut piles));
        }
        assert!((100..400).contains(&paired), "{paired}");
    }

    #[test]
    fn generation_is_reproducible_and_checks_the_problem() {
        assert_eq!(input("poj1067", 50, 9), input("poj1067", 50, 9));
        assert_ne!(input("poj1067", 50, 9), input("poj1067", 50, 10));
        let err = generate("nope", 1, 0, Vec::new()).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::InvalidInput);
    }

    #[test]
    fn parse_only_counts_and_sums() {
        assert_eq!(parse_only(&b"1 2\n3\n"[..]), Ok((3, 6)));
        assert_eq!(parse_only(&b""[..]), Ok((0, 0)));
        let max = format!("{} 2", u64::MAX);
        assert_eq!(parse_only(max.as_bytes()), Ok((2, 1)));
        let err = parse_only(&b"1 x"[..]).unwrap_err();
        assert_eq!(err.line(), Some(1));
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
