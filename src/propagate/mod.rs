//! The propagator: a deterministic fixpoint that reproduces Shardy's
//! `sdy-propagation-pipeline` op for op.
//!
//! The propagation hierarchy of the propagation seed, one module per concept, innermost
//! first:
//!
//! | module | what it does |
//! |---|---|
//! | [`basic`] | per factor: compatible major axes, truncation at the first conflict, expansion |
//! | [`aggressive`] | Shardy's default: source tensors, factor ordering, per-tensor conflict resolution, the elementwise sideways rule |
//! | [`step`] | one op: project operand and result shardings onto the rule's factors, run a strategy, project back |
//! | [`graph`] | what the driver needs of the IR: sharding slots, use lists, data-flow edges, op kinds, liveness |
//! | [`sharding_table`] | the engine's sharding per value: a `u32` per value into a pool holding each distinct sharding once |
//! | [`engine`] | the worklist driver (pre-order start, LIFO, dedup, re-enqueue rules, dead-op erasure, sweeps until nothing changes, typed stop reason, stats), barriers, function results |
//! | [`groups`] | sharding groups: the initial sync (open constraints on conflict) and the members an update is copied to |
//! | [`op_priority`] | the five cumulative op-priority runs and their directions |
//! | [`user_priority`] | p0 first, then each larger priority |
//! | [`export`] | the export passes that make the printout match Shardy's |
//! | [`provenance`], [`explain`] | where each axis came from (annotation, chain of ops, priority, run), what was blocked and why, the factor table (`autoshard explain`) |
//! | [`priority_cut`] | what the annotations up to a priority imply (`--through-priority`, incremental partitioning) |
//! | [`pipeline`] | `sdy-propagation-pipeline`: import passes, propagation, export |
//!
//! Shardings live in a side table keyed by [`ValueId`] (the [`engine::Engine`]) while
//! propagation runs and are written back as attributes at the end; the import and
//! export passes work on the IR like the other passes of [`crate::passes`].
//!
//! Architecture invariant: no hash-map iteration order reaches the output, and nothing
//! runs in parallel inside one module, so the output is a function of the input bytes.

pub mod aggressive;
pub mod basic;
pub mod engine;
pub mod explain;
pub mod export;
pub mod factor_table;
pub mod graph;
pub mod groups;
pub mod op_priority;
pub mod pipeline;
pub mod priority_cut;
pub mod provenance;
pub mod sharding_table;
pub mod step;
pub mod user_priority;

use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::types::Dim;
use crate::ir::{Module, Type, ValueId};
use crate::passes::sharding::{set_func_result_sharding, set_sharding};
use crate::rules::RuleOptions;
pub use engine::{Engine, Policy, Stats, StopReason};
pub use step::FactorStrategy;

/// Which strategies each run uses (`propagation-strategy=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Strategy {
    #[default]
    Aggressive,
    Basic,
    BasicThenAggressive,
}

impl Strategy {
    pub fn parse(s: &str) -> Option<Strategy> {
        Some(match s {
            "aggressive" => Strategy::Aggressive,
            "basic" => Strategy::Basic,
            "basic-then-aggressive" => Strategy::BasicThenAggressive,
            _ => return None,
        })
    }
    pub fn factor_strategies(self) -> &'static [FactorStrategy] {
        match self {
            Strategy::Aggressive => &[FactorStrategy::Aggressive],
            Strategy::Basic => &[FactorStrategy::Basic],
            Strategy::BasicThenAggressive => &[FactorStrategy::Basic, FactorStrategy::Aggressive],
        }
    }
}

/// How far up the hierarchy a propagation pass goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// `sdy-basic-propagate`: one run of the basic strategy, every direction.
    Basic,
    /// `sdy-aggressive-propagate`: one run of each strategy of [`Options::strategy`].
    Aggressive,
    /// `sdy-op-priority-propagate`: the five op-priority runs.
    OpPriority,
    /// `sdy-user-priority-propagate`: every user priority, each with op priorities.
    UserPriority,
}

/// Options of the propagation passes.
#[derive(Clone, Debug)]
pub struct Options {
    pub strategy: Strategy,
    /// Run the op-priority schedule (off: one run per user priority).
    pub op_priority: bool,
    /// Shardy's conservative propagation (conservative rules, no sub-axes).
    pub conservative: bool,
    /// Sweeps per greedy run (Shardy's driver makes one).
    pub max_sweeps: usize,
    /// Record where each axis came from ([`Report::provenance`]).
    pub provenance: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            strategy: Strategy::Aggressive,
            op_priority: true,
            conservative: false,
            max_sweeps: 1,
            provenance: false,
        }
    }
}

