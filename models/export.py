#!/usr/bin/env python3
"""Export the autoshard test corpus: real JAX models lowered to StableHLO + Shardy text.

    python3 models/export.py              # (re)write models/*.mlir, models/*.debug.mlir, models/README.md
    python3 models/export.py --check      # export into a temp dir and fail if any committed file differs
    python3 models/export.py --out DIR    # write somewhere else
    python3 models/export.py --only mlp2,moe   # a subset (README is not rewritten)

Every model is traced with `jax.jit(f, in_shardings=..., out_shardings=...).lower(*ShapeDtypeStructs)` on 8
fake CPU devices (XLA_FLAGS=--xla_force_host_platform_device_count=8), so no weight is ever allocated. For
each model NAME the script writes
    models/NAME.mlir        lowered.as_text()                 (pretty form, no locations)
    models/NAME.debug.mlir  lowered.as_text(debug_info=True)  (loc(#locN) on every op + the #loc table)
and then checks every emitted file with jaxlib: it must parse (make_ir_context + ir.Module.parse + verify) and
`sdy-propagation-pipeline` must run on it. Any failure aborts with a non-zero exit. Output is deterministic:
source file names in locations are made repo-relative, and two runs give identical bytes (see --check).

If it is not running inside the project venv, it runs scripts/ensure-venv and re-executes itself with the venv's
python. --lib: the library models of models/export_lib.py into models/lib/, in the scripts/ensure-venv-libs venv.
"""

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MODELS_DIR = REPO / "models"
_LIB = "--lib" in sys.argv[1:]  # the library models (models/export_lib.py) and their venv

def _reexec_in_venv():
    venv = Path(os.environ.get("AUTOSHARD_LIBS_VENV", REPO / ".venv-libs") if _LIB else os.environ.get("AUTOSHARD_VENV", REPO / ".venv")).resolve()
    if Path(sys.prefix).resolve() == venv:
        return
    if os.environ.get("AUTOSHARD_EXPORT_REEXEC") == "1":
        sys.exit(f"export.py: re-executed but still not inside the venv {venv} (sys.prefix={sys.prefix})")
    import subprocess

    py = subprocess.run(
        [str(REPO / "scripts" / ("ensure-venv-libs" if _LIB else "ensure-venv"))], check=True, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True
    ).stdout.strip()
    os.environ["AUTOSHARD_EXPORT_REEXEC"] = "1"
    os.execv(py, [py, str(Path(__file__).resolve()), *sys.argv[1:]])


if __name__ == "__main__":
    _reexec_in_venv()
    sys.modules.setdefault("export", sys.modules[__name__])  # export_lib.py imports this module by that name
# Must be set before jax is imported.
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
os.environ["JAX_PLATFORMS"] = "cpu"

import argparse  # noqa: E402
import dataclasses  # noqa: E402
import filecmp  # noqa: E402
import math  # noqa: E402
import re  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from typing import Any, Callable  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

# Locations name this file relative to the repo ("models/export.py"), wherever the checkout lives.
jax.config.update("jax_hlo_source_file_canonicalization_regex", "^" + re.escape(str(REPO) + os.sep))

F32 = jnp.float32
BF16 = jnp.bfloat16
I32 = jnp.int32


def make_mesh(**axes: int) -> Mesh:
    sizes = tuple(axes.values())
    devices = np.array(jax.devices()[: math.prod(sizes)]).reshape(sizes)
    return Mesh(devices, tuple(axes.keys()))


def arg(mesh: Mesh, shape, dtype, spec: P) -> jax.ShapeDtypeStruct:
    return jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(mesh, spec))


def shardings_of(tree):
    return jax.tree_util.tree_map(lambda s: s.sharding, tree)


@dataclasses.dataclass
class Model:
    name: str
    what: str
    mesh: Mesh
    shapes: str  # main shapes, for the README
    how: str  # how the shardings got into the text
    fn: Callable
    args: tuple  # pytrees of ShapeDtypeStruct carrying NamedShardings (also used as in_shardings)
    out_shardings: Any
    donate_argnums: tuple = ()
    # Optional text rewrite producing a priority variant: (variant name, rewrite function).
    variants: tuple = ()

    def lower(self):
        jitted = jax.jit(
            self.fn,
            in_shardings=shardings_of(self.args),
            out_shardings=self.out_shardings,
            donate_argnums=self.donate_argnums,
        )
        return jitted.lower(*self.args)


# ----------------------------------------------------------------------------------------------------------------
# Building blocks, written the way JAX model code is usually written (params are pytrees of dicts).


def layer_norm(p, x, eps=1e-5):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + eps) * p["scale"] + p["bias"]


def rms_norm(p, x, eps=1e-5):
    x32 = x.astype(F32)
    y = x32 * jax.lax.rsqrt(jnp.mean(jnp.square(x32), axis=-1, keepdims=True) + eps)
    return (y * p["scale"].astype(F32)).astype(x.dtype)


