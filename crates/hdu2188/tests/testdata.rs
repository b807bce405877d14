//! Runs the binary on every `testdata/hdu2188` case; see `testkit`.
testkit::judge_tests!("hdu2188");
