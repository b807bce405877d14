//! The bundles as a judge sees them: each problem's bundle is compiled with a
//! bare `rustc --edition 2021 -O` (no Cargo, no crates) and must answer
//! every case of `testdata/<problem>` exactly like the real binary, fit in
//! 16 KiB, hold no `unsafe`, and keep its `main.rs` as written. The test
//! `bundles_compile_with_rust_1_63_…` is ignored by a plain `cargo test`
//! (it says so): run with `--ignored` and `BUNDLE_OLD_RUSTC` naming Debian's
//! rustc 1.63 (`scripts/old-rustc`), as `.ci/run` does, it compiles each
//! bundle with that compiler at editions 2018 and 2021, without a warning,
//! and runs it on every case.
//!
//! The bundles are made and compiled once (in parallel), then shared by the
//! tests.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The problem crates, sorted.
fn problems() -> Vec<String> {
    let workspace = problems::workspace::Workspace::load().expect("cargo metadata");
    workspace.names().into_iter().map(String::from).collect()
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The folder of the problem crate `problem`.
fn crate_dir(problem: &str) -> PathBuf {
    workspace_root().join("crates").join(problem)
}

/// A temporary folder of this test run.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("bundles-{}", std::process::id()))
        .join(name);
    std::fs::create_dir_all(&dir).expect("create a scratch folder");
    dir
}

struct Built {
    /// problem → (bundle source path, compiled executable)
    bundles: BTreeMap<String, (PathBuf, PathBuf)>,
}

