//! Keeps only the items of the inlined crates that the binary uses.
//!
//! The analysis is by name, like ac-library-rs's expand.py but per item: a
//! name is *needed* if it appears anywhere in the binary, or in an item that
//! is kept; an item is kept when its name is needed. Names collide (two
//! `Error`s, a method and a module both called `line`), which only keeps
//! more than necessary; it never drops something a kept item refers to,
//! since every reference spells the name. The exceptions are handled apart:
//!
//! - a trait is also kept when one of its methods' names is needed (a
//!   method call does not spell the trait), and so is a `use` of it;
//! - an `impl` is kept when every local type and trait its header names is
//!   kept (the header of `impl<T: Bound> Trait for Type<T>`);
//! - a `use` of something outside the inlined crates (`std`) is always kept,
//!   and a glob `use` too;
//! - `macro_rules!` bodies count like any other tokens, so a macro keeps
//!   everything any of its arms could refer to.

use quote::ToTokens;
use std::collections::{HashMap, HashSet};
use syn::{Item, ItemImpl, TraitItem, UseTree};

/// Every identifier in `tokens`, into `out`.
fn idents(tokens: proc_macro2::TokenStream, out: &mut HashSet<String>) {
    for token in tokens {
        match token {
            proc_macro2::TokenTree::Ident(id) => {
                out.insert(id.to_string());
            }
            proc_macro2::TokenTree::Group(g) => idents(g.stream(), out),
            _ => {}
        }
    }
}

