//! A brute-force solver for finite partizan games: the ground truth of the
//! crate's numbers ([`surreal`](crate::surreal)).
//!
//! In a partizan game the two players, Left and Right, have different
//! moves ([`Partizan`]). [`solve`] plays minimax over every pair (position,
//! player to move) reachable from the starts, by any sequence of moves of
//! either player (as a part of a sum of games sees them), and reports for
//! each position who wins when Left starts and when Right starts, its
//! [`Outcome`]. Normal play: whoever cannot move loses.
//!
//! # Why
//! In a finite game, the player to move wins exactly when some move leads
//! to a position the other player, then to move, loses; with no move, they
//! lose. The positions are solved children first by an iterative
//! depth-first search (no recursion, so no depth limit), memoised per
//! (position, player to move); the first losing child decides a win. No
//! value is computed: the outcomes are what the tests compare with the
//! sign of the values the theory gives.
//!
//! # Complexity
//! O(V + E) over the reachable positions (twice, one per player to move)
//! and moves, plus the hashing of positions; O(V) memory and the moves of
//! the positions on the search stack.
//!
//! ```
//! use game_core::proof::partizan::{solve, Outcome, Partizan, Player};
//!
//! /// Left may take 1 from a heap, Right 2 (a heap: a number of tokens).
//! struct Takes;
//! impl Partizan for Takes {
//!     type State = u32;
//!     fn left_moves(&self, &n: &u32, out: &mut Vec<u32>) {
//!         out.extend(n.checked_sub(1));
//!     }
//!     fn right_moves(&self, &n: &u32, out: &mut Vec<u32>) {
//!         out.extend(n.checked_sub(2));
//!     }
//! }
//! let solved = solve(&Takes, [0, 1, 2]);
//! assert_eq!(solved.outcome(&0), Some(Outcome::Second));
//! assert_eq!(solved.outcome(&1), Some(Outcome::Left));
//! assert_eq!(solved.outcome(&2), Some(Outcome::First));
//! assert_eq!(solved.wins(&2, Player::Right), Some(true));
//! ```

use std::collections::HashMap;
use std::hash::Hash;

/// A finite partizan game: Left and Right may have different moves.
pub trait Partizan {
    /// A position of the game, without who is to move.
    type State: Clone + Eq + Hash;

    /// Appends every position one move of Left leads to from `state` to
    /// `out` (empty on entry). Duplicates are allowed.
    fn left_moves(&self, state: &Self::State, out: &mut Vec<Self::State>);

    /// Appends every position one move of Right leads to. No sequence of
    /// moves of either player may come back to a position.
    fn right_moves(&self, state: &Self::State, out: &mut Vec<Self::State>);
}

/// One of the two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    /// Left.
    Left,
    /// Right.
    Right,
}

/// Who wins a position with best play, by who starts: one of the four
/// outcome classes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Left wins whoever starts (L; a positive number).
    Left,
    /// Right wins whoever starts (R; a negative number).
    Right,
    /// The second player wins (P; the number 0).
    Second,
    /// The first player wins (N; never a number).
    First,
}

impl Outcome {
    /// The class with these winners when Left starts and when Right starts.
    pub fn from_winners(left_starts: Player, right_starts: Player) -> Outcome {
        match (left_starts, right_starts) {
            (Player::Left, Player::Left) => Outcome::Left,
            (Player::Right, Player::Right) => Outcome::Right,
            (Player::Right, Player::Left) => Outcome::Second,
            (Player::Left, Player::Right) => Outcome::First,
        }
    }

    /// Who wins when `first` starts.
    pub fn winner(self, first: Player) -> Player {
        let other = match first {
            Player::Left => Player::Right,
            Player::Right => Player::Left,
        };
        match self {
            Outcome::Left => Player::Left,
            Outcome::Right => Player::Right,
            Outcome::Second => other,
            Outcome::First => first,
        }
    }
}

/// Every position reachable from the starts, with who wins it.
#[derive(Debug, Clone)]
pub struct Solution<S> {
    states: Vec<S>,
    index: HashMap<S, usize>,
    /// `wins[i][0]`: Left, to move from state i, wins; `[1]`: Right does.
    wins: Vec<[bool; 2]>,
}

impl<S: Clone + Eq + Hash> Solution<S> {
    /// The number of positions explored.
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// True if no position was explored (no starts were given).
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// The explored positions, in the order they were found.
    pub fn states(&self) -> &[S] {
        &self.states
    }

