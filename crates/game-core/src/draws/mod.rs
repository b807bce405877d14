//! Games that can go on forever: win, lose or draw by retrograde analysis
//! (Codeforces 786A, Luogu P6560, AtCoder ABC 209 E).
//!
//! A finite game whose moves may form cycles, and may depend on who is to
//! move (the player to move is then part of the state): a move leads from a
//! state to a state, a player who cannot move has lost, and the rules may
//! also end the game in named states, lost for the player to move there
//! (the last move won). With best play each state is won, lost or drawn
//! (play goes on forever) for the player to move.
//!
//! A game is given as a [`Graph`], by its edges ([`Graph::from_edges`]) or
//! its move function ([`Graph::from_moves`]), or backwards by a type of
//! one's own ([`Backward`]: the number of moves of each state and the
//! states with a move into it), as Berzerk's circle is; [`Retrograde`]
//! solves either. [`berzerk()`] (Codeforces 786A), [`token_game`] (Luogu
//! P6560) and [`shiritori()`] (AtCoder ABC 209 E) are the judges' problems,
//! each one call that checks its input and answers as the statement asks.
//!
//! # The rule
//! Label the states from the end (retrograde analysis): a state where the
//! game is over (no move, or named) is lost; a state with a move to a lost
//! state is won; a state all of whose moves lead to won states is lost.
//! Every state never labelled is a draw. [`Retrograde`] keeps, for each
//! state not labelled yet, a counter of its moves not yet known to lose
//! (to lead to a won state), and a queue of the states labelled but not yet
//! looked back from. Each state taken from the queue is looked back from
//! along its moves reversed: if it is lost, each unlabelled state with a
//! move into it is won; if it is won, each such state's counter drops by
//! one, and one whose counter reaches 0 is lost. Both go into the queue.
//!
//! # Why
//! *The labels are right.* By induction on the order of labelling: a state
//! labelled won has a move to a state labelled lost before it, and a state
//! labelled lost has no move left but to states labelled won before it (or
//! no move at all, or the game is over there). So the player to move in a
//! won state wins, in at most as many moves as states labelled before: he
//! always moves to a lost state, and his opponent must always move to a won
//! one.
//!
//! *An unlabelled state is a draw.* When the queue is empty, take an
//! unlabelled state `u`. It has no move to a lost state: looking back from
//! that state would have labelled `u` won. And not all its moves lead to
//! won states: its counter would have reached 0. So `u` has a move, and
//! every move of `u` leads to a won or an unlabelled state, at least one to
//! an unlabelled state. Now the player to move at `u` can avoid losing:
//! he moves to an unlabelled state, whose player is in the same case; and
//! the game never ends while both do so, since an unlabelled state is never
//! one where the game is over (those are labelled lost at the start). He
//! cannot force a win either: his opponent can answer in the same way, and
//! his only other moves lead to won states, which hand the win to the
//! opponent. So with best play neither wins: a draw. It is also why a
//! player who cannot win but can avoid losing keeps the draw (what every
//! statement here asks of him): a move to an unlabelled state is always
//! there, and it never loses.
//!
//! *Nothing else is won or lost.* A won or lost state that the analysis
//! leaves unlabelled would contradict the last paragraph; so the labels
//! are exactly the won and lost states.
//!
//! # Exact arithmetic
//! States, counters and edge positions are `u32`: a game has fewer than
//! `2^32 − 1` states and moves (a counter of `u32::MAX` marks a won state),
//! and the checked functions refuse more.
//!
//! # Complexity
//! O(V + E) time for V states and E moves: each state is queued at most
//! once, when labelled, and each move is looked back along at most once,
//! when its target leaves the queue. Memory: two `u32` per state (the
//! counter, which also holds the label, and the queue), plus the reversed
//! moves of a [`Graph`] (one `u32` per move and per state); none for a
//! game that lists its reversed moves itself ([`Backward`]), as Berzerk's
//! circle does.

mod berzerk;
mod shiritori;
mod token;

pub use berzerk::{berzerk, BERZERK_LIMIT};
pub use shiritori::{shiritori, shiritori_moves, word_move};
pub use token::token_game;

