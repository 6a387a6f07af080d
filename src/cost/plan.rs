//! Plan evaluation: what a fully sharded module costs, op by op.
//!
//! Input: a module in which every value has its sharding (`sdy.sharding` on op results,
//! `arg_attrs`/`res_attrs` on functions), as `sdy-propagation-pipeline` leaves it;
//! values without one are replicated. Per op, in program order:
//!
//! 1. **Communication.** From the op's sharding rule ([`crate::rules`]): each factor
//!    takes the axes the results give it (results first, in order), else the operands'
//!    (the most sharded one), without axes another factor already took; need-replication
//!    factors take none. Every operand whose sharding differs from what these factors
//!    make of it is resharded ([`super::reshard`]); the results come out with the
//!    factors' sharding plus, for every sharded reduction factor, partial sums along its
//!    axes, and are resharded to their own sharding (an all-reduce, or nothing when the
//!    result is declared unreduced). A sharded permutation factor costs a
//!    collective-permute of the result. Ops without a rule: function returns, loop
//!    bodies and calls reshard to the shardings of what they return to or call;
//!    `sdy.sharding_constraint`/`sdy.reshard` reshard to their own sharding; explicit
//!    collectives (`stablehlo.all_reduce`, ...) cost what they are.
//! 2. **Compute**: [`super::compute::op_work_fused`] on the shardings the op computes
//!    with and the module's fusion decisions ([`super::fusion`]).
//! 3. **Weight**: ops run as often as their loops and calls make them ([`super::weights`]).
//!
//! The result is a side table of per-op costs; the module is not changed.

use std::collections::HashMap;
use std::fmt;

mod common_axes;
mod concat;
mod dot_batch;
mod dot_contracting;
mod dynamic_slice;
mod halo;
mod infer;
mod placed;
mod reshape;
mod slice;

use super::collective::{self, CollectiveKind, CollectiveOptions};
use super::compute::{op_work_fused, program_ops, ValueShardings, Work};
use super::fusion::Fusion;
use super::hardware::HardwareProfile;
use super::links::LinkMap;
use super::once::Paid;
use super::reshard::ReshardStep;
use super::reshard_xla::xla_reshard;
use super::weights::Weights;
use crate::ir::sdy::{AxisRef, MeshAttr, MeshRef, SdyAttr, TensorSharding};
use crate::ir::{Attr, Module, OpId, ValueId};
use crate::passes::sharding::{func_arg_sharding, func_result_sharding, get_sharding, mesh_table};
use crate::passes::symbols::callee;
use crate::rules::axis;
use crate::rules::projection::{FactorSharding, ShardingProjection, TensorFactorShardings};
use crate::rules::rule::RuleQueries;
use crate::rules::{op_rule, NoRule, RuleOptions};

/// Options of plan evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanOptions {
    pub collective: CollectiveOptions,
    pub rules: RuleOptions,
    /// Trip count of a while loop whose bounds are not constants.
    pub default_trip_count: u64,
    /// A dot reads a locally sliced operand from a slice written first (XLA:CPU's
    /// `local-slice-written-for-dot`, [`super::xla_cpu`]); off for the accelerator.
    pub write_dot_slices: bool,
    /// A dot, convolution or reduce reads an operand all-gathered along a minor dim
    /// through a copy of it (XLA:CPU's `all-gather-minor-dim-copied`,
    /// [`super::xla_cpu`]); off for the accelerator.
    pub copy_minor_gathers: bool,
    /// Reduces and dots are YNNPACK library fusions, grown as XLA:CPU's
    /// `LibraryRewriter` grows them under the plan's per-device sizes (XLA:CPU's
    /// `reduce-fused-by-ynnpack`, [`super::xla_cpu`]); off for the accelerator.
    pub ynn_library_fusions: bool,
}

impl Default for PlanOptions {
    fn default() -> Self {
        PlanOptions {
            collective: CollectiveOptions::default(),
            // XLA lowers CHLO before partitioning: cost CHLO ops by their lowering's rule.
            rules: RuleOptions {
                lowered_chlo: true,
                ..RuleOptions::default()
            },
            default_trip_count: 1,
            write_dot_slices: false,
            copy_minor_gathers: false,
            ynn_library_fusions: false,
        }
    }
}

/// Why a collective is there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Why {
    /// Operand `i` resharded to what the op needs.
    Operand(usize),
    /// Result `i`: partial sums reduced, or the op's sharding of it differs from its own.
    Result(usize),
    /// A sharded permutation factor moves data between devices.
    Permutation,
    /// The op is a collective itself.
    Explicit,
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::Operand(i) => write!(f, "operand {i}"),
            Why::Result(i) => write!(f, "result {i}"),
            Why::Permutation => f.write_str("permutation"),
            Why::Explicit => f.write_str("explicit"),
        }
    }
}

/// One collective a plan needs.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanCollective {
    pub why: Why,
    /// The value it moves.
    pub value: ValueId,
    pub kind: CollectiveKind,
    pub axes: Vec<AxisRef>,
    pub group_size: u64,
    /// Per-device bytes before and after.
    pub bytes_before: u64,
    pub bytes_after: u64,
    /// Bytes each device sends, per execution.
    pub bytes_sent: f64,
    /// Alpha-beta time, per execution.
    pub time_s: f64,
}

impl PlanCollective {
    fn from_step(
        why: Why,
        value: ValueId,
        s: &ReshardStep,
        links: &LinkMap,
        opts: &CollectiveOptions,
    ) -> Self {
        PlanCollective {
            why,
            value,
            kind: s.kind,
            axes: s.axes.clone(),
            group_size: s.group_size,
            bytes_before: s.bytes_before,
            bytes_after: s.bytes_after,
            bytes_sent: s.bytes_sent(),
            time_s: s.time(links, opts),
        }
    }
}

/// What one op costs.
#[derive(Clone, Debug, PartialEq)]
pub struct OpCost {
    pub op: OpId,
    /// Executions per program step.
    pub weight: f64,
    /// Per device, per execution.
    pub work: Work,
    pub compute_s: f64,
    pub collectives: Vec<PlanCollective>,
    /// Largest per-device size of a temporary the op's reshards create.
    pub transient_bytes: u64,
    /// The shardings the op computes with where they differ from the values' own
    /// (operands as it needs them, results as it produces them), by value.
    pub views: Vec<(ValueId, TensorSharding)>,
    /// Operands whose reshard an earlier op of the block already paid for (it reads that
    /// reshard's result, as XLA's partitioner reuses it): (operand, the op that pays).
    pub shared_reshards: Vec<(ValueId, OpId)>,
    /// An identical constant or scalar broadcast earlier in the region with the same
    /// sharding: this op is that one (Shardy's merger, XLA's CSE) and costs nothing.
    pub merged_into: Option<OpId>,
}

