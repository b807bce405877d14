//! The O(1) closed forms over the whole `u64` range, against independent
//! exact methods: the mex construction of Wythoff's pairs for the first
//! million, Zeckendorf representations beyond, a division-based recursion
//! for Euclid, a walk over the losing states for Bash, and a count of equal
//! piles for POJ 1740.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::any_scale;
use game_core::wythoff::{self, MoveKind};
use game_core::{bash, euclid, poj1740};
use proptest::prelude::*;
use std::collections::HashMap;

// ---------------------------------------------------------------------------
// Wythoff: the mex construction.

/// How many pairs the mex construction builds.
const MEX_PAIRS: usize = 1_000_000;

/// The first `count` losing pairs, built greedily: `a_k` is the smallest
/// number in no earlier pair, `b_k = a_k + k`.
fn mex_pairs(count: usize) -> Vec<(u64, u64)> {
    let mut used = vec![false; 3 * count];
    let mut pairs = Vec::with_capacity(count);
    let mut a = 0;
    for k in 0..count {
        while used[a] {
            a += 1;
        }
        let b = a + k;
        used[a] = true;
        used[b] = true;
        pairs.push((a as u64, b as u64));
    }
    pairs
}

#[test]
fn the_first_million_pairs_are_the_mex_construction() {
    let pairs = mex_pairs(MEX_PAIRS);
    let mut partner_of = vec![u64::MAX; pairs.last().unwrap().1 as usize + 1];
    for (k, &(a, b)) in pairs.iter().enumerate() {
        let k = k as u64;
        assert_eq!(wythoff::p_position(k), (a.into(), b.into()), "k = {k}");
        assert!(wythoff::is_losing(a, b) && wythoff::is_losing(b, a));
        assert_eq!(wythoff::floor_div_phi(b), a, "⌊b_k/φ⌋ = a_k");
        partner_of[a as usize] = b;
        partner_of[b as usize] = a;
    }
    // Below the last a_k every number is in a pair; its partner is known.
    let last_a = pairs.last().unwrap().0;
    for n in 0..=last_a {
        let p = partner_of[n as usize];
        assert_eq!(wythoff::partner(n), u128::from(p), "partner of {n}");
        if n > 0 {
            assert!(!wythoff::is_losing(n, p + 1) && !wythoff::is_losing(n, p - 1));
        }
    }
}

// ---------------------------------------------------------------------------
// Wythoff: Zeckendorf representations.

/// The Fibonacci numbers 1, 2, 3, 5, 8, … (F_2, F_3, …) below 2^100.
fn fibonacci() -> Vec<u128> {
    let mut fib = vec![1u128, 2];
    while *fib.last().unwrap() < 1 << 100 {
        let next = fib[fib.len() - 1] + fib[fib.len() - 2];
        fib.push(next);
    }
    fib
}

/// The Zeckendorf representation of `n ≥ 1`: the indices into [`fibonacci`]
/// of its terms, largest first (no two consecutive).
fn zeckendorf(mut n: u128, fib: &[u128]) -> Vec<usize> {
    let mut terms = Vec::new();
    for i in (0..fib.len()).rev() {
        if fib[i] <= n {
            n -= fib[i];
            terms.push(i);
        }
    }
    assert_eq!(n, 0);
    terms
}

/// The number whose Zeckendorf terms are those of `n` moved `up` places up
/// (or down, if negative): the Fibonacci shift.
fn shift(n: u128, up: isize, fib: &[u128]) -> u128 {
    zeckendorf(n, fib)
        .into_iter()
        .map(|i| fib[(i as isize + up) as usize])
        .sum()
}

/// Whether `n ≥ 1` is some `a_k` (a lower Wythoff number): its Zeckendorf
/// representation ends in an even number of zeros.
fn is_lower(n: u128, fib: &[u128]) -> bool {
    zeckendorf(n, fib).last().unwrap() % 2 == 0
}

