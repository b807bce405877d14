//! A brute-force solver for finite impartial games: the ground truth every
//! closed form in this crate is tested against.
//!
//! Describe a game by its moves ([`Game::moves`]); [`solve`] explores every
//! state reachable from the given starts and computes each state's Grundy
//! value. A state is losing for the player to move (a P-position) exactly
//! when its Grundy value is 0 (normal play: whoever cannot move loses).
//!
//! # Why
//! In a finite acyclic game, a state with no moves is losing, and a state is
//! winning iff some move leads to a losing state. The Sprague–Grundy value
//! `mex { grundy(t) : s → t }` refines this (0 iff losing) and also solves
//! sums of games. Values are computed children first, by an iterative
//! depth-first search (no recursion, so no depth limit), memoised per state.
//!
//! # Complexity
//! O(V + E) time over the reachable states and moves, plus the hashing of
//! states; O(V + E) memory.
//!
//! ```
//! use game_core::proof::solver::{solve, Game};
//!
//! /// Take 1 or 2 from a pile of n.
//! struct Subtraction;
//! impl Game for Subtraction {
//!     type State = u32;
//!     fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
//!         out.extend((1..=2).filter(|&k| k <= n).map(|k| n - k));
//!     }
//! }
//! let solved = solve(&Subtraction, [9]);
//! assert_eq!(solved.len(), 10);
//! assert!(solved.is_losing(&9));
//! assert_eq!(solved.grundy(&7), Some(1));
//! ```

use std::collections::HashMap;
use std::hash::Hash;

/// A finite impartial game: both players have the same moves from a state.
pub trait Game {
    /// A position of the game, including whatever the rules need to know.
    type State: Clone + Eq + Hash;

    /// Appends every state one move leads to from `state` to `out` (which is
    /// empty on entry). Duplicates are allowed. The moves must not form a
    /// cycle.
    fn moves(&self, state: &Self::State, out: &mut Vec<Self::State>);
}

/// Every state reachable from the starts, with its moves and Grundy value.
#[derive(Debug, Clone)]
pub struct Solution<S> {
    states: Vec<S>,
    index: HashMap<S, usize>,
    /// The moves of state `i` are `targets[first[i]..first[i + 1]]`.
    first: Vec<usize>,
    targets: Vec<usize>,
    grundy: Vec<u32>,
}

impl<S: Clone + Eq + Hash> Solution<S> {
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

    /// The Grundy value of `state`, or `None` if it was not explored.
    pub fn grundy(&self, state: &S) -> Option<u32> {
        self.index.get(state).map(|&i| self.grundy[i])
    }

