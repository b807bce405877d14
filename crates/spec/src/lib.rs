//! What the tools know of a judge problem, and the helpers every problem's
//! spec is written with.
//!
//! Each problem crate `crates/<p>/` is two targets: the judge binary
//! (`src/main.rs`, the one file `scripts/bundle` turns into a submission)
//! and a library (`src/lib.rs`) whose one public item is its spec,
//! `pub const PROBLEM: spec::Problem`: the reference [model](Problem::model)
//! of the input and answers, the input [generator](Problem::generate), and
//! the [small cases](Problem::exhaustive) answered by the game tree. The
//! crate's own tests (`testkit::judge_tests!(<p>::PROBLEM)`) check its
//! binary against it; the benchmark and the fuzz targets include every
//! problem's `src/lib.rs` by path, found with `cargo metadata`, so no file
//! lists the problems.
//!
//! A spec file may name only this crate, `game_core` and std (it is also
//! compiled as a module of those tools), and declares no submodules.
//!
//! - [`model`]: the plain tokenizer the models read with ([`Reader`]);
//! - [`read`]: the shapes of the inputs on it (cases until a terminator, a
//!   count first, lists), and the answer lines;
//! - [`rng`]: reproducible generators of inputs ([`Gen`], [`Scale`]);
//! - [`text`]: the game-tree cases, an input and its output built case by
//!   case ([`Text`]), and the small positions of heap games;
//! - [`games`]: what several problems of one game share.
//!
//! ```
//! use spec::{read, Gen, Problem, Reader, Scale, Text};
//!
//! /// Lines `n` until the end: the first player wins a Bash game of n
//! /// stones (take 1 or 2) unless 3 divides n.
//! const BASH: Problem = Problem {
//!     model: |r| read::cases(r, false, |_, [n]| Some(read::verdict(n % 3 != 0, "W", "L"))),
//!     generate: |g| {
//!         for _ in 0..g.cases {
//!             let n = g.value(1, 100);
//!             g.line(&[n]);
//!         }
//!     },
//!     exhaustive: || {
//!         let mut text = Text::default();
//!         text.case(&[3], "L\n");
//!         text.case(&[4], "W\n");
//!         text.done()
//!     },
//! };
//! assert_eq!(BASH.expected(b"3 4 5"), ("L\nW\nW\n".to_string(), None));
//! let (input, output) = (BASH.exhaustive)();
//! assert_eq!(BASH.expected(input.as_bytes()).0, output);
//! assert_eq!(BASH.input(1, Scale::Small, 3).iter().filter(|&&b| b == b'\n').count(), 3);
//! ```

pub mod games;
pub mod model;
pub mod read;
pub mod rng;
pub mod text;

pub use model::{ModelError, Reader};
pub use rng::{Gen, Line, Rng, Scale};
pub use text::Text;

/// What the tools know of one judge problem.
#[derive(Debug, Clone, Copy)]
pub struct Problem {
    /// The reference model: reads the whole input as the statement says and
    /// returns every answer, up to its terminator, the end of input, or the
    /// first error (left in the reader).
    pub model: fn(&mut Reader) -> String,
    /// Writes `gen.cases` cases (answer lines, for most problems), with the
    /// count or terminator the format has, one call of `gen.line` per line.
    pub generate: fn(&mut Gen<'_>),
    /// Every small case as one input, and the output the game tree gives.
    pub exhaustive: fn() -> (String, String),
}

impl Problem {
    /// What the binary must print for `input`: stdout, and the error if any.
    pub fn expected(&self, input: &[u8]) -> (String, Option<ModelError>) {
        let mut reader = Reader::new(input);
        let out = (self.model)(&mut reader);
        (out, reader.error)
    }

    /// Calls `line` with each line of a generated input: `cases` cases from
    /// `seed`, of values of `scale`.
    pub fn generate_lines(
        &self,
        seed: u64,
        scale: Scale,
        cases: u64,
        line: &mut dyn FnMut(Line<'_>),
    ) {
        (self.generate)(&mut Gen::new(seed, scale, cases, line));
    }

    /// A generated input as text: the tokens of a line separated by spaces,
    /// each line ended by `\n` ([`Line::write`]).
    pub fn input(&self, seed: u64, scale: Scale, cases: u64) -> Vec<u8> {
        let mut text = Vec::new();
        self.generate_lines(seed, scale, cases, &mut |line| line.write(&mut text));
        text
    }
}
