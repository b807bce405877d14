//! The "new stone game" of POJ 1740.
//!
//! Several piles; a move picks a pile, removes at least one stone from it,
//! then may move any number of its remaining stones onto other piles that
//! still have stones. Whoever cannot move (no stones left) loses.
//!
//! # The rule
//! Empty piles take no part: no move can start at one or add stones to one.
//! Among the non-empty piles, the player to move loses exactly when they
//! pair up into equal piles: every size appears an even number of times.
//!
//! # Why
//! From a paired position, any move changes one pile of some pair (and
//! perhaps others) and cannot restore a full pairing, since it removes at
//! least one stone in total; and the opponent can always mirror back. From
//! any unpaired position there is a move to a paired one: sort the piles;
//! with an odd count, remove the largest pile and use its stones to lift
//! the others into pairs (the gaps to fill add up to less than it); with an
//! even count, cut the largest down to the smallest and spend the rest
//! lifting the middle piles into pairs. The write-ups' "odd count wins"
//! shortcut ignores empty piles: (0, 2, 2) is a loss for the mover.
//!
//! # Complexity
//! O(n log n) for n piles (a sort), no allocation.

/// True if the player to move wins with these piles (any order, zeros
/// allowed). Sorts `piles` in place.
///
/// # Complexity
/// O(n log n).
///
/// ```
/// use game_core::poj1740::first_player_wins;
/// assert!(first_player_wins(&mut [2, 1, 3]));
/// assert!(!first_player_wins(&mut [1, 1]));
/// assert!(!first_player_wins(&mut [0, 2, 2]));
/// assert!(!first_player_wins(&mut [0]));
/// ```
pub fn first_player_wins(piles: &mut [u64]) -> bool {
    piles.sort_unstable();
    let first_stone = piles.partition_point(|&p| p == 0);
    let stones = &piles[first_stone..];
    stones.len() % 2 == 1 || stones.chunks_exact(2).any(|pair| pair[0] != pair[1])
}
