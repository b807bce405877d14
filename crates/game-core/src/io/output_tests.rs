//! Unit tests of `io::output`.

use super::*;

/// What `write` makes of an [`Output`] on a `Vec`.
fn written(write: impl FnOnce(&mut Output<&mut Vec<u8>>)) -> Vec<u8> {
    let mut sink = Vec::new();
    let mut out = Output::new(&mut sink);
    write(&mut out);
    out.finish().unwrap();
    sink
}

#[test]
fn output_formats_and_buffers() {
    let big = vec![b'a'; CHUNK + 1];
    let sink = written(|out| {
        out.ints(&[0, 7, u64::MAX]);
        out.line(b"Stan wins");
        out.bytes(&big);
        out.int(10);
        out.ints(&[]);
        out.line(b"");
    });
    let mut expected = b"0 7 18446744073709551615\nStan wins\n".to_vec();
    expected.extend_from_slice(&big);
    expected.extend_from_slice(b"10\n\n");
    assert_eq!(sink, expected);
}

#[test]
fn formats_every_magnitude() {
    let mut values: Vec<u64> = (0..=10_000).collect();
    let mut power: u64 = 1;
    for _ in 0..19 {
        power *= 10;
        values.extend([power - 1, power, power + 1, power / 3 * 2]);
    }
    for bits in 1..64 {
        values.extend([(1 << bits) - 1, 1 << bits, (1 << bits) + 1]);
    }
    values.extend([u64::MAX - 1, u64::MAX]);
    let mut x: u64 = 1;
    for i in 0..100_000u64 {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        values.push(x >> (i % 64));
    }
    let sink = written(|out| {
        for &v in &values {
            out.int(v);
            out.bytes(b",");
        }
    });
    let expected: String = values.iter().map(|v| format!("{v},")).collect();
    assert_eq!(String::from_utf8(sink).unwrap(), expected);
}

#[test]
fn ints_of_every_count_and_size() {
    let sizes = [0, 7, 10, 99, 100, 12_345_678, u64::MAX];
    for count in 0..6 {
        for &size in &sizes {
            let values: Vec<u64> = (0..count).map(|k| size.saturating_sub(k)).collect();
            let sink = written(|out| out.ints(&values));
            let line: Vec<String> = values.iter().map(u64::to_string).collect();
            assert_eq!(sink, format!("{}\n", line.join(" ")).into_bytes());
        }
    }
}

#[test]
fn output_flushes_at_chunk_boundaries() {
    let mut expected = Vec::new();
    let long = vec![b'z'; CHUNK];
    let many: Vec<u64> = (0..4000).map(|i| u64::MAX - i).collect();
    let sink = written(|out| {
        let mut i: u64 = 0;
        while expected.len() < 3 * CHUNK {
            i += 1;
            let v = i.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (i % 64);
            match i % 4 {
                0 => {
                    out.ints(&[v, i]);
                    expected.extend_from_slice(format!("{v} {i}\n").as_bytes());
                }
                1 => {
                    out.int(v);
                    expected.extend_from_slice(v.to_string().as_bytes());
                }
                2 => {
                    out.line(b"Ollie wins");
                    expected.extend_from_slice(b"Ollie wins\n");
                }
                _ => {
                    out.bytes(b"ab");
                    expected.extend_from_slice(b"ab");
                }
            }
        }
        out.line(&long);
        out.ints(&[]);
        // More numbers than a chunk holds.
        out.ints(&many);
    });
    expected.extend_from_slice(&long);
    expected.extend_from_slice(b"\n\n");
    let many: Vec<String> = many.iter().map(u64::to_string).collect();
    expected.extend_from_slice(many.join(" ").as_bytes());
    expected.push(b'\n');
    assert_eq!(sink, expected);
}

/// A writer that records the size of every write.
#[derive(Clone, Default)]
struct Recorder(std::rc::Rc<std::cell::RefCell<Vec<usize>>>);

