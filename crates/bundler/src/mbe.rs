//! A small `macro_rules!` engine over proc-macro2 tokens: it parses a
//! macro's arms, matches a call's input against them as rustc does, and
//! transcribes the arm that fires. The [`arms`](crate::arms) step uses it to
//! learn which arms the binary's calls reach.
//!
//! It knows the fragments `tt`, `ident`, `lifetime`, `literal`, `expr`,
//! `ty`, `path` and `block` (the last four parsed by syn), literal tokens
//! (glued as rustc's lexer glues `::`, `=>`, `..=`, …), groups, and
//! `$(…) sep op` repetitions with `*`, `+` and `?`. Arms are tried in order
//! and the first that matches fires; a repetition tries every count, so a
//! matcher that rustc would find ambiguous is reported, not guessed. A
//! captured `expr`, `ty`, `path`, `block` or `literal` is transcribed inside
//! an invisible (`None`-delimited) group, as rustc forwards it: one token
//! tree to `tt`, opaque to literal tokens. `$crate` becomes `crate` (the
//! bundler has already given each `$crate` path its module).
//!
//! Anything else is [`Unsupported`], and so is a fragment that syn cannot
//! parse where rustc might: the caller must then assume that every arm of
//! the macro may fire.

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use std::collections::HashMap;

/// Why a macro or a call is beyond this engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsupported(pub String);

type Res<T> = Result<T, Unsupported>;

fn unsupported<T>(why: impl Into<String>) -> Res<T> {
    Err(Unsupported(why.into()))
}

/// The operators rustc's lexer makes one token of.
const OPS: [&str; 25] = [
    "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "..", "...", "..=", "<<", ">>", "+=",
    "-=", "*=", "/=", "%=", "^=", "&=", "|=", "<<=", ">>=", "<-",
];

/// How many matching steps one call may take, and how many partial matches
/// it may keep, before it counts as unsupported.
const BUDGET: usize = 200_000;

/// A token as rustc's matcher compares it.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Leaf {
    Punct(String),
    Ident(String),
    Literal(String),
    Lifetime(String),
}

/// One token of a call's input: a leaf or a group, with the token trees it
/// came from (a glued operator is several).
#[derive(Debug, Clone)]
struct Unit {
    trees: Vec<TokenTree>,
    kind: UnitKind,
}

#[derive(Debug, Clone)]
enum UnitKind {
    Leaf(Leaf),
    Group(Delimiter, Vec<Unit>),
}

impl Unit {
    fn leaf(&self) -> Option<&Leaf> {
        match &self.kind {
            UnitKind::Leaf(l) => Some(l),
            UnitKind::Group(..) => None,
        }
    }

    fn is_punct(&self, op: &str) -> bool {
        matches!(self.leaf(), Some(Leaf::Punct(p)) if p == op)
    }
}

/// `stream` as rustc's lexer would cut it: joint punctuation glued into
/// operators, `'a` one lifetime.
fn units(stream: TokenStream) -> Vec<Unit> {
    let trees: Vec<TokenTree> = stream.into_iter().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < trees.len() {
        let (kind, len) = match &trees[i] {
            TokenTree::Group(g) => (UnitKind::Group(g.delimiter(), units(g.stream())), 1),
            TokenTree::Ident(id) => (UnitKind::Leaf(Leaf::Ident(id.to_string())), 1),
            TokenTree::Literal(l) => (UnitKind::Leaf(Leaf::Literal(l.to_string())), 1),
            TokenTree::Punct(p) => match trees.get(i + 1) {
                Some(TokenTree::Ident(id))
                    if p.as_char() == '\'' && p.spacing() == Spacing::Joint =>
                {
                    (UnitKind::Leaf(Leaf::Lifetime(format!("'{id}"))), 2)
                }
                _ => {
                    let mut op = p.as_char().to_string();
                    let mut last = p;
                    let mut len = 1;
                    while last.spacing() == Spacing::Joint {
                        let Some(TokenTree::Punct(q)) = trees.get(i + len) else {
                            break;
                        };
                        let longer = format!("{op}{}", q.as_char());
                        if !OPS.contains(&longer.as_str()) {
                            break;
                        }
                        op = longer;
                        last = q;
                        len += 1;
                    }
                    (UnitKind::Leaf(Leaf::Punct(op)), len)
                }
            },
        };
        out.push(Unit {
            trees: trees[i..i + len].to_vec(),
            kind,
        });
        i += len;
    }
    out
}

