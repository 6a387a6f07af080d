//! `transpose`: result dim `d` and operand dim `permutation[d]` share a factor, in result
//! dim order.

use super::{built, OpCtx, Outcome};

pub fn transpose(cx: &OpCtx) -> Result<Outcome, String> {
    let inp = cx.operand_shape(0)?;
    let perm = cx.dims_attr("permutation")?;
    let mut b = cx.builder();
    for (out_dim, &in_dim) in perm.iter().enumerate() {
        let size = *inp
            .get(in_dim)
            .ok_or_else(|| format!("permutation entry {in_dim} out of range"))?;
        b.add_factor(&[Some(in_dim)], &[Some(out_dim)], size);
    }
    built(&b)
}
