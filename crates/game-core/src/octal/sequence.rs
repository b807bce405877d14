//! The nim-sequence `G(0), G(1), …` of a take-and-break game, computed
//! exactly by the sparse-space (rare/common) method, for any mask.
//!
//! See the [module documentation](super) for the method and its proof.

use super::code::Code;
use std::fmt;

/// A take-and-break game: an octal code, or Grundy's game (split a heap
/// into two unequal non-empty heaps, removing nothing), which no octal
/// code describes.
///
/// ```
/// use game_core::octal::Rules;
/// assert_eq!(Rules::parse("0.77")?.to_string(), "0.77");
/// assert_eq!(Rules::parse("grundy")?, Rules::Grundy);
/// assert_eq!(Rules::Grundy.to_string(), "grundy");
/// assert_eq!(Rules::parse("0.77")?.last_digit(), Some(2));
/// assert_eq!(Rules::Grundy.last_digit(), None);
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Rules {
    /// The game of an octal code.
    Octal(Code),
    /// Grundy's game.
    Grundy,
}

impl Rules {
    /// `grundy` (any case) for Grundy's game, else an octal code as
    /// [`Code::parse`] reads it.
    ///
    /// # Errors
    /// As [`Code::parse`].
    pub fn parse(text: &str) -> Result<Rules, String> {
        if text.trim().eq_ignore_ascii_case("grundy") {
            return Ok(Rules::Grundy);
        }
        Code::parse(text).map(Rules::Octal)
    }

    /// The position `t` of the code's last non-zero digit, the `t` of the
    /// Guy–Smith theorem; `None` for Grundy's game, to which the theorem
    /// does not apply.
    pub fn last_digit(&self) -> Option<usize> {
        match self {
            Rules::Octal(code) => Some(code.last_digit()),
            Rules::Grundy => None,
        }
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rules::Octal(code) => code.fmt(f),
            Rules::Grundy => f.write_str("grundy"),
        }
    }
}

/// A sparse-space classification: heap `n` with value `v` is *rare* when
/// `parity(v & values) == (position ? n mod 2 : 0)`, common otherwise.
///
/// Any mask gives exact values (see the [module documentation](super)); a
/// good one (Grundy's game's `…11110`, 0.354's `0x3f`) makes rare heaps few
/// and the computation fast.
///
/// ```
/// use game_core::octal::Mask;
/// let grundy = Mask { values: 0xfe, position: false };
/// assert!(grundy.is_rare(4, 0) && grundy.is_rare(3, 1));
/// assert!(!grundy.is_rare(5, 2));
/// let shifted = Mask { values: 1, position: true };
/// assert!(shifted.is_rare(3, 1) && !shifted.is_rare(3, 0));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Mask {
    /// The bits of the value whose parity classifies it.
    pub values: u32,
    /// Whether the heap's parity joins the value's.
    pub position: bool,
}

impl Mask {
    /// True if heap `heap` with value `value` is rare under this mask.
    pub fn is_rare(&self, heap: u64, value: u32) -> bool {
        self.class(value) == self.shift(heap)
    }

    /// The parity of `value & values`: 0 for a value in the sparse space.
    fn class(&self, value: u32) -> u32 {
        (value & self.values).count_ones() & 1
    }

    /// The class of a rare heap `heap`, which is also the class of every
    /// value a split of two common heaps summing to `heap` can have.
    fn shift(&self, heap: u64) -> u32 {
        u32::from(self.position) & heap as u32
    }
}

/// A value cell of the table: the values are kept in `u8` while they fit,
/// then `u16`, then `u32`.
trait Cell: Copy + Eq + Into<u64> {
    /// The largest value the cell holds.
    const MAX: u32;
    /// The value.
    fn get(self) -> u32;
    /// The cell of `value` (at most [`Cell::MAX`]).
    fn put(value: u32) -> Self;
}

impl Cell for u8 {
    const MAX: u32 = u8::MAX as u32;
    #[inline]
    fn get(self) -> u32 {
        u32::from(self)
    }
    fn put(value: u32) -> Self {
        value as u8
    }
}

