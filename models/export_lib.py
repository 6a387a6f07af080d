"""Library models of the corpus: models built with Keras-Hub, Flax NNX, Flax Linen and penzai (models/lib/).

Imported by `models/export.py --lib` only, inside the libraries venv (`scripts/ensure-venv-libs`, pinned by
models/requirements-libraries.txt); the core corpus and its venv never see these libraries. Each builder below
builds its model from a tiny config with random init (nothing is downloaded) and lowers the step with the
sharding mechanism that library's users apply:

- Keras-Hub: `keras.distribution.ModelParallel` with `GemmaBackbone.get_layout_map(mesh)`; the step is the one
  `model.fit` / `model.predict` jit: `jax.jit(train_step | predict_step, donate_argnums=0,
  out_shardings=(None, model._get_state_sharding_spec()))`, with the variables' shardings as in_shardings.
- Flax NNX: `nnx.with_partitioning` metadata, `nnx.get_abstract_model` (abstract state + NamedShardings), the
  functional `nnx.split` / `nnx.merge` train step with `nnx.Optimizer` (optax), state donated.
- Flax Linen: `nn.with_logical_partitioning` + `nn.with_logical_constraint` under logical axis rules,
  `nn.logical_to_mesh_sharding`, a `TrainState` (optax) donated.
- penzai: named axes on every parameter, `penzai.toolshed.sharding_util.name_to_name_sharding` maps them to the
  mesh.

The builders return `export.Model`s, so the same lowering, checking and writing code serves both corpora.
"""

import os

os.environ.setdefault("KERAS_BACKEND", "jax")

import argparse  # noqa: E402
import filecmp  # noqa: E402
import importlib.metadata as metadata  # noqa: E402
import re  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec as P  # noqa: E402

from export import REPO, Model, export_all, human_size, make_mesh, shardings_of  # noqa: E402

LIB_DIR = REPO / "models" / "lib"

# Library frames appear in the callsite locations of .debug.mlir; name them relative to site-packages
# ("keras/src/...") so that the text does not depend on where the venv lives.
jax.config.update(
    "jax_hlo_source_file_canonicalization_regex", "^(.*/site-packages/|" + re.escape(str(REPO) + os.sep) + ")"
)

F32 = jnp.float32
I32 = jnp.int32


class MeshModel(Model):
    """A model traced with its mesh set (`jax.set_mesh`), as Flax code is run: bare PartitionSpecs in sharding
    constraints and logical constraints resolve against that mesh. `set_mesh` must be entered outside jit."""

    def lower(self):
        with jax.set_mesh(self.mesh):
            return super().lower()


def versions(*dists: str) -> str:
    return ", ".join(f"{d} {metadata.version(d)}" for d in dists)


def cfg(d: dict) -> str:
    return ", ".join(f"{k}={v}" for k, v in d.items())


def sds(shape, dtype, sharding) -> jax.ShapeDtypeStruct:
    return jax.ShapeDtypeStruct(shape, dtype, sharding=sharding)


# ----------------------------------------------------------------------------------------------------------------
# Keras-Hub Gemma.

KERAS_GEMMA = dict(
    vocabulary_size=1024, num_layers=2, num_query_heads=4, num_key_value_heads=4, hidden_dim=256,
    intermediate_dim=1024, head_dim=64,
)  # fmt: skip
KERAS_BATCH, KERAS_SEQ = 8, 128


def _keras_gemma_setup():
    import keras
    import keras_hub

    mesh = keras.distribution.DeviceMesh((2, 4), ("batch", "model"), keras.distribution.list_devices()[:8])
    layout_map = keras_hub.models.GemmaBackbone.get_layout_map(mesh, model_parallel_dim_name="model", data_parallel_dim_name="batch")
    dist = keras.distribution.ModelParallel(layout_map=layout_map, batch_dim_name="batch")
    keras.utils.set_random_seed(0)
    with dist.scope():
        backbone = keras_hub.models.GemmaBackbone(**KERAS_GEMMA)
        lm = keras_hub.models.GemmaCausalLM(backbone=backbone, preprocessor=None)
        lm.compile(
            optimizer=keras.optimizers.AdamW(learning_rate=1e-3),
            loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
            weighted_metrics=[],
        )
        lm.optimizer.build(lm.trainable_variables)
    return dist, backbone, lm


