//! One entry per judge problem: what no tool can find out by itself.
//!
//! Each entry says how its input is read and answered (the reference
//! [`Problem::model`], plain code on the model [`Reader`]), how to write
//! inputs within the statement's bounds or beyond them
//! ([`Problem::generate`]), and every small case with the answer the game
//! tree gives ([`Problem::exhaustive`], from `game_core::proof::rules` searched by
//! `game_core::proof::solver`, no closed form). The crates themselves are found by
//! [`Workspace`](crate::workspace::Workspace); `scripts/new NAME --like
//! EXISTING` copies an entry.
//!
//! An entry is a match arm of [`get`] from `"name" => Problem {` to the
//! `},` at the same indentation; the helpers below the match are shared by
//! the shapes and games, never named after a problem.

use crate::model::Reader;
use crate::rng::{Gen, Scale};
use game_core::proof::rules;
use game_core::proof::solver::solve;
use game_core::{
    bash, cutting, euclid, grid, grundy, lasker, multiplication, nim, poj1740, staircase,
    subtraction, wythoff,
};

/// What the tools know of one judge problem.
#[derive(Debug, Clone, Copy)]
pub struct Problem {
    /// The crate's (and its binary's) name.
    pub name: &'static str,
    /// The reference model: reads the whole input as the statement says and
    /// returns every answer, up to its terminator, the end of input, or the
    /// first error (left in the reader).
    pub model: fn(&mut Reader) -> String,
    /// Writes `gen.cases` cases (answer lines, for most problems), with the
    /// count or terminator the format has, one call of `gen.line` per line.
    pub generate: fn(&mut Gen<'_>),
    /// Every small case as one input, and the output the game tree gives.
    pub exhaustive: fn() -> (String, String),
}

/// The entry of the problem crate `name`.
pub fn get(name: &str) -> Option<Problem> {
    let problem = match name {
        "hdu2177" => Problem {
            name: "hdu2177",
            // Pairs `a b` until `0 0`; `0`, or `1` and each winning move.
            model: |r| {
                pairs(r, true, |_, [a, b]| {
                    let moves = wythoff::winning_moves(a, b);
                    let mut answer = if moves.is_empty() { "0\n" } else { "1\n" }.to_string();
                    for m in moves.iter() {
                        answer.push_str(&format!("{} {}\n", m.x, m.y));
                    }
                    Some(answer)
                })
            },
            // Statement: 0 ≤ a ≤ b ≤ 10^6, ending with `0 0`.
            generate: |g| {
                for _ in 0..g.cases {
                    let (a, b) = wythoff_pair(g, 0, 1_000_000);
                    g.line(&[a, b]);
                }
                g.line(&[0, 0]);
            },
            exhaustive: || {
                let mut text = Text::default();
                let tree = solve(&rules::Wythoff, [(200, 200)]);
                for a in 0..=200 {
                    for b in 0..=200 {
                        if (a, b) == (0, 0) {
                            continue;
                        }
                        let moves = tree.winning_moves(&(a, b)).unwrap();
                        let mut answer = if moves.is_empty() { "0\n" } else { "1\n" }.to_string();
                        for (x, y) in hdu2177_lines(&moves, (a, b)) {
                            answer.push_str(&format!("{x} {y}\n"));
                        }
                        text.case(&[a, b], &answer);
                    }
                }
                text.line(&[0, 0]);
                text.done()
            },
        },
        "hdu1527" => Problem {
            name: "hdu1527",
            // Pairs `a b` until the end of input; `1` if the first player wins.
            model: |r| {
                pairs(r, false, |_, [a, b]| {
                    Some(verdict(!wythoff::is_losing(a, b), "1", "0"))
                })
            },
            // Statement: 0 ≤ a, b ≤ 10^9.
            generate: |g| wythoff_pairs(g, 0, 1_000_000_000),
            exhaustive: || wythoff_tree(0, "1", "0"),
        },
        "poj1067" => Problem {
            name: "poj1067",
            // Pairs `a b` until the end of input; `1` if the first player wins.
            model: |r| {
                pairs(r, false, |_, [a, b]| {
                    Some(verdict(!wythoff::is_losing(a, b), "1", "0"))
                })
            },
            // Statement: 0 ≤ a, b ≤ 10^9.
            generate: |g| wythoff_pairs(g, 0, 1_000_000_000),
            exhaustive: || wythoff_tree(0, "1", "0"),
        },
        "bjfu1010" => Problem {
            name: "bjfu1010",
            // Pairs `a b` until the end of input; English verdicts.
            model: |r| {
                pairs(r, false, |_, [a, b]| {
                    let wins = !wythoff::is_losing(a, b);
                    Some(verdict(
                        wins,
                        "The first one will win!",
                        "The second one will win!",
                    ))
                })
            },
            // Statement: 0 < a, b ≤ 10^9.
            generate: |g| wythoff_pairs(g, 1, 1_000_000_000),
            exhaustive: || wythoff_tree(0, "The first one will win!", "The second one will win!"),
        },
        "poj2348" => Problem {
            name: "poj2348",
            // Positive pairs `a b` until `0 0`.
            model: |r| {
                pairs(r, true, |r, [a, b]| {
                    if a == 0 || b == 0 {
                        r.invalid(format!("expected two positive numbers, found {a} {b}"));
                        return None;
                    }
                    Some(verdict(
                        euclid::first_player_wins(a, b),
                        "Stan wins",
                        "Ollie wins",
                    ))
                })
            },
            // Statement: 0 < a, b < 2^31, ending with `0 0`.
            generate: |g| {
                euclid_pairs(g, (1 << 31) - 1);
                g.line(&[0, 0]);
            },
            exhaustive: || {
                let mut text = euclid_tree(300, "Stan wins", "Ollie wins");
                text.line(&[0, 0]);
                text.done()
            },
        },
        "hdu2188" => Problem {
            name: "hdu2188",
            // A count C, then C cases `n m`.
            model: |r| {
                counted(r, "cases", |r| {
                    let [n, m] = values(r)?;
                    if n == 0 || m == 0 {
                        r.invalid(format!("expected n ≥ 1 and m ≥ 1, found n = {n}, m = {m}"));
                        return None;
                    }
                    Some(verdict(bash::first_player_wins(n, m), "Grass", "Rabbit"))
                })
            },
            // Statement: 1 ≤ n < 10000 and 1 ≤ m ≤ 10 (the count is `cases`).
            generate: |g| {
                g.line(&[g.cases]);
                for _ in 0..g.cases {
                    let n = g.value(1, 9999);
                    let m = g.value(1, 10);
                    g.line(&[n, m]);
                }
            },
            exhaustive: || {
                let mut text = Text::default();
                for m in 1..=20 {
                    let tree = solve(&rules::Bash { m }, [2000]);
                    for n in 1..=2000 {
                        text.case(&[n, m], &verdict(!tree.is_losing(&n), "Grass", "Rabbit"));
                    }
                }
                text.count_first()
            },
        },
        "poj1740" => Problem {
            name: "poj1740",
            // Cases `n p_1 … p_n` until `n = 0`; `1` if the first player wins.
            model: |r| {
                lists(r, "piles", |_, piles| {
                    Some(verdict(poj1740::first_player_wins(piles), "1", "0"))
                })
            },
            // Statement: 1 ≤ n ≤ 10 piles of at most 100, ending with `0`;
            // half the even counts are pairs (the losing positions).
            generate: |g| {
                for _ in 0..g.cases {
                    let n = g.count(1, 10) as usize;
                    let mut piles: Vec<u64> = (0..n).map(|_| g.value(0, 100)).collect();
                    if n % 2 == 0 && g.rng.one_in(2) {
                        for i in 0..n / 2 {
                            piles[2 * i + 1] = piles[2 * i];
                        }
                        g.rng.shuffle(&mut piles);
                    }
                    g.line(&[n as u64]);
                    g.line(&piles);
                }
                g.line(&[0]);
            },
            exhaustive: || {
                let mut starts = Vec::new();
                for (piles, max) in [(1, 10), (2, 8), (3, 6), (4, 5), (5, 3), (6, 2)] {
                    starts.extend(multisets(piles, 0, max));
                }
                let tree = solve(&rules::Poj1740, starts.iter().cloned());
                let mut text = Text::default();
                for piles in &starts {
                    // Unsorted in the input, as a judge might give them.
                    let shown: Vec<u64> = piles.iter().rev().copied().collect();
                    text.list(&shown, &verdict(!tree.is_losing(piles), "1", "0"));
                }
                text.line(&[0]);
                text.done()
            },
        },
        "hdu1846" => Problem {
            name: "hdu1846",
            // A count C, then C cases `n m`: take 1..=m from n stones.
            model: |r| {
                counted(r, "cases", |r| {
                    let [n, m] = values(r)?;
                    Some(verdict(bash::first_player_wins(n, m), "first", "second"))
                })
            },
            // Statement: C ≤ 100 (the count is `cases`), 1 ≤ n, m ≤ 1000.
            generate: |g| {
                g.line(&[g.cases]);
                for _ in 0..g.cases {
                    let (n, m) = (g.value(1, 1000), g.value(1, 1000));
                    g.line(&[n, m]);
                }
            },
            exhaustive: || {
                let mut text = Text::default();
                for m in 0..=12 {
                    // Without moves (m = 0) a pile reaches nothing: every start.
                    let tree = solve(&rules::Bash { m }, 0..=300);
                    for n in 0..=300 {
                        text.case(&[n, m], &verdict(!tree.is_losing(&n), "first", "second"));
                    }
                }
                text.count_first()
            },
        },
        "hdu2149" => Problem {
            name: "hdu2149",
            // Lines `M N` until the end: every winning first raise, or `none`.
            model: |r| {
                pairs(r, false, |r, [m, n]| {
                    let raises: Vec<u64> = r.valid(bash::winning_raises(m, n))?.collect();
                    Some(raises_line(&raises))
                })
            },
            // Statement: 0 < M, N < 1100; one case in sixteen has N ≥ M
            // (then every raise from M to N wins, a long line), kept within
            // ten raises, so that the output does not swamp the input; the
            // others N < M.
            generate: |g| {
                for _ in 0..g.cases {
                    let m = g.value(1, 1099);
                    let n = if m > 1 && !g.rng.one_in(16) {
                        g.value(1, m - 1)
                    } else {
                        m.saturating_add(g.rng.range(0, 10)).min(m.max(1099))
                    };
                    g.line(&[m, n]);
                }
            },
            exhaustive: || {
                let mut text = Text::default();
                for n in 1..=40 {
                    let tree = solve(&rules::Bash { m: n }, [120]);
                    for m in 1..=120u64 {
                        // A raise of k leaves M − k to reach (0: reached).
                        let raises: Vec<u64> = (1..=n)
                            .filter(|&k| tree.is_losing(&m.saturating_sub(k)))
                            .collect();
                        text.case(&[m, n], &raises_line(&raises));
                    }
                }
                text.done()
            },
        },
        "hdu1847" => Problem {
            name: "hdu1847",
            // One n per line until the end: take a power of two.
            model: |r| {
                cases(r, false, |_, [n]| {
                    let wins = subtraction::powers_of_two_first_player_wins(n);
                    Some(verdict(wins, "Kiki", "Cici"))
                })
            },
            // Statement: 1 ≤ n ≤ 1000.
            generate: |g| {
                for _ in 0..g.cases {
                    let n = g.value(1, 1000);
                    g.line(&[n]);
                }
            },
            exhaustive: || {
                let mut text = Text::default();
                let tree = solve(&rules::PowersOfTwo, [vec![2000]]);
                for n in 0..=2000 {
                    text.case(&[n], &verdict(!tree.is_losing(&vec![n]), "Kiki", "Cici"));
                }
                text.done()
            },
        },
        "hdu2147" => Problem {
            name: "hdu2147",
            // Lines `n m` until `0 0`: kiki's coin on an n×m board.
            model: |r| {
                pairs(r, true, |r, [n, m]| {
                    let wins = r.valid(grid::first_player_wins(n, m))?;
                    Some(verdict(wins, "Wonderful!", "What a pity!"))
                })
            },
            // Statement: 0 < n, m ≤ 2000, ending with `0 0`.
            generate: |g| {
                for _ in 0..g.cases {
                    let (n, m) = (g.value(1, 2000), g.value(1, 2000));
                    g.line(&[n, m]);
                }
                g.line(&[0, 0]);
            },
            exhaustive: || {
                let mut text = Text::default();
                for n in 1..=40 {
                    for m in 1..=40 {
                        // The coin starts at the top right, (1, m).
                        let tree = solve(&rules::Kiki { n, m }, [(1, m)]);
                        let wins = !tree.is_losing(&(1, m));
                        text.case(&[n, m], &verdict(wins, "Wonderful!", "What a pity!"));
                    }
                }
                text.line(&[0, 0]);
                text.done()
            },
        },
        "hdu1849" => Problem {
            name: "hdu1849",
            // Cases `m K_1 … K_m` until `m = 0`: Nim on the cells.
            model: |r| {
                lists(r, "pieces", |_, cells| {
                    let wins = nim::first_player_wins(cells.iter().copied());
                    Some(verdict(wins, "Rabbit Win!", "Grass Win!"))
                })
            },
            // Statement: m ≤ 1000 pieces on cells 0..=1000, ending with `0`;
            // here 1 ≤ m ≤ 20, so that a case is a few tokens.
            generate: |g| {
                for _ in 0..g.cases {
                    list_case(g, 20, |g| g.value(0, 1000));
                }
                g.line(&[0]);
            },
            exhaustive: || {
                let mut text = Text::default();
                for piles in positions(&[(1, 9), (2, 7), (3, 6), (4, 5)]) {
                    let tree = solve(&rules::Nim, [piles.clone()]);
                    let wins = !tree.is_losing(&piles);
                    text.list(&piles, &verdict(wins, "Rabbit Win!", "Grass Win!"));
                }
                text.line(&[0]);
                text.done()
            },
        },
        "poj2975" => Problem {
            name: "poj2975",
            // Cases `n k_1 … k_n` until `n = 0`: how many first moves win.
            model: |r| {
                lists(r, "piles", |_, piles| {
                    Some(format!("{}\n", nim::winning_moves(piles)))
                })
            },
            // Statement: 1 ≤ n ≤ 1000 piles of 1..=10^9, ending with `0`;
            // here n ≤ 20, so that a case is a few tokens.
            generate: |g| {
                for _ in 0..g.cases {
                    list_case(g, 20, |g| g.value(1, 1_000_000_000));
                }
                g.line(&[0]);
            },
            exhaustive: || {
                let mut text = Text::default();
                for piles in positions(&[(1, 9), (2, 7), (3, 6), (4, 5)]) {
                    // The piles in the given order: a move is a pile and an
                    // amount, so equal piles count apart.
                    let piles: Vec<u64> = piles.into_iter().rev().collect();
                    let tree = solve(&rules::Nim, [piles.clone()]);
                    let count = tree.winning_moves(&piles).unwrap().len();
                    text.list(&piles, &format!("{count}\n"));
                }
                text.line(&[0]);
                text.done()
            },
        },
        "hdu1907" => Problem {
            name: "hdu1907",
            // A count T, then T cases `N A_1 … A_N`: misère Nim.
            model: |r| {
                counted(r, "cases", |r| {
                    let n = r.next_value()?;
                    let piles = list(r, n, "piles")?;
                    let wins = nim::misere_first_player_wins(piles);
                    Some(verdict(wins, "John", "Brother"))
                })
            },
            // Statement: T ≤ 474 (the count is `cases`), 1 ≤ N ≤ 47,
            // 1 ≤ A_i ≤ 4747.
            generate: |g| {
                g.line(&[g.cases]);
                for _ in 0..g.cases {
                    list_case(g, 47, |g| g.value(1, 4747));
                }
            },
            exhaustive: || {
                let mut text = Text::default();
                for piles in positions(&[(0, 0), (1, 9), (2, 7), (3, 5), (4, 4)]) {
                    let start = Some(piles.clone());
                    let tree = solve(&rules::MisereNim, [start.clone()]);
                    text.list(&piles, &verdict(!tree.is_losing(&start), "John", "Brother"));
                }
                text.count_first()
            },
        },
        "hdu1848" => Problem {
            name: "hdu1848",
            // Lines `m n p` until `0 0 0`: three heaps, Fibonacci takes.
            model: |r| {
                let mut game = subtraction::Fibonacci::new();
                cases(r, true, |r, heaps: [u64; 3]| {
                    let wins = r.valid(game.first_player_wins(heaps))?;
                    Some(verdict(wins, "Fibo", "Nacci"))
                })
            },
            // Statement: 1 ≤ m, n, p ≤ 1000, ending with `0 0 0`.
            generate: |g| {
                for _ in 0..g.cases {
                    let heaps = [g.value(1, 1000), g.value(1, 1000), g.value(1, 1000)];
                    g.line(&heaps);
                }
                g.line(&[0, 0, 0]);
            },
            exhaustive: || {
                let mut text = Text::default();
                let triples = multisets(3, 0, 14);
                let tree = solve(&rules::Fibonacci, triples.iter().cloned());
                for heaps in triples.iter().filter(|h| h.iter().any(|&x| x > 0)) {
                    // In the input, in another order.
                    let shown = [heaps[1], heaps[2], heaps[0]];
                    text.case(&shown, &verdict(!tree.is_losing(heaps), "Fibo", "Nacci"));
                }
                text.line(&[0, 0, 0]);
                text.done()
            },
        },
        "hdu1536" => Problem {
            name: "hdu1536",
            // Tests `k s_1 … s_k`, `m`, then m positions `l h_1 … h_l`,
            // until `k = 0`: a line of `W`/`L` per test.
            model: |r| {
                let mut out = String::new();
                while !r.at_end() {
                    let Some(k) = r.next_value() else { break };
                    if k == 0 {
                        break;
                    }
                    let mut game = grundy::Subtraction::default();
                    let read = r.repeat(k, "moves", |r| {
                        if let Some(s) = r.next_value() {
                            r.valid(game.add_move(s));
                        }
                    });
                    let Some(m) = r.next_value().filter(|_| read) else {
                        break;
                    };
                    r.repeat(m, "positions", |r| {
                        let Some(l) = r.next_value() else { return };
                        let mut sum = 0;
                        let read = r.repeat(l, "heaps", |r| {
                            if let Some(heap) = r.next_value() {
                                sum ^= r.valid(game.grundy(heap)).unwrap_or(0);
                            }
                        });
                        if read {
                            out.push(if sum != 0 { 'W' } else { 'L' });
                        }
                    });
                    if r.error.is_some() {
                        break;
                    }
                    out.push('\n');
                }
                out
            },
            // Statement: k ≤ 100 moves of at most 10000, m ≤ 100 positions
            // of l ≤ 100 heaps of at most 10000. Here tests of 100
            // positions (the last one the rest), k ≤ 10 and l ≤ 10, each
            // `cases` a position: one character of output.
            generate: |g| {
                let mut left = g.cases;
                while left > 0 {
                    let k = g.count(1, 10);
                    let moves: Vec<u64> = (0..k).map(|_| g.value(1, 10_000)).collect();
                    g.line(&[k]);
                    g.line(&moves);
                    let m = left.min(100);
                    left -= m;
                    g.line(&[m]);
                    for _ in 0..m {
                        let l = g.count(1, 10);
                        let heaps: Vec<u64> = (0..l).map(|_| g.value(0, 10_000)).collect();
                        g.line(&[l]);
                        g.line(&heaps);
                    }
                }
                g.line(&[0]);
            },
            exhaustive: || {
                let mut text = Text::default();
                let mut sets: Vec<Vec<u64>> = (1..32u64)
                    .map(|bits| (1..=5).filter(|s| bits >> (s - 1) & 1 == 1).collect())
                    .collect();
                sets.extend([vec![2, 5], vec![3, 7, 8], vec![4, 6, 9, 11]]);
                let positions: Vec<Vec<u64>> = (1..=3).flat_map(|l| multisets(l, 0, 9)).collect();
                for moves in sets {
                    // Unsorted and with a repeat, as a judge might give them.
                    let mut shown: Vec<u64> = moves.iter().rev().copied().collect();
                    shown.push(moves[0]);
                    text.list_line(&shown);
                    text.line(&[positions.len() as u64]);
                    let tree = solve(&rules::Subtraction { moves }, positions.iter().cloned());
                    let mut answer = String::new();
                    for heaps in &positions {
                        text.list_line(heaps);
                        answer.push(if tree.is_losing(heaps) { 'L' } else { 'W' });
                    }
                    text.answer(&format!("{answer}\n"));
                }
                text.line(&[0]);
                text.done()
            },
        },
        "hdu1524" => Problem {
            name: "hdu1524",
            // Tests until the end: `N`, N lines `X_i` and X_i out-neighbours,
            // then queries `M p_1 … p_M` until `M = 0`.
            model: |r| {
                let mut out = String::new();
                let mut graph = grundy::Dag::new();
                'tests: while !r.at_end() {
                    let Some(n) = r.next_value() else { break };
                    graph.clear();
                    let read = r.repeat(n, "vertices", |r| {
                        if r.valid(graph.add_vertex()).is_none() {
                            return;
                        }
                        let Some(x) = r.next_value() else { return };
                        r.repeat(x, "edges", |r| {
                            if let Some(to) = r.next_value() {
                                r.valid(graph.add_edge(to));
                            }
                        });
                    });
                    if !read || r.valid(graph.solve()).is_none() {
                        break;
                    }
                    while !r.at_end() {
                        let Some(m) = r.next_value() else {
                            break 'tests;
                        };
                        if m == 0 {
                            break;
                        }
                        let mut sum = 0;
                        let read = r.repeat(m, "pieces", |r| {
                            if let Some(piece) = r.next_value() {
                                sum ^= r.valid(graph.grundy(piece)).unwrap_or(0);
                            }
                        });
                        if !read {
                            break 'tests;
                        }
                        out.push_str(&verdict(sum != 0, "WIN", "LOSE"));
                    }
                }
                out
            },
            // Statement: N ≤ 1000 vertices, M ≤ 10 pieces. Here graphs of
            // 1000 vertices, each with up to 10 edges to later vertices,
            // and 1000 queries each (`cases` in all).
            generate: |g| {
                let mut left = g.cases;
                while left > 0 {
                    let n = g.count(1, 1000);
                    g.line(&[n]);
                    for v in 0..n {
                        let x = if v + 1 == n { 0 } else { g.count(0, 10) };
                        let mut line = vec![x];
                        line.extend((0..x).map(|_| g.rng.range(v + 1, n - 1)));
                        g.line(&line);
                    }
                    let queries = left.min(1000);
                    left -= queries;
                    for _ in 0..queries {
                        let m = g.count(1, 10);
                        let mut line = vec![m];
                        line.extend((0..m).map(|_| g.rng.range(0, n - 1)));
                        g.line(&line);
                    }
                    g.line(&[0]);
                }
            },
            exhaustive: || {
                let mut text = Text::default();
                let mut rng = crate::Rng::new(1524);
                for test in 0..40 {
                    let n = 1 + test % 7;
                    // A random DAG: edges only to later vertices, shuffled.
                    let mut order: Vec<usize> = (0..n).collect();
                    rng.shuffle(&mut order);
                    let mut out = vec![Vec::new(); n];
                    for i in 0..n {
                        for j in i + 1..n {
                            if rng.one_in(2) {
                                out[order[i]].push(order[j]);
                            }
                        }
                    }
                    text.line(&[n as u64]);
                    for targets in &out {
                        let mut line = vec![targets.len() as u64];
                        line.extend(targets.iter().map(|&t| t as u64));
                        text.line(&line);
                    }
                    let queries: Vec<Vec<u64>> = (1..=3)
                        .flat_map(|m| multisets(m, 0, n as u64 - 1))
                        .collect();
                    let starts = queries
                        .iter()
                        .map(|q| q.iter().map(|&v| v as usize).collect());
                    let tree = solve(&rules::DagTokens { out }, starts);
                    for query in &queries {
                        let tokens: Vec<usize> = query.iter().map(|&v| v as usize).collect();
                        text.list_line(query);
                        text.answer(&verdict(!tree.is_losing(&tokens), "WIN", "LOSE"));
                    }
                    text.line(&[0]);
                }
                text.done()
            },
        },
        "hdu3032" => Problem {
            name: "hdu3032",
            // A count T, then T cases `N s_1 … s_N`: Lasker's Nim.
            model: |r| {
                counted(r, "cases", |r| {
                    let n = r.next_value()?;
                    let heaps = list(r, n, "heaps")?;
                    Some(verdict(lasker::first_player_wins(heaps), "Alice", "Bob"))
                })
            },
            // Statement: T ≤ 100 (the count is `cases`), N ≤ 10^6 heaps of
            // 1..=2^31 − 1; here N ≤ 20, so that a case is a few tokens.
            generate: |g| {
                g.line(&[g.cases]);
                for _ in 0..g.cases {
                    list_case(g, 20, |g| g.value(1, (1 << 31) - 1));
                }
            },
            exhaustive: || {
                let mut text = Text::default();
                for heaps in positions(&[(0, 0), (1, 10), (2, 8), (3, 6)]) {
                    // The rules keep the non-empty heaps, sorted.
                    let state: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
                    let tree = solve(&rules::Lasker, [state.clone()]);
                    text.list(&heaps, &verdict(!tree.is_losing(&state), "Alice", "Bob"));
                }
                text.count_first()
            },
        },
        "hdu1517" => Problem {
            name: "hdu1517",
            // One n per line until the end: multiply by 2..=9 to reach n.
            model: |r| {
                cases(r, false, |r, [n]| {
                    let wins = r.valid(multiplication::first_player_wins(n))?;
                    Some(verdict(wins, "Stan wins.", "Ollie wins."))
                })
            },
            // Statement: 1 < n < 4294967295.
            generate: |g| {
                for _ in 0..g.cases {
                    let n = g.value(2, 4_294_967_294);
                    g.line(&[n]);
                }
            },
            exhaustive: || {
                let mut text = Text::default();
                for n in 2..=3000 {
                    let tree = solve(&rules::Multiplication { n }, [Some(1)]);
                    let wins = !tree.is_losing(&Some(1));
                    text.case(&[n], &verdict(wins, "Stan wins.", "Ollie wins."));
                }
                text.done()
            },
        },
        "poj1704" => Problem {
            name: "poj1704",
            // A count T, then T cases `N P_1 … P_N`: Georgia and Bob.
            model: |r| {
                let mut position = staircase::Position::new();
                counted(r, "cases", |r| {
                    let n = r.next_value()?;
                    position.clear();
                    let read = r.repeat(n, "pieces", |r| {
                        if let Some(cell) = r.next_value() {
                            r.valid(position.add(cell));
                        }
                    });
                    let wins = r.valid(position.first_player_wins()).filter(|_| read)?;
                    Some(verdict(wins, "Georgia will win", "Bob will win"))
                })
            },
            // Statement: T ≤ 20 (the count is `cases`), N ≤ 1000 distinct
            // cells of 1..=10000; here N ≤ 20, so that a case is a few
            // tokens.
            generate: |g| {
                g.line(&[g.cases]);
                for _ in 0..g.cases {
                    // One time in four, pieces side by side in pairs: lost.
                    let n = g.count(1, 20);
                    let pairs = g.rng.one_in(4);
                    let mut cells: Vec<u64> = Vec::new();
                    while (cells.len() as u64) < n {
                        let cell = g.value(1, 9_999);
                        let new = match cell.checked_add(1) {
                            Some(next) if pairs => vec![cell, next],
                            _ => vec![cell],
                        };
                        if new.iter().all(|c| !cells.contains(c)) {
                            cells.extend(new);
                        }
                    }
                    g.rng.shuffle(&mut cells);
                    g.line(&[cells.len() as u64]);
                    g.line(&cells);
                }
            },
            exhaustive: || {
                let mut text = Text::default();
                let sets = (1..=4u64).flat_map(|n| multisets(n as usize, 1, 9));
                for cells in sets.filter(|c| c.windows(2).all(|w| w[0] < w[1])) {
                    let tree = solve(&rules::GeorgiaBob, [cells.clone()]);
                    let wins = !tree.is_losing(&cells);
                    // Unsorted in the input.
                    let shown: Vec<u64> = cells.iter().rev().copied().collect();
                    text.list(&shown, &verdict(wins, "Georgia will win", "Bob will win"));
                }
                text.count_first()
            },
        },
        "poj2311" => Problem {
            name: "poj2311",
            // Lines `W H` until the end: the Cutting Game.
            model: |r| {
                let mut table = cutting::Table::new();
                pairs(r, false, |r, [w, h]| {
                    let wins = r.valid(table.first_player_wins(w, h))?;
                    Some(verdict(wins, "WIN", "LOSE"))
                })
            },
            // Statement: 2 ≤ W, H ≤ 200.
            generate: |g| {
                for _ in 0..g.cases {
                    let (w, h) = (g.value(2, 200), g.value(2, 200));
                    g.line(&[w, h]);
                }
            },
            exhaustive: || {
                let mut text = Text::default();
                for w in 1..=6 {
                    for h in 1..=6 {
                        let start = Some(vec![(w.min(h), w.max(h))]);
                        let tree = solve(&rules::Cutting, [start.clone()]);
                        text.case(&[w, h], &verdict(!tree.is_losing(&start), "WIN", "LOSE"));
                    }
                }
                text.done()
            },
        },
        "luogu1290" => Problem {
            name: "luogu1290",
            // A count C, then C positive pairs `M N`.
            model: |r| {
                counted(r, "cases", |r| {
                    let [m, n] = values(r)?;
                    let wins = r.valid(euclid::checked_first_player_wins(m, n))?;
                    Some(verdict(wins, "Stan wins", "Ollie wins"))
                })
            },
            // Statement: 1 ≤ C ≤ 6 (the count is `cases`), 0 < M, N < 2^31.
            generate: |g| {
                g.line(&[g.cases]);
                euclid_pairs(g, (1 << 31) - 1);
            },
            exhaustive: || euclid_tree(80, "Stan wins", "Ollie wins").count_first(),
        },
        "kattis-euclidsgame" => Problem {
            name: "kattis-euclidsgame",
            // Positive pairs `a b` until `0 0`.
            model: |r| {
                pairs(r, true, |r, [a, b]| {
                    let wins = r.valid(euclid::checked_first_player_wins(a, b))?;
                    Some(verdict(wins, "Stan wins", "Ollie wins"))
                })
            },
            // Statement: 0 < a, b < 2^31, ending with `0 0`.
            generate: |g| {
                euclid_pairs(g, (1 << 31) - 1);
                g.line(&[0, 0]);
            },
            exhaustive: || {
                let mut text = euclid_tree(120, "Stan wins", "Ollie wins");
                text.line(&[0, 0]);
                text.done()
            },
        },
        _ => return None,
    };
    Some(problem)
}

