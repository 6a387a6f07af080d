# Produces jit_f.*.txt: XLA_FLAGS="--xla_force_host_platform_device_count=8 --xla_dump_to=DIR" JAX_PLATFORMS=cpu python tests/hlo/dump/dump.py
# (jax 0.10.2; the module is module_*.jit_f; the file path in the stack frame index was edited).
import jax, jax.numpy as jnp
from jax import lax

def f(x, w, idx):
    y = lax.conv_general_dilated(x, w, (1, 1), ((1, 1), (1, 1)), dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    def body(c):
        i, v = c
        return i + 1, jnp.tanh(v) * 2.0
    _, y = lax.while_loop(lambda c: c[0] < 3, body, (0, y))
    y = lax.cond(idx > 0, lambda v: v + 1.0, lambda v: v * 3.0, y)
    g = jnp.take(y.reshape(-1), jnp.arange(4) * idx)
    s = jnp.sort(y.reshape(-1))
    z = lax.dynamic_slice(y, (0, idx, 0, 0), (1, 2, 2, 4))
    p = jnp.pad(z, ((0, 0), (1, 1), (0, 0), (0, 0)))
    u = y.reshape(-1).at[jnp.arange(3)].add(1.0)
    key = jax.random.key(0)
    r = jax.random.uniform(key, (4,))
    return g.sum() + s[0] + p.sum() + u.sum() + r.sum() + jnp.linalg.cholesky(jnp.eye(2) * 2.0).sum()

x = jnp.ones((1, 8, 8, 3)); w = jnp.ones((3, 3, 3, 4))
print(jax.jit(f).lower(x, w, 1).compile().as_text()[:200])
