//! Every registry entry on its own: its generator writes inputs its model
//! reads without an error (within the statement's bounds, and with small
//! values), with at least a byte of answer per case and answer lines of more
//! than one kind; and its model gives the game tree's answer to every small
//! case.

use problems::registry::{entries, SOURCE};
use problems::{get, Problem, Scale};

fn problems() -> Vec<Problem> {
    entries(SOURCE)
        .into_iter()
        .map(|(name, _)| get(name).expect("an entry"))
        .collect()
}

#[test]
fn generated_inputs_are_valid_and_mix_the_answers() {
    for problem in problems() {
        for scale in [Scale::Statement, Scale::Small] {
            let input = problem.input(7, scale, 300);
            let (answers, error) = problem.expected(&input);
            assert_eq!(error, None, "{} {scale:?}", problem.name);
            let name = problem.name;
            let bytes = answers.len();
            assert!(bytes >= 300, "{name} {scale:?}: {bytes} bytes of answers");
            let lines: Vec<&str> = answers.lines().collect();
            let first = lines[0];
            assert!(
                lines.iter().any(|&l| l != first),
                "{} {scale:?}: every answer is {first:?}",
                problem.name
            );
        }
    }
}

#[test]
fn generation_is_reproducible() {
    for problem in problems() {
        for scale in [Scale::Statement, Scale::Small, Scale::Huge] {
            let input = problem.input(3, scale, 50);
            assert_eq!(input, problem.input(3, scale, 50), "{}", problem.name);
            assert_ne!(input, problem.input(4, scale, 50), "{}", problem.name);
        }
    }
}

#[test]
fn the_models_agree_with_the_game_trees() {
    for problem in problems() {
        let (input, expected) = (problem.exhaustive)();
        let (answers, error) = problem.expected(input.as_bytes());
        assert_eq!(error, None, "{}", problem.name);
        assert!(
            answers == expected,
            "{}: the model differs from the game tree",
            problem.name
        );
    }
}
