//! AtCoder ABC 368 F (Dividing Game: replace a number by a proper divisor), as the tools know
//! it: the reference model of its input and answers, its input generator, and its small cases
//! answered by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`)
//! against it.

use game_core::divisors::Dividing as Omega;
use game_core::proof::patterns::Dividing;
use game_core::proof::solver::solve;
use spec::read::{cases, verdict};
use spec::text::multisets;
use spec::{Gen, Problem, Reader, Text};

/// What the tools know of AtCoder ABC 368 F.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Tests `N A_1 … A_N` until the end of input (a judge's file has one),
/// each number checked as it is read.
fn model(r: &mut Reader) -> String {
    let mut game = Omega::new();
    cases(r, false, |r, [n]| {
        game.clear();
        let read = r.repeat(n, "numbers", |r| {
            if let Some(a) = r.next_value() {
                r.valid(game.add(a));
            }
        });
        read.then(|| verdict(game.first_player_wins(), "Anna", "Bruno"))
    })
}

/// Statement: 1 ≤ N ≤ 10^5, 2 ≤ A_i ≤ 10^5; tests of [`Gen::test_sizes`]
/// numbers (one of 10^5 for the benchmark); a quarter with the numbers in
/// equal pairs (a lost position).
fn generate(g: &mut Gen<'_>) {
    for n in g.test_sizes(1, 100_000) {
        // In pairs, an odd n loses a number.
        let numbers = g.paired(n, |g| g.value(2, 100_000));
        g.line(&[numbers.len() as u64]);
        g.line(&numbers);
    }
}

/// Every small case, answered by the game tree: one number up to 300, two
/// up to 40, three up to 16 (1 included, beyond the statement: no move).
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let starts: Vec<Vec<u64>> = [(1, 300), (2, 40), (3, 16)]
        .iter()
        .flat_map(|&(count, max)| multisets(count, 1, max))
        .collect();
    let tree = solve(&Dividing, starts.clone());
    for numbers in starts {
        text.list(
            &numbers,
            &verdict(!tree.is_losing(&numbers), "Anna", "Bruno"),
        );
    }
    text.done()
}