/// Runs `bundler --all`, then compiles every bundle with bare rustc.
fn built() -> &'static Built {
    static BUILT: OnceLock<Built> = OnceLock::new();
    BUILT.get_or_init(|| {
        let src = scratch("src");
        let exe = scratch("bin");
        let output = Command::new(env!("CARGO_BIN_EXE_bundler"))
            .arg("--all")
            .arg(&src)
            .current_dir(workspace_root())
            .output()
            .expect("run the bundler");
        assert!(
            output.status.success(),
            "bundler --all failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let compiles: Vec<_> = problems()
            .into_iter()
            .map(|problem| {
                let source = src.join(format!("{problem}.rs"));
                let binary = exe.join(&problem);
                let (s, b) = (source.clone(), binary.clone());
                let handle = std::thread::spawn(move || {
                    Command::new("rustc")
                        .args(["--edition", "2021", "-O", "-o"])
                        .arg(&b)
                        .arg(&s)
                        .output()
                        .expect("run rustc")
                });
                (problem, source, binary, handle)
            })
            .collect();
        let mut bundles = BTreeMap::new();
        for (problem, source, binary, handle) in compiles {
            let out = handle.join().expect("rustc thread");
            assert!(
                out.status.success(),
                "rustc {} failed:\n{}",
                source.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            let warnings = String::from_utf8_lossy(&out.stderr);
            assert!(
                warnings.trim().is_empty(),
                "rustc warns on {}:\n{warnings}",
                source.display()
            );
            bundles.insert(problem, (source, binary));
        }
        Built { bundles }
    })
}

fn source(problem: &str) -> String {
    let (path, _) = &built().bundles[problem];
    std::fs::read_to_string(path).expect("read the bundle")
}

#[test]
fn every_problem_has_a_bundle() {
    let names: Vec<&str> = built().bundles.keys().map(String::as_str).collect();
    assert_eq!(names, problems());
    assert!(names.len() >= 7, "{names:?}");
    let made = std::fs::read_dir(scratch("src"))
        .expect("list bundles")
        .count();
    assert_eq!(made, names.len(), "bundler --all wrote other files");
}

#[test]
fn bundles_answer_like_the_binaries() {
    for problem in problems() {
        let (_, exe) = &built().bundles[&problem];
        let exe = exe.to_str().expect("UTF-8 path");
        testkit::check_like_the_snapshots(exe, &crate_dir(&problem), &problem);
    }
}
#[test]
fn bundles_fit_their_size_limits() {
    let workspace = problems::workspace::Workspace::load().expect("cargo metadata");
    let over: Vec<String> = (workspace.problems.iter())
        .map(|krate| (krate, source(&krate.name).len()))
        .filter(|&(krate, size)| size > krate.bundle_limit)
        .map(|(krate, size)| format!("{}: {size} bytes, over {}", krate.name, krate.bundle_limit))
        .collect();
    assert!(over.is_empty(), "{over:?}");
}

/// Whether `tokens` has the identifier `name` (not in a comment or string).
/// The tokens of a Rust text as rustc's lexer sees them, groups flattened
/// to their delimiters: each identifier, each punctuation character, and
/// each literal as `<literal>`. Comments are gone (doc comments are literals
/// of `#[doc]`), so a check on these sees code only.
fn code_tokens(text: &str) -> Vec<String> {
    fn flatten(tokens: proc_macro2::TokenStream, out: &mut Vec<String>) {
        for token in tokens {
            match token {
                proc_macro2::TokenTree::Ident(id) => out.push(id.to_string()),
                proc_macro2::TokenTree::Punct(p) => out.push(p.as_char().to_string()),
                proc_macro2::TokenTree::Literal(_) => out.push("<literal>".into()),
                proc_macro2::TokenTree::Group(g) => {
                    let (open, close) = match g.delimiter() {
                        proc_macro2::Delimiter::Parenthesis => ("(", ")"),
                        proc_macro2::Delimiter::Brace => ("{", "}"),
                        proc_macro2::Delimiter::Bracket => ("[", "]"),
                        proc_macro2::Delimiter::None => ("", ""),
                    };
                    out.push(open.into());
                    flatten(g.stream(), out);
                    out.push(close.into());
                }
            }
        }
    }
    let mut out = Vec::new();
    flatten(text.parse().expect("the bundle lexes"), &mut out);
    out.retain(|t| !t.is_empty());
    out
}

/// Whether `tokens` has the run `run` of consecutive tokens.
fn has_run(tokens: &[String], run: &[&str]) -> bool {
    tokens
        .windows(run.len())
        .any(|w| w.iter().zip(run).all(|(a, b)| a == b))
}

#[test]
fn code_checks_see_code_not_comments_or_strings() {
    let text = "/// Uses game_core::subtraction, #[test] and extern crate.\n\
                fn f() { let s = \"proconio::input\"; crate::game_core::io::run(); }";
    let tokens = code_tokens(text);
    assert!(!has_run(&tokens, &["extern", "crate"]));
    assert!(!has_run(&tokens, &["#", "[", "test", "]"]));
    assert_eq!(bare_paths(&tokens), Vec::<String>::new());
    let bare = code_tokens("use proconio::input; fn f() { ::game_core::x(); }");
    assert_eq!(bare_paths(&bare), ["proconio", "game_core"]);
}

/// The paths to the inlined crates in `tokens` that do not go through
/// `crate::` (or `$crate::`): each `proconio::` or `game_core::` not right
/// after `crate ::`.
fn bare_paths(tokens: &[String]) -> Vec<String> {
    let mut bare = Vec::new();
    for (i, w) in tokens.windows(3).enumerate() {
        if (w[0] == "proconio" || w[0] == "game_core") && w[1] == ":" && w[2] == ":" {
            let after_crate = i >= 3 && tokens[i - 3..i] == ["crate", ":", ":"];
            if !after_crate {
                bare.push(w[0].clone());
            }
        }
    }
    bare
}

#[test]
fn bundles_have_no_unsafe_and_no_stdin_source() {
    for problem in problems() {
        let tokens = code_tokens(&source(&problem));
        for name in [
            "unsafe",
            "LineSource",
            "OnceSource",
            "AutoSource",
            "STDIN_SOURCE",
            "OnceLock",
        ] {
            assert!(!has_run(&tokens, &[name]), "{problem} has {name}");
        }
    }
}

/// `main.rs` with each path through a dependency made `crate::…`, outside
/// comments: what the bundle should hold of it.
fn with_crate_paths(main: &str) -> String {
    let mut out = String::new();
    for line in main.split_inclusive('\n') {
        if line.trim_start().starts_with("//") {
            out.push_str(line);
            continue;
        }
        let mut rest = line;
        while let Some(at) = ["game_core::", "proconio::"]
            .iter()
            .filter_map(|p| rest.find(p))
            .min()
        {
            let before = &rest[..at];
            let bare = !before.ends_with("::")
                && !before.ends_with(|c: char| c.is_alphanumeric() || c == '_');
            out.push_str(before);
            if bare {
                out.push_str("crate::");
            }
            let name_len = rest[at..].find("::").expect("a path") + 2;
            out.push_str(&rest[at..at + name_len]);
            rest = &rest[at + name_len..];
        }
        out.push_str(rest);
    }
    out
}

#[test]
fn main_rs_is_kept_as_written() {
    for problem in problems() {
        let main = workspace_root()
            .join("crates")
            .join(&problem)
            .join("src/main.rs");
        let main = std::fs::read_to_string(main).expect("read main.rs");
        let text = source(&problem);
        let (_, body) = text
            .split_once("\n\n")
            .expect("a header, then a blank line");
        let expected = bundler::verbatim::tabs(&with_crate_paths(&main));
        assert!(
            body.starts_with(&expected),
            "{problem}: the bundle does not start with its main.rs as written:\n{}",
            &body[..expected.len().min(body.len())]
        );
        assert!(body[expected.len()..].starts_with("\n#[allow(unused)]\nmod "));
    }
}

/// Compiles the bundle `text` with a bare rustc (no warning allowed), runs
/// it on `input` and returns what it printed.
fn compile_and_run(name: &str, text: &str, input: &[u8]) -> String {
    let dir = scratch(name);
    let (file, exe) = (dir.join(format!("{name}.rs")), dir.join(name));
    std::fs::write(&file, text).expect("write the bundle");
    let out = Command::new("rustc")
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&exe)
        .arg(&file)
        .output()
        .expect("run rustc");
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut child = Command::new(&exe)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run the bundle");
    std::io::Write::write_all(&mut child.stdin.take().expect("stdin"), input).expect("write stdin");
    let out = child.wait_with_output().expect("wait for the bundle");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A binary that reads stdin with `input!` and no `from`.
const STDIN_MAIN: &str = "//! Sums a list.
use proconio::input;

fn main() {
    // n, then n numbers
    input! { n: usize, a: [u64; n] }
    println!(\"{}\", a.iter().sum::<u64>());
}
";

#[test]
fn a_binary_reading_stdin_keeps_the_stdin_arms_and_sources() {
    let workspace = bundler::Workspace::load().expect("cargo metadata");
    let problem = &problems()[0];
    let text = workspace
        .bundle_source(problem, STDIN_MAIN)
        .expect("bundle a binary reading stdin");
    assert!(text.contains("\t// n, then n numbers\n"), "{text}");
    for name in ["STDIN_SOURCE", "__acquire_global_stdin_lock", "LineSource"] {
        assert!(text.contains(name), "no {name}:\n{text}");
    }
    assert_eq!(compile_and_run("stdin", &text, b"3\n1 2\n39\n"), "42\n");
}

/// The environment variable that names Debian's rustc 1.63 (set by
/// `.ci/run` from `scripts/old-rustc`).
const OLD_RUSTC: &str = "BUNDLE_OLD_RUSTC";

#[test]
#[ignore = "needs BUNDLE_OLD_RUSTC=$(scripts/old-rustc) and --ignored; .ci/run runs it"]
fn bundles_compile_with_rust_1_63_and_answer_like_the_binaries() {
    let rustc = std::env::var_os(OLD_RUSTC).unwrap_or_else(|| {
        panic!("set {OLD_RUSTC} to a rustc 1.63: {OLD_RUSTC}=$(scripts/old-rustc)")
    });
    let version = Command::new(&rustc)
        .arg("--version")
        .output()
        .expect("run the old rustc");
    let version = String::from_utf8_lossy(&version.stdout).into_owned();
    assert!(version.starts_with("rustc 1.63."), "{version}");

    // Every bundle at both editions, without a warning, two at a time.
    let dir = scratch("rust-1.63");
    let mut jobs: Vec<(String, &str)> = Vec::new();
    for problem in problems() {
        for edition in ["2018", "2021"] {
            jobs.push((problem.clone(), edition));
        }
    }
    let queue = std::sync::Mutex::new(jobs.clone());
    let failures = std::sync::Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let Some((problem, edition)) = queue.lock().expect("the queue").pop() else {
                    return;
                };
                let (source, _) = &built().bundles[&problem];
                let out = Command::new(&rustc)
                    .args(["--edition", edition, "-O", "-D", "warnings", "-o"])
                    .arg(dir.join(format!("{problem}-{edition}")))
                    .arg(source)
                    .output()
                    .expect("run the old rustc");
                if !out.status.success() || !out.stderr.is_empty() {
                    failures.lock().expect("the failures").push(format!(
                        "{problem} at edition {edition}:\n{}",
                        String::from_utf8_lossy(&out.stderr)
                    ));
                }
            });
        }
    });
    let failures = failures.into_inner().expect("the failures");
    assert!(failures.is_empty(), "{version}{}", failures.join("\n"));

    for (problem, edition) in jobs {
        let exe = dir.join(format!("{problem}-{edition}"));
        let exe = exe.to_str().expect("UTF-8 path");
        testkit::check_like_the_snapshots(exe, &crate_dir(&problem), &problem);
    }
}

