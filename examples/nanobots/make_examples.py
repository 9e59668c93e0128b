"""Writes swarm.txt and small.txt, the nanobots examples of the docs (python3 make_examples.py).

swarm.txt: 40 bots. 28 of them have one point T exactly on the edge of their range, one bot in
each of the eight octants around T in turn, so that T is the only point all 28 cover: part 2
is |T| (L1) with 28 bots in range. The other 12 are scattered with smaller ranges.
small.txt: 10 bots within +-20 and radii up to 16, small enough for `--method brute`.
Fixed seeds: running it again writes the same files.
"""
import random


def bot(p, r):
    return f"pos=<{p[0]},{p[1]},{p[2]}>, r={r}"


def swarm(rng):
    t = [rng.randint(-30_000_000, 30_000_000) for _ in range(3)]
    lines = []
    for i in range(28):
        signs = [((i >> k) & 1) * 2 - 1 for k in range(3)]
        p = [c + s * rng.randint(1_000_000, 40_000_000) for c, s in zip(t, signs)]
        lines.append(bot(p, sum(abs(a - b) for a, b in zip(p, t))))
    for _ in range(12):
        p = [rng.randint(-90_000_000, 90_000_000) for _ in range(3)]
        lines.append(bot(p, rng.randint(5_000_000, 30_000_000)))
    rng.shuffle(lines)
    return lines


def small(rng):
    return [bot([rng.randint(-20, 20) for _ in range(3)], rng.randint(3, 16)) for _ in range(10)]


for name, lines in (("swarm.txt", swarm(random.Random(2018))), ("small.txt", small(random.Random(23)))):
    with open(name, "w") as f:
        f.write("\n".join(lines) + "\n")
