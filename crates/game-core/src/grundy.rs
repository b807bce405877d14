//! The Sprague–Grundy machinery the games share.
//!
//! [`mex`], [`nim_sum`], the Grundy values of a one-heap subtraction game
//! ([`Subtraction`], HDU 1536, HDU 1848) and of a finite DAG ([`Dag`], HDU
//! 1524), and the [`period`] of a Grundy sequence.
//!
//! A finite impartial game under normal play (whoever cannot move loses)
//! gives each position a Grundy value; a sum of games (a move is a move in
//! one of them) is lost for the player to move exactly when the XOR of the
//! parts' values is 0.
//!
//! # The rule
//! The Grundy value of a position is the mex (the minimum excludant: the
//! least natural number not in the set) of the values of the positions one
//! move leads to; a position without moves has value 0. The value of a sum
//! is the XOR ([`nim_sum`]) of its parts' values, and the player to move
//! loses exactly when it is 0.
//!
//! # Why
//! A Nim heap of `g` stones moves to heaps of every size below `g` and no
//! other: a position of value `g` moves to positions of every value below
//! `g` (the mex took them all) and to none of value `g`, so it plays like
//! that heap (moves to larger values can be undone at once by a move back
//! to `g`). That is the Sprague–Grundy theorem; Bouton's analysis of Nim
//! then gives the XOR: from a XOR of 0 every move makes it non-zero (one
//! part changes), and from a non-zero XOR `x` the part whose value has
//! `x`'s highest bit can move to its value XOR `x`, which is smaller, and
//! the XOR becomes 0. Induction on the (finite) game tree does the rest.
//!
//! # Complexity
//! [`mex`] is O(k) for k values; [`Subtraction`] costs O(h·|S|) for the
//! values up to heap `h` (each computed once, then O(1)); [`Dag`] costs
//! O(V + E) once per graph, then O(1) per vertex; [`period`] is O(n) per
//! candidate period in the worst case, usually far less.

use std::collections::BTreeSet;

/// The mex (minimum excludant) of `values`: the least natural number that
/// is not among them.
///
/// `seen` is scratch space: it is cleared and resized to `values.len()`, so
/// the call allocates only when `seen` grows (a `Vec` kept between calls
/// stops allocating after the largest call). The mex of k values is at most
/// k, so values k and above are ignored, and values may be any `u64`.
///
/// # Complexity
/// O(k) for k values.
///
/// ```
/// use game_core::grundy::mex;
/// let mut seen = Vec::new();
/// assert_eq!(mex(&[], &mut seen), 0);
/// assert_eq!(mex(&[0, 1, 3], &mut seen), 2);
/// assert_eq!(mex(&[2, 0, 1, 1, u64::MAX], &mut seen), 3);
/// ```
pub fn mex(values: &[u64], seen: &mut Vec<bool>) -> u64 {
    seen.clear();
    seen.resize(values.len(), false);
    for &v in values {
        // Values beyond the count cannot decide the mex.
        if v < values.len() as u64 {
            seen[v as usize] = true;
        }
    }
    // With 0..k all there, the mex is k.
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u64
}

/// The nim-sum (XOR) of Grundy values: the value of the sum of the games.
/// The player to move in the sum loses exactly when it is 0.
///
/// # Complexity
/// O(k) for k values.
///
/// ```
/// use game_core::grundy::nim_sum;
/// assert_eq!(nim_sum([3, 5, 6]), 0);
/// assert_eq!(nim_sum([7, 11, 13]), 1);
/// assert_eq!(nim_sum([]), 0);
/// ```
pub fn nim_sum<I: IntoIterator<Item = u64>>(values: I) -> u64 {
    values.into_iter().fold(0, |x, v| x ^ v)
}

