//! XLA's async sugar: `%rs = ((f32[64]), f32[8]) reduce-scatter-start(%p), attrs` is an
//! `async-start` calling a computation `async_wrapped` of parameters `async_param` and
//! the wrapped `reduce-scatter` (taking the attributes). The parser builds that
//! computation as XLA's does, with XLA's names, so both see the same graph.

use std::collections::HashSet;

use crate::hlo::ir::*;

pub(super) fn expand_async_sugar(m: &mut HloModule) {
    let mut used: HashSet<String> = m.instrs.iter().map(|(_, i)| i.name.clone()).collect();
    let mut comp_names: HashSet<String> =
        m.computations.iter().map(|(_, c)| c.name.clone()).collect();
    let starts: Vec<InstrId> = m
        .walk_all()
        .filter(|(_, i)| i.opcode == Opcode::AsyncStart && i.async_sugar.is_some())
        .map(|(id, _)| id)
        .collect();
    for start in starts {
        wrap(m, start, &mut used, &mut comp_names);
    }
}

fn wrap(
    m: &mut HloModule,
    start: InstrId,
    used: &mut HashSet<String>,
    comp_names: &mut HashSet<String>,
) {
    let s = m.instrs[start].clone();
    let Some(op_name) = s.async_sugar.clone() else {
        return;
    };
    let comp = m.computations.alloc(Computation {
        name: unique(comp_names, "async_wrapped"),
        instrs: vec![],
        params: vec![],
        root: None,
        is_entry: false,
        execution_thread: s.parsed.async_execution_thread.clone(),
        has_signature: false,
        synthesized: true,
        span: s.span,
    });
    let mut params = Vec::new();
    for (k, &o) in s.operands.iter().enumerate() {
        let shape = s
            .shape
            .subshape(&[0, k as i64])
            .cloned()
            .unwrap_or_else(|| m.instrs[o].shape.clone());
        let parsed = Attributes {
            parameter_number: Some(k as i64),
            ..Default::default()
        };
        params.push(m.instrs.alloc(Instruction {
            name: unique(used, "async_param"),
            opcode: Opcode::Parameter,
            shape,
            operands: vec![],
            parent: comp,
            called: vec![],
            attrs: vec![],
            parsed,
            async_sugar: None,
            span: s.span,
            opcode_span: s.opcode_span,
        }));
    }
    let mut parsed = s.parsed.clone();
    parsed.async_execution_thread = None;
    let wrapped = m.instrs.alloc(Instruction {
        name: unique(used, &op_name),
        opcode: Opcode::from_name(&op_name),
        shape: s
            .shape
            .subshape(&[1])
            .cloned()
            .unwrap_or_else(|| s.shape.clone()),
        operands: params.clone(),
        parent: comp,
        called: s.called.clone(),
        attrs: s
            .attrs
            .iter()
            .filter(|a| a.key != "async_execution_thread")
            .cloned()
            .collect(),
        parsed,
        async_sugar: None,
        span: s.span,
        opcode_span: s.opcode_span,
    });
    let c = &mut m.computations[comp];
    c.instrs = params.iter().copied().chain([wrapped]).collect();
    c.params = params.into_iter().map(Some).collect();
    c.root = Some(wrapped);
    m.instrs[start].called = vec![(CallRole::Calls, comp)];
    let at = m
        .comp_order
        .iter()
        .position(|&c| c == s.parent)
        .unwrap_or(0);
    m.comp_order.insert(at, comp);
}

/// `base`, or `base.N` with the smallest free N, as XLA's name uniquer does.
fn unique(used: &mut HashSet<String>, base: &str) -> String {
    let mut name = base.to_string();
    let mut n = 0;
    while used.contains(&name) {
        n += 1;
        name = format!("{base}.{n}");
    }
    used.insert(name.clone());
    name
}
