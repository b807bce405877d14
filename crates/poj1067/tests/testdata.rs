//! Runs the binary on every `testdata/poj1067` case; see `testkit`.
testkit::judge_tests!("poj1067");
