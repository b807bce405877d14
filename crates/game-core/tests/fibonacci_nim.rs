//! Fibonacci Nim (HDU 2516): `fibonacci_nim` against the game tree of its
//! rules (`game_core::proof::fibonacci_nim`) on every heap up to 300 and
//! every limit, and the two facts its proof rests on at random `u64`
//! heaps (proptest).

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::any_scale;
use game_core::fibonacci_nim::{
    first_player_wins, is_fibonacci, mover_wins, smallest_term, winning_first_move, zeckendorf,
    FIBONACCI,
};
use game_core::proof::fibonacci_nim::{start, FibonacciNim};
use game_core::proof::solver::solve;
use proptest::prelude::*;

const N: u64 = 300;

#[test]
fn every_heap_and_limit_against_the_game_tree() {
    // Every state (left, limit ≤ left) with left ≤ N, and every start.
    let states: Vec<(u64, u64)> = (0..=N)
        .flat_map(|left| (0..=left).map(move |limit| (left, limit)))
        .collect();
    let tree = solve(&FibonacciNim, states.clone());
    for &(left, limit) in &states {
        assert_eq!(
            mover_wins(left, limit),
            !tree.is_losing(&(left, limit)),
            "{left} stones, up to {limit}"
        );
    }
    for n in 0..=N {
        let first = start(n);
        assert_eq!(first_player_wins(n), !tree.is_losing(&first), "heap {n}");
        // The smallest Zeckendorf term is a winning first move, and the
        // smallest one: no smaller take wins.
        let winning: Vec<u64> = tree
            .winning_moves(&first)
            .unwrap()
            .iter()
            .map(|&&(left, _)| n - left)
            .collect();
        assert_eq!(
            winning_first_move(n),
            winning.iter().min().copied(),
            "heap {n}"
        );
    }
}

#[test]
fn the_fibonacci_numbers_lose_and_their_neighbours_win() {
    assert_eq!(FIBONACCI.len(), 92);
    for (i, &f) in FIBONACCI.iter().enumerate() {
        assert!(is_fibonacci(f) && (f < 2 || !first_player_wins(f)), "{f}");
        if i >= 3 {
            assert!(first_player_wins(f - 1) && first_player_wins(f + 1), "{f}");
            assert_eq!(winning_first_move(f + 1), Some(1));
        }
    }
    // HDU 2516's range: 44 Fibonacci numbers from 2 below 2^31, and the
    // 45th passes i32.
    let in_range = FIBONACCI
        .iter()
        .filter(|&&f| (2..1 << 31).contains(&f))
        .count();
    assert_eq!(in_range, 44);
    assert_eq!(FIBONACCI[45], 2_971_215_073);
}

proptest! {
    #[test]
    fn zeckendorf_sums_add_up_with_terms_apart(n in any_scale()) {
        let terms = zeckendorf(n);
        prop_assert_eq!(terms.iter().map(|&t| u128::from(t)).sum::<u128>(), u128::from(n));
        let index = |t: u64| FIBONACCI.iter().position(|&f| f == t).unwrap();
        for pair in terms.windows(2) {
            prop_assert!(index(pair[0]) >= index(pair[1]) + 2);
        }
        prop_assert_eq!(smallest_term(n), terms.last().copied());
        prop_assert_eq!(first_player_wins(n), n >= 2 && terms.len() > 1);
    }

    /// (a): after taking q(n), the other player's limit 2q is below the
    /// smallest term of what is left.
    #[test]
    fn taking_the_smallest_term_leaves_a_lost_position(n in 1..u64::MAX) {
        let q = smallest_term(n).unwrap();
        let rest = n - q;
        prop_assert!(rest == 0 || !mover_wins(rest, q.saturating_mul(2)));
        prop_assert!(smallest_term(rest).is_none_or(|r| u128::from(r) > 2 * u128::from(q)));
    }

    /// (b): any take below q(n) leaves a smallest term within twice it.
    #[test]
    fn a_smaller_take_leaves_a_won_position(n in 1..u64::MAX, pick in any::<u64>()) {
        let q = smallest_term(n).unwrap();
        prop_assume!(q > 1);
        let t = 1 + pick % (q - 1);
        let r = smallest_term(n - t).unwrap();
        prop_assert!(u128::from(r) <= 2 * u128::from(t), "n {} t {} q {} r {}", n, t, q, r);
    }
}
