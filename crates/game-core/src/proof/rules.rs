//! Every game written down move by move, straight from the statements'
//! rules, for the brute-force [`solver`](super::solver).
//!
//! Nothing here knows a formula: each [`Game`] lists the positions one move
//! leads to, and [`solve`](super::solver::solve) finds who wins by searching
//! the whole game tree. The tests compare every closed form of this crate
//! (and every judge binary's output) with these searches.
//!
//! | game | state | module with the closed form |
//! |---|---|---|
//! | [`Wythoff`] | the two piles, in the given order | [`wythoff`](crate::wythoff) |
//! | [`Euclid`] | the two numbers, in the given order | [`euclid`](crate::euclid) |
//! | [`Bash`] | how much the running sum still lacks | [`bash`](crate::bash) |
//! | [`Poj1740`] | the piles, sorted ascending, zeros kept | [`poj1740`](crate::poj1740) |
//! | [`Nim`] | the piles, in the given order | [`nim`](crate::nim) |
//! | [`MisereNim`] | the piles, in order, or `None` once the game is over | [`nim`](crate::nim) |
//! | [`Lasker`] | the non-empty heaps, sorted ascending | [`lasker`](crate::lasker) |
//! | [`Subtraction`], [`PowersOfTwo`], [`Fibonacci`] | the heaps, sorted ascending, zeros kept | [`grundy`](crate::grundy), [`subtraction`](crate::subtraction) |
//! | [`GeorgiaBob`] | the pieces' cells, sorted ascending | [`staircase`](crate::staircase) |
//! | [`Stairs`] | the balls on each stair, from stair 1 up | [`staircase`](crate::staircase) |
//! | [`Multiplication`] | the product `p`, or `None` once it reached `n` | [`multiplication`](crate::multiplication) |
//! | [`Cutting`] | the pieces (short side, long side), sorted, or `None` once a 1×1 is made | [`cutting`](crate::cutting) |
//! | [`Kiki`] | the coin's (row, column) | [`grid`](crate::grid) |
//! | [`DagTokens`] | the tokens' vertices, sorted ascending | [`grundy`](crate::grundy) |
//!
//! # Complexity
//! Listing the moves of a state costs about as much as there are moves (for
//! [`Poj1740`], a sort per move too); searching a game costs the number of
//! states and moves reachable from the start (see [`solve`](super::solver::solve)),
//! so use small numbers.
//!
//! ```
//! use game_core::proof::rules::{Bash, Euclid, Lasker, Poj1740, Wythoff};
//! use game_core::proof::solver::solve;
//!
//! // Wythoff: (3, 5) is lost for the player to move, (3, 4) is not.
//! let tree = solve(&Wythoff, [(3, 5), (3, 4)]);
//! assert!(tree.is_losing(&(3, 5)));
//! assert!(!tree.is_losing(&(3, 4)));
//! assert_eq!(tree.winning_moves(&(3, 4)).unwrap(), [&(1, 2)]);
//!
//! // Euclid (POJ 2348's samples): Stan wins (34, 12), Ollie wins (15, 24).
//! let tree = solve(&Euclid, [(34, 12), (15, 24)]);
//! assert!(!tree.is_losing(&(34, 12)));
//! assert!(tree.is_losing(&(15, 24)));
//!
//! // Bash (HDU 2188): n = 11 with steps 1..=10 is lost for the first player.
//! let tree = solve(&Bash { m: 10 }, [11, 8]);
//! assert!(tree.is_losing(&11));
//! assert!(!tree.is_losing(&8));
//!
//! // POJ 1740: equal pairs lose, an empty pile takes no part.
//! let tree = solve(&Poj1740, [vec![0, 2, 2], vec![1, 2, 3]]);
//! assert!(tree.is_losing(&vec![0, 2, 2]));
//! assert!(!tree.is_losing(&vec![1, 2, 3]));
//!
//! // Lasker's Nim (HDU 3032): a heap of 3 can be split into 1 + 2.
//! let tree = solve(&Lasker, [vec![3, 3], vec![2, 2, 3]]);
//! assert!(tree.is_losing(&vec![3, 3]));
//! assert!(!tree.is_losing(&vec![2, 2, 3]));
//! ```

use super::solver::Game;

