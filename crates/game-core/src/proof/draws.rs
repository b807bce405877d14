//! The ground truth of games that can go on forever: who wins each state,
//! by fixed-point iteration straight from the definitions, and the games of
//! [`draws`](crate::draws) written move by move from their statements.
//!
//! Describe a game by its moves ([`Game::moves`]) and the states where the
//! last move has won ([`Game::won_by_last_move`]); [`solve`] explores every
//! state reachable from the given starts and labels them by the
//! definitions, sweeping over all states until a sweep changes nothing:
//! - a state where the last move has won is lost for the player to move;
//! - a state is won if some move reaches a state lost for the opponent;
//! - a state is lost if every move reaches a state won by the opponent
//!   (so a state without moves is lost: whoever cannot move loses);
//! - a state neither won nor lost when nothing changes any more is a draw.
//!
//! This never calls [`draws`](crate::draws) (no counters, no reversed
//! moves, no queue): it is what the retrograde analysis is tested against.
//!
//! | game | state | function with the theory |
//! |---|---|---|
//! | [`Digraph`] | the vertex the token is on | [`Graph`](crate::draws::Graph) |
//! | [`Berzerk`] | the monster's object and the player to move | [`berzerk`](crate::draws::berzerk()) |
//! | [`TokenToTarget`] | the vertex the token is on | [`token_game`](crate::draws::token_game) |
//! | [`Shiritori`] | the word said last | [`shiritori`](crate::draws::shiritori()) |
//!
//! # Why
//! The won and lost states of a game that may not end are the least fixed
//! point of the two rules above (a win must come in finitely many moves):
//! a sweep only ever adds labels, each justified by labels given before,
//! and when a sweep adds none, every state that the rules can label is
//! labelled. See [`draws`](crate::draws) for why the rest are draws.
//!
//! # Complexity
//! O(S·(V + E)) for V states, E moves and S sweeps (S is at most V + 1,
//! since each sweep but the last labels a state), plus the hashing of
//! states: use small games.
//!
//! ```
//! use game_core::proof::draws::{solve, Digraph, Value};
//!
//! // 0 → 1 → 2 → 0 and 2 → 3, which has no move.
//! let game = Digraph { out: vec![vec![1], vec![2], vec![0, 3], vec![]] };
//! let solved = solve(&game, [0]);
//! assert_eq!(solved.len(), 4);
//! assert_eq!(solved.value(&3), Some(Value::Lose));
//! assert_eq!(solved.value(&2), Some(Value::Win));
//! assert_eq!(solved.value(&1), Some(Value::Lose));
//! assert_eq!(solved.value(&0), Some(Value::Win));
//! ```

use std::collections::HashMap;
use std::hash::Hash;

/// Who wins a state with best play, for the player to move there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    /// The player to move can force a win.
    Win,
    /// The other player can force a win.
    Lose,
    /// Neither can force a win: with best play the game goes on forever.
    Draw,
}

/// A finite game whose moves may form cycles. The moves may depend on who
/// is to move: the state then says who is.
pub trait Game {
    /// A position of the game, including whatever the rules need to know.
    type State: Clone + Eq + Hash;

    /// Appends every state one move leads to from `state` to `out` (empty
    /// on entry). Duplicates are allowed. Not asked for states where
    /// [`Game::won_by_last_move`] holds.
    fn moves(&self, state: &Self::State, out: &mut Vec<Self::State>);

    /// True if the game is over at `state` because the move that led there
    /// has won: the player to move has lost. False by default (the game
    /// ends only when the player to move has no move).
    fn won_by_last_move(&self, _state: &Self::State) -> bool {
        false
    }
}

/// Every state reachable from the starts, with its moves and value.
#[derive(Debug, Clone)]
pub struct Solution<S> {
    states: Vec<S>,
    index: HashMap<S, usize>,
    /// The states each state's moves lead to, in the game's order, repeats
    /// kept.
    moves: Vec<Vec<usize>>,
    values: Vec<Value>,
    sweeps: usize,
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

    /// The value of `state` for the player to move, or `None` if it was not
    /// explored.
    pub fn value(&self, state: &S) -> Option<Value> {
        self.index.get(state).map(|&i| self.values[i])
    }

    /// The states one move leads to from `state`, in the game's order,
    /// repeats kept; `None` if it was not explored. Empty where the game is
    /// over.
    pub fn moves(&self, state: &S) -> Option<impl Iterator<Item = &S> + '_> {
        let &i = self.index.get(state)?;
        Some(self.moves[i].iter().map(move |&t| &self.states[t]))
    }

    /// The number of sweeps over the states the labelling took, the last
    /// (which changed nothing) included.
    pub fn sweeps(&self) -> usize {
        self.sweeps
    }
}

