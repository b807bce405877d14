//! Evaluates `#[cfg]`/`#[cfg_attr]`, drops tests, and strips doc comments.

use std::collections::HashSet;
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{AttrStyle, Attribute, Expr, ImplItem, Item, Lit, Meta, Stmt, Token, TraitItem};

/// What to do with doc comments.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Docs {
    /// Keep every doc comment (the binary's own `main.rs`).
    Keep,
    /// Keep only the first paragraph of each module's inner (`//!`) docs.
    Summary,
}

/// Cleans a crate's syntax tree for a bundle: `cfg(feature = …)` is decided
/// by the crate's enabled features, `cfg(test)`, `cfg(doc)` and
/// `cfg(doctest)` are false, everything else (`debug_assertions`, targets)
/// is left for rustc to decide.
pub struct Cleaner<'a> {
    /// The features enabled for the crate.
    pub features: &'a HashSet<String>,
    /// The doc comment policy.
    pub docs: Docs,
}

impl Cleaner<'_> {
    /// The value of a cfg predicate, if it is known before compiling.
    fn eval(&self, meta: &Meta) -> Option<bool> {
        match meta {
            Meta::Path(p) => {
                let name = p.get_ident()?.to_string();
                matches!(name.as_str(), "test" | "doc" | "doctest").then_some(false)
            }
            Meta::NameValue(nv) if nv.path.is_ident("feature") => match &nv.value {
                Expr::Lit(lit) => match &lit.lit {
                    Lit::Str(s) => Some(self.features.contains(&s.value())),
                    _ => None,
                },
                _ => None,
            },
            Meta::NameValue(_) => None,
            Meta::List(list) => {
                let args = list
                    .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                    .ok()?;
                let values: Vec<Option<bool>> = args.iter().map(|m| self.eval(m)).collect();
                let name = list.path.get_ident()?.to_string();
                match name.as_str() {
                    "all" if values.contains(&Some(false)) => Some(false),
                    "all" if values.iter().all(|v| *v == Some(true)) => Some(true),
                    "any" if values.contains(&Some(true)) => Some(true),
                    "any" if values.iter().all(|v| *v == Some(false)) => Some(false),
                    "not" if values.len() == 1 => values[0].map(|v| !v),
                    _ => None,
                }
            }
        }
    }

    /// Rewrites `attrs` for the bundle; false if the node must go.
    pub fn keep(&self, attrs: &mut Vec<Attribute>) -> bool {
        let mut queue: Vec<Attribute> = std::mem::take(attrs);
        queue.reverse();
        let mut keep = true;
        while let Some(attr) = queue.pop() {
            let path = attr.path();
            if path.is_ident("cfg") {
                match attr.parse_args::<Meta>().ok().and_then(|m| self.eval(&m)) {
                    Some(true) => {}
                    Some(false) => keep = false,
                    None => attrs.push(attr),
                }
            } else if path.is_ident("cfg_attr") {
                let parsed = attr.parse_args_with(|input: syn::parse::ParseStream<'_>| {
                    let predicate: Meta = input.parse()?;
                    input.parse::<Token![,]>()?;
                    let rest = Punctuated::<Meta, Token![,]>::parse_terminated(input)?;
                    Ok((predicate, rest))
                });
                match parsed
                    .ok()
                    .and_then(|(p, rest)| Some((self.eval(&p)?, rest)))
                {
                    Some((true, rest)) => {
                        for meta in rest.into_iter().rev() {
                            queue.push(Attribute {
                                meta,
                                ..attr.clone()
                            });
                        }
                    }
                    Some((false, _)) => {}
                    None => attrs.push(attr),
                }
            } else if path.is_ident("test") {
                keep = false;
            } else if path.is_ident("doc") {
                if self.docs == Docs::Keep {
                    attrs.push(attr);
                }
            } else {
                attrs.push(attr);
            }
        }
        keep
    }

    /// Like [`Cleaner::keep`] for a module's own attributes: with
    /// [`Docs::Summary`] the first paragraph of its inner docs stays.
    pub fn module_attrs(&self, attrs: &mut Vec<Attribute>) -> bool {
        let summary: Vec<Attribute> = attrs
            .iter()
            .filter(|a| matches!(a.style, AttrStyle::Inner(_)) && a.path().is_ident("doc"))
            .take_while(|a| doc_text(a).is_some_and(|t| !t.trim().is_empty()))
            .cloned()
            .collect();
        let keep = self.keep(attrs);
        if self.docs == Docs::Summary {
            let rest = std::mem::replace(attrs, summary);
            attrs.extend(rest);
        }
        keep
    }

    fn items(&self, items: &mut Vec<Item>) {
        items.retain_mut(|item| match item {
            Item::Mod(m) => self.module_attrs(&mut m.attrs),
            _ => item_attrs(item).map_or(true, |a| self.keep(a)),
        });
    }
}

