//! This crate's binary on every case of its testdata, against the game tree on
//! every small case, and on arbitrary input; see `testkit::judge_tests!`.
testkit::judge_tests!();