/// The Grundy values of a one-heap subtraction game: a move removes from
/// the heap a number of objects that belongs to the move set S (and is at
/// most the heap). S-Nim (HDU 1536) is a sum of such heaps; Bash, the
/// powers of two and the Fibonacci numbers (see
/// [`subtraction`](super::subtraction)) are particular sets.
///
/// The values are computed on demand, up to the largest heap asked, and
/// kept: `SG(x) = mex{ SG(x − s) : s ∈ S, s ≤ x }`. A heap of 0 has no
/// move (value 0), and a move larger than the heap is not usable, so S may
/// hold moves larger than every heap.
///
/// # Constraints
/// Heaps up to [`Subtraction::LIMIT`] = 100 000 (HDU 1536's bound is
/// 10 000): the table is 2 bytes a heap (200 KB at the limit). S may list
/// its moves in any order and repeat them; each must be at least 1, and S
/// may hold at most [`Subtraction::MOVES_LIMIT`] = 1000 distinct moves (HDU
/// 1536's k is at most 100). The table costs up to `LIMIT × MOVES_LIMIT`
/// = 10^8 steps, about 0.2 s, which is why both are bounded.
///
/// # Complexity
/// Computing the values up to heap `h` is O(h·|S|) in all; a value already
/// computed is O(1). With fewer than 64 moves, the options' values of a
/// heap are marked in the bits of one word, whose lowest clear bit is their
/// mex, instead of gathered for [`mex`]: HDU 1536's bench input (tests of
/// up to 10 moves) 572.8 → 247.3 ms of CPU (medians of 7 runs).
///
/// ```
/// use game_core::grundy::Subtraction;
/// // HDU 1536's first sample set, S = {2, 5}.
/// let mut s = Subtraction::new([5, 2])?;
/// let values: Vec<u64> = (0..8).map(|h| s.grundy(h)).collect::<Result<_, _>>()?;
/// assert_eq!(values, [0, 0, 1, 1, 0, 2, 1, 0]);
/// assert!(s.grundy(100_001).is_err());
/// assert!(Subtraction::new([1, 0]).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Subtraction {
    /// S, sorted ascending, without repeats.
    moves: Vec<u64>,
    /// `values[x]` is `SG(x)`, for every heap computed so far. Values are
    /// at most |S| ≤ [`Subtraction::MOVES_LIMIT`], so they fit `u16`.
    values: Vec<u16>,
    /// Scratch: the values one move leads to, and [`mex`]'s marks.
    options: Vec<u64>,
    seen: Vec<bool>,
}

impl Subtraction {
    /// The largest heap whose value this type computes.
    pub const LIMIT: u64 = 100_000;

    /// The most distinct moves S may hold.
    pub const MOVES_LIMIT: usize = 1000;

    /// The game with move set `moves` (any order, repeats allowed).
    ///
    /// # Errors
    /// A move of 0 (a move removes at least one object), or more than
    /// [`Subtraction::MOVES_LIMIT`] distinct moves; the message says which.
    ///
    /// # Complexity
    /// O(k log m) for k moves given, m of them distinct; memory O(m), at most
    /// the limit, however many are given (a refusal comes as soon as the
    /// limit is passed).
    ///
    /// ```
    /// use game_core::grundy::Subtraction;
    /// let s = Subtraction::new([3, 1, 3, 2])?;
    /// assert_eq!(s.moves(), [1, 2, 3]);
    /// assert_eq!(
    ///     Subtraction::new([2, 0]).unwrap_err(),
    ///     "0 is not a move: a move removes at least 1"
    /// );
    /// assert!(Subtraction::new(1..=1001).is_err());
    /// # Ok::<(), String>(())
    /// ```
    pub fn new<I: IntoIterator<Item = u64>>(moves: I) -> Result<Self, String> {
        let mut set = BTreeSet::new();
        for s in moves {
            if s == 0 {
                return Err(ZERO_MOVE.to_string());
            }
            set.insert(s);
            if set.len() > Self::MOVES_LIMIT {
                return Err(too_many_moves());
            }
        }
        Ok(Self::from_valid(set.into_iter().collect()))
    }

