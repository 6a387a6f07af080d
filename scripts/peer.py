#!/usr/bin/env python3
"""The jaxlib peer: run the real MLIR parser, Shardy passes and XLA from jaxlib 0.10.2, for differential tests.

Run it with the project venv's python (`scripts/ensure-venv` prints its path); started with another python it
runs scripts/ensure-venv and re-executes itself in the venv. FILE is a path or `-` for standard input.

    peer.py parse FILE
        Parse with jaxlib's MLIR parser (make_ir_context + ir.Module.parse) and run the module verifier.
        Prints `ok`, exit 0; or prints the error text to stderr, exit 1.

    peer.py passes PIPELINE FILE [--generic] [--debug-info] [--timing] [--set KEY=VALUE]... [--drop PASS]...
        Run a pass pipeline and print the resulting module (pretty form, no locations).
        PIPELINE is e.g. `sdy-propagation-pipeline`, `sdy-populate-op-sharding-rules`, `sdy-import-pipeline`,
        `sdy-basic-propagate,canonicalize`; it is wrapped in `builtin.module(...)` unless it already is, and an
        element that only runs on functions (sdy-populate-op-sharding-rules) is nested in `func.func(...)`.
        --generic      print the generic op form
        --debug-info   print locations (`loc(...)`)
        --timing       MLIR's per-pass timing report and our parse/run/print times on stderr
        --set K=V      set pass option K (and its export copy `sink-K`, as Shardy's pipeline does) to V wherever
                       it occurs in the *expanded* pipeline (e.g. `--set debug-sharding-origins=true`). Pipelines such as sdy-propagation-pipeline take no
                       options themselves; their expansion (str(PassManager)) lists every pass with every option,
                       so we expand, edit, drop `sdy-save-module` (registered only as a pipeline element, it does
                       not parse back) and parse the result. `NAME{k=v ...}` as PIPELINE is accepted too: if MLIR
                       rejects it, the options are applied this way. An unknown K is an error.
        --drop PASS    remove PASS from the expanded pipeline (also inside `func.func(...)`), e.g.
                       `--drop sdy-constant-or-scalar-merger` keeps one constant per input line.
        --print-pipeline  print the (expanded, edited) pipeline string instead of running it.

    peer.py compile FILE [--timing]
        Compile the StableHLO module with XLA on the CPU devices (8 fake devices, or `mhlo.num_partitions` of the
        module) through jax's own compile path (jax._src.compiler.get_compile_options +
        backend_compile_and_load, as jax.jit does) and print the partitioned per-device HLO
        (`get_hlo_text()`, which is what `jax.stages.Compiled.as_text()` returns).
        --cost-analysis  print JSON instead: {"hlo": the HLO text, "cost_analysis": the executable's
                       cost_analysis() (what `jax.stages.Compiled.cost_analysis()` returns), "collectives": every
                       collective of the HLO text counted by regular expressions (kind, name, operand and result
                       bytes), independently of autoshard's HLO reader}.

    peer.py hlo-cost FILE
        XLA's HloCostAnalysis of an HLO text module (jaxlib's `hlo_module_cost_analysis` on the CPU client, the
        analysis `compile --cost-analysis` reports for an executable), as JSON with sorted keys.

    peer.py execute FILE --reference REF [--rtol R] [--atol A]
        Compile FILE and REF as `compile` does, run both on the same seeded random inputs (normal floats, a matrix
        [in, out] scaled by 1/sqrt(in) as LeCun-normal initialization draws a dense kernel; small integers), each
        argument placed with the sharding XLA chose for that executable, gather the results and compare them
        normwise. Prints `ok: N outputs, max abs difference D, relative RMS difference R`; fails when some output's
        RMS difference exceeds atol + rtol * its RMS (default rtol 1e-5, ~170 f32 unit roundoffs), or NaN and
        infinities differ. Used
        to check that a sharded module computes what the unsharded one does.

    peer.py hlo-stats FILE
        Parse HLO text with XLA's own parser (jaxlib._hlo.hlo_module_from_text) and print its instruction graph,
        one computation after another (in XLA's post order):
            comp NAME                        (or `comp async:START` for the computation an async-start wraps)
            instr NAME OPCODE OPERAND...     (OPCODE as XLA's HloOpcode enum without the `k`: AllGatherStart)
        Fails (exit 1) with XLA's error text when XLA rejects the text. tests/hlo_parse.rs compares it with ours.

    peer.py --batch [SUBCOMMAND ARGS...]
        Amortize the jax import (~1 s): read requests from stdin, one per line. Each line is split like a shell
        command line (shlex) and appended to `SUBCOMMAND ARGS...`, so
            printf 'models/a.mlir\\nmodels/b.mlir\\n' | peer.py --batch parse
            printf 'parse models/a.mlir\\npasses sdy-propagation-pipeline models/b.mlir\\n' | peer.py --batch
        both work (FILE `-` is not allowed in batch mode). Blank lines and lines starting with `#` are skipped.
        For each request stdout gets
            ==== peer begin: <request line>
            <what the subcommand prints on stdout; on failure, the error text>
            ==== peer end: exit=<0|1>
        and is flushed after the end marker, so a test can keep one peer process and talk to it line by line.
        The exit status is 1 if any request failed.
"""

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _reexec_in_venv():
    venv = Path(os.environ.get("AUTOSHARD_VENV", REPO / ".venv")).resolve()
    if Path(sys.prefix).resolve() == venv or os.environ.get("AUTOSHARD_PEER_REEXEC") == "1":
        return
    import subprocess

    py = subprocess.run(
        [str(REPO / "scripts" / "ensure-venv")], check=True, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True
    ).stdout.strip()
    os.environ["AUTOSHARD_PEER_REEXEC"] = "1"
    os.execv(py, [py, str(Path(__file__).resolve()), *sys.argv[1:]])


