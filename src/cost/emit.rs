//! `--emit-collectives`: the module with the collectives the cost model charges written
//! out as explicit `sdy` collective ops.
//!
//! For every reshard a plan charges (see [`super::plan`]: an operand resharded to what
//! its op needs, a result produced with partial sums or another sharding and resharded
//! to its own, a value resharded to what a return, loop, call or manual computation
//! expects), the steps of its decomposition ([`super::reshard`]) become one op each,
//! chained: `sdy.all_slice`, `sdy.all_gather`, `sdy.all_to_all`, `sdy.reduce_scatter`,
//! `sdy.all_reduce`, `sdy.collective_permute`, each with the `out_sharding` of the state
//! after its step, so that each op obeys the dialect's constraints (gathered axes at the
//! minor end of the operand's dims, sliced axes free, and so on; `crate::verify` and
//! jaxlib's Shardy check them). An operand chain sits before its op, which then uses
//! the chain's last value; a result chain sits after its op, whose result takes the
//! sharding it is produced with (partial sums as `unreduced` axes), and every other use
//! of the result reads the chain's last value. A sharded permutation factor becomes a
//! `sdy.collective_permute` of the result. A decomposition with a step no collective
//! expresses (a replicated axis turned unreduced) is written as one `sdy.reshard`.
//!
//! This builds a new module; the one evaluated is not changed.

use std::collections::HashMap;

use super::collective::CollectiveKind;
use super::plan::{ModuleShardings, OpCost, PlanCost, Why};
use super::reshard::{merge_adjacent, reshard, ShardState};
use crate::ir::sdy::{AllToAllParam, AxisRef, MeshAttr, MeshRef, SdyAttr, TensorSharding};
use crate::ir::{Attr, Module, NamedAttr, OpId, ValueId};
use crate::passes::sharding::{func_arg_sharding, func_result_sharding, set_sharding};
use crate::passes::symbols::callee;

/// The module with explicit collectives, and what was written.
#[derive(Clone, Debug)]
pub struct Emitted {
    pub module: Module,
    /// Collective ops written (all-slices included).
    pub collectives: usize,
    /// Reshards written as one `sdy.reshard` (no collective expresses a step).
    pub reshards: usize,
    pub warnings: Vec<String>,
}

/// Where a chain goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// Before the op, replacing its operand `i`.
    Operand(usize),
    /// After the op, in place of its result `j` for every other user.
    Result(usize),
}

/// One charged reshard: where, from what to what.
struct Planned {
    op: OpId,
    place: Place,
    value: ValueId,
    from: Option<TensorSharding>,
    to: Option<TensorSharding>,
}

/// The module of `pc`'s plan with every charged collective explicit.
pub fn emit_collectives(m: &Module, pc: &PlanCost) -> Emitted {
    let shardings = ModuleShardings::new(m);
    let mut planned: Vec<Planned> = Vec::new();
    let mut permutes: Vec<OpId> = Vec::new();
    for oc in &pc.ops {
        plan_op(m, &shardings, oc, &mut planned);
        if oc.collectives.iter().any(|c| c.why == Why::Permutation) {
            permutes.push(oc.op);
        }
    }
    let mut w = Writer {
        out: Emitted {
            module: m.clone(),
            collectives: 0,
            reshards: 0,
            warnings: Vec::new(),
        },
        anchor: HashMap::new(),
        end: HashMap::new(),
    };
    for p in &planned {
        w.apply(m, &shardings, p);
    }
    for op in permutes {
        w.permute(&shardings, op);
    }
    w.out
}

/// The module being written, with where the chains after each op end.
struct Writer {
    out: Emitted,
    /// Per op, the last op inserted after it.
    anchor: HashMap<OpId, OpId>,
    /// Per result with a chain after its op, the chain's last value.
    end: HashMap<ValueId, ValueId>,
}

fn sharding_of(shardings: &ModuleShardings, v: ValueId) -> Option<TensorSharding> {
    shardings.get(v).map(|(s, _)| s.clone())
}

