#!/usr/bin/env python3
"""Runs `autoshard solve` on models and writes datasets/benchmarks/solve.csv.

Usage: scripts/bench-solve.py BINARY [--threads N] [--time-limit S] [--annotated-only]
                              [--memory-budget B] [--append] MODEL[@MESH]...
Each model is solved with the user's annotations (mode=annotated) and without them
(mode=free, `--ignore-annotations`), on the TPU v5e profile; `MODEL@data=2,model=4`
resizes the mesh first (`--mesh`). Times are wall seconds of the CLI's encode and HiGHS
phases as the JSON report gives them, and of the whole CLI run.
"""
import csv, json, os, subprocess, sys, tempfile, time

def main():
    args = sys.argv[1:]
    binary = args.pop(0)
    threads, limit = "2", None
    modes = ["annotated", "free"]
    budget, append = None, False
    if "--memory-budget" in args:
        i = args.index("--memory-budget"); budget = args[i + 1]; del args[i:i + 2]
    if "--append" in args:
        args.remove("--append"); append = True
    if "--annotated-only" in args:
        args.remove("--annotated-only"); modes = ["annotated"]
    if "--threads" in args:
        i = args.index("--threads"); threads = args[i + 1]; del args[i:i + 2]
    if "--time-limit" in args:
        i = args.index("--time-limit"); limit = args[i + 1]; del args[i:i + 2]
    out = os.path.join(os.path.dirname(__file__), "..", "datasets", "benchmarks", "solve.csv")
    rows = []
    for spec in args:
        model, _, mesh = spec.partition("@")
        for mode in modes:
            with tempfile.NamedTemporaryFile(suffix=".json") as j:
                cmd = [binary, "solve", model, "--hw", "tpu-v5e", "--threads", threads, "--json", j.name]
                if mode == "free":
                    cmd.append("--ignore-annotations")
                if mesh:
                    cmd += ["--mesh", mesh]
                if budget:
                    cmd += ["--memory-budget", budget]
                if limit:
                    cmd += ["--time-limit", limit]
                t0 = time.time()
                p = subprocess.run(cmd, capture_output=True, text=True)
                wall = time.time() - t0
                try:
                    r = json.load(open(j.name))
                except Exception:
                    print(model, mode, "failed:", p.stderr[-300:], file=sys.stderr)
                    continue
            base = {b["name"]: b["cost"] for b in r["baselines"]}
            us = lambda x: "" if x is None else f"{x * 1e6:.3f}"
            row = {
                "model": os.path.basename(model).removesuffix(".mlir"),
                "mesh": mesh or "as written",
                "mode": mode,
                "memory_budget": budget or "profile",
                "status": r["status"],
                "plan_source": r["plan_source"],
                "objective_us": us(r["objective"]),
                "bound_us": us(r["bound"]),
                "gap_percent": "" if r["gap"] is None else f"{r['gap'] * 100:.4f}",
                "plan_us": us(r["plan_cost"]),
                "propagation_us": us(base.get("propagation")),
                "data_parallel_us": us(base.get("data-parallel")),
                "megatron_us": us(base.get("megatron")),
                "objective_matches_eval": r["checks"]["objective_matches"] if r["checks"] else "",
                "variables": r["problem"]["variables"],
                "constraints": r["problem"]["constraints"],
                "tied_ops": r["problem"].get("tied_ops", 0),
                "encode_s": f"{r['encode_seconds']:.3f}",
                "solve_s": f"{r['solve_seconds']:.3f}",
                "cli_wall_s": f"{wall:.3f}",
                "threads": threads,
                "clock_limited": r["clock_limited"],
            }
            rows.append(row)
            print(",".join(str(v) for v in row.values()), flush=True)
    with open(out, "a" if append else "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        if not append:
            f.write("# autoshard solve on 2 cores (release build), tpu-v5e, costs in microseconds per step, times in seconds\n")
            w.writeheader()
        w.writerows(rows)

main()
