//! One entry per judge problem: what no tool can find out by itself.
//!
//! Each entry says how its input is read and answered (the reference
//! [`Problem::model`], plain code on the model [`Reader`]), how to write
//! inputs within the statement's bounds or beyond them
//! ([`Problem::generate`]), and every small case with the answer the game
//! tree gives ([`Problem::exhaustive`], from `game_core::rules` searched by
//! `game_core::solver`, no closed form). The crates themselves are found by
//! [`Workspace`](crate::workspace::Workspace); `scripts/new NAME --like
//! EXISTING` copies an entry.
//!
//! An entry is a match arm of [`get`] from `"name" => Problem {` to the
//! `},` at the same indentation; the helpers below the match are shared by
//! the shapes and games, never named after a problem.

use crate::model::Reader;
use crate::rng::{Gen, Scale};
use game_core::rules;
use game_core::solver::solve;
use game_core::{bash, euclid, poj1740, wythoff};

/// What the tools know of one judge problem.
#[derive(Debug, Clone, Copy)]
pub struct Problem {
    /// The crate's (and its binary's) name.
    pub name: &'static str,
    /// The reference model: reads the whole input as the statement says and
    /// returns every answer, up to its terminator, the end of input, or the
    /// first error (left in the reader).
    pub model: fn(&mut Reader) -> String,
    /// Writes `gen.cases` cases (answer lines, for most problems), with the
    /// count or terminator the format has, one call of `gen.line` per line.
    pub generate: fn(&mut Gen<'_>),
    /// Every small case as one input, and the output the game tree gives.
    pub exhaustive: fn() -> (String, String),
}

/// The entry of the problem crate `name`.
pub fn get(name: &str) -> Option<Problem> {
    let problem = match name {
        "hdu2177" => Problem {
            name: "hdu2177",
            // Pairs `a b` until `0 0`; `0`, or `1` and each winning move.
            model: |r| {
                pairs(r, true, |_, [a, b]| {
                    let moves = wythoff::winning_moves(a, b);
                    let mut answer = if moves.is_empty() { "0\n" } else { "1\n" }.to_string();
                    for m in moves.iter() {
                        answer.push_str(&format!("{} {}\n", m.x, m.y));
                    }
                    Some(answer)
                })
            },
            // Statement: 0 ≤ a ≤ b ≤ 10^6, ending with `0 0`.
            generate: |g| {
                for _ in 0..g.cases {
                    let (a, b) = wythoff_pair(g, 0, 1_000_000);
                    g.line(&[a, b]);
                }
                g.line(&[0, 0]);
            },
            exhaustive: || {
                let mut text = Text::default();
                let tree = solve(&rules::Wythoff, [(200, 200)]);
                for a in 0..=200 {
                    for b in 0..=200 {
                        if (a, b) == (0, 0) {
                            continue;
                        }
                        let moves = tree.winning_moves(&(a, b)).unwrap();
                        let mut answer = if moves.is_empty() { "0\n" } else { "1\n" }.to_string();
                        for (x, y) in hdu2177_lines(&moves, (a, b)) {
                            answer.push_str(&format!("{x} {y}\n"));
                        }
                        text.case(&[a, b], &answer);
                    }
                }
                text.line(&[0, 0]);
                text.done()
            },
        },
        "hdu1527" => Problem {
            name: "hdu1527",
            // Pairs `a b` until the end of input; `1` if the first player wins.
            model: |r| {
                pairs(r, false, |_, [a, b]| {
                    Some(verdict(!wythoff::is_losing(a, b), "1", "0"))
                })
            },
            // Statement: 0 ≤ a, b ≤ 10^9.
            generate: |g| wythoff_pairs(g, 0, 1_000_000_000),
            exhaustive: || wythoff_tree(0, "1", "0"),
        },
        "poj1067" => Problem {
            name: "poj1067",
            // Pairs `a b` until the end of input; `1` if the first player wins.
            model: |r| {
                pairs(r, false, |_, [a, b]| {
                    Some(verdict(!wythoff::is_losing(a, b), "1", "0"))
                })
            },
            // Statement: 0 ≤ a, b ≤ 10^9.
            generate: |g| wythoff_pairs(g, 0, 1_000_000_000),
            exhaustive: || wythoff_tree(0, "1", "0"),
        },
        "bjfu1010" => Problem {
            name: "bjfu1010",
            // Pairs `a b` until the end of input; English verdicts.
            model: |r| {
                pairs(r, false, |_, [a, b]| {
                    let wins = !wythoff::is_losing(a, b);
                    Some(verdict(
                        wins,
                        "The first one will win!",
                        "The second one will win!",
                    ))
                })
            },
            // Statement: 0 < a, b ≤ 10^9.
            generate: |g| wythoff_pairs(g, 1, 1_000_000_000),
            exhaustive: || wythoff_tree(0, "The first one will win!", "The second one will win!"),
        },
        "poj2348" => Problem {
            name: "poj2348",
            // Positive pairs `a b` until `0 0`.
            model: |r| {
                pairs(r, true, |r, [a, b]| {
                    if a == 0 || b == 0 {
                        r.invalid(format!("expected two positive numbers, found {a} {b}"));
                        return None;
                    }
                    Some(verdict(
                        euclid::first_player_wins(a, b),
                        "Stan wins",
                        "Ollie wins",
                    ))
                })
            },
            // Statement: 0 < a, b < 2^31, ending with `0 0`.
            generate: |g| {
                euclid_pairs(g, (1 << 31) - 1);
                g.line(&[0, 0]);
            },
            exhaustive: || {
                let mut text = euclid_tree(300, "Stan wins", "Ollie wins");
                text.line(&[0, 0]);
                text.done()
            },
        },
        "hdu2188" => Problem {
            name: "hdu2188",
            // A count C, then C cases `n m`.
            model: |r| {
                counted(r, "cases", |r| {
                    let [n, m] = values(r)?;
                    if n == 0 || m == 0 {
                        r.invalid(format!("expected n ≥ 1 and m ≥ 1, found n = {n}, m = {m}"));
                        return None;
                    }
                    Some(verdict(bash::first_player_wins(n, m), "Grass", "Rabbit"))
                })
            },
            // Statement: 1 ≤ n < 10000 and 1 ≤ m ≤ 10 (the count is `cases`).
            generate: |g| {
                g.line(&[g.cases]);
                for _ in 0..g.cases {
                    let n = g.value(1, 9999);
                    let m = g.value(1, 10);
                    g.line(&[n, m]);
                }
            },
            exhaustive: || {
                let mut text = Text::default();
                for m in 1..=20 {
                    let tree = solve(&rules::Bash { m }, [2000]);
                    for n in 1..=2000 {
                        text.case(&[n, m], &verdict(!tree.is_losing(&n), "Grass", "Rabbit"));
                    }
                }
                text.count_first()
            },
        },
        "poj1740" => Problem {
            name: "poj1740",
            // Cases `n p_1 … p_n` until `n = 0`; `1` if the first player wins.
            model: |r| {
                lists(r, "piles", |_, piles| {
                    Some(verdict(poj1740::first_player_wins(piles), "1", "0"))
                })
            },
            // Statement: 1 ≤ n ≤ 10 piles of at most 100, ending with `0`;
            // half the even counts are pairs (the losing positions).
            generate: |g| {
                for _ in 0..g.cases {
                    let n = g.count(1, 10) as usize;
                    let mut piles: Vec<u64> = (0..n).map(|_| g.value(0, 100)).collect();
                    if n % 2 == 0 && g.rng.one_in(2) {
                        for i in 0..n / 2 {
                            piles[2 * i + 1] = piles[2 * i];
                        }
                        g.rng.shuffle(&mut piles);
                    }
                    g.line(&[n as u64]);
                    g.line(&piles);
                }
                g.line(&[0]);
            },
            exhaustive: || {
                let mut starts = Vec::new();
                for (piles, max) in [(1, 10), (2, 8), (3, 6), (4, 5), (5, 3), (6, 2)] {
                    starts.extend(multisets(piles, 0, max));
                }
                let tree = solve(&rules::Poj1740, starts.iter().cloned());
                let mut text = Text::default();
                for piles in &starts {
                    // Unsorted in the input, as a judge might give them.
                    let shown: Vec<u64> = piles.iter().rev().copied().collect();
                    text.list(&shown, &verdict(!tree.is_losing(piles), "1", "0"));
                }
                text.line(&[0]);
                text.done()
            },
        },
        _ => return None,
    };
    Some(problem)
}

/// What to say of a problem crate `name` without an entry.
pub fn missing(name: &str) -> String {
    format!(
        "problem crate {name} has no entry in crates/problems/src/registry.rs: copy one there \
         (scripts/new does this for a new crate)"
    )
}

/// This file's text, for the tools that read or copy its entries.
pub const SOURCE: &str = include_str!("registry.rs");

/// Where each entry of [`get`] is in `source` (this file's text): its name
/// and the byte range of its lines, from the line `"name" => Problem {` to
/// the line `},` at the same indentation, both included.
pub fn entries(source: &str) -> Vec<(&str, std::ops::Range<usize>)> {
    const OPEN: &str = "        \"";
    const CLOSE: &str = "        },\n";
    let mut found = Vec::new();
    let mut at = 0;
    let mut open: Option<(&str, usize)> = None;
    for line in source.split_inclusive('\n') {
        if let Some(rest) = line.strip_prefix(OPEN) {
            if let Some((name, "")) = rest
                .split_once("\" => Problem {")
                .map(|(n, r)| (n, r.trim_end()))
            {
                open = Some((name, at));
            }
        } else if line == CLOSE {
            if let Some((name, start)) = open.take() {
                found.push((name, start..at + line.len()));
            }
        }
        at += line.len();
    }
    found
}

// ---------------------------------------------------------------------------
// Reading: the shapes of the inputs, on the model reader.

/// `yes` or `no`, as a line.
pub fn verdict(wins: bool, yes: &str, no: &str) -> String {
    format!("{}\n", if wins { yes } else { no })
}

/// `N` values, or `None` if one is bad or missing.
pub fn values<const N: usize>(r: &mut Reader) -> Option<[u64; N]> {
    let mut values = [0; N];
    for v in &mut values {
        *v = r.next_value()?;
    }
    Some(values)
}

/// Cases of `N` values until the end of input, or with `zeros_end` until a
/// case of zeros; each answered by `answer` (`None`: it failed the reader).
pub fn cases<const N: usize>(
    r: &mut Reader,
    zeros_end: bool,
    mut answer: impl FnMut(&mut Reader, [u64; N]) -> Option<String>,
) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some(case) = values::<N>(r) else { break };
        if zeros_end && case.iter().all(|&v| v == 0) {
            break;
        }
        match answer(r, case) {
            Some(lines) => out.push_str(&lines),
            None => break,
        }
    }
    out
}