/// The name an item defines, if it defines one.
fn item_name(item: &Item) -> Option<String> {
    let id = match item {
        Item::Const(i) => &i.ident,
        Item::Enum(i) => &i.ident,
        Item::ExternCrate(i) => &i.ident,
        Item::Fn(i) => &i.sig.ident,
        Item::Macro(i) => i.ident.as_ref()?,
        Item::Mod(i) => &i.ident,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::TraitAlias(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        _ => return None,
    };
    Some(id.to_string())
}

/// The name of a trait's method, constant or type.
fn trait_item_name(item: &TraitItem) -> Option<String> {
    let id = match item {
        TraitItem::Const(c) => &c.ident,
        TraitItem::Fn(f) => &f.sig.ident,
        TraitItem::Type(t) => &t.ident,
        _ => return None,
    };
    Some(id.to_string())
}

/// One name bound by a `use`: its path, the name, and whether it is a glob.
struct Leaf {
    path: Vec<String>,
    original: String,
    binding: Option<String>,
}

fn leaves(tree: &UseTree, path: &mut Vec<String>, out: &mut Vec<Leaf>) {
    match tree {
        UseTree::Path(p) => {
            path.push(p.ident.to_string());
            leaves(&p.tree, path, out);
            path.pop();
        }
        UseTree::Name(n) => {
            let original = n.ident.to_string();
            let binding = if original == "self" {
                path.last().cloned()
            } else {
                Some(original.clone())
            };
            out.push(Leaf {
                path: path.clone(),
                original,
                binding,
            });
        }
        UseTree::Rename(r) => out.push(Leaf {
            path: path.clone(),
            original: r.ident.to_string(),
            binding: Some(r.rename.to_string()),
        }),
        UseTree::Glob(_) => out.push(Leaf {
            path: path.clone(),
            original: "*".into(),
            binding: None,
        }),
        UseTree::Group(g) => {
            for item in &g.items {
                leaves(item, path, out);
            }
        }
    }
}

/// The tree shaker: what the inlined crates define, and which names are
/// needed.
pub struct Shaker {
    /// Names that appear in the binary or in a kept item.
    pub needed: HashSet<String>,
    /// Every name an inlined crate defines (and `crate`, `self`, `super`):
    /// a `use` whose path starts with one is local.
    local: HashSet<String>,
    /// The types and traits the inlined crates define.
    types: HashSet<String>,
    /// The traits the inlined crates define, with their items' names.
    trait_methods: HashMap<String, Vec<String>>,
}

impl Shaker {
    /// A shaker for the crates `modules` (each the module a crate became),
    /// whose roots are the names that appear in `roots` (the binary).
    pub fn new(roots: proc_macro2::TokenStream, modules: &[syn::ItemMod]) -> Self {
        let mut shaker = Shaker {
            needed: HashSet::new(),
            local: ["crate", "self", "super"].map(String::from).into(),
            types: HashSet::new(),
            trait_methods: HashMap::new(),
        };
        idents(roots, &mut shaker.needed);
        for module in modules {
            shaker.local.insert(module.ident.to_string());
            if let Some((_, items)) = &module.content {
                shaker.collect_names(items);
            }
        }
        shaker
    }

    fn collect_names(&mut self, items: &[Item]) {
        for item in items {
            if let Item::Trait(tr) = item {
                let methods = tr.items.iter().filter_map(trait_item_name).collect();
                self.trait_methods.insert(tr.ident.to_string(), methods);
            }
            if let Some(name) = item_name(item) {
                if matches!(
                    item,
                    Item::Enum(_)
                        | Item::Struct(_)
                        | Item::Trait(_)
                        | Item::TraitAlias(_)
                        | Item::Type(_)
                        | Item::Union(_)
                ) {
                    self.types.insert(name.clone());
                }
                self.local.insert(name);
            }
            if let Item::Mod(syn::ItemMod {
                content: Some((_, inner)),
                ..
            }) = item
            {
                self.collect_names(inner);
            }
        }
    }

    fn has(&self, name: &str) -> bool {
        self.needed.contains(name)
    }

    fn impl_kept(&self, imp: &ItemImpl) -> bool {
        let params: HashSet<String> = imp
            .generics
            .params
            .iter()
            .filter_map(|p| match p {
                syn::GenericParam::Type(t) => Some(t.ident.to_string()),
                syn::GenericParam::Const(c) => Some(c.ident.to_string()),
                syn::GenericParam::Lifetime(_) => None,
            })
            .collect();
        let mut header = HashSet::new();
        idents(imp.self_ty.to_token_stream(), &mut header);
        idents(imp.generics.to_token_stream(), &mut header);
        if let Some(clause) = &imp.generics.where_clause {
            idents(clause.to_token_stream(), &mut header);
        }
        if let Some((_, path, _)) = &imp.trait_ {
            idents(path.to_token_stream(), &mut header);
        }
        header
            .iter()
            .all(|name| params.contains(name) || !self.types.contains(name) || self.has(name))
    }

    /// Whether an item (not a `use`) is kept.
    fn kept(&self, item: &Item) -> bool {
        match item {
            Item::Impl(imp) => self.impl_kept(imp),
            Item::Trait(tr) => {
                self.has(&tr.ident.to_string())
                    || tr
                        .items
                        .iter()
                        .filter_map(trait_item_name)
                        .any(|m| self.has(&m))
            }
            Item::Const(c) if c.ident == "_" => true,
            _ => item_name(item).map_or(true, |name| self.has(&name)),
        }
    }

    /// Whether a `use` leaf is kept: it is outside the inlined crates, a
    /// glob, binds a needed name, or brings into scope a trait one of whose
    /// methods is called.
    fn leaf_kept(&self, leaf: &Leaf) -> bool {
        let first = leaf.path.first().unwrap_or(&leaf.original);
        let Some(binding) = &leaf.binding else {
            return true;
        };
        let method_called = self
            .trait_methods
            .get(&leaf.original)
            .is_some_and(|methods| methods.iter().any(|m| self.has(m)));
        !self.local.contains(first) || self.has(binding) || method_called
    }

    /// One pass over `items` (of a kept module): adds the names in every
    /// kept item. Returns whether `needed` grew.
    fn mark(&mut self, items: &[Item]) -> bool {
        let before = self.needed.len();
        for item in items {
            match item {
                Item::Mod(m) => {
                    if self.has(&m.ident.to_string()) {
                        if let Some((_, inner)) = &m.content {
                            self.mark(inner);
                        }
                    }
                }
                Item::Use(u) => {
                    let mut found = Vec::new();
                    leaves(&u.tree, &mut Vec::new(), &mut found);
                    for leaf in found {
                        let first = leaf.path.first().unwrap_or(&leaf.original);
                        if self.local.contains(first) && self.leaf_kept(&leaf) {
                            self.needed.extend(leaf.path.iter().cloned());
                            self.needed.insert(leaf.original.clone());
                        }
                    }
                }
                _ => {
                    if self.kept(item) {
                        idents(item.to_token_stream(), &mut self.needed);
                    }
                }
            }
        }
        self.needed.len() > before
    }

    /// Marks what the crates' modules `modules` need, to a fixed point.
    pub fn mark_all(&mut self, modules: &[syn::ItemMod]) {
        loop {
            let mut grew = false;
            for module in modules {
                if self.has(&module.ident.to_string()) {
                    if let Some((_, items)) = &module.content {
                        grew |= self.mark(items);
                    }
                }
            }
            if !grew {
                return;
            }
        }
    }

    /// Whether a crate's module is kept at all.
    pub fn module_kept(&self, module: &syn::ItemMod) -> bool {
        self.has(&module.ident.to_string())
    }

    /// Drops every item of `items` that is not kept, recursively.
    pub fn prune(&self, items: &mut Vec<Item>) {
        items.retain_mut(|item| match item {
            Item::Mod(m) => {
                if !self.has(&m.ident.to_string()) {
                    return false;
                }
                if let Some((_, inner)) = &mut m.content {
                    self.prune(inner);
                }
                true
            }
            Item::Use(u) => match self.prune_tree(&u.tree, &mut Vec::new()) {
                Some(tree) => {
                    u.tree = tree;
                    true
                }
                None => false,
            },
            _ => self.kept(item),
        });
    }

    fn prune_tree(&self, tree: &UseTree, path: &mut Vec<String>) -> Option<UseTree> {
        match tree {
            UseTree::Path(p) => {
                path.push(p.ident.to_string());
                let inner = self.prune_tree(&p.tree, path);
                path.pop();
                let mut p = p.clone();
                *p.tree = inner?;
                Some(UseTree::Path(p))
            }
            UseTree::Group(g) => {
                let mut g = g.clone();
                let items = std::mem::take(&mut g.items);
                g.items = items
                    .into_iter()
                    .filter_map(|t| self.prune_tree(&t, path))
                    .collect();
                let single_is_self = matches!(
                    g.items.first(),
                    Some(UseTree::Name(n)) if n.ident == "self"
                ) || matches!(
                    g.items.first(),
                    Some(UseTree::Rename(r)) if r.ident == "self"
                );
                match g.items.len() {
                    0 => None,
                    1 if !single_is_self => g.items.into_iter().next(),
                    _ => Some(UseTree::Group(g)),
                }
            }
            _ => {
                let mut found = Vec::new();
                leaves(tree, path, &mut found);
                found
                    .iter()
                    .all(|leaf| self.leaf_kept(leaf))
                    .then(|| tree.clone())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Shakes the crate `dep` (as `mod dep`) for the binary `main`; returns
    /// what is left of it.
    fn shake(main: &str, dep: &str) -> String {
        let main: syn::File = syn::parse_str(main).unwrap();
        let dep: syn::File = syn::parse_str(dep).unwrap();
        let items = dep.items;
        let module: syn::ItemMod = syn::parse_quote!(mod dep { #(#items)* });
        let modules = vec![module];
        let mut shaker = Shaker::new(main.to_token_stream(), &modules);
        shaker.mark_all(&modules);
        let mut module = modules.into_iter().next().unwrap();
        if let Some((_, items)) = &mut module.content {
            shaker.prune(items);
        }
        module.to_token_stream().to_string()
    }

    #[test]
    fn keeps_what_the_binary_reaches_and_drops_the_rest() {
        let dep = "pub mod a { pub fn used() -> super::b::T { super::b::T } pub fn unused() {} } \
                   pub mod b { pub struct T; impl T { pub fn go(&self) {} } \
                   impl std::fmt::Debug for T { fn fmt(&self, _: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { Ok(()) } } } \
                   pub mod c { pub struct U; impl super::Tr for U {} } \
                   pub trait Tr { fn method(&self) {} } \
                   pub trait Unused { fn never(&self); } \
                   impl Unused for b::T { fn never(&self) {} }";
        let out = shake("fn main() { dep::a::used().go(); }", dep);
        assert_eq!(
            out,
            "mod dep { pub mod a { pub fn used () -> super :: b :: T { super :: b :: T } } \
             pub mod b { pub struct T ; impl T { pub fn go (& self) { } } \
             impl std :: fmt :: Debug for T { fn fmt (& self , _ : & mut std :: fmt :: Formatter < '_ >) \
             -> std :: fmt :: Result { Ok (()) } } } }"
        );
    }

    #[test]
    fn a_trait_is_kept_for_its_methods_and_uses_are_pruned() {
        let dep = "use std::io::Write; use self::m::{Tr, Other}; \
                   pub mod m { pub trait Tr { fn method(&self); } pub struct Other; \
                   impl Tr for u8 { fn method(&self) {} } } \
                   pub fn run() { 1u8.method(); }";
        let out = shake("fn main() { dep::run(); }", dep);
        assert_eq!(
            out,
            "mod dep { use std :: io :: Write ; use self :: m :: Tr ; \
             pub mod m { pub trait Tr { fn method (& self) ; } \
             impl Tr for u8 { fn method (& self) { } } } \
             pub fn run () { 1u8 . method () ; } }"
        );
    }
}
