#!/usr/bin/env python3
"""Side by side: Shardy's `sdy-propagation-pipeline` (jaxlib 0.10.2, in-process) and ours (`autoshard propagate`).

Run it with any python; it re-executes itself in the project venv (scripts/ensure-venv) like scripts/peer.py.

    scripts/bench-propagate.py [MODEL...] [--repeat N] [--csv PATH] [--binary PATH]

MODEL is a name in models/, `gpt2xN`: GPT-2 small with N unrolled layers (forward), or `gpt2trainxN`: a training step of
it (cross-entropy loss, value_and_grad, global-norm clipping, AdamW), exported on the fly with the building blocks of
models/export.py (default: gpt2x1 gpt2x12 gpt2x48 gpt2x96 gpt2x192 gpt2x384 gpt2trainx12 gpt2trainx48 gpt2_12l gpt3_96l,
which shows how the time grows with the number of ops; the per-op columns make linearity visible). `--keep DIR` keeps
the generated modules. For each model, both sides run the whole pipeline
N times (default 5) in one process on a freshly parsed module and keep the fastest run:
  - Shardy: `PassManager.parse("builtin.module(sdy-propagation-pipeline)")` with MLIR's pass timing; we report the
    sum of the pass times (the pipeline without parsing and printing) and the user-priority propagation pass.
  - ours: `autoshard propagate FILE --timing --repeat N` (release build), which reports the same two numbers.
Prints a table with the ratios and writes the CSV (default datasets/benchmarks/propagate.csv; units in column names).

`--instructions` instead counts the instructions of our side under `valgrind --tool=callgrind` (one run per model:
repeatable on a loaded machine, where wall times are not) per phase (parse, verify, the pipeline, the propagation
pass) and per op, and writes datasets/benchmarks/propagate_instructions.csv: linear time shows as a constant
instructions-per-op column.
"""

import argparse
import csv
import datetime
import os
import platform
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _reexec_in_venv():
    venv = Path(os.environ.get("AUTOSHARD_VENV", REPO / ".venv")).resolve()
    if Path(sys.prefix).resolve() == venv or os.environ.get("AUTOSHARD_BENCH_REEXEC") == "1":
        return
    py = subprocess.run(
        [str(REPO / "scripts" / "ensure-venv")], check=True, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True
    ).stdout.strip()
    os.environ["AUTOSHARD_BENCH_REEXEC"] = "1"
    os.execv(py, [py, str(Path(__file__).resolve()), *sys.argv[1:]])


if __name__ == "__main__":
    _reexec_in_venv()

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

# MLIR's timing report: "  0.0552 (  1.4%)    0.0552 (  1.6%)  SymbolDCEPass" (user, wall).
TIMING_LINE = re.compile(r"^\s*([0-9.]+)\s+\(\s*[0-9.]+%\)\s+([0-9.]+)\s+\(\s*[0-9.]+%\)\s+(.*\S)\s*$")


def shardy_once(text):
    """One in-process run: (pipeline seconds, user-priority pass seconds) from MLIR's pass timing (wall)."""
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib.mlir import ir, passmanager

    with tempfile.TemporaryFile(mode="w+") as err:
        saved = os.dup(2)
        sys.stderr.flush()
        os.dup2(err.fileno(), 2)
        try:
            with jmlir.make_ir_context():
                m = ir.Module.parse(text)
                pm = passmanager.PassManager.parse("builtin.module(sdy-propagation-pipeline)")
                pm.enable_timing()
                pm.run(m.operation)
                del pm  # the report is printed when the pass manager dies
                del m
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
        err.seek(0)
        report = err.read()
    total = prop = None
    for line in report.splitlines():
        g = TIMING_LINE.match(line)
        if not g:
            continue
        wall, name = float(g.group(2)), g.group(3)
        if name == "Total":
            total = wall
        elif name == "UserPriorityPropagationPass":
            prop = wall
    if total is None:
        raise SystemExit(f"no pass timing report from jaxlib:\n{report}")
    return total, prop