impl OpCost {
    /// Communication time per execution.
    pub fn comm_s(&self) -> f64 {
        // `0.0 +`: an empty float sum is -0.0.
        0.0 + self.collectives.iter().map(|c| c.time_s).sum::<f64>()
    }
}

/// What a plan costs.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlanCost {
    /// Ops in program order (functions in file order, each op before its regions).
    pub ops: Vec<OpCost>,
    /// Weighted totals per device.
    pub compute_s: f64,
    pub comm_s: f64,
    pub flops: f64,
    pub bytes_sent: f64,
    /// While ops that ran the default trip count.
    pub defaulted_loops: Vec<OpId>,
    /// Ops the evaluation could not judge, with why (one per op name and reason).
    pub warnings: Vec<String>,
}

impl PlanCost {
    /// Compute and communication one after the other.
    pub fn serial_s(&self) -> f64 {
        self.compute_s + self.comm_s
    }

    /// Every collective with the op that needs it, weighted: (op, weight, collective).
    pub fn collectives(&self) -> impl Iterator<Item = (OpId, f64, &PlanCollective)> {
        self.ops
            .iter()
            .flat_map(|o| o.collectives.iter().map(move |c| (o.op, o.weight, c)))
    }
}

/// The sharding and mesh of every value that has one.
pub struct ModuleShardings {
    map: HashMap<ValueId, (TensorSharding, MeshAttr)>,
}

impl ModuleShardings {
    /// Reads every value's sharding (Shardy's view: data-flow ops share, manual
    /// computation bodies see the free axes).
    pub fn new(m: &Module) -> ModuleShardings {
        let meshes = mesh_table(m);
        let mut map = HashMap::new();
        for i in 0..m.values.len() {
            let v = ValueId(i as u32);
            if let Some(s) = get_sharding(m, v) {
                let mesh = match &s.mesh {
                    MeshRef::Inline(mesh) => Some((**mesh).clone()),
                    MeshRef::Symbol(n) => meshes.get(n.as_str()).cloned(),
                };
                if let Some(mesh) = mesh {
                    map.insert(v, (s, mesh));
                }
            }
        }
        ModuleShardings { map }
    }

    pub fn get(&self, v: ValueId) -> Option<&(TensorSharding, MeshAttr)> {
        self.map.get(&v)
    }

    /// Given shardings (values absent from the map are replicated).
    pub fn from_map(map: HashMap<ValueId, (TensorSharding, MeshAttr)>) -> ModuleShardings {
        ModuleShardings { map }
    }
}

/// Costs single ops and single reshards with the evaluator's own code, under shardings
/// the caller gives: what the ILP encoder (`crate::solve`) prices, so that its objective
/// and [`evaluate`] agree by construction.
pub struct OpCoster<'a> {
    m: &'a Module,
    hw: &'a HardwareProfile,
    opts: &'a PlanOptions,
    links: Links<'a>,
    empty: ModuleShardings,
    fusion: Fusion,
}

impl<'a> OpCoster<'a> {
    pub fn new(
        m: &'a Module,
        hw: &'a HardwareProfile,
        axis_links: &'a [(String, String)],
        opts: &'a PlanOptions,
    ) -> OpCoster<'a> {
        OpCoster {
            m,
            hw,
            opts,
            links: Links {
                hw,
                choices: axis_links,
                cache: Vec::new(),
            },
            empty: ModuleShardings {
                map: HashMap::new(),
            },
            fusion: Fusion::new(m),
        }
    }

    fn with<T>(
        &mut self,
        shardings: Option<&ModuleShardings>,
        f: impl FnOnce(&mut Evaluator<'a, '_>) -> T,
    ) -> T {
        let links = std::mem::replace(
            &mut self.links,
            Links {
                hw: self.hw,
                choices: &[],
                cache: Vec::new(),
            },
        );
        let mut ev = Evaluator {
            m: self.m,
            hw: self.hw,
            opts: self.opts,
            shardings: shardings.unwrap_or(&self.empty),
            fusion: &self.fusion,
            links,
            warnings: Vec::new(),
            paid: None,
            shared_now: Vec::new(),
            sliced_now: Vec::new(),
            sliced_results_now: Vec::new(),
            gathered_minor_now: 0,
        };
        let out = f(&mut ev);
        self.links = ev.links;
        out
    }

    /// What `op` costs per execution (weight 1) when the values have `shardings`.
    pub fn op_cost(&mut self, op: OpId, shardings: &ModuleShardings) -> Result<OpCost, String> {
        self.with(Some(shardings), |ev| ev.op_cost(op, 1.0))
    }

    /// The fusion decisions for `op` ([`Fusion::key`]): ops alike cost the same under
    /// equal shardings only when these are equal too.
    pub fn fusion_key(&self, op: OpId) -> String {
        self.fusion.key(self.m, op)
    }

    /// Seconds to reshard value `v` (its type) from `from` to `to` (`None`: replicated),
    /// as the evaluator charges it at a `sdy.reshard`, a call, a loop or a return.
    pub fn reshard_s(
        &mut self,
        v: ValueId,
        from: Option<&TensorSharding>,
        to: Option<&TensorSharding>,
    ) -> Result<f64, String> {
        self.with(None, |ev| {
            let mut out = Vec::new();
            let mut transient = 0;
            ev.reshard_between(v, from, to, Why::Operand(0), &mut out, &mut transient)?;
            Ok(0.0 + out.iter().map(|c| c.time_s).sum::<f64>())
        })
    }

    /// The largest per-device temporary of resharding value `v` from `from` to `to`, as
    /// the evaluator counts it in [`OpCost::transient_bytes`] (the memory model's).
    pub fn reshard_transient_bytes(
        &mut self,
        v: ValueId,
        from: Option<&TensorSharding>,
        to: Option<&TensorSharding>,
    ) -> Result<u64, String> {
        self.with(None, |ev| {
            let mut out = Vec::new();
            let mut transient = 0;
            ev.reshard_between(v, from, to, Why::Operand(0), &mut out, &mut transient)?;
            Ok(transient)
        })
    }
}