/// A fragment specifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Frag {
    Tt,
    Ident,
    Lifetime,
    Literal,
    Expr,
    Ty,
    Path,
    Block,
}

impl Frag {
    fn parse(name: &str) -> Res<Frag> {
        Ok(match name {
            "tt" => Frag::Tt,
            "ident" => Frag::Ident,
            "lifetime" => Frag::Lifetime,
            "literal" => Frag::Literal,
            "expr" => Frag::Expr,
            "ty" => Frag::Ty,
            "path" => Frag::Path,
            "block" => Frag::Block,
            _ => return unsupported(format!("the fragment kind {name}")),
        })
    }

    /// Whether rustc could start parsing this fragment at `unit`: if not, a
    /// failed parse is a plain mismatch; if so, rustc might succeed where
    /// syn failed. Errs on the side of "could".
    fn may_begin(self, unit: &Unit) -> bool {
        let punct =
            |ops: &[&str]| matches!(unit.leaf(), Some(Leaf::Punct(p)) if ops.contains(&p.as_str()));
        match (&unit.kind, self) {
            (UnitKind::Group(d, _), Frag::Ty) => *d != Delimiter::Brace,
            (UnitKind::Group(d, _), Frag::Block) => *d == Delimiter::Brace,
            (UnitKind::Group(d, _), Frag::Path) => *d == Delimiter::None,
            (UnitKind::Group(..), _) => true,
            (_, Frag::Block) => false,
            (UnitKind::Leaf(Leaf::Ident(id)), Frag::Expr) => {
                !matches!(id.as_str(), "as" | "else" | "in" | "where")
            }
            (UnitKind::Leaf(Leaf::Ident(_)), _) => true,
            (UnitKind::Leaf(Leaf::Literal(_) | Leaf::Lifetime(_)), Frag::Path) => false,
            (UnitKind::Leaf(Leaf::Literal(_) | Leaf::Lifetime(_)), _) => true,
            (UnitKind::Leaf(Leaf::Punct(_)), Frag::Expr) => punct(&[
                "-", "!", "*", "&", "&&", "|", "||", "<", "<<", "::", "..", "...", "..=", "#",
            ]),
            (UnitKind::Leaf(Leaf::Punct(_)), Frag::Ty) => {
                punct(&["!", "*", "&", "&&", "?", "<", "<<", "::"])
            }
            (UnitKind::Leaf(Leaf::Punct(_)), Frag::Path) => punct(&["::", "<", "<<"]),
            (UnitKind::Leaf(Leaf::Punct(_)), _) => true,
        }
    }
}

/// One element of an arm's matcher.
#[derive(Debug, Clone)]
enum Matcher {
    Leaf(Leaf),
    Group(Delimiter, Vec<Matcher>),
    Frag(String, Frag),
    Repeat {
        body: Vec<Matcher>,
        sep: Option<Leaf>,
        op: char,
    },
}

/// The separator and operator after `$(…)`, from `rest`: returns them and
/// how many units they took.
fn repetition_op(rest: &[Unit]) -> Res<(Option<&Unit>, char, usize)> {
    let op = |u: Option<&Unit>| match u.and_then(Unit::leaf) {
        Some(Leaf::Punct(p)) if p == "*" || p == "+" || p == "?" => p.chars().next(),
        _ => None,
    };
    if let Some(c) = op(rest.first()) {
        return Ok((None, c, 1));
    }
    match (rest.first(), op(rest.get(1))) {
        (Some(sep), Some(c)) if c != '?' && sep.leaf().is_some() => Ok((Some(sep), c, 2)),
        _ => unsupported("a repetition without a `*`, `+` or `?`"),
    }
}

