//! Library Checker nim_product_64 (Nim multiplication in F_(2^64)), as the tools know it: the
//! reference model of its input and answers, its input generator, and its small cases answered
//! by the product's definition. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`)
//! against it.

use game_core::nimber;
use game_core::proof::nimbers::{products_by_definition, Conway};
use spec::read::{counted, values};
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of Library Checker nim_product_64.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// A count T, then T pairs `A B`: their Nim product, by the recursion of
/// the theory without its tables (the binary uses the tables).
fn model(r: &mut Reader) -> String {
    counted(r, "pairs", |r| {
        let [a, b] = values(r)?;
        Some(format!("{}\n", nimber::product(a, b)))
    })
}

/// Statement: 1 ≤ T ≤ 10^6 (the count is `min(cases, 10^6)`), A, B < 2^64:
/// uniform 64-bit pairs at [`Scale::Statement`], as the official `random`
/// tests; small values at [`Scale::Small`], and at [`Scale::Huge`] small,
/// uniform and near 2^64 − 1.
fn generate(g: &mut Gen<'_>) {
    let pairs = g.cases.min(1_000_000);
    g.line(&[pairs]);
    for _ in 0..pairs {
        let pair = match g.scale {
            Scale::Statement => [g.rng.next_u64(), g.rng.next_u64()],
            Scale::Small | Scale::Huge => [g.value(0, u64::MAX), g.value(0, u64::MAX)],
        };
        g.line(&pair);
    }
}

/// The products below 128 from the mex definition itself, then every
/// product of two powers of two (the official `power_of_two` test) and of
/// their neighbours `2^i ± 1`, from Conway's rules for the Fermat 2-powers,
/// each a XOR of products of powers of two.
fn exhaustive() -> (String, String) {
    let mut text = Text::default();
    let table = products_by_definition(128);
    for (a, row) in table.iter().enumerate() {
        for (b, product) in row.iter().enumerate() {
            text.case(&[a as u64, b as u64], &format!("{product}\n"));
        }
    }
    let conway = Conway::new();
    let near = |i: u32| [1u64 << i, (1u64 << i) - 1, (1u64 << i) + 1, !(1u64 << i)];
    for i in 0..64 {
        for j in 0..64 {
            for (a, b) in near(i).into_iter().zip(near(j)) {
                text.case(&[a, b], &format!("{}\n", conway.product(a, b)));
            }
        }
    }
    text.count_first()
}