/// Wythoff's game: two piles; a move takes any positive number of stones
/// from one pile, or the same positive number from both.
///
/// The state is the two piles in the given order, `(2, 5)` and `(5, 2)`
/// being different states. The moves are listed taking 1, 2, … from the
/// first pile, then from the second, then from both.
///
/// # Complexity
/// `a + b + min(a, b)` moves from `(a, b)`.
///
/// ```
/// use game_core::proof::rules::Wythoff;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Wythoff.moves(&(1, 2), &mut out);
/// assert_eq!(out, [(0, 2), (1, 1), (1, 0), (0, 1)]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Wythoff;

impl Game for Wythoff {
    type State = (u64, u64);

    fn moves(&self, &(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        out.extend((0..a).rev().map(|x| (x, b)));
        out.extend((0..b).rev().map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
    }
}

/// Euclid's game (POJ 2348): two numbers; a move subtracts a positive
/// multiple of the smaller number from the larger, which must stay ≥ 0.
///
/// The state is the two numbers in the given order. A state with a 0 has no
/// moves: whoever made the 0 has won, so the player to move has lost. When
/// the numbers are equal, subtracting one from the other is listed once, as
/// the move that makes the second number 0. The moves are listed by
/// increasing multiple.
///
/// # Complexity
/// `⌊max / min⌋` moves.
///
/// ```
/// use game_core::proof::rules::Euclid;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Euclid.moves(&(7, 3), &mut out);
/// assert_eq!(out, [(4, 3), (1, 3)]);
/// out.clear();
/// Euclid.moves(&(0, 3), &mut out);
/// assert!(out.is_empty());
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Euclid;

impl Game for Euclid {
    type State = (u64, u64);

    fn moves(&self, &(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        if a == 0 || b == 0 {
            return;
        }
        if a <= b {
            out.extend((1..=b / a).map(|q| (a, b - q * a)));
        } else {
            out.extend((1..=a / b).map(|q| (a - q * b, b)));
        }
    }
}

/// The Bash game as HDU 2188 poses it: a running sum starts at 0, a move
/// adds 1..=`m` to it, and whoever first makes it reach at least `n` wins.
///
/// The state is how much the sum still lacks to reach `n`: the game starts
/// at state `n`, adding `x` leads from `r` to `r − x`, or to 0 when `x ≥ r`
/// (the target is reached or passed), and state 0 has no moves (the player
/// who reached the target has won). The moves are listed by increasing `x`,
/// each resulting state once.
///
/// # Complexity
/// `min(m, r)` moves from state `r`.
///
/// ```
/// use game_core::proof::rules::Bash;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Bash { m: 3 }.moves(&5, &mut out);
/// assert_eq!(out, [4, 3, 2]);
/// out.clear();
/// Bash { m: 3 }.moves(&2, &mut out);
/// assert_eq!(out, [1, 0]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bash {
    /// The most a move may add (at least 1 is always added).
    pub m: u64,
}

impl Game for Bash {
    type State = u64;

    fn moves(&self, &r: &u64, out: &mut Vec<u64>) {
        out.extend((r.saturating_sub(self.m)..r).rev());
    }
}

/// The "new stone game" of POJ 1740: choose a pile with stones, remove at
/// least one stone from it, then move any number of its remaining stones
/// onto other piles that still have stones.
///
/// The state is every pile, sorted ascending, piles of 0 stones included: a
/// pile of 0 can neither be chosen nor receive stones, and a pile that a
/// move empties stays as a 0. Give starts sorted; every state a move leads
/// to is sorted. The moves are listed by chosen pile, then by what is left
/// on it (0 first), then by what the other piles receive.
///
/// # Complexity
/// From a pile of `p` stones with `k` other non-empty piles there are
/// `C(p + k, k + 1)` ways to remove and spread, and each move costs
/// a sort of the piles: use few, small piles.
///
/// ```
/// use game_core::proof::rules::Poj1740;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Poj1740.moves(&vec![0, 1, 2], &mut out);
/// // From the 1: take it. From the 2: leave 0 (giving the 1 nothing or one
/// // stone) or leave 1.
/// assert_eq!(out, [vec![0, 0, 2], vec![0, 0, 1], vec![0, 0, 2], vec![0, 1, 1]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Poj1740;

impl Game for Poj1740 {
    type State = Vec<u64>;

    fn moves(&self, piles: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (chosen, &stones) in piles.iter().enumerate() {
            let others: Vec<usize> = (0..piles.len())
                .filter(|&j| j != chosen && piles[j] > 0)
                .collect();
            // Leave `left` on the chosen pile and spread at most what is
            // neither left nor removed (at least one stone is removed).
            for left in 0..stones {
                let mut next = piles.clone();
                next[chosen] = left;
                spread(&mut next, &others, stones - 1 - left, out);
            }
        }
    }
}

/// Pushes, sorted, every way of adding at most `budget` stones in all to the
/// piles `targets` of `piles` (which is restored afterwards).
fn spread(piles: &mut Vec<u64>, targets: &[usize], budget: u64, out: &mut Vec<Vec<u64>>) {
    match targets.split_first() {
        None => {
            let mut state = piles.clone();
            state.sort_unstable();
            out.push(state);
        }
        Some((&target, rest)) => {
            for add in 0..=budget {
                piles[target] += add;
                spread(piles, rest, budget - add, out);
                piles[target] -= add;
            }
        }
    }
}

/// Pushes, for each heap of `heaps` and each amount `takes` allows from it,
/// the heaps with that heap lowered by the amount, sorted ascending.
fn take_from_heaps<T>(heaps: &[u64], takes: impl Fn(u64) -> T, out: &mut Vec<Vec<u64>>)
where
    T: IntoIterator<Item = u64>,
{
    for (i, &heap) in heaps.iter().enumerate() {
        for take in takes(heap) {
            let mut next = heaps.to_vec();
            next[i] = heap - take;
            next.sort_unstable();
            out.push(next);
        }
    }
}

/// Nim (HDU 1849, POJ 2975): several piles; a move takes one or more stones
/// from one pile, and whoever cannot move (no stones left) loses. HDU 1849's
/// pieces on cells, moved left any distance (sharing cells, jumping each
/// other), are these piles: a piece on cell `k` is a pile of `k`.
///
/// The state is the piles in the given order, so that each move (a pile and
/// an amount, as POJ 2975 counts them) leads to its own state. The moves
/// are listed pile by pile, taking 1, 2, … stones.
///
/// # Complexity
/// The sum of the piles.
///
/// ```
/// use game_core::proof::rules::Nim;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Nim.moves(&vec![2, 0, 1], &mut out);
/// assert_eq!(out, [vec![1, 0, 1], vec![0, 0, 1], vec![2, 0, 0]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Nim;

impl Game for Nim {
    type State = Vec<u64>;

    fn moves(&self, piles: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (i, &pile) in piles.iter().enumerate() {
            for left in (0..pile).rev() {
                let mut next = piles.clone();
                next[i] = left;
                out.push(next);
            }
        }
    }
}

/// Misère Nim (HDU 1907): Nim's moves, but whoever takes the last stone
/// loses.
///
/// The solver knows only normal play (whoever cannot move loses), so the
/// end is modelled: `Some(piles)` is a position in play, the piles in the
/// given order; with stones left its moves are Nim's. `Some` with no stones
/// means the other player took the last one and lost: the player to move
/// has won, so the state has one move, to `None`, where the other player,
/// to move, cannot. `None` has no moves.
///
/// # Complexity
/// The sum of the piles (one move without stones).
///
/// ```
/// use game_core::proof::rules::MisereNim;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// MisereNim.moves(&Some(vec![0, 2]), &mut out);
/// assert_eq!(out, [Some(vec![0, 1]), Some(vec![0, 0])]);
/// out.clear();
/// MisereNim.moves(&Some(vec![0, 0]), &mut out);
/// assert_eq!(out, [None]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MisereNim;

impl Game for MisereNim {
    type State = Option<Vec<u64>>;

    fn moves(&self, state: &Option<Vec<u64>>, out: &mut Vec<Option<Vec<u64>>>) {
        let Some(piles) = state else { return };
        if piles.iter().all(|&p| p == 0) {
            out.push(None);
            return;
        }
        let mut next = Vec::new();
        Nim.moves(piles, &mut next);
        out.extend(next.into_iter().map(Some));
    }
}

/// Lasker's Nim (HDU 3032): several heaps; a move either removes any
/// positive number of objects from one heap, or splits one heap into two
/// smaller non-empty heaps. Whoever cannot move (no objects left) loses.
///
/// The state is the non-empty heaps, sorted ascending (a heap emptied is
/// gone); give starts that way. The moves are listed heap by heap: the
/// removals (1, 2, … objects), then the splits (1 + rest, 2 + rest, …).
///
/// # Complexity
/// About `1.5·h` moves from a heap of `h`, a sort each.
///
/// ```
/// use game_core::proof::rules::Lasker;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Lasker.moves(&vec![4], &mut out);
/// assert_eq!(out, [vec![3], vec![2], vec![1], vec![], vec![1, 3], vec![2, 2]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Lasker;

impl Game for Lasker {
    type State = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (i, &heap) in heaps.iter().enumerate() {
            let others = || heaps.iter().enumerate().filter(move |&(j, _)| j != i);
            for left in (0..heap).rev() {
                let mut next: Vec<u64> = others().map(|(_, &h)| h).collect();
                if left > 0 {
                    next.push(left);
                }
                next.sort_unstable();
                out.push(next);
            }
            for part in 1..=heap / 2 {
                let mut next: Vec<u64> = others().map(|(_, &h)| h).collect();
                next.extend([part, heap - part]);
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

/// A subtraction game with a given move set (HDU 1536's S-Nim): several
/// heaps; a move removes from one heap a number that is in `moves` and at
/// most the heap. Whoever cannot move loses.
///
/// The state is the heaps, sorted ascending, zeros kept; give starts that
/// way. `moves` may list the numbers in any order and repeat them, but not
/// 0 (a move that changes nothing would make a cycle). The moves are listed
/// heap by heap, in the order of `moves`.
///
/// # Complexity
/// Up to `|moves|` moves per heap, a sort each.
///
/// ```
/// use game_core::proof::rules::Subtraction;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Subtraction { moves: vec![2, 5] }.moves(&vec![1, 5], &mut out);
/// assert_eq!(out, [vec![1, 3], vec![0, 1]]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subtraction {
    /// The numbers a move may remove.
    pub moves: Vec<u64>,
}

impl Game for Subtraction {
    type State = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        let takes = |heap: u64| self.moves.iter().copied().filter(move |&s| s <= heap);
        take_from_heaps(heaps, takes, out);
    }
}

/// HDU 1847's game: a move takes from a heap a number of cards that is a
/// power of two (1, 2, 4, 8, …) and at most the heap; whoever takes the
/// last card (so that the next player cannot move) wins.
///
/// The state is the heaps, sorted ascending, zeros kept (HDU 1847 has one).
/// The moves are listed heap by heap, taking 1, 2, 4, …
///
/// # Complexity
/// `log2(heap) + 1` moves per heap.
///
/// ```
/// use game_core::proof::rules::PowersOfTwo;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// PowersOfTwo.moves(&vec![5], &mut out);
/// assert_eq!(out, [vec![4], vec![3], vec![1]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PowersOfTwo;

impl Game for PowersOfTwo {
    type State = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        let takes = |heap: u64| {
            std::iter::successors(Some(1u64), |&p| p.checked_mul(2)).take_while(move |&p| p <= heap)
        };
        take_from_heaps(heaps, takes, out);
    }
}

/// HDU 1848's game: a move takes from one heap a Fibonacci number of
/// stones, at most the heap, where F(1) = 1, F(2) = 2 and
/// F(n) = F(n − 1) + F(n − 2) (1, 2, 3, 5, 8, …); whoever takes the last
/// stones wins.
///
/// The state is the heaps, sorted ascending, zeros kept (HDU 1848 has
/// three). The moves are listed heap by heap, taking 1, 2, 3, 5, …
///
/// # Complexity
/// About `log_φ(heap)` moves per heap.
///
/// ```
/// use game_core::proof::rules::Fibonacci;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Fibonacci.moves(&vec![1, 4], &mut out);
/// assert_eq!(out, [vec![0, 4], vec![1, 3], vec![1, 2], vec![1, 1]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Fibonacci;

impl Game for Fibonacci {
    type State = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        let takes = |heap: u64| {
            // (F(k), F(k + 1)), the second None once it passes u64.
            let pairs = std::iter::successors(Some((1u64, Some(2u64))), |&(a, b)| {
                b.map(|b| (b, a.checked_add(b)))
            });
            pairs.map(|(f, _)| f).take_while(move |&f| f <= heap)
        };
        take_from_heaps(heaps, takes, out);
    }
}

/// Georgia and Bob (POJ 1704): pieces on distinct cells 1, 2, 3, … of a
/// row; a move shifts one piece left by at least one cell, without jumping
/// over or onto another piece or leaving the board. Whoever cannot move
/// loses.
///
/// The state is the pieces' cells, sorted ascending (give starts that
/// way; each move keeps the order, as no piece passes another). The moves
/// are listed piece by piece, one cell left first.
///
/// # Complexity
/// The number of empty cells left of each piece up to its neighbour, summed.
///
/// ```
/// use game_core::proof::rules::GeorgiaBob;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// GeorgiaBob.moves(&vec![2, 5], &mut out);
/// assert_eq!(out, [vec![1, 5], vec![2, 4], vec![2, 3]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GeorgiaBob;

impl Game for GeorgiaBob {
    type State = Vec<u64>;

