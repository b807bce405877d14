//! Removes from the inlined crates what rustc finds is never used.
//!
//! The tree shaker ([`shake`](crate::shake)) goes by names, so a method
//! that shares its name with one in use (`line`, `first_player_wins`) stays,
//! and so does every `use` of std. rustc knows better: the bundle, with
//! `--force-warn dead_code --force-warn unused_imports`, reports each
//! function, method, constant and import that nothing reaches from `main`.
//! [`prune`] removes those in the inlined part and asks again, until rustc
//! reports none; each round's text compiles, or the last that did is kept.
//! A trait's method that nothing calls goes from the trait and from every
//! impl of it; a struct or enum that nothing constructs goes with its
//! impls (a name the shaker kept for another item's sake, such as a module
//! of the same name as a function); a module left with nothing but imports
//! goes too. Fields stay.

use proc_macro2::LineColumn;
use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};
use syn::visit_mut::VisitMut;
use syn::{ImplItem, Item, TraitItem, UseTree};

/// Where rustc says something is never used: the start of each primary
/// span of each `dead_code` or `unused_imports` warning, as a line (1-based)
/// and column (0-based, in characters) of `source`. `None` if rustc cannot
/// be run or reports an error.
fn unused(source: &str) -> Option<Vec<LineColumn>> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let out = std::env::temp_dir().join(format!("bundle-dead-{}.rmeta", std::process::id()));
    let mut child = Command::new(rustc)
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "bin",
            "--crate-name",
            "bundle",
        ])
        .args(["--emit=metadata", "--error-format=json"])
        .args([
            "--force-warn",
            "dead_code",
            "--force-warn",
            "unused_imports",
            "-o",
        ])
        .arg(&out)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let text = source.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let output = child.wait_with_output().ok()?;
    writer.join().ok()?.ok()?;
    let _ = std::fs::remove_file(&out);
    if !output.status.success() {
        return None;
    }
    let mut found = Vec::new();
    for line in String::from_utf8_lossy(&output.stderr).lines() {
        let Ok(diagnostic) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        let code = diagnostic["code"]["code"].as_str().unwrap_or_default();
        if code != "dead_code" && code != "unused_imports" {
            continue;
        }
        for span in diagnostic["spans"]
            .as_array()
            .map_or(&[][..], Vec::as_slice)
        {
            if span["is_primary"] == true {
                let (Some(line), Some(column)) =
                    (span["line_start"].as_u64(), span["column_start"].as_u64())
                else {
                    continue;
                };
                found.push(LineColumn {
                    line: line as usize,
                    column: column as usize - 1,
                });
            }
        }
    }
    Some(found)
}

/// Removes the items and import leaves whose name (or path) starts at one
/// of `at`; counts what it removed.
struct Remover<'a> {
    at: &'a [LineColumn],
    removed: usize,
    /// The trait methods removed from their trait: (trait, method).
    trait_methods: Vec<(String, String)>,
    /// The structs and enums removed, whose impls go too.
    types: Vec<String>,
}

impl Remover<'_> {
    fn hit(&self, start: LineColumn) -> bool {
        self.at.contains(&start)
    }

    /// Whether the use tree `tree` goes, all of it; removes its leaves that
    /// go from its groups.
    fn tree_goes(&mut self, tree: &mut UseTree) -> bool {
        let start = tree_start(tree);
        if self.hit(start) {
            return true;
        }
        match tree {
            UseTree::Path(p) => self.tree_goes(&mut p.tree),
            UseTree::Group(g) => {
                let before = g.items.len();
                let items = std::mem::take(&mut g.items);
                for mut item in items {
                    if !self.tree_goes(&mut item) {
                        g.items.push(item);
                    }
                }
                self.removed += before - g.items.len();
                g.items.is_empty()
            }
            _ => false,
        }
    }
}

/// Where a use tree starts: its first identifier, or `*`.
fn tree_start(tree: &UseTree) -> LineColumn {
    match tree {
        UseTree::Path(p) => p.ident.span().start(),
        UseTree::Name(n) => n.ident.span().start(),
        UseTree::Rename(r) => r.ident.span().start(),
        UseTree::Glob(g) => g.star_token.spans[0].start(),
        UseTree::Group(g) => g.brace_token.span.open().start(),
    }
}

impl VisitMut for Remover<'_> {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        self.items(&mut file.items);
    }

    fn visit_item_mod_mut(&mut self, module: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut module.content {
            self.items(items);
        }
    }
}