impl ValueShardings for ModuleShardings {
    fn sharding(&self, v: ValueId) -> Option<(&TensorSharding, &MeshAttr)> {
        self.map.get(&v).map(|(s, m)| (s, m))
    }
}

/// The module's shardings with some values seen differently (an op's operands as the
/// op needs them).
struct Overridden<'a> {
    base: &'a ModuleShardings,
    over: HashMap<ValueId, (TensorSharding, MeshAttr)>,
}

impl ValueShardings for Overridden<'_> {
    fn sharding(&self, v: ValueId) -> Option<(&TensorSharding, &MeshAttr)> {
        match self.over.get(&v) {
            Some((s, m)) => Some((s, m)),
            None => self.base.sharding(v),
        }
    }
}

/// Link maps per mesh, built on demand.
struct Links<'a> {
    hw: &'a HardwareProfile,
    choices: &'a [(String, String)],
    cache: Vec<(MeshAttr, LinkMap)>,
}

impl Links<'_> {
    fn get(&mut self, mesh: &MeshAttr) -> Result<&LinkMap, String> {
        if let Some(i) = self.cache.iter().position(|(m, _)| m == mesh) {
            return Ok(&self.cache[i].1);
        }
        let choices: Vec<(String, String)> = self
            .choices
            .iter()
            .filter(|(a, _)| mesh.axis_index(a).is_some())
            .cloned()
            .collect();
        let lm = LinkMap::new(self.hw, mesh, &choices)?;
        self.cache.push((mesh.clone(), lm));
        Ok(&self.cache.last().expect("just pushed").1)
    }
}

/// Evaluates the plan a module's shardings describe on `hw`, with mesh axes on the
/// links `axis_links` names (`parse_axis_links`) or the default. Errors: an axis-link
/// choice naming no axis of any mesh, or a link kind the profile lacks.
pub fn evaluate(
    m: &Module,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
    opts: &PlanOptions,
) -> Result<PlanCost, String> {
    let meshes = m.meshes();
    for (axis, _) in axis_links {
        if !meshes
            .iter()
            .any(|(_, mesh, _)| mesh.axis_index(axis).is_some())
        {
            return Err(format!("--axis-links: no mesh has an axis '{axis}'"));
        }
    }
    let shardings = ModuleShardings::new(m);
    let weights = Weights::new(m, opts.default_trip_count);
    let fusion = if opts.ynn_library_fusions {
        let elements = |v: ValueId| super::compute::local_elements(m, &shardings, v);
        let library = super::xla_cpu::library_fusions(m, &program_ops(m), &elements);
        Fusion::with_library_fusions(m, &library)
    } else {
        Fusion::new(m)
    };
    let mut ev = Evaluator {
        m,
        hw,
        opts,
        shardings: &shardings,
        fusion: &fusion,
        links: Links {
            hw,
            choices: axis_links,
            cache: Vec::new(),
        },
        warnings: Vec::new(),
        paid: Some(Paid::default()),
        shared_now: Vec::new(),
        sliced_now: Vec::new(),
        sliced_results_now: Vec::new(),
        gathered_minor_now: 0,
    };
    let mut out = PlanCost {
        defaulted_loops: weights.defaulted.clone(),
        ..PlanCost::default()
    };
    for op in program_ops(m) {
        let name = m.ops[op].name.as_str();
        if matches!(name, "builtin.module" | "func.func" | "sdy.mesh") {
            continue;
        }
        let merged = ev.paid.as_mut().and_then(|p| p.merged_into(m, op));
        let cost = match merged {
            Some(first) => OpCost {
                op,
                weight: weights.of(m, op),
                work: Work::default(),
                compute_s: 0.0,
                collectives: Vec::new(),
                transient_bytes: 0,
                views: Vec::new(),
                shared_reshards: Vec::new(),
                merged_into: Some(first),
            },
            None => ev.op_cost(op, weights.of(m, op))?,
        };
        out.compute_s += cost.weight * cost.compute_s;
        out.comm_s += cost.weight * cost.comm_s();
        out.flops += cost.weight * cost.work.flops;
        out.bytes_sent += cost.weight * cost.collectives.iter().map(|c| c.bytes_sent).sum::<f64>();
        out.ops.push(cost);
    }
    out.warnings = ev.warnings;
    Ok(out)
}

/// The link kind of every axis of every mesh of the module (user choices, else the
/// default), in mesh order: (axis, link).
pub fn effective_links(
    m: &Module,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
) -> Result<Vec<(String, String)>, String> {
    let mut out: Vec<(String, String)> = Vec::new();
    for (_, mesh, _) in m.meshes() {
        let choices: Vec<(String, String)> = axis_links
            .iter()
            .filter(|(a, _)| mesh.axis_index(a).is_some())
            .cloned()
            .collect();
        for pair in LinkMap::new(hw, &mesh, &choices)?.describe() {
            if !out.contains(&pair) {
                out.push(pair);
            }
        }
    }
    Ok(out)
}

/// Ops that read a locally sliced operand from a materialized slice.
const SLICE_MATERIALIZING: &[&str] = &[
    "stablehlo.convolution",
    "stablehlo.dot",
    "stablehlo.dot_general",
];

/// Whether `op`'s local operand slice is written to HBM: it is a dot or convolution,
/// or a constraint or reshard (XLA's slice of the value) that one of them reads, or a
/// manual computation with a body argument one of them reads.
fn materializes_slice(m: &Module, op: OpId) -> bool {
    let o = &m.ops[op];
    let reads = |x: OpId| SLICE_MATERIALIZING.contains(&m.ops[x].name.as_str());
    match o.name.as_str() {
        "sdy.sharding_constraint" | "sdy.reshard" => o
            .results
            .iter()
            .any(|&r| m.users_of(r).into_iter().any(|(u, _)| reads(u))),
        // Its operands enter the body as its arguments (sliced by the partitioner).
        "sdy.manual_computation" => m
            .entry_block(op)
            .map(|b| m.blocks[b].args.clone())
            .unwrap_or_default()
            .into_iter()
            .any(|a| m.users_of(a).into_iter().any(|(u, _)| reads(u))),
        _ => reads(op),
    }
}