    fn moves(&self, cells: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (i, &cell) in cells.iter().enumerate() {
            // The first free cell: right of the neighbour, or cell 1.
            let lowest = if i > 0 { cells[i - 1] + 1 } else { 1 };
            for to in (lowest..cell).rev() {
                let mut next = cells.clone();
                next[i] = to;
                out.push(next);
            }
        }
    }
}

/// The stair game (CSES 1099): stairs 1, 2, …, n, each holding balls; a
/// move takes one or more balls from a stair `k ≥ 2` and puts them on stair
/// `k − 1`. Whoever cannot move (every ball on stair 1) loses.
///
/// The state is the balls on each stair, stair 1 first. The moves are
/// listed stair by stair from stair 2 up, moving 1, 2, … balls.
///
/// # Complexity
/// The balls on stairs 2..=n, summed; the states from a start are every
/// spread of its balls over lower stairs, so use few, small stairs.
///
/// ```
/// use game_core::proof::rules::Stairs;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Stairs.moves(&vec![0, 2, 1], &mut out);
/// assert_eq!(out, [vec![1, 1, 1], vec![2, 0, 1], vec![0, 3, 0]]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stairs;

impl Game for Stairs {
    type State = Vec<u64>;

    fn moves(&self, stairs: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for k in 1..stairs.len() {
            for moved in 1..=stairs[k] {
                let mut next = stairs.clone();
                next[k] -= moved;
                next[k - 1] += moved;
                out.push(next);
            }
        }
    }
}

/// The multiplication game (HDU 1517): `p` starts at 1; a move multiplies
/// it by an integer from 2 to 9, and whoever first makes `p ≥ n` wins.
///
/// The state is `Some(p)` while `p < n`; a move whose product reaches `n`
/// (or overflows `u64`, which is beyond any `n`) goes to `None`: the game
/// is won by its mover, and the player to move there cannot move. The game
/// starts at `Some(1)`; `Some(p)` with `p ≥ n` (only a start can be) has no
/// moves. The moves are listed by factor, 2 to 9.
///
/// # Complexity
/// At most 8 moves a state; the states are the products `2^a·3^b·5^c·7^d`
/// below `n`.
///
/// ```
/// use game_core::proof::rules::Multiplication;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Multiplication { n: 30 }.moves(&Some(4), &mut out);
/// let reached = [Some(8), Some(12), Some(16), Some(20), Some(24), Some(28)];
/// assert_eq!(out[..6], reached);
/// assert_eq!(out[6..], [None, None]); // 32 and 36 reach 30
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Multiplication {
    /// The target: whoever makes `p ≥ n` wins.
    pub n: u64,
}

impl Game for Multiplication {
    type State = Option<u64>;

