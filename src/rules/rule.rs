//! Queries on an [`OpShardingRule`]: factor kinds, which tensors and dims a factor
//! appears in, minor-most factors of a dim, and a shape check.
//!
//! The rule itself is plain data (`crate::ir::sdy::OpShardingRule`, printed and parsed
//! as `#sdy.op_sharding_rule<...>`); these helpers are what the projection, the
//! propagator and the cost model ask of it. Tensors are numbered as Shardy numbers
//! them: operands first, then results.

use crate::ir::sdy::{FactorIdx, OpShardingRule};

/// What sharding a factor costs, as the partitioner sees it. A factor has exactly one
/// kind; being blocked (no propagation along it) is a separate flag
/// ([`OpShardingRule::is_blocked`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FactorKind {
    /// Sharding passes through without communication (batch dims, elementwise dims).
    PassThrough,
    /// Sharded, the op computes partial results that need an all-reduce (or stay
    /// unreduced): contracting dims, reduced dims.
    Reduction,
    /// Must be replicated before the op: an all-gather (sort dim, fft dims, ...).
    NeedReplication,
    /// Sharded, the data moves between devices: collective-permute or halo exchange
    /// (sliced, padded, reversed, windowed dims).
    Permutation,
}

impl FactorKind {
    /// The keyword of the rule's text form (`reduction={...}`); `None` for pass-through.
    pub fn keyword(self) -> Option<&'static str> {
        match self {
            FactorKind::PassThrough => None,
            FactorKind::Reduction => Some("reduction"),
            FactorKind::NeedReplication => Some("need_replication"),
            FactorKind::Permutation => Some("permutation"),
        }
    }
}

/// Where a factor appears: tensor index (operands first, then results), dim, and the
/// factor's position among the dim's factors (0 = major-most).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FactorUse {
    pub tensor: usize,
    pub dim: usize,
    pub position: usize,
}

/// Queries on a rule. A trait rather than inherent methods so that `crate::ir` owns the
/// type's definition alone; `use crate::rules::RuleQueries` to call them.
pub trait RuleQueries {
    fn num_factors(&self) -> usize;
    fn num_operands(&self) -> usize;
    fn num_results(&self) -> usize;
    /// Operands then results.
    fn num_tensors(&self) -> usize;
    /// The mapping of tensor `t` (operands first, then results): per dim, its factors
    /// major to minor.
    fn tensor_mapping(&self, t: usize) -> &[Vec<FactorIdx>];
    /// Every tensor mapping, operands first, then results.
    fn tensor_mappings(&self) -> Box<dyn Iterator<Item = &Vec<Vec<FactorIdx>>> + '_>;
    /// Whether tensor `t` is a result.
    fn is_result(&self, t: usize) -> bool;
    /// The kind of factor `f` (pass-through unless listed in one of the kind sets).
    fn kind(&self, f: FactorIdx) -> FactorKind;
    fn is_pass_through(&self, f: FactorIdx) -> bool;
    fn is_reduction(&self, f: FactorIdx) -> bool;
    fn is_need_replication(&self, f: FactorIdx) -> bool;
    fn is_permutation(&self, f: FactorIdx) -> bool;
    /// Propagation does not flow along a blocked factor.
    fn is_blocked(&self, f: FactorIdx) -> bool;
    /// The factors of each kind, each in ascending order.
    fn factors_of_kind(&self, kind: FactorKind) -> Vec<FactorIdx>;
    /// Every place factor `f` appears, in tensor order.
    fn factor_uses(&self, f: FactorIdx) -> Vec<FactorUse>;
    /// Whether tensor `t` has factor `f` in any of its dims.
    fn tensor_has_factor(&self, t: usize, f: FactorIdx) -> bool;
    /// Whether `f` is the minor-most (last) factor of its dim in tensor `t`. `false` if
    /// the tensor does not have the factor.
    fn is_minor_most(&self, t: usize, f: FactorIdx) -> bool;
    /// Whether `f` appears in more than one tensor, so that sharding can flow along it.
    /// A factor of one tensor only (a size-1 filler, a dim with no counterpart) cannot.
    fn is_shared(&self, f: FactorIdx) -> bool;
    /// The sizes a tensor's dims must have under this rule (the product of each dim's
    /// factor sizes).
    fn dim_sizes(&self, t: usize) -> Vec<i64>;
}

