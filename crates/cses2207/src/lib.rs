//! CSES 2207 (Grundy's game), as the tools know it: the reference model of its input and answers,
//! its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::octal::grundy_game;
use game_core::proof::solver::solve;
use game_core::proof::take_break::GrundyGame;
use spec::read::{counted, verdict};
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of CSES 2207.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count t, then t heaps n: Grundy's game from one heap; a heap above
/// the proved bound is refused.
fn model(r: &mut Reader) -> String {
    counted(r, "tests", |r| {
        let n = r.next_value()?;
        let wins = r.valid(grundy_game::first_player_wins(n))?;
        Some(verdict(wins, "first", "second"))
    })
}

/// Statement: t ≤ 10^5 (the count is `cases`), 1 ≤ n ≤ 10^6. One heap in
/// eight is one of the 41 losing ones, so that `second` occurs at every
/// scale (at random, one heap in 24 000 is).
fn generate(g: &mut Gen<'_>) {
    g.line(&[g.cases]);
    for _ in 0..g.cases {
        let n = if g.rng.one_in(8) {
            let i = g.rng.range(0, grundy_game::LOSING.len() as u64 - 1);
            u64::from(grundy_game::LOSING[i as usize])
        } else {
            g.value(1, grundy_game::LIMIT)
        };
        g.line(&[n]);
    }
}

/// The largest heap of the game-tree cases: past the losing heaps 50 and
/// 53.
const TREE: u64 = 56;

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    // The state is the heaps of at least 3 (the others cannot move).
    let state = |n: u64| if n >= 3 { vec![n] } else { vec![] };
    let tree = solve(&GrundyGame, (0..=TREE).map(state));
    for n in 0..=TREE {
        let wins = !tree.is_losing(&state(n));
        text.case(&[n], &verdict(wins, "first", "second"));
    }
    text.count_first()
}
