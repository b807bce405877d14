//! Wythoff's game (HDU 2177, HDU 1527, POJ 1067, BJFU 1010).
//!
//! Two piles; a move takes any positive number of stones from one pile, or
//! the same positive number from both. Whoever takes the last stone wins.
//!
//! # The rule
//! The losing positions (P-positions) are `(a_k, b_k)` and `(b_k, a_k)` for
//! `k = 0, 1, 2, …`, where `a_k = ⌊k·φ⌋`, `b_k = a_k + k = ⌊k·φ²⌋` and
//! `φ = (1 + √5) / 2`: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …
//!
//! # Why
//! Build the P-positions greedily: `a_k` is the smallest number not yet in
//! any pair and `b_k = a_k + k`. No move joins two pairs (each number is in
//! one pair, and each difference `k` belongs to one pair), and every other
//! position has a move into a pair (the partner of one of its piles is
//! below the other pile, or its difference's pair sits below it). The
//! greedy sequences are complementary Beatty sequences, and Beatty's theorem
//! (1/φ + 1/φ² = 1) gives the closed form.
//!
//! # Exact arithmetic
//! Everything reduces to `⌊x/φ⌋` for `x < 2^64` ([`floor_div_phi`]): one
//! 64×64-bit multiplication by `⌊2^64/φ⌋` gives it or one less; the low half
//! of the product almost always tells which, and otherwise the integer test
//! `t·(t + x) ≤ x²` (which is `t ≤ x/φ`) does.
//! No floating point: the write-ups' `(int)(k * 1.618…)` is wrong near
//! Fibonacci-like `k`, where `k·φ` is closest to an integer.
//!
//! # Complexity
//! O(1) per query: a few 128-bit multiplications.

/// `⌊2^64 / φ⌋`, the golden-ratio constant of Fibonacci hashing.
const INV_PHI_2_64: u64 = 0x9E37_79B9_7F4A_7C15;

/// The high and low halves of `x·⌊2^64/φ⌋`: `⌊x/φ⌋` or one less, and
/// (almost) the fraction of `x/φ` in units of `2^-64`.
#[inline(always)]
fn times_inv_phi(x: u64) -> (u64, u64) {
    let product = u128::from(x) * u128::from(INV_PHI_2_64);
    ((product >> 64) as u64, product as u64)
}

/// `⌊x / φ⌋ = ⌊x·(√5 − 1)/2⌋`, exactly.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::wythoff::floor_div_phi;
/// assert_eq!(floor_div_phi(0), 0);
/// assert_eq!(floor_div_phi(8), 4); // 8 / 1.618… = 4.94…
/// assert_eq!(floor_div_phi(u64::MAX), 11400714819323198485);
/// ```
pub fn floor_div_phi(x: u64) -> u64 {
    // 2^64·x/φ = x·⌊2^64/φ⌋ + e with 0 < e < x, so x/φ = below + (fraction + e)/2^64.
    let (below, fraction) = times_inv_phi(x);
    if fraction.checked_add(x).is_some() {
        // fraction + e < 2^64: the floor is `below` (all but ~x/2^64 of inputs).
        return below;
    }
    // Otherwise the floor is below + 1 exactly when t = below + 1 ≤ x/φ, that
    // is t² + t·x ≤ x² (x/φ is irrational for x > 0, so never equal). Here
    // t + x < 2^65; a product that overflows exceeds x² < 2^128.
    let (t, x) = (u128::from(below) + 1, u128::from(x));
    match t.checked_mul(t + x) {
        Some(lhs) if lhs <= x * x => below + 1,
        _ => below,
    }
}

/// The k-th losing position `(a_k, b_k)`, `a_k = ⌊k·φ⌋`, `b_k = a_k + k`.
///
/// Returned as `u128`: for k near 2^64 the piles exceed `u64`.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::wythoff::p_position;
/// let firsts: Vec<_> = (0..5).map(p_position).collect();
/// assert_eq!(firsts, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
/// ```
pub fn p_position(k: u64) -> (u128, u128) {
    let a = u128::from(k) + u128::from(floor_div_phi(k));
    (a, a + u128::from(k))
}

/// True if the player to move from piles `(a, b)`, in either order, loses.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::wythoff::is_losing;
/// assert!(is_losing(0, 0));
/// assert!(is_losing(7, 4));
/// assert!(!is_losing(2, 2));
/// ```
pub fn is_losing(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    p_position(b - a).0 == u128::from(a)
}

/// The other pile of the losing position that has a pile of `n` stones.
///
/// Every `n ≥ 1` is in exactly one losing pair, as `a_k` or as `b_k`; 0 is in
/// (0, 0). The partner of an `a_k` can exceed `u64`, hence `u128`.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::wythoff::partner;
/// assert_eq!([0, 1, 2, 3, 4, 5, 7].map(partner), [0, 2, 1, 5, 7, 3, 4]);
/// ```
pub fn partner(n: u64) -> u128 {
    let (p, over) = partner_wrapping(n);
    u128::from(p) + (u128::from(over) << 64)
}