if __name__ == "__main__":
    _reexec_in_venv()

# Before jax is imported: 8 fake CPU devices for `compile`.
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import argparse  # noqa: E402
import contextlib  # noqa: E402
import re  # noqa: E402
import shlex  # noqa: E402
import time  # noqa: E402

from jax._src.interpreters import mlir as jmlir  # noqa: E402
from jax._src.lib.mlir import ir, passmanager  # noqa: E402

BEGIN = "==== peer begin: "
END = "==== peer end: exit="


class PeerError(Exception):
    """An expected failure (bad input, failing pass, compile error): its text is the diagnostic."""


def read_input(path: str, batch: bool) -> str:
    if path == "-":
        if batch:
            raise PeerError("FILE '-' is not allowed in --batch mode (stdin carries the requests)")
        return sys.stdin.read()
    try:
        return Path(path).read_text()
    except OSError as e:
        raise PeerError(f"cannot read {path}: {e.strerror}")


def parse_module(text: str) -> ir.Module:
    """Parse and verify; must be called inside a make_ir_context() context."""
    try:
        module = ir.Module.parse(text)
    except ir.MLIRError as e:
        raise PeerError(str(e))
    try:
        ok = module.operation.verify()
    except ir.MLIRError as e:
        raise PeerError(f"verification failed:\n{e}")
    if ok is False:
        raise PeerError("verification failed")
    return module


