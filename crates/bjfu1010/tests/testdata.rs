//! Runs the binary on every `testdata/bjfu1010` case; see `testkit`.
testkit::judge_tests!("bjfu1010");
