//! The model the backend hands HiGHS, built column-wise straight from a [`Problem`], and,
//! when HiGHS's presolve is off ([`SolveOptions::light_root_from`](crate::SolveOptions)),
//! reduced first by what that presolve would remove at no cost to find:
//!
//! - **Aliases.** A row `c·a - c·b = 0` over two variables with the same bounds makes them
//!   one column (the lower id stands for both; costs add; integral when either is), and
//!   the row goes. A sharding search has one such row per class candidate that a single
//!   strategy of the op making the class gives (`tie` rows: 27k of 88k rows on the 8-layer
//!   Flax Linen step).
//! - **Empty and duplicate rows.** After substitution, a row without terms that 0
//!   satisfies goes (the alias rows themselves), and so does a row with the same terms and
//!   bounds as an earlier one (readers of one value sharing a tied strategy variable).
//!
//! The reduced problem has the same feasible set up to the aliases, the same objective
//! on it, and the same LP relaxation, so its optimum and bound are the problem's and each
//! variable takes its column's value in every solution. Without the reduction the model
//! is the problem itself, column for column and row for row.

use std::collections::HashMap;

use highs::{ColProblem, Row};

use crate::id::VarId;
use crate::problem::Problem;

/// Where each variable of a problem went in the model HiGHS solves.
#[derive(Debug)]
pub(crate) struct Columns {
    /// Per variable, its column (aliases share one).
    col_of: Vec<u32>,
    /// Number of columns.
    cols: usize,
}

impl Columns {
    /// The column of `var`.
    pub(crate) fn of(&self, var: VarId) -> usize {
        self.col_of[var.index()] as usize
    }

    /// Every variable's value from the columns' values.
    pub(crate) fn values(&self, columns: &[f64]) -> Vec<f64> {
        self.col_of.iter().map(|&c| columns[c as usize]).collect()
    }

    /// Number of columns.
    pub(crate) fn len(&self) -> usize {
        self.cols
    }

    /// A start's `(column, value)` pairs from `(variable, value)` pairs sorted by variable:
    /// the first value given for a column stands (HiGHS checks the start either way).
    pub(crate) fn start(&self, sorted: &[(VarId, f64)]) -> Vec<(usize, f64)> {
        let mut seen = vec![false; self.cols];
        let mut out: Vec<(usize, f64)> = Vec::with_capacity(sorted.len());
        for &(v, x) in sorted {
            let c = self.of(v);
            if !seen[c] {
                seen[c] = true;
                out.push((c, x));
            }
        }
        out.sort_by_key(|&(c, _)| c);
        out
    }
}

/// A union-find over variables that merges only variables of equal bounds.
struct Aliases {
    parent: Vec<u32>,
}

impl Aliases {
    fn find(&mut self, mut i: u32) -> u32 {
        while self.parent[i as usize] != i {
            let p = self.parent[i as usize];
            self.parent[i as usize] = self.parent[p as usize];
            i = p;
        }
        i
    }
}

/// The alias rows' variable pairs: `c·a - c·b = 0` (after the constant moves right).
fn alias_pair(problem: &Problem, row: usize) -> Option<(VarId, VarId)> {
    let c = &problem.constraints()[row];
    let (lo, hi) = c.row_bounds();
    if lo != 0.0 || hi != 0.0 || c.expr.terms().len() != 2 {
        return None;
    }
    let e = c.expr.normalized();
    match e.terms() {
        &[(a, ca), (b, cb)] if ca == -cb => Some((a, b)),
        _ => None,
    }
}

/// The variables' columns: aliases merged when `reduce`, else one column per variable.
fn columns(problem: &Problem, reduce: bool) -> Columns {
    let n = problem.num_variables();
    let mut al = Aliases {
        parent: (0..n as u32).collect(),
    };
    if reduce {
        let vars = problem.variables();
        for row in 0..problem.num_constraints() {
            let Some((a, b)) = alias_pair(problem, row) else {
                continue;
            };
            let (ra, rb) = (al.find(a.index() as u32), al.find(b.index() as u32));
            let (va, vb) = (&vars[ra as usize], &vars[rb as usize]);
            if ra != rb && va.lower == vb.lower && va.upper == vb.upper {
                al.parent[ra.max(rb) as usize] = ra.min(rb);
            }
        }
    }
    let mut col_of = vec![0u32; n];
    let mut cols = 0u32;
    for i in 0..n as u32 {
        let r = al.find(i);
        col_of[i as usize] = if r == i {
            cols += 1;
            cols - 1
        } else {
            col_of[r as usize]
        };
    }
    Columns {
        col_of,
        cols: cols as usize,
    }
}

/// The rows over columns (compressed by row), each with its bounds.
#[derive(Default)]
struct Rows {
    start: Vec<usize>,
    col: Vec<u32>,
    value: Vec<f64>,
    bounds: Vec<(f64, f64)>,
}

impl Rows {
    fn terms(&self, r: usize) -> (&[u32], &[f64]) {
        let (a, b) = (self.start[r], self.start[r + 1]);
        (&self.col[a..b], &self.value[a..b])
    }

