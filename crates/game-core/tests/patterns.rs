//! The Sprague–Grundy patterns of the named games against their game trees
//! (`game_core::proof::patterns`, the rules as the statements give them),
//! on every small position: ABC 206 F's intervals (`intervals`), CF 1194D's
//! {1, 2, k} and ABC 297 G's L..=R (`subtraction`), AGC 002 E's Candy Piles
//! (`young`, under misère play: the last candy loses), CF 768E's piles
//! without repeated amounts (`no_repeat`) and ABC 368 F's divisors
//! (`divisors`). Then the closed forms at large values, against local
//! checks of their rules.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::{any_scale, multisets};
use game_core::divisors::{prime_factor_counts, Dividing as Omega};
use game_core::intervals::Intervals;
use game_core::no_repeat;
use game_core::proof::misere;
use game_core::proof::patterns::{
    CandyPiles, Dividing, IntervalPicking, NoRepeat, OneTwoK, TakeBetween,
};
use game_core::proof::solver::solve;
use game_core::subtraction::{one_two_k_first_player_wins, Between};
use game_core::young;
use proptest::prelude::*;

/// A small deterministic generator (xorshift64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// The theory's value of a list of intervals.
fn intervals_grundy(game: &mut Intervals, list: &[(u64, u64)]) -> u64 {
    game.begin(list.len() as u64).unwrap();
    for &(l, r) in list {
        game.push(l, r).unwrap();
    }
    game.grundy()
}

#[test]
fn intervals_match_the_game_tree() {
    let mut game = Intervals::new();
    let mut compared = 0;
    // Every multiset of up to 4 intervals with ends in 1..=6 (repeats
    // included).
    let all: Vec<(u64, u64)> = (1..=6)
        .flat_map(|l| (l + 1..=6).map(move |r| (l, r)))
        .collect();
    for count in 0..=4 {
        for picks in multisets(count, 0, all.len() as u64 - 1) {
            let list: Vec<(u64, u64)> = picks.iter().map(|&i| all[i as usize]).collect();
            let tree = solve(
                &IntervalPicking {
                    intervals: list.clone(),
                },
                [0],
            );
            assert_eq!(
                u64::from(tree.grundy(&0).unwrap()),
                intervals_grundy(&mut game, &list),
                "{list:?}"
            );
            compared += 1;
        }
    }
    assert_eq!(compared, 1 + 15 + 120 + 680 + 3060);
    // 400 random lists of up to 12 intervals on 1..=20, some repeated.
    let mut rng = Rng(0x2061);
    for _ in 0..400 {
        let n = 1 + rng.below(12) as usize;
        let mut list = Vec::new();
        while list.len() < n {
            if !list.is_empty() && rng.below(6) == 0 {
                list.push(list[rng.below(list.len() as u64) as usize]);
                continue;
            }
            let l = 1 + rng.below(19);
            let r = l + 1 + rng.below(20 - l);
            list.push((l, r));
        }
        let tree = solve(
            &IntervalPicking {
                intervals: list.clone(),
            },
            [0],
        );
        assert_eq!(
            u64::from(tree.grundy(&0).unwrap()),
            intervals_grundy(&mut game, &list),
            "{list:?}"
        );
    }
}

#[test]
fn one_two_k_matches_the_game_tree() {
    for k in 1..=150 {
        let tree = solve(&OneTwoK { k }, [600]);
        for n in 0..=600 {
            assert_eq!(
                one_two_k_first_player_wins(n, k).unwrap(),
                !tree.is_losing(&n),
                "n = {n}, k = {k}"
            );
        }
    }
    for k in [297, 298, 299, 300, 999, 1000, 1001, 1002] {
        let tree = solve(&OneTwoK { k }, [3500]);
        for n in 0..=3500 {
            assert_eq!(
                one_two_k_first_player_wins(n, k).unwrap(),
                !tree.is_losing(&n)
            );
        }
    }
}

