//! Partizan games: the dyadic numbers and the simplicity rule
//! (`game_core::surreal`), and Advance or Eat (`game_core::advance_or_eat`),
//! against definitions and minimax searches that never use a value:
//!
//! - the simplest number between two numbers is the earliest born, by
//!   Conway's construction day by day;
//! - game forms written by their options are played by the partizan solver
//!   (`game_core::proof::partizan`): sums of two and three of them have the
//!   outcome the sign of their summed values says, and `{L | R} − x` is a
//!   second-player win for `x` the simplest number between;
//! - Advance or Eat's whole boards (every board up to 3×3, every sum of two
//!   columns up to height 5, random larger ones) have the outcome the sign
//!   of the sum of the columns' values says.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::Rng;

use game_core::advance_or_eat::{first_player_wins, Columns};
use game_core::proof::advance_or_eat::AdvanceOrEat;
use game_core::proof::partizan::{solve, Outcome, Partizan, Player};
use game_core::surreal::{self, simplest_between, Dyadic};
use proptest::prelude::*;
use std::cmp::Ordering;

/// The ground truth's numbers are integers in units of 2^-SCALE.
const SCALE: u32 = 20;
const ONE: i64 = 1 << SCALE;

fn dyadic(scaled: i64) -> Dyadic {
    Dyadic::fraction(scaled, SCALE).unwrap()
}

/// The outcome a game worth a number of this sign has.
fn outcome_of_sign(sign: Ordering) -> Outcome {
    match sign {
        Ordering::Greater => Outcome::Left,
        Ordering::Less => Outcome::Right,
        Ordering::Equal => Outcome::Second,
    }
}

/// A number born in Conway's construction: its value (in units of
/// 2^-SCALE), its day, and the neighbours it was born between (indices of
/// earlier numbers, `None` for no bound).
#[derive(Debug, Clone, Copy)]
struct Born {
    value: i64,
    day: u32,
    left: Option<usize>,
    right: Option<usize>,
}

/// Every number born by day `days`, in order of birth: day 0 is 0 = { | };
/// on each next day a number is born in each gap between the numbers
/// already born, and one below them all and one above (the new number in
/// the gap between neighbours `a < b` is `(a + b)/2`, beyond the largest
/// `m` it is `m + 1`).
fn born_by(days: u32) -> Vec<Born> {
    let mut born = vec![Born {
        value: 0,
        day: 0,
        left: None,
        right: None,
    }];
    for day in 1..=days {
        let mut sorted: Vec<usize> = (0..born.len()).collect();
        sorted.sort_by_key(|&i| born[i].value);
        let (low, high) = (sorted[0], *sorted.last().unwrap());
        let mut new = vec![(born[low].value - ONE, None, Some(low))];
        for pair in sorted.windows(2) {
            let value = (born[pair[0]].value + born[pair[1]].value) / 2;
            new.push((value, Some(pair[0]), Some(pair[1])));
        }
        new.push((born[high].value + ONE, Some(high), None));
        for (value, left, right) in new {
            born.push(Born {
                value,
                day,
                left,
                right,
            });
        }
    }
    born
}

#[test]
fn the_simplest_number_between_is_the_earliest_born() {
    let born = born_by(8);
    assert_eq!(born.len(), 511);
    let bounds: Vec<Option<i64>> = std::iter::once(None)
        .chain(born.iter().filter(|b| b.day <= 6).map(|b| Some(b.value)))
        .collect();
    let mut checked = 0;
    for &l in &bounds {
        for &r in &bounds {
            let got = simplest_between(l.map(dyadic), r.map(dyadic));
            if let (Some(l), Some(r)) = (l, r) {
                if l >= r {
                    assert!(got.is_err(), "{l} {r}");
                    continue;
                }
            }
            let inside = |x: i64| l.map_or(true, |l| l < x) && r.map_or(true, |r| x < r);
            let first = born.iter().filter(|b| inside(b.value)).map(|b| b.day).min();
            let first = first.expect("one is born by day 8");
            let earliest: Vec<i64> = born
                .iter()
                .filter(|b| b.day == first && inside(b.value))
                .map(|b| b.value)
                .collect();
            assert_eq!(earliest.len(), 1, "{l:?} {r:?}: {earliest:?}");
            assert_eq!(got, Ok(dyadic(earliest[0])), "{l:?} {r:?}");
            checked += 1;
        }
    }
    assert!(checked > 8000, "{checked}");
}