/// What to say of a problem crate `name` without an entry.
pub fn missing(name: &str) -> String {
    format!(
        "problem crate {name} has no entry in crates/problems/src/registry.rs: copy one there \
         (scripts/new does this for a new crate)"
    )
}

/// This file's text, for the tools that read or copy its entries.
pub const SOURCE: &str = include_str!("registry.rs");

/// Where each entry of [`get`] is in `source` (this file's text): its name
/// and the byte range of its lines, from the line `"name" => Problem {` to
/// the line `},` at the same indentation, both included.
pub fn entries(source: &str) -> Vec<(&str, std::ops::Range<usize>)> {
    const OPEN: &str = "        \"";
    const CLOSE: &str = "        },\n";
    let mut found = Vec::new();
    let mut at = 0;
    let mut open: Option<(&str, usize)> = None;
    for line in source.split_inclusive('\n') {
        if let Some(rest) = line.strip_prefix(OPEN) {
            if let Some((name, "")) = rest
                .split_once("\" => Problem {")
                .map(|(n, r)| (n, r.trim_end()))
            {
                open = Some((name, at));
            }
        } else if line == CLOSE {
            if let Some((name, start)) = open.take() {
                found.push((name, start..at + line.len()));
            }
        }
        at += line.len();
    }
    found
}