    /// The game with move set `moves`, already sorted ascending, without
    /// repeats or 0, and at most [`Subtraction::MOVES_LIMIT`] long.
    pub(crate) fn from_valid(moves: Vec<u64>) -> Self {
        Self {
            moves,
            values: Vec::new(),
            options: Vec::new(),
            seen: Vec::new(),
        }
    }

    /// Adds the move `s` to S (nothing if S has it already), for a set read
    /// one move at a time; the values computed so far are forgotten.
    ///
    /// # Errors
    /// A move of 0, or one more distinct move than
    /// [`Subtraction::MOVES_LIMIT`]; as [`Subtraction::new`] says them.
    ///
    /// # Complexity
    /// O(|S|).
    ///
    /// ```
    /// use game_core::grundy::Subtraction;
    /// let mut s = Subtraction::default(); // no move yet
    /// for m in [5, 2, 5] {
    ///     s.add_move(m)?;
    /// }
    /// assert_eq!(s.moves(), [2, 5]);
    /// assert_eq!(s.add_move(0).unwrap_err(), "0 is not a move: a move removes at least 1");
    /// let mut full = Subtraction::new(1..=1000)?;
    /// full.add_move(1000)?; // a repeat
    /// assert_eq!(
    ///     full.add_move(1001).unwrap_err(),
    ///     "more than 1000 distinct moves: above this program's limit of 1000"
    /// );
    /// # Ok::<(), String>(())
    /// ```
    pub fn add_move(&mut self, s: u64) -> Result<(), String> {
        let at = match self.moves.binary_search(&s) {
            Ok(_) => return Ok(()),
            Err(at) => at,
        };
        if s == 0 {
            return Err(ZERO_MOVE.to_string());
        }
        if self.moves.len() >= Self::MOVES_LIMIT {
            return Err(too_many_moves());
        }
        self.moves.insert(at, s);
        self.values.clear();
        Ok(())
    }

    /// The move set S, sorted ascending, without repeats.
    ///
    /// ```
    /// use game_core::grundy::Subtraction;
    /// assert_eq!(Subtraction::new([8, 1, 8])?.moves(), [1, 8]);
    /// # Ok::<(), String>(())
    /// ```
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }

    /// The Grundy value of a heap of `heap` objects.
    ///
    /// # Errors
    /// `heap` above [`Subtraction::LIMIT`]: "heap 100001 is above this
    /// program's limit of 100000".
    ///
    /// # Complexity
    /// O((heap − h)·|S|) when the values are known up to `h < heap`, else
    /// O(1).
    ///
    /// ```
    /// use game_core::grundy::Subtraction;
    /// let mut bash = Subtraction::new(1..=3)?; // take 1, 2 or 3
    /// assert_eq!(bash.grundy(10)?, 2); // 10 mod 4
    /// assert_eq!(bash.grundy(100_000)?, 0);
    /// assert_eq!(
    ///     bash.grundy(100_001).unwrap_err(),
    ///     "heap 100001 is above this program's limit of 100000"
    /// );
    /// # Ok::<(), String>(())
    /// ```
    pub fn grundy(&mut self, heap: u64) -> Result<u64, String> {
        if heap > Self::LIMIT {
            return Err(format!(
                "heap {heap} is above this program's limit of {}",
                Self::LIMIT
            ));
        }
        let heap = heap as usize;
        while self.values.len() <= heap {
            let x = self.values.len();
            if self.moves.len() < 64 {
                // The values are at most |S| < 64, so one word marks the
                // options' values, and its lowest clear bit is their mex.
                let mut seen = 0u64;
                for &s in &self.moves {
                    if s > x as u64 {
                        break;
                    }
                    seen |= 1 << self.values[x - s as usize];
                }
                self.values.push((!seen).trailing_zeros() as u16);
                continue;
            }
            self.options.clear();
            for &s in &self.moves {
                if s > x as u64 {
                    break;
                }
                self.options.push(u64::from(self.values[x - s as usize]));
            }
            // At most |S| ≤ MOVES_LIMIT < 2^16 options, so the mex fits.
            let value = mex(&self.options, &mut self.seen);
            self.values.push(value as u16);
        }
        Ok(u64::from(self.values[heap]))
    }

    /// True if the player to move in the sum of heaps `heaps` wins: the XOR
    /// of their values is not 0.
    ///
    /// # Errors
    /// A heap above [`Subtraction::LIMIT`], as [`Subtraction::grundy`].
    ///
    /// # Complexity
    /// O(1) per heap once the values up to the largest are known.
    ///
    /// ```
    /// use game_core::grundy::Subtraction;
    /// // HDU 1536's first sample: S = {2, 5}.
    /// let mut s = Subtraction::new([2, 5])?;
    /// assert!(!s.first_player_wins([5, 12])?);
    /// assert!(s.first_player_wins([2, 4, 7])?);
    /// assert!(s.first_player_wins([2, 3, 7, 12])?);
    /// # Ok::<(), String>(())
    /// ```
    pub fn first_player_wins<I: IntoIterator<Item = u64>>(
        &mut self,
        heaps: I,
    ) -> Result<bool, String> {
        let mut xor = 0;
        for heap in heaps {
            xor ^= self.grundy(heap)?;
        }
        Ok(xor != 0)
    }
}

