//! Subtraction games: powers of two, the Fibonacci set, {1, 2, k}, every
//! number from L to R (HDU 1847, HDU 1848, CF 1194D, ABC 297 G), and who
//! wins from every heap up to n for any set (CSES 1729, [`winning_heaps`]).
//!
//! HDU 1536's any set is [`grundy::Subtraction`](super::grundy::Subtraction);
//! Bash is in [`bash`](super::bash).
//!
//! A heap of objects; a move removes from it a number that belongs to a
//! fixed move set S. Whoever cannot move (or, the same, whoever takes the
//! last object) wins; several heaps are a sum, decided by the XOR of the
//! heaps' Grundy values.
//!
//! # The rule
//! - S = {1, …, m} (Bash): `SG(n) = n mod (m + 1)`
//!   ([`bash::grundy`](super::bash::grundy)), period m + 1.
//! - S = the powers of two {1, 2, 4, 8, …} (HDU 1847):
//!   `SG(n) = n mod 3` ([`powers_of_two_grundy`]), period 3; the player to
//!   move loses exactly when `n` is a multiple of 3.
//! - S = the Fibonacci numbers {1, 2, 3, 5, 8, 13, …} (HDU 1848): no closed
//!   form; the values come from the table [`Fibonacci`], and three heaps are
//!   lost for the player to move exactly when their values XOR to 0.
//! - S = {1, 2, k} (CF 1194D, a chip moved 1, 2 or k cells towards cell 0;
//!   [`one_two_k_first_player_wins`]): when 3 does not divide k the player
//!   to move loses exactly when 3 divides n, as for {1, 2}; when 3 divides
//!   k, with `r = n mod (k + 1)`, exactly when 3 divides r and `r ≠ k`
//!   (period k + 1).
//! - S = {L, L + 1, …, R} (ABC 297 G; [`Between`]):
//!   `SG(x) = ⌊(x mod (L + R)) / L⌋`, period L + R.
//!
//! # Why
//! Bash: from `n` the moves reach `n − 1, …, n − m`, whose values (by
//! induction) are the m residues other than `n mod (m + 1)`, so the mex is
//! `n mod (m + 1)`. Powers of two: no power of two is a multiple of 3
//! (2^k ≡ 1 or 2 mod 3), so a move always changes the residue mod 3, and
//! taking 1 or 2 reaches both other residues (when the heap allows: from
//! `n = 1` only `0` is reached and `SG(1) = mex{0} = 1`); by induction the
//! values below `n` are their residues, the moves from `n` reach the other
//! residues and never its own, and `SG(n) = n mod 3`. Fibonacci: the set is
//! infinite, and with it the largest move usable grows with the heap, so no
//! finite window of values fixes the next one; the values do not settle
//! into a period within the table (up to 100 000 new values keep appearing:
//! 13 first at heap 12 071, 14 at 48 652), and the table is the method.
//!
//! Any set S, one heap, who wins (CSES 1729): a heap is lost for the player
//! to move exactly when no move reaches a lost heap; 0 is lost.
//! [`winning_heaps`] marks them from 0 up, and needs no Grundy values.
//!
//! {1, 2, k}, by induction on n (only who wins matters: one chip). If 3
//! does not divide k, no move keeps n's residue mod 3, and from a
//! non-multiple of 3 a move of 1 or 2 reaches a multiple: the multiples of
//! 3 are the lost cells, as without the k-move. If 3 divides k, write
//! `n = q(k + 1) + r`. Below k the k-move does not exist and r = n: lost
//! exactly at the multiples of 3. Cell k wins (k → 0). Beyond, a move of 1,
//! 2 or k changes r by −1, −2 or +1 (−k ≡ 1 mod k + 1), wrapping from 0 to
//! k or k − 1: from r ≡ 0 (mod 3), r ≠ k, every move reaches r − 1 ≡ 2,
//! r − 2 ≡ 1, r + 1 ≡ 1, or (from r = 0) k or k − 1 ≡ 2, all winning; from
//! r ≡ 1 or 2 a move of 1 or 2 reaches r' ≡ 0 with r' < k, and from r = k
//! the k-move reaches r = 0: those cells win.
//!
//! {L, …, R}, with P = L + R, ρ = x mod P and j = ⌊ρ/L⌋, by induction on x.
//! The moves reach the heaps [x − R, x − L]. For x < P the lowest of them
//! is below L (value 0) and the heaps climb to x − L, whose value is
//! j − 1, through every value between: the mex is j (no move below L). For
//! x ≥ P, by the induction the values repeat with period P: if ρ ≥ R the
//! heaps reached are the residues ρ − R (< L, value 0) to ρ − L (value
//! j − 1) of x's period; if L ≤ ρ < R they are the residues 0 to ρ − L of
//! x's period (values 0 to j − 1) and ρ + L to P − 1 of the one before
//! (values j + 1 and up); if ρ < L they are the residues ρ + L to ρ + R of
//! the period before, all of value 1 and up. In every case the mex is j.
//!
//! # Exact arithmetic
//! `k + 1` and `L + R` can pass `2^64 − 1` (k = 2^64 − 1 is a multiple of
//! 3): a period beyond `u64` is larger than every heap, and the heap is its
//! own residue. No cast, no overflow: every `u64` is answered exactly.
//!
//! # Complexity
//! Powers of two, {1, 2, k} and {L, …, R}: O(1) for every `u64` (one or
//! two divisions). Fibonacci: O(h·log h) once for the values up to the
//! largest heap `h` asked (24 moves are usable at the table's limit), then
//! O(1). [`winning_heaps`]: O(n + L·|S|) for the L lost heaps up to n, at
//! most O(n·|S|).

