//! The take-and-break games written down move by move, for the brute-force
//! [`solver`](super::solver): an octal code's digits read as the rule they
//! stand for, Grundy's game, and HDU 3980's cycle of beads.
//!
//! Nothing here knows a nim-value or parses a code: [`Octal`] takes the
//! digits themselves (`digits[k]` is `d_k`) and lists every move they
//! allow, so the search checks the theory of
//! [`octal`](crate::octal) — its parser, its sparse-space values, the
//! reduction of the cycle to a line — against the rules alone.
//!
//! | game | state |
//! |---|---|
//! | [`Octal`] | the non-empty heaps, sorted ascending |
//! | [`GrundyGame`] | the heaps of at least 3 tokens (the others have no move), sorted |
//! | [`PaintCycle`] | the painted beads, bit `i` for bead `i` |
//!
//! # Complexity
//! A heap of `h` has about `h/2` splits per digit; the states are the
//! multisets of heaps the moves reach from the start, many: use small
//! heaps.
//!
//! ```
//! use game_core::proof::solver::solve;
//! use game_core::proof::take_break::{GrundyGame, Octal, PaintCycle};
//!
//! // Kayles (0.77): knock down one pin or two adjacent ones of a row.
//! let kayles = Octal { digits: vec![0, 7, 7] };
//! let tree = solve(&kayles, [vec![4], vec![1, 2, 3]]);
//! assert_eq!(tree.grundy(&vec![4]), Some(1));
//! assert!(tree.is_losing(&vec![1, 2, 3]));
//!
//! // Grundy's game: 7 coins lose, 8 win (split 8 = 7 + 1).
//! let tree = solve(&GrundyGame, [vec![7], vec![8]]);
//! assert!(tree.is_losing(&vec![7]) && !tree.is_losing(&vec![8]));
//!
//! // HDU 3980's samples: 3 beads, 1 at a time: the first player wins;
//! // 4 beads, 2 at a time: the second.
//! assert!(!solve(&PaintCycle { beads: 3, paint: 1 }, [0]).is_losing(&0));
//! assert!(solve(&PaintCycle { beads: 4, paint: 2 }, [0]).is_losing(&0));
//! ```

use super::solver::Game;

/// The take-and-break game of an octal code, given by its digits: a move
/// takes `k` tokens from one heap (`k` a position where `digits[k]` is not
/// 0) and leaves of it what the digit's bits allow — bit 1: nothing (the
/// heap had exactly `k`), bit 2: one non-empty heap, bit 4: two non-empty
/// heaps, in any sizes. Whoever cannot move loses.
///
/// The state is the non-empty heaps, sorted ascending; give starts that
/// way. The moves are listed heap by heap, then by `k`, then: nothing
/// left, one heap left, the two heaps `a + (h − k − a)` for `a = 1, 2, …`.
///
/// # Complexity
/// Up to `Σ_k (h − k)/2` moves from a heap of `h`, a sort each.
///
/// ```
/// use game_core::proof::rules::Lasker;
/// use game_core::proof::solver::Game;
/// use game_core::proof::take_break::Octal;
///
/// let mut out = Vec::new();
/// // 0.07 (Dawson's Kayles): take 2, leaving 0, 1 or 2 heaps.
/// Octal { digits: vec![0, 0, 7] }.moves(&vec![1, 5], &mut out);
/// assert_eq!(out, [vec![1, 3], vec![1, 1, 2]]);
/// out.clear();
/// // d0 = 4: split without taking.
/// Octal { digits: vec![4] }.moves(&vec![4], &mut out);
/// assert_eq!(out, [vec![1, 3], vec![2, 2]]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Octal {
    /// `digits[k]`: what taking `k` tokens may leave (bits 1, 2, 4).
    pub digits: Vec<u8>,
}

impl Game for Octal {
    type State = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (i, &h) in heaps.iter().enumerate() {
            let others = || {
                heaps
                    .iter()
                    .enumerate()
                    .filter(move |&(j, _)| j != i)
                    .map(|(_, &x)| x)
            };
            for (k, &d) in self.digits.iter().enumerate() {
                let k = k as u64;
                if k > h {
                    break;
                }
                if d & 1 != 0 && h == k {
                    out.push(others().collect());
                }
                if d & 2 != 0 && h > k {
                    let mut next: Vec<u64> = others().collect();
                    next.push(h - k);
                    next.sort_unstable();
                    out.push(next);
                }
                if d & 4 != 0 && h >= k + 2 {
                    for a in 1..=(h - k) / 2 {
                        let mut next: Vec<u64> = others().collect();
                        next.extend([a, h - k - a]);
                        next.sort_unstable();
                        out.push(next);
                    }
                }
            }
        }
    }
}

/// Grundy's game: a move splits one heap into two non-empty heaps of
/// different sizes; whoever cannot move loses (every heap has 1 or 2).
///
/// The state is the heaps of at least 3 tokens, sorted ascending (a heap
/// of 1 or 2 can never be split, so it takes no part); give starts that
/// way, or with small heaps, which the moves drop. The moves are listed
/// heap by heap, the split `a + (h − a)` for `a = 1, 2, …` below `h/2`.
///
/// # Complexity
/// `⌈h/2⌉ − 1` moves from a heap of `h`, a sort each.
///
/// ```
/// use game_core::proof::solver::Game;
/// use game_core::proof::take_break::GrundyGame;
///
/// let mut out = Vec::new();
/// GrundyGame.moves(&vec![6], &mut out);
/// assert_eq!(out, [vec![5], vec![4]]); // 1 + 5, 2 + 4 (not 3 + 3)
/// out.clear();
/// GrundyGame.moves(&vec![2, 4], &mut out);
/// assert_eq!(out, [vec![3]]); // 4 = 1 + 3
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GrundyGame;

