#!/usr/bin/env python3
"""Measures autoshard on the library models of models/lib/ and writes datasets/benchmarks/library_models.csv.

Usage: scripts/bench-library-models.py BINARY [--peer-python PY] [--node-limit N] [--threads N] [MODEL...]

BINARY is a release `autoshard`. Per model (`models/lib/MODEL.mlir`; default: every one there):
- text size of NAME.mlir and NAME.debug.mlir, op and func count (`autoshard check`, counted as jaxlib counts);
- `autoshard propagate --timing --repeat 5`: fastest pipeline time, plus wall time and peak RSS of one
  `propagate` run (parse + pipeline + print) from /usr/bin/time -v;
- jaxlib's `sdy-propagation-pipeline` time on the same file (`scripts/peer.py passes --timing`, the pass manager's
  wall total), when --peer-python is given;
- `autoshard solve --hw tpu-v5e --node-limit N`: status, objective and baselines (us per step), wall time and
  peak RSS from /usr/bin/time -v.
Only stdlib; run it with any python3. The machine is shared: load_avg_1min is recorded with each row.
"""
import csv, json, os, re, subprocess, sys, tempfile, time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
LIB = REPO / "models" / "lib"
OUT = REPO / "datasets" / "benchmarks" / "library_models.csv"
HEADER = """\
# autoshard on models/lib/ (models exported from Keras-Hub, Flax NNX/Linen, penzai by `models/export.py --lib`),
# release build, 2 CPU cores shared with other engineers' builds (load_avg_1min at the row's start).
# Regenerate: scripts/bench-library-models.py target/release/autoshard --peer-python /path/to/venv/bin/python
# propagate_pipeline_ms: fastest of 5 runs of our sdy-propagation-pipeline (`propagate --timing --repeat 5`);
# propagate_wall_ms / _peak_rss_kb: one whole `propagate` CLI run (parse, pipeline, print) under /usr/bin/time -v;
# shardy_pipeline_ms: jaxlib 0.10.2's sdy-propagation-pipeline pass-manager total on the same file (one run);
# solve: `autoshard solve --hw tpu-v5e --node-limit N`, costs in microseconds per step on the TPU v5e profile.
"""
FIELDS = [
    "model", "text_bytes", "debug_text_bytes", "ops", "funcs", "propagate_pipeline_ms", "propagate_wall_ms",
    "propagate_peak_rss_kb", "shardy_pipeline_ms", "solve_status", "solve_plan_source", "solve_objective_us",
    "solve_bound_us", "propagation_plan_us", "data_parallel_us", "megatron_us", "solve_wall_s", "solve_peak_rss_kb",
    "node_limit", "threads", "load_avg_1min", "cpus", "date_utc",
]


def timed(cmd):
    """Run cmd under /usr/bin/time -v; return (stdout, stderr, wall seconds, peak RSS kB)."""
    r = subprocess.run(["/usr/bin/time", "-v", *cmd], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"failed ({r.returncode}): {' '.join(cmd)}\n{r.stderr[-2000:]}")
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", r.stderr).group(1)
    secs = sum(float(x) * 60**i for i, x in enumerate(reversed(wall.split(":"))))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", r.stderr).group(1))
    return r.stdout, r.stderr, secs, rss


def measure(binary, peer_python, name, node_limit, threads):
    plain, debug = LIB / f"{name}.mlir", LIB / f"{name}.debug.mlir"
    row = dict(model=name, text_bytes=plain.stat().st_size, debug_text_bytes=debug.stat().st_size)
    row.update(load_avg_1min=f"{os.getloadavg()[0]:.2f}", cpus=os.cpu_count(), node_limit=node_limit, threads=threads)
    row["date_utc"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    out = subprocess.run([binary, "check", str(plain)], capture_output=True, text=True, check=True).stdout
    m = re.search(r"ok: (\d+) ops, (\d+) funcs", out)
    row.update(ops=int(m.group(1)), funcs=int(m.group(2)))
    r = subprocess.run([binary, "propagate", str(plain), "--timing", "--repeat", "5", "-o", os.devnull],
                       capture_output=True, text=True, check=True)
    row["propagate_pipeline_ms"] = float(re.search(r"timing: pipeline ([\d.]+) ms", r.stderr).group(1))
    _, _, secs, rss = timed([binary, "propagate", str(plain), "-o", os.devnull])
    row.update(propagate_wall_ms=round(secs * 1000), propagate_peak_rss_kb=rss)
    if peer_python:
        env = dict(os.environ, AUTOSHARD_VENV=str(Path(peer_python).resolve().parent.parent))
        r = subprocess.run([peer_python, str(REPO / "scripts" / "peer.py"), "passes", "sdy-propagation-pipeline",
                            str(plain), "--timing"], capture_output=True, text=True, check=True, env=env)
        total = re.findall(r"^\s*([\d.]+) \(100\.0%\).*Total\s*$", r.stderr, re.M)
        row["shardy_pipeline_ms"] = round(float(total[-1]) * 1000, 1)
    with tempfile.NamedTemporaryFile(suffix=".json") as j:
        _, _, secs, rss = timed([binary, "solve", str(plain), "--hw", "tpu-v5e", "--node-limit", str(node_limit),
                                 "--threads", str(threads), "--json", j.name, "-o", os.devnull])
        d = json.load(open(j.name))
    us = lambda s: "" if s is None else f"{s * 1e6:.3f}"  # noqa: E731
    base = {b["name"]: b["cost"] for b in d["baselines"]}
    row.update(solve_status=d["status"], solve_plan_source=d["plan_source"], solve_objective_us=us(d["objective"]),
               solve_bound_us=us(d["bound"]), propagation_plan_us=us(base.get("propagation")),
               data_parallel_us=us(base.get("data-parallel")), megatron_us=us(base.get("megatron")),
               solve_wall_s=f"{secs:.2f}", solve_peak_rss_kb=rss)
    return row


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    binary, peer_python, node_limit, threads = args.pop(0), None, 200, 2
    for flag in ("--peer-python", "--node-limit", "--threads"):
        if flag in args:
            i = args.index(flag)
            value = args[i + 1]
            del args[i:i + 2]
            if flag == "--peer-python":
                peer_python = value
            elif flag == "--node-limit":
                node_limit = int(value)
            else:
                threads = int(value)
    names = args or sorted(p.name[: -len(".mlir")] for p in LIB.glob("*.mlir") if not p.name.endswith(".debug.mlir"))
    rows = []
    for name in names:
        rows.append(measure(binary, peer_python, name, node_limit, threads))
        print(", ".join(f"{k}={rows[-1].get(k, '')}" for k in FIELDS[:12]), file=sys.stderr)
    with open(OUT, "w", newline="") as f:
        f.write(HEADER)
        w = csv.DictWriter(f, fieldnames=FIELDS)
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {OUT.relative_to(REPO)} ({len(rows)} models)", file=sys.stderr)


if __name__ == "__main__":
    main()
