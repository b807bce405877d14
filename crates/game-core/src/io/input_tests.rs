//! Unit tests of `io::input`, with access to its private parts.

use super::*;
use std::io;

/// Every token of `input` (or the error), read at once.
fn tokens(input: &[u8]) -> (Vec<u64>, Option<String>) {
    let mut src = Input::new(input);
    let mut values = Vec::new();
    while !src.at_end() {
        match src.next_u64() {
            Some(v) => values.push(v),
            None => break,
        }
    }
    (values, src.check().err().map(|e| e.to_string()))
}

/// The error for `input` after its good tokens.
fn error(input: &[u8]) -> String {
    tokens(input).1.expect("an error")
}

/// A reader that hands out its input a few bytes at a time, cycling
/// through `sizes`, and is interrupted once before each read.
struct Pieces<'a> {
    input: &'a [u8],
    sizes: &'a [usize],
    reads: usize,
    interrupted: bool,
}

impl<'a> Pieces<'a> {
    fn new(input: &'a [u8], sizes: &'a [usize]) -> Self {
        Pieces {
            input,
            sizes,
            reads: 0,
            interrupted: false,
        }
    }
}

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.interrupted = !self.interrupted;
        if self.interrupted {
            return Err(ErrorKind::Interrupted.into());
        }
        let size = self.sizes[self.reads % self.sizes.len()];
        self.reads += 1;
        let n = size.min(buf.len()).min(self.input.len());
        buf[..n].copy_from_slice(&self.input[..n]);
        self.input = &self.input[n..];
        Ok(n)
    }
}

/// Every token of `input` read in pieces, with its line, and the error.
fn pieces(input: &[u8], sizes: &[usize]) -> (Vec<(u64, u64)>, Option<String>) {
    let mut src = Input::new(Pieces::new(input, sizes));
    let mut values = Vec::new();
    while !src.at_end() {
        match src.next_u64() {
            Some(v) => values.push((v, src.last_line())),
            None => break,
        }
    }
    (values, src.check().err().map(|e| e.to_string()))
}

/// `pieces` read at once and in pieces of 1, 2, 3, 7 and mixed sizes must
/// agree; returns what they read.
fn same_in_pieces(input: &[u8]) -> (Vec<(u64, u64)>, Option<String>) {
    let whole = pieces(input, &[CHUNK]);
    for sizes in [&[1][..], &[2], &[3], &[3, 5], &[7, 1, 16], &[9]] {
        assert_eq!(pieces(input, sizes), whole, "{input:?} in {sizes:?}");
    }
    whole
}

#[test]
fn splits_on_any_whitespace_and_counts_lines() {
    let (values, err) = tokens(b" 1\t2\r\n\r\n3\x0b4\x0c5\n\n 6 x");
    assert_eq!(values, [1, 2, 3, 4, 5, 6]);
    assert_eq!(
        err.unwrap(),
        r#"line 5: expected a non-negative integer, found "x""#
    );
    // Every byte that is not one of the six separates nothing.
    for b in (0..=255u8).filter(|&b| !b" \t\n\r\x0b\x0c".contains(&b)) {
        let (values, err) = tokens(&[b'1', b, b'2', b' ', b'3']);
        if b.is_ascii_digit() {
            let joined = 100 + u64::from(b - b'0') * 10 + 2;
            assert_eq!((values, err), (vec![joined, 3], None));
        } else {
            assert!(values.is_empty() && err.is_some(), "{b:#x}");
        }
    }
}

#[test]
fn accepts_the_u64_range_and_leading_zeros() {
    let mut text =
        b"0 18446744073709551615 007 00000000000000000000018446744073709551615 ".to_vec();
    text.extend_from_slice(b"9999999999999999999 10000000000000000000 1234567890123456 12345678");
    let (values, err) = tokens(&text);
    assert_eq!(
        values,
        [
            0,
            u64::MAX,
            7,
            u64::MAX,
            9_999_999_999_999_999_999,
            10_000_000_000_000_000_000,
            1_234_567_890_123_456,
            12_345_678
        ]
    );
    assert_eq!(err, None);
}