use super::grundy::Subtraction;

/// The largest heap [`winning_heaps`] answers up to: 10^7 (a bit a heap,
/// 1.25 MB; CSES 1729's n is at most 10^6).
pub const HEAPS_LIMIT: u64 = 10_000_000;

/// Who wins the one-heap subtraction game of move set `moves` from every
/// heap `0..=n` (CSES 1729), a bit a heap: [`WinningHeaps::get`] of `h` is
/// true when the player to move wins from a heap of `h`. A move takes
/// exactly `s` objects for some `s` of the set, at most the heap; whoever
/// cannot move loses.
///
/// The heaps are decided from 0 up, and each lost one marks as won every
/// heap one move above it: heap `h` is won exactly when some `h − s` is
/// lost, and every `h − s` is decided before `h`. Moves may come in any
/// order and repeat; moves above `n` never apply.
///
/// # Errors
/// `n` above [`HEAPS_LIMIT`]; a move of 0; more than
/// [`Subtraction::MOVES_LIMIT`] = 1000 distinct moves. The message says
/// which.
///
/// # Complexity
/// O(k log k) for the k moves given, then O(n + L·m) for the L lost heaps
/// up to `n` and the m distinct moves up to `n`, so at most O(n·m); n + 1
/// bits. With a move of 1 (CSES 1729 has one) no two lost heaps are
/// neighbours, so L ≤ n/2 + 1: at most 5·10^7 marks for CSES 1729's largest
/// input (n = 10^6, 100 moves). Its binary on such inputs (`scripts/bench`'s
/// generator, CPU time a run, 10 runs): 100 random moves, 58,752 lost heaps,
/// 7–8 ms; 100 odd moves, every even heap lost (the most), 25–26 ms (a
/// load of 35 on 2 cores). A byte a heap ran in 5 and 13–16 ms (a load of
/// 15), but its megabyte at n = 10^6 grew the binary's peak memory by more
/// than the 512 KiB that `crates/bench/tests/rss.rs` allows between a
/// small input and the largest.
///
/// ```
/// use game_core::subtraction::winning_heaps;
/// // CSES 1729's sample: P = {1, 3, 4}, heaps 1..=10.
/// let wins = winning_heaps(&[1, 3, 4], 10)?;
/// let line: String = wins.iter().skip(1).map(|w| if w { 'W' } else { 'L' }).collect();
/// assert_eq!(line, "WLWWWWLWLW");
/// assert_eq!((wins.len(), wins.get(0), wins.get(11)), (11, Some(false), None));
/// // No move applies.
/// assert!(winning_heaps(&[5, u64::MAX], 4)?.iter().all(|won| !won));
/// assert!(winning_heaps(&[1, 0], 4).is_err());
/// assert!(winning_heaps(&[1], 10_000_001).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn winning_heaps(moves: &[u64], n: u64) -> Result<WinningHeaps, String> {
    if n > HEAPS_LIMIT {
        return Err(format!(
            "heap {n} is above this program's limit of {HEAPS_LIMIT}"
        ));
    }
    let mut set = moves.to_vec();
    set.sort_unstable();
    set.dedup();
    if set.first() == Some(&0) {
        return Err(super::grundy::ZERO_MOVE.to_string());
    }
    if set.len() > Subtraction::MOVES_LIMIT {
        return Err(super::grundy::too_many_moves());
    }
    // n ≤ HEAPS_LIMIT fits usize, and so does every move kept.
    let n = n as usize;
    let usable: Vec<usize> = set
        .into_iter()
        .take_while(|&s| s <= n as u64)
        .map(|s| s as usize)
        .collect();
    let mut won = vec![0u64; n / 64 + 1];
    for h in 0..=n {
        if won[h / 64] >> (h % 64) & 1 == 1 {
            continue;
        }
        // A lost heap: every heap one move above it is won.
        for &s in &usable {
            let target = h + s;
            if target > n {
                break;
            }
            won[target / 64] |= 1 << (target % 64);
        }
    }
    Ok(WinningHeaps { won, len: n + 1 })
}

