//! The `solve --xla` lines of the solve report: each plan's predicted and compiled
//! step time, and the fallback when a rival compiles to a faster program.

use std::fmt::Write as _;

use crate::solve::compiled::CompiledCheck;

/// `compiled: NAME: predicted X, compiled Y (ratio)` per plan, then the fallback.
pub fn compiled_text(c: &CompiledCheck) -> String {
    let us = |x: f64| format!("{:.3} us", x * 1e6);
    let mut out = String::new();
    for p in &c.plans {
        let predicted = p.predicted_s.map(us).unwrap_or_else(|| "not costed".into());
        let _ = match &p.compiled {
            Ok(k) => writeln!(
                out,
                "compiled {}: {} (predicted {}{}), compute {}, communication {}",
                p.name,
                us(k.step_serial_s),
                predicted,
                match p.predicted_s {
                    Some(x) if x > 0.0 =>
                        format!(", compiled/predicted {:.2}x", k.step_serial_s / x),
                    _ => String::new(),
                },
                us(k.compute_s),
                us(k.comm_s),
            ),
            Err(e) => writeln!(out, "compiled {}: none ({e})", p.name),
        };
    }
    if let Some(f) = &c.fell_back_to {
        let why = match c.plans.first().map(|p| &p.compiled) {
            Some(Err(_)) => "as the searched plan does not compile".to_string(),
            _ => "whose compiled program is faster than the searched plan's \
                  (the cost model ranked them otherwise)"
                .to_string(),
        };
        let _ = writeln!(out, "plan: the {f} plan, {why}");
    }
    out
}