def causal_self_attention(p, x, n_head, w=lambda w: w):
    """GPT-2 attention: fused qkv projection, causal mask, softmax. `w` may constrain weights (FSDP gather)."""
    B, S, D = x.shape
    hd = D // n_head
    qkv = x @ w(p["w_qkv"]) + p["b_qkv"]
    q, k, v = jnp.split(qkv, 3, axis=-1)
    q, k, v = (t.reshape(B, S, n_head, hd) for t in (q, k, v))
    att = jnp.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(hd)
    mask = jnp.tril(jnp.ones((S, S), dtype=bool))
    att = jnp.where(mask, att, jnp.finfo(att.dtype).min)
    att = jax.nn.softmax(att.astype(F32), axis=-1).astype(x.dtype)
    y = jnp.einsum("bhqk,bkhd->bqhd", att, v).reshape(B, S, D)
    return y @ w(p["w_out"]) + p["b_out"]


def gpt2_mlp(p, x, w=lambda w: w):
    h = jax.nn.gelu(x @ w(p["w_fc"]) + p["b_fc"], approximate=True)
    return h @ w(p["w_proj"]) + p["b_proj"]


def gpt2_block(p, x, n_head, w=lambda w: w):
    x = x + causal_self_attention(p["attn"], layer_norm(p["ln_1"], x), n_head, w)
    x = x + gpt2_mlp(p["mlp"], layer_norm(p["ln_2"], x), w)
    return x


def gpt2_block_params(mesh, d, dtype=F32, lead=(), col=P(None, "model"), row=P("model", None), vec=P("model")):
    """Megatron-style tensor parallel shardings: qkv/fc column-parallel, out/proj row-parallel.

    `lead` prepends stacked dims (for lax.scan over layers); their sharding is None.
    """
    n = (None,) * len(lead)

    def a(shape, spec):
        return arg(mesh, lead + shape, dtype, P(*n, *spec))

    ln = lambda: {"scale": a((d,), P(None)), "bias": a((d,), P(None))}  # noqa: E731
    return {
        "ln_1": ln(),
        "attn": {
            "w_qkv": a((d, 3 * d), col),
            "b_qkv": a((3 * d,), vec),
            "w_out": a((d, d), row),
            "b_out": a((d,), P(None)),
        },
        "ln_2": ln(),
        "mlp": {
            "w_fc": a((d, 4 * d), col),
            "b_fc": a((4 * d,), vec),
            "w_proj": a((4 * d, d), row),
            "b_proj": a((d,), P(None)),
        },
    }


# ----------------------------------------------------------------------------------------------------------------
# Priority variants. JAX has no API for Shardy's user priorities or open dimensions, so these variants are made
# by rewriting the exported text of @main's signature: on arguments, a dim sharded on "data" becomes closed with
# priority 0 (`{"data"}p0`: batch sharding is decided first), a dim sharded on any other axes becomes open with
# priority 1 (`{"model", ?}p1`: propagation may extend it, after p0), and a replicated dim of a weight becomes open
# (`{?}`). Results keep their shardings. This is the sdy syntax: `{"a", "b"}` closed, `{"a", ?}` open, `pN` suffix.

_SHARDING_RE = re.compile(r"#sdy\.sharding<@(\w+), \[(.*?)\]>")
_DIM_RE = re.compile(r"\{([^{}]*)\}")


def _prioritize_dims(dims: str, is_batch_input: bool) -> str:
    def one(m):
        axes = m.group(1)
        if not axes:
            return "{}" if is_batch_input else "{?}"
        if '"data"' in axes:
            return "{" + axes + "}p0"
        return "{" + axes + ", ?}p1"

    return _DIM_RE.sub(one, dims)


def prioritize_main_args(text: str) -> str:
    """Rewrite the argument shardings of @main as described above; everything else is untouched."""
    start = text.index("func.func public @main(")
    # The argument list ends at the ") -> (" of the signature.
    end = text.index(") -> ", start)
    sig = text[start:end]

    def repl(m):
        dims = m.group(2)
        new_dims = _prioritize_dims(dims, is_batch_input='"data"' in dims)
        return f"#sdy.sharding<@{m.group(1)}, [{new_dims}]>"

    new_sig = _SHARDING_RE.sub(repl, sig)
    if new_sig == sig or "p0" not in new_sig or "p1" not in new_sig:
        raise RuntimeError("priority rewrite did not change the @main signature as intended")
    return text[:start] + new_sig + text[end:]


# ----------------------------------------------------------------------------------------------------------------
# The models.


def mlp2() -> Model:
    mesh = make_mesh(data=2, model=4)
    B, D, H = 128, 1024, 4096

    def mlp_forward(params, x):
        h = jax.nn.relu(x @ params["layer1"]["w"] + params["layer1"]["b"])
        return h @ params["layer2"]["w"] + params["layer2"]["b"]

    params = {
        "layer1": {"w": arg(mesh, (D, H), F32, P(None, "model")), "b": arg(mesh, (H,), F32, P("model"))},
        "layer2": {"w": arg(mesh, (H, D), F32, P("model", None)), "b": arg(mesh, (D,), F32, P(None))},
    }
    x = arg(mesh, (B, D), F32, P("data", None))
    return Model(
        "mlp2",
        "2-layer MLP (relu), tensor parallel hidden layer",
        mesh,
        f"x {B}x{D}, hidden {H}, f32",
        "jit in/out shardings",
        mlp_forward,
        (params, x),
        NamedSharding(mesh, P("data", None)),
        variants=(("mlp2_prio", prioritize_main_args),),
    )


