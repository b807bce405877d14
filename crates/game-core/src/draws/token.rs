//! Luogu P6560 "时光的流逝": a token on a directed graph; whoever moves it
//! onto the target wins, whoever cannot move loses.

use super::{Graph, Outcome, Retrograde};

/// Luogu P6560 ([SBCOI2020] 时光的流逝): for each round `(x, y)`, who wins
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
/// `1 ≤ n < 2^32 − 1`, and every vertex in `1..=n`; in every round
/// `x ≠ y`, as the statement promises (a token on the target is no game).
///
/// # Errors
/// Outside the constraints; the message names the edge or the round.
///
/// # Complexity
/// O(n + m) per distinct target (rounds with the same target share one
/// analysis): O(q·(n + m)) at worst, 2.5·10^8 moves looked back along at
/// the statement's bounds. Memory O(n + m).
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
    if !(1..u64::from(u32::MAX)).contains(&n) {
        return Err(format!("n = {n}: not in 1..2^32 - 1"));
    }
    // A vertex's 0-based number, or why it is not one.
    let vertex = |v: u64, what: &str, i: usize| {
        if (1..=n).contains(&v) {
            Ok(v as u32 - 1)
        } else {
            Err(format!("{what} {}: {v} is not a vertex (1..={n})", i + 1))
        }
    };
    let mut list = Vec::with_capacity(edges.len());
    for (i, &(u, v)) in edges.iter().enumerate() {
        list.push((vertex(u, "edge", i)?, vertex(v, "edge", i)?));
    }
    // Renumber the vertices in the order the game without a target labels
    // them, the others after: each target's analysis labels them in about
    // that order, and so reads the reversed edges and the counters nearly
    // in order rather than at random (the statement's bounds on a random
    // DAG: 1251 → 696 ms of CPU).
    let n = n as usize;
    let mut solver = Retrograde::new();
    solver.solve(&Graph::from_edges(n, &list)?, &[])?;
    let mut new = vec![u32::MAX; n];
    let mut next = 0;
    for &v in solver.labelled() {
        new[v as usize] = next;
        next += 1;
    }
    for v in new.iter_mut().filter(|v| **v == u32::MAX) {
        *v = next;
        next += 1;
    }
    for (u, v) in list.iter_mut() {
        (*u, *v) = (new[*u as usize], new[*v as usize]);
    }
    let graph = Graph::from_edges(n, &list)?;
    drop(list);
    // The rounds by target: (target, start, round).
    let mut order = Vec::with_capacity(rounds.len());
    for (i, &(x, y)) in rounds.iter().enumerate() {
        let (x, y) = (vertex(x, "round", i)?, vertex(y, "round", i)?);
        if x == y {
            let target = x + 1;
            return Err(format!(
                "round {}: the token starts on the target {target}",
                i + 1
            ));
        }
        order.push((new[y as usize], new[x as usize], i));
    }
    order.sort_unstable();
    let mut answers = vec![Outcome::Draw; rounds.len()];
    let mut solved = None;
    for &(y, x, i) in &order {
        if solved != Some(y) {
            // The target is lost for the player to move there: the other
            // has just won.
            solver.solve(&graph, &[y as usize])?;
            solved = Some(y);
        }
        if let Some(outcome) = solver.outcome(x as usize) {
            answers[i] = outcome;
        }
    }
    Ok(answers)
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
        assert_eq!(
            token_game(0, &[], &[]).unwrap_err(),
            "n = 0: not in 1..2^32 - 1"
        );
        assert_eq!(
            token_game(2, &[(1, 2), (2, 3)], &[]).unwrap_err(),
            "edge 2: 3 is not a vertex (1..=2)"
        );
        assert_eq!(
            token_game(2, &[], &[(1, 2), (0, 1)]).unwrap_err(),
            "round 2: 0 is not a vertex (1..=2)"
        );
        assert_eq!(
            token_game(2, &[], &[(2, 2)]).unwrap_err(),
            "round 1: the token starts on the target 2"
        );
    }
}
