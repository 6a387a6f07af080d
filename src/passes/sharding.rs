//! Where shardings live in the IR and how Shardy reads and writes them, shared by the
//! passes: the sharding of a value (`getSharding`/`setSharding` in Shardy), data-flow
//! edges (`DataFlowEdgeOp::lookup`), the walk over every sharding in a module
//! (`transformShardings`), meshes by name, and axis arithmetic on manual axes.

use rustc_hash::FxHashMap;

use crate::ir::attr::Attr;
use crate::ir::mutate::set_in_dict;
use crate::ir::sdy::{AxisRef, DimSharding, MeshAttr, MeshRef, SdyAttr, SubAxis, TensorSharding};
use crate::ir::{Module, NamedAttr, OpId, Type, ValueDef, ValueId};

/// The discardable attribute holding an op's result shardings.
pub const SHARDING_ATTR: &str = "sdy.sharding";
/// The discardable attribute holding an op's sharding rule.
pub const SHARDING_RULE_ATTR: &str = "sdy.sharding_rule";

/// Ops with a data-flow edge per result (and for region ops, per block argument):
/// Shardy's `ShardableDataFlowOpInterface`.
pub fn is_data_flow_op(name: &str) -> bool {
    matches!(
        name,
        "stablehlo.while"
            | "stablehlo.case"
            | "stablehlo.optimization_barrier"
            | "sdy.named_computation"
            | "sdy.manual_computation"
    )
}

/// `sdy` ops whose own inherent attribute is the sharding of their single result.
fn own_sharding_key(name: &str) -> Option<&'static str> {
    match name {
        "sdy.sharding_constraint" | "sdy.reshard" | "sdy.data_flow_edge" => Some("sharding"),
        "sdy.all_gather"
        | "sdy.all_slice"
        | "sdy.all_reduce"
        | "sdy.reduce_scatter"
        | "sdy.all_to_all"
        | "sdy.collective_permute" => Some("out_sharding"),
        _ => None,
    }
}

/// Meshes by symbol name, FxHash-keyed: propagation looks a mesh up on every step.
pub type MeshTable = FxHashMap<String, MeshAttr>;

/// Meshes by symbol name (`sdy.mesh` ops of the module).
pub fn mesh_table(m: &Module) -> MeshTable {
    m.meshes()
        .into_iter()
        .map(|(name, mesh, _)| (name, mesh))
        .collect()
}

/// The mesh a sharding refers to.
pub fn resolve_mesh(mesh: &MeshRef, table: &MeshTable) -> Option<MeshAttr> {
    match mesh {
        MeshRef::Inline(m) => Some((**m).clone()),
        MeshRef::Symbol(n) => table.get(n.as_str()).cloned(),
    }
}

/// A sharding attribute value.
pub fn sharding_attr(s: TensorSharding) -> Attr {
    Attr::Sdy(SdyAttr::Sharding(s))
}

/// A per-value sharding attribute value.
pub fn per_value_attr(v: Vec<TensorSharding>) -> Attr {
    Attr::Sdy(SdyAttr::ShardingPerValue(v))
}

fn as_sharding(a: &Attr) -> Option<&TensorSharding> {
    match a {
        Attr::Sdy(SdyAttr::Sharding(s)) => Some(s),
        _ => None,
    }
}

fn as_per_value(a: &Attr) -> Option<&Vec<TensorSharding>> {
    match a {
        Attr::Sdy(SdyAttr::ShardingPerValue(v)) => Some(v),
        _ => None,
    }
}

/// The rank of a value's type (0 for anything but a ranked tensor).
pub fn rank_of(m: &Module, v: ValueId) -> usize {
    m.tensor_type(v).map_or(0, |t| t.rank())
}

/// A sharding with every dim open and empty.
pub fn fully_open(mesh: MeshRef, rank: usize) -> TensorSharding {
    TensorSharding::empty(mesh, rank, false)
}

