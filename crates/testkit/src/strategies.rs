//! Proptest strategies for judge inputs, good and bad: separators, numbers,
//! bad and huge tokens, and any input at all.
//!
//! Used by [`judge_tests!`](crate::judge_tests) through [`proof`](crate::proof),
//! and included by path (beside the model, as `super::model`) in
//! `game-core`'s `io` property tests.

use super::model::{BOM, SPACE};
use proptest::prelude::*;

/// Whitespace between tokens: mostly one space or newline, sometimes runs of
/// any whitespace (CRLF, tabs, form feeds, blank lines).
pub fn separator() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        3 => Just(b" ".to_vec()),
        2 => Just(b"\n".to_vec()),
        1 => Just(b"\r\n".to_vec()),
        1 => prop::collection::vec(prop::sample::select(SPACE.to_vec()), 1..4),
    ]
}

/// A number as the judges write it, with the occasional leading zeros.
pub fn number_text(max: u64) -> impl Strategy<Value = Vec<u8>> {
    (
        prop_oneof![
            4 => 0..=max.min(20),
            3 => 0..=max,
            1 => Just(max),
        ],
        prop_oneof![8 => Just(0usize), 1 => 1..3usize],
    )
        .prop_map(|(v, zeros)| {
            let mut text = vec![b'0'; zeros];
            text.extend_from_slice(v.to_string().as_bytes());
            text
        })
}

/// A token that is not a `u64`: signs, fractions, letters, non-ASCII and
/// invalid UTF-8, overflow, and huge tokens ([`huge_token`], some valid).
pub fn bad_token() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        Just(b"-1".to_vec()),
        Just(b"+7".to_vec()),
        Just(b"-0".to_vec()),
        Just(b"2.5".to_vec()),
        Just(b"1e9".to_vec()),
        Just(b"0x10".to_vec()),
        Just("五".as_bytes().to_vec()),
        Just("１２".as_bytes().to_vec()),
        Just("7\u{a0}".as_bytes().to_vec()),
        Just(b"\xff\xfe".to_vec()),
        Just(b"18446744073709551616".to_vec()),
        Just(b"99999999999999999999999".to_vec()),
        Just(b"18446744073709551615x".to_vec()),
        "[a-zA-Z!#,.;:]{1,8}".prop_map(String::into_bytes),
        "[^ \t\n\r\u{b}\u{c}0-9]{1,40}".prop_map(String::into_bytes),
        prop::collection::vec(
            any::<u8>().prop_filter("not space", |b| !SPACE.contains(b)),
            1..50
        ),
        huge_token(),
    ]
}

/// A token longer than one read of the tokenizer (64 KiB): zeros then a
/// number (valid), or digits, letters or non-ASCII text (invalid), with a
/// bad byte early, late, or not at all.
pub fn huge_token() -> impl Strategy<Value = Vec<u8>> {
    (
        prop::sample::select(vec!["0", "9", "1", "x", "é", "😀"]),
        65_000..140_000usize,
        prop_oneof![Just(None), (0..140_000usize).prop_map(Some)],
        prop::sample::select(vec![&b"42"[..], b"x", b"-", b""]),
    )
        .prop_map(|(unit, bytes, bad_at, tail)| {
            let mut token = unit.repeat(bytes / unit.len()).into_bytes();
            if let Some(at) = bad_at {
                let at = at % token.len();
                if token.is_char_boundary_at(at) {
                    token.insert(at, b'#');
                }
            }
            token.extend_from_slice(tail);
            token
        })
}

/// Char-boundary test on bytes that are valid UTF-8 at the start.
trait CharBoundary {
    fn is_char_boundary_at(&self, at: usize) -> bool;
}

impl CharBoundary for Vec<u8> {
    fn is_char_boundary_at(&self, at: usize) -> bool {
        self.get(at).is_none_or(|&b| (b as i8) >= -0x40)
    }
}

/// Input built from tokens and separators, with optional leading and
/// trailing whitespace.
pub fn join(tokens: &[Vec<u8>], separators: &[Vec<u8>], edges: (bool, bool)) -> Vec<u8> {
    let mut input = Vec::new();
    if edges.0 {
        input.extend_from_slice(b"\n \t");
    }
    for (i, token) in tokens.iter().enumerate() {
        if i > 0 {
            input.extend_from_slice(&separators[i % separators.len()]);
        }
        input.extend_from_slice(token);
    }
    if edges.1 {
        input.extend_from_slice(b"\r\n");
    }
    input
}

/// `input` after a byte order mark, or as it is: one time in six with the
/// mark, once more in six with a part of it (a bad token).
pub fn with_bom(input: impl Strategy<Value = Vec<u8>>) -> impl Strategy<Value = Vec<u8>> {
    (input, 0..6usize).prop_map(|(input, bom)| {
        let mark = match bom {
            0 => BOM,
            1 => &BOM[..2],
            _ => &[],
        };
        [mark, &input].concat()
    })
}

/// Any input for a tokenizer: good and bad tokens, or raw bytes, split by
/// any whitespace, sometimes after a byte order mark.
pub fn any_input() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        4 => with_bom((
            prop::collection::vec(
                prop_oneof![8 => number_text(u64::MAX), 1 => bad_token()],
                0..30,
            ),
            prop::collection::vec(separator(), 1..8),
            any::<(bool, bool)>(),
        )
            .prop_map(|(tokens, seps, edges)| join(&tokens, &seps, edges))),
        1 => prop::collection::vec(any::<u8>(), 0..300),
        1 => prop::collection::vec(prop::sample::select(b"0123456789 \n\r\t-+x".to_vec()), 0..300),
    ]
}
