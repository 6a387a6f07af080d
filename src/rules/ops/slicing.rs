//! Ops that move data along dims: `concatenate`, `slice`, `pad`, `reverse`,
//! `dynamic_slice`, `dynamic_update_slice`.
//!
//! - `concatenate`: pointwise over the result. The concat dim is a permutation factor
//!   when every operand is a `slice`, or some operand is and all slice the same source
//!   (which may also appear unsliced); otherwise need_replication. In conservative mode
//!   the concat dim gets no shared factor.
//! - `slice`, `pad`: pointwise over the operand; dims whose size changes are permutation
//!   factors (blocked in conservative mode).
//! - `reverse`: pointwise; reversed dims are permutation factors.
//! - `dynamic_slice`: pointwise over the operand; sliced dims are need_replication and
//!   blocked.
//! - `dynamic_update_slice(operand, update, indices...)`: equal dims share a factor; a
//!   sliced dim gets a factor for operand and result, then one for the update, which is
//!   need_replication unless every start index is a constant.

use super::{built, OpCtx, Outcome};
use crate::rules::rule::FactorKind;

/// The value a `slice` result was sliced from, or the value itself.
fn before_slice(cx: &OpCtx, i: usize) -> Option<crate::ir::ValueId> {
    match cx.operand_def(i) {
        Some(def) if def.name == "stablehlo.slice" => def.operands.first().copied(),
        _ => cx.op.operands.get(i).copied(),
    }
}

fn is_slice(cx: &OpCtx, i: usize) -> bool {
    cx.operand_def(i)
        .is_some_and(|d| d.name == "stablehlo.slice")
}

pub fn concatenate(cx: &OpCtx) -> Result<Outcome, String> {
    let shape = cx.result_shape(0)?;
    let dim =
        usize::try_from(cx.int_attr("dimension")?).map_err(|_| "negative dimension".to_string())?;
    let n = cx.num_operands();
    let all_slices = (0..n).all(|i| is_slice(cx, i));
    let any_slice = (0..n).any(|i| is_slice(cx, i));
    let source = before_slice(cx, 0);
    let same_source = (0..n).all(|i| before_slice(cx, i) == source);
    let concat_kind = if all_slices || (any_slice && same_source) {
        FactorKind::Permutation
    } else {
        FactorKind::NeedReplication
    };
    let conservative = cx.opts.conservative;
    let mut b = cx.builder();
    b.add_pointwise_if(
        &shape,
        |d| !conservative || d != dim,
        |d| {
            if d == dim {
                concat_kind
            } else {
                FactorKind::PassThrough
            }
        },
    );
    built(&b)
}

/// `slice` and `pad`.
pub fn slice_or_pad(cx: &OpCtx) -> Result<Outcome, String> {
    let inp = cx.operand_shape(0)?;
    let out = cx.result_shape(0)?;
    let mut b = cx.builder();
    b.add_pointwise_with_mismatch(&inp, &out, FactorKind::Permutation, cx.opts.conservative);
    built(&b)
}

pub fn reverse(cx: &OpCtx) -> Result<Outcome, String> {
    let shape = cx.result_shape(0)?;
    let dims = cx.dims_attr("dimensions")?;
    let mut b = cx.builder();
    b.add_pointwise(
        &shape,
        |d| {
            if dims.contains(&d) {
                FactorKind::Permutation
            } else {
                FactorKind::PassThrough
            }
        },
        false,
    );
    built(&b)
}

pub fn dynamic_slice(cx: &OpCtx) -> Result<Outcome, String> {
    let inp = cx.operand_shape(0)?;
    let out = cx.result_shape(0)?;
    let mut b = cx.builder();
    b.add_pointwise_with_mismatch(&inp, &out, FactorKind::NeedReplication, true);
    built(&b)
}

fn is_constant(cx: &OpCtx, i: usize) -> bool {
    cx.operand_def(i).is_some_and(|d| {
        matches!(
            d.name.as_str(),
            "stablehlo.constant" | "sdy.constant" | "arith.constant"
        )
    })
}

pub fn dynamic_update_slice(cx: &OpCtx) -> Result<Outcome, String> {
    let operand = cx.operand_shape(0)?;
    let update = cx.operand_shape(1)?;
    if operand.len() != update.len() {
        return Err("operand and update ranks differ".into());
    }
    let n = cx.num_operands();
    let constant_indices = (2..n).all(|i| is_constant(cx, i));
    let update_kind = if constant_indices {
        FactorKind::PassThrough
    } else {
        FactorKind::NeedReplication
    };
    let mut b = cx.builder();
    for (d, (&o, &u)) in operand.iter().zip(&update).enumerate() {
        if o == u {
            b.add_factor_to_all(d, o, FactorKind::PassThrough, false);
        } else {
            let mut ops = vec![None; n];
            ops[0] = Some(d);
            b.add_factor(&ops, &[Some(d)], o);
            ops[0] = None;
            ops[1] = Some(d);
            b.add_factor_of_kind(&ops, &[None], u, update_kind, false);
        }
    }
    built(&b)
}