/// Whether every dim of a sharding is closed.
pub fn is_fully_closed(s: &TensorSharding) -> bool {
    s.dims.iter().all(|d| d.closed)
}

/// Whether a type is a statically shaped tensor (what Shardy can shard).
pub fn is_static_shaped(t: &Type) -> bool {
    matches!(t, Type::Tensor(tt) if tt.static_shape().is_some())
}

/// Whether a value is a rank-0 tensor.
pub fn is_scalar(m: &Module, v: ValueId) -> bool {
    m.tensor_type(v).is_some_and(|t| t.rank() == 0)
}

// ----- func argument and result shardings ---------------------------------------------

fn dict_entry<'a>(list: Option<&'a Attr>, i: usize, key: &str) -> Option<&'a Attr> {
    match list {
        Some(Attr::Array(items)) => match items.get(i) {
            Some(Attr::Dict(d)) => d.iter().find(|a| a.name == key).map(|a| &a.value),
            _ => None,
        },
        _ => None,
    }
}

/// The sharding of argument `i` of a function.
pub fn func_arg_sharding(m: &Module, func: OpId, i: usize) -> Option<TensorSharding> {
    dict_entry(m.ops[func].attr("arg_attrs"), i, SHARDING_ATTR)
        .and_then(as_sharding)
        .cloned()
}

/// The sharding of result `i` of a function.
pub fn func_result_sharding(m: &Module, func: OpId, i: usize) -> Option<TensorSharding> {
    dict_entry(m.ops[func].attr("res_attrs"), i, SHARDING_ATTR)
        .and_then(as_sharding)
        .cloned()
}

/// The number of arguments and results of a function (from its `function_type`).
pub fn func_arity(m: &Module, func: OpId) -> (usize, usize) {
    match m.ops[func].attr("function_type") {
        Some(Attr::Type(Type::Function(ins, outs))) => (ins.len(), outs.len()),
        _ => (0, 0),
    }
}

/// Sets entry `name` of the attribute dictionary of argument (`key` = `arg_attrs`) or
/// result (`res_attrs`) `i` of a function with `n` of them.
pub fn set_func_dict_entry(
    m: &mut Module,
    func: OpId,
    key: &str,
    n: usize,
    i: usize,
    name: &str,
    value: Attr,
) {
    // In place: a function with many arguments (gpt3_96l's 1,100) would otherwise copy
    // its whole argument dictionary array for each argument set.
    let existing = m.ops[func].attrs.iter_mut().find(|a| a.name == key);
    match existing.map(|a| &mut a.value) {
        Some(Attr::Array(items)) => set_dict_item(items, n, i, name, value),
        _ => {
            let mut items = vec![];
            set_dict_item(&mut items, n, i, name, value);
            m.set_inherent_attr(func, key, Attr::Array(items));
        }
    }
}

/// Sets entry `name` of dictionary `i` of an array of `n` (at least) dictionaries.
fn set_dict_item(items: &mut Vec<Attr>, n: usize, i: usize, name: &str, value: Attr) {
    while items.len() < n.max(i + 1) {
        items.push(Attr::Dict(vec![]));
    }
    if let Attr::Dict(d) = &mut items[i] {
        set_in_dict(d, name, value);
    } else {
        items[i] = Attr::Dict(vec![NamedAttr::new(name, value, false)]);
    }
}

/// Sets the sharding of argument `i` of a function.
pub fn set_func_arg_sharding(m: &mut Module, func: OpId, i: usize, s: TensorSharding) {
    let n = func_arity(m, func).0;
    set_func_dict_entry(m, func, "arg_attrs", n, i, SHARDING_ATTR, sharding_attr(s));
}

/// Sets the sharding of result `i` of a function.
pub fn set_func_result_sharding(m: &mut Module, func: OpId, i: usize, s: TensorSharding) {
    let n = func_arity(m, func).1;
    set_func_dict_entry(m, func, "res_attrs", n, i, SHARDING_ATTR, sharding_attr(s));
}

