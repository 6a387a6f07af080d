//! `autoshard sweep`: the search on every mesh of the named axes that uses all the
//! devices, ranked by step time, with the step time / peak memory Pareto front.
//!
//! 1. [`meshes`]: the meshes (ranks 2 and 3 by default; 1 on request), in the named
//!    axis order;
//! 2. per mesh, in parallel (rayon): [`crate::passes::mesh_override`] resizes the
//!    module (the user's annotations stay on the axes the mesh has; a mesh that cannot
//!    hold them is a row with the reason), [`crate::solve::solve`] searches (one solver
//!    thread, a node limit rather than a clock), and the plan is evaluated as
//!    `autoshard compare` evaluates its plans ([`crate::report::summarize`]);
//! 3. [`rank`]: rows with a plan by serial step time, then mesh text (a total order);
//!    rows without a plan after them, by mesh text; the Pareto front of (step time, peak
//!    memory) among the rows with a plan.
//!
//! [`table`] prints the CSV and Markdown tables, [`html`] the page with the chart.
//! Everything printed is a function of the input and options: no wall times (the
//! solver's seconds are kept in [`Row::solve_seconds`] for the CLI's stderr), and the
//! order of the parallel runs does not matter because rows are ranked afterwards.

pub mod html;
pub mod meshes;
pub mod table;

use std::cmp::Ordering;

use rayon::prelude::*;

use crate::cost::plan::evaluate;
use crate::diag::{Diagnostics, Severity};
use crate::ir::sdy::MeshAxis;
use crate::ir::Module;
use crate::passes::mesh_override::override_meshes;
use crate::report::PlanSummary;
use crate::solve::{solve, PlanSource, SolveOptions};

/// How to sweep.
#[derive(Clone, Debug)]
pub struct SweepOptions {
    /// The search's options; `threads` is forced to 1 (meshes run in parallel instead)
    /// and `axis_links` is narrowed to each mesh's axes.
    pub solve: SolveOptions,
    /// The named axes, major to minor.
    pub axes: Vec<String>,
    pub devices: u64,
    /// Mesh ranks to enumerate (each 1..=3).
    pub ranks: Vec<usize>,
    /// Per-device memory budget: each row says whether its plan fits.
    pub budget_bytes: u64,
    /// Keep each mesh's plan module in its row (for `--plans`).
    pub keep_plans: bool,
}

/// What the search found on one mesh.
#[derive(Clone, Debug)]
pub struct Found {
    /// The solver's status (`optimal`, `feasible, gap 0.2000% (node limit)`, ...).
    pub status: String,
    /// The plan's numbers; `None` when the search ended without a plan.
    pub cost: Option<PlanSummary>,
    /// Whether the plan is the ILP's or the propagation plan of the annotations.
    pub plan_source: Option<PlanSource>,
    pub objective_s: Option<f64>,
    pub gap: Option<f64>,
    pub nodes: u64,
    pub fits: Option<bool>,
    pub plan: Option<Module>,
}

/// One mesh's row.
#[derive(Clone, Debug)]
pub struct Row {
    pub mesh: Vec<MeshAxis>,
    /// `data=8,model=8`.
    pub mesh_text: String,
    /// The search's outcome, or why the mesh could not be searched (the mesh cannot
    /// hold the annotations, the search rejected the module).
    pub result: Result<Found, String>,
    /// Annotations the mesh could not keep (axes it lacks, sub-axes that no longer fit).
    pub notes: Vec<String>,
    /// On the Pareto front of (serial step time, peak memory) among rows with a plan.
    pub pareto: bool,
    /// Wall seconds of the solve: machine-dependent, never in the ranked tables.
    pub solve_seconds: f64,
}

impl Row {
    /// The plan's numbers, when there is a plan.
    pub fn cost(&self) -> Option<&PlanSummary> {
        self.result.as_ref().ok().and_then(|f| f.cost.as_ref())
    }
}

/// A whole sweep, rows ranked.
#[derive(Clone, Debug)]
pub struct Sweep {
    pub model: String,
    pub hardware: String,
    pub devices: u64,
    pub axes: Vec<String>,
    pub ranks: Vec<usize>,
    pub budget_bytes: u64,
    pub node_limit: Option<u64>,
    /// Said once for the whole sweep (ranks that cannot be formed, axes new to the
    /// module, axes of the module the sweep never uses).
    pub notes: Vec<String>,
    pub rows: Vec<Row>,
}

/// The messages of `d` of one severity, without the `--mesh: ` the override puts first
/// (a sweep has no `--mesh` flag).
fn messages(d: &Diagnostics, severity: Severity) -> Vec<String> {
    d.0.iter()
        .filter(|x| x.severity == severity)
        .map(|x| x.message.trim_start_matches("--mesh: ").to_string())
        .collect()
}

