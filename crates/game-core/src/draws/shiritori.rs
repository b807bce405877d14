//! AtCoder ABC 209 E "Shiritori": each word said must begin with the last
//! three letters of the word before; whoever cannot say a word loses.

use super::{label, outcome, Graph, Outcome};

/// The number of strings of three letters (a–z, A–Z): the vertices of
/// Shiritori's graph.
const VERTICES: u32 = 52 * 52 * 52;

/// The move a word makes in Shiritori, as an edge `(from, to)` of the
/// graph whose vertices are the three-letter strings: from its first three
/// letters to its last three (which overlap in a word of 3 to 5 letters).
///
/// The letters `a..=z` count 0..=25 and `A..=Z` 26..=51 (so case matters),
/// and the vertex of the letters `c0 c1 c2` is `52²·c0 + 52·c1 + c2`, below
/// 52³ = 140 608.
///
/// # Constraints
/// At least 3 letters (the statement's words have 3 to 8), every byte an
/// ASCII letter.
///
/// # Errors
/// Outside the constraints; the message quotes the word.
///
/// # Complexity
/// O(length): every byte is checked, six letters are read.
///
/// ```
/// use game_core::draws::word_move;
/// assert_eq!(word_move(b"abcd")?, (1 * 52 + 2, (1 * 52 + 2) * 52 + 3));
/// assert_eq!(word_move(b"aaa")?, (0, 0)); // a loop
/// assert_ne!(word_move(b"Aaa")?, word_move(b"aaa")?);
/// assert!(word_move(b"ab").is_err());
/// assert!(word_move(b"ab1").is_err());
/// # Ok::<(), String>(())
/// ```
pub fn word_move(word: &[u8]) -> Result<(u32, u32), String> {
    if word.len() < 3 || !word.iter().all(u8::is_ascii_alphabetic) {
        let word = String::from_utf8_lossy(word);
        return Err(format!(
            "the word {word:?} is not 3 or more letters a-z, A-Z"
        ));
    }
    // A letter's number: a-z sort after A-Z in ASCII.
    let letter = |b: u8| u32::from(if b >= b'a' { b - b'a' } else { b - b'A' + 26 });
    let vertex = |three: &[u8]| three.iter().fold(0, |v, &b| v * 52 + letter(b));
    Ok((vertex(&word[..3]), vertex(&word[word.len() - 3..])))
}

/// AtCoder ABC 209 E (Shiritori) from the words' moves ([`word_move`]):
/// for each word, who wins when Takahashi opens the game with it.
///
/// After Takahashi says word `i`, Aoki is to move at the vertex of its last
/// three letters; the words are the edges, repeats counted (a word listed
/// twice is two moves, which changes no outcome).
///
/// Returns one outcome per word, in order, said for Takahashi:
/// [`Outcome::Win`] is the statement's `Takahashi`, [`Outcome::Lose`] its
/// `Aoki` and [`Outcome::Draw`] its `Draw`.
///
/// # Errors
/// A vertex of 52³ or more (not one [`word_move`] makes), or `u32::MAX`
/// words or more.
///
/// # Complexity
/// O(52³ + N) time and memory for N words.
///
/// ```
/// use game_core::draws::{shiritori_moves, word_move, Outcome};
/// let moves = [word_move(b"ABC")?];
/// assert_eq!(shiritori_moves(&moves)?, [Outcome::Draw]);
/// # Ok::<(), String>(())
/// ```
pub fn shiritori_moves(moves: &[(u32, u32)]) -> Result<Vec<Outcome>, String> {
    if moves.len() >= u32::MAX as usize || moves.iter().any(|m| m.0.max(m.1) >= VERTICES) {
        return Err(format!("not {} moves of words", moves.len()));
    }
    let (mut left, mut queue) = (Vec::new(), Vec::new());
    label(
        &Graph::build(VERTICES as usize, moves),
        &[],
        &mut left,
        &mut queue,
    );
    // Aoki's outcome at the last three letters, turned into Takahashi's.
    Ok(moves
        .iter()
        .map(|m| outcome(left[m.1 as usize]).flip())
        .collect())
}

/// AtCoder ABC 209 E (Shiritori) from the words themselves: for each word,
/// who wins when Takahashi opens with it, said for Takahashi, as
/// [`shiritori_moves`] says it.
///
/// # Errors
/// A word that is not 3 or more ASCII letters ([`word_move`]).
///
/// # Complexity
/// O(52³ + N + the words' length) for N words.
///
/// ```
/// use game_core::draws::{shiritori, Outcome::{Draw, Lose, Win}};
/// // The statement's first sample.
/// assert_eq!(shiritori(&["abcd", "bcda", "ada"])?, [Lose, Win, Draw]);
/// assert!(shiritori(&["abcd", "ab"]).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn shiritori<W: AsRef<[u8]>>(words: &[W]) -> Result<Vec<Outcome>, String> {
    let moves: Result<Vec<_>, _> = words.iter().map(|w| word_move(w.as_ref())).collect();
    shiritori_moves(&moves?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Outcome::{Draw, Lose, Win};

    #[test]
    fn samples_and_traps() {
        assert_eq!(shiritori(&["ABC"]).unwrap(), [Draw]);
        let words = ["eaaaabaa", "eaaaacaa", "daaaaaaa", "eaaaadaa", "daaaafaa"];
        assert_eq!(shiritori(&words).unwrap(), [Win, Win, Win, Lose, Win]);
        // The hack against a search that calls a repeat on its path a draw.
        let words = ["fffccc", "aaabbb", "bbbccc", "cccaaa", "aaaeee"];
        assert_eq!(shiritori(&words).unwrap(), [Win, Lose, Win, Lose, Win]);
        // Case matters: "Abcd" does not follow "xabc" (if it did, Aoki
        // would answer it and win).
        assert_eq!(shiritori(&["xabc", "Abcd"]).unwrap(), [Win, Win]);
        assert_eq!(shiritori::<&str>(&[]).unwrap(), []);
        // Duplicates are parallel edges; 200 000 copies of a loop stay O(N).
        let many = vec!["aaa"; 200_000];
        assert_eq!(shiritori(&many).unwrap(), vec![Draw; 200_000]);
    }

    #[test]
    fn bad_words_and_moves_are_refused() {
        assert_eq!(
            word_move(b"ab").unwrap_err(),
            r#"the word "ab" is not 3 or more letters a-z, A-Z"#
        );
        assert_eq!(
            word_move(b"abc-d").unwrap_err(),
            r#"the word "abc-d" is not 3 or more letters a-z, A-Z"#
        );
        assert!(word_move(b"abc\xff").is_err());
        assert!(word_move(b"ab[").is_err() && word_move(b"ab`").is_err());
        assert_eq!(
            word_move(b"azAZ").unwrap(),
            (25 * 52 + 26, (25 * 52 + 26) * 52 + 51)
        );
        assert_eq!(word_move(b"ZZZ").unwrap(), (VERTICES - 1, VERTICES - 1));
        assert!(shiritori_moves(&[(0, VERTICES)]).is_err());
    }
}
