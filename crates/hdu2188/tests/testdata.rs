//! The real `hdu2188` binary on every `testdata/hdu2188` case, against the game tree
//! on every small case, and on arbitrary input; see `testkit::judge_tests!`.
testkit::judge_tests!("hdu2188", Hdu2188);