/// Who wins a state with best play, said for the player to move there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move wins.
    Win,
    /// The player to move loses.
    Lose,
    /// Neither can force a win: play goes on forever.
    Draw,
}

impl Outcome {
    /// The outcome for the other player: a win for one is a loss for the
    /// other, a draw for both.
    ///
    /// ```
    /// use game_core::draws::Outcome;
    /// assert_eq!(Outcome::Win.flip(), Outcome::Lose);
    /// assert_eq!(Outcome::Lose.flip(), Outcome::Win);
    /// assert_eq!(Outcome::Draw.flip(), Outcome::Draw);
    /// ```
    pub fn flip(self) -> Self {
        match self {
            Outcome::Win => Outcome::Lose,
            Outcome::Lose => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        }
    }
}

/// A game given backwards, for [`Retrograde`]: its states are `0..states()`,
/// and for each state the number of its moves and the states with a move
/// into it.
///
/// Repeated moves (two moves from `p` to `s`) must be counted the same way
/// by [`Backward::moves`] and [`Backward::predecessors`]: both with
/// repeats, or both without.
pub trait Backward {
    /// The number of states.
    fn states(&self) -> usize;

    /// The number of moves from `state`. A state without moves is lost for
    /// the player to move. Must be below `u32::MAX`.
    fn moves(&self, state: usize) -> u32;

    /// Calls `f(p)` for every move `p → state`, once per move: `p` once for
    /// each of its moves that lead to `state`. Each `p` must be below
    /// [`Backward::states`].
    fn predecessors<F: FnMut(usize)>(&self, state: usize, f: F);
}

/// A counter of [`Retrograde`]'s that says the state is lost (no move left
/// that is not known to lose).
const LOST: u32 = 0;
/// A counter of [`Retrograde`]'s that says the state is won.
const WON: u32 = u32::MAX;

/// Retrograde analysis: labels every state of a [`Backward`] game won,
/// lost or drawn for the player to move (see the module's doc for the rule
/// and why it holds).
///
/// The buffers are kept between calls of [`Retrograde::solve`], so that
/// solving many games, or one game with many sets of states where it is
/// over (as Luogu P6560's targets), allocates once.
///
/// ```
/// use game_core::draws::{Graph, Outcome, Retrograde};
/// // 0 → 1 → 2 and 3 ⇄ 4 → 2 (2 has no move).
/// let graph = Graph::from_edges(5, &[(0, 1), (1, 2), (3, 4), (4, 3), (4, 2)])?;
/// let mut solver = Retrograde::new();
/// solver.solve(&graph, &[])?;
/// let [zero, one, two, three, four] = [0, 1, 2, 3, 4].map(|s| solver.outcome(s).unwrap());
/// assert_eq!([zero, one, two], [Outcome::Lose, Outcome::Win, Outcome::Lose]);
/// // 4 wins by moving to 2, so 3 must move to 4 and loses.
/// assert_eq!([three, four], [Outcome::Lose, Outcome::Win]);
/// // The game over at 4 (whoever moves there wins): 3 now wins.
/// solver.solve(&graph, &[4])?;
/// assert_eq!(solver.outcome(3), Some(Outcome::Win));
/// assert_eq!(solver.outcome(4), Some(Outcome::Lose));
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Retrograde {
    /// Per state: [`WON`], [`LOST`], or (unlabelled) the number of its
    /// moves not yet known to lead to a won state.
    left: Vec<u32>,
    /// The states labelled, in the order they were; those from `head` on
    /// are not looked back from yet.
    queue: Vec<u32>,
}