/// The pair's other pile by the Fibonacci shift: `b_k` is `a_k` shifted
/// up, `a_k` is `b_k` shifted down.
fn zeckendorf_partner(n: u64, fib: &[u128]) -> u128 {
    match n {
        0 => 0,
        n if is_lower(n.into(), fib) => shift(n.into(), 1, fib),
        n => shift(n.into(), -1, fib),
    }
}

/// `a_k` by Zeckendorf: `shift(k)`, less one when `k` is itself a lower
/// number; checked against the defining property (a lower number whose
/// shift exceeds it by `k`), so the identity need not be trusted.
fn zeckendorf_a(k: u64, fib: &[u128]) -> u128 {
    if k == 0 {
        return 0;
    }
    let k = u128::from(k);
    let a = shift(k, 1, fib) - u128::from(is_lower(k, fib));
    assert!(
        is_lower(a, fib) && shift(a, 1, fib) - a == k,
        "a_{k} = {a}?"
    );
    a
}

/// Whether `(x, y)` is a losing pair, by Zeckendorf.
fn zeckendorf_losing(x: u64, y: u64, fib: &[u128]) -> bool {
    zeckendorf_partner(x, fib) == u128::from(y)
}

/// `⌊x/φ⌋` by its definition, `t ≤ x/φ < t + 1`, i.e. `t² + t·x ≤ x²` and
/// `(t + 1)² + (t + 1)·x > x²` (an overflow means "more than x²").
fn check_floor_div_phi(x: u64) {
    let t = u128::from(wythoff::floor_div_phi(x));
    let x = u128::from(x);
    let square = x * x;
    let at_most = |t: u128| t.checked_mul(t + x).is_some_and(|p| p <= square);
    assert!(at_most(t), "{t} > {x}/φ");
    assert!(!at_most(t + 1), "{t} + 1 ≤ {x}/φ");
}

/// The winning moves from `(a, b)`: each legal and to a losing pair (by
/// Zeckendorf), and one of each kind that exists by the pairs' definitions.
fn check_moves(a: u64, b: u64, fib: &[u128]) {
    let (lo, hi) = (a.min(b), a.max(b));
    let losing = zeckendorf_losing(lo, hi, fib);
    assert_eq!(wythoff::is_losing(a, b), losing, "{a} {b}");
    let moves = wythoff::winning_moves(a, b);
    let mut kinds = Vec::new();
    for m in moves.iter() {
        assert!(
            m.x <= m.y && zeckendorf_losing(m.x, m.y, fib),
            "{a} {b} → {m:?}"
        );
        let legal = match m.kind {
            MoveKind::Both => m.y - m.x == hi - lo && m.x < lo,
            MoveKind::Larger => (m.x == lo && m.y < hi) || (m.y == lo && m.x < hi),
            MoveKind::Smaller => m.y == hi && m.x < lo,
        };
        assert!(legal, "{a} {b} → {m:?}");
        kinds.push(m.kind);
    }
    let mut expected = Vec::new();
    if !losing {
        if zeckendorf_a(hi - lo, fib) < u128::from(lo) {
            expected.push(MoveKind::Both);
        }
        if zeckendorf_partner(lo, fib) < u128::from(hi) {
            expected.push(MoveKind::Larger);
        }
        if lo < hi && zeckendorf_partner(hi, fib) < u128::from(lo) {
            expected.push(MoveKind::Smaller);
        }
        assert!(!expected.is_empty(), "{a} {b} is winning but has no move");
    }
    assert_eq!(kinds, expected, "{a} {b}");
}

