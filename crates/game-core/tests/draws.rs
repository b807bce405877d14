//! Games that can go on forever (`game_core::draws`: retrograde analysis,
//! Berzerk, Luogu P6560, Shiritori) against the fixed-point labelling of
//! their rules written move by move (`game_core::proof::draws`), which never
//! calls the theory: every directed graph with up to 4 vertices (loops
//! included) with every target, every pair of move sets of Berzerk with
//! n ≤ 8, and random larger graphs, circles and dictionaries. Every label
//! is also checked against the definitions on the spot: a draw has a move
//! to a draw and none to a lost state, a win a move to a lost state, a loss
//! only moves to won states.
//!
//! The `speed_*` tests are ignored: they time the three judges' functions at
//! their statements' bounds (`cargo test --release -p game-core --test
//! draws -- --ignored --nocapture`).

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::Rng;

use game_core::draws::{
    berzerk, shiritori, shiritori_moves, token_game, word_move, Graph, Outcome, Retrograde,
};
use game_core::proof::draws::{
    solve, Berzerk, Digraph, Player, Shiritori, Solution, TokenToTarget, Value,
};
use std::fmt::Debug;
use std::hash::Hash;
use std::time::Instant;

/// The ground truth's name for an outcome.
fn value(outcome: Outcome) -> Value {
    match outcome {
        Outcome::Win => Value::Win,
        Outcome::Lose => Value::Lose,
        Outcome::Draw => Value::Draw,
    }
}

/// How many states of each outcome a check saw.
#[derive(Debug, Default, Clone, Copy)]
struct Counts {
    wins: usize,
    losses: usize,
    draws: usize,
}

impl std::ops::AddAssign for Counts {
    fn add_assign(&mut self, other: Counts) {
        self.wins += other.wins;
        self.losses += other.losses;
        self.draws += other.draws;
    }
}

/// Checks the theory's outcome `theory(s)` of every state the ground truth
/// explored: equal to the fixed point's value, and right by the definitions
/// given the outcomes of the states its moves lead to (the ground truth
/// lists no moves where the game is over; `over(s)` says where it is).
fn check<S: Clone + Eq + Hash + Debug>(
    truth: &Solution<S>,
    theory: impl Fn(&S) -> Outcome,
    over: impl Fn(&S) -> bool,
    context: &dyn Fn() -> String,
) -> Counts {
    let mut counts = Counts::default();
    for s in truth.states() {
        let outcome = theory(s);
        assert_eq!(
            Some(value(outcome)),
            truth.value(s),
            "{s:?} in {}",
            context()
        );
        let after: Vec<Outcome> = truth.moves(s).unwrap().map(&theory).collect();
        let winning = after.contains(&Outcome::Lose);
        match outcome {
            Outcome::Win => {
                assert!(winning, "{s:?} in {}", context());
                counts.wins += 1;
            }
            Outcome::Lose => {
                let all_won = after.iter().all(|&o| o == Outcome::Win);
                assert!(over(s) || all_won, "{s:?} in {}", context());
                counts.losses += 1;
            }
            Outcome::Draw => {
                // A drawing move and no winning move.
                assert!(!over(s), "{s:?} in {}", context());
                assert!(after.contains(&Outcome::Draw), "{s:?} in {}", context());
                assert!(!winning, "{s:?} in {}", context());
                counts.draws += 1;
            }
        }
    }
    counts
}

/// The out-lists of a graph on `n` vertices, and its edges.
fn out_lists(n: usize, edges: &[(u32, u32)]) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new(); n];
    for &(u, v) in edges {
        out[u as usize].push(v as usize);
    }
    out
}

