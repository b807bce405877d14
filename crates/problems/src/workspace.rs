//! Which crates are judge problems: the workspace members whose manifest
//! has a `[package.metadata.problem]` table, as `cargo metadata` reports
//! them. Every tool that loops over problems asks here.
//!
//! ```toml
//! [package.metadata.problem]
//! judge = "POJ 1067"                        # the judge and its problem id
//! url = "http://poj.org/problem?id=1067"    # the statement ("" if none)
//! idea = "Wythoff"                          # the game, for the README
//! output = "`1` / `0`"                      # what a case prints, for the README
//! rust = []                                 # judges taking Rust that host it
//! bundle-kib = 24       # optional: the bundle's size limit, 16 KiB unless
//! bundle-why = "…"      # the algorithm needs more (24 KiB at most), and why
//! memory-mib = 24       # optional, for an input that is one test: the most
//! memory-why = "…"      # peak memory at the statement's largest input, and why
//! ```

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A problem crate: its name and folder, its binaries and its
/// `[package.metadata.problem]` table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crate {
    /// The package name (also the folder's and, if all is well, the binary's).
    pub name: String,
    /// The folder of its `Cargo.toml`.
    pub dir: PathBuf,
    /// The names of its binary targets.
    pub bins: Vec<String>,
    /// Whether it has a library target (a problem's spec, `src/lib.rs`).
    pub lib: bool,
    /// `judge`: the judge and problem, e.g. "POJ 1067".
    pub judge: String,
    /// `url`: where the statement is ("" if nowhere).
    pub url: String,
    /// `idea`: the game, in a few words.
    pub idea: String,
    /// `output`: what a case prints.
    pub output: String,
    /// `rust`: judges that take Rust and host the problem, e.g. "Luogu P10507".
    pub rust: Vec<String>,
    /// The most its one-file bundle may weigh, in bytes: `bundle-kib`
    /// KiB, 16 unless the algorithm needs more (at most 24).
    pub bundle_limit: usize,
    /// `bundle-why`: why the algorithm needs more than 16 KiB ("" if not).
    pub bundle_why: String,
    /// `memory-mib`: for a problem whose input is one test (its size set by
    /// the statement's bounds, its memory what the test needs held), the
    /// most the binary's peak memory may be at the statement's largest
    /// input, in MiB; `None` for a binary that streams its cases, within
    /// 4 MiB whatever the input's length.
    pub memory_mib: Option<u64>,
    /// `memory-why`: what the binary holds at the largest input ("" if not
    /// set).
    pub memory_why: String,
}

/// The default size limit of a bundle: 16 KiB.
pub const BUNDLE_LIMIT: usize = 16 * 1024;

/// The largest size limit a problem may set, for an algorithm that needs
/// more than [`BUNDLE_LIMIT`]: 24 KiB.
pub const BUNDLE_LIMIT_MAX: usize = 24 * 1024;

/// The workspace as the tools see it.
#[derive(Debug, Clone)]
pub struct Workspace {
    /// The folder of the workspace's `Cargo.toml`.
    pub root: PathBuf,
    /// Every member's package name and folder.
    pub members: Vec<(String, PathBuf)>,
    /// The problem crates, sorted by name.
    pub problems: Vec<Crate>,
}

/// The workspace this crate was built in.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

impl Workspace {
    /// Runs `cargo metadata` on the workspace this crate was built in.
    ///
    /// # Errors
    /// When cargo fails, or a problem table lacks a field.
    pub fn load() -> Result<Self, String> {
        Self::load_at(&root())
    }

