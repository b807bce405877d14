//! The impartial-game family (Nim and its variants, subtraction games,
//! Lasker's Nim, staircase Nim, the multiplication game, the Cutting Game,
//! kiki's grid, tokens on a DAG) against the brute-force game trees of their
//! rules (`game_core::proof::rules` searched by `game_core::proof::solver`), exhaustively
//! over small positions. Where the theory gives Grundy values, the tree's
//! values are compared, not only who wins.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::{multisets, Rng};
use game_core::grundy::{self, Dag, Period};
use game_core::proof::rules::{
    Bash, Cutting, DagTokens, Fibonacci, GeorgiaBob, Kiki, Lasker, MisereNim, Multiplication, Nim,
    PowersOfTwo, Stairs, Subtraction,
};
use game_core::proof::solver::solve;
use game_core::{bash, cutting, grid, lasker, multiplication, nim, staircase, subtraction};

/// Every sorted set of `count` distinct numbers from `min..=max`.
fn sets(count: usize, min: u64, max: u64) -> Vec<Vec<u64>> {
    multisets(count, min, max)
        .into_iter()
        .filter(|v| v.windows(2).all(|w| w[0] < w[1]))
        .collect()
}

/// The piles of Nim's exhaustive checks: up to 4 piles of ≤ 7, 2 of ≤ 20,
/// 6 of ≤ 2, zeros included (the trees also hold every order of them).
fn nim_starts() -> Vec<Vec<u64>> {
    let mut starts = Vec::new();
    for (piles, max) in [(0, 0), (1, 30), (2, 20), (3, 12), (4, 7), (5, 3), (6, 2)] {
        starts.extend(multisets(piles, 0, max));
    }
    starts
}

#[test]
fn nim_every_small_position_and_its_winning_moves() {
    // The piles keep their order, so each (pile, amount) is its own move.
    let tree = solve(&Nim, nim_starts());
    let (mut losing, mut moves) = (0, 0);
    for piles in tree.states() {
        let lost = tree.is_losing(piles);
        let grundy = u64::from(tree.grundy(piles).unwrap());
        assert_eq!(grundy::nim_sum(piles.iter().copied()), grundy, "{piles:?}");
        assert_eq!(nim::first_player_wins(piles.iter().copied()), !lost);
        let wins = tree.winning_moves(piles).unwrap().len() as u64;
        assert_eq!(nim::winning_moves(piles), wins, "{piles:?}");
        let (mut position, mut counter) = (nim::Position::new(), nim::MoveCounter::new());
        for &pile in piles {
            position.add(pile);
            counter.add(pile);
        }
        assert_eq!(position.first_player_wins(), !lost, "{piles:?}");
        assert_eq!(counter.first_player_wins(), !lost, "{piles:?}");
        assert_eq!(counter.winning_moves(), wins, "{piles:?}");
        losing += usize::from(lost);
        moves += wins;
    }
    assert!(tree.len() > 8000, "{}", tree.len());
    assert!(losing > 500 && moves > 10_000, "{losing} {moves}");
    // POJ 2975's note: 3 3 1 has three winning moves.
    assert_eq!(tree.winning_moves(&vec![3, 3, 1]).unwrap().len(), 3);
}

#[test]
fn misere_nim_every_small_position() {
    let tree = solve(&MisereNim, nim_starts().into_iter().map(Some));
    let mut losing = 0;
    for state in tree.states() {
        let Some(piles) = state else { continue };
        let lost = tree.is_losing(state);
        assert_eq!(
            nim::misere_first_player_wins(piles.iter().copied()),
            !lost,
            "{piles:?}"
        );
        let mut position = nim::Position::new();
        for &pile in piles {
            position.add(pile);
        }
        assert_eq!(position.misere_first_player_wins(), !lost, "{piles:?}");
        losing += usize::from(lost);
    }
    assert!(losing > 500, "{losing}");
    // No stones: the other player took the last one, so the player to move
    // has won; one stone: the player to move must take it and loses.
    assert!(!tree.is_losing(&Some(vec![])) && !tree.is_losing(&Some(vec![0, 0])));
    assert!(tree.is_losing(&Some(vec![1])) && tree.is_losing(&Some(vec![0, 1, 1, 1])));
}