/// What a propagation pass did.
#[derive(Clone, Debug)]
pub struct Report {
    pub stop: StopReason,
    pub stats: Stats,
    pub warnings: Diagnostics,
    /// With [`Options::provenance`]: the origin of every axis, and the slot holding each
    /// value's sharding while propagating (provenance is keyed by slots).
    pub provenance: Option<(provenance::Provenance, Vec<Option<ValueId>>)>,
}

/// Shardy propagates only static shapes and no tuples (`allValidShapes`).
fn check_shapes(m: &Module) -> Diagnostics {
    let mut d = Diagnostics::default();
    for op in m.walk() {
        for &r in &m.ops[op].results {
            match &m.values[r].ty {
                Type::Tensor(t) if t.shape.iter().any(|d| matches!(d, Dim::Dynamic)) => {
                    d.push(Diagnostic::error(
                        m.ops[op].span,
                        format!(
                            "Shardy propagation only supports ranked tensors with a static shape. type: {}",
                            m.values[r].ty
                        ),
                    ));
                    return d;
                }
                Type::Tuple(_) => {
                    d.push(Diagnostic::error(
                        m.ops[op].span,
                        format!(
                            "Shardy propagation doesn't support tuples: {}",
                            m.values[r].ty
                        ),
                    ));
                    return d;
                }
                _ => {}
            }
        }
    }
    d
}

/// Runs a propagation pass on `m` (already imported) and writes the shardings back.
pub fn propagate(m: &mut Module, level: Level, opts: &Options) -> Result<Report, Diagnostics> {
    let errors = check_shapes(m);
    if errors.has_errors() {
        return Err(errors);
    }
    let rule_opts = RuleOptions {
        conservative: opts.conservative,
        lowered_chlo: false,
    };
    let (mut warnings, groups) = groups::sync(m);
    let g = graph::Graph::build(m, &rule_opts);
    warnings.0.extend(g.rule_warnings.iter().cloned());
    let (stop, stats, writes, provenance) = {
        let mut e = match groups {
            Some(groups) => Engine::with_groups(m, g, groups, opts.conservative),
            None => Engine::new(m, g, opts.conservative),
        };
        if opts.provenance {
            e.enable_provenance();
        }
        e.max_sweeps = opts.max_sweeps;
        let stop = match level {
            Level::Basic => e.run(Policy::Any, FactorStrategy::Basic),
            Level::Aggressive => {
                op_priority::propagate(&mut e, opts.strategy.factor_strategies(), false)
            }
            Level::OpPriority => {
                op_priority::propagate(&mut e, opts.strategy.factor_strategies(), opts.op_priority)
            }
            Level::UserPriority => user_priority::propagate(
                &mut e,
                opts.strategy.factor_strategies(),
                opts.op_priority,
            ),
        };
        let prov = e.prov.take().map(|p| (p, e.g.slot.clone()));
        (stop, e.stats.clone(), Writes::collect(&mut e), prov)
    };
    writes.apply(m);
    Ok(Report {
        stop,
        stats,
        warnings,
        provenance,
    })
}

/// What the engine changed, to write back into the IR.
struct Writes {
    values: Vec<(ValueId, crate::ir::sdy::TensorSharding)>,
    func_results: Vec<(crate::ir::OpId, usize, crate::ir::sdy::TensorSharding)>,
    erased: Vec<crate::ir::OpId>,
}

impl Writes {
    fn collect(e: &mut Engine) -> Writes {
        let values = (0..e.dirty.len())
            .filter(|&v| e.dirty[v])
            .filter_map(|v| Some((ValueId(v as u32), e.shardings.get(v)?.clone())))
            .collect();
        let mut func_results = Vec::new();
        for (fi, dirty) in e.func_results_dirty.iter().enumerate() {
            for (r, &d) in dirty.iter().enumerate() {
                if d {
                    if let Some(s) = e.func_results[fi][r].clone() {
                        func_results.push((e.g.funcs[fi].0, r, s));
                    }
                }
            }
        }
        let erased =
            e.g.preorder
                .iter()
                .copied()
                .filter(|&o| !e.g.alive[o.0 as usize])
                .collect();
        Writes {
            values,
            func_results,
            erased,
        }
    }

    fn apply(self, m: &mut Module) {
        for (v, s) in self.values {
            set_sharding(m, v, s);
        }
        for (f, r, s) in self.func_results {
            set_func_result_sharding(m, f, r, s);
        }
        let mut eraser = export::Eraser::default();
        for op in self.erased {
            eraser.erase(m, op);
        }
        eraser.finish(m);
    }
}