/// Who wins from each heap `0..=n`, a bit a heap: what [`winning_heaps`]
/// returns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WinningHeaps {
    /// Bit `h % 64` of word `h / 64`: the heap `h` is won.
    won: Vec<u64>,
    /// n + 1, the number of heaps.
    len: usize,
}

impl WinningHeaps {
    /// The number of heaps answered, n + 1 (heap 0 too).
    pub fn len(&self) -> usize {
        self.len
    }

    /// False: there is always heap 0.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the player to move wins from a heap of `heap`; `None` above n.
    pub fn get(&self, heap: u64) -> Option<bool> {
        let h = usize::try_from(heap).ok().filter(|&h| h < self.len)?;
        Some(self.won[h / 64] >> (h % 64) & 1 == 1)
    }

    /// Whether the player to move wins, for each heap 0, 1, …, n in turn.
    pub fn iter(&self) -> impl Iterator<Item = bool> + '_ {
        (0..self.len).map(move |h| self.won[h / 64] >> (h % 64) & 1 == 1)
    }
}

/// The Grundy value of a heap of `n` in the subtraction game whose moves
/// are the powers of two (HDU 1847): `n mod 3`.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::subtraction::powers_of_two_grundy;
/// let values: Vec<u64> = (0..7).map(powers_of_two_grundy).collect();
/// assert_eq!(values, [0, 1, 2, 0, 1, 2, 0]);
/// assert_eq!(powers_of_two_grundy(u64::MAX), 0); // 2^64 − 1 = 3 · 6148914691236517205
/// ```
pub fn powers_of_two_grundy(n: u64) -> u64 {
    n % 3
}

/// True if the first player wins HDU 1847's game from `n` cards (a move
/// takes a power of two, at most what is left; whoever takes the last card
/// wins): `n` is not a multiple of 3. With `n = 0` the first player cannot
/// move and loses.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::subtraction::powers_of_two_first_player_wins;
/// assert!(powers_of_two_first_player_wins(1)); // Kiki
/// assert!(!powers_of_two_first_player_wins(3)); // Cici
/// assert!(!powers_of_two_first_player_wins(0));
/// ```
pub fn powers_of_two_first_player_wins(n: u64) -> bool {
    powers_of_two_grundy(n) != 0
}