#[test]
fn sums_and_order_of_small_numbers() {
    let born = born_by(6);
    for a in &born {
        let x = dyadic(a.value);
        assert_eq!(-x, dyadic(-a.value));
        assert!(x.exponent() < a.day.max(1));
        for b in &born {
            let y = dyadic(b.value);
            assert_eq!(x.cmp(&y), a.value.cmp(&b.value));
            assert_eq!(x.checked_add(y), Some(dyadic(a.value + b.value)));
            assert_eq!(x.checked_sub(y), Some(dyadic(a.value - b.value)));
        }
    }
}

proptest! {
    #[test]
    fn sums_and_order_agree_with_a_common_denominator(
        a in -(1i64 << 40)..1 << 40, ea in 0u32..=40,
        b in -(1i64 << 40)..1 << 40, eb in 0u32..=40,
    ) {
        // Over 2^40 every such number is an integer below 2^81.
        let (x, y) = (Dyadic::fraction(a, ea).unwrap(), Dyadic::fraction(b, eb).unwrap());
        let (sx, sy) = (i128::from(a) << (40 - ea), i128::from(b) << (40 - eb));
        prop_assert_eq!(x.cmp(&y), sx.cmp(&sy));
        // The sums are below 2^82 over 2^40: always in range.
        for (got, exact) in [(x.checked_add(y), sx + sy), (x.checked_sub(y), sx - sy)] {
            let v = got.unwrap();
            prop_assert_eq!(v.numerator() << (40 - v.exponent()), exact);
            prop_assert!(v.numerator() % 2 != 0 || v.exponent() == 0);
        }
        if let Some(diff) = x.checked_sub(y) {
            let left = surreal::winner(diff, surreal::Player::Left) == surreal::Player::Left;
            prop_assert_eq!(left, sx > sy);
        }
    }

    #[test]
    fn the_simplest_number_is_strictly_between_and_no_simpler_one_is(
        a in -(1i64 << 30)..1 << 30, ea in 0u32..=30,
        b in -(1i64 << 30)..1 << 30, eb in 0u32..=30,
    ) {
        let (x, y) = (Dyadic::fraction(a, ea).unwrap(), Dyadic::fraction(b, eb).unwrap());
        let (l, r) = (x.min(y), x.max(y));
        prop_assume!(l < r);
        let s = simplest_between(Some(l), Some(r)).unwrap();
        prop_assert!(l < s && s < r);
        // Nothing with a smaller denominator is between, and if s is an
        // integer, none closer to 0.
        if s.exponent() > 0 {
            let k = s.exponent() - 1;
            let below = (s.numerator() - 1) / 2; // the neighbours over 2^k
            for m in [below, below + 1] {
                let m = Dyadic::fraction(m as i64, k).unwrap();
                prop_assert!(m <= l || m >= r, "{} between {} and {}", m, l, r);
            }
        } else if s > Dyadic::ZERO {
            prop_assert!(Dyadic::fraction(s.numerator() as i64 - 1, 0).unwrap() <= l);
        } else if s < Dyadic::ZERO {
            prop_assert!(Dyadic::fraction(s.numerator() as i64 + 1, 0).unwrap() >= r);
        }
    }
}

/// Game forms written by their options: form `i` is
/// `{left[i] | right[i]}`. The game is a sum of forms, each maybe negated:
/// the state is the sorted list of (form, negated).
#[derive(Debug, Clone, Default)]
struct Forms {
    left: Vec<Vec<usize>>,
    right: Vec<Vec<usize>>,
}

impl Forms {
    fn add(&mut self, left: Vec<usize>, right: Vec<usize>) -> usize {
        self.left.push(left);
        self.right.push(right);
        self.left.len() - 1
    }

