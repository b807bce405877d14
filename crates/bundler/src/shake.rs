//! Keeps only the items of the inlined crates that the binary uses.
//!
//! The analysis is by name, like ac-library-rs's expand.py but per item: a
//! name is *needed* if it appears anywhere in the binary, or in an item that
//! is kept; an item is kept when its name is needed. Names collide (two
//! `Error`s, a method and a module both called `line`), which only keeps
//! more than necessary; it never drops something a kept item refers to,
//! since every reference spells the name. The exceptions are handled apart:
//!
//! - a trait is also kept when one of its methods' names is needed (a method
//!   call does not spell the trait);
//! - an `impl` is kept when every local type and trait its header names is
//!   kept (the header of `impl<T: Bound> Trait for Type<T>`);
//! - a `use` of something outside the inlined crates (`std`) is always kept,
//!   and a glob `use` too;
//! - `macro_rules!` bodies count like any other tokens, so a macro keeps
//!   everything any of its arms could refer to.

use quote::ToTokens;
use std::collections::HashSet;
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
}

impl Shaker {
    /// A shaker for the crates `modules` (each the module a crate became),
    /// whose roots are the names that appear in `roots` (the binary).
    pub fn new(roots: proc_macro2::TokenStream, modules: &[syn::ItemMod]) -> Self {
        let mut shaker = Shaker {
            needed: HashSet::new(),
            local: ["crate", "self", "super"].map(String::from).into(),
            types: HashSet::new(),
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
                    || tr.items.iter().any(|ti| {
                        let id = match ti {
                            TraitItem::Const(c) => &c.ident,
                            TraitItem::Fn(f) => &f.sig.ident,
                            TraitItem::Type(t) => &t.ident,
                            _ => return false,
                        };
                        self.has(&id.to_string())
                    })
            }
            Item::Const(c) if c.ident == "_" => true,
            _ => item_name(item).map_or(true, |name| self.has(&name)),
        }
    }

    /// Whether a `use` leaf is kept: it is outside the inlined crates, a
    /// glob, or binds a needed name.
    fn leaf_kept(&self, leaf: &Leaf) -> bool {
        let first = leaf.path.first().unwrap_or(&leaf.original);
        !self.local.contains(first) || leaf.binding.as_ref().map_or(true, |b| self.has(b))
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
