//! `autoshard compare`: several plans of one model side by side. The plans are the
//! propagation of the user's annotations, the baselines ([`crate::solve::baseline`])
//! and the search's plan ([`crate::solve::solve`], no time limit: deterministic); each is evaluated by the cost model, and the
//! values of the original module are matched to each plan's ([`crate::emit::align`]).
//!
//! [`Comparison`] holds everything; [`csv`] and [`markdown`] print the tables,
//! [`html`] a self-contained page with inline SVG charts. Output is a pure function of
//! the input (ordered maps, fixed float formatting).

pub mod csv;
pub mod differences;
pub mod fallback;
pub mod html;
pub mod markdown;
pub mod xla;
pub mod xla_table;

pub use differences::Difference;

use std::collections::BTreeMap;

use serde::Serialize;

use crate::cost::compute::collective_hbm_bytes;
use crate::cost::memory::{entry_function, memory, memory_timeline};
use crate::cost::plan::{evaluate, ModuleShardings, PlanCost, PlanOptions};
use crate::cost::report::{op_location, value_name};
use crate::cost::shard::per_device_bytes;
use crate::cost::HardwareProfile;
use crate::diag::SourceFile;
use crate::emit::align::{align, op_shardings, Slot};
use crate::ir::sdy::{SdyAttr, TensorSharding};
use crate::ir::{Module, OpId, ValueId};
use crate::solve::baseline::{self, BaselineKind};

/// One plan's numbers.
#[derive(Clone, Debug, Serialize)]
pub struct PlanSummary {
    pub name: String,
    /// `ok`, or why there is no plan.
    pub status: String,
    pub step_serial_s: f64,
    /// Collectives beside independent compute ([`crate::cost::schedule::overlap`]).
    pub step_overlapped_s: f64,
    pub compute_s: f64,
    pub comm_s: f64,
    /// Weighted time per collective kind.
    pub comm_by_kind_s: BTreeMap<String, f64>,
    pub bytes_sent: f64,
    /// Weighted FLOPs and HBM bytes per device (bytes: the ops' fused traffic and the
    /// collectives' input and output buffers).
    pub flops: f64,
    pub hbm_bytes: f64,
    /// Weighted bytes each device sends, per collective kind.
    pub comm_bytes_by_kind: BTreeMap<String, f64>,
    pub peak_memory_bytes: u64,
    /// The program XLA compiles from this plan (`--xla`, `--hlo-dir`), or why not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub xla: Option<xla::CompiledColumns>,
    /// A searched row holding a rival whose compiled program is faster (`--xla`):
    /// what the search found ([`fallback`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fallback: Option<fallback::Fallback>,
    pub solver_gap: Option<f64>,
    pub solver_time_s: Option<f64>,
    /// What the reader must know of a plan that is `ok`: a searched plan over the memory
    /// budget, when no plan fits it ([`searched`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Live bytes per device after each op of the entry function.
    pub memory_timeline: Vec<u64>,
}

/// One value of the original module in every plan.
#[derive(Clone, Debug, Serialize)]
pub struct ValueRow {
    pub location: String,
    pub value: String,
    pub op: String,
    pub shape: String,
    /// Per plan (in plan order): the sharding, `-` when replicated or unmatched.
    pub shardings: Vec<String>,
    pub bytes_per_device: Vec<u64>,
}

/// One collective of one plan.
#[derive(Clone, Debug, Serialize)]
pub struct CollectiveRow {
    pub plan: String,
    pub location: String,
    pub op: String,
    pub kind: String,
    pub axes: String,
    pub group_size: u64,
    pub executions: f64,
    pub bytes_sent: f64,
    pub time_s: f64,
    /// For a reshard, the locations of the ops that read its result (several when
    /// readers share it: one reshard of a value to a sharding is paid once), space
    /// separated; empty for other collectives.
    pub uses: String,
}

/// The ops that read the result of the reshard `c` charged at `op`: the readers of an
/// explicit `sdy.reshard`, or the op and every later op sharing its operand reshard.
fn reshard_uses(
    pm: &crate::ir::Module,
    pc: &PlanCost,
    op: crate::ir::OpId,
    c: &crate::cost::PlanCollective,
) -> Vec<crate::ir::OpId> {
    use crate::cost::plan::Why;
    let o = &pm.ops[op];
    match (o.name.as_str(), c.why) {
        ("sdy.reshard", _) => o
            .results
            .first()
            .map(|&r| pm.users_of(r).into_iter().map(|(u, _)| u).collect())
            .unwrap_or_default(),
        ("sdy.sharding_constraint", _) => vec![],
        (_, Why::Operand(_)) => std::iter::once(op)
            .chain(pc.ops.iter().filter_map(|x| {
                x.shared_reshards
                    .iter()
                    .any(|&(v, at)| v == c.value && at == op)
                    .then_some(x.op)
            }))
            .collect(),
        _ => vec![],
    }
}

