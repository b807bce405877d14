//! Take-and-break games: any octal code (Kayles 0.77, Dawson's Kayles
//! 0.07, Bash 0.33…3, Lasker's Nim 4.333…) and Grundy's game, their
//! nim-values computed exactly and fast, and their periods proved.
//!
//! A position is some heaps of tokens; a move takes `k` tokens from one
//! heap and leaves what the code's digit `d_k` allows (bit 1: nothing,
//! bit 2: one non-empty heap, bit 4: two); in Grundy's game a move splits
//! a heap into two unequal non-empty heaps. Whoever cannot move loses.
//!
//! | part | what |
//! |---|---|
//! | [`Code`] | the octal code, read with a clear error for what is not one |
//! | [`Sequence`] | `G(0..N)` by the sparse-space method, exact for any [`Mask`] |
//! | [`prove`], [`analyse`] | the Guy–Smith theorem: period and preperiod proved, or none up to `N` |
//! | [`grundy_game`] | CSES 2207: the losing heaps of Grundy's game up to 10^6 |
//! | [`paint_chain`] | HDU 3980: paint `m` consecutive beads of a cycle (0.0…07) |
//!
//! # The rule
//! `G(n) = mex` of the values of the positions one move leads to, where
//! two heaps `a`, `b` are worth `G(a) XOR G(b)` (Sprague–Grundy, see
//! [`grundy`](super::grundy)); a position is lost for the player to move
//! exactly when the XOR of its heaps' values is 0. For a code whose last
//! non-zero digit is at position `t`, **the Guy–Smith theorem**: if
//! `G(n + p) = G(n)` for every `e ≤ n < 2e + p + t`, with `e ≥ 1`, then
//! for every `n ≥ e`. (With `e = 0` the hypothesis is not enough: 0.04 has
//! `G(0..=3) = 0`, so `G(n + 1) = G(n)` for `0 ≤ n < 3`, but `G(4) = 1`. A
//! preperiod of 0 is proved as 1, plus `G(p) = G(0)`.)
//!
//! # Why the values are exact for any mask (the sparse-space method)
//! The plain mex looks at every split of `n`: O(n) a heap, O(N²) in all.
//! Winning Ways (ch. 4) observed that many games' values fall into a
//! *rare* and a *common* class by the parity of `v AND mask`, rare values
//! being very few; the method below uses that, and is exact whatever the
//! mask.
//!
//! Fix a mask: a bit string `m`, a flag `pos` and a rare class `ρ` (0 or
//! 1). Heap `n` has class `c(n) = parity(G(n) & m) XOR (pos · n mod 2)`
//! and is *rare* when `c(n) = ρ`, *common* otherwise. Parity of `& m` is
//! linear over XOR, and `a mod 2 XOR b mod 2 = (a + b) mod 2`, so a split
//! of `n` removing `k` into `a + b = s` has a value `v = G(a) XOR G(b)` of
//! class `parity(v & m) = c(a) XOR c(b) XOR u_k` with `u_k = pos · s mod
//! 2`. Hence two heaps of one class give only values of class `u_k`: a
//! value of the other class comes from a split with exactly one rare part,
//! and one of class `u_k` from two rare parts or two common ones.
//!
//! For heap `n`, [`Sequence`] marks the values of every move that leaves
//! at most one heap, and of every split with a rare part (for each rare
//! heap `r < s`, the split `r + (s − r)`): true options, all of them. Then
//! it takes the least unmarked value `v`. For each splitting digit `k`
//! with `u_k = class(v)` it scans the splits `a + (s − a)`, `a = 1, 2, …`,
//! marking each value, and stops as soon as `v` is marked. If no scan
//! marks `v` (each ran to its end), no option is `v`: the splits of the
//! other digits that could give it have a rare part, already marked, and
//! so have those of two rare parts; every value below `v` is marked, a
//! true option: `G(n) = v`. Otherwise `v` becomes the next unmarked value
//! and the scans go on where they stopped. Every mark is a true option and
//! the answer is unmarked after every split that could give it was seen,
//! so the answer is the mex — for any mask, including the empty one (the
//! plain method, where everything is scanned). The mask decides only the
//! cost. A heap whose own value has class `u_k` is only settled by a full
//! scan of digit `k`'s splits, so the rare class must be that one: `ρ = 0`
//! without the position, `ρ = k mod 2` with it (tried only when all
//! splitting digits share a parity). With a good mask the rare heaps are
//! few (132 for 0.354 up to 2·10^7) and the values below the answer of the
//! scanned class are met among the first splits. [`Sequence`] picks the
//! mask with the fewest rare heaps so far (a Walsh–Hadamard transform of
//! the values' histogram) at every doubling of `N`, and falls back to the
//! plain method when even that leaves more than a quarter of the heaps
//! rare. Grundy's game is the same with one splitting "digit" `k = 0` and
//! the split into equal halves left out.
//!
//! # Why the periodicity theorem holds (and for which games)
//! Induction on `n ≥ 2e + p + t` (below, the hypothesis gives it), assuming
//! `G(m + p) = G(m)` for `e ≤ m < n`. A move from `n + p` removes `k ≤ t`
//! and leaves heaps summing to `n + p − k ≥ 2e + 2p`; if it leaves two,
//! `a + b`, one of them, say `b`, is at least `e + p` (else the sum is at
//! most `2e + 2p − 2`), and `1 ≤ e ≤ b − p < n`, so `G(b) = G(b − p)`: the
//! same value as the move from `n` to `a + (b − p)`, two non-empty heaps
//! (this is where `e ≥ 1` is needed). If it leaves one heap, `n + p − k ≥
//! e + p` and the same holds; it cannot leave none (`n + p > t ≥ k`).
//! Conversely a move from `n` to `a + b` (sum `≥ 2e + p`) has a part
//! `b ≥ e`, with `b + p < n + p`, so `G(b + p) = G(b)`, a move of `n + p`;
//! and one to a single heap `c = n − k ≥ e` has `G(c + p) = G(c)`. The
//! two heaps' option values are the same sets: `G(n + p) = G(n)`. Nothing
//! used `d0 = 0`: the proof holds as it is for the codes `4.d1…` (a split
//! removing nothing has `k = 0 ≤ t`), with `t` the last non-zero digit's
//! position, 0 for the code `4`.
//!
//! For Grundy's game it fails: the shift maps a split `a + b` of `n + p`
//! to `a + (b − p)`, which may be two equal heaps, not a move of `n` (and
//! back). No theorem turns finitely many values into periodicity there,
//! and whether Grundy's game is eventually periodic is an open problem:
//! [`analyse`] says [`Verdict::NoTheorem`].
//!
//! [`prove`] finds every pair the theorem accepts from `G(0..=N)`: a pair
//! `(e, p)` qualifies exactly when the last `N + 1 − ⌊(N + 1 − t)/2⌋`
//! values recur `p` places earlier with `p ≤ ⌊(N + 1 − t)/2⌋ − 1` (the
//! same length for every `p`), so one rolling-hash pass finds the least
//! such `p`, which is the sequence's least period; the least preperiod
//! follows.
//! "No period proved up to `N`" therefore means no pair qualifies with
//! the values computed.
//!
//! # Exact arithmetic
//! Values are integers; they are kept in `u8` cells while below 256, then
//! `u16`, then `u32` (Grundy's game needs more than a byte before 2^26,
//! Lasker's Nim almost at once). A value never exceeds the number of
//! options, and [`Sequence::extend`] refuses to go on if one would reach
//! 2^31.
//!
//! # Complexity
//! With `R` rare heaps and `K` splitting digits, heap `n` costs `K·R` plus
//! the splits scanned (a few hundred in the sparse games, `n/2` per digit
//! with the plain method); memory is one cell a heap, plus the rare list.
//! [`prove`] is O(N) per call, and [`analyse`] calls it at every doubling of
//! `N`. Measured on the development machine (release, one of 2 shared
//! cores): 0.354 proved from 2.01·10^7 heaps in 12.9 s, 21.6 MB peak
//! (6.6·10^9 steps); 0.376 from 4.5·10^6 heaps in 11.3 s, 6.4 MB; Grundy's
//! game to 2^26 in 326 s (287 s of CPU), 133 MB peak (`u16` cells: its
//! values pass 255, the largest is 280), 1.95·10^11 steps; every
//! three-digit code with [`Limits::SWEEP`] in 38 s.

mod code;
pub mod grundy_game;
pub mod paint_chain;
mod period;
mod sequence;

pub use code::Code;
pub use period::{
    analyse, guy_smith_holds, guy_smith_needs, prove, Limits, Named, Report, Verdict, NAMED,
};
pub use sequence::{Mask, Rules, Sequence};
