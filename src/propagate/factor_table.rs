//! An op's factor table: its sharding rule's factors (name, size, kind), its tensors
//! (operands, then results), the dim of each tensor each factor maps to, and the axes
//! each tensor's sharding gives each factor (the projection propagation starts from).
//! One table, two renderings: text for `autoshard explain` ([`FactorTable::text`]), and
//! HTML for `autoshard compare`'s report (`report::html`), which shows two plans' axes
//! side by side.

use std::fmt::Write as _;

use crate::ir::sdy::{factor_name, AxisRef, OpShardingRule, SdyAttr, TensorSharding};
use crate::ir::{Module, OpId};
use crate::passes::sharding::{get_sharding, mesh_table, resolve_mesh};
use crate::rules::projection::ShardingProjection;
use crate::rules::{op_rule, FactorKind, RuleOptions, RuleQueries};

/// One factor of the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Factor {
    /// Shardy's name: `i`, `j`, ...
    pub name: String,
    pub size: i64,
    pub kind: FactorKind,
}

/// How the rule's text names a factor kind, spelled for people.
pub fn kind_name(k: FactorKind) -> &'static str {
    match k {
        FactorKind::PassThrough => "pass-through",
        FactorKind::Reduction => "reduction",
        FactorKind::NeedReplication => "need-replication",
        FactorKind::Permutation => "permutation",
    }
}

/// The axes one tensor's sharding gives one factor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    pub axes: Vec<AxisRef>,
    pub closed: bool,
}

/// The factor table of one op under the shardings of one module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FactorTable {
    pub op_name: String,
    /// The rule in Shardy's text form.
    pub rule: String,
    pub factors: Vec<Factor>,
    /// `operand 0 %x`, ..., `result 0 %y`.
    pub tensors: Vec<String>,
    /// `dims[t][f]`: the dim of tensor `t` factor `f` maps to (`None`: not in it).
    pub dims: Vec<Vec<Option<usize>>>,
    /// `cells[t][f]`: the axes of factor `f` in tensor `t` (`None`: not in it).
    pub cells: Vec<Vec<Option<Cell>>>,
    /// Replicated axes per tensor.
    pub replicated: Vec<Vec<AxisRef>>,
}

/// `a, b`; `-` when there is none.
pub fn axes_text(axes: &[AxisRef]) -> String {
    if axes.is_empty() {
        return "-".into();
    }
    axes.iter()
        .map(|a| a.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The table of `op` with rule `rule` and the projection `p` of its tensors' shardings.
pub fn build(m: &Module, op: OpId, rule: &OpShardingRule, p: &ShardingProjection) -> FactorTable {
    let o = &m.ops[op];
    let n = rule.num_factors();
    let factors = (0..n)
        .map(|f| Factor {
            name: factor_name(f),
            size: rule.factor_sizes[f],
            kind: rule.kind(f),
        })
        .collect();
    let spelling = crate::propagate::explain::value_spelling;
    let mut tensors = Vec::new();
    let mut dims = Vec::new();
    let mut cells = Vec::new();
    let mut replicated = Vec::new();
    let tensor_dims = rule.operands.iter().chain(&rule.results);
    for (t, (tensor, tdims)) in p.tensors().zip(tensor_dims).enumerate() {
        tensors.push(if t < o.operands.len() {
            format!("operand {t} {}", spelling(m, o.operands[t]))
        } else {
            let r = t - o.operands.len();
            format!("result {r} {}", spelling(m, o.results[r]))
        });
        dims.push(
            (0..n)
                .map(|f| tdims.iter().position(|d| d.contains(&f)))
                .collect(),
        );
        cells.push(
            (0..n)
                .map(|f| {
                    tensor.factors.get(&f).map(|fs| Cell {
                        axes: fs.axes.clone(),
                        closed: fs.closed,
                    })
                })
                .collect(),
        );
        replicated.push(tensor.replicated.clone());
    }
    FactorTable {
        op_name: o.name.clone(),
        rule: SdyAttr::Rule(Box::new(rule.clone())).to_string(),
        factors,
        tensors,
        dims,
        cells,
        replicated,
    }
}

/// The table of `op` under the shardings `m` carries (its operands' and results'), or
/// `None` when the op has no rule or no tensor names a mesh.
pub fn of_op(m: &Module, op: OpId) -> Option<FactorTable> {
    let rule = op_rule(m, op, &RuleOptions::default()).ok()?.rule;
    let o = &m.ops[op];
    let ops_s: Vec<Option<TensorSharding>> =
        o.operands.iter().map(|&x| get_sharding(m, x)).collect();
    let res_s: Vec<Option<TensorSharding>> =
        o.results.iter().map(|&x| get_sharding(m, x)).collect();
    let meshes = mesh_table(m);
    let mesh = ops_s
        .iter()
        .chain(&res_s)
        .flatten()
        .find_map(|s| resolve_mesh(&s.mesh, &meshes))
        .or_else(|| m.meshes().first().map(|x| x.1.clone()))?;
    let refs_o: Vec<Option<&TensorSharding>> = ops_s.iter().map(Option::as_ref).collect();
    let refs_r: Vec<Option<&TensorSharding>> = res_s.iter().map(Option::as_ref).collect();
    let p = ShardingProjection::build(&rule, &refs_o, &refs_r, &mesh);
    Some(build(m, op, &rule, &p))
}

impl FactorTable {
    /// The text form of `autoshard explain`: a row per tensor, a column per factor
    /// (`i=8 reduction`), cells the axes (`N`: the tensor lacks the factor).
    pub fn text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "factor table of {} ({}):", self.op_name, self.rule);
        let mut head = vec![String::new()];
        head.extend(self.factors.iter().map(|f| {
            let kind = f
                .kind
                .keyword()
                .map(|k| format!(" {k}"))
                .unwrap_or_default();
            format!("{}={}{kind}", f.name, f.size)
        }));
        head.push("replicated".into());
        let rows: Vec<Vec<String>> = self
            .tensors
            .iter()
            .enumerate()
            .map(|(t, name)| {
                let mut row = vec![name.clone()];
                row.extend(self.cells[t].iter().map(|c| match c {
                    None => "N".into(),
                    Some(c) => {
                        let mut s = axes_text(&c.axes);
                        if c.closed {
                            s.push_str(" (closed)");
                        }
                        s
                    }
                }));
                row.push(axes_text(&self.replicated[t]));
                row
            })
            .collect();
        let widths: Vec<usize> = (0..head.len())
            .map(|c| {
                rows.iter()
                    .map(|r| r[c].len())
                    .chain([head[c].len()])
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let fmt_row = |r: &Vec<String>| {
            r.iter()
                .zip(&widths)
                .map(|(c, w)| format!("{c:w$}"))
                .collect::<Vec<_>>()
                .join("  ")
        };
        let _ = writeln!(out, "  {}", fmt_row(&head).trim_end());
        for r in &rows {
            let _ = writeln!(out, "  {}", fmt_row(r).trim_end());
        }
        out
    }
}
