//! Writes `problems.rs`: every problem crate's spec (`src/lib.rs`) as a
//! module, and `PROBLEMS`, their names and specs (the crates are found by
//! `problems::workspace`, from `cargo metadata`).

fn main() {
    let workspace = problems::workspace::Workspace::load().unwrap_or_else(|e| panic!("{e}"));
    let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("problems.rs");
    std::fs::write(out, workspace.spec_modules(false)).expect("write problems.rs");
}