/// The reshards the evaluator charges for one op (the same cases as its `op_cost`).
fn plan_op(m: &Module, shardings: &ModuleShardings, oc: &OpCost, out: &mut Vec<Planned>) {
    let op = oc.op;
    let o = &m.ops[op];
    let sh = |v: ValueId| sharding_of(shardings, v);
    let mut push = |place: Place, value: ValueId, from, to| {
        out.push(Planned {
            op,
            place,
            value,
            from,
            to,
        })
    };
    match o.name.as_str() {
        "func.return" => {
            if let Some(func) = m.parent_op(op) {
                for (k, &v) in o.operands.iter().enumerate() {
                    push(
                        Place::Operand(k),
                        v,
                        sh(v),
                        func_result_sharding(m, func, k),
                    );
                }
            }
        }
        "stablehlo.return" => {
            let Some(parent) = m.parent_op(op) else {
                return;
            };
            let p = &m.ops[parent];
            let in_cond = p.name == "stablehlo.while"
                && o.parent.map(|b| m.blocks[b].parent) == p.regions.first().copied();
            if matches!(
                p.name.as_str(),
                "stablehlo.while" | "stablehlo.case" | "stablehlo.if"
            ) && !in_cond
            {
                for (k, (&v, &r)) in o.operands.iter().zip(&p.results).enumerate() {
                    push(Place::Operand(k), v, sh(v), sh(r));
                }
            }
        }
        "stablehlo.while"
        | "stablehlo.optimization_barrier"
        | "sdy.sharding_constraint"
        | "sdy.reshard" => {
            for (k, (&v, &r)) in o.operands.iter().zip(&o.results).enumerate() {
                push(Place::Operand(k), v, sh(v), sh(r));
            }
        }
        "func.call" => {
            if let Some(f) = callee(m, op) {
                for (k, &v) in o.operands.iter().enumerate() {
                    push(Place::Operand(k), v, sh(v), func_arg_sharding(m, f, k));
                }
                for (k, &r) in o.results.iter().enumerate() {
                    push(Place::Result(k), r, func_result_sharding(m, f, k), sh(r));
                }
            }
        }
        "sdy.manual_computation" => {
            let ins = match o.attr("in_shardings") {
                Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) => v.clone(),
                _ => vec![],
            };
            for (k, &v) in o.operands.iter().enumerate() {
                push(Place::Operand(k), v, sh(v), ins.get(k).cloned());
            }
        }
        _ => {
            let view = |v: ValueId| {
                oc.views
                    .binary_search_by_key(&v, |x| x.0)
                    .ok()
                    .map(|i| oc.views[i].1.clone())
            };
            for (i, &v) in o.operands.iter().enumerate() {
                if let Some(need) = view(v) {
                    push(Place::Operand(i), v, sh(v), Some(need));
                }
            }
            for (j, &r) in o.results.iter().enumerate() {
                if let Some(produced) = view(r) {
                    push(Place::Result(j), r, Some(produced), sh(r));
                }
            }
        }
    }
}

/// The mesh of a reshard (that of `from`, else `to`).
fn mesh_of(
    shardings: &ModuleShardings,
    m: &Module,
    s: &TensorSharding,
    v: ValueId,
) -> Option<MeshAttr> {
    match &s.mesh {
        MeshRef::Inline(mesh) => Some((**mesh).clone()),
        MeshRef::Symbol(n) => m
            .meshes()
            .into_iter()
            .find(|(name, _, _)| name == n)
            .map(|(_, mesh, _)| mesh)
            .or_else(|| shardings.get(v).map(|(_, mesh)| mesh.clone())),
    }
}

