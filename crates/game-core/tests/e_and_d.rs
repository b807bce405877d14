//! E&D (Luogu P2148): `e_and_d::grundy` against the game tree of its rule
//! (`game_core::proof::e_and_d`) on every small position of whole groups,
//! and the lemma of its proof at random `u64` piles (proptest).

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::{any_scale, multisets};
use game_core::e_and_d::grundy;
use game_core::proof::e_and_d::EAndD;
use game_core::proof::solver::solve;
use proptest::prelude::*;

/// Every sorted list of `count` groups (each smaller pile first) of piles
/// in `1..=max`.
fn positions(count: usize, max: u64) -> Vec<Vec<(u64, u64)>> {
    let pairs: Vec<(u64, u64)> = (1..=max)
        .flat_map(|a| (a..=max).map(move |b| (a, b)))
        .collect();
    multisets(count, 0, pairs.len() as u64 - 1)
        .into_iter()
        .map(|picks| picks.iter().map(|&i| pairs[i as usize]).collect())
        .collect()
}

#[test]
fn one_group_is_its_grundy_value_in_the_game_tree() {
    let starts = positions(1, 48);
    let tree = solve(&EAndD, starts.clone());
    for start in &starts {
        let (a, b) = start[0];
        let value = u64::from(tree.grundy(start).unwrap());
        assert_eq!(grundy(a, b), Ok(value), "({a}, {b})");
        assert_eq!(grundy(b, a), Ok(value), "({b}, {a})");
    }
}

#[test]
fn whole_positions_against_the_game_tree() {
    let mut starts = positions(2, 16);
    starts.extend(positions(3, 6));
    starts.extend(positions(4, 4));
    let tree = solve(&EAndD, starts.clone());
    for start in tree.states() {
        let xor = start.iter().fold(0, |x, &(a, b)| x ^ grundy(a, b).unwrap());
        assert_eq!(xor != 0, !tree.is_losing(start), "{start:?}");
    }
    assert!(tree.len() > 10_000, "{}", tree.len());
}

proptest! {
    /// The lemma: a pile p splits into pairs whose values are exactly the
    /// 1 bits of p − 1. Here: a random split's value is such a bit, and
    /// each bit has the split the proof names.
    #[test]
    fn a_split_value_is_a_bit_of_p_minus_1(p in 2..u64::MAX, pick in any::<u64>()) {
        let c = 1 + pick % (p - 1);
        let value = grundy(c, p - c).unwrap();
        prop_assert_eq!((p - 1) >> value & 1, 1);
    }

    #[test]
    fn every_bit_of_p_minus_1_is_a_split(p in 2..u64::MAX, pick in 0..64u32) {
        let bits: Vec<u32> = (0..64).filter(|j| (p - 1) >> j & 1 == 1).collect();
        let j = bits[pick as usize % bits.len()];
        // p − 1 = H·2^(j+1) + 2^j + L: x = H·2^(j+1) + 2^j − 1, y = L.
        let low = (p - 1) & ((1u64 << j) - 1);
        let x = (p - 1) - (1u64 << j) - low + ((1u64 << j) - 1);
        let y = low;
        prop_assert_eq!(x + y, p - 2);
        prop_assert_eq!(grundy(x + 1, y + 1), Ok(u64::from(j)));
    }

    #[test]
    fn the_value_is_symmetric_and_refuses_zero(a in any_scale(), b in any_scale()) {
        prop_assert_eq!(grundy(a, b).ok(), grundy(b, a).ok());
        prop_assert_eq!(grundy(a, b).is_err(), a == 0 || b == 0);
    }
}
