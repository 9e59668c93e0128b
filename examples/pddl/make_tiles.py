#!/usr/bin/env python3
"""Writes the sliding-tile problems tiles-*.pddl for tiles-domain.pddl.

Cells are named cR-C (row R, column C, from 1), tiles tK; the goal is 1, 2, ..., n*n-1 in reading
order with the blank last, as `puzzlelab solve tiles` has it by default. The starts are given
row-major with 0 the blank, the same text `puzzlelab solve tiles --start` takes; the fewest moves
in each comment were found by `puzzlelab solve tiles --method ida` (docs/pddl.md). The 8-puzzle
starts were drawn by random walks from the goal (seeds 1-3), except tiles-8far, one of the two
8-puzzle boards farthest from the goal (31 moves, the tiles puzzle's default start); the 15-puzzle
starts likewise (seeds 8, 4 and 9).

korf-1 ... korf-10 are the first ten of the hundred random 15-puzzle instances of R. E. Korf,
"Depth-first iterative-deepening: an optimal admissible tree search" (Artificial Intelligence
27, 1985), with their published fewest moves; as in that paper their goal has the blank first
(0 1 2 ... 15 in reading order), so tile k's goal is the cell k, counted from 0.
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

# Korf's instances: (number, start, fewest moves as published).
KORF = [
    (1, "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", 57),
    (2, "13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6", 55),
    (3, "14 7 8 2 13 11 10 4 9 12 5 0 3 6 1 15", 59),
    (4, "5 12 10 7 15 11 14 0 8 2 1 13 3 4 9 6", 56),
    (5, "4 7 14 13 10 3 9 12 11 5 6 15 1 2 8 0", 56),
    (6, "14 7 1 9 12 3 6 15 8 11 2 5 10 0 4 13", 52),
    (7, "2 11 15 5 13 4 6 7 12 8 10 1 9 3 14 0", 52),
    (8, "12 11 15 3 8 0 4 2 6 13 9 5 14 1 10 7", 50),
    (9, "3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0", 46),
    (10, "13 11 8 9 0 15 7 10 4 3 6 14 5 12 2 1", 59),
]


def cell(n, k):
    return f"c{k // n + 1}-{k % n + 1}"


def problem(name, start, moves, blank_first=False, about=None):
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
    if blank_first:
        goal = [f"(at t{k} {cells[k]})" for k in range(1, n * n)]
    else:
        goal = [f"(at t{k + 1} {cells[k]})" for k in range(n * n - 1)]
    where = "first" if blank_first else "last"
    lines = [
        *([f"; {about}"] if about else []),
        f"; The {n * n - 1}-puzzle from {start} (row-major, 0 the blank) to the blank {where}:",
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
for number, start, moves in KORF:
    about = f"Instance {number} of Korf's hundred random 15-puzzles (Artificial Intelligence 27, 1985)."
    text = problem(f"korf-{number}", start, moves, blank_first=True, about=about)
    (HERE / f"korf-{number}.pddl").write_text(text)