def ours(binary, path, repeat):
    r = subprocess.run(
        [str(binary), "propagate", str(path), "--timing", "--repeat", str(repeat), "-o", os.devnull],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    if r.returncode != 0:
        raise SystemExit(f"autoshard propagate {path} failed:\n{r.stderr}")
    total = prop = None
    for line in r.stderr.splitlines():
        if m := re.match(r"timing: pipeline ([0-9.]+) ms", line):
            total = float(m.group(1)) / 1e3
        elif m := re.match(r"timing:\s+sdy-user-priority-propagate\s+([0-9.]+) ms", line):
            prop = float(m.group(1)) / 1e3
    return total, prop


def export_gpt2(n_layer, out_dir, train=False):
    """GPT-2 small with `n_layer` unrolled blocks (models/export.py's gpt2_12l with another depth); with `train`, one
    training step of it: cross-entropy loss, value_and_grad, global-norm clipping and AdamW (as gpt2_block_train)."""
    import importlib.util

    import jax
    import jax.numpy as jnp

    spec = importlib.util.spec_from_file_location("autoshard_export", REPO / "models" / "export.py")
    ex = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ex)
    from jax.sharding import NamedSharding, PartitionSpec as P

    mesh = ex.make_mesh(data=2, model=4)
    c = dict(ex.GPT2, n_layer=n_layer)
    B, S = 8, c["ctx"]

    def gpt2_forward(params, tokens):
        x = ex.gpt2_embed(params, tokens)
        for block in params["blocks"]:
            x = ex.gpt2_block(block, x, c["n_head"])
        return ex.gpt2_logits(params, x)

    params = ex.gpt2_top_params(mesh, c)
    params["blocks"] = [ex.gpt2_block_params(mesh, c["d"]) for _ in range(n_layer)]
    tokens = ex.arg(mesh, (B, S), ex.I32, P("data", None))
    name = f"gpt2{'train' if train else ''}x{n_layer}"
    out_sharding = NamedSharding(mesh, P("data", None, None))
    if not train:
        model = ex.Model(name, "", mesh, "", "", gpt2_forward, (params, tokens), out_sharding)
    else:

        def loss_fn(params, tokens, labels):
            logits = gpt2_forward(params, tokens)
            logp = jax.nn.log_softmax(logits, axis=-1)
            return -jnp.mean(jnp.take_along_axis(logp, labels[..., None], axis=-1))

        def train_step(params, opt_state, tokens, labels):
            lr, b1, b2, eps, wd, max_norm = 3e-4, 0.9, 0.95, 1e-8, 0.1, 1.0
            loss, grads = jax.value_and_grad(loss_fn)(params, tokens, labels)
            gnorm = jnp.sqrt(sum(jnp.sum(jnp.square(g)) for g in jax.tree_util.tree_leaves(grads)))
            scale = jnp.minimum(1.0, max_norm / (gnorm + 1e-6))
            grads = jax.tree_util.tree_map(lambda g: g * scale, grads)
            step = opt_state["step"] + 1
            t = step.astype(ex.F32)
            m = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, opt_state["m"], grads)
            v = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * jnp.square(g), opt_state["v"], grads)

            def update(p, m, v):
                return p - lr * (m / (1 - b1**t) / (jnp.sqrt(v / (1 - b2**t)) + eps) + wd * p)

            new_params = jax.tree_util.tree_map(update, params, m, v)
            return new_params, {"step": step, "m": m, "v": v}, loss

        def state():
            s = ex.gpt2_top_params(mesh, c)
            s["blocks"] = [ex.gpt2_block_params(mesh, c["d"]) for _ in range(n_layer)]
            return s

        opt_state = {"step": ex.arg(mesh, (), ex.I32, P()), "m": state(), "v": state()}
        labels = ex.arg(mesh, (B, S), ex.I32, P("data", None))
        shardings = ex.shardings_of(params)
        out = (shardings, {"step": NamedSharding(mesh, P()), "m": shardings, "v": shardings}, NamedSharding(mesh, P()))
        model = ex.Model(name, "", mesh, "", "", train_step, (params, opt_state, tokens, labels), out)
    path = Path(out_dir) / f"{name}.mlir"
    path.write_text(model.lower().as_text())
    return path


# Our functions whose inclusive instruction counts --instructions reports (callgrind_annotate's names).
PHASES = {
    "parse": "autoshard::parse::parse_module",
    "verify": "autoshard::verify::verify",
    "pipeline": "autoshard::propagate::pipeline::run_pipeline_with",
    "propagation": "autoshard::propagate::user_priority::propagate",
}


def instructions(binary, path, scratch):
    """Inclusive instruction counts of PHASES in one `autoshard propagate` run under callgrind."""
    out = Path(scratch) / f"{path.stem}.callgrind"
    subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", str(binary), "propagate", str(path),
         "--repeat", "1", "-o", os.devnull],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    text = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(out)],
        check=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    ).stdout
    counts = {}
    for line in text.splitlines():
        m = re.match(r"^\s*([0-9,]+) \(\s*[0-9.]+%\)\s+(.*)$", line)
        if not m:
            continue
        name = re.sub(r" \[[^]]*\]$", "", m.group(2))
        for phase, fn in PHASES.items():
            # `file:function`, not a callee line (`=> ...`) nor a closure of the function.
            if name.endswith(":" + fn):
                counts[phase] = max(counts.get(phase, 0), int(m.group(1).replace(",", "")))
    out.unlink()
    return counts


