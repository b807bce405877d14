//! Nim, its winning moves and misère Nim (HDU 1849, POJ 2975, HDU 1907).
//!
//! Several piles; a move takes one or more stones from one pile. In normal
//! play whoever takes the last stone wins; in misère play (HDU 1907)
//! whoever takes the last stone loses. HDU 1849's pieces on cells, moved
//! left any distance, are piles of their cell numbers.
//!
//! # The rule
//! - Normal play: the player to move wins exactly when the XOR `X` of the
//!   piles is not 0. The winning moves (POJ 2975) are one per pile `k` with
//!   `k XOR X < k`, which takes it down to `k XOR X`: these are the piles
//!   with the highest bit of `X` set.
//! - Misère play: if every pile has at most one stone, the player to move
//!   wins exactly when the XOR is 0 (an even number of one-stone piles);
//!   otherwise exactly when the XOR is not 0, as in normal play.
//!
//! Piles of 0 are empty piles, and change nothing. With no stones at all,
//! the player to move cannot move: in normal play they lose; in misère play
//! the last stone was taken by the other player, who lost, so the player to
//! move wins (and the rule agrees: no one-stone piles is an even number).
//!
//! # Why
//! Normal play is Bouton's theorem (see [`grundy`](super::grundy)): from a
//! XOR of 0 every move changes one pile and so the XOR; from `X ≠ 0`, a move
//! to XOR 0 must make pile `k` into `k XOR X`, which is a move exactly when
//! it is smaller, that is when `k` has `X`'s highest bit set (the bits above
//! are unchanged, that one is cleared). Misère play: with piles of at most
//! one stone, each move removes one pile and the players alternate, so the
//! player to move wins when the count is even. With exactly one larger pile
//! the XOR is not 0 (that pile has a bit no other has), and the player to
//! move wins by cutting it to 0 or 1 to leave an odd count of ones. With
//! two or more larger piles, play as in normal Nim: from XOR 0 every move
//! keeps a larger pile and makes the XOR non-zero, and from a non-zero XOR
//! the normal move to XOR 0 keeps at least two larger piles (one alone
//! would make the XOR non-zero), so by induction the normal rule holds.
//!
//! # Complexity
//! O(1) per pile; the streaming [`Position`] and [`MoveCounter`] store no
//! piles (two words, and 64 counters).

/// True if the player to move wins normal-play Nim with these piles: their
/// XOR is not 0.
///
/// # Complexity
/// O(n) for n piles.
///
/// ```
/// use game_core::nim::first_player_wins;
/// assert!(first_player_wins([3, 5])); // HDU 1849: Rabbit Win!
/// assert!(!first_player_wins([3, 5, 6])); // Grass Win!
/// assert!(!first_player_wins([0, 0]));
/// ```
pub fn first_player_wins<I: IntoIterator<Item = u64>>(piles: I) -> bool {
    piles.into_iter().fold(0, |x, p| x ^ p) != 0
}

/// True if the player to move wins misère Nim (whoever takes the last stone
/// loses) with these piles.
///
/// # Complexity
/// O(n) for n piles.
///
/// ```
/// use game_core::nim::misere_first_player_wins;
/// assert!(misere_first_player_wins([3, 5, 1])); // HDU 1907: John
/// assert!(!misere_first_player_wins([1])); // Brother
/// assert!(misere_first_player_wins([1, 1]));
/// assert!(misere_first_player_wins([])); // the other player took the last stone
/// ```
pub fn misere_first_player_wins<I: IntoIterator<Item = u64>>(piles: I) -> bool {
    let mut position = Position::new();
    for pile in piles {
        position.add(pile);
    }
    position.misere_first_player_wins()
}

/// The number of winning moves of normal-play Nim with these piles (POJ
/// 2975): moves that leave the XOR 0. A move is a pile and an amount, so
/// equal piles count separately; 0 for a losing position.
///
/// # Complexity
/// O(n) for n piles: two passes.
///
/// ```
/// use game_core::nim::winning_moves;
/// assert_eq!(winning_moves(&[7, 11, 13]), 3);
/// assert_eq!(winning_moves(&[1_000_000_000, 1_000_000_000]), 0);
/// assert_eq!(winning_moves(&[3, 3, 1]), 3);
/// ```
pub fn winning_moves(piles: &[u64]) -> u64 {
    let xor = piles.iter().fold(0, |x, &p| x ^ p);
    piles.iter().filter(|&&p| p ^ xor < p).count() as u64
}

