//! Shared test support: the model corpus and the jaxlib peer (the real Shardy/MLIR from
//! PyPI's jaxlib, driven through `scripts/peer.py`).
#![allow(dead_code)]

pub mod mutate;

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.mlir` file in `models/` and in `models/lib/` (the library models: Keras-Hub,
/// Flax, penzai; both plain and `.debug.mlir`), sorted, `models/` first. Panics if the
/// corpus is missing: a test over no models proves nothing.
pub fn model_files() -> Vec<PathBuf> {
    let mut v = mlir_files(&repo().join("models"));
    assert!(
        v.len() >= 22,
        "the model corpus is incomplete: {} files in models/",
        v.len()
    );
    let lib = mlir_files(&repo().join("models/lib"));
    assert!(
        lib.len() >= 10,
        "the library corpus is incomplete: {} files in models/lib/",
        lib.len()
    );
    v.extend(lib);
    v
}

fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    v.sort();
    v
}

/// Whether `name` (`NAME`, `NAME.mlir` or `NAME.debug.mlir`) is a library model
/// (`models/lib/`).
pub fn is_lib_model(name: &str) -> bool {
    let stem = name.trim_end_matches(".mlir").trim_end_matches(".debug");
    repo()
        .join("models/lib")
        .join(format!("{stem}.mlir"))
        .exists()
}

/// The path of model file `name` (`NAME`, `.mlir` added when missing; `NAME.debug.mlir`):
/// in `models/`, or `models/lib/` for a library model.
pub fn model_path(name: &str) -> PathBuf {
    let file = if name.ends_with(".mlir") {
        name.to_string()
    } else {
        format!("{name}.mlir")
    };
    let dir = if is_lib_model(&file) {
        "models/lib"
    } else {
        "models"
    };
    repo().join(dir).join(file)
}

/// The library models the heavy per-model tests (search, emit, compile) run by default:
/// one of each kind small enough for the default run; every library model with the
/// existing full-set flags (`AUTOSHARD_COMPILE_ALL=1` or `AUTOSHARD_HLO_ALL=1`).
pub const LIB_SAMPLE: [&str; 2] = ["keras_gemma_fwd", "penzai_fwd"];

/// Whether this run asks for every model and plan (`AUTOSHARD_COMPILE_ALL=1`).
pub fn compile_all() -> bool {
    std::env::var("AUTOSHARD_COMPILE_ALL").as_deref() == Ok("1")
}

/// Models of `models/` the compile and round-trip tests (tests/plans_compile.rs,
/// tests/emit_searched.rs) run only with [`compile_all`]: each takes minutes.
pub const SLOW: [&str; 1] = ["gpt3_96l"];

/// Whether a heavy per-model test runs `name` in this run ([`LIB_SAMPLE`]): every model
/// of `models/`, the sampled library models, all of them with a full-set flag.
pub fn heavy_runs(name: &str) -> bool {
    let all = ["AUTOSHARD_COMPILE_ALL", "AUTOSHARD_HLO_ALL"]
        .iter()
        .any(|k| std::env::var(k).as_deref() == Ok("1"));
    all || !is_lib_model(name) || LIB_SAMPLE.contains(&name.trim_end_matches(".mlir"))
}

pub fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()))
}

/// The python of the project venv with jaxlib, if there is one. When the suite runs
/// through `./dev test` (CI), `AUTOSHARD_REQUIRE_PEER=1` makes a missing peer a failure.
pub fn peer_python() -> Option<PathBuf> {
    let from_env = std::env::var_os("AUTOSHARD_PEER_PYTHON").map(PathBuf::from);
    let default = repo().join(".venv/bin/python");
    let py = from_env.or_else(|| default.exists().then_some(default));
    if py.is_none() {
        assert!(
            std::env::var("AUTOSHARD_REQUIRE_PEER").as_deref() != Ok("1"),
            "AUTOSHARD_REQUIRE_PEER=1 but no jaxlib peer: run scripts/ensure-venv"
        );
        eprintln!(
            "note: no jaxlib peer (.venv); differential checks skipped. `./dev test` sets it up."
        );
    }
    py
}

/// One long-lived `peer.py --batch` process.
pub struct Peer {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

/// The outcome of one peer request.
pub struct PeerReply {
    pub ok: bool,
    pub output: String,
}

impl Peer {
    pub fn start() -> Option<Peer> {
        let py = peer_python()?;
        let mut child = Command::new(py)
            .arg(repo().join("scripts/peer.py"))
            .arg("--batch")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start scripts/peer.py");
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        Some(Peer {
            child,
            stdin,
            stdout,
        })
    }

    /// Sends one request line (`parse FILE`, `passes PIPELINE FILE ...`).
    pub fn request(&mut self, line: &str) -> PeerReply {
        self.try_request(line)
            .unwrap_or_else(|| panic!("the jaxlib peer exited during: {line}"))
    }

    /// Like [`Peer::request`], but `None` when the peer process died on the request
    /// (jaxlib crashing on an input); the peer is then unusable, start another.
    pub fn try_request(&mut self, line: &str) -> Option<PeerReply> {
        if writeln!(self.stdin, "{line}").is_err() {
            return None;
        }
        self.stdin.flush().ok()?;
        let mut output = String::new();
        let mut buf = String::new();
        let mut begun = false;
        loop {
            buf.clear();
            let n = self.stdout.read_line(&mut buf).ok()?;
            if n == 0 {
                return None;
            }
            if buf.starts_with("==== peer begin:") {
                begun = true;
                continue;
            }
            if let Some(rest) = buf.strip_prefix("==== peer end: exit=") {
                assert!(begun, "peer protocol out of sync");
                return Some(PeerReply {
                    ok: rest.trim() == "0",
                    output,
                });
            }
            output.push_str(&buf);
        }
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A fresh scratch directory `name` of the calling test: it lives under the test's own
/// directory (libtest names each test's thread after the test), so two tests of one binary
/// that run at once and ask for the same `name` never wipe each other's files.
pub fn scratch(name: &str) -> PathBuf {
    let test = std::thread::current()
        .name()
        .unwrap_or("main")
        .replace("::", ".");
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(test)
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("create scratch dir");
    d
}

/// Parses text that must be valid (a model, a test case, or jaxlib's output): the module,
/// or the rendered errors.
pub fn parse_valid(name: &str, text: &str) -> Result<autoshard::ir::Module, String> {
    let src = autoshard::diag::SourceFile::new(name, text);
    let (m, d) = autoshard::parse::parse_module(&src);
    if d.has_errors() {
        return Err(d.render(&src));
    }
    Ok(m)
}

/// jaxlib's `sdy-propagation-pipeline` on `m` (written to `path` first), parsed back;
/// panics with `what` and jaxlib's output when jaxlib fails.
pub fn jaxlib_propagate(
    peer: &mut Peer,
    path: &std::path::Path,
    m: &autoshard::ir::Module,
    what: &str,
) -> autoshard::ir::Module {
    let text = autoshard::print::print_module(m, autoshard::print::PrintOptions::default());
    std::fs::write(path, text).unwrap();
    let reply = peer.request(&format!(
        "passes sdy-propagation-pipeline '{}' --generic",
        path.display()
    ));
    assert!(reply.ok, "{what}: jaxlib: {}", reply.output);
    parse_valid("jaxlib", &reply.output).unwrap_or_else(|e| panic!("{what}: {e}"))
}

/// `models/NAME` (`.mlir` added when missing), parsed; panics with the rendered errors.
pub fn model(name: &str) -> autoshard::ir::Module {
    let file = if name.ends_with(".mlir") {
        name.to_string()
    } else {
        format!("{name}.mlir")
    };
    let text = read(&model_path(&file));
    parse_valid(&file, &text).unwrap_or_else(|e| panic!("{file} does not parse:\n{e}"))
}

/// The names of the models without debug info (`models/NAME.mlir`), sorted.
pub fn model_names() -> Vec<String> {
    model_files()
        .into_iter()
        .filter_map(|p| {
            let n = p.file_name()?.to_str()?.to_string();
            (!n.ends_with(".debug.mlir")).then(|| n.trim_end_matches(".mlir").to_string())
        })
        .collect()
}

/// Compares `actual` with the snapshot at `path`; `UPDATE_SNAPSHOTS=1` (or a missing
/// file) writes it instead.
pub fn check_snapshot(path: &Path, actual: &str) {
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() || !path.exists() {
        std::fs::write(path, actual).unwrap();
        return;
    }
    let want = std::fs::read_to_string(path).unwrap();
    assert!(
        want == actual,
        "{} differs (UPDATE_SNAPSHOTS=1 rewrites it)\n--- got ---\n{actual}",
        path.display()
    );
}

/// Runs the `autoshard` binary from the repository root: stdout, stderr, exit code.
pub fn autoshard(args: &[&str]) -> (String, String, Option<i32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_autoshard"))
        .args(args)
        .current_dir(repo())
        .output()
        .expect("the binary runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

/// jaxlib's generic form spells a propagation barrier's direction as its enum value
/// (`allowed_direction = 2 : i32`); make it the attribute the pretty form has, so that
/// printouts compare equal.
pub fn normalize_generic(m: &mut autoshard::ir::Module) {
    use autoshard::ir::sdy::{Direction, SdyAttr};
    use autoshard::ir::Attr;
    for op in m.walk() {
        if m.ops[op].name != "sdy.propagation_barrier" {
            continue;
        }
        let Some(a) = m.ops[op]
            .attrs
            .iter_mut()
            .find(|a| a.name == "allowed_direction")
        else {
            continue;
        };
        let d = match a.value.as_i64() {
            Some(0) => Direction::None,
            Some(1) => Direction::Forward,
            Some(2) => Direction::Backward,
            Some(3) => Direction::Both,
            _ => continue,
        };
        a.value = Attr::Sdy(SdyAttr::Direction(d));
    }
}
