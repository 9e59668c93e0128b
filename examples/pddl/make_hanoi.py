#!/usr/bin/env python3
"""Writes hanoi-N.pddl for N = 1..10: N discs on peg a, to be moved to peg c.

d1 is the smallest disc. Every disc but the largest is listed as smaller than itself, as a
well-known generator of Hanoi problems does: that lets disc dK "move onto itself" (a dead end),
which is why these tasks have 3 * 4^(N-1) reachable states rather than 3^N (docs/pddl.md).
"""
import pathlib

HERE = pathlib.Path(__file__).resolve().parent


def problem(n):
    discs = [f"d{k}" for k in range(1, n + 1)]
    pegs = ["a", "b", "c"]
    init = []
    for k, disc in enumerate(discs, start=1):
        below = f"d{k + 1}" if k < n else "a"
        init.append(f"(on {disc} {below})")
    init += ["(clear d1)", "(clear b)", "(clear c)"]
    for k, disc in enumerate(discs, start=1):
        init += [f"(smaller {disc} {peg})" for peg in pegs]
        init += [f"(smaller {disc} d{j})" for j in range(k + 1, n + 1)]
        if k < n:
            init.append(f"(smaller {disc} {disc})")
    goal = [f"(on {disc} {f'd{k + 1}' if k < n else 'c'})" for k, disc in enumerate(discs, 1)]
    lines = [
        f"; {n} disc{'s' if n > 1 else ''} from peg a to peg c; written by make_hanoi.py",
        f"(define (problem hanoi-{n})",
        "  (:domain hanoi)",
        f"  (:objects {' '.join(discs)} - disc {' '.join(pegs)} - peg)",
        "  (:init",
        *[f"    {fact}" for fact in init],
        "  )",
        f"  (:goal (and {' '.join(goal)})))",
    ]
    return "\n".join(lines) + "\n"


for n in range(1, 11):
    (HERE / f"hanoi-{n}.pddl").write_text(problem(n))
