//! One propagation step through one op (Shardy's `propagateTensorShardings`): project
//! the operand and result shardings onto the op's factors with its rule, run a factor
//! strategy, project the updated tensors back. A tensor counts as updated only if its
//! new sharding differs from the old one (and is not an empty sharding of a tensor that
//! had none); the caller writes the updates and re-enqueues the affected ops.

use std::collections::HashMap;

use super::{aggressive, basic};
use crate::ir::sdy::{Direction, FactorIdx, MeshAttr, MeshRef, OpShardingRule, TensorSharding};
use crate::rules::projection::ShardingProjection;

/// Which per-factor strategy a step runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FactorStrategy {
    Basic,
    Aggressive,
}

/// The common mesh of a set of shardings (`getCommonMeshName`): meshes without axes are
/// ignored unless all are; two different meshes give none.
pub fn common_mesh<'a>(
    shardings: impl Iterator<Item = &'a TensorSharding>,
    meshes: &HashMap<String, MeshAttr>,
) -> Option<(String, MeshAttr)> {
    let mut found: Option<(String, MeshAttr)> = None;
    for s in shardings {
        let (name, mesh) = match &s.mesh {
            MeshRef::Symbol(n) => (n.clone(), meshes.get(n)?.clone()),
            // Inlined meshes are lifted before propagation; without a name there is no
            // common mesh name.
            MeshRef::Inline(_) => return None,
        };
        match &found {
            None => found = Some((name, mesh)),
            Some((_, m)) if m.axes.is_empty() => found = Some((name, mesh)),
            Some((_, m)) => {
                if *m != mesh && !mesh.axes.is_empty() {
                    return None;
                }
            }
        }
    }
    found
}

/// What a step changed: the new sharding of each updated operand and result.
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

/// Runs one step. `None` when the tensors have no common mesh (nothing to do).
#[allow(clippy::too_many_arguments)]
pub fn step(
    rule: &OpShardingRule,
    operands: &[Option<&TensorSharding>],
    results: &[Option<&TensorSharding>],
    meshes: &HashMap<String, MeshAttr>,
    dir: &dyn Fn(FactorIdx) -> Direction,
    strategy: FactorStrategy,
    is_elementwise: bool,
    conservative: bool,
) -> Option<(StepOutput, ShardingProjection)> {
    let (mesh_name, mesh) = common_mesh(operands.iter().chain(results).filter_map(|s| *s), meshes)?;
    let mut p = ShardingProjection::build(rule, operands, results, &mesh);
    let updated = match strategy {
        FactorStrategy::Basic => {
            basic::propagate(&mut p, dir, &rule.factor_sizes, &mesh, conservative)
        }
        FactorStrategy::Aggressive => aggressive::propagate(
            &mut p,
            dir,
            &rule.factor_sizes,
            &mesh,
            conservative,
            is_elementwise,
        ),
    };
    let mesh_ref = MeshRef::Symbol(mesh_name);
    let mut out = StepOutput {
        operands: vec![None; operands.len()],
        results: vec![None; results.len()],
    };
    for (i, &u) in updated.operands.iter().enumerate() {
        if u {
            let new = p.operands[i].to_sharding(
                &rule.operands[i],
                &rule.factor_sizes,
                &mesh,
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
                &mesh,
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
