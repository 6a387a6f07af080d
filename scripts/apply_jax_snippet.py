#!/usr/bin/env python3
"""Apply an `autoshard solve --emit jax` snippet to the exporting script's model and lower it.

    python scripts/apply_jax_snippet.py MODEL SNIPPET.py OUT.mlir

MODEL is a model name of models/export.py (mlp2, gpt2_block, ...). The model is built by export.py's own code
(the function, its argument pytrees and mesh); its arguments get the snippet's `IN_SPECS` (by pytree path,
through the snippet's `shardings` helper) and its results the snippet's `OUT_SPECS`, as
`jax.jit(f, in_shardings=..., out_shardings=...)` with `NamedSharding`s over the model's mesh (the snippet's
`mesh` has the same axes; the model's keeps export.py's device order). The snippet's constraints
(`CONSTRAINTS`) are applied by its `with_constraints` helper, which evaluates the model's jaxpr again with
`jax.lax.with_sharding_constraint` where each names (source line, op, shape, occurrence): no edit of the
model code. The lowered module (no locations, as models/NAME.mlir) goes to OUT.mlir; stderr says how many
constraints were applied, of how many suggested.

Run with the project venv's python (scripts/ensure-venv).
"""

import inspect
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "models"))

import export  # noqa: E402  (sets XLA_FLAGS for 8 CPU devices before importing jax)
import jax  # noqa: E402
from jax.sharding import NamedSharding  # noqa: E402


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    name, snippet_path, out = sys.argv[1:]
    model = next((m for m in (make() for make in export.MODELS) if m.name == name), None)
    if model is None:
        print(f"apply_jax_snippet: no model {name!r} in models/export.py", file=sys.stderr)
        return 2
    text = Path(snippet_path).read_text()
    ns: dict = {}
    exec(compile(text, snippet_path, "exec"), ns)
    ns["mesh"] = model.mesh
    in_specs, out_specs = ns["IN_SPECS"], ns["OUT_SPECS"]
    arg_names = list(inspect.signature(model.fn).parameters)
    in_shardings = tuple(ns["shardings"](n, a, in_specs) for n, a in zip(arg_names, model.args))
    out_tree = jax.eval_shape(model.fn, *model.args)
    out_shardings = jax.tree_util.tree_map_with_path(
        lambda path, _: NamedSharding(model.mesh, out_specs["result" + jax.tree_util.keystr(path)]), out_tree
    )
    args = jax.tree_util.tree_map(
        lambda a, s: jax.ShapeDtypeStruct(a.shape, a.dtype, sharding=s), model.args, in_shardings
    )
    constraints = ns.get("CONSTRAINTS", [])
    fn = ns["with_constraints"](model.fn) if constraints else model.fn
    jitted = jax.jit(fn, in_shardings=in_shardings, out_shardings=out_shardings, donate_argnums=model.donate_argnums)
    Path(out).write_text(jitted.lower(*args).as_text())
    suggestions = sum(1 for line in text.splitlines() if "y = jax.lax.with_sharding_constraint" in line)
    applied = getattr(fn, "applied", 0)
    print(f"{name}: {applied} of {suggestions} with_sharding_constraint suggestions applied", file=sys.stderr)
    for c in getattr(fn, "missed", []):
        print(f"  not found: {c}", file=sys.stderr)
    return 0 if applied == len(constraints) else 1


if __name__ == "__main__":
    sys.exit(main())
