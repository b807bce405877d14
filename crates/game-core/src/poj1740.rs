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
//! general; [`first_player_wins`] allocates nothing, [`Position`] stores
//! only the piles of 128 stones or more.

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
        if pile < SMALL {
            parity ^= 1 << pile;
        } else {
            piles.swap(large, i);
            large += 1;
        }
    }
    wins(parity, &mut piles[..large])
}

/// Piles below this size are counted by a parity bit, not stored.
const SMALL: u64 = 128;

/// [`first_player_wins`] from the parity bits of the piles below [`SMALL`]
/// and the larger piles; reorders `large`.
fn wins(parity: u128, large: &mut [u64]) -> bool {
    // Empty piles (bit 0) take no part.
    if parity >> 1 != 0 {
        return true;
    }
    large.sort_unstable();
    large.len() % 2 == 1 || large.chunks_exact(2).any(|pair| pair[0] != pair[1])
}

/// A position built pile by pile, for a reader that sees one pile at a
/// time: the piles below 128 stones are not stored, so that deciding the
/// position is no second pass over them.
///
/// # Complexity
/// [`Position::add`] is O(1) amortised; [`Position::first_player_wins`] is
/// O(1) plus O(m log m) for the m piles of 128 stones or more, the only
/// ones stored (in a buffer that [`Position::clear`] keeps).
///
/// ```
/// use game_core::poj1740::Position;
/// let mut position = Position::new();
/// for pile in [0, 2, 2] {
///     position.add(pile);
/// }
/// assert!(!position.first_player_wins());
/// position.add(300);
/// assert!(position.first_player_wins());
/// position.clear();
/// assert!(!position.first_player_wins());
/// ```
#[derive(Debug, Clone, Default)]
pub struct Position {
    /// Bit v is the parity of the number of piles of size v < [`SMALL`].
    parity: u128,
    /// The other piles.
    large: Vec<u64>,
}

impl Position {
    /// No piles.
    pub fn new() -> Self {
        Self::default()
    }

    /// Removes every pile.
    pub fn clear(&mut self) {
        self.parity = 0;
        self.large.clear();
    }

    /// Adds a pile of `stones` stones.
    #[inline]
    pub fn add(&mut self, stones: u64) {
        if stones < SMALL {
            self.parity ^= 1 << stones;
        } else {
            self.large.push(stones);
        }
    }

    /// True if the player to move wins; see [`first_player_wins`].
    pub fn first_player_wins(&mut self) -> bool {
        wins(self.parity, &mut self.large)
    }
}

#[cfg(test)]
mod tests {
    use super::{first_player_wins, Position};

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
            let mut position = Position::new();
            piles.iter().for_each(|&pile| position.add(pile));
            assert_eq!(position.first_player_wins(), wins, "{piles:?}");
            let mut reordered = piles.clone();
            assert_eq!(first_player_wins(&mut reordered), wins, "{piles:?}");
            reordered.sort_unstable();
            let mut sorted = piles.clone();
            sorted.sort_unstable();
            assert_eq!(reordered, sorted, "only reordered: {piles:?}");
        }
    }
}