    fn moves(&self, state: &Option<u64>, out: &mut Vec<Option<u64>>) {
        let Some(p) = *state else { return };
        if p >= self.n {
            return;
        }
        for factor in 2..=9 {
            out.push(p.checked_mul(factor).filter(|&q| q < self.n));
        }
    }
}

/// The Cutting Game (POJ 2311): pieces of paper, at first one W×H sheet; a
/// move takes one piece and cuts it in two along a full grid line, and
/// whoever produces a 1×1 piece wins.
///
/// The state is `Some(pieces)`, each piece as (short side, long side)
/// (a piece's orientation does not change its cuts), sorted; give starts
/// that way. A cut that produces a 1×1 goes to `None`: its mover has won,
/// and the player to move there cannot move. A 1×1 piece has no cut, and
/// a game whose pieces all are 1×1 has no move: the player to move loses.
/// The moves are listed piece by piece, cutting across the short side, then
/// across the long side, each at 1, 2, …
///
/// # Complexity
/// `short + long − 2` cuts per piece, a sort each; the states are the
/// multisets of pieces the cuts can make, many: use small sheets.
///
/// ```
/// use game_core::proof::rules::Cutting;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Cutting.moves(&Some(vec![(2, 3)]), &mut out);
/// // Across the short side: two 1×3 strips. Across the long side at 1 or
/// // 2: a 1×2 and a 2×2, twice.
/// let strips = Some(vec![(1, 3), (1, 3)]);
/// let square = Some(vec![(1, 2), (2, 2)]);
/// assert_eq!(out, [strips, square.clone(), square]);
/// out.clear();
/// Cutting.moves(&Some(vec![(1, 2)]), &mut out);
/// assert_eq!(out, [None]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cutting;

impl Game for Cutting {
    type State = Option<Vec<(u64, u64)>>;