struct Evaluator<'a, 's> {
    m: &'a Module,
    hw: &'a HardwareProfile,
    opts: &'a PlanOptions,
    shardings: &'s ModuleShardings,
    fusion: &'s Fusion,
    links: Links<'a>,
    warnings: Vec<String>,
    /// What the plan already paid for (`None`: pricing one op alone).
    paid: Option<Paid>,
    /// The current op's operands whose reshard an earlier op paid for.
    shared_now: Vec<(ValueId, OpId)>,
    /// The current op's operands sliced locally (no communication): (operand, per-device
    /// bytes before the slice, of the slice).
    sliced_now: Vec<super::xla_cpu::LocalSlice>,
    /// The current op's results made in another sharding and sliced locally to their own:
    /// (result, per-device bytes before the slice, of the slice).
    sliced_results_now: Vec<super::xla_cpu::LocalSlice>,
    /// Per-device bytes of the current op's operands all-gathered along a minor dim.
    gathered_minor_now: u64,
}

impl Evaluator<'_, '_> {
    fn warn(&mut self, msg: String) {
        if !self.warnings.contains(&msg) {
            self.warnings.push(msg);
        }
    }

    fn sharding(&self, v: ValueId) -> Option<&TensorSharding> {
        self.shardings.get(v).map(|(s, _)| s)
    }

    /// The mesh an op works on: that of its first sharded result, else operand.
    fn op_mesh(&self, op: OpId) -> Option<MeshAttr> {
        let o = &self.m.ops[op];
        o.results
            .iter()
            .chain(&o.operands)
            .find_map(|&v| self.shardings.get(v).map(|(_, mesh)| mesh.clone()))
    }

