//! Coin-turning games: Turning Turtles, Ruler, Mock Turtles (HDU 3537) and
//! the multiples game (Luogu P3179).
//!
//! A row of coins, each heads or tails; a move turns over a set of coins
//! that the game allows, one of which, the chosen coin, must go from heads
//! to tails, and the others lie on one side of it (so the game ends).
//! Whoever cannot move (no head left) loses.
//!
//! # The rule
//! The Grundy value of a position is the XOR of the values of its heads,
//! each as if it were the only head; a single head at `c` has value
//! `mex{ ⊕ v(t) over t ∈ T, t ≠ c : T a move with chosen coin c }`. The
//! single-coin values of the games here:
//!
//! | game | coins | a move turns | value of coin `x` |
//! |---|---|---|---|
//! | Turning Turtles | 1, 2, … | `x`, and at most one coin left of it | `x` ([`turning_turtles`]) |
//! | Ruler | 1, 2, … | a run of consecutive coins ending at `x` | the largest power of 2 dividing `x` ([`ruler`]) |
//! | Mock Turtles (HDU 3537) | 0, 1, … | `x`, and at most two coins left of it | `2x`, or `2x + 1` if `x` has an even number of 1 bits: the `x`-th odious number ([`mock_turtles`]) |
//! | multiples (P3179) | 1..=n | `x, 2x, …, kx`, for a `k ≤ n/x` | `f(⌊n/x⌋)` below ([`Multiples`]) |
//!
//! For the multiples game, `f(m) = mex{ f(⌊m/2⌋) ⊕ f(⌊m/3⌋) ⊕ … ⊕ f(⌊m/k⌋) : 1 ≤ k ≤ m }`
//! (the XOR is empty for `k = 1`): 1, 2, 2, 1, 1, 3, 3, 2, 2, 4, … for
//! `m = 1, 2, …`.
//!
//! # Why
//! - The XOR (the coin-turning theorem): by induction on the game, let `X`
//!   be the XOR of the single values of the heads `S`. A move with chosen
//!   coin `c` and set `T` leaves the heads `S Δ T` (a head turned becomes a
//!   tail: a value met twice cancels), of value `X ⊕ v(c) ⊕ τ`, where
//!   `τ = ⊕ v(t), t ∈ T∖{c}`, is an option of the single coin `c`. Those
//!   options take every value below `v(c)` and never `v(c)`: the moves are
//!   those of Nim on heaps `v(c)`, `c ∈ S`, whose value is `X`
//!   ([`grundy`](crate::grundy)).
//! - Turning Turtles: the options of `x` are 0 and every `v(y)`, `y < x`,
//!   which by induction are 1, …, x − 1: the mex is `x`.
//! - Ruler: the XOR of the values of the coins `1..=N` is the Gray code
//!   `N ⊕ ⌊N/2⌋` (the codes of `N − 1` and `N` differ in the lowest set bit
//!   of `N`). A run `y + 1..=x` leaves `gray(x − 1) ⊕ gray(y)` for
//!   `y < x`. With `2^j` the lowest set bit of `x`, the runs of up to `2^j`
//!   coins leave `gray(s)` for every `s < 2^j` (the coins `x − s..x` have the
//!   values of `1..=s`), every value below `2^j`; and `2^j` would need
//!   `gray(y) = gray(x − 1) ⊕ 2^j = gray(x)`, `y = x`: never.
//! - Mock Turtles: by induction the values of the coins below `x` are the
//!   first `x` odious numbers (odd number of 1 bits). The options of `x`
//!   are 0, those, and the XORs of two of them, which are evil (even). Every
//!   odious number below the `x`-th is there; every evil `e > 0` below it
//!   too, as `2^b ⊕ (e ⊕ 2^b)` for its lowest set bit `2^b`; and no option
//!   is the `x`-th odious number. Of `2x` and `2x + 1` exactly one is odious,
//!   so that is the `x`-th.
//! - Multiples: a move from `x` leaves the heads `2x, …, kx`. By induction
//!   `v(y) = f(⌊n/y⌋)`, and `⌊n/(ix)⌋ = ⌊⌊n/x⌋/i⌋`, so `v(x) = f(⌊n/x⌋)`.
//!
//! # Exact arithmetic
//! Mock Turtles' `2x + 1` passes `u64` for `x ≥ 2^63`: its values are
//! `u128`. The multiples game's values are at most 2^32 (a mex of at most
//! `2√n + 1` candidates).
//!
//! # Complexity
//! The closed forms are O(1) a coin. [`Multiples::new`] computes `f` at the
//! O(√n) distinct quotients `⌊n/x⌋`, each by walking `i` in blocks of
//! equal `⌊m/i⌋`: O(n^(3/4)) time, O(√n) memory; then O(1) a cell.

