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

/// A sparse-space classification: heap `n` with value `v` has class
/// `c = parity(v & values) XOR (position AND n odd)`, and is *rare* when
/// `c` is `odd` (1 if `odd`, else 0), common otherwise.
///
/// Any mask gives exact values (see the [module documentation](super)); a
/// good one (Grundy's game's `…11110`, 0.354's `0x3f`) makes rare heaps few
/// and the computation fast.
///
/// ```
/// use game_core::octal::Mask;
/// let grundy = Mask { values: 0xfe, position: false, odd: false };
/// assert!(grundy.is_rare(4, 0) && grundy.is_rare(3, 1));
/// assert!(!grundy.is_rare(5, 2));
/// // 0.127's: an even heap with an odd value, or an odd heap with an even one.
/// let shifted = Mask { values: 1, position: true, odd: true };
/// assert!(shifted.is_rare(3, 0) && shifted.is_rare(4, 1));
/// assert!(!shifted.is_rare(3, 1) && !shifted.is_rare(4, 2));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Mask {
    /// The bits of the value whose parity classifies it.
    pub values: u32,
    /// Whether the heap's parity joins the value's.
    pub position: bool,
    /// Whether the rare heaps are those of class 1 (else 0).
    pub odd: bool,
}

impl Mask {
    /// True if heap `heap` with value `value` is rare under this mask.
    pub fn is_rare(&self, heap: u64, value: u32) -> bool {
        self.class(value) ^ self.shift(heap) == u32::from(self.odd)
    }

    /// The parity of `value & values`: 0 for a value in the sparse space.
    fn class(&self, value: u32) -> u32 {
        (value & self.values).count_ones() & 1
    }

    /// The bits `j` of a 64-value word whose value `64w + j` has class 1
    /// when `parity(w & flip)` is 0 (they are the other bits when it is
    /// 1), and that `flip`: the class of `64w + j` is `parity(j & m) XOR
    /// parity(64w & m)`.
    fn word_classes(&self) -> (u64, u32) {
        let low = (0..64u32).fold(0u64, |bits, j| bits | (u64::from(self.class(j)) << j));
        (low, self.values >> 6)
    }

