//! Every closed form of game-core against the brute-force game tree of its
//! rules (`game_core::proof::rules` searched by `game_core::proof::solver`), exhaustively
//! over small positions.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::multisets;
use game_core::proof::rules::{Bash, Euclid, Poj1740, Wythoff};
use game_core::proof::solver::{solve, Solution};
use game_core::wythoff::{self, MoveKind};
use game_core::{bash, euclid, poj1740};
use std::sync::OnceLock;

/// Largest pile of the exhaustive Wythoff check.
const WYTHOFF_MAX: u64 = 200;

/// The game tree of every Wythoff position with piles ≤ [`WYTHOFF_MAX`],
/// searched once for all the tests that need it.
fn wythoff_tree() -> &'static Solution<(u64, u64)> {
    static TREE: OnceLock<Solution<(u64, u64)>> = OnceLock::new();
    TREE.get_or_init(|| solve(&Wythoff, [(WYTHOFF_MAX, WYTHOFF_MAX)]))
}

/// The winning moves from `(a, b)` as HDU 2177 prints them, derived from
/// the game tree: each move the solver finds winning is classified by the
/// pile(s) it takes from; the equal take comes first, then the moves from the
/// larger pile, then from the smaller (with equal piles, taking from either
/// is the same move, printed once). Each line is `(x, y)` with `x ≤ y`.
fn tree_moves(wins: &[&(u64, u64)], (a, b): (u64, u64)) -> Vec<(MoveKind, u64, u64)> {
    let mut lines = Vec::new();
    for &&(x, y) in wins {
        let kind = match (x < a, y < b) {
            (true, true) => MoveKind::Both,
            (true, false) if a >= b => MoveKind::Larger,
            (false, true) if b >= a => MoveKind::Larger,
            (true, false) | (false, true) => MoveKind::Smaller,
            (false, false) => panic!("a move from {a} {b} to {x} {y} takes nothing"),
        };
        lines.push((kind, x.min(y), x.max(y)));
    }
    let rank = |kind: MoveKind| match kind {
        MoveKind::Both => 0,
        MoveKind::Larger => 1,
        MoveKind::Smaller => 2,
    };
    lines.sort_by_key(|&(kind, x, y)| (rank(kind), x, y));
    lines.dedup();
    lines
}

#[test]
fn wythoff_every_position_and_every_winning_move() {
    let tree = wythoff_tree();
    // Every (a, b) with both ≤ WYTHOFF_MAX is reachable, and no more.
    assert_eq!(tree.len() as u64, (WYTHOFF_MAX + 1) * (WYTHOFF_MAX + 1));
    let mut losing = 0;
    let mut lines = 0;
    for a in 0..=WYTHOFF_MAX {
        for b in 0..=WYTHOFF_MAX {
            let lost = tree.is_losing(&(a, b));
            assert_eq!(wythoff::is_losing(a, b), lost, "{a} {b}");
            losing += u32::from(lost);
            let wins = tree.winning_moves(&(a, b)).unwrap();
            let expected = tree_moves(&wins, (a, b));
            let got: Vec<_> = wythoff::winning_moves(a, b)
                .iter()
                .map(|m| (m.kind, m.x, m.y))
                .collect();
            assert_eq!(got, expected, "winning moves from {a} {b}");
            lines += got.len();
        }
    }
    // (0, 0) and both orders of the pairs (a_k, b_k) with b_k ≤ 200.
    let pairs = (1..)
        .map(wythoff::p_position)
        .take_while(|&(_, b)| b <= u128::from(WYTHOFF_MAX))
        .count() as u32;
    assert_eq!(losing, 1 + 2 * pairs);
    assert!(pairs >= 70, "{pairs}");
    assert!(lines > 40_000, "{lines}");
}

