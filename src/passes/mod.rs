//! Shardy's import passes, one module each, and the `sdy_opt`-style driver that runs
//! them by name.
//!
//! Each pass is a function `(module, options) -> Result<warnings, errors>` with no I/O,
//! doing exactly what the Shardy pass of the same name does (jaxlib's Shardy is the
//! oracle, see `tests/passes_differential.rs`). The table [`PASSES`] names them the way
//! Shardy does, with their options; [`Pipeline::parse`] reads `a,b{opt=val},c` (and the
//! `builtin.module(...)` / `func.func(...)` nesting MLIR prints, which changes nothing
//! here since every pass runs on the whole module).
//!
//! The import pipeline (`sdy-import-pipeline`):
//!
//! | step | what it does |
//! |---|---|
//! | `symbol-dce` | drop unreferenced private functions |
//! | `sdy-lift-inlined-meshes` | inlined meshes become `sdy.mesh` symbols |
//! | `sdy-remove-size-one-axes` | size-1 axes leave every sharding |
//! | `sdy-propagate-sharding-from-func-to-call` | calls take their callee's result shardings |
//! | `sdy-constant-or-scalar-splitter` | one copy of each constant / scalar broadcast per use |
//! | `symbol-dce` | drop the functions the splitter left unused |
//! | `sdy-manual-axes-cleanup` | manual axes sorted and fully specified |
//! | `sdy-add-data-flow-edges` | `sdy.data_flow_edge` after every data-flow edge owner |
//!
//! `sdy-propagation-pipeline` continues with `sdy-flatten-call-graph`, `symbol-dce`,
//! `sdy-import-func-calls`, `symbol-dce`, `sdy-apply-sharding-constraints` and
//! `sdy-sharding-group-import` before propagating; [`PROPAGATION_IMPORT`] is that prefix.

pub mod add_data_flow_edges;
pub mod apply_sharding_constraints;
pub mod constant_or_scalar_merger;
pub mod constant_or_scalar_splitter;
pub mod flatten_call_graph;
pub mod import_func_calls;
pub mod inline_meshes;
pub mod legalize_chlo;
pub mod lift_inlined_meshes;
pub mod manual_axes_cleanup;
pub mod mesh_override;
pub mod populate_op_sharding_rules;
pub mod propagate_sharding_from_func_to_call;
pub mod remove_size_one_axes;
pub mod sharding;
pub mod sharding_group_import;
pub mod symbol_dce;
pub mod symbols;

use std::collections::BTreeMap;
use std::fmt;

use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::{Module, OpId};

/// `Ok(warnings)` or `Err(errors, with any warnings)`.
pub type PassResult = Result<Diagnostics, Diagnostics>;

/// A pass function.
pub type PassFn = fn(&mut Module, &PassOptions) -> PassResult;

/// The options given to one pass (`name{key=value ...}`), validated against the pass's
/// declared options.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    values: BTreeMap<String, String>,
}

impl PassOptions {
    pub fn get(&self, key: &str) -> Option<&str> {
        self.values.get(key).map(String::as_str)
    }