impl Remover<'_> {
    fn items(&mut self, items: &mut Vec<Item>) {
        let before = items.len();
        items.retain_mut(|item| match item {
            Item::Fn(f) => !self.hit(f.sig.ident.span().start()),
            Item::Struct(st) if self.hit(st.ident.span().start()) => {
                self.types.push(st.ident.to_string());
                false
            }
            Item::Enum(en) if self.hit(en.ident.span().start()) => {
                self.types.push(en.ident.to_string());
                false
            }
            Item::Const(c) => !self.hit(c.ident.span().start()),
            Item::Static(s) => !self.hit(s.ident.span().start()),
            Item::Use(u) => !self.tree_goes(&mut u.tree),
            Item::Impl(imp) if imp.trait_.is_none() => {
                let before = imp.items.len();
                imp.items.retain(|i| match i {
                    ImplItem::Fn(f) => !self.hit(f.sig.ident.span().start()),
                    ImplItem::Const(c) => !self.hit(c.ident.span().start()),
                    _ => true,
                });
                self.removed += before - imp.items.len();
                true
            }
            Item::Trait(tr) => {
                let name = tr.ident.to_string();
                let before = tr.items.len();
                tr.items.retain(|i| match i {
                    TraitItem::Fn(f) if self.hit(f.sig.ident.span().start()) => {
                        let method = f.sig.ident.to_string();
                        self.trait_methods.push((name.clone(), method));
                        false
                    }
                    _ => true,
                });
                self.removed += before - tr.items.len();
                true
            }
            Item::Mod(m) => {
                self.visit_item_mod_mut(m);
                true
            }
            _ => true,
        });
        self.removed += before - items.len();
    }

    /// Removes the trait methods removed from their traits from every impl
    /// of those traits, the impls of the types removed, and the modules left
    /// with nothing but imports.
    fn impls(&mut self, items: &mut Vec<Item>) {
        let before = items.len();
        items.retain(|item| match item {
            Item::Impl(imp) => !matches!(&*imp.self_ty, syn::Type::Path(t)
                if t.path.segments.last().is_some_and(|s| self.types.iter().any(|n| s.ident == n))),
            _ => true,
        });
        for item in items.iter_mut() {
            match item {
                Item::Impl(imp) => {
                    let Some((_, path, _)) = &imp.trait_ else {
                        continue;
                    };
                    let Some(last) = path.segments.last() else {
                        continue;
                    };
                    let trait_name = last.ident.to_string();
                    imp.items.retain(|i| match i {
                        ImplItem::Fn(f) => !self
                            .trait_methods
                            .iter()
                            .any(|(t, m)| *t == trait_name && f.sig.ident == m),
                        _ => true,
                    });
                }
                Item::Mod(syn::ItemMod {
                    content: Some((_, inner)),
                    ..
                }) => self.impls(inner),
                _ => {}
            }
        }
        items.retain(|item| match item {
            Item::Mod(syn::ItemMod {
                content: Some((_, inner)),
                ..
            }) => !inner.iter().all(|i| matches!(i, Item::Use(_))),
            _ => true,
        });
        self.removed += before - items.len();
    }
}

/// Removes from `inlined` (the text of the inlined crates, which follows
/// `main` and a line break in the bundle) what rustc finds never used,
/// round after round; `print` lays out a file as the bundle does. Stops,
/// with the last text that compiled, when rustc cannot be run, reports an
/// error, or finds nothing more.
pub fn prune(main: &str, inlined: &str, print: impl Fn(&syn::File) -> Option<String>) -> String {
    let mut text = inlined.to_string();
    // The lines before the inlined part's first.
    let offset = format!("{main}\n").matches('\n').count();
    let Some(mut found) = unused(&format!("{main}\n{text}")) else {
        return text;
    };
    for _ in 0..10 {
        let at: Vec<LineColumn> = found
            .iter()
            .filter(|p| p.line > offset)
            .map(|p| LineColumn {
                line: p.line - offset,
                column: p.column,
            })
            .collect();
        let Ok(mut file) = syn::parse_file(&text) else {
            break;
        };
        let mut remover = Remover {
            at: &at,
            removed: 0,
            trait_methods: Vec::new(),
            types: Vec::new(),
        };
        remover.visit_file_mut(&mut file);
        remover.impls(&mut file.items);
        if remover.removed == 0 {
            break;
        }
        let Some(next) = print(&file) else {
            break;
        };
        // The next round's findings, if the text still compiles.
        let Some(next_found) = unused(&format!("{main}\n{next}")) else {
            break;
        };
        (text, found) = (next, next_found);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pruned(main: &str, inlined: &str) -> String {
        let out = prune(main, inlined, |f| Some(prettyplease::unparse(f)));
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn an_unused_type_goes_with_its_impls_and_its_module() {
        let main = "fn main() { crate::dep::a::used(); }";
        let inlined = "mod dep { pub mod a { pub fn used() {} } \
                       pub mod b { use std::fmt; #[derive(Debug, Clone)] pub struct Period { pub p: usize } \
                       impl Period { pub fn new() -> Self { Period { p: 1 } } } \
                       impl fmt::Display for Period { fn fmt(&self, f: &mut fmt::Formatter<'_>) \
                       -> fmt::Result { write!(f, \"{}\", self.p) } } \
                       pub enum Unused { A } } }";
        assert_eq!(
            pruned(main, inlined),
            "mod dep { pub mod a { pub fn used() {} } }"
        );
    }

    #[test]
    fn a_used_type_stays() {
        let main = "fn main() { let _ = crate::dep::T(3).0; }";
        let inlined = "mod dep { pub struct T(pub u8); impl T { pub fn unused(&self) {} } }";
        assert_eq!(
            pruned(main, inlined),
            "mod dep { pub struct T(pub u8); impl T {} }"
        );
    }
}
