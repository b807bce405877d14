//! The games of heaps whose moves may split a heap (Multi-SG), and misère
//! play beside normal play.
//!
//! * [`splits_table`]: the Grundy value of every heap `0..=N` of HDU 5795,
//!   Lieges of Legendre or 江南乐 from the game tree (game-core's
//!   [`solver`](game_core::proof::solver) on
//!   [`splits`](game_core::proof::splits)), beside game-core's closed form
//!   or table, in rows of the game's pattern, and the sums of several heaps
//!   the tree reaches against the XOR of their values.
//! * [`misere_table`]: one game under both conventions, every position of
//!   a few heaps searched twice (normal play by the solver, misère play by
//!   [`proof::misere`](game_core::proof::misere)): the heaps' Grundy
//!   values, the positions whose outcomes differ, and the SJ theorem
//!   ([`misere`](game_core::misere)) against the misère tree, with its
//!   precondition checked.
//!
//! Explore computes nothing about a game itself: the moves come from the
//! rules, the outcomes from the searches, the rules of thumb from
//! game-core.

use std::fmt::Write as _;

use game_core::grundy::Period;
use game_core::misere;
use game_core::multi_sg::{split_three_grundy, Emit};
use game_core::proof::misere as misere_tree;
use game_core::proof::rules;
use game_core::proof::solver::{Game, Solution};
use game_core::proof::splits;
use game_core::{jiangnan, legendre};
use itertools::Itertools;

use crate::plane::{solve_watched, Progress};
use crate::sequence::{agreement, side_by_side};
use crate::table::{count_of, flag, widths, TooBig};

/// A game of heaps that these tables show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeapGame {
    /// Nim (Luogu P4279 and HDU 1907 play it misère): take from one pile.
    Nim,
    /// HDU 2509's rows of apples: take consecutive apples from a row, which
    /// may leave two rows.
    Rows,
    /// HDU 5795: take from a heap, or split it into three non-empty heaps.
    SplitThree,
    /// Codeforces 603C: remove a cow, or split a pile of `2x` into `k`
    /// piles of `x`.
    Legendre {
        /// The number of piles a split makes.
        k: u64,
    },
    /// Luogu P3235: split a pile of at least `f` into `M ≥ 2` piles whose
    /// sizes differ by at most 1.
    Jiangnan {
        /// The smallest pile that may be split.
        f: u64,
    },
}

/// The most states a table's game trees may hold: about a second in a
/// release build.
pub const STATES_LIMIT: u64 = 400_000;

impl HeapGame {
    /// The game's name and the problems that play it, in titles.
    pub fn title(self) -> String {
        match self {
            Self::Nim => "Nim (Luogu P4279 and HDU 1907 play it misère)".into(),
            Self::Rows => "Rows of apples (HDU 2509)".into(),
            Self::SplitThree => "A Simple Nim (HDU 5795)".into(),
            Self::Legendre { k } => format!("Lieges of Legendre (Codeforces 603C), k = {k}"),
            Self::Jiangnan { f } => format!("江南乐 (Luogu P3235), F = {f}"),
        }
    }

    /// What a move is, in the game's words.
    pub fn rule(self) -> String {
        match self {
            Self::Nim => "a move takes one or more stones from one pile".into(),
            Self::Rows => "a move takes one or more consecutive apples from one row, which may \
                           leave two rows"
                .into(),
            Self::SplitThree => "a move takes any number of candies from one heap, or splits a \
                                 heap into three non-empty heaps"
                .into(),
            Self::Legendre { k } => format!(
                "a move removes one cow from a pile, or replaces a pile of 2x cows by {} of x",
                count_of(k, "pile", "piles")
            ),
            Self::Jiangnan { f } => format!(
                "a move splits a pile of at least {} into M ≥ 2 non-empty piles whose sizes \
                 differ by at most 1",
                count_of(f, "stone", "stones")
            ),
        }
    }

    /// The word for one heap, singular and plural.
    pub fn heap_words(self) -> (&'static str, &'static str) {
        match self {
            Self::Nim | Self::Jiangnan { .. } => ("pile", "piles"),
            Self::Rows => ("row", "rows"),
            Self::SplitThree => ("heap", "heaps"),
            Self::Legendre { .. } => ("pile", "piles"),
        }
    }

