//! Moore's Nim-k and Luogu P2490's strip: `nim_k::is_losing` against the
//! game tree of Nim-k (`game_core::proof::nim_k::NimK`) on every small
//! position, and `nim_k::strip_winning_layouts` against the partizan
//! minimax of the strip itself (`game_core::proof::nim_k::Strip`: white
//! moves right, black left, 1 to d of one's own pieces, no jumping) on
//! every layout of every strip up to 16 cells, every even number of pieces
//! and every d: so the reduction to Nim-k is checked, not assumed.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::multisets;
use game_core::nim_k::{is_losing, losing_counts, strip_winning_layouts, MODULUS};
use game_core::proof::nim_k::{layouts, NimK, Strip};
use game_core::proof::partizan::{self, Player};
use game_core::proof::solver::solve;
use proptest::prelude::*;

#[test]
fn nim_k_against_the_game_tree() {
    for k in 1..=4 {
        let mut starts = multisets(3, 0, 7);
        starts.extend(multisets(4, 0, 4));
        starts.extend(multisets(5, 0, 2));
        let tree = solve(&NimK { k }, starts.clone());
        for heaps in tree.states() {
            assert_eq!(
                is_losing(heaps, k as u64),
                tree.is_losing(heaps),
                "k = {k}: {heaps:?}"
            );
        }
    }
}

/// The gaps inside the pairs (white, black) of a layout, left to right.
fn gaps(strip: &[u8]) -> Vec<u64> {
    let pieces: Vec<usize> = (0..strip.len()).filter(|&i| strip[i] != b'.').collect();
    pieces.chunks(2).map(|p| (p[1] - p[0] - 1) as u64).collect()
}

#[test]
fn every_strip_up_to_16_cells_against_the_board_game() {
    let mut checked = 0;
    for cells in 0..=16usize {
        for pieces in (0..=cells).step_by(2) {
            let all = layouts(cells, pieces);
            // d beyond the pieces of one colour allows the same moves.
            for d in 1..=pieces.max(1) + 1 {
                let solved = partizan::solve(&Strip { d }, all.clone());
                let mut won = 0;
                for strip in &all {
                    let a_wins = solved.wins(strip, Player::Left).unwrap();
                    // Partizan in name only: whoever moves first, the same.
                    let b_wins = solved.wins(strip, Player::Right).unwrap();
                    assert_eq!(a_wins, b_wins, "{}", String::from_utf8_lossy(strip));
                    // Each layout is Nim-d on its gaps.
                    let lost = is_losing(&gaps(strip), d as u64);
                    assert_eq!(a_wins, !lost, "d = {d}: {}", String::from_utf8_lossy(strip));
                    won += u64::from(a_wins);
                }
                let (n, k, d) = (cells as u64, pieces as u64, d as u64);
                assert_eq!(
                    strip_winning_layouts(n, k, d),
                    Ok(won % MODULUS),
                    "{n} {k} {d}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 200, "{checked}");
}

#[test]
fn the_statement_examples() {
    assert_eq!(strip_winning_layouts(10, 4, 2), Ok(182));
    // From the statement's notes: n = 12 and 13, k = 8, d = 2.
    assert_eq!(strip_winning_layouts(12, 8, 2), Ok(405));
    assert_eq!(strip_winning_layouts(13, 8, 2), Ok(1101));
}

/// C(a, b) mod MODULUS by Pascal's triangle, for the counts below.
fn choose(a: usize, b: usize) -> u64 {
    let mut row = vec![1u64];
    for _ in 0..a {
        let mut next = vec![1u64; row.len() + 1];
        for i in 1..row.len() {
            next[i] = (row[i - 1] + row[i]) % MODULUS;
        }
        row = next;
    }
    row.get(b).copied().unwrap_or(0)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// The count as its definition: the layouts less the losing ones, the
    /// losing gaps counted by brute force over every tuple of gaps.
    #[test]
    fn the_count_against_losing_gap_tuples(pairs in 1..=3usize, free in 0..=24usize, d in 1..=4u64) {
        let (n, k) = (2 * pairs + free, 2 * pairs);
        let mut lost = 0u64;
        for tuple in 0..(free as u64 + 1).pow(pairs as u32) {
            let gaps: Vec<u64> = (0..pairs).map(|i| tuple / (free as u64 + 1).pow(i as u32) % (free as u64 + 1)).collect();
            let sum = gaps.iter().sum::<u64>() as usize;
            if sum <= free && is_losing(&gaps, d) {
                lost = (lost + choose(free - sum + pairs, pairs)) % MODULUS;
            }
        }
        let expected = (choose(n, k) + MODULUS - lost) % MODULUS;
        prop_assert_eq!(strip_winning_layouts(n as u64, k as u64, d), Ok(expected));
    }

    #[test]
    fn losing_counts_of_two_heaps_are_nim_pairs(sum in 0..200usize) {
        // Nim (k = 1) with two heaps: (a, a), one for each even sum.
        let counts = losing_counts(2, 1, sum);
        prop_assert_eq!(counts[sum], u64::from(sum % 2 == 0));
    }
}

#[test]
fn bad_inputs_are_refused() {
    assert!(strip_winning_layouts(10, 3, 1).is_err());
    assert!(strip_winning_layouts(3, 4, 1).is_err());
    assert!(strip_winning_layouts(10, 4, 0).is_err());
    assert!(strip_winning_layouts(u64::MAX, 4, 1).is_err());
    assert!(strip_winning_layouts(1000, 202, 1).is_err());
}
