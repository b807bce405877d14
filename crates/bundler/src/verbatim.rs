//! Keeps the binary's `main.rs` as written, and lays out the rest.
//!
//! The steps that change the binary ([`clean`](crate::clean) and
//! [`paths`](crate::paths)) record each change as an [`Edit`] of the source
//! text at the changed tokens' positions (proc-macro2's span locations):
//! a path's first segment `dep` becomes `crate::dep`, a leading `::` goes,
//! an `extern crate` goes, and an item, field or attribute that a `#[cfg]`
//! removes goes with its lines. [`apply`] makes those edits, so comments,
//! blank lines and layout stay; `lib.rs` then checks that the edited text
//! reads to rustc as the edited syntax tree does.
//!
//! The inlined crates are printed by prettyplease; [`space_items`] puts a
//! blank line between their items, and [`tabs`] indents them with tabs
//! (rustfmt's `hard_tabs` style) instead of four spaces: a third of a bundle
//! was the spaces that indent the nested modules.

use proc_macro2::{LineColumn, Span};

/// A change of the source text: the text between two positions replaced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    start: LineColumn,
    end: LineColumn,
    text: String,
}

impl Edit {
    /// Replaces the text from the start of `from` to the end of `to`.
    pub fn replace(from: Span, to: Span, text: impl Into<String>) -> Edit {
        Edit {
            start: from.start(),
            end: to.end(),
            text: text.into(),
        }
    }

    /// Inserts `text` right after `span`.
    pub fn after(span: Span, text: impl Into<String>) -> Edit {
        Edit {
            start: span.end(),
            end: span.end(),
            text: text.into(),
        }
    }

