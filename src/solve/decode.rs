//! From a solution to a plan: the input module with a sharding on every value and an
//! explicit `sdy.reshard` before every operand an op needs sharded otherwise, one per
//! (value, block, sharding): every reader that needs it reads the same reshard (as the
//! encoding prices it, [`super::encode`]).

use std::collections::HashMap;

use autoshard_solver::VarId;

use super::encode::{flow_path, Encoding, Tree};
use super::graph::{Graph, Node};
use crate::ir::sdy::{MeshRef, SdyAttr, TensorSharding};
use crate::ir::{Attr, BlockId, Module, NamedAttr, OpId, ValueId};
use crate::passes::sharding::{set_func_result_sharding, set_sharding};

fn chosen(vars: &[Option<VarId>], values: &[f64]) -> usize {
    if vars.len() == 1 {
        return 0;
    }
    let mut best = 0;
    let mut best_v = f64::NEG_INFINITY;
    for (i, v) in vars.iter().enumerate() {
        let x = v.map_or(0.0, |v| values[v.index()]);
        if x > best_v + 1e-9 {
            best = i;
            best_v = x;
        }
    }
    best
}

/// The candidate index each class takes, and the strategy each strategy op takes.
pub fn choices(enc: &Encoding, values: &[f64]) -> (Vec<usize>, Vec<usize>) {
    let classes = enc.x.iter().map(|x| chosen(x, values)).collect();
    let strategies = enc
        .strategy_ops
        .iter()
        .map(|s| chosen(&s.y, values))
        .collect();
    (classes, strategies)
}

/// The plan of a solution.
pub fn decode(m: &Module, g: &Graph, enc: &Encoding, values: &[f64]) -> Module {
    let (classes, strategies) = choices(enc, values);
    let mut out = m.clone();
    for (k, ms) in g.members.iter().enumerate() {
        let Some(s) = enc.cands[k][classes[k]].clone() else {
            continue;
        };
        for &i in ms {
            if g.untouchable[i] {
                continue;
            }
            match g.nodes[i] {
                Node::Value(v) => set_sharding(&mut out, v, s.clone()),
                Node::FuncResult(f, r) => set_func_result_sharding(&mut out, f, r, s.clone()),
            }
        }
    }
    // One-step reshards already written: (value, block, sharding) -> its result.
    let mut written: HashMap<
        (
            crate::ir::ValueId,
            Option<crate::ir::BlockId>,
            TensorSharding,
        ),
        crate::ir::ValueId,
    > = HashMap::new();
    // Steps of shared trees already written: (block, input, sharding) -> its result.
    let mut stepped: Stepped = HashMap::new();
    for (so, &si) in enc.strategy_ops.iter().zip(&strategies) {
        let st = &so.strategies[si];
        let operands = m.ops[so.op].operands.clone();
        for (i, &v) in operands.iter().enumerate() {
            let k = g.class_of[g.index[&Node::Value(v)]];
            let have: Option<&TensorSharding> = enc.cands[k][classes[k]].as_ref();
            let need = &st.operands[i];
            // Replicated either way (no sharding, or one without axes): no reshard.
            let unsharded = |s: &TensorSharding| s.is_fully_replicated() && s.unreduced.is_empty();
            if have == Some(need) || (have.map_or(true, unsharded) && unsharded(need)) {
                continue;
            }
            if let Some((tree, r)) = enc.trees.get(&(so.op, i)) {
                let block = m.ops[so.op].parent;
                let cur = tree_steps(
                    &mut out,
                    &mut stepped,
                    (so.op, v, block),
                    (tree, *r, &enc.mesh_ref),
                    (have, need),
                    values,
                );
                out.ops[so.op].operands[i] = cur;
                continue;
            }
            // Along the reshard graph's cheapest path when the edge was priced by it.
            let steps = enc
                .routes
                .get(&(so.op, i))
                .and_then(|r| r.path(&have.cloned(), &Some(need.clone())))
                .unwrap_or_else(|| vec![Some(need.clone())]);
            let key = (v, m.ops[so.op].parent, need.clone());
            // Shared only from a fixed sharding, as the encoding prices it.
            let shared = enc.share_reads && steps.len() == 1 && enc.cands[k].len() == 1;
            if let (true, Some(&r)) = (shared, written.get(&key)) {
                out.ops[so.op].operands[i] = r;
                continue;
            }
            let ty = out.values[v].ty.clone();
            let loc = out.ops[so.op].loc.clone();
            let mut cur = v;
            let steps_len = steps.len();
            let rank = m.tensor_type(v).map_or(0, |t| t.rank());
            for step in steps {
                // No sharding is replicated.
                let step = step.unwrap_or_else(|| {
                    super::candidates::closed(&enc.mesh_ref, vec![Vec::new(); rank])
                });
                let r = out.create_op(
                    "sdy.reshard",
                    vec![cur],
                    vec![ty.clone()],
                    vec![NamedAttr::new(
                        "sharding",
                        Attr::Sdy(SdyAttr::Sharding(step)),
                        true,
                    )],
                    loc.clone(),
                );
                out.insert_op_before(so.op, r);
                cur = out.ops[r].results[0];
            }
            if shared && steps_len == 1 {
                written.insert(key, cur);
            }
            out.ops[so.op].operands[i] = cur;
        }
    }
    out
}

