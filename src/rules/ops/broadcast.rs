//! `broadcast_in_dim`: a factor per result dim, in result dim order. A result dim that
//! comes from an operand dim of the same size shares its factor with it; an operand dim
//! of size 1 expanded to a larger result dim gets its own size-1 factor (added just
//! before the result dim's factor), and the result dim's factor is the result's alone.

use super::{built, OpCtx, Outcome};

pub fn broadcast_in_dim(cx: &OpCtx) -> Result<Outcome, String> {
    let inp = cx.operand_shape(0)?;
    let out = cx.result_shape(0)?;
    let dims = cx.dims_attr("broadcast_dimensions")?;
    if dims.len() != inp.len() {
        return Err(format!(
            "broadcast_dimensions has {} entries for an operand of rank {}",
            dims.len(),
            inp.len()
        ));
    }
    let mut out_to_in = vec![None; out.len()];
    for (in_dim, &out_dim) in dims.iter().enumerate() {
        *out_to_in
            .get_mut(out_dim)
            .ok_or_else(|| format!("broadcast dimension {out_dim} out of range"))? = Some(in_dim);
    }
    let mut b = cx.builder();
    for (out_dim, &out_size) in out.iter().enumerate() {
        let mut in_dim = out_to_in[out_dim];
        if let Some(d) = in_dim {
            if inp[d] == 1 && out_size != 1 {
                // Expanded in place: the operand dim keeps a size-1 factor of its own.
                b.add_factor(&[Some(d)], &[None], 1);
                in_dim = None;
            }
        }
        b.add_factor(&[in_dim], &[Some(out_dim)], out_size);
    }
    built(&b)
}