/// The text of a `#[doc = "…"]` attribute.
fn doc_text(attr: &Attribute) -> Option<String> {
    match &attr.meta {
        Meta::NameValue(nv) => match &nv.value {
            Expr::Lit(lit) => match &lit.lit {
                Lit::Str(s) => Some(s.value()),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

/// The attributes of an item, if it has any.
pub fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::ForeignMod(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::TraitAlias(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        _ => return None,
    })
}

impl VisitMut for Cleaner<'_> {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        self.module_attrs(&mut file.attrs);
        self.items(&mut file.items);
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, module: &mut syn::ItemMod) {
        // The module's own attributes were handled with the items around it.
        if let Some((_, items)) = &mut module.content {
            self.items(items);
        }
        visit_mut::visit_item_mod_mut(self, module);
    }

    fn visit_item_impl_mut(&mut self, imp: &mut syn::ItemImpl) {
        imp.items.retain_mut(|item| {
            let attrs = match item {
                ImplItem::Const(i) => &mut i.attrs,
                ImplItem::Fn(i) => &mut i.attrs,
                ImplItem::Type(i) => &mut i.attrs,
                ImplItem::Macro(i) => &mut i.attrs,
                _ => return true,
            };
            self.keep(attrs)
        });
        visit_mut::visit_item_impl_mut(self, imp);
    }

    fn visit_item_trait_mut(&mut self, tr: &mut syn::ItemTrait) {
        tr.items.retain_mut(|item| {
            let attrs = match item {
                TraitItem::Const(i) => &mut i.attrs,
                TraitItem::Fn(i) => &mut i.attrs,
                TraitItem::Type(i) => &mut i.attrs,
                TraitItem::Macro(i) => &mut i.attrs,
                _ => return true,
            };
            self.keep(attrs)
        });
        visit_mut::visit_item_trait_mut(self, tr);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain_mut(|stmt| match stmt {
            Stmt::Local(l) => self.keep(&mut l.attrs),
            Stmt::Item(i) => item_attrs(i).map_or(true, |a| self.keep(a)),
            Stmt::Macro(m) => self.keep(&mut m.attrs),
            Stmt::Expr(..) => true,
        });
        visit_mut::visit_block_mut(self, block);
    }

    fn visit_fields_named_mut(&mut self, fields: &mut syn::FieldsNamed) {
        let pairs = std::mem::take(&mut fields.named).into_pairs();
        fields.named = pairs
            .filter_map(|mut p| self.keep(&mut p.value_mut().attrs).then_some(p))
            .collect();
        visit_mut::visit_fields_named_mut(self, fields);
    }

    fn visit_fields_unnamed_mut(&mut self, fields: &mut syn::FieldsUnnamed) {
        let pairs = std::mem::take(&mut fields.unnamed).into_pairs();
        fields.unnamed = pairs
            .filter_map(|mut p| self.keep(&mut p.value_mut().attrs).then_some(p))
            .collect();
        visit_mut::visit_fields_unnamed_mut(self, fields);
    }

    fn visit_item_enum_mut(&mut self, e: &mut syn::ItemEnum) {
        let pairs = std::mem::take(&mut e.variants).into_pairs();
        e.variants = pairs
            .filter_map(|mut p| self.keep(&mut p.value_mut().attrs).then_some(p))
            .collect();
        visit_mut::visit_item_enum_mut(self, e);
    }

    fn visit_expr_match_mut(&mut self, m: &mut syn::ExprMatch) {
        m.arms.retain_mut(|arm| self.keep(&mut arm.attrs));
        visit_mut::visit_expr_match_mut(self, m);
    }

    fn visit_expr_struct_mut(&mut self, s: &mut syn::ExprStruct) {
        let pairs = std::mem::take(&mut s.fields).into_pairs();
        s.fields = pairs
            .filter_map(|mut p| self.keep(&mut p.value_mut().attrs).then_some(p))
            .collect();
        visit_mut::visit_expr_struct_mut(self, s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::ToTokens;

    fn clean(source: &str, docs: Docs) -> String {
        let features: HashSet<String> = ["on".to_string()].into();
        let mut file = syn::parse_file(source).unwrap();
        Cleaner {
            features: &features,
            docs,
        }
        .visit_file_mut(&mut file);
        file.to_token_stream().to_string()
    }

    #[test]
    fn decides_features_and_tests_and_leaves_the_rest_to_rustc() {
        let out = clean(
            "#[cfg(feature = \"on\")] fn a() {} #[cfg(feature = \"off\")] fn b() {} \
             #[cfg(test)] mod tests {} #[test] fn t() {} \
             #[cfg(debug_assertions)] fn c() {} #[cfg(all(feature = \"on\", not(test)))] fn d() {} \
             #[cfg(any(feature = \"off\", unix))] fn e() {} \
             #[cfg_attr(feature = \"on\", derive(Debug))] struct S { #[cfg(feature = \"off\")] x: u8, y: u8 }",
            Docs::Summary,
        );
        assert_eq!(
            out,
            "fn a () { } # [cfg (debug_assertions)] fn c () { } fn d () { } \
             # [cfg (any (feature = \"off\" , unix))] fn e () { } \
             # [derive (Debug)] struct S { y : u8 }"
        );
    }

    #[test]
    fn keeps_only_module_summaries() {
        let source = "//! Summary.\n//! More.\n//!\n//! Details.\n/// An item.\nfn f() {}\n";
        assert_eq!(
            clean(source, Docs::Summary),
            "# ! [doc = \" Summary.\"] # ! [doc = \" More.\"] fn f () { }"
        );
        assert!(clean(source, Docs::Keep).contains("Details."));
    }
}