/// [`partner`] as its low 64 bits and whether it is `2^64` or more (it is
/// below `2^65`), for callers that only compare it with a `u64`.
#[inline(always)]
fn partner_wrapping(n: u64) -> (u64, bool) {
    // n = a_j for some j exactly when an integer j lies strictly between
    // n/φ and (n + 1)/φ (a_j = ⌊jφ⌋ = n means n < jφ < n + 1), a gap of
    // 1/φ < 1: when ⌊(n + 1)/φ⌋ = ⌊n/φ⌋ + 1. Then j = ⌊n/φ⌋ + 1 and the
    // partner is b_j = n + j. Otherwise n = b_j, whose partner is
    // a_j = ⌊b_j/φ⌋: b_j/φ − a_j = (j + a_j)/φ − a_j = (jφ − a_j)/φ², which
    // is between 0 and 1.
    //
    // Both floors come from one product, as in `floor_div_phi`: (n + 1)·C is
    // n·C + C, so ⌊(n + 1)·C / 2^64⌋ is one more exactly when adding C to
    // the fraction carries. The floors are exact when fraction + n and
    // next_fraction + n + 1 do not pass 2^64 − 1 and 2^64 (the error terms
    // are below n and n + 1): all but ~n/2^63 of inputs.
    let (below, fraction) = times_inv_phi(n);
    let (next_fraction, lower) = fraction.overflowing_add(INV_PHI_2_64);
    if fraction.max(next_fraction).checked_add(n).is_none() {
        let p = partner_exact(n);
        return (p as u64, p >> 64 != 0);
    }
    // Arithmetic, not a branch: which kind n is looks random. Here n + 1
    // fits: for n = 2^64 − 1 the fraction is 2^64 − C, and the exact path
    // was taken.
    below.overflowing_add((n + 1) & 0u64.wrapping_sub(u64::from(lower)))
}

/// [`partner`] through [`floor_div_phi`]'s exact test, for the rare inputs
/// whose fractions are too close to call.
#[cold]
#[inline(never)]
fn partner_exact(n: u64) -> u128 {
    let t = floor_div_phi(n);
    let j = t + 1;
    // Is n = a_j = j + ⌊j/φ⌋, the j-th lower Wythoff number?
    if u128::from(j) + u128::from(floor_div_phi(j)) == u128::from(n) {
        u128::from(n) + u128::from(j)
    } else {
        u128::from(t)
    }
}

/// Which piles a winning move takes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// The same number from both piles.
    Both,
    /// From the larger pile (from either, when the piles are equal).
    Larger,
    /// From the smaller pile.
    Smaller,
}

/// A winning move: what it takes from, and the piles it leaves, smaller
/// first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// Which piles the move takes from.
    pub kind: MoveKind,
    /// The smaller pile left.
    pub x: u64,
    /// The larger pile left.
    pub y: u64,
}

/// Up to three winning moves, without allocating; derefs to `[Move]`.
#[derive(Debug, Clone, Copy)]
pub struct Moves {
    len: usize,
    moves: [Move; 3],
}

impl std::ops::Deref for Moves {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

/// Every winning first move from piles `(a, b)` (in either order), in HDU
/// 2177's order: the equal take, then from the larger pile, then from the
/// smaller pile. Empty for a losing position; at most one move of each kind
/// (a losing pair is fixed by one of its piles, or by its difference).
///
/// When the piles are equal, taking from either is one move, listed once as
/// [`MoveKind::Larger`].
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::wythoff::{winning_moves, MoveKind};
/// let moves: Vec<_> = winning_moves(8, 5).iter().map(|m| (m.x, m.y)).collect();
/// assert_eq!(moves, [(4, 7), (3, 5)]);
/// assert_eq!(winning_moves(2, 2)[0].kind, MoveKind::Both);
/// assert!(winning_moves(4, 7).is_empty());
/// ```
pub fn winning_moves(a: u64, b: u64) -> Moves {
    let (a, b) = (a.min(b), a.max(b));
    // Each move is taken when what it takes is positive: then it leaves a
    // losing position other than (a, b). From a losing (a, b) none is: a_k
    // is a, and the partners of a and b are b and a. Sums that overflow are
    // above every pile, so they never make a move.
    let d = b - a;
    let (low, over_both) = d.overflowing_add(floor_div_phi(d));
    // Take a − a_d from both piles; the difference d is kept.
    let both = Move {
        kind: MoveKind::Both,
        x: low,
        y: low.wrapping_add(d),
    };
    // Take b − p from the larger pile.
    let (p, over) = partner_wrapping(a);
    let larger = Move {
        kind: MoveKind::Larger,
        x: a.min(p),
        y: a.max(p),
    };
    let has_larger = !over && p < b;
    // Take a − q from the smaller pile (the same move as the last when a = b).
    let (q, over) = partner_wrapping(b);
    let smaller = Move {
        kind: MoveKind::Smaller,
        x: q,
        y: b,
    };
    let has_smaller = !over && q < a && a < b;
    let has_both = !over_both && low < a;
    // The moves that exist, in order: selects, not branches (which moves
    // exist looks random) nor stores at a computed place (the result stays
    // in registers).
    let second = if has_larger { larger } else { smaller };
    Moves {
        len: usize::from(has_both) + usize::from(has_larger) + usize::from(has_smaller),
        moves: [
            if has_both { both } else { second },
            if has_both { second } else { smaller },
            smaller,
        ],
    }
}