fn parse_matcher(input: &[Unit]) -> Res<Vec<Matcher>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < input.len() {
        let unit = &input[i];
        i += 1;
        match &unit.kind {
            UnitKind::Group(d, inner) => out.push(Matcher::Group(*d, parse_matcher(inner)?)),
            UnitKind::Leaf(l) if !unit.is_punct("$") => out.push(Matcher::Leaf(l.clone())),
            UnitKind::Leaf(_) => match input.get(i).map(|u| &u.kind) {
                Some(UnitKind::Leaf(Leaf::Ident(name))) if name != "crate" => {
                    let kind = match (input.get(i + 1), input.get(i + 2).and_then(Unit::leaf)) {
                        (Some(colon), Some(Leaf::Ident(kind))) if colon.is_punct(":") => kind,
                        _ => return unsupported(format!("${name} without a fragment kind")),
                    };
                    out.push(Matcher::Frag(name.clone(), Frag::parse(kind)?));
                    i += 3;
                }
                Some(UnitKind::Group(Delimiter::Parenthesis, inner)) => {
                    let (sep, op, used) = repetition_op(&input[i + 1..])?;
                    out.push(Matcher::Repeat {
                        body: parse_matcher(inner)?,
                        sep: sep.and_then(Unit::leaf).cloned(),
                        op,
                    });
                    i += 1 + used;
                }
                _ => return unsupported("a `$` in a matcher that is not a fragment"),
            },
        }
    }
    Ok(out)
}

/// One element of an arm's transcriber.
#[derive(Debug, Clone)]
enum Out {
    Tree(TokenTree),
    Group(Delimiter, Span, Vec<Out>),
    Var(String),
    Crate,
    Repeat {
        body: Vec<Out>,
        sep: Vec<TokenTree>,
        op: char,
    },
}

/// `trees` with the last one, if punctuation, not joined to what follows.
fn alone(trees: &[TokenTree]) -> Vec<TokenTree> {
    let mut trees = trees.to_vec();
    if let Some(TokenTree::Punct(p)) = trees.last_mut() {
        let mut q = Punct::new(p.as_char(), Spacing::Alone);
        q.set_span(p.span());
        *p = q;
    }
    trees
}

fn parse_transcriber(stream: TokenStream) -> Res<Vec<Out>> {
    let cut = units(stream);
    let mut out = Vec::new();
    let mut i = 0;
    while i < cut.len() {
        let unit = &cut[i];
        i += 1;
        if !unit.is_punct("$") {
            for tree in &unit.trees {
                out.push(match tree {
                    TokenTree::Group(g) => {
                        Out::Group(g.delimiter(), g.span(), parse_transcriber(g.stream())?)
                    }
                    _ => Out::Tree(tree.clone()),
                });
            }
            continue;
        }
        match cut.get(i).map(|u| (&u.kind, &u.trees)) {
            Some((UnitKind::Leaf(Leaf::Ident(name)), _)) => {
                out.push(if name == "crate" {
                    Out::Crate
                } else {
                    Out::Var(name.clone())
                });
                i += 1;
            }
            Some((UnitKind::Group(Delimiter::Parenthesis, _), group)) => {
                let TokenTree::Group(g) = &group[0] else {
                    return unsupported("a repetition that is not a group");
                };
                let (sep, op, used) = repetition_op(&cut[i + 1..])?;
                out.push(Out::Repeat {
                    body: parse_transcriber(g.stream())?,
                    sep: sep.map(|u| alone(&u.trees)).unwrap_or_default(),
                    op,
                });
                i += 1 + used;
            }
            _ => return unsupported("a `$` in a transcriber that is not a variable"),
        }
    }
    Ok(out)
}

/// What a fragment captured: its tokens, or one per repetition.
#[derive(Debug, Clone)]
enum Binding {
    One(Vec<TokenTree>),
    Seq(Vec<Binding>),
}

type Bindings = HashMap<String, Binding>;

/// One arm: its matcher and its transcriber.
#[derive(Debug, Clone)]
struct Arm {
    matcher: Vec<Matcher>,
    body: Vec<Out>,
}

/// A `macro_rules!` macro.
#[derive(Debug, Clone)]
pub struct Macro {
    arms: Vec<Arm>,
}

/// The arms of a `macro_rules!` body, each as its tokens (`(…) => {…}`),
/// without the `;` between them.
pub fn split_arms(body: TokenStream) -> Res<Vec<Vec<TokenTree>>> {
    let trees: Vec<TokenTree> = body.into_iter().collect();
    let mut arms = Vec::new();
    let mut i = 0;
    while i < trees.len() {
        let arrow = |t: Option<&TokenTree>, c: char| matches!(t, Some(TokenTree::Punct(p)) if p.as_char() == c);
        let well_formed = matches!(trees.get(i), Some(TokenTree::Group(_)))
            && arrow(trees.get(i + 1), '=')
            && arrow(trees.get(i + 2), '>')
            && matches!(trees.get(i + 3), Some(TokenTree::Group(_)));
        if !well_formed {
            return unsupported("a macro arm that is not `(…) => {…}`");
        }
        arms.push(trees[i..i + 4].to_vec());
        i += 4;
        if arrow(trees.get(i), ';') {
            i += 1;
        }
    }
    Ok(arms)
}

