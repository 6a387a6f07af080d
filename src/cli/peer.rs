//! Where compiled HLO comes from for `--xla`: XLA itself through the project's jaxlib
//! peer (`scripts/peer.py compile`), or a directory of HLO the user compiled
//! (`--hlo-dir`, e.g. on the real accelerator). Both are [`PlanCompiler`]s.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use clap::Args;

use crate::report::xla::PlanCompiler;

/// The `--xla` / `--hlo-dir` options of `compare` and `solve`.
#[derive(Args, Debug, Clone, Default)]
pub struct XlaArgs {
    /// Compile every plan's `full` module with XLA (jaxlib's, through scripts/peer.py)
    /// and report the compiled program's cost beside the prediction. The peer's python
    /// is $AUTOSHARD_PEER_PYTHON (default `python3`, which re-executes in the project
    /// venv), the script $AUTOSHARD_PEER_SCRIPT or the repository's scripts/peer.py.
    #[arg(long)]
    pub xla: bool,
    /// Read each plan's compiled HLO from DIR instead of compiling it: `DIR/PLAN.hlo`,
    /// `DIR/PLAN.txt`, or a directory `DIR/PLAN/` holding one
    /// `*after_optimizations.txt` (an `--xla_dump_to` of that plan's compile).
    #[arg(long, value_name = "DIR", conflicts_with = "xla")]
    pub hlo_dir: Option<PathBuf>,
}

impl XlaArgs {
    /// The compiler the options ask for; `Ok(None)` when neither is given, `Err` (why
    /// the compiled columns are absent) when `--xla` finds no peer.
    pub fn compiler(&self) -> Result<Option<Box<dyn PlanCompiler>>, String> {
        if let Some(d) = &self.hlo_dir {
            if !d.is_dir() {
                return Err(format!("--hlo-dir {}: not a directory", d.display()));
            }
            return Ok(Some(Box::new(HloDir { dir: d.clone() })));
        }
        if !self.xla {
            return Ok(None);
        }
        Peer::find().map(|p| Some(Box::new(p) as Box<dyn PlanCompiler>))
    }
}

/// XLA through `scripts/peer.py compile -` (the module on standard input).
pub struct Peer {
    python: PathBuf,
    script: PathBuf,
}

impl Peer {
    /// The peer named by the environment, else the repository's script next to this
    /// binary (`target/*/autoshard` -> `scripts/peer.py`) or at build time.
    pub fn find() -> Result<Peer, String> {
        let python = std::env::var_os("AUTOSHARD_PEER_PYTHON")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("python3"));
        let mut candidates: Vec<PathBuf> = Vec::new();
        if let Some(s) = std::env::var_os("AUTOSHARD_PEER_SCRIPT") {
            candidates.push(PathBuf::from(s));
        }
        if let Ok(exe) = std::env::current_exe() {
            for up in exe.ancestors().skip(1).take(4) {
                candidates.push(up.join("scripts/peer.py"));
            }
        }
        candidates.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/peer.py"));
        let script = candidates
            .into_iter()
            .find(|p| p.is_file())
            .ok_or_else(|| {
                "no jaxlib peer: set AUTOSHARD_PEER_SCRIPT to scripts/peer.py of an autoshard \
             checkout (and AUTOSHARD_PEER_PYTHON to a python with jax 0.10.2), or give \
             --hlo-dir"
                    .to_string()
            })?;
        Ok(Peer { python, script })
    }
}

impl PlanCompiler for Peer {
    fn describe(&self) -> String {
        "XLA of jaxlib 0.10.2 (CPU, 8 devices) through scripts/peer.py".into()
    }

    fn compile(&self, _plan: &str, full: &str) -> Result<String, String> {
        let mut child = Command::new(&self.python)
            .arg(&self.script)
            .args(["compile", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", self.python.display()))?;
        // Feed the module from a thread: a large module would fill the pipe while the
        // peer's output fills the other.
        let mut stdin = child.stdin.take().ok_or("no stdin for the peer")?;
        let text = full.to_string();
        let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
        let out = child.wait_with_output().map_err(|e| format!("peer: {e}"))?;
        let _ = writer.join();
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            let err = err
                .lines()
                .rev()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("");
            return Err(format!("XLA: {}", err.trim()));
        }
        String::from_utf8(out.stdout).map_err(|e| format!("peer output: {e}"))
    }
}

/// HLO the user compiled, one file (or `--xla_dump_to` directory) per plan.
pub struct HloDir {
    dir: PathBuf,
}

impl HloDir {
    fn file_of(&self, plan: &str) -> Result<PathBuf, String> {
        for ext in ["hlo", "txt"] {
            let p = self.dir.join(format!("{plan}.{ext}"));
            if p.is_file() {
                return Ok(p);
            }
        }
        let sub = self.dir.join(plan);
        if sub.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(&sub)
                .map_err(|e| format!("{}: {e}", sub.display()))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    p.file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| n.ends_with("after_optimizations.txt"))
                })
                .collect();
            found.sort();
            return match found.len() {
                1 => Ok(found.remove(0)),
                0 => Err(format!("{}: no *after_optimizations.txt", sub.display())),
                n => Err(format!(
                    "{}: {n} *after_optimizations.txt files, expected one",
                    sub.display()
                )),
            };
        }
        Err(format!(
            "no {plan}.hlo, {plan}.txt or {plan}/ in {}",
            self.dir.display()
        ))
    }
}

impl PlanCompiler for HloDir {
    fn describe(&self) -> String {
        format!("HLO read from {}", self.dir.display())
    }

    fn compile(&self, plan: &str, _full: &str) -> Result<String, String> {
        let p = self.file_of(plan)?;
        std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))
    }
}

/// A compiler that keeps what it was given and what it returned, so that the CLI can
/// write each plan's `full` module and compiled HLO beside the report.
pub struct Recording {
    inner: Box<dyn PlanCompiler>,
    seen: std::sync::Mutex<Vec<(String, String, Result<String, String>)>>,
}

impl Recording {
    pub fn new(inner: Box<dyn PlanCompiler>) -> Recording {
        Recording {
            inner,
            seen: std::sync::Mutex::new(Vec::new()),
        }
    }

    /// Writes `PLAN.full.mlir` and `PLAN.hlo` (or `PLAN.error.txt`) into `dir`.
    pub fn write_to(&self, dir: &Path) -> Result<(), String> {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("{}: cannot create: {e}", dir.display()))?;
        let seen = self
            .seen
            .lock()
            .map_err(|_| "a compile panicked".to_string())?;
        for (plan, full, hlo) in seen.iter() {
            let files = [
                (format!("{plan}.full.mlir"), full.as_str()),
                match hlo {
                    Ok(h) => (format!("{plan}.hlo"), h.as_str()),
                    Err(e) => (format!("{plan}.error.txt"), e.as_str()),
                },
            ];
            for (name, text) in files {
                let p = dir.join(name);
                std::fs::write(&p, text)
                    .map_err(|e| format!("{}: cannot write: {e}", p.display()))?;
            }
        }
        Ok(())
    }
}

impl PlanCompiler for Recording {
    fn describe(&self) -> String {
        self.inner.describe()
    }

    fn compile(&self, plan: &str, full: &str) -> Result<String, String> {
        let r = self.inner.compile(plan, full);
        if let Ok(mut seen) = self.seen.lock() {
            seen.push((plan.to_string(), full.to_string(), r.clone()));
        }
        r
    }
}
