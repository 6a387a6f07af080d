//! `custom_call`: rules for the call targets Shardy knows; others warn and get no rule.
//!
//! | targets | rule |
//! |---|---|
//! | `annotate_device_placement`, `Cholesky`, `CompactWyHelper`, `InspectSharding`, `InvertDiagBlocks{Lower,Upper}Triangular`, `LayoutConstraint`, `mhlo.erf`, `MoveToDevice`, `MoveToHost`, `X64SplitHigh`, `X64SplitLow`, `xla.megascale.provide_metadata` | pointwise |
//! | `Eigh` (one operand, eigenvectors and eigenvalues) | batch dims, then the two matrix dims (the last one shared with the eigenvalues) |
//! | `Qr`, `QrDecompositionBlock` | batch dims; the matrix dims and the second result's dim need replication |
//! | `ProductOfElementaryHouseholderReflectors` | batch dims; matrix dims and the taus' dim need replication |
//! | `mhlo.topk` | pointwise; the top-k dim need replication, blocked |
//! | `ApproxTopK`, `PartialReduce` | pointwise; the reduced dim is one factor of the two inputs and one (need replication, blocked) of the two results |
//! | `X64Combine` | pointwise, blocked when a `rng_bit_generator` uses it |
//! | `Sharding`, `SPMDFullToShardShape`, `SPMDShardToFullShape`, `xla.sdy.*`, callbacks, `tpu_custom_call`, `sdy_testonly` | no rule |

use super::elementwise::pointwise;
use super::{built, OpCtx, Outcome};
use crate::rules::rule::FactorKind;

/// Targets with no rule and no warning: sharding markers handled by the import passes,
/// host callbacks and kernels that are opaque to propagation.
pub const NO_RULE_TARGETS: &[&str] = &[
    "Sharding",
    "SPMDFullToShardShape",
    "SPMDShardToFullShape",
    "sdy_testonly",
    "tpu_custom_call",
    "xla_python_cpu_callback",
    "xla_python_gpu_callback",
    "xla_ffi_python_cpu_callback",
    "xla_ffi_python_gpu_callback",
];

/// Targets that are pointwise.
pub const POINTWISE_TARGETS: &[&str] = &[
    "annotate_device_placement",
    "Cholesky",
    "CompactWyHelper",
    "InspectSharding",
    "InvertDiagBlocksLowerTriangular",
    "InvertDiagBlocksUpperTriangular",
    "LayoutConstraint",
    "mhlo.erf",
    "MoveToDevice",
    "MoveToHost",
    "X64SplitHigh",
    "X64SplitLow",
    "xla.megascale.provide_metadata",
];

/// Targets with a rule of their own.
pub const SPECIAL_TARGETS: &[&str] = &[
    "Eigh",
    "Qr",
    "QrDecompositionBlock",
    "ProductOfElementaryHouseholderReflectors",
    "mhlo.topk",
    "ApproxTopK",
    "PartialReduce",
    "X64Combine",
];

fn expect_arity(cx: &OpCtx, operands: usize, results: usize) -> Result<(), String> {
    if cx.num_operands() != operands || cx.num_results() != results {
        return Err(format!(
            "custom call @{} expects {operands} operands and {results} results",
            cx.str_attr("call_target_name").unwrap_or_default()
        ));
    }
    Ok(())
}