impl Macro {
    /// Parses the body of `macro_rules! name { … }`.
    pub fn parse(body: TokenStream) -> Res<Macro> {
        let arms = split_arms(body)?
            .into_iter()
            .map(|arm| match (&arm[0], &arm[3]) {
                (TokenTree::Group(m), TokenTree::Group(t)) => Ok(Arm {
                    matcher: parse_matcher(&units(m.stream()))?,
                    body: parse_transcriber(t.stream())?,
                }),
                _ => unsupported("a macro arm that is not `(…) => {…}`"),
            })
            .collect::<Res<Vec<Arm>>>()?;
        Ok(Macro { arms })
    }

    /// The arm that a call with `input` fires, and what it expands to.
    pub fn expand(&self, input: TokenStream) -> Res<(usize, TokenStream)> {
        let input = units(input);
        for (i, arm) in self.arms.iter().enumerate() {
            let mut matching = Matching { steps: 0 };
            let mut full = matching
                .seq(&arm.matcher, &input)?
                .into_iter()
                .filter(|(n, _)| *n == input.len());
            let Some((_, bindings)) = full.next() else {
                continue;
            };
            if full.next().is_some() {
                return unsupported(format!("arm {i} matches in more than one way"));
            }
            let mut out = Vec::new();
            transcribe(&arm.body, &bindings, &[], &mut out)?;
            return Ok((i, out.into_iter().collect()));
        }
        unsupported("no arm matches")
    }
}

struct Matching {
    steps: usize,
}

impl Matching {
    fn tick(&mut self) -> Res<()> {
        self.steps += 1;
        if self.steps > BUDGET {
            return unsupported("matching takes too long");
        }
        Ok(())
    }

    /// Every way `pat` matches a prefix of `input`: the units it takes and
    /// what it binds.
    fn seq(&mut self, pat: &[Matcher], input: &[Unit]) -> Res<Vec<(usize, Bindings)>> {
        self.tick()?;
        let Some((first, rest)) = pat.split_first() else {
            return Ok(vec![(0, Bindings::new())]);
        };
        let heads = match first {
            Matcher::Repeat { body, sep, op } => self.repeat(body, sep.as_ref(), *op, input)?,
            _ => self.one(first, input)?.into_iter().collect(),
        };
        let mut out = Vec::new();
        for (n, head) in heads {
            for (m, tail) in self.seq(rest, &input[n..])? {
                let mut both = head.clone();
                both.extend(tail);
                out.push((n + m, both));
                if out.len() > BUDGET {
                    return unsupported("too many partial matches");
                }
            }
        }
        Ok(out)
    }

    /// A repetition: every count of matches of `body` at the front of
    /// `input`.
    fn repeat(
        &mut self,
        body: &[Matcher],
        sep: Option<&Leaf>,
        op: char,
        input: &[Unit],
    ) -> Res<Vec<(usize, Bindings)>> {
        let mut names = Vec::new();
        fragment_names(body, &mut names);
        let mut results = Vec::new();
        let mut frontier: Vec<(usize, Vec<Bindings>)> = vec![(0, Vec::new())];
        while !frontier.is_empty() {
            let mut next = Vec::new();
            for (n, iterations) in frontier {
                if op != '+' || !iterations.is_empty() {
                    let bound = names
                        .iter()
                        .map(|name| {
                            let each = iterations.iter().map(|b| b[name].clone()).collect();
                            (name.clone(), Binding::Seq(each))
                        })
                        .collect();
                    results.push((n, bound));
                }
                if op == '?' && !iterations.is_empty() {
                    continue;
                }
                let mut at = n;
                if let (Some(sep), false) = (sep, iterations.is_empty()) {
                    if input.get(at).and_then(Unit::leaf) != Some(sep) {
                        continue;
                    }
                    at += 1;
                }
                for (m, b) in self.seq(body, &input[at..])? {
                    if m == 0 {
                        return unsupported("a repetition that can match nothing");
                    }
                    let mut more = iterations.clone();
                    more.push(b);
                    next.push((at + m, more));
                }
            }
            frontier = next;
        }
        Ok(results)
    }