    /// The rules the game tree searches, as game-core names them.
    pub fn rules_name(self) -> String {
        match self {
            Self::Nim => "proof::rules::Nim".into(),
            Self::Rows => "proof::splits::Rows".into(),
            Self::SplitThree => "proof::splits::SplitThree".into(),
            Self::Legendre { k } => format!("proof::splits::Legendre {{ k: {k} }}"),
            Self::Jiangnan { f } => format!("proof::splits::Jiangnan {{ f: {f} }}"),
        }
    }

    /// Where game-core's values come from.
    pub fn core_name(self) -> &'static str {
        match self {
            Self::Nim | Self::Rows => "SG(x) = x",
            Self::SplitThree => "multi_sg::split_three_grundy",
            Self::Legendre { .. } => "legendre::grundy",
            Self::Jiangnan { .. } => "jiangnan::Table",
        }
    }

    /// game-core's value of every heap `0..=n`.
    ///
    /// # Errors
    /// 江南乐's piles above [`jiangnan::Table::LIMIT`]; game-core's message.
    pub fn core_values(self, n: u64) -> Result<Vec<u64>, String> {
        match self {
            Self::Nim | Self::Rows => Ok((0..=n).collect()),
            Self::SplitThree => Ok((0..=n).map(|x| split_three_grundy(x) as u64).collect()),
            Self::Legendre { k } => Ok((0..=n).map(|x| legendre::grundy(x, k)).collect()),
            Self::Jiangnan { f } => {
                let mut table = jiangnan::Table::new(f);
                (0..=n).map(|x| table.grundy(x)).collect()
            }
        }
    }

    /// The position of these heaps as the game tree keeps it: the
    /// non-empty heaps, sorted.
    pub fn state(heaps: &[u64]) -> Vec<u64> {
        let mut state: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        state.sort_unstable();
        state
    }
}

impl Game for HeapGame {
    type State = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        match *self {
            Self::Nim => rules::Nim.moves(heaps, out),
            Self::Rows => splits::Rows.moves(heaps, out),
            Self::SplitThree => splits::SplitThree.moves(heaps, out),
            Self::Legendre { k } => splits::Legendre { k }.moves(heaps, out),
            Self::Jiangnan { f } => splits::Jiangnan { f }.moves(heaps, out),
        }
    }
}

/// The largest heap [`splits_table`] searches for `game`: its game tree
/// from every heap up to it holds at most about [`STATES_LIMIT`] states
/// (HDU 5795 and 江南乐: about a second; Lieges of Legendre grows fastest
/// with `k`, a split making `k` piles).
///
/// The figures, CPU time of a release build on the project's 2-core
/// machine: HDU 5795 up to 36, 90 128 states, 0.6 s (40: 196 616, 2 s);
/// 江南乐 with F = 1 up to 44, 140 210 states, 0.8 s (48: 1.9 s); Lieges
/// of Legendre with k = 2 up to 60, 256 893 states, 0.8 s; k = 3 up to 20,
/// 70 159 states, 0.3 s (24: 375 513, 2.4 s); k = 4 up to 15 (16: 777 374
/// states); k = 5 up to 12, 0.6 s; k = 6 up to 10, 0.7 s; k = 7 to 12 up
/// to 7 (k = 7 up to 8: 2.5 s). HDU 2509's rows up to 40; Nim (one pile
/// never splits) up to 100 000, as Lieges of Legendre with k = 1.
pub fn heap_limit(game: HeapGame) -> u64 {
    match game {
        HeapGame::Nim => 100_000,
        HeapGame::Rows => 40,
        HeapGame::SplitThree => 36,
        HeapGame::Legendre { k } => match k {
            0 | 1 => 100_000,
            2 => 60,
            3 => 20,
            4 => 15,
            5 => 12,
            6 => 10,
            _ => 7,
        },
        HeapGame::Jiangnan { .. } => 44,
    }
}

/// The largest `k` of Lieges of Legendre that the tables search: a split
/// makes `k` piles, each a heap of the game tree's states.
pub const K_LIMIT: u64 = 12;

/// The Grundy value of one heap of each size `0..=n` from a normal-play
/// solution that holds them.
fn one_heap_values(solution: &Solution<Vec<u64>>, n: u64) -> Vec<u64> {
    (0..=n)
        .map(|x| {
            let value = solution.grundy(&HeapGame::state(&[x]));
            u64::from(value.expect("every heap up to the largest start was searched"))
        })
        .collect()
}