    fn moves(&self, parts: &[(usize, bool)], left: bool, out: &mut Vec<Vec<(usize, bool)>>) {
        for (i, &(form, negated)) in parts.iter().enumerate() {
            // Left's moves in −G are the negatives of Right's moves in G.
            let options = if left != negated {
                &self.left[form]
            } else {
                &self.right[form]
            };
            for &option in options {
                let mut next = parts.to_vec();
                next[i] = (option, negated);
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

impl Partizan for Forms {
    type State = Vec<(usize, bool)>;

    fn left_moves(&self, parts: &Vec<(usize, bool)>, out: &mut Vec<Vec<(usize, bool)>>) {
        self.moves(parts, true, out);
    }

    fn right_moves(&self, parts: &Vec<(usize, bool)>, out: &mut Vec<Vec<(usize, bool)>>) {
        self.moves(parts, false, out);
    }
}

/// The forms of the numbers born by day `days`: number `i` is `{a | b}`
/// for the neighbours `a`, `b` it was born between (form `i` is number
/// `i`).
fn number_forms(born: &[Born]) -> Forms {
    let mut forms = Forms::default();
    for b in born {
        forms.add(b.left.into_iter().collect(), b.right.into_iter().collect());
    }
    forms
}

#[test]
fn sums_of_two_and_three_number_forms_follow_their_values() {
    let born = born_by(4);
    let forms = number_forms(&born);
    let n = born.len();
    let mut starts = Vec::new();
    for x in 0..n {
        for y in x..n {
            for z in 0..n {
                let mut parts = vec![(x, false), (y, false), (z, true)];
                parts.sort_unstable();
                starts.push(parts);
            }
            let mut parts = vec![(x, false), (y, true)];
            parts.sort_unstable();
            starts.push(parts);
        }
    }
    let solved = solve(&forms, starts.clone());
    let mut classes = [0; 4];
    for parts in &starts {
        let value: i64 = parts
            .iter()
            .map(|&(f, neg)| if neg { -born[f].value } else { born[f].value })
            .sum();
        let outcome = solved.outcome(parts).unwrap();
        assert_eq!(outcome, outcome_of_sign(value.cmp(&0)), "{parts:?}");
        classes[outcome as usize] += 1;
    }
    // Every part of such a sum is a number: never a first-player win.
    assert!(
        classes[0] > 1000 && classes[1] > 1000 && classes[2] > 100,
        "{classes:?}"
    );
    assert_eq!(classes[3], 0);
}

#[test]
fn a_game_of_numbers_is_the_simplest_number_between_its_options() {
    let born = born_by(4);
    let mut forms = number_forms(&born);
    let small: Vec<usize> = (0..born.len()).filter(|&i| born[i].day <= 3).collect();
    // Every set of at most two options from the numbers born by day 3.
    let mut sets: Vec<Vec<usize>> = vec![vec![]];
    for (i, &a) in small.iter().enumerate() {
        sets.push(vec![a]);
        for &b in &small[i + 1..] {
            sets.push(vec![a, b]);
        }
    }
    let form_of = |value: Dyadic| (0..born.len()).find(|&i| dyadic(born[i].value) == value);
    let (mut numbers, mut others) = (Vec::new(), Vec::new());
    for l in &sets {
        for r in &sets {
            let best_left = l.iter().map(|&i| dyadic(born[i].value)).max();
            let best_right = r.iter().map(|&i| dyadic(born[i].value)).min();
            let g = forms.add(l.clone(), r.clone());
            match simplest_between(best_left, best_right) {
                Ok(x) => {
                    let x = form_of(x).expect("born by day 4");
                    numbers.push(vec![(g, false), (x, true)]);
                }
                Err(_) => others.push(g),
            }
        }
    }
    // G − x for every number x born by day 4: never 0 if G is no number.
    let mut starts = numbers.clone();
    for &g in &others {
        starts.extend((0..born.len()).map(|x| vec![(g, false), (x, true)]));
    }
    let solved = solve(&forms, starts);
    for parts in &numbers {
        assert_eq!(solved.outcome(parts), Some(Outcome::Second), "{parts:?}");
    }
    for &g in &others {
        for x in 0..born.len() {
            let outcome = solved.outcome(&vec![(g, false), (x, true)]);
            assert_ne!(outcome, Some(Outcome::Second), "{g} {x}");
        }
    }
    assert!(
        numbers.len() > 2000 && others.len() > 2000,
        "{} {}",
        numbers.len(),
        others.len()
    );
    // {0 | 0} is *, a first-player win.
    let star = forms.add(vec![0], vec![0]);
    assert_eq!(
        solve(&forms, [vec![(star, false)]]).outcome(&vec![(star, false)]),
        Some(Outcome::First)
    );
}

/// The sum of the columns' values of a board `width` wide, from the
/// table of its height.
fn board_value(board: &[u8], width: usize, columns: &Columns) -> Dyadic {
    (0..width)
        .map(|j| {
            let column: Vec<u8> = board[j..].iter().step_by(width).copied().collect();
            columns.value(&column).unwrap()
        })
        .fold(Dyadic::ZERO, |sum, v| sum.checked_add(v).unwrap())
}

/// Every board of `squares` squares.
fn all_boards(squares: usize) -> Vec<Vec<u8>> {
    let mut boards = vec![vec![]];
    for _ in 0..squares {
        boards = boards
            .into_iter()
            .flat_map(|b: Vec<u8>| {
                b"WB.".iter().map(move |&c| {
                    let mut b = b.clone();
                    b.push(c);
                    b
                })
            })
            .collect();
    }
    boards
}

/// Checks every board the solver explored against the columns' values;
/// square starts also against `first_player_wins` (which builds its table
/// at each call, as a judge's one test does).
fn check_boards(width: usize, starts: Vec<Vec<u8>>) -> usize {
    let height = starts[0].len() / width;
    let columns = Columns::new(height).unwrap();
    let solved = solve(&AdvanceOrEat { width }, starts.clone());
    for board in &starts {
        if board.len() == width * width {
            let rows: Vec<&[u8]> = board.chunks(width).collect();
            let takahashi = solved.wins(board, Player::Left);
            assert_eq!(first_player_wins(&rows).ok(), takahashi);
        }
    }
    for board in solved.states() {
        let value = board_value(board, width, &columns);
        let outcome = solved.outcome(board).unwrap();
        assert_eq!(
            outcome,
            outcome_of_sign(value.cmp(&Dyadic::ZERO)),
            "{} ({value})",
            String::from_utf8_lossy(board)
        );
    }
    solved.len()
}

#[test]
fn every_board_up_to_3x3() {
    for n in 1..=3 {
        let explored = check_boards(n, all_boards(n * n));
        assert_eq!(explored, 3usize.pow((n * n) as u32));
    }
}

#[test]
fn every_sum_of_two_columns_up_to_height_5() {
    // Columns of every height up to 5: a shorter column is the same game
    // with empty squares below it, where nothing ever goes.
    assert_eq!(check_boards(2, all_boards(10)), 59_049);
    // Columns valued at their own height, then padded.
    let tall = Columns::new(5).unwrap();
    for h in 1..5 {
        let short = Columns::new(h).unwrap();
        for column in all_boards(h) {
            let mut padded = column.clone();
            padded.resize(5, b'.');
            assert_eq!(short.value(&column), tall.value(&padded));
        }
    }
}

#[test]
fn random_sums_of_three_columns_and_larger_boards() {
    let mut rng = Rng(0x5DEE_CE66_D1CE_4E5B);
    let mut random_board = |squares: usize, pieces: usize| {
        let mut board = vec![b'.'; squares];
        for _ in 0..pieces {
            board[rng.below(squares as u64) as usize] = if rng.below(2) == 0 { b'W' } else { b'B' };
        }
        board
    };
    // Three columns of height 4: 300 boards, about half full.
    let starts: Vec<Vec<u8>> = (0..300).map(|_| random_board(12, 7)).collect();
    let explored = check_boards(3, starts);
    assert!(explored > 10_000, "{explored}");
    // ABC 229 H's 4×4 boards, and sparse boards up to 8×8.
    let starts: Vec<Vec<u8>> = (0..120).map(|_| random_board(16, 8)).collect();
    let explored = check_boards(4, starts);
    assert!(explored > 10_000, "{explored}");
    for n in 5..=8 {
        let starts: Vec<Vec<u8>> = (0..30).map(|_| random_board(n * n, 6)).collect();
        check_boards(n, starts);
    }
}

#[test]
fn abc229h_samples() {
    let samples: [(&[&str], bool); 3] = [
        (&["BB.", ".B.", "..."], true),
        (&["..", "WW"], false),
        (&["WWBW", "WWWW", "BWB.", "BBBB"], false),
    ];
    for (rows, takahashi) in samples {
        assert_eq!(first_player_wins(rows), Ok(takahashi));
        let board: Vec<u8> = rows.concat().into_bytes();
        let solved = solve(&AdvanceOrEat { width: rows.len() }, [board.clone()]);
        assert_eq!(solved.wins(&board, Player::Left), Some(takahashi));
    }
    // Sample 3's value: -1/2 - 2 + 3/2 - 3/2.
    let board = b"WWBWWWWWBWB.BBBB";
    let columns = Columns::new(4).unwrap();
    assert_eq!(
        board_value(board, 4, &columns),
        Dyadic::fraction(-5, 1).unwrap()
    );
}
