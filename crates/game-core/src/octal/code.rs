//! A take-and-break game's octal code (Winning Ways' notation `d0.d1d2…`),
//! read from text with a clear error for anything that is not one.
//!
//! Digit `d_k` says what a move that removes `k` tokens from one heap may
//! leave of it: bit 1 nothing (the heap had exactly `k`), bit 2 one
//! non-empty heap, bit 4 two non-empty heaps. `d0` removes nothing, so it
//! may only split (0 or 4). Kayles is 0.77, Dawson's Kayles 0.07, Bash
//! with moves 1..=m is 0.33…3 (m threes), Lasker's Nim 4.333… .

use std::fmt;
use std::str::FromStr;

/// A take-and-break game given by its octal code: digit `k` (`d0` before
/// the point, `d1 d2 …` after it) says what removing `k` tokens from a heap
/// may leave (bit 1: nothing, bit 2: one non-empty heap, bit 4: two
/// non-empty heaps).
///
/// The digits are kept without trailing zeros, so `0.770` and `0.77` are
/// the same code, and [`Code::last_digit`] is the position `t` of the last
/// non-zero digit (the `t` of the Guy–Smith periodicity theorem).
///
/// # Constraints
/// At most [`Code::MAX_DIGITS`] digits after the point (Lasker's Nim up to
/// heap `N` is 4.33…3 with `N` threes, HDU 3980's games have the 7 at up to
/// position 1000).
///
/// ```
/// use game_core::octal::Code;
/// let kayles: Code = "0.77".parse()?;
/// assert_eq!(kayles.digits(), [0, 7, 7]);
/// assert_eq!(kayles.last_digit(), 2);
/// assert_eq!(Code::parse(".07")?.to_string(), "0.07");
/// assert_eq!(Code::parse("4.30")?.to_string(), "4.3");
/// assert!(Code::parse("0.8").is_err());
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code {
    /// `digits[k]` is `d_k`; the last is not 0 unless the code is all zeros
    /// (then it is the single `d0 = 0`).
    digits: Vec<u8>,
}

impl Code {
    /// The most digits after the point a code may have.
    pub const MAX_DIGITS: usize = 1 << 20;

    /// Reads a code: an optional `0` or `4`, a point, then octal digits
    /// (`0.77`, `.77`, `4.3`, `0.0007`); or a lone `0` or `4` (no digit
    /// after the point). Spaces around it are ignored.
    ///
    /// # Errors
    /// Anything else, with the reason: an empty code, a character that is
    /// not an octal digit (8 and 9 would be hexadecimal games, which split
    /// into three heaps), a digit before the point other than 0 or 4 (with
    /// no token removed a move must split, or it changes nothing), more
    /// than one point, or more than [`Code::MAX_DIGITS`] digits.
    ///
    /// # Complexity
    /// O(length of the text).
    ///
    /// ```
    /// use game_core::octal::Code;
    /// assert_eq!(Code::parse(" 0.137 ")?.digits(), [0, 1, 3, 7]);
    /// assert_eq!(Code::parse("4")?.digits(), [4]);
    /// assert_eq!(
    ///     Code::parse("1.3").unwrap_err(),
    ///     "\"1.3\" is not an octal code: the digit before the point must be 0 or 4 \
    ///      (a move that removes no token must split the heap in two)"
    /// );
    /// assert!(Code::parse("0.79").is_err());
    /// assert!(Code::parse("").is_err());
    /// # Ok::<(), String>(())
    /// ```
    pub fn parse(text: &str) -> Result<Code, String> {
        let trimmed = text.trim();
        let fail = |why: &str| format!("{trimmed:?} is not an octal code: {why}");
        if trimmed.is_empty() {
            return Err(fail("it is empty (write it like 0.77 or 4.3)"));
        }
        let (lead, rest) = match trimmed.find('.') {
            Some(at) => (&trimmed[..at], &trimmed[at + 1..]),
            None => (trimmed, ""),
        };
        let d0 = match lead {
            "" | "0" => 0,
            "4" => 4,
            _ if lead.len() == 1 && lead.as_bytes()[0].is_ascii_digit() => {
                return Err(fail(
                    "the digit before the point must be 0 or 4 \
                     (a move that removes no token must split the heap in two)",
                ))
            }
            _ => {
                return Err(fail(
                    "before the point there must be one digit, 0 or 4 (or none)",
                ))
            }
        };
        if rest.len() > Self::MAX_DIGITS {
            return Err(fail(&format!(
                "more than {} digits after the point: above this program's limit",
                Self::MAX_DIGITS
            )));
        }
        let mut digits = vec![d0];
        for (i, c) in rest.chars().enumerate() {
            let position = i + 1;
            match c {
                '0'..='7' => digits.push(c as u8 - b'0'),
                '8' | '9' => {
                    return Err(fail(&format!(
                        "digit {c} at position {position}: octal digits are 0 to 7 \
                         (8 and above split into three heaps: hexadecimal games, not supported)"
                    )))
                }
                '.' => return Err(fail("it has more than one point")),
                _ => {
                    return Err(fail(&format!(
                        "{c:?} at position {position} is not a digit"
                    )))
                }
            }
        }
        Ok(Self::normalised(digits))
    }

