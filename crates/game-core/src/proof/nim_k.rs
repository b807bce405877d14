//! Moore's Nim-k and Luogu P2490's strip of pieces move by move: the
//! ground truth of [`nim_k`](crate::nim_k).
//!
//! [`NimK`] is the game of heaps, for the [`solver`](super::solver);
//! [`Strip`] is P2490's board itself, for the partizan
//! [`solve`](super::partizan::solve): the whole strip is one position, and
//! nothing pairs the pieces or knows Nim-k. Left is player A, who moves
//! the white pieces; Right is player B, with the black ones.
//!
//! ```
//! use game_core::proof::partizan::{solve, Player};
//! use game_core::proof::nim_k::{layouts, Strip};
//!
//! // P2490's sample: 182 of the C(10, 4) = 210 layouts are won by A.
//! let all = layouts(10, 4);
//! let solved = solve(&Strip { d: 2 }, all.clone());
//! let won = all.iter().filter(|l| solved.wins(l, Player::Left) == Some(true)).count();
//! assert_eq!((all.len(), won), (210, 182));
//! ```

use super::partizan::Partizan;
use super::solver::Game;

/// Moore's Nim-k: heaps; a move takes stones from at least one and at
/// most `k` heaps, any positive number from each.
///
/// The state is the heaps in the given order. The moves are listed as an
/// odometer over what each heap keeps (the first heap's changes fastest,
/// from its size down to 0), each with 1 to `k` heaps changed.
///
/// # Complexity
/// The product of (heap + 1) over the heaps tries.
///
/// ```
/// use game_core::proof::nim_k::NimK;
/// use game_core::proof::solver::{solve, Game};
///
/// let mut out = Vec::new();
/// NimK { k: 2 }.moves(&vec![1, 1, 1], &mut out);
/// assert_eq!(out.len(), 6); // one or two of the three heaps emptied
/// assert!(solve(&NimK { k: 2 }, [vec![1, 1, 1]]).is_losing(&vec![1, 1, 1]));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NimK {
    /// The most heaps one move takes from.
    pub k: usize,
}

impl Game for NimK {
    type State = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        // next[i]: what heap i keeps; the odometer starts at "all kept".
        let mut next = heaps.clone();
        loop {
            let mut i = 0;
            loop {
                if i == heaps.len() {
                    return;
                }
                if next[i] > 0 {
                    next[i] -= 1;
                    break;
                }
                next[i] = heaps[i];
                i += 1;
            }
            let changed = next.iter().zip(heaps).filter(|(n, h)| n != h).count();
            if changed <= self.k {
                out.push(next.clone());
            }
        }
    }
}

/// P2490's strip: each cell `b'W'` (a white piece), `b'B'` (a black one) or
/// `b'.'` (empty). A move shifts between 1 and `d` of the mover's own
/// pieces, white ones to the right and black ones to the left, each by its
/// own amount of at least one cell; a piece may not pass over a piece, land
/// on one, or leave the strip.
///
/// The state is the strip's cells, left to right. A moving piece's path
/// (the cells it passes and the one it lands on) must be empty before the
/// move; the pieces that move together are of one colour and one direction,
/// so no two of them meet. The moves are listed by the shift of each own
/// piece, left to right, as an odometer (the first piece's shift changes
/// fastest), 0 meaning it stays.
///
/// # Complexity
/// The product over own pieces of (free cells ahead + 1) tries.
///
/// ```
/// use game_core::proof::partizan::Partizan;
/// use game_core::proof::nim_k::Strip;
///
/// let mut out = Vec::new();
/// Strip { d: 2 }.left_moves(&b"W.BW.B".to_vec(), &mut out);
/// assert_eq!(out, [b".WBW.B".to_vec(), b"W.B.WB".to_vec(), b".WB.WB".to_vec()]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Strip {
    /// The most pieces one move shifts.
    pub d: usize,
}

/// Every layout of `pieces` pieces (an even number) on `cells` cells:
/// each choice of the occupied cells, coloured white, black, white, … from
/// the left.
pub fn layouts(cells: usize, pieces: usize) -> Vec<Vec<u8>> {
    let mut all = Vec::new();
    for mask in 0u32..1 << cells {
        if mask.count_ones() as usize != pieces {
            continue;
        }
        let mut strip = vec![b'.'; cells];
        let mut white = true;
        for (i, cell) in strip.iter_mut().enumerate() {
            if mask >> i & 1 == 1 {
                *cell = if white { b'W' } else { b'B' };
                white = !white;
            }
        }
        all.push(strip);
    }
    all
}

impl Strip {
    /// The moves of the player whose pieces are `own`, moving them by
    /// `step` (+1 right, −1 left).
    fn moves(&self, strip: &[u8], own: u8, step: isize, out: &mut Vec<Vec<u8>>) {
        // Each own piece and how far it can go: the empty cells ahead.
        let mut pieces = Vec::new();
        for (i, &cell) in strip.iter().enumerate() {
            if cell != own {
                continue;
            }
            let mut reach = 0;
            let mut at = i as isize + step;
            while at >= 0 && (at as usize) < strip.len() && strip[at as usize] == b'.' {
                reach += 1;
                at += step;
            }
            pieces.push((i, reach));
        }
        // Every combination of shifts, 0 = stays.
        let mut shifts = vec![0usize; pieces.len()];
        'combinations: loop {
            let mut i = 0;
            loop {
                if i == pieces.len() {
                    break 'combinations;
                }
                if shifts[i] < pieces[i].1 {
                    shifts[i] += 1;
                    break;
                }
                shifts[i] = 0;
                i += 1;
            }
            let moved = shifts.iter().filter(|&&s| s > 0).count();
            if moved == 0 || moved > self.d {
                continue;
            }
            let mut next = strip.to_vec();
            for (&(from, _), &shift) in pieces.iter().zip(&shifts) {
                if shift > 0 {
                    let to = (from as isize + step * shift as isize) as usize;
                    next[from] = b'.';
                    next[to] = own;
                }
            }
            out.push(next);
        }
    }
}

impl Partizan for Strip {
    type State = Vec<u8>;

    fn left_moves(&self, strip: &Vec<u8>, out: &mut Vec<Vec<u8>>) {
        self.moves(strip, b'W', 1, out);
    }

    fn right_moves(&self, strip: &Vec<u8>, out: &mut Vec<Vec<u8>>) {
        self.moves(strip, b'B', -1, out);
    }
}