#[test]
fn bundles_are_one_std_only_file_with_a_header() {
    for problem in problems() {
        let problem = problem.as_str();
        let text = source(problem);
        let first = text.lines().next().unwrap_or_default();
        assert!(
            first.starts_with(&format!("// {problem}: one-file bundle"))
                && first.contains(" at commit "),
            "{problem}: header {first:?}"
        );
        // In the code, not its comments or strings (main.rs keeps its own).
        let tokens = code_tokens(&text);
        for banned in [
            &["extern", "crate"][..],
            &["#", "[", "cfg", "(", "test", ")", "]"],
            &["#", "[", "test", "]"],
            &["cfg", "(", "feature"],
            &["macro_export"],
        ] {
            assert!(!has_run(&tokens, banned), "{problem} has {banned:?}");
        }
        // Every path to the inlined crates goes through `crate::`.
        let bare = bare_paths(&tokens);
        assert!(bare.is_empty(), "{problem}: bare paths to {bare:?}");
        assert!(has_run(&tokens, &["mod", "game_core", "{"]));
        assert!(has_run(&tokens, &["mod", "proconio", "{"]));
        // Unused parts are left out: game-core's proofs, proconio's markers.
        for unused in [
            &["mod", "proof"][..],
            &["mod", "marker"],
            &["input_interactive"],
        ] {
            assert!(!has_run(&tokens, unused), "{problem} has {unused:?}");
        }
    }
}

