//! Every judge binary's `solve` against its problem's reference model: no
//! panic, exactly the answers to the cases before the first error, and the
//! model's error on the model's line. The first byte chooses the binary, the
//! second the read sizes.
#![no_main]

use game_core::io::run_with;
use libfuzzer_sys::fuzz_target;
use stone_games_fuzz::{Pieces, PROBLEMS, SOLVERS};

fuzz_target!(|data: &[u8]| {
    let [pick, seed, input @ ..] = data else {
        return;
    };
    let pick = usize::from(*pick) % SOLVERS.len();
    let ((name, solve), (_, problem)) = (SOLVERS[pick], PROBLEMS[pick]);
    let mut out = Vec::new();
    let result = run_with(Pieces::new(input, *seed), &mut out, solve);
    let (expected, error) = problem.expected(input);
    assert_eq!(String::from_utf8(out).expect("UTF-8 answers"), expected, "{name}");
    let got = result.err().map(|e| (e.line, e.message.as_str().to_string()));
    assert_eq!(got, error.map(|e| (Some(e.line), e.message)), "{name}");
});
