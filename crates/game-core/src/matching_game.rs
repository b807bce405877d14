//! The token game on a bipartite graph: undirected vertex geography
//! (Luogu P4055, on a grid).
//!
//! A token stands on a vertex, which counts as visited; a move takes it
//! along an edge to a vertex not visited yet. Whoever cannot move loses.
//! On a grid the vertices are the open cells and the edges join
//! orthogonal neighbours; colouring the cells by the parity of row plus
//! column makes it bipartite.
//!
//! # The rule
//! The player to move from a start `s` loses exactly when some maximum
//! matching of the graph leaves `s` unmatched. Those vertices are the
//! unmatched vertices of any one maximum matching `M`, and every vertex
//! reached from one of them by an alternating path of even length (an edge
//! outside `M` to a neighbour, then that neighbour's partner in `M`, and
//! so on) ([`Grid::losing_starts`]).
//!
//! # Why
//! If a maximum matching `M` misses `s`, the second player answers every
//! move to `x` with `x`'s partner in `M`: `x` is matched (else `M` plus the
//! edge `sx` would be larger), its partner is unvisited (visited vertices
//! are `s` and whole pairs of `M`), and the first player can never reach an
//! unmatched vertex (the play so far would be an augmenting path from the
//! unmatched `s`); so the second player always has a move. If every
//! maximum matching covers `s`, take one, `M`: the first player moves to
//! `s`'s partner and answers every move to `x` with `x`'s partner, which
//! exists, for otherwise the play so far, switched along `M`, would be a
//! maximum matching missing `s`. An even alternating path from an
//! unmatched `u` to `v`, switched, is a maximum matching missing `v`; and a
//! maximum matching missing `v` differs from `M` on such a path (from `v`
//! the symmetric difference runs to a vertex `M` misses).
//!
//! # Complexity
//! Hopcroft–Karp, iterative: O(E·√V) for the matching, then O(V + E) for
//! the alternating paths; on a grid E ≤ 2V. Measured (release, CPU time,
//! a busy 2-core machine, with the reading and the output): a 100 × 100
//! open grid (P4055's largest) about 0.2 ms, one with a third of its cells
//! blocked at random about 1.5 ms. Memory: about 20 bytes a cell.

/// No vertex: an unmatched vertex's partner, an unreached one's distance.
const NONE: u32 = u32::MAX;

/// A grid of open (`.`) and blocked (`#`) cells, read row by row, and its
/// token game.
///
/// ```
/// use game_core::matching_game::Grid;
/// // P4055's sample: the first player (the one after the token is
/// // placed) loses from (2, 3) and (3, 2), 1-based.
/// let mut grid = Grid::new(3, 3)?;
/// for row in [".##", "...", "#.#"] {
///     grid.push_row(row.as_bytes())?;
/// }
/// let losing = grid.losing_starts();
/// let cells: Vec<usize> = (0..9).filter(|&i| losing[i]).collect();
/// assert_eq!(cells, [5, 7]);
/// assert_eq!(grid.maximum_matching(), 2);
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone)]
pub struct Grid {
    rows: usize,
    cols: usize,
    /// Row-major: `open[r * cols + c]`; rows not pushed yet are blocked.
    open: Vec<bool>,
    /// The rows pushed so far.
    pushed: usize,
}

impl Grid {
    /// The most cells a grid may have (P4055's have at most 10^4).
    pub const MAX_CELLS: u64 = 1 << 22;

    /// A grid of `rows × cols` cells, all blocked until their rows are
    /// pushed.
    ///
    /// # Errors
    /// A side of 0, or more than [`Grid::MAX_CELLS`] cells.
    ///
    /// ```
    /// use game_core::matching_game::Grid;
    /// assert!(Grid::new(100, 100).is_ok());
    /// assert!(Grid::new(0, 3).is_err());
    /// assert!(Grid::new(1 << 12, 1 << 11).is_err());
    /// ```
    pub fn new(rows: u64, cols: u64) -> Result<Self, String> {
        if rows == 0 || cols == 0 || rows.saturating_mul(cols) > Self::MAX_CELLS {
            return Err(format!(
                "expected a grid of 1 to {} cells, both sides at least 1, found {rows} × {cols}",
                Self::MAX_CELLS
            ));
        }
        let (rows, cols) = (rows as usize, cols as usize);
        Ok(Grid {
            rows,
            cols,
            open: vec![false; rows * cols],
            pushed: 0,
        })
    }

    /// Adds the next row: exactly `cols` bytes, each `.` (open) or `#`
    /// (blocked).
    ///
    /// # Errors
    /// A row of another length, another byte, or a row beyond the last.
    ///
    /// ```
    /// use game_core::matching_game::Grid;
    /// let mut grid = Grid::new(1, 3)?;
    /// assert!(grid.push_row(b".x.").is_err());
    /// grid.push_row(b"...")?;
    /// assert!(grid.push_row(b"...").is_err()); // one row only
    /// assert_eq!(grid.losing_starts(), [true, false, true]);
    /// # Ok::<(), String>(())
    /// ```
    pub fn push_row(&mut self, row: &[u8]) -> Result<(), String> {
        if self.pushed == self.rows {
            return Err(format!("the grid has only {} rows", self.rows));
        }
        if row.len() != self.cols || row.iter().any(|&b| b != b'.' && b != b'#') {
            return Err(format!(
                "expected a row of {} cells, each '.' or '#', found {:?}",
                self.cols,
                String::from_utf8_lossy(&row[..row.len().min(40)])
            ));
        }
        let start = self.pushed * self.cols;
        for (cell, &b) in self.open[start..start + self.cols].iter_mut().zip(row) {
            *cell = b == b'.';
        }
        self.pushed += 1;
        Ok(())
    }