/// Explores every state reachable from `starts` and labels each won, lost
/// or drawn for the player to move, by sweeping the definitions until
/// nothing changes (see the module doc).
///
/// # Complexity
/// O(S·(V + E)) for S sweeps, plus hashing.
pub fn solve<G: Game>(game: &G, starts: impl IntoIterator<Item = G::State>) -> Solution<G::State> {
    let mut sol = Solution {
        states: Vec::new(),
        index: HashMap::new(),
        moves: Vec::new(),
        values: Vec::new(),
        sweeps: 0,
    };
    let mut over = Vec::new();
    let mut buffer = Vec::new();
    // Explore breadth-first: states are expanded in the order found.
    for start in starts {
        intern(&mut sol, start);
        while sol.moves.len() < sol.states.len() {
            let i = sol.moves.len();
            let state = sol.states[i].clone();
            let ended = game.won_by_last_move(&state);
            buffer.clear();
            if !ended {
                game.moves(&state, &mut buffer);
            }
            let targets = buffer.drain(..).map(|t| intern(&mut sol, t)).collect();
            sol.moves.push(targets);
            over.push(ended);
        }
    }
    // The labels known so far: None until a rule gives one.
    let mut known: Vec<Option<Value>> = vec![None; sol.states.len()];
    loop {
        sol.sweeps += 1;
        let mut changed = false;
        for i in 0..known.len() {
            if known[i].is_some() {
                continue;
            }
            let targets = &sol.moves[i];
            let value = if over[i] {
                Some(Value::Lose)
            } else if targets.iter().any(|&t| known[t] == Some(Value::Lose)) {
                Some(Value::Win)
            } else if targets.iter().all(|&t| known[t] == Some(Value::Win)) {
                Some(Value::Lose)
            } else {
                None
            };
            if value.is_some() {
                known[i] = value;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    sol.values = known
        .into_iter()
        .map(|v| v.unwrap_or(Value::Draw))
        .collect();
    sol
}

/// The index of `state`, adding it (unexplored) if it is new.
fn intern<S: Clone + Eq + Hash>(sol: &mut Solution<S>, state: S) -> usize {
    if let Some(&i) = sol.index.get(&state) {
        return i;
    }
    let i = sol.states.len();
    sol.index.insert(state.clone(), i);
    sol.states.push(state);
    i
}

/// A token on a directed graph: a move takes it along an edge leaving its
/// vertex; whoever cannot move loses.
///
/// The state is the token's vertex; `out[v]` lists the edges leaving `v`,
/// loops and repeats allowed, each one move.
///
/// # Complexity
/// `out[v].len()` moves from `v`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Digraph {
    /// The heads of the edges leaving each vertex.
    pub out: Vec<Vec<usize>>,
}

impl Game for Digraph {
    type State = usize;

    fn moves(&self, &v: &usize, out: &mut Vec<usize>) {
        out.extend_from_slice(&self.out[v]);
    }
}

/// One of Berzerk's two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    /// Rick, who plays the first set of steps.
    Rick,
    /// Morty, who plays the second.
    Morty,
}

/// Codeforces 786A (Berzerk) as its statement gives it: objects `1..=n`
/// clockwise on a circle, object 1 a black hole; the player to move picks
/// a step `x` of his own set and the monster goes from object `p` to
/// object `((p − 1 + x) mod n) + 1`; whoever puts it into the black hole
/// wins at once.
///
/// The state is the monster's object and the player to move. The moves are
/// listed in the order of the mover's steps.
///
/// # Complexity
/// One move per step of the player to move.
///
/// ```
/// use game_core::proof::draws::{solve, Berzerk, Player, Value};
/// // The statement's first sample: Rick first from object 2 loses.
/// let game = Berzerk { n: 5, rick: vec![3, 2], morty: vec![1, 2, 3] };
/// let solved = solve(&game, [(2, Player::Rick)]);
/// assert_eq!(solved.value(&(2, Player::Rick)), Some(Value::Lose));
/// assert_eq!(solved.value(&(5, Player::Rick)), Some(Value::Draw));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Berzerk {
    /// The number of objects on the circle.
    pub n: u64,
    /// Rick's steps.
    pub rick: Vec<u64>,
    /// Morty's steps.
    pub morty: Vec<u64>,
}

impl Game for Berzerk {
    type State = (u64, Player);

    fn moves(&self, &(p, player): &(u64, Player), out: &mut Vec<(u64, Player)>) {
        let (steps, next) = match player {
            Player::Rick => (&self.rick, Player::Morty),
            Player::Morty => (&self.morty, Player::Rick),
        };
        out.extend(steps.iter().map(|&x| ((p - 1 + x) % self.n + 1, next)));
    }

    fn won_by_last_move(&self, &(p, _): &(u64, Player)) -> bool {
        p == 1
    }
}