def count_ops(path):
    n = 0
    for line in path.read_text().splitlines():
        s = line.strip()
        if re.match(r'^(%[^=]+=\s*)?"?(stablehlo|sdy|chlo|func)\.', s) or s.startswith(("return", "call ")):
            n += 1
    return n


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument(
        "models",
        nargs="*",
        default=[
            "gpt2x1", "gpt2x12", "gpt2x48", "gpt2x96", "gpt2x192", "gpt2x384",
            "gpt2trainx12", "gpt2trainx48", "gpt2_12l", "gpt3_96l",
        ],
    )
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--csv", default=str(REPO / "datasets/benchmarks/propagate.csv"))
    p.add_argument("--binary", default=str(REPO / "target/release/autoshard"))
    p.add_argument(
        "--keep", metavar="DIR", help="write the generated modules to DIR, or reuse those already there (default: a scratch directory)"
    )
    p.add_argument("--label", default="", help="a label for the CSV rows (which build was measured)")
    p.add_argument("--export-only", action="store_true", help="only export the generated modules (with --keep)")
    p.add_argument(
        "--instructions", action="store_true", help="count our instructions per phase and op under callgrind instead"
    )
    a = p.parse_args()
    binary = Path(a.binary)
    if not binary.exists():
        subprocess.run(["cargo", "build", "--release", "--bin", "autoshard"], cwd=REPO, check=True)
    rows = []
    scratch = a.keep or tempfile.mkdtemp(prefix="bench-propagate-")
    Path(scratch).mkdir(parents=True, exist_ok=True)
    if a.instructions:
        if a.csv == p.get_default("csv"):
            a.csv = str(REPO / "datasets/benchmarks/propagate_instructions.csv")
        print(f"{'model':14} {'ops':>6}  " + "  ".join(f"{ph + ' Ir/op':>16}" for ph in PHASES))
    elif not a.export_only:
        print(
            f"{'model':14} {'ops':>6}  {'Shardy pipeline':>15} {'ours':>9} {'ratio':>6}   {'Shardy prop.':>12} {'ours':>9}"
            f" {'ratio':>6}   {'us/op: Shardy':>13} {'ours':>6} {'ours prop.':>10}"
        )
    for name in a.models:
        if a.keep and (Path(a.keep) / f"{name}.mlir").exists() and not a.export_only:
            path = Path(a.keep) / f"{name}.mlir"
        elif m := re.fullmatch(r"gpt2(train)?x([0-9]+)", name):
            path = export_gpt2(int(m.group(2)), scratch, train=bool(m.group(1)))
        else:
            path = REPO / "models" / f"{name}.mlir"
        if a.export_only:
            print(f"wrote {path} ({count_ops(path)} ops)")
            continue
        if a.instructions:
            ops = count_ops(path)
            counts = instructions(binary, path, scratch)
            print(f"{name:14} {ops:>6}  " + "  ".join(f"{counts.get(ph, 0) / ops:>16,.0f}" for ph in PHASES), flush=True)
            row = {"model": name, "label": a.label, "ops": ops}
            for ph in PHASES:
                row[f"{ph}_instructions"] = counts.get(ph, 0)
            for ph in PHASES:
                row[f"{ph}_instructions_per_op"] = round(counts.get(ph, 0) / ops, 1)
            row["date_utc"] = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
            row["machine"] = platform.machine()
            rows.append(row)
            continue
        text = path.read_text()
        runs = [shardy_once(text) for _ in range(a.repeat)]
        s_total = min(r[0] for r in runs)
        s_prop = min(r[1] for r in runs)
        o_total, o_prop = ours(binary, path, a.repeat)
        ops = count_ops(path)
        print(
            f"{name:14} {ops:>6}  {1e3 * s_total:>12.1f} ms {1e3 * o_total:>6.1f} ms {s_total / o_total:>5.1f}x"
            f"   {1e3 * s_prop:>9.1f} ms {1e3 * o_prop:>6.1f} ms {s_prop / o_prop:>5.1f}x"
            f"   {1e6 * s_total / ops:>13.2f} {1e6 * o_total / ops:>6.2f} {1e6 * o_prop / ops:>10.2f}",
            flush=True,
        )
        rows.append(
            {
                "model": name,
                "ops": ops,
                "shardy_pipeline_ms": round(1e3 * s_total, 3),
                "autoshard_pipeline_ms": round(1e3 * o_total, 3),
                "pipeline_speedup_x": round(s_total / o_total, 2),
                "shardy_propagation_ms": round(1e3 * s_prop, 3),
                "autoshard_propagation_ms": round(1e3 * o_prop, 3),
                "propagation_speedup_x": round(s_prop / o_prop, 2),
                "shardy_pipeline_us_per_op": round(1e6 * s_total / ops, 3),
                "autoshard_pipeline_us_per_op": round(1e6 * o_total / ops, 3),
                "autoshard_propagation_us_per_op": round(1e6 * o_prop / ops, 3),
                "repeats": a.repeat,
                "load_avg_1min": round(os.getloadavg()[0], 2),
                "cpus": os.cpu_count(),
                "date_utc": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
                "machine": platform.machine(),
                "label": a.label,
            }
        )
    if a.export_only:
        return
    out = Path(a.csv)
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