impl Write for Recorder {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().push(bytes.len());
        Ok(bytes.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The sizes of the writes `write` makes, up to `finish` and after it.
fn writes(write: impl FnOnce(&mut Output<Recorder>)) -> (Vec<usize>, Vec<usize>) {
    let recorder = Recorder::default();
    let mut out = Output::new(recorder.clone());
    write(&mut out);
    let before = recorder.0.borrow().clone();
    out.finish().unwrap();
    let after = recorder.0.borrow().clone();
    (before, after)
}

#[test]
fn output_is_written_a_chunk_at_a_time() {
    // Filling the buffer exactly, by bytes, a line and a number, writes
    // nothing yet; one more byte writes the chunk.
    let fill = |out: &mut Output<Recorder>| {
        out.bytes(&vec![b'a'; CHUNK - 29]);
        out.int(u64::MAX);
        out.line(&[b'b'; 8]);
    };
    assert_eq!(writes(fill), (vec![], vec![CHUNK]));
    let over = |out: &mut Output<Recorder>| {
        fill(out);
        out.bytes(b"d");
    };
    assert_eq!(writes(over), (vec![CHUNK], vec![CHUNK, 1]));
    // A whole chunk at once is buffered like any other piece.
    let whole = |out: &mut Output<Recorder>| out.bytes(&vec![b'e'; CHUNK]);
    assert_eq!(writes(whole), (vec![], vec![CHUNK]));
    // More than a chunk: a chunk at a time.
    let more = |out: &mut Output<Recorder>| out.line(&vec![b'f'; 2 * CHUNK + 5]);
    assert_eq!(writes(more), (vec![CHUNK, CHUNK], vec![CHUNK, CHUNK, 6]));
    // A number makes room for 20 digits and a byte after them first.
    let number = |out: &mut Output<Recorder>| {
        out.bytes(&vec![b'g'; CHUNK - 21]);
        out.int(5);
    };
    assert_eq!(writes(number), (vec![], vec![CHUNK - 20]));
    let number = |out: &mut Output<Recorder>| {
        out.bytes(&vec![b'g'; CHUNK - 20]);
        out.int(5);
    };
    assert_eq!(writes(number), (vec![CHUNK - 20], vec![CHUNK - 20, 1]));
    // A separator goes in that byte; the line's end needs a byte of its own.
    let separated = |out: &mut Output<Recorder>| {
        out.bytes(&vec![b'g'; CHUNK - 22]);
        out.ints(&[5, 6]);
    };
    assert_eq!(writes(separated), (vec![CHUNK - 20], vec![CHUNK - 20, 2]));
    let separated = |out: &mut Output<Recorder>| {
        out.bytes(&vec![b'g'; CHUNK - 21]);
        out.ints(&[5]);
    };
    assert_eq!(writes(separated), (vec![], vec![CHUNK - 19]));
    let ended = |out: &mut Output<Recorder>| {
        out.bytes(&vec![b'g'; CHUNK - 2]);
        out.ints(&[5]);
    };
    assert_eq!(writes(ended), (vec![CHUNK - 2], vec![CHUNK - 2, 2]));
    // Nothing written, nothing to write.
    assert_eq!(writes(|_| {}), (vec![], vec![]));
}

#[test]
fn output_after_a_write_error_is_dropped() {
    struct Counting(usize);
    impl Write for Counting {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            self.0 += 1;
            Err(io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> io::Result<()> {
            panic!("flushed after a failed write")
        }
    }
    let mut writes = Counting(0);
    let mut out = Output::new(&mut writes);
    let big = vec![b'a'; CHUNK + 1];
    out.bytes(&big);
    out.bytes(&big);
    out.line(b"x");
    assert_eq!(out.finish().unwrap_err().kind(), io::ErrorKind::BrokenPipe);
    assert_eq!(writes.0, 1, "one failed write, then nothing");
}

#[test]
fn finish_flushes_the_writer() {
    struct Flushing(bool);
    impl Write for Flushing {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            Ok(bytes.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            self.0 = true;
            Err(io::Error::new(io::ErrorKind::Other, "flush failed"))
        }
    }
    let mut flushing = Flushing(false);
    let out = Output::new(&mut flushing);
    assert_eq!(out.finish().unwrap_err().to_string(), "flush failed");
    assert!(flushing.0);
}

#[test]
fn line_either_writes_the_chosen_line() {
    let texts: [&[u8]; 5] = [b"", b"WIN", b"Ollie wins", &[b'x'; 15], &[b'y'; 16]];
    for first in texts {
        for second in texts {
            for pick_first in [true, false] {
                let sink = written(|out| {
                    out.bytes(b"<");
                    out.line_either(pick_first, first, second);
                    out.bytes(b">");
                });
                let chosen = if pick_first { first } else { second };
                assert_eq!(sink, [b"<", chosen, b"\n>"].concat());
            }
        }
    }
}

#[test]
fn line_either_makes_room_for_16_bytes() {
    let fits = |out: &mut Output<Recorder>| {
        out.bytes(&vec![b'a'; CHUNK - 16]);
        out.line_either(true, b"Stan wins", b"Ollie wins");
    };
    assert_eq!(writes(fits), (vec![], vec![CHUNK - 6]));
    let over = |out: &mut Output<Recorder>| {
        out.bytes(&vec![b'a'; CHUNK - 15]);
        out.line_either(false, b"Stan wins", b"Ollie wins");
    };
    assert_eq!(writes(over), (vec![CHUNK - 15], vec![CHUNK - 15, 11]));
}