/// The game modules of game-core: its `pub mod` lines but `io`.
fn game_modules() -> Vec<String> {
    let lib = workspace_root().join("crates/game-core/src/lib.rs");
    let text = std::fs::read_to_string(lib).expect("read game-core's lib.rs");
    text.lines()
        .filter_map(|l| l.strip_prefix("pub mod")?.trim().strip_suffix(';'))
        .filter(|m| *m != "io")
        .map(String::from)
        .collect()
}

/// The text of game-core's module `m`: `src/m.rs`, or every file of the
/// folder `src/m/`.
fn module_text(src: &Path, m: &str) -> String {
    let file = src.join(format!("{m}.rs"));
    if file.is_file() {
        return std::fs::read_to_string(file).expect("a module");
    }
    let mut files: Vec<_> = std::fs::read_dir(src.join(m))
        .expect("a module's folder")
        .map(|e| e.expect("a folder entry").path())
        .filter(|f| f.extension().is_some_and(|x| x == "rs"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| std::fs::read_to_string(f).expect("a module file"))
        .collect()
}

/// The words of a text (runs of letters, digits and `_`) that can name a
/// module: right before `::` (`nim::Position`) or right after
/// `game_core::` (`use game_core::grundy;`), not a function, method or
/// variable of the same name (`e_and_d::grundy(a, b)`, `runs.grundy(x)`).
fn path_words(text: &str) -> Vec<&str> {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut found = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (is_word(c), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                if text[..s].ends_with("game_core::") || text[i..].starts_with("::") {
                    found.push(&text[s..i]);
                }
                start = None;
            }
            _ => {}
        }
    }
    found
}

