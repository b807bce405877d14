//! Writes `solvers.rs`: every problem crate's `main.rs` as a module, and a
//! table of their `solve` functions by name, sorted (the crates are found
//! by `problems::workspace`, from `cargo metadata`).

use std::fmt::Write;

fn main() {
    let workspace = problems::workspace::Workspace::load().expect("cargo metadata");
    let mut code = String::new();
    let mut table = String::from("/// Every judge binary's `solve`, by crate name, sorted.\n");
    table.push_str("pub const SOLVERS: &[(&str, Solve)] = &[\n");
    for krate in &workspace.problems {
        let main = krate.dir.join("src/main.rs");
        println!("cargo:rerun-if-changed={}", main.display());
        let module = krate.name.replace('-', "_");
        writeln!(code, "#[path = {:?}]\n#[allow(dead_code)]\nmod {module};", main.display()).unwrap();
        writeln!(table, "    ({:?}, |src, out| {module}::solve(src, out)),", krate.name).unwrap();
    }
    table.push_str("];\n");
    let path = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("solvers.rs");
    std::fs::write(path, code + &table).expect("write solvers.rs");
    let root = problems::workspace::root();
    println!("cargo:rerun-if-changed={}", root.join("Cargo.toml").display());
    println!("cargo:rerun-if-changed={}", root.join("crates").display());
}