/// Why a move of 0 is refused.
pub(crate) const ZERO_MOVE: &str = "0 is not a move: a move removes at least 1";

/// Why a set of more than [`Subtraction::MOVES_LIMIT`] moves is refused.
pub(crate) fn too_many_moves() -> String {
    over_limit(Subtraction::MOVES_LIMIT, "distinct moves")
}

/// The error for one more of `things` than `limit`.
fn over_limit(limit: usize, things: &str) -> String {
    format!("more than {limit} {things}: above this program's limit of {limit}")
}

/// The Grundy values of a finite directed acyclic graph, for a game of
/// tokens on it (HDU 1524): a move takes one token along one edge, and
/// whoever cannot move loses.
///
/// Build it vertex by vertex, in order 0, 1, 2, …: [`Dag::add_vertex`], then
/// [`Dag::add_edge`] for each of that vertex's out-neighbours (which may be
/// later vertices). The values are computed when first asked for, and again
/// after a change.
///
/// # Constraints
/// At most [`Dag::MAX_VERTICES`] = 1 000 000 vertices and
/// [`Dag::MAX_EDGES`] = 4 000 000 edges (HDU 1524 has N ≤ 1000, so at most
/// 499 500 edges without repeats). Repeated edges are allowed and count
/// towards the limit. Each vertex keeps a list of its out-neighbours (`u32`
/// each): 40 MB at the limits; computing the values takes 12 bytes a vertex
/// more, and 9 bytes an edge of the vertex with the most.
///
/// # Complexity
/// O(V + E) time for all the values, iteratively (no recursion, so no depth
/// limit), then O(1) per vertex; O(V + E) memory.
///
/// ```
/// use game_core::grundy::Dag;
/// // HDU 1524's first sample graph: 0 → 1, 0 → 2, 2 → 3.
/// let mut dag = Dag::new();
/// for out in [&[1, 2][..], &[], &[3], &[]] {
///     dag.add_vertex()?;
///     for &v in out {
///         dag.add_edge(v)?;
///     }
/// }
/// assert_eq!(dag.grundy(0)?, 2); // mex{SG(1), SG(2)} = mex{0, 1}
/// // Tokens on 0 and 2: 2 ^ 1 ≠ 0, a win for the player to move.
/// assert_eq!(dag.grundy(0)? ^ dag.grundy(2)?, 3);
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Dag {
    /// Each vertex's out-neighbours, in the order added.
    out: Vec<Vec<u32>>,
    edges: usize,
    /// The Grundy value of every vertex, or empty when not computed since the
    /// last change.
    values: Vec<u32>,
}

