//! Bundles a judge binary of this workspace into one std-only Rust file.
//!
//! A bundle is the binary's `main.rs` as written, followed by each crate it
//! depends on (here game-core and proconio) inlined as a module,
//! `mod game_core { … }`, `mod proconio { … }`, trimmed to what the binary
//! uses. It compiles with a bare `rustc`, no Cargo and no crates, as the
//! online judges that take Rust do.
//!
//! The steps:
//!
//! 1. read each crate's root file and every `mod x;` file ([`load`]),
//!    deciding `#[cfg(feature = …)]` by the features Cargo enabled, dropping
//!    `#[cfg(test)]` items and `#[test]`s, and the doc comments except each
//!    module's summary ([`clean`]; the binary keeps its docs);
//! 2. rewrite each crate's paths for its new place ([`paths`]): `crate::` and
//!    `$crate::` gain the module's name, `dep::` becomes `crate::dep::`, and
//!    each `#[macro_export]` macro becomes a module-local macro followed by
//!    `pub(crate) use name;`;
//! 3. expand the binary's macro calls as rustc would ([`mbe`]) and keep only
//!    the `macro_rules!` arms they reach ([`arms`]);
//! 4. keep only what the binary needs, transitively ([`shake`]);
//!
//! then write the binary's `main.rs` with steps 1 and 2 made as edits of its
//! text, comments and layout kept ([`verbatim`]), and print the inlined
//! crates with prettyplease, under a header naming the problem and the
//! commit.

pub mod arms;
pub mod clean;
pub mod dead;
pub mod load;
pub mod mbe;
pub mod paths;
pub mod shake;
pub mod verbatim;

use proc_macro2::Span;
use quote::ToTokens;
use serde_json::Value;
use std::collections::{HashMap, HashSet, VecDeque};
use std::fmt;
use std::path::{Path, PathBuf};
use std::process::Command;
use syn::visit_mut::VisitMut;
use syn::{Item, ItemMod};

/// The most a bundle may weigh, in bytes: 16 KiB, unless its problem's
/// algorithm needs more (`bundle-kib` in its `[package.metadata.problem]`,
/// at most 24 KiB). Judges cap a submission at 16,000 bytes (some PTA
/// problems) to 64 KiB (Codeforces) and more ([`JUDGE_LIMITS`]); a
/// competitor also reads what they submit.
pub const SIZE_LIMIT: usize = problems::workspace::BUNDLE_LIMIT;

/// Caps on a submission's size, in bytes, smallest first, of judges that
/// take Rust, as their pages give them (PTA's is that of some of its
/// problems).
pub const JUDGE_LIMITS: &[(&str, usize)] = &[
    ("PTA 16,000 B", 16_000),
    ("Codeforces 64 KiB", 64 * 1024),
    ("AtCoder 512 KiB", 512 * 1024),
];

/// What a bundle of `bytes` bytes meets, given its own limit `limit`.
///
/// ```
/// let line = bundler::size_report("hdu2177", 16_306, 16 * 1024);
/// assert_eq!(
///     line,
///     "hdu2177: 16,306 bytes; within its own 16 KiB, Codeforces 64 KiB, AtCoder 512 KiB; \
///      over PTA 16,000 B"
/// );
/// assert!(!bundler::size_report("p", 900, 16 * 1024).contains("over"));
/// let big = bundler::size_report("q", 20_000, 24 * 1024);
/// assert!(big.starts_with("q: 20,000 bytes; within its own 24 KiB, Codeforces"));
/// ```
pub fn size_report(problem: &str, bytes: usize, limit: usize) -> String {
    let digits = bytes.to_string();
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    let own = format!("its own {} KiB", limit / 1024);
    let mut limits: Vec<(&str, usize)> = JUDGE_LIMITS.to_vec();
    let at = limits
        .iter()
        .position(|&(_, l)| l > limit)
        .unwrap_or(limits.len());
    limits.insert(at, (&own, limit));
    let names = |fits: bool| {
        let names: Vec<&str> = limits
            .iter()
            .filter(|&&(_, limit)| (bytes <= limit) == fits)
            .map(|&(name, _)| name)
            .collect();
        names.join(", ")
    };
    let mut line = format!("{problem}: {grouped} bytes; within {}", names(true));
    let over = names(false);
    if !over.is_empty() {
        line.push_str(&format!("; over {over}"));
    }
    line
}