/// The powers of two up to `up_to`, ascending: 1, 2, 4, …; the move set of
/// HDU 1847 for heaps up to `up_to` (for [`grundy::Subtraction`]).
///
/// # Complexity
/// O(log up_to).
///
/// [`grundy::Subtraction`]: super::grundy::Subtraction
///
/// ```
/// use game_core::subtraction::powers_of_two;
/// assert_eq!(powers_of_two(10), [1, 2, 4, 8]);
/// assert!(powers_of_two(0).is_empty());
/// assert_eq!(powers_of_two(u64::MAX).len(), 64);
/// ```
pub fn powers_of_two(up_to: u64) -> Vec<u64> {
    (0..64)
        .map(|k| 1u64 << k)
        .take_while(|&p| p <= up_to)
        .collect()
}

/// HDU 1848's Fibonacci numbers up to `up_to`, ascending:
/// F(1) = 1, F(2) = 2, F(n) = F(n − 1) + F(n − 2), so 1, 2, 3, 5, 8, 13, …
///
/// # Complexity
/// O(log up_to).
///
/// ```
/// use game_core::subtraction::fibonacci_numbers;
/// assert_eq!(fibonacci_numbers(20), [1, 2, 3, 5, 8, 13]);
/// assert!(fibonacci_numbers(0).is_empty());
/// // The last below 2^64 is F(92) = 12200160415121876738.
/// assert_eq!(fibonacci_numbers(u64::MAX).len(), 92);
/// ```
pub fn fibonacci_numbers(up_to: u64) -> Vec<u64> {
    let mut numbers = Vec::new();
    let (mut f, mut next) = (1u64, Some(2u64));
    while f <= up_to {
        numbers.push(f);
        match next {
            Some(n) => (f, next) = (n, f.checked_add(n)),
            None => break,
        }
    }
    numbers
}

/// The Grundy values of the subtraction game whose moves are HDU 1848's
/// Fibonacci numbers {1, 2, 3, 5, 8, …}: a [`grundy::Subtraction`] table
/// with that set.
///
/// # Constraints
/// Heaps up to [`Subtraction::LIMIT`] = 100 000 (HDU 1848's are ≤ 1000).
///
/// # Complexity
/// Building the values up to heap `h` costs O(h·log h) (the table up to
/// 100 000 takes about 3 ms), once; then O(1) a heap.
///
/// [`grundy::Subtraction`]: super::grundy::Subtraction
///
/// ```
/// use game_core::subtraction::Fibonacci;
/// let mut fib = Fibonacci::new();
/// let values: Vec<u64> = (0..10).map(|h| fib.grundy(h)).collect::<Result<_, _>>()?;
/// assert_eq!(values, [0, 1, 2, 3, 0, 1, 2, 3, 4, 5]);
/// // HDU 1848's samples: 1 1 1 → Fibo, 1 4 1 → Nacci.
/// assert!(fib.first_player_wins([1, 1, 1])?);
/// assert!(!fib.first_player_wins([1, 4, 1])?);
/// assert!(fib.grundy(100_001).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone)]
pub struct Fibonacci {
    table: Subtraction,
}

impl Default for Fibonacci {
    fn default() -> Self {
        Self::new()
    }
}

impl Fibonacci {
    /// The game, no value computed yet.
    pub fn new() -> Self {
        // Sorted, distinct, positive, and 24 moves: within every limit.
        Self {
            table: Subtraction::from_valid(fibonacci_numbers(Subtraction::LIMIT)),
        }
    }

    /// The Grundy value of a heap of `heap`.
    ///
    /// # Errors
    /// `heap` above [`Subtraction::LIMIT`], with a message naming it.
    ///
    /// # Complexity
    /// As [`Subtraction::grundy`].
    pub fn grundy(&mut self, heap: u64) -> Result<u64, String> {
        self.table.grundy(heap)
    }

    /// True if the player to move wins with these heaps (HDU 1848 has
    /// three): the XOR of their values is not 0.
    ///
    /// # Errors
    /// A heap above [`Subtraction::LIMIT`], with a message naming it.
    ///
    /// # Complexity
    /// As [`Subtraction::first_player_wins`].
    pub fn first_player_wins<I: IntoIterator<Item = u64>>(
        &mut self,
        heaps: I,
    ) -> Result<bool, String> {
        self.table.first_player_wins(heaps)
    }
}

