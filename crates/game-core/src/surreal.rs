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
//! theorem* (Conway, *On Numbers and Games*, theorem 11): `{L | R}`, with
//! numbers `L < R`, equals the earliest-born number `x` strictly between
//! `l` and `r`. The options `x^L < x < x^R` of its birth form were born
//! earlier, so they lie outside `(l, r)`: `x^L ≤ l` and `x^R ≥ r`. Then in
//! `{L | R} − x` the first player loses: a move of Left to `l' − x`
//! (`l' ≤ l`) leaves a negative number, and one to `{L | R} − x^R` is
//! answered by Right's move to `r − x^R ≤ 0`; Right's moves are the mirror.
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
//! [`Dyadic`] is an `i128` count of units of `2^−64`: every dyadic rational
//! with a denominator up to `2^64` and a size below `2^63`, exactly. Each
//! number has one representation (no normalising), the order and the sum
//! are the integers', and a sum that leaves the range is `None`
//! ([`Dyadic::checked_add`]), never a wrong value. `i128::MIN` is left out,
//! so that negation always fits. No floating point: sums of values like
//! 1/128 must be exact.
//!
//! # Complexity
//! O(1) per comparison and sum; [`simplest_between`] tries at most 65
//! denominators, each O(1).

use std::fmt;

/// Units of `2^−64` in one.
const SCALE: u32 = 64;

/// A dyadic rational, exactly: a whole number of units of `2^−64`.
///
/// # Constraints
/// Denominators up to `2^64` ([`Dyadic::MAX_EXP`]), sizes below `2^63`.
///
/// ```
/// use game_core::surreal::Dyadic;
/// let half = Dyadic::fraction(2, 2)?; // 2/4
/// assert_eq!((half.numerator(), half.exponent()), (1, 1));
/// assert_eq!(half.to_string(), "1/2");
/// assert!(half < Dyadic::integer(1) && Dyadic::fraction(-3, 3)? < half);
/// assert_eq!(half.checked_add(half), Some(Dyadic::integer(1)));
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Dyadic(i128);

impl Dyadic {
    /// The largest exponent: denominators up to `2^64`.
    pub const MAX_EXP: u32 = SCALE;

    /// The number 0.
    pub const ZERO: Dyadic = Dyadic(0);

    /// The integer `n` (an `i32`, always in range; larger integers come
    /// from [`Dyadic::fraction`]).
    ///
    /// ```
    /// use game_core::surreal::Dyadic;
    /// assert_eq!(Dyadic::integer(-3).to_string(), "-3");
    /// assert_eq!(Dyadic::integer(i32::MIN), Dyadic::fraction(i64::from(i32::MIN), 0)?);
    /// # Ok::<(), String>(())
    /// ```
    pub fn integer(n: i32) -> Dyadic {
        Dyadic(i128::from(n) << SCALE)
    }

    /// The number `num / 2^exp`.
    ///
    /// # Errors
    /// A denominator above `2^64` in lowest terms, or `−2^63` (whose
    /// negation does not fit).
    ///
    /// ```
    /// use game_core::surreal::Dyadic;
    /// assert_eq!(Dyadic::fraction(12, 3)?, Dyadic::fraction(3, 1)?); // 12/8 = 3/2
    /// assert_eq!(Dyadic::fraction(0, 400)?, Dyadic::ZERO);
    /// assert_eq!(Dyadic::fraction(1 << 40, 100)?, Dyadic::fraction(1, 60)?);
    /// assert_eq!(Dyadic::fraction(i64::MAX, 0)?.to_string(), i64::MAX.to_string());
    /// assert_eq!(Dyadic::fraction(1, 65).unwrap_err(), "1/2^65 is out of range");
    /// assert!(Dyadic::fraction(i64::MIN, 0).is_err());
    /// # Ok::<(), String>(())
    /// ```
    pub fn fraction(num: i64, exp: u32) -> Result<Dyadic, String> {
        // A shift of 63 at most (0 has 64 trailing zeros, and any exponent).
        let shift = num.trailing_zeros().min(exp).min(63);
        let exp = exp - shift;
        let units = i128::from(num >> shift) << (SCALE - exp.min(SCALE));
        if num != 0 && exp > SCALE || units == i128::MIN {
            return Err(format!("{num}/2^{} is out of range", exp + shift));
        }
        Ok(Dyadic(units))
    }

