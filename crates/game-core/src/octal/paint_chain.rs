//! Paint Chain (HDU 3980): a cycle of `n` beads; a move paints `m`
//! consecutive unpainted beads, and whoever cannot move loses.
//!
//! # The rule
//! With `m > n` the first player cannot move and loses. Otherwise every
//! first move is the same up to rotation and leaves a line of `n − m`
//! unpainted beads, and the first player wins exactly when that line is
//! lost for the player to move: `g(n − m) = 0`, where `g` is the
//! nim-sequence of the octal game 0.0…07 (the 7 at position `m`):
//! `g(L) = 0` for `L < m`, else `g(L) = mex { g(x) XOR g(L − m − x) :
//! 0 ≤ x ≤ L − m }`.
//!
//! # Why
//! Painting `m` beads of a line of `L` leaves two independent lines of
//! `x` and `L − m − x` beads (either may be empty), a sum of games: the
//! Sprague–Grundy theorem gives the recurrence. On the cycle, all beads
//! are alike until the first paint, which turns it into a line.
//!
//! # Complexity
//! The first test with a given `m` computes the line values up to the
//! longest line the limit allows, `LIMIT − m`, about (LIMIT − m)²/4 steps,
//! and keeps only which lines are lost (a bit each); every test after it is
//! O(1). All `m` up to the limit 1000 together cost about 1000³/12 ≈ 8·10^7
//! steps (41 ms of CPU on the development machine) and 1000 bits each: the
//! memory stays at about 130 KB whatever the input. (Keeping every line's
//! values, `u16` each, took 1.2 MB more on HDU 3980's largest inputs than
//! on a small one, against the workspace's test that memory does not grow
//! with the input.)

/// The largest `n` and `m` [`PaintChain::first_player_wins`] takes (HDU
/// 3980's bound).
pub const LIMIT: u64 = 1000;

/// Which lines of 0.0…07 are lost, for each `m` asked so far, kept
/// between tests.
///
/// ```
/// use game_core::octal::paint_chain::PaintChain;
/// let mut chain = PaintChain::new();
/// // HDU 3980's samples: (3, 1) aekdycoin wins, (4, 2) abcdxyzk wins.
/// assert_eq!(chain.first_player_wins(3, 1), Ok(true));
/// assert_eq!(chain.first_player_wins(4, 2), Ok(false));
/// assert_eq!(chain.first_player_wins(2, 3), Ok(false)); // no move
/// assert_eq!(chain.first_player_wins(5, 5), Ok(true)); // paint it all
/// assert!(chain.first_player_wins(5, 0).is_err());
/// assert!(chain.first_player_wins(1001, 1).is_err());
/// ```
#[derive(Debug, Clone, Default)]
pub struct PaintChain {
    /// `lost[m]`: bit `L` is set when a line of `L` beads is lost for the
    /// player to move (`g(L) = 0`), painting `m` at a time, for every
    /// `L ≤ LIMIT − m`; empty until a test with that `m`.
    lost: Vec<Vec<u64>>,
    /// Scratch: the line values of the `m` being computed.
    values: Vec<u16>,
    /// Scratch: the option values seen, for the mex.
    seen: Vec<bool>,
}

impl PaintChain {
    /// No values computed yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// True if the first player (Aekdycoin) wins on a cycle of `n` beads,
    /// painting `m` at a time.
    ///
    /// # Errors
    /// `m = 0` (a move must paint something), or `n` or `m` above
    /// [`LIMIT`].
    ///
    /// # Complexity
    /// See the module: O(1) once the line values of this `m` are known.
    pub fn first_player_wins(&mut self, n: u64, m: u64) -> Result<bool, String> {
        if m == 0 {
            return Err("m = 0: a move paints at least one bead".to_string());
        }
        if n > LIMIT || m > LIMIT {
            return Err(format!(
                "n = {n}, m = {m}: above this program's limit of {LIMIT}"
            ));
        }
        if m > n {
            return Ok(false);
        }
        Ok(self.line_lost(m as usize, (n - m) as usize))
    }

    /// True if a line of `len ≤ LIMIT − m` beads is lost for the player to
    /// move, painting `m ≥ 1` at a time.
    fn line_lost(&mut self, m: usize, len: usize) -> bool {
        if self.lost.len() <= m {
            self.lost.resize(m + 1, Vec::new());
        }
        if self.lost[m].is_empty() {
            self.lost[m] = self.lost_lines(m);
        }
        self.lost[m][len / 64] >> (len % 64) & 1 == 1
    }

    /// The bits of the lost lines `0..=LIMIT − m`, painting `m` at a time:
    /// `g(L) = 0` for `L < m`, else the mex of `g(x) XOR g(L − m − x)`.
    fn lost_lines(&mut self, m: usize) -> Vec<u64> {
        let top = LIMIT as usize - m;
        let mut lost = vec![0u64; top / 64 + 1];
        let g = &mut self.values;
        g.clear();
        for l in 0..=top {
            let value = if l < m {
                0
            } else {
                // At most l − m + 1 options (x and its mirror give one value).
                let rest = l - m;
                self.seen.clear();
                self.seen.resize(rest + 2, false);
                for x in 0..=rest / 2 {
                    let v = (g[x] ^ g[rest - x]) as usize;
                    if v < self.seen.len() {
                        self.seen[v] = true;
                    }
                }
                self.seen.iter().position(|&s| !s).unwrap_or(0) as u16
            };
            g.push(value);
            if value == 0 {
                lost[l / 64] |= 1 << (l % 64);
            }
        }
        lost
    }
}