/// A Nim position built pile by pile, storing no piles: normal and misère
/// play.
///
/// # Complexity
/// O(1) per pile and per question; two words.
///
/// ```
/// use game_core::nim::Position;
/// let mut position = Position::new();
/// for pile in [3, 5, 1] {
///     position.add(pile);
/// }
/// assert!(position.first_player_wins()); // 3 ^ 5 ^ 1 = 7
/// assert!(position.misere_first_player_wins()); // HDU 1907: John
/// position.clear();
/// position.add(1);
/// assert!(position.first_player_wins());
/// assert!(!position.misere_first_player_wins()); // Brother
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Position {
    /// The XOR of the piles.
    xor: u64,
    /// The largest pile (0 with none).
    largest: u64,
}

impl Position {
    /// No piles.
    pub fn new() -> Self {
        Self::default()
    }

    /// Removes every pile.
    pub fn clear(&mut self) {
        *self = Self::new();
    }

    /// Adds a pile of `stones` stones (0 is an empty pile).
    #[inline]
    pub fn add(&mut self, stones: u64) {
        self.xor ^= stones;
        self.largest = self.largest.max(stones);
    }

    /// True if the player to move wins normal-play Nim: the XOR is not 0.
    pub fn first_player_wins(&self) -> bool {
        self.xor != 0
    }

    /// True if the player to move wins misère Nim (whoever takes the last
    /// stone loses): with every pile at most 1, the XOR (the parity of the
    /// one-stone piles) is 0; otherwise the XOR is not 0.
    pub fn misere_first_player_wins(&self) -> bool {
        if self.largest <= 1 {
            self.xor == 0
        } else {
            self.xor != 0
        }
    }
}

/// A Nim position built pile by pile that counts the winning moves (POJ
/// 2975) without storing the piles: it keeps, for each bit, how many piles
/// have it set. The XOR is the parity of those counts, and the winning
/// moves are the piles with its highest bit set.
///
/// The 64 counts are kept sliced by bits, as 64 binary counters side by
/// side: bit `b` of `planes[k]` is bit `k` of the count for bit `b`, so
/// adding a pile adds its bits to all 64 counts at once, one word per carry
/// (a half adder per plane), and the XOR is `planes[0]`. One count per
/// bit, raised bit by bit, ran POJ 2975's bench at 313 MB/s of input;
/// sliced, at 708 (`scripts/bench --clock cpu`; README, "Speed and
/// memory").
///
/// # Complexity
/// [`MoveCounter::add`] is O(1 + the longest carry among the pile's bits):
/// at most 64 steps, and few on average, each count's carries being a
/// binary counter's; the questions are O(1) (64 planes); 64 words, whatever
/// the number of piles.
///
/// ```
/// use game_core::nim::MoveCounter;
/// let mut counter = MoveCounter::new();
/// for pile in [7, 11, 13] {
///     counter.add(pile);
/// }
/// assert!(counter.first_player_wins());
/// assert_eq!(counter.winning_moves(), 3);
/// counter.clear();
/// counter.add(1_000_000_000);
/// counter.add(1_000_000_000);
/// assert_eq!(counter.winning_moves(), 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveCounter {
    /// `planes[k]`'s bit `b` is bit `k` of the number of piles with bit `b`
    /// set.
    planes: [u64; 64],
}

impl Default for MoveCounter {
    fn default() -> Self {
        Self::new()
    }
}

impl MoveCounter {
    /// No piles.
    pub fn new() -> Self {
        Self { planes: [0; 64] }
    }

    /// Removes every pile.
    pub fn clear(&mut self) {
        *self = Self::new();
    }

    /// Adds a pile of `stones` stones (0 is an empty pile).
    #[inline]
    pub fn add(&mut self, stones: u64) {
        // The counts are at most the number of piles, below 2^64: the carry
        // out of the last plane is always 0.
        let mut carry = stones;
        for plane in &mut self.planes {
            if carry == 0 {
                break;
            }
            let sum = *plane ^ carry;
            carry &= *plane;
            *plane = sum;
        }
    }

    /// True if the player to move wins normal-play Nim: the XOR (the counts'
    /// parities, `planes[0]`) is not 0.
    pub fn first_player_wins(&self) -> bool {
        self.planes[0] != 0
    }

    /// The number of winning moves: the piles with the XOR's highest bit
    /// set, or 0 when the XOR is 0.
    pub fn winning_moves(&self) -> u64 {
        match self.planes[0] {
            0 => 0,
            xor => {
                let bit = 63 - xor.leading_zeros();
                (0..64).fold(0, |count, k| count + (((self.planes[k] >> bit) & 1) << k))
            }
        }
    }
}