/// Checks the plain game (whoever cannot move loses) and the target game
/// of every target on one graph, 0-based `edges`.
fn check_graph(n: usize, edges: &[(u32, u32)]) -> Counts {
    let out = out_lists(n, edges);
    let context = || format!("n = {n}, edges {edges:?}");
    // The plain game, the graph given by its edges and by its moves.
    let truth = solve(&Digraph { out: out.clone() }, 0..n);
    let graph = Graph::from_edges(n, edges).unwrap();
    let outcomes = graph.outcomes();
    let by_moves = Graph::from_moves(n, |v, list| list.extend_from_slice(&out[v]));
    assert_eq!(by_moves.unwrap().outcomes(), outcomes, "{}", context());
    let mut counts = check(&truth, |&v| outcomes[v], |_| false, &context);
    let mut solver = Retrograde::new();
    solver.solve(&graph, &[]).unwrap();
    assert_eq!(solver.outcomes(), outcomes, "{}", context());
    // The states labelled are the won and lost ones, each once.
    let mut labelled: Vec<usize> = solver.labelled().iter().map(|&s| s as usize).collect();
    labelled.sort_unstable();
    let decided: Vec<usize> = (0..n).filter(|&v| outcomes[v] != Outcome::Draw).collect();
    assert_eq!(labelled, decided, "{}", context());
    // P6560: every target, every start, vertices 1-based.
    let edges: Vec<(u64, u64)> = edges
        .iter()
        .map(|&(u, v)| (u64::from(u) + 1, u64::from(v) + 1))
        .collect();
    for y in 0..n {
        let starts: Vec<usize> = (0..n).filter(|&x| x != y).collect();
        let rounds: Vec<(u64, u64)> = starts
            .iter()
            .map(|&x| (x as u64 + 1, y as u64 + 1))
            .collect();
        let answers = token_game(n as u64, &edges, &rounds).unwrap();
        let game = TokenToTarget {
            out: out.clone(),
            target: y,
        };
        let truth = solve(&game, 0..n);
        let theory = |&x: &usize| {
            if x == y {
                Outcome::Lose
            } else {
                answers[starts.iter().position(|&s| s == x).unwrap()]
            }
        };
        let context = || format!("n = {n}, edges {edges:?} (1-based), target {}", y + 1);
        counts += check(&truth, theory, |&x| x == y, &context);
        // The same game through the general solver, the target named lost.
        solver.solve(&graph, &[y]).unwrap();
        for x in 0..n {
            assert_eq!(solver.outcome(x), Some(theory(&x)), "{x} in {}", context());
        }
    }
    counts
}

#[test]
fn every_graph_with_up_to_4_vertices_and_every_target() {
    let mut counts = Counts::default();
    let mut graphs = 0;
    for n in 0..=4usize {
        for mask in 0u32..1 << (n * n) {
            let edges: Vec<(u32, u32)> = (0..n * n)
                .filter(|&bit| mask >> bit & 1 == 1)
                .map(|bit| ((bit / n) as u32, (bit % n) as u32))
                .collect();
            counts += check_graph(n, &edges);
            graphs += 1;
        }
    }
    assert_eq!(graphs, 1 + 2 + 16 + 512 + 65536);
    assert!(counts.draws > 100_000, "{counts:?}");
    assert!(
        counts.wins > 100_000 && counts.losses > 100_000,
        "{counts:?}"
    );
}

#[test]
fn random_larger_graphs_with_loops_and_repeated_edges() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut counts = Counts::default();
    for case in 0..400 {
        let n = 1 + rng.below(30) as usize;
        // Sparse to dense: about 0.5 to 3 edges a vertex.
        let m = rng.below(1 + (case % 6 + 1) as u64 * n as u64 / 2) as usize;
        let mut edges = Vec::new();
        for _ in 0..m {
            let u = rng.below(n as u64) as u32;
            let v = rng.below(n as u64) as u32;
            edges.push((u, v));
            if rng.below(10) == 0 {
                edges.push((u, v)); // a repeat
            }
        }
        counts += check_graph(n, &edges);
    }
    assert!(
        counts.draws > 1000 && counts.wins > 1000 && counts.losses > 1000,
        "{counts:?}"
    );
}

/// Checks Berzerk with these steps against its rules.
fn check_berzerk(n: u64, rick: &[u64], morty: &[u64]) -> Counts {
    let [rick_first, morty_first] = berzerk(n, rick, morty).unwrap();
    assert_eq!(
        (rick_first.len(), morty_first.len()),
        (n as usize - 1, n as usize - 1)
    );
    let game = Berzerk {
        n,
        rick: rick.to_vec(),
        morty: morty.to_vec(),
    };
    let starts = (2..=n).flat_map(|p| [(p, Player::Rick), (p, Player::Morty)]);
    let truth = solve(&game, starts);
    let theory = |&(p, player): &(u64, Player)| match (p, player) {
        (1, _) => Outcome::Lose,
        (p, Player::Rick) => rick_first[p as usize - 2],
        (p, Player::Morty) => morty_first[p as usize - 2],
    };
    let context = || format!("n = {n}, Rick {rick:?}, Morty {morty:?}");
    check(&truth, theory, |&(p, _)| p == 1, &context)
}

