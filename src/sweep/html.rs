//! `sweep.html`: one self-contained page (inline CSS and SVG, no scripts): serial step
//! time against peak memory per device, one labelled point per mesh with a plan, the
//! Pareto front as a staircase, the memory budget as a dashed line; then the ranked
//! table.

use std::fmt::Write as _;

use super::table::describe;
use super::Sweep;
use crate::cost::report::{bytes, seconds};
use crate::report::html::esc;

/// A logarithmic scale from `[lo, hi]` onto pixels: step times and memory of the meshes
/// span an order of magnitude, and the interesting ones cluster at the low end. Padded
/// by 5% of the log range each side (a factor of 1.1 when all values are equal).
struct Scale {
    lo: f64,
    hi: f64,
    from: f64,
    to: f64,
}

impl Scale {
    fn new(values: impl Iterator<Item = f64>, from: f64, to: f64) -> Scale {
        let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
        for v in values.filter(|v| *v > 0.0) {
            lo = lo.min(v.ln());
            hi = hi.max(v.ln());
        }
        if !lo.is_finite() {
            (lo, hi) = (0.0, 1.0);
        }
        let pad = ((hi - lo) * 0.05).max(0.1);
        Scale {
            lo: lo - pad,
            hi: hi + pad,
            from,
            to,
        }
    }
    /// The pixel of `v` (values <= 0 sit at the axis).
    fn at(&self, v: f64) -> f64 {
        let l = if v > 0.0 { v.ln() } else { self.lo };
        self.from + (l - self.lo) / (self.hi - self.lo) * (self.to - self.from)
    }
    /// The ends and the geometric middle of the range, as values.
    fn ticks(&self) -> [f64; 3] {
        [self.lo, (self.lo + self.hi) / 2.0, self.hi].map(f64::exp)
    }
}

/// The scatter chart.
fn chart(s: &Sweep) -> String {
    let pts: Vec<(&str, f64, f64, bool)> = s
        .rows
        .iter()
        .filter_map(|r| {
            let c = r.cost()?;
            Some((
                r.mesh_text.as_str(),
                c.step_serial_s,
                c.peak_memory_bytes as f64,
                r.pareto,
            ))
        })
        .collect();
    // The plot spans [left, right] x [20, h - bottom]; labels of the rightmost points
    // run into the margin; the legend is a row under the axis title.
    let (w, h, left, bottom) = (900.0, 540.0, 90.0, 70.0);
    let right = w - 130.0;
    let x = Scale::new(pts.iter().map(|p| p.1), left, right);
    let y = Scale::new(pts.iter().map(|p| p.2), h - bottom, 20.0);
    let mut o = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" role=\"img\" aria-label=\"step time against peak memory\">"
    );
    // Axes, with the ends of each range as ticks.
    let _ = write!(
        o,
        "<line x1=\"{left}\" y1=\"{0}\" x2=\"{1}\" y2=\"{0}\" stroke=\"#888\"/><line x1=\"{left}\" y1=\"20\" x2=\"{left}\" y2=\"{0}\" stroke=\"#888\"/>",
        h - bottom,
        right
    );
    for v in x.ticks() {
        let _ = write!(
            o,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\" text-anchor=\"middle\">{}</text>",
            x.at(v),
            h - bottom + 16.0,
            seconds(v)
        );
    }
    for v in y.ticks() {
        let _ = write!(
            o,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\" text-anchor=\"end\">{}</text>",
            left - 6.0,
            y.at(v) + 4.0,
            bytes(v)
        );
    }
    let _ = write!(
        o,
        "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"13\" text-anchor=\"middle\">step time (serial, per step; log scale)</text>\
<text x=\"14\" y=\"{:.1}\" font-size=\"13\" text-anchor=\"middle\" transform=\"rotate(-90 14 {:.1})\">peak memory per device (log scale)</text>",
        (left + right) / 2.0,
        h - bottom + 34.0,
        (h - bottom) / 2.0,
        (h - bottom) / 2.0
    );
    // The budget: a line when it falls inside the chart, else said in the legend.
    let budget = s.budget_bytes as f64;
    let [y_lo, _, y_hi] = y.ticks();
    let inside = budget >= y_lo && budget <= y_hi;
    if inside {
        let by = y.at(budget);
        let _ = write!(
            o,
            "<line x1=\"{left}\" y1=\"{by:.1}\" x2=\"{:.1}\" y2=\"{by:.1}\" stroke=\"#e15759\" stroke-dasharray=\"6 4\"/>",
            right
        );
    }
    // The front: a staircase through its points by increasing step time.
    let mut front: Vec<&(&str, f64, f64, bool)> = pts.iter().filter(|p| p.3).collect();
    front.sort_by(|a, b| a.1.total_cmp(&b.1).then(b.2.total_cmp(&a.2)));
    if !front.is_empty() {
        let mut path = format!("M{:.1},{:.1}", x.at(front[0].1), y.at(front[0].2));
        for p in &front[1..] {
            let _ = write!(path, " H{:.1} V{:.1}", x.at(p.1), y.at(p.2));
        }
        let _ = write!(
            o,
            "<path d=\"{path}\" fill=\"none\" stroke=\"#59a14f\" stroke-width=\"2\"><title>Pareto front</title></path>"
        );
    }
    // Every point is labelled with its rank (the table below); points on the front
    // also with their mesh: the dominated ones cluster, and full names would overlap.
    for (i, (name, t, m, on_front)) in pts.iter().enumerate() {
        let (px, py) = (x.at(*t), y.at(*m));
        let color = if *on_front { "#59a14f" } else { "#4e79a7" };
        let label = if *on_front {
            format!("{} {}", i + 1, esc(name))
        } else {
            (i + 1).to_string()
        };
        let _ = write!(
            o,
            "<circle cx=\"{px:.1}\" cy=\"{py:.1}\" r=\"5\" fill=\"{color}\"><title>{}. {}: {}, {}</title></circle>\
<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\">{label}</text>",
            i + 1,
            esc(name),
            seconds(*t),
            bytes(*m),
            px + 7.0,
            py - 6.0,
        );
    }
    // Legend.
    let ly = h - 12.0;
    let _ = write!(
        o,
        "<circle cx=\"{left}\" cy=\"{0}\" r=\"5\" fill=\"#59a14f\"/><text x=\"{1}\" y=\"{ly}\" font-size=\"11\">on the Pareto front (rank and mesh)</text>\
<circle cx=\"{2}\" cy=\"{0}\" r=\"5\" fill=\"#4e79a7\"/><text x=\"{3}\" y=\"{ly}\" font-size=\"11\">dominated (rank)</text>\
<line x1=\"{4}\" y1=\"{0}\" x2=\"{5}\" y2=\"{0}\" stroke=\"#e15759\" stroke-dasharray=\"6 4\"/><text x=\"{6}\" y=\"{ly}\" font-size=\"11\" fill=\"#e15759\">budget {7}{8}</text>",
        ly - 4.0,
        left + 10.0,
        left + 230.0,
        left + 240.0,
        left + 350.0,
        left + 370.0,
        left + 376.0,
        bytes(budget),
        match (inside, budget > y_hi) {
            (true, _) => "",
            (false, true) => " (above the chart)",
            (false, false) => " (below the chart)",
        }
    );
    o.push_str("</svg>");
    o
}

