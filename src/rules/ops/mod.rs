//! The rule of each op family, one file per family. Each rule function reads the op
//! through an [`OpCtx`] and returns an [`Outcome`]; a malformed op (missing attribute,
//! dim out of range, dynamic shape) is an `Err` with a message, never a panic.

pub mod broadcast;
pub mod chlo;
pub mod collectives;
pub mod convolution;
pub mod custom_call;
pub mod dot;
pub mod elementwise;
pub mod gather_scatter;
pub mod linalg;
pub mod reduce;
pub mod reshape;
pub mod rng;
pub mod slicing;
pub mod sort;
pub mod transpose;

use super::builder::RuleBuilder;
use super::RuleOptions;
use crate::ir::sdy::OpShardingRule;
use crate::ir::types::Dim;
use crate::ir::{Attr, Module, Op, OpId, Type};

/// What a rule function found.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    Rule(OpShardingRule),
    /// The op is known and deliberately has no rule (a 0-element reshape, a custom call
    /// target that carries shardings itself, ...).
    NoRule,
    /// A variant the registry does not know (an unknown custom call target): the
    /// message of the warning.
    Unknown(String),
}

/// A rule function of the registry.
pub type RuleFn = fn(&OpCtx) -> Result<Outcome, String>;

/// Read access to one op for the rule functions.
pub struct OpCtx<'a> {
    pub m: &'a Module,
    pub id: OpId,
    pub op: &'a Op,
    pub opts: &'a RuleOptions,
}

/// The static shape of a type, or why there is none (`what` names the value; it is
/// only formatted on error, rules query shapes of every op).
fn shape_of(ty: &Type, what: impl Fn() -> String) -> Result<Vec<i64>, String> {
    match ty {
        Type::Tensor(t) => t
            .shape
            .iter()
            .map(|d| match d {
                Dim::Static(n) => Ok(*n),
                Dim::Dynamic => Err(format!("{} has a dynamic shape ({t})", what())),
            })
            .collect(),
        other => Err(format!("{} is not a ranked tensor ({other})", what())),
    }
}

fn rank_of(ty: &Type) -> usize {
    ty.as_tensor().map_or(0, |t| t.rank())
}