def mlp_constraint() -> Model:
    mesh = make_mesh(data=4, model=2)
    B, D, H = 256, 512, 2048

    def mlp_forward(params, x):
        h = jax.nn.gelu(x @ params["w_in"] + params["b_in"])
        # Pin the hidden activation: batch over data, hidden over model.
        h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P("data", "model")))
        y = h @ params["w_out"] + params["b_out"]
        return jax.lax.with_sharding_constraint(y, NamedSharding(mesh, P("data", None)))

    # Weights come in replicated: only the constraints say how the hidden layer is split.
    params = {
        "w_in": arg(mesh, (D, H), F32, P()),
        "b_in": arg(mesh, (H,), F32, P()),
        "w_out": arg(mesh, (H, D), F32, P()),
        "b_out": arg(mesh, (D,), F32, P()),
    }
    x = arg(mesh, (B, D), F32, P("data", None))
    return Model(
        "mlp_constraint",
        "MLP (gelu) with replicated weights and with_sharding_constraint on hidden and output",
        mesh,
        f"x {B}x{D}, hidden {H}, f32",
        "jit shardings + with_sharding_constraint",
        mlp_forward,
        (params, x),
        None,  # result sharding left to propagation
    )


def gpt2_block_model() -> Model:
    mesh = make_mesh(data=2, model=4)
    B, S, D, NH = 8, 1024, 768, 12

    def gpt2_block_forward(params, x):
        return gpt2_block(params, x, NH)

    params = gpt2_block_params(mesh, D)
    x = arg(mesh, (B, S, D), F32, P("data", None, None))
    return Model(
        "gpt2_block",
        "one GPT-2 block: LayerNorm, causal 12-head attention, softmax, GELU MLP",
        mesh,
        f"x {B}x{S}x{D}, 12 heads, mlp {4 * D}, f32",
        "jit in/out shardings",
        gpt2_block_forward,
        (params, x),
        NamedSharding(mesh, P("data", None, None)),
        variants=(("gpt2_block_prio", prioritize_main_args),),
    )


GPT2 = dict(vocab=50257, ctx=1024, d=768, n_head=12, n_layer=12)


def gpt2_embed(params, tokens):
    S = tokens.shape[1]
    return params["wte"][tokens] + params["wpe"][:S]


def gpt2_logits(params, x):
    x = layer_norm(params["ln_f"], x)
    return x @ params["wte"].T  # tied embedding


def gpt2_top_params(mesh, cfg, dtype=F32, wte=P(None, "model")):
    # vocab (50257) is prime-ish for every mesh: shard the embedding on d_model only.
    return {
        "wte": arg(mesh, (cfg["vocab"], cfg["d"]), dtype, wte),
        "wpe": arg(mesh, (cfg["ctx"], cfg["d"]), dtype, P(None, None)),
        "ln_f": {"scale": arg(mesh, (cfg["d"],), dtype, P(None)), "bias": arg(mesh, (cfg["d"],), dtype, P(None))},
    }


def gpt2_12l() -> Model:
    mesh = make_mesh(data=2, model=4)
    c = GPT2
    B, S = 8, c["ctx"]

    def gpt2_forward(params, tokens):
        x = gpt2_embed(params, tokens)
        for block in params["blocks"]:
            x = gpt2_block(block, x, c["n_head"])
        return gpt2_logits(params, x)

    params = gpt2_top_params(mesh, c)
    params["blocks"] = [gpt2_block_params(mesh, c["d"]) for _ in range(c["n_layer"])]
    tokens = arg(mesh, (B, S), I32, P("data", None))
    return Model(
        "gpt2_12l",
        "GPT-2 small: token+position embedding, 12 unrolled blocks, final LN, tied-embedding logits",
        mesh,
        f"tokens {B}x{S}, d {c['d']}, vocab {c['vocab']}, logits {B}x{S}x{c['vocab']}, f32",
        "jit in/out shardings",
        gpt2_forward,
        (params, tokens),
        NamedSharding(mesh, P("data", None, None)),  # vocab 50257 is not divisible: keep it replicated
    )


def gpt2_12l_scan() -> Model:
    mesh = make_mesh(data=2, model=4)
    c = GPT2
    B, S = 8, c["ctx"]

    def gpt2_forward(params, tokens):
        x = gpt2_embed(params, tokens)

        def step(x, block):
            return gpt2_block(block, x, c["n_head"]), None

        x, _ = jax.lax.scan(step, x, params["blocks"])
        return gpt2_logits(params, x)

    params = gpt2_top_params(mesh, c)
    params["blocks"] = gpt2_block_params(mesh, c["d"], lead=(c["n_layer"],))
    tokens = arg(mesh, (B, S), I32, P("data", None))
    return Model(
        "gpt2_12l_scan",
        "GPT-2 small with lax.scan over 12 stacked layers (stablehlo.while)",
        mesh,
        f"tokens {B}x{S}, layer params stacked 12x..., vocab {c['vocab']}, f32",
        "jit in/out shardings",
        gpt2_forward,
        (params, tokens),
        NamedSharding(mesh, P("data", None, None)),
    )