    /// Runs `cargo metadata` on the workspace at `root` (`$CARGO`, else
    /// `cargo`).
    ///
    /// # Errors
    /// When cargo fails, or a problem table lacks a field.
    pub fn load_at(root: &Path) -> Result<Self, String> {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let output = Command::new(cargo)
            .args([
                "metadata",
                "--no-deps",
                "--format-version",
                "1",
                "--manifest-path",
            ])
            .arg(root.join("Cargo.toml"))
            .output()
            .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
        if !output.status.success() {
            return Err(format!(
                "cargo metadata failed: {}",
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        let json: Value = serde_json::from_slice(&output.stdout)
            .map_err(|e| format!("cannot read cargo metadata: {e}"))?;
        Self::from_metadata(&json)
    }

    /// Reads the output of `cargo metadata --format-version 1` (with
    /// `--no-deps` or without: only the workspace's members count).
    ///
    /// # Errors
    /// When a problem table lacks a field or has one of the wrong type.
    pub fn from_metadata(json: &Value) -> Result<Self, String> {
        let root = PathBuf::from(json["workspace_root"].as_str().unwrap_or("."));
        let ids = json["workspace_members"]
            .as_array()
            .map_or(&[][..], Vec::as_slice);
        let mut members = Vec::new();
        let mut problems = Vec::new();
        let packages = json["packages"].as_array().map_or(&[][..], Vec::as_slice);
        for package in packages.iter().filter(|p| ids.contains(&p["id"])) {
            let name = package["name"].as_str().unwrap_or_default().to_string();
            let manifest = Path::new(package["manifest_path"].as_str().unwrap_or_default());
            let dir = manifest.parent().unwrap_or(Path::new(".")).to_path_buf();
            members.push((name.clone(), dir.clone()));
            let table = &package["metadata"]["problem"];
            if table.is_null() {
                continue;
            }
            let text = |field: &str| {
                table[field].as_str().map(String::from).ok_or_else(|| {
                    format!("crate {name}: [package.metadata.problem] needs a string `{field}`")
                })
            };
            let rust = table["rust"]
                .as_array()
                .and_then(|judges| {
                    judges
                        .iter()
                        .map(|j| j.as_str().map(String::from))
                        .collect()
                })
                .ok_or_else(|| {
                    format!(
                        "crate {name}: [package.metadata.problem] needs `rust`, a list of strings"
                    )
                })?;
            let targets = package["targets"].as_array().map_or(&[][..], Vec::as_slice);
            let of_kind = |kind: &'static str| {
                targets.iter().filter(move |t| {
                    t["kind"]
                        .as_array()
                        .is_some_and(|k| k.iter().any(|k| k == kind))
                })
            };
            let bins = of_kind("bin")
                .filter_map(|t| t["name"].as_str().map(String::from))
                .collect();
            let lib = of_kind("lib").next().is_some();
            let (bundle_limit, bundle_why) = match table.get("bundle-kib") {
                None => (BUNDLE_LIMIT, String::new()),
                Some(kib) => {
                    let kib = kib.as_u64().unwrap_or(0) as usize;
                    let why = table["bundle-why"].as_str().unwrap_or_default().to_string();
                    if !(16..=24).contains(&kib) || why.is_empty() {
                        return Err(format!(
                            "crate {name}: [package.metadata.problem] `bundle-kib` must be 16 \
                             to 24, with `bundle-why` saying why the algorithm needs more"
                        ));
                    }
                    (kib * 1024, why)
                }
            };
            let (memory_mib, memory_why) = match table.get("memory-mib") {
                None => (None, String::new()),
                Some(mib) => {
                    let mib = mib.as_u64().unwrap_or(0);
                    let why = table["memory-why"].as_str().unwrap_or_default().to_string();
                    if !(1..=1024).contains(&mib) || why.is_empty() {
                        return Err(format!(
                            "crate {name}: [package.metadata.problem] `memory-mib` must be 1 \
                             to 1024, with `memory-why` saying what the one test needs held"
                        ));
                    }
                    (Some(mib), why)
                }
            };
            problems.push(Crate {
                judge: text("judge")?,
                url: text("url")?,
                idea: text("idea")?,
                output: text("output")?,
                rust,
                bins,
                lib,
                bundle_limit,
                bundle_why,
                memory_mib,
                memory_why,
                name,
                dir,
            });
        }
        problems.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(Workspace {
            root,
            members,
            problems,
        })
    }

    /// The names of the problem crates, sorted.
    pub fn names(&self) -> Vec<&str> {
        self.problems.iter().map(|c| c.name.as_str()).collect()
    }

    /// The problem crate `name`.
    ///
    /// # Errors
    /// When there is none, naming the problems there are.
    pub fn problem(&self, name: &str) -> Result<&Crate, String> {
        self.problems
            .iter()
            .find(|c| c.name == name)
            .ok_or_else(|| {
                format!(
                    "no problem crate {name:?}; the problems are: {}",
                    self.names().join(", ")
                )
            })
    }

    /// Rust code that makes every problem crate's spec (its `src/lib.rs`)
    /// a module of the crate being built, named by the crate (`-` as `_`),
    /// and `PROBLEMS`, every problem's name and spec sorted by name; with
    /// `mains`, its binary's `src/main.rs` too, as `<module>::main`. For a
    /// tool's build script (bench, fuzz): no file lists the problems. Tells
    /// cargo to run the script again when a problem is added or changed.
    pub fn spec_modules(&self, mains: bool) -> String {
        let mut code = String::new();
        let mut table = String::from("/// Every problem crate's name and spec, sorted by name.\n");
        table.push_str("pub const PROBLEMS: &[(&str, spec::Problem)] = &[\n");
        for krate in &self.problems {
            let module = krate.name.replace('-', "_");
            let src = krate.dir.join("src");
            code.push_str(&format!(
                "#[path = {:?}]\n#[allow(dead_code, missing_docs)]\npub mod {module} {{\n",
                src.display()
            ));
            code.push_str("    #[path = \"lib.rs\"]\n    mod lib;\n    pub use self::lib::*;\n");
            if mains {
                code.push_str("    #[path = \"main.rs\"]\n    pub mod main;\n");
            }
            code.push_str("}\n");
            table.push_str(&format!("    ({:?}, {module}::PROBLEM),\n", krate.name));
            for file in ["lib.rs", "main.rs"] {
                println!("cargo:rerun-if-changed={}", src.join(file).display());
            }
        }
        table.push_str("];\n");
        println!(
            "cargo:rerun-if-changed={}",
            self.root.join("Cargo.toml").display()
        );
        println!(
            "cargo:rerun-if-changed={}",
            self.root.join("crates").display()
        );
        code + &table
    }

    /// The README's row for a problem crate, from its table.
    pub fn readme_row(krate: &Crate) -> String {
        let problem = if krate.url.is_empty() {
            krate.judge.clone()
        } else {
            format!("[{}]({})", krate.judge, krate.url)
        };
        let rust = if krate.rust.is_empty() {
            "—".to_string()
        } else {
            krate.rust.join(", ")
        };
        format!(
            "| `{}` | {problem} | {} | {} | {rust} |",
            krate.name, krate.idea, krate.output
        )
    }
}

/// How many `*.in` files `dir` has and how many of them are samples
/// (`sample-N.in`), and the samples' `sample-N.out` files that are missing.
fn inputs(dir: &Path) -> (usize, usize, Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return (0, 0, Vec::new());
    };
    let inputs: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    let samples: Vec<_> = inputs
        .iter()
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("sample-"))
        })
        .collect();
    let missing = samples
        .iter()
        .map(|p| p.with_extension("out"))
        .filter(|p| !p.is_file())
        .map(|p| p.display().to_string())
        .collect();
    (inputs.len(), samples.len(), missing)
}

