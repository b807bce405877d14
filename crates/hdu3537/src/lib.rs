//! HDU 3537 (Mock Turtles), as the tools know it: the reference model of its input and answers,
//! its input generator, and its small cases answered by the game tree. Its tests
//! (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::nimber::coins::mock_turtles_first_player_wins;
use game_core::proof::coins::{MockTurtles, Row};
use game_core::proof::solver::solve;
use spec::read::{list, verdict};
use spec::{Gen, Problem, Reader, Scale, Text};

/// What the tools know of HDU 3537.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// `Yes` when the first player (Daizhenyang) loses.
fn answer(first_player_loses: bool) -> String {
    verdict(first_player_loses, "Yes", "No")
}

/// Cases `n a_1 … a_n` until the end of input (n = 0 is a case: no head).
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let Some(n) = r.next_value() else { break };
        let Some(mut heads) = list(r, n, "coins") else {
            break;
        };
        out.push_str(&answer(!mock_turtles_first_player_wins(&mut heads)));
    }
    out
}

/// Statement: cases until the end, each 0 ≤ n ≤ 100 coins of 0..10^8
/// (repeats allowed); here n ≤ 20, so that a case is a few tokens. One time
/// in four a lost position: an odd number of distinct coins and their XOR
/// as the last (an even number of odious values whose XOR is 0); one time
/// in four (of the rest) coins named twice, which stay one head each.
fn generate(g: &mut Gen<'_>) {
    const TOP: u64 = 99_999_999;
    for _ in 0..g.cases {
        let n = g.count(0, 20);
        let mut coins: Vec<u64> = Vec::new();
        if g.rng.one_in(4) {
            // At least three, or the XOR would be the one coin itself.
            let odd = (n | 1).clamp(3, 19) as usize;
            while coins.len() != odd + 1 {
                coins.clear();
                while coins.len() < odd {
                    let c = g.value(0, TOP);
                    if !coins.contains(&c) {
                        coins.push(c);
                    }
                }
                let last = coins.iter().fold(0, |x, c| x ^ c);
                // Within the bounds, except with huge values.
                let fits = last <= TOP || g.scale == Scale::Huge;
                if fits && !coins.contains(&last) {
                    coins.push(last);
                }
            }
            g.rng.shuffle(&mut coins);
        } else {
            coins = g.paired(n, |g| g.value(0, TOP));
        }
        g.line(&[coins.len() as u64]);
        g.line(&coins);
    }
}

/// Every set of heads on the coins 0..=12, each listed from the last, and
/// those of at most 5 heads once more with every coin named twice (the
/// statement's trap), answered by the game tree of the statement's moves
/// ([`MockTurtles`]): `Yes` where it is lost for the player to move.
fn exhaustive() -> (String, String) {
    let coins = 13;
    let tree = solve(&Row(MockTurtles { coins }), 0..1u64 << coins);
    let mut text = Text::default();
    for heads in 0..1u64 << coins {
        let named: Vec<u64> = (0..coins)
            .rev()
            .filter(|c| heads >> c & 1 == 1)
            .map(u64::from)
            .collect();
        let lost = answer(tree.is_losing(&heads));
        text.list(&named, &lost);
        if named.len() <= 5 {
            text.list(&[&named[..], &named[..]].concat(), &lost);
        }
    }
    text.done()
}