// ---------------------------------------------------------------------------
// Reading: the shapes of the inputs, on the model reader.

/// `yes` or `no`, as a line.
pub fn verdict(wins: bool, yes: &str, no: &str) -> String {
    format!("{}\n", if wins { yes } else { no })
}

/// HDU 2149's line of winning raises: the numbers, or `none`.
pub fn raises_line(raises: &[u64]) -> String {
    if raises.is_empty() {
        return "none\n".to_string();
    }
    let shown: Vec<String> = raises.iter().map(u64::to_string).collect();
    format!("{}\n", shown.join(" "))
}

/// `N` values, or `None` if one is bad or missing.
pub fn values<const N: usize>(r: &mut Reader) -> Option<[u64; N]> {
    let mut values = [0; N];
    for v in &mut values {
        *v = r.next_value()?;
    }
    Some(values)
}

/// Cases of `N` values until the end of input, or with `zeros_end` until a
/// case of zeros; each answered by `answer` (`None`: it failed the reader).
pub fn cases<const N: usize>(
    r: &mut Reader,
    zeros_end: bool,
    mut answer: impl FnMut(&mut Reader, [u64; N]) -> Option<String>,
) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some(case) = values::<N>(r) else { break };
        if zeros_end && case.iter().all(|&v| v == 0) {
            break;
        }
        match answer(r, case) {
            Some(lines) => out.push_str(&lines),
            None => break,
        }
    }
    out
}

