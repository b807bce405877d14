//! Keeps only the items of the inlined crates that the binary uses.
//!
//! The analysis is by name, like ac-library-rs's expand.py but per item: a
//! name is *needed* if it appears anywhere in the binary, or in an item that
//! is kept; an item is kept when its name is needed. Names collide (two
//! `Error`s, a method and a module both called `line`), which only keeps
//! more than necessary; it never drops something a kept item refers to,
//! since every reference spells the name. The exceptions are handled apart:
//!
//! - a trait is also kept when one of its items' names is needed and some
//!   `impl` of it exists (a method call does not spell the trait), and so is
//!   a `use` of it;
//! - an `impl` is kept when every local type and trait its header names is
//!   kept (the header of `impl<T: Bound> Trait for Type<T>`); of an inherent
//!   `impl`, only the items whose names are needed;
//! - a trait's default method stays only if its name is needed (an `impl`
//!   that overrides it loses the override too);
//! - a blanket `impl<T: Bound> Trait for T` stays only if `Trait` may be
//!   used at a type without its own `impl` ([`Shaker::expanded`]);
//! - a `use` of something outside the inlined crates (`std`) is kept, and a
//!   glob `use` too; but in a module left with no code (only `use`s and
//!   `macro_rules!`), where no method call or path could need a trait in
//!   scope, an outside `use` stays only if its name is needed;
//! - a module left with nothing but private `use`s goes;
//! - `macro_rules!` bodies count like any other tokens, so a macro keeps
//!   everything its arms (those the [`arms`](crate::arms) step kept) could
//!   refer to.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::{HashMap, HashSet};
use syn::visit::Visit;
use syn::{ImplItem, Item, ItemImpl, ItemTrait, TraitItem, UseTree};

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

/// The name of an impl's method or constant (`None` for what always stays).
fn impl_item_name(item: &ImplItem) -> Option<String> {
    match item {
        ImplItem::Const(c) => Some(c.ident.to_string()),
        ImplItem::Fn(f) => Some(f.sig.ident.to_string()),
        _ => None,
    }
}

/// The last segment of the trait an `impl` implements.
fn impl_trait(imp: &ItemImpl) -> Option<String> {
    let (_, path, _) = imp.trait_.as_ref()?;
    Some(path.segments.last()?.ident.to_string())
}

/// The trait of a blanket `impl<T…> Trait for T`.
fn blanket_trait(imp: &ItemImpl) -> Option<String> {
    let syn::Type::Path(ty) = &*imp.self_ty else {
        return None;
    };
    let param = ty.path.get_ident().filter(|_| ty.qself.is_none())?;
    let generic = imp.generics.type_params().any(|p| p.ident == *param);
    generic.then(|| impl_trait(imp))?
}

