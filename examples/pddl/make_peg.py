#!/usr/bin/env python3
"""Writes the peg-solitaire problems peg-*.pddl for peg-domain.pddl.

Holes are named hX-Y by their column X and row Y from 0, the coordinates `puzzlelab peg` prints
with --coords. Square boards jump along rows and columns; triangular boards are drawn on a
lattice of doubled columns (row Y holds X = n-1-Y, n+1-Y, ..., n-1+Y) and jump in six directions.

  peg-english    the English 33-hole cross, centre empty, one peg to end in the centre
                 (18 moves at fewest: the published figure for the central game)
  peg-plus       a small cross of 9 pegs on the English board, to end in the centre
  peg-triangle5  the 15-hole triangle, top empty, one peg to end in the top hole
  peg-triangle4  the 10-hole triangle, top empty: no game ends with one peg there
"""
import pathlib

HERE = pathlib.Path(__file__).resolve().parent

SQUARE = [(1, 0), (-1, 0), (0, 1), (0, -1)]
TRIANGLE = [(2, 0), (-2, 0), (1, 1), (-1, -1), (1, -1), (-1, 1)]


def english():
    return [(x, y) for y in range(7) for x in range(7) if 2 <= x <= 4 or 2 <= y <= 4]


def triangle(n):
    return [(x, y) for y in range(n) for x in range(n - 1 - y, n + y, 2)]


def name(hole):
    return f"h{hole[0]}-{hole[1]}"


def problem(stem, comment, holes, directions, pegs, goal):
    holes = sorted(holes, key=lambda h: (h[1], h[0]))
    present = set(holes)
    lines_ = []
    for x, y in holes:
        for dx, dy in directions:
            over, to = (x + dx, y + dy), (x + 2 * dx, y + 2 * dy)
            if over in present and to in present:
                lines_.append(f"(line {name((x, y))} {name(over)} {name(to)})")
    init = ["(no-move-yet)", "(= (total-cost) 0)"]
    init += [f"(peg {name(h)})" for h in holes if h in pegs]
    init += lines_
    atoms = [f"(peg {name(h)})" if h in goal else f"(not (peg {name(h)}))" for h in holes]
    rows = [" ".join(atoms[k:k + 5]) for k in range(0, len(atoms), 5)]
    goal_text = "(and " + "\n              ".join(rows) + ")"
    out = [*(f"; {line}" for line in comment), "; Written by make_peg.py.",
           f"(define (problem {stem})",
           "  (:domain peg)",
           f"  (:objects {' '.join(name(h) for h in holes)} - hole)",
           "  (:init",
           *[f"    {fact}" for fact in init],
           "  )",
           f"  (:goal {goal_text})",
           "  (:metric minimize (total-cost)))"]
    return "\n".join(out) + "\n"


def write(stem, *args):
    (HERE / f"{stem}.pddl").write_text(problem(stem, *args))


board = english()
write("peg-english", ["The English board: 33 holes, every one but the centre holding a peg; the",
                      "game ends with one peg in the centre, 31 jumps in 18 moves at fewest."],
      board, SQUARE, set(board) - {(3, 3)}, {(3, 3)})
plus = {(3, 1), (3, 2), (1, 3), (2, 3), (3, 3), (4, 3), (5, 3), (3, 4), (3, 5)}
write("peg-plus", ["A cross of 9 pegs on the English board, to end with one peg in the centre",
                   "(`puzzlelab peg solve --board plus`): 8 jumps."],
      board, SQUARE, plus, {(3, 3)})
for n, comment in [(5, ["The 15-hole triangle, top hole empty; one peg to be left in the top hole",
                        "(`puzzlelab peg solve --board triangle5 --goal 4,0`): 13 jumps."]),
                   (4, ["The 10-hole triangle, top hole empty: no game leaves one peg in the top",
                        "hole (`puzzlelab peg solve --board triangle4 --goal 3,0`, exit 1)."])]:
    holes = triangle(n)
    top = (n - 1, 0)
    write(f"peg-triangle{n}", comment, holes, TRIANGLE, set(holes) - {top}, {top})
