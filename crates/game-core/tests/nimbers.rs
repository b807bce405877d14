//! Nimbers against their ground truth: the Nim product against its mex
//! definition (every `a, b < 256`), Conway's rules (every `2^i ⊗ 2^j`) and
//! the field laws (random `u64`s); the coin-turning games and the product
//! games against the searches of their rules (`game_core::proof::coins`
//! searched by `game_core::proof::solver`) on every position of small
//! boards; beyond the boards, the single-coin recursion of the
//! coin-turning theorem (checked on the boards first) against the closed
//! forms and the Tartan theorem.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

mod common;

use common::any_scale;
use game_core::nimber::coins::{self, Multiples};
use game_core::nimber::{self, tartan, Field};
use game_core::proof::coins::{self as rules, CoinRow, Product, Row, SwitchLights};
use game_core::proof::nimbers::{products_by_definition, Conway};
use game_core::proof::solver::{solve, Solution};
use proptest::prelude::*;
use std::sync::OnceLock;

/// One field for every test (its tables take a millisecond).
fn field() -> &'static Field {
    static FIELD: OnceLock<Field> = OnceLock::new();
    FIELD.get_or_init(Field::new)
}

/// One table of Conway's products for every test.
fn conway() -> &'static Conway {
    static CONWAY: OnceLock<Conway> = OnceLock::new();
    CONWAY.get_or_init(Conway::new)
}

/// The heads of a bitmask state: its set bits.
fn bits(state: u64) -> impl DoubleEndedIterator<Item = u32> {
    (0..64).filter(move |&i| state >> i & 1 == 1)
}

/// A small deterministic generator (xorshift64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

// ---------------------------------------------------------------------------
// The product.

#[test]
fn the_product_is_its_mex_definition_below_256() {
    let table = products_by_definition(256);
    let field = field();
    for a in 0..256u64 {
        for b in 0..256u64 {
            let expected = table[a as usize][b as usize];
            assert_eq!(field.product(a, b), expected, "{a} ⊗ {b}");
            assert_eq!(nimber::product(a, b), expected, "{a} ⊗ {b}");
            assert_eq!(conway().product(a, b), expected, "{a} ⊗ {b}");
        }
    }
    // Below each Fermat 2-power the numbers are a field: closed products.
    for f in [2u64, 4, 16, 256] {
        assert!((0..f).all(|a| (0..f).all(|b| table[a as usize][b as usize] < f)));
    }
}

#[test]
fn every_product_of_powers_of_two_follows_conways_rules() {
    let field = field();
    for i in 0..64 {
        for j in 0..64 {
            let expected = conway().power_product(i, j);
            assert_eq!(field.product(1 << i, 1 << j), expected, "2^{i} ⊗ 2^{j}");
            assert_eq!(nimber::product(1 << i, 1 << j), expected, "2^{i} ⊗ 2^{j}");
        }
    }
    // The Fermat 2-powers F: F ⊗ F = F ⊕ F/2, and x ⊗ F = x·F for x < F.
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for k in 0..6 {
        let f = 1u64 << (1 << k);
        assert_eq!(field.square(f), f | f >> 1, "F = 2^{}", 1 << k);
        for _ in 0..1000 {
            let x = rng.next() % f;
            assert_eq!(field.product(x, f), x * f);
            assert_eq!(field.product(f, x), x * f);
        }
    }
}

#[test]
fn library_checkers_sample() {
    let pairs = [
        (5, 0, 0),
        (5, 1, 5),
        (5, 2, 10),
        (5, 3, 15),
        (5, 4, 2),
        (5, 5, 7),
        (5, 6, 8),
        (5, 7, 13),
        (5, 8, 3),
        (3141, 5926, 14994),
        (u64::MAX, u64::MAX, 11290409524105353207),
    ];
    for (a, b, product) in pairs {
        assert_eq!(field().product(a, b), product, "{a} ⊗ {b}");
    }
}