#[test]
fn lasker_every_small_position() {
    // One heap up to 26 (the tree holds every multiset of heaps summing to
    // at most 26), and up to 4 heaps of at most 6.
    let mut starts: Vec<Vec<u64>> = (1..=26).map(|h| vec![h]).collect();
    for heaps in 2..=4 {
        starts.extend(multisets(heaps, 1, 6));
    }
    let tree = solve(&Lasker, starts);
    assert!(tree.len() > 10_000, "{}", tree.len());
    let mut losing = 0;
    for heaps in tree.states() {
        let lost = tree.is_losing(heaps);
        let xor = heaps.iter().fold(0, |x, &h| x ^ lasker::grundy(h));
        assert_eq!(xor, u128::from(tree.grundy(heaps).unwrap()), "{heaps:?}");
        assert_eq!(lasker::first_player_wins(heaps.iter().copied()), !lost);
        let mut position = lasker::Position::new();
        for &heap in heaps.iter().rev() {
            position.add(heap);
        }
        assert_eq!(position.first_player_wins(), !lost, "{heaps:?}");
        losing += usize::from(lost);
    }
    assert!(losing > 500, "{losing}");
    // A heap of 0 is no heap.
    assert_eq!(lasker::grundy(0), 0);
    assert!(!lasker::first_player_wins([0, 0]) && lasker::first_player_wins([0, 3]));
}

/// One heap of every size up to 2000, and sums of up to three small heaps.
const HEAP_MAX: u64 = 2000;

#[test]
fn powers_of_two_every_heap() {
    let tree = solve(&PowersOfTwo, [vec![HEAP_MAX]]);
    assert_eq!(tree.len() as u64, HEAP_MAX + 1);
    let mut table = grundy::Subtraction::new(subtraction::powers_of_two(HEAP_MAX)).unwrap();
    let mut values = Vec::new();
    for n in 0..=HEAP_MAX {
        let value = u64::from(tree.grundy(&vec![n]).unwrap());
        assert_eq!(subtraction::powers_of_two_grundy(n), value, "{n}");
        assert_eq!(table.grundy(n), Ok(value), "{n}");
        assert_eq!(subtraction::powers_of_two_first_player_wins(n), value != 0);
        values.push(value);
    }
    // Sums: the tree's value is the XOR of the heaps' values.
    let tree = solve(&PowersOfTwo, multisets(3, 0, 20));
    for heaps in tree.states() {
        let xor = grundy::nim_sum(heaps.iter().map(|&h| subtraction::powers_of_two_grundy(h)));
        assert_eq!(xor, u64::from(tree.grundy(heaps).unwrap()), "{heaps:?}");
    }
    // The period the closed form says, found from the tree's values (the
    // largest move, 1024, is the window that makes it a proof).
    let expected = Some(Period {
        preperiod: 0,
        period: 3,
    });
    assert_eq!(grundy::period(&values, 1024), expected);
}

#[test]
fn fibonacci_every_heap_and_every_small_triple() {
    let tree = solve(&Fibonacci, [vec![HEAP_MAX]]);
    assert_eq!(tree.len() as u64, HEAP_MAX + 1);
    let mut fib = subtraction::Fibonacci::new();
    let mut values = Vec::new();
    for n in 0..=HEAP_MAX {
        let value = u64::from(tree.grundy(&vec![n]).unwrap());
        assert_eq!(fib.grundy(n), Ok(value), "{n}");
        values.push(value);
    }
    assert_eq!(values[..6], [0, 1, 2, 3, 0, 1]);
    assert!(values.iter().any(|&v| v >= 8), "values grow");
    // No period shows: the largest move up to 2000 is 1597.
    assert_eq!(grundy::period(&values, 1597), None);
    // HDU 1848's three heaps (and fewer, and zeros).
    let mut triples = multisets(3, 0, 16);
    triples.extend(multisets(2, 0, 30));
    let tree = solve(&Fibonacci, triples);
    let mut losing = 0;
    for heaps in tree.states() {
        let lost = tree.is_losing(heaps);
        assert_eq!(fib.first_player_wins(heaps.iter().copied()), Ok(!lost));
        losing += usize::from(lost);
    }
    assert!(losing > 50, "{losing}");
}