    fn moves(&self, state: &Option<Vec<(u64, u64)>>, out: &mut Vec<Self::State>) {
        let Some(pieces) = state else { return };
        let piece = |a: u64, b: u64| (a.min(b), a.max(b));
        for (i, &(short, long)) in pieces.iter().enumerate() {
            let cuts = (1..short)
                .map(|x| [piece(x, long), piece(short - x, long)])
                .chain((1..long).map(|y| [piece(short, y), piece(short, long - y)]));
            for halves in cuts {
                let next = if halves.contains(&(1, 1)) {
                    None
                } else {
                    let mut rest = pieces.clone();
                    rest.remove(i);
                    rest.extend(halves);
                    rest.sort_unstable();
                    Some(rest)
                };
                out.push(next);
            }
        }
    }
}

/// kiki's game (HDU 2147): an `n`×`m` board, rows 1..=n from the top,
/// columns 1..=m from the left; a coin starts in the top-right corner
/// `(1, m)`. A move shifts it one cell left, down, or diagonally
/// down-left, staying on the board; whoever cannot move loses.
///
/// The state is the coin's (row, column). The moves are listed left, down,
/// down-left.
///
/// # Complexity
/// At most 3 moves a state; `n·m` states.
///
/// ```
/// use game_core::proof::rules::Kiki;
/// use game_core::proof::solver::Game;
///
/// let mut out = Vec::new();
/// Kiki { n: 5, m: 3 }.moves(&(1, 3), &mut out);
/// assert_eq!(out, [(1, 2), (2, 3), (2, 2)]);
/// out.clear();
/// Kiki { n: 5, m: 3 }.moves(&(5, 1), &mut out);
/// assert!(out.is_empty());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kiki {
    /// The number of rows.
    pub n: u64,
    /// The number of columns.
    pub m: u64,
}