    fn same(&self, r: usize, s: usize) -> bool {
        self.bounds[r] == self.bounds[s] && self.terms(r) == self.terms(s)
    }
}

/// A row's identity for finding duplicates (equal rows hash equally).
fn row_hash(cols: &[u32], values: &[f64], bounds: (f64, f64)) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    cols.hash(&mut h);
    for v in values {
        v.to_bits().hash(&mut h);
    }
    bounds.0.to_bits().hash(&mut h);
    bounds.1.to_bits().hash(&mut h);
    h.finish()
}

/// Every constraint over `cols`' columns, in order; when `reduce`, without the empty rows
/// 0 satisfies and without repeats of an earlier row.
fn rows(problem: &Problem, cols: &Columns, reduce: bool) -> Rows {
    let mut out = Rows {
        start: vec![0],
        ..Rows::default()
    };
    let mut seen: HashMap<u64, Vec<usize>> = HashMap::new();
    let mut terms: Vec<(u32, f64)> = Vec::new();
    for c in problem.constraints() {
        terms.clear();
        terms.extend(c.expr.terms().iter().map(|&(v, k)| (cols.of(v) as u32, k)));
        // Stable: repeats of a column sum in the order the expression has them, as
        // `LinearExpr::normalized` sums a repeated variable.
        terms.sort_by_key(|&(col, _)| col);
        let at = out.col.len();
        for &(col, k) in &terms {
            match out.col.last() {
                Some(&last) if out.col.len() > at && last == col => {
                    *out.value.last_mut().expect("a value per column") += k;
                }
                _ => {
                    out.col.push(col);
                    out.value.push(k);
                }
            }
        }
        // Drop the zero sums (`normalized` drops zero coefficients).
        let mut keep = at;
        for i in at..out.col.len() {
            if out.value[i] != 0.0 {
                out.col[keep] = out.col[i];
                out.value[keep] = out.value[i];
                keep += 1;
            }
        }
        out.col.truncate(keep);
        out.value.truncate(keep);
        let bounds = c.row_bounds();
        let r = out.bounds.len();
        if reduce {
            let empty_ok = keep == at && bounds.0 <= 0.0 && 0.0 <= bounds.1;
            let h = row_hash(&out.col[at..], &out.value[at..], bounds);
            out.start.push(keep);
            out.bounds.push(bounds);
            let same = seen
                .get(&h)
                .is_some_and(|rs| rs.iter().any(|&s| out.same(r, s)));
            if empty_ok || same {
                out.start.pop();
                out.bounds.pop();
                out.col.truncate(at);
                out.value.truncate(at);
                continue;
            }
            seen.entry(h).or_default().push(r);
            continue;
        }
        out.start.push(keep);
        out.bounds.push(bounds);
    }
    out
}

/// The model HiGHS solves for `problem` (minimised, the objective's constant left out)
/// and where each variable went: reduced when `reduce` (see the module docs).
pub(crate) fn model(problem: &Problem, reduce: bool) -> (ColProblem, Columns) {
    let cols = columns(problem, reduce);
    let rows = rows(problem, &cols, reduce);
    // Per column: cost, bounds, integrality (the first variable of a column sets the
    // bounds, all of its variables have them).
    let mut cost = vec![0.0; cols.len()];
    for &(v, c) in problem.objective().normalized().terms() {
        cost[cols.of(v)] += c;
    }
    let mut first: Vec<Option<VarId>> = vec![None; cols.len()];
    let mut integral = vec![false; cols.len()];
    for v in problem.var_ids() {
        let c = cols.of(v);
        first[c].get_or_insert(v);
        integral[c] |= problem.variables()[v.index()].kind.is_integral();
    }
    // The transpose: per column its (row, value) in row order.
    let mut count = vec![0usize; cols.len() + 1];
    for &c in &rows.col {
        count[c as usize + 1] += 1;
    }
    for i in 0..cols.len() {
        count[i + 1] += count[i];
    }
    let mut next = count.clone();
    let mut entries: Vec<(u32, f64)> = vec![(0, 0.0); rows.col.len()];
    let mut pb = ColProblem::default();
    let mut row_ids: Vec<Row> = Vec::with_capacity(rows.bounds.len());
    for (r, &(lo, hi)) in rows.bounds.iter().enumerate() {
        row_ids.push(pb.add_row(lo..=hi));
        let (cs, vs) = rows.terms(r);
        for (&c, &v) in cs.iter().zip(vs) {
            entries[next[c as usize]] = (r as u32, v);
            next[c as usize] += 1;
        }
    }
    drop(rows);
    drop(next);
    for c in 0..cols.len() {
        let v = &problem.variables()[first[c].expect("a variable per column").index()];
        let column = entries[count[c]..count[c + 1]]
            .iter()
            .map(|&(r, k)| (row_ids[r as usize], k));
        pb.add_column_with_integrality(cost[c], v.lower..=v.upper, column, integral[c]);
    }
    (pb, cols)
}
