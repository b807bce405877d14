//! Product games and the Tartan theorem (HDU 3404 Switch lights).
//!
//! The product `G × H` of two coin-turning games (see [`coins`](super::coins))
//! is played on a grid of coins `(x, y)`: a move takes a move of `G` that
//! turns the set `A` with chosen coin `a` and a move of `H` that turns `B`
//! with chosen coin `b`, and turns over every coin of `A × B`; coin
//! `(a, b)` must go from heads to tails.
//!
//! # The rule
//! The Tartan theorem: a single head at `(x, y)` has the value
//! `G(x) ⊗ H(y)`, the Nim product of the factors' values; a position is the
//! XOR of its heads' values (the coin-turning theorem).
//!
//! HDU 3404's move switches the corners of a rectangle `x1 ≤ x2`,
//! `y1 ≤ y2` whose corner `(x2, y2)` is lit, and the corners are a set (a
//! degenerate rectangle switches two cells, or one). That is the product of
//! Turning Turtles with itself: turn `x`, and at most one coin `x1 < x`
//! (coins 1, 2, …, value `x`). So a lit cell has value `x ⊗ y`, and the
//! player to move wins exactly when the XOR over the lit cells is not 0.
//!
//! # Why
//! Let `g = G(x)`, `h = H(y)`. A move from the single head `(x, y)` turns
//! `A × B` and leaves heads on `A × B` without `(x, y)`. By induction each
//! `(a, b)` there is worth `G(a) ⊗ H(b)`, and since `⊗` distributes over
//! XOR the position is worth `(g ⊕ α) ⊗ (h ⊕ β) ⊕ g⊗h`
//! `= α⊗h ⊕ g⊗β ⊕ α⊗β`, where `α` (the XOR of `G(a)`, `a ∈ A`, `a ≠ x`) is
//! an option of `x` in `G` and `β` one of `y` in `H`. The options of `x`
//! take every value below `g` and never `g`, so these values are every
//! `g′⊗h ⊕ g⊗h′ ⊕ g′⊗h′` with `g′ < g`, `h′ < h` (whose mex is `g ⊗ h`, by
//! the definition of `⊗`), and others, none of them `g ⊗ h`: that would
//! make `(g ⊕ α) ⊗ (h ⊕ β) = 0`, so `α = g` or `β = h` (a field has no zero
//! divisors). The mex is `g ⊗ h`.
//!
//! # Complexity
//! One [`Field::product`] a head.

use super::Field;

/// The value of a single head at `(x, y)` of a product game whose factors
/// give its coordinates the values `g` and `h`: `g ⊗ h`.
///
/// # Complexity
/// One [`Field::product`].
///
/// ```
/// use game_core::nimber::coins::{mock_turtles, ruler};
/// use game_core::nimber::tartan::value;
/// use game_core::nimber::Field;
/// let field = Field::new();
/// // Ruler × Mock Turtles: coin (4, 2) is worth 4 ⊗ 4.
/// assert_eq!(value(&field, ruler(4)?, mock_turtles(2) as u64), 6);
/// # Ok::<(), String>(())
/// ```
pub fn value(field: &Field, g: u64, h: u64) -> u64 {
    field.product(g, h)
}

/// True if the player to move wins HDU 3404's Switch lights with the cells
/// `lights` lit (lxhgww, first, has a try): the XOR of `x ⊗ y` over the lit
/// cells is not 0. A cell named twice is one lit cell (HDU 3404 never names
/// one twice): `lights` is sorted, and repeats are skipped.
///
/// # Errors
/// A cell with a coordinate 0: the board's rows and columns are numbered
/// from 1.
///
/// # Complexity
/// O(n log n) for n cells: a sort, then a [`Field::product`] each.
///
/// ```
/// use game_core::nimber::tartan::lights_first_player_wins;
/// use game_core::nimber::Field;
/// let field = Field::new();
/// // HDU 3404's samples: 1⊗2 ⊕ 2⊗1 = 0, 1⊗1 ⊕ 2⊗2 = 1 ⊕ 3.
/// assert!(!lights_first_player_wins(&field, &mut [(1, 2), (2, 1)])?);
/// assert!(lights_first_player_wins(&field, &mut [(1, 1), (2, 2)])?);
/// assert!(!lights_first_player_wins(&field, &mut [])?);
/// assert_eq!(
///     lights_first_player_wins(&field, &mut [(0, 3)]).unwrap_err(),
///     "cell (0, 3) is off the board: rows and columns are numbered from 1"
/// );
/// # Ok::<(), String>(())
/// ```
pub fn lights_first_player_wins(field: &Field, lights: &mut [(u64, u64)]) -> Result<bool, String> {
    lights.sort_unstable();
    let mut xor = 0;
    for (i, &(x, y)) in lights.iter().enumerate() {
        if x == 0 || y == 0 {
            return Err(format!(
                "cell ({x}, {y}) is off the board: rows and columns are numbered from 1"
            ));
        }
        if i == 0 || lights[i - 1] != (x, y) {
            xor ^= field.product_small(x, y);
        }
    }
    Ok(xor != 0)
}