    fn op_cost(&mut self, op: OpId, weight: f64) -> Result<OpCost, String> {
        self.sliced_now.clear();
        self.sliced_results_now.clear();
        self.gathered_minor_now = 0;
        let m = self.m;
        let o = &m.ops[op];
        let mut collectives = Vec::new();
        let mut transient = 0u64;
        let mut over: HashMap<ValueId, (TensorSharding, MeshAttr)> = HashMap::new();
        match o.name.as_str() {
            "func.return" => {
                if let Some(func) = m.parent_op(op) {
                    for (k, &v) in o.operands.iter().enumerate() {
                        let want = func_result_sharding(m, func, k);
                        self.reshard_value(
                            v,
                            want.as_ref(),
                            Why::Result(k),
                            &mut collectives,
                            &mut transient,
                        )?;
                    }
                }
            }
            "stablehlo.return" => {
                // Loop bodies and branches return to the results of their op; the
                // while condition returns a predicate.
                if let Some(parent) = m.parent_op(op) {
                    let p = &m.ops[parent];
                    let in_cond = p.name == "stablehlo.while"
                        && m.ops[op].parent.map(|b| m.blocks[b].parent)
                            == p.regions.first().copied();
                    if matches!(
                        p.name.as_str(),
                        "stablehlo.while" | "stablehlo.case" | "stablehlo.if"
                    ) && !in_cond
                    {
                        for (k, (&v, &r)) in o.operands.iter().zip(&p.results).enumerate() {
                            let want = self.sharding(r).cloned();
                            self.reshard_value(
                                v,
                                want.as_ref(),
                                Why::Result(k),
                                &mut collectives,
                                &mut transient,
                            )?;
                        }
                    }
                }
            }
            "sdy.sharding_constraint" | "sdy.reshard" => {
                self.explicit_reshard(op, &mut collectives, &mut transient)?
            }
            "stablehlo.while" | "stablehlo.optimization_barrier" => {
                for (k, (&v, &r)) in o.operands.iter().zip(&o.results).enumerate() {
                    let want = self.sharding(r).cloned();
                    self.reshard_value(
                        v,
                        want.as_ref(),
                        Why::Operand(k),
                        &mut collectives,
                        &mut transient,
                    )?;
                }
            }
            "func.call" => {
                if let Some(f) = callee(m, op) {
                    for (k, &v) in o.operands.iter().enumerate() {
                        let want = func_arg_sharding(m, f, k);
                        self.reshard_value(
                            v,
                            want.as_ref(),
                            Why::Operand(k),
                            &mut collectives,
                            &mut transient,
                        )?;
                    }
                    // The callee returns its results with its result shardings.
                    for (k, &r) in o.results.iter().enumerate() {
                        let from = func_result_sharding(m, f, k);
                        let want = self.sharding(r).cloned();
                        self.reshard_between(
                            r,
                            from.as_ref(),
                            want.as_ref(),
                            Why::Result(k),
                            &mut collectives,
                            &mut transient,
                        )?;
                    }
                }
            }
            "sdy.manual_computation" => {
                let ins = match o.attr("in_shardings") {
                    Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) => v.clone(),
                    _ => vec![],
                };
                for (k, &v) in o.operands.iter().enumerate() {
                    self.reshard_value(
                        v,
                        ins.get(k),
                        Why::Operand(k),
                        &mut collectives,
                        &mut transient,
                    )?;
                }
            }
            "stablehlo.all_reduce"
            | "stablehlo.all_gather"
            | "stablehlo.reduce_scatter"
            | "stablehlo.all_to_all"
            | "stablehlo.collective_permute" => self.explicit_collective(op, &mut collectives)?,
            "stablehlo.concatenate"
                if self.concatenate(op, &mut collectives, &mut transient, &mut over)? => {}
            "stablehlo.slice" if self.slice(op, &mut collectives, &mut transient, &mut over)? => {}
            "stablehlo.reshape"
                if self.reshape(op, &mut collectives, &mut transient, &mut over)? => {}
            "stablehlo.dynamic_slice"
                if self.dynamic_slice(op, &mut collectives, &mut transient, &mut over)? => {}
            _ => match op_rule(m, op, &self.opts.rules) {
                Ok(r) => self.ruled(op, &r.rule, &mut collectives, &mut transient, &mut over)?,
                Err(NoRule::Expected) => {}
                Err(NoRule::Unknown(d) | NoRule::Failed(d)) => {
                    self.warn(format!(
                        "{}: no collectives counted ({})",
                        o.name, d.message
                    ));
                }
            },
        }
        let mut views: Vec<(ValueId, TensorSharding)> =
            over.iter().map(|(&v, (s, _))| (v, s.clone())).collect();
        views.sort_by_key(|x| x.0);
        let view = Overridden {
            base: self.shardings,
            over,
        };
        let mut work = op_work_fused(m, op, &view, self.fusion);
        // XLA:CPU's dot or convolution (a library call) reads a locally sliced operand
        // from HBM: XLA writes the slice first (a `dynamic-slice` fusion reading and
        // writing it); an op that fuses its operands slices them in registers.
        // A bf16 operand's convert to f32 and its slice are one fusion on XLA:CPU.
        let sliced = std::mem::take(&mut self.sliced_now);
        let sliced_results = std::mem::take(&mut self.sliced_results_now);
        if self.opts.write_dot_slices {
            let (w, apart) = super::xla_cpu::converted_slices(m, op, &sliced, work);
            work = super::xla_cpu::converted_result_slices(m, op, &sliced_results, w);
            let bytes: u64 = apart.iter().map(|s| s.2).sum();
            if bytes > 0 && materializes_slice(m, op) {
                work.bytes += 2.0 * bytes as f64;
            }
        }
        // XLA:CPU's row-major readers read a minor-dim all-gather from a copy of it.
        let gathered = std::mem::take(&mut self.gathered_minor_now);
        if self.opts.copy_minor_gathers
            && gathered > 0
            && super::xla_cpu::reads_gather_through_copy(m, op, self.fusion)
        {
            work.bytes += 2.0 * gathered as f64;
        }
        Ok(OpCost {
            op,
            weight,
            compute_s: work.roofline_time(self.hw),
            work,
            collectives,
            transient_bytes: transient,
            views,
            shared_reshards: std::mem::take(&mut self.shared_now),
            merged_into: None,
        })
    }

    /// A `sdy.sharding_constraint` or `sdy.reshard`: its operand resharded to its own
    /// sharding, unless an earlier op of the block already resharded that value to that
    /// sharding (another constraint of it, or an op that needed it so): XLA partitions
    /// each into a reshard of the same instruction, which its reshard cache (and CSE)
    /// emits once. Two constraints on two uses of one value cost what one `sdy.reshard`
    /// read by both does.
    fn explicit_reshard(
        &mut self,
        op: OpId,
        out: &mut Vec<PlanCollective>,
        transient: &mut u64,
    ) -> Result<(), String> {
        let m = self.m;
        let o = &m.ops[op];
        let (Some(&v), Some(&r)) = (o.operands.first(), o.results.first()) else {
            return Ok(());
        };
        let want = self.sharding(r).cloned();
        let key = want.clone().or_else(|| {
            let (from, ty) = (self.sharding(v)?, m.tensor_type(v)?);
            Some(TensorSharding::empty(from.mesh.clone(), ty.rank(), true))
        });
        let first = match (&key, self.paid.as_mut()) {
            (Some(key), Some(paid)) => paid.reshard_paid_at(m, op, v, key),
            _ => None,
        };
        if let Some(first) = first {
            self.shared_now.push((v, first));
            let f = &m.ops[first];
            if matches!(f.name.as_str(), "sdy.sharding_constraint" | "sdy.reshard") {
                if let (Some(paid), Some(&fr)) = (self.paid.as_mut(), f.results.first()) {
                    paid.same_value(r, fr);
                }
            }
            return Ok(());
        }
        self.reshard_value(v, want.as_ref(), Why::Operand(0), out, transient)
    }

    /// Reshards value `v` from its sharding to `want` (`None`: replicated).
    fn reshard_value(
        &mut self,
        v: ValueId,
        want: Option<&TensorSharding>,
        why: Why,
        out: &mut Vec<PlanCollective>,
        transient: &mut u64,
    ) -> Result<(), String> {
        let from = self.sharding(v).cloned();
        self.reshard_between(v, from.as_ref(), want, why, out, transient)
    }

    /// Reshards value `v` (its type) from `from` to `want`.
    fn reshard_between(
        &mut self,
        v: ValueId,
        from: Option<&TensorSharding>,
        want: Option<&TensorSharding>,
        why: Why,
        out: &mut Vec<PlanCollective>,
        transient: &mut u64,
    ) -> Result<(), String> {
        let m = self.m;
        let Some(ty) = m.tensor_type(v) else {
            return Ok(());
        };
        let (Some(mesh_ref), mesh) = (
            from.or(want).map(|s| s.mesh.clone()),
            self.mesh_of(from.or(want)),
        ) else {
            return Ok(()); // both replicated
        };
        let Some(mesh) = mesh else {
            self.warn(format!(
                "a sharding of {} refers to an unknown mesh",
                m.values[v].name
            ));
            return Ok(());
        };
        if let (Some(a), Some(b)) = (from, want) {
            if a.mesh != b.mesh && self.mesh_of(Some(b)).as_ref() != Some(&mesh) {
                self.warn("resharding between different meshes is not costed".to_string());
                return Ok(());
            }
        }
        let rank = ty.rank();
        let replicated = TensorSharding::empty(mesh_ref, rank, true);
        let src = from.unwrap_or(&replicated);
        let dst = want.unwrap_or(&replicated);
        match xla_reshard(ty, &mesh, src, dst) {
            Ok(r) => {
                let links = self.links.get(&mesh)?.clone();
                for s in &r.steps {
                    *transient = (*transient).max(s.bytes_before.max(s.bytes_after));
                    match (s.kind, why) {
                        (CollectiveKind::AllSlice, Why::Operand(i)) => {
                            self.sliced_now.push((i, s.bytes_before, s.bytes_after))
                        }
                        (CollectiveKind::AllSlice, Why::Result(k)) => self
                            .sliced_results_now
                            .push((k, s.bytes_before, s.bytes_after)),
                        _ => {}
                    }
                    if matches!(why, Why::Operand(_)) && super::xla_cpu::gathers_minor_dim(s, &mesh)
                    {
                        self.gathered_minor_now += s.bytes_after;
                    }
                    if !s.kind.is_local() {
                        out.push(PlanCollective::from_step(
                            why,
                            v,
                            s,
                            &links,
                            &self.opts.collective,
                        ));
                    }
                }
            }
            Err(e) => self.warn(format!("reshard of %{} not costed: {e}", m.values[v].name)),
        }
        Ok(())
    }

    fn mesh_of(&self, s: Option<&TensorSharding>) -> Option<MeshAttr> {
        match &s?.mesh {
            MeshRef::Inline(mesh) => Some((**mesh).clone()),
            MeshRef::Symbol(n) => self
                .m
                .meshes()
                .into_iter()
                .find(|(name, _, _)| name == n)
                .map(|(_, mesh, _)| mesh),
        }
    }

    /// Collectives of an op with a sharding rule.
    fn ruled(
        &mut self,
        op: OpId,
        rule: &crate::ir::sdy::OpShardingRule,
        out: &mut Vec<PlanCollective>,
        transient: &mut u64,
        over: &mut HashMap<ValueId, (TensorSharding, MeshAttr)>,
    ) -> Result<(), String> {
        let m = self.m;
        let o = &m.ops[op];
        let Some(mesh) = self.op_mesh(op) else {
            return Ok(()); // everything replicated
        };
        let mesh_ref = o
            .results
            .iter()
            .chain(&o.operands)
            .find_map(|&v| self.sharding(v).map(|s| s.mesh.clone()))
            .unwrap_or(MeshRef::Inline(Box::new(mesh.clone())));
        if rule.operands.len() != o.operands.len() || rule.results.len() != o.results.len() {
            self.warn(format!(
                "{}: rule arity differs from the op's; no collectives counted",
                o.name
            ));
            return Ok(());
        }
        let shardings = self.shardings;
        let sharding = |v: ValueId| shardings.get(v).map(|(s, _)| s);
        let op_sh: Vec<Option<&TensorSharding>> = o.operands.iter().map(|&v| sharding(v)).collect();
        let policy = match o.name.as_str() {
            "stablehlo.reduce" => FactorPolicy::OperandsFirst,
            "stablehlo.dot_general" | "stablehlo.dot" => FactorPolicy::Dot,
            "stablehlo.scatter" => FactorPolicy::FirstOperand,
            "chlo.top_k" => FactorPolicy::Replicated,
            _ => FactorPolicy::ResultsFirst,
        };
        // A replicated result: XLA partitions with what the operands imply (`infer`).
        let inferred = match policy {
            FactorPolicy::Replicated => None,
            _ => self.inferred_result(op),
        };
        let res_sh: Vec<Option<&TensorSharding>> = match &inferred {
            Some(s) => vec![Some(s)],
            None => o.results.iter().map(|&v| sharding(v)).collect(),
        };
        let proj = ShardingProjection::build(rule, &op_sh, &res_sh, &mesh);
        let grouped = match policy {
            FactorPolicy::Dot => dot_contracting::contracting_grouped(
                rule,
                &proj,
                op_sh.first().copied().flatten(),
                res_sh.first().copied().flatten(),
                &mesh,
            ),
            _ => None,
        };
        let (chosen, reduced_dims) = match grouped {
            Some(g) => (g.chosen, Some(g.reduced_dims)),
            None => (choose_factors(rule, &proj, &mesh, policy), None),
        };
        // Operands as the op needs them.
        for (i, &v) in o.operands.iter().enumerate() {
            if m.tensor_type(v).is_none() {
                continue;
            }
            let have = &proj.operands[i];
            if agrees(have, &chosen) {
                continue;
            }
            let need = rebuild(
                have,
                &chosen,
                rule.tensor_mapping(i),
                &rule.factor_sizes,
                &mesh,
                &mesh_ref,
                &[],
            );
            over.insert(v, (need.clone(), mesh.clone()));
            // One reshard of one value to one sharding per block: later readers share it.
            if let Some(first) = self
                .paid
                .as_mut()
                .and_then(|p| p.reshard_paid_at(m, op, v, &need))
            {
                self.shared_now.push((v, first));
                continue;
            }
            let from = op_sh[i].cloned();
            self.reshard_between(
                v,
                from.as_ref(),
                Some(&need),
                Why::Operand(i),
                out,
                transient,
            )?;
        }
        // Results: partial along sharded reduction factors, then to their sharding.
        let partial: Vec<AxisRef> = rule
            .factors_of_kind(crate::rules::FactorKind::Reduction)
            .into_iter()
            .flat_map(|f| chosen[f].clone())
            .collect();
        let n_ops = rule.operands.len();
        for (j, &r) in o.results.iter().enumerate() {
            if m.tensor_type(r).is_none() {
                continue;
            }
            let have = &proj.results[j];
            if !agrees(have, &chosen) || partial.iter().any(|a| !have.unreduced.contains(a)) {
                let produced = rebuild(
                    have,
                    &chosen,
                    rule.tensor_mapping(n_ops + j),
                    &rule.factor_sizes,
                    &mesh,
                    &mesh_ref,
                    &partial,
                );
                over.insert(r, (produced.clone(), mesh.clone()));
                let want = res_sh[j].cloned();
                let (from, why) = (Some(&produced), Why::Result(j));
                if let Some(dims) = &reduced_dims {
                    // XLA's contracting-dim grouping: the partial sums reduced into a
                    // sharding of their own first (`dot_contracting`).
                    let mut reduced = produced.clone();
                    reduced.unreduced.clear();
                    for (d, axes) in reduced.dims.iter_mut().zip(dims) {
                        d.axes = axes.clone();
                    }
                    self.reshard_between(r, from, Some(&reduced), why, out, transient)?;
                    self.reshard_between(r, Some(&reduced), want.as_ref(), why, out, transient)?;
                } else {
                    self.reshard_between(r, from, want.as_ref(), why, out, transient)?;
                }
            }
            if let Some(inf) = &inferred {
                // Users reshard XLA's sharding of the result to Shardy's.
                let own = sharding(r).cloned();
                over.entry(r).or_insert_with(|| (inf.clone(), mesh.clone()));
                self.reshard_between(r, Some(inf), own.as_ref(), Why::Result(j), out, transient)?;
            }
        }
        // Sharded permutation factors: a collective-permute of the first result.
        let perm: Vec<AxisRef> = rule
            .factors_of_kind(crate::rules::FactorKind::Permutation)
            .into_iter()
            .flat_map(|f| chosen[f].clone())
            .collect();
        if let (false, Some(&r)) = (perm.is_empty(), o.results.first()) {
            if let Some(ty) = m.tensor_type(r) {
                let bytes = super::shard::per_device_bytes(ty, self.sharding(r), &mesh);
                let n = axis::product(&perm, &mesh).max(1) as u64;
                let links = self.links.get(&mesh)?.clone();
                let link = links.slowest(&perm);
                out.push(PlanCollective {
                    why: Why::Permutation,
                    value: r,
                    kind: CollectiveKind::CollectivePermute,
                    axes: perm,
                    group_size: n,
                    bytes_before: bytes,
                    bytes_after: bytes,
                    bytes_sent: collective::bytes_sent(
                        CollectiveKind::CollectivePermute,
                        n,
                        bytes as f64,
                        bytes as f64,
                    ),
                    time_s: collective::time(
                        CollectiveKind::CollectivePermute,
                        n,
                        bytes as f64,
                        bytes as f64,
                        link,
                        &self.opts.collective,
                    ),
                });
            }
        }
        Ok(())
    }

    /// An explicit StableHLO collective (inside a manual computation, typically): its
    /// replica groups give the group size and the mesh axes it runs along.
    fn explicit_collective(
        &mut self,
        op: OpId,
        out: &mut Vec<PlanCollective>,
    ) -> Result<(), String> {
        let m = self.m;
        let o = &m.ops[op];
        let kind = match o.name.as_str() {
            "stablehlo.all_reduce" => CollectiveKind::AllReduce,
            "stablehlo.all_gather" => CollectiveKind::AllGather,
            "stablehlo.reduce_scatter" => CollectiveKind::ReduceScatter,
            "stablehlo.all_to_all" => CollectiveKind::AllToAll,
            _ => CollectiveKind::CollectivePermute,
        };
        let Some(mesh) = self
            .op_mesh(op)
            .or_else(|| self.enclosing_manual_mesh(op))
            .or_else(|| m.meshes().first().map(|x| x.1.clone()))
        else {
            return Ok(());
        };
        let groups = replica_groups(o.attr("replica_groups"));
        let first: Vec<i64> = groups.first().cloned().unwrap_or_default();
        let axes = group_axes(&first, &mesh);
        let n = if kind == CollectiveKind::CollectivePermute {
            2
        } else {
            first.len().max(1) as u64
        };
        let links = self.links.get(&mesh)?.clone();
        let link = links.slowest(&axes);
        for (&v, &r) in o.operands.iter().zip(&o.results) {
            let (Some(a), Some(b)) = (m.tensor_type(v), m.tensor_type(r)) else {
                continue;
            };
            // Per device: the types are local along manual axes, the shardings divide
            // them along the free ones.
            let local = |v: ValueId, ty: &crate::ir::TensorType| match self.shardings.get(v) {
                Some((s, mesh)) => super::shard::per_device_bytes(ty, Some(s), mesh),
                None => ty.byte_size(),
            };
            let (before, after) = (local(v, a), local(r, b));
            out.push(PlanCollective {
                why: Why::Explicit,
                value: r,
                kind,
                axes: axes.clone(),
                group_size: n,
                bytes_before: before,
                bytes_after: after,
                bytes_sent: collective::bytes_sent(kind, n, before as f64, after as f64),
                time_s: collective::time(
                    kind,
                    n,
                    before as f64,
                    after as f64,
                    link,
                    &self.opts.collective,
                ),
            });
        }
        Ok(())
    }

    fn enclosing_manual_mesh(&self, op: OpId) -> Option<MeshAttr> {
        let mut p = self.m.parent_op(op);
        while let Some(q) = p {
            if self.m.ops[q].name == "sdy.manual_computation" {
                if let Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) =
                    self.m.ops[q].attr("in_shardings")
                {
                    return self.mesh_of(v.first());
                }
            }
            p = self.m.parent_op(q);
        }
        None
    }
}