    /// Deletes the text from the start of `from` to the end of `to`, and
    /// the line it leaves blank.
    pub fn delete(from: Span, to: Span) -> Edit {
        Edit::replace(from, to, "")
    }
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

/// `source` with `edits` made. A deletion that leaves its lines blank
/// takes them; an edit inside a deleted range is dropped. `None` if an
/// edit does not fit `source` (positions outside it, or two edits that
/// overlap without one containing the other).
pub fn apply(source: &str, edits: &[Edit]) -> Option<String> {
    let mut ranges: Vec<(usize, usize, &str)> = Vec::new();
    for e in edits {
        let (mut start, mut end) = (offset(source, e.start)?, offset(source, e.end)?);
        if start > end {
            return None;
        }
        if e.text.is_empty() {
            let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
            let line_end = source[end..]
                .find('\n')
                .map_or(source.len(), |i| end + i + 1);
            if source[line_start..start].trim().is_empty()
                && source[end..line_end].trim().is_empty()
            {
                (start, end) = (line_start, line_end);
            }
        }
        ranges.push((start, end, &e.text));
    }
    // Outer deletions first, so that what they contain can be dropped.
    ranges.sort_by_key(|&(s, e, _)| (s, std::cmp::Reverse(e)));
    ranges.dedup();
    let mut out = String::with_capacity(source.len() + 64);
    let mut at = 0;
    for (start, end, text) in ranges {
        if start < at {
            if end <= at {
                continue; // inside an earlier edit
            }
            return None;
        }
        out.push_str(&source[at..start]);
        out.push_str(text);
        at = end;
    }
    out.push_str(&source[at..]);
    Some(out)
}

/// Whether two source texts are the same tokens (comments, layout and the
/// spacing of punctuation aside).
pub fn same_tokens(a: &str, b: &str) -> bool {
    fn list(stream: proc_macro2::TokenStream, out: &mut Vec<String>) {
        for tree in stream {
            match tree {
                proc_macro2::TokenTree::Group(g) => {
                    out.push(format!("{:?}", g.delimiter()));
                    list(g.stream(), out);
                    out.push(String::new());
                }
                other => out.push(other.to_string()),
            }
        }
    }
    let tokens = |text: &str| {
        let mut out = Vec::new();
        list(text.parse().ok()?, &mut out);
        Some(out)
    };
    tokens(a).is_some_and(|a| Some(a) == tokens(b))
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

/// Indents with tabs: each four leading spaces of a line become a tab, but
/// not on the lines of a literal that spans lines (they are its text).
/// Returns `text` as it is if it does not tokenize.
pub fn tabs(text: &str) -> String {
    fn multiline(stream: proc_macro2::TokenStream, lines: &mut Vec<usize>) {
        for tree in stream {
            match tree {
                proc_macro2::TokenTree::Group(g) => multiline(g.stream(), lines),
                proc_macro2::TokenTree::Literal(l) => {
                    let span = l.span();
                    lines.extend(span.start().line + 1..=span.end().line);
                }
                _ => {}
            }
        }
    }
    let Ok(stream) = text.parse() else {
        return text.to_string();
    };
    let mut literal_lines = Vec::new();
    multiline(stream, &mut literal_lines);
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let body = line.trim_start_matches(' ');
        let spaces = line.len() - body.len();
        if literal_lines.contains(&(i + 1)) {
            out.push_str(line);
        } else {
            out.extend(std::iter::repeat_n('\t', spaces / 4));
            out.push_str(&line[spaces / 4 * 4..]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn tabs_indent_all_but_the_lines_of_a_literal() {
        let text = "mod a {\n    fn f() {\n        let s = \"x\n    y\";\n      g(b\"\\\n    z\");\n    }\n}\n";
        let tabbed = super::tabs(text);
        assert_eq!(
            tabbed,
            "mod a {\n\tfn f() {\n\t\tlet s = \"x\n    y\";\n\t  g(b\"\\\n    z\");\n\t}\n}\n"
        );
        assert!(super::same_tokens(text, &tabbed));
        assert_eq!(super::tabs("fn ("), "fn (", "not tokens: as it is");
    }

    use super::*;
    use proc_macro2::TokenTree;

    /// The spans of the token trees of `source` that print as `text`, in
    /// order.
    fn spans(source: &str, text: &str) -> Vec<Span> {
        fn walk(stream: proc_macro2::TokenStream, text: &str, out: &mut Vec<Span>) {
            for t in stream {
                if t.to_string() == text {
                    out.push(t.span());
                }
                if let TokenTree::Group(g) = &t {
                    walk(g.stream(), text, out);
                }
            }
        }
        let mut out = Vec::new();
        walk(source.parse().unwrap(), text, &mut out);
        out
    }

    #[test]
    fn edits_keep_comments_and_layout() {
        let source = "use dep::f; // the one we need\n\n#[cfg(test)]\nmod tests {}\n\n\
                      fn main() {\n    // call it\n    dep::f(1,  2);\n}\n";
        let dep = spans(source, "dep");
        let edits = vec![
            Edit::replace(dep[0], dep[0], "crate::dep"),
            Edit::replace(dep[1], dep[1], "crate::dep"),
            Edit::delete(spans(source, "#")[0], spans(source, "{ }")[0]),
        ];
        assert_eq!(
            apply(source, &edits).unwrap(),
            "use crate::dep::f; // the one we need\n\n\n\
             fn main() {\n    // call it\n    crate::dep::f(1,  2);\n}\n"
        );
    }

    #[test]
    fn a_deletion_takes_its_lines_and_what_it_contains() {
        let source = "fn a() {}\n    #[cfg(test)] fn b() { x::y(); }\nfn c() {}\n";
        let x = spans(source, "x")[0];
        let body = spans(source, "{ x :: y () ; }")[0];
        let edits = vec![
            Edit::replace(x, x, "crate::x"),
            Edit::delete(spans(source, "#")[0], body),
        ];
        assert_eq!(apply(source, &edits).unwrap(), "fn a() {}\nfn c() {}\n");
        // Edits that overlap without one holding the other do not fit.
        let fns = spans(source, "fn");
        let bad = vec![
            Edit::replace(fns[1], x, "1"),
            Edit::replace(spans(source, "b")[0], fns[2], "2"),
        ];
        assert_eq!(apply(source, &bad), None);
    }

    #[test]
    fn insertions_go_after_their_token() {
        let source = "use crate::io;\n";
        let edits = vec![Edit::after(spans(source, "crate")[0], "::k")];
        assert_eq!(apply(source, &edits).unwrap(), "use crate::k::io;\n");
    }
}