#[test]
fn between_matches_the_game_tree() {
    // Every 1 ≤ L ≤ 14, L ≤ R ≤ 14 (and three L > R), one pile up to 300.
    let pairs = (1..=14u64).flat_map(|lo| (lo..=14).map(move |hi| (lo, hi)));
    for (lo, hi) in pairs.chain([(2, 1), (5, 3), (14, 13)]) {
        let game = Between::new(lo, hi).unwrap();
        let tree = solve(&TakeBetween { lo, hi }, (0..=300).map(|x| vec![x]));
        for x in 0..=300 {
            assert_eq!(
                u64::from(tree.grundy(&vec![x]).unwrap()),
                game.grundy(x),
                "L = {lo}, R = {hi}, x = {x}"
            );
        }
    }
    // Sums: every multiset of three piles up to 12, for a few L, R.
    for (lo, hi) in [(1, 2), (2, 3), (2, 5), (3, 3), (3, 7)] {
        let starts = multisets(3, 0, 12);
        let tree = solve(&TakeBetween { lo, hi }, starts.clone());
        for piles in starts {
            let mut game = Between::new(lo, hi).unwrap();
            piles.iter().for_each(|&p| game.add(p));
            assert_eq!(
                game.first_player_wins(),
                !tree.is_losing(&piles),
                "{piles:?}"
            );
        }
    }
}

#[test]
fn candy_piles_match_the_misere_game_tree() {
    let sizes = [(1, 80), (2, 40), (3, 20), (4, 12), (5, 9), (6, 7), (7, 6)];
    let starts: Vec<Vec<u64>> = sizes
        .iter()
        .flat_map(|&(count, max)| multisets(count, 1, max))
        .collect();
    let tree = misere::solve(&CandyPiles, starts.clone());
    for piles in &starts {
        let wins = young::first_player_wins(piles).unwrap();
        assert_eq!(wins, !tree.is_losing(piles), "{piles:?}");
    }
    // Every state the tree reached too (the non-empty ones).
    for piles in tree.states().iter().filter(|p| !p.is_empty()) {
        let wins = young::first_player_wins(piles).unwrap();
        assert_eq!(wins, !tree.is_losing(piles), "{piles:?}");
    }
}

/// The walk on the Young diagram of `piles`, cell by cell: the corner's
/// outcome, a step off the diagram losing (the diagram model, without the
/// diagonal lemma).
fn walk_wins(piles: &[u64]) -> bool {
    let mut columns = piles.to_vec();
    columns.sort_unstable_by(|a, b| b.cmp(a));
    let cell = |x: usize, y: u64| x < columns.len() && y < columns[x];
    let height = columns[0] as usize;
    // wins[x][y] for the cell (x, y), 0-based; from the top right down.
    let mut wins = vec![vec![false; height + 1]; columns.len() + 1];
    for x in (0..columns.len()).rev() {
        for y in (0..columns[x] as usize).rev() {
            let right = cell(x + 1, y as u64) && !wins[x + 1][y];
            let up = cell(x, y as u64 + 1) && !wins[x][y + 1];
            wins[x][y] = right || up;
        }
    }
    wins[0][0]
}

#[test]
fn candy_piles_match_the_walk_on_large_diagrams() {
    let mut rng = Rng(0xa9c2);
    for _ in 0..3000 {
        let n = 1 + rng.below(30) as usize;
        let max = 1 + rng.below(300);
        let piles: Vec<u64> = (0..n).map(|_| 1 + rng.below(max)).collect();
        let wins = young::first_player_wins(&piles).unwrap();
        assert_eq!(wins, walk_wins(&piles), "{piles:?}");
    }
}