    /// The heap's part of its class; also the class of every value a split
    /// into two heaps of one class summing to `heap` can have.
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
    /// The parity shared by every splitting digit (0 if there is none), or
    /// `None` if they have both.
    fn parity(&self) -> Option<u32> {
        let first = self.split.first().map_or(0, |&k| k as u32 & 1);
        self.split
            .iter()
            .all(|&k| k as u32 & 1 == first)
            .then_some(first)
    }

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
    /// The values still to be met by the scans, one bitset per class
    /// (each as long as `marks`).
    needed: Vec<u64>,
    /// Splits and moves looked at so far.
    work: u64,
    /// `first[w]`: the first [`FIRST_HEAPS`] heaps `n ≥ 1` of value `w`.
    first: Vec<Vec<u32>>,
    /// The [`FREQUENT`] commonest values of the last [`RECOUNT`] heaps.
    frequent: Vec<u32>,
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
    /// let mut poor = Sequence::with_mask(rules.clone(), Some(Mask { values: 5, position: true, odd: false }));
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
                needed: vec![0; 2],
                first: vec![Vec::new()],
                frequent: Vec::new(),
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

/// The plain method's mask: every value and heap in class 0, so every
/// value below the answer is checked by a scan of every split.
const PLAIN: Mask = Mask {
    values: 0,
    position: false,
    odd: false,
};

/// The bits below bit `n` (n ≤ 64).
fn low_bits(n: u32) -> u64 {
    if n >= 64 {
        !0
    } else {
        (1 << n) - 1
    }
}

/// True if no bit is set.
#[inline]
fn is_empty(bits: &[u64]) -> bool {
    bits.iter().all(|&w| w == 0)
}

/// How many splits of each digit are scanned before the probes.
///
/// The probes' constants were chosen by simulating the witness search at
/// heaps 480 000 to 500 000: a plain scan from `a = 1` looks at 3311
/// splits a heap in Grundy's game and 14 891 in 0.376 (a few values are
/// only made with a small part of a value that is rare among the first
/// heaps); 32 frequent values × 64 first heaps bring that to about 1000
/// and 390. Measured: 0.376 to its proof (4.5·10^6 heaps) 2.45·10^10 →
/// 6.8·10^9 steps, 86 → 17 s.
const FIRST_SCAN: usize = 64;

/// How many of the values frequent near the top the probes try.
const FREQUENT: usize = 32;

/// How many heaps of each value (the first ones) the probes try.
const FIRST_HEAPS: usize = 64;

/// The most probes for one needed value, at one heap and digit.
const PROBES: u64 = 256;

/// How often (in heaps) the frequent values are recounted, over the last
/// that many heaps.
const RECOUNT: usize = 4096;

/// Clears from `need` the values of the splits `a + (s − a)` for `a` in
/// `from..=to`, stopping early once `need` is empty; returns the splits
/// looked at.
fn scan<C: Cell>(g: &[C], s: usize, from: usize, to: usize, need: &mut [u64]) -> u64 {
    if from > to {
        return 0;
    }
    let (low, high) = (&g[from..=to], &g[s - to..=s - from]);
    let mut steps = 0;
    for (l, h) in low.chunks(16).zip(high.rchunks(16)) {
        for (&x, &y) in l.iter().zip(h.iter().rev()) {
            let x = x.get() ^ y.get();
            need[(x >> 6) as usize] &= !(1 << (x & 63));
        }
        steps += l.len() as u64;
        if is_empty(need) {
            break;
        }
    }
    steps
}

/// For each value `v` still in `need`, tries the splits `a + (s − a)` with
/// `FIRST_SCAN < a ≤ half` whose `G(a) = v XOR D`, `D` a value frequent
/// near the top (`first[w]` lists the first heaps of value `w`): each hits
/// `v` when `G(s − a) = D`. Every split tried clears its own value; returns
/// the splits tried.
fn probe<C: Cell>(
    g: &[C],
    s: usize,
    half: usize,
    need: &mut [u64],
    first: &[Vec<u32>],
    frequent: &[u32],
) -> u64 {
    let mut steps = 0;
    let mut from = 0;
    while let Some(v) = next_set(need, from) {
        let mut tries = 0;
        'value: for &d in frequent {
            let heaps = match first.get((v ^ d) as usize) {
                Some(heaps) => heaps,
                None => continue,
            };
            for &a in heaps {
                let a = a as usize;
                if a > half {
                    break;
                }
                if a <= FIRST_SCAN {
                    continue;
                }
                let x = g[a].get() ^ g[s - a].get();
                need[(x >> 6) as usize] &= !(1 << (x & 63));
                tries += 1;
                if x == v || tries >= PROBES {
                    break 'value;
                }
            }
        }
        steps += tries;
        // Found, or left to the scans.
        from = v + 1;
    }
    steps
}

/// The lowest set bit at or above `from`, if any.
fn next_set(bits: &[u64], from: u32) -> Option<u32> {
    let mut w = (from >> 6) as usize;
    let mut word = bits.get(w)? & !low_bits(from & 63);
    while word == 0 {
        w += 1;
        word = *bits.get(w)?;
    }
    Some(w as u32 * 64 + word.trailing_zeros())
}

