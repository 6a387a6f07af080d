//! `sort`: a factor per dim shared by all inputs and results; the sort dim is
//! need_replication, and blocked when every other dim has size 1 (sharding it could only
//! come from the sort dim itself). A negative `dimension` is taken as written (it matches
//! no dim), as Shardy does.

use super::{built, OpCtx, Outcome};
use crate::rules::rule::FactorKind;

pub fn sort(cx: &OpCtx) -> Result<Outcome, String> {
    let shape = cx.operand_shape(0)?;
    let dim = cx.int_attr_or("dimension", -1)?;
    let blocked = shape
        .iter()
        .enumerate()
        .all(|(d, &s)| d as i64 == dim || s == 1);
    let mut b = cx.builder();
    for (d, &size) in shape.iter().enumerate() {
        if d as i64 == dim {
            b.add_factor_to_all(d, size, FactorKind::NeedReplication, blocked);
        } else {
            b.add_factor_to_all(d, size, FactorKind::PassThrough, false);
        }
    }
    built(&b)
}
