//! The game-tree cases: an input and the output it must give, built case by
//! case ([`Text`]), and the small positions of the games of heaps.

/// An input and the output it must give, built case by case.
///
/// ```
/// use spec::Text;
/// let mut text = Text::default();
/// text.case(&[1, 2], "W\n");
/// text.list(&[4, 4], "L\n");
/// assert_eq!(
///     text.count_first(),
///     ("2\n1 2\n2\n4 4\n".to_string(), "W\nL\n".to_string())
/// );
/// ```
#[derive(Debug, Default)]
pub struct Text {
    input: String,
    output: String,
    cases: u64,
}

impl Text {
    /// Adds a line of input.
    pub fn line(&mut self, values: &[u64]) {
        let line: Vec<String> = values.iter().map(u64::to_string).collect();
        self.input.push_str(&line.join(" "));
        self.input.push('\n');
    }

    /// Adds a line of tokens as they are (words, rows of a grid), separated
    /// by spaces; the game-tree cases are text, so each token must be UTF-8.
    ///
    /// ```
    /// let mut text = spec::Text::default();
    /// text.line(&[2]);
    /// text.words(&[b"W.", b"#"]);
    /// text.answer("L\n");
    /// assert_eq!(text.done(), ("2\nW. #\n".to_string(), "L\n".to_string()));
    /// ```
    ///
    /// # Panics
    /// If a token is not UTF-8.
    pub fn words(&mut self, words: &[&[u8]]) {
        for (i, word) in words.iter().enumerate() {
            if i > 0 {
                self.input.push(' ');
            }
            self.input
                .push_str(std::str::from_utf8(word).expect("a UTF-8 token"));
        }
        self.input.push('\n');
    }

    /// Adds a case of one line and its answer lines.
    pub fn case(&mut self, values: &[u64], answer: &str) {
        self.line(values);
        self.output.push_str(answer);
        self.cases += 1;
    }

    /// Adds a case `n v_1 … v_n` and its answer lines.
    pub fn list(&mut self, values: &[u64], answer: &str) {
        self.line(&[values.len() as u64]);
        self.case(values, answer);
    }

    /// Adds a line `n v_1 … v_n` of input.
    pub fn list_line(&mut self, values: &[u64]) {
        self.line(&[&[values.len() as u64], values].concat());
    }

    /// Adds answer lines of a case whose input is written apart.
    pub fn answer(&mut self, answer: &str) {
        self.output.push_str(answer);
        self.cases += 1;
    }

    /// The input and output.
    pub fn done(self) -> (String, String) {
        (self.input, self.output)
    }

    /// The input after a line with the number of cases, and the output.
    pub fn count_first(self) -> (String, String) {
        (format!("{}\n{}", self.cases, self.input), self.output)
    }
}

/// Every multiset of `piles` values in `lo..=hi`, each sorted ascending.
///
/// ```
/// assert_eq!(
///     spec::text::multisets(2, 0, 2),
///     [[0, 0], [0, 1], [0, 2], [1, 1], [1, 2], [2, 2]]
/// );
/// ```
pub fn multisets(piles: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..piles {
        all = all
            .into_iter()
            .flat_map(|v: Vec<u64>| {
                (v.last().copied().unwrap_or(lo)..=hi).map(move |p| {
                    let mut w = v.clone();
                    w.push(p);
                    w
                })
            })
            .collect();
    }
    all
}

/// The small positions of games of heaps: for each `(n, max)`, every
/// multiset of `n` heaps of `0..=max` ([`multisets`]).
///
/// ```
/// let all: Vec<_> = spec::text::positions(&[(1, 2), (2, 1)]).collect();
/// assert_eq!(all, [vec![0], vec![1], vec![2], vec![0, 0], vec![0, 1], vec![1, 1]]);
/// ```
pub fn positions(sizes: &[(usize, u64)]) -> impl Iterator<Item = Vec<u64>> + '_ {
    sizes.iter().flat_map(|&(n, max)| multisets(n, 0, max))
}
