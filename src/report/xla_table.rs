//! The predicted/compiled columns of the reports (`--xla`, `--hlo-dir`): CSV columns
//! appended to `summary.csv`, and a Markdown/HTML section. Absent without a compiler,
//! so the reports without `--xla` are unchanged.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use super::{Comparison, PlanSummary};
use crate::cost::report::{bytes, seconds};

/// Collective kinds named by any plan, predicted or compiled, sorted.
fn kinds(c: &Comparison) -> Vec<String> {
    let mut k = BTreeSet::new();
    for p in &c.plans {
        k.extend(p.comm_bytes_by_kind.keys().cloned());
        if let Some(x) = p.xla.as_ref().and_then(|x| x.compiled.as_ref()) {
            k.extend(x.comm_bytes_by_kind.keys().cloned());
        }
    }
    k.into_iter().collect()
}

fn e(x: f64) -> String {
    format!("{x:.6e}")
}

/// The header of the columns appended to `summary.csv`, or none without a compiler.
pub fn csv_head(c: &Comparison) -> Vec<String> {
    if c.compiled_by.is_none() {
        return vec![];
    }
    let mut h: Vec<String> = vec!["predicted_flops".into(), "predicted_hbm_bytes".into()];
    let kinds = kinds(c);
    h.extend(kinds.iter().map(|k| format!("predicted_{k}_bytes")));
    h.extend(
        [
            "compiled_status",
            "compiled_flops",
            "compiled_hbm_bytes",
            "compiled_compute_s",
            "compiled_comm_s",
            "compiled_step_serial_s",
            "compiled_step_overlapped_s",
            "compiled_over_predicted_step",
        ]
        .map(String::from),
    );
    h.extend(kinds.iter().map(|k| format!("compiled_{k}_bytes")));
    h.extend(kinds.iter().map(|k| format!("compiled_{k}_count")));
    h.extend(
        [
            "predicted_xla_cpu_flops",
            "predicted_xla_cpu_hbm_bytes",
            "predicted_xla_cpu_compute_s",
            "predicted_xla_cpu_step_serial_s",
            "fell_back_to",
            "searched_step_serial_s",
            "searched_compiled_status",
            "searched_compiled_step_serial_s",
        ]
        .map(String::from),
    );
    h
}

/// The values of [`csv_head`]'s columns for one plan.
pub fn csv_row(c: &Comparison, p: &PlanSummary) -> Vec<String> {
    if c.compiled_by.is_none() {
        return vec![];
    }
    let kinds = kinds(c);
    let ok = p.status == "ok";
    let pred = |x: f64| if ok { e(x) } else { String::new() };
    let mut r = vec![pred(p.flops), pred(p.hbm_bytes)];
    r.extend(
        kinds
            .iter()
            .map(|k| pred(p.comm_bytes_by_kind.get(k).copied().unwrap_or(0.0))),
    );
    let x = p.xla.as_ref();
    r.push(x.map(|x| x.status.clone()).unwrap_or_default());
    let compiled = x.and_then(|x| x.compiled.as_ref());
    let num =
        |f: &dyn Fn(&super::xla::Compiled) -> f64| compiled.map(|c| e(f(c))).unwrap_or_default();
    r.push(num(&|c| c.flops));
    r.push(num(&|c| c.hbm_bytes));
    r.push(num(&|c| c.compute_s));
    r.push(num(&|c| c.comm_s));
    r.push(num(&|c| c.step_serial_s));
    r.push(num(&|c| c.step_overlapped_s));
    r.push(x.and_then(|x| x.step_ratio).map(e).unwrap_or_default());
    for k in &kinds {
        r.push(num(&|c| {
            c.comm_bytes_by_kind.get(k).copied().unwrap_or(0.0)
        }));
    }
    for k in &kinds {
        r.push(
            compiled
                .map(|c| {
                    c.collectives_by_kind
                        .get(k)
                        .copied()
                        .unwrap_or(0)
                        .to_string()
                })
                .unwrap_or_default(),
        );
    }
    let cpu = x.and_then(|x| x.xla_cpu.as_ref());
    let f = |g: fn(&super::xla::XlaCpuPrediction) -> f64| cpu.map(|c| e(g(c))).unwrap_or_default();
    r.extend([
        f(|c| c.flops),
        f(|c| c.hbm_bytes),
        f(|c| c.compute_s),
        f(|c| c.step_serial_s),
    ]);
    let fb = p.fallback.as_ref();
    let searched = fb.and_then(|f| f.searched_xla.as_ref());
    r.extend([
        fb.map(|f| f.to.clone()).unwrap_or_default(),
        fb.map(|f| e(f.searched_step_serial_s)).unwrap_or_default(),
        searched.map(|x| x.status.clone()).unwrap_or_default(),
        searched
            .and_then(|x| x.compiled.as_ref())
            .map(|c| e(c.step_serial_s))
            .unwrap_or_default(),
    ]);
    r
}

