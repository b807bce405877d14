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
    let product = u128::from(x) * u128::from(INV_PHI_2_64);
    let (below, fraction) = ((product >> 64) as u64, product as u64);
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
    if n == 0 {
        return 0;
    }
    // If n = a_j then j = ⌊n/φ⌋ + 1; otherwise n = b_j with a_j = ⌊n/φ⌋.
    let t = floor_div_phi(n);
    let j = t + 1;
    if p_position(j).0 == u128::from(n) {
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

impl Moves {
    fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }
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
    let mut moves = Moves {
        len: 0,
        moves: [Move {
            kind: MoveKind::Both,
            x: 0,
            y: 0,
        }; 3],
    };
    let (low, high) = p_position(b - a);
    if low == u128::from(a) {
        return moves;
    }
    // Each move below is written as what it takes, which is positive when it
    // exists: a zero take would leave (a, b), and (a, b) is not losing.
    if u128::from(a).checked_sub(low).is_some() {
        // Take a − a_k from both piles; the difference k is kept.
        moves.push(Move {
            kind: MoveKind::Both,
            x: low as u64,
            y: high as u64,
        });
    }
    let p = partner(a);
    if u128::from(b).checked_sub(p).is_some() {
        // Take b − p from the larger pile.
        let p = p as u64;
        moves.push(Move {
            kind: MoveKind::Larger,
            x: a.min(p),
            y: a.max(p),
        });
    }
    if a < b {
        let q = partner(b);
        if u128::from(a).checked_sub(q).is_some() {
            // Take a − q from the smaller pile.
            moves.push(Move {
                kind: MoveKind::Smaller,
                x: q as u64,
                y: b,
            });
        }
    }
    moves
}
