//! Lasker's Nim (HDU 3032).
//!
//! Several heaps; a move either removes any positive number of objects from
//! one heap, or splits one heap into two smaller non-empty heaps. Whoever
//! takes the last object wins.
//!
//! # The rule
//! The Grundy value of a heap of `x` is `x` when `x mod 4` is 1 or 2,
//! `x + 1` when it is 3, and `x − 1` when it is 0 (and `x > 0`):
//! 0, 1, 2, 4, 3, 5, 6, 8, 7, … The player to move loses exactly when the
//! heaps' values XOR to 0.
//!
//! # Why
//! By induction on `x`: the values below `x` are a permutation of the
//! numbers below `x` that swaps `4k + 3` and `4k + 4`, and each value's low
//! two bits follow from the heap's (1 → 1, 2 → 2, 3 → 0, 0 → 3). Removing
//! reaches every value `g(y)`, `y < x`. A split `x = a + b` reaches
//! `g(a) XOR g(b)`, whose low two bits follow from `a mod 4` and `b mod 4`:
//! for `x ≡ 1` they are always 2, for `x ≡ 2` 0 or 1, for `x ≡ 3` always 3,
//! for `x ≡ 0` 0 or 1. So for `x = 4k + 1` or `4k + 2` the removals reach
//! every value below `x`, no split reaches `x`, and `g(x) = x`. For
//! `x = 4k + 3` the removals reach everything below `x`, the split
//! `1 + (4k + 2)` reaches `4k + 3`, and `4k + 4` is reached by neither
//! (too large to remove to, wrong low bits to split to): `g(x) = 4k + 4`.
//! For `x = 4k + 4` the removals reach everything below `4k + 3` (and
//! `4k + 4`), and no split reaches `4k + 3` (low bits 3): `g(x) = 4k + 3`.
//! Heaps are independent games, so a position is the XOR of its heaps.
//!
//! # Exact arithmetic
//! The value of `2^64 − 1` (≡ 3 mod 4) is `2^64`, one more than `u64`
//! holds: values are `u128`. (HDU 3032's largest heap, `2^31 − 1`, has
//! value `2^31`, more than a signed 32-bit integer holds.)
//!
//! # Complexity
//! O(1) per heap.

/// The Grundy value of a heap of `x` objects in Lasker's Nim.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::lasker::grundy;
/// let values: Vec<u128> = (0..9).map(grundy).collect();
/// assert_eq!(values, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// assert_eq!(grundy((1 << 31) - 1), 1 << 31);
/// assert_eq!(grundy(u64::MAX), 1 << 64);
/// ```
pub fn grundy(x: u64) -> u128 {
    let x = u128::from(x);
    match x % 4 {
        0 if x > 0 => x - 1,
        3 => x + 1,
        _ => x,
    }
}

/// True if the player to move wins with these heaps: the XOR of their
/// values is not 0.
///
/// # Complexity
/// O(n) for n heaps.
///
/// ```
/// use game_core::lasker::first_player_wins;
/// // HDU 3032's samples: 2 2 3 → Alice, 3 3 → Bob.
/// assert!(first_player_wins([2, 2, 3]));
/// assert!(!first_player_wins([3, 3]));
/// assert!(!first_player_wins([1, 2, 4])); // 1 ^ 2 ^ 3 = 0, though Nim's 1 ^ 2 ^ 4 is not
/// ```
pub fn first_player_wins<I: IntoIterator<Item = u64>>(heaps: I) -> bool {
    let mut position = Position::new();
    for heap in heaps {
        position.add(heap);
    }
    position.first_player_wins()
}

/// A Lasker's Nim position built heap by heap, storing no heaps.
///
/// # Complexity
/// O(1) per heap and per question.
///
/// ```
/// use game_core::lasker::Position;
/// let mut position = Position::new();
/// for heap in [2, 2, 3] {
///     position.add(heap);
/// }
/// assert!(position.first_player_wins()); // Alice
/// position.clear();
/// position.add(3);
/// position.add(3);
/// assert!(!position.first_player_wins()); // Bob
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Position {
    /// The XOR of the heaps' values.
    xor: u128,
}

impl Position {
    /// No heaps.
    pub fn new() -> Self {
        Self::default()
    }

    /// Removes every heap.
    pub fn clear(&mut self) {
        *self = Self::new();
    }

    /// Adds a heap of `objects` objects (0 is no heap).
    #[inline]
    pub fn add(&mut self, objects: u64) {
        self.xor ^= grundy(objects);
    }

    /// True if the player to move wins: the XOR of the values is not 0.
    pub fn first_player_wins(&self) -> bool {
        self.xor != 0
    }
}