impl Workspace {
    /// What the problem crate `krate` lacks that a tool needs, one line
    /// each naming the crate: a binary of its name, its spec (a library,
    /// `src/lib.rs`), tests that call `testkit::judge_tests!`, testdata (2
    /// inputs, a sample with its expected output, 4 bad inputs), its row in
    /// `readme` as its `[package.metadata.problem]` gives it.
    pub fn lacks(&self, krate: &Crate, readme: &str) -> Vec<String> {
        let name = &krate.name;
        let mut lacks = Vec::new();
        if !krate.bins.contains(name) {
            lacks.push(format!(
                "crate {name} has no binary named {name} (its binaries: {:?}); set `name` in its \
                 [[bin]]",
                krate.bins
            ));
        }
        if !krate.lib {
            lacks.push(format!(
                "crate {name} has no library: its spec goes in crates/{name}/src/lib.rs, \
                 `pub const PROBLEM: spec::Problem`"
            ));
        }
        let tests = std::fs::read_dir(krate.dir.join("tests"))
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .filter_map(|e| std::fs::read_to_string(e.path()).ok())
                    .any(|text| text.contains("testkit::judge_tests!("))
            })
            .unwrap_or(false);
        if !tests {
            lacks.push(format!(
                "crate {name} has no tests/*.rs calling `testkit::judge_tests!(<crate>::PROBLEM);`"
            ));
        }
        let testdata = self.root.join("testdata").join(name);
        let (good, samples, missing) = inputs(&testdata);
        if good < 2 || samples == 0 {
            lacks.push(format!(
                "crate {name} needs at least 2 inputs testdata/{name}/*.in, among them the \
                 statement's samples sample-N.in with sample-N.out (has {good} inputs, \
                 {samples} samples)"
            ));
        }
        for path in missing {
            lacks.push(format!("crate {name}: {path} is missing"));
        }
        let (bad, _, _) = inputs(&testdata.join("bad"));
        if bad < 4 {
            lacks.push(format!(
                "crate {name} needs at least 4 bad inputs testdata/{name}/bad/*.in (has {bad})"
            ));
        }
        let row = Workspace::readme_row(krate);
        let start = format!("| `{name}` |");
        if !readme.lines().any(|line| line == row) {
            lacks.push(match readme.lines().find(|line| line.starts_with(&start)) {
                Some(found) => format!(
                    "crate {name}: its row in the README's problems table differs from its \
                     [package.metadata.problem]:\n  README:   {found}\n  metadata: {row}"
                ),
                None => format!(
                    "crate {name} has no row in the README's problems table; from its \
                     [package.metadata.problem], the row is:\n{row}"
                ),
            });
        }
        lacks
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn metadata(problem: &str) -> Value {
        let text = format!(
            r#"{{"workspace_root": "/w", "workspace_members": ["p"], "packages": [{{
                "id": "p", "name": "p", "manifest_path": "/w/crates/p/Cargo.toml",
                "targets": [{{"kind": ["lib"], "name": "p"}}, {{"kind": ["bin"], "name": "p"}}],
                "metadata": {{"problem": {{"judge": "J 1", "url": "", "idea": "i",
                    "output": "o", "rust": [] {problem}}}}}}}]}}"#
        );
        serde_json::from_str(&text).unwrap()
    }

    #[test]
    fn a_bundle_limit_is_16_kib_unless_said_and_why() {
        let plain = Workspace::from_metadata(&metadata("")).unwrap();
        let krate = &plain.problems[0];
        assert_eq!(
            (krate.bundle_limit, krate.bins.clone(), krate.lib),
            (16384, vec!["p".into()], true)
        );
        let why = r#", "bundle-kib": 24, "bundle-why": "a table""#;
        let more = Workspace::from_metadata(&metadata(why)).unwrap();
        assert_eq!(more.problems[0].bundle_limit, 24 * 1024);
        assert_eq!(more.problems[0].bundle_why, "a table");
        for bad in [
            r#", "bundle-kib": 24"#,
            r#", "bundle-kib": 32, "bundle-why": "x""#,
        ] {
            let err = Workspace::from_metadata(&metadata(bad)).unwrap_err();
            assert!(err.contains("`bundle-kib` must be 16 to 24"), "{err}");
        }
    }

    #[test]
    fn a_memory_limit_is_for_one_test_inputs_and_says_why() {
        let plain = Workspace::from_metadata(&metadata("")).unwrap();
        assert_eq!(plain.problems[0].memory_mib, None);
        let why = r#", "memory-mib": 24, "memory-why": "the graph""#;
        let more = Workspace::from_metadata(&metadata(why)).unwrap();
        assert_eq!(more.problems[0].memory_mib, Some(24));
        assert_eq!(more.problems[0].memory_why, "the graph");
        for bad in [
            r#", "memory-mib": 24"#,
            r#", "memory-mib": 0, "memory-why": "x""#,
            r#", "memory-mib": "8", "memory-why": "x""#,
        ] {
            let err = Workspace::from_metadata(&metadata(bad)).unwrap_err();
            assert!(err.contains("`memory-mib` must be 1 to 1024"), "{err}");
        }
    }
}