/// How an op's factors take their axes, after XLA's handler for the op.
#[derive(Clone, Copy, PartialEq, Eq)]
enum FactorPolicy {
    /// The results' axes, then the operands' (XLA reshards operands to the output).
    ResultsFirst,
    /// The operands' axes (XLA partitions a reduce on its operand's sharding and
    /// reshards the result).
    OperandsFirst,
    /// As `ResultsFirst`, but a contraction the operands do not all shard alike is
    /// gathered rather than resharded to match unless the result is the smaller
    /// tensor to reduce (XLA's dot handler); operands sharded alike on batch dims only,
    /// over every device, keep their sharding (`dot_batch`).
    Dot,
    /// The first operand's axes, then the other operands' (XLA's scatter handler
    /// partitions a scatter in the sharding of the buffer it updates, resharding the
    /// updates to it, and reshards the result).
    FirstOperand,
    /// No axes: XLA replicates the operands, computes the op whole and reshards its
    /// results (the partitioner's `DefaultAction`; a `TopK` whose batch dims are
    /// sharded, `HandleCustomCallTopK` partitioning only along the sort dim).
    Replicated,
}

/// Per factor, the axes the op computes with.
fn choose_factors(
    rule: &crate::ir::sdy::OpShardingRule,
    proj: &ShardingProjection,
    mesh: &MeshAttr,
    policy: FactorPolicy,
) -> Vec<Vec<AxisRef>> {
    let nf = rule.factor_sizes.len();
    if policy == FactorPolicy::Replicated {
        return vec![Vec::new(); nf];
    }
    if policy == FactorPolicy::Dot {
        if let Some(chosen) = dot_batch::batch_partitioned_alike(rule, proj, mesh) {
            return chosen;
        }
    }
    let mut chosen: Vec<Option<Vec<AxisRef>>> = vec![None; nf];
    let mut used: Vec<AxisRef> = Vec::new();
    let mut take = |f: usize, axes: &[AxisRef], chosen: &mut Vec<Option<Vec<AxisRef>>>| {
        let keep: Vec<AxisRef> = axes
            .iter()
            .take_while(|a| !used.iter().any(|u| axis::overlaps(a, u, mesh)))
            .cloned()
            .collect();
        used.extend(keep.iter().cloned());
        chosen[f] = Some(keep);
    };
    for f in rule.factors_of_kind(crate::rules::FactorKind::NeedReplication) {
        chosen[f] = Some(vec![]);
    }
    // A reduction factor every operand carrying it shards alike: XLA reduces locally
    // and reduce-scatters (all-reduces) the partial result rather than resharding the
    // operands for the result's axes (tests/cost_xla_ops.rs).
    for f in rule.factors_of_kind(crate::rules::FactorKind::Reduction) {
        let mut carried = proj.operands.iter().filter_map(|t| t.factors.get(&f));
        let Some(first) = carried.next() else {
            continue;
        };
        if !first.axes.is_empty() && carried.all(|fs| fs.axes == first.axes) {
            take(f, &first.axes, &mut chosen);
        } else if policy == FactorPolicy::Dot && !result_smaller(rule, f) {
            chosen[f] = Some(vec![]);
        }
    }
    let results = match policy {
        FactorPolicy::OperandsFirst => &[][..],
        FactorPolicy::FirstOperand => &proj.operands[..proj.operands.len().min(1)],
        _ => &proj.results[..],
    };
    for t in results {
        for (&f, fs) in &t.factors {
            if f < nf && chosen[f].is_none() {
                take(f, &fs.axes, &mut chosen);
            }
        }
    }
    for f in 0..nf {
        if chosen[f].is_some() {
            continue;
        }
        // The most sharded operand's axes (the first on ties).
        let mut best: Vec<AxisRef> = Vec::new();
        for fs in proj.operands.iter().filter_map(|t| t.factors.get(&f)) {
            if axis::product(&fs.axes, mesh) > axis::product(&best, mesh) {
                best = fs.axes.clone();
            }
        }
        take(f, &best, &mut chosen);
    }
    chosen.into_iter().map(Option::unwrap_or_default).collect()
}