/// [`Dag`]'s mark of a vertex not reached yet by the search.
const UNVISITED: u32 = u32::MAX;
/// [`Dag`]'s mark of a vertex whose value is being computed (on the stack).
const ON_STACK: u32 = u32::MAX - 1;

impl Dag {
    /// The most vertices a graph may have.
    pub const MAX_VERTICES: usize = 1_000_000;

    /// The most edges a graph may have (repeats included).
    pub const MAX_EDGES: usize = 4_000_000;

    /// A graph without vertices.
    pub fn new() -> Self {
        Self::default()
    }

    /// Removes every vertex and edge.
    pub fn clear(&mut self) {
        self.out.clear();
        self.edges = 0;
        self.values.clear();
    }

    /// The number of vertices.
    pub fn vertices(&self) -> usize {
        self.out.len()
    }

    /// The number of edges, repeats included.
    pub fn edges(&self) -> usize {
        self.edges
    }

    /// Adds the next vertex, without edges yet, and returns its number
    /// (0 for the first).
    ///
    /// # Errors
    /// A vertex beyond [`Dag::MAX_VERTICES`].
    ///
    /// ```
    /// use game_core::grundy::Dag;
    /// let mut dag = Dag::new();
    /// assert_eq!(dag.add_vertex()?, 0);
    /// assert_eq!(dag.add_vertex()?, 1);
    /// # Ok::<(), String>(())
    /// ```
    pub fn add_vertex(&mut self) -> Result<u64, String> {
        if self.out.len() >= Self::MAX_VERTICES {
            return Err(over_limit(Self::MAX_VERTICES, "vertices"));
        }
        // The values known (if any) are now one short: `solve` sees it.
        self.out.push(Vec::new());
        Ok(self.out.len() as u64 - 1)
    }

    /// Adds an edge from the last vertex added to `target`, which may be a
    /// vertex added later (it is checked when the values are computed).
    ///
    /// # Errors
    /// No vertex added yet, `target` beyond [`Dag::MAX_VERTICES`] (it can
    /// never exist), or an edge beyond [`Dag::MAX_EDGES`].
    ///
    /// ```
    /// use game_core::grundy::Dag;
    /// let mut dag = Dag::new();
    /// assert!(dag.add_edge(0).is_err()); // no vertex yet
    /// dag.add_vertex()?;
    /// dag.add_edge(1)?; // vertex 1 may come later
    /// assert!(dag.add_edge(1_000_000).is_err());
    /// # Ok::<(), String>(())
    /// ```
    pub fn add_edge(&mut self, target: u64) -> Result<(), String> {
        let vertices = Self::MAX_VERTICES;
        let out = self
            .out
            .last_mut()
            .ok_or_else(|| format!("an edge to vertex {target} before any vertex"))?;
        if target >= vertices as u64 {
            let limit = format!("above this program's limit of {vertices} vertices");
            return Err(format!("an edge to vertex {target}: {limit}"));
        }
        if self.edges >= Self::MAX_EDGES {
            return Err(over_limit(Self::MAX_EDGES, "edges"));
        }
        out.push(target as u32);
        self.edges += 1;
        self.values.clear();
        Ok(())
    }

