//! CPLEX LP text of a problem, for debugging and snapshots.
//!
//! The text is a pure function of the problem: same build order, same bytes. Every variable
//! appears in the objective (with coefficient 0 if need be), so a reader that numbers columns
//! by first appearance (HiGHS, CPLEX) numbers them like [`VarId`](crate::VarId)s.

use crate::expr::LinearExpr;
use crate::problem::Problem;
use crate::variable::VarKind;
use std::collections::HashSet;
use std::fmt::Write;

/// Terms per line before wrapping (LP readers limit line length).
const TERMS_PER_LINE: usize = 8;
/// Longest name the LP format allows.
const MAX_NAME: usize = 255;

/// Writes `problem` in CPLEX LP format.
///
/// Names are made LP-safe: characters outside `[A-Za-z0-9_.]` become `_`, names that could be
/// read as numbers get a leading `_`, long names are cut to 255 characters, and a name that
/// collides after this gets a `_2`, `_3`, ... suffix. Numbers print exactly (shortest
/// round-trip form). A constant in the objective is written as a constant term; constants in
/// constraints are moved to the right-hand side.
pub fn to_lp_string(problem: &Problem) -> String {
    let var_names = unique_names(problem.variables().iter().map(|v| v.name.as_str()));
    let con_names = unique_names(problem.constraints().iter().map(|c| c.name.as_str()));
    let (n_bin, n_int, n_con) = problem
        .variables()
        .iter()
        .fold((0, 0, 0), |(b, i, c), v| match v.kind {
            VarKind::Binary => (b + 1, i, c),
            VarKind::Integer => (b, i + 1, c),
            VarKind::Continuous => (b, i, c + 1),
        });
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\\ autoshard-solver problem: {} variables ({n_bin} binary, {n_int} integer, \
         {n_con} continuous), {} constraints",
        problem.num_variables(),
        problem.num_constraints()
    );
    out.push_str("Minimize\n obj:");
    let objective = problem.objective().normalized();
    let mut coefs = vec![0.0; problem.num_variables()];
    for &(v, c) in objective.terms() {
        coefs[v.index()] = c;
    }
    let all_terms: Vec<(usize, f64)> = coefs.into_iter().enumerate().collect();
    write_terms(&mut out, &all_terms, &var_names);
    if objective.constant() != 0.0 || all_terms.is_empty() {
        write_signed(&mut out, objective.constant(), all_terms.is_empty());
    }
    out.push('\n');

    out.push_str("Subject To\n");
    for (c, name) in problem.constraints().iter().zip(&con_names) {
        let e: LinearExpr = c.expr.normalized();
        let terms: Vec<(usize, f64)> = e.terms().iter().map(|&(v, k)| (v.index(), k)).collect();
        let (rhs, rel) = (c.rhs - e.constant(), c.relation);
        if terms.is_empty() {
            if var_names.is_empty() {
                let _ = writeln!(out, "\\ {name}: 0 {} {} (no variables)", rel, num(rhs));
                continue;
            }
            let _ = write!(out, " {name}: 0 {}", var_names[0]);
        } else {
            let _ = write!(out, " {name}:");
            write_terms(&mut out, &terms, &var_names);
        }
        let _ = writeln!(out, " {} {}", rel.as_str(), num(rhs));
    }

    let mut bounds = String::new();
    let mut general = Vec::new();
    let mut binary = Vec::new();
    for (v, name) in problem.variables().iter().zip(&var_names) {
        let (lo, hi) = (v.lower, v.upper);
        match v.kind {
            VarKind::Binary if lo == 0.0 && hi == 1.0 => {
                binary.push(name.as_str());
                continue;
            }
            VarKind::Binary | VarKind::Integer => general.push(name.as_str()),
            VarKind::Continuous => {}
        }
        let line = if lo == hi {
            format!(" {name} = {}", num(lo))
        } else if lo == f64::NEG_INFINITY && hi == f64::INFINITY {
            format!(" {name} free")
        } else if lo == 0.0 && hi == f64::INFINITY {
            continue;
        } else if hi == f64::INFINITY {
            format!(" {name} >= {}", num(lo))
        } else if lo == f64::NEG_INFINITY {
            format!(" -inf <= {name} <= {}", num(hi))
        } else {
            format!(" {} <= {name} <= {}", num(lo), num(hi))
        };
        bounds.push_str(&line);
        bounds.push('\n');
    }
    if !bounds.is_empty() {
        out.push_str("Bounds\n");
        out.push_str(&bounds);
    }
    write_list(&mut out, "General", &general);
    write_list(&mut out, "Binary", &binary);
    out.push_str("End\n");
    out
}

/// Formats a number exactly: integers without a fraction, others in shortest round-trip form.
fn num(x: f64) -> String {
    if x == f64::INFINITY {
        "+inf".to_string()
    } else if x == f64::NEG_INFINITY {
        "-inf".to_string()
    } else if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        format!("{x:?}")
    }
}

fn write_signed(out: &mut String, c: f64, first: bool) {
    match (first, c < 0.0) {
        (true, true) => {
            let _ = write!(out, " -{}", num(-c));
        }
        (true, false) => {
            let _ = write!(out, " {}", num(c));
        }
        (false, true) => {
            let _ = write!(out, " - {}", num(-c));
        }
        (false, false) => {
            let _ = write!(out, " + {}", num(c));
        }
    }
}

fn write_terms(out: &mut String, terms: &[(usize, f64)], names: &[String]) {
    for (k, &(v, c)) in terms.iter().enumerate() {
        if k > 0 && k % TERMS_PER_LINE == 0 {
            out.push_str("\n   ");
        }
        let sign = if c < 0.0 { "-" } else { "+" };
        let mag = c.abs();
        let coef = if mag == 1.0 {
            String::new()
        } else {
            format!("{} ", num(mag))
        };
        if k == 0 {
            let sign = if c < 0.0 { "-" } else { "" };
            let _ = write!(out, " {sign}{coef}{}", names[v]);
        } else {
            let _ = write!(out, " {sign} {coef}{}", names[v]);
        }
    }
}

fn write_list(out: &mut String, header: &str, names: &[&str]) {
    if names.is_empty() {
        return;
    }
    out.push_str(header);
    out.push('\n');
    for chunk in names.chunks(TERMS_PER_LINE) {
        out.push(' ');
        out.push_str(&chunk.join(" "));
        out.push('\n');
    }
}

/// LP-safe, unique versions of `names`, in order.
fn unique_names<'a>(names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut seen: HashSet<String> = HashSet::new();
    let mut out = Vec::new();
    for name in names {
        let base = sanitize(name);
        let mut candidate = base.clone();
        let mut k = 2;
        while seen.contains(&candidate) {
            candidate = format!("{base}_{k}");
            k += 1;
        }
        seen.insert(candidate.clone());
        out.push(candidate);
    }
    out
}

fn sanitize(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|ch| {
            if ch.is_ascii_alphanumeric() || ch == '_' || ch == '.' {
                ch
            } else {
                '_'
            }
        })
        .collect();
    let mut chars = s.chars();
    let first = chars.next();
    let second = chars.next();
    let numeric_looking = match first {
        None => true,
        Some(c) if c.is_ascii_digit() || c == '.' => true,
        Some('e' | 'E') => second.map_or(true, |c| c.is_ascii_digit()),
        _ => false,
    };
    if numeric_looking {
        s.insert(0, '_');
    }
    s.truncate(MAX_NAME);
    s
}
