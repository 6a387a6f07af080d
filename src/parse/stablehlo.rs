//! Pretty forms of StableHLO and CHLO ops as JAX prints them.

use super::{OpState, PResult, Parser};
use crate::diag::{Diagnostic, Span};

pub fn parse(_p: &mut Parser, st: &mut OpState, name_span: Span) -> PResult<()> {
    Err(Diagnostic::error(
        name_span,
        format!(
            "custom op '{}' is unknown (write it in generic form)",
            st.name
        ),
    ))
}