/// The value of coin `x` of Turning Turtles (coins 1, 2, …; a move turns
/// over a head, and at most one coin left of it): `x` itself, so that the
/// game is Nim. It is the factor of HDU 3404's product game.
///
/// # Errors
/// `x = 0`: the coins are numbered from 1.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::nimber::coins::turning_turtles;
/// assert_eq!(turning_turtles(5)?, 5);
/// assert!(turning_turtles(0).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn turning_turtles(x: u64) -> Result<u64, String> {
    match x {
        0 => Err(no_coin_zero()),
        x => Ok(x),
    }
}

/// The value of coin `x` of Ruler (coins 1, 2, …; a move turns over a run
/// of consecutive coins whose rightmost goes from heads to tails): the
/// largest power of two dividing `x`, 1, 2, 1, 4, 1, 2, 1, 8, …
///
/// # Errors
/// `x = 0`: the coins are numbered from 1.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::nimber::coins::ruler;
/// let values: Vec<u64> = (1..=8).map(ruler).collect::<Result<_, _>>()?;
/// assert_eq!(values, [1, 2, 1, 4, 1, 2, 1, 8]);
/// assert_eq!(ruler(0).unwrap_err(), "coin 0 does not exist: the coins are numbered from 1");
/// # Ok::<(), String>(())
/// ```
pub fn ruler(x: u64) -> Result<u64, String> {
    match x {
        0 => Err(no_coin_zero()),
        x => Ok(x & x.wrapping_neg()),
    }
}

/// Why coin 0 is refused.
fn no_coin_zero() -> String {
    "coin 0 does not exist: the coins are numbered from 1".to_string()
}

/// The value of coin `x` of Mock Turtles (coins 0, 1, 2, …; a move turns
/// over one, two or three coins, the rightmost from heads to tails): the
/// `x`-th odious number, `2x` if `x` has an odd number of 1 bits, else
/// `2x + 1`: 1, 2, 4, 7, 8, 11, 13, 14, …
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::nimber::coins::mock_turtles;
/// let values: Vec<u128> = (0..8).map(mock_turtles).collect();
/// assert_eq!(values, [1, 2, 4, 7, 8, 11, 13, 14]);
/// assert_eq!(mock_turtles(u64::MAX), (1 << 65) - 1); // 64 ones: even
/// ```
pub fn mock_turtles(x: u64) -> u128 {
    2 * u128::from(x) + u128::from(x.count_ones() % 2 == 0)
}

/// True if the player to move wins Mock Turtles with heads at the coins
/// `heads` (HDU 3537 asks whether Daizhenyang, to move, loses: the
/// negation). A coin named more than once is one head: `heads` is sorted,
/// and repeats are skipped (HDU 3537's trap).
///
/// # Complexity
/// O(k log k) for k coins named: a sort.
///
/// ```
/// use game_core::nimber::coins::mock_turtles_first_player_wins;
/// // HDU 3537's samples: no head, {0}, {0, 1, 2, 3}.
/// assert!(!mock_turtles_first_player_wins(&mut []));
/// assert!(mock_turtles_first_player_wins(&mut [0]));
/// assert!(!mock_turtles_first_player_wins(&mut [3, 1, 0, 2]));
/// // Coin 5 named twice is one head, of value 11.
/// assert!(mock_turtles_first_player_wins(&mut [5, 5]));
/// ```
pub fn mock_turtles_first_player_wins(heads: &mut [u64]) -> bool {
    heads.sort_unstable();
    let mut xor = 0;
    for (i, &x) in heads.iter().enumerate() {
        if i == 0 || heads[i - 1] != x {
            xor ^= mock_turtles(x);
        }
    }
    xor != 0
}

