//! Linear algebra: `fft`, `cholesky`, `triangular_solve`. Leading dims are batch dims
//! (pass-through); the transformed dims need replication.
//!
//! - `fft`: the last `len(fft_length)` dims are need_replication; the last one is also
//!   blocked when the op changes its size (RFFT, IRFFT).
//! - `cholesky`: the last two dims are need_replication.
//! - `triangular_solve(a, b)`: batch dims, then for `op(a) x = b` (left side) the
//!   non-contracting dim of `a` (with `b`'s row dim), the result's column dim (with
//!   `b`'s), and the contracting dim of `a` (with the result's row dim); mirrored for the
//!   right side. All need_replication.

use super::{built, OpCtx, Outcome};
use crate::rules::rule::FactorKind;
use crate::rules::stablehlo_attrs::enum_value;

pub fn fft(cx: &OpCtx) -> Result<Outcome, String> {
    let inp = cx.operand_shape(0)?;
    let out = cx.result_shape(0)?;
    let fft_len = cx.int_list_attr("fft_length", None)?.len();
    let rank = inp.len();
    let mut b = cx.builder();
    for (d, &size) in inp.iter().enumerate() {
        if d + fft_len < rank {
            b.add_factor_to_all(d, size, FactorKind::PassThrough, false);
        } else if d + 1 < rank {
            b.add_factor_to_all(d, size, FactorKind::NeedReplication, false);
        } else {
            let truncated = inp.last() != out.last();
            b.add_factor_to_all(d, size, FactorKind::NeedReplication, truncated);
        }
    }
    built(&b)
}

pub fn cholesky(cx: &OpCtx) -> Result<Outcome, String> {
    let shape = cx.operand_shape(0)?;
    let batch = shape.len().saturating_sub(2);
    let mut b = cx.builder();
    b.add_pointwise(
        &shape,
        |d| {
            if d < batch {
                FactorKind::PassThrough
            } else {
                FactorKind::NeedReplication
            }
        },
        false,
    );
    built(&b)
}

pub fn triangular_solve(cx: &OpCtx) -> Result<Outcome, String> {
    let a = cx.operand_shape(0)?;
    let bs = cx.operand_shape(1)?;
    if a.len() < 2 || bs.len() != a.len() {
        return Err("triangular_solve needs operands of equal rank >= 2".into());
    }
    let transposed = match cx.attr("transpose_a") {
        Some(crate::ir::Attr::Dialect {
            body: Some(body), ..
        }) => {
            matches!(enum_value(body), "TRANSPOSE" | "ADJOINT")
        }
        _ => false,
    };
    let left = cx.bool_attr("left_side");
    let d1 = a.len() - 2;
    let d2 = a.len() - 1;
    let need = FactorKind::NeedReplication;
    let mut b = cx.builder();
    b.add_pointwise(&a[..d1], |_| FactorKind::PassThrough, false);
    if left {
        let (a_nc, a_c) = if transposed { (d2, d1) } else { (d1, d2) };
        b.add_factor_of_kind(&[Some(a_nc), Some(d1)], &[None], a[a_nc], need, false);
        b.add_factor_of_kind(&[None, Some(d2)], &[Some(d2)], bs[d2], need, false);
        b.add_factor_of_kind(&[Some(a_c), None], &[Some(d1)], a[a_c], need, false);
    } else {
        let (a_nc, a_c) = if transposed { (d1, d2) } else { (d2, d1) };
        b.add_factor_of_kind(&[None, Some(d1)], &[Some(d1)], bs[d1], need, false);
        b.add_factor_of_kind(&[Some(a_nc), Some(d2)], &[None], a[a_nc], need, false);
        b.add_factor_of_kind(&[Some(a_c), None], &[Some(d2)], a[a_c], need, false);
    }
    built(&b)
}