impl Retrograde {
    /// A solver with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// Labels every state of `game`, where the states without moves and
    /// the states in `lost` are lost for the player to move (the game is
    /// over there: whoever moved into one won). A state in `lost` keeps
    /// that label whatever its moves: they are never played.
    ///
    /// # Errors
    /// More than `u32::MAX − 1` states, a state with `u32::MAX` moves, or a
    /// state of `lost` that is not a state.
    ///
    /// # Panics
    /// If `game` breaks [`Backward`]'s contract by naming a state beyond
    /// its states as a predecessor.
    ///
    /// # Complexity
    /// O(V + E) time for V states and E moves; no allocation once the
    /// buffers have grown to V.
    pub fn solve<G: Backward>(&mut self, game: &G, lost: &[usize]) -> Result<(), String> {
        let n = game.states();
        if n >= WON as usize {
            return Err(format!(
                "{n} states: above this program's limit of {}",
                WON - 1
            ));
        }
        if let Some(s) = (0..n).find(|&s| game.moves(s) == WON) {
            return Err(format!(
                "state {s} has {WON} moves: above this program's limit"
            ));
        }
        if let Some(s) = lost.iter().find(|&&s| s >= n) {
            return Err(format!("state {s} is not a state: there are {n}"));
        }
        label(game, lost, &mut self.left, &mut self.queue);
        Ok(())
    }

    /// The states of the last game solved that were labelled (won or
    /// lost), in the order they were.
    pub fn labelled(&self) -> &[u32] {
        &self.queue
    }

    /// The number of states of the last game solved.
    pub fn states(&self) -> usize {
        self.left.len()
    }

    /// The outcome of `state` for the player to move there, in the last
    /// game solved; `None` if it is not a state of it.
    ///
    /// # Complexity
    /// O(1).
    pub fn outcome(&self, state: usize) -> Option<Outcome> {
        self.left.get(state).map(|&c| outcome(c))
    }

    /// The outcome of every state of the last game solved, in order.
    ///
    /// # Complexity
    /// O(V).
    pub fn outcomes(&self) -> Vec<Outcome> {
        (0..self.left.len())
            .filter_map(|s| self.outcome(s))
            .collect()
    }
}

/// [`Retrograde::solve`] into `left` (the counters) and `queue` (the
/// states labelled, in order), for a game and seeds known to be within
/// its limits: the judges' functions check their input first, and their
/// bundles carry neither a second check nor [`Retrograde`].
fn label<G: Backward>(game: &G, lost: &[usize], left: &mut Vec<u32>, queue: &mut Vec<u32>) {
    let n = game.states();
    left.clear();
    left.extend((0..n).map(|s| game.moves(s)));
    for &s in lost {
        left[s] = LOST;
    }
    // Each state is queued once at most, when labelled: `queue[..tail]`
    // holds those labelled so far, and the one place more lets a state
    // be written at `tail` before it is known whether it is labelled.
    queue.clear();
    queue.resize(n + 1, 0);
    let mut tail = 0;
    for (s, &moves) in left.iter().enumerate() {
        if moves == LOST {
            queue[tail] = s as u32;
            tail += 1;
        }
    }
    // Looking back, without a branch per move (whether a state is
    // labelled yet is as good as random): `c - 1 < WON - 1` is true exactly
    // for the unlabelled counters, each counter is written back, and each
    // state written at `tail`, kept if newly labelled. Luogu P6560 at its
    // bounds on a random DAG, in ms of CPU: 1963 → 1397 with the vertices
    // as given, 1287 → 693 renumbered (see `token_game`); Berzerk at
    // n = 7000: random halves 96 → 20, but both sets full (every check
    // predicted) 35 → 86. One closure for both labels, which is a select,
    // not two: 250 bytes less in a bundle; P6560 693 → 668, Berzerk's
    // random halves 20 → 29 and full sets 86 → 119 (of its 4 s).
    let mut head = 0;
    while head < tail {
        let s = queue[head] as usize;
        head += 1;
        // Lost here: every unlabelled state with a move here wins by
        // it. Won: each has one more move known to lose.
        let lost_here = left[s] == LOST;
        game.predecessors(s, |p| {
            let c = left[p];
            let open = c.wrapping_sub(1) < WON - 1;
            let next = if !open {
                c
            } else if lost_here {
                WON
            } else {
                c - 1
            };
            left[p] = next;
            queue[tail] = p as u32;
            tail += usize::from(open & (lost_here | (next == LOST)));
        });
    }
    queue.truncate(tail);
}

/// The outcome a counter of [`label`]'s says.
fn outcome(c: u32) -> Outcome {
    match c {
        WON => Outcome::Win,
        LOST => Outcome::Lose,
        _ => Outcome::Draw,
    }
}

