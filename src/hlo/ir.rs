//! The HLO IR: a module of computations of instructions, in arenas with typed ids.
//!
//! It holds what XLA's text says, losslessly: every attribute is kept verbatim in
//! [`Instruction::attrs`] (in written order, so printing reproduces it), and the ones
//! analyses need are also parsed into [`Attributes`]. Operands and called computations
//! are resolved to ids; names are kept as written (without `%`).

use crate::define_id;
use crate::diag::Span;
use crate::ir::arena::Arena;

pub use super::opcode::{AsyncRole, Opcode};
pub use super::shape::{ArrayShape, Dim, ElementType, Layout, ProgramShape, Shape};

define_id!(
    /// A computation of an [`HloModule`].
    CompId
);
define_id!(
    /// An instruction of an [`HloModule`] (ids are module-wide).
    InstrId
);

/// An HLO module: `HloModule name, attrs...` followed by its computations.
#[derive(Clone, Debug)]
pub struct HloModule {
    pub name: String,
    pub header: ModuleHeader,
    pub computations: Arena<CompId, Computation>,
    pub instrs: Arena<InstrId, Instruction>,
    /// The `ENTRY` computation.
    pub entry: CompId,
    /// Computations in the order written (callees before callers in XLA's printout).
    pub comp_order: Vec<CompId>,
    /// Users of each instruction (indexed by [`InstrId`]), in text order without
    /// repeats; derived from the operands once, by [`HloModule::rebuild_users`].
    pub(crate) users: Vec<Vec<InstrId>>,
    /// Callers of each computation (indexed by [`CompId`]) with the role, in text order;
    /// derived with `users`.
    pub(crate) callers: Vec<Vec<(InstrId, CallRole)>>,
}

/// The attributes of the `HloModule` line.
#[derive(Clone, Debug, Default)]
pub struct ModuleHeader {
    /// Every attribute as written (`key`, verbatim value), in order: the printer's source.
    pub attrs: Vec<(String, String)>,
    /// `entry_computation_layout={(params)->result}`.
    pub entry_computation_layout: Option<ProgramShape>,
    /// `input_output_alias={ {0}: (0, {}, may-alias), ... }`.
    pub input_output_alias: Vec<AliasEntry>,
    pub num_partitions: Option<i64>,
    pub replica_count: Option<i64>,
    /// `is_scheduled=true`: each computation's text order is its schedule.
    pub is_scheduled: bool,
    /// The stack frame index of `--xla_dump_to` files (`FileNames`, `FunctionNames`,
    /// `FileLocations`, `StackFrames` sections, which `metadata={stack_frame_id=N}`
    /// refers to), verbatim; `None` when absent.
    pub stack_frame_index: Option<String>,
}

/// One entry of `input_output_alias`: output `{output_index}` shares the buffer of
/// parameter `param_number` at `{param_index}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AliasEntry {
    pub output_index: Vec<i64>,
    pub param_number: i64,
    pub param_index: Vec<i64>,
    pub kind: AliasKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AliasKind {
    MayAlias,
    MustAlias,
}

/// A computation: `[ENTRY] %name (params) -> result { instrs }[, execution_thread="t"]`.
#[derive(Clone, Debug)]
pub struct Computation {
    pub name: String,
    /// Instructions in text order (the schedule when the module `is_scheduled`).
    pub instrs: Vec<InstrId>,
    /// `params[n]` is `parameter(n)`; a number never declared is `None`.
    pub params: Vec<Option<InstrId>>,
    /// The `ROOT` instruction (the last one when none is marked, as XLA does).
    pub root: Option<InstrId>,
    pub is_entry: bool,
    /// `execution_thread="..."` after the closing brace, verbatim without quotes.
    pub execution_thread: Option<String>,
    /// Whether the text had the `(params) -> result` signature (printing keeps it).
    pub has_signature: bool,
    /// Made by the parser for a sugared async op (`reduce-scatter-start(...)`), as XLA
    /// does: holds parameters and the wrapped instruction; printed through its start.
    pub synthesized: bool,
    /// The computation's header name (or the whole computation when synthesized).
    pub span: Span,
}

/// How a called computation is used (the attribute that names it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallRole {
    /// `to_apply=` (reduce, all-reduce, map, sort, scatter, reduce-window, call in some
    /// printouts).
    ToApply,
    /// `calls=` (fusion, call, async-start, custom-call).
    Calls,
    Body,
    Condition,
    TrueComputation,
    FalseComputation,
    /// `branch_computations={...}[k]`.
    Branch(u32),
    /// select-and-scatter `select=`.
    Select,
    /// select-and-scatter `scatter=`.
    Scatter,
    /// custom-call `called_computations={...}[k]`.
    CustomCalled(u32),
}

impl CallRole {
    /// The attribute key of a role.
    pub fn key(self) -> &'static str {
        match self {
            CallRole::ToApply => "to_apply",
            CallRole::Calls => "calls",
            CallRole::Body => "body",
            CallRole::Condition => "condition",
            CallRole::TrueComputation => "true_computation",
            CallRole::FalseComputation => "false_computation",
            CallRole::Branch(_) => "branch_computations",
            CallRole::Select => "select",
            CallRole::Scatter => "scatter",
            CallRole::CustomCalled(_) => "called_computations",
        }
    }
}

/// An attribute as written: `key=value`, value verbatim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawAttr {
    pub key: String,
    pub value: String,
    pub span: Span,
}