impl Cell for u16 {
    const MAX: u32 = u16::MAX as u32;
    #[inline]
    fn get(self) -> u32 {
        u32::from(self)
    }
    fn put(value: u32) -> Self {
        value as u16
    }
}

impl Cell for u32 {
    const MAX: u32 = u32::MAX;
    #[inline]
    fn get(self) -> u32 {
        self
    }
    fn put(value: u32) -> Self {
        value
    }
}

/// The table of values, in the narrowest cells that hold them.
#[derive(Debug, Clone)]
enum Store {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

/// Runs `$body` with `$g` bound to the table's slice, whatever its cells.
macro_rules! with_cells {
    ($store:expr, $g:ident => $body:expr) => {
        match $store {
            Store::U8($g) => $body,
            Store::U16($g) => $body,
            Store::U32($g) => $body,
        }
    };
}

/// The moves of a game, sorted by the number of tokens removed.
#[derive(Debug, Clone)]
struct Moves {
    /// `take_all[k]`: a heap of exactly `k` may be removed whole.
    take_all: Vec<bool>,
    /// The `k` that may leave one non-empty heap (`n − k`).
    leave_one: Vec<usize>,
    /// The `k` that may leave two non-empty heaps (`a + b = n − k`).
    split: Vec<usize>,
    /// Grundy's game: the two heaps must differ.
    unequal: bool,
}

impl Moves {
    fn of(rules: &Rules) -> Moves {
        match rules {
            Rules::Grundy => Moves {
                take_all: Vec::new(),
                leave_one: Vec::new(),
                split: vec![0],
                unequal: true,
            },
            Rules::Octal(code) => {
                let digits = code.digits();
                let has = |bit: u8| -> Vec<usize> {
                    (0..digits.len())
                        .filter(|&k| digits[k] & bit != 0)
                        .collect()
                };
                Moves {
                    take_all: digits.iter().map(|&d| d & 1 != 0).collect(),
                    leave_one: has(2),
                    split: has(4),
                    unequal: false,
                }
            }
        }
    }
}

/// The largest value width (in bits) for which the rare/common masks are
/// reviewed; beyond it (values ≥ 65536, a game whose values grow like the
/// heaps) the plain method is used.
const REVIEW_BITS: u32 = 16;

/// The first heap count at which the mask is reviewed; then at every
/// doubling, and whenever the values need one more bit.
const FIRST_REVIEW: usize = 64;

/// The values [`Sequence`] refuses to reach (the option marks would take
/// 256 MiB).
const VALUE_LIMIT: u32 = 1 << 31;

/// How often (in heaps) [`Sequence::extend`] reports its progress.
const PROGRESS_EVERY: usize = 1 << 16;

/// Everything but the table: the moves, the mask, the rare heaps and the
/// scratch space.
#[derive(Debug, Clone)]
struct Engine {
    moves: Moves,
    /// `None`: the plain method (every split scanned).
    mode: Option<Mask>,
    /// The mask was given, never reviewed.
    fixed: bool,
    /// The heaps `n ≥ 1` that are rare under `mode`, ascending.
    rare: Vec<usize>,
    /// Every value so far is below `1 << bits`.
    bits: u32,
    max_value: u32,
    /// `hist[v][n mod 2]`: how many heaps `n ≥ 1` have value `v` (kept
    /// while `bits ≤ REVIEW_BITS`).
    hist: Vec<[u64; 2]>,
    /// The option values marked for the heap being computed.
    marks: Vec<u64>,
    /// Per split digit, the next part `a` its scan looks at.
    cursor: Vec<usize>,
    /// Splits and moves looked at so far.
    work: u64,
    /// The heap count at which the mask is reviewed next.
    next_review: usize,
}

/// The nim-sequence of a take-and-break game, computed on demand and kept:
/// `G(n) = mex` of the values of the positions one move leads to, a
/// position of several heaps being worth the XOR of its heaps' values.
///
/// The values are exact for any mask (see the [module documentation](super)
/// for the proof); the mask is chosen, and changed as the values come, to
/// make the rare heaps as few as possible, unless [`Sequence::with_mask`]
/// fixes it.
///
/// # Constraints
/// Heaps up to [`Sequence::MAX_HEAP`]; memory is one byte a heap while the
/// values are below 256 (two below 65536, else four).
///
/// # Complexity
/// Heap `n` costs the rare heaps below it (for each splitting digit), plus
/// the splits scanned until every value below the answer that only two
/// common heaps can give has been seen: a few hundred steps in the sparse
/// games (0.354, Grundy's game), O(n) in the worst case (the plain method).
///
/// ```
/// use game_core::octal::{Rules, Sequence};
/// let mut kayles = Sequence::new(Rules::parse("0.77")?);
/// kayles.compute(12)?;
/// assert_eq!(kayles.values(), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
/// let mut grundy = Sequence::new(Rules::Grundy);
/// grundy.compute(10)?;
/// assert_eq!(grundy.values(), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
/// assert!(kayles.compute(1 << 40).is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone)]
pub struct Sequence {
    rules: Rules,
    store: Store,
    engine: Engine,
}

/// Why [`run`] stopped.
enum Run {
    /// The table reached the heap asked.
    Done,
    /// The work budget ran out.
    Budget,
    /// The value of the next heap does not fit the cells.
    Widen(u32),
    /// The value of the next heap is 2^31 or more.
    TooLarge(usize),
}

impl Sequence {
    /// The largest heap whose value this type computes (memory: 4 GiB of
    /// `u8` cells).
    pub const MAX_HEAP: u64 = (1 << 32) - 1;

