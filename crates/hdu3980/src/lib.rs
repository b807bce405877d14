//! HDU 3980 (paint m consecutive beads of a cycle), as the tools know it: the reference model of
//! its input and answers, its input generator, and its small cases answered by the game tree. Its
//! tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::octal::paint_chain::PaintChain;
use game_core::proof::solver::solve;
use game_core::proof::take_break::PaintCycle;
use spec::read::{counted, values};
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 3980.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Case `k`'s answer line.
fn answer(case: u64, wins: bool) -> String {
    let name = if wins { "aekdycoin" } else { "abcdxyzk" };
    format!("Case #{case}: {name}\n")
}

/// A count T, then T cases `N M`: paint M consecutive beads of a cycle of
/// N.
fn model(r: &mut Reader) -> String {
    let mut chain = PaintChain::new();
    let mut case = 0;
    counted(r, "cases", |r| {
        let [n, m] = values(r)?;
        let wins = r.valid(chain.first_player_wins(n, m))?;
        case += 1;
        Some(answer(case, wins))
    })
}

/// Statement: T unbounded (the count is `cases`), 1 ≤ N, M ≤ 1000. Half
/// the cases have M ≤ N / 4, so that a line of beads is left after the
/// first move; the others any M (M > N: no move at all).
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        let n = g.value(1, 1000);
        let m = if g.rng.one_in(2) {
            g.value(1, (n / 4).max(1))
        } else {
            g.value(1, 1000)
        };
        g.line(&[n, m]);
    }
}

/// The most beads of the game-tree cases (2^16 states of painted beads).
const TREE: u32 = 16;

/// Every small case, answered by the game tree of the cycle itself.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let mut case = 0;
    for n in 1..=TREE {
        for m in 1..=n + 2 {
            let tree = solve(&PaintCycle { beads: n, paint: m }, [0]);
            case += 1;
            text.case(&[n.into(), m.into()], &answer(case, !tree.is_losing(&0)));
        }
    }
    text.count_first()
}
