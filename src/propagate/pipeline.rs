//! `sdy-propagation-pipeline`: the import passes, user-priority propagation, and the
//! export passes, as the pipeline jaxlib 0.10.2 expands it (`PIPELINE`). The pass
//! functions of the propagation levels live here too, with their options.

use std::time::{Duration, Instant};

use super::{propagate, Level, Options, Strategy};
use crate::diag::Diagnostics;
use crate::ir::Module;
use crate::passes::{PassOptions, PassResult, Pipeline};

/// The passes of `sdy-propagation-pipeline` after the import prefix
/// ([`crate::passes::PROPAGATION_IMPORT`]), in order.
pub const AFTER_IMPORT: &[&str] = &[
    "sdy-user-priority-propagate{keep-sharding-rules=true}",
    "sdy-export-named-computations",
    "sdy-propagate-to-func-results",
    "sdy-unflatten-call-graph",
    "symbol-dce",
    "sdy-insert-func-call-reshards",
    "autoshard-constant-or-scalar-merger",
    "sdy-sink-data-flow-edges",
    "sdy-remove-sharding-groups",
    "sdy-sharding-constraint-to-reshard",
    "sdy-update-non-divisible-input-output-shardings",
    "sdy-remove-sub-axes-in-input-output-shardings",
    "sdy-close-shardings",
    "sdy-insert-explicit-reshards",
    "canonicalize",
    "sdy-drop-sharding-rules",
];

/// The whole pipeline as a registered pipeline of [`crate::passes::PASSES`].
pub const PIPELINE: &[&str] = &[
    "autoshard-propagation-import",
    "sdy-user-priority-propagate{keep-sharding-rules=true}",
    "sdy-export-named-computations",
    "sdy-propagate-to-func-results",
    "sdy-unflatten-call-graph",
    "symbol-dce",
    "sdy-insert-func-call-reshards",
    "autoshard-constant-or-scalar-merger",
    "sdy-sink-data-flow-edges",
    "sdy-remove-sharding-groups",
    "sdy-sharding-constraint-to-reshard",
    "sdy-update-non-divisible-input-output-shardings",
    "sdy-remove-sub-axes-in-input-output-shardings",
    "sdy-close-shardings",
    "sdy-insert-explicit-reshards",
    "canonicalize",
    "sdy-drop-sharding-rules",
];

/// The options of the propagation passes (Shardy's names).
pub const PROPAGATION_OPTIONS: &[crate::passes::PassOption] = &[
    crate::passes::PassOption {
        name: "propagation-strategy",
        default: "aggressive",
        help: "aggressive, basic or basic-then-aggressive",
    },
    crate::passes::PassOption {
        name: "conservative-propagation",
        default: "false",
        help: "conservative rules and no sub-axes",
    },
    crate::passes::PassOption {
        name: "run-op-priority-propagation",
        default: "true",
        help: "run the five op-priority runs (user-priority pass)",
    },
    crate::passes::PassOption {
        name: "keep-sharding-rules",
        default: "false",
        help: "accepted for compatibility (rules are a side table here)",
    },
    crate::passes::PassOption {
        name: "debug-sharding-origins",
        default: "false",
        help: "attach sdy.sharding_origins (where each axis came from) to every sharded value",
    },
    crate::passes::PassOption {
        name: "debug-propagation-edge-sharding",
        default: "false",
        help: "accepted for compatibility",
    },
    crate::passes::PassOption {
        name: "module-dump-directory",
        default: "",
        help: "accepted for compatibility (nothing is dumped)",
    },
];

/// [`Options`] from pass options.
pub fn options(o: &PassOptions) -> Result<Options, String> {
    let strategy = match o.get("propagation-strategy") {
        None => Strategy::Aggressive,
        Some(s) => Strategy::parse(s).ok_or_else(|| {
            format!("unknown propagation-strategy '{s}' (aggressive, basic, basic-then-aggressive)")
        })?,
    };
    Ok(Options {
        strategy,
        op_priority: o.bool("run-op-priority-propagation", true),
        conservative: o.bool("conservative-propagation", false),
        provenance: o.bool("debug-sharding-origins", false),
        ..Options::default()
    })
}