/// [`cases`] of two values.
pub fn pairs(
    r: &mut Reader,
    zeros_end: bool,
    answer: impl FnMut(&mut Reader, [u64; 2]) -> Option<String>,
) -> String {
    cases(r, zeros_end, answer)
}

/// A count, then that many cases (`noun` names them in the error when the
/// input ends early); nothing at all is no cases.
pub fn counted(
    r: &mut Reader,
    noun: &str,
    mut answer: impl FnMut(&mut Reader) -> Option<String>,
) -> String {
    let mut out = String::new();
    if r.at_end() {
        return out;
    }
    let Some(count) = r.next_value() else {
        return out;
    };
    r.repeat(count, noun, |r| {
        if let Some(lines) = answer(r) {
            out.push_str(&lines);
        }
    });
    out
}

/// A count `n`, then `n` values (`noun` names them when the input ends
/// early).
pub fn list(r: &mut Reader, n: u64, noun: &str) -> Option<Vec<u64>> {
    let mut list = Vec::new();
    r.repeat(n, noun, |r| list.extend(r.next_value()))
        .then_some(list)
}

/// Cases `n v_1 … v_n` until `n = 0` or the end of input.
pub fn lists(
    r: &mut Reader,
    noun: &str,
    mut answer: impl FnMut(&mut Reader, &mut [u64]) -> Option<String>,
) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some(n) = r.next_value() else { break };
        if n == 0 {
            break;
        }
        let Some(mut values) = list(r, n, noun) else {
            break;
        };
        match answer(r, &mut values) {
            Some(lines) => out.push_str(&lines),
            None => break,
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Writing the exhaustive cases.

/// An input and the output it must give, built case by case.
#[derive(Debug, Default)]
pub struct Text {
    input: String,
    output: String,
    cases: u64,
}

impl Text {
    /// Adds a line of input.
    pub fn line(&mut self, values: &[u64]) {
        let line: Vec<String> = values.iter().map(u64::to_string).collect();
        self.input.push_str(&line.join(" "));
        self.input.push('\n');
    }

    /// Adds a case of one line and its answer lines.
    pub fn case(&mut self, values: &[u64], answer: &str) {
        self.line(values);
        self.output.push_str(answer);
        self.cases += 1;
    }

    /// Adds a case `n v_1 … v_n` and its answer lines.
    pub fn list(&mut self, values: &[u64], answer: &str) {
        self.line(&[values.len() as u64]);
        self.case(values, answer);
    }

    /// Adds a line `n v_1 … v_n` of input.
    pub fn list_line(&mut self, values: &[u64]) {
        self.line(&[&[values.len() as u64], values].concat());
    }

    /// Adds answer lines of a case whose input is written apart.
    pub fn answer(&mut self, answer: &str) {
        self.output.push_str(answer);
        self.cases += 1;
    }

    /// The input and output.
    pub fn done(self) -> (String, String) {
        (self.input, self.output)
    }

    /// The input after a line with the number of cases, and the output.
    pub fn count_first(self) -> (String, String) {
        (format!("{}\n{}", self.cases, self.input), self.output)
    }
}

/// `n` values from `value`, in any order; one time in four (and `n` > 1)
/// `n / 2` values each twice, a lost position of most games of heaps, so
/// that both answers occur.
fn paired(g: &mut Gen<'_>, n: u64, mut value: impl FnMut(&mut Gen<'_>) -> u64) -> Vec<u64> {
    if n < 2 || !g.rng.one_in(4) {
        return (0..n).map(|_| value(g)).collect();
    }
    let mut values: Vec<u64> = (0..n / 2).flat_map(|_| [value(g); 2]).collect();
    g.rng.shuffle(&mut values);
    values
}

