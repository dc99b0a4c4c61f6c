import numpy as np

rng = np.random.default_rng(seed=12345)
rolls = rng.integers(1, 7, size=20)
print(rolls)
print(np.bincount(rolls, minlength=7)[1:])
samples = rng.normal(loc=50, scale=10, size=1000)
print(round(samples.mean(), 4), round(samples.std(), 4))
print(np.histogram(samples, bins=5)[0])
u = rng.random(5)
print(u.round(6))
print(rng.choice(["red", "green", "blue"], size=6))
perm = rng.permutation(10)
print(perm)
walk = np.cumsum(rng.choice([-1, 1], size=50))
print(walk[-1], walk.max(), walk.min())
inside = (rng.random((10000, 2)) ** 2).sum(axis=1) <= 1
print("pi estimate:", 4 * inside.mean())