#[test]
fn subfields_are_fixed_by_their_frobenius() {
    // x^(2^(2^k)) = x exactly for the x below 2^(2^k).
    let field = field();
    let mut rng = Rng(12345);
    for _ in 0..2000 {
        let x = rng.next() >> (rng.next() % 64);
        let mut power = x;
        for squarings in 1..=64u32 {
            power = field.square(power);
            if squarings.is_power_of_two() && squarings >= 8 {
                let below = squarings == 64 || x < 1 << squarings;
                assert_eq!(power == x, below, "{x}^(2^{squarings})");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn the_fast_product_is_conways(a in any_scale(), b in any_scale()) {
        let expected = conway().product(a, b);
        prop_assert_eq!(field().product(a, b), expected);
        prop_assert_eq!(nimber::product(a, b), expected);
    }

    #[test]
    fn field_laws(a in any_scale(), b in any_scale(), c in any_scale()) {
        let f = field();
        prop_assert_eq!(f.product(a, b), f.product(b, a));
        prop_assert_eq!(f.product(f.product(a, b), c), f.product(a, f.product(b, c)));
        prop_assert_eq!(f.product(a, b ^ c), f.product(a, b) ^ f.product(a, c));
        prop_assert_eq!(f.product(a, 1), a);
        prop_assert_eq!(f.product(a, 0), 0);
        // No zero divisors.
        prop_assert_eq!(f.product(a, b) == 0, a == 0 || b == 0);
        if a != 0 {
            let inverse = f.inverse(a).unwrap();
            prop_assert_eq!(f.product(a, inverse), 1);
            prop_assert_eq!(f.inverse(inverse), Ok(a));
            prop_assert_eq!(f.pow(a, u64::MAX), 1);
        } else {
            prop_assert!(f.inverse(a).is_err());
        }
        // a^(2^64) = a.
        let power = (0..64).fold(a, |x, _| f.square(x));
        prop_assert_eq!(power, a);
    }

    #[test]
    fn powers_are_repeated_products(a in any_scale(), e in 0..300u64) {
        let f = field();
        let repeated = (0..e).fold(1, |x, _| f.product(x, a));
        prop_assert_eq!(f.pow(a, e), repeated);
        // Below 2^32, a subfield, the non-zero numbers have orders dividing
        // 2^32 − 1.
        let small = a & 0xFFFF_FFFF;
        if small != 0 {
            prop_assert_eq!(f.pow(small, e + (1 << 32) - 1), f.pow(small, e));
        }
    }
}

// ---------------------------------------------------------------------------
// Coin-turning games, one row.

/// Every state of a row of `coins` coins, searched.
fn every_row_state<C: CoinRow>(game: C) -> Solution<u64> {
    let coins = game.coins();
    solve(&Row(game), 0..1u64 << coins)
}

/// The single-coin values of a searched row: the value of each lone head.
fn single_values(tree: &Solution<u64>, coins: u32) -> Vec<u64> {
    (0..coins)
        .map(|c| u64::from(tree.grundy(&(1 << c)).unwrap()))
        .collect()
}

/// Checks that every searched state's value is the XOR of `value` over its
/// heads (the coin-turning theorem and the closed form together); returns
/// the number of losing states.
fn assert_xor_of_heads(tree: &Solution<u64>, value: impl Fn(u32) -> u128, game: &str) -> usize {
    let mut losing = 0;
    for &heads in tree.states() {
        let xor = bits(heads).fold(0, |x, c| x ^ value(c));
        assert_eq!(
            xor,
            u128::from(tree.grundy(&heads).unwrap()),
            "{game}: {heads:b}"
        );
        losing += usize::from(xor == 0);
    }
    losing
}

#[test]
fn turning_turtles_and_ruler_every_row_of_14() {
    let coins = 14;
    let tree = every_row_state(rules::TurningTurtles { coins });
    assert_eq!(tree.len(), 1 << coins);
    let value = |c: u32| u128::from(coins::turning_turtles(u64::from(c) + 1).unwrap());
    assert!(assert_xor_of_heads(&tree, value, "Turning Turtles") > 100);
    let tree = every_row_state(rules::Ruler { coins });
    let value = |c: u32| u128::from(coins::ruler(u64::from(c) + 1).unwrap());
    assert!(assert_xor_of_heads(&tree, value, "Ruler") > 100);
    assert_eq!(single_values(&tree, 8), [1, 2, 1, 4, 1, 2, 1, 8]);
}

#[test]
fn mock_turtles_every_row_of_13_and_hdu3537s_repeats() {
    let coins = 13;
    let tree = every_row_state(rules::MockTurtles { coins });
    let value = |c: u32| coins::mock_turtles(u64::from(c));
    assert!(assert_xor_of_heads(&tree, value, "Mock Turtles") > 100);
    assert_eq!(single_values(&tree, 8), [1, 2, 4, 7, 8, 11, 13, 14]);
    // The judge's answer on every state, each head named once, twice or
    // three times, in a scrambled order.
    let mut rng = Rng(7);
    for &heads in tree.states() {
        let mut named: Vec<u64> = bits(heads)
            .flat_map(|c| std::iter::repeat(u64::from(c)).take(1 + (rng.next() % 3) as usize))
            .collect();
        for i in (1..named.len()).rev() {
            named.swap(i, (rng.next() % (i as u64 + 1)) as usize);
        }
        let lost = tree.is_losing(&heads);
        assert_eq!(
            coins::mock_turtles_first_player_wins(&mut named),
            !lost,
            "{heads:b}"
        );
    }
    // A coin named twice is one head: [5, 5] wins (value 11), though a XOR
    // of the list as given would cancel.
    assert!(coins::mock_turtles_first_player_wins(&mut [5, 5]));
    assert!(!tree.is_losing(&(1 << 5)));
}

#[test]
fn multiples_every_board_up_to_16() {
    let mut cell_one = Vec::new();
    for n in 1..=16u32 {
        let tree = every_row_state(rules::Multiples { n });
        let game = Multiples::new(u64::from(n)).unwrap();
        let direct = coins::multiples_direct(u64::from(n)).unwrap();
        let value = |c: u32| u128::from(game.value(u64::from(c) + 1).unwrap());
        let losing = assert_xor_of_heads(&tree, value, &format!("multiples, n = {n}"));
        assert!(losing > 1 || n < 3, "n = {n}: {losing}");
        for x in 1..=n {
            let searched = u64::from(tree.grundy(&(1 << (x - 1))).unwrap());
            assert_eq!(direct[x as usize], searched, "n = {n}, x = {x}");
        }
        for &whites in tree.states() {
            let mut cells: Vec<u64> = bits(whites).rev().map(|c| u64::from(c) + 1).collect();
            cells.extend(
                bits(whites)
                    .filter(|c| c % 3 == 0)
                    .map(|c| u64::from(c) + 1),
            );
            let wins = game.first_player_wins(&mut cells);
            assert_eq!(wins, Ok(!tree.is_losing(&whites)), "n = {n}, {whites:b}");
        }
        cell_one.push(tree.grundy(&1).unwrap());
    }
    // f(n), as the module's documentation lists it.
    assert_eq!(cell_one, [1, 2, 2, 1, 1, 3, 3, 2, 2, 4, 4, 4, 4, 1, 1, 1]);
}

#[test]
fn multiples_at_the_limit() {
    // The largest n: no division or index passes u32; the values of the
    // last cells are f(1), f(2), f(3), f(4).
    let n = Multiples::LIMIT;
    let game = Multiples::new(n).unwrap();
    let values: Vec<u64> = [n, n / 2, n / 3, n / 4]
        .iter()
        .map(|&x| game.value(x).unwrap())
        .collect();
    assert_eq!(values, [1, 2, 2, 1]);
    assert!(game.value(1).unwrap() > 4 && game.value(n + 1).is_err());
}

#[test]
fn multiples_blocks_agree_with_the_direct_method_for_every_n_up_to_3000() {
    for n in 1..=3000u64 {
        let game = Multiples::new(n).unwrap();
        let direct = coins::multiples_direct(n).unwrap();
        for x in 1..=n {
            assert_eq!(game.value(x), Ok(direct[x as usize]), "n = {n}, x = {x}");
        }
        assert!(game.value(n + 1).is_err() && game.value(0).is_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn multiples_blocks_agree_with_the_direct_method_on_larger_n(
        root in 55..400u64,
        offset in 0..4u64,
        anywhere in 3000..200_000u64,
        near_a_square in any::<bool>(),
    ) {
        // Near a square, where ⌊√n⌋ or ⌊n/(⌊√n⌋ + 1)⌋ changes, or anywhere.
        let n = match (near_a_square, offset) {
            (false, _) => anywhere,
            (true, 0) => root * root - 1,
            (true, 1) => root * root,
            (true, 2) => root * root + root - 1,
            (true, _) => root * root + root,
        };
        let game = Multiples::new(n).unwrap();
        let direct = coins::multiples_direct(n).unwrap();
        for x in 1..=n {
            prop_assert_eq!(game.value(x), Ok(direct[x as usize]), "n = {}, x = {}", n, x);
        }
    }
}

// ---------------------------------------------------------------------------
// Product games.

/// Every state of HDU 3404's board, searched, against `x ⊗ y`.
fn switch_lights_board(rows: u32, cols: u32) {
    let board = SwitchLights { rows, cols };
    let tree = solve(&board, 0..1u64 << (rows * cols));
    let field = field();
    let cell = |bit: u32| (u64::from(bit / cols) + 1, u64::from(bit % cols) + 1);
    let mut losing = 0;
    for &lit in tree.states() {
        let xor = bits(lit).fold(0, |v, bit| {
            let (x, y) = cell(bit);
            v ^ tartan::value(field, x, y)
        });
        assert_eq!(
            xor,
            u64::from(tree.grundy(&lit).unwrap()),
            "{rows}×{cols}: {lit:b}"
        );
        // Each lit cell named once, and the odd ones twice, out of order.
        let mut lights: Vec<(u64, u64)> = bits(lit).map(cell).collect();
        lights.extend(bits(lit).filter(|bit| bit % 2 == 1).map(cell));
        lights.reverse();
        let wins = tartan::lights_first_player_wins(field, &mut lights);
        assert_eq!(wins, Ok(!tree.is_losing(&lit)), "{rows}×{cols}: {lit:b}");
        losing += usize::from(xor == 0);
    }
    assert!(losing > 8, "{losing}");
}

#[test]
fn switch_lights_every_board_of_16_cells() {
    for (rows, cols) in [(4, 4), (2, 8), (8, 2), (1, 16)] {
        switch_lights_board(rows, cols);
    }
    switch_lights_board(3, 5);
}

#[test]
fn switch_lights_is_turning_turtles_squared() {
    // The statement's rectangles are the products of two Turning Turtles
    // moves: the same moves from every state of a 3 × 4 board.
    let board = SwitchLights { rows: 3, cols: 4 };
    let product = Product(
        rules::TurningTurtles { coins: 3 },
        rules::TurningTurtles { coins: 4 },
    );
    for lit in 0..1u64 << 12 {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        game_core::proof::solver::Game::moves(&board, &lit, &mut a);
        game_core::proof::solver::Game::moves(&product, &lit, &mut b);
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b, "{lit:b}");
    }
}

/// Checks the Tartan theorem on every state of `first × second`: its value
/// is the XOR over the heads `(x, y)` of `G(x) ⊗ H(y)`, with `G` and `H`
/// the single-coin values of the searched rows.
fn tartan_on<C: CoinRow + Copy, D: CoinRow + Copy>(first: C, second: D, name: &str) {
    let (rows, cols) = (first.coins(), second.coins());
    let g = single_values(&every_row_state(first), rows);
    let h = single_values(&every_row_state(second), cols);
    let tree = solve(&Product(first, second), 0..1u64 << (rows * cols));
    let mut losing = 0;
    for &heads in tree.states() {
        let xor = bits(heads).fold(0, |v, bit| {
            let (x, y) = ((bit / cols) as usize, (bit % cols) as usize);
            v ^ tartan::value(field(), g[x], h[y])
        });
        assert_eq!(
            xor,
            u64::from(tree.grundy(&heads).unwrap()),
            "{name}: {heads:b}"
        );
        losing += usize::from(xor == 0);
    }
    assert!(losing > 8, "{name}: {losing}");
}

#[test]
fn tartan_on_products_of_rows() {
    use rules::{MockTurtles, Multiples, Ruler, TurningTurtles};
    tartan_on(
        Ruler { coins: 4 },
        MockTurtles { coins: 4 },
        "Ruler × Mock Turtles",
    );
    tartan_on(
        MockTurtles { coins: 3 },
        MockTurtles { coins: 5 },
        "Mock Turtles²",
    );
    tartan_on(
        Multiples { n: 5 },
        TurningTurtles { coins: 3 },
        "multiples × Turning Turtles",
    );
    tartan_on(Ruler { coins: 2 }, Ruler { coins: 8 }, "Ruler²");
    tartan_on(
        MockTurtles { coins: 2 },
        Multiples { n: 7 },
        "Mock Turtles × multiples",
    );
}

// ---------------------------------------------------------------------------
// Beyond the boards: the single-coin recursion of the coin-turning theorem
// (checked on every board above), never the closed forms it is compared
// with.

/// `v(x)` for coins `0..count` of a row: the mex over the moves from a lone
/// head at `x` of the XOR of the values of the other coins turned, which
/// `options(x, values, each)` passes to `each`, move by move, from the
/// values of the coins below `x`.
fn row_recursion(count: usize, options: impl Fn(usize, &[u64], &mut dyn FnMut(u64))) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::with_capacity(count);
    let mut seen = Vec::new();
    for x in 0..count {
        seen.clear();
        options(x, &values, &mut |v| {
            let v = v as usize;
            if seen.len() <= v {
                seen.resize(v + 1, false);
            }
            seen[v] = true;
        });
        values.push(seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64);
    }
    values
}

#[test]
fn mock_turtles_and_ruler_by_the_recursion() {
    // Coin x alone, with a coin a < x, or with two, b < a < x.
    let mock = row_recursion(400, |x, v, each| {
        each(0);
        for a in 0..x {
            each(v[a]);
            for b in 0..a {
                each(v[a] ^ v[b]);
            }
        }
    });
    for (x, &v) in mock.iter().enumerate() {
        assert_eq!(u128::from(v), coins::mock_turtles(x as u64), "{x}");
    }
    // Ruler's coin x + 1 is index x; the runs ending at it, shortest first.
    let ruler = row_recursion(4096, |x, v, each| {
        let mut run = 0;
        each(run);
        for c in (0..x).rev() {
            run ^= v[c];
            each(run);
        }
    });
    for (x, &v) in ruler.iter().enumerate() {
        assert_eq!(coins::ruler(x as u64 + 1), Ok(v), "{}", x + 1);
    }
}

proptest! {
    #[test]
    fn ruler_and_mock_turtles_anywhere(x in any_scale()) {
        // Beyond the recursion's reach: the power of 2 in x by halving, and
        // the parity of x's 1 bits by clearing them one at a time.
        if x > 0 {
            let mut power = 1u64;
            // (2^63 is its own power: doubling it would overflow.)
            while power < 1 << 63 && x % (2 * power) == 0 {
                power *= 2;
            }
            prop_assert_eq!(coins::ruler(x), Ok(power));
        }
        let (mut rest, mut odd) = (x, false);
        while rest != 0 {
            rest &= rest - 1;
            odd = !odd;
        }
        let odious = if odd { 2 * u128::from(x) } else { 2 * u128::from(x) + 1 };
        prop_assert_eq!(coins::mock_turtles(x), odious);
    }
}

#[test]
fn switch_lights_single_cells_by_the_recursion() {
    // v(x, y) = mex over x1 ≤ x, y1 ≤ y (not both equal) of the XOR of the
    // other corners' values, corners as a set.
    for (rows, cols) in [(64, 64), (20, 600), (3, 3000)] {
        let mut v = vec![vec![0u64; cols + 1]; rows + 1];
        let mut seen = Vec::new();
        for x in 1..=rows {
            for y in 1..=cols {
                seen.clear();
                seen.resize(x * y + 1, false);
                for x1 in 1..=x {
                    for y1 in 1..=y {
                        let value = match (x1 == x, y1 == y) {
                            (true, true) => 0,
                            (true, false) => v[x][y1],
                            (false, true) => v[x1][y],
                            (false, false) => v[x1][y1] ^ v[x1][y] ^ v[x][y1],
                        };
                        if let Some(s) = seen.get_mut(value as usize) {
                            *s = true;
                        }
                    }
                }
                v[x][y] = seen.iter().position(|&s| !s).unwrap() as u64;
                let (xu, yu) = (x as u64, y as u64);
                assert_eq!(v[x][y], field().product(xu, yu), "({x}, {y})");
            }
        }
    }
}
