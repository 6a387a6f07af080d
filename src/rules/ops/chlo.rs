//! CHLO ops in lowered-CHLO mode ([`crate::rules::RuleOptions::lowered_chlo`]).
//!
//! Shardy as shipped in jaxlib has no rule for CHLO ops: XLA legalizes CHLO to StableHLO
//! before it runs Shardy, so the registry never sees them there. Run on JAX's output as
//! is, they would stop propagation; with the option on they get the rule of what they
//! lower to: the elementwise ones are pointwise, `chlo.top_k` is top-k. Off by default
//! (agreement with jaxlib's pass).

use super::custom_call::top_k;
use super::elementwise::pointwise;
use super::{OpCtx, Outcome};

/// CHLO ops whose lowering is elementwise on operands and results of one shape.
pub const ELEMENTWISE_CHLO: &[&str] = &[
    "chlo.acos",
    "chlo.acosh",
    "chlo.asin",
    "chlo.asinh",
    "chlo.atan",
    "chlo.atanh",
    "chlo.bessel_i1e",
    "chlo.conj",
    "chlo.cosh",
    "chlo.digamma",
    "chlo.erf",
    "chlo.erf_inv",
    "chlo.erfc",
    "chlo.is_inf",
    "chlo.is_neg_inf",
    "chlo.is_pos_inf",
    "chlo.lgamma",
    "chlo.next_after",
    "chlo.polygamma",
    "chlo.sinh",
    "chlo.square",
    "chlo.tan",
    "chlo.zeta",
];

/// The rule of a CHLO op in lowered mode, `None` when it has none.
pub fn lowered(cx: &OpCtx) -> Option<Result<Outcome, String>> {
    let name = cx.op.name.as_str();
    if ELEMENTWISE_CHLO.contains(&name) {
        // Only when every tensor has the result's shape (no implicit broadcasting).
        let shape = cx.result_shape(0).ok()?;
        let same =
            (0..cx.num_operands()).all(|i| cx.operand_shape(i).ok().as_ref() == Some(&shape));
        return same.then(|| pointwise(cx));
    }
    if name == "chlo.top_k" {
        return Some(top_k(cx));
    }
    None
}
