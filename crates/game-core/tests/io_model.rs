//! `game_core::io` against a plain reference tokenizer (split the whole
//! input at whitespace, check each token): arbitrary bytes, huge tokens,
//! signs and non-ASCII text, read in any chunk sizes, must give the same
//! tokens, values and lines, and the same error line and message.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

// The model is the `spec` crate's and the strategies are `testkit`'s
// (dependents of game-core, so included by path); the strategies find the
// model as `super::model`.
#[allow(dead_code)]
#[path = "../../spec/src/model.rs"]
mod model;
#[allow(dead_code)]
#[path = "../../testkit/src/strategies.rs"]
mod strategies;

use game_core::io::{run_with, Input, Nat, Output, CHUNK, WORD_LIMIT};
use model::{split, value, ModelError, Reader};
use proptest::prelude::*;
use std::io::{self, Read, Write};
use strategies::{any_input, huge_token};

#[test]
fn a_word_may_be_as_long_as_the_limit_and_no_longer() {
    for (length, ok) in [
        (WORD_LIMIT, true),
        (WORD_LIMIT + 1, false),
        (3 * CHUNK, false),
    ] {
        let input = [&b"7\n"[..], &vec![b'w'; length], b"\n8"].concat();
        let mut src = Input::new(Pieces {
            data: &input,
            sizes: vec![1000],
            turn: 0,
        });
        let mut model = Reader::new(&input);
        assert_eq!(src.next_u64(), Some(7));
        assert_eq!(src.word().map(<[u8]>::len), ok.then_some(length));
        assert_eq!(model.next_value(), Some(7));
        assert_eq!(model.next_word().map(|w| w.len()), ok.then_some(length));
        let error = src.check().err().map(|e| (e.line, e.message));
        assert_eq!(error, model.error.map(|e| (Some(e.line), e.message)));
        assert_eq!(src.next_u64().is_some(), ok);
    }
    assert_eq!(model::WORD_LIMIT, WORD_LIMIT);
}

/// A reader that hands out its bytes in pieces of the given sizes (cycled),
/// as a pipe might.
struct Pieces<'a> {
    data: &'a [u8],
    sizes: Vec<usize>,
    turn: usize,
}

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let size = self.sizes[self.turn % self.sizes.len()];
        self.turn += 1;
        let n = size.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// What the model reads in cases of `group` tokens: the values with their
/// lines, and the error.
fn model_read(input: &[u8], group: usize) -> (Vec<(u64, u64)>, Option<ModelError>) {
    let tokens = split(input);
    let mut reader = Reader::new(input);
    let mut values = Vec::new();
    let mut i = 0;
    'cases: while !reader.at_end() {
        for _ in 0..group {
            match reader.next_value() {
                Some(v) => values.push((v, tokens[i].line)),
                None => break 'cases,
            }
            i += 1;
        }
    }
    (values, reader.error)
}