// ----- data-flow edges ----------------------------------------------------------------

/// The edge owner of a data-flow target owned by `op` (Shardy's `getEdgeOwnerFromTarget`):
/// for a while, the result of a block argument's index; for region ops, the target.
fn edge_owner_from_target(m: &Module, op: OpId, target: ValueId) -> Option<ValueId> {
    match (m.ops[op].name.as_str(), m.values[target].def) {
        (_, ValueDef::Result { .. }) => Some(target),
        ("stablehlo.while", ValueDef::BlockArg { index, .. }) => {
            m.ops[op].results.get(index as usize).copied()
        }
        ("sdy.named_computation" | "sdy.manual_computation", ValueDef::BlockArg { .. }) => {
            Some(target)
        }
        _ => None,
    }
}

/// The `sdy.data_flow_edge` holding the sharding of a data-flow target, if there is
/// one (Shardy's `DataFlowEdgeOp::lookup`): the single user of the target's edge owner.
pub fn data_flow_edge_of(m: &Module, target: ValueId) -> Option<OpId> {
    let op = m.owning_op(target)?;
    if !is_data_flow_op(&m.ops[op].name) {
        return None;
    }
    let owner = edge_owner_from_target(m, op, target)?;
    let users = m.users_of(owner);
    match users.as_slice() {
        [(u, _)] if m.ops[*u].name == "sdy.data_flow_edge" && m.ops[*u].results.len() == 1 => {
            Some(*u)
        }
        _ => None,
    }
}

/// The value whose sharding stands for `v` (Shardy's `getShardableValue`): the result of
/// its data-flow edge if any; an op result or function argument itself; a data-flow
/// target's edge owner; `None` for other block arguments (e.g. reduction bodies).
pub fn shardable_value(m: &Module, v: ValueId) -> Option<ValueId> {
    if let Some(e) = data_flow_edge_of(m, v) {
        return Some(m.ops[e].results[0]);
    }
    match m.values[v].def {
        ValueDef::Result { .. } => Some(v),
        ValueDef::BlockArg { block, .. } => {
            if (block.0 as usize) >= m.blocks.len() {
                return None;
            }
            let owner = m.block_owner(block);
            let name = m.ops[owner].name.as_str();
            if name == "func.func" {
                Some(v)
            } else if is_data_flow_op(name) {
                edge_owner_from_target(m, owner, v)
            } else {
                None
            }
        }
    }
}

fn per_value_entry(m: &Module, op: OpId, key: &str, i: usize) -> Option<TensorSharding> {
    m.ops[op]
        .attr(key)
        .and_then(as_per_value)
        .and_then(|v| v.get(i))
        .cloned()
}

/// The manual axes of a `sdy.manual_computation`.
pub fn manual_axes(m: &Module, op: OpId) -> Vec<String> {
    match m.ops[op].attr("manual_axes") {
        Some(Attr::Sdy(SdyAttr::ManualAxes(a))) => a.clone(),
        _ => vec![],
    }
}

/// The sharding of a value as Shardy sees it (`getSharding`).
pub fn get_sharding(m: &Module, v: ValueId) -> Option<TensorSharding> {
    let v = shardable_value(m, v)?;
    match m.values[v].def {
        ValueDef::BlockArg { block, index } => {
            let owner = m.block_owner(block);
            let i = index as usize;
            match m.ops[owner].name.as_str() {
                "func.func" => func_arg_sharding(m, owner, i),
                "sdy.named_computation" => per_value_entry(m, owner, "in_shardings", i),
                "sdy.manual_computation" => per_value_entry(m, owner, "in_shardings", i)
                    .map(|s| erase_manual_axes(&s, &manual_axes(m, owner))),
                _ => None,
            }
        }
        ValueDef::Result { op, index } => {
            let o = &m.ops[op];
            let i = index as usize;
            if let Some(key) = own_sharding_key(&o.name) {
                return o.attr(key).and_then(as_sharding).cloned();
            }
            match o.name.as_str() {
                "sdy.named_computation" | "sdy.manual_computation" => {
                    per_value_entry(m, op, "out_shardings", i)
                }
                _ => per_value_entry(m, op, SHARDING_ATTR, i),
            }
        }
    }
}