def _keras_vars(variables) -> list:
    """The values `model.fit` passes for `variables`: arrays carrying the sharding the distribution gave them."""
    return [sds(v.shape, v.value.dtype, v.value.sharding) for v in variables]


def _keras_data(dist, dtype):
    shape = (KERAS_BATCH, KERAS_SEQ)
    return sds(shape, dtype, dist.get_data_layout(shape).backend_layout)


def _in_scope(dist, step):
    """Trace `step` with the distribution active, as `model.fit` does."""

    def traced(*args):
        with dist.scope():
            return step(*args)

    return traced


def _keras_mesh(dist):
    return dist.device_mesh.backend_mesh


KERAS_HOW = "keras.distribution.ModelParallel with GemmaBackbone.get_layout_map(mesh); jit as keras's trainer does"


def keras_gemma_train() -> Model:
    dist, _, lm = _keras_gemma_setup()
    # `model.fit`'s state: (trainable, non-trainable, optimizer, metrics) variables; its data: (x, y, sample_weight)
    # as GemmaCausalLMPreprocessor yields them.
    state = tuple(
        _keras_vars(vs) for vs in (lm.trainable_variables, lm.non_trainable_variables, lm.optimizer.variables, lm.metrics_variables)
    )
    x = {"token_ids": _keras_data(dist, I32), "padding_mask": _keras_data(dist, I32)}
    data = (x, _keras_data(dist, I32), _keras_data(dist, jnp.bool_))
    return Model(
        "keras_gemma_train",
        f"Keras-Hub GemmaCausalLM train step (`JAXTrainer.train_step`: sparse CE loss, grads, AdamW, loss metric) "
        f"[{versions('keras-hub', 'keras')}]",
        _keras_mesh(dist),
        f"Gemma {cfg(KERAS_GEMMA)}, tokens {KERAS_BATCH}x{KERAS_SEQ}, f32; state (params, AdamW m/v, metrics) donated",
        KERAS_HOW,
        _in_scope(dist, lm.train_step),
        (state, data),
        (None, lm._get_state_sharding_spec()),
        donate_argnums=(0,),
    )


def keras_gemma_fwd() -> Model:
    dist, backbone, _ = _keras_gemma_setup()

    def predict_step(state, data):
        # keras/src/backend/jax/trainer.py make_predict_function: the state goes in donated and comes back.
        outputs, non_trainable = backbone.predict_step(state, data)
        return outputs, (state[0], non_trainable)

    state = (_keras_vars(backbone.trainable_variables), _keras_vars(backbone.non_trainable_variables))
    data = ({"token_ids": _keras_data(dist, I32), "padding_mask": _keras_data(dist, I32)},)
    trainable_sh, non_trainable_sh, _, _ = backbone._get_state_sharding_spec()
    return Model(
        "keras_gemma_fwd",
        f"Keras-Hub GemmaBackbone forward (`JAXTrainer.predict_step`, hidden states out) [{versions('keras-hub', 'keras')}]",
        _keras_mesh(dist),
        f"Gemma {cfg(KERAS_GEMMA)}, tokens {KERAS_BATCH}x{KERAS_SEQ}, f32; state donated (as `predict` does)",
        KERAS_HOW,
        _in_scope(dist, predict_step),
        (state, data),
        (None, (trainable_sh, non_trainable_sh)),
        donate_argnums=(0,),
    )


# ----------------------------------------------------------------------------------------------------------------
# Flax NNX: a small pre-LN transformer LM with sharding metadata on every kernel.