/// A game given explicitly, as a directed graph: the states are its
/// vertices `0..states`, the moves its edges (repeats and loops allowed).
/// It keeps the edges reversed, as [`Retrograde`] reads them.
///
/// # Complexity
/// Memory: one `u32` per edge and two per vertex.
///
/// ```
/// use game_core::draws::{Graph, Outcome};
/// // A loop at 0, an edge 0 → 1; 1 has no move.
/// let graph = Graph::from_edges(2, &[(0, 0), (0, 1)])?;
/// assert_eq!((graph.states(), graph.edges()), (2, 2));
/// assert_eq!(graph.outcomes(), [Outcome::Win, Outcome::Lose]);
/// // A loop alone is a draw.
/// assert_eq!(Graph::from_edges(1, &[(0, 0)])?.outcomes(), [Outcome::Draw]);
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Graph {
    /// The edges into vertex `v` come from `from[first[v]..first[v + 1]]`.
    first: Vec<u32>,
    from: Vec<u32>,
    /// The edges out of each vertex, repeats counted.
    degree: Vec<u32>,
}

impl Graph {
    /// The graph on vertices `0..states` with these edges `(from, to)`.
    ///
    /// # Errors
    /// An end that is not a vertex, or `u32::MAX` or more vertices or
    /// edges.
    ///
    /// # Complexity
    /// O(V + E) (a sort by counting).
    ///
    /// ```
    /// use game_core::draws::Graph;
    /// assert!(Graph::from_edges(2, &[(0, 2)]).is_err());
    /// ```
    pub fn from_edges(states: usize, edges: &[(u32, u32)]) -> Result<Self, String> {
        if states >= WON as usize || edges.len() >= WON as usize {
            return Err(format!(
                "{states} vertices and {} edges: above this program's limit of {}",
                edges.len(),
                WON - 1
            ));
        }
        let outside = |&&(u, v): &&(u32, u32)| u.max(v) as usize >= states;
        if let Some((u, v)) = edges.iter().find(outside) {
            return Err(format!(
                "the edge {u} → {v} has an end that is not a vertex: there are {states}"
            ));
        }
        Ok(Self::build(states, edges))
    }

    /// [`Graph::from_edges`] for edges known to be right, without the
    /// checks (for the judges' functions, which check their input first).
    fn build(states: usize, edges: &[(u32, u32)]) -> Self {
        let mut degree = vec![0u32; states];
        let mut first = vec![0u32; states + 1];
        for &(u, v) in edges {
            degree[u as usize] += 1;
            first[v as usize] += 1;
        }
        // Now `first[v]` is where the edges into v end; each edge, from the
        // last, goes in just before its target's, which ends at its start.
        for v in 0..states {
            first[v + 1] += first[v];
        }
        let mut from = vec![0u32; edges.len()];
        for &(u, v) in edges.iter().rev() {
            let at = &mut first[v as usize];
            *at -= 1;
            from[*at as usize] = u;
        }
        Graph {
            first,
            from,
            degree,
        }
    }

    /// The graph on vertices `0..states` whose edges out of `v` are what
    /// `moves(v, out)` appends to `out` (empty on entry): a game given by
    /// its move function.
    ///
    /// # Errors
    /// As [`Graph::from_edges`].
    ///
    /// # Complexity
    /// O(V + E) plus the calls of `moves`.
    ///
    /// ```
    /// use game_core::draws::{Graph, Outcome};
    /// // A token on 0..6; a move takes it 2 or 3 up, modulo 6, except from 0.
    /// let graph = Graph::from_moves(6, |v, out| {
    ///     if v != 0 {
    ///         out.extend([(v + 2) % 6, (v + 3) % 6]);
    ///     }
    /// })?;
    /// let outcomes = graph.outcomes();
    /// assert_eq!(outcomes[0], Outcome::Lose);
    /// assert_eq!(outcomes[3], Outcome::Win); // 3 + 3 = 6 ≡ 0
    /// # Ok::<(), String>(())
    /// ```
    pub fn from_moves<F: FnMut(usize, &mut Vec<usize>)>(
        states: usize,
        mut moves: F,
    ) -> Result<Self, String> {
        let (mut edges, mut out) = (Vec::new(), Vec::new());
        for v in 0..states {
            out.clear();
            moves(v, &mut out);
            for &t in &out {
                // An end that is not a vertex stays one (`from_edges` says so).
                let t = if t < states { t as u32 } else { WON };
                edges.push((v as u32, t));
            }
        }
        Self::from_edges(states, &edges)
    }

