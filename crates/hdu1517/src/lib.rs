//! HDU 1517 (the multiplication game (winning intervals)), as the tools know it: the reference
//! model of its input and answers, its input generator, and its small cases answered by the game
//! tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::multiplication;
use game_core::proof::rules;
use game_core::proof::solver::solve;
use spec::read::{cases, verdict};
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of HDU 1517.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// One n per line until the end: multiply by 2..=9 to reach n.
fn model(r: &mut Reader) -> String {
    cases(r, false, |r, [n]| {
        let wins = r.valid(multiplication::first_player_wins(n))?;
        Some(verdict(wins, "Stan wins.", "Ollie wins."))
    })
}

/// Statement: 1 < n < 4294967295.
fn generate(g: &mut Gen<'_>) {
    for _ in 0..g.cases {
        let n = g.value(2, 4_294_967_294);
        g.line(&[n]);
    }
}

/// Every small case, answered by the game tree.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    for n in 2..=3000 {
        let tree = solve(&rules::Multiplication { n }, [Some(1)]);
        let wins = !tree.is_losing(&Some(1));
        text.case(&[n], &verdict(wins, "Stan wins.", "Ollie wins."));
    }
    text.done()
}