NNX_CFG = dict(vocab=1024, d=256, heads=4, mlp=1024, layers=2, batch=8, seq=128)


def _nnx_model_cls():
    from flax import nnx

    init = nnx.initializers.lecun_normal()

    def part(*spec):
        return nnx.with_partitioning(init, spec)

    class Block(nnx.Module):
        def __init__(self, c, rngs):
            self.ln1 = nnx.LayerNorm(c["d"], rngs=rngs)
            self.attn = nnx.MultiHeadAttention(
                num_heads=c["heads"], in_features=c["d"], decode=False, deterministic=True,
                kernel_init=part(None, "model", None), out_kernel_init=part("model", None, None), rngs=rngs,
            )  # fmt: skip
            self.ln2 = nnx.LayerNorm(c["d"], rngs=rngs)
            self.fc = nnx.Linear(c["d"], c["mlp"], kernel_init=part(None, "model"), rngs=rngs)
            self.proj = nnx.Linear(c["mlp"], c["d"], kernel_init=part("model", None), rngs=rngs)

        def __call__(self, x, mask):
            x = x + self.attn(self.ln1(x), mask=mask)
            return x + self.proj(nnx.gelu(self.fc(self.ln2(x))))

    class TransformerLM(nnx.Module):
        def __init__(self, c, rngs):
            self.embed = nnx.Embed(c["vocab"], c["d"], embedding_init=nnx.with_partitioning(nnx.initializers.normal(0.02), ("model", None)), rngs=rngs)
            self.blocks = nnx.List([Block(c, rngs) for _ in range(c["layers"])])
            self.ln_f = nnx.LayerNorm(c["d"], rngs=rngs)
            self.head = nnx.Linear(c["d"], c["vocab"], kernel_init=part(None, "model"), rngs=rngs)

        def __call__(self, tokens):
            x = jax.lax.with_sharding_constraint(self.embed(tokens), P("data", None, None))
            mask = nnx.make_causal_mask(tokens)
            for block in self.blocks:
                x = block(x, mask)
            return self.head(self.ln_f(x))

    return TransformerLM


def flax_nnx_train() -> Model:
    import optax
    from flax import nnx

    c = NNX_CFG
    mesh = make_mesh(data=2, model=4)
    TransformerLM = _nnx_model_cls()

    def init():
        model = TransformerLM(c, nnx.Rngs(0))
        return model, nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)

    graphdef, state = nnx.get_abstract_model(init, mesh)

    def train_step(state, tokens, targets):
        model, optimizer = nnx.merge(graphdef, state)

        def loss_fn(model):
            logits = model(tokens)
            return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()

        loss, grads = nnx.value_and_grad(loss_fn)(model)
        optimizer.update(model, grads)
        return nnx.state((model, optimizer)), loss

    data = NamedSharding(mesh, P("data", None))
    tokens = sds((c["batch"], c["seq"]), I32, data)
    targets = sds((c["batch"], c["seq"]), I32, data)
    return MeshModel(
        "flax_nnx_train",
        f"Flax NNX pre-LN transformer LM train step (nnx.MultiHeadAttention, GELU MLP, softmax CE, "
        f"nnx.Optimizer(optax.adamw)) [{versions('flax', 'optax')}]",
        mesh,
        f"{cfg(c)}, f32; model+optimizer state donated",
        "nnx.with_partitioning metadata -> nnx.get_abstract_model shardings; functional split/merge step",
        train_step,
        (state, tokens, targets),
        (shardings_of(state), NamedSharding(mesh, P())),
        donate_argnums=(0,),
    )


# ----------------------------------------------------------------------------------------------------------------
# Flax Linen on a 3-D mesh: logical axis names, rules map them to data / fsdp / model.

LINEN_CFG = dict(vocab=1024, d=256, heads=4, head_dim=64, mlp=1024, layers=2, batch=8, seq=128)
LINEN_RULES = (
    ("batch", ("data", "fsdp")),
    ("embed", "fsdp"),
    ("mlp", "model"),
    ("heads", "model"),
    ("vocab", "model"),
    ("kv", None),
    ("seq", None),
    ("act_embed", None),
)