    /// The game's sequence, nothing computed yet; the mask is chosen from
    /// the values as they come.
    pub fn new(rules: Rules) -> Sequence {
        Sequence::build(rules, None, false)
    }

    /// The game's sequence computed with a fixed mask, never reviewed
    /// (`None`: the plain method, every split scanned). For tests: the
    /// values are the same whatever the mask.
    ///
    /// ```
    /// use game_core::octal::{Mask, Rules, Sequence};
    /// let rules = Rules::parse("0.16")?;
    /// let mut plain = Sequence::with_mask(rules.clone(), None);
    /// let mut poor = Sequence::with_mask(rules.clone(), Some(Mask { values: 5, position: true }));
    /// let mut chosen = Sequence::new(rules);
    /// for s in [&mut plain, &mut poor, &mut chosen] {
    ///     s.compute(3000)?;
    /// }
    /// assert_eq!(plain.values(), poor.values());
    /// assert_eq!(plain.values(), chosen.values());
    /// # Ok::<(), String>(())
    /// ```
    pub fn with_mask(rules: Rules, mask: Option<Mask>) -> Sequence {
        Sequence::build(rules, mask, true)
    }

    fn build(rules: Rules, mode: Option<Mask>, fixed: bool) -> Sequence {
        let moves = Moves::of(&rules);
        let cursor = vec![0; moves.split.len()];
        Sequence {
            rules,
            store: Store::U8(Vec::new()),
            engine: Engine {
                moves,
                mode,
                fixed,
                rare: Vec::new(),
                bits: 0,
                max_value: 0,
                hist: vec![[0; 2]],
                marks: vec![0; 1],
                cursor,
                work: 0,
                next_review: FIRST_REVIEW,
            },
        }
    }

    /// The game.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Computes the values up to heap `heap`, unless known.
    ///
    /// # Errors
    /// `heap` above [`Sequence::MAX_HEAP`].
    ///
    /// # Complexity
    /// See [`Sequence`]; O(1) if known.
    pub fn compute(&mut self, heap: u64) -> Result<(), String> {
        self.extend(heap, u64::MAX, &mut |_| {}).map(|_| ())
    }