/// Whether every result of the op has fewer elements than every operand carrying
/// factor `f`: XLA's dot handler then keeps a contraction one operand shards (slicing
/// the other, reducing the smaller result) instead of gathering that operand.
fn result_smaller(rule: &crate::ir::sdy::OpShardingRule, f: usize) -> bool {
    let elems = |t: usize| -> i64 {
        rule.tensor_mapping(t)
            .iter()
            .flatten()
            .map(|&g| rule.factor_sizes.get(g).copied().unwrap_or(1).max(1))
            .fold(1i64, i64::saturating_mul)
    };
    let n_ops = rule.operands.len();
    let largest_result = (0..rule.results.len())
        .map(|j| elems(n_ops + j))
        .max()
        .unwrap_or(0);
    (0..n_ops)
        .filter(|&i| rule.tensor_mapping(i).iter().flatten().any(|&g| g == f))
        .all(|i| largest_result < elems(i))
}

/// Whether a tensor's factor shardings are what the op computes with.
fn agrees(t: &TensorFactorShardings, chosen: &[Vec<AxisRef>]) -> bool {
    t.factors
        .iter()
        .all(|(&f, fs)| fs.overflow_axes.is_empty() && chosen.get(f).is_some_and(|c| *c == fs.axes))
        && t.unreduced.is_empty()
}

