//! What the property tests of large values share.
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