#[test]
fn berzerk_every_pair_of_move_sets_up_to_8() {
    let mut counts = Counts::default();
    let mut pairs = 0;
    for n in 2..=8u64 {
        let set = |bits: u64| -> Vec<u64> { (1..n).filter(|x| bits >> (x - 1) & 1 == 1).collect() };
        for a in 1..1u64 << (n - 1) {
            for b in 1..1u64 << (n - 1) {
                counts += check_berzerk(n, &set(a), &set(b));
                pairs += 1;
            }
        }
    }
    assert_eq!(pairs, 1 + 9 + 49 + 225 + 961 + 3969 + 16129);
    assert!(
        counts.draws > 10_000 && counts.losses > 10_000,
        "{counts:?}"
    );
}

#[test]
fn berzerk_random_larger_circles_steps_in_any_order() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut counts = Counts::default();
    for _ in 0..300 {
        let n = 2 + rng.below(60);
        let steps = |rng: &mut Rng| -> Vec<u64> {
            let k = 1 + rng.below(n.min(6));
            // Any order, repeats allowed (a repeat is the same step).
            (0..k).map(|_| 1 + rng.below(n - 1)).collect()
        };
        let (rick, morty) = (steps(&mut rng), steps(&mut rng));
        counts += check_berzerk(n, &rick, &morty);
    }
    assert!(
        counts.draws > 1000 && counts.wins > 1000 && counts.losses > 100,
        "{counts:?}"
    );
}

/// Checks Shiritori on a dictionary against its rules.
fn check_shiritori(words: &[Vec<u8>]) -> Counts {
    let answers = shiritori(words).unwrap();
    let moves: Vec<(u32, u32)> = words.iter().map(|w| word_move(w).unwrap()).collect();
    assert_eq!(shiritori_moves(&moves).unwrap(), answers);
    let truth = solve(
        &Shiritori {
            words: words.to_vec(),
        },
        0..words.len(),
    );
    // State i is Aoki to move after Takahashi's word i.
    let theory = |&i: &usize| answers[i].flip();
    let shown: Vec<_> = words.iter().map(|w| String::from_utf8_lossy(w)).collect();
    check(&truth, theory, |_| false, &|| format!("{shown:?}"))
}

#[test]
fn shiritori_random_small_dictionaries() {
    let mut rng = Rng(77);
    let mut counts = Counts::default();
    // Few letters, so that words chain; 'b' and 'B' differ.
    // And the letters at the ends of both cases, where a wrong number for
    // a letter would make two strings one.
    let alphabets: [&[u8]; 3] = [b"abB", b"azAZ", b"yzAYZ"];
    for case in 0..1500 {
        let n = 1 + rng.below(12) as usize;
        let letters = alphabets[case % 3];
        let words: Vec<Vec<u8>> = (0..n)
            .map(|_| {
                let len = 3 + rng.below(if case % 2 == 0 { 3 } else { 6 }) as usize;
                let letter = |rng: &mut Rng| letters[rng.below(letters.len() as u64) as usize];
                (0..len).map(|_| letter(&mut rng)).collect()
            })
            .collect();
        counts += check_shiritori(&words);
    }
    assert!(
        counts.draws > 1000 && counts.wins > 500 && counts.losses > 1000,
        "{counts:?}"
    );
}

