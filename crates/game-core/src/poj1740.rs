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
//! O(n) for n piles below 128 (the statement's are ≤ 100), O(n log n) in
//! general; no allocation.

/// True if the player to move wins with these piles (any order, zeros
/// allowed). Reorders `piles`.
///
/// # Complexity
/// O(n) for piles below 128 (a parity bit per size, no branch to
/// mispredict), plus O(m log m) to sort the m larger piles.
///
/// ```
/// use game_core::poj1740::first_player_wins;
/// assert!(first_player_wins(&mut [2, 1, 3]));
/// assert!(!first_player_wins(&mut [1, 1]));
/// assert!(!first_player_wins(&mut [0, 2, 2]));
/// assert!(!first_player_wins(&mut [0]));
/// assert!(!first_player_wins(&mut [300, 5, 300, 5]));
/// ```
pub fn first_player_wins(piles: &mut [u64]) -> bool {
    // Bit v is the parity of the number of piles of size v, for v < 128;
    // larger piles are gathered at the front.
    let mut parity: u128 = 0;
    let mut large = 0;
    for i in 0..piles.len() {
        let pile = piles[i];
        if pile < 128 {
            parity ^= 1 << pile;
        } else {
            piles.swap(large, i);
            large += 1;
        }
    }
    // Empty piles (bit 0) take no part.
    if parity >> 1 != 0 {
        return true;
    }
    let large = &mut piles[..large];
    large.sort_unstable();
    large.len() % 2 == 1 || large.chunks_exact(2).any(|pair| pair[0] != pair[1])
}

#[cfg(test)]
mod tests {
    use super::first_player_wins;

    #[test]
    fn sizes_around_the_parity_bits_edge() {
        for (piles, wins) in [
            (vec![127, 127], false),
            (vec![128, 128], false),
            (vec![127, 128], true),
            (vec![126, 127], true),
            (vec![128, 129], true),
            (vec![129, 128, 129, 128], false),
            (vec![128], true),
            (vec![127], true),
            (vec![0, 0, 127, 0, 127], false),
            (vec![u64::MAX, 5, u64::MAX, 5, 0], false),
            (vec![u64::MAX, 200, 5, 5], true),
            (vec![200, 201, 5, 5, 200, 201], false),
        ] {
            let mut reordered = piles.clone();
            assert_eq!(first_player_wins(&mut reordered), wins, "{piles:?}");
            reordered.sort_unstable();
            let mut sorted = piles.clone();
            sorted.sort_unstable();
            assert_eq!(reordered, sorted, "only reordered: {piles:?}");
        }
    }
}
