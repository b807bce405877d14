//! Runs the binary on every `testdata/poj1740` case; see `testkit`.
testkit::judge_tests!("poj1740");
