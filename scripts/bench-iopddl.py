#!/usr/bin/env python3
"""The search engine on XLA's own auto-sharding problems (IOPDDL, ASPLOS 2025 / EuroSys 2025 contest).

    scripts/bench-iopddl.py [LETTER...] [--dir ../shared/iopddl] [--threads 2] [--csv PATH] [--binary PATH]
                            [--time-limit S]

Runs `autoshard iopddl FILE --threads N` (release build) on every `asplos-2025-iopddl-*.json.gz` in --dir (default
../shared/iopddl beside the repository), each with its contest time limit (the CLI's table) unless --time-limit is
given, one after another. Prints a table and writes datasets/benchmarks/iopddl.csv: cost, best known (the contest's
final results), ratio, proven lower bound, gap, seconds (reading included), threads, feasibility (checked by the
evaluator), whether the clock stopped the search, and the machine (cores, load average before and after: the
machine may be shared, and then the times and costs are worse than on an idle one). With LETTERs, only those rows
of the CSV are replaced; the others are kept as they were measured.
"""

import argparse
import csv
import os
import platform
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# Contest final results (best known cost per instance), from ../shared/iopddl/README.md.
BEST_KNOWN = {
    "A": 6_548_641_531,
    "B": 532_843,
    "G": 217_039,
    "M": 49_928_460_991,
    "S": 1_534_613_444,
    "U": 2_569_342_178,
    "V": 1_632_051,
}

FIELDS = ["cost", "bound", "gap", "feasible", "time"]


def parse(output):
    """The CLI's `key value` lines as a dict."""
    out = {}
    for line in output.splitlines():
        key, _, value = line.partition(" ")
        if key in FIELDS or key == "instance":
            out[key] = value.strip()
    return out


def run(binary, path, threads, time_limit):
    cmd = [str(binary), "iopddl", str(path), "--threads", str(threads)]
    if time_limit is not None:
        cmd += ["--time-limit", str(time_limit)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode not in (0, 2):
        sys.exit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stderr}")
    return parse(proc.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("letters", nargs="*", help="instances to run (default: every one in --dir)")
    ap.add_argument("--dir", type=Path, default=REPO.parent / "shared" / "iopddl")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--time-limit", type=float, default=None)
    ap.add_argument("--csv", type=Path, default=REPO / "datasets" / "benchmarks" / "iopddl.csv")
    ap.add_argument("--binary", type=Path, default=REPO / "target" / "release" / "autoshard")
    args = ap.parse_args()
    if not args.binary.exists():
        subprocess.run(["cargo", "build", "--release"], cwd=REPO, check=True)
    files = sorted(args.dir.glob("asplos-2025-iopddl-*.json.gz"))
    letter = lambda f: re.search(r"iopddl-(\w+)\.json", f.name).group(1)
    if args.letters:
        files = [f for f in files if letter(f) in args.letters]
    if not files:
        sys.exit(f"no instance in {args.dir}")
    machine = f"{platform.machine()} {os.cpu_count()} cores, shared"
    rows = []
    for f in files:
        load_before = os.getloadavg()[0]
        r = run(args.binary, f, args.threads, args.time_limit)
        load_after = os.getloadavg()[0]
        cost = int(r["cost"])
        best = BEST_KNOWN.get(letter(f))
        secs = float(r["time"].split()[0])
        row = {
            "instance": letter(f),
            "cost": cost,
            "best_known": best if best is not None else "",
            "ratio": f"{cost / best:.4f}" if best else "",
            "bound": r["bound"],
            "gap_percent": r["gap"].rstrip("%"),
            "seconds": f"{secs:.1f}",
            "time_limit": re.search(r"limit ([\d.]+|none)", r["time"]).group(1),
            "threads": args.threads,
            "feasible": r["feasible"].startswith("yes"),
            "clock_limited": "clock" in r["time"],
            "machine": f"{machine}, load average {load_before:.1f} before / {load_after:.1f} after",
        }
        rows.append(row)
        print(f"{row['instance']}: cost {cost} best {best} ratio {row['ratio']} gap {row['gap_percent']}% "
              f"{row['seconds']} s feasible {row['feasible']}", flush=True)
    args.csv.parent.mkdir(parents=True, exist_ok=True)
    if args.letters and args.csv.exists():
        # Only some instances were run: the other rows of the CSV stay as they were measured.
        ran = {row["instance"] for row in rows}
        with open(args.csv, newline="") as f:
            kept = [old for old in csv.DictReader(f) if old["instance"] not in ran]
        rows = sorted(kept + rows, key=lambda row: row["instance"])
    with open(args.csv, "w", newline="") as out:
        w = csv.DictWriter(out, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {args.csv}")


if __name__ == "__main__":
    main()