LLAMA3_8B = dict(d=4096, n_q=32, n_kv=8, ffn=14336, theta=500000.0)


def rope(x, positions, theta):
    """Rotary embedding of x [B, S, H, HD] at integer positions [S]; rotates (first half, second half) pairs."""
    hd = x.shape[-1]
    inv_freq = 1.0 / (theta ** (jnp.arange(0, hd, 2, dtype=F32) / hd))
    ang = positions.astype(F32)[:, None] * inv_freq[None, :]  # [S, HD/2]
    cos, sin = jnp.cos(ang)[None, :, None, :], jnp.sin(ang)[None, :, None, :]
    x1, x2 = jnp.split(x.astype(F32), 2, axis=-1)
    return jnp.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1).astype(x.dtype)


def gqa_attention(q, k, v, mask):
    """Grouped-query attention: q [B, Sq, NQ, HD], k/v [B, Sk, NKV, HD], mask [Sq, Sk] -> [B, Sq, NQ*HD]."""
    B, Sq, NQ, HD = q.shape
    NKV = k.shape[2]
    q = q.reshape(B, Sq, NKV, NQ // NKV, HD)  # each kv head serves NQ/NKV query heads
    scores = jnp.einsum("bqhgd,bkhd->bhgqk", q, k).astype(F32) / math.sqrt(HD)
    scores = jnp.where(mask, scores, -jnp.inf)
    probs = jax.nn.softmax(scores, axis=-1).astype(v.dtype)
    return jnp.einsum("bhgqk,bkhd->bqhgd", probs, v).reshape(B, Sq, NQ * HD)


def swiglu(p, x):
    return (jax.nn.silu(x @ p["w_gate"]) * (x @ p["w_up"])) @ p["w_down"]


def llama_qkv(p, x, cfg):
    B, S, D = x.shape
    hd = D // cfg["n_q"]
    q = (x @ p["wq"]).reshape(B, S, cfg["n_q"], hd)
    k = (x @ p["wk"]).reshape(B, S, cfg["n_kv"], hd)
    v = (x @ p["wv"]).reshape(B, S, cfg["n_kv"], hd)
    return q, k, v


def llama_block_params(mesh, cfg, dtype=BF16):
    D, F, hd = cfg["d"], cfg["ffn"], cfg["d"] // cfg["n_q"]
    col, row = P(None, "model"), P("model", None)
    return {
        "attn_norm": {"scale": arg(mesh, (D,), dtype, P(None))},
        "attn": {
            "wq": arg(mesh, (D, cfg["n_q"] * hd), dtype, col),
            "wk": arg(mesh, (D, cfg["n_kv"] * hd), dtype, col),
            "wv": arg(mesh, (D, cfg["n_kv"] * hd), dtype, col),
            "wo": arg(mesh, (cfg["n_q"] * hd, D), dtype, row),
        },
        "mlp_norm": {"scale": arg(mesh, (D,), dtype, P(None))},
        "mlp": {
            "w_gate": arg(mesh, (D, F), dtype, col),
            "w_up": arg(mesh, (D, F), dtype, col),
            "w_down": arg(mesh, (F, D), dtype, row),
        },
    }


def llama_block() -> Model:
    # Llama-3-8B shaped decoder block on a 1x8 mesh (a size-1 "data" axis, as on a single host).
    mesh = make_mesh(data=1, model=8)
    cfg = LLAMA3_8B
    B, S = 4, 2048

    def llama_block_forward(params, x):
        p = params["attn"]
        q, k, v = llama_qkv(p, rms_norm(params["attn_norm"], x), cfg)
        positions = jnp.arange(S)
        q, k = rope(q, positions, cfg["theta"]), rope(k, positions, cfg["theta"])
        causal = jnp.tril(jnp.ones((S, S), dtype=bool))
        h = x + gqa_attention(q, k, v, causal) @ p["wo"]
        return h + swiglu(params["mlp"], rms_norm(params["mlp_norm"], h))

    x = arg(mesh, (B, S, cfg["d"]), BF16, P("data", None, None))
    return Model(
        "llama_block",
        "Llama-3-8B-shaped decoder block: RMSNorm, RoPE, GQA (32 q / 8 kv heads), SwiGLU",
        mesh,
        f"x {B}x{S}x{cfg['d']}, head_dim 128, ffn {cfg['ffn']}, bf16 (f32 softmax/norm)",
        "jit in/out shardings",
        llama_block_forward,
        (llama_block_params(mesh, cfg), x),
        NamedSharding(mesh, P("data", None, None)),
    )


def llama_decode() -> Model:
    # One autoregressive decode step of the same block with a KV cache (serving), batch over "data",
    # kv heads over "model".
    mesh = make_mesh(data=2, model=4)
    cfg = LLAMA3_8B
    B, S_MAX = 8, 4096
    hd = cfg["d"] // cfg["n_q"]

    def decode_step(params, cache, x, pos):
        """x: [B, 1, D] hidden state of the new token at position `pos`; writes k/v into the cache."""
        p = params["attn"]
        q, k, v = llama_qkv(p, rms_norm(params["attn_norm"], x), cfg)
        positions = pos[None]
        q, k = rope(q, positions, cfg["theta"]), rope(k, positions, cfg["theta"])
        cache_k = cache["k"].at[:, pos].set(k[:, 0])  # scatter
        cache_v = cache["v"].at[:, pos].set(v[:, 0])
        visible = (jnp.arange(S_MAX) <= pos)[None, :]  # [1, S_MAX]
        h = x + gqa_attention(q, cache_k, cache_v, visible) @ p["wo"]
        out = h + swiglu(params["mlp"], rms_norm(params["mlp_norm"], h))
        return out, {"k": cache_k, "v": cache_v}

    kv = P("data", None, "model", None)
    cache = {
        "k": arg(mesh, (B, S_MAX, cfg["n_kv"], hd), BF16, kv),
        "v": arg(mesh, (B, S_MAX, cfg["n_kv"], hd), BF16, kv),
    }
    x = arg(mesh, (B, 1, cfg["d"]), BF16, P("data", None, None))
    pos = arg(mesh, (), I32, P())
    return Model(
        "llama_decode",
        "one decode step of the Llama-3-8B block with a KV cache (.at[].set scatter, masked GQA over the cache)",
        mesh,
        f"x {B}x1x{cfg['d']}, kv cache {B}x{S_MAX}x{cfg['n_kv']}x{hd} (k and v), bf16; cache donated",
        "jit in/out shardings (+ donation)",
        decode_step,
        (llama_block_params(mesh, cfg), cache, x, pos),
        (NamedSharding(mesh, P("data", None, None)), {"k": NamedSharding(mesh, kv), "v": NamedSharding(mesh, kv)}),
        donate_argnums=(1,),
    )


def moe() -> Model:
    mesh = make_mesh(data=2, expert=4)
    G, S, D, E, F, K = 8, 1024, 1024, 8, 4096, 2
    C = int(math.ceil(K * S / E * 1.25))  # expert capacity per group

    def moe_forward(params, x):
        """GShard-style top-2 MoE layer with one-hot dispatch/combine einsums; returns output and aux loss."""
        logits = jnp.einsum("gsd,de->gse", x, params["router"]["w"])
        probs = jax.nn.softmax(logits, axis=-1)
        gate, expert_idx = jax.lax.top_k(probs, K)  # [G, S, K]
        gate = gate / jnp.sum(gate, axis=-1, keepdims=True)
        expert_mask = jax.nn.one_hot(expert_idx, E, dtype=F32)  # [G, S, K, E]
        # Position of each (token, choice) in its expert's buffer: choices of rank 0 first, then rank 1.
        flat = expert_mask.transpose(0, 2, 1, 3).reshape(G, K * S, E)
        position = (jnp.cumsum(flat, axis=1) - 1.0) * flat
        position = position.reshape(G, K, S, E).transpose(0, 2, 1, 3)
        keep = expert_mask * (position < C)
        slot = jax.nn.one_hot(jnp.sum(position * keep, axis=-1).astype(I32), C, dtype=F32)  # [G, S, K, C]
        dispatch = jnp.einsum("gske,gskc->gsec", keep, slot)
        combine = jnp.einsum("gske,gskc,gsk->gsec", keep, slot, gate)
        expert_in = jnp.einsum("gsec,gsd->egcd", dispatch, x)
        # Experts live on the "expert" axis: this constraint is the all-to-all of expert parallelism.
        expert_in = jax.lax.with_sharding_constraint(expert_in, NamedSharding(mesh, P("expert", "data", None, None)))
        h = jax.nn.gelu(jnp.einsum("egcd,edf->egcf", expert_in, params["experts"]["w_in"]))
        expert_out = jnp.einsum("egcf,efd->egcd", h, params["experts"]["w_out"])
        y = jnp.einsum("gsec,egcd->gsd", combine, expert_out)
        # Switch-transformer load-balancing loss.
        density = jnp.mean(expert_mask[:, :, 0, :], axis=1)
        density_proxy = jnp.mean(probs, axis=1)
        aux_loss = jnp.mean(density * density_proxy) * E * E
        return y, aux_loss

    params = {
        "router": {"w": arg(mesh, (D, E), F32, P(None, None))},
        "experts": {
            "w_in": arg(mesh, (E, D, F), F32, P("expert", None, None)),
            "w_out": arg(mesh, (E, F, D), F32, P("expert", None, None)),
        },
    }
    x = arg(mesh, (G, S, D), F32, P(("data", "expert"), None, None))
    return Model(
        "moe",
        f"mixture-of-experts layer, {E} experts, top-{K} routing (lax.top_k, one-hot dispatch/combine), aux loss",
        mesh,
        f"x {G}x{S}x{D} (groups x tokens x d), experts {E}x{D}x{F}, capacity {C}, f32",
        "jit shardings + with_sharding_constraint",
        moe_forward,
        (params, x),
        (NamedSharding(mesh, P(("data", "expert"), None, None)), NamedSharding(mesh, P())),
    )


def gpt2_block_train() -> Model:
    mesh = make_mesh(data=4, model=2)
    B, S, D, NH = 8, 1024, 768, 12

    def loss_fn(params, x, target):
        y = gpt2_block(params, x, NH)
        return jnp.mean(jnp.square(y - target))

    def train_step(params, opt_state, x, target):
        """One AdamW step with global-norm gradient clipping, written out by hand."""
        lr, b1, b2, eps, wd, max_norm = 3e-4, 0.9, 0.95, 1e-8, 0.1, 1.0
        loss, grads = jax.value_and_grad(loss_fn)(params, x, target)
        gnorm = jnp.sqrt(sum(jnp.sum(jnp.square(g)) for g in jax.tree_util.tree_leaves(grads)))
        scale = jnp.minimum(1.0, max_norm / (gnorm + 1e-6))
        grads = jax.tree_util.tree_map(lambda g: g * scale, grads)
        step = opt_state["step"] + 1
        t = step.astype(F32)
        m = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, opt_state["m"], grads)
        v = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * jnp.square(g), opt_state["v"], grads)

        def update(path, p, m, v):
            decay = wd if path[-1].key.startswith("w_") else 0.0  # no weight decay on biases and LN
            m_hat = m / (1 - b1**t)
            v_hat = v / (1 - b2**t)
            return p - lr * (m_hat / (jnp.sqrt(v_hat) + eps) + decay * p)

        new_params = jax.tree_util.tree_map_with_path(update, params, m, v)
        return new_params, {"step": step, "m": m, "v": v}, {"loss": loss, "grad_norm": gnorm}

    params = gpt2_block_params(mesh, D)
    opt_state = {"step": arg(mesh, (), I32, P()), "m": gpt2_block_params(mesh, D), "v": gpt2_block_params(mesh, D)}
    x = arg(mesh, (B, S, D), F32, P("data", None, None))
    target = arg(mesh, (B, S, D), F32, P("data", None, None))
    out = (shardings_of(params), shardings_of(opt_state), {"loss": NamedSharding(mesh, P()), "grad_norm": NamedSharding(mesh, P())})
    return Model(
        "gpt2_block_train",
        "training step of a GPT-2 block: MSE loss, value_and_grad, clipping, AdamW (params, m, v, step in and out)",
        mesh,
        f"x, target {B}x{S}x{D}, 12 heads, f32; params/m/v donated",
        "jit in/out shardings (+ donation)",
        train_step,
        (params, opt_state, x, target),
        out,
        donate_argnums=(0, 1),
    )