impl Writer {
    fn apply(&mut self, m: &Module, shardings: &ModuleShardings, p: &Planned) {
        let out = &mut self.out;
        let Some(ty) = m.tensor_type(p.value) else {
            return;
        };
        let Some(any) = p.from.as_ref().or(p.to.as_ref()) else {
            return; // replicated to replicated
        };
        let mesh_ref = any.mesh.clone();
        let Some(mesh) = mesh_of(shardings, m, any, p.value) else {
            return;
        };
        let empty = TensorSharding::empty(mesh_ref.clone(), ty.rank(), true);
        let src = p.from.clone().unwrap_or_else(|| empty.clone());
        let dst = p.to.clone().unwrap_or(empty);
        let r = match reshard(ty, &mesh, &src, &dst) {
            Ok(r) if !r.steps.is_empty() => r,
            Ok(_) => return,
            Err(e) => {
                out.warnings.push(format!(
                    "reshard of {} not written: {e}",
                    super::report::value_name(m, p.value)
                ));
                return;
            }
        };
        let mm = &mut out.module;
        let loc = mm.ops[p.op].loc.clone();
        let ty = mm.values[p.value].ty.clone();
        // The ops of the chain, detached; each takes the previous one's result.
        let mut chain: Vec<OpId> = Vec::new();
        let mut input = match p.place {
            Place::Operand(i) => mm.ops[p.op].operands[i],
            Place::Result(j) => mm.ops[p.op].results[j],
        };
        let expressible = r.steps.iter().all(|s| s.kind != CollectiveKind::ZeroFill);
        if expressible {
            let mut before = r.initial.clone();
            for s in &r.steps {
                let (name, attrs) = step_op(s.kind, s, &before, &mesh_ref, &mesh);
                let op = mm.create_op(name, vec![input], vec![ty.clone()], attrs, loc.clone());
                input = mm.ops[op].results[0];
                chain.push(op);
                before = s.after.clone();
            }
            out.collectives += chain.len();
        } else {
            let attrs = vec![NamedAttr::new(
                "sharding",
                Attr::Sdy(SdyAttr::Sharding(dst.clone())),
                true,
            )];
            let op = mm.create_op("sdy.reshard", vec![input], vec![ty.clone()], attrs, loc);
            input = mm.ops[op].results[0];
            chain.push(op);
            out.reshards += 1;
        }
        let last = input;
        match p.place {
            Place::Operand(i) => {
                for &c in &chain {
                    mm.insert_op_before(p.op, c);
                }
                mm.ops[p.op].operands[i] = last;
            }
            Place::Result(j) => {
                let result = mm.ops[p.op].results[j];
                set_sharding(mm, result, src);
                // After earlier chains on the same op's results.
                let mut anchor = self.anchor.get(&p.op).copied().unwrap_or(p.op);
                for &c in &chain {
                    mm.insert_op_after(anchor, c);
                    anchor = c;
                }
                self.anchor.insert(p.op, anchor);
                self.end.insert(result, last);
                mm.replace_all_uses_except(result, last, chain[0]);
            }
        }
    }
}

/// The sdy op of one reshard step, from state `before` to the step's.
fn step_op(
    kind: CollectiveKind,
    s: &super::reshard::ReshardStep,
    before: &ShardState,
    mesh_ref: &MeshRef,
    mesh: &MeshAttr,
) -> (&'static str, Vec<NamedAttr>) {
    let rank = before.dims.len();
    let per_dim = |d: Option<usize>| -> Attr {
        let mut lists: Vec<Vec<AxisRef>> = vec![Vec::new(); rank];
        if let Some(d) = d.filter(|&d| d < rank) {
            lists[d] = merge_adjacent(&s.axes, mesh);
        }
        Attr::Sdy(SdyAttr::ListOfAxisRefLists(lists))
    };
    let (name, key, axes) = match kind {
        CollectiveKind::AllGather => ("sdy.all_gather", "gathering_axes", per_dim(s.src_dim)),
        CollectiveKind::AllSlice => ("sdy.all_slice", "slicing_axes", per_dim(s.dst_dim)),
        CollectiveKind::ReduceScatter => (
            "sdy.reduce_scatter",
            "reduce_scatter_axes",
            per_dim(s.dst_dim),
        ),
        CollectiveKind::AllReduce => {
            let mut axes = merge_adjacent(&s.axes, mesh);
            axes.sort_by_key(|a| {
                (
                    mesh.axis_index(&a.name).unwrap_or(usize::MAX),
                    a.sub.map_or(1, |x| x.pre_size),
                )
            });
            (
                "sdy.all_reduce",
                "reduction_axes",
                Attr::Sdy(SdyAttr::AxisRefList(axes)),
            )
        }
        CollectiveKind::AllToAll => (
            "sdy.all_to_all",
            "params",
            Attr::Sdy(SdyAttr::AllToAllParams(vec![AllToAllParam {
                axes: merge_adjacent(&s.axes, mesh),
                src_dim: s.src_dim.unwrap_or(0) as i64,
                tgt_dim: s.dst_dim.unwrap_or(0) as i64,
            }])),
        ),
        CollectiveKind::CollectivePermute | CollectiveKind::ZeroFill => {
            ("sdy.collective_permute", "", Attr::Unit)
        }
    };
    let out_sharding = NamedAttr::new(
        "out_sharding",
        Attr::Sdy(SdyAttr::Sharding(
            s.after.to_sharding(mesh_ref.clone(), mesh),
        )),
        true,
    );
    if key.is_empty() {
        (name, vec![out_sharding])
    } else {
        (name, vec![NamedAttr::new(key, axes, true), out_sharding])
    }
}