/// Resizes `m` to `mesh`, searches and evaluates the plan.
fn run_one(m: &Module, mesh: &[MeshAxis], opts: &SweepOptions) -> Row {
    let mut row = Row {
        mesh: mesh.to_vec(),
        mesh_text: meshes::mesh_text(mesh),
        result: Err(String::new()),
        notes: Vec::new(),
        pareto: false,
        solve_seconds: 0.0,
    };
    let mut mm = m.clone();
    match override_meshes(&mut mm, mesh) {
        Ok(w) => row.notes = messages(&w, Severity::Warning),
        Err(e) => {
            row.result = Err(format!(
                "cannot hold the annotations: {}",
                messages(&e, Severity::Error).join("; ")
            ));
            return row;
        }
    }
    let mut so = opts.solve.clone();
    so.threads = std::num::NonZeroU32::MIN;
    so.axis_links
        .retain(|(a, _)| mesh.iter().any(|x| &x.name == a));
    let r = match solve(&mm, &so) {
        Ok(r) => r,
        Err(e) => {
            row.result = Err(format!(
                "search failed: {}",
                messages(&e, Severity::Error).join("; ")
            ));
            return row;
        }
    };
    row.solve_seconds = r.solve_seconds;
    let cost = match &r.plan {
        Some(plan) => {
            let summary = evaluate(plan, &so.hw, &so.axis_links, &so.plan).and_then(|pc| {
                crate::report::summarize(
                    &row.mesh_text,
                    plan,
                    &pc,
                    &so.hw,
                    &so.axis_links,
                    &so.plan,
                )
            });
            match summary {
                Ok(s) => Some(s),
                Err(e) => {
                    row.result = Err(format!("the plan cannot be costed: {e}"));
                    return row;
                }
            }
        }
        None => None,
    };
    row.result = Ok(Found {
        status: r.status.to_string(),
        fits: cost
            .as_ref()
            .map(|c| c.peak_memory_bytes <= opts.budget_bytes),
        cost,
        plan_source: r.plan.as_ref().map(|_| r.plan_source),
        objective_s: r.objective_s,
        gap: r.gap,
        nodes: r.nodes,
        plan: if opts.keep_plans { r.plan } else { None },
    });
    row
}

/// Rows with a plan first, by serial step time then mesh text; the others by mesh text.
fn order(a: &Row, b: &Row) -> Ordering {
    match (a.cost(), b.cost()) {
        (Some(x), Some(y)) => x.step_serial_s.total_cmp(&y.step_serial_s),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
    .then_with(|| a.mesh_text.cmp(&b.mesh_text))
}

/// Ranks the rows and marks the Pareto front: a row with a plan is on it when no other
/// plan is at least as fast and as small and strictly better in one of the two.
pub fn rank(rows: &mut [Row]) {
    rows.sort_by(order);
    let points: Vec<Option<(f64, u64)>> = rows
        .iter()
        .map(|r| r.cost().map(|c| (c.step_serial_s, c.peak_memory_bytes)))
        .collect();
    for (i, row) in rows.iter_mut().enumerate() {
        let Some((t, m)) = points[i] else { continue };
        row.pareto = !points
            .iter()
            .flatten()
            .any(|&(t2, m2)| t2 <= t && m2 <= m && (t2 < t || m2 < m));
    }
}

/// Sweeps the meshes of `opts` for `m` (read from `model`). An error when no mesh can
/// be formed; a mesh that cannot be searched is a row, not an error.
pub fn sweep(m: &Module, model: &str, opts: &SweepOptions) -> Result<Sweep, String> {
    let list = meshes::meshes(&opts.axes, opts.devices, &opts.ranks)?;
    // Checked once here rather than failing on every mesh.
    let hw = &opts.solve.hw;
    for (axis, link) in &opts.solve.axis_links {
        if !opts.axes.contains(axis) {
            return Err(format!(
                "--axis-links: '{axis}' is not one of the swept axes ({})",
                opts.axes.join(", ")
            ));
        }
        if hw.link(link).is_none() {
            let kinds: Vec<&str> = hw.links.iter().map(|l| l.name.as_str()).collect();
            return Err(format!(
                "--axis-links: profile '{}' has no link kind '{link}' (kinds: {})",
                hw.name,
                kinds.join(", ")
            ));
        }
    }
    let mut notes = Vec::new();
    for &k in &opts.ranks {
        if k > opts.axes.len() {
            notes.push(format!(
                "{k}-D meshes need {k} axis names; only {} given",
                opts.axes.len()
            ));
        }
    }
    let module_axes: Vec<String> = m
        .meshes()
        .iter()
        .flat_map(|(_, mesh, _)| mesh.axes.iter().map(|a| a.name.clone()))
        .collect();
    for a in &opts.axes {
        if !module_axes.contains(a) {
            notes.push(format!(
                "axis '{a}' is not in the module's mesh: no annotation uses it"
            ));
        }
    }
    let mut seen = Vec::new();
    for a in module_axes {
        if !opts.axes.contains(&a) && !seen.contains(&a) {
            notes.push(format!(
                "the module's axis '{a}' is not swept: its annotations are dropped on every mesh"
            ));
            seen.push(a);
        }
    }
    let mut rows: Vec<Row> = list.par_iter().map(|mesh| run_one(m, mesh, opts)).collect();
    rank(&mut rows);
    Ok(Sweep {
        model: model.to_string(),
        hardware: opts.solve.hw.name.clone(),
        devices: opts.devices,
        axes: opts.axes.clone(),
        ranks: opts.ranks.clone(),
        budget_bytes: opts.budget_bytes,
        node_limit: opts.solve.node_limit,
        notes,
        rows,
    })
}