def shard_map_mlp() -> Model:
    mesh = make_mesh(data=4, model=2)
    B, D, H = 256, 1024, 4096

    def tp_mlp(w_in, b_in, w_out, x):
        # Per-device code: column-parallel in, row-parallel out, then sum the partial products.
        h = jax.nn.gelu(x @ w_in + b_in)
        return jax.lax.psum(h @ w_out, "model")

    def mlp_block_forward(params, x):
        y = jax.shard_map(
            tp_mlp,
            mesh=mesh,
            in_specs=(P(None, "model"), P("model"), P("model", None), P()),
            out_specs=P(),
            axis_names={"model"},  # "model" is manual; "data" stays free (automatic) inside
        )(params["w_in"], params["b_in"], params["w_out"], x)
        return layer_norm(params["ln"], x + y + params["b_out"])

    params = {
        "w_in": arg(mesh, (D, H), F32, P(None, "model")),
        "b_in": arg(mesh, (H,), F32, P("model")),
        "w_out": arg(mesh, (H, D), F32, P("model", None)),
        "b_out": arg(mesh, (D,), F32, P()),
        "ln": {"scale": arg(mesh, (D,), F32, P()), "bias": arg(mesh, (D,), F32, P())},
    }
    x = arg(mesh, (B, D), F32, P("data", None))
    return Model(
        "shard_map_mlp",
        'tensor-parallel MLP in jax.shard_map over "model" (psum inside), "data" left free; residual + LN outside',
        mesh,
        f"x {B}x{D}, hidden {H}, f32",
        "jit shardings + shard_map (sdy.manual_computation)",
        mlp_block_forward,
        (params, x),
        NamedSharding(mesh, P("data", None)),
    )