/// Clears the bits at and above `bound` in the bitset `bits`.
fn keep_below(bits: &mut [u64], bound: u32) {
    let w = (bound >> 6) as usize;
    if w < bits.len() {
        bits[w] &= low_bits(bound & 63);
        bits[w + 1..].fill(0);
    }
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
            needed,
            work,
            first,
            frequent,
            ..
        } = self;
        let moves = &*moves;
        // The plain method is the mask under which every value and every
        // heap has class 0, with no rare heap listed: all is scanned.
        let mask = mode.unwrap_or(PLAIN);
        // Every option is a XOR of values below 1 << bits, so below it too:
        // `top` is never an option, and the mex is at most `top`.
        let top = 1u32 << *bits;
        let words = (top >> 6) as usize + 1;
        let marks = &mut marks[..words];
        marks.fill(0);
        let mut steps = 0u64;
        // The moves that leave no heap or one heap: all of them, always.
        if moves.take_all.get(n) == Some(&true) {
            marks[0] |= 1;
        }
        for &k in &moves.leave_one {
            if k >= n {
                break;
            }
            let x = g[n - k].get();
            marks[(x >> 6) as usize] |= 1 << (x & 63);
            steps += 1;
        }
        // The splits of each digit: `s` tokens to share, and the largest
        // first part.
        let splits = moves.split.iter().map_while(|&k| {
            let s = n.checked_sub(k).filter(|&s| s >= 2)?;
            Some((s, if moves.unequal { (s - 1) / 2 } else { s / 2 }))
        });
        // The splits with at least one rare part, each rare heap once per
        // digit: every split whose value the scans below may not reach is
        // among them.
        if mode.is_some() {
            for (s, _) in splits.clone() {
                let below = &rare[..rare.partition_point(|&r| r < s)];
                for &r in below {
                    if moves.unequal && 2 * r == s {
                        continue;
                    }
                    let x = g[r].get() ^ g[s - r].get();
                    marks[(x >> 6) as usize] |= 1 << (x & 63);
                }
                steps += below.len() as u64;
            }
        }
        // The classes whose values two heaps of one class can give (u_k for
        // some digit k): only those need scans.
        let mut scanned = [false; 2];
        for (s, half) in splits.clone() {
            if half >= 1 {
                scanned[mask.shift(s as u64) as usize] = true;
            }
        }
        // The least unmarked value of a class no scan can give (or `top`),
        // and below it, the unmarked values of each scanned class.
        let (class_one, high_flip) = mask.word_classes();
        let (needed, rest) = needed.split_at_mut(words);
        let mut needed = [needed, &mut rest[..words]];
        let mut answer = top;
        for w in 0..words {
            // Bits of values of class 1 in word w.
            let ones = if (w as u32 & high_flip).count_ones() & 1 == 1 {
                !class_one
            } else {
                class_one
            };
            let free = !marks[w];
            let mut certain = 0;
            for (c, class_bits) in [(0, !ones), (1, ones)] {
                if scanned[c] {
                    needed[c][w] = free & class_bits;
                } else {
                    needed[c][w] = 0;
                    certain |= free & class_bits;
                }
            }
            if certain != 0 {
                answer = answer.min(w as u32 * 64 + certain.trailing_zeros());
                for (c, need) in needed.iter_mut().enumerate() {
                    need[w] &= if scanned[c] {
                        low_bits(certain.trailing_zeros())
                    } else {
                        0
                    };
                    need[w + 1..].fill(0);
                }
                break;
            }
        }
        // Each scanned class: clear the values its digits' splits give,
        // until none is left below the answer or every split was seen; the
        // least value left is then no option.
        for c in 0..2 {
            if !scanned[c] {
                continue;
            }
            let need = &mut *needed[c];
            keep_below(need, answer);
            if is_empty(need) {
                continue;
            }
            // The first splits of each digit, which give the commonest
            // values; then, for each value still needed, the splits whose
            // small part has a value that makes it with one of the values
            // frequent near the top; then every other split.
            let digits = || {
                splits
                    .clone()
                    .filter(|&(s, half)| mask.shift(s as u64) as usize == c && half >= 1)
            };
            for (s, half) in digits() {
                steps += scan(g, s, 1, half.min(FIRST_SCAN), need);
                if is_empty(need) {
                    break;
                }
            }
            if !is_empty(need) && mode.is_some() {
                for (s, half) in digits() {
                    steps += probe(g, s, half, need, first, frequent);
                    if is_empty(need) {
                        break;
                    }
                }
            }
            if !is_empty(need) {
                for (s, half) in digits() {
                    steps += scan(g, s, FIRST_SCAN + 1, half, need);
                    if is_empty(need) {
                        break;
                    }
                }
            }
            if let Some(w) = need.iter().position(|&w| w != 0) {
                answer = answer.min(w as u32 * 64 + need[w].trailing_zeros());
            }
        }
        *work += steps.max(1);
        answer
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
            self.needed.resize(2 * self.marks.len(), 0);
            if self.bits <= REVIEW_BITS {
                self.hist.resize(1 << self.bits, [0; 2]);
            }
        }
        if n >= 1 {
            if self.bits <= REVIEW_BITS {
                self.hist[value as usize][n & 1] += 1;
                if self.first.len() <= value as usize {
                    self.first.resize(1 << self.bits, Vec::new());
                }
                let heaps = &mut self.first[value as usize];
                if heaps.len() < FIRST_HEAPS {
                    heaps.push(n as u32);
                }
            }
            if let Some(mask) = self.mode {
                if mask.is_rare(n as u64, value) {
                    self.rare.push(n);
                }
            }
        }
        if (n + 1) % RECOUNT == 0 && self.bits <= REVIEW_BITS {
            self.recount(&g[n + 1 - RECOUNT..]);
        }
        if !self.fixed && (grew || n + 1 >= self.next_review) {
            if n + 1 >= self.next_review {
                self.next_review = (n + 1) * 2;
            }
            self.review(g);
        }
    }

    /// Finds the [`FREQUENT`] commonest values of `recent`, commonest
    /// first (ties: the smaller value first).
    fn recount<C: Cell>(&mut self, recent: &[C]) {
        let mut count = vec![0u32; 1 << self.bits];
        for &c in recent {
            count[c.get() as usize] += 1;
        }
        let mut values: Vec<u32> = (0..count.len() as u32)
            .filter(|&v| count[v as usize] > 0)
            .collect();
        values.sort_by_key(|&v| (std::cmp::Reverse(count[v as usize]), v));
        values.truncate(FREQUENT);
        self.frequent = values;
    }

    /// Chooses the mask with the fewest rare heaps so far (by a Walsh–
    /// Hadamard transform of the histogram), or the plain method when even
    /// that one leaves more than a quarter of the heaps rare.
    fn review<C: Cell>(&mut self, g: &[C]) {
        let heaps = g.len().saturating_sub(1) as u64; // n ≥ 1
        let best = if self.bits > REVIEW_BITS {
            None
        } else {
            best_mask(&self.hist, self.mode, self.moves.parity())
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
///
/// The rare class is not free: a heap whose value has the class two heaps
/// of one class give (`u_k`) needs every split of its digit scanned, so
/// the rare heaps must be those. Without the position that is class 0;
/// with it, class `k mod 2` for every splitting digit `k`, so the position
/// is only tried when they all have one parity, `parity` (`None` if not).
fn best_mask(hist: &[[u64; 2]], current: Option<Mask>, parity: Option<u32>) -> Option<(Mask, u64)> {
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
    let positions: &[bool] = if parity.is_some() {
        &[false, true]
    } else {
        &[false]
    };
    let parity = parity.unwrap_or(0);
    for &position in positions {
        for (m, (&w0, &w1)) in w[0].iter().zip(&w[1]).enumerate() {
            // Class 0: parity(v & m) = 0, or with the position = n mod 2.
            let even = if position {
                (total[0] + w0) / 2 + (total[1] - w1) / 2
            } else {
                (total[0] + total[1] + w0 + w1) / 2
            } as u64;
            let all = (total[0] + total[1]) as u64;
            let odd = position && parity == 1;
            let rare = if odd { all - even } else { even };
            let mask = Mask {
                values: m as u32,
                position,
                odd,
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
                    odd: false,
                }),
                Some(Mask {
                    values: 3,
                    position: true,
                    odd: true,
                }),
                Some(Mask {
                    values: 0,
                    position: false,
                    odd: false,
                }),
                Some(Mask {
                    values: 0,
                    position: false,
                    odd: true,
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
            odd: false,
        };
        assert_eq!(best_mask(&hist, None, Some(0)), Some((expected, 1)));
        // Splitting digits of both parities: no position, 10 rare.
        let no_position = Mask {
            values: 1,
            position: false,
            odd: false,
        };
        assert_eq!(best_mask(&hist, None, None), Some((no_position, 10)));
        // An odd splitting digit: the rare class is 1, the 20 others.
        assert_eq!(best_mask(&hist, None, Some(1)), Some((no_position, 10)));
        // Value 0 at even heaps, an odd digit: n − k is odd, so two heaps of
        // one class give odd-class values, never 0: no heap is rare.
        let odd = Mask {
            values: 0,
            position: true,
            odd: true,
        };
        assert_eq!(best_mask(&[[3, 0], [0, 0]], None, Some(1)), Some((odd, 0)));
        assert_eq!(best_mask(&[[0, 3], [0, 0]], None, Some(1)).unwrap().1, 3);
        // Ties keep the current mask: 3 even heaps of each value 1, 2, 3;
        // every non-zero mask leaves one value's 3 heaps rare.
        let mut hist = vec![[0u64; 2]; 4];
        hist[1][0] = 3;
        hist[2][0] = 3;
        hist[3][0] = 3;
        let one = Mask {
            values: 1,
            position: false,
            odd: false,
        };
        let two = Mask {
            values: 2,
            position: false,
            odd: false,
        };
        assert_eq!(best_mask(&hist, None, Some(0)), Some((one, 3)));
        assert_eq!(best_mask(&hist, Some(two), Some(0)), Some((two, 3)));
    }
}
