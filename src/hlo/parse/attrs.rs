//! The structured attributes: each known key's verbatim value parsed into
//! [`Attributes`], with spans into the file for errors.

use super::lexer::{Cursor, PResult};
use crate::diag::{Diagnostic, Span};
use crate::hlo::ir::{
    Attributes, CallRole, DotDims, FusionKind, PadDim, RawAttr, SliceDim, WindowDim,
};

/// A called computation named by an attribute, before resolution.
pub struct CalleeRef {
    pub role: CallRole,
    pub name: String,
    pub span: Span,
}

/// Parses the known attributes of `attrs` into `out`; returns the called computations.
pub fn parse_known(src: &str, attrs: &[RawAttr], out: &mut Attributes) -> PResult<Vec<CalleeRef>> {
    let mut callees = Vec::new();
    for a in attrs {
        let mut c = Cursor::new(src);
        c.pos = a.span.start as usize;
        parse_one(&mut c, a, out, &mut callees)?;
        if c.pos != a.span.end as usize {
            return Err(Diagnostic::error(
                Span::new(c.pos, a.span.end as usize),
                format!("unexpected text in attribute '{}'", a.key),
            ));
        }
    }
    Ok(callees)
}

fn parse_one(
    c: &mut Cursor,
    a: &RawAttr,
    out: &mut Attributes,
    callees: &mut Vec<CalleeRef>,
) -> PResult<()> {
    let verbatim = || Some(a.value.clone());
    match a.key.as_str() {
        "dimensions" => out.dimensions = Some(c.int_list("{", "}")?),
        "index" => out.index = Some(c.int()?),
        "iota_dimension" => out.iota_dimension = Some(c.int()?),
        "channel_id" => out.channel_id = Some(c.int()?),
        "feature_group_count" => out.feature_group_count = Some(c.int()?),
        "batch_group_count" => out.batch_group_count = Some(c.int()?),
        "dynamic_slice_sizes" => out.dynamic_slice_sizes = Some(c.int_list("{", "}")?),
        "slice" => out.slice = Some(slice(c)?),
        "padding" => out.padding = Some(padding(c, a)?),
        "window" => out.window = Some(window(c)?),
        "dim_labels" => {
            c.pos = a.span.end as usize;
            out.dim_labels = verbatim();
        }
        "lhs_batch_dims" => dot(out).lhs_batch = c.int_list("{", "}")?,
        "rhs_batch_dims" => dot(out).rhs_batch = c.int_list("{", "}")?,
        "lhs_contracting_dims" => dot(out).lhs_contracting = c.int_list("{", "}")?,
        "rhs_contracting_dims" => dot(out).rhs_contracting = c.int_list("{", "}")?,
        "replica_groups" => out.replica_groups = Some(replica_groups(c)?),
        "source_target_pairs" => out.source_target_pairs = Some(pairs(c)?),
        "use_global_device_ids" => out.use_global_device_ids = boolean(c)?,
        "is_host_transfer" => out.is_host_transfer = boolean(c)?,
        "kind" => {
            let w = c.word();
            out.fusion_kind =
                Some(FusionKind::from_name(w).ok_or_else(|| {
                    Diagnostic::error(a.span, format!("unknown fusion kind '{w}'"))
                })?);
        }
        "custom_call_target" => out.custom_call_target = Some(unquote(c.string()?)),
        "async_execution_thread" => out.async_execution_thread = Some(unquote(c.string()?)),
        "api_version" => out.api_version = Some(c.word().to_string()),
        "sharding" | "metadata" | "frontend_attributes" | "backend_config" => {
            c.pos = a.span.end as usize;
            let v = verbatim();
            match a.key.as_str() {
                "sharding" => out.sharding = v,
                "metadata" => out.metadata = v,
                "frontend_attributes" => out.frontend_attributes = v,
                _ => out.backend_config = v,
            }
        }
        "to_apply" | "calls" | "body" | "condition" | "true_computation" | "false_computation"
        | "select" | "scatter" => {
            let role = match a.key.as_str() {
                "to_apply" => CallRole::ToApply,
                "calls" => CallRole::Calls,
                "body" => CallRole::Body,
                "condition" => CallRole::Condition,
                "true_computation" => CallRole::TrueComputation,
                "false_computation" => CallRole::FalseComputation,
                "select" => CallRole::Select,
                _ => CallRole::Scatter,
            };
            let (name, span) = c.name()?;
            callees.push(CalleeRef { role, name, span });
        }
        "branch_computations" | "called_computations" => {
            let branch = a.key == "branch_computations";
            c.expect("{")?;
            let mut k = 0u32;
            while !c.eat("}") {
                if k > 0 {
                    c.expect(",")?;
                }
                let (name, span) = c.name()?;
                let role = if branch {
                    CallRole::Branch(k)
                } else {
                    CallRole::CustomCalled(k)
                };
                callees.push(CalleeRef { role, name, span });
                k += 1;
            }
        }
        _ => c.pos = a.span.end as usize,
    }
    Ok(())
}