/// What `Input` reads the same way, also checking each token's text.
fn real_read<R: Read>(mut src: Input<R>, group: usize) -> (Vec<(u64, u64)>, Option<ModelError>) {
    let mut values = Vec::new();
    'cases: while !src.at_end() {
        for _ in 0..group {
            let Some(text) = src.token() else {
                break 'cases;
            };
            let text = text.to_owned();
            let v = value(text.as_bytes()).expect("a token handed out is a u64");
            values.push((v, src.last_line()));
        }
    }
    assert!(src.at_end(), "after an error or the end, at_end stays true");
    let error = src.check().err().map(|e| ModelError {
        line: e.line.expect("input errors have a line"),
        message: e.message.as_str().to_owned(),
    });
    if error.is_some() {
        assert_eq!(src.token(), None, "a failed input hands out nothing");
        assert_eq!(src.next_u64(), None);
    }
    (values, error)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn input_agrees_with_the_model(
        input in any_input(),
        group in 1..4usize,
        sizes in prop::collection::vec(1..70_000usize, 1..4),
    ) {
        let expected = model_read(&input, group);
        let whole = real_read(Input::new(&input[..]), group);
        prop_assert_eq!(&whole, &expected);
        let pieces = Pieces { data: &input, sizes, turn: 0 };
        prop_assert_eq!(real_read(Input::new(pieces), group), expected);
    }

    #[test]
    fn words_and_numbers_read_in_any_order_agree_with_the_model(
        input in any_input(),
        kinds in prop::collection::vec(any::<bool>(), 1..40),
        sizes in prop::collection::vec(1..70_000usize, 1..4),
    ) {
        // Each token read as a word or as a number, as `kinds` says in turn.
        let mut model = Reader::new(&input);
        let mut src = Input::new(Pieces { data: &input, sizes, turn: 0 });
        for (i, &word) in kinds.iter().cycle().take(input.len() + 2).enumerate() {
            if word {
                prop_assert_eq!(src.word().map(<[u8]>::to_vec), model.next_word(), "token {}", i);
            } else {
                prop_assert_eq!(src.next_u64(), model.next_value(), "token {}", i);
            }
            prop_assert_eq!(src.last_line(), model.line(), "token {}", i);
            if model.error.is_some() {
                break;
            }
        }
        let got = src.check().err().map(|e| (e.line, e.message));
        prop_assert_eq!(got, model.error.map(|e| (Some(e.line), e.message)));
    }

    #[test]
    fn next_u64_and_proconio_agree_with_the_model(input in any_input()) {
        let (values, error) = model_read(&input, 1);
        let mut src = Input::new(&input[..]);
        let mut got = Vec::new();
        while let Some(v) = src.next_u64() {
            got.push(v);
        }
        let only_values: Vec<u64> = values.iter().map(|&(v, _)| v).collect();
        prop_assert_eq!(&got, &only_values);
        // Running out at the end is an error for `next_u64`, after the last
        // token or on line 1.
        let err = src.check().unwrap_err();
        let expected = error.clone().unwrap_or(ModelError {
            line: values.last().map_or(1, |&(_, line)| line),
            message: "unexpected end of input: the case is incomplete".into(),
        });
        prop_assert_eq!((err.line, err.message.as_str()), (Some(expected.line), &expected.message[..]));

        // The same through `proconio::input!` and `run_with`, echoing.
        let mut out = Vec::new();
        let result = run_with(&input[..], &mut out, |src, out| {
            while !src.at_end() {
                proconio::input! { from &mut *src, v: Nat }
                src.check()?;
                out.ints(&[v]);
            }
            Ok(())
        });
        let echoed: String = only_values.iter().map(|v| format!("{v}\n")).collect();
        prop_assert_eq!(String::from_utf8(out).unwrap(), echoed);
        let got = result.err().map(|e| (e.line, e.message.as_str().to_owned()));
        prop_assert_eq!(got, error.map(|e| (Some(e.line), e.message)));
    }

    #[test]
    fn a_byte_order_mark_at_the_start_is_skipped_like_the_model(
        input in any_input(),
        group in 1..4usize,
        sizes in prop::collection::vec(1..8usize, 1..4),
    ) {
        // any_input() puts a mark before some inputs itself.
        prop_assume!(!input.starts_with(b"\xef\xbb\xbf"));
        let with_bom = [&b"\xef\xbb\xbf"[..], &input].concat();
        let expected = model_read(&with_bom, group);
        prop_assert_eq!(&expected, &model_read(&input, group), "the model skips it");
        prop_assert_eq!(&real_read(Input::new(&with_bom[..]), group), &expected);
        let pieces = Pieces { data: &with_bom, sizes, turn: 0 };
        prop_assert_eq!(real_read(Input::new(pieces), group), expected);
    }

    #[test]
    fn a_byte_order_mark_elsewhere_is_read_like_the_model(
        input in any_input(),
        at in any::<prop::sample::Index>(),
        cut in 1..=3usize,
        sizes in prop::collection::vec(1..8usize, 1..4),
    ) {
        // The whole mark after the first byte, or a part of it anywhere.
        let mut data = input.clone();
        let mark = &b"\xef\xbb\xbf"[..cut];
        let mut at = at.index(data.len() + 1);
        if cut == 3 && at == 0 {
            data.insert(0, b' ');
            at = 1;
        }
        data.splice(at..at, mark.iter().copied());
        let expected = model_read(&data, 1);
        prop_assert_eq!(&real_read(Input::new(&data[..]), 1), &expected);
        let pieces = Pieces { data: &data, sizes, turn: 0 };
        prop_assert_eq!(real_read(Input::new(pieces), 1), expected);
    }

    #[test]
    fn huge_tokens_are_read_or_rejected_like_the_model(
        before in prop::collection::vec(0..1000u64, 0..3),
        token in huge_token(),
        after in 0..1000u64,
    ) {
        let mut input: Vec<u8> = before.iter().map(|v| format!("{v}\n")).collect::<String>().into_bytes();
        input.extend_from_slice(&token);
        input.extend_from_slice(format!(" {after}").as_bytes());
        prop_assert!(token.len() > CHUNK - 1000);
        let expected = model_read(&input, 1);
        prop_assert_eq!(real_read(Input::new(&input[..]), 1), expected);
    }

    #[test]
    fn output_writes_what_format_would(
        ops in prop::collection::vec(
            prop_oneof![
                prop::collection::vec(any::<u64>(), 0..4).prop_map(Op::Ints),
                any::<u64>().prop_map(Op::U64),
                "[ -~]{0,20}".prop_map(Op::Line),
                (0..3 * CHUNK, any::<u8>()).prop_map(|(n, b)| Op::Bytes(vec![b; n])),
            ],
            0..40,
        ),
    ) {
        let mut sink = Vec::new();
        let mut out = Output::new(&mut sink);
        let mut expected = Vec::new();
        for op in &ops {
            match op {
                Op::Ints(values) => {
                    out.ints(values);
                    let text: Vec<String> = values.iter().map(u64::to_string).collect();
                    expected.extend_from_slice(format!("{}\n", text.join(" ")).as_bytes());
                }
                Op::U64(v) => {
                    out.int(*v);
                    expected.extend_from_slice(v.to_string().as_bytes());
                }
                Op::Line(text) => {
                    out.line(text.as_bytes());
                    expected.extend_from_slice(format!("{text}\n").as_bytes());
                }
                Op::Bytes(bytes) => {
                    out.bytes(bytes);
                    expected.extend_from_slice(bytes);
                }
            }
        }
        out.finish().unwrap();
        prop_assert_eq!(sink, expected);
    }
}

