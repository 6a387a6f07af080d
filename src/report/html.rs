//! `report.html`: one self-contained page (inline CSS and SVG, no scripts, no external
//! assets): cost breakdown per plan, per-device memory over program order, the
//! communication per source line, the summary, the differences and the factor tables
//! of the searched plan's differing ops (both plans' axes per factor and tensor).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::Comparison;
use crate::cost::report::{bytes, seconds};

const COLORS: [&str; 8] = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#9c755f",
];

/// Escapes text for HTML content and attribute values.
pub(crate) fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Stacked horizontal bars: one per plan, segments compute then each collective kind.
fn cost_chart(c: &Comparison) -> String {
    let plans: Vec<_> = c.plans.iter().filter(|p| p.status == "ok").collect();
    let mut kinds: Vec<String> = plans
        .iter()
        .flat_map(|p| p.comm_by_kind_s.keys().cloned())
        .collect();
    kinds.sort();
    kinds.dedup();
    let max = plans
        .iter()
        .map(|p| p.step_serial_s)
        .fold(0.0f64, f64::max)
        .max(1e-30);
    let (w, label, bar) = (720.0, 140.0, 26.0);
    let h = 30.0 + plans.len() as f64 * (bar + 10.0) + 30.0;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" role=\"img\" aria-label=\"cost breakdown\">"
    );
    for (i, p) in plans.iter().enumerate() {
        let y = 20.0 + i as f64 * (bar + 10.0);
        let _ = write!(
            s,
            "<text x=\"0\" y=\"{:.1}\" font-size=\"13\">{}</text>",
            y + bar * 0.7,
            esc(&p.name)
        );
        let mut x = label;
        let mut parts = vec![("compute".to_string(), p.compute_s)];
        parts.extend(
            kinds
                .iter()
                .map(|k| (k.clone(), p.comm_by_kind_s.get(k).copied().unwrap_or(0.0))),
        );
        for (j, (name, t)) in parts.iter().enumerate() {
            let len = t / max * (w - label - 120.0);
            if len <= 0.0 {
                continue;
            }
            let _ = write!(
                s,
                "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{len:.1}\" height=\"{bar}\" fill=\"{}\"><title>{}: {}</title></rect>",
                COLORS[j % COLORS.len()],
                esc(name),
                seconds(*t)
            );
            x += len;
        }
        let _ = write!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"12\">{}</text>",
            x + 6.0,
            y + bar * 0.7,
            seconds(p.step_serial_s)
        );
    }
    let mut lx = label;
    let ly = h - 10.0;
    for (j, name) in std::iter::once("compute".to_string())
        .chain(kinds)
        .enumerate()
    {
        let _ = write!(
            s,
            "<rect x=\"{lx:.1}\" y=\"{:.1}\" width=\"10\" height=\"10\" fill=\"{}\"/><text x=\"{:.1}\" y=\"{ly:.1}\" font-size=\"11\">{}</text>",
            ly - 9.0,
            COLORS[j % COLORS.len()],
            lx + 14.0,
            esc(&name)
        );
        lx += 24.0 + 7.0 * name.len() as f64;
    }
    s.push_str("</svg>");
    s
}

/// Per-device live bytes over the entry function's ops, one line per plan.
fn memory_chart(c: &Comparison) -> String {
    let plans: Vec<_> = c
        .plans
        .iter()
        .filter(|p| p.status == "ok" && !p.memory_timeline.is_empty())
        .collect();
    let (w, h, pad) = (720.0, 260.0, 50.0);
    let max = plans
        .iter()
        .flat_map(|p| p.memory_timeline.iter().copied())
        .max()
        .unwrap_or(1)
        .max(1) as f64;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" role=\"img\" aria-label=\"memory over program order\">"
    );
    let _ = write!(
        s,
        "<line x1=\"{pad}\" y1=\"{0}\" x2=\"{1}\" y2=\"{0}\" stroke=\"#888\"/><line x1=\"{pad}\" y1=\"10\" x2=\"{pad}\" y2=\"{0}\" stroke=\"#888\"/>",
        h - pad,
        w - 10.0
    );
    let _ = write!(
        s,
        "<text x=\"0\" y=\"18\" font-size=\"11\">{}</text><text x=\"{pad}\" y=\"{:.1}\" font-size=\"11\">first op</text><text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\">last op</text>",
        bytes(max),
        h - pad + 16.0,
        w - 60.0,
        h - pad + 16.0,
    );
    // Each plan over its own ops (a plan's reshards are ops of their own), first to last.
    for (j, p) in plans.iter().enumerate() {
        let n = p.memory_timeline.len().max(2);
        let pts: Vec<String> = p
            .memory_timeline
            .iter()
            .enumerate()
            .map(|(i, &b)| {
                let x = pad + i as f64 / (n - 1) as f64 * (w - pad - 10.0);
                let y = (h - pad) - b as f64 / max * (h - pad - 20.0);
                format!("{x:.1},{y:.1}")
            })
            .collect();
        let color = COLORS[j % COLORS.len()];
        let _ = write!(
            s,
            "<polyline fill=\"none\" stroke=\"{color}\" stroke-width=\"1.5\" points=\"{}\"><title>{}</title></polyline>",
            pts.join(" "),
            esc(&p.name)
        );
        let _ = write!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\" fill=\"{color}\">{}</text>",
            pad + 10.0 + 130.0 * j as f64,
            h - 12.0,
            esc(&p.name)
        );
    }
    s.push_str("</svg>");
    s
}