    /// The open neighbour of `cell` in direction `step` (up, left, right,
    /// down), if any.
    fn neighbour(&self, cell: usize, step: u8) -> Option<usize> {
        let (r, c) = (cell / self.cols, cell % self.cols);
        let next = match step {
            0 if r > 0 => cell - self.cols,
            1 if c > 0 => cell - 1,
            2 if c + 1 < self.cols => cell + 1,
            3 if r + 1 < self.rows => cell + self.cols,
            _ => return None,
        };
        if self.open[next] {
            Some(next)
        } else {
            None
        }
    }

    /// A maximum matching of the open cells (Hopcroft–Karp): each cell's
    /// partner, or [`NONE`].
    fn matching(&self) -> Vec<u32> {
        let cells = self.open.len();
        let mut mate = vec![NONE; cells];
        let mut dist = vec![NONE; cells];
        let mut next = vec![0u8; cells];
        // The open cells of even colour: the left side.
        let left: Vec<usize> = (0..cells)
            .filter(|&i| self.open[i] && (i / self.cols + i % self.cols) % 2 == 0)
            .collect();
        let mut queue = Vec::with_capacity(left.len());
        let mut stack = Vec::new();
        loop {
            // Layers from the unmatched left cells, by alternating paths.
            queue.clear();
            for &u in &left {
                dist[u] = NONE;
                if mate[u] == NONE {
                    dist[u] = 0;
                    queue.push(u);
                }
            }
            // The layer of the shortest augmenting paths' last left cell.
            let mut limit = NONE;
            let mut head = 0;
            while let Some(&u) = queue.get(head) {
                head += 1;
                if dist[u] > limit {
                    break;
                }
                for v in (0..4).filter_map(|step| self.neighbour(u, step)) {
                    match mate[v] {
                        NONE => limit = limit.min(dist[u]),
                        w if dist[w as usize] == NONE => {
                            dist[w as usize] = dist[u] + 1;
                            queue.push(w as usize);
                        }
                        _ => {}
                    }
                }
            }
            if limit == NONE {
                return mate;
            }
            // Augmenting paths along the layers, depth first, without
            // recursion: `next[u]` is the next direction to try from u.
            for &u in &left {
                next[u] = 0;
            }
            for &root in &left {
                if mate[root] != NONE {
                    continue;
                }
                stack.clear();
                stack.push(root);
                while let Some(&u) = stack.last() {
                    if next[u] == 4 {
                        // A dead end for this round.
                        dist[u] = NONE;
                        stack.pop();
                        continue;
                    }
                    next[u] += 1;
                    let v = match self.neighbour(u, next[u] - 1) {
                        Some(v) => v,
                        None => continue,
                    };
                    let w = mate[v];
                    if w == NONE && dist[u] == limit {
                        // Switch the path: each cell on the stack takes the
                        // neighbour it last stepped to.
                        for &u in &stack {
                            if let Some(v) = self.neighbour(u, next[u] - 1) {
                                mate[u] = v as u32;
                                mate[v] = u as u32;
                            }
                        }
                        break;
                    }
                    if w != NONE && dist[u] < limit && dist[w as usize] == dist[u] + 1 {
                        stack.push(w as usize);
                    }
                }
            }
        }
    }

    /// The size of a maximum matching of the open cells.
    ///
    /// # Complexity
    /// O(E·√V).
    ///
    /// ```
    /// use game_core::matching_game::Grid;
    /// let mut grid = Grid::new(2, 3)?;
    /// grid.push_row(b"...")?;
    /// grid.push_row(b".#.")?;
    /// assert_eq!(grid.maximum_matching(), 2);
    /// # Ok::<(), String>(())
    /// ```
    pub fn maximum_matching(&self) -> usize {
        self.matching().iter().filter(|&&m| m != NONE).count() / 2
    }

    /// For every cell (row-major), true if it is open and the player to
    /// move first from a token on it loses: some maximum matching leaves it
    /// unmatched. In P4055 those are the starts where the player who places
    /// the token wins.
    ///
    /// # Complexity
    /// O(E·√V).
    pub fn losing_starts(&self) -> Vec<bool> {
        let mate = self.matching();
        let cells = self.open.len();
        let mut losing = vec![false; cells];
        let mut queue: Vec<usize> = (0..cells)
            .filter(|&i| self.open[i] && mate[i] == NONE)
            .collect();
        for &u in &queue {
            losing[u] = true;
        }
        let mut head = 0;
        while let Some(&u) = queue.get(head) {
            head += 1;
            // Every neighbour of a losing start is matched (else the
            // matching would grow); its partner loses too.
            for v in (0..4).filter_map(|step| self.neighbour(u, step)) {
                let w = mate[v];
                if w != NONE && !losing[w as usize] {
                    losing[w as usize] = true;
                    queue.push(w as usize);
                }
            }
        }
        losing
    }
}
