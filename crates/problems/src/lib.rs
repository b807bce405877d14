//! The judge problems of this workspace, in one place.
//!
//! - [`workspace`]: which crates are problems — the members whose
//!   `Cargo.toml` has a `[package.metadata.problem]` table, found with
//!   `cargo metadata`. Every tool that loops over problems asks it.
//! - [`registry`]: per problem, what cannot be discovered — the reference
//!   model of its input and answers, its input generator (within the
//!   statement's bounds for the benchmark, or anywhere for the tests), and
//!   its small cases answered by the game tree. One entry per problem.
//! - [`model`]: the plain tokenizer the reference models read with.
//!
//! A problem crate without an entry, a binary of its name, tests or
//! testdata makes `cargo test --workspace` fail, naming the crate and what is
//! missing (`tests/workspace.rs`).

pub mod model;
pub mod registry;
mod rng;
pub mod scaffold;
pub mod workspace;

pub use registry::{get, Problem};
pub use rng::{Gen, Rng, Scale};

use model::{ModelError, Reader};

impl Problem {
    /// The entry of the problem crate `name`, or an error that says where
    /// to add it.
    ///
    /// # Errors
    /// When the registry has no entry `name`.
    pub fn of(name: &str) -> Result<Problem, String> {
        get(name).ok_or_else(|| registry::missing(name))
    }

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
        line: &mut dyn FnMut(&[u64]),
    ) {
        (self.generate)(&mut Gen::new(seed, scale, cases, line));
    }

    /// A generated input as text: the numbers of a line separated by
    /// spaces, each line ended by `\n`.
    pub fn input(&self, seed: u64, scale: Scale, cases: u64) -> Vec<u8> {
        let mut text = Vec::new();
        self.generate_lines(seed, scale, cases, &mut |values| {
            for (i, v) in values.iter().enumerate() {
                if i > 0 {
                    text.push(b' ');
                }
                text.extend_from_slice(v.to_string().as_bytes());
            }
            text.push(b'\n');
        });
        text
    }
}
