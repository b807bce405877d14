//! Unit tests of `io`'s error and runners.

use super::*;

struct Broken;

impl Write for Broken {
    fn write(&mut self, _: &[u8]) -> stdio::Result<usize> {
        Err(stdio::Error::new(
            stdio::ErrorKind::BrokenPipe,
            "pipe closed",
        ))
    }
    fn flush(&mut self) -> stdio::Result<()> {
        Ok(())
    }
}

#[test]
fn errors_show_their_line() {
    let error = Input::new(&b""[..]).invalid("bad");
    assert_eq!((error.line, error.message.as_str()), (Some(1), "bad"));
    assert_eq!(error.to_string(), "line 1: bad");
    let error = run_with(&b""[..], Broken, |_, out| {
        out.line(b"x");
        Ok(())
    })
    .unwrap_err();
    assert_eq!(
        (error.line, error.message.as_str()),
        (None, "cannot write output: pipe closed")
    );
    assert_eq!(error.to_string(), "cannot write output: pipe closed");
}

#[test]
fn run_with_reports_write_errors_and_flushes_before_input_errors() {
    let result = run_with(&b"1"[..], Broken, |_, out| {
        out.int(1);
        Ok(())
    });
    assert_eq!(
        result.unwrap_err().to_string(),
        "cannot write output: pipe closed"
    );

    let mut sink = Vec::new();
    let result = run_with(&b"5 6 z"[..], &mut sink, |src, out| {
        while let Some(v) = src.next_u64() {
            out.int(v);
        }
        Ok(())
    });
    assert_eq!(sink, b"56");
    assert_eq!(
        result.unwrap_err().to_string(),
        r#"line 1: expected a non-negative integer, found "z""#
    );

    // The input's error, from `solve` or left unchecked, before the output's.
    for checked in [true, false] {
        let result = run_with(&b"x"[..], Broken, |src, out| {
            out.int(1);
            let _ = src.next_u64();
            match checked {
                true => src.check(),
                false => Ok(()),
            }
        });
        assert_eq!(
            result.unwrap_err().to_string(),
            r#"line 1: expected a non-negative integer, found "x""#
        );
    }
    // A game's error, with the answers before it.
    let mut sink = Vec::new();
    let result = run_with(&b"4 0"[..], &mut sink, |src, out| {
        while let Some(v) = src.next_u64() {
            out.ints(&[src.valid(if v > 0 { Ok(v * 2) } else { Err("zero".into()) })?]);
        }
        Ok(())
    });
    assert_eq!(sink, b"8\n");
    assert_eq!(result.unwrap_err().to_string(), "line 1: zero");
    assert_eq!(run_with(&b" 1 "[..], Vec::new(), |_, _| Ok(())), Ok(()));
}