/// Everything `autoshard compare` reports.
#[derive(Clone, Debug, Serialize)]
pub struct Comparison {
    pub model: String,
    pub hardware: String,
    pub mesh: String,
    /// Where the compiled columns come from (`--xla`, `--hlo-dir`); absent without.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compiled_by: Option<String>,
    pub plans: Vec<PlanSummary>,
    pub values: Vec<ValueRow>,
    pub collectives: Vec<CollectiveRow>,
    /// The ten costliest differences per plan against the propagation plan.
    pub differences: Vec<Difference>,
}

/// A location `FILE:LINE:COL` split into its parts (`None` when it is not one).
pub(crate) fn split_location(l: &str) -> Option<(&str, u64, u64)> {
    let mut it = l.rsplitn(3, ':');
    let (col, line, file) = (it.next()?, it.next()?, it.next()?);
    Some((file, line.parse().ok()?, col.parse().ok()?))
}

pub(crate) fn show(s: &Option<TensorSharding>) -> String {
    match s {
        Some(s) => format!("{}", SdyAttr::Sharding(s.clone())),
        None => "-".into(),
    }
}

fn shape(m: &Module, v: ValueId) -> String {
    match m.tensor_type(v) {
        Some(t) => t.to_string(),
        None => format!("{}", m.values[v].ty),
    }
}

/// One plan's numbers under the cost model (`pc` is [`evaluate`] of `plan`): serial and
/// overlapped step time, compute, communication, peak memory; shared with
/// [`crate::sweep`].
pub fn summarize(
    name: &str,
    plan: &Module,
    pc: &PlanCost,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
    opts: &PlanOptions,
) -> Result<PlanSummary, String> {
    let sh = ModuleShardings::new(plan);
    let schedule =
        crate::cost::schedule::overlap(plan, pc, hw, axis_links, opts.default_trip_count)?;
    let mem = memory(plan, &sh, pc);
    let mut by_kind: BTreeMap<String, f64> = BTreeMap::new();
    let mut bytes_by_kind: BTreeMap<String, f64> = BTreeMap::new();
    for (_, w, c) in pc.collectives() {
        *by_kind.entry(c.kind.name().to_string()).or_default() += w * c.time_s;
        if c.kind.is_local() {
            continue;
        }
        *bytes_by_kind.entry(c.kind.name().to_string()).or_default() += w * c.bytes_sent;
    }
    // The ops' traffic and the collectives' buffers (XLA's compiled bytes count both).
    let buffers: f64 = pc
        .collectives()
        .map(|(_, w, c)| w * collective_hbm_bytes(c.kind, c.bytes_before, c.bytes_after))
        .sum();
    let hbm_bytes = 0.0 + pc.ops.iter().map(|o| o.weight * o.work.bytes).sum::<f64>() + buffers;
    Ok(PlanSummary {
        name: name.to_string(),
        status: "ok".into(),
        step_serial_s: pc.serial_s(),
        step_overlapped_s: schedule.overlapped_s,
        compute_s: pc.compute_s,
        comm_s: pc.comm_s,
        comm_by_kind_s: by_kind,
        bytes_sent: pc.bytes_sent,
        flops: pc.flops,
        hbm_bytes,
        comm_bytes_by_kind: bytes_by_kind,
        peak_memory_bytes: mem.peak_bytes,
        xla: None,
        fallback: None,
        solver_gap: None,
        solver_time_s: None,
        note: None,
        memory_timeline: memory_timeline(plan, &sh, pc),
    })
}

fn missing(name: &str, why: &str) -> PlanSummary {
    PlanSummary {
        name: name.to_string(),
        status: why.to_string(),
        step_serial_s: 0.0,
        step_overlapped_s: 0.0,
        compute_s: 0.0,
        comm_s: 0.0,
        comm_by_kind_s: BTreeMap::new(),
        bytes_sent: 0.0,
        flops: 0.0,
        hbm_bytes: 0.0,
        comm_bytes_by_kind: BTreeMap::new(),
        peak_memory_bytes: 0,
        xla: None,
        fallback: None,
        solver_gap: None,
        solver_time_s: None,
        note: None,
        memory_timeline: vec![],
    }
}

