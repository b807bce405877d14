//! A small reproducible random number generator, and the inputs it makes.
//!
//! ```
//! use spec::{Gen, Line, Scale};
//! let mut lines = Vec::new();
//! let mut sink = |line: Line<'_>| lines.push(line.tokens());
//! let mut g = Gen::new(7, Scale::Small, 2, &mut sink);
//! for _ in 0..g.cases {
//!     let n = g.value(1, 1000);
//!     g.line(&[n]);
//! }
//! g.line(&[0]);
//! assert_eq!(lines.len(), 3);
//! assert_eq!(lines[2], [b"0"]);
//! ```

/// SplitMix64: equal seeds give equal streams, on every machine.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// The generator for `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `lo..=hi` (`lo ≤ hi`), as good as uniform.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        let span = u128::from(hi - lo) + 1;
        lo + ((u128::from(self.next_u64()) * span) >> 64) as u64
    }

    /// True one time in `n` (`n ≥ 1`).
    pub fn one_in(&mut self, n: u64) -> bool {
        self.range(1, n) == 1
    }

    /// Shuffles `values` (Fisher–Yates).
    pub fn shuffle<T>(&mut self, values: &mut [T]) {
        for i in (1..values.len()).rev() {
            values.swap(i, self.range(0, i as u64) as usize);
        }
    }
}

/// The values an input uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scale {
    /// Small values and counts, so that every kind of answer occurs.
    Small,
    /// The statement's bounds (the benchmark's inputs).
    Statement,
    /// Values anywhere in `u64` (beyond a table's limit too), small counts.
    Huge,
}

/// One line of a generated input: numbers, or tokens as they are (words,
/// rows of a grid).
///
/// ```
/// use spec::Line;
/// let mut text = Vec::new();
/// Line::Numbers(&[3, 14]).write(&mut text);
/// Line::Words(&[b"ab", b"#."]).write(&mut text);
/// assert_eq!(text, b"3 14\nab #.\n");
/// assert_eq!(Line::Numbers(&[7]).tokens(), [b"7"]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line<'a> {
    /// Non-negative integers.
    Numbers(&'a [u64]),
    /// Tokens as they are.
    Words(&'a [&'a [u8]]),
}

impl Line<'_> {
    /// The line's tokens, each as its bytes.
    pub fn tokens(&self) -> Vec<Vec<u8>> {
        match self {
            Line::Numbers(values) => values.iter().map(|v| v.to_string().into_bytes()).collect(),
            Line::Words(words) => words.iter().map(|w| w.to_vec()).collect(),
        }
    }

    /// Appends the line to `out`: its tokens separated by spaces, then `\n`.
    pub fn write(&self, out: &mut Vec<u8>) {
        for (i, token) in self.tokens().iter().enumerate() {
            if i > 0 {
                out.push(b' ');
            }
            out.extend_from_slice(token);
        }
        out.push(b'\n');
    }
}

/// Writes the lines of a generated input: one call of the sink per line.
pub struct Gen<'a> {
    /// The random numbers.
    pub rng: Rng,
    /// The values to use.
    pub scale: Scale,
    /// How many cases to write (answer lines, for most problems).
    pub cases: u64,
    sink: &'a mut dyn FnMut(Line<'_>),
}

