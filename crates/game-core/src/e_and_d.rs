//! E&D (Luogu P2148): remove one pile of a pair, split the other.
//!
//! Piles come in pairs; a move takes one pair, removes one of its piles
//! and splits the other into two positive piles, which become the pair.
//! Whoever cannot move (every pile is 1) loses.
//!
//! # The rule
//! The Grundy value of a pair `(a, b)` is the number of trailing 1 bits of
//! `(a − 1) | (b − 1)` ([`grundy`]); the pairs are a sum of games, so the
//! first player wins exactly when the XOR of the pairs' values is not 0.
//!
//! # Why
//! A pair moves to the pairs `(c, p − c)`, `1 ≤ c < p`, for `p = a` or
//! `p = b`. Claim: the values of the pairs a pile `p` splits into are
//! exactly the positions of the 1 bits of `p − 1`. Then the pair's value
//! is the mex of the bits set in `a − 1` or in `b − 1`, the trailing ones
//! of `(a − 1) | (b − 1)`. By induction the split `(c, p − c)` has the
//! value of `x = c − 1`, `y = p − c − 1` (any `x, y ≥ 0` with
//! `x + y = p − 2`): the trailing ones of `x | y`. If they are `j`, then
//! `x` and `y` have bit `j` clear and together cover bits `0..j`, so their
//! low `j` bits add up to `2^j − 1 + (x & y mod 2^j)`, and adding 1 gives
//! a number in `[2^j, 2^(j+1))`: bit `j` of `x + y + 1 = p − 1` is set.
//! Conversely, if bit `j` of `p − 1 = H·2^(j+1) + 2^j + L` (`L < 2^j`) is
//! set, `x = H·2^(j+1) + 2^j − 1` and `y = L` add up to `p − 2`, and
//! `x | y` has exactly `j` trailing ones. The tests check the rule against
//! the mex of every pair up to 64 and the game tree of whole positions.
//!
//! # Exact arithmetic
//! `a − 1` and `b − 1` fit `u64` for every positive pile, so every pair
//! of `u64` piles has its value (at most 64; P2148's piles, up to
//! 2·10^9, reach 31).
//!
//! # Complexity
//! O(1) a pair.

/// The Grundy value of the pair of piles `(a, b)`: the trailing 1 bits of
/// `(a − 1) | (b − 1)`.
///
/// # Errors
/// A pile of 0 (every pile has at least one stone), with a message.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::e_and_d::grundy;
/// assert_eq!(grundy(1, 1), Ok(0)); // nothing to split
/// assert_eq!(grundy(1, 2), Ok(1)); // split the 2: (1, 1), value 0
/// assert_eq!(grundy(3, 1), Ok(0));
/// assert_eq!(grundy(1 << 30 | 1, 1 << 30), Ok(31)); // P2148's largest
/// assert_eq!(grundy(u64::MAX, u64::MAX - 1), Ok(64));
/// assert!(grundy(0, 5).is_err());
/// ```
pub fn grundy(a: u64, b: u64) -> Result<u64, String> {
    match (a.checked_sub(1), b.checked_sub(1)) {
        (Some(x), Some(y)) => Ok(u64::from((x | y).trailing_ones())),
        _ => Err(format!("expected positive piles, found {a} and {b}")),
    }
}

/// The number of groups of `piles` piles: `piles / 2`.
///
/// # Errors
/// An odd number of piles (they come in pairs), with a message.
///
/// ```
/// use game_core::e_and_d::groups;
/// assert_eq!(groups(4), Ok(2));
/// assert!(groups(3).is_err());
/// ```
pub fn groups(piles: u64) -> Result<u64, String> {
    match piles % 2 {
        0 => Ok(piles / 2),
        _ => Err(format!("expected an even number of piles, found {piles}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_values_are_the_mex_of_the_splits() {
        // The values by the definition: the mex over both piles' splits.
        let n = 64usize;
        let mut value = vec![vec![0u64; n + 1]; n + 1];
        // By the sum of the pair: a split (c, p − c) has sum p < a + b.
        for sum in 2..=2 * n {
            for a in sum.saturating_sub(n).max(1)..=(sum - 1).min(n) {
                let b = sum - a;
                let mut seen = [false; 8];
                for p in [a, b] {
                    for c in 1..p {
                        seen[value[c][p - c] as usize] = true;
                    }
                }
                value[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        for (a, row) in value.iter().enumerate().skip(1) {
            for (b, &v) in row.iter().enumerate().skip(1) {
                assert_eq!(grundy(a as u64, b as u64), Ok(v), "({a}, {b})");
            }
        }
    }
}
