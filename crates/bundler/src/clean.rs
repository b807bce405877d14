//! Evaluates `#[cfg]`/`#[cfg_attr]`, drops tests, and strips doc comments.

use crate::verbatim::Edit;
use proc_macro2::{Span, TokenTree};
use quote::ToTokens;
use std::collections::HashSet;
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{AttrStyle, Attribute, Expr, ImplItem, Item, Lit, Meta, Stmt, Token, TraitItem};

/// What to do with doc comments.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Docs {
    /// Keep every doc comment (the binary's own `main.rs`).
    Keep,
    /// Keep only the first line of each module's inner (`//!`) docs, its
    /// title.
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
    /// Where to record each change as an edit of the source text, if
    /// anywhere (the binary's `main.rs`, see [`verbatim`](crate::verbatim)).
    pub edits: Option<Vec<Edit>>,
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

    /// Rewrites `attrs` for the bundle; false if the node must go. With
    /// `edits`, an attribute that goes is deleted from the text, and a
    /// `cfg_attr` that holds is replaced by its attributes.
    pub fn keep(&mut self, attrs: &mut Vec<Attribute>) -> bool {
        let mut queue: Vec<(Attribute, bool)> = std::mem::take(attrs)
            .into_iter()
            .map(|a| (a, true))
            .collect();
        queue.reverse();
        let mut keep = true;
        let mut recorded = Vec::new();
        while let Some((attr, written)) = queue.pop() {
            let span = (attr.pound_token.span, attr.bracket_token.span.close());
            let mut edit = |text: String| {
                if written {
                    recorded.push(Edit::replace(span.0, span.1, text));
                }
            };
            let path = attr.path();
            if path.is_ident("cfg") {
                match attr.parse_args::<Meta>().ok().and_then(|m| self.eval(&m)) {
                    Some(true) => edit(String::new()),
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
                        let bang = if matches!(attr.style, AttrStyle::Inner(_)) {
                            "!"
                        } else {
                            ""
                        };
                        let text: Vec<String> = rest
                            .iter()
                            .map(|m| format!("#{bang}[{}]", m.to_token_stream()))
                            .collect();
                        edit(text.join(" "));
                        for meta in rest.into_iter().rev() {
                            queue.push((
                                Attribute {
                                    meta,
                                    ..attr.clone()
                                },
                                false,
                            ));
                        }
                    }
                    Some((false, _)) => edit(String::new()),
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
        if let Some(edits) = &mut self.edits {
            edits.append(&mut recorded);
        }
        keep
    }

    /// The first and last token of `node`, when edits are recorded.
    fn span_of(&self, node: &impl ToTokens, end: Option<Span>) -> Option<(Span, Span)> {
        self.edits.as_ref()?;
        let tokens: Vec<TokenTree> = node.to_token_stream().into_iter().collect();
        Some((
            tokens.first()?.span(),
            end.or(tokens.last().map(TokenTree::span))?,
        ))
    }

    /// Records that the node at `span` went.
    fn dropped(&mut self, span: Option<(Span, Span)>) {
        if let (Some(edits), Some((from, to))) = (&mut self.edits, span) {
            edits.push(Edit::delete(from, to));
        }
    }

    /// [`Cleaner::keep`] for a node: if it goes, its text goes too (up to
    /// `end`, its separator, if given).
    fn keep_node<T: ToTokens>(
        &mut self,
        node: &mut T,
        end: Option<Span>,
        attrs: impl FnOnce(&mut T) -> Option<&mut Vec<Attribute>>,
    ) -> bool {
        let span = self.span_of(node, end);
        let keep = attrs(node).is_none_or(|a| self.keep(a));
        if !keep {
            self.dropped(span);
        }
        keep
    }

    /// Like [`Cleaner::keep`] for a module's own attributes: with
    /// [`Docs::Summary`] the first line of its inner docs stays.
    pub fn module_attrs(&mut self, attrs: &mut Vec<Attribute>) -> bool {
        let summary: Vec<Attribute> = attrs
            .iter()
            .filter(|a| matches!(a.style, AttrStyle::Inner(_)) && a.path().is_ident("doc"))
            .take(1)
            .filter(|a| doc_text(a).is_some_and(|t| !t.trim().is_empty()))
            .cloned()
            .collect();
        let keep = self.keep(attrs);
        if self.docs == Docs::Summary {
            let rest = std::mem::replace(attrs, summary);
            attrs.extend(rest);
        }
        keep
    }

    fn items(&mut self, items: &mut Vec<Item>) {
        items.retain_mut(|item| match item {
            Item::Mod(m) => {
                let span = self.span_of(&*m, None);
                let keep = self.module_attrs(&mut m.attrs);
                if !keep {
                    self.dropped(span);
                }
                keep
            }
            _ => self.keep_node(item, None, item_attrs),
        });
    }
}

/// Drops the title (inner doc) of every module in `items` and below: the
/// bundle keeps an inlined crate's title, not those of its modules, of
/// which it holds only the parts the binary uses.
pub fn untitle_modules(items: &mut [Item]) {
    for item in items {
        if let Item::Mod(m) = item {
            m.attrs
                .retain(|a| !(matches!(a.style, AttrStyle::Inner(_)) && a.path().is_ident("doc")));
            if let Some((_, inner)) = &mut m.content {
                untitle_modules(inner);
            }
        }
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
            self.keep_node(item, None, |item| match item {
                ImplItem::Const(i) => Some(&mut i.attrs),
                ImplItem::Fn(i) => Some(&mut i.attrs),
                ImplItem::Type(i) => Some(&mut i.attrs),
                ImplItem::Macro(i) => Some(&mut i.attrs),
                _ => None,
            })
        });
        visit_mut::visit_item_impl_mut(self, imp);
    }

    fn visit_item_trait_mut(&mut self, tr: &mut syn::ItemTrait) {
        tr.items.retain_mut(|item| {
            self.keep_node(item, None, |item| match item {
                TraitItem::Const(i) => Some(&mut i.attrs),
                TraitItem::Fn(i) => Some(&mut i.attrs),
                TraitItem::Type(i) => Some(&mut i.attrs),
                TraitItem::Macro(i) => Some(&mut i.attrs),
                _ => None,
            })
        });
        visit_mut::visit_item_trait_mut(self, tr);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain_mut(|stmt| {
            self.keep_node(stmt, None, |stmt| match stmt {
                Stmt::Local(l) => Some(&mut l.attrs),
                Stmt::Item(i) => item_attrs(i),
                Stmt::Macro(m) => Some(&mut m.attrs),
                Stmt::Expr(..) => None,
            })
        });
        visit_mut::visit_block_mut(self, block);
    }

    fn visit_fields_named_mut(&mut self, fields: &mut syn::FieldsNamed) {
        let pairs = std::mem::take(&mut fields.named).into_pairs();
        fields.named = pairs
            .filter_map(|mut p| {
                let comma = p.punct().map(|c| c.spans[0]);
                self.keep_node(p.value_mut(), comma, |f| Some(&mut f.attrs))
                    .then_some(p)
            })
            .collect();
        visit_mut::visit_fields_named_mut(self, fields);
    }

    fn visit_fields_unnamed_mut(&mut self, fields: &mut syn::FieldsUnnamed) {
        let pairs = std::mem::take(&mut fields.unnamed).into_pairs();
        fields.unnamed = pairs
            .filter_map(|mut p| {
                let comma = p.punct().map(|c| c.spans[0]);
                self.keep_node(p.value_mut(), comma, |f| Some(&mut f.attrs))
                    .then_some(p)
            })
            .collect();
        visit_mut::visit_fields_unnamed_mut(self, fields);
    }

    fn visit_item_enum_mut(&mut self, e: &mut syn::ItemEnum) {
        let pairs = std::mem::take(&mut e.variants).into_pairs();
        e.variants = pairs
            .filter_map(|mut p| {
                let comma = p.punct().map(|c| c.spans[0]);
                self.keep_node(p.value_mut(), comma, |v| Some(&mut v.attrs))
                    .then_some(p)
            })
            .collect();
        visit_mut::visit_item_enum_mut(self, e);
    }

    fn visit_expr_match_mut(&mut self, m: &mut syn::ExprMatch) {
        m.arms.retain_mut(|arm| {
            let comma = arm.comma.map(|c| c.spans[0]);
            self.keep_node(arm, comma, |a| Some(&mut a.attrs))
        });
        visit_mut::visit_expr_match_mut(self, m);
    }

    fn visit_expr_struct_mut(&mut self, s: &mut syn::ExprStruct) {
        let pairs = std::mem::take(&mut s.fields).into_pairs();
        s.fields = pairs
            .filter_map(|mut p| {
                let comma = p.punct().map(|c| c.spans[0]);
                self.keep_node(p.value_mut(), comma, |f| Some(&mut f.attrs))
                    .then_some(p)
            })
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
            edits: None,
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
            "# ! [doc = \" Summary.\"] fn f () { }"
        );
        assert!(clean(source, Docs::Keep).contains("Details."));
    }

    #[test]
    fn edits_of_the_text_say_what_the_tree_lost() {
        let source = "//! A binary.\nuse std::io; // I/O\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {}\n}\n\n\
                      #[cfg(feature = \"on\")]\nfn a() {}\n#[cfg_attr(feature = \"on\", inline)]\nfn b() {}\n\
                      struct S {\n    #[cfg(feature = \"off\")]\n    x: u8,\n    y: u8, // kept\n}\n\
                      fn main() {\n    #[cfg(feature = \"off\")]\n    let x = 1;\n    match 1 {\n        #[cfg(test)] 1 => {},\n        _ => {} // any\n    }\n}\n";
        let features: HashSet<String> = ["on".to_string()].into();
        let mut file = syn::parse_file(source).unwrap();
        let mut cleaner = Cleaner {
            features: &features,
            docs: Docs::Keep,
            edits: Some(Vec::new()),
        };
        cleaner.visit_file_mut(&mut file);
        let edits = cleaner.edits.unwrap_or_default();
        let text = crate::verbatim::apply(source, &edits).unwrap();
        assert_eq!(
            text,
            "//! A binary.\nuse std::io; // I/O\n\n\nfn a() {}\n#[inline]\nfn b() {}\n\
             struct S {\n    y: u8, // kept\n}\nfn main() {\n    match 1 {\n        _ => {} // any\n    }\n}\n"
        );
        assert!(crate::verbatim::same_tokens(
            &text,
            &file.to_token_stream().to_string()
        ));
    }
}
