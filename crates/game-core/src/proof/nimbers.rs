//! The Nim product from its definitions, for checking
//! [`nimber`](crate::nimber) without its recursion or its tables.
//!
//! - [`products_by_definition`]: the mex definition itself,
//!   `a ⊗ b = mex{ a′⊗b ⊕ a⊗b′ ⊕ a′⊗b′ : a′ < a, b′ < b }`, on every
//!   `a, b` below a bound;
//! - [`Conway`]: every `2^i ⊗ 2^j`, `i, j < 64`, by Conway's two rules for
//!   the Fermat 2-powers `F = 2^(2^k)` (`x ⊗ F = x·F` for `x < F`, and
//!   `F ⊗ F = F ⊕ F/2`), and any product of `u64`s from them, bit by bit,
//!   by distributivity over XOR.
//!
//! ```
//! use game_core::proof::nimbers::{products_by_definition, Conway};
//!
//! let table = products_by_definition(16);
//! assert_eq!(table[2][2], 3);
//! assert_eq!(table[5][8], 3);
//! assert_eq!(Conway::new().product(3141, 5926), 14994);
//! ```

/// `a ⊗ b` for every `a, b < size`, by the mex definition: `table[a][b]`.
///
/// The entries are computed in order of rows; the definition is symmetric
/// in `a` and `b`, so each entry is written at `[a][b]` and `[b][a]` at
/// once (every entry it needs is already there).
///
/// # Complexity
/// About `size^4 / 8` steps (`a·b` candidates for each `b ≤ a`): 0.5·10^9
/// for `size = 256`. O(size²) memory.
pub fn products_by_definition(size: usize) -> Vec<Vec<u64>> {
    let mut table = vec![vec![0u64; size]; size];
    // seen[v] == stamp: v is a candidate of the current entry.
    let mut seen = vec![0usize; size * size + 1];
    let mut stamp = 0;
    for a in 0..size {
        for b in 0..=a {
            stamp += 1;
            for a1 in 0..a {
                let above = table[a1][b];
                let (row_a1, row_a) = (&table[a1], &table[a]);
                for b1 in 0..b {
                    let candidate = (above ^ row_a[b1] ^ row_a1[b1]) as usize;
                    if let Some(s) = seen.get_mut(candidate) {
                        *s = stamp;
                    }
                }
            }
            // The mex of a·b candidates is at most a·b.
            let mex = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len());
            table[a][b] = mex as u64;
            table[b][a] = mex as u64;
        }
    }
    table
}

/// The products `2^i ⊗ 2^j`, `i, j < 64`, by Conway's rules, and the
/// product of any `u64`s as the XOR of the products of their bits.
///
/// For `2^i ⊗ 2^j`, let `2^k` be the highest bit of `i | j` and
/// `F = 2^(2^k)`: if only `i` has it, `2^i = F ⊗ 2^(i − 2^k)` and the
/// product is `F·(2^(i − 2^k) ⊗ 2^j)`, an ordinary shift of a product below
/// `F`; likewise for `j`; if both have it, the product is
/// `(F ⊕ F/2) ⊗ y` with `y = 2^(i − 2^k) ⊗ 2^(j − 2^k) < F`, that is
/// `F·y ⊕ (F/2) ⊗ y`, the last a XOR of products of smaller powers.
///
/// # Complexity
/// [`Conway::new`]: 64² entries, each at most 32 XORs. [`Conway::product`]:
/// a XOR per pair of set bits, up to 4096.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conway {
    /// `powers[64·i + j] = 2^i ⊗ 2^j`.
    powers: Vec<u64>,
}

impl Default for Conway {
    fn default() -> Self {
        Self::new()
    }
}

impl Conway {
    /// The table of the products of powers of two.
    pub fn new() -> Self {
        let mut powers = vec![0u64; 64 * 64];
        powers[0] = 1; // 1 ⊗ 1
        for k in 0..6 {
            let s = 1usize << k; // the exponent of F = 2^s
            for i in 0..2 * s {
                for j in 0..2 * s {
                    if i < s && j < s {
                        continue; // the field below F: done
                    }
                    let value = match (i >= s, j >= s) {
                        (true, false) => powers[64 * (i - s) + j] << s,
                        (false, true) => powers[64 * i + j - s] << s,
                        _ => {
                            let y = powers[64 * (i - s) + j - s];
                            // (F/2) ⊗ y, bit by bit of y < F.
                            let half = (0..s)
                                .filter(|&t| y >> t & 1 == 1)
                                .fold(0, |x, t| x ^ powers[64 * (s - 1) + t]);
                            y << s ^ half
                        }
                    };
                    powers[64 * i + j] = value;
                }
            }
        }
        Conway { powers }
    }

    /// `2^i ⊗ 2^j`.
    ///
    /// # Panics
    /// If `i` or `j` is 64 or more.
    pub fn power_product(&self, i: u32, j: u32) -> u64 {
        assert!(
            i < 64 && j < 64,
            "2^{i} ⊗ 2^{j}: the exponents must be below 64"
        );
        self.powers[64 * i as usize + j as usize]
    }

    /// `a ⊗ b`, as the XOR of `2^i ⊗ 2^j` over the set bits `i` of `a` and
    /// `j` of `b`.
    pub fn product(&self, a: u64, b: u64) -> u64 {
        let bits = |x: u64| (0..64).filter(move |&i| x >> i & 1 == 1);
        let mut product = 0;
        for i in bits(a) {
            for j in bits(b) {
                product ^= self.powers[64 * i + j];
            }
        }
        product
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_definition_gives_the_field_of_16() {
        // Rows 2, 3, 4 and 8 of the multiplication table of the field of 16,
        // written out.
        let rows: [[u64; 16]; 4] = [
            [0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5],
            [0, 3, 1, 2, 12, 15, 13, 14, 4, 7, 5, 6, 8, 11, 9, 10],
            [0, 4, 8, 12, 6, 2, 14, 10, 11, 15, 3, 7, 13, 9, 5, 1],
            [0, 8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2],
        ];
        let table = products_by_definition(16);
        for (a, row) in [2, 3, 4, 8].into_iter().zip(rows) {
            assert_eq!(table[a], row, "{a}");
        }
        assert_eq!(table[1], (0..16).collect::<Vec<u64>>());
        assert!(table[0].iter().all(|&x| x == 0));
        // A size that is not a power of two is a down-set too.
        let partial = products_by_definition(11);
        for a in 0..11 {
            assert_eq!(partial[a][..], table[a][..11]);
        }
    }

    #[test]
    fn conway_agrees_with_the_definition_below_256() {
        let conway = Conway::new();
        let table = products_by_definition(64);
        for a in 0..64 {
            for b in 0..64 {
                assert_eq!(conway.product(a, b), table[a as usize][b as usize]);
            }
        }
        assert_eq!(conway.power_product(32, 32), 3 << 31);
        assert_eq!(conway.power_product(63, 0), 1 << 63);
        assert_eq!(conway.product(u64::MAX, u64::MAX), 11290409524105353207);
    }
}