/// `text` with "heap" and "heaps" in the game's words (rows, piles).
fn in_words(text: &str, game: HeapGame) -> String {
    let (one, many) = game.heap_words();
    text.replace(" heaps ", &format!(" {many} "))
        .replace(" heap ", &format!(" {one} "))
}

/// The heaps of a few examples, "2, 4, …, 40".
fn examples(xs: &[u64]) -> String {
    if xs.len() <= 3 {
        xs.iter().join(", ")
    } else {
        format!("{}, {}, …, {}", xs[0], xs[1], xs[xs.len() - 1])
    }
}

/// The distinct values of `values` at the heaps `xs`, "0", "1 or 2".
fn value_set(values: &[u64], xs: &[u64]) -> Vec<u64> {
    xs.iter()
        .map(|&x| values[x as usize])
        .unique()
        .sorted()
        .collect()
}

/// The Grundy value of every heap `0..=n` of `game` (HDU 5795, Lieges of
/// Legendre or 江南乐; also Nim and the rows) from the game tree, from
/// every heap up to `n`, beside game-core's value, in rows of the game's
/// pattern: HDU 5795's period 8 (`SG(x) − x` by `x mod 8`), Lieges of
/// Legendre's odd and even piles (for odd `k`, an even pile's value from its
/// half's), 江南乐's rows of ten with the first pile of each value; then
/// every position of several heaps the tree reaches against the XOR of
/// game-core's values of its heaps.
///
/// # Errors
/// `n` above [`heap_limit`].
pub fn splits_table(game: HeapGame, n: u64, progress: Progress<'_>) -> Result<String, TooBig> {
    let limit = heap_limit(game);
    if n > limit {
        return Err(TooBig(format!(
            "the game tree of every heap up to {n} is beyond explore's {limit} for {}; lower \
             --size",
            game.title()
        )));
    }
    let starts = (0..=n).map(|x| HeapGame::state(&[x]));
    let solution = solve_watched(&game, starts, STATES_LIMIT / 4, progress);
    let tree = one_heap_values(&solution, n);
    let core = game
        .core_values(n)
        .map_err(|e| TooBig(format!("{e}; lower --size")))?;
    let (one, many) = game.heap_words();

    let mut out = format!(
        "{}: {}; whoever cannot move loses.\n\
         Grundy values of one {one} x = 0..={n} (0: the player to move loses).\n\
         Game tree: {} from every {one} up to {n} ({}). game-core: {}.\n\n",
        game.title(),
        game.rule(),
        game.rules_name(),
        count_of(solution.len() as u64, "state", "states"),
        game.core_name(),
    );
    let (layout, note) = match game {
        HeapGame::SplitThree => (
            Period {
                preperiod: 1,
                period: 8,
            },
            "Rows of eight from x = 1: the columns are x ≡ 1, 2, …, 7, 0 (mod 8).".to_string(),
        ),
        HeapGame::Legendre { k } if k.is_multiple_of(2) => (
            Period {
                preperiod: 3,
                period: 2,
            },
            "Rows of two from x = 3: the columns are the odd and the even piles.".to_string(),
        ),
        HeapGame::Legendre { .. } => (
            Period {
                preperiod: 5,
                period: 2,
            },
            "Rows of two from x = 5: the columns are the odd and the even piles.".to_string(),
        ),
        _ => (
            Period {
                preperiod: 0,
                period: 10,
            },
            "Rows of ten.".to_string(),
        ),
    };
    let _ = writeln!(out, "{note}");
    out.push_str(&side_by_side(
        &tree,
        &core,
        layout,
        ("x", "game tree", game.core_name()),
    ));
    out.push('\n');
    out.push_str(&in_words(&agreement(&tree, &core, game.core_name()), game));
    out.push('\n');
    out.push_str(&match game {
        HeapGame::SplitThree => split_three_pattern(&tree, n),
        HeapGame::Legendre { k } => legendre_pattern(&tree, n, k),
        HeapGame::Jiangnan { f } => jiangnan_pattern(&tree, n, f),
        HeapGame::Nim | HeapGame::Rows => {
            let same = tree.iter().enumerate().all(|(x, &v)| v == x as u64);
            format!("SG(x) = x for every {one} x = 0..={n}: {}.\n", flag(same))
        }
    });

    // Sums: every position of several heaps against the XOR of core's.
    let several: Vec<&Vec<u64>> = solution.states().iter().filter(|s| s.len() >= 2).collect();
    let largest = several.iter().flat_map(|s| s.iter()).max().copied();
    let sums = largest
        .map(|m| game.core_values(m.max(n)))
        .transpose()
        .map_err(|e| TooBig(format!("{e}; lower --size")))?
        .unwrap_or_default();
    let bad: Vec<&&Vec<u64>> = several
        .iter()
        .filter(|s| {
            let xor = s.iter().fold(0, |x, &h| x ^ sums[h as usize]);
            u64::from(solution.grundy(s).expect("a state of the solution")) != xor
        })
        .collect();
    if several.is_empty() {
        let _ = writeln!(
            out,
            "\nSums: from one {one} the game tree reaches no position of two or more {many} (a \
             move never splits)."
        );
    } else if bad.is_empty() {
        let _ = writeln!(
            out,
            "\nSums: on all {} of two or more {many} that the game tree reaches, its value is \
             the XOR of {} of the {many}: ok.",
            count_of(several.len() as u64, "position", "positions"),
            game.core_name()
        );
    } else {
        let _ = writeln!(
            out,
            "\nDISAGREEMENT: on {} of {} positions of several {many} the game tree's value is \
             not the XOR of {} of the {many}: {:?}",
            bad.len(),
            several.len(),
            game.core_name(),
            bad.iter().take(4).collect::<Vec<_>>()
        );
    }
    Ok(out)
}

