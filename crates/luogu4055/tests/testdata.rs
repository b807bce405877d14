//! This crate's binary on every input of its testdata (insta snapshots, and
//! the statement's samples exactly), against the game tree on every small
//! case, and on arbitrary input; see `testkit::judge_tests!`.
testkit::judge_tests!(luogu4055::PROBLEM);
