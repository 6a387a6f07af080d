//! SSA basics the parser does not already guarantee (and that passes could break):
//! visibility and dominance of every use, isolated regions, terminators, function
//! returns, calls, and operand/result counts of common StableHLO ops in generic form.

use super::Ctx;
use crate::ir::{Attr, Dim, OpId, Type, ValueDef};

/// Ops whose regions cannot see values defined outside (`IsolatedFromAbove`).
const ISOLATED: &[&str] = &[
    "builtin.module",
    "func.func",
    "sdy.manual_computation",
    "sdy.named_computation",
];

/// Ops that end a block.
const TERMINATORS: &[&str] = &["func.return", "stablehlo.return", "sdy.return"];

pub fn check(cx: &mut Ctx) {
    let m = cx.m;
    // Position of each op in its block.
    let mut pos = vec![0u32; m.ops.len()];
    for (_, b) in m.blocks.iter() {
        for (i, &op) in b.ops.iter().enumerate() {
            pos[op.0 as usize] = i as u32;
        }
    }
    for op in cx.walk.clone() {
        uses(cx, op, &pos);
        terminators(cx, op);
        match m.ops[op].name.as_str() {
            "func.func" => func(cx, op),
            "func.return" => func_return(cx, op),
            "func.call" => call(cx, op),
            _ => generic_counts(cx, op),
        }
    }
}

/// Every operand is visible at its use: defined in a block that encloses the user, not
/// across an isolated region's boundary, and (in the same block) by an earlier op.
fn uses(cx: &mut Ctx, op: OpId, pos: &[u32]) {
    let m = cx.m;
    for (i, &v) in m.ops[op].operands.iter().enumerate() {
        let Some(def_block) = cx.def_block(v) else {
            continue;
        };
        let name = &m.values[v].name;
        // Climb from the user to the op that sits directly in `def_block`.
        let mut cur = op;
        let mut crossed: Option<OpId> = None;
        let found = loop {
            let Some(b) = m.ops[cur].parent else {
                break None;
            };
            if b == def_block {
                break Some(cur);
            }
            let owner = cx.block_owner(b);
            if ISOLATED.contains(&m.ops[owner].name.as_str()) && crossed.is_none() {
                crossed = Some(owner);
            }
            cur = owner;
        };
        match (found, crossed) {
            (None, _) => cx.op_error(
                op,
                m.ops[op].span,
                format!("operand #{i} %{name} is not visible here: it is defined in a region that does not enclose this op"),
            ),
            (Some(_), Some(iso)) => {
                let iso_name = m.ops[iso].name.clone();
                cx.op_error(
                    op,
                    m.ops[op].span,
                    format!("uses %{name}, which is defined outside the body of '{iso_name}' (its regions are isolated from above: pass the value as an operand)"),
                )
            }
            (Some(anc), None) => {
                if let ValueDef::Result { op: def, .. } = m.values[v].def {
                    if pos[def.0 as usize] >= pos[anc.0 as usize] {
                        cx.op_error(
                            op,
                            m.ops[op].span,
                            format!("operand #{i} %{name} does not dominate this use: it is defined later in the block"),
                        );
                    }
                }
            }
        }
    }
}

/// The terminator each region kind needs, and terminators only at the end of a block.
fn terminators(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    if TERMINATORS.contains(&o.name.as_str()) {
        if let Some(b) = o.parent {
            if m.blocks[b].ops.last() != Some(&op) {
                cx.op_error(
                    op,
                    o.span,
                    "must be the last operation in its block (it is a terminator)",
                );
            }
        }
    }
    let expected = match o.name.as_str() {
        "func.func" => "func.return",
        "sdy.manual_computation" | "sdy.named_computation" => "sdy.return",
        n if n.starts_with("stablehlo.") => "stablehlo.return",
        _ => return,
    };
    for &r in &o.regions {
        for &b in &m.regions[r].blocks {
            let ops = &m.blocks[b].ops;
            if ops
                .iter()
                .any(|&x| TERMINATORS.contains(&m.ops[x].name.as_str()) && Some(&x) != ops.last())
            {
                continue; // a misplaced terminator is reported on its own
            }
            match ops.last() {
                None => cx.op_error(
                    op,
                    o.span,
                    format!("has an empty block: its regions must end with '{expected}'"),
                ),
                Some(&last) => {
                    let l = &m.ops[last];
                    if l.name != expected && l.successors.is_empty() {
                        let span = l.span;
                        let found = l.name.clone();
                        cx.op_error(
                            op,
                            span,
                            format!(
                                "expects its regions to end with '{expected}', found '{found}'"
                            ),
                        );
                    }
                }
            }
        }
    }
}