/// Sets the sharding of a value as Shardy does (`setSharding`).
pub fn set_sharding(m: &mut Module, v: ValueId, s: TensorSharding) {
    let Some(v) = shardable_value(m, v) else {
        return;
    };
    match m.values[v].def {
        ValueDef::BlockArg { block, index } => {
            let owner = m.block_owner(block);
            let i = index as usize;
            match m.ops[owner].name.clone().as_str() {
                "func.func" => set_func_arg_sharding(m, owner, i, s),
                "sdy.named_computation" => {
                    let types = m.ops[owner].operands.clone();
                    set_per_value_entry(m, owner, "in_shardings", &types, i, s, true)
                }
                "sdy.manual_computation" => {
                    let outer = per_value_entry(m, owner, "in_shardings", i);
                    let manual = manual_axes(m, owner);
                    let new = match outer {
                        Some(o) => add_free_axes(&o, &s, &manual),
                        None => s,
                    };
                    let types = m.ops[owner].operands.clone();
                    set_per_value_entry(m, owner, "in_shardings", &types, i, new, true)
                }
                _ => {}
            }
        }
        ValueDef::Result { op, index } => {
            let i = index as usize;
            let name = m.ops[op].name.as_str();
            if let Some(key) = own_sharding_key(name) {
                m.set_inherent_attr(op, key, sharding_attr(s));
                return;
            }
            let region_op = matches!(name, "sdy.named_computation" | "sdy.manual_computation");
            let results = std::mem::take(&mut m.ops[op].results);
            if region_op {
                set_per_value_entry(m, op, "out_shardings", &results, i, s, true)
            } else {
                set_per_value_entry(m, op, SHARDING_ATTR, &results, i, s, false)
            }
            m.ops[op].results = results;
        }
    }
}

/// Replaces entry `i` of a per-value sharding list; when the op has none yet, the other
/// values get fully open shardings on the same mesh (Shardy's `replaceShardingAtIndex`).
fn set_per_value_entry(
    m: &mut Module,
    op: OpId,
    key: &str,
    values: &[ValueId],
    i: usize,
    s: TensorSharding,
    inherent: bool,
) {
    // An existing list is updated in place (no copy of its other entries).
    let existing = m.ops[op].attrs.iter_mut().find(|a| a.name == key);
    if let Some(crate::ir::NamedAttr {
        value: Attr::Sdy(SdyAttr::ShardingPerValue(l)),
        ..
    }) = existing
    {
        if i < l.len() {
            l[i] = s;
        }
        return;
    }
    // A new list: `s` at `i`, every other value fully open.
    let mut list: Vec<TensorSharding> = Vec::with_capacity(values.len());
    for (j, &v) in values.iter().enumerate() {
        if j != i {
            list.push(fully_open(s.mesh.clone(), rank_of(m, v)));
        }
    }
    if i < values.len() {
        list.insert(i, s);
    }
    if inherent {
        m.set_inherent_attr(op, key, per_value_attr(list));
    } else {
        m.set_discardable_attr(op, key, per_value_attr(list));
    }
}

// ----- manual computations --------------------------------------------------------------

/// Removes the manual axes of a manual computation's in/out sharding: the leading
/// manual axes of each dim and any manual replicated/unreduced axes (`eraseManualAxes`).
pub fn erase_manual_axes(s: &TensorSharding, manual: &[String]) -> TensorSharding {
    if manual.is_empty() {
        return s.clone();
    }
    let is_manual = |a: &AxisRef| manual.iter().any(|m| *m == a.name);
    let mut out = s.clone();
    for d in &mut out.dims {
        let k = d.axes.iter().take_while(|a| is_manual(a)).count();
        d.axes.drain(..k);
    }
    out.replicated.retain(|a| !is_manual(a));
    out.unreduced.retain(|a| !is_manual(a));
    out
}

