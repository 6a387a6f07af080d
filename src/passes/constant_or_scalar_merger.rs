//! `sdy-constant-or-scalar-merger` (export): the inverse of the splitter. Within a region,
//! a constant (`sdy.constant` or `stablehlo.constant`) identical to an earlier one (same
//! attributes, shardings included) is replaced by it, and so is a broadcast of a scalar
//! identical to an earlier one (same attributes, result type and operand).

use rustc_hash::FxHashMap;

use super::{PassOptions, PassResult};
use crate::diag::Diagnostics;
use crate::ir::{Module, OpId, RegionId};

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    let mut seen: FxHashMap<(Option<RegionId>, String), OpId> = FxHashMap::default();
    for op in super::walk_post_order(m) {
        let Some(key) = key(m, op) else { continue };
        let region = m.ops[op].parent.map(|b| m.blocks[b].parent);
        match seen.get(&(region, key.clone())) {
            Some(&first) => {
                let pairs: Vec<_> = m.ops[op]
                    .results
                    .iter()
                    .copied()
                    .zip(m.ops[first].results.clone())
                    .collect();
                for (old, new) in pairs {
                    m.replace_all_uses(old, new);
                }
                m.erase_op(op);
            }
            None => {
                seen.insert((region, key), op);
            }
        }
    }
    Ok(Diagnostics::default())
}

/// What makes two mergeable ops identical, or `None` if the op is not mergeable.
fn key(m: &Module, op: OpId) -> Option<String> {
    let o = &m.ops[op];
    let scalar_broadcast = o.name == "stablehlo.broadcast_in_dim"
        && o.operands.len() == 1
        && o.results.len() == 1
        && m.tensor_type(o.operands[0]).is_some_and(|t| t.rank() == 0);
    if !(matches!(o.name.as_str(), "sdy.constant" | "stablehlo.constant") || scalar_broadcast) {
        return None;
    }
    let mut attrs: Vec<String> = o.attrs.iter().map(|a| format!("{a}")).collect();
    attrs.sort();
    // Constants of either op are keyed by their attributes alone (as in Shardy).
    let k = if scalar_broadcast {
        format!(
            "broadcast|{}|{}|{}",
            attrs.join(","),
            m.values[o.results[0]].ty,
            o.operands[0].0
        )
    } else {
        format!("constant|{}", attrs.join(","))
    };
    Some(k)
}
