//! Moore's Nim-k, and the strip of pieces that plays it (Luogu P2490).
//!
//! Heaps of stones; a move takes stones from at least one and at most `k`
//! heaps, any positive number from each. Whoever cannot move loses
//! (`k = 1` is Nim).
//!
//! # The rule
//! The player to move loses exactly when, at every bit position, the
//! number of heaps with that bit set is a multiple of `k + 1`
//! ([`is_losing`]).
//!
//! # Why
//! Call those positions P. From P, a move lowers 1 to `k` heaps; at the
//! highest bit where one of them changes, each heap changed there loses
//! the bit (a smaller number differs first by a 1 turned 0) and no heap
//! gains it, so that bit's count drops by 1 to `k`: out of P. From outside
//! P, go down the bits choosing heaps to lower, at most `k`; a chosen heap
//! is already smaller, so its lower bits may be set at will. At bit `b`,
//! with `h` heaps chosen and `c` others having the bit, let `r = c mod
//! (k + 1)`: if `r ≤ k − h`, choose `r` of those `c` (they lose the bit)
//! and clear the bit in the chosen ones; else set it in `k + 1 − r ≤ h`
//! chosen heaps and clear it in the rest. Every count becomes a multiple
//! of `k + 1`, and at the highest bit whose count is not, `h = 0` and at
//! least one heap is chosen: a move into P.
//!
//! # The strip (Luogu P2490, 黑白棋)
//! A strip of `n` cells holds `k` pieces, white and black alternately from
//! the left (white first); a player moves 1 to `d` of their own pieces,
//! white to the right and black to the left, without passing or landing on
//! a piece. Pair each white piece with the black one to its right: a move
//! of either colour shrinks the gaps inside 1 to `d` pairs (one piece per
//! pair: a colour has one piece in each), by any positive amounts, and
//! nothing ever shrinks a gap between pairs. So both players have the same
//! moves, those of Nim-`d` on the `k/2` gaps, and the player to move loses
//! exactly when those gaps are a P-position. [`strip_winning_layouts`]
//! counts the layouts the first player wins: all `C(n, k)` layouts less
//! the losing ones, counted by the sum `S` of the gaps: the number of ways
//! `L(S)` to choose `k/2` gaps of sum `S` in P ([`losing_counts`]: bit by
//! bit, a multiple of `d + 1` of the gaps carry each bit), times
//! `C(n − k − S + k/2, k/2)` ways to spread the other `n − k − S` free
//! cells over the `k/2 + 1` spaces around the pairs.
//!
//! # Exact arithmetic
//! The counts are modulo [`MODULUS`] = 10^9 + 7: a product of two residues
//! is below 2^60 and fits `u64`. A bit's count in [`is_losing`] is at most
//! the number of heaps, and `k + 1` is taken in `u128` so that
//! `k = u64::MAX` is right.
//!
//! # Complexity
//! [`is_losing`] is O(64·h) for h heaps. [`losing_counts`] of `m` heaps up
//! to a sum `s` is O(s·(m/(k + 1) + 1)·log s); [`strip_winning_layouts`]
//! is that with `m = k/2`, `s = n − k`, plus O(n) for the factorials: for
//! P2490's largest input (`n = 10^4`, `k = 100`, `d = 1`) about 4·10^6
//! steps, 0.5 ms of CPU (release, 200 such tests in 0.10 s).

/// The modulus of the counts: 10^9 + 7, a prime.
pub const MODULUS: u64 = 1_000_000_007;

/// The most cells [`strip_winning_layouts`] takes (P2490's are at most
/// 10^4): its tables are 16 bytes a cell.
pub const MAX_CELLS: u64 = 100_000;

/// The most pieces [`strip_winning_layouts`] takes (P2490's are at most
/// 100): the count's cost grows with them.
pub const MAX_PIECES: u64 = 200;

/// True if the player to move loses Nim-`k` with these heaps: a move takes
/// from 1 to `k` heaps. Every bit's count of heaps is a multiple of `k + 1`.
///
/// With `k = 0` no move is possible, and every position is lost.
///
/// # Complexity
/// O(64·h) for h heaps.
///
/// ```
/// use game_core::nim_k::is_losing;
/// assert!(is_losing(&[1, 2, 3], 1)); // Nim: 1 ^ 2 ^ 3 = 0
/// assert!(!is_losing(&[1, 2, 3], 2)); // bit 0 is in two heaps, not three
/// assert!(is_losing(&[5, 5, 5], 2));
/// assert!(!is_losing(&[5, 5], 2));
/// assert!(is_losing(&[], 3));
/// ```
pub fn is_losing(heaps: &[u64], k: u64) -> bool {
    let period = u128::from(k) + 1;
    (0..64).all(|bit| {
        let count = heaps.iter().filter(|&&h| h >> bit & 1 == 1).count();
        count as u128 % period == 0
    })
}