    /// Computes every vertex's value, unless they are known (there is one
    /// per vertex; [`Dag::add_edge`] clears them): a judge calls it once the
    /// graph is read, so that a bad graph is reported there.
    ///
    /// # Errors
    /// An edge to a vertex that does not exist, or a cycle; the message
    /// names a vertex.
    ///
    /// # Complexity
    /// O(vertices + edges) when the values are not known yet, else O(1).
    pub fn solve(&mut self) -> Result<(), String> {
        let n = self.out.len();
        if self.values.len() == n {
            return Ok(());
        }
        let mut values = vec![UNVISITED; n];
        let (mut options, mut seen) = (Vec::new(), Vec::new());
        // Frames: a vertex whose value is being computed, and how many of
        // its out-neighbours have been visited.
        let mut stack = Vec::new();
        for root in 0..n {
            if values[root] == UNVISITED {
                values[root] = ON_STACK;
                stack.push((root, 0));
            }
            while let Some((vertex, next)) = stack.pop() {
                let out = &self.out[vertex];
                if let Some(&child) = out.get(next) {
                    stack.push((vertex, next + 1));
                    match values.get(child as usize) {
                        None => {
                            return Err(format!(
                                "vertex {vertex} has an edge to vertex {child}, but there are only {n} vertices"
                            ))
                        }
                        Some(&ON_STACK) => {
                            return Err(format!("the edges form a cycle through vertex {child}"))
                        }
                        Some(&UNVISITED) => {
                            values[child as usize] = ON_STACK;
                            stack.push((child as usize, 0));
                        }
                        Some(_) => {}
                    }
                    continue;
                }
                options.clear();
                options.extend(out.iter().map(|&t| u64::from(values[t as usize])));
                // At most MAX_EDGES < ON_STACK options, so the mex fits.
                values[vertex] = mex(&options, &mut seen) as u32;
            }
        }
        self.values = values;
        Ok(())
    }

    /// The Grundy value of `vertex`; the values of the whole graph are
    /// computed on the first call after a change.
    ///
    /// # Errors
    /// `vertex` is not a vertex; an edge leads to a vertex that is not
    /// there; the edges form a cycle (then the game need not end). Each
    /// message names the vertex.
    ///
    /// # Complexity
    /// O(V + E) on the first call after a change, then O(1).
    ///
    /// ```
    /// use game_core::grundy::Dag;
    /// let mut dag = Dag::new();
    /// dag.add_vertex()?;
    /// dag.add_edge(1)?;
    /// dag.add_vertex()?;
    /// dag.add_edge(0)?; // 0 → 1 → 0
    /// assert_eq!(dag.grundy(0).unwrap_err(), "the edges form a cycle through vertex 0");
    /// dag.clear();
    /// dag.add_vertex()?;
    /// dag.add_edge(1)?;
    /// assert_eq!(
    ///     dag.grundy(0).unwrap_err(),
    ///     "vertex 0 has an edge to vertex 1, but there are only 1 vertices"
    /// );
    /// dag.add_vertex()?;
    /// assert_eq!(dag.grundy(0)?, 1);
    /// assert!(dag.grundy(2).is_err());
    /// # Ok::<(), String>(())
    /// ```
    pub fn grundy(&mut self, vertex: u64) -> Result<u64, String> {
        self.solve()?;
        let n = self.values.len();
        if vertex >= n as u64 {
            return Err(format!(
                "vertex {vertex} is not a vertex: there are {n} vertices"
            ));
        }
        Ok(u64::from(self.values[vertex as usize]))
    }
}

/// Where a sequence starts repeating: from index `preperiod` on, each value
/// equals the one `period` places later. See [`period`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    /// The index of the first value of the repeating part.
    pub preperiod: usize,
    /// The length of one repetition (at least 1).
    pub period: usize,
}

