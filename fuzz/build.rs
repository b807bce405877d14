//! Writes `problems.rs`: every problem crate's spec (`src/lib.rs`) and
//! binary (`src/main.rs`) as modules, and `PROBLEMS`, their names and specs
//! (the crates are found by `problems::workspace`, from `cargo metadata`).

fn main() {
    let workspace = problems::workspace::Workspace::load().unwrap_or_else(|e| panic!("{e}"));
    let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("problems.rs");
    let solvers = workspace
        .problems
        .iter()
        .map(|krate| {
            let module = krate.name.replace('-', "_");
            format!("    ({:?}, |src, out| {module}::main::solve(src, out)),\n", krate.name)
        })
        .collect::<String>();
    let code = workspace.spec_modules(true)
        + "/// Every judge binary's `solve`, by crate name, sorted.\n"
        + "pub const SOLVERS: &[(&str, Solve)] = &[\n"
        + &solvers
        + "];\n";
    std::fs::write(out, code).expect("write problems.rs");
}