/// Everything about pile `n`: its partner, the pair `k = n`, `⌊n/φ⌋`, and
/// the moves from positions next to its pair.
fn check_pile(n: u64, fib: &[u128]) {
    check_floor_div_phi(n);
    let p = zeckendorf_partner(n, fib);
    assert_eq!(wythoff::partner(n), p, "partner of {n}");
    let a = zeckendorf_a(n, fib);
    assert_eq!(wythoff::p_position(n), (a, a + u128::from(n)), "pair {n}");
    if let Ok(p) = u64::try_from(p) {
        check_moves(n, p, fib);
        check_moves(p, n, fib);
        for (x, y) in [(Some(n), p.checked_add(1)), (n.checked_add(1), Some(p))] {
            if let (Some(x), Some(y)) = (x, y) {
                check_moves(x, y, fib);
            }
        }
        check_moves(n, p.saturating_sub(1), fib);
    }
    check_moves(n, n, fib);
    check_moves(n.saturating_sub(1), n, fib);
}

/// Numbers where floating point fails: Fibonacci numbers (where `k·φ` is
/// closest to an integer) and their neighbours, and the top of `u64`.
fn hard_numbers(fib: &[u128]) -> Vec<u64> {
    let mut hard = Vec::new();
    for &f in fib {
        for d in -3i128..=3 {
            if let Ok(n) = u64::try_from(f as i128 + d) {
                hard.push(n);
            }
        }
        // a_k − 1, a_k, a_k + 1 for k Fibonacci: the pairs next to a trap.
        if let Ok(k) = u64::try_from(f) {
            let a = zeckendorf_a(k, fib);
            hard.extend((a.saturating_sub(1)..=a + 1).filter_map(|a| u64::try_from(a).ok()));
        }
    }
    hard.extend((0..16).map(|d| u64::MAX - d));
    hard.extend([
        u64::MAX / 2,
        1 << 63,
        (1 << 63) - 1,
        11400714819323198485,
        11400714819323198486,
    ]);
    hard
}

#[test]
fn wythoff_at_fibonacci_numbers_and_the_top_of_u64() {
    let fib = fibonacci();
    let hard = hard_numbers(&fib);
    assert!(hard.len() > 500);
    for &n in &hard {
        check_pile(n, &fib);
    }
    // Pairs of hard numbers, in both orders.
    for &x in hard.iter().step_by(7) {
        for &y in hard.iter().step_by(5) {
            check_moves(x, y, &fib);
        }
    }
    // Fixed values, worked out by hand from 2^64/φ = 11400714819323198485.95…
    assert_eq!(wythoff::floor_div_phi(u64::MAX), 11400714819323198485);
    assert!(!wythoff::is_losing(u64::MAX, u64::MAX));
    let top = wythoff::winning_moves(u64::MAX, u64::MAX);
    assert_eq!((top[0].kind, top[0].x, top[0].y), (MoveKind::Both, 0, 0));
}

#[test]
fn zeckendorf_helpers_know_the_first_pairs() {
    let fib = fibonacci();
    let pairs: Vec<(u64, u128)> = (0..7).map(|n| (n, zeckendorf_partner(n, &fib))).collect();
    assert_eq!(
        pairs,
        [(0, 0), (1, 2), (2, 1), (3, 5), (4, 7), (5, 3), (6, 10)]
    );
    let firsts: Vec<u128> = (0..7).map(|k| zeckendorf_a(k, &fib)).collect();
    assert_eq!(firsts, [0, 1, 3, 4, 6, 8, 9]);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn wythoff_matches_zeckendorf_anywhere(n in any_scale(), m in any_scale()) {
        let fib = fibonacci();
        check_pile(n, &fib);
        check_moves(n, m, &fib);
    }

    #[test]
    fn wythoff_losing_pairs_anywhere(k in any_scale()) {
        let fib = fibonacci();
        let a = zeckendorf_a(k, &fib);
        if let (Ok(a), Ok(b)) = (u64::try_from(a), u64::try_from(a + u128::from(k))) {
            prop_assert!(wythoff::is_losing(a, b) && wythoff::is_losing(b, a));
            prop_assert!(wythoff::winning_moves(b, a).is_empty());
            check_moves(a, b, &fib);
        }
    }
}

// ---------------------------------------------------------------------------
// Euclid: division-based recursion.

