//! The game of roots (Codeforces 255E, Furlo and Rublo).
//!
//! Piles of coins; a move takes a pile of `x` coins and leaves `y` in it,
//! for an integer `y < x` with `x^(1/4) ≤ y ≤ x^(1/2)`. Whoever cannot
//! move loses.
//!
//! # The rule
//! A pile's Grundy value is constant on a few runs of `x`, from a heap of
//! 0 to `2^64 − 1` ([`Runs`]):
//!
//! | x | value |
//! |---|---|
//! | 0 ..= 3 | 0 |
//! | 4 ..= 15 | 1 |
//! | 16 ..= 81 | 2 |
//! | 82 ..= 6723 | 0 |
//! | 6724 ..= 50625 | 3 |
//! | 50626 ..= 2562991875 | 1 |
//! | 2562991876 ..= 2042925103215441 | 2 |
//! | 2042925103215442 ..= 2^64 − 1 | 0 |
//!
//! and the piles are a sum of games: the first player wins exactly when
//! the XOR of their values is not 0.
//!
//! # Why
//! The options of `x ≥ 4` are the `y` of `[⌈x^(1/4)⌉, ⌊x^(1/2)⌋]`
//! ([`options`]; `0 ≤ y < x` holds there, and for `x ≤ 3` the interval is
//! empty), and both ends grow with `x`. So the value of `x`, the mex of the
//! values in that interval, can change only where an end crosses from one
//! run into the next: where `⌊√x⌋` reaches the start `s` of a run (at
//! `x = s²`), or `⌈x^(1/4)⌉` passes the end `e` of one (at `x = e⁴ + 1`).
//! [`Runs::new`] sweeps those points from `x = 4` on, computing the value
//! at each from the runs already known (every option is below `x`) and
//! starting a run where it changes: a dozen points reach `2^64`. The tests
//! check the runs against the game tree of every pile up to 10^5, and the
//! rule `value = mex of the options' values` at every point where an end
//! crosses a run boundary, and beside it, up to `2^64 − 1`.
//!
//! # Exact arithmetic
//! The real inequalities are integer ones: `x^(1/4) ≤ y` is `x ≤ y⁴` and
//! `y ≤ x^(1/2)` is `y² ≤ x`. The roots are computed bit by bit
//! ([`sqrt_floor`], [`fourth_root_ceil`]), never in floating point, where
//! `sqrt` of a number near a perfect square above 2^52 can be off by one.
//! The sweep's `s²` and `e⁴ + 1` are taken in `u128` and stop at 2^64.
//!
//! # Complexity
//! [`Runs::new`] is O(r²) for the r = 8 runs, once; [`Runs::grundy`] is
//! O(log r) a pile.

/// `⌊√x⌋`, exactly, bit by bit.
///
/// # Complexity
/// O(32).
///
/// ```
/// use game_core::root_game::sqrt_floor;
/// assert_eq!(sqrt_floor(15), 3);
/// assert_eq!(sqrt_floor(16), 4);
/// assert_eq!(sqrt_floor(u64::MAX), u64::from(u32::MAX));
/// ```
pub fn sqrt_floor(x: u64) -> u64 {
    let mut root = 0u64;
    let mut bit = 1u64 << 31;
    while bit > 0 {
        // At most 2^32 − 1, so its square fits.
        let t = root | bit;
        if t * t <= x {
            root = t;
        }
        bit >>= 1;
    }
    root
}

/// `⌈x^(1/4)⌉`, exactly: the least `y` with `y⁴ ≥ x`.
///
/// # Complexity
/// O(64).
///
/// ```
/// use game_core::root_game::fourth_root_ceil;
/// assert_eq!(fourth_root_ceil(16), 2);
/// assert_eq!(fourth_root_ceil(17), 3);
/// assert_eq!(fourth_root_ceil(u64::MAX), 65536);
/// ```
pub fn fourth_root_ceil(x: u64) -> u64 {
    // ⌊√⌊√x⌋⌋ = ⌊x^(1/4)⌋, at most 65535: its fourth power fits.
    let root = sqrt_floor(sqrt_floor(x));
    if root * root * root * root == x {
        root
    } else {
        root + 1
    }
}

/// The coins a move may leave in a pile of `x`: every `y` of the returned
/// `lo..=hi`, or `None` when there is no move (`x ≤ 3`).
///
/// # Complexity
/// O(64).
///
/// ```
/// use game_core::root_game::options;
/// assert_eq!(options(0), None);
/// assert_eq!(options(3), None);
/// assert_eq!(options(4), Some((2, 2)));
/// assert_eq!(options(81), Some((3, 9)));
/// assert_eq!(options(82), Some((4, 9)));
/// ```
pub fn options(x: u64) -> Option<(u64, u64)> {
    // y < x: nothing for x = 0 (and ⌊√x⌋ < x from x = 2 on).
    let (lo, hi) = (fourth_root_ceil(x), sqrt_floor(x).min(x.checked_sub(1)?));
    (lo <= hi).then_some((lo, hi))
}

/// A run of piles `start..=end` that share one Grundy value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Run {
    /// The first pile of the run.
    pub start: u64,
    /// The last pile of the run.
    pub end: u64,
    /// The Grundy value of every pile of the run.
    pub grundy: u64,
}

/// The Grundy values of every pile `0..=u64::MAX`, as runs found by an
/// exact sweep (module doc, "Why").
///
/// ```
/// use game_core::root_game::Runs;
/// let runs = Runs::new();
/// assert_eq!(runs.runs().len(), 8);
/// let values: Vec<u64> = (1..=10).map(|x| runs.grundy(x)).collect();
/// assert_eq!(values, [0, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
/// // CF 255E's third sample: 1..=10, XOR 1 ^ 1 ^ … (7 ones): Furlo wins.
/// assert!(runs.first_player_wins(1..=10));
/// assert_eq!(runs.grundy(777_777_777_777), 2);
/// ```
#[derive(Debug, Clone)]
pub struct Runs {
    runs: Vec<Run>,
}

