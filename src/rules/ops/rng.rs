//! `rng_bit_generator(state) -> (new_state, output)`: the state must stay replicated, so
//! its dims are need_replication and blocked (state and new state share them); the
//! output's dims are factors of their own.

use super::{built, OpCtx, Outcome};
use crate::rules::rule::FactorKind;

pub fn rng_bit_generator(cx: &OpCtx) -> Result<Outcome, String> {
    let state = cx.operand_shape(0)?;
    let output = cx.result_shape(1)?;
    let mut b = cx.builder();
    for (d, &size) in state.iter().enumerate() {
        b.add_factor_of_kind(
            &[Some(d)],
            &[Some(d), None],
            size,
            FactorKind::NeedReplication,
            true,
        );
    }
    for (d, &size) in output.iter().enumerate() {
        b.add_factor(&[None], &[None, Some(d)], size);
    }
    built(&b)
}
