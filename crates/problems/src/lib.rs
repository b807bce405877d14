//! The judge problems of this workspace: which crates they are, and how a
//! new one is made.
//!
//! - [`workspace`]: which crates are problems — the members whose
//!   `Cargo.toml` has a `[package.metadata.problem]` table, found with
//!   `cargo metadata`. Every tool that loops over problems asks it.
//! - [`scaffold`]: `scripts/new NAME --like EXISTING`, a new problem crate
//!   made from an existing one.
//!
//! What the tools know of one problem is all in its folder: the metadata in
//! its `Cargo.toml`, its spec (reference model, input generator, game-tree
//! cases) in its `src/lib.rs`, its tests and snapshots, and its inputs in
//! `testdata/<problem>/`. A problem crate without a binary of its name, a
//! spec, tests, testdata or its README row makes `cargo test --workspace`
//! fail, naming the crate and what is missing (`tests/workspace.rs`).

pub mod scaffold;
pub mod workspace;
