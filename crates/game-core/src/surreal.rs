//! Numbers of partizan games: exact dyadic rationals and the simplicity
//! rule (ABC 229 H).
//!
//! In a partizan game the two players, Left and Right, have different
//! moves. Many such games are worth a number: a dyadic rational
//! `m / 2^k`, positive when Left wins whoever starts, negative when Right
//! does, 0 when the player to move loses; a sum of games is worth the sum
//! of the numbers.
//!
//! # The rule
//! A game `{L | R}` whose options are numbers, with every Left option below
//! every Right option, is the *simplest* number strictly between the best
//! Left option `l` (the largest) and the best Right option `r` (the
//! smallest), a missing side imposing nothing ([`simplest_between`]):
//! - 0, if it lies between;
//! - else the integer closest to 0 between, if there is one;
//! - else the number between with the smallest denominator `2^k` (there is
//!   exactly one).
//!
//! A number `x` is won by Left whoever starts if `x > 0`, by Right if
//! `x < 0`, and by the second player if `x = 0` ([`winner`]).
//!
//! # Why
//! Conway's numbers are born day by day: 0 = `{ | }` on day 0; on day
//! `d + 1`, one number in each gap of the numbers born so far (and one
//! below them all, one above), `{a | b}` for the neighbours `a < b`. They
//! are the dyadic rationals: the integer `n` is born on day `|n|`, and a
//! non-integer `m / 2^k` (`m` odd) on day `⌊|x|⌋ + 1 + k`. The *simplicity
//! theorem*: `{L | R}`, with numbers `L < R`, equals the earliest-born
//! number strictly between `L` and `R` (that number `x` has options born
//! earlier, hence outside `(l, r)`, and `{L | R} − x` is then a
//! second-player win: each move in one part is answered by the matching
//! move in the other, or is a move to a number on the wrong side).
//!
//! The earliest-born number between `l < r` is the one the rule names. Say
//! `l ≥ 0` (the case `r ≤ 0` is its mirror, and otherwise 0 lies between).
//! Every number `x` between has `⌊x⌋ ≥ ⌊l⌋`; the integer `⌊l⌋ + 1` is born
//! on day `⌊l⌋ + 1`, before every non-integer above `l` (day `⌊x⌋ + 1 + k`,
//! `k ≥ 1`), and before every larger integer: if it lies between, it is the
//! answer. If not, every `x` between has `⌊x⌋ = ⌊l⌋`, so the earliest born
//! has the smallest `k`; for each `k` the smallest multiple of `2^−k` above
//! `l`, `(⌊l·2^k⌋ + 1) / 2^k`, is the only one that can be first, and two
//! consecutive multiples of `2^−k` cannot both lie between at the first `k`
//! (one of them is a multiple of `2^−(k−1)`).
//!
//! The outcome: `x > 0` means `x − 0 > 0`, a Left win whoever starts, by
//! the definition of the order of games; `x = 0` means a second-player win.
//!
//! # Exact arithmetic
//! [`Dyadic`] is `num / 2^exp` with `num` an `i64` other than `i64::MIN`
//! (so negation never overflows) and `exp ≤ 62`, normalised (`num` odd, or
//! `exp = 0`) so that equal numbers have equal fields. Comparison is exact
//! in `i128` (`|num|·2^62 < 2^125`); a sum that leaves the range is `None`
//! ([`Dyadic::checked_add`]), never a wrong value. No floating point: sums
//! of values like 1/128 must be exact.
//!
//! # Complexity
//! O(1) per comparison and sum; [`simplest_between`] tries at most 63
//! denominators, each O(1).

use std::cmp::Ordering;
use std::fmt;

/// A dyadic rational `num / 2^exp`, normalised: `num` is odd or `exp` is 0.
///
/// # Constraints
/// `exp ≤` [`Dyadic::MAX_EXP`] = 62 and `num ≠ i64::MIN`, so that every
/// comparison is exact and every negation fits.
///
/// ```
/// use game_core::surreal::Dyadic;
/// let half = Dyadic::new(2, 2)?; // 2/4
/// assert_eq!((half.numerator(), half.exponent()), (1, 1));
/// assert_eq!(half.to_string(), "1/2");
/// assert!(half < Dyadic::integer(1) && Dyadic::new(-3, 3)? < half);
/// assert_eq!(half.checked_add(half), Some(Dyadic::integer(1)));
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

impl Dyadic {
    /// The largest exponent: denominators up to `2^62`.
    pub const MAX_EXP: u32 = 62;