/// Puts the free axes of `new` after the manual axes of `outer`
/// (`addFreeAxesToManualComputationSharding`).
pub fn add_free_axes(
    outer: &TensorSharding,
    new: &TensorSharding,
    manual: &[String],
) -> TensorSharding {
    let is_manual = |a: &AxisRef| manual.iter().any(|m| *m == a.name);
    let dims = outer
        .dims
        .iter()
        .zip(&new.dims)
        .map(|(o, n)| {
            let mut axes: Vec<AxisRef> = o
                .axes
                .iter()
                .take_while(|a| is_manual(a))
                .cloned()
                .collect();
            axes.extend(n.axes.iter().cloned());
            DimSharding {
                axes,
                closed: n.closed,
                priority: n.priority,
            }
        })
        .collect();
    TensorSharding {
        mesh: new.mesh.clone(),
        dims,
        replicated: outer.replicated.clone(),
        unreduced: outer.unreduced.clone(),
    }
}

// ----- the sharding walker --------------------------------------------------------------

/// Applies `f` to every sharding in the module, in walk order (Shardy's
/// `transformShardings`): function argument and result shardings, `sdy.sharding` of any
/// op, and the shardings held by `sdy` ops (constraints, reshards, edges, collectives,
/// manual and named computations). A sharding is replaced only if `f` changes it.
pub fn transform_shardings(m: &mut Module, mut f: impl FnMut(&TensorSharding) -> TensorSharding) {
    update_shardings(m, |s| {
        let n = f(s);
        if n != *s {
            *s = n;
        }
    });
}

/// [`transform_shardings`] in place: `f` edits every sharding of the module where it
/// is, in walk order (no copy of a sharding it leaves alone).
pub fn update_shardings(m: &mut Module, mut f: impl FnMut(&mut TensorSharding)) {
    for op in m.walk() {
        let o = &mut m.ops[op];
        if o.name == "func.func" {
            for a in o.attrs.iter_mut() {
                if a.name != "arg_attrs" && a.name != "res_attrs" {
                    continue;
                }
                let Attr::Array(items) = &mut a.value else {
                    continue;
                };
                for item in items.iter_mut() {
                    let Attr::Dict(d) = item else { continue };
                    for e in d.iter_mut().filter(|e| e.name == SHARDING_ATTR) {
                        if let Attr::Sdy(SdyAttr::Sharding(s)) = &mut e.value {
                            f(s);
                        }
                    }
                }
            }
            continue;
        }
        let keys: &[&str] = match o.name.as_str() {
            "sdy.manual_computation" | "sdy.named_computation" => {
                &["in_shardings", "out_shardings"]
            }
            n => match own_sharding_key(n) {
                Some("sharding") => &["sharding", SHARDING_ATTR],
                Some(_) => &["out_sharding", SHARDING_ATTR],
                None => &[SHARDING_ATTR],
            },
        };
        for &key in keys {
            let Some(a) = o.attrs.iter_mut().find(|a| a.name == key) else {
                continue;
            };
            match &mut a.value {
                Attr::Sdy(SdyAttr::Sharding(s)) => f(s),
                Attr::Sdy(SdyAttr::ShardingPerValue(v)) => v.iter_mut().for_each(&mut f),
                _ => {}
            }
        }
    }
}

// ----- axis arithmetic ------------------------------------------------------------------

/// The `[pre, pre*size)` range an axis ref covers within its full axis.
fn axis_range(a: &AxisRef, mesh: &MeshAttr) -> Option<(i64, i64)> {
    match a.sub {
        Some(s) => Some((s.pre_size, s.pre_size * s.size)),
        None => mesh.axis_size(&a.name).map(|n| (1, n)),
    }
}

