//! Keeps only the `macro_rules!` arms that the binary's calls reach.
//!
//! Every call of a macro defined in the bundle is expanded with [`mbe`] the
//! way rustc expands it: the calls in the binary, the calls in the inlined
//! crates outside macro bodies, and, recursively, the calls in what each
//! call expands to. Each expansion records the arm that fired, and an
//! inlined macro keeps only those arms (all of them if it is never called:
//! the tree shaker then drops it unless its name is needed). So proconio's
//! `input!` keeps the arms that `input! { from &mut *src, a: Nat }` passes
//! through, not the ones that lock stdin, and a binary that reads
//! `input! { n: usize }` keeps the stdin arms and what they name.
//!
//! A macro the engine cannot follow keeps every arm: one whose arms it
//! cannot parse or a call no arm matches ([`mbe::Unsupported`]), two macros
//! of one name, one that a `use … as …` renames (its calls under the new
//! name are not followed), or recursion deeper than rustc's limit; and since its arms
//! may then call any macro its body names with any input, so does each of
//! those, transitively. The items that only the dropped arms named go in
//! the next step, [`shake`](crate::shake), which also gets the expansions
//! ([`Reach::expansions`]) to see at which types a trait is used.

use crate::mbe::{self, Macro, Unsupported};
use proc_macro2::{Punct, Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};
use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::ItemMod;

/// rustc's default `recursion_limit`.
const DEPTH: usize = 128;

/// Which arms of which macros the binary reaches.
#[derive(Debug, Default)]
pub struct Reach {
    /// Each called macro: the arms that fired, or why every arm stays.
    fired: HashMap<String, Result<BTreeSet<usize>, String>>,
    /// What each call expanded to.
    pub expansions: Vec<TokenStream>,
}

/// The `macro_rules!` definitions in a syntax tree (name → bodies), and the
/// names that a `use … as …` renames.
#[derive(Default)]
struct Definitions(HashMap<String, Vec<TokenStream>>, HashSet<String>);

impl<'ast> Visit<'ast> for Definitions {
    fn visit_item_macro(&mut self, item: &'ast syn::ItemMacro) {
        if let (Some(name), true) = (&item.ident, item.mac.path.is_ident("macro_rules")) {
            self.0
                .entry(name.to_string())
                .or_default()
                .push(item.mac.tokens.clone());
        }
    }

    fn visit_use_rename(&mut self, rename: &'ast syn::UseRename) {
        self.1.insert(rename.ident.to_string());
    }
}

/// Every call `name!(…)` in `tokens` of a macro in `known`, with its input.
/// A `macro_rules!` definition is skipped, and so is the input of a known
/// macro (what it keeps shows in its expansion); the input of any other
/// macro (`format!`, `vec!`) is searched.
fn calls<T>(tokens: TokenStream, known: &HashMap<String, T>, out: &mut Vec<(String, TokenStream)>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < trees.len() {
        if let (TokenTree::Ident(name), Some(TokenTree::Punct(bang))) =
            (&trees[i], trees.get(i + 1))
        {
            if bang.as_char() == '!' && name == "macro_rules" {
                i += 4;
                continue;
            }
            let name = name.to_string();
            if let (true, Some(TokenTree::Group(input))) = (
                bang.as_char() == '!' && known.contains_key(&name),
                trees.get(i + 2),
            ) {
                out.push((name, input.stream()));
                i += 3;
                continue;
            }
        }
        if let TokenTree::Group(g) = &trees[i] {
            calls(g.stream(), known, out);
        }
        i += 1;
    }
}

