//! An op whose result Shardy leaves fully replicated is, to XLA, an op without a
//! sharding: XLA's own propagation gives it the sharding its operands imply, the op is
//! partitioned with that, and its users reshard the result to replicated. Measured in
//! `tests/cost_xla_ops.rs` (a transpose of a sharded operand to a replicated result is
//! a local transpose and all-gathers of the result, not all-gathers of the operand).

use super::{choose_factors, rebuild, Evaluator, FactorPolicy};
use crate::ir::sdy::TensorSharding;
use crate::ir::OpId;
use crate::rules::op_rule;
use crate::rules::projection::ShardingProjection;
use crate::rules::rule::RuleQueries;

fn replicated(s: Option<&TensorSharding>) -> bool {
    s.is_none_or(|s| s.is_fully_replicated() && s.unreduced.is_empty())
}

impl Evaluator<'_, '_> {
    /// The sharding XLA partitions a one-result `op` with when Shardy made its result
    /// replicated and an operand is sharded: per factor of the result, the axes of the
    /// most sharded operand (`None` when the result is sharded, or nothing is).
    pub(super) fn inferred_result(&self, op: OpId) -> Option<TensorSharding> {
        let m = self.m;
        let o = &m.ops[op];
        let &[r] = o.results.as_slice() else {
            return None;
        };
        if !replicated(self.sharding(r)) || m.tensor_type(r).is_none() {
            return None;
        }
        let op_sh: Vec<Option<&TensorSharding>> =
            o.operands.iter().map(|&v| self.sharding(v)).collect();
        let mesh_ref = op_sh
            .iter()
            .flatten()
            .find(|s| !replicated(Some(s)))?
            .mesh
            .clone();
        let mesh = self.op_mesh(op)?;
        let rule = op_rule(m, op, &self.opts.rules).ok()?.rule;
        if rule.operands.len() != o.operands.len() || rule.results.len() != 1 {
            return None;
        }
        let proj = ShardingProjection::build(&rule, &op_sh, &[None], &mesh);
        let chosen = choose_factors(&rule, &proj, &mesh, FactorPolicy::OperandsFirst);
        let inferred = rebuild(
            proj.results.first()?,
            &chosen,
            rule.tensor_mapping(o.operands.len()),
            &rule.factor_sizes,
            &mesh,
            &mesh_ref,
            &[],
        );
        (!replicated(Some(&inferred))).then_some(inferred)
    }
}
