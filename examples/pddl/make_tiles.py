#!/usr/bin/env python3
"""Writes the sliding-tile problems tiles-*.pddl for tiles-domain.pddl.

Cells are named cR-C (row R, column C, from 1), tiles tK; the goal is 1, 2, ..., n*n-1 in reading
order with the blank last, as `puzzlelab solve tiles` has it by default. The starts are given
row-major with 0 the blank, the same text `puzzlelab solve tiles --start` takes; the fewest moves
in each comment were found by `puzzlelab solve tiles --method ida` (docs/pddl.md). The 8-puzzle
starts were drawn by random walks from the goal (seeds 1-3), except tiles-8far, one of the two
8-puzzle boards farthest from the goal (31 moves, the tiles puzzle's default start); the 15-puzzle
starts likewise (seeds 8, 4 and 9).
"""
import pathlib

HERE = pathlib.Path(__file__).resolve().parent

PROBLEMS = [
    ("tiles-8a", "1 4 5 7 0 2 8 6 3", 12),
    ("tiles-8b", "6 1 2 7 8 5 4 3 0", 22),
    ("tiles-8c", "0 6 7 8 4 1 5 2 3", 28),
    ("tiles-8far", "8 6 7 2 5 4 3 0 1", 31),
    ("tiles-15a", "1 6 4 8 5 3 7 2 9 10 0 11 13 14 15 12", 12),
    ("tiles-15b", "9 1 6 4 13 5 2 3 14 10 0 8 15 12 7 11", 24),
    ("tiles-15c", "2 3 8 1 10 0 7 4 6 5 11 15 9 13 12 14", 30),
]


def cell(n, k):
    return f"c{k // n + 1}-{k % n + 1}"


def problem(name, start, moves):
    tiles = [int(t) for t in start.split()]
    n = int(round(len(tiles) ** 0.5))
    assert n * n == len(tiles) and sorted(tiles) == list(range(n * n))
    cells = [cell(n, k) for k in range(n * n)]
    init = []
    for k, tile in enumerate(tiles):
        init.append(f"(empty {cells[k]})" if tile == 0 else f"(at t{tile} {cells[k]})")
    for k in range(n * n):
        row, col = divmod(k, n)
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            r, c = row + dr, col + dc
            if 0 <= r < n and 0 <= c < n:
                init.append(f"(next {cells[k]} {cells[r * n + c]})")
    goal = [f"(at t{k + 1} {cells[k]})" for k in range(n * n - 1)]
    lines = [
        f"; The {n * n - 1}-puzzle from {start} (row-major, 0 the blank) to the blank last:",
        f"; {moves} moves at fewest. Written by make_tiles.py.",
        f"(define (problem {name})",
        "  (:domain tiles)",
        f"  (:objects {' '.join(f't{t}' for t in range(1, n * n))} - tile",
        f"            {' '.join(cells)} - cell)",
        "  (:init",
        *[f"    {fact}" for fact in init],
        "  )",
        f"  (:goal (and {' '.join(goal)})))",
    ]
    return "\n".join(lines) + "\n"


for name, start, moves in PROBLEMS:
    (HERE / f"{name}.pddl").write_text(problem(name, start, moves))
