//! Runs the binary on every `testdata/hdu2177` case; see `testkit`.
testkit::judge_tests!("hdu2177");