/// True if the first player wins CF 1194D's game: a chip on cell `n` of
/// the strip 0, 1, …, n moves 1, 2 or `k` cells towards 0, never past it;
/// whoever cannot move loses (so `n = 0` loses). The subtraction set
/// {1, 2, k}: when 3 does not divide `k`, the first player wins exactly
/// when 3 does not divide `n`; when it does, with `r = n mod (k + 1)`,
/// unless 3 divides `r` and `r ≠ k`.
///
/// # Errors
/// `k = 0`: a move of 0 cells changes nothing, and the game would never end.
/// (k = 1 or 2 repeats a move of {1, 2}: the set is {1, 2}.)
///
/// # Complexity
/// O(1): a division or two, for every `u64`.
///
/// ```
/// use game_core::subtraction::one_two_k_first_player_wins as wins;
/// // CF 1194D's sample: (0, 3) Bob, (3, 3) Alice, (3, 4) Bob, (4, 4) Alice.
/// assert_eq!(wins(0, 3)?, false);
/// assert_eq!(wins(3, 3)?, true);
/// assert_eq!(wins(3, 4)?, false);
/// assert_eq!(wins(4, 4)?, true);
/// // 2^64 − 1 is a multiple of 3, and k + 1 = 2^64 is larger than every n.
/// assert_eq!(wins(u64::MAX, u64::MAX)?, true);
/// assert_eq!(wins(u64::MAX - 3, u64::MAX)?, false);
/// assert!(wins(5, 0).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn one_two_k_first_player_wins(n: u64, k: u64) -> Result<bool, String> {
    if k == 0 {
        return Err("expected k ≥ 1 (a move of 0 cells would never end the game)".into());
    }
    if k % 3 != 0 {
        return Ok(n % 3 != 0);
    }
    // k + 1 = 2^64 (k = 2^64 − 1) is larger than every n: n is its residue.
    let r = k.checked_add(1).map_or(n, |period| n % period);
    Ok(r % 3 != 0 || r == k)
}

/// The subtraction game whose moves remove between `lo` and `hi` objects
/// from one heap, both included (ABC 297 G's L and R): its Grundy values
/// `⌊(x mod (lo + hi)) / lo⌋`, and a position built heap by heap.
///
/// With `lo > hi` no number is a move: every value is 0.
///
/// # Complexity
/// O(1) per heap: two divisions (none when `lo > hi`).
///
/// ```
/// use game_core::subtraction::Between;
/// let mut game = Between::new(3, 14)?;
/// assert_eq!(game.grundy(2), 0); // too few to take
/// assert_eq!(game.grundy(16), 5); // 16 mod 17 = 16, ⌊16 / 3⌋ = 5
/// assert_eq!(game.grundy(17), 0); // the period is 3 + 14
/// // ABC 297 G's sample 3: L = 3, R = 14, heaps 10, 20, …, 70: First.
/// for heap in [10, 20, 30, 40, 50, 60, 70] {
///     game.add(heap);
/// }
/// assert!(game.first_player_wins());
/// assert!(Between::new(0, 5).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Between {
    /// The fewest objects a move removes (at least 1).
    lo: u64,
    /// `lo + hi`, the period, or `None` when it passes `2^64 − 1` (larger
    /// than every heap) or when no number is a move (`lo > hi`).
    period: Option<u64>,
    /// Whether any number is a move (`lo ≤ hi`).
    moves: bool,
    /// The XOR of the values of the heaps added.
    xor: u64,
}

impl Between {
    /// The game whose moves remove `lo..=hi` objects, no heap yet.
    ///
    /// # Errors
    /// `lo = 0`: removing nothing would be a move, and the game would never
    /// end.
    pub fn new(lo: u64, hi: u64) -> Result<Self, String> {
        if lo == 0 {
            return Err("expected L ≥ 1 (removing 0 stones would never end the game)".into());
        }
        Ok(Between {
            lo,
            period: lo.checked_add(hi),
            moves: lo <= hi,
            xor: 0,
        })
    }