impl Reach {
    /// Expands every call of a macro of the bundle: the binary `main` and
    /// the inlined crates `modules`.
    pub fn find(main: &syn::File, modules: &[ItemMod]) -> Reach {
        let mut definitions = Definitions::default();
        definitions.visit_file(main);
        for module in modules {
            definitions.visit_item_mod(module);
        }
        let macros: HashMap<String, Result<Macro, Unsupported>> = definitions
            .0
            .iter()
            .map(|(name, bodies)| {
                let parsed = match bodies.as_slice() {
                    _ if definitions.1.contains(name) => Err(Unsupported(format!(
                        "{name} is also called by another name"
                    ))),
                    [body] => Macro::parse(body.clone()),
                    _ => Err(Unsupported(format!("{} macros named {name}", bodies.len()))),
                };
                (name.clone(), parsed)
            })
            .collect();

        let mut roots = Vec::new();
        calls(main.to_token_stream(), &macros, &mut roots);
        for module in modules {
            calls(module.to_token_stream(), &macros, &mut roots);
        }
        let mut queue: VecDeque<(String, TokenStream, usize)> =
            roots.into_iter().map(|(n, t)| (n, t, 0)).collect();
        let mut seen = HashSet::new();
        let mut reach = Reach::default();
        while let Some((name, input, depth)) = queue.pop_front() {
            if !seen.insert((name.clone(), input.to_string())) {
                continue;
            }
            let expanded = match &macros[&name] {
                Ok(_) if depth >= DEPTH => Err(Unsupported("recursion too deep".into())),
                Ok(m) => m.expand(input),
                Err(e) => Err(e.clone()),
            };
            let entry = reach
                .fired
                .entry(name)
                .or_insert_with(|| Ok(BTreeSet::new()));
            match expanded {
                Ok((arm, out)) => {
                    if let Ok(arms) = entry {
                        arms.insert(arm);
                    }
                    let mut inner = Vec::new();
                    calls(out.clone(), &macros, &mut inner);
                    queue.extend(inner.into_iter().map(|(n, t)| (n, t, depth + 1)));
                    reach.expansions.push(out);
                }
                Err(Unsupported(why)) => *entry = Err(why),
            }
        }

        // A macro that keeps every arm may call what its body names with
        // any input.
        loop {
            let whole: Vec<String> = reach
                .fired
                .iter()
                .filter(|(_, arms)| arms.is_err())
                .map(|(name, _)| name.clone())
                .collect();
            let mut grew = false;
            for name in whole {
                let mut inner = Vec::new();
                for body in &definitions.0[&name] {
                    calls(body.clone(), &macros, &mut inner);
                }
                for (callee, _) in inner {
                    let entry = reach
                        .fired
                        .entry(callee)
                        .or_insert_with(|| Ok(BTreeSet::new()));
                    if entry.is_ok() {
                        *entry = Err(format!("called by {name}, which keeps every arm"));
                        grew = true;
                    }
                }
            }
            if !grew {
                return reach;
            }
        }
    }

    /// The macros whose arms are known: every call of theirs was followed.
    pub fn pruned(&self) -> HashSet<String> {
        self.fired
            .iter()
            .filter(|(_, arms)| arms.as_ref().is_ok_and(|a| !a.is_empty()))
            .map(|(name, _)| name.clone())
            .collect()
    }

    /// The macros that keep every arm, and why.
    pub fn whole(&self) -> Vec<(&str, &str)> {
        let mut out: Vec<(&str, &str)> = self
            .fired
            .iter()
            .filter_map(|(name, arms)| Some((name.as_str(), arms.as_ref().err()?.as_str())))
            .collect();
        out.sort();
        out
    }

    /// Drops the arms that no call fired from the macros of `modules`.
    pub fn prune(&self, modules: &mut [ItemMod]) {
        for module in modules {
            Pruner(self).visit_item_mod_mut(module);
        }
    }
}

struct Pruner<'a>(&'a Reach);

