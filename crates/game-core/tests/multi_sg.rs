//! Split games (Multi-SG): HDU 5795's closed form, Lieges of Legendre's
//! recursion and 江南乐's table by blocks, against the normal-play game
//! trees of their rules (`game_core::proof::splits` searched by
//! `game_core::proof::solver`) on every small position; against the
//! Multi-SG table of their rules (`multi_sg::grundy_table`, the definition
//! without shortcuts) far beyond; and at random large values, the claims
//! their proofs rest on (proptest).

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::{any_scale, multisets};
use game_core::multi_sg::{self, grundy_table, split_three_grundy, Emit};
use game_core::proof::solver::{solve, Game};
use game_core::proof::splits::{Jiangnan, Legendre, SplitThree};
use game_core::{jiangnan, legendre};
use proptest::prelude::*;

/// Starts of heaps from `min` up: every multiset of `count` heaps up to
/// `max`, for each `(count, max)`.
fn starts(min: u64, sizes: &[(usize, u64)]) -> Vec<Vec<u64>> {
    sizes
        .iter()
        .flat_map(|&(count, max)| multisets(count, min, max))
        .collect()
}

/// Checks that the tree's value of every position it holds is the XOR of
/// `value` over its heaps, and returns the number of positions.
fn tree_is_the_xor<G>(game: &G, starts: Vec<Vec<u64>>, value: impl Fn(u64) -> u64) -> usize
where
    G: Game<State = Vec<u64>>,
{
    let tree = solve(game, starts);
    for heaps in tree.states() {
        let xor = heaps.iter().fold(0, |x, &h| x ^ value(h));
        assert_eq!(u64::from(tree.grundy(heaps).unwrap()), xor, "{heaps:?}");
    }
    tree.len()
}

/// HDU 5795's rule as options: take any number, or split in three.
fn split_three_options(x: usize, emit: &mut Emit<'_>) {
    (0..x).for_each(|y| emit(&[(y, 1)]));
    for a in 1..=x / 3 {
        for b in a..=(x - a) / 2 {
            emit(&[(a, 1), (b, 1), (x - a - b, 1)]);
        }
    }
}

#[test]
fn split_three_every_small_position() {
    let mut heaps: Vec<Vec<u64>> = (1..=26).map(|n| vec![n]).collect();
    heaps.extend(starts(1, &[(2, 16), (3, 10), (4, 7), (6, 3)]));
    let positions = tree_is_the_xor(&SplitThree, heaps, |h| split_three_grundy(h) as u64);
    assert!(positions > 20_000, "{positions}");
    // The position type, on the samples and across a swapped pair.
    let wins = |heaps: &[u64]| {
        let mut position = multi_sg::SplitThree::new();
        heaps.iter().for_each(|&h| position.add(h));
        position.first_player_wins()
    };
    assert!(!wins(&[4, 4]) && wins(&[1, 2, 4]));
    assert!(wins(&[1, 2, 4, 7]) && !wins(&[1, 2, 4, 8]));
    assert!(wins(&[3, 4, 7]) && !wins(&[3, 4, 8]));
}

#[test]
fn split_three_table_up_to_1000() {
    let table = grundy_table(1000, split_three_options).unwrap();
    for (x, &value) in table.iter().enumerate() {
        assert_eq!(u128::from(value), split_three_grundy(x as u64), "{x}");
    }
}

/// A heap size from every scale, at least 1 and at most a third of `u64`,
/// so that three of them add up without overflow.
fn third() -> impl Strategy<Value = u64> {
    prop_oneof![1..200u64, any_scale().prop_map(|x| x / 3 + 1)]
}

proptest! {
    // The proof's claim (a): no split of x is worth SG(x); and (b): for
    // x ≡ 7 (mod 8), 1 + 2 + (x − 3) is worth x.
    #[test]
    fn split_three_no_split_is_worth_the_heap(a in third(), b in third(), c in third()) {
        let split = split_three_grundy(a) ^ split_three_grundy(b) ^ split_three_grundy(c);
        prop_assert_ne!(split, split_three_grundy(a + b + c));
        let x = (a + b + c) | 7;
        let three = 1 ^ 2 ^ split_three_grundy(x - 3);
        prop_assert_eq!(three, u128::from(x));
    }
}

/// Lieges of Legendre's rule as options, for `k` piles a split makes.
fn legendre_options(k: u64) -> impl FnMut(usize, &mut Emit<'_>) {
    move |x, emit| {
        if x > 0 {
            emit(&[(x - 1, 1)]);
        }
        if x > 0 && x % 2 == 0 {
            emit(&[(x / 2, k)]);
        }
    }
}

