//! How many times each op runs per program step: the trip counts of the `stablehlo.while`
//! loops around it times the number of times its function is called.
//!
//! A loop's trip count is inferred when it has the shape JAX's `scan` and `fori_loop`
//! lower to: the condition compares a loop-carried integer with a constant
//! (`%i < limit`, or `limit > %i`), the initial value is a constant and the body adds a
//! constant step. Any other loop runs `default_trip_count` times (the caller's choice).
//! Functions no call reaches (the entry points) run once; a function runs as often as
//! all its call sites together.

use std::collections::HashMap;

use crate::ir::{Attr, Module, OpId, ValueDef, ValueId};
use crate::passes::symbols::callee;
use crate::rules::stablehlo_attrs::enum_value;

/// The scalar integer value of a `stablehlo.constant` or `sdy.constant` (what
/// propagation turns constants into): `dense<12> : tensor<i32>`.
fn constant_int(m: &Module, v: ValueId) -> Option<i64> {
    let op = m.defining_op(v)?;
    let o = &m.ops[op];
    if o.name != "stablehlo.constant" && o.name != "sdy.constant" {
        return None;
    }
    match o.attr("value")? {
        Attr::Elements { kind, body, .. } if kind == "dense" => body.trim().parse().ok(),
        a => a.as_i64(),
    }
}

/// The block argument index of `v` if it is an argument of `block`'s region owner's
/// region `region_index`.
fn block_arg_index(m: &Module, v: ValueId, owner: OpId, region_index: usize) -> Option<usize> {
    let ValueDef::BlockArg { block, index } = m.values[v].def else {
        return None;
    };
    let region = *m.ops[owner].regions.get(region_index)?;
    (m.blocks[block].parent == region).then_some(index as usize)
}

/// The trip count of a `stablehlo.while`, when its bounds are constants.
pub fn trip_count(m: &Module, while_op: OpId) -> Option<u64> {
    let o = &m.ops[while_op];
    let cond = m.entry_block(while_op)?;
    let ret = m.terminator(cond)?;
    let pred = *m.ops[ret].operands.first()?;
    let cmp = m.defining_op(pred)?;
    let c = &m.ops[cmp];
    if c.name != "stablehlo.compare" || c.operands.len() != 2 {
        return None;
    }
    let dir = match c.attr("comparison_direction")? {
        Attr::Dialect { body: Some(b), .. } => enum_value(b).to_string(),
        _ => return None,
    };
    let (a, b) = (c.operands[0], c.operands[1]);
    // Normalise to `iter < limit` or `iter <= limit`.
    let (iter, limit, inclusive) = match dir.as_str() {
        "LT" => (a, b, false),
        "LE" => (a, b, true),
        "GT" => (b, a, false),
        "GE" => (b, a, true),
        _ => return None,
    };
    let i = block_arg_index(m, iter, while_op, 0)?;
    let limit = constant_int(m, limit)?;
    let init = constant_int(m, *o.operands.get(i)?)?;
    // The body's i-th result must be `iter + step` with a constant step > 0.
    let body_region = *o.regions.get(1)?;
    let body = *m.regions[body_region].blocks.first()?;
    let next = *m.ops[m.terminator(body)?].operands.get(i)?;
    let add = m.defining_op(next)?;
    let ad = &m.ops[add];
    if ad.name != "stablehlo.add" || ad.operands.len() != 2 {
        return None;
    }
    let step = if block_arg_index(m, ad.operands[0], while_op, 1) == Some(i) {
        constant_int(m, ad.operands[1])?
    } else if block_arg_index(m, ad.operands[1], while_op, 1) == Some(i) {
        constant_int(m, ad.operands[0])?
    } else {
        return None;
    };
    if step <= 0 {
        return None;
    }
    let span = limit.saturating_sub(init) + i64::from(inclusive);
    Some(if span <= 0 {
        0
    } else {
        (span as u64).div_ceil(step as u64)
    })
}

/// Per-op execution counts of a module.
#[derive(Clone, Debug, Default)]
pub struct Weights {
    /// Per function op: how often it runs.
    funcs: HashMap<OpId, f64>,
    /// Per while op: its trip count (inferred or the default).
    trips: HashMap<OpId, f64>,
    /// While ops whose trip count is the default.
    pub defaulted: Vec<OpId>,
}

