//! Replacing a number by a proper divisor (ABC 368 F Dividing Game).
//!
//! Several positive integers; a move replaces one of them by one of its
//! divisors other than itself (1 included). Whoever cannot move (every
//! number is 1) loses.
//!
//! # The rule
//! The Grundy value of `a` is `Ω(a)`, its number of prime factors counted
//! with multiplicity (`Ω(12) = Ω(2·2·3) = 3`, `Ω(1) = 0`): each number is a
//! Nim heap of `Ω(a)`. The first player loses exactly when the `Ω(A_i)`
//! XOR to 0.
//!
//! # Why
//! Write `a` as the multiset of its `m = Ω(a)` prime factors. A divisor of
//! `a` is a sub-multiset, and a proper one has fewer elements: the moves
//! reach numbers with `Ω` of 0 to `m − 1` (keep any `k < m` of the factors),
//! and only those. By induction on `a`, the options' values are exactly
//! `0, …, m − 1`, so the mex is `m`: the number plays as a Nim heap of `m`
//! (how many distinct primes it has does not matter: `Ω(4) = 2`).
//!
//! # Exact arithmetic
//! `Ω(a) ≤ log2(a)`: at most 23 for `a ≤` [`Dividing::LIMIT`] = 10^7 (16
//! for ABC 368 F's `a ≤ 10^5`), so the values fit a byte and their XOR
//! five bits.
//!
//! # Complexity
//! The table of `Ω` up to `n` by a sieve over prime powers: each prime
//! power `q ≤ n` adds 1 to its `n/q` multiples, O(n log log n) in all, once
//! (grown by doubling to the largest number asked); then O(1) a number.

/// `Ω(k)` for every `k ≤ n`: `omega[k]` is `k`'s number of prime factors
/// with multiplicity (`omega[0] = omega[1] = 0`).
///
/// # Complexity
/// O(n log log n) time, n + 1 bytes. The multiples are walked as a slice's
/// `iter_mut().step_by(q)`, without a bounds check each: the table up to
/// 10^5 took 1.77 ms with indexed writes, 0.31–0.53 ms so (one run each on a
/// loaded machine, release; ABC 368 F's benchmark input: 2.26 × the
/// parse-only pass before).
///
/// ```
/// use game_core::divisors::prime_factor_counts;
/// assert_eq!(prime_factor_counts(12), [0, 0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3]);
/// ```
pub fn prime_factor_counts(n: usize) -> Vec<u8> {
    let mut omega = vec![0u8; n + 1];
    for p in 2..=n {
        // No smaller prime divides p: p is prime.
        if omega[p] != 0 {
            continue;
        }
        let mut q = p;
        loop {
            // Each multiple of p^k gains one factor p.
            omega[q..].iter_mut().step_by(q).for_each(|o| *o += 1);
            match q.checked_mul(p) {
                Some(next) if next <= n => q = next,
                _ => break,
            }
        }
    }
    omega
}

/// A position of the Dividing Game built number by number, with the table
/// of `Ω` it needs (grown on demand).
///
/// # Constraints
/// Numbers from 1 to [`Dividing::LIMIT`] = 10^7 (ABC 368 F's are 2 to
/// 10^5): the table is a byte a number.
///
/// # Complexity
/// O(1) per number once the table reaches it; growing the table to the
/// largest number `a` costs O(a log log a) in all.
///
/// ```
/// use game_core::divisors::Dividing;
/// let mut game = Dividing::new();
/// // ABC 368 F's samples: 2 3 4 → Anna (1 ^ 1 ^ 2), 2 3 4 6 → Bruno.
/// for a in [2, 3, 4] {
///     game.add(a)?;
/// }
/// assert!(game.first_player_wins());
/// game.add(6)?;
/// assert!(!game.first_player_wins());
/// assert_eq!(game.grundy(65536)?, 16);
/// assert!(game.add(0).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Dividing {
    /// `omega[k]` is `Ω(k)`, for every `k` computed so far.
    omega: Vec<u8>,
    /// The XOR of the values of the numbers added.
    xor: u64,
}

impl Dividing {
    /// The largest number this type takes.
    pub const LIMIT: u64 = 10_000_000;

    /// No numbers, no table yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The Grundy value of the number `a`: `Ω(a)`.
    ///
    /// # Errors
    /// `a = 0` (every number divides 0: no game), or `a` above
    /// [`Dividing::LIMIT`].
    #[inline]
    pub fn grundy(&mut self, a: u64) -> Result<u64, String> {
        if let Some(&value) = self.omega.get(a as usize) {
            if a != 0 && a <= Self::LIMIT {
                return Ok(u64::from(value));
            }
        }
        self.grow(a)
    }

    /// [`Dividing::grundy`] when the table does not reach `a`: grows it to
    /// `a`, at least doubling it.
    #[cold]
    fn grow(&mut self, a: u64) -> Result<u64, String> {
        if a == 0 || a > Self::LIMIT {
            return Err(format!(
                "expected a number from 1 to {}, found {a}",
                Self::LIMIT
            ));
        }
        let size = (a as usize).max(2 * self.omega.len()).max(1 << 10);
        self.omega = prime_factor_counts(size.min(Self::LIMIT as usize));
        Ok(u64::from(self.omega[a as usize]))
    }

    /// Removes every number (the table stays).
    pub fn clear(&mut self) {
        self.xor = 0;
    }

    /// Adds the number `a`.
    ///
    /// # Errors
    /// As [`Dividing::grundy`].
    #[inline]
    pub fn add(&mut self, a: u64) -> Result<(), String> {
        self.xor ^= self.grundy(a)?;
        Ok(())
    }

    /// True if the player to move wins: the XOR of the values is not 0.
    pub fn first_player_wins(&self) -> bool {
        self.xor != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn omega_by_trial_division() {
        let table = prime_factor_counts(5000);
        for (k, &omega) in table.iter().enumerate().skip(1) {
            let (mut n, mut count, mut d) = (k, 0, 2);
            while n > 1 {
                while n % d == 0 {
                    n /= d;
                    count += 1;
                }
                d += 1;
            }
            assert_eq!(omega, count, "{k}");
        }
    }

    #[test]
    fn limits_and_growth() {
        let mut game = Dividing::new();
        assert!(game.grundy(0).is_err());
        assert_eq!(game.grundy(1), Ok(0));
        assert_eq!(game.grundy(98304), Ok(16)); // 2^15 · 3
        assert_eq!(game.grundy(Dividing::LIMIT), Ok(14)); // 2^7 · 5^7
        assert_eq!(game.grundy(1 << 23), Ok(23));
        assert!(game.grundy(Dividing::LIMIT + 1).is_err());
        assert!(game.grundy(u64::MAX).is_err());
        assert_eq!(game.grundy(9_999_991), Ok(1)); // the largest prime below 10^7
    }
}
