//! The README and the pages of docs/: every relative link resolves, no line
//! is longer than 100 characters (a table row may be), and no line of prose
//! is written twice.

use problems::workspace::root;
use std::path::{Path, PathBuf};

/// README.md and every Markdown page of docs/.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md")];
    let docs = std::fs::read_dir(root().join("docs")).expect("docs/");
    let mut md: Vec<PathBuf> = docs
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    md.sort();
    pages.extend(md);
    pages
}

/// The lines of `text` outside code blocks, with their numbers.
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut fence = false;
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("```") {
            fence = !fence;
        } else if !fence {
            lines.push((i + 1, line));
        }
    }
    lines
}

/// The targets of the Markdown links and images of `text`: what stands in
/// `](…)`, up to a `#` or a space.
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (_, line) in prose(text) {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            let end = rest.find([')', ' ', '#']).unwrap_or(rest.len());
            found.push(rest[..end].to_string());
        }
    }
    found
}

fn shown(page: &Path) -> String {
    page.strip_prefix(root())
        .unwrap_or(page)
        .display()
        .to_string()
}

#[test]
fn every_relative_link_resolves() {
    let mut broken = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("read a page");
        for target in links(&text) {
            if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let path = page.parent().unwrap().join(&target);
            if !path.exists() {
                broken.push(format!("{}: {target}", shown(&page)));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "links to nothing:\n{}",
        broken.join("\n")
    );
}

#[test]
fn lines_are_at_most_100_characters_but_table_rows() {
    let mut long = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("read a page");
        for (i, line) in text.lines().enumerate() {
            if line.chars().count() > 100 && !line.starts_with('|') {
                long.push(format!(
                    "{}:{}: {} characters",
                    shown(&page),
                    i + 1,
                    line.chars().count()
                ));
            }
        }
    }
    assert!(long.is_empty(), "{}", long.join("\n"));
}

#[test]
fn no_line_of_prose_is_written_twice() {
    let mut twice = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("read a page");
        let lines = prose(&text);
        for (k, &(i, line)) in lines.iter().enumerate() {
            let words = line.trim();
            // Table headers and separators repeat with their tables.
            if words.len() < 30 || words.starts_with('|') {
                continue;
            }
            if let Some(&(j, _)) = lines[..k].iter().find(|(_, l)| l.trim() == words) {
                twice.push(format!("{}: lines {j} and {i}: {words}", shown(&page)));
            }
        }
    }
    assert!(twice.is_empty(), "{}", twice.join("\n"));
}

#[test]
fn the_readme_is_a_guide_of_at_most_250_lines() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    assert!(
        readme.lines().count() <= 250,
        "{} lines",
        readme.lines().count()
    );
}