def fsdp_block() -> Model:
    mesh = make_mesh(data=2, fsdp=2, model=2)
    B, S, D, NH = 16, 512, 1024, 16

    def gather(w):
        # FSDP: weights are stored split over "fsdp" and gathered right before use, keeping the TP split.
        spec = P(None, "model") if w.shape[1] != D else P("model", None)
        return jax.lax.with_sharding_constraint(w, NamedSharding(mesh, spec))

    def block_forward(params, x):
        x = jax.lax.with_sharding_constraint(x, NamedSharding(mesh, P(("data", "fsdp"), None, None)))
        return gpt2_block(params, x, NH, w=gather)

    params = gpt2_block_params(mesh, D, col=P("fsdp", "model"), row=P("model", "fsdp"))
    x = arg(mesh, (B, S, D), F32, P(("data", "fsdp"), None, None))
    return Model(
        "fsdp_block",
        "GPT-2-medium-shaped block with FSDP + tensor parallelism: weights split over fsdp and model, gathered over fsdp",
        mesh,
        f"x {B}x{S}x{D}, 16 heads, mlp {4 * D}, f32",
        "jit shardings + with_sharding_constraint",
        block_forward,
        (params, x),
        NamedSharding(mesh, P(("data", "fsdp"), None, None)),
    )