impl Weights {
    pub fn new(m: &Module, default_trip_count: u64) -> Weights {
        let mut w = Weights::default();
        let mut callers: HashMap<OpId, Vec<OpId>> = HashMap::new();
        for op in m.walk() {
            match m.ops[op].name.as_str() {
                "stablehlo.while" => {
                    let t = trip_count(m, op).unwrap_or_else(|| {
                        w.defaulted.push(op);
                        default_trip_count
                    });
                    w.trips.insert(op, t as f64);
                }
                "func.call" => {
                    if let Some(f) = callee(m, op) {
                        callers.entry(f).or_default().push(op);
                    }
                }
                _ => {}
            }
        }
        let funcs = m.funcs();
        for &f in &funcs {
            let mut visiting = Vec::new();
            w.func_weight(m, f, &callers, &mut visiting);
        }
        w
    }

    fn func_weight(
        &mut self,
        m: &Module,
        f: OpId,
        callers: &HashMap<OpId, Vec<OpId>>,
        visiting: &mut Vec<OpId>,
    ) -> f64 {
        if let Some(&x) = self.funcs.get(&f) {
            return x;
        }
        let sites = callers.get(&f).cloned().unwrap_or_default();
        if sites.is_empty() || visiting.contains(&f) {
            // An entry point (or recursion, which StableHLO does not allow).
            self.funcs.insert(f, 1.0);
            return 1.0;
        }
        visiting.push(f);
        let mut total = 0.0;
        for call in sites {
            let Some(caller) = enclosing_func(m, call) else {
                continue;
            };
            total += self.func_weight(m, caller, callers, visiting) * self.loop_factor(m, call);
        }
        visiting.pop();
        self.funcs.insert(f, total);
        total
    }

    /// The product of the trip counts of the loops enclosing `op` in its function.
    fn loop_factor(&self, m: &Module, op: OpId) -> f64 {
        let mut factor = 1.0;
        let mut p = m.parent_op(op);
        while let Some(q) = p {
            if let Some(t) = self.trips.get(&q) {
                // The condition region runs once more than the body; count the body's.
                factor *= *t;
            }
            if m.ops[q].name == "func.func" {
                break;
            }
            p = m.parent_op(q);
        }
        factor
    }

    /// How many times `op` runs per program step.
    pub fn of(&self, m: &Module, op: OpId) -> f64 {
        let func = enclosing_func(m, op).map_or(1.0, |f| *self.funcs.get(&f).unwrap_or(&1.0));
        func * self.loop_factor(m, op)
    }

    /// The trip count used for a while op.
    pub fn trips(&self, while_op: OpId) -> Option<f64> {
        self.trips.get(&while_op).copied()
    }
}

/// The `func.func` around an op.
pub fn enclosing_func(m: &Module, op: OpId) -> Option<OpId> {
    let mut p = m.parent_op(op);
    while let Some(q) = p {
        if m.ops[q].name == "func.func" {
            return Some(q);
        }
        p = m.parent_op(q);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::SourceFile;

    fn parse(text: &str) -> Module {
        crate::parse::parse_module(&SourceFile::new("t.mlir", text)).0
    }

    #[test]
    fn scan_loops_and_calls() {
        let m = parse(
            r#"
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c, %a = %x) : tensor<i32>, tensor<4xf32>
    cond {
      %lim = stablehlo.constant dense<12> : tensor<i32>
      %p = stablehlo.compare LT, %i, %lim, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      %b = func.call @f(%a) : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %n, %b : tensor<i32>, tensor<4xf32>
    }
  %1 = func.call @f(%0#1) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"#,
        );
        let whiles: Vec<OpId> = m
            .walk()
            .into_iter()
            .filter(|&o| m.ops[o].name == "stablehlo.while")
            .collect();
        assert_eq!(trip_count(&m, whiles[0]), Some(12));
        let w = Weights::new(&m, 7);
        assert!(w.defaulted.is_empty());
        let adds: Vec<OpId> = m
            .walk()
            .into_iter()
            .filter(|&o| m.ops[o].name == "stablehlo.add")
            .collect();
        // The loop counter add runs 12 times; @f's add 12 + 1 times.
        assert_eq!(w.of(&m, adds[0]), 12.0);
        assert_eq!(w.of(&m, adds[1]), 13.0);
    }
}