impl Writer {
    /// A sharded permutation factor: a `sdy.collective_permute` of the op's first result
    /// (after any chain on it), keeping its sharding.
    fn permute(&mut self, shardings: &ModuleShardings, op: OpId) {
        let mm = &mut self.out.module;
        let Some(&r) = mm.ops[op].results.first() else {
            return;
        };
        let Some(s) = sharding_of(shardings, r) else {
            return;
        };
        let value = self.end.get(&r).copied().unwrap_or(r);
        let anchor = self.anchor.get(&op).copied().unwrap_or(op);
        let ty = mm.values[value].ty.clone();
        let loc = mm.ops[op].loc.clone();
        let attrs = vec![NamedAttr::new(
            "out_sharding",
            Attr::Sdy(SdyAttr::Sharding(s)),
            true,
        )];
        let c = mm.create_op("sdy.collective_permute", vec![value], vec![ty], attrs, loc);
        mm.insert_op_after(anchor, c);
        self.anchor.insert(op, c);
        let new = mm.ops[c].results[0];
        mm.replace_all_uses_except(value, new, c);
        self.out.collectives += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::hardware::load_profile;
    use crate::cost::plan::{evaluate, PlanOptions};

    fn emitted(text: &str) -> (String, Emitted) {
        let file = crate::diag::SourceFile::new("t.mlir", text);
        let (m, d) = crate::parse::parse_module(&file);
        assert!(!d.has_errors(), "{}", d.render(&file));
        let hw = load_profile("h100").unwrap();
        let pc = evaluate(&m, &hw, &[], &PlanOptions::default()).unwrap();
        let e = emit_collectives(&m, &pc);
        let v = crate::verify::verify(&e.module);
        let printed = crate::print::print_module(&e.module, Default::default());
        assert!(!v.has_errors(), "{}\n{printed}", v.render(&file));
        (printed, e)
    }

    #[test]
    fn a_megatron_matmul_reduces_its_partial_sums() {
        let (out, e) = emitted(
            r#"module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %b: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
"#,
        );
        assert_eq!((e.collectives, e.reshards), (1, 0), "{out}");
        assert!(out.contains(r#"unreduced={"y"}"#), "{out}");
        assert!(
            out.contains(r#"sdy.all_reduce {"y"} %0 out_sharding=<@mesh, [{"x"}, {}]>"#),
            "{out}"
        );
        assert!(out.contains("return %v_"), "{out}");
    }

    #[test]
    fn an_operand_is_gathered_and_moved_before_its_op() {
        // The add needs %b as %a is sharded: "y" gathered, then "x" moved from dim 1 to 0.
        let (out, e) = emitted(
            r#"module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x", "y"}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = stablehlo.add %a, %b {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
"#,
        );
        assert_eq!(e.collectives, 2, "{out}");
        assert!(
            out.contains(
                r#"%v_3 = sdy.all_gather [{}, {"y"}] %b out_sharding=<@mesh, [{}, {"x"}]>"#
            ),
            "{out}"
        );
        assert!(
            out.contains(
                r#"%v_4 = sdy.all_to_all [{"x"}: 1->0] %v_3 out_sharding=<@mesh, [{"x"}, {}]>"#
            ),
            "{out}"
        );
        assert!(out.contains("stablehlo.add %a, %v_4"), "{out}");
    }
}