    /// The number 0.
    pub const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };

    /// The integer `n` (an `i32`, always in range; larger integers come
    /// from [`Dyadic::new`]).
    ///
    /// ```
    /// use game_core::surreal::Dyadic;
    /// assert_eq!(Dyadic::integer(-3).to_string(), "-3");
    /// assert_eq!(Dyadic::integer(i32::MIN), Dyadic::new(i64::from(i32::MIN), 0)?);
    /// # Ok::<(), String>(())
    /// ```
    pub fn integer(n: i32) -> Dyadic {
        Dyadic {
            num: i64::from(n),
            exp: 0,
        }
    }

    /// The number `num / 2^exp`, normalised.
    ///
    /// # Errors
    /// `num = i64::MIN` (after normalising), or an exponent above
    /// [`Dyadic::MAX_EXP`] after normalising; the message gives the number.
    ///
    /// ```
    /// use game_core::surreal::Dyadic;
    /// assert_eq!(Dyadic::new(12, 3)?, Dyadic::new(3, 1)?); // 12/8 = 3/2
    /// assert_eq!(Dyadic::new(0, 40)?, Dyadic::ZERO);
    /// assert_eq!(Dyadic::new(1 << 40, 100)?, Dyadic::new(1, 60)?);
    /// assert_eq!(
    ///     Dyadic::new(1, 63).unwrap_err(),
    ///     "1/2^63 is outside the numbers this program represents (denominators up to 2^62, numerators above -2^63)"
    /// );
    /// # Ok::<(), String>(())
    /// ```
    pub fn new(num: i64, exp: u32) -> Result<Dyadic, String> {
        Self::reduce(i128::from(num), exp).ok_or_else(|| {
            format!("{num}/2^{exp} is outside the numbers this program represents (denominators up to 2^62, numerators above -2^63)")
        })
    }

    /// `num / 2^exp` normalised, if it is in range.
    fn reduce(num: i128, exp: u32) -> Option<Dyadic> {
        // 0 has 128 trailing zeros: it becomes 0/2^0.
        let shift = num.trailing_zeros().min(exp);
        let (num, exp) = (num >> shift, exp - shift);
        if exp > Self::MAX_EXP || num < -i128::from(i64::MAX) || num > i128::from(i64::MAX) {
            return None;
        }
        Some(Dyadic {
            num: num as i64,
            exp,
        })
    }

    /// The numerator, in lowest terms (odd unless the number is an integer).
    pub fn numerator(self) -> i64 {
        self.num
    }

    /// The exponent `k` of the denominator `2^k`, in lowest terms.
    pub fn exponent(self) -> u32 {
        self.exp
    }

    /// `self + other`, or `None` if the result is out of range.
    ///
    /// # Complexity
    /// O(1): one 128-bit sum, then the normalising shift.
    ///
    /// ```
    /// use game_core::surreal::Dyadic;
    /// let (a, b) = (Dyadic::new(3, 2)?, Dyadic::new(-1, 3)?);
    /// assert_eq!(a.checked_add(b), Some(Dyadic::new(5, 3)?));
    /// assert_eq!(Dyadic::new(i64::MAX, 0)?.checked_add(Dyadic::integer(1)), None);
    /// # Ok::<(), String>(())
    /// ```
    pub fn checked_add(self, other: Dyadic) -> Option<Dyadic> {
        let exp = self.exp.max(other.exp);
        // Each term is below 2^63·2^62 in size, so the sum fits i128.
        let sum = (i128::from(self.num) << (exp - self.exp))
            + (i128::from(other.num) << (exp - other.exp));
        Self::reduce(sum, exp)
    }

    /// `self − other`, or `None` if the result is out of range.
    ///
    /// ```
    /// use game_core::surreal::Dyadic;
    /// assert_eq!(Dyadic::integer(1).checked_sub(Dyadic::new(1, 2)?), Some(Dyadic::new(3, 2)?));
    /// # Ok::<(), String>(())
    /// ```
    pub fn checked_sub(self, other: Dyadic) -> Option<Dyadic> {
        self.checked_add(-other)
    }

    /// −1, 0 or 1, the sign of the number.
    pub fn signum(self) -> i64 {
        self.num.signum()
    }
}

impl std::ops::Neg for Dyadic {
    type Output = Dyadic;

    /// The negation, always in range (`num ≠ i64::MIN`).
    fn neg(self) -> Dyadic {
        Dyadic {
            num: -self.num,
            exp: self.exp,
        }
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        // Over the common denominator 2^max: exact, |num|·2^62 < 2^125.
        let exp = self.exp.max(other.exp);
        let a = i128::from(self.num) << (exp - self.exp);
        a.cmp(&(i128::from(other.num) << (exp - other.exp)))
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Dyadic {
    /// `-3`, `5/8`: the integer, or the fraction in lowest terms.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.exp {
            0 => write!(f, "{}", self.num),
            exp => write!(f, "{}/{}", self.num, 1u64 << exp),
        }
    }
}

