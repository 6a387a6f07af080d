//! `sweep.csv` (raw numbers, units in column names) and `sweep.md` (the ranked table
//! in words): the same rows in the same order, no wall times.

use std::fmt::Write as _;

use super::{Row, Sweep};
use crate::cost::report::{bytes, seconds};
use crate::solve::PlanSource;

const HEAD: [&str; 15] = [
    "rank",
    "mesh",
    "status",
    "plan_source",
    "step_serial_s",
    "step_overlapped_s",
    "compute_s",
    "comm_s",
    "peak_memory_bytes",
    "fits_budget",
    "pareto",
    "objective_s",
    "gap",
    "solver_nodes",
    "message",
];

fn source(s: Option<PlanSource>) -> &'static str {
    match s {
        Some(PlanSource::Ilp) => "ilp",
        Some(PlanSource::Propagation) => "propagation",
        Some(PlanSource::Template(k)) => k.name(),
        None => "",
    }
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// The rank of each row: 1, 2, ... for rows with a plan, none for the others.
fn ranks(s: &Sweep) -> impl Iterator<Item = (Option<usize>, &Row)> {
    s.rows
        .iter()
        .enumerate()
        .map(|(i, r)| (r.cost().map(|_| i + 1), r))
}

/// What a row without numbers says: the error, or the notes of the mesh.
fn message(r: &Row) -> String {
    match &r.result {
        Err(e) => e.clone(),
        Ok(_) => r.notes.join("; "),
    }
}

/// `sweep.csv`.
pub fn csv(s: &Sweep) -> Result<String, String> {
    let mut rows = vec![HEAD.iter().map(|h| h.to_string()).collect::<Vec<_>>()];
    let e = |x: f64| format!("{x:.6e}");
    for (rank, r) in ranks(s) {
        let mut cells = vec![
            rank.map(|k| k.to_string()).unwrap_or_default(),
            r.mesh_text.clone(),
        ];
        match &r.result {
            Err(_) => {
                cells.push("error".into());
                cells.extend(std::iter::repeat(String::new()).take(HEAD.len() - 4));
            }
            Ok(f) => {
                cells.push(f.status.clone());
                cells.push(source(f.plan_source).into());
                match &f.cost {
                    Some(c) => cells.extend([
                        e(c.step_serial_s),
                        e(c.step_overlapped_s),
                        e(c.compute_s),
                        e(c.comm_s),
                        c.peak_memory_bytes.to_string(),
                        yes_no(f.fits == Some(true)).into(),
                        yes_no(r.pareto).into(),
                    ]),
                    None => cells.extend(std::iter::repeat(String::new()).take(7)),
                }
                cells.push(f.objective_s.map(e).unwrap_or_default());
                cells.push(f.gap.map(e).unwrap_or_default());
                cells.push(f.nodes.to_string());
            }
        }
        cells.push(message(r));
        rows.push(cells);
    }
    crate::report::csv::write(rows)
}

/// The header both the Markdown and the HTML page start with, in words.
pub fn describe(s: &Sweep) -> String {
    let mut ranks: Vec<String> = s.ranks.iter().map(|k| format!("{k}-D")).collect();
    let last = ranks.pop().unwrap_or_default();
    let ranks = if ranks.is_empty() {
        last
    } else {
        format!("{} and {last}", ranks.join(", "))
    };
    let limit = match s.node_limit {
        Some(n) => format!("node limit {n} per mesh"),
        None => "no node limit".to_string(),
    };
    format!(
        "Hardware `{}`, {} devices over the axes `{}` ({ranks} meshes), per-device memory \
         budget {}, {limit}. Ranked by serial step time, then mesh.",
        s.hardware,
        s.devices,
        s.axes.join(","),
        bytes(s.budget_bytes as f64),
    )
}

/// `sweep.md`.
pub fn markdown(s: &Sweep) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "# Mesh sweep of `{}`\n", s.model);
    let _ = writeln!(o, "{}\n", describe(s));
    for n in &s.notes {
        let _ = writeln!(o, "- {n}");
    }
    if !s.notes.is_empty() {
        o.push('\n');
    }
    let _ = writeln!(
        o,
        "| rank | mesh | step (serial) | step (overlapped) | compute | communication | peak memory | fits | Pareto | status | objective | nodes |"
    );
    let _ = writeln!(
        o,
        "|---:|---|---:|---:|---:|---:|---:|---|---|---|---:|---:|"
    );
    for (rank, r) in ranks(s) {
        let rank = rank.map(|k| k.to_string()).unwrap_or_else(|| "-".into());
        match (&r.result, r.cost()) {
            (Err(e), _) => {
                let _ = writeln!(
                    o,
                    "| {rank} | `{}` | | | | | | | | error: {} | | |",
                    r.mesh_text,
                    e.replace('|', "\\|")
                );
            }
            (Ok(f), c) => {
                let (nums, fits, pareto) = match c {
                    Some(c) => (
                        format!(
                            "{} | {} | {} | {} | {}",
                            seconds(c.step_serial_s),
                            seconds(c.step_overlapped_s),
                            seconds(c.compute_s),
                            seconds(c.comm_s),
                            bytes(c.peak_memory_bytes as f64)
                        ),
                        yes_no(f.fits == Some(true)),
                        if r.pareto { "**yes**" } else { "no" },
                    ),
                    None => (" | | | | ".to_string(), "", ""),
                };
                let status = match f.plan_source {
                    Some(PlanSource::Propagation) => {
                        format!("{} (propagation plan)", f.status)
                    }
                    _ => f.status.clone(),
                };
                let _ = writeln!(
                    o,
                    "| {rank} | `{}` | {nums} | {fits} | {pareto} | {status} | {} | {} |",
                    r.mesh_text,
                    f.objective_s.map(seconds).unwrap_or_default(),
                    f.nodes
                );
            }
        }
    }
    let noted: Vec<&Row> = s
        .rows
        .iter()
        .filter(|r| r.result.is_ok() && !r.notes.is_empty())
        .collect();
    if !noted.is_empty() {
        let _ = writeln!(o, "\nAnnotations a mesh could not keep:\n");
        for r in noted {
            let _ = writeln!(o, "- `{}`: {}", r.mesh_text, r.notes.join("; "));
        }
    }
    if let Some(best) = s.rows.first().filter(|r| r.cost().is_some()) {
        let fit = s
            .rows
            .iter()
            .find(|r| matches!(&r.result, Ok(f) if f.fits == Some(true)));
        let _ = write!(o, "\nFastest: **`{}`**", best.mesh_text);
        match fit {
            Some(f) if std::ptr::eq(f, best) => o.push_str(", within the budget.\n"),
            Some(f) => {
                let _ = writeln!(
                    o,
                    " (over the budget); fastest within the budget: **`{}`**.",
                    f.mesh_text
                );
            }
            None => o.push_str("; no plan fits the budget.\n"),
        }
    }
    o
}
