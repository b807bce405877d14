//! ABC 229 H's Advance or Eat move by move, for the partizan
//! [`solve`](super::partizan::solve): the ground truth of
//! [`advance_or_eat`](crate::advance_or_eat).
//!
//! The whole board is one position: nothing here splits it into columns or
//! knows a value.
//!
//! ```
//! use game_core::proof::advance_or_eat::AdvanceOrEat;
//! use game_core::proof::partizan::{solve, Player};
//!
//! // ABC 229 H's first sample: Takahashi (Left) wins, moving first.
//! let game = AdvanceOrEat { width: 3 };
//! let board = b"BB..B....".to_vec();
//! let solved = solve(&game, [board.clone()]);
//! assert_eq!(solved.wins(&board, Player::Left), Some(true));
//! ```

use super::partizan::Partizan;

/// Advance or Eat on a board `width` squares wide.
///
/// The state is the board's squares row by row, the top row first, each
/// `b'W'` (a white piece), `b'B'` (a black piece) or `b'.'` (empty); it has
/// as many rows as fit (ABC 229 H's boards are square). Left is Takahashi,
/// who moves a white piece one square up (to the row above, same column)
/// into an empty square, or eats (removes) any black piece; Right is Snuke,
/// the same with the colours swapped. The moves up are listed first, then
/// the eating, each by square.
///
/// # Complexity
/// O(squares) moves from a position, each a copy of the board.
///
/// ```
/// use game_core::proof::advance_or_eat::AdvanceOrEat;
/// use game_core::proof::partizan::Partizan;
///
/// let game = AdvanceOrEat { width: 2 };
/// let mut out = Vec::new();
/// game.left_moves(&b".BW.".to_vec(), &mut out);
/// assert_eq!(out, [b"WB..".to_vec(), b"..W.".to_vec()]);
/// out.clear();
/// game.right_moves(&b".BW.".to_vec(), &mut out);
/// assert_eq!(out, [b".B..".to_vec()]); // the B is on the top row
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AdvanceOrEat {
    /// The number of squares in a row.
    pub width: usize,
}

impl AdvanceOrEat {
    /// The moves of the player whose pieces are `own`, who eats `other`.
    fn moves(&self, board: &[u8], own: u8, other: u8, out: &mut Vec<Vec<u8>>) {
        for square in self.width..board.len() {
            if board[square] == own && board[square - self.width] == b'.' {
                let mut next = board.to_vec();
                next[square - self.width] = own;
                next[square] = b'.';
                out.push(next);
            }
        }
        for square in 0..board.len() {
            if board[square] == other {
                let mut next = board.to_vec();
                next[square] = b'.';
                out.push(next);
            }
        }
    }
}

impl Partizan for AdvanceOrEat {
    type State = Vec<u8>;

    fn left_moves(&self, board: &Vec<u8>, out: &mut Vec<Vec<u8>>) {
        self.moves(board, b'W', b'B', out);
    }

    fn right_moves(&self, board: &Vec<u8>, out: &mut Vec<Vec<u8>>) {
        self.moves(board, b'B', b'W', out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_move_up_into_empty_squares_only() {
        let game = AdvanceOrEat { width: 1 };
        let mut out = Vec::new();
        game.left_moves(&b".WW".to_vec(), &mut out);
        assert_eq!(out, [b"W.W".to_vec()]);
        out.clear();
        game.right_moves(&b".WW".to_vec(), &mut out);
        assert_eq!(out, [b"..W".to_vec(), b".W.".to_vec()]);
        out.clear();
        game.left_moves(&b"...".to_vec(), &mut out);
        assert!(out.is_empty());
        // Pieces stay in their column: no move to the end of the row above.
        let game = AdvanceOrEat { width: 2 };
        out.clear();
        game.left_moves(&b"W.W.".to_vec(), &mut out);
        assert!(out.is_empty());
        game.right_moves(&b"W.W.".to_vec(), &mut out);
        assert_eq!(out, [b"..W.".to_vec(), b"W...".to_vec()]);
    }
}