def _linen_model_cls():
    import flax.linen as nn

    def part(*names):
        return nn.with_logical_partitioning(nn.initializers.lecun_normal(), names)

    def act(x, *names):
        return nn.with_logical_constraint(x, names)

    class Block(nn.Module):
        c: dict

        @nn.compact
        def __call__(self, x):
            c = self.c
            h = nn.RMSNorm(scale_init=nn.with_logical_partitioning(nn.initializers.ones, ("act_embed",)))(x)
            B, S, _ = x.shape
            q, k, v = (
                nn.Dense(c["heads"] * c["head_dim"], kernel_init=part("embed", "heads"), use_bias=False, name=n)(h)
                .reshape(B, S, c["heads"], c["head_dim"])
                for n in ("query", "key", "value")
            )
            y = nn.dot_product_attention(q, k, v, mask=nn.make_causal_mask(jnp.ones((B, S))))
            y = nn.Dense(c["d"], kernel_init=part("heads", "embed"), use_bias=False, name="out")(y.reshape(B, S, -1))
            x = act(x + y, "batch", "seq", "act_embed")
            h = nn.RMSNorm(scale_init=nn.with_logical_partitioning(nn.initializers.ones, ("act_embed",)))(x)
            h = act(nn.silu(nn.Dense(c["mlp"], kernel_init=part("embed", "mlp"), use_bias=False)(h)), "batch", "seq", "mlp")
            h = nn.Dense(c["d"], kernel_init=part("mlp", "embed"), use_bias=False)(h)
            return act(x + h, "batch", "seq", "act_embed")

    class TransformerLM(nn.Module):
        c: dict

        @nn.compact
        def __call__(self, tokens):
            c = self.c
            embed = nn.Embed(c["vocab"], c["d"], embedding_init=nn.with_logical_partitioning(nn.initializers.normal(0.02), ("vocab", "embed")))
            x = act(embed(tokens), "batch", "seq", "act_embed")
            for _ in range(c["layers"]):
                x = Block(c)(x)
            x = nn.RMSNorm(scale_init=nn.with_logical_partitioning(nn.initializers.ones, ("act_embed",)))(x)
            return act(embed.attend(x), "batch", "seq", "vocab")

    return TransformerLM


def flax_linen_train_3d(layers: int = LINEN_CFG["layers"]) -> Model:
    import flax.linen as nn
    import optax
    from flax.training import train_state

    c = dict(LINEN_CFG, layers=layers)
    mesh = make_mesh(data=2, fsdp=2, model=2)
    model = _linen_model_cls()(c)
    tx = optax.adamw(1e-3)

    def init():
        params = model.init(jax.random.key(0), jnp.zeros((c["batch"], c["seq"]), I32))["params"]
        return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    with jax.set_mesh(mesh), nn.logical_axis_rules(LINEN_RULES):
        abstract = jax.eval_shape(init)
        state_sh = nn.logical_to_mesh_sharding(nn.get_partition_spec(abstract), mesh, LINEN_RULES)
    # state_sh is a prefix of the state: one NamedSharding per LogicallyPartitioned box (its value inside).
    state = jax.tree.map(lambda s, box: jax.tree.map(lambda a: sds(a.shape, a.dtype, s), box), state_sh, abstract)

    def train_step(state, tokens, targets):
        def loss_fn(params):
            logits = state.apply_fn({"params": params}, tokens)
            return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()

        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    def traced(*args):
        with nn.logical_axis_rules(LINEN_RULES):
            return train_step(*args)

    data = nn.logical_to_mesh_sharding(P("batch", "seq"), mesh, LINEN_RULES)
    tokens = sds((c["batch"], c["seq"]), I32, data)
    targets = sds((c["batch"], c["seq"]), I32, data)
    rules = ", ".join(f"{k}->{'/'.join(v) if isinstance(v, tuple) else v}" for k, v in LINEN_RULES)
    return MeshModel(
        "flax_linen_train_3d" + ("" if layers == LINEN_CFG["layers"] else f"_{layers}l"),
        f"Flax Linen transformer LM train step (RMSNorm, causal attention, SiLU MLP, tied "
        f"embedding, softmax CE, TrainState + optax.adamw) [{versions('flax', 'optax')}]",
        mesh,
        f"{cfg(c)}, f32; TrainState (params, adamw mu/nu, step) donated",
        f"nn.with_logical_partitioning + nn.with_logical_constraint, rules {rules}",
        traced,
        (state, tokens, targets),
        (state_sh, NamedSharding(mesh, P())),
        donate_argnums=(0,),
    )


