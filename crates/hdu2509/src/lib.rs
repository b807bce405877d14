//! HDU 2509 (anti-SG with splitting rows), as the tools know it: the reference model of its input
//! and answers, its input generator, and its small cases answered by the misère game tree. Its
//! tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::misere;
use game_core::proof::misere::solve;
use game_core::proof::splits::Rows;
use spec::read::{list, verdict};
use spec::text::positions;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 2509.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Cases `n r_1 … r_n` until the end of input: the SJ theorem on the rows
/// (a row of n is worth n).
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some(n) = r.next_value() else { break };
        let Some(rows) = list(r, n, "rows") else {
            break;
        };
        out.push_str(&verdict(misere::first_player_wins(rows), "Yes", "No"));
    }
    out
}

/// Statement: 1 ≤ n ≤ 100 rows of 1..=100 apples, any number of cases
/// (`cases` of them); one case in eight of rows of 1 only, where the
/// answer is the parity of n.
fn generate(g: &mut Gen<'_>) {
    for _ in 0..g.cases {
        if g.rng.one_in(8) {
            let n = g.count(1, 100);
            g.line(&[n]);
            g.line(&vec![1; n as usize]);
        } else {
            g.list_case(100, |g| g.value(1, 100));
        }
    }
}

/// Every small case, answered by the misère game tree of the rows
/// (`proof::splits::Rows`: a move takes consecutive apples, and may leave
/// two rows): whoever cannot move (the other took the last apple) wins.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let sizes = [(1, 12), (2, 8), (3, 5), (4, 4), (6, 2)];
    let cases: Vec<Vec<u64>> = positions(&sizes).collect();
    // The tree's states are the non-empty rows, sorted.
    let state = |rows: &[u64]| rows.iter().copied().filter(|&r| r > 0).collect::<Vec<_>>();
    let tree = solve(&Rows, cases.iter().map(|rows| state(rows)));
    for rows in cases {
        text.list(&rows, &verdict(!tree.is_losing(&state(&rows)), "Yes", "No"));
    }
    text.done()
}