    /// True if `first`, moving first from `state`, wins; `None` if it was
    /// not explored.
    pub fn wins(&self, state: &S, first: Player) -> Option<bool> {
        let &i = self.index.get(state)?;
        Some(self.wins[i][first as usize])
    }

    /// The outcome class of `state`; `None` if it was not explored.
    pub fn outcome(&self, state: &S) -> Option<Outcome> {
        let &i = self.index.get(state)?;
        let [left, right] = self.wins[i];
        let winner = |wins: bool, mover: Player, other: Player| if wins { mover } else { other };
        Some(Outcome::from_winners(
            winner(left, Player::Left, Player::Right),
            winner(right, Player::Right, Player::Left),
        ))
    }
}

/// A position's status for one player to move, during the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Unknown,
    OnStack,
    Won,
    Lost,
}

/// A (position, player to move) being solved: its moves are
/// `children[lo..hi]`, and `next` is the next one to look at.
struct Frame {
    state: usize,
    mover: usize,
    lo: usize,
    hi: usize,
    next: usize,
    won: bool,
}

/// The positions explored, by index, and their statuses.
struct Search<S> {
    states: Vec<S>,
    index: HashMap<S, usize>,
    status: Vec<[Status; 2]>,
    children: Vec<usize>,
    buffer: Vec<S>,
}

impl<S: Clone + Eq + Hash> Search<S> {
    fn intern(&mut self, state: S) -> usize {
        if let Some(&i) = self.index.get(&state) {
            return i;
        }
        let i = self.states.len();
        self.index.insert(state.clone(), i);
        self.states.push(state);
        self.status.push([Status::Unknown; 2]);
        i
    }

    /// Lists the moves of `mover` (0 Left, 1 Right) from `state`.
    fn expand<G: Partizan<State = S>>(&mut self, game: &G, state: usize, mover: usize) -> Frame {
        self.status[state][mover] = Status::OnStack;
        self.buffer.clear();
        if mover == 0 {
            game.left_moves(&self.states[state], &mut self.buffer);
        } else {
            game.right_moves(&self.states[state], &mut self.buffer);
        }
        let lo = self.children.len();
        let mut buffer = std::mem::take(&mut self.buffer);
        for target in buffer.drain(..) {
            let t = self.intern(target);
            self.children.push(t);
        }
        self.buffer = buffer;
        Frame {
            state,
            mover,
            lo,
            hi: self.children.len(),
            next: lo,
            won: false,
        }
    }
}