    /// A boolean option (`true`/`false`/`1`/`0`), or `default` if not given.
    pub fn bool(&self, key: &str, default: bool) -> bool {
        match self.get(key) {
            Some("true" | "1") => true,
            Some("false" | "0") => false,
            _ => default,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// An option a pass accepts.
pub struct PassOption {
    pub name: &'static str,
    pub default: &'static str,
    pub help: &'static str,
}

/// A pass, or a pipeline of other registered elements.
pub enum PassKind {
    Pass(PassFn),
    Pipeline(&'static [&'static str]),
}

/// One entry of the registry.
pub struct PassInfo {
    pub name: &'static str,
    pub summary: &'static str,
    pub options: &'static [PassOption],
    pub kind: PassKind,
}

/// The import pipeline of Shardy, in order (`sdy-import-pipeline`).
pub const IMPORT_PIPELINE: &[&str] = &[
    "symbol-dce",
    "sdy-lift-inlined-meshes",
    "sdy-remove-size-one-axes",
    "sdy-propagate-sharding-from-func-to-call",
    "sdy-constant-or-scalar-splitter",
    "symbol-dce",
    "sdy-manual-axes-cleanup",
    "sdy-add-data-flow-edges",
];

/// What `sdy-propagation-pipeline` runs before propagating: the import pipeline, then
/// call graph flattening, calls to named computations, constraints and groups.
pub const PROPAGATION_IMPORT: &[&str] = &[
    "sdy-import-pipeline",
    "sdy-flatten-call-graph",
    "symbol-dce",
    "sdy-import-func-calls{add-data-flow-edges-on-named-computations=true}",
    "symbol-dce",
    "sdy-apply-sharding-constraints",
    "sdy-sharding-group-import",
];

const NO_OPTIONS: &[PassOption] = &[];

const DEBUG_OPTIONS: &[PassOption] = &[
    PassOption {
        name: "debug-sharding-origins",
        default: "false",
        help: "accepted for compatibility; origins are not recorded",
    },
    PassOption {
        name: "debug-propagation-edge-sharding",
        default: "false",
        help: "accepted for compatibility; edges are not recorded",
    },
];

/// Every pass and pipeline, by Shardy's name.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "sdy-add-data-flow-edges",
        summary: "insert an sdy.data_flow_edge for every data-flow edge owner",
        options: NO_OPTIONS,
        kind: PassKind::Pass(add_data_flow_edges::run),
    },
    PassInfo {
        name: "sdy-apply-sharding-constraints",
        summary: "copy constraints that dictate their input's sharding onto the input",
        options: DEBUG_OPTIONS,
        kind: PassKind::Pass(apply_sharding_constraints::run),
    },
    PassInfo {
        name: "sdy-constant-or-scalar-merger",
        summary: "merge identical constants and scalar broadcasts (export)",
        options: NO_OPTIONS,
        kind: PassKind::Pass(constant_or_scalar_merger::run),
    },
    PassInfo {
        name: "sdy-constant-or-scalar-splitter",
        summary: "give every use of a constant sub-computation or scalar broadcast its own copy",
        options: NO_OPTIONS,
        kind: PassKind::Pass(constant_or_scalar_splitter::run),
    },
    PassInfo {
        name: "sdy-flatten-call-graph",
        summary: "clone functions so that each is called at most once",
        options: NO_OPTIONS,
        kind: PassKind::Pass(flatten_call_graph::run),
    },
    PassInfo {
        name: "sdy-import-func-calls",
        summary: "turn func.call ops into sdy.named_computation ops holding the callee",
        options: &[PassOption {
            name: import_func_calls::ADD_EDGES,
            default: "true",
            help: "add data-flow edges to the new named computations",
        }],
        kind: PassKind::Pass(import_func_calls::run),
    },
    PassInfo {
        name: "sdy-import-pipeline",
        summary: "Shardy's import passes, run before propagation",
        options: NO_OPTIONS,
        kind: PassKind::Pipeline(IMPORT_PIPELINE),
    },
    PassInfo {
        name: "sdy-inline-meshes",
        summary: "replace mesh symbols by the meshes and erase the sdy.mesh ops",
        options: NO_OPTIONS,
        kind: PassKind::Pass(inline_meshes::run),
    },
    PassInfo {
        name: "sdy-lift-inlined-meshes",
        summary: "replace inlined meshes by (deduplicated) sdy.mesh symbols",
        options: NO_OPTIONS,
        kind: PassKind::Pass(lift_inlined_meshes::run),
    },
    PassInfo {
        name: "sdy-manual-axes-cleanup",
        summary: "sort manual axes and add unused ones to replicated axes",
        options: NO_OPTIONS,
        kind: PassKind::Pass(manual_axes_cleanup::run),
    },
    PassInfo {
        name: "sdy-populate-op-sharding-rules",
        summary: "attach every op's sharding rule from the rule registry (crate::rules)",
        options: &[PassOption {
            name: populate_op_sharding_rules::CONSERVATIVE,
            default: "false",
            help: "conservative rules (no factors for windowed/concatenated dims)",
        }],
        kind: PassKind::Pass(populate_op_sharding_rules::run),
    },
    PassInfo {
        name: "sdy-propagate-sharding-from-func-to-call",
        summary: "give calls without result shardings their callee's result shardings",
        options: NO_OPTIONS,
        kind: PassKind::Pass(propagate_sharding_from_func_to_call::run),
    },
    PassInfo {
        name: "autoshard-propagation-import",
        summary: "(autoshard) everything sdy-propagation-pipeline runs before propagating",
        options: NO_OPTIONS,
        kind: PassKind::Pipeline(PROPAGATION_IMPORT),
    },
    PassInfo {
        name: "sdy-remove-size-one-axes",
        summary: "remove axes of size one from every sharding",
        options: NO_OPTIONS,
        kind: PassKind::Pass(remove_size_one_axes::run),
    },
    PassInfo {
        name: "sdy-sharding-group-import",
        summary: "merge overlapping sharding groups, renumber them and validate them",
        options: NO_OPTIONS,
        kind: PassKind::Pass(sharding_group_import::run),
    },
    PassInfo {
        name: "symbol-dce",
        summary: "erase unreferenced private symbols",
        options: NO_OPTIONS,
        kind: PassKind::Pass(symbol_dce::run),
    },
    // ----- propagation and export (crate::propagate) -----
    PassInfo {
        name: "sdy-basic-propagate",
        summary: "(propagate) one run of the basic strategy",
        options: crate::propagate::pipeline::PROPAGATION_OPTIONS,
        kind: PassKind::Pass(crate::propagate::pipeline::basic_pass),
    },
    PassInfo {
        name: "sdy-aggressive-propagate",
        summary: "(propagate) one run of each strategy of propagation-strategy",
        options: crate::propagate::pipeline::PROPAGATION_OPTIONS,
        kind: PassKind::Pass(crate::propagate::pipeline::aggressive_pass),
    },
    PassInfo {
        name: "sdy-op-priority-propagate",
        summary: "(propagate) the five op-priority runs",
        options: crate::propagate::pipeline::PROPAGATION_OPTIONS,
        kind: PassKind::Pass(crate::propagate::pipeline::op_priority_pass),
    },
    PassInfo {
        name: "sdy-user-priority-propagate",
        summary: "(propagate) every user priority, each with the op-priority runs",
        options: crate::propagate::pipeline::PROPAGATION_OPTIONS,
        kind: PassKind::Pass(crate::propagate::pipeline::user_priority_pass),
    },
    PassInfo {
        name: "sdy-pre-order-funcs",
        summary: "(propagate) no-op: the propagator orders functions itself",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::pipeline::no_op),
    },
    PassInfo {
        name: "sdy-propagation-pipeline",
        summary: "import passes, user-priority propagation, export passes",
        options: crate::propagate::pipeline::PROPAGATION_OPTIONS,
        kind: PassKind::Pipeline(crate::propagate::pipeline::PIPELINE),
    },
    PassInfo {
        name: "sdy-export-named-computations",
        summary: "(export) named computations back to calls of private functions",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::export::export_named_computations),
    },
    PassInfo {
        name: "sdy-propagate-to-func-results",
        summary: "(export) non-main functions take their returned values' shardings",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::export::propagate_to_func_results),
    },
    PassInfo {
        name: "sdy-unflatten-call-graph",
        summary: "(export) calls of equivalent clones share one function",
        options: &[PassOption {
            name: "dedup-functions-fully",
            default: "false",
            help: "accepted; only false is implemented",
        }],
        kind: PassKind::Pass(crate::propagate::export::unflatten_call_graph),
    },
    PassInfo {
        name: "sdy-insert-func-call-reshards",
        summary: "(export) reshard call results whose callee result sharding differs",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::export::insert_func_call_reshards),
    },
    PassInfo {
        name: "autoshard-constant-or-scalar-merger",
        summary: "(export) sdy-constant-or-scalar-merger in one walk (same result)",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::export::constant_or_scalar_merger),
    },
    PassInfo {
        name: "sdy-sink-data-flow-edges",
        summary: "(export) move data-flow edge shardings onto their owners",
        options: &[
            PassOption {
                name: "sink-debug-sharding-origins",
                default: "false",
                help: "accepted for compatibility",
            },
            PassOption {
                name: "sink-debug-propagation-edge-sharding",
                default: "false",
                help: "accepted for compatibility",
            },
        ],
        kind: PassKind::Pass(crate::propagate::export::sink_data_flow_edges),
    },
    PassInfo {
        name: "sdy-remove-sharding-groups",
        summary: "(export) erase sharding groups",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::export::remove_sharding_groups),
    },
    PassInfo {
        name: "sdy-sharding-constraint-to-reshard",
        summary: "(export) sharding constraints become reshards",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::export::sharding_constraint_to_reshard),
    },
    PassInfo {
        name: "sdy-update-non-divisible-input-output-shardings",
        summary: "(export) keep the evenly dividing prefix of function I/O shardings",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::export::update_non_divisible_io),
    },
    PassInfo {
        name: "sdy-remove-sub-axes-in-input-output-shardings",
        summary: "(export) main's open dims stop at their first sub-axis",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::export::remove_sub_axes_in_io),
    },
    PassInfo {
        name: "sdy-close-shardings",
        summary: "(export) close every dim of every sharding",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::export::close_shardings),
    },
    PassInfo {
        name: "sdy-insert-explicit-reshards",
        summary: "(export) reshards of the default (non-full) version: call operands, dots",
        options: &[PassOption {
            name: "enable-full-version",
            default: "false",
            help: "accepted; only the default (false) is implemented",
        }],
        kind: PassKind::Pass(crate::propagate::export::insert_explicit_reshards),
    },
    PassInfo {
        name: "canonicalize",
        summary: "(export) only the dead-code erasure of MLIR's canonicalizer",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::export::erase_dead_ops),
    },
    PassInfo {
        name: "sdy-drop-sharding-rules",
        summary: "(export) drop sdy.sharding_rule attributes",
        options: NO_OPTIONS,
        kind: PassKind::Pass(crate::propagate::export::drop_sharding_rules),
    },
];

