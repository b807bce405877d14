//! The tokenizer against the reference model: any bytes, read in any
//! pieces, give the same tokens with the same lines, and the same error on
//! the same line. The first byte chooses the read sizes.
#![no_main]

use game_core::io::Input;
use libfuzzer_sys::fuzz_target;
use spec::model::Reader;
use stone_games_fuzz::Pieces;

fuzz_target!(|data: &[u8]| {
    let Some((&seed, input)) = data.split_first() else {
        return;
    };
    let mut src = Input::new(Pieces::new(input, seed));
    let mut model = Reader::new(input);
    while !model.at_end() {
        assert!(!src.at_end(), "the model has another token");
        let expected = model.next_value();
        let got = src.next_u64();
        assert_eq!(got, expected);
        if let Some(value) = got {
            assert_eq!(src.last_line(), model.line(), "the line of {value}");
        }
    }
    assert!(src.at_end(), "the model has no more tokens");
    let got = src.check().err().map(|e| (e.line, e.message.as_str().to_string()));
    let expected = model.error.map(|e| (Some(e.line), e.message));
    assert_eq!(got, expected);
});