fn is_macro_rules(item: &Item) -> bool {
    matches!(item, Item::Macro(m) if m.ident.is_some() && m.mac.path.is_ident("macro_rules"))
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

/// What the bundle defines and names, for deciding blanket impls: which
/// traits have one, under which names they are imported, which types have
/// their own impl, and which names are generic parameters.
#[derive(Default)]
struct Facts {
    /// Times each type, trait and function name is defined.
    defined: HashMap<String, usize>,
    /// Every generic parameter's name.
    generic_params: HashSet<String>,
    /// Each `impl`: its trait and the plain type it is for, when not a
    /// parameter.
    impls: Vec<(String, String)>,
    /// Each blanket impl's trait.
    blankets: HashSet<String>,
    /// Traits with an `impl`.
    implemented: HashSet<String>,
    /// Each local trait: its items with a receiver, and its other functions
    /// and constants.
    trait_items: HashMap<String, (Vec<String>, Vec<String>)>,
    /// Each trait's provided (default) methods.
    provided: HashMap<String, Vec<String>>,
    /// `use … as alias` of a name: alias → name.
    aliases: HashMap<String, String>,
    /// Whether some `use` of the inlined crates is a local glob.
    local_glob: bool,
}

impl<'ast> Visit<'ast> for Facts {
    fn visit_generics(&mut self, g: &'ast syn::Generics) {
        for p in &g.params {
            match p {
                syn::GenericParam::Type(t) => self.generic_params.insert(t.ident.to_string()),
                syn::GenericParam::Const(c) => self.generic_params.insert(c.ident.to_string()),
                syn::GenericParam::Lifetime(_) => false,
            };
        }
        syn::visit::visit_generics(self, g);
    }

    fn visit_item(&mut self, item: &'ast Item) {
        if let (Some(name), false) = (item_name(item), matches!(item, Item::Mod(_))) {
            *self.defined.entry(name).or_default() += 1;
        }
        syn::visit::visit_item(self, item);
    }

    fn visit_item_impl(&mut self, imp: &'ast ItemImpl) {
        if let Some(name) = impl_trait(imp) {
            self.implemented.insert(name.clone());
            if blanket_trait(imp).is_some() {
                self.blankets.insert(name);
            } else if let syn::Type::Path(ty) = &*imp.self_ty {
                let plain =
                    ty.qself.is_none() && ty.path.segments.iter().all(|s| s.arguments.is_none());
                if let (true, Some(last)) = (plain, ty.path.segments.last()) {
                    self.impls.push((name, last.ident.to_string()));
                }
            }
        }
        syn::visit::visit_item_impl(self, imp);
    }

    fn visit_item_trait(&mut self, tr: &'ast ItemTrait) {
        let (mut receiver, mut paths, mut provided) = (Vec::new(), Vec::new(), Vec::new());
        for item in &tr.items {
            match item {
                TraitItem::Fn(f) => {
                    let name = f.sig.ident.to_string();
                    if f.default.is_some() {
                        provided.push(name.clone());
                    }
                    if f.sig.receiver().is_some() {
                        receiver.push(name);
                    } else {
                        paths.push(name);
                    }
                }
                TraitItem::Const(c) => paths.push(c.ident.to_string()),
                _ => {}
            }
        }
        let name = tr.ident.to_string();
        self.trait_items.insert(name.clone(), (receiver, paths));
        self.provided.insert(name, provided);
        syn::visit::visit_item_trait(self, tr);
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let mut found = Vec::new();
        leaves(&u.tree, &mut Vec::new(), &mut found);
        for leaf in found {
            match leaf.binding {
                Some(b) if b != leaf.original => {
                    self.aliases.insert(b, leaf.original);
                }
                None if leaf
                    .path
                    .first()
                    .is_some_and(|f| !matches!(f.as_str(), "std" | "core" | "alloc")) =>
                {
                    self.local_glob = true;
                }
                _ => {}
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
    facts: Facts,
    /// The binary's tokens.
    roots: TokenStream,
    /// Macros whose every call is among `expansions`: their bodies do not
    /// count as uses of a trait, their expansions do.
    expanded: HashSet<String>,
    expansions: Vec<TokenStream>,
    /// Traits with a blanket impl that may be used at a type served by it.
    generic: HashSet<String>,
}

fn is_punct(tree: Option<&TokenTree>, c: char) -> bool {
    matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

/// The leaves of `trees`, with invisible groups opened.
fn flat(trees: &[TokenTree], out: &mut Vec<TokenTree>) {
    for t in trees {
        match t {
            TokenTree::Group(g) if g.delimiter() == Delimiter::None => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                flat(&inner, out);
            }
            _ => out.push(t.clone()),
        }
    }
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
            facts: Facts::default(),
            roots: roots.clone(),
            expanded: HashSet::new(),
            expansions: Vec::new(),
            generic: HashSet::new(),
        };
        idents(roots.clone(), &mut shaker.needed);
        if let Ok(file) = syn::parse2::<syn::File>(roots) {
            shaker.facts.visit_file(&file);
        }
        for module in modules {
            shaker.local.insert(module.ident.to_string());
            shaker.facts.visit_item_mod(module);
            if let Some((_, items)) = &module.content {
                shaker.collect_names(items);
            }
        }
        // Only a trait defined once is decided by name.
        let defined = &shaker.facts.defined;
        let traits = &shaker.facts.trait_items;
        shaker
            .facts
            .blankets
            .retain(|t| defined.get(t) == Some(&1) && traits.contains_key(t));
        shaker
            .facts
            .provided
            .retain(|t, _| defined.get(t) == Some(&1));
        shaker
    }

    /// Tells the shaker that the macros `names` were expanded at every call
    /// into `expansions` (see [`Reach`](crate::arms::Reach)): a blanket
    /// impl's trait is then judged by the expansions, not by the arms.
    pub fn expanded(&mut self, names: HashSet<String>, expansions: Vec<TokenStream>) {
        self.expanded = names;
        self.expansions = expansions;
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
        let named = header
            .iter()
            .all(|name| params.contains(name) || !self.types.contains(name) || self.has(name));
        let blanket_unused = blanket_trait(imp)
            .is_some_and(|t| self.facts.blankets.contains(&t) && !self.generic.contains(&t));
        named && !blanket_unused
    }

    /// Whether a trait is kept: named, or one of its items is and it has an
    /// impl.
    fn trait_kept(&self, tr: &ItemTrait) -> bool {
        let name = tr.ident.to_string();
        let item_named = || {
            tr.items
                .iter()
                .filter_map(trait_item_name)
                .any(|m| self.has(&m))
        };
        self.has(&name) || (self.facts.implemented.contains(&name) && item_named())
    }

    /// Whether an item (not a `use`) is kept.
    fn kept(&self, item: &Item) -> bool {
        match item {
            Item::Impl(imp) => self.impl_kept(imp),
            Item::Trait(tr) => self.trait_kept(tr),
            Item::Const(c) if c.ident == "_" => true,
            _ => item_name(item).is_none_or(|name| self.has(&name)),
        }
    }

    /// The default methods of trait `name` that nobody calls.
    fn uncalled_defaults(&self, name: &str) -> Vec<&String> {
        self.facts
            .provided
            .get(name)
            .map_or(Vec::new(), |p| p.iter().filter(|m| !self.has(m)).collect())
    }

    /// A kept impl without what it keeps for nobody: of an inherent impl,
    /// the items whose names are not needed; of a trait impl, the
    /// overrides of default methods that go.
    fn trim_impl(&self, imp: &mut ItemImpl) {
        let dropped = impl_trait(imp).map(|t| self.uncalled_defaults(&t));
        imp.items.retain(|item| {
            let Some(name) = impl_item_name(item) else {
                return true;
            };
            match &dropped {
                None => self.has(&name),
                Some(dropped) => !dropped.contains(&&name),
            }
        });
    }

    /// A kept trait without its default methods that nobody calls.
    fn trim_trait(&self, tr: &mut ItemTrait) {
        let dropped = self.uncalled_defaults(&tr.ident.to_string());
        let dropped: Vec<String> = dropped.into_iter().cloned().collect();
        tr.items.retain(|item| {
            !matches!(item, TraitItem::Fn(f) if f.default.is_some() && dropped.contains(&f.sig.ident.to_string()))
        });
    }

    /// The tokens of what stays of a kept item.
    fn kept_tokens(&self, item: &Item) -> TokenStream {
        match item {
            Item::Impl(imp) => {
                let mut imp = imp.clone();
                self.trim_impl(&mut imp);
                imp.to_token_stream()
            }
            Item::Trait(tr) => {
                let mut tr = tr.clone();
                self.trim_trait(&mut tr);
                tr.to_token_stream()
            }
            _ => item.to_token_stream(),
        }
    }

    /// Whether a `use` leaf is kept: it is outside the inlined crates (and
    /// its name is needed, or the module has code), a glob, binds a needed
    /// name, or brings into scope a trait one of whose methods is called.
    fn leaf_kept(&self, leaf: &Leaf, has_code: bool) -> bool {
        let first = leaf.path.first().unwrap_or(&leaf.original);
        let Some(binding) = &leaf.binding else {
            return true;
        };
        let method_called = self
            .trait_methods
            .get(&leaf.original)
            .is_some_and(|methods| methods.iter().any(|m| self.has(m)));
        let outside = !self.local.contains(first);
        outside && (has_code || self.facts.local_glob) || self.has(binding) || method_called
    }

    /// Whether kept items of a module other than `use`s and `macro_rules!`
    /// remain: code whose method calls or paths may need a trait in scope.
    fn has_code(&self, items: &[Item]) -> bool {
        items.iter().any(|item| match item {
            Item::Use(_) => false,
            Item::Mod(_) => false,
            _ => !is_macro_rules(item) && self.kept(item),
        })
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
                        if self.local.contains(first) && self.leaf_kept(&leaf, true) {
                            self.needed.extend(leaf.path.iter().cloned());
                            self.needed.insert(leaf.original.clone());
                        }
                    }
                }
                _ => {
                    if self.kept(item) {
                        let tokens = self.kept_tokens(item);
                        idents(tokens, &mut self.needed);
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
            if !grew && !self.find_generic(modules) {
                return;
            }
        }
    }

    /// Finds the traits with a blanket impl that kept code may use at a
    /// type the blanket impl serves. Returns whether there are new ones.
    fn find_generic(&mut self, modules: &[syn::ItemMod]) -> bool {
        if self.facts.blankets.is_empty() {
            return false;
        }
        let mut found = HashSet::new();
        self.scan(self.roots.clone(), &mut found);
        for expansion in &self.expansions {
            self.scan(expansion.clone(), &mut found);
        }
        for module in modules {
            if let (true, Some((_, items))) = (self.has(&module.ident.to_string()), &module.content)
            {
                self.scan_items(items, &mut found);
            }
        }
        let before = self.generic.len();
        self.generic.extend(found);
        self.generic.len() > before
    }

    fn scan_items(&self, items: &[Item], out: &mut HashSet<String>) {
        for item in items {
            match item {
                Item::Mod(m) => {
                    if let (true, Some((_, inner))) = (self.has(&m.ident.to_string()), &m.content) {
                        self.scan_items(inner, out);
                    }
                }
                Item::Use(_) => {}
                Item::Macro(m)
                    if is_macro_rules(item)
                        && m.ident
                            .as_ref()
                            .is_some_and(|i| self.expanded.contains(&i.to_string())) => {}
                Item::Impl(imp) if self.kept(item) => {
                    // Implementing the trait is not using it.
                    let mut imp = imp.clone();
                    self.trim_impl(&mut imp);
                    self.scan(imp.generics.to_token_stream(), out);
                    self.scan(imp.generics.where_clause.to_token_stream(), out);
                    self.scan(imp.self_ty.to_token_stream(), out);
                    for inner in &imp.items {
                        self.scan(inner.to_token_stream(), out);
                    }
                }
                Item::Trait(tr) if self.kept(item) => {
                    let mut tr = tr.clone();
                    self.trim_trait(&mut tr);
                    self.scan(tr.generics.to_token_stream(), out);
                    self.scan(tr.generics.where_clause.to_token_stream(), out);
                    self.scan(tr.supertraits.to_token_stream(), out);
                    for inner in &tr.items {
                        self.scan(inner.to_token_stream(), out);
                    }
                }
                _ if self.kept(item) => self.scan(item.to_token_stream(), out),
                _ => {}
            }
        }
    }

    /// The trait with a blanket impl that `name` names, if any.
    fn blanket_named(&self, name: &str) -> Option<&String> {
        let name = self.facts.aliases.get(name).map_or(name, String::as_str);
        self.facts.blankets.get(name)
    }

    /// Whether `ty` (the `X` of `<X as Trait>`) is a plain path to a type,
    /// defined once, with its own impl of `trait_`.
    fn own_impl(&self, ty: &[TokenTree], trait_: &str) -> bool {
        let mut leaves = Vec::new();
        flat(ty, &mut leaves);
        let mut last = None;
        for (i, t) in leaves.iter().enumerate() {
            match t {
                TokenTree::Ident(id) if i % 3 == 0 => {
                    let id = id.to_string();
                    if self.facts.generic_params.contains(&id) || id == "Self" {
                        return false;
                    }
                    last = Some(id);
                }
                TokenTree::Punct(p) if p.as_char() == ':' && i % 3 != 0 => {}
                _ => return false,
            }
        }
        last.is_some_and(|ty| {
            leaves.len() % 3 == 1
                && self.facts.defined.get(&ty) == Some(&1)
                && self
                    .facts
                    .impls
                    .iter()
                    .any(|(t, x)| t == trait_ && *x == ty)
        })
    }

    /// At `trees[i]`, a `<`: if `<X as Trait>` follows with `Trait` a trait
    /// with a blanket impl and `X` a type with its own impl of it, the
    /// index of the `>` and the trait.
    fn qualified(&self, trees: &[TokenTree], i: usize) -> Option<(usize, String)> {
        let (mut depth, mut as_at) = (0usize, None);
        for j in i + 1..trees.len() {
            match &trees[j] {
                TokenTree::Punct(p) if p.as_char() == '<' => depth += 1,
                TokenTree::Punct(p) if p.as_char() == '>' && !is_punct(trees.get(j - 1), '-') => {
                    if depth > 0 {
                        depth -= 1;
                        continue;
                    }
                    let as_at = as_at?;
                    let name = trees[as_at + 1..j].iter().rev().find_map(|t| match t {
                        TokenTree::Ident(id) => Some(id.to_string()),
                        _ => None,
                    })?;
                    let trait_ = self.blanket_named(&name)?;
                    return self
                        .own_impl(&trees[i + 1..as_at], trait_)
                        .then(|| (j, trait_.clone()));
                }
                TokenTree::Punct(p) if p.as_char() == ';' => return None,
                TokenTree::Ident(id) if id == "as" && depth == 0 && as_at.is_none() => {
                    as_at = Some(j)
                }
                _ => {}
            }
        }
        None
    }

    /// Adds to `out` each trait with a blanket impl that `tokens` may use at
    /// a type the blanket impl serves: any mention of the trait but
    /// `<X as Trait>` with `X` a type with its own impl, any `::f` of one
    /// of its functions or constants but right after such a
    /// `<X as Trait>`, and any mention of one of its methods.
    fn scan(&self, tokens: TokenStream, out: &mut HashSet<String>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut own: Option<(usize, String)> = None;
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Group(g) => self.scan(g.stream(), out),
                TokenTree::Punct(p) if p.as_char() == '<' => {
                    if let Some((close, trait_)) = self.qualified(&trees, i) {
                        own = Some((close, trait_));
                        i = close + 1;
                        continue;
                    }
                }
                TokenTree::Ident(id) => {
                    let name = id.to_string();
                    if let Some(t) = self.blanket_named(&name) {
                        out.insert(t.clone());
                    }
                    let defined = matches!(i.checked_sub(1).map(|j| &trees[j]),
                        Some(TokenTree::Ident(k)) if k == "fn" || k == "const");
                    let after_path = i >= 2 && is_punct(trees.get(i - 1), ':');
                    for t in &self.facts.blankets {
                        let (receiver, paths) = &self.facts.trait_items[t];
                        let after_own = own
                            .as_ref()
                            .is_some_and(|(close, o)| o == t && *close + 3 == i);
                        if !defined && receiver.contains(&name)
                            || after_path && !after_own && paths.contains(&name)
                        {
                            out.insert(t.clone());
                        }
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }

    /// Whether a crate's module is kept at all.
    pub fn module_kept(&self, module: &syn::ItemMod) -> bool {
        self.has(&module.ident.to_string())
    }

    /// Drops every item of `items` that is not kept, recursively.
    pub fn prune(&self, items: &mut Vec<Item>) {
        let has_code = self.has_code(items);
        items.retain_mut(|item| match item {
            Item::Mod(m) => {
                if !self.has(&m.ident.to_string()) {
                    return false;
                }
                match &mut m.content {
                    Some((_, inner)) => {
                        self.prune(inner);
                        inner.iter().any(|i| match i {
                            Item::Use(u) => !matches!(u.vis, syn::Visibility::Inherited),
                            _ => true,
                        })
                    }
                    None => true,
                }
            }
            Item::Use(u) => match self.prune_tree(&u.tree, &mut Vec::new(), has_code) {
                Some(tree) => {
                    u.tree = tree;
                    true
                }
                None => false,
            },
            Item::Impl(imp) if self.impl_kept(imp) => {
                self.trim_impl(imp);
                imp.trait_.is_some() || !imp.items.is_empty()
            }
            Item::Trait(tr) if self.trait_kept(tr) => {
                self.trim_trait(tr);
                true
            }
            _ => self.kept(item),
        });
    }

    fn prune_tree(
        &self,
        tree: &UseTree,
        path: &mut Vec<String>,
        has_code: bool,
    ) -> Option<UseTree> {
        match tree {
            UseTree::Path(p) => {
                path.push(p.ident.to_string());
                let inner = self.prune_tree(&p.tree, path, has_code);
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
                    .filter_map(|t| self.prune_tree(&t, path, has_code))
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
                    .all(|leaf| self.leaf_kept(leaf, has_code))
                    .then(|| tree.clone())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Shakes the crate `dep` (as `mod dep`) for the binary `main`, with
    /// `expansions` of the macros `expanded`; returns what is left of it.
    fn shake_expanded(main: &str, dep: &str, expanded: &[&str], expansions: &[&str]) -> String {
        let main: syn::File = syn::parse_str(main).unwrap();
        let dep: syn::File = syn::parse_str(dep).unwrap();
        let items = dep.items;
        let module: syn::ItemMod = syn::parse_quote!(mod dep { #(#items)* });
        let modules = vec![module];
        let mut shaker = Shaker::new(main.to_token_stream(), &modules);
        shaker.expanded(
            expanded.iter().map(|s| s.to_string()).collect(),
            expansions.iter().map(|s| s.parse().unwrap()).collect(),
        );
        shaker.mark_all(&modules);
        let mut module = modules.into_iter().next().unwrap();
        if let Some((_, items)) = &mut module.content {
            shaker.prune(items);
        }
        module.to_token_stream().to_string()
    }

    fn shake(main: &str, dep: &str) -> String {
        shake_expanded(main, dep, &[], &[])
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

    #[test]
    fn uncalled_inherent_items_and_default_methods_go() {
        let dep = "pub struct S; \
                   impl S { pub fn new() -> S { S } pub fn used(&self) { self.helper() } fn helper(&self) {} \
                            pub fn unused(&self) {} const UNUSED: u8 = 1; } \
                   impl S { fn never(&self) {} } \
                   pub trait Tr { fn req(&self); fn called(&self) { self.req() } fn uncalled(&self) { self.req() } } \
                   impl Tr for S { fn req(&self) {} fn uncalled(&self) {} } \
                   pub trait NoImpl { fn used(&self); }";
        let out = shake(
            "fn main() { let s = dep::S::new(); s.used(); s.called(); }",
            dep,
        );
        assert_eq!(
            out,
            "mod dep { pub struct S ; \
             impl S { pub fn new () -> S { S } pub fn used (& self) { self . helper () } fn helper (& self) { } } \
             pub trait Tr { fn req (& self) ; fn called (& self) { self . req () } } \
             impl Tr for S { fn req (& self) { } } }"
        );
    }

    const READABLE: &str = "pub mod source { use std::str::FromStr; use std::fmt::Debug; \
            pub trait Source { fn next(&mut self) -> &str; fn next_unwrap(&mut self) -> &str { self.next() } } \
            pub trait Readable { type Output; fn read<S: Source>(s: &mut S) -> Self::Output; } \
            impl<T: FromStr> Readable for T where T::Err: Debug { \
                type Output = T; fn read<S: Source>(s: &mut S) -> T { s.next_unwrap().parse().unwrap() } } } \
        pub use self::source::Readable as __Readable; \
        pub enum Nat {} \
        impl source::Readable for Nat { type Output = u64; fn read<S: source::Source>(s: &mut S) -> u64 { s.next().len() as u64 } } \
        macro_rules! read_value { ($s:expr, $t:ty) => { <$t as crate::dep::__Readable>::read($s) }; }";

    #[test]
    fn a_blanket_impl_goes_when_every_use_has_its_own_impl() {
        let main = "use dep::read_value; fn main() { let x = read_value!(&mut s, Nat); }";
        let out = shake_expanded(
            main,
            READABLE,
            &["read_value"],
            &["< Nat as crate :: dep :: __Readable > :: read (& mut s)"],
        );
        assert!(!out.contains("FromStr >"), "{out}");
        assert!(!out.contains("next_unwrap"), "{out}");
        assert!(out.contains("impl source :: Readable for Nat"), "{out}");
    }

    #[test]
    fn a_blanket_impl_stays_for_a_type_without_its_own_impl_or_a_generic_use() {
        for (main, expansion) in [
            (
                "use dep::read_value; fn main() { let x = read_value!(&mut s, usize); }",
                "< usize as crate :: dep :: __Readable > :: read (& mut s)",
            ),
            (
                "use dep::read_value; fn f<T: dep::source::Readable>() {}",
                "",
            ),
            (
                "use dep::{read_value, __Readable}; fn main() { u8::read(&mut s); }",
                "",
            ),
        ] {
            let out = shake_expanded(main, READABLE, &["read_value"], &[expansion]);
            assert!(
                out.contains("impl < T : FromStr > Readable for T"),
                "{main}: {out}"
            );
            assert!(out.contains("next_unwrap"), "{main}: {out}");
        }
        // Without expansions the macro's own `<$t as …>` keeps it.
        let out = shake(
            "use dep::read_value; fn main() { read_value!(&mut s, Nat); }",
            READABLE,
        );
        assert!(out.contains("impl < T : FromStr > Readable for T"), "{out}");
    }

    #[test]
    fn outside_uses_go_only_where_no_code_could_need_them() {
        let dep = "pub mod with_code { use std::io::Write; use std::sync::OnceLock; \
                       pub fn f(v: &mut Vec<u8>) { v.write_all(b\"x\").unwrap(); } } \
                   pub mod without { use std::sync::OnceLock; use std::io::BufRead; pub use std::io::Read; \
                       pub fn unused() {} macro_rules! m { () => {}; } }";
        let out = shake(
            "fn main() { dep::with_code::f(&mut v); m!(); dep::without::Read::read; }",
            dep,
        );
        assert_eq!(
            out,
            "mod dep { pub mod with_code { use std :: io :: Write ; use std :: sync :: OnceLock ; \
             pub fn f (v : & mut Vec < u8 >) { v . write_all (b\"x\") . unwrap () ; } } \
             pub mod without { pub use std :: io :: Read ; macro_rules ! m { () => { } ; } } }"
        );
        // A module left with private uses only goes.
        let out = shake(
            "fn main() { line(); }",
            "pub mod line { use std::io::BufRead; fn f() {} }",
        );
        assert_eq!(out, "mod dep { }");
    }
}