/// The function's type attribute and its entry block's arguments agree.
fn func(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    let Some(Attr::Type(Type::Function(ins, _))) = o.attr("function_type") else {
        let span = cx.attr_span(op, "function_type");
        cx.op_error(
            op,
            span,
            "requires attribute 'function_type' holding a function type",
        );
        return;
    };
    if m.ops[op].attr("sym_name").is_none() {
        cx.op_error(op, o.span, "requires attribute 'sym_name'");
    }
    let Some(entry) = m.entry_block(op) else {
        // A declaration: MLIR's symbol rules make it private (or nested).
        let public = match o.attr("sym_visibility") {
            None => true,
            Some(Attr::Str(v)) => v == "public",
            Some(_) => false,
        };
        if public {
            cx.op_error(
                op,
                o.span,
                "symbol declaration cannot have public visibility",
            );
        }
        return;
    };
    let args = &m.blocks[entry].args;
    if args.len() != ins.len() {
        cx.op_error(
            op,
            o.span,
            format!(
                "entry block has {} arguments, but the function type has {} inputs",
                args.len(),
                ins.len()
            ),
        );
        return;
    }
    for (i, (&a, t)) in args.iter().zip(ins).enumerate() {
        let at = &m.values[a].ty;
        if at != t {
            let span = m.values[a].span;
            cx.op_error(
                op,
                span,
                format!("type of entry block argument #{i} ('{at}') must match the function signature ('{t}')"),
            );
        }
    }
}

/// `func.return` sits in a function body and returns the function's result types.
fn func_return(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    let parent = m.parent_op(op);
    let Some(f) = parent.filter(|&p| m.ops[p].name == "func.func") else {
        let found = parent.map_or("nothing".to_string(), |p| format!("'{}'", m.ops[p].name));
        cx.op_error(
            op,
            o.span,
            format!("expects parent op 'func.func', found {found}"),
        );
        return;
    };
    let Some(Attr::Type(Type::Function(_, outs))) = m.ops[f].attr("function_type") else {
        return;
    };
    let fname = m.symbol_name(f).unwrap_or_default();
    if o.operands.len() != outs.len() {
        cx.op_error(
            op,
            o.span,
            format!(
                "returns {} values, but the enclosing function @{fname} returns {}",
                o.operands.len(),
                outs.len()
            ),
        );
        return;
    }
    for (i, (&v, t)) in o.operands.iter().zip(outs).enumerate() {
        let vt = &m.values[v].ty;
        if vt != t {
            cx.op_error(
                op,
                o.span,
                format!("type of return operand {i} ('{vt}') doesn't match function result type ('{t}') in function @{fname}"),
            );
        }
    }
}

/// `func.call` names a function of the module and matches its type.
fn call(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    let span = cx.attr_span(op, "callee");
    let callee = match o.attr("callee") {
        Some(Attr::SymbolRef(s)) => s.trim_start_matches('@').trim_matches('"').to_string(),
        _ => {
            cx.op_error(op, o.span, "requires a 'callee' symbol reference");
            return;
        }
    };
    let Some(&f) = cx.symbols.get(&callee) else {
        cx.op_error(
            op,
            span,
            format!("calls @{callee}, which is not defined in the module"),
        );
        return;
    };
    if m.ops[f].name != "func.func" {
        let kind = m.ops[f].name.clone();
        cx.op_error(
            op,
            span,
            format!("calls @{callee}, which is a '{kind}', not a function"),
        );
        return;
    }
    let Some(Attr::Type(Type::Function(ins, outs))) = m.ops[f].attr("function_type") else {
        return;
    };
    let got_ins: Vec<&Type> = o.operands.iter().map(|&v| &m.values[v].ty).collect();
    let got_outs: Vec<&Type> = o.results.iter().map(|&v| &m.values[v].ty).collect();
    let want_ins: Vec<&Type> = ins.iter().collect();
    let want_outs: Vec<&Type> = outs.iter().collect();
    if got_ins != want_ins || got_outs != want_outs {
        cx.op_error(
            op,
            o.span,
            format!(
                "call type ({}) -> ({}) doesn't match the type of @{callee}: ({}) -> ({})",
                super::quoted_list(&got_ins),
                super::quoted_list(&got_outs),
                super::quoted_list(&want_ins),
                super::quoted_list(&want_outs)
            ),
        );
    }
}

