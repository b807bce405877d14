//! Checks of a real judge binary: against the model of [`crate::model`] on
//! any input, and against the game trees of `game_core::rules` on every
//! small case. Used by the tests [`judge_tests!`](crate::judge_tests) defines.

use crate::model::Problem;
use proptest::prelude::*;

// ---------------------------------------------------------------------------
// Checking a real binary.

/// Runs the binary `exe` of `problem` on `input` and checks it against the
/// model: it never panics; it exits 0 with nothing on stderr, or 1 with
/// exactly one line `error: line N: …`; stdout holds exactly the answers
/// to the cases before the error; and the error is the model's.
pub fn check_binary(exe: &str, problem: Problem, input: &[u8]) -> Result<(), TestCaseError> {
    let got = crate::run(exe, input);
    prop_assert!(!got.stderr.contains("panicked"), "{}", got.stderr);
    match got.code {
        Some(0) => prop_assert_eq!(&got.stderr, ""),
        Some(1) => {
            prop_assert_eq!(got.stderr.lines().count(), 1, "{}", got.stderr);
            prop_assert!(got.stderr.starts_with("error: line ") && got.stderr.ends_with('\n'));
        }
        other => prop_assert!(false, "exit status {:?}, stderr {}", other, got.stderr),
    }
    let (stdout, error) = problem.expected(input);
    prop_assert_eq!(got.stdout, stdout);
    prop_assert_eq!(got.stderr, error.map_or(String::new(), |e| e.stderr()));
    Ok(())
}

/// A proptest config for spawning processes: few cases, no regression files
/// written next to the binaries' sources.
pub fn spawn_config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        max_shrink_iters: 200,
        ..ProptestConfig::default()
    }
}

// ---------------------------------------------------------------------------
// Exhaustive answers from the game trees.

/// Every small case of `problem` as one input, and the output the game
/// tree of its rules (`game_core::rules`, searched by `game_core::solver`)
/// says the judge expects: no closed form is used.
pub fn exhaustive(problem: Problem) -> (String, String) {
    use game_core::rules::{Bash, Euclid, Poj1740, Wythoff};
    use game_core::solver::solve;
    let mut input = String::new();
    let mut output = String::new();
    let verdict = |output: &mut String, wins: bool, yes: &str, no: &str| {
        output.push_str(if wins { yes } else { no });
        output.push('\n');
    };
    match problem {
        Problem::Hdu2177 | Problem::Hdu1527 | Problem::Poj1067 | Problem::Bjfu1010 => {
            const MAX: u64 = 200;
            let tree = solve(&Wythoff, [(MAX, MAX)]);
            for a in 0..=MAX {
                for b in 0..=MAX {
                    if problem == Problem::Hdu2177 && a == 0 && b == 0 {
                        continue;
                    }
                    input.push_str(&format!("{a} {b}\n"));
                    let wins = !tree.is_losing(&(a, b));
                    match problem {
                        Problem::Hdu2177 => {
                            output.push_str(if wins { "1\n" } else { "0\n" });
                            let moves = tree.winning_moves(&(a, b)).unwrap();
                            for (x, y) in hdu2177_lines(&moves, (a, b)) {
                                output.push_str(&format!("{x} {y}\n"));
                            }
                        }
                        Problem::Bjfu1010 => verdict(
                            &mut output,
                            wins,
                            "The first one will win!",
                            "The second one will win!",
                        ),
                        _ => verdict(&mut output, wins, "1", "0"),
                    }
                }
            }
            if problem == Problem::Hdu2177 {
                input.push_str("0 0\n");
            }
        }
        Problem::Poj2348 => {
            const MAX: u64 = 300;
            let tree = solve(
                &Euclid,
                (1..=MAX).flat_map(|a| (1..=MAX).map(move |b| (a, b))),
            );
            for a in 1..=MAX {
                for b in 1..=MAX {
                    input.push_str(&format!("{a} {b}\n"));
                    verdict(
                        &mut output,
                        !tree.is_losing(&(a, b)),
                        "Stan wins",
                        "Ollie wins",
                    );
                }
            }
            input.push_str("0 0\n");
        }
        Problem::Hdu2188 => {
            const MAX_N: u64 = 2000;
            const MAX_M: u64 = 20;
            let mut cases = 0;
            let mut body = String::new();
            for m in 1..=MAX_M {
                let tree = solve(&Bash { m }, [MAX_N]);
                for n in 1..=MAX_N {
                    body.push_str(&format!("{n} {m}\n"));
                    verdict(&mut output, !tree.is_losing(&n), "Grass", "Rabbit");
                    cases += 1;
                }
            }
            input = format!("{cases}\n{body}");
        }
        Problem::Poj1740 => {
            let mut starts = Vec::new();
            for (piles, max) in [(1, 10), (2, 8), (3, 6), (4, 5), (5, 3), (6, 2)] {
                let mut all = vec![vec![]];
                for _ in 0..piles {
                    all = all
                        .into_iter()
                        .flat_map(|v: Vec<u64>| {
                            (v.last().copied().unwrap_or(0)..=max).map(move |p| {
                                let mut w = v.clone();
                                w.push(p);
                                w
                            })
                        })
                        .collect();
                }
                starts.extend(all);
            }
            let tree = solve(&Poj1740, starts.iter().cloned());
            for piles in &starts {
                // Unsorted in the input, as a judge might give them.
                let shown: Vec<String> = piles.iter().rev().map(u64::to_string).collect();
                input.push_str(&format!("{}\n{}\n", piles.len(), shown.join(" ")));
                verdict(&mut output, !tree.is_losing(piles), "1", "0");
            }
            input.push_str("0\n");
        }
    }
    (input, output)
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