/// [`cases`] of two values.
pub fn pairs(
    r: &mut Reader,
    zeros_end: bool,
    answer: impl FnMut(&mut Reader, [u64; 2]) -> Option<String>,
) -> String {
    cases(r, zeros_end, answer)
}

/// A count, then that many cases (`noun` names them in the error when the
/// input ends early); nothing at all is no cases.
pub fn counted(
    r: &mut Reader,
    noun: &str,
    mut answer: impl FnMut(&mut Reader) -> Option<String>,
) -> String {
    let mut out = String::new();
    if r.at_end() {
        return out;
    }
    let Some(count) = r.next_value() else {
        return out;
    };
    r.repeat(count, noun, |r| {
        if let Some(lines) = answer(r) {
            out.push_str(&lines);
        }
    });
    out
}

/// A count `n`, then `n` values (`noun` names them when the input ends
/// early).
pub fn list(r: &mut Reader, n: u64, noun: &str) -> Option<Vec<u64>> {
    let mut list = Vec::new();
    r.repeat(n, noun, |r| list.extend(r.next_value()))
        .then_some(list)
}

/// Cases `n v_1 … v_n` until `n = 0` or the end of input.
pub fn lists(
    r: &mut Reader,
    noun: &str,
    mut answer: impl FnMut(&mut Reader, &mut [u64]) -> Option<String>,
) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some(n) = r.next_value() else { break };
        if n == 0 {
            break;
        }
        let Some(mut values) = list(r, n, noun) else {
            break;
        };
        match answer(r, &mut values) {
            Some(lines) => out.push_str(&lines),
            None => break,
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Writing the exhaustive cases.

/// An input and the output it must give, built case by case.
#[derive(Debug, Default)]
pub struct Text {
    input: String,
    output: String,
    cases: u64,
}

impl Text {
    /// Adds a line of input.
    pub fn line(&mut self, values: &[u64]) {
        let line: Vec<String> = values.iter().map(u64::to_string).collect();
        self.input.push_str(&line.join(" "));
        self.input.push('\n');
    }

    /// Adds a case of one line and its answer lines.
    pub fn case(&mut self, values: &[u64], answer: &str) {
        self.line(values);
        self.output.push_str(answer);
        self.cases += 1;
    }

    /// Adds a case `n v_1 … v_n` and its answer lines.
    pub fn list(&mut self, values: &[u64], answer: &str) {
        self.line(&[values.len() as u64]);
        self.case(values, answer);
    }

    /// The input and output.
    pub fn done(self) -> (String, String) {
        (self.input, self.output)
    }

    /// The input after a line with the number of cases, and the output.
    pub fn count_first(self) -> (String, String) {
        (format!("{}\n{}", self.cases, self.input), self.output)
    }
}

/// Every multiset of `piles` values in `lo..=hi`, each sorted ascending.
pub fn multisets(piles: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..piles {
        all = all
            .into_iter()
            .flat_map(|v: Vec<u64>| {
                (v.last().copied().unwrap_or(lo)..=hi).map(move |p| {
                    let mut w = v.clone();
                    w.push(p);
                    w
                })
            })
            .collect();
    }
    all
}

// ---------------------------------------------------------------------------
// The games' trees and inputs.

/// Wythoff's game: every pair of piles `lo..=200`, with verdicts from the
/// game tree.
fn wythoff_tree(lo: u64, yes: &str, no: &str) -> (String, String) {
    let mut text = Text::default();
    let tree = solve(&rules::Wythoff, [(200, 200)]);
    for a in lo..=200 {
        for b in lo..=200 {
            text.case(&[a, b], &verdict(!tree.is_losing(&(a, b)), yes, no));
        }
    }
    text.done()
}

/// HDU 2177's lines for the winning moves `wins` from `(a, b)`, derived from
/// the tree: each move classified by the pile(s) it takes from; the equal
/// take first, then from the larger pile, then from the smaller; with equal
/// piles a one-pile move is printed once. Lines are `(x, y)`, `x ≤ y`.
pub fn hdu2177_lines(wins: &[&(u64, u64)], (a, b): (u64, u64)) -> Vec<(u64, u64)> {
    let mut lines: Vec<(u8, u64, u64)> = wins
        .iter()
        .map(|&&(x, y)| {
            let rank = match (x < a, y < b) {
                (true, true) => 0,
                (true, false) if a >= b => 1,
                (false, true) if b >= a => 1,
                _ => 2,
            };
            (rank, x.min(y), x.max(y))
        })
        .collect();
    lines.sort_unstable();
    lines.dedup();
    lines.into_iter().map(|(_, x, y)| (x, y)).collect()
}

/// Two piles `a ≤ b` from `lo` up (not both 0): with [`Scale::Statement`]
/// within `max` and a losing position one time in four, else as
/// [`Gen::value`] gives.
fn wythoff_pair(g: &mut Gen<'_>, lo: u64, max: u64) -> (u64, u64) {
    loop {
        if g.scale == Scale::Statement && g.rng.one_in(4) {
            // b_k ≈ 2.618 k, so k ≤ 0.38 max nearly always fits.
            let (a, b) = wythoff::p_position(g.rng.range(1, max / 1000 * 382 + 1));
            if b <= u128::from(max) {
                return (a as u64, b as u64);
            }
        } else {
            let (a, b) = (g.value(lo, max), g.value(lo, max));
            if a != 0 || b != 0 {
                return (a.min(b), a.max(b));
            }
        }
    }
}

/// `cases` Wythoff pairs from `lo` to `max`, in either order, until the end.
fn wythoff_pairs(g: &mut Gen<'_>, lo: u64, max: u64) {
    for _ in 0..g.cases {
        let (a, b) = wythoff_pair(g, lo, max);
        let pair = if g.rng.one_in(2) { [a, b] } else { [b, a] };
        g.line(&pair);
    }
}

/// `cases` positive Euclid pairs up to `max`, in either order; with
/// [`Scale::Statement`] a quarter of them with a ratio below 2 (the slow
/// ones).
fn euclid_pairs(g: &mut Gen<'_>, max: u64) {
    for _ in 0..g.cases {
        let a = g.value(1, max);
        let b = if g.scale == Scale::Statement && g.rng.one_in(4) {
            g.rng.range(a, (2 * a - 1).min(max))
        } else {
            g.value(1, max)
        };
        let pair = if g.rng.one_in(2) { [a, b] } else { [b, a] };
        g.line(&pair);
    }
}

/// Euclid's game: every pair of numbers `1..=max`, with verdicts from the
/// game tree.
fn euclid_tree(max: u64, yes: &str, no: &str) -> Text {
    let mut text = Text::default();
    let starts = (1..=max).flat_map(|a| (1..=max).map(move |b| (a, b)));
    let tree = solve(&rules::Euclid, starts);
    for a in 1..=max {
        for b in 1..=max {
            text.case(&[a, b], &verdict(!tree.is_losing(&(a, b)), yes, no));
        }
    }
    text
}
