//! Luogu P6560 "时光的流逝": a token on a directed graph; whoever moves it
//! onto the target wins, whoever cannot move loses.

use super::{label, outcome, Graph, Outcome};

/// Luogu P6560 (SBCOI2020 时光的流逝): for each round `(x, y)`, who wins
/// the token game from `x` with target `y`.
///
/// The graph has vertices `1..=n` and the directed `edges` `(u, v)` (loops
/// and repeats allowed). In a round a token starts on `x`; the players move
/// it along an edge in turn; whoever moves it onto `y` wins at once, and a
/// player who cannot move loses. The target's own edges are never played.
///
/// Returns one outcome per round, in order, said for the first player:
/// [`Outcome::Win`] is the statement's `1`, [`Outcome::Lose`] its `-1` and
/// [`Outcome::Draw`] its `0`.
///
/// # Constraints
/// `n < 2^20` (the statement's n is at most 10^5; a larger graph is
/// refused, not allocated) and `m < 2^32 − 1` edges, every vertex in
/// `1..=n`; in every round `x ≠ y`, as the statement promises (a token on
/// the target is no game).
///
/// # Errors
/// Outside the constraints; the message says them.
///
/// # Complexity
/// O(n + m) per round (a round with the target of the round before shares
/// its analysis): O(q·(n + m)), 2.5·10^8 moves looked back along at the
/// statement's bounds. Memory O(n + m).
///
/// ```
/// use game_core::draws::{token_game, Outcome::{Draw, Win}};
/// // The statement's second sample.
/// let edges = [(1, 2), (2, 3), (3, 1), (3, 4), (4, 5)];
/// assert_eq!(token_game(5, &edges, &[(1, 5), (4, 3)])?, [Draw, Win]);
/// // The target's own edges do not count: 3 → 2 → 1, and 2 is the target.
/// assert_eq!(token_game(3, &[(2, 1), (3, 2)], &[(3, 2)])?, [Win]);
/// assert!(token_game(3, &[], &[(3, 3)]).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn token_game(
    n: u64,
    edges: &[(u64, u64)],
    rounds: &[(u64, u64)],
) -> Result<Vec<Outcome>, String> {
    let bad = |v: u64| v == 0 || v > n;
    // About 20 bytes a vertex in the arrays below: 20 MB at most.
    if n >= 1 << 20
        || edges.len() >= u32::MAX as usize
        || edges.iter().any(|&(u, v)| bad(u) || bad(v))
        || rounds.iter().any(|&(x, y)| bad(x) || bad(y) || x == y)
    {
        return Err(format!(
            "n = {n}: too big, or a vertex not in 1..=n, or x = y"
        ));
    }
    let n = n as usize;
    let mut list: Vec<_> = edges
        .iter()
        .map(|&(u, v)| (u as u32 - 1, v as u32 - 1))
        .collect();
    // Renumber the vertices in the order the game without a target labels
    // them, the others after: each target's analysis labels them in about
    // that order, and so reads the reversed edges and the counters nearly
    // in order rather than at random (the statement's bounds on a random
    // DAG, numbered at random: 1426 → 668 ms of CPU).
    let (mut left, mut queue) = (Vec::new(), Vec::new());
    label(&Graph::build(n, &list), &[], &mut left, &mut queue);
    let (mut new, mut next) = (vec![u32::MAX; n], 0);
    for v in queue.iter().map(|&v| v as usize).chain(0..n) {
        if new[v] == u32::MAX {
            new[v] = next;
            next += 1;
        }
    }
    for (u, v) in list.iter_mut() {
        (*u, *v) = (new[*u as usize], new[*v as usize]);
    }
    let graph = Graph::build(n, &list);
    // One analysis per round, but a round with the target of the round
    // before reuses it. The target is lost for the player to move there:
    // the other has just won.
    let mut last = usize::MAX;
    let answers = rounds.iter().map(|&(x, y)| {
        let y = new[y as usize - 1] as usize;
        if y != last {
            label(&graph, &[y], &mut left, &mut queue);
            last = y;
        }
        outcome(left[new[x as usize - 1] as usize])
    });
    Ok(answers.collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use Outcome::{Draw, Lose, Win};

    #[test]
    fn first_sample_and_dead_ends() {
        let edges = [(1, 2), (2, 3), (3, 4), (4, 5), (3, 6), (7, 5), (6, 7)];
        assert_eq!(token_game(7, &edges, &[(1, 5)]).unwrap(), [Win]);
        // A start without edges loses; a loop keeps the game going.
        let edges = [(1, 1), (2, 3)];
        let rounds = [(3, 2), (1, 2), (2, 1), (2, 3)];
        assert_eq!(
            token_game(3, &edges, &rounds).unwrap(),
            [Lose, Draw, Win, Win]
        );
        assert_eq!(token_game(3, &edges, &[]).unwrap(), []);
    }

    #[test]
    fn bad_input_is_refused() {
        let refused = |n, edges: &[(u64, u64)], rounds: &[(u64, u64)]| {
            let message = token_game(n, edges, rounds).unwrap_err();
            let expected = "too big, or a vertex not in 1..=n, or x = y";
            assert_eq!(message, format!("n = {n}: {expected}"));
        };
        refused(2, &[(1, 2), (2, 3)], &[]);
        refused(2, &[(0, 2)], &[]);
        refused(2, &[], &[(1, 2), (0, 1)]);
        refused(2, &[], &[(2, 2)]);
        // A graph too big to hold is refused before anything is allocated.
        for n in [1 << 20, u64::from(u32::MAX), 1 << 32, u64::MAX] {
            refused(n, &[], &[(1, 2)]);
        }
        assert_eq!(token_game((1 << 20) - 1, &[], &[(1, 2)]).unwrap(), [Lose]);
        // No vertex: nothing to ask.
        assert_eq!(token_game(0, &[], &[]).unwrap(), []);
    }
}