# ----------------------------------------------------------------------------------------------------------------
# penzai: the Llama-family builder of penzai.models.transformer, forward pass (log-probs over the vocabulary).

PENZAI_CFG = dict(
    num_kv_heads=4, query_head_multiplier=2, embedding_dim=256, projection_dim=32, mlp_hidden_dim=512,
    num_decoder_blocks=2, vocab_size=1024, mlp_variant="swiglu", tie_embedder_and_logits=False,
)  # fmt: skip
PENZAI_BATCH, PENZAI_SEQ = 8, 128
# Named axes of penzai's parameters and activations -> mesh axes (Megatron-style: heads and neurons split).
PENZAI_AXES = {"batch": "data", "head_groups": "model", "neurons": "model"}


def penzai_fwd() -> Model:
    from penzai import pz
    from penzai.models.transformer.variants import llamalike_common
    from penzai.toolshed import sharding_util

    mesh = make_mesh(data=2, model=4)
    config = llamalike_common.LlamalikeTransformerConfig(**PENZAI_CFG)
    # Random init (tiny); the parameters become jit arguments, other leaves (constants such as epsilons) stay in
    # the unbound model, as with pz.variable_jit.
    model = llamalike_common.build_llamalike_transformer(config, init_base_rng=jax.random.key(0))
    unbound, params = pz.unbind_params(model, freeze=True)
    params = sharding_util.name_to_name_sharding(params, mesh, PENZAI_AXES, as_shape_dtype_struct=True)
    tokens = pz.nx.wrap(jnp.zeros((PENZAI_BATCH, PENZAI_SEQ), I32)).tag("batch", "seq")
    tokens = sharding_util.name_to_name_sharding(tokens, mesh, PENZAI_AXES, as_shape_dtype_struct=True)

    def forward(params, tokens):
        model = pz.bind_variables(unbound, [p.unfreeze_as_copy() for p in params])
        return model(tokens)

    out = sharding_util.name_to_name_sharding(jax.eval_shape(forward, params, tokens), mesh, PENZAI_AXES)

    return Model(
        "penzai_fwd",
        f"penzai Llama-like transformer (build_llamalike_transformer: RMSNorm, RoPE, GQA, SwiGLU) forward, "
        f"logits [{versions('penzai')}]",
        mesh,
        f"{cfg(PENZAI_CFG)}, tokens {PENZAI_BATCH}x{PENZAI_SEQ}, f32",
        "penzai.toolshed.sharding_util.name_to_name_sharding, named axes " + ", ".join(f"{k}->{v}" for k, v in PENZAI_AXES.items()),
        forward,
        (params, tokens),
        out,
    )