/// `x (ratio)` of a compiled number against the predicted one.
fn vs(compiled: f64, predicted: f64, unit: fn(f64) -> String) -> String {
    if predicted > 0.0 {
        format!("{} ({:.2}x)", unit(compiled), compiled / predicted)
    } else {
        unit(compiled)
    }
}

/// The eight numbers of a compiled plan's row in the Markdown and HTML tables.
fn cells(p: &PlanSummary, k: &super::xla::Compiled) -> [String; 8] {
    let pred_comm: f64 = 0.0 + p.comm_bytes_by_kind.values().sum::<f64>();
    let comp_comm: f64 = 0.0 + k.comm_bytes_by_kind.values().sum::<f64>();
    [
        seconds(p.step_serial_s),
        vs(k.step_serial_s, p.step_serial_s, seconds),
        seconds(p.compute_s),
        vs(k.compute_s, p.compute_s, seconds),
        vs(k.flops, p.flops, count),
        vs(k.hbm_bytes, p.hbm_bytes, bytes),
        bytes(pred_comm),
        vs(comp_comm, pred_comm, bytes),
    ]
}

fn count(x: f64) -> String {
    format!("{x:.3e}")
}

/// The Markdown section: predicted against compiled, one row per plan; empty without
/// a compiler.
pub fn markdown(c: &Comparison) -> String {
    let Some(by) = &c.compiled_by else {
        return String::new();
    };
    let mut o = String::new();
    let _ = writeln!(o, "\n## Predicted and compiled\n");
    let _ = writeln!(
        o,
        "Compiled: {by}; every plan's `full` module, costed per device on `{}` (ratio compiled/predicted).\n",
        c.hardware
    );
    let _ = writeln!(
        o,
        "| plan | step predicted | step compiled | compute predicted | compute compiled | FLOPs compiled | HBM bytes compiled | communication bytes predicted | communication bytes compiled |"
    );
    let _ = writeln!(o, "|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for p in &c.plans {
        let x = p.xla.as_ref();
        let Some(k) = x.and_then(|x| x.compiled.as_ref()) else {
            let why = x.map(|x| x.status.as_str()).unwrap_or("not compiled");
            let _ = writeln!(
                o,
                "| {} | {} | {why} | | | | | | |",
                p.name,
                seconds(p.step_serial_s)
            );
            continue;
        };
        let _ = writeln!(o, "| {} | {} |", p.name, cells(p, k).join(" | "));
    }
    for p in &c.plans {
        if let Some(n) = super::fallback::note(p) {
            let _ = writeln!(o, "\n{}: {n}.", p.name);
        }
    }
    o
}

