//! Streaming judge I/O: a checking tokenizer, a buffered writer, [`run`].
//!
//! [`Input`] is a tokenizer that checks every token and knows its line,
//! [`Output`] a buffered writer, and [`run`] ties them to stdin and stdout.
//!
//! A judge format here is a stream of tokens: a token is a run of bytes
//! other than the six whitespace bytes (space, `\t`, `\n`, `\r`, `\x0b`,
//! `\x0c`). Most are non-negative integers, which [`Input`] checks: ASCII
//! digits whose value fits in `u64` (leading zeros are fine, signs are
//! not); a word or a row of a grid is taken as it is with [`Input::word`],
//! and the game checks its letters. A UTF-8 byte order mark at the very start is skipped.
//! The first bad token, or a token asked for after the end of the input,
//! makes the input fail for good: it hands out no more tokens, and
//! [`Input::check`] returns the [`Error`], naming the line.
//!
//! # Design
//! Input and output each go through one buffer of [`CHUNK`] bytes, so memory
//! stays constant whatever the input's size, and no token or line
//! allocates. `input.rs` scans each token once to its end, checking it, and
//! hands tokens out as slices of its buffer; `output.rs` appends to its
//! buffer and writes it out when the next piece would not fit. Each file's
//! module doc says more, with what was done for speed and what it gains.
//! Errors are values, never panics: the first one stops the input, and
//! [`run_with`] writes every answer given before it, then reports it.
//!
//! With the `proconio` feature (on by default), `Input` is a
//! `proconio::source::Source`, and [`Nat`] is the type to read with
//! `input!`:
//!
//! ```
//! use game_core::io::{run_with, Nat};
//! use proconio::input;
//!
//! let mut out = Vec::new();
//! let result = run_with(&b"3 4\n5 x\n"[..], &mut out, |src, out| {
//!     while !src.at_end() {
//!         input! { from &mut *src, a: Nat, b: Nat }
//!         src.check()?;
//!         out.ints(&[a + b]);
//!     }
//!     Ok(())
//! });
//! assert_eq!(out, b"7\n");
//! assert_eq!(
//!     result.unwrap_err().to_string(),
//!     r#"line 2: expected a non-negative integer, found "x""#
//! );
//! ```

mod input;
mod output;

#[cfg(feature = "proconio")]
pub use input::Nat;
pub use input::{Input, WORD_LIMIT};
pub use output::Output;

use std::fmt;
use std::io::{self as stdio, Read, Write};
use std::process::ExitCode;

/// Bytes read from the input, and written to the output, at a time.
pub const CHUNK: usize = 1 << 16;

/// Why a run stopped: bad input (with its line) or a failed read or write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// The 1-based line the error is on, if it is about the input.
    pub line: Option<u64>,
    /// What was wrong, without the line.
    pub message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for Error {}

/// Runs a judge solution on `input`, writing answers to `output`.
///
/// Every answer `solve` wrote is written out before an error is returned;
/// an input error comes before a write error.
///
/// # Complexity
/// That of `solve`; memory is two [`CHUNK`]-byte buffers.
pub fn run_with<R, W, F>(input: R, output: W, solve: F) -> Result<(), Error>
where
    R: Read,
    W: Write,
    F: FnOnce(&mut Input<R>, &mut Output<W>) -> Result<(), Error>,
{
    let mut src = Input::new(input);
    let mut out = Output::new(output);
    let solved = solve(&mut src, &mut out).and_then(|()| src.check());
    let written = out.finish().map_err(|e| Error {
        line: None,
        message: format!("cannot write output: {e}"),
    });
    solved.and(written)
}

/// Runs a judge solution on stdin and stdout, the `main` of every binary.
///
/// On an error, after every earlier answer is written, prints one line
/// `error: line N: what was wrong` on stderr and exits with status 1.
pub fn run<F>(solve: F) -> ExitCode
where
    F: FnOnce(
        &mut Input<stdio::StdinLock<'static>>,
        &mut Output<stdio::StdoutLock<'static>>,
    ) -> Result<(), Error>,
{
    match run_with(stdio::stdin().lock(), stdio::stdout().lock(), solve) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // Nothing better to do if stderr is gone too.
            let _ = writeln!(stdio::stderr(), "error: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests;