def penzai_train() -> Model:
    """penzai's Llama-like model, a train step (softmax cross-entropy, grads, SGD) with the parameters donated:
    its layer stack is a call to private callees, the module Shardy's constant splitter copies functions of."""
    from penzai import pz
    from penzai.models.transformer.variants import llamalike_common
    from penzai.toolshed import sharding_util

    mesh = make_mesh(data=2, model=4)
    config = llamalike_common.LlamalikeTransformerConfig(**PENZAI_CFG)
    model = llamalike_common.build_llamalike_transformer(config, init_base_rng=jax.random.key(0))
    unbound, params = pz.unbind_params(model, freeze=True)
    params = sharding_util.name_to_name_sharding(params, mesh, PENZAI_AXES, as_shape_dtype_struct=True)
    tokens = pz.nx.wrap(jnp.zeros((PENZAI_BATCH, PENZAI_SEQ), I32)).tag("batch", "seq")
    tokens = sharding_util.name_to_name_sharding(tokens, mesh, PENZAI_AXES, as_shape_dtype_struct=True)

    def loss_fn(params, tokens):
        model = pz.bind_variables(unbound, [p.unfreeze_as_copy() for p in params])
        logits = model(tokens)
        logp = pz.nx.nmap(jax.nn.log_softmax)(logits.untag("vocabulary"))
        # Next-token targets: the tokens shifted by one (wrapping), as a language-model step reads them.
        targets = pz.nx.nmap(jnp.roll)(tokens.untag("seq"), -1).tag("seq")
        picked = pz.nx.nmap(lambda lp, t: lp[t])(logp, targets)
        return -jnp.mean(picked.unwrap("batch", "seq"))

    def train_step(params, tokens):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens)
        new = jax.tree.map(lambda p, g: p - 1e-2 * g, params, grads)
        return new, loss

    out = sharding_util.name_to_name_sharding(
        jax.eval_shape(train_step, params, tokens), mesh, PENZAI_AXES, ignore_unnamed_arrays=True
    )

    return Model(
        "penzai_train",
        f"penzai Llama-like transformer (build_llamalike_transformer) train step (softmax CE on the next token, "
        f"grads, SGD) [{versions('penzai')}]",
        mesh,
        f"{cfg(PENZAI_CFG)}, tokens {PENZAI_BATCH}x{PENZAI_SEQ}, f32; parameters donated",
        "penzai.toolshed.sharding_util.name_to_name_sharding, named axes " + ", ".join(f"{k}->{v}" for k, v in PENZAI_AXES.items()),
        train_step,
        (params, tokens),
        out,
        donate_argnums=(0,),
    )


MODELS = [keras_gemma_train, keras_gemma_fwd, flax_nnx_train, flax_linen_train_3d, penzai_fwd, penzai_train]

# The scale models (`--scale`, into models/lib/scale/): the Linen train step with 4 and 8 layers, the search's
# size and speed benchmark (datasets/benchmarks/library_scale.csv). A subdirectory, so that the per-model tests,
# which iterate over models/lib/*.mlir, do not run them.
SCALE_DIR = LIB_DIR / "scale"
SCALE_MODELS = [lambda: flax_linen_train_3d(4), lambda: flax_linen_train_3d(8)]


# ----------------------------------------------------------------------------------------------------------------
# README and main (`python3 models/export.py --lib [--check] [--only A,B] [--out DIR]`).