@contextlib.contextmanager
def quiet_stderr():
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with open(os.devnull, "w") as devnull:
            os.dup2(devnull.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def timed(label: str, enabled: bool):
    @contextlib.contextmanager
    def cm():
        t0 = time.perf_counter()
        yield
        if enabled:
            print(f"peer: {label} {1e3 * (time.perf_counter() - t0):.1f} ms", file=sys.stderr)

    return cm()


# ---------------------------------------------------------------------------------------------------------------
# Pipelines


def split_top_level(s: str) -> list:
    """Split a pipeline element list at commas outside (), {} and quotes."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(s):
        if ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(s[start:i])
            start = i + 1
    out.append(s[start:])
    return [e.strip() for e in out if e.strip()]


def unwrap_module(p: str) -> str:
    p = p.strip()
    if p.startswith("builtin.module(") and p.endswith(")"):
        return p[len("builtin.module(") : -1]
    return p


def element_name(e: str) -> str:
    return re.match(r"[\w.\-]+", e).group(0) if re.match(r"[\w.\-]+", e) else e


def drop_elements(elements: list, drop: set) -> list:
    out = []
    for e in elements:
        name = element_name(e)
        if name in drop:
            continue
        m = re.fullmatch(r"([\w.\-]+)\((.*)\)", e, re.S)
        if m and name not in drop and "{" not in name:  # an op anchor like func.func(...)
            inner = drop_elements(split_top_level(m.group(2)), drop)
            if not inner:
                continue
            e = f"{m.group(1)}({','.join(inner)})"
        out.append(e)
    return out


def expand(pipeline: str) -> str:
    """The pipeline with every nested pipeline expanded and every option spelled out (without the wrapper)."""
    try:
        pm = passmanager.PassManager.parse(f"builtin.module({pipeline})")
    except (ir.MLIRError, ValueError) as e:
        raise PeerError(f"bad pass pipeline {pipeline!r}: {e}")
    return unwrap_module(str(pm))


def apply_options(expanded: str, options: list) -> str:
    for opt in options:
        if "=" not in opt:
            raise PeerError(f"--set expects KEY=VALUE, got {opt!r}")
        key, value = opt.split("=", 1)
        # `sink-K` is the export pass's copy of a debug option: the pipeline option sets both (as in Shardy's
        # export pipeline, which passes debug-sharding-origins on as sink-debug-sharding-origins).
        pattern = re.compile(r"(?<=[{ ])((?:sink-)?" + re.escape(key) + r")=(\{[^}]*\}|[^ }]*)")
        expanded, n = pattern.subn(lambda m: f"{m.group(1)}={value}", expanded)
        if n == 0:
            raise PeerError(f"option {key!r} occurs in no pass of the expanded pipeline:\n{expanded}")
    return expanded


def try_parse(pipeline: str):
    """None if `builtin.module(pipeline)` parses, else the error text."""
    try:
        with quiet_stderr():  # MLIR writes some errors ("no such option") straight to fd 2 before raising
            passmanager.PassManager.parse(f"builtin.module({pipeline})")
        return None
    except (ir.MLIRError, ValueError) as e:
        return str(e)


def resolve_element(e: str) -> str:
    """Make one top-level pipeline element runnable under builtin.module."""
    err = try_parse(e)
    if err is None:
        return e
    if "restricted to 'func.func'" in err and try_parse(f"func.func({e})") is None:
        return f"func.func({e})"  # e.g. sdy-populate-op-sharding-rules is a func.func pass
    m = re.fullmatch(r"([\w.\-]+)\{(.*)\}", e, re.S)
    if m:
        # `sdy-propagation-pipeline{debug-sharding-origins=true}`: pipelines take no options themselves; set them
        # on the passes of the expanded pipeline instead.
        base = resolve_element(m.group(1))
        expanded = ",".join(drop_elements(split_top_level(expand(base)), {"sdy-save-module"}))
        return apply_options(expanded, m.group(2).split())
    raise PeerError(f"bad pass pipeline element {e!r}: {err}")


def build_pipeline(pipeline: str, options: list, drop: list) -> str:
    """Return the builtin.module(...) pipeline string to run."""
    joined = ",".join(resolve_element(e) for e in split_top_level(unwrap_module(pipeline)))
    if options or drop:
        elements = drop_elements(split_top_level(expand(joined)), {"sdy-save-module", *drop})
        joined = apply_options(",".join(elements), options)
    err = try_parse(joined)
    if err is not None:
        raise PeerError(f"bad pass pipeline {joined!r}: {err}")
    return f"builtin.module({joined})"


# ---------------------------------------------------------------------------------------------------------------
# Subcommands. Each returns the text for stdout or raises PeerError.


def cmd_parse(a, batch: bool) -> str:
    text = read_input(a.file, batch)
    with jmlir.make_ir_context(), timed("parse+verify", a.timing):
        parse_module(text)
    return "ok\n"


def cmd_passes(a, batch: bool) -> str:
    text = read_input(a.file, batch)
    with jmlir.make_ir_context():
        pipeline = build_pipeline(a.pipeline, a.set or [], a.drop or [])
        if a.print_pipeline:
            return pipeline + "\n"
        with timed("parse+verify", a.timing):
            module = parse_module(text)
        pm = passmanager.PassManager.parse(pipeline)
        if a.timing:
            pm.enable_timing()
        try:
            with timed("pipeline", a.timing):
                pm.run(module.operation)
        except ir.MLIRError as e:
            raise PeerError(f"pass pipeline failed: {e}")
        finally:
            sys.stdout.flush()
            del pm  # MLIR prints the timing report (stderr) when the pass manager dies
        with timed("print", a.timing):
            out = module.operation.get_asm(enable_debug_info=a.debug_info, print_generic_op_form=a.generic)
    return out if out.endswith("\n") else out + "\n"


def propagation_allowed(module: ir.Module) -> tuple:
    """Per argument / result of @main: True iff it carries no sharding attribute."""
    for op in module.body.operations:
        if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main":
            main = op
            break
    else:
        raise PeerError("no func.func @main in the module")

    def allowed(attr_name: str, count: int) -> list:
        if attr_name not in main.attributes:
            return [True] * count
        dicts = ir.ArrayAttr(main.attributes[attr_name])
        return [not any(k in ir.DictAttr(d) for k in ("sdy.sharding", "mhlo.sharding")) for d in dicts]

    ftype = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
    return allowed("arg_attrs", len(ftype.inputs)), allowed("res_attrs", len(ftype.results))


def cmd_compile(a, batch: bool) -> str:
    import jax
    import numpy as np
    from jax._src import compiler, xla_bridge
    from jax._src.lib import xla_client as xc

    text = read_input(a.file, batch)
    with jmlir.make_ir_context():
        with timed("parse+verify", a.timing):
            module = parse_module(text)
        attrs = module.operation.attributes
        nparts = ir.IntegerAttr(attrs["mhlo.num_partitions"]).value if "mhlo.num_partitions" in attrs else 1
        nreps = ir.IntegerAttr(attrs["mhlo.num_replicas"]).value if "mhlo.num_replicas" in attrs else 1
        devices = jax.devices()
        if nparts * nreps > len(devices):
            raise PeerError(f"module wants {nreps} replicas x {nparts} partitions, only {len(devices)} devices")
        backend = xla_bridge.get_backend()
        assignment = np.array(devices[: nreps * nparts]).reshape(nreps, nparts)
        options = compiler.get_compile_options(
            num_replicas=nreps, num_partitions=nparts, device_assignment=assignment, backend=backend
        )
        # As jax.jit (pxla.create_compile_options): XLA may choose the sharding of a parameter / result only
        # when it has none (an unspecified in/out sharding).
        allow_in, allow_out = propagation_allowed(module)
        build = options.executable_build_options
        build.allow_spmd_sharding_propagation_to_parameters = allow_in
        build.allow_spmd_sharding_propagation_to_output = allow_out
        executable_devices = xc.DeviceList(tuple(assignment.flat))
        try:
            with timed("compile", a.timing):
                exe = compiler.backend_compile_and_load(backend, module, executable_devices, options, [])
        except Exception as e:  # XLA reports compile errors as JaxRuntimeError / ValueError
            raise PeerError(f"compile failed: {type(e).__name__}: {e}")
    out = exe.get_hlo_text()
    if a.cost_analysis:
        import json

        cost = {k: float(v) for k, v in exe.cost_analysis().items()}
        report = {"hlo": out, "cost_analysis": cost, "collectives": regex_collectives(out)}
        return json.dumps(report, sort_keys=True) + "\n"
    return out if out.endswith("\n") else out + "\n"


def cmd_hlo_cost(a, batch: bool) -> str:
    import json

    import jax
    import jaxlib._hlo as hlo
    from jax._src.lib import xla_client as xc

    text = read_input(a.file, batch)
    try:
        module = hlo.hlo_module_from_text(text)
        cost = xc._xla.hlo_module_cost_analysis(jax.devices()[0].client, module)
    except Exception as e:  # the HLO parser and the analysis raise XlaRuntimeError / ValueError
        raise PeerError(f"hlo-cost failed: {type(e).__name__}: {e}")
    return json.dumps({k: float(v) for k, v in cost.items()}, sort_keys=True) + "\n"


# Collectives of an HLO text found by regular expressions: an independent count for autoshard's HLO reader.
_COLLECTIVE_KINDS = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all", "collective-permute")
_ARRAY = re.compile(r"\b(pred|s4|u4|s8|u8|s16|u16|s32|u32|s64|u64|f16|bf16|f32|f64|c64|c128|f8e\w+|token)\[([0-9,]*)\]")
_ELEM_BYTES = {"pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "f16": 2, "bf16": 2, "s32": 4, "u32": 4, "f32": 4,
               "s64": 8, "u64": 8, "f64": 8, "c64": 8, "c128": 16, "token": 0}
_INSTR = re.compile(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=\s*(.*?)\s([a-z][a-z\-]*)\((.*)$")


def _array_bytes(text: str) -> int:
    total = 0
    for et, dims in _ARRAY.findall(text):
        n = 1
        for d in filter(None, dims.split(",")):
            n *= int(d)
        total += n * _ELEM_BYTES.get(et, 1)
    return total


def regex_collectives(hlo_text: str) -> list:
    """Every collective (sync, `*-start`, or `async-start` wrapping one) of the HLO text: kind, instruction name,
    bytes of its operands and of its result (for an async start: of the wrapped collective)."""
    shapes = {}
    wrapped = {}  # async computation name -> (kind, its root's operand text, result shape text)
    comp = None
    lines = hlo_text.splitlines()
    for line in lines:
        m = re.match(r"^\s*(?:ENTRY\s+)?%?([\w.\-]+)\s*\(.*\)\s*->.*\{\s*$", line)
        if m:
            comp = m.group(1)
            continue
        m = _INSTR.match(line)
        if not m:
            continue
        name, shape, op, _ = m.groups()
        shapes[name] = shape
        if line.lstrip().startswith("ROOT") and op in _COLLECTIVE_KINDS and comp is not None:
            wrapped[comp] = op
    out = []
    for line in lines:
        m = _INSTR.match(line)
        if not m:
            continue
        name, shape, op, rest = m.groups()
        kind = None
        if op in _COLLECTIVE_KINDS:
            kind = op
        elif op.endswith("-start") and op[: -len("-start")] in _COLLECTIVE_KINDS:
            kind = op[: -len("-start")]
        elif op == "async-start":
            c = re.search(r"calls=%?([\w.\-]+)", rest)
            kind = wrapped.get(c.group(1)) if c else None
        if kind is None:
            continue
        args = re.sub(r"/\*.*?\*/", "", rest.split(")", 1)[0])
        operands = [t.strip().lstrip("%") for t in args.split(",") if t.strip()]
        operand_bytes = sum(_array_bytes(shapes.get(o, "")) for o in operands)
        if op == "collective-permute-start" or op == "async-start" or op.endswith("-start"):
            result_bytes = None  # the result of the wrapped op: taken from the matching done below
        else:
            result_bytes = _array_bytes(shape)
        out.append({"kind": kind, "name": name, "op": op, "operand_bytes": operand_bytes, "result_bytes": result_bytes})
    # An async start's result is its done's result.
    starts = {c["name"]: c for c in out if c["result_bytes"] is None}
    for line in lines:
        m = _INSTR.match(line)
        if not m:
            continue
        name, shape, op, rest = m.groups()
        if op.endswith("-done"):
            operand = re.sub(r"/\*.*?\*/", "", rest.split(")", 1)[0]).strip().lstrip("%")
            if operand in starts:
                starts[operand]["result_bytes"] = _array_bytes(shape)
    return sorted(out, key=lambda c: c["name"])


def _compile_module(text: str):
    """(executable, main's input types, output types) of a module text, compiled as `compile` does."""
    import jax
    import numpy as np
    from jax._src import compiler, xla_bridge
    from jax._src.lib import xla_client as xc

    with jmlir.make_ir_context():
        module = parse_module(text)
        attrs = module.operation.attributes
        nparts = ir.IntegerAttr(attrs["mhlo.num_partitions"]).value if "mhlo.num_partitions" in attrs else 1
        devices = jax.devices()
        if nparts > len(devices):
            raise PeerError(f"module wants {nparts} partitions, only {len(devices)} devices")
        backend = xla_bridge.get_backend()
        assignment = np.array(devices[:nparts]).reshape(1, nparts)
        options = compiler.get_compile_options(
            num_replicas=1, num_partitions=nparts, device_assignment=assignment, backend=backend
        )
        allow_in, allow_out = propagation_allowed(module)
        build = options.executable_build_options
        build.allow_spmd_sharding_propagation_to_parameters = allow_in
        build.allow_spmd_sharding_propagation_to_output = allow_out
        types = None
        for op in module.body.operations:
            if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main":
                ft = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
                conv = lambda t: (tuple(ir.RankedTensorType(t).shape), str(ir.RankedTensorType(t).element_type))
                types = ([conv(t) for t in ft.inputs], [conv(t) for t in ft.results])
        try:
            exe = compiler.backend_compile_and_load(
                backend, module, xc.DeviceList(tuple(assignment.flat)), options, []
            )
        except Exception as e:
            raise PeerError(f"compile failed: {type(e).__name__}: {e}")
    return exe, tuple(assignment.flat), types


_DTYPES = {"f32": "float32", "f16": "float16", "bf16": "bfloat16", "f64": "float64", "i32": "int32",
           "i64": "int64", "i8": "int8", "ui32": "uint32", "i1": "bool"}


def _run(exe, devices, types, inputs):
    import jax
    import numpy as np
    from jax._src.sharding_impls import GSPMDSharding

    in_sh = [GSPMDSharding(devices, s) for s in exe.get_parameter_shardings()]
    out_sh = [GSPMDSharding(devices, s) for s in exe.get_output_shardings()]
    args = [jax.device_put(x, s) for x, s in zip(inputs, in_sh)]
    res = exe.execute_sharded(args).disassemble_into_single_device_arrays()
    outs = []
    for (shape, _), sh, parts in zip(types[1], out_sh, res):
        outs.append(np.asarray(jax.make_array_from_single_device_arrays(shape, sh, parts)).astype(np.float64))
    return outs


def cmd_execute(a, batch: bool) -> str:
    import ml_dtypes  # noqa: F401  (bfloat16 for numpy)
    import numpy as np

    exe, devices, types = _compile_module(read_input(a.file, batch))
    ref, ref_devices, ref_types = _compile_module(read_input(a.reference, batch))
    if types is None or types != ref_types:
        raise PeerError(f"the two modules' @main signatures differ: {types} vs {ref_types}")
    rng = np.random.default_rng(0)
    inputs = []
    for shape, et in types[0]:
        dt = np.dtype(_DTYPES.get(et, "float32")) if et != "bf16" else np.dtype("bfloat16")
        if np.issubdtype(dt, np.integer):
            inputs.append(rng.integers(0, 8, size=shape).astype(dt))
        elif dt == np.bool_:
            inputs.append(rng.integers(0, 2, size=shape).astype(dt))
        else:
            # A matrix is a dense layer's kernel [in, out] (JAX's layout) drawn as LeCun-normal
            # initialization draws it, so activations keep their scale through the layers; on N(0, 1)
            # kernels GPT-2's block reaches values of 1e4 and its softmax turns rounding into
            # differences far above the format's.
            std = 1.0 / np.sqrt(shape[0]) if len(shape) == 2 and shape[0] > 0 else 1.0
            inputs.append((std * rng.standard_normal(size=shape)).astype(np.float32).astype(dt))
    got = _run(exe, devices, types, inputs)
    want = _run(ref, ref_devices, ref_types, inputs)
    worst, worst_rel = 0.0, 0.0
    for i, (g, w) in enumerate(zip(got, want)):
        if g.shape != w.shape:
            raise PeerError(f"output {i} differs: shape {g.shape} vs {w.shape}")
        if not g.size:
            continue
        if not np.array_equal(np.isnan(g), np.isnan(w)) or not np.array_equal(g[np.isinf(w)], w[np.isinf(w)]):
            raise PeerError(f"output {i} differs: NaN or infinity where the reference has none (or the reverse)")
        fin = np.isfinite(w)
        d, ref = (g - w)[fin], w[fin]
        worst = max(worst, float(np.max(np.abs(d), initial=0.0)))
        # Normwise, as BLAS and LAPACK tests judge a computation whose sums may run in another
        # order: the root mean square of the difference against that of the reference. Rounding
        # of reordered sums stays near the format's unit roundoff however large or cancelling
        # the values are; a lost reduction, slice or shard moves it to order one.
        rms_d = float(np.sqrt(np.mean(np.square(d)))) if d.size else 0.0
        rms_w = float(np.sqrt(np.mean(np.square(ref)))) if ref.size else 0.0
        rel = rms_d / rms_w if rms_w > 0 else rms_d
        worst_rel = max(worst_rel, rel)
        if rms_d > a.atol + a.rtol * rms_w:
            raise PeerError(
                f"output {i} differs: relative RMS difference {rel:.3g} (max abs difference {worst:.3g}, "
                f"reference RMS {rms_w:.3g})"
            )
    return f"ok: {len(got)} outputs, max abs difference {worst:.3g}, relative RMS difference {worst_rel:.3g}\n"


def cmd_hlo_stats(a, batch: bool) -> str:
    from jaxlib import _hlo

    text = read_input(a.file, batch)
    try:
        module = _hlo.hlo_module_from_text(text)
    except Exception as e:  # XLA's parser reports errors as exceptions with its message
        raise PeerError(f"XLA rejected the HLO text: {e}")
    comps = module.computations()
    # The computation an async-start wraps, named by the start (XLA invents its name).
    wrapped_by = {}
    for c in comps:
        for i in c.instructions():
            if str(i.opcode).endswith(".kAsyncStart"):
                root = i.async_wrapped_root()
                for c2 in comps:
                    if any(j == root for j in c2.instructions()):
                        wrapped_by[c2.name] = i.name
    out = []
    for c in comps:
        key = f"async:{wrapped_by[c.name]}" if c.name in wrapped_by else c.name
        out.append(f"comp {key}")
        for i in c.instructions():
            op = str(i.opcode).split(".")[-1][1:]
            out.append(" ".join(["instr", i.name, op] + [o.name for o in i.operands()]))
    return "\n".join(out) + "\n"


def make_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="peer.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("parse", help="parse + verify with jaxlib")
    p.add_argument("file")
    p.add_argument("--timing", action="store_true")
    p.set_defaults(run=cmd_parse)
    p = sub.add_parser("passes", help="run a pass pipeline, print the module")
    p.add_argument("pipeline")
    p.add_argument("file")
    p.add_argument("--generic", action="store_true", help="print the generic op form")
    p.add_argument("--debug-info", action="store_true", help="print locations")
    p.add_argument("--timing", action="store_true", help="pass timing on stderr")
    p.add_argument("--set", action="append", metavar="KEY=VALUE", help="set a pass option in the expanded pipeline")
    p.add_argument("--drop", action="append", metavar="PASS", help="remove a pass from the expanded pipeline")
    p.add_argument("--print-pipeline", action="store_true", help="print the pipeline string and stop")
    p.set_defaults(run=cmd_passes)
    p = sub.add_parser("compile", help="compile with XLA, print the partitioned HLO")
    p.add_argument("file")
    p.add_argument("--timing", action="store_true")
    p.add_argument("--cost-analysis", action="store_true", help="JSON: HLO, cost_analysis(), regex collectives")
    p.set_defaults(run=cmd_compile)
    p = sub.add_parser("hlo-cost", help="XLA's HloCostAnalysis of an HLO text file, as JSON")
    p.add_argument("file")
    p.set_defaults(run=cmd_hlo_cost)
    p = sub.add_parser("execute", help="run FILE and REF on the same inputs, compare the results")
    p.add_argument("file")
    p.add_argument("--reference", required=True)
    p.add_argument("--rtol", type=float, default=1e-5, help="relative RMS difference allowed")
    p.add_argument("--atol", type=float, default=1e-6, help="RMS difference allowed on top")
    p.set_defaults(run=cmd_execute)
    p = sub.add_parser("hlo-stats", help="XLA's parse of HLO text: computations, opcodes, operand edges")
    p.add_argument("file")
    p.set_defaults(run=cmd_hlo_stats)
    return ap


class _ArgError(Exception):
    pass


def run_one(argv: list, batch: bool) -> tuple:
    """Run one request; return (exit code, stdout text, error text)."""
    ap = make_parser()
    if batch:
        # argparse must not exit the batch process on a bad request.
        def error(message):
            raise _ArgError(f"{ap.prog}: error: {message}")

        ap.error = error
        for action in ap._subparsers._group_actions:
            for sp in action.choices.values():
                sp.error = error
    try:
        a = ap.parse_args(argv)
        return 0, a.run(a, batch), ""
    except (PeerError, _ArgError) as e:
        return 1, "", str(e).rstrip("\n") + "\n"
    except SystemExit as e:  # --help inside a batch
        return int(e.code or 0), "", ""


def batch(prefix: list) -> int:
    status = 0
    for line in sys.stdin:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            argv = prefix + shlex.split(line)
            code, out, err = run_one(argv, batch=True)
        except Exception as e:  # noqa: BLE001  (keep serving the other requests)
            code, out, err = 1, "", f"peer internal error: {type(e).__name__}: {e}\n"
        status = max(status, 1 if code else 0)
        sys.stdout.write(f"{BEGIN}{line}\n{out}{err}{END}{code}\n")
        sys.stdout.flush()
    return status


def main() -> int:
    argv = sys.argv[1:]
    if argv and argv[0] == "--batch":
        return batch(argv[1:])
    code, out, err = run_one(argv, batch=False)
    sys.stdout.write(out)
    sys.stderr.write(err)
    return code


if __name__ == "__main__":
    sys.exit(main())
