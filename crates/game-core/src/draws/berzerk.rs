//! Codeforces 786A "Berzerk": a monster on a circle, two players with their
//! own steps; whoever puts it into the black hole wins.

use super::{label, outcome, Backward, Outcome};

/// Berzerk's states, backwards: state `layer·n + o` is the monster on
/// object `o + 1` (0-based `o`; 0 is the black hole) with Rick to move in
/// layer 0, Morty in layer 1.
struct Circle<'a> {
    n: usize,
    /// The steps of the player to move in each layer, ascending, without
    /// repeats.
    steps: [&'a [u32]; 2],
}

impl Backward for Circle<'_> {
    fn states(&self) -> usize {
        2 * self.n
    }

    fn moves(&self, state: usize) -> u32 {
        // The black hole has no move: whoever put the monster there won.
        if state % self.n == 0 {
            0
        } else {
            self.steps[state / self.n].len() as u32
        }
    }

    fn predecessors<F: FnMut(usize)>(&self, state: usize, mut f: F) {
        let n = self.n;
        let (layer, o) = (state / n, state % n);
        // The player who moved here moved from the other layer, by one of
        // his steps x, from o − x around the circle: o − x for x ≤ o, else
        // o + n − x. (From the black hole, at x = o, is no move; it is
        // labelled from the start, and looking back skips labelled states.)
        let (base, steps) = ((1 - layer) * n, self.steps[1 - layer]);
        let split = steps.partition_point(|&x| x as usize <= o);
        let (low, high) = steps.split_at(split);
        for &x in low {
            f(base + o - x as usize);
        }
        for &x in high {
            f(base + o + n - x as usize);
        }
    }
}

/// The most objects on the circle [`berzerk`] takes: 8 bytes of labels
/// and queue per object and player, 16 MB here (the statement's n is at
/// most 7000). A larger circle is refused, not allocated.
pub const BERZERK_LIMIT: u64 = 1_000_000;

/// Codeforces 786A (Berzerk, also 787C): for each player moving first and
/// each planet the monster starts on, who wins.
///
/// Objects `1..=n` stand clockwise on a circle; object 1 is a black hole,
/// the others planets. Rick's steps are `rick`, Morty's `morty`; a move
/// takes a step `x` of the mover's own and moves the monster `x` objects
/// clockwise, and whoever puts it into the black hole wins.
///
/// Returns `[rick_first, morty_first]`, each of `n − 1` outcomes: entry `i`
/// is about the monster starting on object `i + 2`, said for the player who
/// moves first (Rick in the first, Morty in the second): [`Outcome::Win`]
/// is the statement's `Win`, [`Outcome::Lose`] its `Lose`, and
/// [`Outcome::Draw`] its `Loop`.
///
/// # Constraints
/// `2 ≤ n ≤` [`BERZERK_LIMIT`] (the statement's n is at most 7000); each
/// player has at least one step, each in `1..n`, in any order (a step
/// repeated is the same step).
///
/// # Errors
/// Outside the constraints; the message says what is wrong.
///
/// # Complexity
/// O(n·(k1 + k2)) time, the moves of the game, all looked back along at
/// most once (n = 7000 with both sets full: 9.8·10^7); memory O(n).
///
/// ```
/// use game_core::draws::{berzerk, Outcome::{Draw, Lose, Win}};
/// // The statement's first sample.
/// let [rick, morty] = berzerk(5, &[3, 2], &[1, 2, 3])?;
/// assert_eq!(rick, [Lose, Win, Win, Draw]);
/// assert_eq!(morty, [Draw, Win, Win, Win]);
/// assert!(berzerk(5, &[5], &[1]).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn berzerk(n: u64, rick: &[u64], morty: &[u64]) -> Result<[Vec<Outcome>; 2], String> {
    if !(2..=BERZERK_LIMIT).contains(&n) {
        return Err(format!("n = {n}: not in 2..={BERZERK_LIMIT}"));
    }
    for (steps, who) in [(rick, "Rick"), (morty, "Morty")] {
        if steps.is_empty() || steps.iter().any(|&x| x == 0 || x >= n) {
            return Err(format!("{who}'s steps are not 1 or more of 1..={}", n - 1));
        }
    }
    let set = |steps: &[u64]| {
        let mut set: Vec<u32> = steps.iter().map(|&x| x as u32).collect();
        set.sort_unstable();
        set.dedup();
        set
    };
    let (rick, morty) = (set(rick), set(morty));
    let n = n as usize;
    let circle = Circle {
        n,
        steps: [&rick, &morty],
    };
    let (mut left, mut queue) = (Vec::new(), Vec::new());
    label(&circle, &[], &mut left, &mut queue);
    let layer = |base: usize| {
        left[base + 1..base + n]
            .iter()
            .map(|&c| outcome(c))
            .collect()
    };
    Ok([layer(0), layer(n)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use Outcome::{Lose, Win};

    #[test]
    fn samples_and_the_smallest_circle() {
        let [rick, morty] = berzerk(8, &[6, 2, 3, 4], &[3, 6]).unwrap();
        assert_eq!(rick, [Win; 7]);
        assert_eq!(morty, [Lose, Win, Lose, Lose, Win, Lose, Lose]);
        // n = 2: the only step, 1, goes into the black hole.
        assert_eq!(berzerk(2, &[1], &[1]).unwrap(), [[Win], [Win]]);
        // Repeats are one step.
        assert_eq!(berzerk(2, &[1, 1], &[1]).unwrap(), [[Win], [Win]]);
    }

    #[test]
    fn bad_input_is_refused() {
        assert_eq!(
            berzerk(1, &[], &[]).unwrap_err(),
            "n = 1: not in 2..=1000000"
        );
        assert!(berzerk(BERZERK_LIMIT, &[1], &[BERZERK_LIMIT - 1]).is_ok());
        // The fuzzer's find: a circle of 1.8·10^9 objects would take 29 GB.
        assert_eq!(
            berzerk(1_844_634_012, &[18, 4], &[1]).unwrap_err(),
            "n = 1844634012: not in 2..=1000000"
        );
        assert_eq!(
            berzerk(4, &[1], &[]).unwrap_err(),
            "Morty's steps are not 1 or more of 1..=3"
        );
        assert_eq!(
            berzerk(4, &[0], &[1]).unwrap_err(),
            "Rick's steps are not 1 or more of 1..=3"
        );
        assert!(berzerk(4, &[1], &[4]).is_err());
    }
}
