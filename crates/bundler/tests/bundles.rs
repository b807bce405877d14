//! The bundles as a judge sees them: each problem's bundle is compiled with a
//! bare `rustc --edition 2021 -O` (no Cargo, no crates) and must answer
//! every case of `testdata/<problem>` exactly like the real binary, use no
//! std API newer than Rust 1.70, and fit Codeforces' 64 KiB.
//!
//! The seven bundles are made and compiled once (in parallel), then shared
//! by the tests.

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
        testkit::check_testdata(exe, &problem);
        testkit::check_bad_inputs(exe, &problem);
    }
}

#[test]
fn bundles_fit_codeforces_limit() {
    for problem in problems() {
        let size = source(&problem).len();
        assert!(
            size <= bundler::SIZE_LIMIT,
            "{problem}: {size} bytes > {}",
            bundler::SIZE_LIMIT
        );
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
        for banned in [
            "extern crate",
            "#[cfg(test)]",
            "#[test]",
            "cfg(feature",
            "macro_export",
        ] {
            assert!(!text.contains(banned), "{problem} has {banned:?}");
        }
        // Every path to the inlined crates goes through `crate::`.
        for name in ["proconio::", "game_core::"] {
            for (i, _) in text.match_indices(name) {
                let before = &text[..i];
                assert!(
                    before.ends_with("crate::") || before.ends_with("$crate::"),
                    "{problem}: bare path at {:?}",
                    &text[i.saturating_sub(30)..i + name.len()]
                );
            }
        }
        assert!(text.contains("\nmod game_core {") || text.contains("mod game_core {"));
        assert!(text.contains("mod proconio {"));
        // Unused parts are left out: game-core's solver, proconio's markers.
        assert!(!text.contains("mod solver"), "{problem} has the solver");
        assert!(
            !text.contains("mod marker"),
            "{problem} has proconio's markers"
        );
        assert!(!text.contains("input_interactive"), "{problem}");
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

#[test]
fn bundles_carry_only_the_game_modules_their_binary_names() {
    let modules = game_modules();
    assert!(modules.len() >= 4, "{modules:?}");
    for problem in problems() {
        let main = workspace_root()
            .join("crates")
            .join(&problem)
            .join("src/main.rs");
        let main = std::fs::read_to_string(main).expect("read main.rs");
        let words: Vec<&str> = main
            .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
            .collect();
        let text = source(&problem);
        for module in &modules {
            let named = words.contains(&module.as_str());
            let carried = text.contains(&format!("mod {module} {{"));
            assert_eq!(carried, named, "{problem}: module {module}");
        }
    }
}

/// `clippy-driver` on `file` with `msrv = "1.70"` and
/// `-D clippy::incompatible_msrv`: whether it passed, and its messages.
fn msrv_check(file: &Path, conf: &Path) -> (bool, String) {
    let out = Command::new("clippy-driver")
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "bin",
            "--emit=metadata",
        ])
        .args(["-D", "clippy::incompatible_msrv", "-o"])
        .arg(file.with_extension("rmeta"))
        .arg(file)
        .env("CLIPPY_CONF_DIR", conf)
        .output()
        .expect("run clippy-driver (rustup component add clippy)");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn bundles_use_no_std_api_newer_than_rust_1_70() {
    let conf = scratch("msrv");
    std::fs::write(conf.join("clippy.toml"), "msrv = \"1.70\"\n").expect("write clippy.toml");

    // The check fires: u64::isqrt is stable since 1.84.
    let canary = conf.join("canary.rs");
    std::fs::write(
        &canary,
        "fn main() { println!(\"{}\", (std::env::args().count() as u64).isqrt()); }\n",
    )
    .expect("write the canary");
    let (passed, messages) = msrv_check(&canary, &conf);
    assert!(!passed, "the MSRV check did not fire:\n{messages}");
    assert!(messages.contains("1.84"), "{messages}");

    for problem in problems() {
        let problem = problem.as_str();
        let (path, _) = &built().bundles[problem];
        let copy = conf.join(format!("{problem}.rs"));
        std::fs::copy(path, &copy).expect("copy the bundle");
        let (passed, messages) = msrv_check(&copy, &conf);
        assert!(passed, "{problem} needs a newer Rust:\n{messages}");
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
fn the_script_is_executable_posix_sh() {
    let script = workspace_root().join("scripts/bundle");
    let text = std::fs::read_to_string(&script).expect("read scripts/bundle");
    assert!(text.starts_with("#!/bin/sh\n"));
    assert!(text.contains("cargo run --quiet --release -p bundler -- \"$@\""));
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
    testkit::check_testdata(exe.to_str().expect("UTF-8 path"), problem);
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