impl Default for Runs {
    fn default() -> Self {
        Self::new()
    }
}

impl Runs {
    /// Sweeps the points where an end of the options' interval enters a
    /// new run, from `x = 4` to `2^64 − 1`.
    ///
    /// # Complexity
    /// O(r²) for r runs (8).
    pub fn new() -> Self {
        // 0..=3 have no move. The last run is open: its end is not known.
        let mut runs = vec![Run {
            start: 0,
            end: 3,
            grundy: 0,
        }];
        let mut x = 4u64;
        loop {
            let (lo, hi) = (fourth_root_ceil(x), sqrt_floor(x));
            // The runs the options lo..=hi meet, and their values' mex.
            let met = |r: &Run| r.start <= hi && lo <= r.end;
            let mut seen = 0u64;
            for run in runs.iter().filter(|r| met(r)) {
                seen |= 1 << run.grundy.min(63);
            }
            let value = u64::from(seen.trailing_ones());
            let last = runs.len() - 1;
            if x == 4 || runs[last].grundy != value {
                if x > 4 {
                    runs[last].end = x - 1;
                }
                runs.push(Run {
                    start: x,
                    end: u64::MAX,
                    grundy: value,
                });
            }
            // The next point where hi reaches a new run (its start squared)
            // or lo leaves its run (the run's end to the fourth, plus 1);
            // the last run's end is not known, so lo stays in it.
            let at_hi = runs.iter().position(|r| r.start <= hi && hi <= r.end);
            let at_lo = runs.iter().position(|r| r.start <= lo && lo <= r.end);
            let last = runs.len() - 1;
            let mut next = u128::MAX;
            if let Some(i) = at_hi.filter(|&i| i < last) {
                next = next.min(u128::from(runs[i + 1].start).pow(2));
            }
            if let Some(i) = at_lo.filter(|&i| i < last) {
                let end = u128::from(runs[i].end);
                next = next.min(end * end * end * end + 1);
            }
            if next > u128::from(u64::MAX) {
                break;
            }
            x = next as u64;
        }
        Runs { runs }
    }

    /// The runs, in order: they cover `0..=u64::MAX`.
    ///
    /// ```
    /// use game_core::root_game::{Run, Runs};
    /// let runs = Runs::new();
    /// assert_eq!(runs.runs()[4], Run { start: 6724, end: 50625, grundy: 3 });
    /// assert_eq!(runs.runs().last().unwrap().end, u64::MAX);
    /// ```
    pub fn runs(&self) -> &[Run] {
        &self.runs
    }

    /// The Grundy value of a pile of `x` coins.
    ///
    /// # Complexity
    /// O(log r).
    ///
    /// ```
    /// use game_core::root_game::Runs;
    /// let runs = Runs::new();
    /// assert_eq!(runs.grundy(50_626), 1);
    /// assert_eq!(runs.grundy(2_562_991_876), 2); // past the first table's end
    /// assert_eq!(runs.grundy(u64::MAX), 0);
    /// ```
    pub fn grundy(&self, x: u64) -> u64 {
        let i = self.runs.partition_point(|r| r.end < x);
        self.runs[i].grundy
    }

    /// True if the first player wins with these piles: the XOR of their
    /// values is not 0.
    ///
    /// # Complexity
    /// O(log r) a pile.
    ///
    /// ```
    /// use game_core::root_game::Runs;
    /// let runs = Runs::new();
    /// assert!(!runs.first_player_wins([1, 2])); // CF 255E's second sample
    /// assert!(!runs.first_player_wins([50_626, 4])); // 1 ^ 1
    /// ```
    pub fn first_player_wins<I: IntoIterator<Item = u64>>(&self, piles: I) -> bool {
        piles.into_iter().fold(0, |xor, x| xor ^ self.grundy(x)) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roots_by_their_definitions() {
        for x in 0..100_000u64 {
            let r = sqrt_floor(x);
            assert!(r * r <= x && (r + 1) * (r + 1) > x, "{x}");
            let q = fourth_root_ceil(x);
            assert!(q.pow(4) >= x && (q == 0 || (q - 1).pow(4) < x), "{x}");
        }
        for r in [1u64 << 16, 1 << 31, u64::from(u32::MAX)] {
            for x in [r * r - 1, r * r, r * r + 1] {
                let s = sqrt_floor(x);
                assert!(u128::from(s).pow(2) <= u128::from(x));
                assert!(u128::from(s + 1).pow(2) > u128::from(x));
            }
        }
        for q in [255u64, 256, 65535] {
            let x = q.pow(4);
            assert_eq!(fourth_root_ceil(x), q);
            assert_eq!(fourth_root_ceil(x + 1), q + 1);
            assert_eq!(fourth_root_ceil(x - 1), q);
        }
    }

    #[test]
    fn the_runs_are_the_table() {
        let table = [
            (0, 3, 0),
            (4, 15, 1),
            (16, 81, 2),
            (82, 6723, 0),
            (6724, 50625, 3),
            (50626, 2562991875, 1),
            (2562991876, 2042925103215441, 2),
            (2042925103215442, u64::MAX, 0),
        ];
        let runs: Vec<(u64, u64, u64)> = Runs::new()
            .runs()
            .iter()
            .map(|r| (r.start, r.end, r.grundy))
            .collect();
        assert_eq!(runs, table);
    }
}