/// The registry entry of a pass or pipeline.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}

/// One pass of a pipeline with its options.
pub struct Step {
    pub pass: &'static PassInfo,
    pub options: PassOptions,
}

/// A sequence of passes (pipelines expanded).
#[derive(Default)]
pub struct Pipeline {
    pub steps: Vec<Step>,
}

impl fmt::Debug for Pipeline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pipeline({self})")
    }
}

impl fmt::Display for Pipeline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.steps.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            f.write_str(s.pass.name)?;
            if !s.options.is_empty() {
                let kv: Vec<String> = s
                    .options
                    .values
                    .iter()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect();
                write!(f, "{{{}}}", kv.join(" "))?;
            }
        }
        Ok(())
    }
}

/// Splits at commas outside `()`, `{}` and quotes.
fn split_top(s: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start, mut quoted) = (Vec::new(), 0i32, 0, false);
    for (i, c) in s.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '(' | '{' if !quoted => depth += 1,
            ')' | '}' if !quoted => depth -= 1,
            ',' if depth == 0 && !quoted => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out.into_iter()
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .collect()
}

impl Pipeline {
    /// Parses `a,b{key=value key2=value2},c`. Registered pipelines are expanded;
    /// `builtin.module(...)` and `func.func(...)` nest elements (flattened here). An empty
    /// pipeline runs nothing.
    pub fn parse(text: &str) -> Result<Pipeline, String> {
        let mut p = Pipeline::default();
        p.parse_into(text, 0)?;
        Ok(p)
    }

