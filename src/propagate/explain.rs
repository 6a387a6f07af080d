//! `autoshard explain`: for one value, each axis on each dim with where it came from
//! (which annotation, through which chain of ops, at which user priority and op-priority
//! run), the axes its defining op could not give it and why (replicated or unreduced
//! axis, closed dim, overflow, divisibility, another factor holds it, the tensors
//! disagree), and the op's factor table (tensors by factors, as in the propagation
//! seed).

use std::fmt::Write as _;

use super::basic;
use super::engine::Policy;
use super::factor_table::axes_text;
use super::provenance::{Key, OriginKind, Provenance};
use super::{propagate, Level, Options};
use crate::diag::SourceFile;
use crate::ir::sdy::{factor_name, AxisRef, Direction, SdyAttr, TensorSharding};
use crate::ir::{Module, OpId, ValueDef, ValueId};
use crate::passes::sharding::{get_sharding, mesh_table, resolve_mesh};
use crate::passes::Pipeline;
use crate::rules::projection::{ShardingProjection, TensorFactorShardings};
use crate::rules::{op_rule, RuleOptions};

/// How a value is spelled in the text: `%name`, or `%name#i` for a result of an op with
/// several results.
pub fn value_spelling(m: &Module, v: ValueId) -> String {
    let val = &m.values[v];
    let name = if val.name.is_empty() {
        format!("v_{}", v.0)
    } else {
        val.name.clone()
    };
    match val.def {
        ValueDef::Result { op, index } if m.ops[op].results.len() > 1 && !name.contains('#') => {
            format!("%{name}#{index}")
        }
        _ => format!("%{name}"),
    }
}

/// The value spelled `spelling` (`%5`, `%arg0`, `%4#1`; the `%` is optional).
pub fn find_value(m: &Module, spelling: &str) -> Option<ValueId> {
    let want = if spelling.starts_with('%') {
        spelling.to_string()
    } else {
        format!("%{spelling}")
    };
    let live: rustc_hash::FxHashSet<OpId> = m.walk().into_iter().collect();
    m.values.iter().map(|(v, _)| v).find(|&v| {
        value_spelling(m, v) == want && m.owning_op(v).is_some_and(|o| live.contains(&o))
    })
}

fn line_of(src: &SourceFile, m: &Module, op: OpId) -> String {
    let span = m.ops[op].span;
    if span.is_dummy() {
        return String::new();
    }
    let (l, c) = src.line_col(span.start);
    let aliases = |a: &str| {
        m.loc_aliases
            .iter()
            .find(|(n, _)| n == a)
            .map(|(_, l)| l.clone())
    };
    // The Python line too, when the module carries debug locations.
    let py = m.ops[op]
        .loc
        .as_ref()
        .and_then(|l| l.source_pos(&aliases))
        .map(|p| {
            format!(
                ", {}:{}",
                p.file.rsplit('/').next().unwrap_or(&p.file),
                p.line
            )
        })
        .unwrap_or_default();
    format!(" ({}:{l}:{c}{py})", src.name)
}

fn describe_op(src: &SourceFile, m: &Module, op: OpId) -> String {
    let o = &m.ops[op];
    let res = match o.results.as_slice() {
        [] => String::new(),
        [r] => format!("{} = ", value_spelling(m, *r)),
        rs => format!(
            "{} = ",
            value_spelling(m, rs[0]).split('#').next().unwrap_or("")
        ),
    };
    format!("{res}{}{}", o.name, line_of(src, m, op))
}

/// What a tracked sharding is, in words.
fn describe_key(src: &SourceFile, m: &Module, key: Key) -> String {
    match key {
        Key::FuncResult { func, res } => format!(
            "result {res} of @{}",
            m.symbol_name(func).unwrap_or_default()
        ),
        Key::Slot(v) => match m.values[v].def {
            ValueDef::BlockArg { block, index } => {
                let owner = m.block_owner(block);
                match m.ops[owner].name.as_str() {
                    "func.func" => format!(
                        "argument {index} of @{}",
                        m.symbol_name(owner).unwrap_or_default()
                    ),
                    name => format!("block argument {index} of {name}{}", line_of(src, m, owner)),
                }
            }
            ValueDef::Result { op, .. } => {
                let o = &m.ops[op];
                if o.name == "sdy.data_flow_edge" {
                    let owner_op = o
                        .operands
                        .first()
                        .and_then(|&x| m.owning_op(x))
                        .map(|x| describe_op(src, m, x))
                        .unwrap_or_default();
                    format!("the data-flow edge of {owner_op}")
                } else {
                    describe_op(src, m, op)
                }
            }
        },
    }
}

