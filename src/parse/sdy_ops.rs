//! Pretty forms of the `sdy` ops, as Shardy prints them.

use super::{OpState, PResult, Parser};
use crate::diag::{Diagnostic, Span};
use crate::ir::sdy::SdyAttr;
use crate::ir::{Attr, Type};

pub fn parse(p: &mut Parser, st: &mut OpState, name_span: Span) -> PResult<()> {
    let name = st.name.clone();
    match name.as_str() {
        "sdy.mesh" => {
            let at = p.c.span_here();
            let Some(sym) = p.c.symbol_name() else {
                return p.c.err("expected mesh name '@...'");
            };
            st.push_attr(
                "sym_name",
                Attr::Str(sym.to_string()),
                true,
                Span::new(at.start as usize, p.c.pos),
            );
            p.c.expect("=")?;
            let at = p.c.span_here();
            p.c.expect("<")?;
            let m = p.parse_mesh_after_angle()?;
            st.push_attr(
                "mesh",
                Attr::Sdy(SdyAttr::Mesh(m)),
                true,
                Span::new(at.start as usize, p.c.pos),
            );
            st.extend_attrs(p.parse_opt_attr_dict()?);
            Ok(())
        }
        "sdy.sharding_constraint" | "sdy.reshard" => {
            st.operands = vec![p.parse_operand()?];
            sharding_attr(p, st, "sharding")?;
            attr_dict_and_single_type(p, st)
        }
        "sdy.sharding_group" => {
            st.operands = vec![p.parse_operand()?];
            p.c.expect_kw("group_id")?;
            p.c.expect("=")?;
            let at = p.c.span_here();
            let id = p.c.int()?;
            st.push_attr(
                "group_id",
                Attr::int(id, Some(Type::Scalar(i64_ty()))),
                true,
                at,
            );
            st.extend_attrs(p.parse_opt_attr_dict()?);
            p.c.expect(":")?;
            let at = p.c.span_here();
            let t = p.parse_type()?;
            p.check_operand_types(&st.operands, std::slice::from_ref(&t), at)?;
            Ok(())
        }
        "sdy.propagation_barrier" => {
            st.operands = vec![p.parse_operand()?];
            p.c.expect_kw("allowed_direction")?;
            p.c.expect("=")?;
            let at = p.c.span_here();
            let d = p.parse_direction()?;
            st.push_attr(
                "allowed_direction",
                Attr::Sdy(SdyAttr::Direction(d)),
                true,
                at,
            );
            attr_dict_and_single_type(p, st)
        }
        "sdy.data_flow_edge" => {
            st.operands = vec![p.parse_operand()?];
            if p.c.eat_kw("sharding") {
                p.c.expect("=")?;
                sharding_attr(p, st, "sharding")?;
            }
            attr_dict_and_single_type(p, st)
        }
        "sdy.func_data_flow_edge" => {
            st.operands = vec![p.parse_operand()?];
            attr_dict_and_single_type(p, st)
        }
        "sdy.constant" => {
            st.extend_attrs(p.parse_opt_attr_dict()?);
            let at = p.c.span_here();
            let v = p.parse_attr()?;
            let ty = match &v {
                Attr::Elements { ty, .. } => ty.clone(),
                _ => {
                    return Err(Diagnostic::error(
                        at,
                        "expected elements attribute 'dense<...> : type'",
                    ))
                }
            };
            st.push_attr("value", v, true, Span::new(at.start as usize, p.c.pos));
            st.result_types = vec![ty];
            Ok(())
        }
        "sdy.return" => {
            st.extend_attrs(p.parse_opt_attr_dict()?);
            st.operands = p.parse_operand_list()?;
            if !st.operands.is_empty() {
                p.c.expect(":")?;
                let at = p.c.span_here();
                let ts = p.parse_type_list()?;
                p.check_operand_types(&st.operands, &ts, at)?;
            }
            Ok(())
        }
        "sdy.manual_computation" => {
            p.c.expect("(")?;
            st.operands = p.parse_operand_list_until(")")?;
            p.c.expect(")")?;
            p.c.expect_kw("in_shardings")?;
            p.c.expect("=")?;
            sharding_list_attr(p, st, "in_shardings")?;
            p.c.expect_kw("out_shardings")?;
            p.c.expect("=")?;
            sharding_list_attr(p, st, "out_shardings")?;
            p.c.expect_kw("manual_axes")?;
            p.c.expect("=")?;
            let at = p.c.span_here();
            p.c.expect("{")?;
            let mut axes = Vec::new();
            if !p.c.eat("}") {
                loop {
                    axes.push(p.c.string()?.to_string());
                    if !p.c.eat(",") {
                        break;
                    }
                }
                p.c.expect("}")?;
            }
            st.push_attr(
                "manual_axes",
                Attr::Sdy(SdyAttr::ManualAxes(axes)),
                true,
                at,
            );
            region_with_args(p, st)?;
            st.extend_attrs(p.parse_opt_attr_dict()?);
            functional_type(p, st)
        }
        "sdy.named_computation" => {
            p.c.expect("<")?;
            let at = p.c.span_here();
            let n = p.c.string()?.to_string();
            st.push_attr(
                "name",
                Attr::Str(n),
                true,
                Span::new(at.start as usize, p.c.pos),
            );
            p.c.expect(">")?;
            p.c.expect("(")?;
            st.operands = p.parse_operand_list_until(")")?;
            p.c.expect(")")?;
            if p.c.eat_kw("in_shardings") {
                p.c.expect("=")?;
                sharding_list_attr(p, st, "in_shardings")?;
            }
            if p.c.eat_kw("out_shardings") {
                p.c.expect("=")?;
                sharding_list_attr(p, st, "out_shardings")?;
            }
            region_with_args(p, st)?;
            st.extend_attrs(p.parse_opt_attr_dict()?);
            functional_type(p, st)
        }
        "sdy.all_gather" | "sdy.all_slice" | "sdy.reduce_scatter" => {
            let key = match name.as_str() {
                "sdy.all_gather" => "gathering_axes",
                "sdy.all_slice" => "slicing_axes",
                _ => "reduce_scatter_axes",
            };
            let at = p.c.span_here();
            let l = p.parse_axis_set_list()?;
            st.push_attr(
                key,
                Attr::Sdy(SdyAttr::ListOfAxisRefLists(l)),
                true,
                Span::new(at.start as usize, p.c.pos),
            );
            collective_tail(p, st)
        }
        "sdy.all_reduce" => {
            let at = p.c.span_here();
            let l = p.parse_axis_set()?;
            st.push_attr(
                "reduction_axes",
                Attr::Sdy(SdyAttr::AxisRefList(l)),
                true,
                at,
            );
            collective_tail(p, st)
        }
        "sdy.all_to_all" => {
            let at = p.c.span_here();
            let l = p.parse_all_to_all_params()?;
            st.push_attr(
                "params",
                Attr::Sdy(SdyAttr::AllToAllParams(l)),
                true,
                Span::new(at.start as usize, p.c.pos),
            );
            collective_tail(p, st)
        }
        "sdy.collective_permute" => collective_tail(p, st),
        _ => Err(Diagnostic::error(
            name_span,
            format!("custom op '{name}' is unknown (write it in generic form)"),
        )),
    }
}