    fn parse_into(&mut self, text: &str, depth: usize) -> Result<(), String> {
        if depth > 16 {
            return Err("pass pipeline nests too deeply".into());
        }
        for elem in split_top(text) {
            let name_end = elem.find(['{', '(']).unwrap_or(elem.len());
            let name = elem[..name_end].trim();
            let rest = elem[name_end..].trim();
            if matches!(name, "builtin.module" | "func.func") {
                let inner = rest
                    .strip_prefix('(')
                    .and_then(|r| r.strip_suffix(')'))
                    .ok_or_else(|| {
                        format!("expected '{name}(...)' in pass pipeline, found '{elem}'")
                    })?;
                self.parse_into(inner, depth + 1)?;
                continue;
            }
            let info = lookup(name).ok_or_else(|| {
                let known: Vec<&str> = PASSES.iter().map(|p| p.name).collect();
                format!("unknown pass '{name}' (known: {})", known.join(", "))
            })?;
            let options = match rest {
                "" => PassOptions::default(),
                r if r.starts_with('{') && r.ends_with('}') => {
                    parse_options(info, &r[1..r.len() - 1])?
                }
                _ => return Err(format!("cannot parse pass pipeline element '{elem}'")),
            };
            match &info.kind {
                PassKind::Pass(_) => self.steps.push(Step {
                    pass: info,
                    options,
                }),
                PassKind::Pipeline(parts) => {
                    let first = self.steps.len();
                    for part in parts.iter() {
                        self.parse_into(part, depth + 1)?;
                    }
                    // A pipeline's options go to each of its passes that declares them
                    // (as Shardy's pipeline options configure its propagation pass).
                    for step in &mut self.steps[first..] {
                        for (k, v) in &options.values {
                            if step.pass.options.iter().any(|o| o.name == k) {
                                step.options.values.insert(k.clone(), v.clone());
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Runs the passes in order. Stops at the first failing pass; its errors carry a note
    /// naming it. With `verify_each`, the module is verified after every pass.
    pub fn run(&self, m: &mut Module, verify_each: bool) -> PassResult {
        self.run_timed(m, verify_each).0
    }

    /// [`Pipeline::run`], also returning the wall time of each pass that ran.
    pub fn run_timed(&self, m: &mut Module, verify_each: bool) -> (PassResult, Vec<PassTiming>) {
        let mut all = Diagnostics::default();
        let mut timings = Vec::new();
        for step in &self.steps {
            let PassKind::Pass(f) = step.pass.kind else {
                continue;
            };
            let start = std::time::Instant::now();
            let result = f(m, &step.options);
            timings.push(PassTiming {
                pass: step.pass.name,
                time: start.elapsed(),
            });
            let (ok, diags) = match result {
                Ok(d) => (true, d),
                Err(d) => (false, d),
            };
            let note = format!("in pass '{}'", step.pass.name);
            all.0
                .extend(diags.0.into_iter().map(|d| d.with_note(note.clone(), None)));
            if !ok {
                return (Err(all), timings);
            }
            if verify_each {
                let v = crate::verify::verify(m);
                if v.has_errors() {
                    let note = format!("the module is invalid after pass '{}'", step.pass.name);
                    all.0.extend(
                        v.0.into_iter()
                            .map(|d: Diagnostic| d.with_note(note.clone(), None)),
                    );
                    return (Err(all), timings);
                }
            }
        }
        (Ok(all), timings)
    }
}

/// How long one pass took.
#[derive(Clone, Debug)]
pub struct PassTiming {
    pub pass: &'static str,
    pub time: std::time::Duration,
}

fn parse_options(info: &PassInfo, text: &str) -> Result<PassOptions, String> {
    let mut o = PassOptions::default();
    for kv in text.split_whitespace() {
        let (k, v) = kv
            .split_once('=')
            .ok_or_else(|| format!("pass option '{kv}' of '{}' is not key=value", info.name))?;
        if !info.options.iter().any(|d| d.name == k) {
            let known: Vec<&str> = info.options.iter().map(|d| d.name).collect();
            return Err(if known.is_empty() {
                format!("pass '{}' takes no options (got '{k}')", info.name)
            } else {
                format!(
                    "pass '{}' has no option '{k}' (options: {})",
                    info.name,
                    known.join(", ")
                )
            });
        }
        o.values.insert(k.to_string(), v.to_string());
    }
    Ok(o)
}

/// Every op reachable from the top in post-order (an op after its regions' ops), the
/// order of MLIR's default `walk`.
pub fn walk_post_order(m: &Module) -> Vec<OpId> {
    match m.top {
        Some(t) => walk_post_order_from(m, t),
        None => vec![],
    }
}

/// `op` and the ops nested in it, in post-order.
pub fn walk_post_order_from(m: &Module, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    // (op, children pushed?)
    let mut stack = vec![(op, false)];
    while let Some((o, expanded)) = stack.pop() {
        if expanded {
            out.push(o);
            continue;
        }
        stack.push((o, true));
        let mut children = Vec::new();
        for &r in &m.ops[o].regions {
            for &b in &m.regions[r].blocks {
                children.extend(m.blocks[b].ops.iter().copied());
            }
        }
        stack.extend(children.into_iter().rev().map(|c| (c, false)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_pipelines() {
        let p = Pipeline::parse("builtin.module(sdy-import-pipeline)").unwrap();
        assert_eq!(p.steps.len(), IMPORT_PIPELINE.len());
        let p = Pipeline::parse(
            "symbol-dce, func.func(sdy-constant-or-scalar-merger),sdy-import-func-calls{add-data-flow-edges-on-named-computations=false}",
        )
        .unwrap();
        assert_eq!(
            p.to_string(),
            "symbol-dce,sdy-constant-or-scalar-merger,sdy-import-func-calls{add-data-flow-edges-on-named-computations=false}"
        );
        assert!(!p.steps[2].options.bool(import_func_calls::ADD_EDGES, true));
        assert!(Pipeline::parse("nope")
            .unwrap_err()
            .contains("unknown pass 'nope'"));
        assert!(Pipeline::parse("symbol-dce{x=1}")
            .unwrap_err()
            .contains("takes no options"));
        assert!(Pipeline::parse("sdy-import-func-calls{x=1}")
            .unwrap_err()
            .contains("has no option 'x'"));
    }
}