/// The sharding of a tensor when its factors are sharded as `chosen`, with `unreduced`.
fn rebuild(
    t: &TensorFactorShardings,
    chosen: &[Vec<AxisRef>],
    mapping: &[Vec<usize>],
    factor_sizes: &[i64],
    mesh: &MeshAttr,
    mesh_ref: &MeshRef,
    unreduced: &[AxisRef],
) -> TensorSharding {
    let mut need = TensorFactorShardings {
        factors: t
            .factors
            .iter()
            .map(|(&f, fs)| {
                (
                    f,
                    FactorSharding {
                        axes: chosen.get(f).cloned().unwrap_or_default(),
                        closed: true,
                        is_minor_most: fs.is_minor_most,
                        overflow_axes: vec![],
                    },
                )
            })
            .collect(),
        replicated: vec![],
        unreduced: unreduced.to_vec(),
    };
    // Keep factors the projection left out of the map (after an overflow) absent.
    need.factors.retain(|f, _| t.factors.contains_key(f));
    need.to_sharding(mapping, factor_sizes, mesh, mesh_ref.clone())
}

/// `replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>` as lists of device ids.
fn replica_groups(a: Option<&Attr>) -> Vec<Vec<i64>> {
    let Some(Attr::Elements { body, .. }) = a else {
        return vec![];
    };
    let inner = body.trim();
    let mut groups = Vec::new();
    let mut depth = 0;
    let mut cur = String::new();
    for ch in inner.chars() {
        match ch {
            '[' => {
                depth += 1;
                if depth == 2 {
                    cur.clear();
                }
            }
            ']' => {
                if depth == 2 {
                    groups.push(
                        cur.split(',')
                            .filter_map(|x| x.trim().parse().ok())
                            .collect(),
                    );
                }
                depth -= 1;
            }
            _ if depth == 2 => cur.push(ch),
            _ => {}
        }
    }
    groups
}

/// The mesh axes along which the devices of one group differ (iota device order).
fn group_axes(group: &[i64], mesh: &MeshAttr) -> Vec<AxisRef> {
    let coords = |d: i64| -> Vec<i64> {
        let mut out = vec![0; mesh.axes.len()];
        let mut rest = d;
        for (i, a) in mesh.axes.iter().enumerate().rev() {
            let n = a.size.max(1);
            out[i] = rest % n;
            rest /= n;
        }
        out
    };
    let Some(&first) = group.first() else {
        return vec![];
    };
    let c0 = coords(first);
    mesh.axes
        .iter()
        .enumerate()
        .filter(|(i, _)| group.iter().any(|&d| coords(d)[*i] != c0[*i]))
        .map(|(_, a)| AxisRef::full(&a.name))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sdy::MeshAxis;

    #[test]
    fn replica_groups_and_their_axes() {
        let a = Attr::Elements {
            kind: "dense".into(),
            body: "[[0, 1], [2, 3], [4, 5], [6, 7]]".into(),
            ty: crate::ir::Type::None,
        };
        let g = replica_groups(Some(&a));
        assert_eq!(g.len(), 4);
        assert_eq!(g[1], vec![2, 3]);
        let mesh = MeshAttr {
            axes: vec![
                MeshAxis {
                    name: "data".into(),
                    size: 4,
                },
                MeshAxis {
                    name: "model".into(),
                    size: 2,
                },
            ],
            device_ids: vec![],
        };
        assert_eq!(group_axes(&g[0], &mesh), vec![AxisRef::full("model")]);
        assert_eq!(
            group_axes(&[0, 2, 4, 6], &mesh),
            vec![AxisRef::full("data")]
        );
    }
}