    /// The code with digits `d0, d1, …` (`digits[k]` is `d_k`); trailing
    /// zeros are dropped.
    ///
    /// # Errors
    /// An empty list, a digit above 7, `d0` other than 0 or 4, or more than
    /// [`Code::MAX_DIGITS`] digits after the point.
    ///
    /// ```
    /// use game_core::octal::Code;
    /// // HDU 3980 with M = 3: paint 3 beads of a line, 0.007.
    /// let code = Code::from_digits(vec![0, 0, 0, 7])?;
    /// assert_eq!(code.to_string(), "0.007");
    /// assert!(Code::from_digits(vec![2, 7]).is_err());
    /// assert!(Code::from_digits(vec![0, 8]).is_err());
    /// # Ok::<(), String>(())
    /// ```
    pub fn from_digits(digits: Vec<u8>) -> Result<Code, String> {
        match digits.first() {
            None => return Err("a code needs at least the digit d0".to_string()),
            Some(&d0) if d0 != 0 && d0 != 4 => {
                return Err(format!(
                    "d0 = {d0}: the digit before the point must be 0 or 4 \
                     (a move that removes no token must split the heap in two)"
                ))
            }
            Some(_) => {}
        }
        if let Some(k) = digits.iter().position(|&d| d > 7) {
            return Err(format!(
                "d{k} = {}: octal digits are 0 to 7 (8 and above split into three heaps)",
                digits[k]
            ));
        }
        if digits.len() > Self::MAX_DIGITS + 1 {
            return Err(format!(
                "more than {} digits after the point: above this program's limit",
                Self::MAX_DIGITS
            ));
        }
        Ok(Self::normalised(digits))
    }

    /// Drops the trailing zeros, keeping `d0`.
    fn normalised(mut digits: Vec<u8>) -> Code {
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        Code { digits }
    }

    /// The digits `d0, d1, …, d_t` (`t` = [`Code::last_digit`]).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The position `t` of the last non-zero digit (0 when only `d0` is, or
    /// when every digit is 0).
    pub fn last_digit(&self) -> usize {
        self.digits.len() - 1
    }

    /// Every code the sweep of the three-digit tables covers: 0.d1, 0.d1d2,
    /// 0.d1d2d3, 4.d1, 4.d1d2, 4.d1d2d3 with a non-zero last digit, in that
    /// order and each group ascending (2 × (7 + 56 + 448) = 1022 codes).
    ///
    /// ```
    /// use game_core::octal::Code;
    /// let all = Code::sweep();
    /// assert_eq!(all.len(), 1022);
    /// assert_eq!(all[0].to_string(), "0.1");
    /// assert_eq!(all[7].to_string(), "0.01");
    /// assert_eq!(all[1021].to_string(), "4.777");
    /// ```
    pub fn sweep() -> Vec<Code> {
        let mut all = Vec::with_capacity(1022);
        for d0 in [0u8, 4] {
            for len in 1..=3u32 {
                for n in 0..8u32.pow(len) {
                    if n % 8 == 0 {
                        continue; // the last digit is 0
                    }
                    let mut digits = vec![d0];
                    for i in (0..len).rev() {
                        digits.push((n / 8u32.pow(i) % 8) as u8);
                    }
                    all.push(Code { digits });
                }
            }
        }
        all
    }
}

impl FromStr for Code {
    type Err = String;

    fn from_str(text: &str) -> Result<Code, String> {
        Code::parse(text)
    }
}

impl fmt::Display for Code {
    /// `d0.d1d2…`, or `d0.0` when no digit after the point is non-zero.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return f.write_str("0");
        }
        for d in &self.digits[1..] {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_accepts_the_usual_spellings() {
        for (text, digits) in [
            ("0.77", &[0, 7, 7][..]),
            (".77", &[0, 7, 7]),
            ("4.3", &[4, 3]),
            ("4.", &[4]),
            ("4", &[4]),
            ("0", &[0]),
            ("0.", &[0]),
            (".", &[0]),
            ("0.000", &[0]),
            ("0.0070", &[0, 0, 0, 7]),
            ("\t0.354\n", &[0, 3, 5, 4]),
        ] {
            assert_eq!(Code::parse(text).unwrap().digits(), digits, "{text:?}");
        }
        assert_eq!(Code::parse("0.000").unwrap().to_string(), "0.0");
        assert_eq!(Code::parse("4").unwrap().to_string(), "4.0");
        assert_eq!(Code::parse("0.0070").unwrap().last_digit(), 3);
    }

    #[test]
    fn parse_refuses_what_is_not_a_code() {
        for text in [
            "", "  ", "1.7", "2", "3.3", "7.1", "00.7", "44.3", "a.7", "0.7a", "0.78", "0.9",
            "0..7", "0.7.7", "-0.7", "0,77", "+.7",
        ] {
            assert!(Code::parse(text).is_err(), "{text:?}");
        }
        let long = format!("0.{}", "3".repeat(Code::MAX_DIGITS));
        assert_eq!(Code::parse(&long).unwrap().last_digit(), Code::MAX_DIGITS);
        let longer = format!("0.{}", "3".repeat(Code::MAX_DIGITS + 1));
        assert!(Code::parse(&longer).is_err());
        assert_eq!(
            Code::parse("0.78").unwrap_err(),
            "\"0.78\" is not an octal code: digit 8 at position 2: octal digits are 0 to 7 \
             (8 and above split into three heaps: hexadecimal games, not supported)"
        );
    }

    #[test]
    fn display_round_trips_every_sweep_code() {
        let all = Code::sweep();
        assert_eq!(all.len(), 1022);
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 1022);
        for code in &all {
            assert_eq!(&Code::parse(&code.to_string()).unwrap(), code);
            assert_ne!(*code.digits().last().unwrap(), 0);
            assert!((1..=3).contains(&code.last_digit()));
        }
        assert_eq!(
            Code::from_digits(vec![]).unwrap_err(),
            "a code needs at least the digit d0"
        );
    }
}
