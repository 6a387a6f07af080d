//! One propagation step through one op (Shardy's `propagateTensorShardings`): project
//! the operand and result shardings onto the op's factors with its rule, run a factor
//! strategy, project the updated tensors back. A tensor counts as updated only if its
//! new sharding differs from the old one (and is not an empty sharding of a tensor that
//! had none); the caller writes the updates and re-enqueues the affected ops.

use super::{aggressive, basic};
use crate::ir::sdy::{Direction, FactorIdx, MeshAttr, MeshRef, OpShardingRule, TensorSharding};
use crate::passes::sharding::MeshTable;
use crate::rules::projection::ShardingProjection;

/// Which per-factor strategy a step runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FactorStrategy {
    Basic,
    Aggressive,
}

/// The common mesh of a set of shardings (`getCommonMeshName`): empty meshes (no axes,
/// no device ids) are ignored unless all are; two different meshes give none. A maximal
/// mesh (`<[], device_ids=[d]>`) is not empty: next to another mesh it gives none, so a
/// sharding on a maximal mesh is never replaced and never spreads.
pub fn common_mesh<'a, 'm>(
    shardings: impl Iterator<Item = &'a TensorSharding>,
    meshes: &'m MeshTable,
) -> Option<(&'m str, &'m MeshAttr)> {
    let mut found: Option<(&'m str, &'m MeshAttr)> = None;
    // The symbol just looked up: the same mesh again changes nothing.
    let mut last: Option<&'a str> = None;
    for s in shardings {
        let (name, mesh) = match &s.mesh {
            MeshRef::Symbol(n) if last == Some(n.as_str()) => continue,
            MeshRef::Symbol(n) => {
                last = Some(n.as_str());
                meshes.get_key_value(n.as_str())?
            }
            // Inlined meshes are lifted before propagation; without a name there is no
            // common mesh name.
            MeshRef::Inline(_) => return None,
        };
        match found {
            None => found = Some((name.as_str(), mesh)),
            Some((_, m)) if is_empty_mesh(m) => found = Some((name.as_str(), mesh)),
            Some((n, m)) => {
                if n != name && *m != *mesh && !is_empty_mesh(mesh) {
                    return None;
                }
            }
        }
    }
    found
}

fn is_empty_mesh(m: &MeshAttr) -> bool {
    m.axes.is_empty() && m.device_ids.is_empty()
}

/// What a step changed: the new sharding of each updated operand and result (both
/// lists empty when the strategy updated nothing).
#[derive(Clone, Debug, Default)]
pub struct StepOutput {
    pub operands: Vec<Option<TensorSharding>>,
    pub results: Vec<Option<TensorSharding>>,
}

impl StepOutput {
    pub fn any(&self) -> bool {
        self.operands
            .iter()
            .chain(&self.results)
            .any(Option::is_some)
    }
}

/// Whether a sharding has no axis on any dim (`emptyAxes`).
pub fn empty_axes(s: &TensorSharding) -> bool {
    s.dims.iter().all(|d| d.axes.is_empty())
}

/// A cheap sufficient test that a step changes nothing: every dim of every tensor maps
/// to exactly one factor (so a factor's axes are its dim's axes), and for every factor
/// that may propagate, every tensor that has it holds the same axes. Then the compatible
/// axes equal what every tensor already has, and no tensor can expand.
pub fn trivially_unchanged(
    rule: &OpShardingRule,
    operands: &[Option<&TensorSharding>],
    results: &[Option<&TensorSharding>],
    dir: &dyn Fn(FactorIdx) -> Direction,
) -> bool {
    const MAX: usize = 32;
    let nf = rule.factor_sizes.len();
    if nf > MAX {
        return false;
    }
    let empty: &[crate::ir::sdy::AxisRef] = &[];
    let mut seen: [Option<&[crate::ir::sdy::AxisRef]>; MAX] = [None; MAX];
    let mappings = rule
        .operands
        .iter()
        .zip(operands)
        .chain(rule.results.iter().zip(results));
    for (mapping, sharding) in mappings {
        for (d, factors) in mapping.iter().enumerate() {
            let [f] = factors.as_slice() else {
                return false;
            };
            let f = *f;
            if f >= nf || dir(f) == Direction::None {
                continue;
            }
            let axes = sharding
                .and_then(|s| s.dims.get(d))
                .map_or(empty, |x| x.axes.as_slice());
            match seen[f] {
                None => seen[f] = Some(axes),
                Some(prev) if prev == axes => {}
                Some(_) => return false,
            }
        }
    }
    true
}

/// Runs one step. `None` when the tensors have no common mesh (nothing to do).
#[allow(clippy::too_many_arguments)]
pub fn step(
    rule: &OpShardingRule,
    operands: &[Option<&TensorSharding>],
    results: &[Option<&TensorSharding>],
    meshes: &MeshTable,
    dir: &dyn Fn(FactorIdx) -> Direction,
    strategy: FactorStrategy,
    is_elementwise: bool,
    conservative: bool,
) -> Option<(StepOutput, ShardingProjection)> {
    let (mesh_name, mesh) = common_mesh(operands.iter().chain(results).filter_map(|s| *s), meshes)?;
    if mesh.is_maximal() {
        // Nothing to carry: a maximal sharding has no axes.
        return None;
    }
    let mut p = ShardingProjection::build(rule, operands, results, mesh);
    let updated = match strategy {
        FactorStrategy::Basic => {
            basic::propagate(&mut p, dir, &rule.factor_sizes, mesh, conservative)
        }
        FactorStrategy::Aggressive => aggressive::propagate(
            &mut p,
            dir,
            &rule.factor_sizes,
            mesh,
            conservative,
            is_elementwise,
        ),
    };
    if !updated.any() {
        return Some((StepOutput::default(), p));
    }
    let mesh_ref = MeshRef::Symbol(mesh_name.into());
    let mut out = StepOutput {
        operands: vec![None; operands.len()],
        results: vec![None; results.len()],
    };
    for (i, &u) in updated.operands.iter().enumerate() {
        if u {
            let new = p.operands[i].to_sharding(
                &rule.operands[i],
                &rule.factor_sizes,
                mesh,
                mesh_ref.clone(),
            );
            out.operands[i] = accept(operands.get(i).copied().flatten(), new);
        }
    }
    for (i, &u) in updated.results.iter().enumerate() {
        if u {
            let new = p.results[i].to_sharding(
                &rule.results[i],
                &rule.factor_sizes,
                mesh,
                mesh_ref.clone(),
            );
            out.results[i] = accept(results.get(i).copied().flatten(), new);
        }
    }
    Some((out, p))
}

/// The new sharding if it is an update of `old` (`updateTensorSharding`'s test).
fn accept(old: Option<&TensorSharding>, new: TensorSharding) -> Option<TensorSharding> {
    match old {
        None if empty_axes(&new) => None,
        Some(o) if *o == new => None,
        _ => Some(new),
    }
}
