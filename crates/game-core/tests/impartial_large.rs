//! The impartial-game family beyond the game trees' reach, against
//! independent exact methods: Lasker's Nim against the mex of its moves
//! (up to a few thousand) and against its own rule at any `u64`; the
//! multiplication game against an explicit search of the products it can
//! reach; misère Nim against the tree; Nim's winning moves against a count
//! over stored piles; staircase Nim against its gaps walked another way;
//! the tables against plain recomputations up to their limits, which are
//! refused beyond with an error, never a wrong value.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::any_scale;
use game_core::grundy::{self, Dag};
use game_core::proof::rules::MisereNim;
use game_core::proof::solver::solve;
use game_core::{bash, cutting, grid, lasker, multiplication, nim, staircase, subtraction};
use proptest::prelude::*;
use std::collections::HashSet;

/// The least natural number not in `values` (written here, not
/// `grundy::mex`).
fn plain_mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let values: Vec<u64> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if v < seen.len() as u64 {
            seen[v as usize] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap() as u64
}

// ---------------------------------------------------------------------------
// Lasker's Nim.

#[test]
fn lasker_is_the_mex_of_its_moves_up_to_3000() {
    const MAX: usize = 3000;
    let mut g = vec![0u64; MAX + 1];
    for x in 1..=MAX {
        let removals = g[..x].iter().copied();
        let splits = (1..=x / 2).map(|a| g[a] ^ g[x - a]);
        g[x] = plain_mex(removals.chain(splits));
        assert_eq!(lasker::grundy(x as u64), u128::from(g[x]), "{x}");
    }
}

/// Lasker's rule checked at `x` from the values of smaller heaps: every
/// value below `g(x)` is some smaller heap's or, for `x ≡ 3 (mod 4)`, the
/// split `1 + (x − 1)`'s; no smaller heap has `g(x)`; and neither do the
/// given splits. Each value `g(y)` is within 1 of `y`, so only heaps within
/// 1 of a value can have it.
fn check_lasker_at(x: u64, splits: &[u64]) {
    let g = lasker::grundy(x);
    let removal = |v: u128| {
        (v.saturating_sub(1)..=v + 1)
            .filter(|&y| y < u128::from(x))
            .any(|y| lasker::grundy(y as u64) == v)
    };
    let split = |a: u64| lasker::grundy(a) ^ lasker::grundy(x - a);
    let first_split = (x >= 2).then(|| split(1));
    for v in [
        0,
        1,
        2,
        3,
        g / 2,
        g.saturating_sub(3),
        g.saturating_sub(2),
        g.saturating_sub(1),
    ] {
        if v < g {
            let reached = removal(v) || first_split == Some(v);
            assert!(reached, "x = {x}: no move reaches value {v}");
        }
    }
    assert!(!removal(g), "x = {x}: a smaller heap has its value {g}");
    for &a in splits.iter().chain(&[1]) {
        if a >= 1 && a < x {
            assert_ne!(split(a), g, "x = {x} splits into {a} + {}", x - a);
        }
    }
}

#[test]
fn lasker_at_the_top_of_u64() {
    for d in 0..64 {
        let x = u64::MAX - d;
        check_lasker_at(x, &[1, 2, 3, 4, x / 2, x / 2 + 1, x - 1, x - 2, x - 3]);
    }
    assert_eq!(lasker::grundy(u64::MAX), 1 << 64);
    assert_eq!(lasker::grundy(u64::MAX - 3), u128::from(u64::MAX - 4));
    // HDU 3032's largest heap: 2^31 − 1 has value 2^31.
    assert_eq!(lasker::grundy((1 << 31) - 1), 1 << 31);
}

proptest! {
    #[test]
    fn lasker_obeys_its_rule_anywhere(x in any_scale(), a in any::<u64>(), b in 1..16u64) {
        let splits = [a % x.max(1), b, x.saturating_sub(b), x / 2, x / 2 + 1];
        check_lasker_at(x, &splits);
    }

    #[test]
    fn lasker_positions_are_xors(heaps in prop::collection::vec(any_scale(), 0..8)) {
        let xor = heaps.iter().fold(0u128, |x, &h| x ^ lasker::grundy(h));
        prop_assert_eq!(lasker::first_player_wins(heaps.iter().copied()), xor != 0);
        let mut position = lasker::Position::new();
        position.add(7);
        position.clear();
        for &h in &heaps {
            position.add(h);
        }
        prop_assert_eq!(position.first_player_wins(), xor != 0);
    }
}

