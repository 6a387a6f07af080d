//! `dot_general` and `dot`: batch factors (lhs, rhs, result), then lhs non-contracting
//! (lhs, result), rhs non-contracting (rhs, result), then contracting (lhs, rhs), which
//! are reduction factors.

use super::{built, OpCtx, Outcome};
use crate::rules::rule::FactorKind;
use crate::rules::stablehlo_attrs::DotDims;

fn size_at(shape: &[i64], d: usize, what: &str) -> Result<i64, String> {
    shape
        .get(d)
        .copied()
        .ok_or_else(|| format!("{what} dim {d} out of range"))
}

pub fn dot_general(cx: &OpCtx) -> Result<Outcome, String> {
    let lhs = cx.operand_shape(0)?;
    let rhs = cx.operand_shape(1)?;
    let dn = DotDims::parse(cx.dialect_body("dot_dimension_numbers")?)?;
    let mut b = cx.builder();
    let mut out = 0usize;
    for (&l, &r) in dn.lhs_batching.iter().zip(&dn.rhs_batching) {
        b.add_factor(&[Some(l), Some(r)], &[Some(out)], size_at(&lhs, l, "lhs")?);
        out += 1;
    }
    for (d, &size) in lhs.iter().enumerate() {
        if !dn.lhs_contracting.contains(&d) && !dn.lhs_batching.contains(&d) {
            b.add_factor(&[Some(d), None], &[Some(out)], size);
            out += 1;
        }
    }
    for (d, &size) in rhs.iter().enumerate() {
        if !dn.rhs_contracting.contains(&d) && !dn.rhs_batching.contains(&d) {
            b.add_factor(&[None, Some(d)], &[Some(out)], size);
            out += 1;
        }
    }
    for (&l, &r) in dn.lhs_contracting.iter().zip(&dn.rhs_contracting) {
        b.add_factor_of_kind(
            &[Some(l), Some(r)],
            &[None],
            size_at(&lhs, l, "lhs")?,
            FactorKind::Reduction,
            false,
        );
    }
    built(&b)
}

/// `dot`: vector or matrix operands.
pub fn dot(cx: &OpCtx) -> Result<Outcome, String> {
    let lhs = cx.operand_shape(0)?;
    let rhs = cx.operand_shape(1)?;
    let lhs_matrix = lhs.len() == 2;
    let rhs_matrix = rhs.len() == 2;
    let mut b = cx.builder();
    if lhs_matrix {
        b.add_factor(&[Some(0), None], &[Some(0)], lhs[0]);
    }
    if rhs_matrix {
        b.add_factor(&[None, Some(1)], &[Some(usize::from(lhs_matrix))], rhs[1]);
    }
    b.add_factor_of_kind(
        &[Some(usize::from(lhs_matrix)), Some(0)],
        &[None],
        size_at(&rhs, 0, "rhs")?,
        FactorKind::Reduction,
        false,
    );
    built(&b)
}