#[test]
fn s_nim_many_small_sets() {
    let mut move_sets: Vec<Vec<u64>> = (1u64..64)
        .map(|bits| (1..=6).filter(|i| bits >> (i - 1) & 1 == 1).collect())
        .collect();
    // Random sets: any order, repeats, moves up to 40.
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..60 {
        let k = 1 + rng.below(6);
        move_sets.push((0..k).map(|_| 1 + rng.below(40)).collect());
    }
    let mut periods = 0;
    for moves in move_sets {
        let game = Subtraction {
            moves: moves.clone(),
        };
        let mut table = grundy::Subtraction::new(moves.iter().copied()).unwrap();
        let tree = solve(&game, (0..=120).map(|h| vec![h]));
        let mut values = Vec::new();
        for h in 0..=120 {
            let value = u64::from(tree.grundy(&vec![h]).unwrap());
            assert_eq!(table.grundy(h), Ok(value), "S = {moves:?}, heap {h}");
            values.push(value);
        }
        // Positions of up to three heaps.
        let tree = solve(&game, multisets(3, 0, 12));
        for heaps in tree.states() {
            let wins = table.first_player_wins(heaps.iter().copied());
            assert_eq!(wins, Ok(!tree.is_losing(heaps)), "S = {moves:?}, {heaps:?}");
        }
        // A period found with the largest move as the window holds beyond
        // the data it was found in.
        let window = *moves.iter().max().unwrap() as usize;
        if let Some(Period { preperiod, period }) = grundy::period(&values, window) {
            for h in preperiod..1000 {
                assert_eq!(
                    table.grundy(h as u64),
                    table.grundy((h + period) as u64),
                    "S = {moves:?}"
                );
            }
            periods += 1;
        }
    }
    assert!(periods > 80, "{periods}");
}

/// CSES 1729's question, who wins from every heap up to n, for the move
/// sets of `s_nim_many_small_sets` and sets with and without a move of 1,
/// against the game tree of one heap.
#[test]
fn winning_heaps_are_the_trees_for_many_sets() {
    let mut move_sets: Vec<Vec<u64>> = (1u64..64)
        .map(|bits| (1..=6).filter(|i| bits >> (i - 1) & 1 == 1).collect())
        .collect();
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for _ in 0..100 {
        let k = 1 + rng.below(8);
        let mut moves: Vec<u64> = (0..k).map(|_| 1 + rng.below(60)).collect();
        if rng.below(2) == 0 {
            moves.push(1);
        }
        // Moves above every heap asked never apply.
        if rng.below(4) == 0 {
            moves.push(u64::MAX - rng.below(3));
        }
        move_sets.push(moves);
    }
    let mut lost = 0;
    for moves in move_sets {
        let n = 300;
        let tree = solve(
            &Subtraction {
                moves: moves.clone(),
            },
            (0..=n).map(|h| vec![h]),
        );
        let wins: Vec<bool> = subtraction::winning_heaps(&moves, n)
            .unwrap()
            .iter()
            .collect();
        assert_eq!(wins.len(), n as usize + 1);
        for h in 0..=n {
            let won = !tree.is_losing(&vec![h]);
            assert_eq!(wins[h as usize], won, "S = {moves:?}, heap {h}");
            lost += usize::from(!won);
        }
        // Asked up to a smaller n: the same beginning.
        let fewer: Vec<bool> = subtraction::winning_heaps(&moves, 17)
            .unwrap()
            .iter()
            .collect();
        assert_eq!(fewer[..], wins[..18], "S = {moves:?}");
    }
    assert!(lost > 10_000, "{lost}");
}

#[test]
fn bash_sets_have_period_m_plus_one() {
    for m in 1..=30u64 {
        let tree = solve(
            &Subtraction {
                moves: (1..=m).collect(),
            },
            [vec![200]],
        );
        let values: Vec<u64> = (0..=200)
            .map(|h| u64::from(tree.grundy(&vec![h]).unwrap()))
            .collect();
        let found = grundy::period(&values, m as usize);
        let period = (m + 1) as usize;
        assert_eq!(
            found,
            Some(Period {
                preperiod: 0,
                period
            }),
            "m = {m}"
        );
    }
}