#[test]
fn legendre_every_small_position() {
    // A split makes k piles: the trees grow fast with k and the piles.
    let sizes = [
        (0, 200, 60, 24),
        (1, 200, 60, 24),
        (2, 24, 10, 5),
        (3, 14, 8, 4),
        (4, 12, 6, 3),
        (5, 8, 6, 3),
        (6, 7, 6, 4),
        (7, 6, 4, 2),
        (10, 6, 4, 2),
        (11, 6, 4, 2),
    ];
    for (k, single, pair, triple) in sizes {
        let mut piles: Vec<Vec<u64>> = (1..=single).map(|a| vec![a]).collect();
        piles.extend(starts(1, &[(2, pair), (3, triple)]));
        let positions = tree_is_the_xor(&Legendre { k }, piles, |a| legendre::grundy(a, k));
        assert!(positions > 1000, "k = {k}: {positions}");
    }
    // Codeforces 603C's samples: k = 1, 3 4 → Kevin; k = 2, 3 → Nicky.
    let mut position = legendre::Position::new(1);
    [3, 4].iter().for_each(|&a| position.add(a));
    assert!(position.first_player_wins());
    let mut position = legendre::Position::new(2);
    position.add(3);
    assert!(!position.first_player_wins());
}

#[test]
fn legendre_table_up_to_100_000_for_many_k() {
    let ks = (0..=12).chain([999_999_999, 1_000_000_000, u64::MAX - 1, u64::MAX]);
    for k in ks {
        let table = grundy_table(100_000, legendre_options(k)).unwrap();
        for (a, &value) in table.iter().enumerate() {
            assert_eq!(legendre::grundy(a as u64, k), value, "a = {a}, k = {k}");
        }
    }
}

proptest! {
    // The values satisfy the rule's equation at every scale of pile and k:
    // SG(a) = mex{SG(a − 1), the split (even a)}, a split worth SG(a/2)
    // for odd k and 0 for even k.
    #[test]
    fn legendre_values_satisfy_the_rule(a in any_scale(), k in any_scale()) {
        prop_assume!(a > 0);
        let g = |a| legendre::grundy(a, k);
        let mut options = vec![g(a - 1)];
        if a % 2 == 0 {
            options.push(if k % 2 == 1 { g(a / 2) } else { 0 });
        }
        let mex = (0..).find(|v| !options.contains(v)).unwrap();
        prop_assert_eq!(g(a), mex);
    }
}

/// 江南乐's rule as options, straight from the definition: every `M` from
/// 2 to `x`, for piles of at least `f`.
fn jiangnan_options(f: u64) -> impl FnMut(usize, &mut Emit<'_>) {
    move |x, emit| {
        if (x as u64) < f {
            return;
        }
        for m in 2..=x {
            let (q, r) = (x / m, x % m);
            emit(&[(q + 1, r as u64), (q, (m - r) as u64)]);
        }
    }
}

#[test]
fn jiangnan_every_small_position() {
    // F = 1 lets every pile of 2 or more split (F = 0 is the same game).
    for f in 1..=8 {
        let mut piles: Vec<Vec<u64>> = (1..=32).map(|x| vec![x]).collect();
        piles.extend(starts(1, &[(2, 18), (3, 11), (4, 7)]));
        let mut table = jiangnan::Table::new(f);
        let values: Vec<u64> = (0..=32).map(|x| table.grundy(x).unwrap()).collect();
        let positions = tree_is_the_xor(&Jiangnan { f }, piles, |x| values[x as usize]);
        assert!(positions > 10_000, "F = {f}: {positions}");
    }
}

#[test]
fn jiangnan_blocks_against_every_m_up_to_3000() {
    for f in [0, 1, 2, 3, 4, 5, 8, 13, 100, 1000, 2999, 3000, 3001] {
        let expected = grundy_table(3000, jiangnan_options(f)).unwrap();
        let mut table = jiangnan::Table::new(f);
        for (x, &value) in expected.iter().enumerate() {
            assert_eq!(table.grundy(x as u64), Ok(value), "F = {f}, x = {x}");
        }
    }
}

#[test]
fn jiangnan_at_the_limit_and_the_traps() {
    // The sample: F = 3, games 1 1, 1 2, 1 3, 1 5 → 0 0 1 1.
    let mut table = jiangnan::Table::new(3);
    let answers: Vec<bool> = [1, 2, 3, 5]
        .iter()
        .map(|&x| table.first_player_wins([x]).unwrap())
        .collect();
    assert_eq!(answers, [false, false, true, true]);
    // F = 1: a pile of 1 cannot split; SG(13) = 4 (not 3, as a published
    // solution has it), so the game 13 7 is won.
    let mut table = jiangnan::Table::new(1);
    assert_eq!(table.grundy(1), Ok(0));
    assert_eq!((table.grundy(13), table.grundy(7)), (Ok(4), Ok(3)));
    assert_eq!(table.first_player_wins([13, 7]), Ok(true));
    // The whole table, and the blocks against every M at the top, each
    // split's parts valued by the table itself.
    let values: Vec<u64> = (0..=100_000).map(|x| table.grundy(x).unwrap()).collect();
    for x in 99_900..=100_000u64 {
        let mut options = Vec::new();
        for m in 2..=x {
            let (q, r) = (x / m, x % m);
            let part = |p: u64, count: u64| (count % 2) * values[p as usize];
            options.push(part(q + 1, r) ^ part(q, m - r));
        }
        options.sort_unstable();
        options.dedup();
        let mex = options.iter().enumerate().find(|&(i, &v)| i as u64 != v);
        let mex = mex.map_or(options.len() as u64, |(i, _)| i as u64);
        assert_eq!(table.grundy(x), Ok(mex), "{x}");
    }
    assert!(table.grundy(100_001).is_err());
}
