//! The shapes of the judge inputs, read on the model [`Reader`], and the
//! answer lines.
//!
//! Each shape reads cases until its end and hands each to `answer`, which
//! returns the case's answer lines, or `None` when it failed the reader
//! (then the shape stops: the answers before the error are the output).

use crate::model::Reader;

/// `yes` or `no`, as a line.
///
/// ```
/// assert_eq!(spec::read::verdict(true, "Stan wins", "Ollie wins"), "Stan wins\n");
/// ```
pub fn verdict(wins: bool, yes: &str, no: &str) -> String {
    format!("{}\n", if wins { yes } else { no })
}

/// `N` values, or `None` if one is bad or missing.
///
/// ```
/// use spec::{read::values, Reader};
/// let mut r = Reader::new(b"3 4 x");
/// assert_eq!(values::<2>(&mut r), Some([3, 4]));
/// assert_eq!(values::<1>(&mut r), None);
/// assert_eq!(r.error.unwrap().line, 1);
/// ```
pub fn values<const N: usize>(r: &mut Reader) -> Option<[u64; N]> {
    let mut values = [0; N];
    for v in &mut values {
        *v = r.next_value()?;
    }
    Some(values)
}

/// Cases of `N` values until the end of input, or with `zeros_end` until a
/// case of zeros.
///
/// ```
/// use spec::{read::cases, Reader};
/// let sum = |_: &mut Reader, [a, b]: [u64; 2]| Some(format!("{}\n", a + b));
/// assert_eq!(cases(&mut Reader::new(b"1 2\n0 0\n5 5"), true, sum), "3\n");
/// assert_eq!(cases(&mut Reader::new(b"1 2\n0 0\n5 5"), false, sum), "3\n0\n10\n");
/// ```
pub fn cases<const N: usize>(
    r: &mut Reader,
    zeros_end: bool,
    mut answer: impl FnMut(&mut Reader, [u64; N]) -> Option<String>,
) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some(case) = values::<N>(r) else { break };
        if zeros_end && case.iter().all(|&v| v == 0) {
            break;
        }
        match answer(r, case) {
            Some(lines) => out.push_str(&lines),
            None => break,
        }
    }
    out
}

/// [`cases`] of two values.
///
/// ```
/// use spec::{read::pairs, Reader};
/// let mut r = Reader::new(b"2 1\n0 0\n");
/// assert_eq!(pairs(&mut r, true, |_, [a, b]| Some(format!("{}\n", a * b))), "2\n");
/// ```
pub fn pairs(
    r: &mut Reader,
    zeros_end: bool,
    answer: impl FnMut(&mut Reader, [u64; 2]) -> Option<String>,
) -> String {
    cases(r, zeros_end, answer)
}

/// A count, then that many cases (`noun` names them in the error when the
/// input ends early); nothing at all is no cases.
///
/// ```
/// use spec::{read::counted, Reader};
/// let mut r = Reader::new(b"3\n7\n8\n");
/// let out = counted(&mut r, "cases", |r| Some(format!("{}\n", r.next_value()? % 2)));
/// assert_eq!(out, "1\n0\n");
/// assert_eq!(r.error.unwrap().message, "3 cases promised, 2 given");
/// ```
pub fn counted(
    r: &mut Reader,
    noun: &str,
    mut answer: impl FnMut(&mut Reader) -> Option<String>,
) -> String {
    let mut out = String::new();
    if r.at_end() {
        return out;
    }
    let Some(count) = r.next_value() else {
        return out;
    };
    r.repeat(count, noun, |r| {
        if let Some(lines) = answer(r) {
            out.push_str(&lines);
        }
    });
    out
}

/// `n` values (`noun` names them when the input ends early).
///
/// ```
/// use spec::{read::list, Reader};
/// assert_eq!(list(&mut Reader::new(b"4 5"), 2, "piles"), Some(vec![4, 5]));
/// assert_eq!(list(&mut Reader::new(b"4"), 2, "piles"), None);
/// ```
pub fn list(r: &mut Reader, n: u64, noun: &str) -> Option<Vec<u64>> {
    let mut list = Vec::new();
    r.repeat(n, noun, |r| list.extend(r.next_value()))
        .then_some(list)
}

/// Cases `n v_1 … v_n` until `n = 0` or the end of input.
///
/// ```
/// use spec::{read::lists, Reader};
/// let mut r = Reader::new(b"2 1 2\n1 5\n0\n3");
/// let out = lists(&mut r, "piles", |_, v| Some(format!("{}\n", v.iter().sum::<u64>())));
/// assert_eq!(out, "3\n5\n");
/// ```
pub fn lists(
    r: &mut Reader,
    noun: &str,
    mut answer: impl FnMut(&mut Reader, &mut [u64]) -> Option<String>,
) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some(n) = r.next_value() else { break };
        if n == 0 {
            break;
        }
        let Some(mut values) = list(r, n, noun) else {
            break;
        };
        match answer(r, &mut values) {
            Some(lines) => out.push_str(&lines),
            None => break,
        }
    }
    out
}