fn dot(out: &mut Attributes) -> &mut DotDims {
    out.dot.get_or_insert_with(DotDims::default)
}

fn unquote(s: &str) -> String {
    s[1..s.len() - 1].to_string()
}

fn boolean(c: &mut Cursor) -> PResult<bool> {
    match c.word() {
        "true" => Ok(true),
        "false" => Ok(false),
        w => Err(c.error(format!("expected true or false, found '{w}'"))),
    }
}

/// `{[0:2], [1:8:2]}`.
fn slice(c: &mut Cursor) -> PResult<Vec<SliceDim>> {
    c.expect("{")?;
    let mut out = Vec::new();
    while !c.eat("}") {
        if !out.is_empty() {
            c.expect(",")?;
        }
        c.expect("[")?;
        let start = c.int()?;
        c.expect(":")?;
        let limit = c.int()?;
        let stride = if c.eat(":") { c.int()? } else { 1 };
        c.expect("]")?;
        out.push(SliceDim {
            start,
            limit,
            stride,
        });
    }
    Ok(out)
}

/// `lo_hi[_interior]` per dim, dims joined by `x` (`0_0x1_1_0`).
fn padding(c: &mut Cursor, a: &RawAttr) -> PResult<Vec<PadDim>> {
    c.pos = a.span.end as usize;
    let mut out = Vec::new();
    for dim in a.value.split('x') {
        let n: Option<Vec<i64>> = dim.split('_').map(|v| v.parse().ok()).collect();
        match n.as_deref() {
            Some([lo, hi]) => out.push(PadDim {
                lo: *lo,
                hi: *hi,
                interior: 0,
            }),
            Some([lo, hi, i]) => out.push(PadDim {
                lo: *lo,
                hi: *hi,
                interior: *i,
            }),
            _ => {
                return Err(Diagnostic::error(
                    a.span,
                    format!("malformed padding '{}'", a.value),
                ))
            }
        }
    }
    Ok(out)
}

/// `{size=3x3 stride=2x2 pad=1_1x1_1 lhs_dilate=1x1 rhs_dilate=1x1 rhs_reversal=0x0}`.
fn window(c: &mut Cursor) -> PResult<Vec<WindowDim>> {
    c.expect("{")?;
    let mut dims: Vec<WindowDim> = Vec::new();
    while !c.eat("}") {
        c.skip_trivia();
        let key_at = c.pos;
        let key = c.word();
        c.expect("=")?;
        let (value, span) = c.verbatim_value()?;
        let parts: Vec<&str> = value.split('x').collect();
        if dims.is_empty() {
            dims = vec![WindowDim::default(); parts.len()];
        }
        if parts.len() != dims.len() {
            return Err(Diagnostic::error(
                span,
                format!(
                    "window '{key}' has {} dims, expected {}",
                    parts.len(),
                    dims.len()
                ),
            ));
        }
        for (d, p) in dims.iter_mut().zip(&parts) {
            let bad = || Diagnostic::error(span, format!("malformed window {key} '{value}'"));
            let int = |s: &str| s.parse::<i64>().map_err(|_| bad());
            match key {
                "size" => d.size = int(p)?,
                "stride" => d.stride = int(p)?,
                "lhs_dilate" => d.lhs_dilate = int(p)?,
                "rhs_dilate" => d.rhs_dilate = int(p)?,
                "rhs_reversal" => d.reversal = int(p)? != 0,
                "pad" => {
                    let (lo, hi) = p.split_once('_').ok_or_else(bad)?;
                    d.pad_lo = int(lo)?;
                    d.pad_hi = int(hi)?;
                }
                _ => {
                    return Err(Diagnostic::error(
                        Span::new(key_at, key_at + key.len()),
                        format!("unknown window key '{key}'"),
                    ))
                }
            }
        }
    }
    Ok(dims)
}

