//! Checks of a real judge binary: against its problem's reference model on
//! any input, and against the game tree on every small case, and the spec on
//! its own. Used by the tests [`judge_tests!`](crate::judge_tests) defines.

use crate::strategies::{any_input, bad_token, join, separator, with_bom};
use proptest::prelude::*;
use spec::{Problem, Scale};

/// Runs the binary `exe` of `problem` on `input` and checks it against the
/// model: it never panics; it exits 0 with nothing on stderr, or 1 with
/// exactly one line `error: line N: …`; stdout holds exactly the answers
/// to the cases before the error; and the error is the model's.
pub fn check_binary(exe: &str, problem: &Problem, input: &[u8]) -> Result<(), TestCaseError> {
    let got = crate::run(exe, input);
    prop_assert!(!got.stderr.contains("panicked"), "{}", got.stderr);
    match got.code {
        Some(0) => prop_assert_eq!(&got.stderr, ""),
        Some(1) => {
            prop_assert_eq!(got.stderr.lines().count(), 1, "{}", got.stderr);
            prop_assert!(got.stderr.starts_with("error: line ") && got.stderr.ends_with('\n'));
        }
        other => prop_assert!(false, "exit status {:?}, stderr {}", other, got.stderr),
    }
    let (stdout, error) = problem.expected(input);
    prop_assert_eq!(got.stdout, stdout, "stdout (left: actual, right: expected)");
    let expected_stderr = error.map_or(String::new(), |e| e.stderr());
    prop_assert_eq!(
        got.stderr,
        expected_stderr,
        "stderr (left: actual, right: expected)"
    );
    Ok(())
}

/// Runs the binary `exe` of `name` once on every small case of `problem`
/// and checks its output against the game tree's ([`Problem::exhaustive`]).
pub fn check_game_tree(exe: &str, name: &str, problem: &Problem) {
    let (input, expected) = (problem.exhaustive)();
    let got = crate::run(exe, input.as_bytes());
    assert_eq!((got.code, got.stderr.as_str()), (Some(0), ""));
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), got.stdout.lines().collect());
    if let Some(at) = (0..e.len().max(a.len())).find(|&i| e.get(i) != a.get(i)) {
        panic!(
            "{name}: the answers differ from the game tree's at output line {}: expected {:?}, \
             actual {:?} ({} lines expected, {} given)",
            at + 1,
            e.get(at),
            a.get(at),
            e.len(),
            a.len()
        );
    }
}

/// Whether `answers` hold answers of more than one kind: two different
/// lines, or, when there is one line (CSES 1729's W/L per heap, Kattis
/// snim's per position), two different characters in it.
///
/// ```
/// use testkit::proof::answers_vary;
/// assert!(answers_vary("first\nsecond\nfirst\n"));
/// assert!(!answers_vary("first\nfirst\n"));
/// assert!(answers_vary("WLWW\n"));
/// assert!(!answers_vary("WWWW\n"));
/// assert!(!answers_vary(""));
/// ```
pub fn answers_vary(answers: &str) -> bool {
    let lines: Vec<&str> = answers.lines().collect();
    match lines[..] {
        [] => false,
        [only] => only.chars().any(|c| !only.starts_with(c)),
        [first, ..] => lines.iter().any(|&l| l != first),
    }
}

/// The spec `problem` of `name` on its own: its model gives the game tree's
/// answer to every small case; its generator writes inputs its model reads
/// without an error (within the statement's bounds, and with small values),
/// with at least a byte of answer per case and answers of more than one
/// kind ([`answers_vary`]); and the same seed gives the same input, another
/// seed another.
pub fn check_spec(name: &str, problem: &Problem) {
    let (input, expected) = (problem.exhaustive)();
    let (answers, error) = problem.expected(input.as_bytes());
    assert_eq!(error, None, "{name}: the model refuses the game-tree cases");
    assert!(
        answers == expected,
        "{name}: the model differs from the game tree"
    );
    for scale in [Scale::Statement, Scale::Small] {
        let input = problem.input(7, scale, 300);
        let (answers, error) = problem.expected(&input);
        assert_eq!(error, None, "{name} {scale:?}");
        let bytes = answers.len();
        assert!(bytes >= 300, "{name} {scale:?}: {bytes} bytes of answers");
        let first = answers.lines().next().unwrap_or_default();
        assert!(
            answers_vary(&answers),
            "{name} {scale:?}: every answer is the same (the first line: {first:?})"
        );
    }
    for scale in [Scale::Statement, Scale::Small, Scale::Huge] {
        let input = problem.input(3, scale, 50);
        assert_eq!(input, problem.input(3, scale, 50), "{name} {scale:?}");
        assert_ne!(input, problem.input(4, scale, 50), "{name} {scale:?}");
    }
}

/// A proptest config for spawning processes: few cases, no regression files
/// written next to the binaries' sources.
pub fn spawn_config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        max_shrink_iters: 200,
        ..ProptestConfig::default()
    }
}

/// How a generated input is damaged before the binary reads it.
#[derive(Debug, Clone, Copy)]
enum Damage {
    None,
    /// A token replaced by a bad one.
    BadToken,
    /// A token left out.
    Dropped,
    /// A token replaced by `0`, which many games forbid.
    Zero,
    /// The input cut short at any byte.
    Cut,
    /// The last line left out (the terminator, or the last case).
    LastLine,
}

/// An input for `problem` from its generator: up to 11 cases of small or
/// huge values, any whitespace, leading zeros, sometimes junk after the
/// end and a byte order mark before it, and perhaps damaged; or, one time
/// in four, any input at all.
pub fn inputs(problem: Problem) -> impl Strategy<Value = Vec<u8>> {
    let damage = prop::sample::select(vec![
        Damage::None,
        Damage::None,
        Damage::BadToken,
        Damage::Dropped,
        Damage::Zero,
        Damage::Cut,
        Damage::LastLine,
    ]);
    let generated = (
        any::<u64>(),
        prop::sample::select(vec![Scale::Small, Scale::Small, Scale::Huge]),
        0..12u64,
        prop::collection::vec(separator(), 1..6),
        any::<(bool, bool, bool)>(),
        damage,
        any::<prop::sample::Index>(),
        bad_token(),
    )
        .prop_map(
            move |(seed, scale, cases, seps, (lead, trail, junk), damage, at, bad)| {
                let mut lines: Vec<Vec<Vec<u8>>> = Vec::new();
                problem.generate_lines(seed, scale, cases, &mut |line| lines.push(line.tokens()));
                if let Damage::LastLine = damage {
                    lines.pop();
                }
                let mut tokens: Vec<Vec<u8>> = lines.into_iter().flatten().collect();
                if !tokens.is_empty() {
                    let i = at.index(tokens.len());
                    match damage {
                        Damage::BadToken => tokens[i] = bad,
                        Damage::Dropped => drop(tokens.remove(i)),
                        Damage::Zero => tokens[i] = b"0".to_vec(),
                        // Leading zeros change nothing.
                        _ if seed % 4 == 0 => tokens[i] = [&b"00"[..], &tokens[i]].concat(),
                        _ => {}
                    }
                }
                if junk {
                    tokens.push(b"junk".to_vec());
                }
                let mut input = join(&tokens, &seps, (lead, trail));
                if let Damage::Cut = damage {
                    input.truncate(at.index(input.len() + 1));
                }
                input
            },
        );
    prop_oneof![3 => with_bom(generated), 1 => any_input()]
}