/// The page.
pub fn html(s: &Sweep) -> String {
    let mut o = String::new();
    let _ = write!(
        o,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>autoshard sweep: {}</title>\
<style>body{{font-family:sans-serif;margin:2em;max-width:1100px}}table{{border-collapse:collapse}}\
td,th{{border:1px solid #ccc;padding:3px 8px;font-size:13px}}td.n{{text-align:right}}tr.front td{{background:#eef7ec}}</style></head><body>\n",
        esc(&s.model)
    );
    let _ = writeln!(
        o,
        "<h1>Mesh sweep of <code>{}</code></h1><p>{}</p>",
        esc(&s.model),
        esc(&describe(s).replace('`', ""))
    );
    if !s.notes.is_empty() {
        o.push_str("<ul>");
        for n in &s.notes {
            let _ = write!(o, "<li>{}</li>", esc(n));
        }
        o.push_str("</ul>\n");
    }
    o.push_str("<h2>Step time against peak memory</h2>\n");
    o.push_str(&chart(s));
    o.push_str("\n<h2>Ranking</h2>\n<table><tr><th>rank</th><th>mesh</th><th>step (serial)</th><th>step (overlapped)</th><th>compute</th><th>communication</th><th>peak memory</th><th>fits</th><th>status</th></tr>\n");
    for (i, r) in s.rows.iter().enumerate() {
        match (&r.result, r.cost()) {
            (Ok(f), Some(c)) => {
                let _ = writeln!(
                    o,
                    "<tr{}><td class=n>{}</td><td><code>{}</code></td><td class=n>{}</td><td class=n>{}</td><td class=n>{}</td><td class=n>{}</td><td class=n>{}</td><td>{}</td><td>{}</td></tr>",
                    if r.pareto { " class=front" } else { "" },
                    i + 1,
                    esc(&r.mesh_text),
                    seconds(c.step_serial_s),
                    seconds(c.step_overlapped_s),
                    seconds(c.compute_s),
                    seconds(c.comm_s),
                    bytes(c.peak_memory_bytes as f64),
                    if f.fits == Some(true) { "yes" } else { "no" },
                    esc(&f.status)
                );
            }
            (result, _) => {
                let why = match result {
                    Ok(f) => f.status.clone(),
                    Err(e) => format!("error: {e}"),
                };
                let _ = writeln!(
                    o,
                    "<tr><td>-</td><td><code>{}</code></td><td colspan=6></td><td>{}</td></tr>",
                    esc(&r.mesh_text),
                    esc(&why)
                );
            }
        }
    }
    o.push_str("</table>\n</body></html>\n");
    o
}