def gpt3_96l() -> Model:
    # GPT-3 175B shapes, 8-way tensor parallel on a 1-D mesh; batch 2 replicated. Returns the LM loss.
    mesh = make_mesh(model=8)
    c = dict(vocab=50257, ctx=2048, d=12288, n_head=96, n_layer=96)
    B, S = 2, c["ctx"]

    def gpt3_loss(params, tokens, targets):
        x = gpt2_embed(params, tokens)
        for block in params["blocks"]:
            x = gpt2_block(block, x, c["n_head"])
        logits = gpt2_logits(params, x).astype(F32)
        logp = jax.nn.log_softmax(logits, axis=-1)
        nll = -jnp.take_along_axis(logp, targets[..., None], axis=-1)
        return jnp.mean(nll)

    params = gpt2_top_params(mesh, c, dtype=BF16)
    params["blocks"] = [gpt2_block_params(mesh, c["d"], dtype=BF16) for _ in range(c["n_layer"])]
    tokens = arg(mesh, (B, S), I32, P())
    targets = arg(mesh, (B, S), I32, P())
    return Model(
        "gpt3_96l",
        "GPT-3 175B-shaped LM loss: 96 unrolled blocks, 96 heads, tied embedding, log-softmax NLL",
        mesh,
        f"tokens {B}x{S}, d {c['d']}, mlp {4 * c['d']}, vocab {c['vocab']}, bf16",
        "jit in/out shardings",
        gpt3_loss,
        (params, tokens, targets),
        NamedSharding(mesh, P()),
    )


MODELS = [
    mlp2,
    mlp_constraint,
    gpt2_block_model,
    gpt2_12l,
    gpt2_12l_scan,
    llama_block,
    llama_decode,
    moe,
    gpt2_block_train,
    shard_map_mlp,
    fsdp_block,
    gpt3_96l,
]

# ----------------------------------------------------------------------------------------------------------------
# Checking with jaxlib and the README table.

from jax._src.interpreters import mlir as jmlir  # noqa: E402
from jax._src.lib.mlir import ir, passmanager  # noqa: E402

_NOT_COUNTED = {"builtin.module", "func.func", "sdy.mesh"}


def check_and_count(path: Path) -> dict:
    """Parse + verify `path` with jaxlib, run sdy-propagation-pipeline on it; return op statistics."""
    text = path.read_text()
    stats = {"ops": 0, "funcs": 0}
    try:
        with jmlir.make_ir_context():
            module = ir.Module.parse(text)
            if not module.operation.verify():
                raise RuntimeError("module verifier failed")

            def visit(op):
                name = op.name
                if name == "func.func":
                    stats["funcs"] += 1
                if name not in _NOT_COUNTED:
                    stats["ops"] += 1
                return ir.WalkResult.ADVANCE

            module.operation.walk(visit)
            passmanager.PassManager.parse("builtin.module(sdy-propagation-pipeline)").run(module.operation)
    except Exception as e:  # noqa: BLE001
        raise SystemExit(f"export.py: CHECK FAILED for {path}: {type(e).__name__}: {e}")
    return stats


def mesh_str(mesh: Mesh) -> str:
    return ", ".join(f"{n}={s}" for n, s in mesh.shape.items())


def human_size(n: int) -> str:
    return f"{n / 1e6:.2f} MB" if n >= 1e6 else f"{n / 1e3:.1f} KB"