/// Communication time per source line (the 15 busiest), one bar per plan.
/// `FILE:LINE:COL` ordered as a reader numbers lines (`:50:5` before `:175:5`).
fn location_order(l: &str) -> (String, u64, u64, String) {
    match super::split_location(l) {
        Some((f, line, col)) => (f.to_string(), line, col, String::new()),
        None => (l.to_string(), 0, 0, l.to_string()),
    }
}

fn comm_chart(c: &Comparison) -> String {
    let mut per: BTreeMap<String, BTreeMap<String, f64>> = BTreeMap::new();
    for x in &c.collectives {
        *per.entry(x.location.clone())
            .or_default()
            .entry(x.plan.clone())
            .or_default() += x.executions * x.time_s;
    }
    let mut lines: Vec<(String, f64)> = per
        .iter()
        .map(|(l, m)| (l.clone(), m.values().copied().fold(0.0, f64::max)))
        .collect();
    lines.sort_by(|a, b| {
        b.1.total_cmp(&a.1)
            .then_with(|| location_order(&a.0).cmp(&location_order(&b.0)))
    });
    lines.truncate(15);
    let plans: Vec<&str> = c
        .plans
        .iter()
        .filter(|p| p.status == "ok")
        .map(|p| p.name.as_str())
        .collect();
    let max = lines.first().map_or(1.0, |l| l.1).max(1e-30);
    let (w, label, bh) = (720.0, 260.0, 7.0);
    let group = bh * plans.len() as f64 + 8.0;
    let h = 20.0 + lines.len() as f64 * group;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" role=\"img\" aria-label=\"communication per source line\">"
    );
    for (i, (loc, _)) in lines.iter().enumerate() {
        let y = 10.0 + i as f64 * group;
        let _ = write!(
            s,
            "<text x=\"0\" y=\"{:.1}\" font-size=\"11\">{}</text>",
            y + group / 2.0,
            esc(loc)
        );
        for (j, p) in plans.iter().enumerate() {
            let t = per[loc].get(*p).copied().unwrap_or(0.0);
            let len = t / max * (w - label - 80.0);
            let _ = write!(
                s,
                "<rect x=\"{label}\" y=\"{:.1}\" width=\"{len:.1}\" height=\"{bh}\" fill=\"{}\"><title>{}: {}</title></rect>",
                y + j as f64 * bh,
                COLORS[j % COLORS.len()],
                esc(p),
                seconds(t)
            );
        }
    }
    s.push_str("</svg>");
    s
}