/// Why a bundle could not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(String);

impl Error {
    /// An error with this message.
    pub fn new(message: impl Into<String>) -> Self {
        Error(message.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// A package of the dependency graph, as `cargo metadata` describes it.
#[derive(Debug, Clone)]
struct Package {
    name: String,
    version: String,
    authors: Vec<String>,
    license: String,
    /// The library target: its crate name and root file.
    lib: Option<(String, PathBuf)>,
    /// The binary target named like the package: its root file.
    bin: Option<PathBuf>,
    /// A proc-macro crate cannot be inlined.
    proc_macro: bool,
}

/// A resolved package: its normal dependencies and enabled features.
#[derive(Debug, Clone, Default)]
struct Node {
    /// (name the code uses, package id)
    deps: Vec<(String, String)>,
    features: HashSet<String>,
}

/// The workspace: its packages and their resolved dependency graph.
#[derive(Debug, Clone)]
pub struct Workspace {
    root: PathBuf,
    members: Vec<String>,
    /// The problem crates' names, sorted.
    problems: Vec<String>,
    /// Each problem crate's bundle size limit, in bytes.
    limits: HashMap<String, usize>,
    packages: HashMap<String, Package>,
    nodes: HashMap<String, Node>,
}

fn string(v: &Value) -> String {
    v.as_str().unwrap_or_default().to_string()
}

fn array(v: &Value) -> &[Value] {
    v.as_array().map_or(&[], Vec::as_slice)
}

impl Workspace {
    /// Runs `cargo metadata` in the current folder (`$CARGO`, else `cargo`).
    pub fn load() -> Result<Self, Error> {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let output = Command::new(cargo)
            .args(["metadata", "--format-version", "1"])
            .output()
            .map_err(|e| Error::new(format!("cannot run cargo metadata: {e}")))?;
        if !output.status.success() {
            return Err(Error::new(format!(
                "cargo metadata failed: {}",
                String::from_utf8_lossy(&output.stderr).trim()
            )));
        }
        let json: Value = serde_json::from_slice(&output.stdout)
            .map_err(|e| Error::new(format!("cannot read cargo metadata: {e}")))?;
        Self::from_metadata(&json)
    }

    /// Reads the output of `cargo metadata --format-version 1`.
    fn from_metadata(json: &Value) -> Result<Self, Error> {
        let mut packages = HashMap::new();
        for p in array(&json["packages"]) {
            let name = string(&p["name"]);
            let mut package = Package {
                name: name.clone(),
                version: string(&p["version"]),
                authors: array(&p["authors"]).iter().map(string).collect(),
                license: string(&p["license"]),
                lib: None,
                bin: None,
                proc_macro: false,
            };
            for t in array(&p["targets"]) {
                let kinds: Vec<String> = array(&t["kind"]).iter().map(string).collect();
                let src = PathBuf::from(string(&t["src_path"]));
                let target = string(&t["name"]);
                if kinds.iter().any(|k| k == "proc-macro") {
                    package.proc_macro = true;
                    package.lib = Some((target.replace('-', "_"), src));
                } else if kinds.iter().any(|k| k == "lib" || k == "rlib") {
                    package.lib = Some((target.replace('-', "_"), src));
                } else if kinds.iter().any(|k| k == "bin") && target == name {
                    package.bin = Some(src);
                }
            }
            packages.insert(string(&p["id"]), package);
        }
        let mut nodes = HashMap::new();
        for n in array(&json["resolve"]["nodes"]) {
            let deps = array(&n["deps"])
                .iter()
                .filter(|d| array(&d["dep_kinds"]).iter().any(|k| k["kind"].is_null()))
                .map(|d| (string(&d["name"]), string(&d["pkg"])))
                .collect();
            let features = array(&n["features"]).iter().map(string).collect();
            nodes.insert(string(&n["id"]), Node { deps, features });
        }
        let problems = problems::workspace::Workspace::from_metadata(json).map_err(Error::new)?;
        Ok(Workspace {
            problems: problems.names().into_iter().map(String::from).collect(),
            limits: (problems.problems.iter())
                .map(|c| (c.name.clone(), c.bundle_limit))
                .collect(),
            root: PathBuf::from(string(&json["workspace_root"])),
            members: array(&json["workspace_members"])
                .iter()
                .map(string)
                .collect(),
            packages,
            nodes,
        })
    }

    /// The workspace's root folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The problem crates (see `problems::workspace`), sorted.
    pub fn problems(&self) -> Vec<String> {
        self.problems.clone()
    }

    /// The most the bundle of `problem` may weigh, in bytes: [`SIZE_LIMIT`]
    /// unless its `[package.metadata.problem]` sets `bundle-kib`.
    pub fn size_limit(&self, problem: &str) -> usize {
        self.limits.get(problem).copied().unwrap_or(SIZE_LIMIT)
    }

    /// The problem crate `name`.
    fn member(&self, name: &str) -> Result<(&String, &Package), Error> {
        self.members
            .iter()
            .filter(|_| self.problems.iter().any(|p| p == name))
            .find_map(|id| Some(id).zip(self.packages.get(id).filter(|p| p.name == name)))
            .ok_or_else(|| {
                Error::new(format!(
                    "no problem crate {name:?}; the problems are: {}",
                    self.problems.join(", ")
                ))
            })
    }

    /// The bundle of the binary of package `problem`.
    pub fn bundle(&self, problem: &str) -> Result<String, Error> {
        let (_, package) = self.member(problem)?;
        let main_path = package
            .bin
            .clone()
            .ok_or_else(|| Error::new(format!("{problem} has no binary named {problem}")))?;
        let source = std::fs::read_to_string(&main_path)
            .map_err(|e| Error::new(format!("cannot read {}: {e}", main_path.display())))?;
        self.bundle_source(problem, &source)
    }

    /// The bundle of package `problem`'s binary, with `source` for the
    /// text of its `main.rs` (tests bundle other binaries this way).
    pub fn bundle_source(&self, problem: &str, source: &str) -> Result<String, Error> {
        let (id, package) = self.member(problem)?;
        let main_path = package
            .bin
            .clone()
            .ok_or_else(|| Error::new(format!("{problem} has no binary named {problem}")))?;
        let node = self.nodes.get(id).cloned().unwrap_or_default();
        let (main, main_text) = binary(&main_path, source, &node.features, self.externs(&node)?)?;

        // Its dependencies, breadth first, each as a module.
        let mut modules: Vec<ItemMod> = Vec::new();
        let mut credits = Vec::new();
        let mut seen: HashSet<String> = HashSet::new();
        let mut queue: VecDeque<String> = node.deps.iter().map(|(_, p)| p.clone()).collect();
        while let Some(dep_id) = queue.pop_front() {
            if !seen.insert(dep_id.clone()) {
                continue;
            }
            let dep = &self.packages[&dep_id];
            let dep_node = self.nodes.get(&dep_id).cloned().unwrap_or_default();
            queue.extend(dep_node.deps.iter().map(|(_, p)| p.clone()));
            modules.push(self.inline(dep, &dep_node)?);
            credits.push(dep);
        }

        // Keep the macro arms the binary reaches, then what the binary uses.
        let reach = arms::Reach::find(&main, &modules);
        reach.prune(&mut modules);
        let mut shaker = shake::Shaker::new(quote::ToTokens::to_token_stream(&main), &modules);
        shaker.expanded(reach.pruned(), reach.expansions.clone());
        shaker.mark_all(&modules);
        modules.retain(|m| shaker.module_kept(m));
        for module in &mut modules {
            if let Some((_, items)) = &mut module.content {
                shaker.prune(items);
            }
        }
        let kept: HashSet<String> = modules.iter().map(|m| m.ident.to_string()).collect();
        credits.retain(|p| p.lib.as_ref().is_some_and(|(n, _)| kept.contains(n)));

        let mut inlined = syn::File {
            shebang: None,
            attrs: Vec::new(),
            items: modules.into_iter().map(Item::Mod).collect(),
        };
        for module in &mut inlined.items {
            if let Item::Mod(syn::ItemMod {
                content: Some((_, items)),
                ..
            }) = module
            {
                clean::untitle_modules(items);
            }
        }
        let print = |file: &syn::File| {
            let printed = verbatim::space_items(&prettyplease::unparse(file));
            let tabbed = verbatim::tabs(&printed);
            verbatim::same_tokens(&tabbed, &printed)
                .then_some(tabbed)
                .ok_or_else(|| {
                    Error::new(format!(
                        "{problem}: indenting the inlined crates with tabs changed their tokens"
                    ))
                })
        };
        let main_text = verbatim::tabs(&main_text);
        let head = format!("{}{main_text}", self.header(problem, &main_path, &credits));
        let inlined = print(&inlined)?;
        let inlined = dead::prune(&head, &inlined, |file| print(file).ok());
        Ok(format!("{head}\n{inlined}"))
    }

    /// A crate's dependencies: the name its code uses → their module name.
    fn externs(&self, node: &Node) -> Result<HashMap<String, String>, Error> {
        node.deps
            .iter()
            .map(|(name, id)| {
                let package = &self.packages[id];
                match &package.lib {
                    Some((lib, _)) if !package.proc_macro => Ok((name.clone(), lib.clone())),
                    _ => Err(Error::new(format!(
                        "cannot inline {}: it is not a plain library",
                        package.name
                    ))),
                }
            })
            .collect()
    }

    /// A dependency as a module of the bundle: `mod <crate name> { … }`.
    fn inline(&self, package: &Package, node: &Node) -> Result<ItemMod, Error> {
        let (name, root) = package
            .lib
            .clone()
            .filter(|_| !package.proc_macro)
            .ok_or_else(|| {
                Error::new(format!(
                    "cannot inline {}: not a plain library",
                    package.name
                ))
            })?;
        let mut cleaner = clean::Cleaner {
            features: &node.features,
            docs: clean::Docs::Summary,
            edits: None,
        };
        let mut file = load::load_crate(&root, &mut cleaner)?;
        paths::Rewriter {
            module: Some(name.clone()),
            externs: self.externs(node)?,
            edits: Vec::new(),
        }
        .visit_file_mut(&mut file);
        file.items
            .retain(|item| !matches!(item, Item::ExternCrate(_)));
        paths::localize_macros(&mut file.items);
        // The crate's own lints (`#![deny(missing_docs)]`, …) do not apply to
        // a trimmed copy; its summary stays.
        file.attrs.retain(|a| a.path().is_ident("doc"));
        let ident = syn::Ident::new(&name, proc_macro2::Span::call_site());
        let attrs = file.attrs;
        let items = file.items;
        Ok(syn::parse_quote! {
            #[allow(unused)]
            mod #ident {
                #(#attrs)*
                #(#items)*
            }
        })
    }

    fn header(&self, problem: &str, main: &Path, credits: &[&Package]) -> String {
        let main = main.strip_prefix(&self.root).unwrap_or(main);
        let mut text = format!(
            "// {problem}: one-file bundle made by scripts/bundle at commit {}.\n\
             // Source: {}",
            commit(&self.root),
            main.display()
        );
        for (i, p) in credits.iter().enumerate() {
            let sep = if i == 0 {
                ", with the parts it uses of\n//   "
            } else {
                ";\n//   "
            };
            text.push_str(sep);
            text.push_str(&format!("{} {}", p.name, p.version));
            if !p.authors.is_empty() {
                text.push_str(&format!(" by {}", p.authors.join(", ")));
            }
            if !p.license.is_empty() {
                text.push_str(&format!(" ({})", p.license));
            }
        }
        text.push_str(
            ".\n// Compile: rustc --edition 2021 -O <file>.rs (or 2018, not 2015; std only;\n\
             //   tested with Rust 1.63 and newer).\n\n",
        );
        text
    }
}

/// `git rev-parse --short HEAD` in `dir`, with `-dirty` if tracked files
/// changed; `unknown` without git.
pub fn commit(dir: &Path) -> String {
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(dir)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    match git(&["rev-parse", "--short", "HEAD"]) {
        Some(hash) if !hash.is_empty() => {
            match git(&["status", "--porcelain", "--untracked-files=no"]) {
                Some(changes) if changes.is_empty() => hash,
                _ => format!("{hash}-dirty"),
            }
        }
        _ => "unknown".into(),
    }
}

/// The spans of the first and last token of `node`.
fn first_last(node: &impl ToTokens) -> Option<(Span, Span)> {
    let tokens: Vec<proc_macro2::TokenTree> = node.to_token_stream().into_iter().collect();
    Some((tokens.first()?.span(), tokens.last()?.span()))
}

/// The binary's `main.rs` (`source`, at `main_path`) as a syntax tree for
/// the bundle, cleaned (by `features`) and with its paths rewritten (to
/// `externs`), and as text: `source` with the same changes made in place
/// ([`verbatim`]). A `mod x;` file is inlined, printed by prettyplease.
fn binary(
    main_path: &Path,
    source: &str,
    features: &HashSet<String>,
    externs: HashMap<String, String>,
) -> Result<(syn::File, String), Error> {
    let mut main = syn::parse_file(source)
        .map_err(|e| Error::new(format!("cannot parse {}: {e}", main_path.display())))?;
    let mut cleaner = clean::Cleaner {
        features,
        docs: clean::Docs::Keep,
        edits: Some(Vec::new()),
    };
    cleaner.visit_file_mut(&mut main);
    let mut edits = cleaner.edits.take().unwrap_or_default();
    let mut rewriter = paths::Rewriter {
        module: None,
        externs,
        edits: Vec::new(),
    };
    rewriter.visit_file_mut(&mut main);
    edits.append(&mut rewriter.edits);

    // `mod x;` files: their paths are rewritten once inlined, and their
    // edits do not apply to `source`.
    let files: Vec<(usize, Span, Span)> = main
        .items
        .iter()
        .enumerate()
        .filter_map(|(i, item)| match item {
            Item::Mod(m) if m.content.is_none() => {
                let (from, to) = first_last(item)?;
                Some((i, from, to))
            }
            _ => None,
        })
        .collect();
    let dir = main_path.parent().unwrap_or(Path::new("."));
    load::inline_modules(&mut main.items, dir, &mut cleaner)?;
    for &(i, from, to) in &files {
        rewriter.visit_item_mut(&mut main.items[i]);
        let file = syn::File {
            shebang: None,
            attrs: Vec::new(),
            items: vec![main.items[i].clone()],
        };
        let printed = prettyplease::unparse(&file);
        edits.push(verbatim::Edit::replace(from, to, printed.trim_end()));
    }

    for item in &main.items {
        if let (Item::ExternCrate(_), Some((from, to))) = (item, first_last(item)) {
            edits.push(verbatim::Edit::delete(from, to));
        }
    }
    main.items
        .retain(|item| !matches!(item, Item::ExternCrate(_)));

    let text = verbatim::apply(source, &edits)
        .filter(|text| verbatim::same_tokens(text, &main.to_token_stream().to_string()))
        .ok_or_else(|| {
            Error::new(format!(
                "cannot keep {} as written: the bundler's edits of its text do not \
                 read as the rewritten syntax tree (a bug in the bundler)",
                main_path.display()
            ))
        })?;
    Ok((main, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_binary_is_kept_as_written_but_for_its_edits() {
        let dir = std::env::temp_dir().join(format!("bundler-binary-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("helper.rs"),
            "// gone\npub fn h() -> u8 { dep::f() }\n",
        )
        .unwrap();
        let source = "//! The binary.\nextern crate dep;\nuse dep::f; // f\n\n\
                      mod helper;\n\n#[cfg(test)]\nmod tests {}\n\n\
                      fn main() {\n    // one\n    let _ = (f(), ::dep::g(), helper::h());\n}\n";
        let features = HashSet::new();
        let externs = [("dep".to_string(), "dep_mod".to_string())].into();
        let (tree, text) = binary(&dir.join("main.rs"), source, &features, externs).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(
            text,
            "//! The binary.\nuse crate::dep_mod::f; // f\n\n\
             mod helper {\n    pub fn h() -> u8 {\n        crate::dep_mod::f()\n    }\n}\n\n\n\
             fn main() {\n    // one\n    let _ = (f(), crate::dep_mod::g(), helper::h());\n}\n"
        );
        assert!(verbatim::same_tokens(
            &text,
            &tree.to_token_stream().to_string()
        ));
    }
}