/// An operation on an [`Output`].
#[derive(Debug, Clone)]
enum Op {
    Ints(Vec<u64>),
    U64(u64),
    Line(String),
    Bytes(Vec<u8>),
}

/// The error for `token` alone, as `Input` reports it.
fn real_error(token: &[u8]) -> String {
    let mut src = Input::new(token);
    assert_eq!(src.next_u64(), None);
    src.check().unwrap_err().to_string()
}

#[test]
fn tokens_longer_than_a_chunk_are_judged_and_quoted_whole() {
    let long = 2 * CHUNK + 7;
    let zeros = "0".repeat(32);
    let cases: Vec<(Vec<u8>, String)> = vec![
        // Digits with a letter far beyond the first chunk: not an integer.
        (
            [&b"9".repeat(long)[..], b"x"].concat(),
            format!(
                "expected a non-negative integer, found \"{}…\"",
                "9".repeat(32)
            ),
        ),
        // Leading zeros are quoted, whatever follows them.
        (
            [&b"0".repeat(long)[..], b"x"].concat(),
            format!("expected a non-negative integer, found \"{zeros}…\""),
        ),
        (
            [&b"0".repeat(long)[..], b"123456789012345678901"].concat(),
            format!("expected an integer below 2^64, found \"{zeros}…\""),
        ),
        (
            [&b"0".repeat(long)[..], &b"7".repeat(long)[..], b"-"].concat(),
            format!("expected a non-negative integer, found \"{zeros}…\""),
        ),
        (
            [&b"00"[..], &b"y".repeat(long)[..]].concat(),
            format!(
                "expected a non-negative integer, found \"00{}…\"",
                "y".repeat(30)
            ),
        ),
        // All digits: too big.
        (
            b"5".repeat(long),
            format!(
                "expected an integer below 2^64, found \"{}…\"",
                "5".repeat(32)
            ),
        ),
        // Non-ASCII: whole characters.
        (
            "é".repeat(long).into_bytes(),
            format!(
                "expected a non-negative integer, found \"{}…\"",
                "é".repeat(32)
            ),
        ),
    ];
    for (token, message) in cases {
        assert_eq!(real_error(&token), format!("line 1: {message}"));
        let (values, error) = model_read(&token, 1);
        assert!(values.is_empty());
        assert_eq!(error.unwrap().message, message);
    }
    // Still a number after any leading zeros; the next token is unharmed.
    let mut input = b"0".repeat(long);
    input.extend_from_slice(b"18446744073709551615 0 ");
    input.extend(b"0".repeat(long));
    input.extend_from_slice(b"\n5");
    let mut src = Input::new(&input[..]);
    assert_eq!(src.next_u64(), Some(u64::MAX));
    assert_eq!(src.next_u64(), Some(0));
    assert_eq!(src.next_u64(), Some(0));
    assert_eq!((src.next_u64(), src.last_line()), (Some(5), 2));
    assert!(src.at_end() && src.check().is_ok());
}