/// Operand/result counts of common StableHLO ops (the pretty forms fix them; the generic
/// form does not), and same shapes for elementwise ops.
fn generic_counts(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    let Some(short) = o.name.strip_prefix("stablehlo.") else {
        return;
    };
    const BINARY: &[&str] = &[
        "add",
        "subtract",
        "multiply",
        "divide",
        "maximum",
        "minimum",
        "power",
        "remainder",
        "and",
        "or",
        "xor",
        "atan2",
        "shift_left",
        "shift_right_arithmetic",
        "shift_right_logical",
    ];
    const UNARY: &[&str] = &[
        "abs",
        "negate",
        "exponential",
        "exponential_minus_one",
        "log",
        "log_plus_one",
        "logistic",
        "tanh",
        "sqrt",
        "rsqrt",
        "cbrt",
        "sine",
        "cosine",
        "tan",
        "floor",
        "ceil",
        "round_nearest_afz",
        "round_nearest_even",
        "sign",
        "not",
        "convert",
        "is_finite",
        "popcnt",
        "count_leading_zeros",
        "real",
        "imag",
    ];
    const OTHER: &[(&str, usize)] = &[
        ("select", 3),
        ("clamp", 3),
        ("compare", 2),
        ("dot_general", 2),
        ("dot", 2),
        ("reshape", 1),
        ("transpose", 1),
        ("broadcast_in_dim", 1),
        ("reverse", 1),
        ("slice", 1),
        ("constant", 0),
        ("iota", 0),
    ];
    let (n, elementwise) = if BINARY.contains(&short) {
        (2, true)
    } else if UNARY.contains(&short) {
        (1, true)
    } else if let Some(&(_, n)) = OTHER.iter().find(|(s, _)| *s == short) {
        (n, false)
    } else {
        return;
    };
    if o.operands.len() != n || o.results.len() != 1 {
        cx.op_error(
            op,
            o.span,
            format!(
                "expected {n} operands and 1 result, but found {} operands and {} results",
                o.operands.len(),
                o.results.len()
            ),
        );
        return;
    }
    if elementwise {
        // MLIR's `SameOperandsAndResultShape`: shapes need only be compatible (same
        // rank, each dim equal or dynamic on one side; unranked fits anything).
        let compatible = |a: &Type, b: &Type| match (a, b) {
            (Type::Tensor(a), Type::Tensor(b)) => {
                a.shape.len() == b.shape.len()
                    && a.shape.iter().zip(&b.shape).all(|(x, y)| {
                        x == y || matches!(x, Dim::Dynamic) || matches!(y, Dim::Dynamic)
                    })
            }
            (Type::UnrankedTensor(_), Type::Tensor(_) | Type::UnrankedTensor(_))
            | (Type::Tensor(_), Type::UnrankedTensor(_)) => true,
            (a, b) => a == b,
        };
        // Usually every type is the same (interned) type: equal without a pairwise check.
        let first = &m.values[o.results[0]].ty;
        let same = o.operands.iter().all(|&v| m.values[v].ty == *first);
        let shapes: Vec<&Type> = if same {
            Vec::new()
        } else {
            o.operands
                .iter()
                .chain(&o.results)
                .map(|&v| &m.values[v].ty)
                .collect()
        };
        let ok = same
            || shapes
                .iter()
                .all(|a| shapes.iter().all(|b| compatible(a, b)));
        if !ok {
            let types: Vec<String> = o
                .operands
                .iter()
                .chain(&o.results)
                .map(|&v| format!("'{}'", m.values[v].ty))
                .collect();
            cx.op_error(
                op,
                o.span,
                format!(
                    "requires operands and result of the same shape, found {}",
                    types.join(", ")
                ),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::diag::SourceFile;

    fn parse(text: &str) -> crate::ir::Module {
        let src = SourceFile::new("t.mlir", text);
        let (m, d) = crate::parse::parse_module(&src);
        assert!(!d.has_errors(), "{}", d.render(&src));
        m
    }

    const F: &str = r#"func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.negate"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %1 : tensor<4xf32>
}
"#;

    #[test]
    fn a_valid_function_verifies() {
        assert!(super::super::verify(&parse(F)).0.is_empty());
    }

    /// A pass that reorders ops must not go unnoticed: the use comes before its definition.
    #[test]
    fn use_before_definition() {
        let mut m = parse(F);
        let f = m.funcs()[0];
        let b = m.entry_block(f).expect("body");
        m.blocks[b].ops.swap(0, 1);
        let d = super::super::verify(&m);
        assert_eq!(d.error_count(), 1, "{:?}", d.0);
        assert!(
            d.0[0].message.contains("does not dominate"),
            "{}",
            d.0[0].message
        );
    }

    /// A value used in a block that does not enclose its definition.
    #[test]
    fn use_outside_the_defining_region() {
        let text = r#"func.func @f(%a: tensor<i32>) -> tensor<i32> {
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    %c = "stablehlo.compare"(%x, %x) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%y: tensor<i32>):
    "stablehlo.return"(%y) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.abs"(%0) : (tensor<i32>) -> tensor<i32>
  func.return %1 : tensor<i32>
}
"#;
        let mut m = parse(text);
        assert!(super::super::verify(&m).0.is_empty());
        // Make `abs` use the body's block argument %y.
        let f = m.funcs()[0];
        let b = m.entry_block(f).expect("body");
        let (wh, abs) = (m.blocks[b].ops[0], m.blocks[b].ops[1]);
        let body = m.regions[m.ops[wh].regions[1]].blocks[0];
        let y = m.blocks[body].args[0];
        m.ops[abs].operands[0] = y;
        let d = super::super::verify(&m);
        assert!(
            d.0.iter()
                .any(|e| e.message.contains("is not visible here")),
            "{:?}",
            d.0
        );
    }
}
