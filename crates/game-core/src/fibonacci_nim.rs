//! Fibonacci Nim (HDU 2516).
//!
//! One heap; the first move takes any number of stones but not the whole
//! heap, and every later move takes at least one stone and at most twice
//! what the previous move took. Whoever takes the last stone wins.
//!
//! # The rule
//! Write every `n ≥ 1` as its Zeckendorf sum, Fibonacci numbers of
//! 1, 2, 3, 5, 8, … no two consecutive ([`zeckendorf`]), and let `q(n)` be
//! its smallest term ([`smallest_term`]). The player to move from `n`
//! stones, allowed to take up to `limit`, wins exactly when
//! `q(n) ≤ limit` ([`mover_wins`]), and then taking `q(n)` wins. The first
//! move may take up to `n − 1`, so the first player loses exactly when `n`
//! is a Fibonacci number, where `q(n) = n` ([`first_player_wins`]).
//!
//! # Why
//! Number the Fibonacci numbers `F_1 = 1, F_2 = 2, F_3 = 3, …` (and
//! `F_0 = 1`); a Zeckendorf sum's terms are two or more places apart.
//! (a) Taking `q(n) = F_j` leaves `n − F_j`, whose terms are `F_{j+2}` or
//! larger, and `F_{j+2} = F_{j+1} + F_j > 2F_j`: the other player's limit
//! is below `q(n − F_j)` (or nothing is left, and they cannot move).
//! (b) Taking `t < F_j` leaves `(n − F_j) + (F_j − t)`; the terms of
//! `F_j − t` are all at most `F_{j−1}`, two places below those of
//! `n − F_j`, so `q(n − t) = q(F_j − t)`. Were it some `F_i > 2t`: the
//! largest number below `F_j` without terms below `F_i` is
//! `F_{j−1} + F_{j−3} + …` down to `F_l`, `l = i` or `i + 1`, which is
//! `F_j − F_{l−1}`; so `t ≥ F_{l−1} ≥ F_{i−1} ≥ F_i / 2`, a contradiction.
//! So with `q(n) ≤ limit` the mover takes `q(n)` and leaves a lost
//! position by (a); with `q(n) > limit` every take `t ≤ limit` is below
//! `q(n)`, and by (b) the other player gets a limit `2t ≥ q(n − t)`, a won
//! position. Induction on `n` (no stone left: lost) proves the rule; the
//! tests check it against the game tree of every heap up to 300 with
//! every limit.
//!
//! # Exact arithmetic
//! The Fibonacci numbers 1, 2, 3, 5, … below 2^64 are the 92 of [`FIBONACCI`],
//! up to 12200160415121876738 (the 93rd passes `u64`; HDU 2516's heaps,
//! below 2^31, need the first 45, whose last, 2971215073, already passes
//! `i32`). Every function here is exact for every `u64`.
//!
//! # Complexity
//! O(log n): a binary search in the table, or a walk down it.

/// The Fibonacci numbers 1, 2, 3, 5, 8, … that fit in `u64`, ascending:
/// `FIBONACCI[i + 2] = FIBONACCI[i] + FIBONACCI[i + 1]`.
///
/// ```
/// use game_core::fibonacci_nim::FIBONACCI;
/// assert_eq!(FIBONACCI[..6], [1, 2, 3, 5, 8, 13]);
/// assert_eq!(FIBONACCI[91], 12_200_160_415_121_876_738);
/// assert!(FIBONACCI[90].checked_add(FIBONACCI[91]).is_none());
/// ```
pub const FIBONACCI: [u64; 92] = {
    let mut table = [1u64; 92];
    table[1] = 2;
    let mut i = 2;
    while i < 92 {
        table[i] = table[i - 2] + table[i - 1];
        i += 1;
    }
    table
};

/// True if `n` is one of 1, 2, 3, 5, 8, … ([`FIBONACCI`]).
///
/// # Complexity
/// O(log 92): a binary search.
///
/// ```
/// use game_core::fibonacci_nim::is_fibonacci;
/// assert!(is_fibonacci(13) && is_fibonacci(1_836_311_903));
/// assert!(!is_fibonacci(0) && !is_fibonacci(4) && !is_fibonacci(u64::MAX));
/// ```
pub fn is_fibonacci(n: u64) -> bool {
    FIBONACCI.binary_search(&n).is_ok()
}

