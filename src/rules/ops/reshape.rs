//! `reshape`: compound factors from a gcd walk over both shapes.
//!
//! The walk keeps, for each side, the product of the dims entered so far and the product
//! of the factors emitted so far. Size-1 dims get size-1 factors of their own. While the
//! two sides are in step (equal factor products), the gcd of the next sizes becomes a
//! factor common to both current dims (or, when the gcd is 1, each side gets its next
//! size as a factor of its own). When one side is behind, it gets the factor that brings
//! it back in step if that divides its next size, else its next size divided by the
//! gcd, else its whole next size. A dim is left once its factors multiply to its size.
//! Example: `6x10 -> 4x15` is `([ij, mn])->([ik, ln]) {i=2, j=3, k=2, l=3, m=2, n=5}`.
//! A reshape of a 0-element tensor has no rule.

use super::{built, OpCtx, Outcome};

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i64::try_from(a).unwrap_or(i64::MAX)
}

pub fn reshape(cx: &OpCtx) -> Result<Outcome, String> {
    let inp = cx.operand_shape(0)?;
    let out = cx.result_shape(0)?;
    let elems = |s: &[i64]| s.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
    let (Some(n_in), Some(n_out)) = (elems(&inp), elems(&out)) else {
        return Err("element count overflows".into());
    };
    if n_in == 0 {
        return Ok(Outcome::NoRule);
    }
    if n_in != n_out || inp.iter().chain(&out).any(|&d| d < 0) {
        return Err(format!(
            "reshape changes the element count ({n_in} to {n_out})"
        ));
    }
    let (in_rank, out_rank) = (inp.len(), out.len());
    let (mut in_dim, mut out_dim) = (0usize, 0usize);
    let (mut dims_in, mut dims_out) = (1i64, 1i64);
    let (mut fac_in, mut fac_out) = (1i64, 1i64);
    let mut b = cx.builder();
    // Each iteration emits at least one factor > 1 or consumes a size-1 dim, and the
    // factor products are bounded by the element count, so the walk terminates; the
    // counter is a guard against malformed input.
    let mut guard = 4 * (in_rank + out_rank) + 256;
    while in_dim < in_rank || out_dim < out_rank {
        guard -= 1;
        if guard == 0 {
            return Err("reshape factor walk did not converge".into());
        }
        if in_dim < in_rank && inp[in_dim] == 1 {
            b.add_factor(&[Some(in_dim)], &[None], 1);
            in_dim += 1;
            continue;
        }
        if out_dim < out_rank && out[out_dim] == 1 {
            b.add_factor(&[None], &[Some(out_dim)], 1);
            out_dim += 1;
            continue;
        }
        if in_dim < in_rank && dims_in == fac_in {
            dims_in *= inp[in_dim];
        }
        if out_dim < out_rank && dims_out == fac_out {
            dims_out *= out[out_dim];
        }
        let mut next_in = dims_in / fac_in;
        let mut next_out = dims_out / fac_out;
        let g = gcd(next_in, next_out);
        // The factor for the side that is behind (its factor product `smaller`).
        let catch_up = |next: i64, smaller: i64, larger: i64| {
            if larger % smaller == 0 && next % (larger / smaller) == 0 {
                larger / smaller
            } else if next > g {
                next / g
            } else {
                next
            }
        };
        let in_d = (in_dim < in_rank).then_some(in_dim);
        let out_d = (out_dim < out_rank).then_some(out_dim);
        if fac_in == fac_out {
            if g > 1 {
                b.add_factor(&[in_d], &[out_d], g);
                fac_in *= g;
                fac_out *= g;
            } else {
                if next_in <= 1 || next_out <= 1 {
                    return Err("reshape factor walk found no factor".into());
                }
                b.add_factor(&[in_d], &[None], next_in);
                fac_in *= next_in;
                b.add_factor(&[None], &[out_d], next_out);
                fac_out *= next_out;
            }
        } else if fac_in < fac_out {
            next_in = catch_up(next_in, fac_in, fac_out);
            b.add_factor(&[in_d], &[None], next_in);
            fac_in *= next_in;
        } else {
            next_out = catch_up(next_out, fac_out, fac_in);
            b.add_factor(&[None], &[out_d], next_out);
            fac_out *= next_out;
        }
        if in_dim < in_rank && dims_in == fac_in {
            in_dim += 1;
        }
        if out_dim < out_rank && dims_out == fac_out {
            out_dim += 1;
        }
    }
    built(&b)
}
