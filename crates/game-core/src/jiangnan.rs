//! 江南乐 (Luogu P3235, HNOI 2014): split a pile into near-equal piles.
//!
//! Piles of stones and a number `F`; a move takes a pile of `x ≥ F`
//! stones and splits it into `M ≥ 2` non-empty piles whose sizes differ by
//! at most 1 (`x mod M` piles of `⌊x/M⌋ + 1`, the rest of `⌊x/M⌋`). Whoever
//! cannot move loses.
//!
//! # The rule
//! `SG(x) = 0` for `x < F` and for `x ≤ 1` (a pile of 1 cannot be split
//! into non-empty piles, even with `F = 1`). Otherwise `SG(x)` is the mex
//! over `M = 2..=x` of the split's value: with `q = ⌊x/M⌋` and
//! `r = x mod M`, `SG(q + 1)` if `r` is odd, XOR `SG(q)` if `M − r` is
//! odd. Only the first two `M` of each block of equal `q` need be tried.
//! The player to move loses exactly when the piles' values XOR to 0.
//!
//! # Why
//! Multi-SG ([`multi_sg`](super::multi_sg)): the split is the sum of its
//! piles, and `r` equal piles are worth `SG(q + 1)` or 0 as `r` is odd or
//! even (the same for the `M − r` others). Within a block of equal `q`,
//! `M → M + 2` changes `r = x − qM` by `−2q` and `M − r` by `2 + 2q`,
//! even numbers: the parities, so the values, repeat with period 2 in
//! `M`. The blocks are at most `2√x` (`q < √x` for `M > √x`), so a pile
//! costs O(√x) splits.
//!
//! # Complexity
//! O(V√V) for the values of the piles up to `V`, then O(1) per pile: the
//! whole table for `V = 10^5` takes 0.18–0.19 s of CPU (release build,
//! `F = 1` or 1000, best of 7 runs on the project's 2-core machine).
//! The `M` up to `√x` are tried one by one and the larger ones by
//! quotient, so that no division waits for another: the usual loop over
//! blocks, `M = ⌊x / ⌊x/M⌋⌋ + 1`, whose two divisions per block each wait
//! for the last, took 0.26–0.27 s. Memory: 4 bytes a pile size, 400 KB at
//! the limit.

/// The Grundy values of 江南乐's piles for one `F`, computed up to the
/// largest pile asked and kept.
///
/// # Constraints
/// Piles up to [`Table::LIMIT`] = 100 000 (Luogu P3235's piles are below
/// 100 000). Any `F` is allowed: piles below it, and piles of 0 or 1, are
/// worth 0.
///
/// # Complexity
/// Values up to `V` cost O(V√V) in all (0.19 s of CPU at the limit, see
/// the module doc), each computed once; a value already computed is O(1).
///
/// ```
/// use game_core::jiangnan::Table;
/// // Luogu P3235's sample: F = 3, games `1 1`, `1 2`, `1 3`, `1 5` → 0 0 1 1.
/// let mut table = Table::new(3);
/// let values: Vec<u64> = [1, 2, 3, 5].iter().map(|&x| table.grundy(x)).collect::<Result<_, _>>()?;
/// assert_eq!(values, [0, 0, 1, 2]);
/// // F = 1: a pile of 1 has no split; 13 is worth 4.
/// let mut table = Table::new(1);
/// assert_eq!(table.grundy(1)?, 0);
/// assert_eq!(table.grundy(13)?, 4);
/// assert!(table.grundy(100_001).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone)]
pub struct Table {
    /// The smallest pile that may be split.
    f: u64,
    /// `values[x]` is `SG(x)`, for every pile computed so far.
    values: Vec<u32>,
    /// `seen[v] == x` when pile `x` has a split worth `v` (scratch, never
    /// cleared: pile sizes are distinct stamps).
    seen: Vec<u32>,
    /// `⌊√x⌋` for the last pile `x` computed.
    root: u32,
}

impl Table {
    /// The largest pile whose value this type computes.
    pub const LIMIT: u64 = 100_000;

    /// No values yet, for splits of piles of at least `f`.
    pub fn new(f: u64) -> Self {
        Self {
            f,
            values: Vec::new(),
            seen: Vec::new(),
            root: 1,
        }
    }

