//! A walk on a Young diagram: Candy Piles (AGC 002 E).
//!
//! Piles of candies; a move eats a largest pile whole, or one candy from
//! every pile that has one. Whoever eats the last candy on the table loses.
//!
//! # The rule
//! Sort the piles `b_1 ≥ b_2 ≥ … ≥ b_N` and let `i` be the largest index
//! with `b_i ≥ i`. The first player wins exactly when `b_i − i` is odd or
//! the number of later piles `j > i` with `b_j = i` is odd.
//!
//! # Why
//! Draw pile `k` as column `k` of height `b_k`: a Young diagram. After `p`
//! moves of the first kind and `q` of the second the table holds the
//! diagram without its first `p` columns and bottom `q` rows, so the game
//! is a token on the cell `(p + 1, q + 1)` that steps right (eat the
//! largest pile) or up (eat a row); a step off the diagram empties the
//! table and loses. A cell wins exactly when a step reaches a losing cell.
//!
//! The diagonal lemma: if `(x + 1, y + 1)` is a cell, `(x, y)` has its
//! outcome (by induction on `x + y`, from the top right). If
//! `(x + 1, y + 1)` loses, both steps from `(x, y)` reach cells that step
//! to it and win, so `(x, y)` loses. If it wins by a step to a losing cell,
//! say `(x + 2, y + 1)`, then `(x + 1, y)` is diagonal to it and loses by
//! the induction, and `(x, y)` steps there and wins; the same upwards.
//!
//! So the corner `(1, 1)` has the outcome of the last diagonal cell
//! `(i, i)`. Beyond it `(i + 1, i + 1)` is not a cell, so from `(i, i)`
//! two straight runs leave: up the column `i` (`b_i − i` more cells), and
//! right along row `i` (the later piles with `b_j ≥ i`, which all have
//! `b_j = i`). On a run each cell has one step, the last cell loses, and a
//! cell loses exactly when an even number of cells follow it: `(i, i)`
//! wins when a run's first cell loses, when the run has odd length.
//!
//! # Exact arithmetic
//! Only comparisons and the parity of `b_i − i`: any `u64` piles. A pile of
//! 0 is no pile; a table without candies is refused (nobody could eat the
//! last candy).
//!
//! # Complexity
//! No sort: with `S(v)` the number of piles of at least `v`, `i` is the
//! largest `v ≤ N` with `S(v) ≥ v` (piles above N count as N + 1), the
//! later piles of `i` are `S(i) − i`, and `b_i` is `i` unless the `i`
//! largest piles all exceed `i` (`S(i + 1) = i`), when it is the smallest
//! pile above `i`. So a count per pile size up to N, and the smallest pile
//! above N: O(N) time, 4 bytes a size below N that occurs. On AGC 002 E's
//! largest test (10^5 piles) the binary takes 1.14 × the parse-only pass
//! and 2.3 MiB; sorting the piles (O(N log N), 8 bytes a pile) took 1.76 ×
//! and 2.9 MiB (`scripts/bench --clock cpu`, one run each).

/// True if the first player wins Candy Piles with these piles (the player
/// who eats the last candy loses): [`Piles`] with them.
///
/// # Errors
/// No candy at all (no piles, or only piles of 0), or more than
/// [`Piles::LIMIT`] piles.
///
/// # Complexity
/// O(N) for N piles.
///
/// ```
/// use game_core::young::first_player_wins;
/// // AGC 002 E's samples: First, First, Second.
/// assert!(first_player_wins(&[1, 3])?);
/// assert!(first_player_wins(&[1, 2, 1])?);
/// assert!(!first_player_wins(&[1, 2, 3])?);
/// // One pile: eat it all and lose, or eat one and leave b − 1.
/// assert!(!first_player_wins(&[1])?);
/// assert!(first_player_wins(&[2])?);
/// assert!(first_player_wins(&[0, 0]).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn first_player_wins(piles: &[u64]) -> Result<bool, String> {
    let mut position = Piles::new();
    position.begin(piles.len() as u64)?;
    for &candies in piles {
        position.add(candies);
    }
    position.first_player_wins()
}

/// A Candy Piles table built pile by pile: a count per pile size up to the
/// number of piles, and the piles above it.
///
/// # Constraints
/// At most [`Piles::LIMIT`] = 10^7 piles (AGC 002 E has at most 10^5), and
/// at most the number given to [`Piles::begin`].
///
/// # Complexity
/// O(1) per pile (amortised), O(N) per question; memory 4 bytes per size
/// up to the largest pile of at most N.
///
/// ```
/// use game_core::young::Piles;
/// let mut table = Piles::new();
/// table.begin(3)?;
/// for candies in [1, 2, 3] {
///     table.add(candies);
/// }
/// assert!(!table.first_player_wins()?); // AGC 002 E's sample 3: Second
/// assert!(table.begin(10_000_001).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Piles {
    /// The number of piles promised: sizes above it count as one more.
    n: u64,
    /// `counts[v - 1]` piles of exactly `v` candies, `1 ≤ v ≤ n` (as far as
    /// the largest such pile).
    counts: Vec<u32>,
    /// How many piles have more than `n` candies, and the smallest of them.
    above: u64,
    above_min: u64,
}