/// One case of a list: its length `n` in `1..=max_n` on a line, then `n`
/// values from `value` on the next ([`paired`]: sometimes in pairs).
fn list_case(g: &mut Gen<'_>, max_n: u64, value: impl FnMut(&mut Gen<'_>) -> u64) {
    let n = g.count(1, max_n);
    let values = paired(g, n, value);
    g.line(&[values.len() as u64]);
    g.line(&values);
}

/// The small positions of games of heaps: for each `(n, max)`, every
/// multiset of `n` heaps of `0..=max` ([`multisets`]).
fn positions(sizes: &[(usize, u64)]) -> impl Iterator<Item = Vec<u64>> + '_ {
    sizes.iter().flat_map(|&(n, max)| multisets(n, 0, max))
}

/// Every multiset of `piles` values in `lo..=hi`, each sorted ascending.
pub fn multisets(piles: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..piles {
        all = all
            .into_iter()
            .flat_map(|v: Vec<u64>| {
                (v.last().copied().unwrap_or(lo)..=hi).map(move |p| {
                    let mut w = v.clone();
                    w.push(p);
                    w
                })
            })
            .collect();
    }
    all
}

// ---------------------------------------------------------------------------
// The games' trees and inputs.

/// Wythoff's game: every pair of piles `lo..=200`, with verdicts from the
/// game tree.
fn wythoff_tree(lo: u64, yes: &str, no: &str) -> (String, String) {
    let mut text = Text::default();
    let tree = solve(&rules::Wythoff, [(200, 200)]);
    for a in lo..=200 {
        for b in lo..=200 {
            text.case(&[a, b], &verdict(!tree.is_losing(&(a, b)), yes, no));
        }
    }
    text.done()
}

