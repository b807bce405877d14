//! A brute-force solver for finite impartial games under misère play: the
//! player who makes the last move loses, so the player who cannot move
//! wins. The ground truth of [`misere`](crate::misere) and of every misère
//! answer in this crate.
//!
//! A game is described by its moves exactly as for normal play
//! ([`Game::moves`]); [`solve`] explores every state reachable from the
//! given starts and decides, for each, whether the player to move wins.
//! Nothing here knows a Grundy value or the SJ theorem: it is the game tree
//! and the definition of the outcome, nothing else.
//!
//! # Why
//! In a finite acyclic game under misère play, a state with no moves is won
//! by the player to move (the other player made the last move), and any
//! other state is won exactly when some move leads to a state lost for the
//! player who then moves. Outcomes are computed children first, by an
//! iterative depth-first search (no recursion, so no depth limit), memoised
//! per state.
//!
//! # Complexity
//! O(V + E) time over the reachable states and moves, plus the hashing of
//! states; O(V + E) memory.
//!
//! ```
//! use game_core::proof::misere::solve;
//! use game_core::proof::solver::Game;
//!
//! /// Take 1 or 2 from a pile of n; whoever takes the last stone loses.
//! struct Subtraction;
//! impl Game for Subtraction {
//!     type State = u32;
//!     fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
//!         out.extend((1..=2).filter(|&k| k <= n).map(|k| n - k));
//!     }
//! }
//! let solved = solve(&Subtraction, [9]);
//! assert_eq!(solved.len(), 10);
//! assert!(!solved.is_losing(&0)); // the other player took the last stone
//! assert!(solved.is_losing(&1)); // forced to take it
//! assert!(solved.is_losing(&7)); // 7 ≡ 1 (mod 3)
//! assert_eq!(solved.winning_moves(&9).unwrap(), [&7]);
//! ```

use super::solver::{search, Game, Tree};

/// Every state reachable from the starts, with its moves and whether the
/// player to move wins under misère play ([`Tree::value`]; also
/// [`Outcomes::wins`]).
pub type Outcomes<S> = Tree<S, bool>;

impl<S: Clone + Eq + std::hash::Hash> Outcomes<S> {
    /// True if the player to move from `state` wins with best play (the
    /// opponent makes the last move); `None` if it was not explored.
    pub fn wins(&self, state: &S) -> Option<bool> {
        self.value(state)
    }
}

/// Explores every state reachable from `starts` and decides each one's
/// outcome under misère play (whoever cannot move wins).
///
/// # Panics
/// If the moves form a cycle (the game is not finite).
///
/// # Complexity
/// O(V + E) over reachable states and moves, plus hashing.
pub fn solve<G: Game>(game: &G, starts: impl IntoIterator<Item = G::State>) -> Outcomes<G::State> {
    // No move: the other player moved last, and lost. Otherwise a win needs
    // a move to a loss.
    search(game, starts, |moves: &[bool]| {
        moves.is_empty() || moves.iter().any(|&wins| !wins)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::proof::solver::tests::Nim;

    #[test]
    fn misere_nim_follows_bouton_away_from_the_end() {
        let solved = solve(&Nim, [vec![4, 5, 6]]);
        assert_eq!(solved.len(), 5 * 6 * 7);
        for piles in solved.states() {
            let xor = piles.iter().fold(0, |x, &p| x ^ p);
            let wins = if piles.iter().all(|&p| p <= 1) {
                xor == 0
            } else {
                xor != 0
            };
            assert_eq!(solved.wins(piles), Some(wins), "{piles:?}");
        }
        assert!(!solved.is_losing(&vec![0, 0, 0]));
        assert!(solved.is_losing(&vec![0, 1, 0]));
        assert!(solved.is_losing(&vec![1, 1, 1]));
        assert_eq!(solved.wins(&vec![9]), None);
    }

    #[test]
    fn moves_and_winning_moves_are_listed_once_in_order() {
        struct Dup;
        impl Game for Dup {
            type State = u8;
            fn moves(&self, &n: &u8, out: &mut Vec<u8>) {
                if n > 0 {
                    out.extend([n - 1, n - 1, n / 2]);
                }
            }
        }
        let solved = solve(&Dup, [6, 3]);
        let moves = |n: u8| solved.moves(&n).unwrap().copied().collect::<Vec<_>>();
        assert_eq!(moves(6), [5, 3]);
        assert_eq!(moves(1), [0]);
        assert!(solved.moves(&7).is_none());
        // 0 wins (no move), so 1 loses (its only move is to 0), 2 wins.
        assert!(!solved.is_losing(&0) && solved.is_losing(&1));
        let wins: Vec<u8> = solved
            .winning_moves(&2)
            .unwrap()
            .into_iter()
            .copied()
            .collect();
        assert_eq!(wins, [1]);
    }

    #[test]
    fn no_starts_explore_nothing() {
        let solved = solve(&Nim, Vec::new());
        assert!(solved.is_empty());
        assert_eq!(solved.wins(&vec![]), None);
        let solved = solve(&Nim, [vec![]]);
        assert_eq!(solved.states(), [Vec::<u8>::new()]);
        assert_eq!(solved.wins(&vec![]), Some(true));
    }

    #[test]
    fn deep_chains_need_no_recursion() {
        struct Chain;
        impl Game for Chain {
            type State = u32;
            fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
                if n > 0 {
                    out.push(n - 1);
                }
            }
        }
        // 200 000 nested calls would overflow a test thread's 2 MiB stack.
        let solved = solve(&Chain, [200_000]);
        assert_eq!(solved.len(), 200_001);
        // 0 wins, so the odd states lose.
        assert!(solved.is_losing(&199_999));
        assert!(!solved.is_losing(&200_000));
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn cycles_are_refused() {
        struct Loop;
        impl Game for Loop {
            type State = u8;
            fn moves(&self, &n: &u8, out: &mut Vec<u8>) {
                out.push((n + 1) % 3);
            }
        }
        solve(&Loop, [0]);
    }

    #[test]
    #[should_panic(expected = "not explored")]
    fn unexplored_states_are_refused() {
        solve(&Nim, [vec![1]]).is_losing(&vec![2]);
    }
}
