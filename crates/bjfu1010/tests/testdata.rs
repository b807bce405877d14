//! The real `bjfu1010` binary on every `testdata/bjfu1010` case, against the game tree
//! on every small case, and on arbitrary input; see `testkit::judge_tests!`.
testkit::judge_tests!("bjfu1010", Bjfu1010);