#[test]
fn characters_cut_by_a_chunk_edge_or_the_end_are_kept_whole() {
    // Characters whose continuation bytes include 0x80, the lowest one.
    for ch in [
        "\u{80}",
        "é",
        "\u{800}",
        "\u{4000}",
        "一",
        "\u{10000}",
        "😀",
    ] {
        for shift in 0..=4 {
            let mut input = b" ".repeat(CHUNK - shift);
            input.extend_from_slice(format!("{ch}{ch}z 1").as_bytes());
            let expected = model_read(&input, 1);
            assert_eq!(
                real_read(Input::new(&input[..]), 1),
                expected,
                "{ch:?} {shift}"
            );
            let quoted = model::quote(format!("{ch}{ch}z").as_bytes());
            assert!(expected.1.unwrap().message.ends_with(&quoted), "{ch:?}");
        }
    }
    // A sequence cut by the end of input is quoted as U+FFFD.
    for tail in [&b"\xe4\xbd"[..], b"\xf0\x9f\x98", b"\xc3"] {
        let input = [&b"1\n2"[..], tail].concat();
        let (values, error) = model_read(&input, 1);
        assert_eq!(values, [(1, 1)]);
        let expected = "expected a non-negative integer, found \"2\u{fffd}\"";
        assert_eq!(error.unwrap().message, expected);
        assert_eq!(real_error_after(&input, 1), format!("line 2: {expected}"));
    }
}

/// The error after reading `ok` good tokens of `input`.
fn real_error_after(input: &[u8], ok: usize) -> String {
    let mut src = Input::new(input);
    for _ in 0..ok {
        assert!(src.next_u64().is_some());
    }
    assert_eq!(src.next_u64(), None);
    src.check().unwrap_err().to_string()
}

/// A reader of `data` in pieces of `CHUNK` bytes that counts what it served.
struct Counting<'a> {
    data: &'a [u8],
    served: std::rc::Rc<std::cell::Cell<usize>>,
}

impl Read for Counting<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = buf.len().min(CHUNK).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        self.served.set(self.served.get() + n);
        Ok(n)
    }
}

#[test]
fn a_bad_long_token_is_read_to_its_end_and_no_further() {
    for (unit, message) in [
        ("9", "expected an integer below 2^64"),
        ("x", "expected a non-negative integer"),
    ] {
        let token = unit.repeat(2 * CHUNK + 10_000);
        let mut data = format!("1\n{token} 2\n").into_bytes();
        let before = data.len();
        data.extend(b"3 ".repeat(3 * CHUNK));
        let served = std::rc::Rc::new(std::cell::Cell::new(0));
        let mut src = Input::new(Counting {
            data: &data,
            served: served.clone(),
        });
        assert_eq!(src.next_u64(), Some(1));
        assert_eq!(src.next_u64(), None);
        let err = src.check().unwrap_err();
        assert_eq!(
            (err.line, err.message.as_str()),
            (
                Some(2),
                &*format!("{message}, found \"{}…\"", unit.repeat(32))
            )
        );
        assert!(src.at_end() && src.next_u64().is_none());
        assert!(
            served.get() < before + CHUNK,
            "read {} bytes past the token",
            served.get() - before
        );
    }
}