/// HDU 5795's pattern: `SG(x) − x` by `x mod 8`, from the tree's values.
fn split_three_pattern(tree: &[u64], n: u64) -> String {
    let mut out = format!(
        "SG(x) − x by x mod 8, x = 1..={n} (the empty heap, x = 0, has SG 0):\n  x mod 8   \
         heaps x         game tree\n"
    );
    let signed = |d: i128| match d {
        d if d > 0 => format!("+{d}"),
        d if d < 0 => format!("−{}", -d),
        _ => "0".into(),
    };
    let mut pattern = Vec::new();
    for r in [1u64, 2, 3, 4, 5, 6, 7, 0] {
        let xs: Vec<u64> = (1..=n).filter(|x| x % 8 == r).collect();
        if xs.is_empty() {
            continue;
        }
        let diffs: Vec<i128> = xs
            .iter()
            .map(|&x| i128::from(tree[x as usize]) - i128::from(x))
            .unique()
            .collect();
        let expected = match r {
            7 => 1,
            0 => -1,
            _ => 0,
        };
        let _ = writeln!(
            out,
            "  {r:>7}   {:<15} {:>9}   {}",
            examples(&xs),
            diffs.iter().map(|&d| signed(d)).join(" or "),
            flag(diffs == [expected])
        );
        pattern.push(diffs == [expected]);
    }
    if n >= 8 && pattern.iter().all(|&ok| ok) {
        out.push_str(
            "So SG(x) = x but for x ≡ 7 and 0 (mod 8): the heaps 8k + 7 and 8k + 8 swap their \
             values (a split 1 + 2 + (8k + 4) of 8k + 7 is worth 8k + 7).\n",
        );
    }
    out
}

