//! Keeps the binary's macro calls as written.
//!
//! prettyplease prints a macro's input token by token, as in
//! `input! { from & mut * src, a : Nat }`. For the binary's own code the
//! original text is better: [`stash`] swaps the input of each macro call whose tokens the
//! bundler did not change for a placeholder, and [`restore`] puts the text
//! back into the printed file, re-indented.

use proc_macro2::{LineColumn, TokenStream};
use syn::visit_mut::VisitMut;
use syn::MacroDelimiter;

/// The original input of one macro call.
pub struct Stashed {
    text: String,
    tokens: String,
}

fn placeholder(i: usize) -> String {
    format!("__bundle_macro_{i}__")
}

/// The byte offset of a line/column (1-based line, 0-based column in
/// characters) in `source`.
fn offset(source: &str, at: LineColumn) -> Option<usize> {
    let line_start = if at.line == 1 {
        0
    } else {
        source.match_indices('\n').nth(at.line - 2)?.0 + 1
    };
    let line = &source[line_start..];
    let in_line = line
        .char_indices()
        .nth(at.column)
        .map_or(line.len(), |(i, _)| i);
    Some(line_start + in_line)
}

struct Stasher<'a> {
    source: &'a str,
    stashed: Vec<Stashed>,
}

impl VisitMut for Stasher<'_> {
    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        let span = match &mac.delimiter {
            MacroDelimiter::Paren(d) => d.span,
            MacroDelimiter::Brace(d) => d.span,
            MacroDelimiter::Bracket(d) => d.span,
        };
        let start = offset(self.source, span.open().end());
        let end = offset(self.source, span.close().start());
        let (Some(start), Some(end)) = (start, end) else {
            return;
        };
        let Some(text) = self.source.get(start..end) else {
            return;
        };
        let tokens = mac.tokens.to_string();
        let same = text
            .parse::<TokenStream>()
            .is_ok_and(|t| t.to_string() == tokens);
        if same && !tokens.is_empty() {
            let name = syn::Ident::new(
                &placeholder(self.stashed.len()),
                proc_macro2::Span::call_site(),
            );
            mac.tokens = quote::quote!(#name);
            self.stashed.push(Stashed {
                text: text.to_string(),
                tokens,
            });
        }
    }
}

/// Replaces the input of every macro call in `file` that still reads as in
/// `source` (the text `file` was parsed from) by a placeholder.
pub fn stash(file: &mut syn::File, source: &str) -> Vec<Stashed> {
    let mut stasher = Stasher {
        source,
        stashed: Vec::new(),
    };
    stasher.visit_file_mut(file);
    stasher.stashed
}

/// `text`'s lines with the blank ones around them dropped and the rest
/// dedented; the first line, if it follows the opening delimiter, trimmed.
fn dedent(text: &str) -> Vec<String> {
    let mut lines: Vec<&str> = text.lines().collect();
    let first = match lines.first() {
        Some(l) if !l.trim().is_empty() => Some(lines.remove(0).trim()),
        _ => None,
    };
    while lines.first().is_some_and(|l| l.trim().is_empty()) {
        lines.remove(0);
    }
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let rest = lines.iter().map(|l| {
        if l.trim().is_empty() {
            String::new()
        } else {
            l[indent..].trim_end().to_string()
        }
    });
    first.map(str::to_string).into_iter().chain(rest).collect()
}