    /// Computes the values up to heap `heap`, unless known, or until the
    /// work done (splits and moves looked at, see [`Sequence::work`])
    /// reaches `max_work`; calls `progress` with the largest heap known
    /// every 65536 heaps, and once at the end.
    ///
    /// Returns true if heap `heap` was reached.
    ///
    /// # Errors
    /// `heap` above [`Sequence::MAX_HEAP`], or a value of 2^31 or more
    /// (only a game whose values grow like its heaps reaches it, after
    /// O(N²) work).
    ///
    /// ```
    /// use game_core::octal::{Rules, Sequence};
    /// let mut s = Sequence::new(Rules::parse("0.007")?);
    /// let mut seen = Vec::new();
    /// assert!(s.extend(200_000, u64::MAX, &mut |h| seen.push(h))?);
    /// assert_eq!(seen, [65_535, 131_071, 196_607, 200_000]);
    /// let mut t = Sequence::new(Rules::parse("0.007")?);
    /// assert!(!t.extend(200_000, 1000, &mut |_| {})?); // out of budget
    /// assert!(t.len() < 200_000);
    /// # Ok::<(), String>(())
    /// ```
    pub fn extend(
        &mut self,
        heap: u64,
        max_work: u64,
        progress: &mut dyn FnMut(u64),
    ) -> Result<bool, String> {
        if heap > Self::MAX_HEAP {
            return Err(format!(
                "heap {heap} is above this program's limit of {}",
                Self::MAX_HEAP
            ));
        }
        let end = heap as usize + 1;
        if store_len(&self.store) >= end {
            return Ok(true);
        }
        let engine = &mut self.engine;
        loop {
            let stop = match &mut self.store {
                Store::U8(g) => run(engine, g, end, max_work, progress),
                Store::U16(g) => run(engine, g, end, max_work, progress),
                Store::U32(g) => run(engine, g, end, max_work, progress),
            };
            match stop {
                Run::TooLarge(n) => {
                    return Err(format!(
                        "the value of heap {n} is 2^31 or more: above this program's limit"
                    ))
                }
                Run::Done | Run::Budget => {
                    let reached = matches!(stop, Run::Done);
                    progress(store_len(&self.store).saturating_sub(1) as u64);
                    return Ok(reached);
                }
                Run::Widen(value) => {
                    self.store = match std::mem::replace(&mut self.store, Store::U8(Vec::new())) {
                        Store::U8(g) => Store::U16(g.into_iter().map(u16::from).collect()),
                        Store::U16(g) => Store::U32(g.into_iter().map(u32::from).collect()),
                        Store::U32(_) => unreachable!("u32 holds every value"),
                    };
                    with_cells!(&mut self.store, g => {
                        let n = g.len();
                        g.push(Cell::put(value));
                        engine.record(g, n, value);
                    });
                }
            }
        }
    }

    /// The number of heaps whose values are known (heaps `0..len`).
    pub fn len(&self) -> u64 {
        store_len(&self.store) as u64
    }

    /// True if no value is known yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `G(heap)`, if computed.
    pub fn get(&self, heap: u64) -> Option<u32> {
        let i = usize::try_from(heap).ok()?;
        with_cells!(&self.store, g => g.get(i).map(|&c| Cell::get(c)))
    }

    /// Every value computed, `G(0)` first.
    pub fn values(&self) -> Vec<u32> {
        with_cells!(&self.store, g => g.iter().map(|&c| Cell::get(c)).collect())
    }

    /// The heaps computed whose value is 0 (the losing single heaps).
    pub fn zeros(&self) -> Vec<u64> {
        with_cells!(&self.store, g => (0..g.len()).filter(|&i| Cell::get(g[i]) == 0).map(|i| i as u64).collect())
    }

    /// The largest value computed.
    pub fn max_value(&self) -> u32 {
        self.engine.max_value
    }

    /// The mask in use (`None`: the plain method).
    pub fn mask(&self) -> Option<Mask> {
        self.engine.mode
    }

    /// The heaps `n ≥ 1` computed that are rare under [`Sequence::mask`]
    /// (none with the plain method), ascending.
    pub fn rare_heaps(&self) -> &[usize] {
        &self.engine.rare
    }

    /// The splits and single-heap moves looked at so far: the measure of
    /// [`Sequence::extend`]'s `max_work`.
    pub fn work(&self) -> u64 {
        self.engine.work
    }