/// The page.
pub fn html(c: &Comparison) -> String {
    let mut o = String::new();
    let _ = write!(
        o,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>autoshard: {}</title>\
<style>body{{font-family:sans-serif;margin:2em;max-width:1000px}}table{{border-collapse:collapse}}\
td,th{{border:1px solid #ccc;padding:3px 8px;font-size:13px}}td.n{{text-align:right}}td.d{{background:#fde2c8}}code{{font-size:12px}}</style></head><body>\n",
        esc(&c.model)
    );
    let _ = writeln!(
        o,
        "<h1>Plans for <code>{}</code></h1><p>Hardware <b>{}</b>, mesh <b>{}</b>.</p>",
        esc(&c.model),
        esc(&c.hardware),
        esc(&c.mesh)
    );
    let _ = writeln!(o, "<table><tr><th>plan</th><th>step (serial)</th><th>compute</th><th>communication</th><th>bytes sent</th><th>peak memory</th><th>status</th></tr>");
    for p in &c.plans {
        if p.status == "ok" {
            let _ = writeln!(
                o,
                "<tr><td>{}</td><td class=n>{}</td><td class=n>{}</td><td class=n>{}</td><td class=n>{}</td><td class=n>{}</td><td>ok</td></tr>",
                esc(&p.name),
                seconds(p.step_serial_s),
                seconds(p.compute_s),
                seconds(p.comm_s),
                bytes(p.bytes_sent),
                bytes(p.peak_memory_bytes as f64)
            );
        } else {
            let _ = writeln!(
                o,
                "<tr><td>{}</td><td colspan=5></td><td>{}</td></tr>",
                esc(&p.name),
                esc(&p.status)
            );
        }
    }
    o.push_str("</table>\n");
    o.push_str(&super::xla_table::html(c));
    o.push_str("<h2>Cost breakdown per plan</h2>\n");
    o.push_str(&cost_chart(c));
    o.push_str("\n<h2>Per-device memory over program order</h2>\n");
    o.push_str(&memory_chart(c));
    o.push_str("\n<h2>Communication per source line</h2>\n");
    o.push_str(&comm_chart(c));
    o.push_str("\n<h2>Where the plans differ from propagation</h2>\n<table><tr><th>plan</th><th>op</th><th>location</th><th>propagation</th><th>plan</th><th>comm. (propagation)</th><th>comm. (plan)</th><th>why propagation chose it</th></tr>\n");
    for d in &c.differences {
        let _ = writeln!(
            o,
            "<tr><td>{}</td><td><code>{}</code></td><td>{}</td><td><code>{}</code></td><td><code>{}</code></td><td class=n>{}</td><td class=n>{}</td><td>{}</td></tr>",
            esc(&d.plan),
            esc(&d.op),
            esc(&format!("{}{}", d.location, super::markdown::alike(&d.location, &d.alike))),
            esc(&d.propagation_result),
            esc(&d.plan_result),
            seconds(d.propagation_comm_s),
            seconds(d.plan_comm_s),
            match &d.why {
                Some(w) => format!(
                    "<details><summary>provenance</summary><pre>{}</pre></details>",
                    esc(w)
                ),
                None => String::new(),
            }
        );
    }
    o.push_str("</table>\n");
    o.push_str(&factor_tables(c));
    o.push_str("</body></html>\n");
    o
}

/// The factor tables of the differing ops that carry one (the searched plan's ten
/// costliest differences): a section with one table per op, rows the factors (name,
/// size, kind), columns the op's operands and results, each cell the dim the factor
/// maps to and the axes each plan shards it on (highlighted where they differ).
pub fn factor_tables(c: &Comparison) -> String {
    let mut o = String::new();
    let with: Vec<_> = c
        .differences
        .iter()
        .filter_map(|d| d.factors.as_ref().map(|f| (d, f)))
        .collect();
    if with.is_empty() {
        return o;
    }
    let _ = writeln!(
        o,
        "<h2>Factor tables of the differing ops</h2>\n<p>Rows: the factors of the op's sharding rule; columns: its operands and results. \
Each cell: the dim the factor maps to, then the axes it is sharded on in the propagation plan and in the {} plan \
(<code>-</code>: none; shaded: the plans differ).</p>",
        esc(&with[0].0.plan)
    );
    for (d, (prop, plan)) in with {
        let _ = writeln!(
            o,
            "<h3><code>{}</code> at {}</h3>",
            esc(&d.op),
            esc(&d.location)
        );
        if prop.factors != plan.factors || prop.tensors.len() != plan.tensors.len() {
            let _ = writeln!(
                o,
                "<p>The two plans give the op different rules:</p><pre>{}</pre><pre>{}</pre>",
                esc(&prop.text()),
                esc(&plan.text())
            );
            continue;
        }
        let _ = writeln!(o, "<p><code>{}</code></p>", esc(&prop.rule));
        o.push_str("<table class=ft><tr><th>factor</th><th>size</th><th>kind</th>");
        for t in &prop.tensors {
            let _ = write!(o, "<th><code>{}</code></th>", esc(t));
        }
        o.push_str("</tr>\n");
        for (f, factor) in prop.factors.iter().enumerate() {
            let _ = write!(
                o,
                "<tr><td><code>{}</code></td><td class=n>{}</td><td>{}</td>",
                esc(&factor.name),
                factor.size,
                crate::propagate::factor_table::kind_name(factor.kind)
            );
            for t in 0..prop.tensors.len() {
                let Some(dim) = prop.dims[t][f] else {
                    o.push_str("<td></td>");
                    continue;
                };
                let axes = |ft: &crate::propagate::factor_table::FactorTable| {
                    ft.cells[t][f]
                        .as_ref()
                        .map(|c| crate::propagate::factor_table::axes_text(&c.axes))
                        .unwrap_or_else(|| "-".into())
                };
                let (a, b) = (axes(prop), axes(plan));
                let _ = write!(
                    o,
                    "<td{}>dim {dim}<br>propagation: <code>{}</code><br>{}: <code>{}</code></td>",
                    if a != b { " class=d" } else { "" },
                    esc(&a),
                    esc(&d.plan),
                    esc(&b)
                );
            }
            o.push_str("</tr>\n");
        }
        o.push_str("</table>\n");
    }
    o
}