    /// The number of vertices.
    pub fn states(&self) -> usize {
        self.degree.len()
    }

    /// The number of edges, repeats included.
    pub fn edges(&self) -> usize {
        self.from.len()
    }

    /// The outcome of every vertex for the player to move there, where a
    /// vertex without edges is lost. (For vertices where the game is over
    /// whatever their edges, use [`Retrograde::solve`].)
    ///
    /// # Complexity
    /// O(V + E).
    pub fn outcomes(&self) -> Vec<Outcome> {
        // A graph has fewer than u32::MAX vertices and edges: no check.
        let (mut left, mut queue) = (Vec::new(), Vec::new());
        label(self, &[], &mut left, &mut queue);
        left.into_iter().map(outcome).collect()
    }
}

impl Backward for Graph {
    fn states(&self) -> usize {
        self.degree.len()
    }

    fn moves(&self, state: usize) -> u32 {
        self.degree[state]
    }

    fn predecessors<F: FnMut(usize)>(&self, state: usize, mut f: F) {
        let (lo, hi) = (self.first[state], self.first[state + 1]);
        for &p in &self.from[lo as usize..hi as usize] {
            f(p as usize);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_keep_their_label_and_are_checked() {
        // 0 → 1 → 2, 2 → 0: a cycle of three, a draw for all.
        let graph = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]).unwrap();
        assert_eq!(graph.outcomes(), [Outcome::Draw; 3]);
        let mut solver = Retrograde::new();
        // 2 named lost: its move to 0 is never played.
        solver.solve(&graph, &[2, 2]).unwrap();
        let expected = [Outcome::Lose, Outcome::Win, Outcome::Lose];
        assert_eq!(solver.outcomes(), expected);
        assert_eq!(solver.states(), 3);
        assert_eq!(solver.outcome(3), None);
        assert_eq!(
            solver.solve(&graph, &[3]),
            Err("state 3 is not a state: there are 3".into())
        );
        // The buffers are reused: the next game is solved afresh.
        solver.solve(&graph, &[]).unwrap();
        assert_eq!(solver.outcomes(), [Outcome::Draw; 3]);
    }

    #[test]
    fn graphs_refuse_bad_ends_and_count_repeats() {
        assert_eq!(
            Graph::from_edges(1, &[(0, 1)]).unwrap_err(),
            "the edge 0 → 1 has an end that is not a vertex: there are 1"
        );
        assert!(Graph::from_moves(2, |_, out| out.push(usize::MAX)).is_err());
        assert!(Graph::from_edges(u32::MAX as usize, &[]).is_err());
        let empty = Graph::from_edges(0, &[]).unwrap();
        assert_eq!(empty.outcomes(), []);
        // 0 → 1 twice, 0 → 2 once, 1 ⇄ 2 loops: 1 has a loop and an edge
        // to 2, which has no move.
        let graph = Graph::from_edges(3, &[(0, 1), (0, 1), (1, 1), (1, 2), (0, 2)]).unwrap();
        assert_eq!(graph.edges(), 5);
        let expected = [Outcome::Win, Outcome::Win, Outcome::Lose];
        assert_eq!(graph.outcomes(), expected);
    }

    #[test]
    fn a_long_chain_needs_no_recursion() {
        let n = 1_000_000u32;
        let edges: Vec<(u32, u32)> = (1..n).map(|v| (v, v - 1)).collect();
        let outcomes = Graph::from_edges(n as usize, &edges).unwrap().outcomes();
        for (v, o) in outcomes.iter().enumerate() {
            let expected = if v % 2 == 0 {
                Outcome::Lose
            } else {
                Outcome::Win
            };
            assert_eq!(*o, expected, "{v}");
        }
    }
}
