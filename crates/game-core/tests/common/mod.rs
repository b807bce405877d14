//! What game-core's integration tests share; each test file uses part of
//! it.
#![allow(dead_code)]

use proptest::prelude::*;

/// A `u64` drawn from every scale: small, near a power of two, anywhere.
pub fn any_scale() -> impl Strategy<Value = u64> {
    prop_oneof![
        0..1000u64,
        any::<u64>(),
        (0..64u32, any::<u64>()).prop_map(|(bits, x)| x >> bits),
        (0..64u32, 0..8u64).prop_map(|(bits, d)| (1u64 << bits).wrapping_add(d).wrapping_sub(4)),
        (0..8u64).prop_map(|d| u64::MAX - d),
    ]
}

/// Every sorted multiset of `count` numbers from `min..=max`.
pub fn multisets(count: usize, min: u64, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|v: Vec<u64>| {
                let low = v.last().copied().unwrap_or(min);
                (low..=max).map(move |p| {
                    let mut w = v.clone();
                    w.push(p);
                    w
                })
            })
            .collect();
    }
    all
}

/// A small deterministic generator (xorshift64): the random cases of the
/// tests, the same on every run.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// The next number, below `n` (`n` ≥ 1).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}