/// `x^e mod MODULUS`.
fn power(mut x: u64, mut e: u64) -> u64 {
    let mut result = 1;
    while e > 0 {
        if e & 1 == 1 {
            result = result * x % MODULUS;
        }
        x = x * x % MODULUS;
        e >>= 1;
    }
    result
}

/// Binomial coefficients modulo [`MODULUS`] from tables of factorials.
struct Binomials {
    factorial: Vec<u64>,
    inverse: Vec<u64>,
}

impl Binomials {
    /// The tables for `C(a, b)` with `a ≤ up_to` (below [`MODULUS`]).
    fn new(up_to: usize) -> Self {
        let mut factorial = vec![1u64; up_to + 1];
        for i in 1..=up_to {
            factorial[i] = factorial[i - 1] * i as u64 % MODULUS;
        }
        let mut inverse = vec![1u64; up_to + 1];
        inverse[up_to] = power(factorial[up_to], MODULUS - 2);
        for i in (1..=up_to).rev() {
            inverse[i - 1] = inverse[i] * i as u64 % MODULUS;
        }
        Binomials { factorial, inverse }
    }

    /// `C(a, b) mod MODULUS`, 0 when `b > a`.
    fn choose(&self, a: usize, b: usize) -> u64 {
        if b > a {
            return 0;
        }
        self.factorial[a] * self.inverse[b] % MODULUS * self.inverse[a - b] % MODULUS
    }
}

/// The number of ways, modulo [`MODULUS`], to choose `heaps` heaps
/// (ordered: heap 1, heap 2, …, each of 0 or more) with sum `s` that are a
/// lost position of Nim-`k` ([`is_losing`]), for every `s` in
/// `0..=max_sum`.
///
/// Bit by bit from the lowest: a multiple `c` of `k + 1` of the heaps
/// carry bit `b`, in `C(heaps, c)` ways, adding `c·2^b` to the sum.
///
/// # Constraints
/// `heaps` at most `max_sum + 1` less than [`MODULUS`] (the binomials'
/// table); here both are at most [`MAX_CELLS`] in practice.
///
/// # Complexity
/// O(s·(heaps/(k + 1) + 1)·log s) for `s = max_sum`; O(s + heaps) memory.
///
/// ```
/// use game_core::nim_k::losing_counts;
/// // Nim (k = 1) with two heaps: (0, 0), (1, 1), (2, 2), … one per even sum.
/// assert_eq!(losing_counts(2, 1, 6), [1, 0, 1, 0, 1, 0, 1]);
/// // Nim-2 with three heaps of sum 3: only (1, 1, 1).
/// assert_eq!(losing_counts(3, 2, 3), [1, 0, 0, 1]);
/// ```
pub fn losing_counts(heaps: usize, k: u64, max_sum: usize) -> Vec<u64> {
    losing_counts_with(&Binomials::new(heaps), heaps, k, max_sum)
}

fn losing_counts_with(binomials: &Binomials, heaps: usize, k: u64, max_sum: usize) -> Vec<u64> {
    // The number of heaps carrying a bit: 0, k + 1, 2(k + 1), … ≤ heaps.
    // (A step beyond `heaps` leaves only c = 0.)
    let step = if k >= heaps as u64 {
        heaps + 1
    } else {
        k as usize + 1
    };
    let ways: Vec<(usize, u64)> = (0..=heaps)
        .step_by(step)
        .map(|c| (c, binomials.choose(heaps, c)))
        .collect();
    let mut counts = vec![0u64; max_sum + 1];
    counts[0] = 1;
    let mut next = vec![0u64; max_sum + 1];
    let mut bit = 0;
    while bit < usize::BITS && 1usize << bit <= max_sum {
        next.fill(0);
        for (s, &count) in counts.iter().enumerate() {
            if count == 0 {
                continue;
            }
            for &(c, way) in &ways {
                let t = s + (c << bit);
                if t > max_sum {
                    break;
                }
                next[t] = (next[t] + count * way) % MODULUS;
            }
        }
        std::mem::swap(&mut counts, &mut next);
        bit += 1;
    }
    counts
}

