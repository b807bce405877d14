//! The real `poj2348` binary against the game tree of its rules on every small
//! case, and against the reference model of the input format and answers on
//! arbitrary and damaged input (see `crates/testkit/tests/support/`).

#[path = "../../testkit/tests/support/judge_model.rs"]
mod judge_model;

#[path = "../../testkit/tests/support/judge_binary.rs"]
mod judge_binary;

use judge_binary::{check_binary, exhaustive, spawn_config};
use judge_model::{any_input, problem_input, Problem};
use proptest::prelude::*;

const EXE: &str = env!("CARGO_BIN_EXE_poj2348");
const PROBLEM: Problem = Problem::Poj2348;

#[test]
fn every_small_case_matches_the_game_tree() {
    let (input, expected) = exhaustive(PROBLEM);
    let got = testkit::run(EXE, input.as_bytes());
    assert_eq!((got.code, got.stderr.as_str()), (Some(0), ""));
    assert!(
        got.stdout == expected,
        "the answers differ from the game tree's"
    );
}

proptest! {
    #![proptest_config(spawn_config(64))]

    #[test]
    fn never_panics_and_answers_every_case_before_an_error(
        input in prop_oneof![3 => problem_input(PROBLEM), 1 => any_input()],
    ) {
        check_binary(EXE, PROBLEM, &input)?;
    }
}