    /// True if the player to move from `state` loses with best play.
    ///
    /// # Panics
    /// If `state` was not explored.
    pub fn is_losing(&self, state: &S) -> bool {
        match self.grundy(state) {
            Some(g) => g == 0,
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

/// Explores every state reachable from `starts` and computes Grundy values.
///
/// # Panics
/// If the moves form a cycle (the game is not finite).
///
/// # Complexity
/// O(V + E) over reachable states and moves, plus hashing.
pub fn solve<G: Game>(game: &G, starts: impl IntoIterator<Item = G::State>) -> Solution<G::State> {
    let mut sol = Solution {
        states: Vec::new(),
        index: HashMap::new(),
        first: Vec::new(),
        targets: Vec::new(),
        grundy: Vec::new(),
    };
    // `grundy[i] == UNSET` until state i is done; `first[i]` is set when its
    // moves are listed (states are expanded in index order of discovery, but
    // the move lists are appended in expansion order, so keep ranges).
    const UNSET: u32 = u32::MAX;
    let mut ranges: Vec<Option<(usize, usize)>> = Vec::new();
    let mut on_stack: Vec<bool> = Vec::new();
    // `listed[t] == state + 1` while state's moves are listed and t is among them.
    let mut listed: Vec<usize> = Vec::new();
    let mut buffer = Vec::new();
    let mut seen_mex = Vec::new();

    for start in starts {
        let root = intern(&mut sol, &mut ranges, &mut on_stack, start);
        if sol.grundy[root] != UNSET {
            continue;
        }
        // Frames: (state, index of the next move to visit).
        let mut stack = vec![(root, 0usize)];
        on_stack[root] = true;
        while let Some(&mut (state, ref mut next)) = stack.last_mut() {
            let (lo, hi) = match ranges[state] {
                Some(range) => range,
                None => {
                    buffer.clear();
                    game.moves(&sol.states[state], &mut buffer);
                    let lo = sol.targets.len();
                    for target in buffer.drain(..) {
                        let t = intern(&mut sol, &mut ranges, &mut on_stack, target);
                        listed.resize(sol.states.len(), 0);
                        if listed[t] != state + 1 {
                            listed[t] = state + 1;
                            sol.targets.push(t);
                        }
                    }
                    let range = (lo, sol.targets.len());
                    ranges[state] = Some(range);
                    range
                }
            };
            if lo + *next < hi {
                let child = sol.targets[lo + *next];
                *next += 1;
                if sol.grundy[child] == UNSET {
                    assert!(!on_stack[child], "the game's moves form a cycle");
                    on_stack[child] = true;
                    stack.push((child, 0));
                }
                continue;
            }
            // The mex of k moves' values is at most k: mark the values below k.
            let children = &sol.targets[lo..hi];
            seen_mex.clear();
            seen_mex.resize(children.len(), false);
            for &t in children {
                if let Some(seen) = seen_mex.get_mut(sol.grundy[t] as usize) {
                    *seen = true;
                }
            }
            let mex = seen_mex.iter().position(|&s| !s);
            sol.grundy[state] = mex.unwrap_or(children.len()) as u32;
            on_stack[state] = false;
            stack.pop();
        }
    }
    // Re-lay the move lists in state order.
    let mut targets = Vec::with_capacity(sol.targets.len());
    sol.first = Vec::with_capacity(sol.states.len() + 1);
    for range in &ranges {
        sol.first.push(targets.len());
        if let Some((lo, hi)) = *range {
            targets.extend_from_slice(&sol.targets[lo..hi]);
        }
    }
    sol.first.push(targets.len());
    sol.targets = targets;
    sol
}

/// The index of `state`, adding it (unsolved) if it is new.
fn intern<S: Clone + Eq + Hash>(
    sol: &mut Solution<S>,
    ranges: &mut Vec<Option<(usize, usize)>>,
    on_stack: &mut Vec<bool>,
    state: S,
) -> usize {
    if let Some(&i) = sol.index.get(&state) {
        return i;
    }
    let i = sol.states.len();
    sol.index.insert(state.clone(), i);
    sol.states.push(state);
    sol.grundy.push(u32::MAX);
    ranges.push(None);
    on_stack.push(false);
    i
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
    fn nim_grundy_is_xor() {
        let solved = solve(&Nim, [vec![5, 6, 7]]);
        assert_eq!(solved.len(), 6 * 7 * 8);
        for s in solved.states() {
            let xor = s.iter().fold(0, |x, &p| x ^ p);
            assert_eq!(solved.is_losing(s), xor == 0, "{s:?}");
            assert_eq!(solved.grundy(s), Some(u32::from(xor)), "{s:?}");
        }
        // Grundy of a single pile is its size.
        let single = solve(&Nim, [vec![9]]);
        assert_eq!(
            (0..=9)
                .map(|n| single.grundy(&vec![n]).unwrap())
                .collect::<Vec<_>>(),
            (0..=9).collect::<Vec<_>>()
        );
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
        assert_eq!(
            solved.moves(&6).unwrap().copied().collect::<Vec<_>>(),
            [5, 3]
        );
        assert_eq!(solved.moves(&1).unwrap().copied().collect::<Vec<_>>(), [0]);
        assert!(solved.moves(&7).is_none());
        let wins: Vec<u8> = solved
            .winning_moves(&1)
            .unwrap()
            .into_iter()
            .copied()
            .collect();
        assert_eq!(wins, [0]);
        assert!(solved.is_losing(&0));
    }

    #[test]
    fn no_starts_explore_nothing() {
        let solved = solve(&Nim, Vec::new());
        assert!(solved.is_empty());
        assert_eq!(solved.len(), 0);
        assert_eq!(solved.grundy(&vec![]), None);
        let solved = solve(&Nim, [vec![]]);
        assert!(!solved.is_empty());
        assert_eq!(solved.states(), [Vec::<u8>::new()]);
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
        assert!(!solved.is_losing(&199_999));
        assert!(solved.is_losing(&200_000));
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
}