type Stepped = HashMap<(Option<BlockId>, ValueId, Option<TensorSharding>), ValueId>;

/// Reader `r` of a shared tree ([`super::encode::Tree`]): the steps its flow takes from
/// `have` to `need`, each written once per (block, input, sharding) before `op`, the
/// first reader (later readers of the block read the same steps). Returns the value
/// the reader reads.
#[allow(clippy::too_many_arguments)]
fn tree_steps(
    out: &mut Module,
    stepped: &mut Stepped,
    (op, v, block): (OpId, ValueId, Option<BlockId>),
    (tree, r, mesh_ref): (&Tree, usize, &MeshRef),
    (have, need): (Option<&TensorSharding>, &TensorSharding),
    values: &[f64],
) -> ValueId {
    let route = &tree.route;
    let node = |s: Option<&TensorSharding>| route.nodes.iter().position(|x| x.as_ref() == s);
    let taken = |s: usize, t: usize| match &tree.branch {
        // The trunk to the branch node, then the reader's branch.
        Some(w) => {
            let k = chosen(&w.iter().map(|&x| Some(x)).collect::<Vec<_>>(), values);
            let mut p = flow_path(route, &tree.flows[0], values, s, k)?;
            p.extend(flow_path(route, &tree.flows[1 + r], values, k, t)?);
            Some(p)
        }
        None => flow_path(route, &tree.flows[r], values, s, t),
    };
    let steps: Vec<Option<TensorSharding>> = node(have)
        .zip(node(Some(need)))
        .and_then(|(s, t)| taken(s, t))
        .map(|p| p.into_iter().map(|i| route.nodes[i].clone()).collect())
        .or_else(|| route.path(&have.cloned(), &Some(need.clone())))
        .unwrap_or_else(|| vec![Some(need.clone())]);
    let ty = out.values[v].ty.clone();
    let loc = out.ops[op].loc.clone();
    let mut cur = v;
    for step in steps {
        if let Some(&next) = stepped.get(&(block, cur, step.clone())) {
            cur = next;
            continue;
        }
        let rank = out.tensor_type(v).map_or(0, |t| t.rank());
        // No sharding is replicated.
        let sh = step
            .clone()
            .unwrap_or_else(|| super::candidates::closed(mesh_ref, vec![Vec::new(); rank]));
        let made = out.create_op(
            "sdy.reshard",
            vec![cur],
            vec![ty.clone()],
            vec![NamedAttr::new(
                "sharding",
                Attr::Sdy(SdyAttr::Sharding(sh)),
                true,
            )],
            loc.clone(),
        );
        out.insert_op_before(op, made);
        let next = out.ops[made].results[0];
        stepped.insert((block, cur, step), next);
        cur = next;
    }
    cur
}
