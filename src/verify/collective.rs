//! The collectives: `sdy.all_gather`, `all_slice`, `all_reduce`, `all_to_all`,
//! `collective_permute` and `reduce_scatter`.
//!
//! Common rules (`Sdy_CollectiveOpInterface`): one operand and one result of the same
//! type; `out_sharding` is a valid sharding of the result (checked in
//! [`super::sharding`]); the operand has a sharding (all_slice, all_reduce and
//! reduce_scatter may take an unsharded, i.e. replicated, operand); operand and result
//! shardings are bound to the same mesh (collective_permute: meshes with the same axes,
//! device order may differ). Each op then says how its axes turn the operand's dim
//! shardings into `out_sharding`'s; only the dims' axes are compared.

use super::axes;
use super::Ctx;
use crate::diag::Span;
use crate::ir::sdy::{AxisRef, MeshAttr, SdyAttr, TensorSharding};
use crate::ir::{Attr, OpId};

pub fn check(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    let name = o.name.as_str();
    let (axes_key, may_be_unsharded) = match name {
        "sdy.all_gather" => (Some("gathering_axes"), false),
        "sdy.all_slice" => (Some("slicing_axes"), true),
        "sdy.reduce_scatter" => (Some("reduce_scatter_axes"), true),
        "sdy.all_reduce" => (Some("reduction_axes"), true),
        "sdy.all_to_all" => (Some("params"), false),
        "sdy.collective_permute" => (None, false),
        _ => return,
    };
    if o.operands.len() != 1 || o.results.len() != 1 {
        let msg = format!(
            "expects 1 operand and 1 result, found {} and {}",
            o.operands.len(),
            o.results.len()
        );
        cx.op_error(op, o.span, msg);
        return;
    }
    super::ops::same_type(cx, op);
    let out_span = cx.attr_span(op, "out_sharding");
    let Some(Attr::Sdy(SdyAttr::Sharding(out))) = o.attr("out_sharding") else {
        if o.attr("out_sharding").is_none() {
            cx.op_error(op, o.span, "requires attribute 'out_sharding'");
        }
        return;
    };
    let Some(out_mesh) = cx.resolve_mesh(&out.mesh) else {
        return; // reported with the sharding
    };
    let ty = &m.values[o.results[0]].ty;
    let rank = ty.as_tensor().map(|t| t.rank());
    if rank != Some(out.dims.len()) {
        return; // the rank mismatch is reported with the sharding
    }
    let operand = o.operands[0];
    let in_sharding = match cx.value_sharding(operand) {
        Some(s) => s,
        None if may_be_unsharded => TensorSharding::empty(out.mesh.clone(), out.dims.len(), true),
        None => {
            let msg = format!(
                "operand %{} has no sharding, but {name} needs to know how its operand is sharded",
                m.values[operand].name,
            );
            cx.op_error(op, o.span, msg);
            return;
        }
    };
    let Some(in_mesh) = cx.resolve_mesh(&in_sharding.mesh) else {
        return;
    };
    if name == "sdy.collective_permute" {
        if in_mesh.axes != out_mesh.axes {
            cx.op_error(
                op,
                out_span,
                "out_sharding's mesh must have the same axes as the operand's mesh (only the device order may differ)",
            );
            return;
        }
    } else if in_mesh != out_mesh {
        cx.op_error(
            op,
            out_span,
            format!(
                "out_sharding is bound to mesh {}, but the operand's sharding to a different mesh {}",
                mesh_name(&out.mesh),
                mesh_name(&in_sharding.mesh)
            ),
        );
        return;
    }
    if in_sharding.dims.len() != out.dims.len() {
        return; // a rank error of the operand's own sharding
    }
    let axes_span = axes_key.map_or(o.span, |k| cx.attr_span(op, k));
    let c = Collective {
        op,
        out,
        operand: &in_sharding,
        mesh: out_mesh,
        out_span,
        axes_span,
    };
    match (name, axes_key.and_then(|k| o.attr(k))) {
        ("sdy.collective_permute", _) => c.permute(cx),
        (_, None) => {
            if let Some(k) = axes_key {
                cx.op_error(op, o.span, format!("requires attribute '{k}'"));
            }
        }
        ("sdy.all_gather", Some(Attr::Sdy(SdyAttr::ListOfAxisRefLists(l)))) => c.gather(cx, l),
        (
            "sdy.all_slice" | "sdy.reduce_scatter",
            Some(Attr::Sdy(SdyAttr::ListOfAxisRefLists(l))),
        ) => c.slice(cx, l),
        ("sdy.all_reduce", Some(Attr::Sdy(SdyAttr::AxisRefList(l)))) => c.reduce(cx, l),
        ("sdy.all_to_all", Some(Attr::Sdy(SdyAttr::AllToAllParams(ps)))) => c.all_to_all(cx, ps),
        (_, Some(other)) => {
            let msg = format!(
                "attribute '{}' has the wrong kind: {}",
                axes_key.unwrap_or_default(),
                super::sharding::kind(other)
            );
            cx.op_error(op, axes_span, msg);
        }
    }
}