/// Luogu P2490: the number of layouts of `pieces` pieces on a strip of
/// `cells` cells (white and black alternately, white leftmost) that the
/// first player (white) wins when a move shifts 1 to `d` of the mover's
/// own pieces, modulo [`MODULUS`]. See the module doc, "The strip".
///
/// # Errors
/// An odd number of pieces, more pieces than cells, `d = 0` (a move moves a
/// piece), more than [`MAX_CELLS`] cells or [`MAX_PIECES`] pieces; the
/// message names the three values.
///
/// # Complexity
/// O((n − k)·(k/(2(d + 1)) + 1)·log n + n) for `n` cells and `k` pieces.
///
/// ```
/// use game_core::nim_k::strip_winning_layouts;
/// assert_eq!(strip_winning_layouts(10, 4, 2), Ok(182)); // P2490's sample
/// assert_eq!(strip_winning_layouts(4, 4, 1), Ok(0)); // no room to move
/// assert_eq!(strip_winning_layouts(3, 2, 1), Ok(1)); // only W.B wins
/// assert!(strip_winning_layouts(9, 3, 1).is_err());
/// ```
pub fn strip_winning_layouts(cells: u64, pieces: u64, d: u64) -> Result<u64, String> {
    // One message for every refusal: five of them made P2490's bundle 10
    // bytes short of its 16 KiB; one leaves about 300 to spare.
    if pieces % 2 == 1 || pieces > cells || d == 0 || cells > MAX_CELLS || pieces > MAX_PIECES {
        return Err(format!(
            "expected an even k ≤ n, n ≤ {MAX_CELLS}, k ≤ {MAX_PIECES} and d ≥ 1, \
             found n = {cells}, k = {pieces}, d = {d}"
        ));
    }
    let (n, k) = (cells as usize, pieces as usize);
    let (pairs, free) = (k / 2, n - k);
    let binomials = Binomials::new(n + pairs);
    let losing = losing_counts_with(&binomials, pairs, d, free);
    let mut lost = 0;
    for (sum, &count) in losing.iter().enumerate() {
        // The free cells outside the pairs, over pairs + 1 spaces.
        let spread = binomials.choose(free - sum + pairs, pairs);
        lost = (lost + count * spread) % MODULUS;
    }
    Ok((binomials.choose(n, k) + MODULUS - lost) % MODULUS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials_are_pascal() {
        let b = Binomials::new(60);
        for a in 1..=60 {
            for c in 1..a {
                let sum = (b.choose(a - 1, c - 1) + b.choose(a - 1, c)) % MODULUS;
                assert_eq!(b.choose(a, c), sum);
            }
            assert_eq!(
                (b.choose(a, 0), b.choose(a, a), b.choose(a, a + 1)),
                (1, 1, 0)
            );
        }
    }

    #[test]
    fn losing_counts_sum_to_the_tuples_in_p() {
        // Every tuple of 3 heaps ≤ 7, counted by sum, against the rule.
        for k in 1..=4 {
            let mut by_sum = [0u64; 22];
            for a in 0..8u64 {
                for b in 0..8 {
                    for c in 0..8 {
                        if is_losing(&[a, b, c], k) {
                            by_sum[(a + b + c) as usize] += 1;
                        }
                    }
                }
            }
            // Sums up to 7 are made only of heaps ≤ 7.
            assert_eq!(losing_counts(3, k, 7), by_sum[..8], "k = {k}");
        }
    }

    #[test]
    fn the_limits_are_refused() {
        assert!(strip_winning_layouts(MAX_CELLS, MAX_PIECES, 1).is_ok());
        assert!(strip_winning_layouts(MAX_CELLS + 1, 2, 1).is_err());
        assert!(strip_winning_layouts(MAX_CELLS, MAX_PIECES + 2, 1).is_err());
        assert_eq!(strip_winning_layouts(5, 0, 1), Ok(0));
        assert_eq!(strip_winning_layouts(0, 0, 1), Ok(0));
        assert_eq!(
            strip_winning_layouts(10, 4, u64::MAX),
            strip_winning_layouts(10, 4, 4)
        );
    }
}