/// The multiples game of Luogu P3179: cells 1..=n, each white (a head) or
/// black; a move chooses a white cell `x` and a `k` with `1 ≤ k ≤ n/x`, and
/// flips the cells `x, 2x, …, kx`. Whoever cannot move loses.
///
/// [`Multiples::new`] computes `f(m)` (see the [module](self)) at every
/// distinct quotient `m = ⌊n/x⌋`, in increasing order; `f(m)` is a mex
/// over `k` of the running XOR of `f(⌊m/i⌋)`, `i = 2..=k`, and within a
/// block of `i` with equal `⌊m/i⌋ = v` that XOR alternates between
/// `P ⊕ f(v)` and `P` (`P` the XOR before the block, already a candidate):
/// one candidate per block. Every `⌊m/i⌋` is again a quotient of `n`.
///
/// # Constraints
/// `1 ≤ n ≤` [`Multiples::LIMIT`] = 2^32 − 1 (P3179's bound is 10^9), so
/// that the divisions are 32-bit ones (1.3 times faster than 64-bit at
/// `n = 10^9`).
///
/// # Complexity
/// [`Multiples::new`]: O(n^(3/4)) time (about `5.3·n^(3/4)` blocks, a
/// division each), O(√n) memory (`2√n` values of 4 bytes); `n = 10^9`
/// takes about 0.12 s (release build). Then O(1) a cell.
///
/// ```
/// use game_core::nimber::coins::Multiples;
/// // P3179's sample: n = 3, white cells {1, 2} (Yes) and {2, 3} (No).
/// let game = Multiples::new(3)?;
/// assert_eq!([game.value(1)?, game.value(2)?, game.value(3)?], [2, 1, 1]);
/// assert!(game.first_player_wins(&mut [1, 2])?);
/// assert!(!game.first_player_wins(&mut [2, 3])?);
/// assert!(game.value(4).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Multiples {
    n: u32,
    /// `⌊√n⌋`.
    root: u32,
    /// `small[m] = f(m)` for `1 ≤ m ≤ root` (`small[0]` unused).
    small: Vec<u32>,
    /// `large[x] = f(⌊n/x⌋)` for `1 ≤ x ≤ ⌊n/(root + 1)⌋`, the cells whose
    /// quotient is above `root` (`large[0]` unused).
    large: Vec<u32>,
}

impl Multiples {
    /// The largest `n` this type computes.
    pub const LIMIT: u64 = u32::MAX as u64;

    /// The game on cells 1..=n, with `f` computed at every quotient.
    ///
    /// # Errors
    /// `n = 0` or `n` above [`Multiples::LIMIT`].
    ///
    /// # Complexity
    /// O(n^(3/4)) time, O(√n) memory.
    ///
    /// ```
    /// use game_core::nimber::coins::Multiples;
    /// assert_eq!(Multiples::new(1_000_000)?.n(), 1_000_000);
    /// assert_eq!(Multiples::new(0).unwrap_err(), "n = 0: the array has at least one cell");
    /// assert!(Multiples::new(1 << 32).is_err());
    /// # Ok::<(), String>(())
    /// ```
    pub fn new(n: u64) -> Result<Self, String> {
        if n == 0 {
            return Err("n = 0: the array has at least one cell".to_string());
        }
        if n > Self::LIMIT {
            return Err(format!(
                "n = {n} is above this program's limit of {}",
                Self::LIMIT
            ));
        }
        let n = n as u32;
        let root = floor_sqrt(u64::from(n)) as u32;
        let count = n / (root + 1);
        let mut small = vec![0u32; root as usize + 1];
        let mut large = vec![0u32; count as usize + 1];
        let mut mex = BlockMex::default();
        for m in 1..=root {
            // Every ⌊m/i⌋ is at most m ≤ root.
            small[m as usize] = mex.of(m, |v, _| small[v as usize]);
        }
        for x in (1..=count).rev() {
            // ⌊m/i⌋ = ⌊n/(xi)⌋: above root exactly when xi ≤ count, whose
            // value is known (xi > x).
            let f = |v: u32, i: u32| {
                if v <= root {
                    small[v as usize]
                } else {
                    large[(x * i) as usize]
                }
            };
            large[x as usize] = mex.of(n / x, f);
        }
        Ok(Multiples {
            n,
            root,
            small,
            large,
        })
    }