/// Explores every position reachable from `starts` by moves of either
/// player, and solves each for both players to move.
///
/// # Panics
/// If alternating play can come back to a position with the same player to
/// move (the game is not finite). A game where only one player's moves can
/// come back is not detected: [`Partizan`] excludes it too.
///
/// # Complexity
/// O(V + E) over the reachable positions and moves, plus hashing.
pub fn solve<G: Partizan>(
    game: &G,
    starts: impl IntoIterator<Item = G::State>,
) -> Solution<G::State> {
    let mut search = Search {
        states: Vec::new(),
        index: HashMap::new(),
        status: Vec::new(),
        children: Vec::new(),
        buffer: Vec::new(),
    };
    for start in starts {
        search.intern(start);
    }
    let mut stack: Vec<Frame> = Vec::new();
    // Every position found, also those found on the way, for both movers.
    let mut next_state = 0;
    while next_state < search.states.len() {
        for mover in 0..2 {
            if search.status[next_state][mover] != Status::Unknown {
                continue;
            }
            stack.push(search.expand(game, next_state, mover));
            while let Some(frame) = stack.last_mut() {
                if frame.won || frame.next == frame.hi {
                    let done = if frame.won { Status::Won } else { Status::Lost };
                    search.status[frame.state][frame.mover] = done;
                    search.children.truncate(frame.lo);
                    stack.pop();
                    continue;
                }
                let (child, other) = (search.children[frame.next], 1 - frame.mover);
                match search.status[child][other] {
                    Status::Unknown => {
                        let child = search.expand(game, child, other);
                        stack.push(child);
                    }
                    Status::OnStack => panic!("the game's moves form a cycle"),
                    Status::Won => frame.next += 1,
                    // The opponent loses there: a winning move.
                    Status::Lost => frame.won = true,
                }
            }
        }
        next_state += 1;
    }
    let wins = search
        .status
        .iter()
        .map(|s| [s[0] == Status::Won, s[1] == Status::Won])
        .collect();
    Solution {
        states: search.states,
        index: search.index,
        wins,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nim as a partizan game: both players have the same moves.
    struct Nim;
    impl Partizan for Nim {
        type State = Vec<u8>;
        fn left_moves(&self, piles: &Vec<u8>, out: &mut Vec<Vec<u8>>) {
            for i in 0..piles.len() {
                for left in 0..piles[i] {
                    let mut next = piles.clone();
                    next[i] = left;
                    out.push(next);
                }
            }
        }
        fn right_moves(&self, piles: &Vec<u8>, out: &mut Vec<Vec<u8>>) {
            self.left_moves(piles, out);
        }
    }

    /// Two counters: Left takes one from the first, Right from the second.
    struct Counters;
    impl Partizan for Counters {
        type State = (u8, u8);
        fn left_moves(&self, &(a, b): &(u8, u8), out: &mut Vec<(u8, u8)>) {
            out.extend(a.checked_sub(1).map(|a| (a, b)));
        }
        fn right_moves(&self, &(a, b): &(u8, u8), out: &mut Vec<(u8, u8)>) {
            out.extend(b.checked_sub(1).map(|b| (a, b)));
        }
    }

    #[test]
    fn impartial_games_are_first_or_second_player_wins() {
        let solved = solve(&Nim, [vec![4, 5, 6]]);
        assert_eq!(solved.len(), 5 * 6 * 7);
        for piles in solved.states() {
            let xor = piles.iter().fold(0, |x, &p| x ^ p);
            let expected = if xor == 0 {
                Outcome::Second
            } else {
                Outcome::First
            };
            assert_eq!(solved.outcome(piles), Some(expected), "{piles:?}");
        }
    }

    #[test]
    fn counters_are_won_by_the_player_with_more_moves() {
        let solved = solve(&Counters, [(9, 9)]);
        // Every pair below, though play alternates: a part of a sum sees
        // any sequence of moves.
        assert_eq!(solved.len(), 100);
        for &(a, b) in solved.states() {
            let expected = match a.cmp(&b) {
                std::cmp::Ordering::Greater => Outcome::Left,
                std::cmp::Ordering::Equal => Outcome::Second,
                std::cmp::Ordering::Less => Outcome::Right,
            };
            assert_eq!(solved.outcome(&(a, b)), Some(expected), "{a} {b}");
        }
        assert_eq!(solved.wins(&(3, 2), Player::Right), Some(false));
        assert_eq!(solved.outcome(&(10, 0)), None);
    }

    #[test]
    fn outcome_classes_and_winners() {
        for left in [Player::Left, Player::Right] {
            for right in [Player::Left, Player::Right] {
                let outcome = Outcome::from_winners(left, right);
                assert_eq!(outcome.winner(Player::Left), left);
                assert_eq!(outcome.winner(Player::Right), right);
            }
        }
        // Star: both players may move to 0, so the first player wins.
        struct Star;
        impl Partizan for Star {
            type State = bool;
            fn left_moves(&self, &s: &bool, out: &mut Vec<bool>) {
                out.extend(s.then_some(false));
            }
            fn right_moves(&self, &s: &bool, out: &mut Vec<bool>) {
                out.extend(s.then_some(false));
            }
        }
        let solved = solve(&Star, [true]);
        assert_eq!(solved.outcome(&true), Some(Outcome::First));
        assert_eq!(solved.outcome(&false), Some(Outcome::Second));
        assert_eq!(solved.wins(&true, Player::Right), Some(true));
        assert_eq!(
            solved.outcome(&true).unwrap().winner(Player::Left),
            Player::Left
        );
        assert!(solve(&Star, []).is_empty());
    }

    #[test]
    fn deep_games_need_no_recursion() {
        struct Chain;
        impl Partizan for Chain {
            type State = u32;
            fn left_moves(&self, &n: &u32, out: &mut Vec<u32>) {
                out.extend(n.checked_sub(1));
            }
            fn right_moves(&self, _: &u32, _: &mut Vec<u32>) {}
        }
        // 200 000 nested calls would overflow a test thread's stack.
        let solved = solve(&Chain, [200_000]);
        assert_eq!(solved.len(), 200_001);
        assert_eq!(solved.outcome(&200_000), Some(Outcome::Left));
        assert_eq!(solved.outcome(&0), Some(Outcome::Second));
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn cycles_are_refused() {
        struct Loop;
        impl Partizan for Loop {
            type State = u8;
            fn left_moves(&self, &n: &u8, out: &mut Vec<u8>) {
                out.extend((n == 0).then_some(1));
            }
            fn right_moves(&self, &n: &u8, out: &mut Vec<u8>) {
                out.extend((n == 1).then_some(0));
            }
        }
        solve(&Loop, [0]);
    }
}