/// True if the first player wins from a heap of `n` (HDU 2516): the first
/// move takes 1 to `n − 1` stones, each later move at most twice the last.
///
/// False for `n = 0` and `n = 1` (no first move is allowed), and exactly
/// for the Fibonacci numbers otherwise.
///
/// # Complexity
/// O(log 92).
///
/// ```
/// use game_core::fibonacci_nim::first_player_wins;
/// // HDU 2516's sample: 2 and 13 lose, 10000 wins.
/// assert!(!first_player_wins(2) && !first_player_wins(13));
/// assert!(first_player_wins(10_000));
/// assert!(!first_player_wins(2_971_215_073)); // the 45th, beyond i32
/// assert!(first_player_wins(u64::MAX));
/// ```
pub fn first_player_wins(n: u64) -> bool {
    n >= 2 && !is_fibonacci(n)
}

/// The Zeckendorf representation of `n`: the Fibonacci numbers of
/// [`FIBONACCI`], no two consecutive, that add up to `n`, largest first
/// (greedily: the largest that fits, again and again). Empty for 0.
///
/// # Complexity
/// O(log n).
///
/// ```
/// use game_core::fibonacci_nim::zeckendorf;
/// assert_eq!(zeckendorf(10_000), [6765, 2584, 610, 34, 5, 2]);
/// assert_eq!(zeckendorf(13), [13]);
/// assert!(zeckendorf(0).is_empty());
/// ```
pub fn zeckendorf(n: u64) -> Vec<u64> {
    let mut terms = Vec::new();
    let mut rest = n;
    for &f in FIBONACCI.iter().rev() {
        if f <= rest {
            terms.push(f);
            rest -= f;
        }
    }
    terms
}

/// The smallest term of `n`'s Zeckendorf representation ([`zeckendorf`]),
/// `None` for 0: the winning take from `n`, when the limit allows it.
///
/// # Complexity
/// O(log n).
///
/// ```
/// use game_core::fibonacci_nim::smallest_term;
/// assert_eq!(smallest_term(10_000), Some(2));
/// assert_eq!(smallest_term(4), Some(1));
/// assert_eq!(smallest_term(0), None);
/// ```
pub fn smallest_term(n: u64) -> Option<u64> {
    let mut rest = n;
    let mut smallest = None;
    for &f in FIBONACCI.iter().rev() {
        if f <= rest {
            rest -= f;
            smallest = Some(f);
        }
    }
    smallest
}

/// True if the player to move wins from `n` stones when this move may
/// take up to `limit` (and every later one up to twice the last): the
/// smallest Zeckendorf term of `n` is at most `limit`. False for `n = 0`.
///
/// # Complexity
/// O(log n).
///
/// ```
/// use game_core::fibonacci_nim::mover_wins;
/// assert!(mover_wins(4, 1)); // take 1: 3 left, the other may take 2
/// assert!(!mover_wins(5, 4)); // 5 is Fibonacci: only taking all 5 wins
/// assert!(mover_wins(5, 5));
/// assert!(!mover_wins(0, 10));
/// ```
pub fn mover_wins(n: u64, limit: u64) -> bool {
    smallest_term(n).map_or(false, |q| q <= limit)
}

/// The winning first move of HDU 2516 from `n` stones (the smallest
/// Zeckendorf term), or `None` when the first player loses ([`first_player_wins`]).
///
/// # Complexity
/// O(log n).
///
/// ```
/// use game_core::fibonacci_nim::winning_first_move;
/// assert_eq!(winning_first_move(10_000), Some(2));
/// assert_eq!(winning_first_move(13), None);
/// ```
pub fn winning_first_move(n: u64) -> Option<u64> {
    smallest_term(n).filter(|&q| q < n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zeckendorf_terms_are_fibonacci_apart_and_add_up() {
        for n in 0..5000u64 {
            let terms = zeckendorf(n);
            assert_eq!(terms.iter().sum::<u64>(), n);
            let index = |f: &u64| FIBONACCI.iter().position(|g| g == f).unwrap();
            for pair in terms.windows(2) {
                assert!(index(&pair[0]) >= index(&pair[1]) + 2, "{n}: {terms:?}");
            }
            assert_eq!(smallest_term(n), terms.last().copied());
        }
    }

    #[test]
    fn the_ends_of_u64() {
        let terms = zeckendorf(u64::MAX);
        assert_eq!(terms.iter().sum::<u64>(), u64::MAX);
        assert_eq!(terms[0], FIBONACCI[91]);
        assert!(first_player_wins(FIBONACCI[91] + 1));
        assert!(!first_player_wins(FIBONACCI[91]));
        assert_eq!(winning_first_move(FIBONACCI[91] + 1), Some(1));
    }
}
