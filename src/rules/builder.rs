//! [`RuleBuilder`]: builds an [`OpShardingRule`] one factor at a time, the way Shardy's
//! rule builder does, so that factors are numbered in the same order and printed rules
//! are the same text.
//!
//! A factor is added with its size, its kind and, per operand and per result, the dim it
//! maps to (or none). A dim may receive several factors (major to minor, in the order
//! they are added): that is how reshape's compound dims are written. When the rule is
//! built, every dim that received no factor gets its own factor of size 1, numbered
//! after all added factors, operands first, then results, in dim order.
//!
//! Invariant: the builder never panics on bad input. A dim out of range (a malformed
//! op) is recorded and [`RuleBuilder::build`] returns it as an error.

use super::rule::FactorKind;
use crate::ir::sdy::{FactorIdx, OpShardingRule};

/// Builds an [`OpShardingRule`]; see the module docs.
#[derive(Clone, Debug)]
pub struct RuleBuilder {
    /// Per operand, per dim, the factors added so far.
    operands: Vec<Vec<Vec<FactorIdx>>>,
    results: Vec<Vec<Vec<FactorIdx>>>,
    factor_sizes: Vec<i64>,
    reduction: Vec<FactorIdx>,
    need_replication: Vec<FactorIdx>,
    permutation: Vec<FactorIdx>,
    blocked: Vec<FactorIdx>,
    /// The first misuse (dim out of range, wrong number of dims), reported by `build`.
    error: Option<String>,
}

impl RuleBuilder {
    /// A builder for an op whose operands and results have these ranks (a non-tensor
    /// value counts as rank 0).
    pub fn new(operand_ranks: &[usize], result_ranks: &[usize]) -> RuleBuilder {
        RuleBuilder {
            operands: operand_ranks.iter().map(|&r| vec![Vec::new(); r]).collect(),
            results: result_ranks.iter().map(|&r| vec![Vec::new(); r]).collect(),
            factor_sizes: Vec::new(),
            reduction: Vec::new(),
            need_replication: Vec::new(),
            permutation: Vec::new(),
            blocked: Vec::new(),
            error: None,
        }
    }

    /// The rule of a pointwise op (every dim of every non-scalar tensor is the same
    /// factor, sized by `shape`, the shape of the results).
    pub fn pointwise(
        operand_ranks: &[usize],
        result_ranks: &[usize],
        shape: &[i64],
    ) -> Result<OpShardingRule, String> {
        let mut b = RuleBuilder::new(operand_ranks, result_ranks);
        b.add_pointwise(shape, |_| FactorKind::PassThrough, false);
        b.build()
    }

    /// The rule of an op with `operands` operands and `results` results all of `shape`,
    /// all mapped identically (an empty rule `([])->([])` for scalars).
    pub fn identity(
        shape: &[i64],
        operands: usize,
        results: usize,
    ) -> Result<OpShardingRule, String> {
        RuleBuilder::pointwise(
            &vec![shape.len(); operands],
            &vec![shape.len(); results],
            shape,
        )
    }

    /// The number of factors added so far.
    pub fn num_factors(&self) -> usize {
        self.factor_sizes.len()
    }

    /// Adds a factor of `size`: operand `i` maps dim `operand_dims[i]` to it (none if
    /// `None`), likewise for results. `operand_dims` and `result_dims` list every operand
    /// and result. A factor of size 1 skips dims that already have a factor, and is not
    /// created at all if that leaves it no dim. Returns the factor's index.
    pub fn add_factor(
        &mut self,
        operand_dims: &[Option<usize>],
        result_dims: &[Option<usize>],
        size: i64,
    ) -> FactorIdx {
        self.add_factor_of_kind(
            operand_dims,
            result_dims,
            size,
            FactorKind::PassThrough,
            false,
        )
    }

    /// [`RuleBuilder::add_factor`] with a kind and a blocked flag.
    pub fn add_factor_of_kind(
        &mut self,
        operand_dims: &[Option<usize>],
        result_dims: &[Option<usize>],
        size: i64,
        kind: FactorKind,
        blocked: bool,
    ) -> FactorIdx {
        let f = self.factor_sizes.len();
        if operand_dims.len() != self.operands.len() || result_dims.len() != self.results.len() {
            self.fail(format!(
                "factor {f} maps {} operands and {} results, the op has {} and {}",
                operand_dims.len(),
                result_dims.len(),
                self.operands.len(),
                self.results.len()
            ));
        }
        let mut mapped = false;
        for (i, d) in operand_dims.iter().enumerate() {
            if let Some(d) = *d {
                mapped |= map_dim(
                    &mut self.operands,
                    i,
                    d,
                    f,
                    size,
                    "operand",
                    &mut self.error,
                );
            }
        }
        for (i, d) in result_dims.iter().enumerate() {
            if let Some(d) = *d {
                mapped |= map_dim(&mut self.results, i, d, f, size, "result", &mut self.error);
            }
        }
        if !mapped && size == 1 {
            // A size-1 factor that fits nowhere is not created (see `map_dim`).
            return f;
        }
        self.push_factor(size, kind, blocked)
    }