impl VisitMut for Pruner<'_> {
    fn visit_item_macro_mut(&mut self, item: &mut syn::ItemMacro) {
        let (Some(name), true) = (&item.ident, item.mac.path.is_ident("macro_rules")) else {
            return;
        };
        let Some(Ok(fired)) = self.0.fired.get(&name.to_string()) else {
            return;
        };
        let (Ok(arms), false) = (mbe::split_arms(item.mac.tokens.clone()), fired.is_empty()) else {
            return;
        };
        let mut kept = TokenStream::new();
        for (_, arm) in arms
            .into_iter()
            .enumerate()
            .filter(|(i, _)| fired.contains(i))
        {
            kept.extend(arm);
            kept.extend([TokenTree::from(Punct::new(';', Spacing::Alone))]);
        }
        item.mac.tokens = kept;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The arms left of `dep`'s macros when `main` calls them.
    fn prune(main: &str, dep: &str) -> (String, Reach) {
        let main: syn::File = syn::parse_str(main).unwrap();
        let dep: syn::File = syn::parse_str(dep).unwrap();
        let items = dep.items;
        let mut modules: Vec<ItemMod> = vec![syn::parse_quote!(mod dep { #(#items)* })];
        let reach = Reach::find(&main, &modules);
        reach.prune(&mut modules);
        (mbe::canonical(modules[0].to_token_stream()), reach)
    }

    const INPUT: &str = "macro_rules! input { \
        (@ from[$s:expr] @ rest) => {}; \
        (@ from[$s:expr] @ rest $v:ident : $t:ty $(, $($rest:tt)*)?) => { \
            let $v = crate::dep::read!($s, $t); crate::dep::input!(@ from[$s] @ rest $($($rest)*)?); }; \
        (from $s:expr, $($rest:tt)*) => { let mut s = $s; crate::dep::input!(@ from[&mut s] @ rest $($rest)*); }; \
        ($($rest:tt)*) => { let mut s = crate::dep::stdin(); crate::dep::input!(@ from[&mut s] @ rest $($rest)*); }; } \
        macro_rules! read { ($s:expr, [$t:ty]) => { crate::dep::vec($s) }; ($s:expr, $t:ty) => { <$t as crate::dep::R>::read($s) }; } \
        macro_rules! unused { () => {}; }";

    #[test]
    fn a_macro_keeps_the_arms_its_calls_reach() {
        let (out, reach) = prune(
            "fn main() { input! { from &mut *src, a: Nat, b: Nat } }",
            INPUT,
        );
        assert!(reach.whole().is_empty(), "{:?}", reach.whole());
        let expected = "mod dep { macro_rules ! input { \
            (@ from [$ s : expr] @ rest) => { } ; \
            (@ from [$ s : expr] @ rest $ v : ident : $ t : ty $ (, $ ($ rest : tt) *) ?) => { \
            let $ v = crate :: dep :: read ! ($ s , $ t) ; crate :: dep :: input ! (@ from [$ s] @ rest $ ($ ($ rest) *) ?) ; } ; \
            (from $ s : expr , $ ($ rest : tt) *) => { let mut s = $ s ; crate :: dep :: input ! (@ from [& mut s] @ rest $ ($ rest) *) ; } ; } \
            macro_rules ! read { ($ s : expr , $ t : ty) => { < $ t as crate :: dep :: R > :: read ($ s) } ; } \
            macro_rules ! unused { () => { } ; } }";
        assert_eq!(out, expected);
        let expansions: Vec<String> = reach
            .expansions
            .iter()
            .map(|e| mbe::canonical(e.clone()))
            .collect();
        assert!(
            expansions.contains(&"< Nat as crate :: dep :: R > :: read (& mut s)".to_string()),
            "{expansions:?}"
        );
    }

    #[test]
    fn reading_stdin_keeps_the_stdin_arm() {
        let (out, _) = prune("fn main() { input! { n: usize } }", INPUT);
        assert!(out.contains("crate :: dep :: stdin ()"), "{out}");
        assert!(!out.contains("let mut s = $ s"), "{out}");
    }

    #[test]
    fn what_the_engine_cannot_follow_keeps_every_arm() {
        // `$p:pat` is beyond the engine: `m` keeps both arms, and `read`,
        // which its body calls, keeps all of its own.
        let dep = format!(
            "{INPUT} macro_rules! m {{ ($p:pat) => {{}}; () => {{ crate::dep::read!(1, u8) }}; }}"
        );
        let (out, reach) = prune("fn main() { m!(); input! { from s, a: Nat } }", &dep);
        assert!(out.contains("crate :: dep :: vec ($ s)"), "{out}");
        let whole: Vec<&str> = reach.whole().iter().map(|(n, _)| *n).collect();
        assert_eq!(whole, ["m", "read"]);
        assert_eq!(reach.pruned(), HashSet::from(["input".to_string()]));
        // A macro imported under another name keeps every arm.
        let (out, reach) = prune(
            "use crate::dep::input as read; fn main() { input! { from s, a: Nat } read! { n: u8 } }",
            INPUT,
        );
        assert!(out.contains("crate :: dep :: stdin ()"), "{out}");
        assert!(reach.whole().iter().any(|(n, _)| *n == "input"));
    }
}