fn run_level(m: &mut Module, o: &PassOptions, level: Level) -> PassResult {
    let opts = options(o).map_err(|e| {
        let mut d = Diagnostics::default();
        d.error(crate::diag::Span::DUMMY, e);
        d
    })?;
    propagate(m, level, &opts).map(|mut r| {
        if let Some((prov, slots)) = r.provenance.take() {
            super::provenance::attach_origins(m, &prov, &slots);
        }
        r.warnings
    })
}

pub fn basic_pass(m: &mut Module, o: &PassOptions) -> PassResult {
    run_level(m, o, Level::Basic)
}

pub fn aggressive_pass(m: &mut Module, o: &PassOptions) -> PassResult {
    run_level(m, o, Level::Aggressive)
}

pub fn op_priority_pass(m: &mut Module, o: &PassOptions) -> PassResult {
    run_level(m, o, Level::OpPriority)
}

pub fn user_priority_pass(m: &mut Module, o: &PassOptions) -> PassResult {
    run_level(m, o, Level::UserPriority)
}

/// A pass that does nothing here (`sdy-pre-order-funcs` records an order the propagator
/// computes itself).
pub fn no_op(_m: &mut Module, _o: &PassOptions) -> PassResult {
    Ok(Diagnostics::default())
}

/// The time each pass of a run took, and what the propagation pass reported.
#[derive(Clone, Debug, Default)]
pub struct Timing {
    pub passes: Vec<(String, Duration)>,
    pub propagation: Option<super::Report>,
}

impl Timing {
    pub fn total(&self) -> Duration {
        self.passes.iter().map(|(_, d)| *d).sum()
    }
}

/// Runs `sdy-propagation-pipeline` on a parsed module, timing each pass.
pub fn run_pipeline(m: &mut Module) -> Result<(Diagnostics, Timing), Diagnostics> {
    run_pipeline_with(m, false)
}

/// [`run_pipeline`], optionally attaching `sdy.sharding_origins` (where each axis came
/// from, [`super::provenance::attach_origins`]) right after propagation, so that the
/// export passes carry them to the printout.
pub fn run_pipeline_with(
    m: &mut Module,
    sharding_origins: bool,
) -> Result<(Diagnostics, Timing), Diagnostics> {
    let p = Pipeline::parse("sdy-propagation-pipeline").expect("the pipeline is registered");
    let mut timing = Timing::default();
    let mut all = Diagnostics::default();
    for step in &p.steps {
        let crate::passes::PassKind::Pass(f) = step.pass.kind else {
            continue;
        };
        let t = Instant::now();
        let r = if step.pass.name == "sdy-user-priority-propagate" {
            // The same pass, keeping its report.
            match options(&step.options) {
                Ok(opts) => {
                    let opts = Options {
                        provenance: opts.provenance || sharding_origins,
                        ..opts
                    };
                    propagate(m, Level::UserPriority, &opts).map(|mut rep| {
                        if let Some((prov, slots)) = rep.provenance.take() {
                            super::provenance::attach_origins(m, &prov, &slots);
                        }
                        let w = rep.warnings.clone();
                        timing.propagation = Some(rep);
                        w
                    })
                }
                Err(e) => {
                    let mut d = Diagnostics::default();
                    d.error(crate::diag::Span::DUMMY, e);
                    Err(d)
                }
            }
        } else {
            f(m, &step.options)
        };
        timing
            .passes
            .push((step.pass.name.to_string(), t.elapsed()));
        match r {
            Ok(d) => all.0.extend(d.0),
            Err(d) => {
                all.0.extend(d.0);
                return Err(all);
            }
        }
    }
    Ok((all, timing))
}