impl Game for Kiki {
    type State = (u64, u64);

    fn moves(&self, &(row, col): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        let (left, down) = (col > 1, row < self.n);
        if left {
            out.push((row, col - 1));
        }
        if down {
            out.push((row + 1, col));
        }
        if left && down {
            out.push((row + 1, col - 1));
        }
    }
}

/// Tokens on a directed graph (HDU 1524): `out[v]` lists the vertices an
/// edge leads to from vertex `v`; a move takes one token along one edge
/// (several tokens may share a vertex). Whoever cannot move loses. The
/// graph must have no cycle.
///
/// The state is the tokens' vertices, sorted ascending; give starts that
/// way. The moves are listed token by token, edge by edge.
///
/// # Complexity
/// The tokens' out-degrees, summed, a sort each.
///
/// ```
/// use game_core::proof::rules::DagTokens;
/// use game_core::proof::solver::Game;
///
/// let game = DagTokens { out: vec![vec![1, 2], vec![], vec![1]] };
/// let mut out = Vec::new();
/// game.moves(&vec![0, 2], &mut out);
/// assert_eq!(out, [vec![1, 2], vec![2, 2], vec![0, 1]]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DagTokens {
    /// The out-neighbours of each vertex.
    pub out: Vec<Vec<usize>>,
}

impl Game for DagTokens {
    type State = Vec<usize>;