#[test]
fn bundles_carry_only_the_game_modules_their_binary_reaches() {
    let main = "use game_core::grundy::Dag;\nruns.grundy(x); e_and_d::grundy(a, b); nim::Position";
    assert_eq!(path_words(main), ["game_core", "grundy", "e_and_d", "nim"]);
    let modules = game_modules();
    assert!(modules.len() >= 4, "{modules:?}");
    let src = workspace_root().join("crates/game-core/src");
    // The modules each module refers to (through `super::`).
    let uses: Vec<(String, Vec<String>)> = modules
        .iter()
        .map(|m| {
            let text = module_text(&src, m);
            let used = modules
                .iter()
                .filter(|other| *other != m && text.contains(&format!("super::{other}")))
                .cloned()
                .collect();
            (m.clone(), used)
        })
        .collect();
    for problem in problems() {
        let main = workspace_root()
            .join("crates")
            .join(&problem)
            .join("src/main.rs");
        let main = std::fs::read_to_string(main).expect("read main.rs");
        let main: Vec<&str> = main
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        let main = main.join("\n");
        // The modules main.rs's code names, and those they use, to a fixed
        // point.
        let named = path_words(&main);
        let mut reached: Vec<&String> = modules
            .iter()
            .filter(|m| named.contains(&m.as_str()))
            .collect();
        let mut i = 0;
        while let Some(module) = reached.get(i).copied() {
            for (m, used) in &uses {
                if m == module {
                    for u in used {
                        if !reached.contains(&u) {
                            reached.push(u);
                        }
                    }
                }
            }
            i += 1;
        }
        let text = source(&problem);
        for module in &modules {
            let carried = text.contains(&format!("mod {module} {{"));
            let reached = reached.contains(&module);
            assert!(
                !carried || reached,
                "{problem} carries {module}, which it does not reach"
            );
            if named.contains(&module.as_str()) {
                assert!(carried, "{problem} names {module} but does not carry it");
            }
        }
    }
}

#[test]
fn one_problem_to_stdout_is_the_same_bundle() {
    let problem = problems().pop().expect("a problem");
    let output = Command::new(env!("CARGO_BIN_EXE_bundler"))
        .arg(&problem)
        .current_dir(workspace_root())
        .output()
        .expect("run the bundler");
    assert!(output.status.success());
    let printed = String::from_utf8(output.stdout).expect("UTF-8 bundle");
    // The same up to the commit in the header, which may have moved on.
    let body = |text: &str| text.split_once('\n').map(|(_, b)| b.to_string());
    assert_eq!(body(&printed), body(&source(&problem)));
    // Its size, and the limits it meets, on stderr.
    let stderr = String::from_utf8_lossy(&output.stderr);
    let limit = problems::workspace::Workspace::load()
        .unwrap()
        .problem(&problem)
        .unwrap()
        .bundle_limit;
    assert_eq!(
        stderr,
        bundler::size_report(&problem, printed.len(), limit) + "\n"
    );

    let unknown = Command::new(env!("CARGO_BIN_EXE_bundler"))
        .arg("poj9999")
        .current_dir(workspace_root())
        .output()
        .expect("run the bundler");
    assert_eq!(unknown.status.code(), Some(1));
    let message = String::from_utf8_lossy(&unknown.stderr);
    let all = problems().join(", ");
    assert_eq!(
        message,
        format!("error: no problem crate \"poj9999\"; the problems are: {all}\n")
    );
}

#[test]
fn a_closed_pipe_is_one_error_line() {
    let problem = &problems()[0];
    for args in [&[problem.as_str()][..], &["--help"]] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_bundler"));
        cmd.args(args).current_dir(workspace_root());
        let got = testkit::run_into_closed_pipe(&mut cmd, b"");
        assert_eq!(
            (got.stderr.as_str(), got.code),
            (testkit::CLOSED_PIPE, Some(1))
        );
    }
}