/// Who wins Euclid's game, by the textbook recursion on `b = q·a + r`: a
/// free choice (`q ≥ 2`) or a finishing move (`r = 0`) wins, otherwise the
/// only move is to `(r, a)`.
fn euclid_by_division(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    if a == 0 {
        return false;
    }
    b % a == 0 || b / a >= 2 || !euclid_by_division(b % a, a)
}

#[test]
fn euclid_at_fibonacci_pairs_and_the_top_of_u64() {
    let fib: Vec<u64> = fibonacci()
        .into_iter()
        .filter_map(|f| u64::try_from(f).ok())
        .collect();
    let mut checked = 0;
    for pair in fib.windows(2) {
        for da in [0, 1, 2] {
            for db in [0, 1, 2] {
                let (a, b) = (pair[0].saturating_sub(da), pair[1].saturating_sub(db));
                assert_eq!(
                    euclid::first_player_wins(a, b),
                    euclid_by_division(a, b),
                    "{a} {b}"
                );
                assert_eq!(euclid::first_player_wins(b, a), euclid_by_division(a, b));
                checked += 1;
            }
        }
    }
    assert!(checked > 700);
    // Consecutive Fibonacci numbers: every move is forced down to (1, 2),
    // which wins (2 = 2·1).
    assert!(euclid::first_player_wins(1, 2));
    assert!(!euclid::first_player_wins(2, 3));
    assert!(euclid::first_player_wins(3, 5));
    for (a, b) in [
        (u64::MAX, u64::MAX),
        (u64::MAX - 1, u64::MAX),
        (1, u64::MAX),
        (u64::MAX / 2 + 1, u64::MAX),
    ] {
        assert_eq!(
            euclid::first_player_wins(a, b),
            euclid_by_division(a, b),
            "{a} {b}"
        );
    }
    // (2^63, 2^64 − 1) → (2^63 − 1, 2^63) → (1, 2^63 − 1), which wins.
    assert!(euclid::first_player_wins(u64::MAX / 2 + 1, u64::MAX));
    assert!(!euclid::first_player_wins(0, u64::MAX) && !euclid::first_player_wins(u64::MAX, 0));
}

proptest! {
    #[test]
    fn euclid_matches_the_division_recursion(a in any_scale(), b in any_scale()) {
        prop_assert_eq!(euclid::first_player_wins(a, b), euclid_by_division(a, b));
        prop_assert_eq!(euclid::first_player_wins(b, a), euclid_by_division(a, b));
    }

    #[test]
    fn euclid_near_multiples(a in 1..u64::MAX / 4, q in 1..4u64, r in 0..3u64) {
        let b = (a * q).saturating_add(r);
        prop_assert_eq!(euclid::first_player_wins(a, b), euclid_by_division(a, b));
    }
}

// ---------------------------------------------------------------------------
// Bash: the losing states, walked range by range.

/// Who wins the Bash game by walking the losing states: 0 is losing (the
/// target is reached); the states `L + 1 ..= L + m` all reach the losing
/// state `L`, and `L + m + 1` reaches only those, so it is the next losing
/// state. Steps: `n / (m + 1)`.
fn bash_by_walking(n: u64, m: u64) -> bool {
    if m == 0 {
        return false;
    }
    let mut losing = 0u64;
    while let Some(next) = losing.checked_add(m).and_then(|x| x.checked_add(1)) {
        if next > n {
            break;
        }
        losing = next;
    }
    n != losing
}

proptest! {
    #[test]
    fn bash_matches_the_walk(m in any_scale(), n in any::<u64>(), steps in 0..2000u64) {
        // Any m, and an n at most `steps` periods away.
        let n = n % (m.saturating_add(1).saturating_mul(steps).saturating_add(1));
        prop_assert_eq!(bash::first_player_wins(n, m), bash_by_walking(n, m), "n = {}, m = {}", n, m);
    }

    #[test]
    fn bash_obeys_its_rule_locally_anywhere(n in any_scale(), m in 0..64u64) {
        // The mover wins iff some move (to a state m or fewer below, at
        // least 0) reaches a losing state: by induction on n, a closed form
        // that obeys this everywhere is right everywhere.
        let wins = bash::first_player_wins(n, m);
        let reach = (n.saturating_sub(m)..n).any(|r| !bash::first_player_wins(r, m));
        prop_assert_eq!(wins, n > 0 && m > 0 && reach);
    }
}