    /// The Grundy value of a heap of `x` objects: `⌊(x mod (lo + hi)) / lo⌋`,
    /// 0 when `lo > hi`.
    #[inline]
    pub fn grundy(&self, x: u64) -> u64 {
        if !self.moves {
            return 0;
        }
        // A period beyond u64 is larger than every heap.
        let residue = self.period.map_or(x, |p| x % p);
        residue / self.lo
    }

    /// Removes every heap.
    pub fn clear(&mut self) {
        self.xor = 0;
    }

    /// Adds a heap of `x` objects.
    #[inline]
    pub fn add(&mut self, x: u64) {
        self.xor ^= self.grundy(x);
    }

    /// True if the player to move wins with the heaps added: the XOR of
    /// their values is not 0.
    pub fn first_player_wins(&self) -> bool {
        self.xor != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_sets_include_their_bound() {
        assert_eq!(powers_of_two(8), [1, 2, 4, 8]);
        assert_eq!(powers_of_two(7), [1, 2, 4]);
        assert_eq!(powers_of_two(1), [1]);
        assert_eq!(powers_of_two(1 << 63).len(), 64);
        assert_eq!(fibonacci_numbers(8), [1, 2, 3, 5, 8]);
        assert_eq!(fibonacci_numbers(7), [1, 2, 3, 5]);
        assert_eq!(fibonacci_numbers(1), [1]);
        let all = fibonacci_numbers(u64::MAX);
        assert_eq!(all.len(), 92);
        assert_eq!(all[91], 12_200_160_415_121_876_738);
        assert_eq!(all[90] + all[89], all[91]);
        assert_eq!(fibonacci_numbers(12_200_160_415_121_876_737).len(), 91);
    }

    #[test]
    fn powers_of_two_closed_form() {
        assert!(!powers_of_two_first_player_wins(0));
        assert!(powers_of_two_first_player_wins(1) && powers_of_two_first_player_wins(2));
        assert!(!powers_of_two_first_player_wins(u64::MAX));
        assert_eq!(powers_of_two_grundy(u64::MAX - 1), 2);
    }

    #[test]
    fn one_two_k_edges() {
        assert!(one_two_k_first_player_wins(0, 0).is_err());
        // k = 1, 2: the set is {1, 2}.
        for k in [1, 2, 4, 5] {
            let lost: Vec<u64> = (0..10)
                .filter(|&n| !one_two_k_first_player_wins(n, k).unwrap())
                .collect();
            assert_eq!(lost, [0, 3, 6, 9], "k = {k}");
        }
        // k = 3: the set {1, 2, 3}, lost at the multiples of 4.
        let lost: Vec<u64> = (0..13)
            .filter(|&n| !one_two_k_first_player_wins(n, 3).unwrap())
            .collect();
        assert_eq!(lost, [0, 4, 8, 12]);
        // k = 6: period 7, r ∈ {0, 3}.
        let lost: Vec<u64> = (0..15)
            .filter(|&n| !one_two_k_first_player_wins(n, 6).unwrap())
            .collect();
        assert_eq!(lost, [0, 3, 7, 10, 14]);
    }

    #[test]
    fn between_edges() {
        assert!(Between::new(0, 0).is_err());
        let none = Between::new(5, 4).unwrap();
        assert_eq!([0, 5, 9, u64::MAX].map(|x| none.grundy(x)), [0; 4]);
        // L = R = 10^9: only a heap of exactly 10^9 (or 2·10^9 + 10^9 …) moves.
        let g = Between::new(1_000_000_000, 1_000_000_000).unwrap();
        assert_eq!(g.grundy(999_999_999), 0);
        assert_eq!(g.grundy(1_000_000_000), 1);
        assert_eq!(g.grundy(1_999_999_999), 1);
        assert_eq!(g.grundy(2_000_000_000), 0);
        // L + R = 2^64: the heap is its own residue.
        let wide = Between::new(1 << 63, 1 << 63).unwrap();
        assert_eq!(wide.grundy(u64::MAX), 1);
        assert_eq!(wide.grundy((1 << 63) - 1), 0);
        let one = Between::new(1, u64::MAX).unwrap();
        assert_eq!(one.grundy(u64::MAX), u64::MAX);
    }
}
