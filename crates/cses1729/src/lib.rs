//! CSES 1729 (S-Nim's subtraction set, one heap: who wins from every heap 1..=n), as the tools
//! know it: the reference model of its input and answers, its input generator, and its small cases
//! answered by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`)
//! against it.

use game_core::proof::rules;
use game_core::proof::solver::solve;
use game_core::subtraction;
use spec::read::{list, values};
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of CSES 1729.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// The statement's largest n.
const MAX_N: u64 = 1_000_000;

/// The letter of a heap: `W` if the player to move wins from it.
fn letter(won: bool) -> char {
    if won {
        'W'
    } else {
        'L'
    }
}

/// One test: `n k`, then `p_1 … p_k`; a line of n letters. What follows
/// the test is not read.
fn model(r: &mut Reader) -> String {
    if r.at_end() {
        return String::new();
    }
    let Some([n, k]) = values(r) else {
        return String::new();
    };
    let Some(moves) = list(r, k, "moves") else {
        return String::new();
    };
    let Some(wins) = r.valid(subtraction::winning_heaps(&moves, n)) else {
        return String::new();
    };
    let mut line: String = wins.iter().skip(1).map(letter).collect();
    line.push('\n');
    line
}

/// Statement: one test, 1 ≤ n ≤ 10^6, 1 ≤ k ≤ 100 distinct moves of
/// 1..=n, 1 among them. Here n = `cases` (a letter each), up to 10^6, and
/// at [`Scale::Statement`] k = 100 (when n allows): the benchmark's 10^6
/// cases are the statement's largest input. One time in two every move is
/// odd: then the lost heaps are the even ones, the most there can be with
/// a move of 1, and the marking's most work (5·10^7 marks).
fn generate(g: &mut Gen<'_>) {
    let n = match g.scale {
        Scale::Huge => g.value(g.cases, g.cases.max(MAX_N)),
        _ => g.cases.min(MAX_N),
    };
    let top = n.clamp(1, MAX_N);
    let k = match g.scale {
        Scale::Statement => top.min(100),
        _ => g.count(1, 6).min(top),
    };
    let odd = g.rng.one_in(2);
    let mut moves = vec![1];
    for _ in 0..1000 {
        if moves.len() as u64 >= k {
            break;
        }
        let p = g.value(1, top);
        let p = if odd { p | 1 } else { p };
        if !moves.contains(&p) {
            moves.push(p);
        }
    }
    g.rng.shuffle(&mut moves);
    g.line(&[n, moves.len() as u64]);
    g.line(&moves);
}

/// The small cases, answered by the game tree: one file has one set, so
/// one set of moves near and far, given unsorted, P = {1, 3, 4, 9, 20, 57},
/// and every heap up to 2000.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let moves = vec![57, 4, 1, 20, 9, 3];
    let n = 2000;
    text.line(&[n, moves.len() as u64]);
    text.line(&moves);
    let tree = solve(&rules::Subtraction { moves }, (0..=n).map(|h| vec![h]));
    let mut answer: String = (1..=n).map(|h| letter(!tree.is_losing(&vec![h]))).collect();
    answer.push('\n');
    text.answer(&answer);
    text.done()
}