#[test]
fn staircase_every_small_position() {
    let mut starts = Vec::new();
    for (pieces, max) in [
        (1, 40),
        (2, 40),
        (3, 20),
        (4, 16),
        (5, 14),
        (6, 13),
        (8, 12),
    ] {
        starts.extend(sets(pieces, 1, max));
    }
    let tree = solve(&GeorgiaBob, starts);
    let mut losing = 0;
    for cells in tree.states() {
        let lost = tree.is_losing(cells);
        let mut copy: Vec<u64> = cells.iter().rev().copied().collect();
        assert_eq!(
            staircase::first_player_wins(&mut copy),
            Ok(!lost),
            "{cells:?}"
        );
        let mut position = staircase::Position::new();
        for &cell in cells.iter().rev() {
            position.add(cell).unwrap();
        }
        assert_eq!(position.first_player_wins(), Ok(!lost), "{cells:?}");
        losing += usize::from(lost);
    }
    assert!(tree.len() > 5000 && losing > 500, "{} {losing}", tree.len());
    // Packed to the left: no move.
    assert!(tree.is_losing(&vec![1, 2, 3]));
}

/// Every staircase of up to 6 stairs with few balls (each state of its
/// tree too, the balls spread over lower stairs): `staircase::Stairs`, fed
/// stair by stair, against the game tree of the stair game's moves.
#[test]
fn stairs_every_small_staircase_and_every_state_on_the_way() {
    let mut starts = Vec::new();
    for (n, max) in [(0, 0), (1, 5), (2, 9), (3, 6), (4, 4), (5, 2), (6, 1)] {
        let mut all = vec![vec![]];
        for _ in 0..n {
            all = all
                .into_iter()
                .flat_map(|v: Vec<u64>| (0..=max).map(move |b| [&v[..], &[b]].concat()))
                .collect();
        }
        starts.extend(all);
    }
    let tree = solve(&Stairs, starts);
    let mut losing = 0;
    for stairs in tree.states() {
        let lost = tree.is_losing(stairs);
        let mut position = staircase::Stairs::new();
        for &balls in stairs {
            position.add(balls);
        }
        assert_eq!(position.first_player_wins(), !lost, "{stairs:?}");
        losing += usize::from(lost);
    }
    assert!(tree.len() > 5000 && losing > 900, "{} {losing}", tree.len());
    // Every ball on stair 1: no move.
    assert!(tree.is_losing(&vec![5, 0, 0]));
    // A ball on stair 3 counts for nothing: moved to stair 2, it is moved on
    // to stair 1.
    assert!(tree.is_losing(&vec![0, 0, 1, 0]));
    assert!(!tree.is_losing(&vec![0, 1, 1, 0]));
}

#[test]
fn multiplication_every_target_up_to_5000() {
    let mut wins = 0;
    for n in 2..=5000 {
        let tree = solve(&Multiplication { n }, [Some(1)]);
        let won = !tree.is_losing(&Some(1));
        assert_eq!(multiplication::first_player_wins(n), Ok(won), "n = {n}");
        wins += u32::from(won);
    }
    assert!(wins > 1000 && wins < 4000, "{wins}");
    // n = 1: the target is reached before anyone moves.
    assert!(solve(&Multiplication { n: 1 }, [Some(1)]).is_losing(&Some(1)));
    assert!(multiplication::first_player_wins(1).is_err());
    assert!(multiplication::first_player_wins(0).is_err());
}

/// The largest side of the Cutting Game's exhaustive check.
const CUT_MAX: u64 = 7;