impl RuleQueries for OpShardingRule {
    fn num_factors(&self) -> usize {
        self.factor_sizes.len()
    }

    fn num_operands(&self) -> usize {
        self.operands.len()
    }

    fn num_results(&self) -> usize {
        self.results.len()
    }

    fn num_tensors(&self) -> usize {
        self.operands.len() + self.results.len()
    }

    fn tensor_mapping(&self, t: usize) -> &[Vec<FactorIdx>] {
        if t < self.operands.len() {
            &self.operands[t]
        } else {
            &self.results[t - self.operands.len()]
        }
    }

    fn tensor_mappings(&self) -> Box<dyn Iterator<Item = &Vec<Vec<FactorIdx>>> + '_> {
        Box::new(self.operands.iter().chain(&self.results))
    }

    fn is_result(&self, t: usize) -> bool {
        t >= self.operands.len()
    }

    fn kind(&self, f: FactorIdx) -> FactorKind {
        if self.reduction.contains(&f) {
            FactorKind::Reduction
        } else if self.need_replication.contains(&f) {
            FactorKind::NeedReplication
        } else if self.permutation.contains(&f) {
            FactorKind::Permutation
        } else {
            FactorKind::PassThrough
        }
    }

    fn is_pass_through(&self, f: FactorIdx) -> bool {
        self.kind(f) == FactorKind::PassThrough
    }

    fn is_reduction(&self, f: FactorIdx) -> bool {
        self.reduction.contains(&f)
    }

    fn is_need_replication(&self, f: FactorIdx) -> bool {
        self.need_replication.contains(&f)
    }

    fn is_permutation(&self, f: FactorIdx) -> bool {
        self.permutation.contains(&f)
    }

    fn is_blocked(&self, f: FactorIdx) -> bool {
        self.blocked_propagation.contains(&f)
    }

    fn factors_of_kind(&self, kind: FactorKind) -> Vec<FactorIdx> {
        (0..self.num_factors())
            .filter(|&f| self.kind(f) == kind)
            .collect()
    }

    fn factor_uses(&self, f: FactorIdx) -> Vec<FactorUse> {
        let mut out = Vec::new();
        for (t, mapping) in self.tensor_mappings().enumerate() {
            for (dim, factors) in mapping.iter().enumerate() {
                if let Some(position) = factors.iter().position(|&g| g == f) {
                    out.push(FactorUse {
                        tensor: t,
                        dim,
                        position,
                    });
                }
            }
        }
        out
    }

    fn tensor_has_factor(&self, t: usize, f: FactorIdx) -> bool {
        self.tensor_mapping(t).iter().any(|d| d.contains(&f))
    }

    fn is_minor_most(&self, t: usize, f: FactorIdx) -> bool {
        self.tensor_mapping(t).iter().any(|d| d.last() == Some(&f))
    }

    fn is_shared(&self, f: FactorIdx) -> bool {
        self.tensor_mappings()
            .filter(|m| m.iter().any(|d| d.contains(&f)))
            .count()
            > 1
    }

    fn dim_sizes(&self, t: usize) -> Vec<i64> {
        self.tensor_mapping(t)
            .iter()
            .map(|d| {
                d.iter()
                    .map(|&f| self.factor_sizes.get(f).copied().unwrap_or(0))
                    .product()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matmul() -> OpShardingRule {
        OpShardingRule {
            operands: vec![vec![vec![0], vec![2]], vec![vec![2], vec![1]]],
            results: vec![vec![vec![0], vec![1]]],
            factor_sizes: vec![8, 16, 4],
            reduction: vec![2],
            ..Default::default()
        }
    }

    #[test]
    fn kinds_and_uses() {
        let r = matmul();
        assert_eq!(r.kind(2), FactorKind::Reduction);
        assert_eq!(r.kind(0), FactorKind::PassThrough);
        assert_eq!(r.factors_of_kind(FactorKind::PassThrough), vec![0, 1]);
        assert_eq!(
            r.factor_uses(2),
            vec![
                FactorUse {
                    tensor: 0,
                    dim: 1,
                    position: 0
                },
                FactorUse {
                    tensor: 1,
                    dim: 0,
                    position: 0
                }
            ]
        );
        assert!(!r.tensor_has_factor(2, 2));
        assert!(r.is_minor_most(2, 1));
        assert_eq!(r.dim_sizes(1), vec![4, 16]);
    }
}
