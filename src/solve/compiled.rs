//! `solve --xla`: the returned plan judged in the program XLA compiles from it.
//!
//! The search proves its plan optimal under the cost model; the compiled program is
//! the judge users care about. With a compiler ([`PlanCompiler`]), the returned plan
//! and its rivals are compiled and costed ([`crate::hlo::compiled`]); when a rival's
//! compiled program is faster, or the returned plan does not compile and a rival does,
//! the rival is returned instead and the report says so, as the search already does
//! when a baseline is cheaper under the model. `compare --xla` applies the same rule
//! to its searched rows ([`faster_rival`], `report::fallback`).
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
        let Ok(bp) = b.plan else { continue };
        if !is_rival(b.kind, opts.ignore_annotations) || source_name(r.plan_source) == b.kind.name()
        {
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
    let theirs: Vec<Option<f64>> = rivals.iter().map(|(_, _, c)| step(c)).collect();
    let mut fell_back_to = None;
    if let Some(i) = faster_rival(step(&returned), &theirs) {
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
    let mut plans = vec![returned];
    plans.extend(rivals.into_iter().map(|(_, _, c)| c));
    Some(CompiledCheck {
        plans,
        fell_back_to,
    })
}

/// Whether the baseline `kind` is a rival of the search: the propagation plan honours
/// the same annotations; without them (`--ignore-annotations`) every baseline does.
pub fn is_rival(kind: BaselineKind, ignore_annotations: bool) -> bool {
    ignore_annotations || kind == BaselineKind::Propagation
}

/// The rival to return instead of the searched plan: the fastest compiled one (the first
/// on ties), when it compiles to a strictly faster program than `ours`, or when the
/// searched plan did not compile (`ours` is `None`: XLA rejected it, a plan no one can
/// run). Steps are compiled serial step times; `None` for a rival that did not compile.
pub fn faster_rival(ours: Option<f64>, rivals: &[Option<f64>]) -> Option<usize> {
    let (i, theirs) = rivals
        .iter()
        .enumerate()
        .filter_map(|(i, s)| s.map(|s| (i, s)))
        .min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)))?;
    ours.is_none_or(|ours| theirs < ours).then_some(i)
}

/// The name of a plan by where it came from.
fn source_name(s: PlanSource) -> String {
    match s {
        PlanSource::Ilp => "search".into(),
        PlanSource::Propagation => BaselineKind::Propagation.name().into(),
        PlanSource::Template(k) => k.name().into(),
    }
}