fn i64_ty() -> crate::ir::ElementType {
    crate::ir::ElementType::Int {
        signedness: crate::ir::types::Signedness::Signless,
        width: 64,
    }
}

fn sharding_attr(p: &mut Parser, st: &mut OpState, key: &str) -> PResult<()> {
    let at = p.c.span_here();
    let s = p.parse_sharding_body()?;
    st.push_attr(
        key,
        Attr::Sdy(SdyAttr::Sharding(s)),
        true,
        Span::new(at.start as usize, p.c.pos),
    );
    Ok(())
}

fn sharding_list_attr(p: &mut Parser, st: &mut OpState, key: &str) -> PResult<()> {
    let at = p.c.span_here();
    p.c.expect("[")?;
    let v = p.parse_sharding_list_until("]")?;
    p.c.expect("]")?;
    st.push_attr(
        key,
        Attr::Sdy(SdyAttr::ShardingPerValue(v)),
        true,
        Span::new(at.start as usize, p.c.pos),
    );
    Ok(())
}

/// `%x out_sharding=<...> {attrs} : T`
fn collective_tail(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    st.operands = vec![p.parse_operand()?];
    p.c.expect_kw("out_sharding")?;
    p.c.expect("=")?;
    sharding_attr(p, st, "out_sharding")?;
    attr_dict_and_single_type(p, st)
}

/// `{attrs} : T` where T is both the operand's and the result's type.
fn attr_dict_and_single_type(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    st.extend_attrs(p.parse_opt_attr_dict()?);
    p.c.expect(":")?;
    let at = p.c.span_here();
    let t = p.parse_type()?;
    p.check_operand_types(&st.operands, std::slice::from_ref(&t), at)?;
    st.result_types = vec![t];
    Ok(())
}

/// `(%arg0: T, ...) { body }` with the arguments of the single block declared outside.
fn region_with_args(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let args = p.parse_arg_decls(false)?;
    // Manual and named computations are isolated from above (as in Shardy's op
    // definitions): their bodies see only their block arguments.
    let r = p.parse_region(st.id, Some(args), true)?;
    st.regions.push(r);
    Ok(())
}

/// `: (T, U) -> (V, W)`
fn functional_type(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.c.expect(":")?;
    let at = p.c.span_here();
    let (ins, outs) = p.parse_function_sig()?;
    p.check_operand_types(&st.operands, &ins, at)?;
    st.result_types = outs;
    Ok(())
}
