//! Baseline plans: what a simple template gives, as a fully sharded module produced the
//! way the user's own annotations would be, by annotating the entry function and running
//! our propagator ([`crate::propagate::pipeline::run_pipeline`]). Each is evaluated by
//! the cost model like any other plan, so the search can be measured against them and
//! use them as MIP starts.
//!
//! - [`BaselineKind::Propagation`]: the user's annotations as written (Shardy's plan);
//! - [`BaselineKind::DataParallel`]: the batch dim of every activation argument on all
//!   mesh axes (as many as divide it, the last one possibly as a sub-axis), parameters
//!   replicated, user constraints dropped;
//! - [`BaselineKind::Megatron`]: for transformers, column-parallel then row-parallel
//!   weight pairs (and so attention heads) on the model axis (the minor-most mesh axis),
//!   the batch on the other axes; parameters outside dots are left to propagation.
//!
//! Donated buffers ([`super::alias`]): a template annotates each donated argument and
//! the result it aliases alike (the argument's sharding, `tie_aliased`); the
//! propagation baseline keeps the user's annotations as written and lists the pairs
//! propagation leaves sharded two ways ([`BaselinePlan::alias_mismatches`], with what
//! XLA does with each).
//!
//! Activations, parameters and dot roles are recognised from the op structure
//! ([`structure`]), never from names. A template that does not apply gives an error
//! string saying why (e.g. "not a transformer: no attention dot").

mod structure;

use std::collections::BTreeSet;

use super::alias::{self, Mismatch};
use crate::cost::plan::{evaluate, PlanCost, PlanOptions};
use crate::cost::HardwareProfile;
use crate::ir::sdy::{AxisRef, DimSharding, MeshAttr, MeshRef, SubAxis, TensorSharding};
use crate::ir::{Attr, Module, OpId};
use crate::passes::sharding::{func_arity, set_func_arg_sharding, set_func_result_sharding};
pub use structure::{DotRole, RoledDot};

/// The baseline templates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum BaselineKind {
    Propagation,
    DataParallel,
    Megatron,
}

impl BaselineKind {
    pub const ALL: [BaselineKind; 3] = [
        BaselineKind::Propagation,
        BaselineKind::DataParallel,
        BaselineKind::Megatron,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BaselineKind::Propagation => "propagation",
            BaselineKind::DataParallel => "data-parallel",
            BaselineKind::Megatron => "megatron",
        }
    }
}

/// A baseline: the annotated module and its propagated plan, or why the template does
/// not apply.
#[derive(Clone, Debug)]
pub struct Baseline {
    pub kind: BaselineKind,
    pub plan: Result<BaselinePlan, String>,
}

#[derive(Clone, Debug)]
pub struct BaselinePlan {
    /// The original module with the template's annotations (the input of propagation).
    pub annotated: Module,
    /// The propagated module: every value has its sharding.
    pub plan: Module,
    /// Donated arguments whose aliased result propagation shards otherwise (only the
    /// propagation baseline can have them: the templates tie each pair,
    /// `tie_aliased`).
    pub alias_mismatches: Vec<Mismatch>,
}

/// The entry function (`@main`, else the first public function).
pub fn entry(m: &Module) -> Option<OpId> {
    crate::cost::memory::entry_function(m)
}

/// The first mesh of the module: (symbol, mesh).
fn mesh(m: &Module) -> Result<(String, MeshAttr), String> {
    m.meshes()
        .into_iter()
        .next()
        .map(|(n, mesh, _)| (n, mesh))
        .ok_or_else(|| "the module has no sdy.mesh".to_string())
}