/// HDU 2177's lines for the winning moves `wins` from `(a, b)`, derived from
/// the tree: each move classified by the pile(s) it takes from; the equal
/// take first, then from the larger pile, then from the smaller; with equal
/// piles a one-pile move is printed once. Lines are `(x, y)`, `x ≤ y`.
pub fn hdu2177_lines(wins: &[&(u64, u64)], (a, b): (u64, u64)) -> Vec<(u64, u64)> {
    let mut lines: Vec<(u8, u64, u64)> = wins
        .iter()
        .map(|&&(x, y)| {
            let rank = match (x < a, y < b) {
                (true, true) => 0,
                (true, false) if a >= b => 1,
                (false, true) if b >= a => 1,
                _ => 2,
            };
            (rank, x.min(y), x.max(y))
        })
        .collect();
    lines.sort_unstable();
    lines.dedup();
    lines.into_iter().map(|(_, x, y)| (x, y)).collect()
}

/// Two piles `a ≤ b` from `lo` up (not both 0): with [`Scale::Statement`]
/// within `max` and a losing position one time in four, else as
/// [`Gen::value`] gives.
fn wythoff_pair(g: &mut Gen<'_>, lo: u64, max: u64) -> (u64, u64) {
    loop {
        if g.scale == Scale::Statement && g.rng.one_in(4) {
            // b_k ≈ 2.618 k, so k ≤ 0.38 max nearly always fits.
            let (a, b) = wythoff::p_position(g.rng.range(1, max / 1000 * 382 + 1));
            if b <= u128::from(max) {
                return (a as u64, b as u64);
            }
        } else {
            let (a, b) = (g.value(lo, max), g.value(lo, max));
            if a != 0 || b != 0 {
                return (a.min(b), a.max(b));
            }
        }
    }
}

