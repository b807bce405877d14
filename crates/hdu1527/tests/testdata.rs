//! Runs the binary on every `testdata/hdu1527` case; see `testkit`.
testkit::judge_tests!("hdu1527");