#[test]
fn cutting_every_small_sheet_and_every_position_on_the_way() {
    let piece = |w: u64, h: u64| (w.min(h), w.max(h));
    let starts: Vec<_> = (1..=CUT_MAX)
        .flat_map(|w| (w..=CUT_MAX).map(move |h| Some(vec![piece(w, h)])))
        .collect();
    let tree = solve(&Cutting, starts);
    let mut table = cutting::Table::new();
    for w in 1..=CUT_MAX {
        for h in 1..=CUT_MAX {
            let won = !tree.is_losing(&Some(vec![piece(w, h)]));
            assert_eq!(table.first_player_wins(w, h), Ok(won), "{w}×{h}");
        }
    }
    // Every position reached: a strip of width 1 (and length ≥ 2) wins at
    // once; pieces all at least 2×2 are a sum of the table's values.
    let (mut checked, mut losing) = (0, 0);
    for state in tree.states() {
        let Some(pieces) = state else { continue };
        let lost = tree.is_losing(state);
        if pieces.iter().any(|&(short, long)| short == 1 && long >= 2) {
            assert!(!lost, "{pieces:?}");
        } else if pieces.iter().all(|&(short, _)| short >= 2) {
            let values = pieces.iter().map(|&(w, h)| table.grundy(w, h).unwrap());
            assert_eq!(grundy::nim_sum(values) != 0, !lost, "{pieces:?}");
            checked += 1;
            losing += usize::from(lost);
        }
    }
    assert!(checked > 100 && losing > 10, "{checked} {losing}");
}

#[test]
fn kiki_every_board_up_to_60() {
    let mut wins = 0;
    for n in 1..=60 {
        for m in 1..=60 {
            let tree = solve(&Kiki { n, m }, [(1, m)]);
            assert_eq!(tree.len() as u64, n * m);
            let won = !tree.is_losing(&(1, m));
            assert_eq!(grid::first_player_wins(n, m), Ok(won), "{n}×{m}");
            wins += u32::from(won);
        }
    }
    assert_eq!(wins, 3600 - 900);
    assert!(grid::first_player_wins(0, 1).is_err() && grid::first_player_wins(1, 0).is_err());
}

#[test]
fn tokens_on_random_small_dags() {
    let mut rng = Rng(12345);
    let mut values_seen = 0;
    for case in 0..300 {
        let n = 1 + rng.below(8) as usize;
        // A random order of the vertices; edges only go forward in it.
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let mut out = vec![Vec::new(); n];
        for i in 0..n {
            for j in i + 1..n {
                if rng.below(3) == 0 {
                    out[order[i]].push(order[j]);
                    if rng.below(8) == 0 {
                        out[order[i]].push(order[j]); // a repeated edge
                    }
                }
            }
        }
        let mut dag = Dag::new();
        for targets in &out {
            dag.add_vertex().unwrap();
            for &t in targets {
                dag.add_edge(t as u64).unwrap();
            }
        }
        let game = DagTokens { out: out.clone() };
        let tokens = 1 + case % 3;
        let starts: Vec<Vec<usize>> = multisets(tokens, 0, n as u64 - 1)
            .into_iter()
            .map(|v| v.into_iter().map(|x| x as usize).collect())
            .collect();
        let tree = solve(&game, starts);
        for state in tree.states() {
            let lost = tree.is_losing(state);
            // A sum of games: lost when the XOR of the tokens' values is 0.
            let values: Result<Vec<u64>, String> =
                state.iter().map(|&v| dag.grundy(v as u64)).collect();
            let xor = values.map(|v| v.iter().fold(0, |x, &g| x ^ g));
            assert_eq!(xor.map(|x| x != 0), Ok(!lost), "{out:?} {state:?}");
            if let [v] = state[..] {
                let value = u64::from(tree.grundy(state).unwrap());
                assert_eq!(dag.grundy(v as u64), Ok(value), "{out:?} {v}");
                values_seen = values_seen.max(value);
            }
        }
    }
    assert!(values_seen >= 3, "{values_seen}");
}

#[test]
fn hdu2149_raises_are_the_bash_trees_winning_moves() {
    let mut listed = 0;
    for n_max in 1..=40u64 {
        let tree = solve(&Bash { m: n_max }, [80]);
        for m_cost in 1..=80u64 {
            // Leaving r > 0 to reach is the raise m_cost − r; reaching the
            // cost is every raise from m_cost to n_max.
            let mut expected = Vec::new();
            for &left in tree.winning_moves(&m_cost).unwrap() {
                if left > 0 {
                    expected.push(m_cost - left);
                } else {
                    expected.extend(m_cost..=n_max);
                }
            }
            expected.sort_unstable();
            let got: Vec<u64> = bash::winning_raises(m_cost, n_max).unwrap().collect();
            assert_eq!(got, expected, "M = {m_cost}, N = {n_max}");
            listed += got.len();
        }
    }
    assert!(listed > 2000, "{listed}");
}
