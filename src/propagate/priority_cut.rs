//! What the annotations up to a user priority imply: the input of incremental
//! partitioning (shard the batch at p0, then Megatron at p1, then ZeRO at p2, and let
//! the search decide the rest).
//!
//! [`cut_above`] removes every dim annotation whose priority is above `k` (the dim
//! becomes open and empty: nothing is asked of it), so that propagating the result
//! gives exactly what the annotations with priority `<= k` imply, as Shardy would
//! propagate a module in which only those were written. Replicated and unreduced axes
//! carry no priority and stay.

use crate::ir::sdy::DimSharding;
use crate::ir::Module;
use crate::passes::sharding::transform_shardings;

/// A dim annotation that [`cut_above`] removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CutDim {
    /// The dim as written (`{"model"}p2`).
    pub written: String,
}

/// Makes every dim with priority above `k` open and empty (priority dropped); returns
/// the dims removed, in walk order.
pub fn cut_above(m: &mut Module, k: i64) -> Vec<CutDim> {
    let mut cut = Vec::new();
    transform_shardings(m, |s| {
        let mut out = s.clone();
        for d in &mut out.dims {
            if d.priority.unwrap_or(0) > k {
                cut.push(CutDim {
                    written: d.to_string(),
                });
                *d = DimSharding {
                    axes: vec![],
                    closed: false,
                    priority: None,
                };
            }
        }
        out
    });
    cut
}

/// The module annotated with what the annotations of priority `<= k` imply, as intent
/// for a search: [`cut_above`], then `sdy-propagation-pipeline`, then every dim opened
/// (a dim keeps its axes as a major prefix and may gain more; an empty dim is free) and
/// priorities dropped. Returns the module and the dims cut.
pub fn implied_through(
    m: &Module,
    k: i64,
) -> Result<(Module, Vec<CutDim>), crate::diag::Diagnostics> {
    let mut out = m.clone();
    let cut = cut_above(&mut out, k);
    super::pipeline::run_pipeline(&mut out)?;
    open_every_dim(&mut out);
    Ok((out, cut))
}

/// Opens every dim of every sharding and drops priorities: each dim keeps its axes as
/// a major prefix that propagation (or a search) may extend.
pub fn open_every_dim(m: &mut Module) {
    transform_shardings(m, |s| {
        let mut s = s.clone();
        for d in &mut s.dims {
            d.closed = false;
            d.priority = None;
        }
        s
    });
}

/// The largest priority written in the module (0 when none is).
pub fn max_priority(m: &Module) -> i64 {
    let mut max = 0;
    let mut probe = m.clone();
    transform_shardings(&mut probe, |s| {
        for d in &s.dims {
            max = max.max(d.priority.unwrap_or(0));
        }
        s.clone()
    });
    max
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::SourceFile;
    use crate::print::{print_module, PrintOptions};

    const SRC: &str = r#"sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {"y"}p1]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}p2, {?}], replicated={"y"}>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"#;

    fn module() -> Module {
        let (m, d) = crate::parse::parse_module(&SourceFile::new("t", SRC));
        assert!(!d.has_errors());
        m
    }

    #[test]
    fn cuts_dims_above_the_priority_and_keeps_the_rest() {
        let mut m = module();
        assert_eq!(max_priority(&m), 2);
        let cut = cut_above(&mut m, 0);
        assert_eq!(
            cut.iter().map(|c| c.written.as_str()).collect::<Vec<_>>(),
            [r#"{"y"}p1"#, "{}p2"]
        );
        let text = print_module(&m, PrintOptions::default());
        assert!(text.contains(r#"[{"x"}p0, {?}]"#), "{text}");
        assert!(text.contains(r#"[{?}, {?}], replicated={"y"}"#), "{text}");
    }

    #[test]
    fn implied_shardings_are_open_prefixes() {
        let m = module();
        let (implied, cut) = implied_through(&m, 0).expect("propagates");
        assert_eq!(cut.len(), 2);
        let text = print_module(&implied, PrintOptions::default());
        // %arg0's p0 dim holds "x" and stays open for more; the add took it.
        assert!(text.contains(r#"[{"x", ?}, {?}]"#), "{text}");
        assert!(!text.contains("p1") && !text.contains("p2"), "{text}");
    }

    #[test]
    fn cutting_at_the_largest_priority_changes_nothing() {
        let mut m = module();
        let before = print_module(&m, PrintOptions::default());
        assert!(cut_above(&mut m, 2).is_empty());
        assert_eq!(print_module(&m, PrintOptions::default()), before);
    }
}
