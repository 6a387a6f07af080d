//! `solve --xla`: the returned plan judged in the program XLA compiles from it.
//!
//! The search proves its plan optimal under the cost model; the compiled program is
//! the judge users care about. With a compiler ([`PlanCompiler`]), the returned plan
//! and its rivals are compiled and costed ([`crate::hlo::compiled`]); when a rival's
//! compiled program is faster, the rival is returned instead and the report says so,
//! as the search already does when a baseline is cheaper under the model.
//!
//! The rivals are the plans that honour the same user intent: with annotations the
//! propagation plan of those annotations; with `--ignore-annotations` every baseline
//! (propagation, data parallel, Megatron).

use super::baseline::{self, BaselineKind};
use super::{PlanSource, SolveOptions, SolveReport};
use crate::hlo::compiled::{compile_plan, Compiled, PlanCompiler};
use crate::ir::Module;

/// One plan in the compiled program.
#[derive(Clone, Debug)]
pub struct CompiledPlan {
    /// `search` (the plan the search returned), or a baseline's name.
    pub name: String,
    /// Serial step time under the cost model.
    pub predicted_s: Option<f64>,
    pub compiled: Result<Compiled, String>,
}

/// What `solve --xla` found.
#[derive(Clone, Debug)]
pub struct CompiledCheck {
    /// The plan the search returned first, then its rivals.
    pub plans: Vec<CompiledPlan>,
    /// The rival returned instead, when its compiled program is faster.
    pub fell_back_to: Option<String>,
}

/// Compiles the plan `r` returns and its rivals (baselines of `m`, the module the
/// search saw; `full` modules written over `original`, the user's module) and, when a
/// rival compiles to a faster program, makes `r` return that rival.
pub fn check_compiled(
    m: &Module,
    original: &Module,
    r: &mut SolveReport,
    opts: &SolveOptions,
    compiler: &dyn PlanCompiler,
) -> Option<CompiledCheck> {
    let plan = r.plan.as_ref()?;
    let cost = |name: &str, p: &Module| {
        compile_plan(compiler, name, original, p, &opts.hw, &opts.axis_links)
    };
    let name = source_name(r.plan_source);
    let returned = CompiledPlan {
        compiled: cost(&name, plan),
        name,
        predicted_s: r.plan_cost_s,
    };
    let mut rivals: Vec<(BaselineKind, Module, CompiledPlan)> = Vec::new();
    for b in baseline::baselines(m) {
        let eligible = opts.ignore_annotations || b.kind == BaselineKind::Propagation;
        let Ok(bp) = b.plan else { continue };
        if !eligible || source_name(r.plan_source) == b.kind.name() {
            continue;
        }
        let predicted_s = r
            .baselines
            .iter()
            .find(|x| x.name == b.kind.name())
            .and_then(|x| x.cost_s.as_ref().ok().copied());
        let compiled = cost(b.kind.name(), &bp.plan);
        rivals.push((
            b.kind,
            bp.plan,
            CompiledPlan {
                name: b.kind.name().to_string(),
                predicted_s,
                compiled,
            },
        ));
    }
    let step = |c: &CompiledPlan| c.compiled.as_ref().ok().map(|x| x.step_serial_s);
    let best = rivals
        .iter()
        .enumerate()
        .filter_map(|(i, (_, _, c))| step(c).map(|s| (i, s)))
        .min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
    let mut fell_back_to = None;
    if let (Some(ours), Some((i, theirs))) = (step(&returned), best) {
        if theirs < ours {
            let (kind, rival, c) = &rivals[i];
            fell_back_to = Some(c.name.clone());
            r.plan = Some(rival.clone());
            r.plan_cost_s = c.predicted_s;
            r.plan_source = match kind {
                BaselineKind::Propagation => PlanSource::Propagation,
                k => PlanSource::Template(*k),
            };
            // The checks and the stability report were about the replaced plan.
            r.checks = None;
            r.stability = None;
        }
    }
    let mut plans = vec![returned];
    plans.extend(rivals.into_iter().map(|(_, _, c)| c));
    Some(CompiledCheck {
        plans,
        fell_back_to,
    })
}

/// The name of a plan by where it came from.
fn source_name(s: PlanSource) -> String {
    match s {
        PlanSource::Ilp => "search".into(),
        PlanSource::Propagation => BaselineKind::Propagation.name().into(),
        PlanSource::Template(k) => k.name().into(),
    }
}