    /// A single matcher element at the front of `input`.
    fn one(&mut self, m: &Matcher, input: &[Unit]) -> Res<Option<(usize, Bindings)>> {
        let Some(first) = input.first() else {
            return Ok(None);
        };
        match (m, &first.kind) {
            (Matcher::Leaf(l), UnitKind::Leaf(x)) => Ok((l == x).then(|| (1, Bindings::new()))),
            (Matcher::Group(d, inner), UnitKind::Group(e, units)) if d == e => {
                let mut full = self
                    .seq(inner, units)?
                    .into_iter()
                    .filter(|(n, _)| *n == units.len());
                match (full.next(), full.next()) {
                    (Some((_, b)), None) => Ok(Some((1, b))),
                    (None, _) => Ok(None),
                    (Some(_), Some(_)) => unsupported("a group that matches in more than one way"),
                }
            }
            (Matcher::Frag(name, kind), _) => Ok(self
                .fragment(*kind, input)?
                .map(|(n, trees)| (n, [(name.clone(), Binding::One(trees))].into()))),
            _ => Ok(None),
        }
    }

    /// A fragment at the front of `input`: the units it takes and the
    /// tokens it transcribes to.
    fn fragment(&mut self, kind: Frag, input: &[Unit]) -> Res<Option<(usize, Vec<TokenTree>)>> {
        let first = &input[0];
        let one = Some((1, first.trees.clone()));
        let invisible = |trees: &[TokenTree]| {
            vec![TokenTree::Group(Group::new(
                Delimiter::None,
                trees.iter().cloned().collect(),
            ))]
        };
        Ok(match (kind, &first.kind) {
            (Frag::Tt, _) => one,
            (Frag::Ident, UnitKind::Leaf(Leaf::Ident(id))) if id != "_" => one,
            (Frag::Lifetime, UnitKind::Leaf(Leaf::Lifetime(_))) => one,
            (Frag::Literal, UnitKind::Leaf(Leaf::Literal(_))) => Some((1, invisible(&first.trees))),
            (Frag::Literal, UnitKind::Leaf(Leaf::Ident(id))) if id == "true" || id == "false" => {
                Some((1, invisible(&first.trees)))
            }
            (Frag::Literal, UnitKind::Leaf(Leaf::Punct(p))) if p == "-" => {
                match input.get(1).and_then(Unit::leaf) {
                    Some(Leaf::Literal(_)) => {
                        let trees: Vec<TokenTree> =
                            input[..2].iter().flat_map(|u| u.trees.clone()).collect();
                        Some((2, invisible(&trees)))
                    }
                    _ => None,
                }
            }
            (Frag::Literal, UnitKind::Group(Delimiter::None, inner))
                if matches!(
                    inner.first().and_then(Unit::leaf),
                    Some(Leaf::Literal(_)) | Some(Leaf::Punct(_))
                ) && inner.len() <= 2 =>
            {
                one
            }
            (Frag::Expr | Frag::Ty | Frag::Path | Frag::Block, _) => self.parsed(kind, input)?,
            _ => None,
        })
    }

    /// A fragment that syn parses.
    fn parsed(&mut self, kind: Frag, input: &[Unit]) -> Res<Option<(usize, Vec<TokenTree>)>> {
        self.tick()?;
        let trees: Vec<TokenTree> = input.iter().flat_map(|u| u.trees.clone()).collect();
        let stream: TokenStream = trees.iter().cloned().collect();
        let rest = match kind {
            Frag::Expr => parse_prefix::<syn::Expr>(stream),
            Frag::Ty => parse_prefix::<syn::Type>(stream),
            Frag::Path => parse_prefix::<syn::Path>(stream),
            _ => parse_prefix::<syn::Block>(stream),
        };
        let Ok(rest) = rest else {
            return if kind.may_begin(&input[0]) {
                unsupported(format!(
                    "syn cannot parse this {kind:?} fragment, rustc may"
                ))
            } else {
                Ok(None)
            };
        };
        let used = trees.len() - rest;
        let (mut n, mut count) = (0, 0);
        while count < used {
            count += input[n].trees.len();
            n += 1;
        }
        if count != used {
            return unsupported("a fragment that ends inside an operator");
        }
        if n == 0 {
            return Ok(None);
        }
        Ok(Some(match &input[0].kind {
            UnitKind::Group(Delimiter::None, _) if n == 1 => (1, input[0].trees.clone()),
            _ => (
                n,
                vec![TokenTree::Group(Group::new(
                    Delimiter::None,
                    trees[..used].iter().cloned().collect(),
                ))],
            ),
        }))
    }
}

