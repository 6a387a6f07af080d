//! HLO opcodes as data: one table from enum variant to the text spelling XLA prints.

macro_rules! opcodes {
    ($($v:ident => $s:literal,)*) => {
        /// An HLO opcode (XLA's `HloOpcode`). Opcodes this table does not know parse as
        /// [`Opcode::Other`] with their spelling, so newer XLA output still reads.
        #[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode {
            $($v,)*
            Other(String),
        }
        const OPCODE_NAMES: &[(Opcode, &str)] = &[$((Opcode::$v, $s),)*];
        impl Opcode {
            /// The text spelling (`all-gather-start`, `get-tuple-element`, ...).
            pub fn name(&self) -> &str {
                match self {
                    $(Opcode::$v => $s,)*
                    Opcode::Other(s) => s,
                }
            }
            /// XLA's `HloOpcode` enumerator without its `k` (`AllGatherStart`, `Cos`),
            /// as the jaxlib peer prints it; the spelling for [`Opcode::Other`].
            pub fn xla_enum_name(&self) -> &str {
                match self {
                    $(Opcode::$v => stringify!($v),)*
                    Opcode::Other(s) => s,
                }
            }
        }
    };
}

opcodes! {
    Abs => "abs", Add => "add", AddDependency => "add-dependency", AfterAll => "after-all",
    AllGather => "all-gather", AllGatherStart => "all-gather-start",
    AllGatherDone => "all-gather-done", AllReduce => "all-reduce",
    AllReduceStart => "all-reduce-start", AllReduceDone => "all-reduce-done",
    AllToAll => "all-to-all", RaggedAllToAll => "ragged-all-to-all", And => "and",
    AsyncStart => "async-start", AsyncUpdate => "async-update", AsyncDone => "async-done",
    Atan2 => "atan2", BatchNormGrad => "batch-norm-grad",
    BatchNormInference => "batch-norm-inference", BatchNormTraining => "batch-norm-training",
    Bitcast => "bitcast", BitcastConvert => "bitcast-convert", Broadcast => "broadcast",
    Call => "call", Cbrt => "cbrt", Ceil => "ceil", Cholesky => "cholesky", Clamp => "clamp",
    CollectiveBroadcast => "collective-broadcast", CollectivePermute => "collective-permute",
    CollectivePermuteStart => "collective-permute-start",
    CollectivePermuteDone => "collective-permute-done", Clz => "count-leading-zeros",
    Compare => "compare", Complex => "complex", Concatenate => "concatenate",
    Conditional => "conditional", Constant => "constant", Convert => "convert",
    Convolution => "convolution", Copy => "copy", CopyDone => "copy-done",
    CopyStart => "copy-start", Cos => "cosine", CustomCall => "custom-call",
    Divide => "divide", Domain => "domain", Dot => "dot", DynamicReshape => "dynamic-reshape",
    DynamicSlice => "dynamic-slice", DynamicUpdateSlice => "dynamic-update-slice",
    Erf => "erf", Exp => "exponential", Expm1 => "exponential-minus-one", Fft => "fft",
    Floor => "floor", Fusion => "fusion", Gather => "gather",
    GetDimensionSize => "get-dimension-size", GetTupleElement => "get-tuple-element",
    Imag => "imag", Infeed => "infeed", Iota => "iota", IsFinite => "is-finite",
    Log => "log", Log1p => "log-plus-one", Logistic => "logistic", Map => "map",
    Maximum => "maximum", Minimum => "minimum", Multiply => "multiply", Negate => "negate",
    Not => "not", OptimizationBarrier => "opt-barrier", Or => "or", Outfeed => "outfeed",
    Pad => "pad", Parameter => "parameter", PartitionId => "partition-id",
    PopulationCount => "popcnt", Power => "power", RaggedDot => "ragged-dot", Real => "real",
    Recv => "recv", RecvDone => "recv-done", Reduce => "reduce",
    ReducePrecision => "reduce-precision", ReduceScatter => "reduce-scatter",
    ReduceWindow => "reduce-window", Remainder => "remainder", ReplicaId => "replica-id",
    Reshape => "reshape", Reverse => "reverse", Rng => "rng",
    RngBitGenerator => "rng-bit-generator", RngGetAndUpdateState => "rng-get-and-update-state",
    RoundNearestAfz => "round-nearest-afz", RoundNearestEven => "round-nearest-even",
    Rsqrt => "rsqrt", Scatter => "scatter", Select => "select",
    SelectAndScatter => "select-and-scatter", Send => "send", SendDone => "send-done",
    SetDimensionSize => "set-dimension-size", ShiftLeft => "shift-left",
    ShiftRightArithmetic => "shift-right-arithmetic", ShiftRightLogical => "shift-right-logical",
    Sign => "sign", Sin => "sine", Slice => "slice", Sort => "sort", Sqrt => "sqrt",
    StochasticConvert => "stochastic-convert", Subtract => "subtract", Tan => "tan",
    Tanh => "tanh", TopK => "topk", Transpose => "transpose",
    TriangularSolve => "triangular-solve", Tuple => "tuple", While => "while", Xor => "xor",
}

