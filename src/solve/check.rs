//! Checks on every plan: the verifier accepts it, and the cost model, run on the plan
//! alone, gives the ILP's objective (within 0.1%), and every donated argument has the
//! sharding of the result it aliases ([`super::alias`]; XLA rejects the plan otherwise).

use super::audit::{audit, OpDiff};
use super::encode::Encoding;
use super::SolveOptions;
use crate::cost::plan::evaluate;
use crate::ir::Module;

/// The relative tolerance between the objective and the re-evaluation.
pub const OBJECTIVE_TOLERANCE: f64 = 1e-3;

/// The relative difference between the objective and the re-evaluation past which
/// the solve lists the ops whose prices differ ([`super::audit`]): the two are one
/// pricing, equal up to floating-point summation order.
pub const EXACT_TOLERANCE: f64 = 1e-9;

/// What the checks found.
#[derive(Clone, Debug, PartialEq)]
pub struct Checks {
    /// Verifier errors on the plan (rendered messages).
    pub verifier_errors: Vec<String>,
    /// The plan's serial seconds under [`evaluate`], or why it failed.
    pub evaluated_s: Result<f64, String>,
    /// Whether the evaluation equals the objective within [`OBJECTIVE_TOLERANCE`].
    pub objective_matches: bool,
    /// Aliased argument/result pairs with different shardings (rendered).
    pub alias_mismatches: Vec<String>,
}

impl Checks {
    pub fn passed(&self) -> bool {
        self.verifier_errors.is_empty()
            && self.objective_matches
            && self.alias_mismatches.is_empty()
    }
}

/// Checks plan `p` whose ILP objective is `objective_s`.
pub fn check(p: &Module, objective_s: f64, opts: &SolveOptions) -> Checks {
    let diags = crate::verify::verify(p);
    let verifier_errors = diags
        .sorted()
        .into_iter()
        .filter(|d| d.is_error())
        .map(|d| d.message)
        .collect();
    let evaluated_s = evaluate(p, &opts.hw, &opts.axis_links, &opts.plan).map(|c| c.serial_s());
    let objective_matches = match &evaluated_s {
        Ok(e) => (e - objective_s).abs() <= OBJECTIVE_TOLERANCE * e.abs().max(1e-12),
        Err(_) => false,
    };
    let alias_mismatches = super::alias::mismatches(p)
        .iter()
        .map(|x| x.to_string())
        .collect();
    Checks {
        verifier_errors,
        evaluated_s,
        objective_matches,
        alias_mismatches,
    }
}

/// When plan `p` (decoded from `values` of `enc`, the encoding of `m`) evaluates to
/// other than `objective_s` beyond [`EXACT_TOLERANCE`], the ops whose prices differ.
pub fn objective_diffs(
    m: &Module,
    enc: &Encoding,
    values: &[f64],
    p: &Module,
    objective_s: f64,
    checks: &Checks,
    opts: &SolveOptions,
) -> Vec<OpDiff> {
    let Ok(e) = &checks.evaluated_s else {
        return Vec::new();
    };
    let tol = EXACT_TOLERANCE * e.abs().max(1e-12);
    if (e - objective_s).abs() <= tol {
        return Vec::new();
    }
    match evaluate(p, &opts.hw, &opts.axis_links, &opts.plan) {
        Ok(cost) => audit(m, enc, values, p, &cost, tol).diffs,
        Err(_) => Vec::new(),
    }
}
