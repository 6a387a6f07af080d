#!/usr/bin/env python3
"""Instructions per byte of parse and verify (issue 16's parser targets), counted by callgrind.

Runs `autoshard check FILE` under `valgrind --tool=callgrind` (one run per file) and reads the
inclusive instruction counts of `autoshard::parse::parse_module` and `autoshard::verify::verify`
from `callgrind_annotate`. Instruction counts do not depend on the machine's load, unlike the
wall times of `cargo bench --bench parse`; the conversion to MB/s is an estimate (a ~3 GHz core
at ~1.5 instructions per cycle runs ~4.5e9 instructions/s, so 200 MB/s is ~22 instructions per
byte and 100 MB/s ~45). Appends one row per file to datasets/benchmarks/parse_instructions.csv.

    scripts/parse-instructions.py [--binary target/release/autoshard] [--label L] [FILES...]
"""

import argparse
import csv
import datetime
import os
import re
import subprocess
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PHASES = {"parse": "autoshard::parse::parse_module", "verify": "autoshard::verify::verify"}
INSTRUCTIONS_PER_SECOND = 4.5e9


def counts(binary, path):
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", str(binary), "check", str(path)],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        text = subprocess.run(
            ["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(out)],
            check=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        ).stdout
    found = {}
    for line in text.splitlines():
        m = re.match(r"^\s*([0-9,]+) \(\s*[0-9.]+%\)\s+(.*)$", line)
        if not m:
            continue
        name = re.sub(r" \[[^]]*\]$", "", m.group(2))
        for phase, fn in PHASES.items():
            if name.endswith(":" + fn):
                found[phase] = max(found.get(phase, 0), int(m.group(1).replace(",", "")))
    return found


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("files", nargs="*", default=["models/gpt3_96l.mlir", "models/gpt3_96l.debug.mlir", "models/gpt2_12l.mlir"])
    p.add_argument("--binary", default=str(REPO / "target/release/autoshard"))
    p.add_argument("--label", default="")
    p.add_argument("--csv", default=str(REPO / "datasets/benchmarks/parse_instructions.csv"))
    a = p.parse_args()
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, stdout=subprocess.PIPE, text=True).stdout.strip()
    rows = []
    print(f"{'file':32} {'bytes':>9} {'parse Ir/B':>10} {'verify Ir/B':>11} {'parse MB/s':>10} {'p+v MB/s':>9}")
    for f in a.files:
        path = Path(f) if Path(f).is_absolute() else REPO / f
        n = path.stat().st_size
        c = counts(a.binary, path)
        parse, verify = c.get("parse", 0), c.get("verify", 0)
        est = lambda ir: INSTRUCTIONS_PER_SECOND / (ir / n) / 1e6 if ir else 0.0
        print(f"{f:32} {n:>9} {parse / n:>10.1f} {verify / n:>11.1f} {est(parse):>10.0f} {est(parse + verify):>9.0f}")
        rows.append({
            "date_utc": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "commit": commit, "label": a.label, "file": f, "bytes": n,
            "parse_instructions": parse, "verify_instructions": verify,
            "parse_instructions_per_byte": round(parse / n, 1),
            "verify_instructions_per_byte": round(verify / n, 1),
            "parse_mb_per_s_estimate": round(est(parse)),
            "parse_verify_mb_per_s_estimate": round(est(parse + verify)),
        })
    new = not os.path.exists(a.csv)
    with open(a.csv, "a", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        if new:
            w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