/// Parses a `T` at the front of `stream`; returns how many token trees are
/// left after it.
fn parse_prefix<T: syn::parse::Parse>(stream: TokenStream) -> syn::Result<usize> {
    syn::parse::Parser::parse2(
        |input: syn::parse::ParseStream<'_>| {
            input.parse::<T>()?;
            let rest: TokenStream = input.parse()?;
            Ok(rest.into_iter().count())
        },
        stream,
    )
}

fn fragment_names(pat: &[Matcher], out: &mut Vec<String>) {
    for m in pat {
        match m {
            Matcher::Frag(name, _) => out.push(name.clone()),
            Matcher::Group(_, inner) | Matcher::Repeat { body: inner, .. } => {
                fragment_names(inner, out)
            }
            Matcher::Leaf(_) => {}
        }
    }
}

fn variable_names(body: &[Out], out: &mut Vec<String>) {
    for node in body {
        match node {
            Out::Var(name) => out.push(name.clone()),
            Out::Group(_, _, inner) | Out::Repeat { body: inner, .. } => variable_names(inner, out),
            Out::Tree(_) | Out::Crate => {}
        }
    }
}

/// A binding seen from inside the repetitions `at`: a variable bound
/// outside a repetition is the same in each of its rounds.
fn descend<'a>(mut binding: &'a Binding, at: &[usize]) -> Res<&'a Binding> {
    for &k in at {
        match binding {
            Binding::Seq(each) => match each.get(k) {
                Some(b) => binding = b,
                None => return unsupported("repetitions of different lengths"),
            },
            Binding::One(_) => break,
        }
    }
    Ok(binding)
}

fn transcribe(body: &[Out], b: &Bindings, at: &[usize], out: &mut Vec<TokenTree>) -> Res<()> {
    for node in body {
        match node {
            Out::Tree(t) => out.push(t.clone()),
            Out::Crate => out.push(Ident::new("crate", Span::call_site()).into()),
            Out::Group(d, span, inner) => {
                let mut trees = Vec::new();
                transcribe(inner, b, at, &mut trees)?;
                let mut g = Group::new(*d, trees.into_iter().collect());
                g.set_span(*span);
                out.push(g.into());
            }
            Out::Var(name) => match b.get(name).map(|v| descend(v, at)).transpose()? {
                Some(Binding::One(trees)) => out.extend(trees.iter().cloned()),
                Some(Binding::Seq(_)) => return unsupported(format!("${name} still repeats")),
                None => return unsupported(format!("${name} is not bound")),
            },
            Out::Repeat { body, sep, op } => {
                let mut names = Vec::new();
                variable_names(body, &mut names);
                let mut count = None;
                for name in &names {
                    if let Some(Binding::Seq(each)) =
                        b.get(name).map(|v| descend(v, at)).transpose()?
                    {
                        if count.is_some_and(|c| c != each.len()) {
                            return unsupported("repetitions of different lengths");
                        }
                        count = Some(each.len());
                    }
                }
                let Some(count) = count else {
                    return unsupported("a repetition with no repeating variable");
                };
                if *op == '?' && count > 1 {
                    return unsupported("a `?` repetition that repeats");
                }
                for k in 0..count {
                    if k > 0 {
                        out.extend(sep.iter().cloned());
                    }
                    let mut inner = at.to_vec();
                    inner.push(k);
                    transcribe(body, b, &inner, out)?;
                }
            }
        }
    }
    Ok(())
}