/// Lieges of Legendre's pattern, from the tree's values: for even `k`,
/// 0 on the odd piles from 3 and 1 on the even ones from 4; for odd `k`,
/// 0 on the odd piles from 5, and on the even ones from 6 the mex of 0 and
/// the half's value.
fn legendre_pattern(tree: &[u64], n: u64, k: u64) -> String {
    let show = |values: &[u64]| values.iter().join(" or ");
    let mut out = String::new();
    let (odd_from, even_from) = if k.is_multiple_of(2) { (3, 4) } else { (5, 6) };
    let odd: Vec<u64> = (odd_from..=n).step_by(2).collect();
    let even: Vec<u64> = (even_from..=n).step_by(2).collect();
    let _ = writeln!(
        out,
        "The piles from {odd_from} on (the split makes {}: {}):",
        count_of(k, "pile", "piles"),
        if k.is_multiple_of(2) {
            "an even number of equal piles, worth 0"
        } else {
            "an odd number of equal piles, worth the half's value"
        }
    );
    if !odd.is_empty() {
        let values = value_set(tree, &odd);
        let _ = writeln!(
            out,
            "  {:<22} {:<15} game tree {:<8} {}",
            "odd x:",
            examples(&odd),
            show(&values),
            flag(values == [0])
        );
    }
    if even.is_empty() {
        return out;
    }
    if k.is_multiple_of(2) {
        let values = value_set(tree, &even);
        let _ = writeln!(
            out,
            "  {:<22} {:<15} game tree {:<8} {}",
            "even x:",
            examples(&even),
            show(&values),
            flag(values == [1])
        );
        return out;
    }
    // Odd k: an even pile's value is mex{0, SG(x/2)}: 2 when the half is
    // worth 1, else 1.
    for (half, expected) in [(1u64, 2u64), (0, 1), (2, 1)] {
        let xs: Vec<u64> = even
            .iter()
            .copied()
            .filter(|&x| tree[x as usize / 2] == half)
            .collect();
        if xs.is_empty() {
            continue;
        }
        let values = value_set(tree, &xs);
        let _ = writeln!(
            out,
            "  {:<22} {:<15} game tree {:<8} {}",
            format!("even x, SG(x/2) = {half}:"),
            examples(&xs),
            show(&values),
            flag(values == [expected])
        );
    }
    out.push_str(
        "So an even pile from 6 on is worth 2 when its half is worth 1, else 1: the value \
         follows the halvings down to an odd pile or to 4.\n",
    );
    out
}

/// 江南乐's pattern, from the tree's values: nothing moves below
/// `max(F, 2)`; from there every pile is worth at least 1 (the split into
/// piles of 1 is worth 0); and the first pile of each value.
fn jiangnan_pattern(tree: &[u64], n: u64, f: u64) -> String {
    let from = f.max(2);
    let mut out = String::new();
    let below: Vec<u64> = (0..from.min(n + 1)).collect();
    let above: Vec<u64> = (from..=n).collect();
    let why = if f >= 2 {
        format!("they are below F = {f}")
    } else {
        "a pile of 1 has no split into non-empty piles, even with F = 1".to_string()
    };
    let _ = writeln!(
        out,
        "The piles below {from} cannot move ({why}): worth 0 {}.",
        flag(value_set(tree, &below) == [0])
    );
    if !above.is_empty() {
        let least = value_set(tree, &above)[0];
        let _ = writeln!(
            out,
            "The piles {}: worth at least 1 (the split into piles of 1 is worth 0) {}.",
            examples(&above),
            flag(least >= 1)
        );
    }
    let mut firsts = Vec::new();
    for (x, &v) in tree.iter().enumerate() {
        if v as usize >= firsts.len() {
            firsts.resize(v as usize + 1, None);
        }
        if firsts[v as usize].is_none() {
            firsts[v as usize] = Some(x);
        }
    }
    let _ = writeln!(
        out,
        "The first pile worth each value: {}.",
        firsts
            .iter()
            .enumerate()
            .map(|(v, x)| match x {
                Some(x) => format!("{v} at {x}"),
                None => format!("{v} nowhere"),
            })
            .join(", ")
    );
    out
}