fn mesh_name(r: &crate::ir::sdy::MeshRef) -> String {
    match r {
        crate::ir::sdy::MeshRef::Symbol(n) => format!("@{n}"),
        crate::ir::sdy::MeshRef::Inline(m) => format!("{}", crate::ir::sdy::MeshBody(m)),
    }
}

struct Collective<'a> {
    op: OpId,
    out: &'a TensorSharding,
    operand: &'a TensorSharding,
    mesh: &'a MeshAttr,
    out_span: Span,
    axes_span: Span,
}

impl Collective<'_> {
    /// Per-dim axis lists of the collective obey `AxisRefListAttr` and together do not
    /// repeat an axis; there is one list per dimension. Returns whether they do.
    fn check_lists(&self, cx: &mut Ctx, what: &str, lists: &[Vec<AxisRef>]) -> bool {
        if lists.len() != self.out.dims.len() {
            cx.op_error(
                self.op,
                self.axes_span,
                format!(
                    "{what} has {} lists, but the tensor has rank {} (one list per dimension)",
                    lists.len(),
                    self.out.dims.len()
                ),
            );
            return false;
        }
        let mut problems = Vec::new();
        let mut valid = true;
        for (d, l) in lists.iter().enumerate() {
            let mut ps = Vec::new();
            valid &= axes::check_refs(l, self.mesh, &mut ps);
            problems.extend(
                ps.into_iter()
                    .map(|p| format!("{what} of dimension {d}: {p}")),
            );
        }
        let refs: Vec<&[AxisRef]> = lists.iter().map(Vec::as_slice).collect();
        let before = problems.len();
        axes::check_disjoint(&refs, self.mesh, &mut problems);
        valid &= problems.len() == before;
        for p in problems {
            cx.op_error(self.op, self.axes_span, format!("{what}: {p}"));
        }
        valid
    }

    /// Compares the expected dims with `out_sharding`'s.
    fn compare(&self, cx: &mut Ctx, expected: &[Vec<AxisRef>]) {
        for (d, (want, got)) in expected.iter().zip(&self.out.dims).enumerate() {
            if want != &got.axes {
                cx.op_error(
                    self.op,
                    self.out_span,
                    format!(
                        "out_sharding dimension {d} must be {}, found {}",
                        axes::list_text(want),
                        axes::list_text(&got.axes)
                    ),
                );
            }
        }
    }

    /// `sdy.all_gather`: removing each dim's gathering axes from the end of the operand's
    /// dim sharding gives `out_sharding`.
    fn gather(&self, cx: &mut Ctx, lists: &[Vec<AxisRef>]) {
        if !self.check_lists(cx, "gathering_axes", lists) {
            return;
        }
        let mut expected = Vec::new();
        for (d, (l, dim)) in lists.iter().zip(&self.operand.dims).enumerate() {
            match axes::remove_suffix(&dim.axes, l, self.mesh) {
                Ok(rest) => expected.push(rest),
                Err(a) => {
                    cx.op_error(
                        self.op,
                        self.axes_span,
                        format!(
                            "cannot gather axis {a} in dimension {d}: it is not at the minor end of the operand's dimension sharding {}",
                            axes::list_text(&dim.axes)
                        ),
                    );
                    return;
                }
            }
        }
        self.compare(cx, &expected);
    }

    /// `sdy.all_slice` and `sdy.reduce_scatter`: appending each dim's axes to the
    /// operand's dim sharding gives `out_sharding`; the axes must be free in the operand.
    fn slice(&self, cx: &mut Ctx, lists: &[Vec<AxisRef>]) {
        let name = if cx.m.ops[self.op].name == "sdy.all_slice" {
            "slicing_axes"
        } else {
            "reduce_scatter_axes"
        };
        if !self.check_lists(cx, name, lists) {
            return;
        }
        let used: Vec<&AxisRef> = self
            .operand
            .dims
            .iter()
            .flat_map(|d| d.axes.iter())
            .collect();
        for a in lists.iter().flatten() {
            if let Some(u) = used.iter().find(|u| axes::overlaps(a, u, self.mesh)) {
                cx.op_error(
                    self.op,
                    self.axes_span,
                    format!("{name}: axis {a} already shards the operand (as {u})"),
                );
                return;
            }
        }
        let expected: Vec<Vec<AxisRef>> = lists
            .iter()
            .zip(&self.operand.dims)
            .map(|(l, dim)| axes::append(&dim.axes, l, self.mesh))
            .collect();
        self.compare(cx, &expected);
    }

    /// `sdy.all_reduce`: reduction axes obey `AxisRefListAttr` and are sorted in mesh
    /// order; operand and result have the same dim shardings; the reduction axes overlap
    /// neither the operand's dim shardings and replicated axes nor the result's unreduced
    /// axes.
    fn reduce(&self, cx: &mut Ctx, list: &[AxisRef]) {
        let mut problems = Vec::new();
        // Shardy checks the names, duplicates and merges of the reduction axes but not
        // their sub-axis sizes (jaxlib 0.10.2 accepts `{"y":(3)2}` on an axis of size 4).
        for a in list
            .iter()
            .filter(|a| self.mesh.axis_size(&a.name).is_none())
        {
            problems.extend(axes::axis_ref_problem(a, self.mesh));
        }
        if problems.is_empty() {
            for w in list.windows(2) {
                if axes::can_merge(&w[0], &w[1]) {
                    problems.push(format!(
                        "sub-axes {}, {} are consecutive and must be merged into one",
                        w[0], w[1]
                    ));
                }
            }
            axes::check_disjoint(&[list], self.mesh, &mut problems);
        }
        if problems.is_empty() {
            if let Some(p) = axes::check_sorted(list, self.mesh, "reduction_axes") {
                problems.push(p);
            }
        }
        let bad = !problems.is_empty();
        for p in problems {
            let p = if p.starts_with("reduction_axes") {
                p
            } else {
                format!("reduction_axes: {p}")
            };
            cx.op_error(self.op, self.axes_span, p);
        }
        if bad {
            return;
        }
        let expected: Vec<Vec<AxisRef>> =
            self.operand.dims.iter().map(|d| d.axes.clone()).collect();
        self.compare(cx, &expected);
        let operand_used: Vec<&AxisRef> = self
            .operand
            .dims
            .iter()
            .flat_map(|d| d.axes.iter())
            .chain(self.operand.replicated.iter())
            .collect();
        for a in list {
            if let Some(u) = operand_used
                .iter()
                .find(|u| axes::overlaps(a, u, self.mesh))
            {
                cx.op_error(
                    self.op,
                    self.axes_span,
                    format!("reduction axis {a} overlaps with {u}, which shards or replicates the operand"),
                );
            }
            if let Some(u) = self
                .out
                .unreduced
                .iter()
                .find(|u| axes::overlaps(a, u, self.mesh))
            {
                cx.op_error(
                    self.op,
                    self.out_span,
                    format!(
                        "reduction axis {a} overlaps with the result's unreduced axis {u}: after the reduction the result is replicated along it"
                    ),
                );
            }
        }
    }

    /// `sdy.all_to_all`: a non-empty parameter list; each parameter's axes are valid refs,
    /// its source and target dims are in range, no dim is used twice across all
    /// parameters, source dims ascend; moving each parameter's axes from the end of the
    /// source dim to the end of the target dim gives `out_sharding`.
    fn all_to_all(&self, cx: &mut Ctx, params: &[crate::ir::sdy::AllToAllParam]) {
        let rank = self.out.dims.len() as i64;
        let err = |cx: &mut Ctx, msg: String| cx.op_error(self.op, self.axes_span, msg);
        if params.is_empty() {
            err(cx, "params must not be empty".into());
            return;
        }
        let mut ok = true;
        let mut dims_seen: Vec<i64> = Vec::new();
        let mut prev_src: Option<i64> = None;
        let mut all_axes: Vec<&[AxisRef]> = Vec::new();
        for (i, p) in params.iter().enumerate() {
            if p.axes.is_empty() {
                err(cx, format!("param {i} has no axes"));
                ok = false;
            }
            let mut ps = Vec::new();
            if !axes::check_refs(&p.axes, self.mesh, &mut ps) {
                ok = false;
            }
            for q in ps {
                err(cx, format!("param {i}: {q}"));
                ok = false;
            }
            all_axes.push(&p.axes);
            for (what, d) in [("source", p.src_dim), ("target", p.tgt_dim)] {
                if d < 0 || d >= rank {
                    err(
                        cx,
                        format!("param {i}: {what} dimension {d} is out of range [0, {rank})"),
                    );
                    ok = false;
                } else if dims_seen.contains(&d) {
                    err(
                        cx,
                        format!("param {i}: dimension {d} is already a source or target dimension"),
                    );
                    ok = false;
                } else {
                    dims_seen.push(d);
                }
            }
            if let Some(prev) = prev_src {
                if p.src_dim < prev {
                    err(
                        cx,
                        format!(
                            "params must be sorted by source dimension: {} comes after {prev}",
                            p.src_dim
                        ),
                    );
                    ok = false;
                }
            }
            prev_src = Some(p.src_dim);
        }
        let mut ps = Vec::new();
        axes::check_disjoint(&all_axes, self.mesh, &mut ps);
        for q in ps {
            err(cx, q);
            ok = false;
        }
        if !ok {
            return;
        }
        let mut expected: Vec<Vec<AxisRef>> =
            self.operand.dims.iter().map(|d| d.axes.clone()).collect();
        for p in params {
            let (s, t) = (p.src_dim as usize, p.tgt_dim as usize);
            let Some(src) = expected.get(s) else { return };
            match axes::remove_suffix(src, &p.axes, self.mesh) {
                Ok(rest) => expected[s] = rest,
                Err(a) => {
                    err(
                        cx,
                        format!(
                            "cannot move axis {a} out of dimension {s}: it is not at the minor end of the operand's dimension sharding {}",
                            axes::list_text(src)
                        ),
                    );
                    return;
                }
            }
            if let Some(tgt) = expected.get(t) {
                expected[t] = axes::append(tgt, &p.axes, self.mesh);
            }
        }
        self.compare(cx, &expected);
    }

    /// `sdy.collective_permute`: each dimension is sharded into as many pieces as before
    /// (the product of its axis sizes is the operand's).
    fn permute(&self, cx: &mut Ctx) {
        for (d, (a, b)) in self.operand.dims.iter().zip(&self.out.dims).enumerate() {
            let (pa, pb) = (
                axes::size_product(&a.axes, self.mesh),
                axes::size_product(&b.axes, self.mesh),
            );
            if let (Some(pa), Some(pb)) = (pa, pb) {
                if pa != pb {
                    cx.op_error(
                        self.op,
                        self.out_span,
                        format!(
                            "out_sharding must shard dimension {d} into as many pieces as the operand's sharding: {} gives {pb}, {} gives {pa}",
                            axes::list_text(&b.axes),
                            axes::list_text(&a.axes)
                        ),
                    );
                }
            }
        }
    }
}
