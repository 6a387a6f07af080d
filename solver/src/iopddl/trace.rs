//! The search's log: with `AUTOSHARD_IOPDDL_TRACE` set (to anything), each phase and each new
//! best answer is written to stderr with the seconds since the search started, so the incumbent
//! curve of a run can be read off (`autoshard iopddl FILE 2> curve.log`). Off by default: the
//! answer and its report never depend on it.

use std::time::Instant;

/// A clock and whether to log.
pub(crate) struct Trace {
    clock: Instant,
    on: bool,
}

impl Trace {
    /// Logs when `AUTOSHARD_IOPDDL_TRACE` is set.
    pub(crate) fn from_env() -> Self {
        Trace {
            clock: Instant::now(),
            on: std::env::var_os("AUTOSHARD_IOPDDL_TRACE").is_some(),
        }
    }

    /// Writes `what` with the elapsed seconds (when on).
    pub(crate) fn note(&self, what: impl FnOnce() -> String) {
        if self.on {
            eprintln!("[{:7.2} s] {}", self.clock.elapsed().as_secs_f64(), what());
        }
    }
}