    /// The numerator in lowest terms (odd unless the number is an integer).
    pub fn numerator(self) -> i128 {
        self.0 >> self.0.trailing_zeros().min(SCALE)
    }

    /// The exponent `k` of the denominator `2^k`, in lowest terms.
    pub fn exponent(self) -> u32 {
        SCALE - self.0.trailing_zeros().min(SCALE)
    }

    /// `self + other`, or `None` if the result is out of range.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// ```
    /// use game_core::surreal::Dyadic;
    /// let (a, b) = (Dyadic::fraction(3, 2)?, Dyadic::fraction(-1, 3)?);
    /// assert_eq!(a.checked_add(b), Some(Dyadic::fraction(5, 3)?));
    /// let big = Dyadic::fraction(i64::MAX, 0)?;
    /// assert_eq!(big.checked_add(big), None);
    /// # Ok::<(), String>(())
    /// ```
    pub fn checked_add(self, other: Dyadic) -> Option<Dyadic> {
        match self.0.checked_add(other.0) {
            Some(i128::MIN) | None => None,
            Some(units) => Some(Dyadic(units)),
        }
    }

    /// `self − other`, or `None` if the result is out of range.
    ///
    /// ```
    /// use game_core::surreal::Dyadic;
    /// assert_eq!(Dyadic::integer(1).checked_sub(Dyadic::fraction(1, 2)?), Some(Dyadic::fraction(3, 2)?));
    /// # Ok::<(), String>(())
    /// ```
    pub fn checked_sub(self, other: Dyadic) -> Option<Dyadic> {
        self.checked_add(-other)
    }

    /// −1, 0 or 1, the sign of the number.
    pub fn signum(self) -> i32 {
        self.0.signum() as i32
    }
}

impl std::ops::Neg for Dyadic {
    type Output = Dyadic;

    /// The negation, always in range (`i128::MIN` is never a `Dyadic`).
    fn neg(self) -> Dyadic {
        Dyadic(-self.0)
    }
}