// ---------------------------------------------------------------------------
// The multiplication game: an explicit search of the reachable products.

/// Whether Stan wins with target `n ≥ 2`, by searching every product
/// `p = 2^a·3^b·5^c·7^d < n` the game can reach (in `u128`: `9·p` passes
/// `u64` for large `n`), largest first: `p` wins if some factor reaches
/// `n` or leads to a losing product.
fn multiplication_by_search(n: u64) -> bool {
    let n = u128::from(n);
    let mut products = vec![1u128];
    let mut i = 0;
    while i < products.len() {
        let p = products[i];
        for f in [2, 3, 5, 7] {
            let q = p * f;
            // Each product once: extend only by primes at least its largest.
            let largest = [7u128, 5, 3, 2]
                .into_iter()
                .find(|&r| p % r == 0)
                .unwrap_or(2);
            if f >= largest && q < n {
                products.push(q);
            }
        }
        i += 1;
    }
    products.sort_unstable();
    let mut wins = vec![false; products.len()];
    for i in (0..products.len()).rev() {
        let p = products[i];
        wins[i] = (2..=9u128).any(|f| {
            let q = p * f;
            q >= n || !wins[products.binary_search(&q).unwrap()]
        });
    }
    wins[0]
}

#[test]
fn multiplication_at_every_interval_end() {
    // 9·18^(k−1) and 18^k, ± 1, as far as u64 goes, and the top of u64.
    let mut ends = vec![u64::MAX, u64::MAX - 1];
    let mut power = 1u64;
    while let Some(next) = power.checked_mul(18) {
        for end in [power * 9, next] {
            ends.extend([end - 1, end, end + 1]);
        }
        power = next;
    }
    for n in ends.into_iter().filter(|&n| n >= 2) {
        assert_eq!(
            multiplication::first_player_wins(n),
            Ok(multiplication_by_search(n)),
            "n = {n}"
        );
    }
    // The samples, and both sides of 2^32 (HDU 1517's n < 2^32 − 1).
    assert!(multiplication_by_search(34012226) && !multiplication_by_search(17));
    for n in [(1 << 32) - 2, 1 << 32, 3_779_136, 3_779_137] {
        assert_eq!(
            multiplication::first_player_wins(n),
            Ok(multiplication_by_search(n))
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn multiplication_matches_the_search(n in any_scale()) {
        let n = n.max(2);
        prop_assert_eq!(multiplication::first_player_wins(n), Ok(multiplication_by_search(n)));
    }
}

// ---------------------------------------------------------------------------
// Nim.

proptest! {
    #[test]
    fn misere_nim_matches_the_tree(piles in prop::collection::vec(0..6u64, 0..6)) {
        let tree = solve(&MisereNim, [Some(piles.clone())]);
        let wins = !tree.is_losing(&Some(piles.clone()));
        prop_assert_eq!(nim::misere_first_player_wins(piles.iter().copied()), wins);
    }

    #[test]
    fn nim_winning_moves_match_a_count_over_the_piles(
        piles in prop::collection::vec(prop_oneof![0..4u64, any_scale()], 0..12),
        copies in 1..4usize,
    ) {
        // Repeated piles, to count equal piles separately.
        let piles: Vec<u64> = piles.iter().flat_map(|&p| std::iter::repeat(p).take(copies)).collect();
        let xor = piles.iter().fold(0, |x, &p| x ^ p);
        // A winning move takes pile i to the XOR of the others, if smaller.
        let count = (0..piles.len())
            .filter(|&i| {
                let others = piles.iter().enumerate().filter(|&(j, _)| j != i);
                others.fold(0, |x, (_, &p)| x ^ p) < piles[i]
            })
            .count() as u64;
        prop_assert_eq!(nim::winning_moves(&piles), count);
        let mut counter = nim::MoveCounter::new();
        counter.add(u64::MAX);
        counter.clear();
        for &p in &piles {
            counter.add(p);
        }
        prop_assert_eq!(counter.winning_moves(), count);
        prop_assert_eq!(counter.first_player_wins(), xor != 0);
        prop_assert_eq!(nim::first_player_wins(piles.iter().copied()), xor != 0);
        let mut position = nim::Position::new();
        position.add(u64::MAX);
        position.clear();
        for &p in &piles {
            position.add(p);
        }
        prop_assert_eq!(position.first_player_wins(), xor != 0);
        prop_assert_eq!(position.misere_first_player_wins(), if piles.iter().all(|&p| p <= 1) {
            xor == 0
        } else {
            xor != 0
        });
    }
}

#[test]
fn nim_counts_many_piles_in_constant_memory() {
    // 10^6 piles of 2^63 + 1 and one of 1: the XOR is 1, and every pile
    // has bit 0.
    let mut counter = nim::MoveCounter::new();
    for _ in 0..1_000_000 {
        counter.add((1 << 63) + 1);
    }
    assert_eq!(counter.winning_moves(), 0);
    counter.add(1);
    assert_eq!(counter.winning_moves(), 1_000_001);
    counter.add(u64::MAX);
    // Bit 0 is now set in an even number of piles, bits 1..=63 in an odd
    // number: the XOR is 2^64 − 2, its highest bit 63, set in 10^6 + 1 piles.
    assert_eq!(counter.winning_moves(), 1_000_001);
}

// ---------------------------------------------------------------------------
// Who wins from every heap (CSES 1729).

/// `subtraction::winning_heaps` against the Grundy table of the same set
/// (a heap is won exactly when its value is not 0), at CSES 1729's sizes:
/// up to 100 moves, the table's whole range; and its limits.
#[test]
fn winning_heaps_are_the_nonzero_grundy_values() {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut below = |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let n = grundy::Subtraction::LIMIT;
    for round in 0..12 {
        // Few or many moves (the table's word of marks, or its mex), small
        // or spread out, with 1 or without.
        let k = [3, 20, 63, 64, 100, 100][round % 6];
        let top = if round < 6 { 300 } else { n };
        let mut moves: Vec<u64> = (0..k).map(|_| 1 + below(top)).collect();
        if round % 2 == 0 {
            moves.push(1);
        }
        let wins = subtraction::winning_heaps(&moves, n).unwrap();
        assert_eq!(wins.len() as u64, n + 1);
        let mut table = grundy::Subtraction::new(moves.iter().copied()).unwrap();
        for h in 0..=n {
            let won = table.grundy(h).unwrap() != 0;
            assert_eq!(wins.get(h), Some(won), "{moves:?}, {h}");
        }
    }
    // Every move odd: exactly the even heaps are lost, the most there can be
    // with a move of 1.
    let odd: Vec<u64> = (0..100).map(|i| 2 * i + 1).collect();
    let wins = subtraction::winning_heaps(&odd, 1_000_000).unwrap();
    assert!(wins.iter().enumerate().all(|(h, w)| w == (h % 2 == 1)));
    let ends = (wins.get(1_000_000), wins.get(1_000_001), wins.get(u64::MAX));
    assert_eq!(ends, (Some(false), None, None));
    // The limits.
    let limit = subtraction::HEAPS_LIMIT;
    assert_eq!(
        subtraction::winning_heaps(&[1], limit).unwrap().len() as u64,
        limit + 1
    );
    assert_eq!(
        subtraction::winning_heaps(&[1], limit + 1).unwrap_err(),
        "heap 10000001 is above this program's limit of 10000000"
    );
    assert!(subtraction::winning_heaps(&[2], u64::MAX).is_err());
    assert_eq!(
        subtraction::winning_heaps(&[3, 0, 3], 5).unwrap_err(),
        "0 is not a move: a move removes at least 1"
    );
    let many: Vec<u64> = (1..=1001).collect();
    assert!(subtraction::winning_heaps(&many, 5).is_err());
    assert_eq!(
        subtraction::winning_heaps(&many[..1000], 0)
            .unwrap()
            .iter()
            .collect::<Vec<_>>(),
        [false]
    );
    let none = subtraction::winning_heaps(&[], 3).unwrap();
    assert_eq!(none.iter().collect::<Vec<_>>(), [false; 4]);
    assert!(!none.is_empty());
}

// ---------------------------------------------------------------------------
// Staircase Nim.

/// Georgia and Bob by the staircase: walk from the rightmost piece to the
/// left, taking the empty cells between each piece and the next one on its
/// left (the board's edge for the last); the stairs at even distance from
/// the right are the Nim heaps.
fn staircase_by_stairs(cells: &[u64]) -> bool {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    sorted.push(0);
    let stairs = sorted.windows(2).map(|w| w[0] - w[1] - 1);
    stairs.step_by(2).fold(0, |x, s| x ^ s) != 0
}

proptest! {
    /// CSES 1099's stairs as Georgia and Bob's pieces: with n pieces, the
    /// empty cells left of piece j (the edge's right for the first) are
    /// stair n + 2 − j, since shifting piece j moves them on to the cells
    /// left of piece j + 1, stair n + 1 − j (the rightmost piece's to
    /// nowhere: stair 1, whose balls never move). `Stairs` fed p_1 … p_m
    /// must agree with `staircase::first_player_wins` on those m − 1 pieces.
    #[test]
    fn stairs_are_georgia_and_bob(stairs in prop::collection::vec(0..1u64 << 40, 1..40)) {
        let mut position = staircase::Stairs::new();
        for &balls in &stairs {
            position.add(balls);
        }
        let mut cells = Vec::new();
        let mut cell = 0;
        for &gap in stairs[1..].iter().rev() {
            cell += gap + 1;
            cells.push(cell);
        }
        prop_assert_eq!(staircase::first_player_wins(&mut cells), Ok(position.first_player_wins()));
        position.clear();
        prop_assert!(!position.first_player_wins());
    }

    #[test]
    fn staircase_matches_the_stairs(cells in prop::collection::hash_set(any_scale(), 0..40)) {
        let cells: Vec<u64> = cells.into_iter().map(|c| c.max(1)).collect::<HashSet<_>>().into_iter().collect();
        let expected = staircase_by_stairs(&cells);
        let mut copy = cells.clone();
        prop_assert_eq!(staircase::first_player_wins(&mut copy), Ok(expected));
        // Sorted, by counting up to 20 pieces and by a sort above.
        prop_assert!(copy.windows(2).all(|w| w[0] < w[1]));
        let mut position = staircase::Position::new();
        position.add(5).unwrap();
        position.clear();
        for &c in &cells {
            position.add(c).unwrap();
        }
        prop_assert_eq!(position.len(), cells.len());
        prop_assert_eq!(position.first_player_wins(), Ok(expected));
        // Asked again, after the sort: the same.
        prop_assert_eq!(position.first_player_wins(), Ok(expected));
    }

    #[test]
    fn staircase_refuses_a_shared_cell(cells in prop::collection::vec(1..50u64, 1..30), at in any::<prop::sample::Index>()) {
        let mut cells = cells;
        let twice = cells[at.index(cells.len())];
        cells.push(twice);
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        let shared = sorted.windows(2).find(|w| w[0] == w[1]).unwrap()[0];
        let mut copy = cells.clone();
        prop_assert_eq!(
            staircase::first_player_wins(&mut copy),
            Err(format!("two pieces on cell {shared}"))
        );
    }
}

#[test]
fn staircase_limits() {
    let mut position = staircase::Position::new();
    assert!(position.is_empty());
    assert_eq!(position.first_player_wins(), Ok(false));
    let zero = "a piece on cell 0: the cells are numbered from 1".to_string();
    assert_eq!(position.add(0), Err(zero.clone()));
    assert!(position.is_empty());
    for cell in 1..=staircase::MAX_PIECES as u64 {
        position.add(cell).unwrap();
    }
    assert!(!position.is_empty());
    assert_eq!(position.len(), staircase::MAX_PIECES);
    assert_eq!(
        position.add(u64::MAX),
        Err("more than 1000000 pieces: above this program's limit of 1000000".to_string())
    );
    // Packed from cell 1: no move.
    assert_eq!(position.first_player_wins(), Ok(false));
    let mut far = [u64::MAX, 1];
    assert_eq!(staircase::first_player_wins(&mut far), Ok(true));
    let mut far = [u64::MAX, u64::MAX - 1];
    assert_eq!(staircase::first_player_wins(&mut far), Ok(false));
    assert_eq!(staircase::first_player_wins(&mut [3, 0]), Err(zero));
}

// ---------------------------------------------------------------------------
// Subtraction games: rules checked locally, tables recomputed.

proptest! {
    #[test]
    fn powers_of_two_obey_their_rule_anywhere(n in any_scale()) {
        let wins = subtraction::powers_of_two_first_player_wins(n);
        let reach = subtraction::powers_of_two(n)
            .into_iter()
            .any(|p| !subtraction::powers_of_two_first_player_wins(n - p));
        prop_assert_eq!(wins, reach);
    }

    #[test]
    fn kiki_obeys_its_rule_anywhere(n in any_scale(), m in any_scale()) {
        let (n, m) = (n.max(1), m.max(1));
        let wins = grid::first_player_wins(n, m).unwrap();
        let moves = [(n - 1, m), (n, m - 1), (n - 1, m - 1)];
        let reach = moves
            .into_iter()
            .filter(|&(a, b)| a >= 1 && b >= 1)
            .any(|(a, b)| !grid::first_player_wins(a, b).unwrap());
        prop_assert_eq!(wins, reach);
    }

    #[test]
    fn winning_raises_anywhere(m in any_scale(), n in any_scale(), pick in any::<u64>()) {
        let (m, n) = (m.max(1), n.max(1));
        // A raise wins if it reaches m, or leaves the opponent a lost Bash.
        let wins = |r: u64| r >= m || !bash::first_player_wins(m - r, n);
        match bash::winning_raises(m, n) {
            Ok(raises) => {
                if !raises.is_empty() {
                    let (&lo, &hi) = (raises.start(), raises.end());
                    prop_assert!(1 <= lo && hi <= n);
                    for r in [lo, hi, lo + pick % (hi - lo + 1)] {
                        prop_assert!(wins(r), "{}", r);
                    }
                    for r in [Some(lo - 1), hi.checked_add(1)].into_iter().flatten() {
                        prop_assert!(r < 1 || r > n || !wins(r), "{}", r);
                    }
                }
                let r = 1 + pick % n;
                prop_assert_eq!(raises.contains(&r), wins(r), "{}", r);
            }
            Err(e) => {
                prop_assert!(n >= m && n - m >= bash::RAISES_LIMIT, "{}", e);
            }
        }
    }
}

#[test]
fn winning_raises_limits() {
    let limit = bash::RAISES_LIMIT;
    assert_eq!(bash::winning_raises(1, limit), Ok(1..=limit));
    assert!(bash::winning_raises(1, limit + 1).is_err());
    assert!(bash::winning_raises(0, 1).is_err() && bash::winning_raises(1, 0).is_err());
    assert_eq!(
        bash::winning_raises(u64::MAX, u64::MAX),
        Ok(u64::MAX..=u64::MAX)
    );
}

/// `SG(0..=max)` of the subtraction game with moves `moves`, by the
/// definition and a hash set.
fn subtraction_by_definition(moves: &[u64], max: usize) -> Vec<u64> {
    let mut g = vec![0u64; max + 1];
    for x in 1..=max {
        let options = moves
            .iter()
            .filter(|&&s| s as usize <= x)
            .map(|&s| g[x - s as usize]);
        g[x] = plain_mex(options);
    }
    g
}

#[test]
fn fibonacci_up_to_the_limit_has_no_period() {
    let limit = grundy::Subtraction::LIMIT;
    let moves = subtraction::fibonacci_numbers(limit);
    assert_eq!(moves.len(), 24);
    assert_eq!(*moves.last().unwrap(), 75025);
    let expected = subtraction_by_definition(&moves, limit as usize);
    let mut fib = subtraction::Fibonacci::new();
    let values: Vec<u64> = (0..=limit).map(|h| fib.grundy(h).unwrap()).collect();
    assert_eq!(values, expected);
    // New values keep appearing: the module doc's figures.
    assert_eq!(values.iter().position(|&v| v == 13), Some(12_071));
    assert_eq!(values.iter().position(|&v| v == 14), Some(48_652));
    assert_eq!(values.iter().max(), Some(&14));
    assert_eq!(grundy::period(&values, 75025), None);
    assert_eq!(
        fib.grundy(limit + 1),
        Err("heap 100001 is above this program's limit of 100000".to_string())
    );
    assert!(fib.first_player_wins([1, limit + 1, 1]).is_err());
}

#[test]
fn subtraction_tables_up_to_the_limit() {
    let limit = grundy::Subtraction::LIMIT;
    // HDU 1536's largest sets (k = 100, moves ≤ 10 000), and a few others.
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        1 + state % n
    };
    let sets: Vec<Vec<u64>> = vec![
        (0..100).map(|_| next(10_000)).collect(),
        (0..100).map(|_| next(60)).collect(),
        vec![1, 2, 4, 8, 16, 32, 64],
        vec![99_999, 100_000, 100_001],
        // Values up to 63 marked in one word, and sets too big for it
        // (values up to 64 and 100).
        (1..=63).collect(),
        (1..=64).collect(),
        (1..=100).collect(),
    ];
    for moves in sets {
        let mut table = grundy::Subtraction::new(moves.iter().copied()).unwrap();
        let expected = subtraction_by_definition(&moves, limit as usize);
        for (h, &value) in expected.iter().enumerate().rev().step_by(7) {
            assert_eq!(table.grundy(h as u64), Ok(value), "heap {h}");
        }
        for (h, &value) in expected.iter().enumerate() {
            assert_eq!(table.grundy(h as u64), Ok(value), "heap {h}");
        }
        assert!(table.grundy(limit + 1).is_err());
    }
}

#[test]
fn subtraction_sets_read_one_move_at_a_time() {
    // HDU 1536 reads a set move by move: `add_move` must build the set `new`
    // builds, forget the values computed for the smaller set, and refuse
    // what `new` refuses.
    let mut table = grundy::Subtraction::default();
    for m in [7, 3, 7, 10, 3, 1] {
        table.add_move(m).unwrap();
    }
    assert_eq!(table.moves(), [1, 3, 7, 10]);
    let expected = subtraction_by_definition(&[1, 3, 7, 10], 500);
    assert_eq!(table.grundy(500), Ok(expected[500]));
    table.add_move(2).unwrap();
    let expected = subtraction_by_definition(&[1, 2, 3, 7, 10], 500);
    for (h, &value) in expected.iter().enumerate() {
        assert_eq!(table.grundy(h as u64), Ok(value), "heap {h}");
    }
    assert_eq!(
        table.add_move(0),
        Err("0 is not a move: a move removes at least 1".to_string())
    );
    assert_eq!(table.moves(), [1, 2, 3, 7, 10]);

    let limit = grundy::Subtraction::MOVES_LIMIT as u64;
    let mut full = grundy::Subtraction::default();
    for m in (1..=limit).rev() {
        full.add_move(m).unwrap();
    }
    assert_eq!(
        full.moves(),
        grundy::Subtraction::new(1..=limit).unwrap().moves()
    );
    assert_eq!(full.add_move(limit), Ok(()), "a repeat is not a new move");
    assert_eq!(
        full.add_move(limit + 1),
        Err("more than 1000 distinct moves: above this program's limit of 1000".to_string())
    );
    assert_eq!(full.moves().len(), grundy::Subtraction::MOVES_LIMIT);
}

#[test]
// The recurrence reads other cells by index.
#[allow(clippy::needless_range_loop)]
fn cutting_table_up_to_the_limit() {
    // Every W×H up to the limit, by the module doc's recurrence on a plain
    // square table, every cut (no mirror skipped).
    let limit = cutting::LIMIT as usize;
    let mut g = vec![vec![0u64; limit + 1]; limit + 1];
    for w in 2..=limit {
        for h in 2..=limit {
            let across_w = (2..=w.saturating_sub(2)).map(|i| g[i][h] ^ g[w - i][h]);
            let across_h = (2..=h.saturating_sub(2)).map(|j| g[w][j] ^ g[w][h - j]);
            g[w][h] = plain_mex(across_w.chain(across_h));
        }
    }
    let mut table = cutting::Table::new();
    // Asked large first, then the rest.
    assert_eq!(table.grundy(limit as u64, 2), Ok(g[limit][2]));
    for w in 2..=limit {
        for h in 2..=limit {
            assert_eq!(table.grundy(w as u64, h as u64), Ok(g[w][h]), "{w}×{h}");
            assert_eq!(
                table.first_player_wins(w as u64, h as u64),
                Ok(g[w][h] != 0)
            );
        }
    }
    // Beyond the limit: an error naming it, also for a table already built.
    let over = cutting::LIMIT + 1;
    for (w, h) in [(over, 2), (2, over), (over, over), (u64::MAX, 5)] {
        assert_eq!(
            table.first_player_wins(w, h),
            Err(format!(
                "side {} is above this program's limit of 400",
                w.max(h)
            ))
        );
        assert!(cutting::Table::new().grundy(w, h).is_err());
    }
    // A side of 1 needs no table; 0 is no sheet; Grundy values need 2×2.
    assert_eq!(table.first_player_wins(1, u64::MAX), Ok(true));
    assert_eq!(table.first_player_wins(u64::MAX, 1), Ok(true));
    assert_eq!(table.first_player_wins(1, 1), Ok(false));
    assert!(table.first_player_wins(0, 1).is_err() && table.first_player_wins(2, 0).is_err());
    assert!(
        table.grundy(1, 3).is_err() && table.grundy(3, 1).is_err() && table.grundy(0, 0).is_err()
    );
}

// ---------------------------------------------------------------------------
// DAGs: large random graphs against a plain computation.

#[test]
fn large_random_dags() {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let mut dag = Dag::new();
    for (n, edges) in [(1000usize, 50_000usize), (1000, 499_500), (20_000, 100_000)] {
        // A random order; edges go forward in it; vertices named by it.
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, next(i as u64 + 1) as usize);
        }
        let mut out = vec![Vec::new(); n];
        if edges == n * (n - 1) / 2 {
            // The complete DAG: values 0..n − 1.
            for i in 0..n {
                out[order[i]].extend(order[i + 1..].iter().copied());
            }
        } else {
            for _ in 0..edges {
                let (a, b) = (next(n as u64) as usize, next(n as u64) as usize);
                if a != b {
                    out[order[a.min(b)]].push(order[a.max(b)]);
                }
            }
        }
        // Plain: in reverse order, every out-neighbour is done.
        let mut g = vec![0u64; n];
        for &v in order.iter().rev() {
            g[v] = plain_mex(out[v].iter().map(|&t| g[t]));
        }
        dag.clear();
        for targets in &out {
            dag.add_vertex().unwrap();
            for &t in targets {
                dag.add_edge(t as u64).unwrap();
            }
        }
        for (v, &value) in g.iter().enumerate() {
            assert_eq!(dag.grundy(v as u64), Ok(value), "vertex {v}");
        }
        if edges == n * (n - 1) / 2 {
            assert_eq!(dag.grundy(order[0] as u64), Ok(n as u64 - 1));
        }
        // An edge back along an edge makes a cycle, wherever it is.
        let (u, v) = order
            .iter()
            .find_map(|&u| out[u].first().map(|&v| (u, v)))
            .unwrap();
        let mut with_cycle = Dag::new();
        for (w, targets) in out.iter().enumerate() {
            with_cycle.add_vertex().unwrap();
            for &t in targets {
                with_cycle.add_edge(t as u64).unwrap();
            }
            if w == v {
                with_cycle.add_edge(u as u64).unwrap();
            }
        }
        let err = with_cycle.grundy(0).unwrap_err();
        assert!(
            err.starts_with("the edges form a cycle through vertex"),
            "{err}"
        );
        assert!(with_cycle.grundy(1).is_err());
    }
}

#[test]
fn a_dag_refuses_vertices_and_edges_beyond_its_limits() {
    let mut dag = Dag::new();
    for _ in 0..Dag::MAX_VERTICES {
        dag.add_vertex().unwrap();
    }
    assert_eq!(
        dag.add_vertex(),
        Err("more than 1000000 vertices: above this program's limit of 1000000".to_string())
    );
    dag.clear();
    dag.add_vertex().unwrap();
    for _ in 0..Dag::MAX_EDGES {
        dag.add_edge(0).unwrap();
    }
    assert_eq!(
        dag.add_edge(0),
        Err("more than 4000000 edges: above this program's limit of 4000000".to_string())
    );
}
