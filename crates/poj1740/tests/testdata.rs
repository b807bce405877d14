//! The real `poj1740` binary on every `testdata/poj1740` case, against the game tree
//! on every small case, and on arbitrary input; see `testkit::judge_tests!`.
testkit::judge_tests!("poj1740", Poj1740);