pub fn custom_call(cx: &OpCtx) -> Result<Outcome, String> {
    let target = cx
        .str_attr("call_target_name")
        .ok_or("custom_call without call_target_name")?;
    let t = target.as_str();
    if NO_RULE_TARGETS.contains(&t) || t.starts_with("xla.sdy.") || t.starts_with("local_xla.sdy.")
    {
        return Ok(Outcome::NoRule);
    }
    if POINTWISE_TARGETS.contains(&t) {
        return pointwise(cx);
    }
    let need = FactorKind::NeedReplication;
    match t {
        "Eigh" => {
            expect_arity(cx, 1, 2)?;
            let inp = cx.operand_shape(0)?;
            let r = inp.len();
            if r < 2 {
                return Err("Eigh needs a matrix operand".into());
            }
            let (nb1, nb2) = (r - 2, r - 1);
            let mut b = cx.builder();
            b.add_pointwise(&inp[..nb1], |_| FactorKind::PassThrough, false);
            b.add_factor(&[Some(nb1)], &[Some(nb1), None], inp[nb1]);
            b.add_factor(&[Some(nb2)], &[Some(nb2), Some(nb1)], inp[nb2]);
            built(&b)
        }
        "Qr" | "QrDecompositionBlock" => {
            expect_arity(cx, 1, 2)?;
            let inp = cx.operand_shape(0)?;
            let taus = cx.result_shape(1)?;
            let r = inp.len();
            if r < 2 || taus.len() < r - 1 {
                return Err("Qr needs a matrix operand".into());
            }
            let (nb1, nb2) = (r - 2, r - 1);
            let mut b = cx.builder();
            b.add_pointwise(&inp[..nb1], |_| FactorKind::PassThrough, false);
            b.add_factor_of_kind(&[Some(nb1)], &[Some(nb1), None], inp[nb1], need, false);
            b.add_factor_of_kind(&[Some(nb2)], &[Some(nb2), None], inp[nb2], need, false);
            b.add_factor_of_kind(&[None], &[None, Some(nb1)], taus[nb1], need, false);
            built(&b)
        }
        "ProductOfElementaryHouseholderReflectors" => {
            expect_arity(cx, 2, 1)?;
            let lhs = cx.operand_shape(0)?;
            let taus = cx.operand_shape(1)?;
            let r = lhs.len();
            if r < 2 || taus.len() < r - 1 {
                return Err("ProductOfElementaryHouseholderReflectors needs a matrix operand".into());
            }
            let (nb1, nb2) = (r - 2, r - 1);
            let mut b = cx.builder();
            b.add_pointwise(&lhs[..nb1], |_| FactorKind::PassThrough, false);
            b.add_factor_of_kind(&[Some(nb1), None], &[Some(nb1)], lhs[nb1], need, false);
            b.add_factor_of_kind(&[Some(nb2), None], &[Some(nb2)], lhs[nb2], need, false);
            b.add_factor_of_kind(&[None, Some(nb1)], &[None], taus[nb1], need, false);
            built(&b)
        }
        "mhlo.topk" => {
            expect_arity(cx, 1, 2)?;
            top_k(cx)
        }
        "ApproxTopK" | "PartialReduce" => {
            expect_arity(cx, 4, 2)?;
            let inp = cx.operand_shape(0)?;
            let out = cx.result_shape(0)?;
            if inp.len() != out.len() {
                return Err("operand and result ranks differ".into());
            }
            let mut b = cx.builder();
            for (d, (&i, &o)) in inp.iter().zip(&out).enumerate() {
                if i == o {
                    b.add_factor_to_all(d, i, FactorKind::PassThrough, false);
                } else {
                    b.add_factor(&[Some(d), Some(d), None, None], &[None, None], i);
                    b.add_factor_of_kind(&[None; 4], &[Some(d), Some(d)], o, need, true);
                }
            }
            built(&b)
        }
        "X64Combine" => {
            cx.require_static()?;
            let shape = cx.result_shape(0)?;
            let blocked = cx.has_user_named("stablehlo.rng_bit_generator");
            let mut b = cx.builder();
            b.add_pointwise(&shape, |_| FactorKind::PassThrough, blocked);
            built(&b)
        }
        _ => Ok(Outcome::Unknown(format!(
            "custom call @{t} is unknown to the sharding rule registry (no rule: shardings do not propagate through it)"
        ))),
    }
}

/// Top-k (`mhlo.topk`, and `chlo.top_k` in lowered-CHLO mode): pointwise over the
/// operand; the dim whose size changes is need_replication and blocked.
pub fn top_k(cx: &OpCtx) -> Result<Outcome, String> {
    let inp = cx.operand_shape(0)?;
    let out = cx.result_shape(0)?;
    let mut b = cx.builder();
    b.add_pointwise_with_mismatch(&inp, &out, FactorKind::NeedReplication, true);
    built(&b)
}