    fn moves(&self, tokens: &Vec<usize>, out: &mut Vec<Vec<usize>>) {
        for (i, &vertex) in tokens.iter().enumerate() {
            for &to in &self.out[vertex] {
                let mut next = tokens.clone();
                next[i] = to;
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves<G: Game>(game: &G, state: G::State) -> Vec<G::State> {
        let mut out = Vec::new();
        game.moves(&state, &mut out);
        out
    }

    #[test]
    fn wythoff_moves_take_from_one_pile_or_both() {
        assert_eq!(
            moves(&Wythoff, (2, 3)),
            [(1, 3), (0, 3), (2, 2), (2, 1), (2, 0), (1, 2), (0, 1)]
        );
        assert_eq!(moves(&Wythoff, (0, 2)), [(0, 1), (0, 0)]);
        assert_eq!(moves(&Wythoff, (0, 0)), []);
    }

    #[test]
    fn euclid_moves_subtract_multiples_of_the_smaller() {
        assert_eq!(moves(&Euclid, (3, 10)), [(3, 7), (3, 4), (3, 1)]);
        assert_eq!(moves(&Euclid, (10, 3)), [(7, 3), (4, 3), (1, 3)]);
        assert_eq!(moves(&Euclid, (4, 4)), [(4, 0)]);
        assert_eq!(moves(&Euclid, (0, 4)), []);
        assert_eq!(moves(&Euclid, (4, 0)), []);
        let top = moves(&Euclid, (u64::MAX / 2, u64::MAX));
        assert_eq!(top, [(u64::MAX / 2, u64::MAX / 2 + 1), (u64::MAX / 2, 1)]);
    }

    #[test]
    fn bash_moves_add_one_to_m() {
        assert_eq!(moves(&Bash { m: 2 }, 7), [6, 5]);
        assert_eq!(moves(&Bash { m: 4 }, 3), [2, 1, 0]);
        assert_eq!(moves(&Bash { m: 4 }, 0), []);
        assert_eq!(moves(&Bash { m: 0 }, 5), []);
        assert_eq!(moves(&Bash { m: u64::MAX }, 2), [1, 0]);
    }

    #[test]
    fn poj1740_moves_remove_then_spread_onto_non_empty_piles() {
        assert_eq!(
            moves(&Poj1740, vec![2, 2]),
            [
                vec![0, 2],
                vec![0, 3],
                vec![1, 2],
                vec![0, 2],
                vec![0, 3],
                vec![1, 2]
            ]
        );
        // A pile of 0 can neither be chosen nor receive stones.
        assert_eq!(moves(&Poj1740, vec![0, 1]), [vec![0, 0]]);
        assert_eq!(moves(&Poj1740, vec![0, 0]), Vec::<Vec<u64>>::new());
        // Three stones to spread over two piles: every split of at most 2.
        let spread = moves(&Poj1740, vec![1, 1, 3]);
        // Each 1 can only be taken (1 move each); the 3 leaves 0, 1 or 2
        // and spreads at most 2, 1 or 0 over the two 1s (6 + 3 + 1 ways).
        assert_eq!(spread.len(), 2 + 10);
        assert!(spread.contains(&vec![0, 2, 2]) && spread.contains(&vec![1, 1, 2]));
        assert!(spread.iter().all(|s| s.windows(2).all(|w| w[0] <= w[1])));
        assert!(spread.iter().all(|s| s.iter().sum::<u64>() < 5));
    }

    #[test]
    fn poj1740_gives_nothing_to_empty_piles() {
        let mut out = Vec::new();
        Poj1740.moves(&vec![0, 3], &mut out);
        // Only the 3 can move, and nothing can go onto the empty pile.
        assert_eq!(out, [vec![0, 0], vec![0, 1], vec![0, 2]]);
    }

    #[test]
    fn nim_moves_take_from_one_pile_in_order() {
        assert_eq!(
            moves(&Nim, vec![1, 2]),
            [vec![0, 2], vec![1, 1], vec![1, 0]]
        );
        // Equal piles: each (pile, amount) is its own state.
        assert_eq!(moves(&Nim, vec![1, 1]), [vec![0, 1], vec![1, 0]]);
        assert_eq!(moves(&Nim, vec![0, 0]), Vec::<Vec<u64>>::new());
        assert_eq!(moves(&Nim, vec![]), Vec::<Vec<u64>>::new());
    }

    #[test]
    fn misere_nim_ends_with_one_move_to_none() {
        assert_eq!(
            moves(&MisereNim, Some(vec![1, 1])),
            [Some(vec![0, 1]), Some(vec![1, 0])]
        );
        assert_eq!(moves(&MisereNim, Some(vec![0])), [None]);
        assert_eq!(moves(&MisereNim, Some(vec![])), [None]);
        assert_eq!(moves(&MisereNim, None), []);
    }

    #[test]
    fn lasker_moves_remove_or_split_in_two() {
        assert_eq!(
            moves(&Lasker, vec![1, 3]),
            [vec![3], vec![1, 2], vec![1, 1], vec![1], vec![1, 1, 2]]
        );
        assert_eq!(moves(&Lasker, vec![2]), [vec![1], vec![], vec![1, 1]]);
        assert_eq!(moves(&Lasker, vec![]), Vec::<Vec<u64>>::new());
    }

    #[test]
    fn subtraction_moves_use_the_set() {
        let game = Subtraction {
            moves: vec![3, 1, 3],
        };
        assert_eq!(
            moves(&game, vec![0, 3]),
            [vec![0, 0], vec![0, 2], vec![0, 0]]
        );
        assert_eq!(moves(&game, vec![1, 2]), [vec![0, 2], vec![1, 1]]);
        let game = Subtraction { moves: vec![] };
        assert_eq!(moves(&game, vec![5]), Vec::<Vec<u64>>::new());
    }

    #[test]
    fn powers_of_two_and_fibonacci_moves() {
        assert_eq!(moves(&PowersOfTwo, vec![0]), Vec::<Vec<u64>>::new());
        assert_eq!(
            moves(&PowersOfTwo, vec![3, 4]),
            [vec![2, 4], vec![1, 4], vec![3, 3], vec![2, 3], vec![0, 3]]
        );
        assert_eq!(moves(&PowersOfTwo, vec![u64::MAX]).len(), 64);
        assert_eq!(
            moves(&Fibonacci, vec![8]),
            [vec![7], vec![6], vec![5], vec![3], vec![0]]
        );
        assert_eq!(moves(&Fibonacci, vec![0]), Vec::<Vec<u64>>::new());
        // F(92) is the last Fibonacci number below 2^64: no overflow.
        assert_eq!(moves(&Fibonacci, vec![u64::MAX]).len(), 92);
    }

    #[test]
    fn georgia_bob_moves_never_pass_a_piece() {
        assert_eq!(moves(&GeorgiaBob, vec![1, 2, 3]), Vec::<Vec<u64>>::new());
        assert_eq!(moves(&GeorgiaBob, vec![3]), [vec![2], vec![1]]);
        assert_eq!(moves(&GeorgiaBob, vec![1, 3, 4]), [vec![1, 2, 4]]);
    }

    #[test]
    fn multiplication_moves_end_at_the_target() {
        assert_eq!(moves(&Multiplication { n: 2 }, Some(1)), [None; 8]);
        assert_eq!(
            moves(&Multiplication { n: 5 }, Some(1)),
            [Some(2), Some(3), Some(4), None, None, None, None, None]
        );
        assert_eq!(moves(&Multiplication { n: 5 }, Some(5)), []);
        assert_eq!(moves(&Multiplication { n: 1 }, Some(1)), []);
        assert_eq!(moves(&Multiplication { n: 5 }, None), []);
        let top = moves(&Multiplication { n: u64::MAX }, Some(u64::MAX / 2));
        assert_eq!(top[0], Some(u64::MAX - 1));
        assert!(top[1..].iter().all(Option::is_none));
    }

    #[test]
    fn cutting_moves_end_at_a_1x1() {
        assert_eq!(moves(&Cutting, Some(vec![(1, 1)])), []);
        assert_eq!(moves(&Cutting, None), []);
        let strips = Some(vec![(1, 1), (1, 2), (1, 2)]);
        assert_eq!(
            moves(&Cutting, Some(vec![(1, 1), (2, 2)])),
            [strips.clone(), strips]
        );
        // A 1×3: cut at 1 or 2, a 1×1 each time.
        assert_eq!(moves(&Cutting, Some(vec![(1, 3)])), [None, None]);
        let cuts = moves(&Cutting, Some(vec![(2, 2), (3, 4)]));
        // 2 cuts of the 2×2, 2 + 3 of the 3×4.
        assert_eq!(cuts.len(), 7);
        assert!(cuts.contains(&Some(vec![(1, 4), (2, 2), (2, 4)])));
        assert!(cuts.contains(&Some(vec![(2, 2), (2, 3), (2, 3)])));
    }

    #[test]
    fn kiki_moves_left_down_or_both() {
        let game = Kiki { n: 2, m: 2 };
        assert_eq!(moves(&game, (1, 2)), [(1, 1), (2, 2), (2, 1)]);
        assert_eq!(moves(&game, (1, 1)), [(2, 1)]);
        assert_eq!(moves(&game, (2, 2)), [(2, 1)]);
        assert_eq!(moves(&game, (2, 1)), []);
        assert_eq!(moves(&Kiki { n: 1, m: 1 }, (1, 1)), []);
    }

    #[test]
    fn dag_tokens_move_one_token_along_one_edge() {
        let game = DagTokens {
            out: vec![vec![1], vec![], vec![0, 1]],
        };
        assert_eq!(moves(&game, vec![1, 1]), Vec::<Vec<usize>>::new());
        assert_eq!(
            moves(&game, vec![0, 2]),
            [vec![1, 2], vec![0, 0], vec![0, 1]]
        );
    }
}