/// Puts the stashed macro inputs back into `printed`.
pub fn restore(mut printed: String, stashed: &[Stashed]) -> String {
    for (i, s) in stashed.iter().enumerate() {
        let name = placeholder(i);
        let Some(at) = printed.find(&name) else {
            continue;
        };
        let line_start = printed[..at].rfind('\n').map_or(0, |i| i + 1);
        let line_end = printed[at..].find('\n').map_or(printed.len(), |i| at + i);
        let lines = dedent(&s.text);
        let alone = printed[line_start..line_end].trim() == name;
        if alone {
            // A block: each line at the placeholder's indentation.
            let indent = printed[line_start..at].to_string();
            let block: Vec<String> = lines
                .iter()
                .map(|l| {
                    if l.is_empty() {
                        String::new()
                    } else {
                        format!("{indent}{l}")
                    }
                })
                .collect();
            printed.replace_range(line_start..line_end, &block.join("\n"));
        } else {
            // Inline: one line, if that reads the same.
            let joined = lines
                .iter()
                .map(|l| l.trim())
                .filter(|l| !l.is_empty())
                .collect::<Vec<_>>()
                .join(" ");
            let same = joined
                .parse::<TokenStream>()
                .is_ok_and(|t| t.to_string() == s.tokens);
            let text = if same { joined } else { s.tokens.clone() };
            printed.replace_range(at..at + name.len(), &text);
        }
    }
    printed
}

/// Whether two source texts are the same tokens (comments and layout aside).
pub fn same_tokens(a: &str, b: &str) -> bool {
    match (a.parse::<TokenStream>(), b.parse::<TokenStream>()) {
        (Ok(a), Ok(b)) => a.to_string() == b.to_string(),
        _ => false,
    }
}

/// Puts a blank line between items: after a `}` that closes one, after a
/// module's `//!` summary, after the last of a run of `use` lines, and
/// between a one-line item and a longer one, when an item starts at the
/// same depth.
pub fn space_items(text: &str) -> String {
    const STARTS: [&str; 16] = [
        "fn ",
        "pub ",
        "impl",
        "mod ",
        "struct ",
        "enum ",
        "trait ",
        "const ",
        "static ",
        "type ",
        "use ",
        "macro_rules!",
        "#[",
        "///",
        "unsafe ",
        "//!",
    ];
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    let mut prev: &str = "";
    for line in text.lines() {
        let indent = &line[..line.len() - line.trim_start().len()];
        let body = line.trim_start();
        let item = STARTS.iter().any(|s| body.starts_with(s));
        let closed = prev == format!("{indent}}}") || prev == format!("{indent}}};");
        let prev_use = prev.starts_with(&format!("{indent}use "))
            || prev.starts_with(&format!("{indent}pub use "))
            || prev.starts_with(&format!("{indent}pub(crate) use "));
        let this_use = body.starts_with("use ") || body.starts_with("pub use ");
        let after_docs = prev.starts_with(&format!("{indent}//!")) && !body.starts_with("//!");
        // A one-line item (`const X: u8 = 1;`) before one of several lines.
        let prev_body = prev.trim_start();
        let after_line_item = prev.len() - prev_body.len() == indent.len()
            && prev.ends_with(';')
            && STARTS.iter().any(|s| prev_body.starts_with(s))
            && !body.ends_with(';');
        let after_use = prev_use && prev.ends_with(';') && !this_use;
        if item && (closed || after_docs || after_use || after_line_item) {
            out.push('\n');
        }
        out.push_str(line);
        out.push('\n');
        prev = line;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip(source: &str) -> String {
        let mut file = syn::parse_file(source).unwrap();
        let stashed = stash(&mut file, source);
        restore(prettyplease::unparse(&file), &stashed)
    }

    #[test]
    fn keeps_macro_inputs_as_written() {
        let source = "fn main() {\n    input! { from &mut *src, a: Nat, b: Nat }\n    \
                      let s = format!(\"{a}  {b}\",\n        a = 1, b = 2);\n    \
                      input! {\n        from src,\n        n: usize, // count\n    }\n}\n";
        assert_eq!(
            roundtrip(source),
            "fn main() {\n    input! {\n        from &mut *src, a: Nat, b: Nat\n    }\n    \
             let s = format!(\"{a}  {b}\", a = 1, b = 2);\n    \
             input! {\n        from src,\n        n: usize, // count\n    }\n}\n"
        );
    }

    #[test]
    fn an_inline_comment_is_not_joined_into_one_line() {
        let source = "fn f() -> Vec<u8> {\n    g(vec![1, // one\n        2])\n}\n";
        let out = roundtrip(source);
        assert!(!out.contains("// one"), "{out}");
        assert!(same_tokens(&out, source), "{out}");
    }
}
