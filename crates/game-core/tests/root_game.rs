//! The game of roots (Codeforces 255E): `root_game::Runs` against the
//! move rule (`game_core::proof::root_game`): every pile up to 10^5 by the
//! mex definition, small positions of several piles by the game tree, and
//! the mex rule itself at every point where the options' interval crosses
//! a run boundary, and at random piles, up to 2^64 − 1.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::{any_scale, multisets};
use game_core::proof::root_game::{grundy_values, Roots};
use game_core::proof::solver::solve;
use game_core::root_game::{options, Runs};
use proptest::prelude::*;

#[test]
fn every_pile_up_to_10_5_by_the_definition() {
    let runs = Runs::new();
    let values = grundy_values(100_000);
    for (x, &value) in values.iter().enumerate() {
        assert_eq!(runs.grundy(x as u64), value, "pile {x}");
    }
}

#[test]
fn small_positions_against_the_game_tree() {
    let runs = Runs::new();
    let mut starts = multisets(2, 0, 120);
    starts.extend(multisets(3, 0, 40));
    starts.extend(multisets(4, 10, 20));
    let tree = solve(&Roots, starts.clone());
    for start in &starts {
        assert_eq!(
            runs.first_player_wins(start.iter().copied()),
            !tree.is_losing(start),
            "{start:?}"
        );
    }
}

/// The options of `x` by the inequalities themselves, found by bisection:
/// the least `y` with `x ≤ y⁴`, the greatest with `y² ≤ x` (and `y < x`).
fn window(x: u64) -> Option<(u64, u64)> {
    let least = |top: u128, ok: &dyn Fn(u128) -> bool| {
        let (mut lo, mut hi) = (0u128, top);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if ok(mid) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        lo
    };
    if x == 0 {
        return None; // y < 0
    }
    let x128 = u128::from(x);
    // 2^16 to the fourth and 2^32 squared pass every x; the bounds keep
    // the powers within u128.
    let lo = least(1 << 17, &|y| y * y * y * y >= x128);
    let hi = (least(1 << 33, &|y| y * y > x128) - 1).min(x128.saturating_sub(1));
    (lo <= hi).then_some((lo as u64, hi as u64))
}

/// The mex rule at `x`: its value is the mex of the values of its options
/// (all below `x`, so by induction their values are right), read from the
/// runs the options meet.
fn check_mex_rule(runs: &Runs, x: u64) {
    let mut seen = [false; 65];
    if let Some((lo, hi)) = window(x) {
        for run in runs.runs().iter().filter(|r| r.start <= hi && lo <= r.end) {
            seen[run.grundy as usize] = true;
        }
    }
    let mex = seen.iter().position(|&s| !s).unwrap() as u64;
    assert_eq!(runs.grundy(x), mex, "pile {x}");
    assert_eq!(options(x), window(x), "pile {x}");
}

#[test]
fn the_mex_rule_where_the_options_cross_a_run_boundary() {
    let runs = Runs::new();
    let mut points = vec![0u64, 1, 2, 3, 4, u64::MAX, u64::MAX - 1];
    for run in runs.runs() {
        for edge in [run.start, run.end] {
            let e = u128::from(edge);
            // Where ⌊√x⌋ reaches the edge, and ⌈x^(1/4)⌉ passes it.
            let fourth = (e * e).checked_mul(e * e).unwrap_or(u128::MAX - 2);
            for p in [e * e, fourth, e, e + 1, e.saturating_sub(1)] {
                for q in [p.saturating_sub(1), p, p + 1, p + 2] {
                    if let Ok(q) = u64::try_from(q) {
                        points.push(q);
                    }
                }
            }
        }
    }
    for x in points {
        check_mex_rule(&runs, x);
    }
}

proptest! {
    #[test]
    fn the_mex_rule_anywhere(x in any_scale()) {
        check_mex_rule(&Runs::new(), x);
    }
}