/// `stream` with punctuation joined only within an operator, as rustc's
/// lexer reads it: what the tests compare.
#[cfg(test)]
pub(crate) fn canonical(stream: TokenStream) -> String {
    fn rebuild(units: &[Unit]) -> TokenStream {
        units
            .iter()
            .flat_map(|u| match (&u.kind, &u.trees[0]) {
                (UnitKind::Group(_, inner), TokenTree::Group(g)) => {
                    vec![Group::new(g.delimiter(), rebuild(inner)).into()]
                }
                (UnitKind::Leaf(Leaf::Punct(_)), _) => alone(&u.trees),
                _ => u.trees.clone(),
            })
            .collect()
    }
    rebuild(&units(stream)).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expand(rules: &str, input: &str) -> Res<(usize, String)> {
        let m = Macro::parse(rules.parse().unwrap())?;
        let (arm, out) = m.expand(input.parse().unwrap())?;
        Ok((arm, canonical(out)))
    }

    #[test]
    fn the_first_matching_arm_fires_and_transcribes() {
        let rules =
            "(@ one $x:tt) => { one($x) }; (from $s:expr, $($rest:tt)*) => { f($s; $($rest)*) }; \
                     ($($rest:tt)*) => { all($($rest),*) };";
        assert_eq!(expand(rules, "@ one 7"), Ok((0, "one (7)".into())));
        // The captured expression is one invisible group.
        let (arm, out) = expand(rules, "from &mut *src, a: Nat").unwrap();
        assert_eq!(arm, 1);
        assert_eq!(out, "f (& mut * src ; a : Nat)");
        assert_eq!(expand(rules, "a b").unwrap(), (2, "all (a , b)".into()));
        assert_eq!(expand(rules, "").unwrap(), (2, "all ()".into()));
    }

    #[test]
    fn glued_operators_and_groups() {
        let rules =
            "(a :: b) => { 1 }; (a : : b) => { 2 }; ([$($k:tt)*]) => { 3 }; (=> $t:ty) => { 4 };";
        assert_eq!(expand(rules, "a::b").unwrap().0, 0);
        assert_eq!(expand(rules, "a : : b").unwrap().0, 1);
        assert_eq!(expand(rules, "[x; 3]").unwrap().0, 2);
        assert_eq!(expand(rules, "=> Vec<u8>").unwrap().0, 3);
        assert!(expand(rules, "(x)").is_err(), "no arm matches");
    }

    #[test]
    fn a_forwarded_fragment_is_opaque_to_literal_tokens() {
        // As in proconio: `$ty:ty` is forwarded into `kind[$ty]`, which an
        // arm for arrays `kind[[…]]` must not take apart.
        let rules = "(kind[[$($k:tt)*]]) => { array }; (kind[$t:ty]) => { <$t as R>::read() };";
        let forward = Macro::parse("($t:ty) => { kind[$t] };".parse().unwrap()).unwrap();
        let (_, forwarded) = forward.expand("[u8; 3]".parse().unwrap()).unwrap();
        let m = Macro::parse(rules.parse().unwrap()).unwrap();
        let (arm, out) = m.expand(forwarded).unwrap();
        assert_eq!(
            (arm, canonical(out)),
            (1, "< [u8 ; 3] as R > :: read ()".into())
        );
        assert_eq!(m.expand("kind[[u8; 3]]".parse().unwrap()).unwrap().0, 0);
    }

    #[test]
    fn repetitions_with_separators_and_optional_parts() {
        let rules =
            "($($mut:tt)? @ $($x:ident),+ ; $($l:literal)*) => { $($mut)* [$($x)-*] [$($l)*] };";
        let (_, out) = expand(rules, "mut @ a, b, c ; 1 -2 \"s\"").unwrap();
        assert_eq!(out, "mut [a - b - c] [1 - 2 \"s\"]");
        let (_, out) = expand(rules, "@ a ;").unwrap();
        assert_eq!(out, "[a] []");
        assert!(expand(rules, "@ ;").is_err(), "`+` needs one");
    }

    #[test]
    fn crate_paths_and_nested_variables() {
        let rules = "($($a:ident: [$($b:tt)*])*) => { $( $crate::f!($a $($b)*); )* };";
        let (_, out) = expand(rules, "x: [1 2] y: []").unwrap();
        assert_eq!(out, "crate :: f ! (x 1 2) ; crate :: f ! (y) ;");
    }

    #[test]
    fn what_it_cannot_decide_is_unsupported() {
        // Unknown fragment kinds, ambiguous matchers, and a fragment syn
        // cannot parse where rustc might.
        assert!(Macro::parse("($p:pat) => {};".parse().unwrap()).is_err());
        assert!(expand("($($a:tt)* $($b:tt)*) => {};", "x y").is_err());
        assert!(expand("($e:expr) => {};", "- let").is_err());
        // A token that cannot begin an expression is a plain mismatch.
        assert_eq!(
            expand("($e:expr) => { 1 }; (@) => { 2 };", "@").unwrap().0,
            1
        );
        assert!(Macro::parse("($x) => {};".parse().unwrap()).is_err());
    }
}