/// The simplest number strictly between `left` and `right`, `None` meaning
/// no bound on that side: the value of a game `{L | R}` whose best Left
/// option is the number `left` and best Right option the number `right`.
///
/// The simplest number is 0 if it lies between; else the integer between
/// closest to 0; else the number between with the smallest denominator.
///
/// # Errors
/// `left ≥ right` (then no number lies between: a game `{l | r}` with
/// `l ≥ r` is not a number), or a simplest number outside [`Dyadic`]'s
/// range (an integer beyond `i64`, or a denominator above `2^62`, which
/// only bounds near those limits need).
///
/// # Complexity
/// O(1) for an integer; otherwise one step per denominator tried, at most
/// `max(exponents) + 1 ≤ 63`.
///
/// ```
/// use game_core::surreal::{simplest_between, Dyadic};
/// let d = |num, exp| Dyadic::new(num, exp).unwrap();
/// assert_eq!(simplest_between(None, None)?, Dyadic::ZERO); // { | } = 0
/// assert_eq!(simplest_between(Some(d(0, 0)), None)?, d(1, 0)); // {0 | } = 1
/// assert_eq!(simplest_between(Some(d(-1, 0)), Some(d(0, 0)))?, d(-1, 1)); // {-1 | 0} = -1/2
/// assert_eq!(simplest_between(Some(d(-5, 1)), Some(d(7, 0)))?, d(0, 0));
/// assert_eq!(simplest_between(Some(d(5, 1)), None)?, d(3, 0)); // {5/2 | } = 3
/// assert_eq!(simplest_between(Some(d(1, 2)), Some(d(1, 1)))?, d(3, 3)); // {1/4 | 1/2} = 3/8
/// assert_eq!(simplest_between(Some(d(1, 3)), Some(d(7, 3)))?, d(1, 1));
/// assert_eq!(
///     simplest_between(Some(d(1, 1)), Some(d(1, 1))).unwrap_err(),
///     "no number lies strictly between 1/2 and 1/2: the game is not a number"
/// );
/// # Ok::<(), String>(())
/// ```
pub fn simplest_between(left: Option<Dyadic>, right: Option<Dyadic>) -> Result<Dyadic, String> {
    if let (Some(l), Some(r)) = (left, right) {
        if l >= r {
            return Err(format!(
                "no number lies strictly between {l} and {r}: the game is not a number"
            ));
        }
    }
    match (left, right) {
        (Some(l), _) if l >= Dyadic::ZERO => simplest_above(l, right),
        // The mirror image: the simplest number between −r and −l, negated.
        (_, Some(r)) if r <= Dyadic::ZERO => simplest_above(-r, left.map(|l| -l)).map(|x| -x),
        _ => Ok(Dyadic::ZERO),
    }
}

/// The simplest number above `low ≥ 0` and below `high` (if any): for
/// `k = 0, 1, …` the smallest multiple of `2^−k` above `low`, until one is
/// below `high`.
fn simplest_above(low: Dyadic, high: Option<Dyadic>) -> Result<Dyadic, String> {
    for k in 0..=Dyadic::MAX_EXP {
        let num = i128::from(low.num);
        // ⌊low·2^k⌋ (low.num < 2^63 and k ≤ 62: it fits), plus one.
        let floor = if k >= low.exp {
            num << (k - low.exp)
        } else {
            num >> (low.exp - k)
        };
        let x = Dyadic::reduce(floor + 1, k).ok_or_else(|| {
            format!(
                "the simplest number above {low} is outside the numbers this program represents"
            )
        })?;
        if high.map_or(true, |high| x < high) {
            return Ok(x);
        }
    }
    Err(format!(
        "the simplest number between {low} and its upper bound has a denominator above 2^62"
    ))
}

/// One of the two players of a partizan game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    /// Left, whose wins make numbers positive.
    Left,
    /// Right, whose wins make numbers negative.
    Right,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::Left => Player::Right,
            Player::Right => Player::Left,
        }
    }
}

