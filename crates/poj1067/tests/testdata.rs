//! The real `poj1067` binary on every `testdata/poj1067` case, against the game tree
//! on every small case, and on arbitrary input; see `testkit::judge_tests!`.
testkit::judge_tests!("poj1067", Poj1067);
