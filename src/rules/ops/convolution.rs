//! `convolution`: with `lhs` the input, `rhs` the kernel:
//! 1. batch groups (if `batch_group_count > 1`): lhs batch, rhs output feature, result
//!    feature;
//! 2. the per-group batch: lhs batch, result batch;
//! 3. per spatial dim (not in conservative mode): the lhs dim can be split into the
//!    number of windows (lhs, result; permutation) and the window size (lhs, rhs;
//!    reduction), the larger first, each capped by what remains of the lhs dim and
//!    skipped if that leaves a size of 1;
//! 4. feature groups (if `feature_group_count > 1`): lhs feature, rhs output feature,
//!    result feature;
//! 5. the per-group input feature: lhs feature, rhs input feature (reduction);
//! 6. the output feature: rhs output feature, result feature, sized per group (only if
//!    larger than 1).
//!
//! Size-1 factors stay out of dims that already have a factor (see `RuleBuilder`), so a
//! per-group size of 1 leaves the group factor alone in its dims.

use super::{built, OpCtx, Outcome};
use crate::rules::rule::FactorKind;
use crate::rules::stablehlo_attrs::ConvDims;

fn at(shape: &[i64], d: usize, what: &str) -> Result<i64, String> {
    shape
        .get(d)
        .copied()
        .ok_or_else(|| format!("{what} dim {d} out of range"))
}

pub fn convolution(cx: &OpCtx) -> Result<Outcome, String> {
    let lhs = cx.operand_shape(0)?;
    let rhs = cx.operand_shape(1)?;
    let out = cx.result_shape(0)?;
    let dn = ConvDims::parse(cx.dialect_body("dimension_numbers")?)?;
    let batch_groups = cx.int_attr_or("batch_group_count", 1)?;
    let feature_groups = cx.int_attr_or("feature_group_count", 1)?;
    if batch_groups < 1 || feature_groups < 1 {
        return Err("group counts must be positive".into());
    }
    let mut b = cx.builder();
    if batch_groups > 1 {
        b.add_factor(
            &[Some(dn.input_batch), Some(dn.kernel_output_feature)],
            &[Some(dn.output_feature)],
            batch_groups,
        );
    }
    b.add_factor(
        &[Some(dn.input_batch), None],
        &[Some(dn.output_batch)],
        at(&out, dn.output_batch, "result")?,
    );
    if !cx.opts.conservative {
        for ((&l, &r), &o) in dn
            .input_spatial
            .iter()
            .zip(&dn.kernel_spatial)
            .zip(&dn.output_spatial)
        {
            let num_windows = at(&out, o, "result")?;
            let window = at(&rhs, r, "kernel")?;
            let mut remaining = at(&lhs, l, "input")?;
            let mut add = |size: i64, contracting: bool| {
                let size = remaining.min(size);
                if size > 1 {
                    if contracting {
                        b.add_factor_of_kind(
                            &[Some(l), Some(r)],
                            &[None],
                            size,
                            FactorKind::Reduction,
                            false,
                        );
                    } else {
                        b.add_factor_of_kind(
                            &[Some(l), None],
                            &[Some(o)],
                            size,
                            FactorKind::Permutation,
                            false,
                        );
                    }
                    remaining /= size;
                }
            };
            if num_windows >= window {
                add(num_windows, false);
                add(window, true);
            } else {
                add(window, true);
                add(num_windows, false);
            }
        }
    }
    if feature_groups > 1 {
        b.add_factor(
            &[Some(dn.input_feature), Some(dn.kernel_output_feature)],
            &[Some(dn.output_feature)],
            feature_groups,
        );
    }
    b.add_factor_of_kind(
        &[Some(dn.input_feature), Some(dn.kernel_input_feature)],
        &[None],
        at(&rhs, dn.kernel_input_feature, "kernel")?,
        FactorKind::Reduction,
        false,
    );
    let groups = batch_groups
        .checked_mul(feature_groups)
        .ok_or("group counts overflow")?;
    let out_features = at(&out, dn.output_feature, "result")? / groups;
    if out_features > 1 {
        b.add_factor(
            &[None, Some(dn.kernel_output_feature)],
            &[Some(dn.output_feature)],
            out_features,
        );
    }
    built(&b)
}
