//! Sharding rules: for every op, how its operands' and results' dims decompose into
//! *factors*, and what sharding each factor costs. Propagation and the cost model work on
//! factors, never on op kinds, so each op's semantics lives here and only here.
//!
//! A rule is data with a text form (`crate::ir::sdy::OpShardingRule`, printed as
//! `#sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=16, k=8} reduction={k}>`),
//! built the way Shardy builds it so that the printed rules are identical to Shardy's:
//!
//! - [`builder`]: [`RuleBuilder`], adding factors one at a time (mapped to a dim of some
//!   operands and results), pointwise helpers, factor kinds and the blocked flag;
//! - [`rule`]: [`RuleQueries`] on a rule (factor kinds, where a factor appears);
//! - [`registry`]: the rule of every StableHLO op (one file per op family under
//!   `ops/`), the explicit list of ops without a rule, warnings for unknown ops, user
//!   rules (`sdy.sharding_rule` on the op) overriding the registry;
//! - [`projection`]: between a tensor's dim shardings and its factor shardings;
//! - [`factor_map`]: a tensor's factor shardings by factor (a small sorted vector);
//! - [`axis`]: sub-axis arithmetic the projection needs;
//! - [`classes`]: op classes as data: Shardy's elementwise ops, XLA's fusion classes;
//! - [`stablehlo_attrs`]: the dimension numbers of dot, gather, scatter and convolution.
//!
//! Architecture invariant: the registry is a pure function of the module and the
//! options; it never mutates the IR ([`attach_rules`] does, for the CLI) and never
//! panics on malformed ops (they get a warning and no rule).

pub mod axis;
pub mod builder;
pub mod classes;
pub mod factor_map;
pub mod ops;
pub mod projection;
pub mod registry;
pub mod rule;
pub mod stablehlo_attrs;

pub use builder::RuleBuilder;
pub use projection::{FactorSharding, ShardingProjection, TensorFactorShardings};
pub use registry::{
    attach_lowered_chlo_rules, attach_rules, module_rules, op_rule, ModuleRules, NoRule, OpRule,
    RuleSource, RuleStats,
};
pub use rule::{FactorKind, FactorUse, RuleQueries};

/// Options of the registry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RuleOptions {
    /// Shardy's conservative propagation: no factors for convolution spatial dims and
    /// concatenate's concat dim; sliced, padded and windowed dims are blocked.
    pub conservative: bool,
    /// Give CHLO ops the rules of their StableHLO lowering (see `ops::chlo`). Off:
    /// CHLO ops are unknown, as in jaxlib's Shardy.
    pub lowered_chlo: bool,
}
