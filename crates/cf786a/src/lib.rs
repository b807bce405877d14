//! Codeforces 786A (Berzerk: a monster on a circle, each player with his own steps), as the tools
//! know it: the reference model of its input and answers, its input generator, and its small cases
//! answered by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`)
//! against it.

use game_core::draws::{self, Outcome};
use game_core::proof::draws::{solve, Berzerk, Player, Value};
use spec::{Gen, Problem, Reader, Scale};

/// What the tools know of Codeforces 786A.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// One test: `n`, `k1 s_1 … s_k1`, `k2 s_1 … s_k2`; nothing at all is no
/// test.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    if r.at_end() {
        return out;
    }
    let Some(n) = r.next_value() else { return out };
    let mut steps = [Vec::new(), Vec::new()];
    for set in &mut steps {
        let Some(k) = r.next_value() else { return out };
        if !r.repeat(k, "steps", |r| set.extend(r.next_value())) {
            return out;
        }
    }
    let Some(lines) = r.valid(draws::berzerk(n, &steps[0], &steps[1])) else {
        return out;
    };
    for line in lines {
        let words: Vec<&str> = line
            .into_iter()
            .map(|o| match o {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Draw => "Loop",
            })
            .collect();
        out.push_str(&words.join(" "));
        out.push('\n');
    }
    out
}

/// Statement: one test, 2 ≤ n ≤ 7000, each player 1 to n − 1 distinct steps
/// of 1..n, in any order. One test per input, so its size grows with
/// `cases` (two lines of n − 1 answers): at [`Scale::Statement`] n =
/// cases + 1 up to 7000, and about 98 · cases moves of the game, so that
/// 10^6 cases are the largest input, n = 7000 with both sets full
/// (9.8 · 10^7 moves); small circles and at most 5 steps at
/// [`Scale::Small`]; with [`Scale::Huge`] any n and steps, mostly refused.
fn generate(g: &mut Gen<'_>) {
    let c = g.cases;
    if c == 0 {
        return;
    }
    let n = match g.scale {
        Scale::Statement => (c + 1).min(7000),
        Scale::Small => 2 + c / 4 + g.rng.range(0, 6),
        Scale::Huge => g.value(2, 7000),
    };
    g.line(&[n]);
    for _ in 0..2 {
        let steps: Vec<u64> = match g.scale {
            Scale::Huge => {
                let k = g.count(1, 5);
                (0..k).map(|_| g.value(1, n - 1)).collect()
            }
            scale => {
                // Distinct steps, in any order.
                let mut all: Vec<u64> = (1..n).collect();
                g.rng.shuffle(&mut all);
                let k = if scale == Scale::Small {
                    g.count(1, 5)
                } else {
                    let each = (49 * c / n).max(1);
                    g.rng.range(each, each + each / 2)
                };
                all.truncate(k.min(n - 1) as usize);
                all
            }
        };
        g.line(&[&[steps.len() as u64], &steps[..]].concat());
    }
}

/// One circle, since an input is one test: every planet and both first
/// players on a circle of 24 objects whose steps give at least three wins,
/// losses and loops on each line (the best of 4000 random circles of 20 to
/// 40 objects), answered by the fixed point of the rules ([`Berzerk`]);
/// the steps unsorted. (game-core's tests check `berzerk` against the
/// fixed point on every pair of step sets up to n = 8.)
fn exhaustive() -> (String, String) {
    let game = Berzerk {
        n: 24,
        rick: vec![19, 9, 20],
        morty: vec![23, 9, 22],
    };
    let starts = (2..=game.n).flat_map(|p| [(p, Player::Rick), (p, Player::Morty)]);
    let solved = solve(&game, starts);
    let mut output = String::new();
    for player in [Player::Rick, Player::Morty] {
        let words: Vec<&str> = (2..=game.n)
            .map(|p| match solved.value(&(p, player)) {
                Some(Value::Win) => "Win",
                Some(Value::Lose) => "Lose",
                _ => "Loop",
            })
            .collect();
        output.push_str(&words.join(" "));
        output.push('\n');
    }
    let list = |steps: &[u64]| {
        let shown: Vec<String> = steps.iter().map(u64::to_string).collect();
        format!("{} {}\n", steps.len(), shown.join(" "))
    };
    let input = format!("{}\n{}{}", game.n, list(&game.rick), list(&game.morty));
    (input, output)
}