impl<'a> OpCtx<'a> {
    pub fn new(m: &'a Module, id: OpId, opts: &'a RuleOptions) -> OpCtx<'a> {
        OpCtx {
            m,
            id,
            op: &m.ops[id],
            opts,
        }
    }

    pub fn num_operands(&self) -> usize {
        self.op.operands.len()
    }

    pub fn num_results(&self) -> usize {
        self.op.results.len()
    }

    /// The static shape of operand `i`.
    pub fn operand_shape(&self, i: usize) -> Result<Vec<i64>, String> {
        let v = *self
            .op
            .operands
            .get(i)
            .ok_or_else(|| format!("expected an operand #{i}"))?;
        shape_of(&self.m.values[v].ty, || format!("operand #{i}"))
    }

    /// The static shape of result `i`.
    pub fn result_shape(&self, i: usize) -> Result<Vec<i64>, String> {
        let v = *self
            .op
            .results
            .get(i)
            .ok_or_else(|| format!("expected a result #{i}"))?;
        shape_of(&self.m.values[v].ty, || format!("result #{i}"))
    }

    /// Checks that every operand and result is a tensor of static shape.
    pub fn require_static(&self) -> Result<(), String> {
        for i in 0..self.num_operands() {
            self.operand_shape(i)?;
        }
        for i in 0..self.num_results() {
            self.result_shape(i)?;
        }
        Ok(())
    }

    /// Ranks of the operands (non-tensors count as rank 0).
    pub fn operand_ranks(&self) -> Vec<usize> {
        self.op
            .operands
            .iter()
            .map(|&v| rank_of(&self.m.values[v].ty))
            .collect()
    }

    pub fn result_ranks(&self) -> Vec<usize> {
        self.op
            .results
            .iter()
            .map(|&v| rank_of(&self.m.values[v].ty))
            .collect()
    }

    /// A builder sized for this op's operands and results.
    pub fn builder(&self) -> RuleBuilder {
        RuleBuilder::new(&self.operand_ranks(), &self.result_ranks())
    }

    /// An attribute, with a top-level alias (`#name`) resolved.
    pub fn attr(&self, name: &str) -> Option<&'a Attr> {
        match self.op.attr(name)? {
            Attr::Alias(a) => self
                .m
                .attr_aliases
                .iter()
                .find(|(n, _)| n == a)
                .map(|(_, v)| v),
            other => Some(other),
        }
    }

    /// An integer attribute.
    pub fn int_attr(&self, name: &str) -> Result<i64, String> {
        self.attr(name)
            .ok_or_else(|| format!("missing attribute '{name}'"))?
            .as_i64()
            .ok_or_else(|| format!("attribute '{name}' is not an integer"))
    }

    /// An integer attribute, or `default` when absent.
    pub fn int_attr_or(&self, name: &str, default: i64) -> Result<i64, String> {
        match self.attr(name) {
            None => Ok(default),
            Some(_) => self.int_attr(name),
        }
    }

    /// A boolean attribute (`true`, a unit attribute); `false` when absent.
    pub fn bool_attr(&self, name: &str) -> bool {
        match self.attr(name) {
            Some(Attr::Bool(b)) => *b,
            Some(Attr::Unit) => true,
            Some(a) => a.as_i64().is_some_and(|v| v != 0),
            None => false,
        }
    }

    /// A string attribute, escapes resolved.
    pub fn str_attr(&self, name: &str) -> Option<String> {
        self.attr(name)?.as_str()
    }

    /// An integer list attribute (`array<i64: ...>`, `[...]`, `dense<...>`, splats
    /// expanded to `len` when given).
    pub fn int_list_attr(&self, name: &str, len: Option<usize>) -> Result<Vec<i64>, String> {
        let a = self
            .attr(name)
            .ok_or_else(|| format!("missing attribute '{name}'"))?;
        let v = a
            .as_i64_list()
            .ok_or_else(|| format!("attribute '{name}' is not an integer list"))?;
        Ok(match len {
            Some(n) if v.len() == 1 && n != 1 => vec![v[0]; n],
            _ => v,
        })
    }

    /// An integer list attribute, or `n` copies of `default` when absent.
    pub fn int_list_attr_or(&self, name: &str, n: usize, default: i64) -> Result<Vec<i64>, String> {
        match self.attr(name) {
            None => Ok(vec![default; n]),
            Some(_) => {
                let v = self.int_list_attr(name, Some(n))?;
                if v.len() != n {
                    return Err(format!(
                        "attribute '{name}' has {} values, expected {n}",
                        v.len()
                    ));
                }
                Ok(v)
            }
        }
    }

    /// Dims of an integer list attribute, as `usize`.
    pub fn dims_attr(&self, name: &str) -> Result<Vec<usize>, String> {
        self.int_list_attr(name, None)?
            .into_iter()
            .map(|d| usize::try_from(d).map_err(|_| format!("negative dim {d} in '{name}'")))
            .collect()
    }

    /// The body of a dialect attribute `#dialect.name<body>` / `#dialect<body>`.
    pub fn dialect_body(&self, name: &str) -> Result<&'a str, String> {
        match self.attr(name) {
            Some(Attr::Dialect { body: Some(b), .. }) => Ok(&**b),
            Some(_) => Err(format!("attribute '{name}' is not a dialect attribute")),
            None => Err(format!("missing attribute '{name}'")),
        }
    }

    /// The name of the op defining operand `i` (`None` for block arguments).
    pub fn operand_def(&self, i: usize) -> Option<&'a Op> {
        let v = *self.op.operands.get(i)?;
        self.m.defining_op(v).map(|o| &self.m.ops[o])
    }

    /// Whether the op has a user of the given name.
    pub fn has_user_named(&self, name: &str) -> bool {
        // A local scan of the enclosing block and its nested regions: users of a value
        // are always dominated by its definition, so they are in the same block or
        // below it.
        let Some(block) = self.op.parent else {
            return false;
        };
        let results = &self.op.results;
        let mut stack: Vec<OpId> = self.m.blocks[block].ops.clone();
        while let Some(o) = stack.pop() {
            let op = &self.m.ops[o];
            if op.name == name && op.operands.iter().any(|v| results.contains(v)) {
                return true;
            }
            for &r in &op.regions {
                for &b in &self.m.regions[r].blocks {
                    stack.extend(self.m.blocks[b].ops.iter().copied());
                }
            }
        }
        false
    }
}

/// Shorthand: the outcome of a builder.
pub fn built(b: &RuleBuilder) -> Result<Outcome, String> {
    b.build().map(Outcome::Rule)
}