/// Luogu P6560 as its statement gives it: a token on a directed graph, the
/// players move it along an edge in turn, whoever moves it onto the
/// `target` wins at once, and whoever cannot move loses.
///
/// The state is the token's vertex; `out[v]` lists the edges leaving `v`,
/// loops and repeats allowed.
///
/// # Complexity
/// `out[v].len()` moves from `v`.
///
/// ```
/// use game_core::proof::draws::{solve, TokenToTarget, Value};
/// // 3 → 2 → 1 with target 2: the first player moves onto it.
/// let game = TokenToTarget { out: vec![vec![], vec![], vec![1], vec![2]], target: 2 };
/// assert_eq!(solve(&game, [3]).value(&3), Some(Value::Win));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TokenToTarget {
    /// The heads of the edges leaving each vertex.
    pub out: Vec<Vec<usize>>,
    /// The vertex whoever moves the token onto wins.
    pub target: usize,
}

impl Game for TokenToTarget {
    type State = usize;

    fn moves(&self, &v: &usize, out: &mut Vec<usize>) {
        out.extend_from_slice(&self.out[v]);
    }

    fn won_by_last_move(&self, &v: &usize) -> bool {
        v == self.target
    }
}

/// AtCoder ABC 209 E (Shiritori) as its statement gives it: the players
/// say dictionary words in turn, each (after the first) beginning with the
/// last three characters of the word before (case counts), any word any
/// number of times; whoever cannot say a word loses.
///
/// The state is the index of the word said last; the moves are the words
/// that may follow it, each index once (a word listed twice is two words).
/// Takahashi opening with word `i` is state `i` with Aoki to move.
///
/// # Complexity
/// N moves to look at from each state, for N words.
///
/// ```
/// use game_core::proof::draws::{solve, Shiritori, Value};
/// let game = Shiritori { words: vec![b"abcd".to_vec(), b"bcda".to_vec(), b"ada".to_vec()] };
/// let solved = solve(&game, 0..3);
/// // Aoki to move after "abcd" wins (he says "bcda"): Takahashi loses.
/// assert_eq!(solved.value(&0), Some(Value::Win));
/// assert_eq!(solved.value(&1), Some(Value::Lose));
/// assert_eq!(solved.value(&2), Some(Value::Draw));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Shiritori {
    /// The dictionary, each word at least three characters long.
    pub words: Vec<Vec<u8>>,
}

impl Game for Shiritori {
    type State = usize;

    fn moves(&self, &last: &usize, out: &mut Vec<usize>) {
        let said = &self.words[last];
        let tail = &said[said.len() - 3..];
        out.extend((0..self.words.len()).filter(|&j| self.words[j].starts_with(tail)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cycles_are_draws_and_exits_decide() {
        // A loop alone: a draw. A loop beside a move to a dead end: a win.
        let game = Digraph {
            out: vec![vec![0], vec![1, 2], vec![]],
        };
        let solved = solve(&game, [0, 1]);
        assert_eq!(solved.value(&0), Some(Value::Draw));
        assert_eq!(solved.value(&1), Some(Value::Win));
        assert_eq!(solved.value(&2), Some(Value::Lose));
        assert_eq!(solved.moves(&1).unwrap().collect::<Vec<_>>(), [&1, &2]);
        assert!(solved.moves(&5).is_none());
        assert_eq!(solved.value(&5), None);
        assert_eq!(solved.sweeps(), 3);
        assert!(solve(&game, Vec::new()).is_empty());
    }

    #[test]
    fn the_target_ends_the_game_whatever_its_edges() {
        // 0 → 1 → 2, target 1: 1's edge to the dead end 2 is never played.
        let game = TokenToTarget {
            out: vec![vec![1], vec![2], vec![]],
            target: 1,
        };
        let solved = solve(&game, [0]);
        assert_eq!(solved.value(&1), Some(Value::Lose));
        assert_eq!(solved.value(&0), Some(Value::Win));
        assert_eq!(solved.len(), 2, "nothing is explored past the target");
    }

    #[test]
    fn berzerk_second_sample() {
        let game = Berzerk {
            n: 8,
            rick: vec![6, 2, 3, 4],
            morty: vec![3, 6],
        };
        let starts = (2..=8).flat_map(|p| [(p, Player::Rick), (p, Player::Morty)]);
        let solved = solve(&game, starts);
        let line = |player| -> Vec<Value> {
            (2..=8)
                .map(|p| solved.value(&(p, player)).unwrap())
                .collect()
        };
        assert_eq!(line(Player::Rick), [Value::Win; 7]);
        use Value::{Lose as L, Win as W};
        assert_eq!(line(Player::Morty), [L, W, L, L, W, L, L]);
    }
}
