//! Pretty forms of the `sdy` ops. Returns `false` (generic form is used instead) when
//! an op does not have the attributes its pretty form needs.

use std::fmt::Write as _;

use super::Printer;
use crate::ir::sdy::{AxisSet, MeshBody, SdyAttr, ShardingBody};
use crate::ir::{Attr, OpId};

pub fn print(p: &mut Printer, op: OpId) -> bool {
    let o = &p.m.ops[op];
    let name = o.name.clone();
    let sdy = |k: &str| o.attr(k).and_then(Attr::as_sdy).cloned();
    let operands = o.operands.clone();
    let attrs = o.attrs.clone();
    match name.as_str() {
        "sdy.mesh" => {
            let (Some(sym), Some(SdyAttr::Mesh(m))) =
                (o.attr("sym_name").and_then(Attr::as_str), sdy("mesh"))
            else {
                return false;
            };
            let _ = write!(p.out, "sdy.mesh {} = {}", super::symbol(&sym), MeshBody(&m));
            p.attr_dict(&attrs, &["sym_name", "mesh"]);
            true
        }
        "sdy.sharding_constraint" | "sdy.reshard" => {
            let Some(SdyAttr::Sharding(s)) = sdy("sharding") else {
                return false;
            };
            if operands.len() != 1 {
                return false;
            }
            let _ = write!(p.out, "{name} ");
            p.value(operands[0]);
            let _ = write!(p.out, " {}", ShardingBody(&s));
            p.attr_dict(&attrs, &["sharding"]);
            single_type(p, op);
            true
        }
        "sdy.sharding_group" => {
            let Some(id) = o.attr("group_id").and_then(Attr::as_i64) else {
                return false;
            };
            if operands.len() != 1 {
                return false;
            }
            p.w("sdy.sharding_group ");
            p.value(operands[0]);
            let _ = write!(p.out, " group_id={id}");
            p.attr_dict(&attrs, &["group_id"]);
            p.w(" : ");
            p.types_of(&operands);
            true
        }
        "sdy.propagation_barrier" => {
            let Some(SdyAttr::Direction(d)) = sdy("allowed_direction") else {
                return false;
            };
            if operands.len() != 1 {
                return false;
            }
            p.w("sdy.propagation_barrier ");
            p.value(operands[0]);
            let _ = write!(p.out, " allowed_direction={}", d.keyword());
            p.attr_dict(&attrs, &["allowed_direction"]);
            single_type(p, op);
            true
        }
        "sdy.data_flow_edge" => {
            if operands.len() != 1 {
                return false;
            }
            p.w("sdy.data_flow_edge ");
            p.value(operands[0]);
            match sdy("sharding") {
                Some(SdyAttr::Sharding(s)) => {
                    let _ = write!(p.out, " sharding={}", ShardingBody(&s));
                }
                Some(_) => return false,
                None => {}
            }
            p.attr_dict(&attrs, &["sharding"]);
            single_type(p, op);
            true
        }
        "sdy.func_data_flow_edge" => {
            if operands.len() != 1 {
                return false;
            }
            p.w("sdy.func_data_flow_edge ");
            p.value(operands[0]);
            p.attr_dict(&attrs, &[]);
            single_type(p, op);
            true
        }
        "sdy.constant" => {
            let Some(v @ Attr::Elements { .. }) = o.attr("value").cloned() else {
                return false;
            };
            p.w("sdy.constant");
            p.attr_dict(&attrs, &["value"]);
            p.w(" ");
            p.attr(&v);
            true
        }
        "sdy.return" => {
            p.print_return_like(op, "sdy.return");
            true
        }
        "sdy.manual_computation" => {
            let (
                Some(SdyAttr::ShardingPerValue(ins)),
                Some(SdyAttr::ShardingPerValue(outs)),
                Some(SdyAttr::ManualAxes(axes)),
            ) = (
                sdy("in_shardings"),
                sdy("out_shardings"),
                sdy("manual_axes"),
            )
            else {
                return false;
            };
            let Some(&r) = o.regions.first() else {
                return false;
            };
            p.w("sdy.manual_computation(");
            p.values(&operands);
            p.w(") in_shardings=");
            sharding_list(p, &ins);
            p.w(" out_shardings=");
            sharding_list(p, &outs);
            let q: Vec<String> = axes.iter().map(|a| format!("\"{a}\"")).collect();
            let _ = write!(p.out, " manual_axes={{{}}} ", q.join(", "));
            p.entry_args(r);
            p.w(" ");
            p.region(r, false);
            p.attr_dict(&attrs, &["in_shardings", "out_shardings", "manual_axes"]);
            p.w(" : ");
            p.functional_type(op);
            true
        }
        "sdy.named_computation" => {
            let Some(n) = o.attr("name").and_then(|a| {
                if let Attr::Str(s) = a {
                    Some(s.clone())
                } else {
                    None
                }
            }) else {
                return false;
            };
            let Some(&r) = o.regions.first() else {
                return false;
            };
            let ins = sdy("in_shardings");
            let outs = sdy("out_shardings");
            let _ = write!(p.out, "sdy.named_computation<\"{n}\">(");
            p.values(&operands);
            p.w(")");
            for (k, v) in [("in_shardings", ins), ("out_shardings", outs)] {
                match v {
                    Some(SdyAttr::ShardingPerValue(l)) => {
                        let _ = write!(p.out, " {k}=");
                        sharding_list(p, &l);
                    }
                    Some(_) => return false,
                    None => {}
                }
            }
            p.w(" ");
            p.entry_args(r);
            p.w(" ");
            p.region(r, false);
            p.attr_dict(&attrs, &["name", "in_shardings", "out_shardings"]);
            p.w(" : ");
            p.functional_type(op);
            true
        }
        "sdy.all_gather"
        | "sdy.all_slice"
        | "sdy.reduce_scatter"
        | "sdy.all_reduce"
        | "sdy.all_to_all"
        | "sdy.collective_permute" => {
            let key = match name.as_str() {
                "sdy.all_gather" => Some("gathering_axes"),
                "sdy.all_slice" => Some("slicing_axes"),
                "sdy.reduce_scatter" => Some("reduce_scatter_axes"),
                "sdy.all_reduce" => Some("reduction_axes"),
                "sdy.all_to_all" => Some("params"),
                _ => None,
            };
            let Some(SdyAttr::Sharding(out)) = sdy("out_sharding") else {
                return false;
            };
            if operands.len() != 1 {
                return false;
            }
            let _ = write!(p.out, "{name} ");
            if let Some(k) = key {
                match sdy(k) {
                    Some(SdyAttr::ListOfAxisRefLists(l)) => {
                        let parts: Vec<String> = l.iter().map(|s| AxisSet(s).to_string()).collect();
                        let _ = write!(p.out, "[{}] ", parts.join(", "));
                    }
                    Some(SdyAttr::AxisRefList(l)) => {
                        let _ = write!(p.out, "{} ", AxisSet(&l));
                    }
                    Some(SdyAttr::AllToAllParams(ps)) => {
                        let parts: Vec<String> = ps
                            .iter()
                            .map(|x| format!("{}: {}->{}", AxisSet(&x.axes), x.src_dim, x.tgt_dim))
                            .collect();
                        let _ = write!(p.out, "[{}] ", parts.join(", "));
                    }
                    _ => return false,
                }
            }
            p.value(operands[0]);
            let _ = write!(p.out, " out_sharding={}", ShardingBody(&out));
            let mut elided = vec!["out_sharding"];
            elided.extend(key);
            p.attr_dict(&attrs, &elided);
            single_type(p, op);
            true
        }
        _ => false,
    }
}

fn sharding_list(p: &mut Printer, l: &[crate::ir::sdy::TensorSharding]) {
    let parts: Vec<String> = l.iter().map(|s| ShardingBody(s).to_string()).collect();
    let _ = write!(p.out, "[{}]", parts.join(", "));
}

/// ` : T` using the result's type.
fn single_type(p: &mut Printer, op: OpId) {
    let rs = p.m.ops[op].results.clone();
    p.w(" : ");
    p.types_of(&rs);
}