    /// The bytes the table of values takes.
    pub fn bytes(&self) -> u64 {
        with_cells!(&self.store, g => std::mem::size_of_val(g.as_slice()) as u64)
    }

    /// The table, for the period proofs.
    pub(super) fn table(&self) -> Table<'_> {
        match &self.store {
            Store::U8(g) => Table::U8(g),
            Store::U16(g) => Table::U16(g),
            Store::U32(g) => Table::U32(g),
        }
    }
}

/// The table of values as a slice of its cells.
pub(super) enum Table<'a> {
    U8(&'a [u8]),
    U16(&'a [u16]),
    U32(&'a [u32]),
}

/// The number of heaps in `store`.
fn store_len(store: &Store) -> usize {
    with_cells!(store, g => g.len())
}

/// Computes heaps up to `end − 1` into `g`.
fn run<C: Cell>(
    engine: &mut Engine,
    g: &mut Vec<C>,
    end: usize,
    max_work: u64,
    progress: &mut dyn FnMut(u64),
) -> Run {
    while g.len() < end {
        if engine.work >= max_work {
            return Run::Budget;
        }
        let n = g.len();
        let value = engine.value(g, n);
        if value >= VALUE_LIMIT {
            return Run::TooLarge(n);
        }
        if value > C::MAX {
            return Run::Widen(value);
        }
        g.push(C::put(value));
        engine.record(g, n, value);
        if (n + 1) % PROGRESS_EVERY == 0 {
            progress(n as u64);
        }
    }
    Run::Done
}

/// The lowest bit at or above `from` that is clear in `marks`; there must
/// be one (the last word's top bits stay clear).
#[inline]
fn first_clear(marks: &[u64], from: u32) -> u32 {
    let mut w = (from >> 6) as usize;
    let mut free = !marks[w] & (!0u64 << (from & 63));
    while free == 0 {
        w += 1;
        free = !marks[w];
    }
    (w as u32) * 64 + free.trailing_zeros()
}

impl Engine {
    /// `G(n)`, from `g` = `G(0..n)`.
    fn value<C: Cell>(&mut self, g: &[C], n: usize) -> u32 {
        let Engine {
            moves,
            mode,
            rare,
            bits,
            marks,
            cursor,
            work,
            ..
        } = self;
        let mode = *mode;
        // Every option is a XOR of values below 1 << bits, so below it too,
        // and the mex is at most 1 << bits: one more bit than that.
        let words = (1usize << *bits >> 6) + 1;
        let marks = &mut marks[..words];
        marks.fill(0);
        let mut mark = |x: u32| marks[(x >> 6) as usize] |= 1 << (x & 63);
        let mut steps = 0u64;
        // The moves that leave no heap or one heap: all of them, always.
        if moves.take_all.get(n) == Some(&true) {
            mark(0);
        }
        for &k in &moves.leave_one {
            if k >= n {
                break;
            }
            mark(g[n - k].get());
            steps += 1;
        }
        // The splits with at least one rare part, each rare heap once per
        // splitting digit: every split whose value the scans below may not
        // reach is among them.
        if mode.is_some() {
            for &k in &moves.split {
                let s = match n.checked_sub(k) {
                    Some(s) if s >= 2 => s,
                    _ => break,
                };
                let below = &rare[..rare.partition_point(|&r| r < s)];
                for &r in below {
                    if moves.unequal && 2 * r == s {
                        continue;
                    }
                    mark(g[r].get() ^ g[s - r].get());
                }
                steps += below.len() as u64;
            }
        }
        let marks = &mut *marks;
        cursor.iter_mut().for_each(|c| *c = 1);
        let mut v = first_clear(marks, 0);
        loop {
            // Scan, digit by digit, the splits that may give `v` (with a
            // mask: only where two common heaps give v's class), until one
            // gives it or none is left.
            let class = mode.map(|m| m.class(v));
            let mut hit = false;
            for (i, &k) in moves.split.iter().enumerate() {
                let s = match n.checked_sub(k) {
                    Some(s) if s >= 2 => s,
                    _ => break,
                };
                if let (Some(mask), Some(class)) = (mode, class) {
                    if mask.shift(s as u64) != class {
                        continue;
                    }
                }
                let half = if moves.unequal { (s - 1) / 2 } else { s / 2 };
                let start = cursor[i];
                let mut a = start;
                while a <= half {
                    let x = g[a].get() ^ g[s - a].get();
                    marks[(x >> 6) as usize] |= 1 << (x & 63);
                    a += 1;
                    if x == v {
                        hit = true;
                        break;
                    }
                }
                cursor[i] = a;
                steps += (a - start) as u64;
                if hit {
                    break;
                }
            }
            if !hit {
                *work += steps.max(1);
                return v;
            }
            v = first_clear(marks, v + 1);
        }
    }

    /// Books `G(n) = value` (already pushed to `g`): the value's width, the
    /// histogram, the rare list, and the mask's review when due.
    fn record<C: Cell>(&mut self, g: &[C], n: usize, value: u32) {
        self.max_value = self.max_value.max(value);
        let mut grew = false;
        while u64::from(value) >= 1u64 << self.bits {
            self.bits += 1;
            grew = true;
        }
        if grew {
            self.marks.resize((1usize << self.bits >> 6) + 1, 0);
            if self.bits <= REVIEW_BITS {
                self.hist.resize(1 << self.bits, [0; 2]);
            }
        }
        if n >= 1 {
            if self.bits <= REVIEW_BITS {
                self.hist[value as usize][n & 1] += 1;
            }
            if let Some(mask) = self.mode {
                if mask.is_rare(n as u64, value) {
                    self.rare.push(n);
                }
            }
        }
        if !self.fixed && (grew || n + 1 >= self.next_review) {
            if n + 1 >= self.next_review {
                self.next_review = (n + 1) * 2;
            }
            self.review(g);
        }
    }

    /// Chooses the mask with the fewest rare heaps so far (by a Walsh–
    /// Hadamard transform of the histogram), or the plain method when even
    /// that one leaves more than a quarter of the heaps rare.
    fn review<C: Cell>(&mut self, g: &[C]) {
        let heaps = g.len().saturating_sub(1) as u64; // n ≥ 1
        let best = if self.bits > REVIEW_BITS {
            None
        } else {
            best_mask(&self.hist, self.mode)
                .filter(|&(_, rare)| rare * 4 <= heaps)
                .map(|(mask, _)| mask)
        };
        if best == self.mode {
            return;
        }
        self.mode = best;
        self.rare.clear();
        if let Some(mask) = best {
            self.rare
                .extend((1..g.len()).filter(|&n| mask.is_rare(n as u64, g[n].get())));
        }
    }
}

/// The mask with the fewest rare heaps for the histogram `hist` (`hist[v]
/// [n mod 2]` heaps of value `v`), and that number; ties go to `current`,
/// then to masks without the position, then to the smaller value mask.
fn best_mask(hist: &[[u64; 2]], current: Option<Mask>) -> Option<(Mask, u64)> {
    let size = hist.len();
    // w[p][m] = Σ_v hist[v][p] · (−1)^parity(v & m).
    let mut w = [Vec::with_capacity(size), Vec::with_capacity(size)];
    for (p, wp) in w.iter_mut().enumerate() {
        wp.extend(hist.iter().map(|h| h[p] as i64));
        let mut half = 1;
        while half < size {
            for block in (0..size).step_by(2 * half) {
                for i in block..block + half {
                    let (x, y) = (wp[i], wp[i + half]);
                    wp[i] = x + y;
                    wp[i + half] = x - y;
                }
            }
            half *= 2;
        }
    }
    let total = [w[0][0], w[1][0]];
    let mut best: Option<(Mask, u64)> = None;
    for position in [false, true] {
        for m in 0..size {
            // Rare: parity(v & m) = 0, or with the position = n mod 2.
            let rare = if position {
                (total[0] + w[0][m]) / 2 + (total[1] - w[1][m]) / 2
            } else {
                (total[0] + total[1] + w[0][m] + w[1][m]) / 2
            } as u64;
            let mask = Mask {
                values: m as u32,
                position,
            };
            let better = match best {
                None => true,
                Some((b, count)) => {
                    rare < count || (rare == count && Some(mask) == current && Some(b) != current)
                }
            };
            if better {
                best = Some((mask, rare));
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain recurrence, written from the digits.
    fn plain(digits: &[u8], n: usize) -> Vec<u32> {
        let mut g = vec![0u32; n + 1];
        for h in 0..=n {
            let mut options = Vec::new();
            for (k, &d) in digits.iter().enumerate() {
                if d & 1 != 0 && h == k {
                    options.push(0);
                }
                if d & 2 != 0 && h > k {
                    options.push(g[h - k]);
                }
                if d & 4 != 0 && h >= k + 2 {
                    options.extend((1..=(h - k) / 2).map(|a| g[a] ^ g[h - k - a]));
                }
            }
            let mut seen = vec![false; options.len() + 1];
            for &x in &options {
                if (x as usize) < seen.len() {
                    seen[x as usize] = true;
                }
            }
            g[h] = seen.iter().position(|&s| !s).unwrap() as u32;
        }
        g
    }

    #[test]
    fn small_codes_match_the_plain_recurrence() {
        for code in [
            "0.77", "0.07", "0.137", "4.3", "0.6", "0.16", "4.777", "0.3333", "0.4",
        ] {
            let parsed = Code::parse(code).unwrap();
            let expected = plain(parsed.digits(), 1500);
            let mut s = Sequence::new(Rules::Octal(parsed.clone()));
            s.compute(1500).unwrap();
            assert_eq!(s.values(), expected, "{code}");
            for mask in [
                None,
                Some(Mask {
                    values: 3,
                    position: true,
                }),
                Some(Mask {
                    values: 0,
                    position: false,
                }),
            ] {
                let mut s = Sequence::with_mask(Rules::Octal(parsed.clone()), mask);
                s.compute(700).unwrap();
                assert_eq!(s.values()[..], expected[..701], "{code} {mask:?}");
            }
        }
    }

    #[test]
    fn values_widen_from_u8_to_u16() {
        // Lasker's Nim as 4.33…3: G(n) is about n, past 255 soon.
        let code = Code::from_digits([4].into_iter().chain([3; 600]).collect()).unwrap();
        let mut s = Sequence::new(Rules::Octal(code));
        s.compute(600).unwrap();
        let v = s.values();
        for (n, &g) in v.iter().enumerate() {
            let expected = match n % 4 {
                0 if n > 0 => n - 1,
                3 => n + 1,
                _ => n,
            };
            assert_eq!(g as usize, expected, "{n}");
        }
        assert_eq!(s.bytes(), 601 * 2);
        assert_eq!(s.max_value(), 600);
        assert_eq!(s.get(601), None);
    }

    #[test]
    fn best_mask_counts_rare_heaps() {
        // Value 0 at 10 odd heaps, 1 at 10 even heaps and at 1 odd heap.
        // Without the position a value 0 is always rare (10 heaps); with
        // it and mask 1, an odd heap is rare when its value is odd, an
        // even heap when its value is even: only the odd heap of value 1.
        let mut hist = vec![[0u64; 2]; 2];
        hist[0][1] = 10;
        hist[1][0] = 10;
        hist[1][1] = 1;
        let expected = Mask {
            values: 1,
            position: true,
        };
        assert_eq!(best_mask(&hist, None), Some((expected, 1)));
        // Ties keep the current mask: 3 even heaps of each value 1, 2, 3;
        // every non-zero mask leaves one value's 3 heaps rare.
        let mut hist = vec![[0u64; 2]; 4];
        hist[1][0] = 3;
        hist[2][0] = 3;
        hist[3][0] = 3;
        let one = Mask {
            values: 1,
            position: false,
        };
        let two = Mask {
            values: 2,
            position: false,
        };
        assert_eq!(best_mask(&hist, None), Some((one, 3)));
        assert_eq!(best_mask(&hist, Some(two)), Some((two, 3)));
    }
}