    /// Adds a factor mapped to `dim` of every operand and result whose rank exceeds
    /// `dim` (scalars and lower-rank tensors are skipped), as for pointwise ops.
    pub fn add_factor_to_all(
        &mut self,
        dim: usize,
        size: i64,
        kind: FactorKind,
        blocked: bool,
    ) -> FactorIdx {
        let f = self.factor_sizes.len();
        for m in self.operands.iter_mut().chain(self.results.iter_mut()) {
            if let Some(d) = m.get_mut(dim) {
                d.push(f);
            }
        }
        self.push_factor(size, kind, blocked)
    }

    /// One factor per dim of `shape`, mapped to that dim of every tensor (see
    /// [`RuleBuilder::add_factor_to_all`]), of kind `kind_of(dim)`.
    pub fn add_pointwise(
        &mut self,
        shape: &[i64],
        kind_of: impl Fn(usize) -> FactorKind,
        blocked: bool,
    ) -> &mut Self {
        for (dim, &size) in shape.iter().enumerate() {
            self.add_factor_to_all(dim, size, kind_of(dim), blocked);
        }
        self
    }

    /// Like [`RuleBuilder::add_pointwise`], but only for the dims where `pred` holds.
    pub fn add_pointwise_if(
        &mut self,
        shape: &[i64],
        pred: impl Fn(usize) -> bool,
        kind_of: impl Fn(usize) -> FactorKind,
    ) -> &mut Self {
        for (dim, &size) in shape.iter().enumerate() {
            if pred(dim) {
                self.add_factor_to_all(dim, size, kind_of(dim), false);
            }
        }
        self
    }

    /// One factor per dim, sized by `in_shape`; a dim whose size differs between
    /// `in_shape` and `out_shape` gets `mismatch_kind` and is blocked if
    /// `mismatch_blocked` (slice, pad, dynamic_slice, reduce_window, top-k).
    pub fn add_pointwise_with_mismatch(
        &mut self,
        in_shape: &[i64],
        out_shape: &[i64],
        mismatch_kind: FactorKind,
        mismatch_blocked: bool,
    ) -> &mut Self {
        if in_shape.len() != out_shape.len() {
            self.fail(format!(
                "shapes of rank {} and {} cannot be matched dim by dim",
                in_shape.len(),
                out_shape.len()
            ));
        }
        for (dim, (&i, &o)) in in_shape.iter().zip(out_shape).enumerate() {
            if i == o {
                self.add_factor_to_all(dim, i, FactorKind::PassThrough, false);
            } else {
                self.add_factor_to_all(dim, i, mismatch_kind, mismatch_blocked);
            }
        }
        self
    }

    /// Records a misuse; `build` reports the first one.
    pub fn fail(&mut self, msg: impl Into<String>) {
        if self.error.is_none() {
            self.error = Some(msg.into());
        }
    }

    /// The rule: dims without a factor get a size-1 factor each (operands first, then
    /// results, in dim order). The builder is left unchanged.
    pub fn build(&self) -> Result<OpShardingRule, String> {
        if let Some(e) = &self.error {
            return Err(e.clone());
        }
        let mut factor_sizes = self.factor_sizes.clone();
        let mut fill = |tensors: &[Vec<Vec<FactorIdx>>]| -> Vec<Vec<Vec<FactorIdx>>> {
            tensors
                .iter()
                .map(|dims| {
                    dims.iter()
                        .map(|d| {
                            if d.is_empty() {
                                factor_sizes.push(1);
                                vec![factor_sizes.len() - 1]
                            } else {
                                d.clone()
                            }
                        })
                        .collect()
                })
                .collect()
        };
        let operands = fill(&self.operands);
        let results = fill(&self.results);
        Ok(OpShardingRule {
            operands,
            results,
            factor_sizes,
            reduction: self.reduction.clone(),
            need_replication: self.need_replication.clone(),
            permutation: self.permutation.clone(),
            blocked_propagation: self.blocked.clone(),
            is_custom: false,
        })
    }