/// The search's plan (no time limit: deterministic) and its summary, or why there is
/// none; `ignore_annotations` searches without the user's annotations. When no plan fits
/// the memory budget, the plan is the cheapest the search finds at the smallest budget
/// that works (what `solve -o` writes then), with a note saying so: the other rows are
/// compared whatever their peak, and this one is the search's answer to a larger device.
fn searched(
    name: &str,
    m: &Module,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
    opts: &PlanOptions,
    ignore_annotations: bool,
) -> Result<(PlanSummary, Option<(Module, PlanCost)>), String> {
    let mut so = crate::solve::SolveOptions::new(hw.clone());
    so.axis_links = axis_links.to_vec();
    so.plan = *opts;
    so.ignore_annotations = ignore_annotations;
    Ok(match crate::solve::solve(m, &so) {
        Ok(r) => {
            let over = r
                .plan
                .is_none()
                .then_some(r.memory.smallest.as_ref())
                .flatten();
            let note = over.map(|sm| over_budget_note(&so, sm));
            match r.plan.or_else(|| over.map(|sm| sm.plan.clone())) {
                Some(plan) => {
                    let pc = evaluate(&plan, hw, axis_links, opts)?;
                    let mut s = summarize(name, &plan, &pc, hw, axis_links, opts)?;
                    s.solver_gap = r.gap;
                    s.solver_time_s = Some(r.solve_seconds);
                    s.note = note;
                    (s, Some((plan, pc)))
                }
                None => (missing(name, &format!("no plan: {:?}", r.status)), None),
            }
        }
        Err(d) => {
            let msgs: Vec<String> = d.0.iter().map(|x| x.message.clone()).collect();
            (
                missing(name, &format!("search failed: {}", msgs.join("; "))),
                None,
            )
        }
    })
}

/// Why a searched row holds a plan over the memory budget.
fn over_budget_note(
    so: &crate::solve::SolveOptions,
    sm: &crate::solve::memory::Smallest,
) -> String {
    let gib = |b: u64| format!("{:.3} GiB", b as f64 / (1u64 << 30) as f64);
    let whose = match sm.source {
        crate::solve::PlanSource::Ilp => "the cheapest plan the search finds".to_string(),
        crate::solve::PlanSource::Propagation => "the propagation plan".to_string(),
        crate::solve::PlanSource::Template(k) => format!("the {} plan", k.name()),
    };
    format!(
        "over the budget: no plan fits in {} per device; {whose} at the smallest budget \
         that works, {}{}",
        so.memory_budget.map_or_else(|| "-".into(), gib),
        gib(sm.bytes),
        if sm.proven {
            ""
        } else {
            " (not proven smallest)"
        }
    )
}

/// Compares the plans of `m` (read from `file`) on `hw`.
pub fn compare(
    m: &Module,
    file: &SourceFile,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
    opts: &PlanOptions,
) -> Result<Comparison, String> {
    compare_with(m, file, hw, axis_links, opts, &Extras::default())
}

/// What `autoshard compare` adds on request.
#[derive(Default)]
pub struct Extras<'a> {
    /// Every plan's compiled program beside its prediction ([`xla`]).
    pub compiler: Option<&'a dyn xla::PlanCompiler>,
    /// Also the search without the user's annotations (`search-free`).
    pub free_search: bool,
}

