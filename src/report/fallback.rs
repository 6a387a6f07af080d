//! `compare --xla`: the searched rows hold the plan `solve --xla` returns.
//!
//! With a compiler, `solve --xla` returns a rival ([`crate::solve::compiled`]: the
//! propagation plan of the same annotations; with `--ignore-annotations` every
//! baseline) when the searched plan compiles to a slower program or does not compile.
//! `compare` applies the same rule ([`faster_rival`]) to its `search` and `search-free`
//! rows, on the programs it already compiled, and keeps what the search itself found
//! beside it ([`Fallback`]), so the report shows both the answer and how often the
//! cost model's optimum lost in XLA's program.

use serde::Serialize;

use super::xla::CompiledColumns;
use super::PlanSummary;
use crate::cost::plan::PlanCost;
use crate::ir::Module;
use crate::solve::baseline::BaselineKind;
use crate::solve::compiled::{faster_rival, is_rival};

/// What a searched row replaced: the plan the search found, compiled.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Fallback {
    /// The rival the row now holds (`propagation`, `data-parallel`, `megatron`).
    pub to: String,
    /// The searched plan's predicted serial step time.
    pub searched_step_serial_s: f64,
    /// The searched plan's compiled columns (its status says why it lost when it did
    /// not compile).
    pub searched_xla: Option<CompiledColumns>,
}

/// The names of the searched rows and whether each ignores the annotations.
const SEARCHES: [(&str, bool); 2] = [("search", false), ("search-free", true)];

/// Replaces each searched row (`summaries[i]`, `plans[i]`) whose rival compiled faster,
/// or compiled where it did not, by that rival, renamed, with [`Fallback`] set. The
/// baselines are the first rows, in [`BaselineKind::ALL`] order.
pub fn apply(summaries: &mut [PlanSummary], plans: &mut [Option<(Module, PlanCost)>]) {
    let step = |s: &PlanSummary| {
        s.xla
            .as_ref()
            .and_then(|x| x.compiled.as_ref())
            .map(|c| c.step_serial_s)
    };
    for i in 0..summaries.len() {
        let Some(&(_, ignore)) = SEARCHES.iter().find(|(n, _)| *n == summaries[i].name) else {
            continue;
        };
        if summaries[i].status != "ok" || summaries[i].xla.is_none() {
            continue;
        }
        let rivals: Vec<usize> = BaselineKind::ALL
            .iter()
            .enumerate()
            .filter(|(j, k)| is_rival(**k, ignore) && summaries[*j].status == "ok")
            .map(|(j, _)| j)
            .collect();
        let theirs: Vec<Option<f64>> = rivals.iter().map(|&j| step(&summaries[j])).collect();
        let Some(r) = faster_rival(step(&summaries[i]), &theirs) else {
            continue;
        };
        let j = rivals[r];
        let searched = summaries[i].clone();
        let mut row = summaries[j].clone();
        row.name = searched.name.clone();
        row.solver_gap = searched.solver_gap;
        row.solver_time_s = searched.solver_time_s;
        row.fallback = Some(Fallback {
            to: summaries[j].name.clone(),
            searched_step_serial_s: searched.step_serial_s,
            searched_xla: searched.xla,
        });
        summaries[i] = row;
        plans[i] = plans[j].clone();
    }
}

/// `fell back to NAME (searched plan: compiled X)` for the Markdown/HTML tables.
pub fn note(p: &PlanSummary) -> Option<String> {
    let f = p.fallback.as_ref()?;
    let searched = match f.searched_xla.as_ref().and_then(|x| x.compiled.as_ref()) {
        Some(c) => format!("compiled {}", crate::cost::report::seconds(c.step_serial_s)),
        None => match &f.searched_xla {
            Some(x) => format!("not compiled: {}", x.status),
            None => "not compiled".into(),
        },
    };
    Some(format!(
        "{} plan returned; the searched plan (predicted {}) {searched}",
        f.to,
        crate::cost::report::seconds(f.searched_step_serial_s)
    ))
}