#[test]
fn a_token_of_only_zeros_over_a_chunk_is_0() {
    for zeros in [CHUNK, CHUNK + 1, 2 * CHUNK, 3 * CHUNK - 1] {
        for after in ["", " 5", "\n5 "] {
            let input = format!("{}{after}", "0".repeat(zeros));
            let mut src = Input::new(input.as_bytes());
            // Some of the zeros, at least one.
            let token = src.token().map(str::to_owned);
            assert!(
                token
                    .as_ref()
                    .is_some_and(|t| !t.is_empty() && t.bytes().all(|b| b == b'0')),
                "{zeros} zeros, then {after:?}: {token:?}"
            );
            let (values, error) = model_read(input.as_bytes(), 1);
            assert_eq!(real_read(Input::new(input.as_bytes()), 1), (values, error));
        }
    }
}

#[test]
fn nat_parses_tokens_of_any_proconio_source() {
    use proconio::source::once::OnceSource;
    // `Nat` parses whatever token a source hands out, read in turns.
    let mut src = Input::new(&b"9 8"[..]);
    proconio::input! { from &mut src, first: Nat }
    assert_eq!(first, 9);
    let mut other = OnceSource::from("5 77");
    proconio::input! { from &mut other, five: Nat, seventy_seven: Nat }
    assert_eq!((five, seventy_seven), (5, 77));
    proconio::input! { from &mut src, second: Nat }
    assert_eq!(second, 8);
}

#[test]
fn input_is_a_proconio_source_that_knows_its_end() {
    use proconio::source::Source;
    let mut src = Input::new(&b" 4 \n"[..]);
    assert!(!Source::is_empty(&mut src));
    assert_eq!(Source::next_token(&mut src), Some("4"));
    assert!(Source::is_empty(&mut src));
}

#[test]
fn the_model_skips_a_byte_order_mark_only_at_the_start() {
    assert_eq!(
        model_read(b"\xef\xbb\xbf1 2", 1),
        (vec![(1, 1), (2, 1)], None)
    );
    assert_eq!(model_read(b"\xef\xbb\xbf\n1", 1), (vec![(1, 2)], None));
    let bom_then = |rest: &str| format!("expected a non-negative integer, found \"{rest}\"");
    for (input, line, message) in [
        (&b"1 \xef\xbb\xbf2"[..], 1, bom_then("\\u{feff}2")),
        (b"\xef\xbb\xbf\xef\xbb\xbf", 1, bom_then("\\u{feff}")),
        (b"\xef\xbb", 1, bom_then("\u{fffd}")),
        (b" \xef\xbb\xbf", 1, bom_then("\\u{feff}")),
    ] {
        let (_, error) = model_read(input, 1);
        assert_eq!(
            error,
            Some(ModelError {
                line,
                message: message.clone()
            }),
            "{input:?}"
        );
        assert_eq!(
            real_error_after(input, input.starts_with(b"1") as usize),
            format!("line {line}: {message}")
        );
    }
}

#[test]
fn the_model_knows_the_documented_errors() {
    let (values, error) = model_read(b"1\n-3 2", 1);
    assert_eq!(values, [(1, 1)]);
    let error = error.unwrap();
    assert_eq!(
        error.stderr(),
        "error: line 2: expected a non-negative integer, found \"-3\"\n"
    );
    let (_, error) = model_read(b"7 18446744073709551616", 1);
    assert_eq!(
        error.unwrap().message,
        "expected an integer below 2^64, found \"18446744073709551616\""
    );
    let (values, error) = model_read(b"1 2\n3\n\n", 2);
    assert_eq!(values, [(1, 1), (2, 1), (3, 2)]);
    assert_eq!(
        error.unwrap(),
        ModelError {
            line: 2,
            message: "unexpected end of input: the case is incomplete".into()
        }
    );
}

/// A writer that fails after `left` bytes.
struct Failing {
    left: usize,
}

impl Write for Failing {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.left == 0 {
            return Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed"));
        }
        let n = buf.len().min(self.left);
        self.left -= n;
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[test]
fn write_errors_are_kept_until_finish() {
    for left in [0, 1, CHUNK - 1, CHUNK, 2 * CHUNK + 5] {
        let mut out = Output::new(Failing { left });
        for i in 0..3 * CHUNK as u64 / 8 {
            out.ints(&[i]);
        }
        let err = out.finish().unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::BrokenPipe, "after {left} bytes");
    }
    let mut out = Output::new(Failing { left: 10 });
    out.line(b"12345");
    assert!(out.finish().is_ok());
}