impl Game for GrundyGame {
    type State = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (i, &h) in heaps.iter().enumerate() {
            for a in 1..h {
                let b = h - a;
                if a >= b {
                    break;
                }
                let mut next: Vec<u64> = heaps
                    .iter()
                    .enumerate()
                    .filter(|&(j, &x)| j != i && x >= 3)
                    .map(|(_, &x)| x)
                    .collect();
                next.extend([a, b].into_iter().filter(|&x| x >= 3));
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

/// Paint Chain (HDU 3980): a closed chain of `beads` beads; a move paints
/// `paint` beads that are consecutive along the cycle and all unpainted.
/// Whoever cannot move loses.
///
/// The state is the set of painted beads, bit `i` for bead `i` (at most 63
/// beads); the game starts at 0. The moves are listed by the first bead
/// painted, `0, 1, …`, going round the cycle; `paint` must be at least 1.
///
/// # Complexity
/// At most `beads` moves a state; up to `2^beads` states: use small cycles.
///
/// ```
/// use game_core::proof::solver::Game;
/// use game_core::proof::take_break::PaintCycle;
///
/// let mut out = Vec::new();
/// PaintCycle { beads: 4, paint: 2 }.moves(&0b0001, &mut out);
/// // Beads 1–2, 2–3 (3–0 and 0–1 hold the painted bead 0).
/// assert_eq!(out, [0b0111, 0b1101]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PaintCycle {
    /// The number of beads on the cycle (at most 63).
    pub beads: u32,
    /// The number of consecutive beads a move paints (at least 1).
    pub paint: u32,
}

impl Game for PaintCycle {
    type State = u64;

    fn moves(&self, &painted: &u64, out: &mut Vec<u64>) {
        assert!(self.paint >= 1 && self.beads <= 63, "{self:?}");
        if self.paint > self.beads {
            return;
        }
        for start in 0..self.beads {
            let run = (0..self.paint).fold(0u64, |run, i| run | 1 << ((start + i) % self.beads));
            if painted & run == 0 {
                out.push(painted | run);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::solver::solve;
    use super::*;

    fn moves<G: Game>(game: &G, state: G::State) -> Vec<G::State> {
        let mut out = Vec::new();
        game.moves(&state, &mut out);
        out
    }

    #[test]
    fn octal_digits_mean_their_bits() {
        // 0.1: take a heap of exactly one.
        let one = Octal { digits: vec![0, 1] };
        assert_eq!(moves(&one, vec![1, 2]), [vec![2]]);
        // 0.2: take one from a heap of at least two.
        let two = Octal { digits: vec![0, 2] };
        assert_eq!(moves(&two, vec![1, 2]), [vec![1, 1]]);
        // 0.4: take one and split the rest in two.
        let four = Octal { digits: vec![0, 4] };
        assert_eq!(moves(&four, vec![5]), [vec![1, 3], vec![2, 2]]);
        assert_eq!(moves(&four, vec![2]), Vec::<Vec<u64>>::new());
        assert_eq!(
            moves(&Octal { digits: vec![0] }, vec![3]),
            Vec::<Vec<u64>>::new()
        );
    }

    #[test]
    fn kayles_values_from_the_tree() {
        // Winning Ways' Kayles values 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7.
        let kayles = Octal {
            digits: vec![0, 7, 7],
        };
        let tree = solve(&kayles, [vec![15]]);
        let values: Vec<u32> = (0..=15u64)
            .map(|h| tree.grundy(&if h == 0 { vec![] } else { vec![h] }).unwrap())
            .collect();
        assert_eq!(values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]);
    }

    #[test]
    fn grundy_game_drops_the_heaps_that_cannot_move() {
        assert_eq!(moves(&GrundyGame, vec![3]), [Vec::<u64>::new()]);
        assert_eq!(moves(&GrundyGame, vec![1, 2]), Vec::<Vec<u64>>::new());
        assert_eq!(moves(&GrundyGame, vec![7]), [vec![6], vec![5], vec![3, 4]]);
        // OEIS A002188: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0.
        let tree = solve(&GrundyGame, [vec![20]]);
        let values: Vec<u32> = (0..=20u64)
            .map(|h| tree.grundy(&if h < 3 { vec![] } else { vec![h] }).unwrap())
            .collect();
        assert_eq!(
            values,
            [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
    }

    #[test]
    fn paint_cycle_wraps_round() {
        let game = PaintCycle { beads: 3, paint: 2 };
        assert_eq!(moves(&game, 0), [0b011, 0b110, 0b101]);
        assert_eq!(moves(&game, 0b001), [0b111]);
        assert_eq!(moves(&game, 0b011), Vec::<u64>::new());
        assert_eq!(
            moves(&PaintCycle { beads: 2, paint: 3 }, 0),
            Vec::<u64>::new()
        );
        // The whole cycle at once: one move per starting bead, all alike.
        assert_eq!(moves(&PaintCycle { beads: 3, paint: 3 }, 0), [0b111; 3]);
    }
}