/// Who wins a game worth the number `value` when `first` moves first:
/// Left if `value > 0`, Right if `value < 0`, the other player if it is 0.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::surreal::{winner, Dyadic, Player};
/// assert_eq!(winner(Dyadic::new(-1, 7)?, Player::Left), Player::Right);
/// assert_eq!(winner(Dyadic::ZERO, Player::Left), Player::Right);
/// assert_eq!(winner(Dyadic::ZERO, Player::Right), Player::Left);
/// assert_eq!(winner(Dyadic::integer(2), Player::Right), Player::Left);
/// # Ok::<(), String>(())
/// ```
pub fn winner(value: Dyadic, first: Player) -> Player {
    match value.num.signum() {
        1 => Player::Left,
        -1 => Player::Right,
        _ => first.other(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(num: i64, exp: u32) -> Dyadic {
        Dyadic::new(num, exp).unwrap()
    }

    #[test]
    fn normalised_and_in_range() {
        assert_eq!(d(8, 3), Dyadic::integer(1));
        assert_eq!(d(-6, 2), d(-3, 1));
        assert_eq!(d(0, 62), Dyadic::ZERO);
        assert_eq!(d(1, 62).exponent(), 62);
        assert!(Dyadic::new(1, 63).is_err());
        assert_eq!(d(2, 63), d(1, 62));
        assert!(Dyadic::new(i64::MIN, 0).is_err());
        assert_eq!(d(i64::MIN, 1), d(-(1 << 62), 0));
        assert_eq!(-d(i64::MAX, 62), d(-i64::MAX, 62));
        assert_eq!(d(3, 0).signum(), 1);
        assert_eq!(d(-3, 5).signum(), -1);
        assert_eq!(Dyadic::ZERO.signum(), 0);
        assert_eq!(Dyadic::default(), Dyadic::ZERO);
    }

    #[test]
    fn order_and_sums_at_the_limits() {
        let tiny = d(1, 62);
        let big = d(i64::MAX, 0);
        assert!(-big < -tiny && -tiny < Dyadic::ZERO && tiny < big);
        assert!(d(i64::MAX, 62) < d(2, 0) && d(i64::MAX, 62) > d(1, 0));
        assert!(d(i64::MAX - 2, 62) < d(i64::MAX, 62));
        assert_eq!(big.checked_add(Dyadic::integer(1)), None);
        assert_eq!((-big).checked_add(Dyadic::integer(-1)), None);
        assert_eq!((-big).checked_sub(Dyadic::integer(1)), None);
        assert_eq!(big.checked_add(-big), Some(Dyadic::ZERO));
        assert_eq!(tiny.checked_add(tiny), Some(d(1, 61)));
        assert_eq!(big.checked_add(tiny), None); // needs 2^125 + 1 over 2^62
        assert_eq!(d(i64::MAX, 62).checked_add(d(1, 62)), Some(d(2, 0)));
        assert_eq!(d(3, 1).to_string(), "3/2");
        assert_eq!(d(-1, 62).to_string(), "-1/4611686018427387904");
    }

    #[test]
    fn simplest_by_cases() {
        let s = |l: Option<Dyadic>, r: Option<Dyadic>| simplest_between(l, r).unwrap();
        let i = |n: i64| d(n, 0);
        assert_eq!(s(None, Some(i(0))), i(-1));
        assert_eq!(s(None, Some(d(-7, 1))), i(-4));
        assert_eq!(s(Some(i(-3)), Some(i(-1))), i(-2));
        assert_eq!(s(Some(i(-1)), Some(d(-1, 2))), d(-1, 1));
        assert_eq!(s(Some(d(-3, 2)), Some(d(-1, 1))), d(-5, 3));
        assert_eq!(s(Some(i(0)), Some(i(1))), d(1, 1));
        assert_eq!(s(Some(d(3, 2)), Some(i(1))), d(7, 3));
        assert_eq!(s(Some(d(1, 61)), Some(d(1, 60))), d(3, 62));
        assert_eq!(s(Some(d(-1, 61)), Some(d(1, 60))), Dyadic::ZERO);
        // At the limits: a midpoint below 2^-62, an integer beyond i64.
        assert!(simplest_between(Some(d(1, 62)), Some(d(1, 61))).is_err());
        assert!(simplest_between(Some(i(i64::MAX)), None).is_err());
        assert!(simplest_between(None, Some(i(-i64::MAX))).is_err());
        assert_eq!(s(Some(i(i64::MAX - 1)), None), i(i64::MAX));
        assert!(simplest_between(Some(i(2)), Some(i(1))).is_err());
    }

    #[test]
    fn winners() {
        for first in [Player::Left, Player::Right] {
            assert_eq!(winner(d(1, 62), first), Player::Left);
            assert_eq!(winner(d(-1, 62), first), Player::Right);
            assert_eq!(winner(Dyadic::ZERO, first), first.other());
        }
        assert_eq!(Player::Left.other().other(), Player::Left);
    }
}
