//! `bench` as a command-line tool: at a closed pipe it ends as every tool
//! of the workspace does, with one error line and status 1.

use std::process::Command;

#[test]
fn a_closed_pipe_is_one_error_line() {
    let first = bench::problems(None).expect("the problems")[0].name;
    for (args, input) in [
        (&["--help"][..], &b""[..]),
        (&["parse"], b"1 2 3\n"),
        (&["parse", "--words"], b"a b3 4\n"),
        (&["gen", first, "--cases", "3"], b""),
    ] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_bench"));
        cmd.args(args);
        let got = testkit::run_into_closed_pipe(&mut cmd, input);
        assert_eq!(
            (got.stderr.as_str(), got.code),
            (testkit::CLOSED_PIPE, Some(1)),
            "{args:?}"
        );
    }
}