#[test]
fn no_repeat_matches_the_game_tree_for_every_pile_up_to_60() {
    // Each pile on its own: its whole tree, every taken set in the state.
    for s in 0..=no_repeat::LIMIT {
        let start = NoRepeat::start(&[s]);
        let tree = solve(&NoRepeat, [start.clone()]);
        assert_eq!(
            u64::from(tree.grundy(&start).unwrap()),
            no_repeat::grundy(s).unwrap(),
            "s = {s}"
        );
    }
    // Sums of fresh piles: who wins is the XOR of the values.
    let sizes = [(2, 18), (3, 10), (4, 6)];
    let starts: Vec<Vec<(u64, u64)>> = sizes
        .iter()
        .flat_map(|&(count, max)| multisets(count, 0, max))
        .map(|piles| NoRepeat::start(&piles))
        .collect();
    let tree = solve(&NoRepeat, starts.clone());
    for start in starts {
        let mut position = no_repeat::Position::new();
        for &(s, _) in &start {
            position.add(s).unwrap();
        }
        assert_eq!(
            position.first_player_wins(),
            !tree.is_losing(&start),
            "{start:?}"
        );
    }
}

#[test]
fn dividing_matches_the_game_tree() {
    let mut omega = Omega::new();
    // One number up to 3000: its value.
    let tree = solve(&Dividing, (1..=3000).map(|a| vec![a]));
    for a in 1..=3000 {
        assert_eq!(
            u64::from(tree.grundy(&vec![a]).unwrap()),
            omega.grundy(a).unwrap(),
            "{a}"
        );
    }
    // Sums: who wins.
    let starts: Vec<Vec<u64>> = [(2, 60), (3, 30), (4, 16)]
        .iter()
        .flat_map(|&(count, max)| multisets(count, 1, max))
        .collect();
    let tree = solve(&Dividing, starts.clone());
    for numbers in starts {
        let mut game = Omega::new();
        numbers.iter().for_each(|&a| game.add(a).unwrap());
        assert_eq!(
            game.first_player_wins(),
            !tree.is_losing(&numbers),
            "{numbers:?}"
        );
    }
    // The table beyond: Ω by trial division, on 2000 numbers up to 10^7.
    let table = prime_factor_counts(1 << 16);
    let mut rng = Rng(0x368f);
    for _ in 0..2000 {
        let a = 1 + rng.below(Omega::LIMIT);
        let (mut n, mut count, mut d) = (a, 0, 2);
        while d * d <= n {
            while n % d == 0 {
                n /= d;
                count += 1;
            }
            d += 1;
        }
        count += u64::from(n > 1);
        assert_eq!(omega.grundy(a).unwrap(), count, "{a}");
        if a < 1 << 16 {
            assert_eq!(u64::from(table[a as usize]), count);
        }
    }
}

proptest! {
    /// Anywhere in `u64`: a cell wins exactly when a move of 1, 2 or k
    /// reaches a losing cell.
    #[test]
    fn one_two_k_obeys_its_rule_anywhere(n in any_scale(), k in any_scale()) {
        let k = k.max(1);
        let wins = |m: u64| one_two_k_first_player_wins(m, k).unwrap();
        let reach = [1, 2, k].iter().filter(|&&d| d <= n).any(|&d| !wins(n - d));
        prop_assert_eq!(wins(n), reach);
    }

    /// Anywhere in `u64` with at most 2000 moves: the value of a heap is
    /// the mex of the values its moves reach.
    #[test]
    fn between_is_the_mex_of_its_moves(x in any_scale(), lo in any_scale(), width in 0..2000u64) {
        let lo = lo.max(1);
        let hi = lo.saturating_add(width);
        let game = Between::new(lo, hi).unwrap();
        let mut seen = vec![false; 2002];
        for take in lo..=hi.min(x) {
            if let Some(s) = seen.get_mut(game.grundy(x - take) as usize) {
                *s = true;
            }
        }
        let mex = seen.iter().position(|&s| !s).unwrap() as u64;
        prop_assert_eq!(game.grundy(x), mex);
    }
}
