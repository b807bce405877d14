//! What the specs of several problems of one game share: their game-tree
//! cases and their generated positions. Named after games, never after a
//! problem.

use crate::read::verdict;
use crate::{Gen, Scale, Text};
use game_core::proof::rules;
use game_core::proof::solver::solve;
use game_core::wythoff as theory;

/// Wythoff's game.
pub mod wythoff {
    use super::*;

    /// Every pair of piles `lo..=200` as a case, with verdicts from the
    /// game tree.
    ///
    /// ```
    /// let (input, output) = spec::games::wythoff::tree(0, "1", "0");
    /// assert!(input.starts_with("0 0\n0 1\n") && output.starts_with("0\n1\n"));
    /// ```
    pub fn tree(lo: u64, yes: &str, no: &str) -> (String, String) {
        let mut text = Text::default();
        let tree = solve(&rules::Wythoff, [(200, 200)]);
        for a in lo..=200 {
            for b in lo..=200 {
                text.case(&[a, b], &verdict(!tree.is_losing(&(a, b)), yes, no));
            }
        }
        text.done()
    }

    /// Two piles `a ≤ b` from `lo` up (not both 0): with
    /// [`Scale::Statement`] within `max` and a losing position one time in
    /// four, else as [`Gen::value`] gives.
    ///
    /// ```
    /// use spec::{Gen, Scale};
    /// let mut sink = |_: spec::Line<'_>| {};
    /// let mut g = Gen::new(5, Scale::Statement, 1, &mut sink);
    /// let (a, b) = spec::games::wythoff::pair(&mut g, 1, 1000);
    /// assert!(1 <= a && a <= b && b <= 1000);
    /// ```
    pub fn pair(g: &mut Gen<'_>, lo: u64, max: u64) -> (u64, u64) {
        loop {
            if g.scale == Scale::Statement && g.rng.one_in(4) {
                // b_k ≈ 2.618 k, so k ≤ 0.38 max nearly always fits.
                let (a, b) = theory::p_position(g.rng.range(1, max / 1000 * 382 + 1));
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

    /// `g.cases` lines of two piles from `lo` to `max` ([`pair`]), in either
    /// order.
    ///
    /// ```
    /// use spec::{Gen, Scale};
    /// let mut lines = 0;
    /// let mut sink = |_: spec::Line<'_>| lines += 1;
    /// spec::games::wythoff::pairs(&mut Gen::new(1, Scale::Small, 4, &mut sink), 0, 9);
    /// assert_eq!(lines, 4);
    /// ```
    pub fn pairs(g: &mut Gen<'_>, lo: u64, max: u64) {
        for _ in 0..g.cases {
            let (a, b) = pair(g, lo, max);
            let pair = if g.rng.one_in(2) { [a, b] } else { [b, a] };
            g.line(&pair);
        }
    }
}

/// Euclid's game.
pub mod euclid {
    use super::*;

    /// `g.cases` lines of two positive numbers up to `max`, in either order;
    /// with [`Scale::Statement`] a quarter of them with a ratio below 2 (the
    /// slow ones).
    ///
    /// ```
    /// use spec::{Gen, Scale};
    /// let mut lines = Vec::new();
    /// let mut sink = |line: spec::Line<'_>| lines.extend(line.tokens());
    /// spec::games::euclid::pairs(&mut Gen::new(1, Scale::Statement, 3, &mut sink), 100);
    /// let values: Vec<u64> = lines.iter().map(|t| String::from_utf8_lossy(t).parse().unwrap()).collect();
    /// assert!(values.len() == 6 && values.iter().all(|v| (1..=100).contains(v)));
    /// ```
    pub fn pairs(g: &mut Gen<'_>, max: u64) {
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

    /// Every pair of numbers `1..=max` as a case, with verdicts from the
    /// game tree.
    ///
    /// ```
    /// let (input, output) = spec::games::euclid::tree(2, "Stan", "Ollie").done();
    /// assert_eq!(input, "1 1\n1 2\n2 1\n2 2\n");
    /// assert_eq!(output, "Stan\nStan\nStan\nStan\n");
    /// ```
    pub fn tree(max: u64, yes: &str, no: &str) -> Text {
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
}

/// Nim.
pub mod nim {
    use super::*;

    /// Every position of 1 to 4 heaps (of 0 to 9, 7, 5 and 4 stones, as
    /// [`positions`](crate::text::positions) lists them) as a test, `n` on
    /// a line and the heaps on the next, the count of tests first, with
    /// verdicts from the game tree.
    ///
    /// ```
    /// let (input, output) = spec::games::nim::tree("first", "second");
    /// let count: usize = input.lines().next().unwrap().parse().unwrap();
    /// assert_eq!(output.lines().count(), count);
    /// // The first tests: one heap of 0 (lost), then of 1 (won).
    /// assert!(input[input.find('\n').unwrap()..].starts_with("\n1\n0\n1\n1\n"));
    /// assert!(output.starts_with("second\nfirst\n"));
    /// ```
    pub fn tree(yes: &str, no: &str) -> (String, String) {
        let mut text = Text::default();
        let starts: Vec<Vec<u64>> =
            crate::text::positions(&[(1, 9), (2, 7), (3, 5), (4, 4)]).collect();
        let tree = solve(&rules::Nim, starts.iter().cloned());
        for heaps in &starts {
            text.list(heaps, &verdict(!tree.is_losing(heaps), yes, no));
        }
        text.count_first()
    }
}
