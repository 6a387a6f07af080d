//! Elementwise ops and their relatives: one factor per dim, shared by every non-scalar
//! operand and result.
//!
//! - pointwise ops (unary, binary, compare, convert, collectives that keep the shape,
//!   `sdy.sharding_constraint`): the factors are sized by the first result;
//! - `clamp`: sized by the middle operand; a scalar `min`/`max` maps to nothing;
//! - `select`: sized by the result; a scalar predicate maps to nothing;
//! - `bitcast_convert`: pointwise over the lower-rank side; a width change adds (or
//!   removes) a minor dim, which gets its own need_replication factor;
//! - `batch_norm_inference`: pointwise over the operand, the 1-D scale/offset/mean/
//!   variance operands map to the feature dim.

use super::{built, OpCtx, Outcome};
use crate::rules::builder::RuleBuilder;
use crate::rules::rule::FactorKind;

/// Every dim of every non-scalar tensor is the same factor, sized by the first result.
pub fn pointwise(cx: &OpCtx) -> Result<Outcome, String> {
    cx.require_static()?;
    let shape = cx.result_shape(0)?;
    RuleBuilder::pointwise(&cx.operand_ranks(), &cx.result_ranks(), &shape).map(Outcome::Rule)
}

/// `clamp(min, operand, max)`: sized by `operand`.
pub fn clamp(cx: &OpCtx) -> Result<Outcome, String> {
    cx.require_static()?;
    let mut b = cx.builder();
    b.add_pointwise(&cx.operand_shape(1)?, |_| FactorKind::PassThrough, false);
    built(&b)
}

/// `select(pred, on_true, on_false)`: sized by the result.
pub fn select(cx: &OpCtx) -> Result<Outcome, String> {
    cx.require_static()?;
    let mut b = cx.builder();
    b.add_pointwise(&cx.result_shape(0)?, |_| FactorKind::PassThrough, false);
    built(&b)
}

/// `bitcast_convert`: same rank is pointwise; otherwise the extra minor dim of the
/// narrower element type is a need_replication factor of its own.
pub fn bitcast_convert(cx: &OpCtx) -> Result<Outcome, String> {
    let inp = cx.operand_shape(0)?;
    let out = cx.result_shape(0)?;
    let mut b = cx.builder();
    let common = if inp.len() < out.len() { &inp } else { &out };
    b.add_pointwise(common, |_| FactorKind::PassThrough, false);
    if inp.len() < out.len() {
        let last = out.len() - 1;
        b.add_factor_of_kind(
            &[None],
            &[Some(last)],
            out[last],
            FactorKind::NeedReplication,
            false,
        );
    } else if inp.len() > out.len() {
        let last = inp.len() - 1;
        b.add_factor_of_kind(
            &[Some(last)],
            &[None],
            inp[last],
            FactorKind::NeedReplication,
            false,
        );
    }
    built(&b)
}

/// `batch_norm_inference(operand, scale, offset, mean, variance)`: one factor per
/// operand dim; the feature dim is shared with the four 1-D operands.
pub fn batch_norm_inference(cx: &OpCtx) -> Result<Outcome, String> {
    cx.require_static()?;
    let shape = cx.operand_shape(0)?;
    let feature = cx.int_attr("feature_index")?;
    let n = cx.num_operands();
    let mut b = cx.builder();
    for (d, &size) in shape.iter().enumerate() {
        let mut ops = vec![None; n];
        ops[0] = Some(d);
        if d as i64 == feature {
            for o in ops.iter_mut().skip(1) {
                *o = Some(0);
            }
        }
        b.add_factor(&ops, &vec![Some(d); cx.num_results()], size);
    }
    built(&b)
}
