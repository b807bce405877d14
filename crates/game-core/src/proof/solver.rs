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

/// Every state reachable from the starts, with its moves and a value `V`
/// per state computed children first ([`search`]): for normal play the
/// Grundy value ([`Solution`]), for misère play whether the player to move
/// wins ([`Outcomes`](super::misere::Outcomes)).
#[derive(Debug, Clone)]
pub struct Tree<S, V> {
    states: Vec<S>,
    index: HashMap<S, usize>,
    /// The moves of state `i` are `targets[first[i]..first[i + 1]]`.
    first: Vec<usize>,
    targets: Vec<usize>,
    values: Vec<V>,
}

/// Every state reachable from the starts, with its moves and Grundy value.
pub type Solution<S> = Tree<S, u32>;

/// A state's value that says whether the player to move loses.
pub trait Verdict: Copy {
    /// True if the player to move from a state of this value loses.
    fn losing(self) -> bool;
}

/// A Grundy value: the player to move loses exactly at 0.
impl Verdict for u32 {
    fn losing(self) -> bool {
        self == 0
    }
}

/// Whether the player to move wins.
impl Verdict for bool {
    fn losing(self) -> bool {
        !self
    }
}

impl<S: Clone + Eq + Hash, V: Verdict> Tree<S, V> {
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

    /// The value of `state`, or `None` if it was not explored.
    pub fn value(&self, state: &S) -> Option<V> {
        self.index.get(state).map(|&i| self.values[i])
    }

    /// True if the player to move from `state` loses with best play.
    ///
    /// # Panics
    /// If `state` was not explored.
    pub fn is_losing(&self, state: &S) -> bool {
        match self.value(state) {
            Some(v) => v.losing(),
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

impl<S: Clone + Eq + Hash> Solution<S> {
    /// The Grundy value of `state`, or `None` if it was not explored.
    pub fn grundy(&self, state: &S) -> Option<u32> {
        self.value(state)
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
    // The mex of k moves' values is at most k: mark the values below k.
    let mut seen = Vec::new();
    search(game, starts, |children: &[u32]| {
        seen.clear();
        seen.resize(children.len(), false);
        for &g in children {
            if let Some(seen) = seen.get_mut(g as usize) {
                *seen = true;
            }
        }
        seen.iter().position(|&s| !s).unwrap_or(children.len()) as u32
    })
}

/// Explores every state reachable from `starts` and gives each the value
/// `value` makes of its moves' values (each move once, in the game's order),
/// children first; a state without moves gets `value(&[])`. The search is
/// an iterative depth-first search (no recursion, so no depth limit),
/// memoised per state.
///
/// # Panics
/// If the moves form a cycle (the game is not finite).
///
/// # Complexity
/// O(V + E) over reachable states and moves, plus hashing and `value`.
///
/// ```
/// use game_core::proof::solver::{search, Game};
///
/// /// Take 1 or 2 from a pile of n.
/// struct Subtraction;
/// impl Game for Subtraction {
///     type State = u32;
///     fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
///         out.extend((1..=2).filter(|&k| k <= n).map(|k| n - k));
///     }
/// }
/// // Normal play: the player to move wins when some move leaves a loss.
/// let tree = search(&Subtraction, [6], |moves: &[bool]| moves.iter().any(|&w| !w));
/// assert_eq!(tree.value(&6), Some(false));
/// assert_eq!(tree.value(&5), Some(true));
/// ```
pub fn search<G: Game, V: Verdict>(
    game: &G,
    starts: impl IntoIterator<Item = G::State>,
    mut value: impl FnMut(&[V]) -> V,
) -> Tree<G::State, V> {
    let mut explored = Explored {
        states: Vec::new(),
        index: HashMap::new(),
        ranges: Vec::new(),
        mark: Vec::new(),
        values: Vec::new(),
    };
    // Targets in the order the states were expanded; `ranges` says where
    // each state's moves are.
    let mut targets = Vec::new();
    // `listed[t] == state + 1` while state's moves are listed and t is among
    // them, so that each target is kept once.
    let mut listed: Vec<usize> = Vec::new();
    let mut buffer = Vec::new();
    let mut children = Vec::new();

    for start in starts {
        let root = explored.intern(start);
        if explored.mark[root] == Mark::Done {
            continue;
        }
        // Frames: (state, index of the next move to visit).
        let mut stack = vec![(root, 0usize)];
        explored.mark[root] = Mark::OnStack;
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
                match explored.mark[child] {
                    Mark::New => {
                        explored.mark[child] = Mark::OnStack;
                        stack.push((child, 0));
                    }
                    Mark::OnStack => panic!("the game's moves form a cycle"),
                    Mark::Done => {}
                }
                continue;
            }
            children.clear();
            // Every move's state is done: it was entered and left first.
            children.extend(targets[lo..hi].iter().filter_map(|&t| explored.values[t]));
            explored.values[state] = Some(value(&children));
            explored.mark[state] = Mark::Done;
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
    Tree {
        values: explored.values.into_iter().flatten().collect(),
        states: explored.states,
        index: explored.index,
        first,
        targets: laid,
    }
}

/// Where the search stands with a state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    /// Found, not entered yet.
    New,
    /// On the search's stack: its moves are being visited.
    OnStack,
    /// Its value is known.
    Done,
}

/// The states found so far, each with an index, its move range once
/// expanded, its mark and, once done, its value.
struct Explored<S, V> {
    states: Vec<S>,
    index: HashMap<S, usize>,
    ranges: Vec<Option<(usize, usize)>>,
    mark: Vec<Mark>,
    values: Vec<Option<V>>,
}

impl<S: Clone + Eq + Hash, V> Explored<S, V> {
    /// The index of `state`, adding it (unsolved) if it is new.
    fn intern(&mut self, state: S) -> usize {
        if let Some(&i) = self.index.get(&state) {
            return i;
        }
        let i = self.states.len();
        self.index.insert(state.clone(), i);
        self.states.push(state);
        self.ranges.push(None);
        self.mark.push(Mark::New);
        self.values.push(None);
        i
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Nim on several piles, as a vector of pile sizes (also the misère
    /// solver's test game).
    pub(crate) struct Nim;
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