    fn push_factor(&mut self, size: i64, kind: FactorKind, blocked: bool) -> FactorIdx {
        let f = self.factor_sizes.len();
        self.factor_sizes.push(size);
        match kind {
            FactorKind::PassThrough => {}
            FactorKind::Reduction => self.reduction.push(f),
            FactorKind::NeedReplication => self.need_replication.push(f),
            FactorKind::Permutation => self.permutation.push(f),
        }
        if blocked {
            self.blocked.push(f);
        }
        f
    }
}

/// Maps `dim` of tensor `i` to factor `f`; returns whether it did. A factor of size 1
/// is not added to a dim that already has factors (a compound dim holds no size-1
/// factor; Shardy's builder skips it the same way).
fn map_dim(
    tensors: &mut [Vec<Vec<FactorIdx>>],
    i: usize,
    dim: usize,
    f: FactorIdx,
    size: i64,
    what: &str,
    error: &mut Option<String>,
) -> bool {
    match tensors.get_mut(i).and_then(|t| t.get_mut(dim)) {
        Some(d) if size == 1 && !d.is_empty() => false,
        Some(d) => {
            d.push(f);
            true
        }
        None => {
            if error.is_none() {
                *error = Some(format!("{what} {i} has no dim {dim}"));
            }
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sdy::RuleBody;

    fn text(r: &OpShardingRule) -> String {
        RuleBody(r).to_string()
    }

    #[test]
    fn matmul() {
        let mut b = RuleBuilder::new(&[2, 2], &[2]);
        b.add_factor(&[Some(0), None], &[Some(0)], 8);
        b.add_factor(&[None, Some(1)], &[Some(1)], 16);
        b.add_factor_of_kind(
            &[Some(1), Some(0)],
            &[None],
            4,
            FactorKind::Reduction,
            false,
        );
        assert_eq!(
            text(&b.build().unwrap()),
            "<([i, k], [k, j])->([i, j]) {i=8, j=16, k=4} reduction={k}>"
        );
    }

    #[test]
    fn empty_dims_get_size_one_factors_after_the_others() {
        let mut b = RuleBuilder::new(&[2], &[1]);
        b.add_factor(&[Some(1)], &[Some(0)], 16);
        let r = b.build().unwrap();
        assert_eq!(text(&r), "<([j, i])->([i]) {i=16, j=1}>");
        // `build` leaves the builder as it was.
        assert_eq!(b.num_factors(), 1);
    }

    #[test]
    fn pointwise_skips_scalars_and_identity_of_scalars_is_empty() {
        let r = RuleBuilder::pointwise(&[0, 2, 2], &[2], &[8, 16]).unwrap();
        assert_eq!(text(&r), "<([], [i, j], [i, j])->([i, j]) {i=8, j=16}>");
        let r = RuleBuilder::identity(&[], 2, 1).unwrap();
        assert_eq!(text(&r), "<([], [])->([])>");
    }

    #[test]
    fn mismatch_and_blocked() {
        let mut b = RuleBuilder::new(&[2], &[2]);
        b.add_pointwise_with_mismatch(&[8, 16], &[2, 16], FactorKind::NeedReplication, true);
        assert_eq!(
            text(&b.build().unwrap()),
            "<([i, j])->([i, j]) {i=8, j=16} need_replication={i} blocked_propagation={i}>"
        );
    }

    #[test]
    fn size_one_factors_stay_out_of_compound_dims() {
        let mut b = RuleBuilder::new(&[1, 1], &[1]);
        b.add_factor(&[Some(0), Some(0)], &[Some(0)], 4);
        // Every dim it would map already holds factor 0: the size-1 factor is not created.
        b.add_factor(&[Some(0), Some(0)], &[None], 1);
        assert_eq!(b.num_factors(), 1);
        let mut b = RuleBuilder::new(&[1, 1], &[1]);
        b.add_factor(&[Some(0), None], &[Some(0)], 4);
        b.add_factor_of_kind(
            &[Some(0), Some(0)],
            &[None],
            1,
            FactorKind::Reduction,
            false,
        );
        assert_eq!(
            text(&b.build().unwrap()),
            "<([i], [j])->([i]) {i=4, j=1} reduction={j}>"
        );
    }

    #[test]
    fn out_of_range_dims_are_errors_not_panics() {
        let mut b = RuleBuilder::new(&[1], &[1]);
        b.add_factor(&[Some(3)], &[Some(0)], 4);
        assert!(b.build().is_err());
        let mut b = RuleBuilder::new(&[1], &[1]);
        b.add_factor(&[Some(0)], &[], 4);
        assert!(b.build().is_err());
    }
}