#[test]
fn bash_at_the_top_of_u64() {
    // Where the walk is short (m + 1 near or past n), and m + 1 overflows.
    for (n, m) in [
        (u64::MAX, u64::MAX),
        (u64::MAX, u64::MAX - 1),
        (u64::MAX - 1, u64::MAX - 1),
        (0, u64::MAX),
        (u64::MAX, u64::MAX / 2),
        (u64::MAX, u64::MAX / 3),
        (u64::MAX, u64::MAX / 3 - 1),
    ] {
        assert_eq!(
            bash::first_player_wins(n, m),
            bash_by_walking(n, m),
            "n = {n}, m = {m}"
        );
    }
    // 2^64 − 1 is odd: with steps 1..=1 the first player takes the last.
    assert!(bash::first_player_wins(u64::MAX, 1));
    assert!(!bash::first_player_wins(u64::MAX - 1, 1));
    // 2^64 − 1 = 3·5·17·257·641·65537·6700417.
    assert!(!bash::first_player_wins(u64::MAX, 2));
    assert!(!bash::first_player_wins(u64::MAX, 6700416));
    assert!(bash::first_player_wins(u64::MAX, 6));
}

// ---------------------------------------------------------------------------
// POJ 1740: count the equal piles.

/// The mover loses iff the non-empty piles pair up: every size is there an
/// even number of times.
fn poj1740_by_counting(piles: &[u64]) -> bool {
    let mut count = HashMap::new();
    for &p in piles.iter().filter(|&&p| p > 0) {
        *count.entry(p).or_insert(0u32) += 1;
    }
    count.values().any(|c| c % 2 == 1)
}

/// Piles that pair up (or nearly): a list twice, shuffled, with zeros, and
/// sometimes one pile changed.
fn paired_piles() -> impl Strategy<Value = Vec<u64>> {
    (
        prop::collection::vec(any_scale(), 0..6),
        0..3usize,
        prop::option::of((any::<prop::sample::Index>(), any_scale())),
        any::<u64>(),
    )
        .prop_map(|(half, zeros, change, seed)| {
            let mut piles: Vec<u64> = half.iter().chain(&half).copied().collect();
            piles.extend(std::iter::repeat(0).take(zeros));
            if let (Some((at, value)), false) = (change, piles.is_empty()) {
                let i = at.index(piles.len());
                piles[i] = value;
            }
            // A deterministic shuffle.
            let mut s = seed | 1;
            for i in (1..piles.len()).rev() {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                piles.swap(i, (s % (i as u64 + 1)) as usize);
            }
            piles
        })
}

proptest! {
    #[test]
    fn poj1740_matches_the_count(piles in prop_oneof![
        prop::collection::vec(prop_oneof![0..4u64, any_scale()], 0..12),
        paired_piles(),
    ]) {
        let expected = poj1740_by_counting(&piles);
        let mut copy = piles.clone();
        prop_assert_eq!(poj1740::first_player_wins(&mut copy), expected, "{:?}", piles);
        let mut sorted = piles.clone();
        sorted.sort_unstable();
        copy.sort_unstable();
        prop_assert_eq!(copy, sorted, "only reordered");
        // Pile by pile, in a position that held other piles before.
        let mut position = poj1740::Position::new();
        for pile in piles.iter().rev() {
            position.add(pile ^ 1);
        }
        position.clear();
        for &pile in &piles {
            position.add(pile);
        }
        prop_assert_eq!(position.first_player_wins(), expected, "{:?}", piles);
    }
}