/// The positions of [`misere_table`]: every multiset of at most `heaps`
/// heaps of `1..=max`, sorted, the empty one first.
pub fn small_positions(heaps: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    let mut last = vec![vec![]];
    for _ in 0..heaps {
        last = last
            .iter()
            .flat_map(|p: &Vec<u64>| {
                (p.last().copied().unwrap_or(1)..=max).map(move |h| {
                    let mut q = p.clone();
                    q.push(h);
                    q
                })
            })
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

/// The most heaps and the largest heap [`misere_table`] searches for
/// `game`: both trees from every such position within about half a second
/// of CPU (release build; Nim 5 piles of up to 8, 0.24 s; the rows 4 of up
/// to 10, 0.44 s; HDU 5795 4 of up to 8, 0.10 s (of up to 10: 1.3 s);
/// 江南乐 with F = 1 4 of up to 10, 0.47 s; Lieges of Legendre with k = 2
/// 3 of up to 12, 0.03 s (of up to 16: 1.3 s), k = 3 3 of up to 8, 0.26 s,
/// k = 4 2 of up to 8, 0.43 s (k = 5: 4.8 s), k = 12 2 of up to 5, 0.40 s).
pub fn misere_limits(game: HeapGame) -> (usize, u64) {
    match game {
        HeapGame::Nim => (5, 8),
        HeapGame::Rows => (4, 10),
        HeapGame::SplitThree => (4, 8),
        HeapGame::Legendre { k } => match k {
            0 | 1 => (3, 16),
            2 => (3, 12),
            3 => (3, 8),
            4 => (2, 8),
            5 | 6 => (2, 7),
            _ => (2, 5),
        },
        HeapGame::Jiangnan { .. } => (4, 10),
    }
}

/// `game` under both conventions, on every position of at most `heaps`
/// heaps of `1..=max` ([`small_positions`]): each heap's Grundy value from
/// the normal-play tree and who wins it alone under each convention; the
/// SJ theorem's precondition ([`misere::sj_precondition`]) on those
/// values; the positions whose outcomes differ (the first `list` of them),
/// and whether they are exactly those whose heaps are all worth at most 1;
/// and the SJ rule ([`misere::first_player_wins`]) against the misère tree.
///
/// # Errors
/// `heaps` or `max` above [`misere_limits`].
pub fn misere_table(
    game: HeapGame,
    heaps: usize,
    max: u64,
    list: usize,
    progress: Progress<'_>,
) -> Result<String, TooBig> {
    let (most_heaps, largest) = misere_limits(game);
    if heaps > most_heaps || max > largest {
        return Err(TooBig(format!(
            "the game trees of {} of up to {max} are beyond explore's {} of up to {largest} for \
             {}; lower --heaps or --max",
            count_of(heaps as u64, "heap", "heaps"),
            count_of(most_heaps as u64, "heap", "heaps"),
            game.title()
        )));
    }
    let positions = small_positions(heaps, max);
    // One heap of each size is among the positions (heaps ≥ 1), or added.
    let mut starts = positions.clone();
    starts.extend((1..=max).map(|x| vec![x]));
    let normal = solve_watched(&game, starts.clone(), STATES_LIMIT / 4, progress);
    let misere_solution = misere_tree::solve(&game, starts);
    let values = one_heap_values(&normal, max);
    let core = game
        .core_values(max)
        .map_err(|e| TooBig(format!("{e}; lower --max")))?;
    let (one, many) = game.heap_words();
    let wins = |w: bool| if w { "wins" } else { "loses" };

    let mut out = format!(
        "Misère play beside normal play: {}.\n\
         Rules: {}. Normal play: whoever cannot move loses. Misère play: whoever cannot move \
         wins (whoever moves last loses).\n\
         Game trees: {} searched by proof::solver (normal play, {}) and by proof::misere \
         (misère play, {}), from every position of at most {} of 1..={max} ({}).\n\n",
        game.title(),
        game.rule(),
        game.rules_name(),
        count_of(normal.len() as u64, "state", "states"),
        count_of(misere_solution.len() as u64, "state", "states"),
        count_of(heaps as u64, one, many),
        count_of(positions.len() as u64, "position", "positions"),
    );

    // One heap alone.
    let _ = writeln!(
        out,
        "One {one} x alone: its Grundy value (normal play, the game tree; 0: the player to move \
         loses) and whether the player to move wins it."
    );
    let width = values
        .iter()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1);
    let _ = writeln!(
        out,
        "{:>3} | {:>w$} | normal play | misère play",
        "x",
        "SG",
        w = width.max(2)
    );
    for x in 0..=max {
        let state = HeapGame::state(&[x]);
        let n = !normal.is_losing(&state);
        let m = !misere_solution.is_losing(&state);
        let _ = writeln!(
            out,
            "{x:>3} | {:>w$} | {:<11} | {}",
            values[x as usize],
            wins(n),
            wins(m),
            w = width.max(2)
        );
    }
    let _ = writeln!(
        out,
        "{}",
        in_words(&agreement(&values, &core, game.core_name()), game).trim_end()
    );

    // The precondition, on the options the rules list from one heap.
    let precondition = misere::sj_precondition(&values, |x, emit: &mut Emit<'_>| {
        let mut moves = Vec::new();
        game.moves(&HeapGame::state(&[x as u64]), &mut moves);
        for option in moves {
            let parts: Vec<(usize, u64)> = option
                .iter()
                .filter(|&&h| h > 0)
                .map(|&h| (h as usize, 1))
                .collect();
            emit(&parts);
        }
    });
    let _ = writeln!(
        out,
        "\nThe SJ theorem's precondition (misere::sj_precondition, on the options the rules \
         list from one {one} of 0..={max}): {}.",
        match &precondition {
            Ok(()) => "holds".to_string(),
            Err(e) => format!("fails: {e}"),
        }
    );

    // Where the outcomes differ.
    let worth = |p: &[u64]| -> Vec<u64> { p.iter().map(|&h| values[h as usize]).collect() };
    let differ: Vec<&Vec<u64>> = positions
        .iter()
        .filter(|p| normal.is_losing(p) != misere_solution.is_losing(p))
        .collect();
    let small = |p: &Vec<u64>| worth(p).iter().all(|&v| v <= 1);
    let all_small: Vec<&Vec<u64>> = positions.iter().filter(|p| small(p)).collect();
    let _ = writeln!(
        out,
        "\nWhere the outcomes differ: {} of the {} (the player to move wins under one \
         convention and loses under the other):",
        differ.len(),
        count_of(positions.len() as u64, "position", "positions")
    );
    let rows: Vec<[String; 5]> = differ
        .iter()
        .take(list)
        .map(|p| {
            let v = worth(p);
            [
                if p.is_empty() {
                    "(none)".into()
                } else {
                    p.iter().join(" ")
                },
                if v.is_empty() {
                    "—".into()
                } else {
                    v.iter().join(" ")
                },
                v.iter().fold(0, |x, &g| x ^ g).to_string(),
                wins(!normal.is_losing(p)).into(),
                wins(!misere_solution.is_losing(p)).into(),
            ]
        })
        .collect();
    let heads = [
        many.to_string(),
        "Grundy values".into(),
        "XOR".into(),
        "normal play".into(),
        "misère play".into(),
    ];
    let widths = widths(&heads, &rows);
    for row in std::iter::once(&heads).chain(&rows) {
        let line = (0..5)
            .map(|i| format!("{:<w$}", row[i], w = widths[i]))
            .join("   ");
        let _ = writeln!(out, "  {}", line.trim_end());
    }
    if differ.len() > list {
        let _ = writeln!(out, "  … and {} more", differ.len() - list);
    }
    let exactly = differ.len() == all_small.len() && differ.iter().all(|p| small(p));
    if exactly {
        let _ = writeln!(
            out,
            "They are exactly the {} whose {many} are all worth at most 1: there misère play \
             reverses normal play (an even number of {many} worth 1 wins); wherever a {one} is \
             worth 2 or more the outcomes agree: ok.",
            count_of(all_small.len() as u64, "position", "positions")
        );
    } else {
        let big = differ.iter().filter(|p| !small(p)).count();
        let same = all_small.iter().filter(|p| !differ.contains(p)).count();
        let _ = writeln!(
            out,
            "Not exactly where every {one} is worth at most 1: {big} of them have a {one} worth 2 \
             or more, and {same} whose {many} are all worth at most 1 keep their outcome."
        );
    }

    // The SJ rule against the misère tree.
    let wrong: Vec<&Vec<u64>> = positions
        .iter()
        .filter(|p| misere::first_player_wins(worth(p)) == misere_solution.is_losing(p))
        .collect();
    let shown = wrong
        .iter()
        .take(8)
        .map(|p| {
            format!(
                "({}): the tree says {}",
                p.iter().join(" "),
                wins(!misere_solution.is_losing(p))
            )
        })
        .join("; ");
    let verdict = match (wrong.is_empty(), precondition.is_ok()) {
        (true, true) => format!(
            "agrees on all {}: ok.",
            count_of(positions.len() as u64, "position", "positions")
        ),
        (true, false) => format!(
            "agrees on all {}, although the precondition fails (it is sufficient, not \
             necessary).",
            count_of(positions.len() as u64, "position", "positions")
        ),
        (false, true) => format!(
            "DISAGREEMENT on {} of the {}, although the precondition holds: {shown}",
            wrong.len(),
            count_of(positions.len() as u64, "position", "positions")
        ),
        (false, false) => format!(
            "wrong on {} of the {}, as the failed precondition allows: {shown}",
            wrong.len(),
            count_of(positions.len() as u64, "position", "positions")
        ),
    };
    let _ = writeln!(
        out,
        "\nThe SJ rule (misere::first_player_wins on the {many}' Grundy values: the player to \
         move wins when the XOR is not 0 and some {one} is worth 2 or more, or the XOR is 0 and \
         none is) against the misère tree: {verdict}"
    );
    Ok(out)
}
