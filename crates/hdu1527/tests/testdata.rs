//! The real `hdu1527` binary on every `testdata/hdu1527` case, against the game tree
//! on every small case, and on arbitrary input; see `testkit::judge_tests!`.
testkit::judge_tests!("hdu1527", Hdu1527);