/// The HTML section: the same table as [`markdown`] and a bar chart of predicted and
/// compiled step time per plan (inline SVG); empty without a compiler.
pub fn html(c: &Comparison) -> String {
    use super::html::esc;
    let Some(by) = &c.compiled_by else {
        return String::new();
    };
    let mut o = String::new();
    let _ = writeln!(
        o,
        "<h2>Predicted and compiled</h2>\n<p>Compiled: {}; every plan's <code>full</code> module, costed per device on <b>{}</b> (ratio compiled/predicted).</p>",
        esc(by),
        esc(&c.hardware)
    );
    o.push_str("<table><tr><th>plan</th><th>step predicted</th><th>step compiled</th><th>compute predicted</th><th>compute compiled</th><th>FLOPs compiled</th><th>HBM bytes compiled</th><th>comm. bytes predicted</th><th>comm. bytes compiled</th></tr>\n");
    let mut bars: Vec<(String, f64, Option<f64>)> = Vec::new();
    for p in &c.plans {
        let x = p.xla.as_ref();
        let Some(k) = x.and_then(|x| x.compiled.as_ref()) else {
            let why = x.map(|x| x.status.as_str()).unwrap_or("not compiled");
            let _ = writeln!(
                o,
                "<tr><td>{}</td><td class=n>{}</td><td colspan=7>{}</td></tr>",
                esc(&p.name),
                seconds(p.step_serial_s),
                esc(why)
            );
            if p.status == "ok" {
                bars.push((p.name.clone(), p.step_serial_s, None));
            }
            continue;
        };
        let _ = writeln!(
            o,
            "<tr><td>{}</td><td class=n>{}</td></tr>",
            esc(&p.name),
            cells(p, k).join("</td><td class=n>")
        );
        bars.push((p.name.clone(), p.step_serial_s, Some(k.step_serial_s)));
    }
    o.push_str("</table>\n");
    for p in &c.plans {
        if let Some(n) = super::fallback::note(p) {
            let _ = writeln!(o, "<p>{}: {}.</p>", esc(&p.name), esc(&n));
        }
    }
    o.push_str(&step_bars(&bars));
    o
}

/// Predicted (grey) and compiled (blue) serial step time per plan, horizontal bars.
fn step_bars(bars: &[(String, f64, Option<f64>)]) -> String {
    use super::html::esc;
    let max = bars
        .iter()
        .flat_map(|(_, p, c)| [*p, c.unwrap_or(0.0)])
        .fold(0.0f64, f64::max);
    if bars.is_empty() || max <= 0.0 {
        return String::new();
    }
    let (label_w, bar_w, row_h) = (130.0, 520.0, 34.0);
    let h = row_h * bars.len() as f64 + 30.0;
    let mut o = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{h}\" font-size=\"12\" font-family=\"sans-serif\">\n",
        label_w + bar_w + 120.0
    );
    for (i, (name, pred, comp)) in bars.iter().enumerate() {
        let y = i as f64 * row_h + 4.0;
        let _ = writeln!(
            o,
            "<text x=\"0\" y=\"{:.1}\">{}</text>",
            y + 18.0,
            esc(name)
        );
        let w = pred / max * bar_w;
        let _ = writeln!(
            o,
            "<rect x=\"{label_w}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"13\" fill=\"#bbb\"><title>predicted {}</title></rect><text x=\"{:.1}\" y=\"{:.1}\">{}</text>",
            seconds(*pred),
            label_w + w + 4.0,
            y + 11.0,
            seconds(*pred)
        );
        if let Some(c) = comp {
            let w = c / max * bar_w;
            let _ = writeln!(
                o,
                "<rect x=\"{label_w}\" y=\"{:.1}\" width=\"{w:.1}\" height=\"13\" fill=\"#3b7dd8\"><title>compiled {}</title></rect><text x=\"{:.1}\" y=\"{:.1}\">{}</text>",
                y + 15.0,
                seconds(*c),
                label_w + w + 4.0,
                y + 26.0,
                seconds(*c)
            );
        }
    }
    let _ = writeln!(
        o,
        "<rect x=\"{label_w}\" y=\"{:.1}\" width=\"10\" height=\"10\" fill=\"#bbb\"/><text x=\"{:.1}\" y=\"{:.1}\">predicted</text><rect x=\"{:.1}\" y=\"{:.1}\" width=\"10\" height=\"10\" fill=\"#3b7dd8\"/><text x=\"{:.1}\" y=\"{:.1}\">compiled (XLA)</text>",
        h - 18.0,
        label_w + 14.0,
        h - 9.0,
        label_w + 90.0,
        h - 18.0,
        label_w + 104.0,
        h - 9.0
    );
    o.push_str("</svg>\n");
    o
}