/// A tracked sharding in a few characters: `%3`, `result 0 of @f`.
fn short_key(m: &Module, key: Key) -> String {
    match key {
        Key::Slot(v) => match m.values[v].def {
            // A data-flow edge holds the sharding of the value it is attached to.
            ValueDef::Result { op, .. } if m.ops[op].name == "sdy.data_flow_edge" => m.ops[op]
                .operands
                .first()
                .map_or_else(|| value_spelling(m, v), |&x| value_spelling(m, x)),
            _ => value_spelling(m, v),
        },
        Key::FuncResult { func, res } => {
            format!(
                "result {res} of @{}",
                m.symbol_name(func).unwrap_or_default()
            )
        }
    }
}

fn policy_text(p: Policy) -> String {
    match p {
        Policy::Any => "all directions".into(),
        Policy::OpPriority(k) => format!("op-priority run {k}"),
    }
}

/// Why `axis` (the next axis of the compatible candidate) could not go to factor `f` of
/// `tensor`: the first conflict found, in the order the strategies check them.
fn why_blocked(
    axis: &AxisRef,
    tensor: &TensorFactorShardings,
    f: usize,
    prev: i64,
    factor_size: i64,
    mesh: &crate::ir::sdy::MeshAttr,
) -> Option<String> {
    let fs = tensor.factors.get(&f)?;
    if basic::prefix_without_overlap_all(axis, &tensor.replicated, mesh).as_ref() != Some(axis) {
        return Some(format!("{axis} is replicated on this tensor"));
    }
    if basic::prefix_without_overlap_all(axis, &tensor.unreduced, mesh).as_ref() != Some(axis) {
        return Some(format!("{axis} is unreduced on this tensor"));
    }
    if fs.closed {
        return Some("the dim is closed (annotations are never overridden)".into());
    }
    if !fs.overflow_axes.is_empty() {
        return Some("the factor has overflow axes".into());
    }
    if !fs.is_minor_most {
        let size = crate::rules::axis::size(axis, mesh);
        if prev > 0 && (factor_size % prev != 0 || (factor_size / prev) % size != 0) {
            return Some(format!(
                "not divisible: the factor has size {factor_size}, already sharded {prev} ways, {axis} has size {size}"
            ));
        }
    }
    for (&g, other) in &tensor.factors {
        if g != f
            && other
                .axes
                .iter()
                .chain(&other.overflow_axes)
                .any(|b| crate::rules::axis::overlaps(axis, b, mesh))
        {
            return Some(format!(
                "{axis} already shards factor {} of this tensor",
                factor_name(g)
            ));
        }
    }
    None
}

/// What to explain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Query {
    /// A value spelled as in the file: `%5`, `%arg0`, `%4#1`.
    Value(String),
    /// The results of the ops at a line (and column) of the MLIR file.
    Line { line: u32, col: Option<u32> },
    /// The results of the ops whose source location is `file:line` (`file` matches the
    /// end of the location's path).
    Source { file: String, line: u32 },
}

impl Query {
    /// `LINE`, `LINE:COL` or `FILE:LINE`.
    pub fn parse_at(at: &str) -> Result<Query, String> {
        let bad = || format!("--at expects LINE, LINE:COL or FILE:LINE, got '{at}'");
        let parts: Vec<&str> = at.rsplitn(2, ':').collect();
        match parts.as_slice() {
            [line] => Ok(Query::Line {
                line: line.parse().map_err(|_| bad())?,
                col: None,
            }),
            [last, first] => match (first.parse::<u32>(), last.parse::<u32>()) {
                (Ok(line), Ok(col)) => Ok(Query::Line {
                    line,
                    col: Some(col),
                }),
                (Err(_), Ok(line)) => Ok(Query::Source {
                    file: first.to_string(),
                    line,
                }),
                _ => Err(bad()),
            },
            _ => Err(bad()),
        }
    }
}

/// The values a query names, in program order (at most `limit`).
fn resolve(src: &SourceFile, m: &Module, q: &Query, limit: usize) -> Result<Vec<ValueId>, String> {
    let aliases = |a: &str| {
        m.loc_aliases
            .iter()
            .find(|(n, _)| n == a)
            .map(|(_, l)| l.clone())
    };
    let ops_at = |pred: &dyn Fn(OpId) -> bool| -> Vec<ValueId> {
        m.walk()
            .into_iter()
            .filter(|&op| pred(op))
            .flat_map(|op| m.ops[op].results.clone())
            .take(limit)
            .collect()
    };
    let found = match q {
        Query::Value(spelling) => return find_value(m, spelling).map(|v| vec![v]).ok_or_else(|| {
            format!(
                "{}: no value named {spelling} (values are named as written in the file, e.g. %5, %arg0, %4#1)",
                src.name
            )
        }),
        Query::Line { line, col } => ops_at(&|op| {
            let span = m.ops[op].span;
            if span.is_dummy() {
                return false;
            }
            let (l, c) = src.line_col(span.start);
            l == *line && col.map_or(true, |col| col == c)
        }),
        Query::Source { file, line } => ops_at(&|op| {
            m.ops[op]
                .loc
                .as_ref()
                .and_then(|l| l.source_pos(&aliases))
                .is_some_and(|p| p.line == *line && p.file.ends_with(file.as_str()))
        }),
    };
    if found.is_empty() {
        let at = match q {
            Query::Line { line, col: Some(c) } => format!("line {line}:{c}"),
            Query::Line { line, col: None } => format!("line {line}"),
            Query::Source { file, line } => format!("source location {file}:{line}"),
            Query::Value(v) => v.clone(),
        };
        return Err(format!("{}: no op with results at {at}", src.name));
    }
    Ok(found)
}