/// `cases` Wythoff pairs from `lo` to `max`, in either order, until the end.
fn wythoff_pairs(g: &mut Gen<'_>, lo: u64, max: u64) {
    for _ in 0..g.cases {
        let (a, b) = wythoff_pair(g, lo, max);
        let pair = if g.rng.one_in(2) { [a, b] } else { [b, a] };
        g.line(&pair);
    }
}

/// `cases` positive Euclid pairs up to `max`, in either order; with
/// [`Scale::Statement`] a quarter of them with a ratio below 2 (the slow
/// ones).
fn euclid_pairs(g: &mut Gen<'_>, max: u64) {
    for _ in 0..g.cases {
        let a = g.value(1, max);
        let b = if g.scale == Scale::Statement && g.rng.one_in(4) {
            g.rng.range(a, (2 * a - 1).min(max))
        } else {
            g.value(1, max)
        };
        let pair = if g.rng.one_in(2) { [a, b] } else { [b, a] };
        g.line(&pair);
    }
}

/// Euclid's game: every pair of numbers `1..=max`, with verdicts from the
/// game tree.
fn euclid_tree(max: u64, yes: &str, no: &str) -> Text {
    let mut text = Text::default();
    let starts = (1..=max).flat_map(|a| (1..=max).map(move |b| (a, b)));
    let tree = solve(&rules::Euclid, starts);
    for a in 1..=max {
        for b in 1..=max {
            text.case(&[a, b], &verdict(!tree.is_losing(&(a, b)), yes, no));
        }
    }
    text
}
