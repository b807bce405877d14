//! Luogu P3235 (江南乐: split a pile into near-equal piles), as the tools know it: the reference
//! model of its input and answers, its input generator, and its small cases answered by the game
//! tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::jiangnan::Table;
use game_core::proof::solver::solve;
use game_core::proof::splits::Jiangnan;
use spec::read::values;
use spec::text::positions;
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of Luogu P3235.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Inputs `T F`, then T games `N a_1 … a_N`, until the end of input (a
/// judge's input is one): per input a line of `1`/`0` separated by
/// spaces, the XOR of the piles' values for this F.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some([games, f]) = values::<2>(r) else {
            break;
        };
        let mut table = Table::new(f);
        let mut space = "";
        r.repeat(games, "games", |r| {
            let Some(n) = r.next_value() else { return };
            let mut xor = 0;
            let read = r.repeat(n, "piles", |r| {
                if let Some(pile) = r.next_value() {
                    xor ^= r.valid(table.grundy(pile)).unwrap_or(0);
                }
            });
            if read {
                out.push_str(space);
                out.push(if xor != 0 { '1' } else { '0' });
                space = " ";
            }
        });
        if r.error.is_some() {
            break;
        }
        out.push('\n');
    }
    out
}

/// Statement: one input of T < 100 games of N < 100 piles, F and the
/// piles below 100 000. Here `cases` games in inputs one after another,
/// F small (up to 20) one time in two: with [`Scale::Statement`] inputs of
/// 99 games of up to 99 piles of up to 99 999, at most 8 of them, since
/// each input computes its own table (up to 0.19 s at the limit); the
/// benchmark's input is those 8.
fn generate(g: &mut Gen<'_>) {
    let mut left = g.cases;
    let mut inputs = 0;
    while left > 0 && !(g.scale == Scale::Statement && inputs == 8) {
        let games = match g.scale {
            Scale::Statement => 99,
            Scale::Small | Scale::Huge => g.count(1, 99),
        }
        .min(left);
        left -= games;
        inputs += 1;
        let f = if g.rng.one_in(2) {
            g.value(1, 20)
        } else {
            g.value(1, 99_999)
        };
        g.line(&[games, f]);
        for _ in 0..games {
            let n = g.count(1, 99);
            let piles = g.paired(n, |g| g.value(1, 99_999));
            g.line(&[&[piles.len() as u64], &piles[..]].concat());
        }
    }
}

/// Every small case, answered by the normal-play game tree of the rules
/// (`proof::splits::Jiangnan`: split a pile of at least F into M ≥ 2
/// near-equal non-empty piles): one input per F, F = 1 (where a pile of 1
/// still cannot move) to 7.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for f in 1..=7 {
        let cases: Vec<Vec<u64>> = positions(&[(1, 24), (2, 12), (3, 7), (4, 4)]).collect();
        // The tree's states are the piles, sorted (piles of 0 dropped).
        let state = |piles: &[u64]| piles.iter().copied().filter(|&p| p > 0).collect::<Vec<_>>();
        let tree = solve(&Jiangnan { f }, cases.iter().map(|piles| state(piles)));
        text.line(&[cases.len() as u64, f]);
        let mut answers = Vec::new();
        for piles in cases {
            text.list_line(&piles);
            answers.push(if tree.is_losing(&state(&piles)) {
                "0"
            } else {
                "1"
            });
        }
        text.answer(&format!("{}\n", answers.join(" ")));
    }
    text.done()
}