/// `{{0,1},{2,3}}`, `{}`, the iota forms `[G,S]<=[dims]` and `[G,S]<=[dims]T(perm)`, or
/// the mesh form `mesh['x'=2,'y'=4] {'y'}`.
pub fn replica_groups(c: &mut Cursor) -> PResult<Vec<Vec<i64>>> {
    if c.starts_with("mesh[") {
        return super::mesh_groups::mesh_groups(c);
    }
    if c.starts_with("[") {
        let at = c.here(1);
        let shape = c.int_list("[", "]")?;
        c.expect("<=")?;
        let dims = c.int_list("[", "]")?;
        let perm = if c.eat("T") {
            c.int_list("(", ")")?
        } else {
            (0..dims.len() as i64).collect()
        };
        return iota_groups(&shape, &dims, &perm).ok_or_else(|| {
            Diagnostic::error(at, "malformed iota replica groups: the group shape, reshape dims and permutation do not agree")
        });
    }
    c.expect("{")?;
    let mut out = Vec::new();
    while !c.eat("}") {
        if !out.is_empty() {
            c.expect(",")?;
        }
        out.push(c.int_list("{", "}")?);
    }
    Ok(out)
}

/// `[G,S]<=[dims]T(perm)`: iota over the dims, transposed by perm, cut into G groups of S.
pub(super) fn iota_groups(shape: &[i64], dims: &[i64], perm: &[i64]) -> Option<Vec<Vec<i64>>> {
    let [g, s] = *shape else { return None };
    let n: i64 = dims
        .iter()
        .try_fold(1i64, |a, &d| (d > 0).then(|| a.checked_mul(d)).flatten())?;
    if g <= 0 || s <= 0 || g.checked_mul(s)? != n || n > 1 << 24 || perm.len() != dims.len() {
        return None;
    }
    let mut seen = vec![false; dims.len()];
    for &p in perm {
        let p = usize::try_from(p).ok()?;
        if *seen.get(p)? {
            return None;
        }
        seen[p] = true;
    }
    let tdims: Vec<i64> = perm.iter().map(|&p| dims[p as usize]).collect();
    let mut strides = vec![1i64; dims.len()];
    for k in (0..dims.len().saturating_sub(1)).rev() {
        strides[k] = strides[k + 1] * dims[k + 1];
    }
    let mut flat = Vec::with_capacity(n as usize);
    let mut idx = vec![0i64; dims.len()];
    for _ in 0..n {
        flat.push(
            idx.iter()
                .zip(perm)
                .map(|(&i, &p)| i * strides[p as usize])
                .sum(),
        );
        for k in (0..idx.len()).rev() {
            idx[k] += 1;
            if idx[k] < tdims[k] {
                break;
            }
            idx[k] = 0;
        }
    }
    Some(flat.chunks(s as usize).map(<[i64]>::to_vec).collect())
}

/// `{{0,1},{1,2}}`.
fn pairs(c: &mut Cursor) -> PResult<Vec<(i64, i64)>> {
    let groups = replica_groups(c)?;
    groups
        .iter()
        .map(|g| match g.as_slice() {
            [a, b] => Ok((*a, *b)),
            _ => Err(c.error("source_target_pairs entries must be {source,target}")),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn groups(s: &str) -> Vec<Vec<i64>> {
        replica_groups(&mut Cursor::new(s)).unwrap()
    }

    #[test]
    fn iota_replica_groups_expand_like_xla() {
        assert_eq!(
            groups("[2,4]<=[8]"),
            vec![vec![0, 1, 2, 3], vec![4, 5, 6, 7]]
        );
        assert_eq!(
            groups("[4,2]<=[2,4]T(1,0)"),
            vec![vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]]
        );
        assert_eq!(
            groups("[2,4]<=[4,2]T(1,0)"),
            vec![vec![0, 2, 4, 6], vec![1, 3, 5, 7]]
        );
        assert_eq!(groups("{{0,1},{2,3}}"), vec![vec![0, 1], vec![2, 3]]);
        assert_eq!(groups("{}"), Vec::<Vec<i64>>::new());
        assert!(replica_groups(&mut Cursor::new("[2,3]<=[8]")).is_err());
        assert!(replica_groups(&mut Cursor::new("[2,4]<=[2,4]T(0,0)")).is_err());
    }
}