/// The explanation of the values `q` names in `src`.
pub fn explain(src: &SourceFile, q: &Query) -> Result<String, String> {
    let (m0, d) = crate::parse::parse_module(src);
    if d.has_errors() {
        return Err(d.render(src));
    }
    let v = crate::verify::verify(&m0);
    if v.has_errors() {
        return Err(v.render(src));
    }
    // Names the file gives are checked before the import passes (which may move values
    // around: a data-flow edge takes over its owner's uses) and looked up after them.
    resolve(src, &m0, q, 16)?;
    let mut m = m0;
    Pipeline::parse("autoshard-propagation-import")
        .expect("registered")
        .run(&mut m, false)
        .map_err(|e| e.render(src))?;
    let values = resolve(src, &m, q, 16)?;
    let opts = Options {
        provenance: true,
        ..Options::default()
    };
    let report = propagate(&mut m, Level::UserPriority, &opts).map_err(|e| e.render(src))?;
    let (prov, slot_of) = report.provenance.expect("requested");
    let meshes = mesh_table(&m);
    let mut out = String::new();
    // A line also names the ops of reduction bodies and the like, which hold no sharding.
    let tracked: Vec<ValueId> = match q {
        Query::Value(_) => values,
        _ => values
            .into_iter()
            .filter(|v| slot_of.get(v.0 as usize).copied().flatten().is_some())
            .collect(),
    };
    for (i, &v) in tracked.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        explain_value(&mut out, src, &m, &prov, &slot_of, &meshes, v);
    }
    Ok(out)
}

#[allow(clippy::too_many_arguments)]
fn explain_value(
    out: &mut String,
    src: &SourceFile,
    m: &Module,
    prov: &Provenance,
    slot_of: &[Option<ValueId>],
    meshes: &crate::passes::sharding::MeshTable,
    v: ValueId,
) {
    let value = value_spelling(m, v);
    let here = match m.values[v].def {
        ValueDef::Result { op, index } => format!("result {index} of {}", describe_op(src, m, op)),
        ValueDef::BlockArg { .. } => describe_key(src, m, Key::Slot(v)),
    };
    let _ = writeln!(out, "{value}: {here}");
    let sharding = get_sharding(m, v);
    match &sharding {
        Some(s) => {
            let _ = writeln!(out, "propagated sharding: {}", SdyAttr::Sharding(s.clone()));
        }
        None => {
            let _ = writeln!(out, "propagated sharding: none (replicated)");
        }
    }
    let slot = slot_of.get(v.0 as usize).copied().flatten();
    if let (Some(s), Some(slot)) = (&sharding, slot) {
        for (d, dim) in s.dims.iter().enumerate() {
            if dim.axes.is_empty() {
                let _ = writeln!(
                    out,
                    "  dim {d}: no axis{}",
                    if dim.closed { " (closed)" } else { "" }
                );
                continue;
            }
            for a in &dim.axes {
                let _ = writeln!(out, "  dim {d}: {a}");
                let Some(id) = prov.lookup(Key::Slot(slot), d, a) else {
                    let _ = writeln!(out, "      origin not recorded");
                    continue;
                };
                write_chain(out, src, m, prov, id);
            }
        }
    }
    // The defining op: its factor table and what it could not give this value.
    if let ValueDef::Result { op, index } = m.values[v].def {
        if let Ok(rule) = op_rule(m, op, &RuleOptions::default()) {
            let rule = rule.rule;
            let o = &m.ops[op];
            let ops_s: Vec<Option<TensorSharding>> =
                o.operands.iter().map(|&x| get_sharding(m, x)).collect();
            let res_s: Vec<Option<TensorSharding>> =
                o.results.iter().map(|&x| get_sharding(m, x)).collect();
            let all: Vec<&TensorSharding> = ops_s.iter().chain(&res_s).flatten().collect();
            let mesh = all.iter().find_map(|s| resolve_mesh(&s.mesh, meshes));
            if let Some(mesh) = mesh {
                let refs_o: Vec<Option<&TensorSharding>> =
                    ops_s.iter().map(Option::as_ref).collect();
                let refs_r: Vec<Option<&TensorSharding>> =
                    res_s.iter().map(Option::as_ref).collect();
                let p = ShardingProjection::build(&rule, &refs_o, &refs_r, &mesh);
                write_factor_table(out, m, op, &rule, &p);
                write_blocked(
                    out,
                    m,
                    &rule,
                    &p,
                    rule.operands.len() + index as usize,
                    &mesh,
                );
            }
        }
    }
}

