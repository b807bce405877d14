//! The real `hdu2177` binary on every `testdata/hdu2177` case, against the game tree
//! on every small case, and on arbitrary input; see `testkit::judge_tests!`.
testkit::judge_tests!("hdu2177", Hdu2177);
