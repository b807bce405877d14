//! Runs the binary on every `testdata/poj2348` case; see `testkit`.
testkit::judge_tests!("poj2348");