/// Axes (in the order given) that shard a dim of `size`: each axis whose size divides
/// what is left, then a sub-axis of the first one that only partly divides it.
pub fn axes_for(size: i64, axes: &[(String, i64)]) -> Vec<AxisRef> {
    let mut out = Vec::new();
    let mut left = size;
    for (name, n) in axes {
        if *n <= 1 {
            continue;
        }
        if left % n == 0 {
            out.push(AxisRef::full(name.clone()));
            left /= n;
            continue;
        }
        let g = gcd(left, *n);
        if g > 1 {
            out.push(AxisRef {
                name: name.into(),
                sub: Some(SubAxis {
                    pre_size: 1,
                    size: g,
                }),
            });
        }
        break;
    }
    out
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// A closed sharding with `axes` on dim `d` (if any) and nothing elsewhere.
fn closed(mesh: &str, rank: usize, d: Option<usize>, axes: Vec<AxisRef>) -> TensorSharding {
    let mut s = TensorSharding::empty(MeshRef::Symbol(mesh.into()), rank, true);
    if let Some(d) = d {
        s.dims[d] = DimSharding::closed(axes);
    }
    s
}

/// Removes every user annotation of the entry function's arguments and results and
/// every `sdy.sharding_constraint` (its uses read its operand). Manual computations and
/// sharding groups stay: they are part of the program.
fn strip_intent(m: &mut Module, main: OpId) {
    for key in ["arg_attrs", "res_attrs"] {
        if let Some(Attr::Array(items)) = m.ops[main].attr(key).cloned() {
            let items = items
                .into_iter()
                .map(|a| match a {
                    Attr::Dict(d) => {
                        Attr::Dict(d.into_iter().filter(|e| e.name != "sdy.sharding").collect())
                    }
                    other => other,
                })
                .collect();
            m.set_inherent_attr(main, key, Attr::Array(items));
        }
    }
    for op in m.walk() {
        if m.ops[op].name == "sdy.sharding_constraint" && m.ops[op].parent.is_some() {
            let (from, to) = (m.ops[op].results[0], m.ops[op].operands[0]);
            m.replace_all_uses(from, to);
            m.erase_op(op);
        }
    }
}

/// `m` without any user annotation of its entry function and without sharding
/// constraints: the unsharded function (XLA replicates what nothing shards).
pub fn unannotated(m: &Module) -> Module {
    let mut out = m.clone();
    if let Some(main) = entry(m) {
        strip_intent(&mut out, main);
    }
    out
}

fn rank(m: &Module, main: OpId, i: usize) -> usize {
    m.entry_block(main)
        .and_then(|b| m.blocks[b].args.get(i).copied())
        .and_then(|v| m.tensor_type(v))
        .map_or(0, |t| t.rank())
}

fn dim_size(m: &Module, main: OpId, i: usize, d: usize) -> i64 {
    m.entry_block(main)
        .and_then(|b| m.blocks[b].args.get(i).copied())
        .and_then(|v| m.tensor_type(v))
        .and_then(|t| t.static_shape())
        .and_then(|s| s.get(d).copied())
        .unwrap_or(1)
}

/// The data-parallel template: the annotated module.
pub fn data_parallel(m: &Module) -> Result<Module, String> {
    let main = entry(m).ok_or("the module has no entry function")?;
    let (mesh_name, mesh) = mesh(m)?;
    let c = structure::dim_classes(m);
    let (_, acts) = structure::batch_class(m, &c, main)
        .ok_or("no batch dim found: no dot carries an argument's leading dim")?;
    let axes: Vec<(String, i64)> = mesh.axes.iter().map(|a| (a.name.clone(), a.size)).collect();
    let mut out = m.clone();
    strip_intent(&mut out, main);
    for i in 0..func_arity(m, main).0 {
        let r = rank(m, main, i);
        let s = match acts.iter().find(|(a, _)| *a == i) {
            Some(&(_, d)) => closed(
                &mesh_name,
                r,
                Some(d),
                axes_for(dim_size(m, main, i, d), &axes),
            ),
            None => closed(&mesh_name, r, None, vec![]),
        };
        set_func_arg_sharding(&mut out, main, i, s);
    }
    Ok(out)
}

/// The Megatron-style template: the annotated module, or why the model is not a
/// transformer.
pub fn megatron(m: &Module) -> Result<Module, String> {
    let main = entry(m).ok_or("the module has no entry function")?;
    let (mesh_name, mesh) = mesh(m)?;
    let Some(model_axis) = mesh.axes.iter().rev().find(|a| a.size > 1).cloned() else {
        return Err("the mesh has no axis of size > 1".into());
    };
    let data_axes: Vec<(String, i64)> = mesh
        .axes
        .iter()
        .filter(|a| a.name != model_axis.name)
        .map(|a| (a.name.clone(), a.size))
        .collect();
    let c = structure::dim_classes(m);
    let (_, acts) =
        structure::batch_class(m, &c, main).ok_or("not a transformer: no batch dim found")?;
    let block = m
        .entry_block(main)
        .ok_or("the entry function has no body")?;
    let args = m.blocks[block].args.clone();
    let seeds: Vec<_> = acts.iter().map(|&(i, _)| args[i]).collect();
    let act = structure::derived_from(m, &seeds);
    let roles = structure::dot_roles(m, &act);
    let count = |r: DotRole| roles.iter().filter(|d| d.role == r).count();
    if count(DotRole::Attention) == 0 {
        return Err(
            "not a transformer: no attention dot (a dot of two activations with batching dims)"
                .into(),
        );
    }
    if count(DotRole::Row) == 0 {
        return Err("not a transformer: no column-parallel/row-parallel weight pair".into());
    }
    // The classes to put on the model axis: column weights' output features, row
    // weights' contracted features.
    let mut model: BTreeSet<usize> = BTreeSet::new();
    for d in &roles {
        let Some(dd) = structure::dot_dims(m, d.op) else {
            continue;
        };
        let w = m.ops[d.op].operands[d.weight];
        let (contracting, batching) = if d.weight == 0 {
            (&dd.lhs_contracting, &dd.lhs_batching)
        } else {
            (&dd.rhs_contracting, &dd.rhs_batching)
        };
        let r = m.tensor_type(w).map_or(0, |t| t.rank());
        let dims: Vec<usize> = match d.role {
            DotRole::Column => (0..r)
                .filter(|x| !contracting.contains(x) && !batching.contains(x))
                .collect(),
            DotRole::Row => contracting.clone(),
            DotRole::Attention => vec![],
        };
        model.extend(dims.into_iter().filter_map(|x| c.class(w, x)));
    }
    let mut out = m.clone();
    strip_intent(&mut out, main);
    let model_axes = [(model_axis.name.clone(), model_axis.size)];
    for (i, &a) in args.iter().enumerate() {
        let r = rank(m, main, i);
        if let Some(&(_, d)) = acts.iter().find(|(x, _)| *x == i) {
            let axes = axes_for(dim_size(m, main, i, d), &data_axes);
            set_func_arg_sharding(&mut out, main, i, closed(&mesh_name, r, Some(d), axes));
            continue;
        }
        let dim = (0..r).find(|&d| {
            c.class(a, d).is_some_and(|k| model.contains(&k))
                && dim_size(m, main, i, d) % model_axis.size == 0
        });
        if let Some(d) = dim {
            let s = closed(
                &mesh_name,
                r,
                Some(d),
                axes_for(dim_size(m, main, i, d), &model_axes),
            );
            set_func_arg_sharding(&mut out, main, i, s);
        }
    }
    Ok(out)
}

/// The annotated module of a template (the propagation baseline is the module as is).
pub fn annotate(m: &Module, kind: BaselineKind) -> Result<Module, String> {
    match kind {
        BaselineKind::Propagation => Ok(m.clone()),
        BaselineKind::DataParallel => data_parallel(m),
        BaselineKind::Megatron => megatron(m),
    }
}

/// Runs `sdy-propagation-pipeline` on an annotated module.
pub fn propagate(annotated: &Module) -> Result<Module, String> {
    let mut p = annotated.clone();
    crate::propagate::pipeline::run_pipeline(&mut p).map_err(|d| {
        let msgs: Vec<String> = d.0.iter().map(|x| x.message.clone()).collect();
        format!("propagation failed: {}", msgs.join("; "))
    })?;
    Ok(p)
}

/// One baseline of `m`: the template's annotations propagated; for a template, each
/// donated argument and the result it aliases tied to one sharding (`tie_aliased`).
pub fn baseline(m: &Module, kind: BaselineKind) -> Baseline {
    let plan = annotate(m, kind).and_then(|mut annotated| {
        let mut plan = propagate(&annotated)?;
        if kind != BaselineKind::Propagation && !alias::pairs(m).is_empty() {
            tie_aliased(&mut annotated, &plan);
            plan = propagate(&annotated)?;
        }
        let alias_mismatches = alias::mismatches(&plan);
        Ok(BaselinePlan {
            annotated,
            plan,
            alias_mismatches,
        })
    });
    Baseline { kind, plan }
}

/// Annotates each donated argument of a template and the result it aliases with the
/// argument's sharding in `plan` (the template's propagation), closed.
///
/// The result takes the argument's sharding, not the other way round: the argument's
/// sharding is what the template decided (a batch dim, a Megatron weight dim) or what
/// propagation derived from those decisions, and the result is the argument's next
/// value (updated weights, an optimizer moment, a KV cache) fed back as the argument of
/// the next step, so keeping the argument's layout keeps the state's layout stable
/// across steps; whatever reshard that needs happens once, at the return. Giving the
/// argument the result's sharding instead would let the update's layout, a by-product
/// of propagation, overrule the template. Both ends are written closed, so propagation
/// can neither refine the argument nor move the result away.
fn tie_aliased(annotated: &mut Module, plan: &Module) {
    let Some(main) = entry(annotated) else {
        return;
    };
    let Ok((mesh_name, _)) = mesh(annotated) else {
        return;
    };
    for p in alias::pairs(annotated) {
        let s = alias::arg_sharding(plan, main, p.arg)
            .unwrap_or_else(|| closed(&mesh_name, rank(annotated, main, p.arg), None, vec![]));
        set_func_arg_sharding(annotated, main, p.arg, s.clone());
        set_func_result_sharding(annotated, main, p.result, s);
    }
}

/// Every baseline of `m`, in [`BaselineKind::ALL`] order.
pub fn baselines(m: &Module) -> Vec<Baseline> {
    BaselineKind::ALL.iter().map(|&k| baseline(m, k)).collect()
}

/// The cost of a baseline's plan (an error when the template does not apply).
pub fn cost(
    b: &Baseline,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
    opts: &PlanOptions,
) -> Result<PlanCost, String> {
    match &b.plan {
        Ok(p) => evaluate(&p.plan, hw, axis_links, opts),
        Err(e) => Err(e.clone()),
    }
}