#[test]
fn rejects_signs_fractions_and_overflow() {
    for (text, message) in [
        ("-3", r#"expected a non-negative integer, found "-3""#),
        ("+3", r#"expected a non-negative integer, found "+3""#),
        ("1.5", r#"expected a non-negative integer, found "1.5""#),
        ("12:", r#"expected a non-negative integer, found "12:""#),
        ("/12", r#"expected a non-negative integer, found "/12""#),
        (
            "18446744073709551616",
            r#"expected an integer below 2^64, found "18446744073709551616""#,
        ),
        (
            "000018446744073709551616",
            r#"expected an integer below 2^64, found "000018446744073709551616""#,
        ),
        (
            "20000000000000000000",
            r#"expected an integer below 2^64, found "20000000000000000000""#,
        ),
        (
            "100000000000000000000",
            r#"expected an integer below 2^64, found "100000000000000000000""#,
        ),
        (
            "1000000000000000000000000x",
            r#"expected a non-negative integer, found "1000000000000000000000000x""#,
        ),
        ("five", r#"expected a non-negative integer, found "five""#),
    ] {
        for after in [" 2", "\n", ""] {
            let (values, err) = tokens(format!("1\n{text}{after}").as_bytes());
            assert_eq!(values, [1], "{text}");
            assert_eq!(err.unwrap(), format!("line 2: {message}"));
        }
    }
}

#[test]
fn values_of_digits() {
    assert_eq!(value(b"18446744073709551615"), u64::MAX);
    assert_eq!(value(b"000120"), 120);
    assert_eq!(value(b"9"), 9);
    assert_eq!(value(b""), 0);
    // Every length, so that every split into fours and a rest is met.
    let mut x: u64 = 1;
    for len in 1..=20 {
        for _ in 0..50 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let digits: String = x.to_string().chars().cycle().take(len).collect();
            let expected = digits.parse::<u128>().unwrap();
            if expected <= u128::from(u64::MAX) {
                assert_eq!(u128::from(value(digits.as_bytes())), expected, "{digits}");
            }
        }
    }
}

#[test]
fn a_missing_token_names_the_last_line_read() {
    let mut src = Input::new(&b"1 2\n3\n\n"[..]);
    assert_eq!(src.last_line(), 1, "line 1 before the first token");
    assert_eq!(src.next_u64(), Some(1));
    assert_eq!(src.next_u64(), Some(2));
    assert_eq!(src.next_u64(), Some(3));
    assert_eq!(src.last_line(), 2);
    assert!(src.at_end());
    assert_eq!(src.next_u64(), None);
    let err = src.check().unwrap_err();
    assert_eq!(err.line, Some(2));
    assert_eq!(
        err.message.as_str(),
        "unexpected end of input: the case is incomplete"
    );
    assert!(src.at_end(), "a failed input stays at its end");
    assert_eq!(src.token(), None, "and hands out nothing");
    // With no token at all: line 1.
    let mut src = Input::new(&b" \n\n"[..]);
    assert_eq!(src.token(), None);
    assert_eq!(
        src.check().unwrap_err().to_string(),
        "line 1: unexpected end of input: the case is incomplete"
    );
}

#[test]
fn a_failed_input_hands_out_nothing_more() {
    let mut src = Input::new(&b"x 1 2"[..]);
    assert!(!src.at_end());
    assert_eq!(src.next_u64(), None);
    assert!(src.at_end());
    assert_eq!(src.next_u64(), None);
    assert_eq!(
        src.check().unwrap_err().to_string(),
        r#"line 1: expected a non-negative integer, found "x""#
    );
}

#[test]
fn tokens_across_chunk_boundaries() {
    let mut text = Vec::new();
    let mut expected = Vec::new();
    let mut i: u64 = 0;
    while text.len() < 3 * CHUNK {
        i = i
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let v = i >> (i % 64);
        text.extend_from_slice(v.to_string().as_bytes());
        text.push(if i % 3 == 0 { b'\n' } else { b' ' });
        expected.push(v);
    }
    let (values, err) = tokens(&text);
    assert_eq!(err, None);
    assert_eq!(values, expected);
    let (in_pieces, err) = pieces(&text, &[4093, 1, 70_000]);
    assert_eq!(err, None);
    assert!(in_pieces.iter().map(|&(v, _)| v).eq(expected));
}

#[test]
fn reading_in_pieces_changes_nothing() {
    let mut text = b"7 \r\n\t 00012 18446744073709551615\n\n123456789012345 ".to_vec();
    text.extend_from_slice(b"1234567812345678 12345678\n\x0b\x0c9\n");
    let whole = same_in_pieces(&text);
    assert_eq!(
        whole.0,
        [
            (7, 1),
            (12, 2),
            (u64::MAX, 2),
            (123456789012345, 4),
            (1234567812345678, 4),
            (12345678, 4),
            (9, 5)
        ]
    );
    assert_eq!(whole.1, None);
}

#[test]
fn errors_are_the_same_in_pieces() {
    for (text, error) in [
        (
            &b"1 2\n\xe4\xbd\xa0 3"[..],
            "line 2: expected a non-negative integer, found \"你\"",
        ),
        (
            b"1\n12\xe4\xbd x",
            "line 2: expected a non-negative integer, found \"12\u{fffd}\"",
        ),
        (
            b"1\n\xff\xc3",
            "line 2: expected a non-negative integer, found \"\u{fffd}\u{fffd}\"",
        ),
        (
            b"5\n\xf0\x9f\x98\x80!",
            "line 2: expected a non-negative integer, found \"\u{1f600}!\"",
        ),
        (
            b"5\n12-",
            r#"line 2: expected a non-negative integer, found "12-""#,
        ),
        (
            b"5\n4\xe4",
            "line 2: expected a non-negative integer, found \"4\u{fffd}\"",
        ),
    ] {
        let whole = same_in_pieces(text);
        assert_eq!(whole.1.as_deref(), Some(error), "{text:?}");
    }
}

#[test]
fn over_long_tokens() {
    let mut zeros = vec![b'0'; 3 * CHUNK + 5];
    zeros.extend_from_slice(b"42 0000 ");
    zeros.extend(std::iter::repeat(b'0').take(2 * CHUNK));
    zeros.extend_from_slice(b"\n9");
    assert_eq!(tokens(&zeros), (vec![42, 0, 0, 9], None));
    assert_eq!(
        pieces(&zeros, &[1000, 1, 70_000]).0,
        [(42, 1), (0, 1), (0, 1), (9, 2)]
    );

    let mut junk = b"7\n".to_vec();
    junk.extend(std::iter::repeat(b'9').take(2 * CHUNK + 3));
    junk.extend_from_slice(b" 8");
    let (values, err) = tokens(&junk);
    assert_eq!(values, [7]);
    let shown = "9".repeat(SHOWN);
    assert_eq!(
        err.unwrap(),
        format!(r#"line 2: expected an integer below 2^64, found "{shown}…""#)
    );
}

#[test]
fn a_long_number_with_a_digit_in_its_middle_is_too_big() {
    // Leading zeros, and a digit that is not one anywhere in a long token,
    // once or in two places: too big.
    for ones in [
        &[CHUNK][..],
        &[CHUNK, 2 * CHUNK],
        &[4 * SHOWN + 5, CHUNK - 21],
        &[4 * SHOWN + 4],
        &[CHUNK / 2],
        &[3 * CHUNK - 20],
    ] {
        let mut token = vec![b'0'; 3 * CHUNK];
        for &at in ones {
            token[at] = b'1';
        }
        token.extend_from_slice(b"42");
        assert_eq!(
            error(&token),
            format!(
                "line 1: expected an integer below 2^64, found \"{}…\"",
                "0".repeat(SHOWN)
            ),
            "{ones:?}"
        );
    }
    // All zeros but the last 20 digits: a number, also when those digits
    // are cut by the end of a read.
    for zeros in [3 * CHUNK, CHUNK - 10, 2 * CHUNK - 4 * SHOWN - 27] {
        let mut token = vec![b'0'; zeros];
        token.extend_from_slice(b"18446744073709551615 7");
        assert_eq!(tokens(&token), (vec![u64::MAX, 7], None), "{zeros}");
        let (values, err) = pieces(&token, &[CHUNK, 1000, 7]);
        assert_eq!(
            (values, err),
            (vec![(u64::MAX, 1), (7, 1)], None),
            "{zeros}"
        );
    }
}

#[test]
fn long_tokens_are_quoted_by_their_first_characters() {
    // 32 characters of 4 bytes, then more: the 32 and `…`.
    let mut token = "😀".repeat(SHOWN).into_bytes();
    token.extend(std::iter::repeat(b'x').take(2 * CHUNK));
    assert_eq!(
        error(&token),
        format!(
            "line 1: expected a non-negative integer, found \"{}…\"",
            "😀".repeat(SHOWN)
        )
    );
    let (_, err) = tokens(b"\xff\xfe\xe4\xbd\xa0");
    assert_eq!(
        err.unwrap(),
        "line 1: expected a non-negative integer, found \"\u{fffd}\u{fffd}你\""
    );
    for (len, more) in [(SHOWN, ""), (SHOWN + 1, "…"), (100, "…")] {
        let long = "x".repeat(len);
        assert_eq!(
            error(long.as_bytes()),
            format!(
                "line 1: expected a non-negative integer, found \"{}{more}\"",
                "x".repeat(SHOWN)
            )
        );
    }
}

#[test]
fn read_errors_are_input_errors() {
    struct Failing<'a>(&'a [u8]);
    impl Read for Failing<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Err(io::Error::new(ErrorKind::Other, "disk on fire"));
            }
            let n = self.0.len().min(buf.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }
    let mut src = Input::new(Failing(b""));
    assert!(src.at_end());
    assert_eq!(src.next_u64(), None);
    assert_eq!(
        src.check().unwrap_err().to_string(),
        "line 1: cannot read input: disk on fire"
    );
    // On the line the reader is at, with the tokens before it read.
    let mut src = Input::new(Failing(b"1 2\n\n3 "));
    assert_eq!(src.next_u64(), Some(1));
    assert_eq!(src.next_u64(), Some(2));
    assert_eq!(src.next_u64(), Some(3));
    assert!(src.at_end());
    assert_eq!(
        src.check().unwrap_err().to_string(),
        "line 3: cannot read input: disk on fire"
    );
    // The first read stops at three bytes, enough to see a byte order
    // mark: "1\n2" is read whole before the failing read, which comes
    // on line 2, after the tokens.
    struct Pieces3(Vec<&'static [u8]>);
    impl Read for Pieces3 {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Err(io::Error::new(ErrorKind::Other, "disk on fire"));
            }
            let piece = self.0.remove(0);
            buf[..piece.len()].copy_from_slice(piece);
            Ok(piece.len())
        }
    }
    let mut src = Input::new(Pieces3(vec![b"1\n", b"2"]));
    assert_eq!(src.next_u64(), Some(1));
    assert_eq!(src.next_u64(), Some(2));
    assert_eq!(
        src.check().unwrap_err().to_string(),
        "line 2: cannot read input: disk on fire"
    );
}

#[test]
fn a_byte_order_mark_at_the_start_is_skipped() {
    for text in [
        &b"\xef\xbb\xbf12 3\n4"[..],
        b"\xef\xbb\xbf 12 3\n4",
        b"\xef\xbb\xbf\n12 3\n4",
    ] {
        let whole = same_in_pieces(text);
        let first_line = 1 + u64::from(text[3] == b'\n');
        assert_eq!(
            whole,
            (
                vec![(12, first_line), (3, first_line), (4, first_line + 1)],
                None
            ),
            "{text:?}"
        );
    }
    // Only a byte order mark, or with whitespace: no token.
    for text in [&b"\xef\xbb\xbf"[..], b"\xef\xbb\xbf \n"] {
        assert_eq!(same_in_pieces(text), (vec![], None));
    }
}

#[test]
fn a_byte_order_mark_elsewhere_is_a_bad_token() {
    // Rust's debug quoting escapes U+FEFF.
    let bom = "\\u{feff}";
    for (text, error) in [
        (
            &b"1 \xef\xbb\xbf2"[..],
            format!("line 1: expected a non-negative integer, found \"{bom}2\""),
        ),
        (
            b"\xef\xbb\xbf\xef\xbb\xbf1",
            format!("line 1: expected a non-negative integer, found \"{bom}1\""),
        ),
        (
            b"\n\xef\xbb\xbf1",
            format!("line 2: expected a non-negative integer, found \"{bom}1\""),
        ),
        (
            b" \xef\xbb\xbf1",
            format!("line 1: expected a non-negative integer, found \"{bom}1\""),
        ),
        // A part of one at the start.
        (
            b"\xef\xbb",
            "line 1: expected a non-negative integer, found \"\u{fffd}\"".into(),
        ),
        (
            b"\xef\xbb 1",
            "line 1: expected a non-negative integer, found \"\u{fffd}\"".into(),
        ),
        (
            b"\xef1",
            "line 1: expected a non-negative integer, found \"\u{fffd}1\"".into(),
        ),
        (
            b"\xbb\xbf1",
            "line 1: expected a non-negative integer, found \"\u{fffd}\u{fffd}1\"".into(),
        ),
    ] {
        let whole = same_in_pieces(text);
        assert_eq!(whole.1.as_deref(), Some(&error[..]), "{text:?}");
    }
    // At the start of a later read, not of the input.
    let mut text = vec![b' '; CHUNK];
    text[0] = b'5';
    text.extend_from_slice(b"\xef\xbb\xbf7");
    let (values, err) = pieces(&text, &[CHUNK]);
    assert_eq!(values, [(5, 1)]);
    assert_eq!(
        err.unwrap(),
        format!("line 1: expected a non-negative integer, found \"{bom}7\"")
    );
}

#[test]
fn the_text_mirrors_the_bytes() {
    let mut src = Input::new(&b"12 \xe4\xbd\xa0 3"[..]);
    assert!(!src.at_end());
    assert_eq!(src.text, "12 你 3");
    let mut src = Input::new(&b" 4\xff5 \xe4\xbd"[..]);
    assert!(!src.at_end());
    assert_eq!(src.text, "", "not UTF-8: no text");
    // Tokens of such a read are taken the other way, with the same values.
    let mut src = Input::new(&b"12 345\n\xff"[..]);
    assert_eq!((src.next_u64(), src.next_u64()), (Some(12), Some(345)));
    assert_eq!(src.last_line(), 1);
    // Good tokens before bytes that are not UTF-8 in the same read.
    assert_eq!(
        same_in_pieces(b"1 22\n\xff"),
        (
            vec![(1, 1), (22, 1)],
            Some("line 2: expected a non-negative integer, found \"\u{fffd}\"".into())
        )
    );
}

#[test]
fn input_is_a_proconio_source() {
    use proconio::source::Source;
    let mut src = Input::new(&b" 4 \n"[..]);
    assert!(!Source::is_empty(&mut src));
    assert_eq!(Source::next_token(&mut src), Some("4"));
    assert!(Source::is_empty(&mut src));
}

#[test]
fn nat_reads_tokens_of_any_source() {
    use proconio::input;
    let text = b"1 23456789012 0042 7 18446744073709551615\n";
    let mut src = Input::new(Pieces::new(text, &[11, 100]));
    input! { from &mut src, a: Nat, b: Nat, c: Nat, d: Nat, e: Nat }
    assert_eq!((a, b, c, d, e), (1, 23456789012, 42, 7, u64::MAX));
    assert!(src.at_end());
    input! { from &mut src, missing: Nat }
    assert_eq!(missing, 0);
    assert!(src.check().is_err());

    let mut other = proconio::source::once::OnceSource::from("31 4");
    input! { from &mut other, f: Nat, g: Nat }
    assert_eq!((f, g), (31, 4));
}

#[test]
fn repeat_names_a_count_that_promises_too_much() {
    // Items of two numbers each; returns the numbers read and the error.
    fn run(text: &[u8], n: u64) -> (Vec<u64>, Option<String>) {
        let mut src = Input::new(text);
        let mut read = Vec::new();
        let result = src.repeat(n, "pairs", |src| {
            for _ in 0..2 {
                read.extend(src.next_u64());
            }
            Ok(())
        });
        (read, result.err().map(|e| e.to_string()))
    }
    assert_eq!(run(b"1 2\n3 4\n", 2), (vec![1, 2, 3, 4], None));
    assert_eq!(run(b"1 2\n3 4\n", 1), (vec![1, 2], None));
    assert_eq!(run(b"1 2\n3 4\n", 0), (vec![], None));
    assert_eq!(
        run(b"1 2\n3 4\n", 3),
        (
            vec![1, 2, 3, 4],
            Some("line 2: 3 pairs promised, 2 given".into())
        )
    );
    assert_eq!(
        run(b"\n\n", 18446744073709551615),
        (
            vec![],
            Some("line 1: 18446744073709551615 pairs promised, 0 given".into())
        )
    );
    // An item cut off, or a bad token, is that error, not the count's.
    assert_eq!(
        run(b"1 2\n3", 3),
        (
            vec![1, 2, 3],
            Some("line 2: unexpected end of input: the case is incomplete".into())
        )
    );
    assert_eq!(
        run(b"1 2\n3 x 5 6", 3),
        (
            vec![1, 2, 3],
            Some(r#"line 2: expected a non-negative integer, found "x""#.into())
        )
    );
    assert_eq!(
        run(b"1 2\n3 x", 2),
        (
            vec![1, 2, 3],
            Some(r#"line 2: expected a non-negative integer, found "x""#.into())
        )
    );
    // An input that has already failed fails at once, as itself.
    let mut src = Input::new(&b"x 1 2"[..]);
    assert_eq!(src.next_u64(), None);
    let mut items = 0;
    let result = src.repeat(2, "pairs", |_| {
        items += 1;
        Ok(())
    });
    assert_eq!(items, 0);
    assert_eq!(result, src.check());
    assert!(result.is_err());
    // An item's own error stops the loop.
    let mut src = Input::new(&b"1 2 3"[..]);
    let mut items = 0;
    let result = src.repeat(3, "numbers", |src| {
        items += 1;
        let v = src.next_u64().unwrap_or(0);
        src.valid(if v < 2 {
            Ok(())
        } else {
            Err(format!("{v} is too big"))
        })
    });
    assert_eq!(items, 2);
    assert_eq!(result.unwrap_err().to_string(), "line 1: 2 is too big");
}

#[test]
fn invalid_and_valid_name_the_line_of_the_last_token() {
    let mut src = Input::new(&b"1\n\n2 3\n\n"[..]);
    assert_eq!(src.invalid("before").to_string(), "line 1: before");
    src.next_u64();
    src.next_u64();
    assert!(!src.at_end());
    let error = src.invalid(String::from("too big"));
    assert_eq!((error.line, error.message.as_str()), (Some(3), "too big"));
    assert_eq!(src.valid(Ok::<_, String>(5)), Ok(5));
    assert_eq!(
        src.valid::<()>(Err("no".into())).unwrap_err().to_string(),
        "line 3: no"
    );
    // Neither fails the input.
    assert_eq!(src.check(), Ok(()));
    assert_eq!(src.next_u64(), Some(3));
}

#[test]
fn the_usual_token_is_a_slice_of_the_text_and_others_are_not() {
    // Where a token handed out lies: in the copy of the buffer as text (the
    // usual token, taken the short way) or elsewhere (the other way).
    fn in_text(src: &mut Input<&[u8]>) -> bool {
        let at = src.token().expect("a token").as_ptr() as usize;
        let text = src.text.as_ptr() as usize;
        (text..text + src.text.len()).contains(&at)
    }
    let mut src = Input::new(&b"7 1234567890123456789 12345678901234567890 8\n9"[..]);
    assert!(in_text(&mut src), "1 digit");
    assert!(in_text(&mut src), "19 digits");
    assert!(!in_text(&mut src), "20 digits: checked the other way");
    assert!(in_text(&mut src), "after whitespace");
    assert!(!in_text(&mut src), "cut by the end of the input");
    let mut src = Input::new(&b"5 \xff 6"[..]);
    assert!(!in_text(&mut src), "a read that is not UTF-8 has no text");
}