#[test]
fn wythoff_partners_and_p_positions_match_the_tree() {
    let tree = wythoff_tree();
    for n in 0..=WYTHOFF_MAX {
        let partners: Vec<u64> = (0..=WYTHOFF_MAX)
            .filter(|&m| tree.is_losing(&(n, m)))
            .collect();
        let p = wythoff::partner(n);
        if p <= u128::from(WYTHOFF_MAX) {
            assert_eq!(partners, [p as u64], "partner of {n}");
        } else {
            assert!(partners.is_empty(), "partner of {n} is {p}");
        }
    }
    for k in 0..=WYTHOFF_MAX {
        let (a, b) = wythoff::p_position(k);
        assert_eq!(b - a, u128::from(k));
        if b <= u128::from(WYTHOFF_MAX) {
            assert!(tree.is_losing(&(a as u64, b as u64)), "P-position {k}");
        }
    }
}

#[test]
fn euclid_every_pair() {
    const MAX: u64 = 300;
    let tree = solve(
        &Euclid,
        (0..=MAX).flat_map(|a| (0..=MAX).map(move |b| (a, b))),
    );
    let mut wins = 0;
    for a in 0..=MAX {
        for b in 0..=MAX {
            let won = !tree.is_losing(&(a, b));
            assert_eq!(euclid::first_player_wins(a, b), won, "{a} {b}");
            // A judge's case has two positive numbers; a 0 is refused.
            let checked = euclid::checked_first_player_wins(a, b);
            if a == 0 || b == 0 {
                let refusal = format!("expected two positive numbers, found {a} {b}");
                assert_eq!(checked, Err(refusal));
            } else {
                assert_eq!(checked, Ok(won), "{a} {b}");
            }
            wins += u32::from(won);
        }
    }
    // Both outcomes occur often among positive pairs.
    assert!(wins > 40_000 && wins < 90_000, "{wins}");
}

#[test]
fn bash_every_target_and_step() {
    const MAX_N: u64 = 2000;
    const MAX_M: u64 = 20;
    let mut wins = 0;
    for m in 0..=MAX_M {
        let tree = solve(&Bash { m }, (0..=MAX_N).rev());
        for n in 0..=MAX_N {
            let won = !tree.is_losing(&n);
            assert_eq!(bash::first_player_wins(n, m), won, "n = {n}, m = {m}");
            let value = tree.grundy(&n).map(u64::from);
            assert_eq!(Some(bash::grundy(n, m)), value, "n = {n}, m = {m}");
            wins += u32::from(won);
        }
    }
    assert!(wins > 30_000, "{wins}");
    // m beyond every n: the first player reaches the target at once.
    let tree = solve(&Bash { m: u64::MAX }, [5]);
    assert!((1..=5).all(|n| !tree.is_losing(&n)));
    assert!(bash::first_player_wins(5, u64::MAX));
    assert_eq!(tree.grundy(&5), Some(5));
    assert_eq!(bash::grundy(5, u64::MAX), 5);
}

fn check_poj1740(piles: usize, max: u64) -> (usize, usize) {
    let starts = multisets(piles, 0, max);
    let tree = solve(&Poj1740, starts.iter().cloned());
    let mut losing = 0;
    for state in tree.states() {
        let lost = tree.is_losing(state);
        let mut copy = state.clone();
        assert_eq!(poj1740::first_player_wins(&mut copy), !lost, "{state:?}");
        // The order of the piles does not matter.
        let mut reversed: Vec<u64> = state.iter().rev().copied().collect();
        assert_eq!(poj1740::first_player_wins(&mut reversed), !lost);
        // Built pile by pile, as the judge binary reads them.
        let mut position = poj1740::Position::new();
        for &pile in state {
            position.add(pile);
        }
        assert_eq!(position.first_player_wins(), !lost, "{state:?}");
        losing += usize::from(lost);
    }
    (tree.len(), losing)
}

#[test]
fn poj1740_every_small_multiset() {
    // Up to 4 piles of ≤ 6 stones, up to 6 piles of ≤ 3, zeros included;
    // the tree also holds every position reachable from them.
    let mut explored = 0;
    for (piles, max) in [(1, 12), (2, 10), (3, 8), (4, 6), (5, 4), (6, 3)] {
        let (states, losing) = check_poj1740(piles, max);
        assert!(states >= multisets(piles, 0, max).len());
        assert!(losing > 0 && losing < states, "{piles} piles ≤ {max}");
        explored += states;
    }
    assert!(explored > 1000, "{explored}");
}