fn axis_from_range(name: &str, lo: i64, hi: i64, mesh: &MeshAttr) -> AxisRef {
    if lo == 1 && Some(hi) == mesh.axis_size(name) {
        AxisRef::full(name)
    } else {
        AxisRef {
            name: name.into(),
            sub: Some(SubAxis {
                pre_size: lo,
                size: hi / lo,
            }),
        }
    }
}

/// The parts of `a` not covered by `b` (`getAxisSetDiff`), in order.
pub fn axis_set_diff(a: &[AxisRef], b: &[AxisRef], mesh: &MeshAttr) -> Vec<AxisRef> {
    let mut out = Vec::new();
    for x in a {
        let Some((lo, hi)) = axis_range(x, mesh) else {
            out.push(x.clone());
            continue;
        };
        let mut pieces = vec![(lo, hi)];
        for y in b.iter().filter(|y| y.name == x.name) {
            let Some((ylo, yhi)) = axis_range(y, mesh) else {
                continue;
            };
            let mut next = Vec::new();
            for (plo, phi) in pieces {
                if yhi <= plo || ylo >= phi {
                    next.push((plo, phi));
                    continue;
                }
                if ylo > plo {
                    next.push((plo, ylo));
                }
                if yhi < phi {
                    next.push((yhi, phi));
                }
            }
            pieces = next;
        }
        out.extend(
            pieces
                .into_iter()
                .map(|(l, h)| axis_from_range(&x.name, l, h, mesh)),
        );
    }
    out
}

/// Sorts axis refs in mesh order and merges adjacent sub-axes of one axis
/// (`sortAndMergeAxes`).
pub fn sort_and_merge_axes(axes: &mut Vec<AxisRef>, mesh: &MeshAttr) {
    let key = |a: &AxisRef| {
        let (lo, hi) = axis_range(a, mesh).unwrap_or((1, 1));
        (mesh.axis_index(&a.name).unwrap_or(usize::MAX), lo, hi)
    };
    axes.sort_by_key(key);
    let mut out: Vec<AxisRef> = Vec::with_capacity(axes.len());
    for a in axes.drain(..) {
        if let Some(last) = out.last_mut() {
            if last.name == a.name {
                if let (Some((l1, h1)), Some((l2, h2))) =
                    (axis_range(last, mesh), axis_range(&a, mesh))
                {
                    if h1 == l2 {
                        *last = axis_from_range(&a.name, l1, h2, mesh);
                        continue;
                    }
                }
            }
        }
        out.push(a);
    }
    *axes = out;
}

/// Every axis ref a sharding uses: dims, then replicated, then unreduced.
pub fn all_axis_refs(s: &TensorSharding) -> Vec<AxisRef> {
    s.dims
        .iter()
        .flat_map(|d| d.axes.iter())
        .chain(s.replicated.iter())
        .chain(s.unreduced.iter())
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sdy::MeshAxis;

    fn mesh() -> MeshAttr {
        MeshAttr {
            axes: vec![
                MeshAxis {
                    name: "a".into(),
                    size: 2,
                },
                MeshAxis {
                    name: "d".into(),
                    size: 8,
                },
            ],
            device_ids: vec![],
        }
    }

    fn sub(n: &str, pre: i64, size: i64) -> AxisRef {
        AxisRef {
            name: n.into(),
            sub: Some(SubAxis {
                pre_size: pre,
                size,
            }),
        }
    }

    #[test]
    fn diff_and_merge() {
        let m = mesh();
        let d = axis_set_diff(
            &[AxisRef::full("d"), AxisRef::full("a")],
            &[sub("d", 2, 2)],
            &m,
        );
        assert_eq!(d, vec![sub("d", 1, 2), sub("d", 4, 2), AxisRef::full("a")]);
        let mut v = vec![sub("d", 4, 2), AxisRef::full("a"), sub("d", 1, 4)];
        sort_and_merge_axes(&mut v, &m);
        assert_eq!(v, vec![AxisRef::full("a"), AxisRef::full("d")]);
    }
}
