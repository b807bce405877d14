//! Reads a crate's source: its root file and every `mod x;` file, cleaned.

use crate::clean::Cleaner;
use crate::Error;
use std::path::{Path, PathBuf};
use syn::visit_mut::VisitMut;
use syn::{Expr, ExprLit, Item, Lit, Meta, MetaNameValue};

/// Parses `path` and cleans it with `cleaner`.
fn parse(path: &Path, cleaner: &mut Cleaner<'_>) -> Result<syn::File, Error> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Error::new(format!("cannot read {}: {e}", path.display())))?;
    let mut file = syn::parse_file(&text)
        .map_err(|e| Error::new(format!("cannot parse {}: {e}", path.display())))?;
    cleaner.visit_file_mut(&mut file);
    Ok(file)
}

/// Reads the crate whose root file is `root`, with every module file
/// inlined as `mod x { … }`, cleaned by `cleaner`.
pub fn load_crate(root: &Path, cleaner: &mut Cleaner<'_>) -> Result<syn::File, Error> {
    let mut file = parse(root, cleaner)?;
    let dir = root.parent().unwrap_or(Path::new("."));
    inline_modules(&mut file.items, dir, cleaner)?;
    Ok(file)
}

/// The folder where a file's `mod x;` files live: beside `lib.rs`,
/// `main.rs` and `mod.rs`, else in a folder named after the file.
fn child_dir(file: &Path) -> PathBuf {
    let parent = file.parent().unwrap_or(Path::new("."));
    match file.file_stem().and_then(|s| s.to_str()) {
        Some("lib" | "main" | "mod") | None => parent.to_path_buf(),
        Some(stem) => parent.join(stem),
    }
}

/// Replaces each `mod x;` in `items` (whose files live in `dir`) by its
/// content, recursively.
pub fn inline_modules(
    items: &mut [Item],
    dir: &Path,
    cleaner: &mut Cleaner<'_>,
) -> Result<(), Error> {
    for item in items {
        let Item::Mod(module) = item else { continue };
        let name = module.ident.to_string();
        let explicit = module
            .attrs
            .iter()
            .find(|a| a.path().is_ident("path"))
            .map(|a| match &a.meta {
                Meta::NameValue(MetaNameValue {
                    value:
                        Expr::Lit(ExprLit {
                            lit: Lit::Str(s), ..
                        }),
                    ..
                }) => Ok(dir.join(s.value())),
                _ => Err(Error::new(format!("bad #[path] on mod {name}"))),
            })
            .transpose()?;
        match &mut module.content {
            Some((_, inner)) => inline_modules(inner, &dir.join(&name), cleaner)?,
            None => {
                let path = match explicit {
                    Some(path) => path,
                    None => {
                        let flat = dir.join(format!("{name}.rs"));
                        if flat.exists() {
                            flat
                        } else {
                            dir.join(&name).join("mod.rs")
                        }
                    }
                };
                let mut file = parse(&path, cleaner)?;
                inline_modules(&mut file.items, &child_dir(&path), cleaner)?;
                module.attrs.retain(|a| !a.path().is_ident("path"));
                module.attrs.extend(file.attrs);
                module.content = Some((Default::default(), file.items));
                module.semi = None;
            }
        }
    }
    Ok(())
}
