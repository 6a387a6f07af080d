//! StableHLO collectives.
//!
//! - `all_reduce`, `collective_permute`, `collective_broadcast`, `cross-replica-sum`:
//!   pointwise (see `elementwise::pointwise`), sized by the first operand;
//! - `all_gather`, `reduce_scatter`: every dim but the gathered/scattered one is a
//!   shared factor (in dim order); then the operands' gather dim and the results' gather
//!   dim get one need_replication factor each;
//! - `all_to_all`: every dim but the split and concat dims is a shared factor; then the
//!   split dim (operands, then results) and the concat dim (operands, then results),
//!   need_replication each (once when split and concat dims are the same).

use super::{built, OpCtx, Outcome};
use crate::rules::rule::FactorKind;

/// Pointwise over the first operand's shape, for collectives whose operands may have
/// different shapes (a variadic `all_reduce`): tensors of lower rank get the factors of
/// their dims only.
pub fn same_shape(cx: &OpCtx) -> Result<Outcome, String> {
    cx.require_static()?;
    let shape = cx.operand_shape(0)?;
    let mut b = cx.builder();
    b.add_pointwise(&shape, |_| FactorKind::PassThrough, false);
    built(&b)
}

fn dim_attr(cx: &OpCtx, name: &str) -> Result<usize, String> {
    usize::try_from(cx.int_attr(name)?).map_err(|_| format!("negative '{name}'"))
}

fn gather_like(cx: &OpCtx, attr: &str) -> Result<Outcome, String> {
    let inp = cx.operand_shape(0)?;
    let out = cx.result_shape(0)?;
    let dim = dim_attr(cx, attr)?;
    let (Some(&in_size), Some(&out_size)) = (inp.get(dim), out.get(dim)) else {
        return Err(format!("'{attr}' {dim} out of range"));
    };
    let mut b = cx.builder();
    b.add_pointwise_if(&inp, |d| d != dim, |_| FactorKind::PassThrough);
    let n_ops = cx.num_operands();
    let n_res = cx.num_results();
    let need = FactorKind::NeedReplication;
    b.add_factor_of_kind(
        &vec![Some(dim); n_ops],
        &vec![None; n_res],
        in_size,
        need,
        false,
    );
    b.add_factor_of_kind(
        &vec![None; n_ops],
        &vec![Some(dim); n_res],
        out_size,
        need,
        false,
    );
    built(&b)
}

pub fn all_gather(cx: &OpCtx) -> Result<Outcome, String> {
    gather_like(cx, "all_gather_dim")
}

pub fn reduce_scatter(cx: &OpCtx) -> Result<Outcome, String> {
    gather_like(cx, "scatter_dimension")
}

pub fn all_to_all(cx: &OpCtx) -> Result<Outcome, String> {
    let inp = cx.operand_shape(0)?;
    let out = cx.result_shape(0)?;
    let split = dim_attr(cx, "split_dimension")?;
    let concat = dim_attr(cx, "concat_dimension")?;
    if split >= inp.len() || concat >= inp.len() || inp.len() != out.len() {
        return Err("all_to_all dimensions out of range".into());
    }
    let mut b = cx.builder();
    b.add_pointwise_if(
        &inp,
        |d| d != split && d != concat,
        |_| FactorKind::PassThrough,
    );
    let n_ops = cx.num_operands();
    let n_res = cx.num_results();
    let need = FactorKind::NeedReplication;
    let mut dims = vec![split];
    if concat != split {
        dims.push(concat);
    }
    for d in dims {
        b.add_factor_of_kind(
            &vec![Some(d); n_ops],
            &vec![None; n_res],
            inp[d],
            need,
            false,
        );
        b.add_factor_of_kind(
            &vec![None; n_ops],
            &vec![Some(d); n_res],
            out[d],
            need,
            false,
        );
    }
    built(&b)
}