impl<'a> Gen<'a> {
    /// A generator of `cases` cases from `seed`, writing to `sink`.
    pub fn new(seed: u64, scale: Scale, cases: u64, sink: &'a mut dyn FnMut(Line<'_>)) -> Self {
        Gen {
            rng: Rng::new(seed),
            scale,
            cases,
            sink,
        }
    }

    /// Writes one line of numbers.
    pub fn line(&mut self, values: &[u64]) {
        (self.sink)(Line::Numbers(values));
    }

    /// Writes one line of tokens as they are (words, rows of a grid).
    ///
    /// ```
    /// use spec::{Gen, Line, Scale};
    /// let mut text = Vec::new();
    /// let mut sink = |line: Line<'_>| line.write(&mut text);
    /// Gen::new(1, Scale::Small, 1, &mut sink).words(&[b"abc", b"bcd"]);
    /// assert_eq!(text, b"abc bcd\n");
    /// ```
    pub fn words(&mut self, words: &[&[u8]]) {
        (self.sink)(Line::Words(words));
    }

    /// A value whose statement bounds are `lo..=hi`: small ones
    /// (`lo..=lo + 20`, within `hi`), ones within the bounds, or with
    /// [`Scale::Huge`] one time in two any value from `lo` up, `u64::MAX`
    /// among them.
    pub fn value(&mut self, lo: u64, hi: u64) -> u64 {
        match self.scale {
            Scale::Small => self.rng.range(lo, hi.min(lo + 20)),
            Scale::Statement => self.rng.range(lo, hi),
            Scale::Huge => match self.rng.range(0, 5) {
                0 => self.rng.range(lo, hi.min(lo + 20)),
                1 => self.rng.range(lo, hi),
                2 => u64::MAX - self.rng.range(0, 3).min(u64::MAX - lo),
                _ => self.rng.range(lo, u64::MAX),
            },
        }
    }

    /// `n` values from `value`, in any order; one time in four (when `n` is
    /// at least 2) `n / 2` values each twice, a lost position of most games
    /// of heaps, so that both answers occur.
    ///
    /// ```
    /// use spec::{Gen, Scale};
    /// let mut sink = |_: spec::Line<'_>| {};
    /// let mut g = Gen::new(1, Scale::Statement, 1, &mut sink);
    /// let piles = g.paired(4, |g| g.value(1, 9));
    /// assert_eq!(piles.len(), 4);
    /// ```
    pub fn paired(&mut self, n: u64, mut value: impl FnMut(&mut Self) -> u64) -> Vec<u64> {
        if n < 2 || !self.rng.one_in(4) {
            return (0..n).map(|_| value(self)).collect();
        }
        let mut values: Vec<u64> = (0..n / 2).flat_map(|_| [value(self); 2]).collect();
        self.rng.shuffle(&mut values);
        values
    }

    /// One case of a list: its length `n` in `1..=max_n` on a line, then `n`
    /// values from `value` on the next ([`Gen::paired`]: sometimes in
    /// pairs).
    ///
    /// ```
    /// use spec::{Gen, Scale};
    /// let mut lines = Vec::new();
    /// let mut sink = |line: spec::Line<'_>| lines.push(line.tokens());
    /// Gen::new(3, Scale::Small, 1, &mut sink).list_case(5, |g| g.value(0, 9));
    /// assert_eq!(lines[0][0], lines[1].len().to_string().into_bytes());
    /// ```
    pub fn list_case(&mut self, max_n: u64, value: impl FnMut(&mut Self) -> u64) {
        let n = self.count(1, max_n);
        let values = self.paired(n, value);
        self.line(&[values.len() as u64]);
        self.line(&values);
    }

    /// The sizes of the tests to write for a problem whose judge gives one
    /// test per file, of `lo..=max` items each (the binaries answer the tests
    /// of a file one after another, to its end). With [`Scale::Statement`]:
    /// tests of `min(cases, max)` items (at least `lo`), as many as make
    /// `max` items in all, so that the benchmark's 10^6 cases are one test
    /// of the statement's largest size and 300 cases are many tests (many
    /// answers) of 300; otherwise `cases` tests of [`Gen::count`] items.
    ///
    /// ```
    /// use spec::{Gen, Scale};
    /// let mut sink = |_: spec::Line<'_>| {};
    /// assert_eq!(Gen::new(1, Scale::Statement, 1_000_000, &mut sink).test_sizes(1, 100_000), [100_000]);
    /// assert_eq!(Gen::new(1, Scale::Statement, 40_000, &mut sink).test_sizes(1, 100_000), [40_000; 3]);
    /// assert_eq!(Gen::new(1, Scale::Statement, 0, &mut sink).test_sizes(1, 100_000), []);
    /// let small = Gen::new(1, Scale::Small, 7, &mut sink).test_sizes(1, 100_000);
    /// assert!(small.len() == 7 && small.iter().all(|&n| (1..=6).contains(&n)));
    /// ```
    pub fn test_sizes(&mut self, lo: u64, max: u64) -> Vec<u64> {
        match self.scale {
            Scale::Statement if self.cases == 0 => Vec::new(),
            Scale::Statement => {
                let size = self.cases.clamp(lo, max);
                vec![size; max.div_ceil(size) as usize]
            }
            Scale::Small | Scale::Huge => (0..self.cases).map(|_| self.count(lo, max)).collect(),
        }
    }

    /// A count (of piles, of cases, …) whose statement bounds are
    /// `lo..=hi`: within them for [`Scale::Statement`], else at most
    /// `lo + 5`.
    pub fn count(&mut self, lo: u64, hi: u64) -> u64 {
        match self.scale {
            Scale::Statement => self.rng.range(lo, hi),
            Scale::Small | Scale::Huge => self.rng.range(lo, hi.min(lo + 5)),
        }
    }
}
