//! ABC 229 H (Advance or Eat: a partizan sum of columns, dyadic numbers), as the tools know it:
//! the reference model of its input and answers, its input generator, and its small cases
//! answered by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`)
//! against it.

use game_core::advance_or_eat;
use game_core::proof::advance_or_eat::AdvanceOrEat;
use game_core::proof::partizan::{solve, Player};
use spec::read::verdict;
use spec::{Gen, Problem, Reader, Rng, Scale, Text};

/// What the tools know of ABC 229 H.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// Tests until the end (the judge's file holds one): `N`, then N rows of
/// `W`, `B` and `.`, the top row first.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some(n) = r.next_value() else { break };
        let mut rows = Vec::new();
        if !r.repeat(n, "rows", |r| rows.extend(r.next_word())) {
            break;
        }
        match r.valid(advance_or_eat::first_player_wins(&rows)) {
            Some(takahashi) => out.push_str(&verdict(takahashi, "Takahashi", "Snuke")),
            None => break,
        }
    }
    out
}

/// A random board of `n` rows of `n` squares, row by row: each square
/// empty, white or black, the board's own share of empty squares chosen
/// at random.
fn board(rng: &mut Rng, n: usize) -> Vec<u8> {
    let empty = rng.range(0, 4);
    (0..n * n)
        .map(|_| match rng.range(0, 5) {
            x if x < empty => b'.',
            x if x % 2 == 0 => b'W',
            _ => b'B',
        })
        .collect()
}

/// Statement: 1 ≤ N ≤ 8, one board per file; the binary reads boards
/// until the end. With [`Scale::Statement`] min(cases, 300) boards of
/// 8 × 8 (each answer costs a table of the 3^8 columns: the benchmark's
/// 10^6 cases are 300 of the statement's largest boards). Otherwise
/// `cases` boards of 1 × 1 to 4 × 4 ([`Scale::Small`]) or to 9 × 9, one
/// more than the statement allows ([`Scale::Huge`]).
fn generate(g: &mut Gen<'_>) {
    let (boards, sizes) = match g.scale {
        Scale::Statement => (g.cases.min(300), (8, 8)),
        Scale::Small => (g.cases, (1, 4)),
        Scale::Huge => (g.cases, (1, 9)),
    };
    for _ in 0..boards {
        let n = g.rng.range(sizes.0, sizes.1) as usize;
        let squares = board(&mut g.rng, n);
        g.line(&[n as u64]);
        for row in squares.chunks(n) {
            g.words(&[row]);
        }
    }
}

/// Every board of 1 × 1 to 3 × 3 (19,767 boards), and 60 random 4 × 4
/// boards of up to 8 pieces, answered by the minimax search of the whole
/// board as the statement gives it (Takahashi moves first).
fn exhaustive() -> (String, String) {
    let mut rng = Rng::new(229);
    let mut text = Text::default();
    for n in 1..=4usize {
        let boards: Vec<Vec<u8>> = if n <= 3 {
            (0..3usize.pow((n * n) as u32))
                .map(|code| {
                    let digit = |i: usize| code / 3usize.pow(i as u32) % 3;
                    (0..n * n).map(|i| b".WB"[digit(i)]).collect()
                })
                .collect()
        } else {
            (0..60)
                .map(|_| {
                    let mut squares = vec![b'.'; n * n];
                    for _ in 0..rng.range(0, 8) {
                        let at = rng.range(0, (n * n - 1) as u64) as usize;
                        squares[at] = if rng.one_in(2) { b'W' } else { b'B' };
                    }
                    squares
                })
                .collect()
        };
        let solved = solve(&AdvanceOrEat { width: n }, boards.clone());
        for squares in &boards {
            let takahashi = solved.wins(squares, Player::Left).expect("solved");
            text.line(&[n as u64]);
            for row in squares.chunks(n) {
                text.words(&[row]);
            }
            text.answer(&verdict(takahashi, "Takahashi", "Snuke"));
        }
    }
    text.done()
}
