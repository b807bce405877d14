//! AtCoder ABC 209 E (Shiritori: a chain of words by their three-letter ends), as the tools know
//! it: the reference model of its input and answers, its input generator, and its small cases
//! answered by the game tree. Its tests (`tests/testdata.rs`) check the binary (`src/main.rs`)
//! against it.

use game_core::draws::{self, Outcome};
use game_core::proof::draws::{solve, Shiritori, Value};
use spec::{Gen, Problem, Reader, Rng, Scale};

/// What the tools know of AtCoder ABC 209 E.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// One test: `N`, then N words; nothing at all is no test.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    if r.at_end() {
        return out;
    }
    let Some(n) = r.next_value() else { return out };
    let mut moves = Vec::new();
    let read = r.repeat(n, "words", |r| {
        if let Some(word) = r.next_word() {
            moves.extend(r.valid(draws::word_move(&word)));
        }
    });
    if !read {
        return out;
    }
    if let Some(outcomes) = r.valid(draws::shiritori_moves(&moves)) {
        for o in outcomes {
            out.push_str(match o {
                Outcome::Win => "Takahashi\n",
                Outcome::Lose => "Aoki\n",
                Outcome::Draw => "Draw\n",
            });
        }
    }
    out
}

/// Every letter a word may have.
const LETTERS: &[u8; 52] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// Statement: one test, N ≤ 2 · 10^5 words of 3 to 8 letters a–z, A–Z.
/// One test per input, so its size grows with `cases`: N = min(cases,
/// 2 · 10^5) words (one answer line each; 10^6 cases are the largest
/// input), over a random alphabet of about ∛(N/2) letters, both cases
/// mixed, so that there are about N/2 three-letter ends and chains form;
/// one word in 50 repeats an earlier one. [`Scale::Small`]: words of 3 to
/// 5 letters, whose ends overlap; [`Scale::Huge`]: words of 1 to 20
/// characters, one in 8 with a character that is no letter.
fn generate(g: &mut Gen<'_>) {
    let n = g.cases.min(200_000);
    if n == 0 {
        return;
    }
    g.line(&[n]);
    let mut letters = LETTERS.to_vec();
    g.rng.shuffle(&mut letters);
    let size = (2..52).find(|&a| a * a * a >= n / 2).unwrap_or(52);
    letters.truncate(size as usize);
    let (shortest, longest) = match g.scale {
        Scale::Statement => (3, 8),
        Scale::Small => (3, 5),
        Scale::Huge => (1, 20),
    };
    let mut words: Vec<Vec<u8>> = Vec::new();
    for _ in 0..n {
        let word = if !words.is_empty() && g.rng.one_in(50) {
            words[g.rng.range(0, words.len() as u64 - 1) as usize].clone()
        } else {
            let length = g.rng.range(shortest, longest);
            let mut word: Vec<u8> = (0..length)
                .map(|_| letters[g.rng.range(0, size - 1) as usize])
                .collect();
            if g.scale == Scale::Huge && g.rng.one_in(8) {
                let at = g.rng.range(0, length - 1) as usize;
                word[at] = b"0-_[`@{"[g.rng.range(0, 6) as usize];
            }
            word
        };
        g.words(&[&word]);
        words.push(word);
    }
}

/// Every directed graph on 1, 2 and 3 vertices with an edge (loops
/// included), side by side: the vertices three-letter names of their own
/// (of a–t, A–T), the edges the six-letter words from a name to a name (a
/// loop, in every other graph, the name alone), one word repeated in every
/// seventh graph; then three random dictionaries on letters of their own
/// (u–z, U–Z), of 3 to 5 letters (their ends overlap; `u` and `U` differ)
/// and of 3 to 8: answered by the fixed point of the rules ([`Shiritori`])
/// on the whole dictionary.
fn exhaustive() -> (String, String) {
    let names = b"abcdefghijklmnopqrstABCDEFGHIJKLMNOPQRST";
    let name = |i: usize| [names[i / 1600], names[i / 40 % 40], names[i % 40]];
    let mut words: Vec<Vec<u8>> = Vec::new();
    let (mut vertices, mut graphs) = (0, 0);
    for k in 1..=3usize {
        let pairs: Vec<(usize, usize)> = (0..k).flat_map(|u| (0..k).map(move |v| (u, v))).collect();
        for bits in 1..1u32 << pairs.len() {
            let edges = (0..pairs.len()).filter(|i| bits >> i & 1 == 1);
            let start = words.len();
            for (u, v) in edges.map(|i| pairs[i]) {
                let (u, v) = (name(vertices + u), name(vertices + v));
                words.push(if u == v && graphs % 2 == 0 {
                    u.to_vec()
                } else {
                    [u, v].concat()
                });
            }
            if graphs % 7 == 0 {
                words.push(words[start].clone());
            }
            vertices += k;
            graphs += 1;
        }
    }
    let mut rng = Rng::new(209);
    for (alphabet, longest, count) in [(&b"uU"[..], 5, 24), (b"vwV", 5, 30), (b"xyzXYZ", 8, 40)] {
        for _ in 0..count {
            let length = rng.range(3, longest);
            let word =
                (0..length).map(|_| alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize]);
            words.push(word.collect());
        }
    }
    let mut input = format!("{}\n", words.len());
    for word in &words {
        input.push_str(std::str::from_utf8(word).unwrap());
        input.push('\n');
    }
    let game = Shiritori { words };
    let solved = solve(&game, 0..game.words.len());
    // Takahashi has said word i: Aoki is to move.
    let output = (0..game.words.len())
        .map(|i| match solved.value(&i) {
            Some(Value::Win) => "Aoki\n",
            Some(Value::Lose) => "Takahashi\n",
            _ => "Draw\n",
        })
        .collect();
    (input, output)
}