/// Which half of an asynchronous pair an opcode is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsyncRole {
    Start,
    Update,
    Done,
}

impl Opcode {
    /// The opcode of a spelling; unknown spellings are [`Opcode::Other`].
    pub fn from_name(s: &str) -> Opcode {
        OPCODE_NAMES
            .iter()
            .find(|o| o.1 == s)
            .map_or_else(|| Opcode::Other(s.to_string()), |o| o.0.clone())
    }

    /// Whether the spelling is in the table (not [`Opcode::Other`]).
    pub fn is_known(&self) -> bool {
        !matches!(self, Opcode::Other(_))
    }

    /// The role of a start/update/done opcode: the generic `async-*`, the dedicated
    /// collective and copy pairs, and send/recv with their `-done`.
    pub fn async_role(&self) -> Option<AsyncRole> {
        use Opcode::*;
        match self {
            AsyncStart
            | AllGatherStart
            | AllReduceStart
            | CollectivePermuteStart
            | CopyStart
            | Send
            | Recv => Some(AsyncRole::Start),
            AsyncUpdate => Some(AsyncRole::Update),
            AsyncDone
            | AllGatherDone
            | AllReduceDone
            | CollectivePermuteDone
            | CopyDone
            | SendDone
            | RecvDone => Some(AsyncRole::Done),
            _ => None,
        }
    }

    /// The done opcode that completes this start opcode.
    pub fn done_for_start(&self) -> Option<Opcode> {
        use Opcode::*;
        Some(match self {
            AsyncStart => AsyncDone,
            AllGatherStart => AllGatherDone,
            AllReduceStart => AllReduceDone,
            CollectivePermuteStart => CollectivePermuteDone,
            CopyStart => CopyDone,
            Send => SendDone,
            Recv => RecvDone,
            _ => return None,
        })
    }

    /// Collectives (communication between devices), synchronous or the start of an
    /// asynchronous one.
    pub fn is_collective(&self) -> bool {
        use Opcode::*;
        matches!(
            self,
            AllGather
                | AllGatherStart
                | AllReduce
                | AllReduceStart
                | AllToAll
                | RaggedAllToAll
                | CollectiveBroadcast
                | CollectivePermute
                | CollectivePermuteStart
                | ReduceScatter
                | Send
                | Recv
        )
    }

    /// Opcodes whose operand count is fixed: (opcode, count).
    pub fn fixed_arity(&self) -> Option<usize> {
        use Opcode::*;
        Some(match self {
            Parameter | Constant | Iota | PartitionId | ReplicaId => 0,
            Abs
            | Cbrt
            | Ceil
            | Clz
            | Convert
            | BitcastConvert
            | Copy
            | Cos
            | Erf
            | Exp
            | Expm1
            | Floor
            | Imag
            | IsFinite
            | Log
            | Log1p
            | Logistic
            | Negate
            | Not
            | PopulationCount
            | Real
            | ReducePrecision
            | RoundNearestAfz
            | RoundNearestEven
            | Rsqrt
            | Sign
            | Sin
            | Sqrt
            | Tan
            | Tanh
            | Broadcast
            | Reshape
            | Transpose
            | Reverse
            | Slice
            | GetTupleElement
            | Bitcast
            | CopyStart
            | CopyDone
            | AllGatherDone
            | AllReduceDone
            | CollectivePermuteDone
            | SendDone
            | RecvDone
            | AsyncUpdate
            | AsyncDone
            | Recv
            | Cholesky
            | Fft
            | GetDimensionSize => 1,
            Add | Atan2 | Complex | Divide | Maximum | Minimum | Multiply | Power | Remainder
            | Subtract | And | Or | Xor | ShiftLeft | ShiftRightArithmetic | ShiftRightLogical
            | Compare | Dot | Convolution | Pad | Send | AddDependency | TriangularSolve
            | SetDimensionSize | StochasticConvert => 2,
            Select | Clamp | SelectAndScatter => 3,
            _ => return None,
        })
    }
}

impl std::fmt::Display for Opcode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_round_trip_and_are_unique() {
        for (i, (op, name)) in OPCODE_NAMES.iter().enumerate() {
            assert_eq!(&Opcode::from_name(name), op);
            assert_eq!(op.name(), *name);
            assert!(OPCODE_NAMES[..i].iter().all(|o| o.1 != *name), "{name}");
        }
        assert_eq!(
            Opcode::from_name("frobnicate"),
            Opcode::Other("frobnicate".into())
        );
    }
}