/// [`compare`] with [`Extras`].
pub fn compare_with(
    m: &Module,
    file: &SourceFile,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
    opts: &PlanOptions,
    extras: &Extras,
) -> Result<Comparison, String> {
    let mut names = Vec::new();
    let mut plans: Vec<Option<(Module, PlanCost)>> = Vec::new();
    let mut summaries = Vec::new();
    for kind in BaselineKind::ALL {
        let b = baseline::baseline(m, kind);
        names.push(kind.name().to_string());
        match &b.plan {
            Ok(p) => {
                let pc = evaluate(&p.plan, hw, axis_links, opts)?;
                summaries.push(summarize(kind.name(), &p.plan, &pc, hw, axis_links, opts)?);
                plans.push(Some((p.plan.clone(), pc)));
            }
            Err(e) => {
                summaries.push(missing(kind.name(), e));
                plans.push(None);
            }
        }
    }
    let mut searches = vec![("search", false)];
    if extras.free_search {
        searches.push(("search-free", true));
    }
    for (name, ignore_annotations) in searches {
        names.push(name.into());
        let (s, p) = searched(name, m, hw, axis_links, opts, ignore_annotations)?;
        summaries.push(s);
        plans.push(p);
    }

    if let Some(c) = extras.compiler {
        for (s, p) in summaries.iter_mut().zip(&plans) {
            s.xla = Some(match p {
                Some((pm, _)) => {
                    let mut x =
                        xla::compiled_columns(c, &s.name, m, pm, hw, axis_links, s.step_serial_s);
                    x.xla_cpu = xla::xla_cpu_prediction(pm, hw, axis_links, opts).ok();
                    x
                }
                None => xla::CompiledColumns::failed("no plan".into()),
            });
        }
        fallback::apply(&mut summaries, &mut plans);
    }

    // Values of the original module in every plan.
    let maps: Vec<BTreeMap<(OpId, Slot), Option<TensorSharding>>> = plans
        .iter()
        .map(|p| match p {
            Some((pm, _)) => align(m, pm)
                .into_iter()
                .flat_map(|(x, y)| {
                    op_shardings(pm, y)
                        .into_iter()
                        .map(move |(slot, s)| ((x, slot), s))
                })
                .collect(),
            None => BTreeMap::new(),
        })
        .collect();
    let meshes = crate::passes::sharding::mesh_table(m);
    let mesh_of = |s: &TensorSharding| crate::passes::sharding::resolve_mesh(&s.mesh, &meshes);
    let mut values = Vec::new();
    let main = entry_function(m);
    for op in crate::emit::align::sharded_ops(m) {
        let o = &m.ops[op];
        let slots: Vec<(Slot, ValueId)> = if Some(op) == main {
            let args = m.entry_block(op).map(|b| m.blocks[b].args.clone());
            args.unwrap_or_default()
                .into_iter()
                .enumerate()
                .map(|(i, v)| (Slot::Arg(i), v))
                .collect()
        } else if o.name == "func.func" || o.name == "func.return" {
            continue;
        } else {
            o.results
                .iter()
                .enumerate()
                .map(|(i, &v)| (Slot::Result(i), v))
                .collect()
        };
        for (slot, v) in slots {
            let Some(ty) = m.tensor_type(v) else { continue };
            let mut shardings = Vec::new();
            let mut bytes = Vec::new();
            for map in &maps {
                let s = map.get(&(op, slot)).cloned().flatten();
                bytes.push(match s.as_ref().and_then(|x| Some((x, mesh_of(x)?))) {
                    Some((x, mesh)) => per_device_bytes(ty, Some(x), &mesh),
                    None => ty.byte_size(),
                });
                shardings.push(show(&s));
            }
            let location = match slot {
                Slot::Arg(_) => m.values[v]
                    .loc
                    .as_ref()
                    .and_then(|l| {
                        l.name(&|a: &str| {
                            m.loc_aliases
                                .iter()
                                .find(|(n, _)| n == a)
                                .map(|(_, l)| l.clone())
                        })
                    })
                    .unwrap_or_else(|| op_location(m, file, op)),
                _ => op_location(m, file, op),
            };
            values.push(ValueRow {
                location,
                value: value_name(m, v),
                op: o.name.clone(),
                shape: shape(m, v),
                shardings,
                bytes_per_device: bytes,
            });
        }
    }

    // Collectives, located at the op of the plan (its location is the original's).
    let mut collectives = Vec::new();
    for (name, p) in names.iter().zip(&plans) {
        let Some((pm, pc)) = p else { continue };
        for (op, w, c) in pc.collectives() {
            if c.kind.is_local() {
                continue;
            }
            collectives.push(CollectiveRow {
                plan: name.clone(),
                location: op_location(pm, file, op),
                op: pm.ops[op].name.clone(),
                kind: c.kind.name().to_string(),
                axes: c
                    .axes
                    .iter()
                    .map(|a| format!("{a}"))
                    .collect::<Vec<_>>()
                    .join(","),
                group_size: c.group_size,
                executions: w,
                bytes_sent: c.bytes_sent,
                time_s: c.time_s,
                uses: reshard_uses(pm, pc, op, c)
                    .into_iter()
                    .map(|u| op_location(pm, file, u))
                    .collect::<Vec<_>>()
                    .join(" "),
            });
        }
    }

    let differences = differences::differences(m, file, &names, &plans);
    let mesh = m
        .meshes()
        .first()
        .map(|(_, mesh, _)| {
            mesh.axes
                .iter()
                .map(|a| format!("{}={}", a.name, a.size))
                .collect::<Vec<_>>()
                .join(",")
        })
        .unwrap_or_default();
    Ok(Comparison {
        model: file.name.to_string(),
        hardware: hw.name.clone(),
        mesh,
        compiled_by: extras.compiler.map(|c| c.describe()),
        plans: summaries,
        values,
        collectives,
        differences,
    })
}