    /// The number of cells.
    pub fn n(&self) -> u64 {
        u64::from(self.n)
    }

    /// The Grundy value of a single white cell `x`: `f(⌊n/x⌋)`.
    ///
    /// # Errors
    /// `x` not in `1..=n`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// ```
    /// use game_core::nimber::coins::Multiples;
    /// let game = Multiples::new(1_000_000_000)?;
    /// assert_eq!(game.value(1_000_000_000)?, 1); // k = 1 only
    /// assert_eq!(game.value(400_000_000)?, 2); // ⌊n/x⌋ = 2
    /// assert!(game.value(0).is_err());
    /// # Ok::<(), String>(())
    /// ```
    pub fn value(&self, x: u64) -> Result<u64, String> {
        if x == 0 || x > u64::from(self.n) {
            return Err(format!("cell {x} is not in 1..={}", self.n));
        }
        // Exact: x ≤ n < 2^32.
        let x = x as u32;
        let m = self.n / x;
        let value = if m <= self.root {
            self.small[m as usize]
        } else {
            self.large[x as usize]
        };
        Ok(u64::from(value))
    }

    /// True if the player to move wins with the cells `whites` white and
    /// the others black: the XOR of their values is not 0. A cell named
    /// twice is one white cell (P3179 never names one twice): `whites` is
    /// sorted, and repeats are skipped.
    ///
    /// # Errors
    /// A cell not in `1..=n`, as [`Multiples::value`].
    ///
    /// # Complexity
    /// O(w log w) for w cells: a sort.
    pub fn first_player_wins(&self, whites: &mut [u64]) -> Result<bool, String> {
        whites.sort_unstable();
        let mut xor = 0;
        for (i, &x) in whites.iter().enumerate() {
            if i == 0 || whites[i - 1] != x {
                xor ^= self.value(x)?;
            }
        }
        Ok(xor != 0)
    }
}

/// `⌊√n⌋`, by Newton's method on integers (no floating point): from `n`,
/// the iterates decrease to it.
fn floor_sqrt(n: u64) -> u64 {
    if n < 2 {
        return n;
    }
    // The first iterate, ⌈n/2⌉, without overflow.
    let mut root = n;
    let mut next = n / 2 + (n & 1);
    while next < root {
        root = next;
        next = (root + n / root) / 2;
    }
    root
}

/// The mex of a multiples-game quotient, with its scratch space: a bitset
/// of the candidates, of `bound` bits, `bound` a power of two above every
/// value so far (so above every XOR of them).
#[derive(Debug, Default)]
struct BlockMex {
    marks: Vec<u64>,
}

impl BlockMex {
    /// `f(m)`, given `f(v, i) = f(⌊m/i⌋)` for the first `i ≥ 2` of each
    /// block of equal `v = ⌊m/i⌋`.
    fn of(&mut self, m: u32, f: impl Fn(u32, u32) -> u32) -> u32 {
        if self.marks.is_empty() {
            self.marks.push(0);
        }
        // Not a loop over a `word`: the bundler would keep `Input::word`,
        // which shares the name (700 bytes of P3179's bundle).
        self.marks.fill(0);
        // k = 1: the empty XOR.
        self.marks[0] = 1;
        let mut prefix = 0;
        // While i(i + 1) ≤ m, ⌊m/i⌋ − ⌊m/(i + 1)⌋ ≥ 1: blocks of one i.
        let mut i = 2;
        while u64::from(i) * u64::from(i + 1) <= u64::from(m) {
            prefix ^= f(m / i, i);
            self.marks[(prefix / 64) as usize] |= 1 << (prefix % 64);
            i += 1;
        }
        // Then every v = ⌊m/i⌋ from there down to 1 has a block, i up to
        // ⌊m/v⌋: one division a block.
        let mut v = m / i;
        while v > 0 {
            let last = m / v;
            let candidate = prefix ^ f(v, i);
            self.marks[(candidate / 64) as usize] |= 1 << (candidate % 64);
            // An odd block length leaves its value in the XOR.
            if (last - i) % 2 == 0 {
                prefix = candidate;
            }
            // Past u32 only after the last block (v = 1, m = 2^32 − 1).
            i = last.wrapping_add(1);
            v -= 1;
        }
        let words = self.marks.len() as u32;
        let mex = match self.marks.iter().position(|&w| w != u64::MAX) {
            Some(w) => w as u32 * 64 + self.marks[w].trailing_ones(),
            None => words * 64,
        };
        if mex >= words * 64 {
            // Keep every value, hence every XOR of values, below the bound.
            self.marks.resize(2 * words as usize, 0);
        }
        mex
    }
}