#[test]
fn the_statements_samples_and_traps_against_the_rules() {
    use Outcome::{Draw, Lose, Win};
    // Berzerk.
    check_berzerk(5, &[3, 2], &[1, 2, 3]);
    check_berzerk(8, &[6, 2, 3, 4], &[3, 6]);
    let [rick, morty] = berzerk(5, &[3, 2], &[1, 2, 3]).unwrap();
    assert_eq!(
        (rick, morty),
        (vec![Lose, Win, Win, Draw], vec![Draw, Win, Win, Win])
    );
    // P6560, and the target with an edge to a dead end numbered below it.
    let sample = [(1, 2), (2, 3), (3, 4), (4, 5), (3, 6), (7, 5), (6, 7)];
    assert_eq!(token_game(7, &sample, &[(1, 5)]).unwrap(), [Win]);
    let sample = [(1, 2), (2, 3), (3, 1), (3, 4), (4, 5)];
    assert_eq!(
        token_game(5, &sample, &[(1, 5), (4, 3)]).unwrap(),
        [Draw, Win]
    );
    assert_eq!(token_game(3, &[(2, 1), (3, 2)], &[(3, 2)]).unwrap(), [Win]);
    // The same against the rules, 0-based, with every target.
    check_graph(7, &[(0, 1), (1, 2), (2, 3), (3, 4), (2, 5), (6, 4), (5, 6)]);
    check_graph(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
    check_graph(3, &[(1, 0), (2, 1)]);
    // Shiritori: the three samples and the hack.
    let words =
        |list: &[&str]| -> Vec<Vec<u8>> { list.iter().map(|w| w.as_bytes().to_vec()).collect() };
    for list in [
        &["abcd", "bcda", "ada"][..],
        &["ABC"],
        &["eaaaabaa", "eaaaacaa", "daaaaaaa", "eaaaadaa", "daaaafaa"],
        &["fffccc", "aaabbb", "bbbccc", "cccaaa", "aaaeee"],
        &["xabc", "Abcd", "abc", "abc"],
    ] {
        check_shiritori(&words(list));
    }
    assert_eq!(
        shiritori(&["abcd", "bcda", "ada"]).unwrap(),
        [Lose, Win, Draw]
    );
    let sample = ["eaaaabaa", "eaaaacaa", "daaaaaaa", "eaaaadaa", "daaaafaa"];
    assert_eq!(shiritori(&sample).unwrap(), [Win, Win, Win, Lose, Win]);
}

#[test]
fn p6560_a_chain_of_100000_vertices() {
    // The statement's 10% of chains: 1 → 2 → … → n. From x, the target y
    // above x is reached at the (y − x)-th move; below x it never is, and
    // the player to move at n, after n − x moves, loses.
    let n = 100_000u64;
    let edges: Vec<(u64, u64)> = (1..n).map(|v| (v, v + 1)).collect();
    let rounds = [(1, n), (1, n - 1), (50_000, 3), (50_001, 3), (n, 1), (2, n)];
    let expected = rounds.map(|(x, y)| {
        let first_wins = if y > x {
            (y - x) % 2 == 1
        } else {
            (n - x) % 2 == 1
        };
        if first_wins {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    });
    assert_eq!(token_game(n, &edges, &rounds).unwrap(), expected);
}

/// The CPU time this thread has run, in nanoseconds, as Linux's
/// `/proc/thread-self/schedstat` says it (the machine is shared, and wall
/// time counts the waits for a core); it moves at the scheduler's ticks,
/// every few ms. Elsewhere, the wall time since `start`.
fn cpu_nanos(start: Instant) -> u128 {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let first = stat.split_whitespace().next().and_then(|t| t.parse().ok());
    first.unwrap_or_else(|| start.elapsed().as_nanos())
}

/// The CPU time one call of `f` takes, in nanoseconds: the best of `runs`
/// runs, each of as many calls as take 300 ms at least (so that the clock's
/// ticks make an error of 1 % at most).
fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (T, u128) {
    let mut best = u128::MAX;
    let mut result = None;
    let zero = Instant::now();
    for _ in 0..runs {
        let (start, mut calls) = (cpu_nanos(zero), 0);
        let spent = loop {
            result = Some(f());
            calls += 1;
            let spent = cpu_nanos(zero) - start;
            if spent >= 300_000_000 {
                break spent;
            }
        };
        best = best.min(spent / calls);
    }
    (result.unwrap(), best)
}

/// The most memory one call of `f` takes beyond what the process holds
/// when it starts, in KB (Linux: the peak resident size is reset through
/// `/proc/self/clear_refs`, then read in `/proc/self/status`); 0 elsewhere.
fn peak_kb<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let status = |key: &str| -> u64 {
        let text = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        let line = text.lines().find(|l| l.starts_with(key));
        let kb = line.and_then(|l| l.split_whitespace().nth(1)?.parse().ok());
        kb.unwrap_or(0)
    };
    let reset = std::fs::write("/proc/self/clear_refs", "5").is_ok();
    let before = status("VmRSS:");
    let result = f();
    let peak = if reset {
        status("VmHWM:").saturating_sub(before)
    } else {
        0
    };
    (result, peak)
}

/// `nanos` in milliseconds and `nanos / count` in nanoseconds, each with
/// two decimals (integer arithmetic: no floats in game-core).
fn figures(nanos: u128, count: u128) -> String {
    let per = nanos * 100 / count;
    let ms = nanos / 10_000;
    format!(
        "{}.{:02} ms, {}.{:02} ns each",
        ms / 100,
        ms % 100,
        per / 100,
        per % 100
    )
}

#[test]
#[ignore = "a measurement that prints its figures: cargo test --release -p game-core --test draws -- --ignored --nocapture speed"]
fn speed_berzerk_at_n_7000() {
    let n = 7000u64;
    let full: Vec<u64> = (1..n).collect();
    let mut rng = Rng(5);
    let half: Vec<u64> = (1..n).filter(|_| rng.below(2) == 0).collect();
    let odd: Vec<u64> = (1..n).filter(|x| x % 2 == 1).collect();
    let even: Vec<u64> = (1..n).filter(|x| x % 2 == 0).collect();
    for (name, rick, morty) in [
        ("both full", &full, &full),
        ("random halves", &half, &half),
        ("odd / even", &odd, &even),
        ("full / {1}", &full, &vec![1]),
    ] {
        let moves = (n - 1) * (rick.len() + morty.len()) as u64;
        let (_, kb) = peak_kb(|| berzerk(n, rick, morty).unwrap());
        let (result, secs) = best_of(3, || berzerk(n, rick, morty).unwrap());
        let draws = result
            .iter()
            .flatten()
            .filter(|&&o| o == Outcome::Draw)
            .count();
        let time = figures(secs, u128::from(moves));
        println!(
            "berzerk n = {n}, {name}: {moves} moves, {time} (a move), +{kb} KB, {draws} draws"
        );
    }
}

#[test]
#[ignore = "a measurement that prints its figures: cargo test --release -p game-core --test draws -- --ignored --nocapture speed"]
fn speed_p6560_at_its_bounds() {
    let (n, m, q) = (100_000u64, 500_000usize, 500u64);
    let mut rng = Rng(11);
    // A random DAG (edges go up): every vertex is labelled, every edge
    // looked back along, for every target. And a random graph with cycles.
    let dag: Vec<(u64, u64)> = (0..m)
        .map(|_| {
            let u = 1 + rng.below(n - 1);
            (u, u + 1 + rng.below(n - u))
        })
        .collect();
    // The same DAG, its vertices numbered at random.
    let mut label: Vec<u64> = (1..=n).collect();
    for i in (1..label.len()).rev() {
        label.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let shuffled: Vec<(u64, u64)> = dag
        .iter()
        .map(|&(u, v)| (label[u as usize - 1], label[v as usize - 1]))
        .collect();
    let any: Vec<(u64, u64)> = (0..m)
        .map(|_| (1 + rng.below(n), 1 + rng.below(n)))
        .collect();
    let rounds: Vec<(u64, u64)> = (0..q).map(|i| (1 + (i * 7919) % n, n - i)).collect();
    let renamed: Vec<(u64, u64)> = rounds
        .iter()
        .map(|&(x, y)| (label[x as usize - 1], label[y as usize - 1]))
        .collect();
    for (name, edges, rounds) in [
        ("random DAG, edges going up", &dag, &rounds),
        ("the same, numbered at random", &shuffled, &renamed),
        ("random graph", &any, &rounds),
    ] {
        let (_, kb) = peak_kb(|| token_game(n, edges, rounds).unwrap());
        let (answers, secs) = best_of(3, || token_game(n, edges, rounds).unwrap());
        let wins = answers.iter().filter(|&&o| o == Outcome::Win).count();
        let time = figures(secs, u128::from(q) * m as u128);
        println!(
            "p6560 {name}: n = {n}, m = {m}, q = {q} targets: {time} (q·m moves), +{kb} KB, {wins} wins"
        );
    }
}

#[test]
#[ignore = "a measurement that prints its figures: cargo test --release -p game-core --test draws -- --ignored --nocapture speed"]
fn speed_shiritori_200000_words() {
    let mut rng = Rng(3);
    let letter = |r: u64| {
        if r < 26 {
            b'a' + r as u8
        } else {
            b'A' + (r - 26) as u8
        }
    };
    for (name, alphabet) in [("52 letters", 52), ("2 letters", 2)] {
        let words: Vec<Vec<u8>> = (0..200_000)
            .map(|_| {
                let len = 3 + rng.below(6) as usize;
                (0..len).map(|_| letter(rng.below(alphabet))).collect()
            })
            .collect();
        let (_, kb) = peak_kb(|| shiritori(&words).unwrap());
        let (answers, secs) = best_of(3, || shiritori(&words).unwrap());
        let draws = answers.iter().filter(|&&o| o == Outcome::Draw).count();
        let time = figures(secs, 200_000);
        println!("shiritori N = 200000, {name}: {time} (a word), +{kb} KB, {draws} draws");
    }
}
