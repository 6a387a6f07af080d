//! The CSV files of `autoshard compare` (units in column names).

use super::Comparison;

fn kinds(c: &Comparison) -> Vec<String> {
    let mut k: Vec<String> = c
        .plans
        .iter()
        .flat_map(|p| p.comm_by_kind_s.keys().cloned())
        .collect();
    k.sort();
    k.dedup();
    k
}

fn opt(x: Option<f64>) -> String {
    x.map(|v| format!("{v:.6e}")).unwrap_or_default()
}

/// Rows (the first is the header) as CSV text.
pub(crate) fn write(rows: Vec<Vec<String>>) -> Result<String, String> {
    let mut w = csv::Writer::from_writer(Vec::new());
    for r in rows {
        w.write_record(&r).map_err(|e| e.to_string())?;
    }
    String::from_utf8(w.into_inner().map_err(|e| e.to_string())?).map_err(|e| e.to_string())
}

/// `summary.csv`: one row per plan.
pub fn summary(c: &Comparison) -> Result<String, String> {
    let kinds = kinds(c);
    let mut head: Vec<String> = [
        "plan",
        "status",
        "step_serial_s",
        "step_overlapped_s",
        "compute_s",
        "comm_s",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    head.extend(kinds.iter().map(|k| format!("{k}_s")));
    head.extend(
        [
            "bytes_sent",
            "peak_memory_bytes",
            "solver_gap",
            "solver_time_s",
        ]
        .iter()
        .map(|s| s.to_string()),
    );
    head.extend(super::xla_table::csv_head(c));
    let mut rows = vec![head];
    for p in &c.plans {
        let ok = p.status == "ok";
        let num = |x: f64| {
            if ok {
                format!("{x:.6e}")
            } else {
                String::new()
            }
        };
        let mut r = vec![
            p.name.clone(),
            p.status.clone(),
            num(p.step_serial_s),
            num(p.step_overlapped_s),
            num(p.compute_s),
            num(p.comm_s),
        ];
        r.extend(
            kinds
                .iter()
                .map(|k| num(p.comm_by_kind_s.get(k).copied().unwrap_or(0.0))),
        );
        r.push(num(p.bytes_sent));
        r.push(if ok {
            p.peak_memory_bytes.to_string()
        } else {
            String::new()
        });
        r.push(opt(p.solver_gap));
        r.push(opt(p.solver_time_s));
        r.extend(super::xla_table::csv_row(c, p));
        rows.push(r);
    }
    write(rows)
}

/// `values.csv`: every value of the original module in every plan.
pub fn values(c: &Comparison) -> Result<String, String> {
    let mut head: Vec<String> = ["location", "value", "op", "shape"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for p in &c.plans {
        head.push(format!("{}_sharding", p.name));
    }
    for p in &c.plans {
        head.push(format!("{}_bytes_per_device", p.name));
    }
    let mut rows = vec![head];
    for v in &c.values {
        let mut r = vec![
            v.location.clone(),
            v.value.clone(),
            v.op.clone(),
            v.shape.clone(),
        ];
        for (p, s) in c.plans.iter().zip(&v.shardings) {
            r.push(if p.status == "ok" {
                s.clone()
            } else {
                String::new()
            });
        }
        for (p, b) in c.plans.iter().zip(&v.bytes_per_device) {
            r.push(if p.status == "ok" {
                b.to_string()
            } else {
                String::new()
            });
        }
        rows.push(r);
    }
    write(rows)
}

/// `collectives.csv`: every collective of every plan.
pub fn collectives(c: &Comparison) -> Result<String, String> {
    let mut rows = vec![[
        "plan",
        "location",
        "op",
        "kind",
        "axes",
        "group_size",
        "executions",
        "bytes_sent_per_execution",
        "time_s_per_execution",
        "uses",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect::<Vec<_>>()];
    for x in &c.collectives {
        rows.push(vec![
            x.plan.clone(),
            x.location.clone(),
            x.op.clone(),
            x.kind.clone(),
            x.axes.clone(),
            x.group_size.to_string(),
            format!("{}", x.executions),
            format!("{:.6e}", x.bytes_sent),
            format!("{:.6e}", x.time_s),
            x.uses.clone(),
        ]);
    }
    write(rows)
}