/// An instruction: `[ROOT] %name = shape opcode(operands), attrs`.
#[derive(Clone, Debug)]
pub struct Instruction {
    pub name: String,
    pub opcode: Opcode,
    pub shape: Shape,
    pub operands: Vec<InstrId>,
    /// The computation holding it.
    pub parent: CompId,
    /// Called computations with their role, in attribute order.
    pub called: Vec<(CallRole, CompId)>,
    /// Every attribute, verbatim, in written order.
    pub attrs: Vec<RawAttr>,
    /// The attributes analyses use, parsed.
    pub parsed: Attributes,
    /// For a sugared async op (`reduce-scatter-start`), the spelling written
    /// (`reduce-scatter`); the instruction is an `async-start`/`-update`/`-done`.
    pub async_sugar: Option<String>,
    /// The whole instruction text.
    pub span: Span,
    /// The opcode as written (diagnostics about the operation point here).
    pub opcode_span: Span,
}

/// Attributes analyses need, parsed from [`Instruction::attrs`] (and from the operand
/// list for `parameter(N)` and `constant(literal)`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attributes {
    /// `parameter(N)`.
    pub parameter_number: Option<i64>,
    /// `constant(...)`: the literal text verbatim.
    pub literal: Option<String>,
    /// `dimensions={...}` (broadcast, reduce, transpose, all-gather, all-to-all, ...).
    pub dimensions: Option<Vec<i64>>,
    /// `index=` (get-tuple-element).
    pub index: Option<i64>,
    /// `iota_dimension=`.
    pub iota_dimension: Option<i64>,
    /// `slice={[start:limit:stride], ...}`.
    pub slice: Option<Vec<SliceDim>>,
    /// `dynamic_slice_sizes={...}`.
    pub dynamic_slice_sizes: Option<Vec<i64>>,
    /// `padding=lo_hi_interior x ...`.
    pub padding: Option<Vec<PadDim>>,
    /// `window={size=.. stride=.. pad=.. lhs_dilate=.. rhs_dilate=.. rhs_reversal=..}`.
    pub window: Option<Vec<WindowDim>>,
    /// `dim_labels=b01f_01io->b01f`, verbatim.
    pub dim_labels: Option<String>,
    pub dot: Option<DotDims>,
    pub feature_group_count: Option<i64>,
    pub batch_group_count: Option<i64>,
    /// `replica_groups`, expanded to explicit groups from `{{0,1},{2,3}}` or
    /// `[G,S]<=[dims]T(perm)`.
    pub replica_groups: Option<Vec<Vec<i64>>>,
    /// `source_target_pairs={{0,1},{1,2}}`.
    pub source_target_pairs: Option<Vec<(i64, i64)>>,
    pub channel_id: Option<i64>,
    pub use_global_device_ids: bool,
    pub fusion_kind: Option<FusionKind>,
    pub custom_call_target: Option<String>,
    pub api_version: Option<String>,
    /// `sharding={...}` verbatim (with braces).
    pub sharding: Option<String>,
    pub metadata: Option<String>,
    pub frontend_attributes: Option<String>,
    /// `backend_config=` verbatim: a quoted string or a JSON object.
    pub backend_config: Option<String>,
    /// `async_execution_thread="..."` without quotes.
    pub async_execution_thread: Option<String>,
    /// `is_host_transfer=true` (send/recv).
    pub is_host_transfer: bool,
}

/// One dim of `slice={[start:limit:stride]}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SliceDim {
    pub start: i64,
    pub limit: i64,
    pub stride: i64,
}

/// One dim of `padding=lo_hi[_interior]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PadDim {
    pub lo: i64,
    pub hi: i64,
    pub interior: i64,
}

/// One spatial dim of a `window={...}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WindowDim {
    pub size: i64,
    pub stride: i64,
    pub pad_lo: i64,
    pub pad_hi: i64,
    pub lhs_dilate: i64,
    pub rhs_dilate: i64,
    pub reversal: bool,
}

impl Default for WindowDim {
    fn default() -> WindowDim {
        WindowDim {
            size: 1,
            stride: 1,
            pad_lo: 0,
            pad_hi: 0,
            lhs_dilate: 1,
            rhs_dilate: 1,
            reversal: false,
        }
    }
}

/// A dot's dimension numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DotDims {
    pub lhs_batch: Vec<i64>,
    pub rhs_batch: Vec<i64>,
    pub lhs_contracting: Vec<i64>,
    pub rhs_contracting: Vec<i64>,
}

/// A fusion's `kind=`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FusionKind {
    Loop,
    Input,
    Output,
    Custom,
}

impl FusionKind {
    pub fn from_name(s: &str) -> Option<FusionKind> {
        Some(match s {
            "kLoop" => FusionKind::Loop,
            "kInput" => FusionKind::Input,
            "kOutput" => FusionKind::Output,
            "kCustom" => FusionKind::Custom,
            _ => return None,
        })
    }
    pub fn name(self) -> &'static str {
        match self {
            FusionKind::Loop => "kLoop",
            FusionKind::Input => "kInput",
            FusionKind::Output => "kOutput",
            FusionKind::Custom => "kCustom",
        }
    }
}

impl Instruction {
    /// The verbatim value of attribute `key`.
    pub fn attr(&self, key: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|a| a.key == key)
            .map(|a| a.value.as_str())
    }
    /// The first called computation with `role`.
    pub fn callee(&self, role: CallRole) -> Option<CompId> {
        self.called.iter().find(|c| c.0 == role).map(|c| c.1)
    }
}
