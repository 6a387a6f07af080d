//! `report.md`: the summary table, the costliest differences with their source
//! locations, in words.

use std::fmt::Write as _;

use super::Comparison;
use crate::cost::report::{bytes, seconds};

/// The Markdown report.
pub fn markdown(c: &Comparison) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "# Plans for `{}`\n", c.model);
    let _ = writeln!(o, "Hardware `{}`, mesh `{}`.\n", c.hardware, c.mesh);
    let _ = writeln!(
        o,
        "| plan | step (serial) | step (overlapped) | compute | communication | bytes sent | peak memory | status |"
    );
    let _ = writeln!(o, "|---|---:|---:|---:|---:|---:|---:|---|");
    for p in &c.plans {
        if p.status == "ok" {
            let _ = writeln!(
                o,
                "| {} | {} | {} | {} | {} | {} | {} | {} |",
                p.name,
                seconds(p.step_serial_s),
                seconds(p.step_overlapped_s),
                seconds(p.compute_s),
                seconds(p.comm_s),
                bytes(p.bytes_sent),
                bytes(p.peak_memory_bytes as f64),
                match (p.solver_gap, &p.note) {
                    (Some(g), None) => format!("ok, gap {:.2}%", g * 100.0),
                    (Some(g), Some(n)) => format!("ok, gap {:.2}%; {n}", g * 100.0),
                    (None, Some(n)) => format!("ok; {n}"),
                    (None, None) => "ok".to_string(),
                }
            );
        } else {
            let _ = writeln!(o, "| {} | | | | | | | {} |", p.name, p.status);
        }
    }
    let best = c.plans.iter().filter(|p| p.status == "ok").min_by(|a, b| {
        a.step_serial_s
            .total_cmp(&b.step_serial_s)
            .then(a.name.cmp(&b.name))
    });
    if let Some(b) = best {
        let _ = writeln!(
            o,
            "\nFastest: **{}** ({}).",
            b.name,
            seconds(b.step_serial_s)
        );
    }
    o.push_str(&super::xla_table::markdown(c));
    let _ = writeln!(o, "\n## Where the plans differ from propagation\n");
    if c.differences.is_empty() {
        let _ = writeln!(o, "No op communicates differently.");
    }
    let mut plan = "";
    for d in &c.differences {
        if d.plan != plan {
            plan = &d.plan;
            let _ = writeln!(o, "\n### {plan}\n");
        }
        let verb = if d.plan_comm_s < d.propagation_comm_s {
            "saves"
        } else {
            "costs"
        };
        let _ = writeln!(
            o,
            "- `{}` at {}{}: propagation gives {} and spends {} communicating; {} gives {} and {} {}{}.",
            d.op,
            d.location,
            alike(&d.location, &d.alike),
            d.propagation_result,
            seconds(d.propagation_comm_s),
            d.plan,
            d.plan_result,
            verb,
            seconds((d.propagation_comm_s - d.plan_comm_s).abs()),
            if d.alike.is_empty() { "" } else { " each" }
        );
        if let Some(why) = &d.why {
            let _ = writeln!(o, "\n  Why propagation chose it:\n\n  ```");
            for line in why.lines() {
                let _ = writeln!(o, "  {line}");
            }
            let _ = writeln!(o, "  ```");
        }
    }
    o
}

/// ` (and N more alike: LINE:COL, ...)` for a row standing for others: the first
/// [`ALIKE_SHOWN`] locations, without the file name where it is the row's own.
pub(super) fn alike(location: &str, others: &[String]) -> String {
    if others.is_empty() {
        return String::new();
    }
    let own = super::split_location(location).map(|(f, ..)| f);
    let shown: Vec<String> = others
        .iter()
        .take(ALIKE_SHOWN)
        .map(|l| match super::split_location(l) {
            Some((f, line, col)) if Some(f) == own => format!("{line}:{col}"),
            _ => l.clone(),
        })
        .collect();
    let more = match others.len().saturating_sub(ALIKE_SHOWN) {
        0 => String::new(),
        n => format!(", {n} more"),
    };
    format!(
        " (and {} more alike: {}{more})",
        others.len(),
        shown.join(", ")
    )
}

/// Locations named per folded row.
const ALIKE_SHOWN: usize = 6;