README_HEAD = """\
# models/lib/: models exported from JAX model libraries

Models built with Keras-Hub, Flax (NNX and Linen) and penzai, each lowered the way that library's users jit it and
with that library's own sharding mechanism, by `python3 models/export.py --lib` (generated by
`models/export_lib.py`; this README is rewritten too; `--check` compares a fresh export with these files). They run
in the libraries venv made by `scripts/ensure-venv-libs` from `models/requirements-libraries.txt` (jax 0.10.2 and
every library pinned; keras-hub is installed without its tensorflow-text dependency, which nothing here imports).
Tiny configs with random init: nothing is downloaded. Every per-model test iterates over this directory too (`tests/common`: `model_files`,
`model_names`; the heavy ones sample `LIB_SAMPLE` unless `AUTOSHARD_COMPILE_ALL=1` or `AUTOSHARD_HLO_ALL=1`); the files are the same two forms as in `models/` (`NAME.mlir`, `NAME.debug.mlir`, library frames
in locations named relative to site-packages), checked the same way (jaxlib parse + verify +
`sdy-propagation-pipeline`).

Sharding mechanisms:
- *Keras* (`KERAS_BACKEND=jax`): `keras.distribution.ModelParallel(layout_map=GemmaBackbone.get_layout_map(mesh))`
  gives every variable a `NamedSharding`; the step is lowered as keras's JAX trainer jits it in `fit` / `predict`:
  `jax.jit(train_step | predict_step, donate_argnums=0, out_shardings=(None, model._get_state_sharding_spec()))`,
  in_shardings the variables' shardings and the distribution's data layout (batch on `"batch"`).
- *Flax NNX*: `nnx.with_partitioning` on kernels and embeddings, `nnx.get_abstract_model(init, mesh)` for the
  abstract state with its `NamedSharding`s, a functional (`nnx.split`/`nnx.merge`) train step with
  `nnx.Optimizer(model, optax.adamw, wrt=nnx.Param)`; `jax.lax.with_sharding_constraint` on the embedded batch.
- *Flax Linen*: `nn.with_logical_partitioning` on parameters and `nn.with_logical_constraint` on activations with
  logical axis rules; `nn.logical_to_mesh_sharding(nn.get_partition_spec(jax.eval_shape(init)))` for the
  `TrainState`.
- *penzai*: every parameter and activation has named axes; `penzai.toolshed.sharding_util.name_to_name_sharding`
  maps the named axes to mesh axes (in_shardings of the unbound parameters and the token array).

Columns as in `models/README.md`.

"""


def write_readme(out_dir: Path, rows: list) -> None:
    lines = [README_HEAD]
    lines.append("| name | what it is (library versions) | mesh | config, shapes, donated | ops | funcs | size (.mlir / .debug.mlir) | sharding mechanism |")
    lines.append("|---|---|---|---|---:|---:|---|---|")
    for r in rows:
        lines.append(
            f"| `{r['name']}` | {r['what']} | {r['mesh']} | {r['shapes']} | {r['ops']:,} | {r['funcs']} | "
            f"{human_size(r['size'])} / {human_size(r['debug_size'])} | {r['how']} |"
        )
    (out_dir / "README.md").write_text("\n".join(lines) + "\n")


def main(doc: str) -> None:
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lib", action="store_true", required=True, help="the library models (this mode)")
    ap.add_argument("--out", type=Path, default=LIB_DIR, help="output directory (default: models/lib/)")
    ap.add_argument("--only", help="comma-separated model names (README is then not rewritten)")
    ap.add_argument("--check", action="store_true", help="export to a temp dir and compare with models/lib/")
    ap.add_argument("--scale", action="store_true", help="the scale models (4 and 8 layers) into models/lib/scale/")
    args = ap.parse_args()
    only = set(args.only.split(",")) if args.only else None
    models, ref_dir = (SCALE_MODELS, SCALE_DIR) if args.scale else (MODELS, LIB_DIR)
    if args.scale and args.out == LIB_DIR:
        args.out = SCALE_DIR
    t0 = time.perf_counter()
    out_dir = Path((tmp := tempfile.TemporaryDirectory()).name) if args.check else args.out
    out_dir.mkdir(parents=True, exist_ok=True)
    rows = export_all(out_dir, only, models)  # one call site for both modes (the frames are in the locations)
    if only is None and not args.scale:
        write_readme(out_dir, rows)
    if args.check:
        names = sorted(p.name for p in out_dir.iterdir())
        bad = [n for n in names if not (ref_dir / n).exists() or not filecmp.cmp(out_dir / n, ref_dir / n, shallow=False)]
        tmp.cleanup()
        if bad:
            raise SystemExit(f"export.py --lib --check: differs from {ref_dir}: {', '.join(bad)}")
        print(f"export.py --lib --check: {len(names)} files identical to {ref_dir}", file=sys.stderr)
    print(f"export.py --lib: {len(rows)} models in {time.perf_counter() - t0:.1f}s", file=sys.stderr)
