//! The tokenizer against the reference model: any bytes, read in any
//! pieces, give the same tokens with the same lines, and the same error on
//! the same line, each token read as a number or as a word. The first byte
//! chooses the read sizes, and its bits which tokens are read as words.
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
    let mut i = 0;
    while !model.at_end() {
        assert!(!src.at_end(), "the model has another token");
        if seed >> (i % 8) & 1 == 1 {
            let expected = model.next_word();
            let got = src.word().map(<[u8]>::to_vec);
            assert_eq!(got, expected);
        } else {
            let expected = model.next_value();
            let got = src.next_u64();
            assert_eq!(got, expected);
        }
        if model.error.is_none() {
            assert_eq!(src.last_line(), model.line(), "the line of token {i}");
        }
        i += 1;
    }
    assert!(src.at_end(), "the model has no more tokens");
    let got = src.check().err().map(|e| (e.line, e.message.as_str().to_string()));
    let expected = model.error.map(|e| (Some(e.line), e.message));
    assert_eq!(got, expected);
});