README_HEAD = """\
# models/: the test corpus

Real JAX models exported to StableHLO with Shardy (`sdy`) sharding annotations by jaxlib 0.10.2 on 8 fake CPU
devices. These files are the input corpus of the Rust tests (which never run Python). Do not edit them by hand.

Regenerate everything (creates the venv via `scripts/ensure-venv` if needed; this README is rewritten too):

    python3 models/export.py
    python3 models/export.py --lib    # library models (Keras-Hub, Flax, penzai) -> models/lib/, see its README.md

`python3 models/export.py --check` re-exports into a temporary directory and fails if any committed file differs.

For each model `NAME` there are two files:
- `NAME.mlir`: `lowered.as_text()` (pretty form, no locations).
- `NAME.debug.mlir`: `lowered.as_text(debug_info=True)`: `loc(#locN)` on every op and a `#locN = loc(...)` table;
  argument locations carry pytree paths such as `params['attn']['w_qkv']`; file names are repo-relative.

Every file (both forms, including the priority variants) was parsed and verified with jaxlib's MLIR parser and
`sdy-propagation-pipeline` ran on it successfully; `export.py` fails otherwise.

How the shardings got into the text:
- *jit in/out shardings*: `jax.jit(f, in_shardings=..., out_shardings=...).lower(*ShapeDtypeStructs)`; gives
  `sdy.sharding` on the arguments and results of `@main` only.
- *with_sharding_constraint*: `jax.lax.with_sharding_constraint` inside the model; gives `sdy.sharding_constraint`.
- *shard_map*: `jax.shard_map(..., axis_names={...})`; gives `sdy.manual_computation` (with the free axes automatic).
- *text rewrite for priorities*: JAX has no API for user priorities or open dims. The `_prio` variants are the
  exported text with @main's argument shardings rewritten: dims on `"data"` become `{"data"}p0`, dims on other
  axes become open with priority 1 (`{"model", ?}p1`), replicated weight dims become `{?}` (see
  `prioritize_main_args` in `export.py`).

Columns: **ops** = operations jaxlib's parser finds walking `NAME.mlir` at every depth (region bodies of
reduce/while/manual_computation, terminators and `return` included; only `builtin.module`, `func.func`, `sdy.mesh`
excluded); **funcs** = number of `func.func`; **size** = bytes of `NAME.mlir` (and of `NAME.debug.mlir`).

"""


def write_readme(out_dir: Path, rows: list) -> None:
    lines = [README_HEAD]
    lines.append("| name | what it is | mesh | main shapes | ops | funcs | size (.mlir / .debug.mlir) | exported with |")
    lines.append("|---|---|---|---|---:|---:|---|---|")
    for r in rows:
        lines.append(
            f"| `{r['name']}` | {r['what']} | {r['mesh']} | {r['shapes']} | {r['ops']:,} | {r['funcs']} | "
            f"{human_size(r['size'])} / {human_size(r['debug_size'])} | {r['how']} |"
        )
    (out_dir / "README.md").write_text("\n".join(lines) + "\n")


def export_all(out_dir: Path, only: set | None, models: list | None = None) -> list:
    rows = []
    for make in MODELS if models is None else models:
        model = make()
        if only is not None and model.name not in only:
            continue
        t0 = time.perf_counter()
        lowered = model.lower()
        text = lowered.as_text()
        debug_text = lowered.as_text(debug_info=True)
        t_lower = time.perf_counter() - t0
        outputs = [(model.name, model.what, model.how, text, debug_text)]
        for variant, rewrite in model.variants:
            outputs.append(
                (variant, f"priority variant of `{model.name}`", "text rewrite for priorities", rewrite(text), rewrite(debug_text))
            )
        for name, what, how, t, dt in outputs:
            plain, debug = out_dir / f"{name}.mlir", out_dir / f"{name}.debug.mlir"
            plain.write_text(t)
            debug.write_text(dt)
            t1 = time.perf_counter()
            stats = check_and_count(plain)
            check_and_count(debug)
            t_check = time.perf_counter() - t1
            rows.append(
                dict(
                    name=name,
                    what=what,
                    how=how,
                    mesh=mesh_str(model.mesh),
                    shapes=model.shapes,
                    size=len(t.encode()),
                    debug_size=len(dt.encode()),
                    **stats,
                )
            )
            print(
                f"{name:18s} ops {stats['ops']:6d}  {human_size(len(t.encode())):>9s}  "
                f"lower {t_lower:6.2f}s  check {t_check:6.2f}s",
                file=sys.stderr,
            )
    return rows


def main() -> None:
    if _LIB:  # the library models: models/export_lib.py has its own main (same options), calling export_all
        return __import__("export_lib").main(__doc__)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=MODELS_DIR, help="output directory (default: models/)")
    ap.add_argument("--only", help="comma-separated model names (README is then not rewritten)")
    ap.add_argument("--check", action="store_true", help="export to a temp dir and compare with the committed files")
    args = ap.parse_args()
    only = set(args.only.split(",")) if args.only else None
    t0 = time.perf_counter()
    out_dir = Path((tmp := tempfile.TemporaryDirectory()).name) if args.check else args.out
    out_dir.mkdir(parents=True, exist_ok=True)
    rows = export_all(out_dir, only)  # One call site for both modes: harness frames are in every op's location.
    if only is None:
        write_readme(out_dir, rows)
    if args.check:
        names = sorted(p.name for p in out_dir.iterdir())
        bad = [n for n in names if not (MODELS_DIR / n).exists() or not filecmp.cmp(out_dir / n, MODELS_DIR / n, shallow=False)]
        tmp.cleanup()
        if bad:
            raise SystemExit(f"export.py --check: differs from models/: {', '.join(bad)}")
        print(f"export.py --check: {len(names)} files identical to models/", file=sys.stderr)
    print(f"export.py: {len(rows)} models in {time.perf_counter() - t0:.1f}s", file=sys.stderr)


if __name__ == "__main__":
    main()
