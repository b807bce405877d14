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

use super::solver::Game;
use std::collections::HashMap;
use std::hash::Hash;

/// Every state reachable from the starts, with its moves and whether the
/// player to move wins under misère play.
#[derive(Debug, Clone)]
pub struct Outcomes<S> {
    states: Vec<S>,
    index: HashMap<S, usize>,
    /// The moves of state `i` are `targets[first[i]..first[i + 1]]`.
    first: Vec<usize>,
    targets: Vec<usize>,
    /// `wins[i]`: the player to move from state `i` wins.
    wins: Vec<bool>,
}

impl<S: Clone + Eq + Hash> Outcomes<S> {
    /// The number of states explored.
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// True if no state was explored (no starts were given).
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// The explored states, in the order they were found.
    pub fn states(&self) -> &[S] {
        &self.states
    }

    /// True if the player to move from `state` wins with best play (the
    /// opponent makes the last move); `None` if it was not explored.
    pub fn wins(&self, state: &S) -> Option<bool> {
        self.index.get(state).map(|&i| self.wins[i])
    }

    /// True if the player to move from `state` loses with best play (is
    /// forced to make the last move).
    ///
    /// # Panics
    /// If `state` was not explored.
    pub fn is_losing(&self, state: &S) -> bool {
        match self.wins(state) {
            Some(wins) => !wins,
            None => panic!(
                "the state was not explored; pass it (or a state it is reachable from) to solve"
            ),
        }
    }

    /// The states one move leads to from `state`, in the game's order, each
    /// once; `None` if it was not explored.
    pub fn moves(&self, state: &S) -> Option<impl Iterator<Item = &S> + '_> {
        let &i = self.index.get(state)?;
        let targets = &self.targets[self.first[i]..self.first[i + 1]];
        Some(targets.iter().map(move |&t| &self.states[t]))
    }

    /// The moves from `state` that leave the opponent losing, in the game's
    /// order; `None` if it was not explored.
    pub fn winning_moves(&self, state: &S) -> Option<Vec<&S>> {
        let moves = self.moves(state)?;
        Some(moves.filter(|t| self.is_losing(t)).collect())
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
    let mut explored = Explored {
        states: Vec::new(),
        index: HashMap::new(),
        ranges: Vec::new(),
        outcome: Vec::new(),
    };
    // Targets in the order the states were expanded; `ranges` says where
    // each state's moves are.
    let mut targets = Vec::new();
    // `listed[t] == state + 1` while state's moves are listed and t is among
    // them, so that each target is kept once.
    let mut listed: Vec<usize> = Vec::new();
    let mut buffer = Vec::new();

    for start in starts {
        let root = explored.intern(start);
        if explored.outcome[root] != Outcome::New {
            continue;
        }
        // Frames: (state, index of the next move to visit).
        let mut stack = vec![(root, 0usize)];
        explored.outcome[root] = Outcome::OnStack;
        while let Some(&mut (state, ref mut next)) = stack.last_mut() {
            let (lo, hi) = match explored.ranges[state] {
                Some(range) => range,
                None => {
                    buffer.clear();
                    game.moves(&explored.states[state], &mut buffer);
                    let lo = targets.len();
                    for target in buffer.drain(..) {
                        let t = explored.intern(target);
                        listed.resize(explored.states.len(), 0);
                        if listed[t] != state + 1 {
                            listed[t] = state + 1;
                            targets.push(t);
                        }
                    }
                    let range = (lo, targets.len());
                    explored.ranges[state] = Some(range);
                    range
                }
            };
            if lo + *next < hi {
                let child = targets[lo + *next];
                *next += 1;
                match explored.outcome[child] {
                    Outcome::New => {
                        explored.outcome[child] = Outcome::OnStack;
                        stack.push((child, 0));
                    }
                    Outcome::OnStack => panic!("the game's moves form a cycle"),
                    Outcome::Win | Outcome::Loss => {}
                }
                continue;
            }
            // No move: the other player moved last, and lost. Otherwise a
            // win needs a move to a loss.
            let children = &targets[lo..hi];
            let wins = children.is_empty()
                || children
                    .iter()
                    .any(|&t| explored.outcome[t] == Outcome::Loss);
            explored.outcome[state] = if wins { Outcome::Win } else { Outcome::Loss };
            stack.pop();
        }
    }
    // Re-lay the move lists in state order.
    let mut laid = Vec::with_capacity(targets.len());
    let mut first = Vec::with_capacity(explored.states.len() + 1);
    for range in &explored.ranges {
        first.push(laid.len());
        if let Some((lo, hi)) = *range {
            laid.extend_from_slice(&targets[lo..hi]);
        }
    }
    first.push(laid.len());
    Outcomes {
        wins: explored
            .outcome
            .iter()
            .map(|&o| o == Outcome::Win)
            .collect(),
        states: explored.states,
        index: explored.index,
        first,
        targets: laid,
    }
}

/// What the search knows of a state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// Found, not entered yet.
    New,
    /// On the search's stack: its moves are being visited.
    OnStack,
    /// The player to move wins.
    Win,
    /// The player to move loses.
    Loss,
}

/// The states found so far, each with an index, its move range once
/// expanded, and its outcome.
struct Explored<S> {
    states: Vec<S>,
    index: HashMap<S, usize>,
    ranges: Vec<Option<(usize, usize)>>,
    outcome: Vec<Outcome>,
}

impl<S: Clone + Eq + Hash> Explored<S> {
    /// The index of `state`, adding it (unsolved) if it is new.
    fn intern(&mut self, state: S) -> usize {
        if let Some(&i) = self.index.get(&state) {
            return i;
        }
        let i = self.states.len();
        self.index.insert(state.clone(), i);
        self.states.push(state);
        self.ranges.push(None);
        self.outcome.push(Outcome::New);
        i
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nim on several piles, as a vector of pile sizes.
    struct Nim;
    impl Game for Nim {
        type State = Vec<u8>;
        fn moves(&self, piles: &Vec<u8>, out: &mut Vec<Vec<u8>>) {
            for (i, &p) in piles.iter().enumerate() {
                for left in 0..p {
                    let mut next = piles.clone();
                    next[i] = left;
                    out.push(next);
                }
            }
        }
    }

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
