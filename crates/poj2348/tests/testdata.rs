//! The real `poj2348` binary on every `testdata/poj2348` case, against the game tree
//! on every small case, and on arbitrary input; see `testkit::judge_tests!`.
testkit::judge_tests!("poj2348", Poj2348);