/// The shortest period of `values`, and its earliest start, that the data
/// shows for at least `window` consecutive values; `None` if there is none.
///
/// A period `p` starting at `q` means `values[i] == values[i + p]` for every
/// `i ≥ q` with `i + p` in the data; it counts when that holds for at least
/// `window` indices `i` (`window` 0 counts as 1), so the data must hold at
/// least `window + p` values from `q` on.
///
/// For a subtraction game whose largest move is `w` (see [`Subtraction`]),
/// `window = w` makes the answer a proof: from heap `w` on, a value depends
/// only on the `w` values below it, so `w` consecutive repeats repeat
/// forever. For other sequences the period is what the data shows, no more.
///
/// # Complexity
/// For each candidate period, a walk back from the end of the data while
/// the values repeat: O(n²) in the worst case, far less when mismatches
/// come early. No allocation.
///
/// ```
/// use game_core::grundy::{period, Period};
/// // Take 1..=3: 0 1 2 3 0 1 2 3 … (Bash, period 4).
/// let bash: Vec<u64> = (0..40).map(|n| n % 4).collect();
/// assert_eq!(period(&bash, 3), Some(Period { preperiod: 0, period: 4 }));
/// // A sequence that settles after 3 values.
/// assert_eq!(
///     period(&[5, 6, 7, 1, 2, 1, 2, 1, 2], 2),
///     Some(Period { preperiod: 3, period: 2 })
/// );
/// assert_eq!(period(&[1, 2, 3, 4, 5], 1), None);
/// ```
pub fn period(values: &[u64], window: usize) -> Option<Period> {
    let window = window.max(1);
    let n = values.len();
    for p in 1..=n.saturating_sub(window) {
        // The smallest q from which values[i] == values[i + p] for all i.
        let mut q = n - p;
        while q > 0 && values[q - 1] == values[q - 1 + p] {
            q -= 1;
        }
        if n - p - q >= window {
            return Some(Period {
                preperiod: q,
                period: p,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_ignores_large_values_and_reuses_its_scratch() {
        let mut seen = vec![true; 10];
        assert_eq!(mex(&[], &mut seen), 0);
        assert!(seen.is_empty());
        assert_eq!(mex(&[1], &mut seen), 0);
        assert_eq!(mex(&[0], &mut seen), 1);
        assert_eq!(mex(&[0, 1, 2], &mut seen), 3);
        assert_eq!(mex(&[3, 0, 1], &mut seen), 2);
        assert_eq!(mex(&[0, 0, 0], &mut seen), 1);
        assert_eq!(mex(&[4, 3, 2, 1], &mut seen), 0);
        assert_eq!(mex(&[1, 0, u64::MAX, 2], &mut seen), 3);
    }

    #[test]
    fn subtraction_refuses_zero_and_too_many_moves() {
        assert!(Subtraction::new([0]).is_err());
        assert!(Subtraction::new([5, 3, 0, 1]).is_err());
        // The limit counts distinct moves, however often they are repeated.
        let repeated = (1..=1000u64).cycle().take(5000);
        assert_eq!(Subtraction::new(repeated).unwrap().moves().len(), 1000);
        let many = Subtraction::new((1..=1001u64).rev()).unwrap_err();
        assert_eq!(
            many,
            "more than 1000 distinct moves: above this program's limit of 1000"
        );
        // Past twice the limit while reading: refused at once.
        assert!(Subtraction::new(1..=u64::MAX).is_err());
        // No moves: every heap is lost for the player to move.
        let mut none = Subtraction::new([]).unwrap();
        assert_eq!(none.grundy(7), Ok(0));
    }

    #[test]
    fn subtraction_limits_are_exact() {
        let mut s = Subtraction::new([u64::MAX, 1]).unwrap();
        assert_eq!(s.grundy(Subtraction::LIMIT), Ok(0));
        assert_eq!(s.grundy(Subtraction::LIMIT - 1), Ok(1));
        assert_eq!(
            s.grundy(Subtraction::LIMIT + 1),
            Err("heap 100001 is above this program's limit of 100000".to_string())
        );
        assert!(s.grundy(u64::MAX).is_err());
        assert!(s.first_player_wins([1, 100_001]).is_err());
        assert_eq!(s.first_player_wins([1, 3, 2]), Ok(false));
    }

    #[test]
    fn dag_edges_out_of_range_and_changes() {
        let mut dag = Dag::new();
        assert_eq!(
            dag.grundy(0),
            Err("vertex 0 is not a vertex: there are 0 vertices".into())
        );
        assert!(dag.add_edge(0).is_err());
        dag.add_vertex().unwrap();
        dag.add_edge(1).unwrap();
        assert_eq!(
            dag.grundy(0),
            Err("vertex 0 has an edge to vertex 1, but there are only 1 vertices".into())
        );
        assert_eq!(dag.add_vertex(), Ok(1));
        assert_eq!((dag.grundy(0), dag.grundy(1)), (Ok(1), Ok(0)));
        // A new vertex, then edges to it: the values follow each change.
        dag.add_vertex().unwrap();
        assert_eq!(dag.grundy(2), Ok(0));
        dag.add_edge(0).unwrap(); // 2 → 0
        assert_eq!(dag.grundy(2), Ok(0));
        dag.add_edge(1).unwrap(); // 2 → 1
        assert_eq!(dag.grundy(2), Ok(2));
        assert_eq!((dag.vertices(), dag.edges()), (3, 3));
        assert_eq!((dag.grundy(0), dag.grundy(2)), (Ok(1), Ok(2)));
        assert!(dag.grundy(3).is_err());
        assert!(dag.grundy(u64::MAX).is_err());
        dag.add_edge(2).unwrap(); // a loop
        assert_eq!(
            dag.grundy(0),
            Err("the edges form a cycle through vertex 2".into())
        );
        dag.clear();
        assert_eq!((dag.vertices(), dag.edges()), (0, 0));
    }

    #[test]
    fn dag_limits() {
        let mut dag = Dag::new();
        for v in 0..Dag::MAX_VERTICES as u64 {
            assert_eq!(dag.add_vertex(), Ok(v));
        }
        assert!(dag.add_vertex().is_err());
        assert_eq!(dag.vertices(), Dag::MAX_VERTICES);
        // A chain: vertex v → v + 1.
        dag.clear();
        for v in 0..Dag::MAX_VERTICES as u64 {
            dag.add_vertex().unwrap();
            if v + 1 < Dag::MAX_VERTICES as u64 {
                dag.add_edge(v + 1).unwrap();
            }
        }
        // Deep, without recursion: values alternate from the end.
        assert_eq!(dag.grundy(0), Ok(1));
        assert_eq!(dag.grundy(1), Ok(0));
        let last = Dag::MAX_VERTICES as u64 - 1;
        assert_eq!(dag.grundy(last), Ok(0));
        assert!(dag.grundy(last + 1).is_err());
        assert!(dag.add_edge(Dag::MAX_VERTICES as u64).is_err());
        dag.add_edge(last).unwrap(); // a loop at the last vertex
        assert_eq!(
            dag.grundy(0),
            Err(format!("the edges form a cycle through vertex {last}"))
        );
        // Edges up to the limit, then refused.
        dag.clear();
        dag.add_vertex().unwrap();
        dag.add_vertex().unwrap();
        for _ in 0..Dag::MAX_EDGES {
            dag.add_edge(0).unwrap();
        }
        assert!(dag.add_edge(0).is_err());
        assert_eq!(dag.edges(), Dag::MAX_EDGES);
        assert_eq!(dag.grundy(1), Ok(1));
        assert_eq!(dag.grundy(0), Ok(0));
    }

    #[test]
    fn period_needs_the_window() {
        let v = [0, 1, 0, 1, 0];
        assert_eq!(
            period(&v, 3),
            Some(Period {
                preperiod: 0,
                period: 2
            })
        );
        assert_eq!(period(&v, 4), None);
        assert_eq!(
            period(&v, 0),
            Some(Period {
                preperiod: 0,
                period: 2
            })
        );
        assert_eq!(period(&[], 0), None);
        assert_eq!(period(&[7], 0), None);
        assert_eq!(
            period(&[7, 7], 0),
            Some(Period {
                preperiod: 0,
                period: 1
            })
        );
        // A shorter period with a later start wins over a longer one.
        let v = [1, 2, 1, 3, 3, 3, 3];
        assert_eq!(
            period(&v, 2),
            Some(Period {
                preperiod: 3,
                period: 1
            })
        );
        assert_eq!(period(&v, 4), None);
    }
}