#[test]
fn the_script_is_executable_posix_sh() {
    let script = workspace_root().join("scripts/bundle");
    let text = std::fs::read_to_string(&script).expect("read scripts/bundle");
    assert!(text.starts_with("#!/bin/sh\n"));
    assert!(text.contains("exec cargo run $quiet --release -p bundler -- \"$@\""));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&script)
            .expect("stat")
            .permissions()
            .mode();
        assert_eq!(mode & 0o111, 0o111, "scripts/bundle is not executable");
    }
    let syntax = Command::new("sh")
        .arg("-n")
        .arg(&script)
        .status()
        .expect("run sh");
    assert!(syntax.success(), "sh -n scripts/bundle failed");
}

/// The newest `libproconio-*.rlib` Cargo built beside this test.
fn proconio_rlib() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's path");
    let deps = exe.parent().expect("the deps folder");
    std::fs::read_dir(deps)
        .expect("list the deps folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            name.starts_with("libproconio-") && name.ends_with(".rlib")
        })
        .max_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok())
        .expect("proconio is a dev-dependency, so its rlib is built")
}

#[test]
fn a_judge_that_offers_proconio_compiles_the_bundle_unchanged() {
    // AtCoder passes its crates to rustc: `proconio` is then both a crate
    // and the bundle's module. The bundle's `crate::proconio` paths must
    // stay unambiguous and use the module.
    let problem = &problems()[0];
    let (source, _) = &built().bundles[problem];
    let exe = scratch("extern").join(problem);
    let out = Command::new("rustc")
        .args(["--edition", "2021", "-O", "--extern"])
        .arg(format!("proconio={}", proconio_rlib().display()))
        .arg("-o")
        .arg(&exe)
        .arg(source)
        .output()
        .expect("run rustc");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let exe = exe.to_str().expect("UTF-8 path");
    testkit::check_like_the_snapshots(exe, &crate_dir(problem), problem);
}

#[test]
fn the_header_names_the_commit() {
    let commit = bundler::commit(&workspace_root());
    let hash = commit.strip_suffix("-dirty").unwrap_or(&commit);
    assert!(
        hash.len() >= 7 && hash.chars().all(|c| c.is_ascii_hexdigit()),
        "{commit}"
    );
    let first = source(&problems()[0])
        .lines()
        .next()
        .unwrap_or_default()
        .to_string();
    assert!(first.contains(" at commit "), "{first}");
    // Outside a git work tree there is no commit to name.
    let outside = std::env::temp_dir();
    if !outside.join(".git").exists() {
        assert_eq!(bundler::commit(&outside), "unknown");
    }
}

/// A binary that reads arrays, a tuple, a `mut` binding and a `usize` from
/// an [`Input`](game_core::io::Input), through arms no problem uses.
const SHAPES_MAIN: &str = "use game_core::io::{self, Error, Input, Nat, Output};
use proconio::input;
use std::io::{Read, Write};
use std::process::ExitCode;

fn solve<R: Read, W: Write>(src: &mut Input<R>, out: &mut Output<W>) -> Result<(), Error> {
    input! { from &mut *src, n: usize, mut v: [Nat; n], t: (Nat, Nat) }
    src.check()?;
    v.push(t.0 + t.1);
    out.ints(&v);
    Ok(())
}

fn main() -> ExitCode {
    io::run(solve)
}
";

#[test]
fn other_ways_of_reading_keep_the_arms_and_impls_they_need() {
    let workspace = bundler::Workspace::load().expect("cargo metadata");
    let text = workspace
        .bundle_source(&problems()[0], SHAPES_MAIN)
        .expect("bundle");
    // `usize` has no impl of its own: the blanket impl stays, and with it
    // the default method it calls; stdin is still not read.
    assert!(text.contains("Readable for T"), "{text}");
    assert!(text.contains("fn next_token_unwrap"), "{text}");
    assert!(!text.contains("STDIN_SOURCE"), "{text}");
    assert_eq!(
        compile_and_run("shapes", &text, b"2\n1 2\n3 4\n"),
        "1 2 7\n"
    );
}
