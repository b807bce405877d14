//! HDU 2149 (Bash game, every winning first raise), as the tools know it: the reference model of
//! its input and answers, its input generator, and its small cases answered by the game tree. Its
//! tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::bash;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::pairs;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 2149.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Lines `M N` until the end: every winning first raise, or `none`.
fn model(r: &mut Reader) -> String {
    pairs(r, false, |r, [m, n]| {
        let raises: Vec<u64> = r.valid(bash::winning_raises(m, n))?.collect();
        Some(raises_line(&raises))
    })
}

/// Statement: 0 < M, N < 1100; one case in sixteen has N ≥ M
/// (then every raise from M to N wins, a long line), kept within
/// ten raises, so that the output does not swamp the input; the
/// others N < M.
fn generate(g: &mut Gen<'_>) {
    for _ in 0..g.cases {
        let m = g.value(1, 1099);
        let n = if m > 1 && !g.rng.one_in(16) {
            g.value(1, m - 1)
        } else {
            m.saturating_add(g.rng.range(0, 10)).min(m.max(1099))
        };
        g.line(&[m, n]);
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for n in 1..=40 {
        let tree = solve(&rules::Bash { m: n }, [120]);
        for m in 1..=120u64 {
            // A raise of k leaves M − k to reach (0: reached).
            let raises: Vec<u64> = (1..=n)
                .filter(|&k| tree.is_losing(&m.saturating_sub(k)))
                .collect();
            text.case(&[m, n], &raises_line(&raises));
        }
    }
    text.done()
}

/// HDU 2149's line of winning raises: the numbers, or `none`.
fn raises_line(raises: &[u64]) -> String {
    if raises.is_empty() {
        return "none\n".to_string();
    }
    let shown: Vec<String> = raises.iter().map(u64::to_string).collect();
    format!("{}\n", shown.join(" "))
}