    /// The Grundy value of a pile of `stones` stones.
    ///
    /// # Errors
    /// `stones` above [`Table::LIMIT`]: "pile 100001 is above this
    /// program's limit of 100000".
    ///
    /// # Complexity
    /// O(√x) for each pile size `x` not computed yet, up to `stones`; else
    /// O(1).
    pub fn grundy(&mut self, stones: u64) -> Result<u64, String> {
        if stones > Self::LIMIT {
            return Err(format!(
                "pile {stones} is above this program's limit of {}",
                Self::LIMIT
            ));
        }
        let stones = stones as usize;
        while self.values.len() <= stones {
            let x = self.values.len();
            let value = if x < 2 || (x as u64) < self.f {
                0
            } else {
                self.split_mex(x as u32)
            };
            self.values.push(value);
        }
        Ok(u64::from(self.values[stones]))
    }

    /// The mex of the splits of pile `x ≥ 2`, whose parts' values are known.
    fn split_mex(&mut self, x: u32) -> u32 {
        while (self.root + 1) * (self.root + 1) <= x {
            self.root += 1;
        }
        let s = self.root;
        // M ≤ s = ⌊√x⌋ one by one; each division stands alone.
        for m in 2..=s {
            mark(&self.values, &mut self.seen, x, m, x / m);
        }
        // M > s by quotient: the block of q is ⌊x/(q+1)⌋ < M ≤ ⌊x/q⌋ (cut
        // at s + 1), whose values alternate, so its first two M give them.
        let mut hi = x;
        for q in 1..=x / (s + 1) {
            let below = x / (q + 1);
            let first = (below + 1).max(s + 1);
            mark(&self.values, &mut self.seen, x, first, q);
            if first < hi {
                mark(&self.values, &mut self.seen, x, first + 1, q);
            }
            hi = below;
        }
        let stamp = &x;
        let mex = self.seen.iter().position(|s| s != stamp);
        mex.unwrap_or(self.seen.len()) as u32
    }

    /// True if the player to move wins with these piles: the XOR of their
    /// values is not 0.
    ///
    /// # Errors
    /// A pile above [`Table::LIMIT`], as [`Table::grundy`].
    ///
    /// ```
    /// use game_core::jiangnan::Table;
    /// let mut table = Table::new(1);
    /// assert!(table.first_player_wins([13, 7])?); // 4 ^ 3 (a published solution says 0)
    /// assert!(!table.first_player_wins([1, 1, 1])?);
    /// # Ok::<(), String>(())
    /// ```
    pub fn first_player_wins<I: IntoIterator<Item = u64>>(
        &mut self,
        piles: I,
    ) -> Result<bool, String> {
        let mut xor = 0;
        for pile in piles {
            xor ^= self.grundy(pile)?;
        }
        Ok(xor != 0)
    }
}

/// Marks in `seen` (stamp `x`) the value of splitting a pile of `x` into
/// `m` piles, `q = ⌊x/m⌋`: `r = x − qm` piles of `q + 1` and `m − r` of `q`.
#[inline]
fn mark(values: &[u32], seen: &mut Vec<u32>, x: u32, m: u32, q: u32) {
    let r = x - q * m;
    let mut value = 0;
    if r % 2 == 1 {
        value ^= values[q as usize + 1];
    }
    if (m - r) % 2 == 1 {
        value ^= values[q as usize];
    }
    let v = value as usize;
    if v >= seen.len() {
        seen.resize(v + 1, 0);
    }
    seen[v] = x;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_values_by_hand() {
        // F = 1: 2 → 1 + 1 (0): 1; 3 → 1 + 2 (1), 1 + 1 + 1 (0): 2;
        // 4 → 2 + 2 (0), 1 + 1 + 2 (1), 1 + 1 + 1 + 1 (0): 2.
        let mut table = Table::new(1);
        let values: Vec<u64> = (0..5).map(|x| table.grundy(x).unwrap()).collect();
        assert_eq!(values, [0, 0, 1, 2, 2]);
        // F above every pile: nothing moves.
        let mut table = Table::new(u64::MAX);
        assert_eq!(table.grundy(Table::LIMIT), Ok(0));
        assert_eq!(
            table.grundy(Table::LIMIT + 1),
            Err("pile 100001 is above this program's limit of 100000".into())
        );
        assert!(table.first_player_wins([u64::MAX]).is_err());
    }

    #[test]
    fn every_pile_from_f_on_can_split_into_ones() {
        // The split into x piles of 1 is worth 0, so SG(x) ≥ 1.
        for f in [0, 1, 2, 7, 1000] {
            let mut table = Table::new(f);
            for x in 2..3000 {
                let value = table.grundy(x).unwrap();
                assert_eq!(value == 0, x < f, "F = {f}, x = {x}");
            }
        }
    }
}
