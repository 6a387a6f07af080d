//! Reductions: `reduce`, `reduce_window`, `select_and_scatter`.
//!
//! - `reduce`: a factor per input dim, in dim order, shared by all inputs; a kept dim
//!   maps to the corresponding dim of every result, a reduced dim to no result and is a
//!   reduction factor. Init values are scalars and map to nothing.
//! - `reduce_window`: a factor per dim, sized by the result, shared by all inputs and
//!   results; a dim with a window, stride or padding other than 1, 1, (0, 0) is a
//!   permutation factor (blocked in conservative mode).
//! - `select_and_scatter(operand, source, init)`: a dim whose window, stride and padding
//!   are trivial is one factor of operand, source and result; otherwise the source dim
//!   gets a need_replication factor and the operand/result dim a permutation factor
//!   (both blocked in conservative mode).

use super::{built, OpCtx, Outcome};
use crate::rules::rule::FactorKind;

pub fn reduce(cx: &OpCtx) -> Result<Outcome, String> {
    let n_inputs = cx.num_results();
    if n_inputs == 0 || cx.num_operands() != 2 * n_inputs {
        return Err(format!(
            "reduce has {} operands and {} results",
            cx.num_operands(),
            n_inputs
        ));
    }
    let shape = cx.operand_shape(0)?;
    let dims = cx.dims_attr("dimensions")?;
    let mut b = cx.builder();
    let mut out_dim = 0;
    for (d, &size) in shape.iter().enumerate() {
        let mut ops = vec![None; cx.num_operands()];
        for o in ops.iter_mut().take(n_inputs) {
            *o = Some(d);
        }
        if dims.contains(&d) {
            b.add_factor_of_kind(
                &ops,
                &vec![None; n_inputs],
                size,
                FactorKind::Reduction,
                false,
            );
        } else {
            b.add_factor(&ops, &vec![Some(out_dim); n_inputs], size);
            out_dim += 1;
        }
    }
    built(&b)
}

/// Per dim: whether window, stride and padding are all trivial.
fn trivial_windows(cx: &OpCtx, rank: usize) -> Result<Vec<bool>, String> {
    let window = cx.int_list_attr_or("window_dimensions", rank, 1)?;
    let strides = cx.int_list_attr_or("window_strides", rank, 1)?;
    let padding = cx.int_list_attr_or("padding", 2 * rank, 0)?;
    Ok((0..rank)
        .map(|d| {
            window[d] == 1 && strides[d] == 1 && padding[2 * d] == 0 && padding[2 * d + 1] == 0
        })
        .collect())
}

pub fn reduce_window(cx: &OpCtx) -> Result<Outcome, String> {
    let shape = cx.result_shape(0)?;
    let trivial = trivial_windows(cx, shape.len())?;
    let mut b = cx.builder();
    for (d, &size) in shape.iter().enumerate() {
        if trivial[d] {
            b.add_factor_to_all(d, size, FactorKind::PassThrough, false);
        } else {
            b.add_factor_to_all(d, size, FactorKind::Permutation, cx.opts.conservative);
        }
    }
    built(&b)
}

pub fn select_and_scatter(cx: &OpCtx) -> Result<Outcome, String> {
    let operand = cx.operand_shape(0)?;
    let source = cx.operand_shape(1)?;
    if source.len() != operand.len() {
        return Err("source and operand ranks differ".into());
    }
    let trivial = trivial_windows(cx, operand.len())?;
    let blocked = cx.opts.conservative;
    let mut b = cx.builder();
    for d in 0..operand.len() {
        if trivial[d] {
            b.add_factor(&[Some(d), Some(d), None], &[Some(d)], operand[d]);
        } else {
            b.add_factor_of_kind(
                &[None, Some(d), None],
                &[None],
                source[d],
                FactorKind::NeedReplication,
                blocked,
            );
            b.add_factor_of_kind(
                &[Some(d), None, None],
                &[Some(d)],
                operand[d],
                FactorKind::Permutation,
                blocked,
            );
        }
    }
    built(&b)
}