impl fmt::Display for Dyadic {
    /// `-3`, `5/8`: the integer, or the fraction in lowest terms.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let zeros = self.0.trailing_zeros().min(SCALE);
        write!(f, "{}", self.0 >> zeros)?;
        match SCALE - zeros {
            0 => Ok(()),
            exp => write!(f, "/{}", 1u128 << exp),
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
/// range (an integer of `2^63` or more, or a denominator above `2^64`,
/// which only bounds at those limits need).
///
/// # Complexity
/// O(1) for an integer; otherwise one step per denominator tried, at most
/// 65.
///
/// ```
/// use game_core::surreal::{simplest_between, Dyadic};
/// let d = |num, exp| Dyadic::fraction(num, exp).unwrap();
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
    match (left, right) {
        (Some(l), Some(r)) if l >= r => Err(format!(
            "no number lies strictly between {l} and {r}: the game is not a number"
        )),
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
    for k in 0..=SCALE {
        let step = 1i128 << (SCALE - k);
        // Past the range (2^63 or more) is also past `high`; without a
        // `high`, the first candidate is the answer, in range or not.
        match ((low.0 / step + 1).checked_mul(step), high) {
            (Some(x), None) => return Ok(Dyadic(x)),
            (Some(x), Some(high)) if x < high.0 => return Ok(Dyadic(x)),
            (None, None) => break,
            _ => {}
        }
    }
    Err(format!("the simplest number above {low} is out of range"))
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

/// Who wins a game worth the number `x` when `first` moves first: Left if
/// `x > 0`, Right if `x < 0`, the other player if it is 0.
///
/// # Complexity
/// O(1).
///
/// ```
/// use game_core::surreal::{winner, Dyadic, Player};
/// assert_eq!(winner(Dyadic::fraction(-1, 7)?, Player::Left), Player::Right);
/// assert_eq!(winner(Dyadic::ZERO, Player::Left), Player::Right);
/// assert_eq!(winner(Dyadic::ZERO, Player::Right), Player::Left);
/// assert_eq!(winner(Dyadic::integer(2), Player::Right), Player::Left);
/// # Ok::<(), String>(())
/// ```
pub fn winner(x: Dyadic, first: Player) -> Player {
    if x > Dyadic::ZERO {
        Player::Left
    } else if x < Dyadic::ZERO {
        Player::Right
    } else {
        first.other()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(num: i64, exp: u32) -> Dyadic {
        Dyadic::fraction(num, exp).unwrap()
    }

    /// The largest number, 2^63 − 2^−64.
    const MAX: Dyadic = Dyadic(i128::MAX);

    #[test]
    fn one_representation_each_and_the_range() {
        assert_eq!(d(8, 3), Dyadic::integer(1));
        assert_eq!(d(-6, 2), d(-3, 1));
        assert_eq!(d(0, 64), Dyadic::ZERO);
        assert_eq!((d(1, 64).numerator(), d(1, 64).exponent()), (1, 64));
        assert!(Dyadic::fraction(1, 65).is_err());
        assert!(Dyadic::fraction(3, 65).is_err());
        assert_eq!(d(2, 65), d(1, 64));
        assert!(Dyadic::fraction(i64::MIN, 0).is_err());
        assert_eq!(d(i64::MIN, 1), d(-(1 << 62), 0));
        assert_eq!(d(i64::MIN, 64), d(-1, 1));
        assert_eq!((MAX.numerator(), MAX.exponent()), (i128::MAX, 64));
        assert_eq!(-MAX, Dyadic(-i128::MAX));
        assert_eq!(d(3, 0).signum(), 1);
        assert_eq!(d(-3, 5).signum(), -1);
        assert_eq!(Dyadic::ZERO.signum(), 0);
        assert_eq!(Dyadic::default(), Dyadic::ZERO);
        assert_eq!((Dyadic::ZERO.numerator(), Dyadic::ZERO.exponent()), (0, 0));
        assert_eq!(d(-12, 0).numerator(), -12);
    }

    #[test]
    fn order_and_sums_at_the_limits() {
        let tiny = d(1, 64);
        assert!(-MAX < -tiny && -tiny < Dyadic::ZERO && tiny < MAX);
        assert!(d(i64::MAX, 62) < d(2, 0) && d(i64::MAX, 62) > d(1, 0));
        assert_eq!(MAX.checked_add(tiny), None);
        assert_eq!((-MAX).checked_add(-tiny), None); // i128::MIN is no Dyadic
        assert_eq!((-MAX).checked_sub(tiny), None);
        assert_eq!(MAX.checked_add(-MAX), Some(Dyadic::ZERO));
        assert_eq!(tiny.checked_add(tiny), Some(d(1, 63)));
        assert_eq!(d(3, 1).to_string(), "3/2");
        assert_eq!(d(-1, 64).to_string(), "-1/18446744073709551616");
        assert_eq!(
            MAX.to_string(),
            format!("{}/18446744073709551616", i128::MAX)
        );
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
        assert_eq!(s(Some(d(1, 63)), Some(d(1, 62))), d(3, 64));
        assert_eq!(s(Some(d(-1, 63)), Some(d(1, 62))), Dyadic::ZERO);
        // At the limits: a midpoint below 2^-64, an integer of 2^63.
        assert!(simplest_between(Some(d(1, 64)), Some(d(1, 63))).is_err());
        assert!(simplest_between(Some(i(i64::MAX)), None).is_err());
        assert!(simplest_between(Some(MAX), None).is_err());
        assert!(simplest_between(None, Some(-MAX)).is_err());
        assert_eq!(s(Some(d(i64::MAX - 1, 0)), None), i(i64::MAX));
        assert_eq!(s(Some(d(i64::MAX, 1)), Some(MAX)), d(1 << 62, 0));
        // The integer above is out of range, but a half fits below MAX.
        let low = Dyadic(i128::MAX - (3 << 62));
        assert_eq!(s(Some(low), Some(MAX)), Dyadic(i128::MAX - (1 << 63) + 1));
        assert!(simplest_between(Some(low), None).is_err());
        assert!(simplest_between(None, Some(-low)).is_err());
        assert!(simplest_between(Some(i(2)), Some(i(1))).is_err());
    }

    #[test]
    fn winners() {
        for first in [Player::Left, Player::Right] {
            assert_eq!(winner(d(1, 64), first), Player::Left);
            assert_eq!(winner(d(-1, 64), first), Player::Right);
            assert_eq!(winner(Dyadic::ZERO, first), first.other());
        }
        assert_eq!(Player::Left.other().other(), Player::Left);
    }
}