impl Piles {
    /// The most piles a table may have.
    pub const LIMIT: u64 = 10_000_000;

    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Starts a new table of at most `n` piles (the ones added next).
    ///
    /// # Errors
    /// `n` above [`Piles::LIMIT`].
    pub fn begin(&mut self, n: u64) -> Result<(), String> {
        if n > Self::LIMIT {
            return Err(format!("expected at most {} piles, found {n}", Self::LIMIT));
        }
        self.n = n;
        self.counts.clear();
        self.above = 0;
        self.above_min = u64::MAX;
        Ok(())
    }

    /// Adds a pile of `candies` (0 is no pile).
    #[inline]
    pub fn add(&mut self, candies: u64) {
        if candies > self.n {
            self.above += 1;
            self.above_min = self.above_min.min(candies);
        } else if candies > 0 {
            let v = candies as usize;
            if self.counts.len() < v {
                self.counts.resize(v, 0);
            }
            self.counts[v - 1] += 1;
        }
    }

    /// True if the first player wins from the table.
    ///
    /// # Errors
    /// No candy on the table.
    pub fn first_player_wins(&self) -> Result<bool, String> {
        let len = self.counts.len() as u64;
        // S(v), the piles of at least v, is `above` for len < v ≤ n + 1.
        let top = self.n.min(self.above);
        let (i, at_least_i, above_i) = if top > len {
            (top, self.above, self.above)
        } else {
            let mut at_least = self.above;
            let mut found = None;
            for v in (1..=len).rev() {
                let exactly = u64::from(self.counts[v as usize - 1]);
                at_least += exactly;
                if at_least >= v {
                    found = Some((v, at_least, at_least - exactly));
                    break;
                }
            }
            found.ok_or("expected at least one candy on the table")?
        };
        // b_i: i, unless the i largest piles all exceed i.
        let b_i = if above_i < i {
            i
        } else {
            let first = self.counts.iter().skip(i as usize).position(|&c| c > 0);
            first.map_or(self.above_min, |k| i + 1 + k as u64)
        };
        let up_the_column = b_i - i;
        let along_the_row = at_least_i - i;
        Ok(up_the_column % 2 == 1 || along_the_row % 2 == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagonal_runs() {
        // 3 ≥ 1, 3 ≥ 2, 3 ≥ 3: (3, 3) is the last diagonal cell; no run.
        assert_eq!(first_player_wins(&[3, 3, 3]), Ok(false));
        // A 4 in column 1 changes nothing; a run of one up column 3 does.
        assert_eq!(first_player_wins(&[4, 3, 3]), Ok(false));
        assert_eq!(first_player_wins(&[4, 4, 4]), Ok(true));
        // Two later piles of 2 beyond (2, 2): even.
        assert_eq!(first_player_wins(&[2, 2, 2, 2]), Ok(false));
        assert_eq!(first_player_wins(&[2, 2, 2, 2, 2]), Ok(true));
        // Zeros are no piles.
        assert_eq!(first_player_wins(&[0, 2, 0]), Ok(true));
        assert_eq!(first_player_wins(&[u64::MAX]), Ok(false));
        assert_eq!(first_player_wins(&[u64::MAX - 1]), Ok(true));
        assert_eq!(first_player_wins(&[u64::MAX, u64::MAX - 1]), Ok(false));
        assert!(first_player_wins(&[]).is_err());
    }

    /// The same rule on the sorted piles, as the module says it.
    fn by_sorting(piles: &[u64]) -> bool {
        let mut b: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
        b.sort_unstable_by(|x, y| y.cmp(x));
        let mut i = 1;
        while i < b.len() && b[i] > i as u64 {
            i += 1;
        }
        let later = b[i..].iter().filter(|&&x| x >= i as u64).count();
        (b[i - 1] - i as u64) % 2 == 1 || later % 2 == 1
    }

    #[test]
    fn counting_is_sorting() {
        let mut x = 0x2e02u64;
        for _ in 0..20_000 {
            let mut next = |m: u64| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x % m
            };
            let n = 1 + next(12);
            let max = [3, n, 2 * n, 1000, u64::MAX][next(5) as usize];
            let mut piles: Vec<u64> = (0..n).map(|_| next(max) + 1).collect();
            piles.push(0);
            assert_eq!(
                first_player_wins(&piles),
                Ok(by_sorting(&piles)),
                "{piles:?}"
            );
        }
    }
}