fn write_chain(out: &mut String, src: &SourceFile, m: &Module, prov: &Provenance, id: u32) {
    for (k, &link) in prov.chain(id).iter().enumerate() {
        let o = &prov.origins[link as usize];
        let pad = "      ".to_string() + &"  ".repeat(k);
        let what = describe_key(src, m, o.key);
        let line = match &o.kind {
            OriginKind::Annotation { priority } => format!(
                "from the annotation on {what} (dim {}{})",
                o.dim,
                priority
                    .map(|p| format!(", priority p{p}"))
                    .unwrap_or_default()
            ),
            OriginKind::Propagated {
                op,
                user_priority,
                policy,
                strategy,
                ..
            } => {
                let via = match op {
                    Some(op) => format!("through {}{}", m.ops[*op].name, line_of(src, m, *op)),
                    None => "from the returned value to the function result".into(),
                };
                format!(
                    "{} dim {} took {} {via}: user priority p{user_priority}, {}, {} strategy",
                    short_key(m, o.key),
                    o.dim,
                    o.axis,
                    policy_text(*policy),
                    format!("{strategy:?}").to_lowercase()
                )
            }
            OriginKind::Group { .. } => {
                format!(
                    "{} dim {} took {} from its sharding group",
                    short_key(m, o.key),
                    o.dim,
                    o.axis
                )
            }
        };
        let _ = writeln!(out, "{pad}<- {line}");
    }
}

fn write_factor_table(
    out: &mut String,
    m: &Module,
    op: OpId,
    rule: &crate::ir::sdy::OpShardingRule,
    p: &ShardingProjection,
) {
    out.push_str(&super::factor_table::build(m, op, rule, p).text());
}

fn write_blocked(
    out: &mut String,
    m: &Module,
    rule: &crate::ir::sdy::OpShardingRule,
    p: &ShardingProjection,
    t: usize,
    mesh: &crate::ir::sdy::MeshAttr,
) {
    let _ = m;
    let tensor = p.tensor(t);
    let mut lines = Vec::new();
    for (&f, fs) in &tensor.factors {
        let candidate = basic::compatible_major_axes(p, f, Direction::Both, mesh);
        // Tensors whose axes for the factor disagree with the candidate.
        let disagree: Vec<String> = p
            .tensors()
            .enumerate()
            .filter_map(|(k, x)| {
                let axes = &x.factors.get(&f)?.axes;
                (!axes.is_empty()
                    && crate::rules::axis::list_prefix_status(axes, &candidate, mesh)
                        == crate::rules::axis::PrefixStatus::NotAPrefix)
                    .then(|| format!("tensor {k} has [{}]", axes_text(axes)))
            })
            .collect();
        if !disagree.is_empty() {
            lines.push(format!(
                "factor {}: the tensors disagree ({}); only the compatible prefix [{}] can propagate",
                factor_name(f),
                disagree.join(", "),
                axes_text(&candidate)
            ));
        }
        if crate::rules::axis::list_prefix_status(&fs.axes, &candidate, mesh)
            != crate::rules::axis::PrefixStatus::StrictPrefix
        {
            continue;
        }
        let prev = crate::rules::axis::product(&fs.axes, mesh);
        let next = &candidate[fs.axes.len().min(candidate.len().saturating_sub(1))];
        let reason =
            why_blocked(next, tensor, f, prev, rule.factor_sizes[f], mesh).unwrap_or_else(|| {
                "the op did not propagate it in any run (direction or order)".into()
            });
        lines.push(format!(
            "factor {}: [{}] could extend to [{}] but {next} is blocked: {reason}",
            factor_name(f),
            axes_text(&fs.axes),
            axes_text(&candidate)
        ));
    }
    if lines.is_empty() {
        let _ = writeln!(
            out,
            "blocked: nothing (every factor holds what its op's tensors agree on)"
        );
    } else {
        let _ = writeln!(out, "blocked:");
        for l in lines {
            let _ = writeln!(out, "  {l}");
        }
    }
}