/// The single-cell values of the multiples game on cells 1..=n by the
/// coin-turning recursion cell by cell, from `n` down:
/// `v(x) = mex{ v(2x) ⊕ … ⊕ v(kx) : 1 ≤ k ≤ n/x }`; `values[x]` is `v(x)`
/// (`values[0]` is 0). The direct method, for checking [`Multiples`].
///
/// # Errors
/// `n` above 10^6.
///
/// # Complexity
/// O(n log n): `n/x` steps for cell `x`.
///
/// ```
/// use game_core::nimber::coins::multiples_direct;
/// assert_eq!(multiples_direct(3)?, [0, 2, 1, 1]);
/// assert!(multiples_direct(1_000_001).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn multiples_direct(n: u64) -> Result<Vec<u64>, String> {
    if n > 1_000_000 {
        return Err(format!("n = {n} is above this function's limit of 1000000"));
    }
    let n = n as usize;
    let mut values = vec![0u64; n + 1];
    let mut seen = Vec::new();
    for x in (1..=n).rev() {
        let moves = n / x;
        seen.clear();
        seen.resize(moves + 1, false);
        let mut xor = 0;
        for k in 1..=moves {
            if k > 1 {
                xor ^= values[k * x];
            }
            if let Some(s) = seen.get_mut(xor as usize) {
                *s = true;
            }
        }
        values[x] = seen.iter().position(|&s| !s).unwrap_or(moves + 1) as u64;
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floor_sqrt_is_exact() {
        for n in 0..100_000u64 {
            let r = floor_sqrt(n);
            assert!(r * r <= n && (r + 1) * (r + 1) > n, "{n}");
        }
        for n in [
            Multiples::LIMIT,
            u64::MAX,
            u64::MAX - 1,
            (1 << 32) * ((1 << 32) - 1),
            4_294_967_295 * 4_294_967_295,
        ] {
            let r = u128::from(floor_sqrt(n));
            assert!(
                r * r <= u128::from(n) && (r + 1) * (r + 1) > u128::from(n),
                "{n}"
            );
        }
    }

    #[test]
    fn the_bitset_grows_with_the_values() {
        // Blocks of one i each (i(i + 1) ≤ m) whose running XOR is i − 1,
        // then values 0: the candidates are 0..top exactly.
        let upto = |top: u32| {
            move |_: u32, i: u32| match i <= top {
                true => (i - 1) ^ (i - 2),
                false => 0,
            }
        };
        let mut mex = BlockMex::default();
        assert_eq!(mex.of(10_000, upto(40)), 40);
        assert_eq!(mex.marks.len(), 1);
        assert_eq!(mex.of(10_000, upto(64)), 64);
        assert_eq!(mex.marks.len(), 2);
        assert_eq!(mex.of(20_000, upto(128)), 128);
        assert_eq!(mex.marks.len(), 4);
        assert_eq!(mex.of(20_000, upto(100)), 100);
        assert_eq!(mex.of(1, upto(100)), 1);
        assert_eq!(mex.marks.len(), 4);
    }

    #[test]
    fn limits() {
        assert!(Multiples::new(Multiples::LIMIT + 1).is_err());
        assert!(Multiples::new(u64::MAX).is_err());
        let one = Multiples::new(1).unwrap();
        assert_eq!(one.value(1), Ok(1));
        assert!(one.first_player_wins(&mut [1, 1]).unwrap());
        assert_eq!(
            one.first_player_wins(&mut [2]),
            Err("cell 2 is not in 1..=1".to_string())
        );
        assert!(!one.first_player_wins(&mut []).unwrap());
    }
}
