#!/usr/bin/env python3
"""The PDDL route against the built-in puzzle on the same instance, per node (docs/pddl.md,
"The PDDL route against the built-in puzzles").

Each case exports a built-in instance as PDDL (`puzzlelab export PUZZLE ... --format pddl`),
then times in interleaved pairs (A B A B ...) on one machine:

  A  puzzlelab solve PUZZLE ... --method M --threads 1           (the puzzle's own search)
  B  puzzlelab solve pddl --domain D --problem P --method M' ...  (the same instance from PDDL)

and prints, for each, the time a node costs (the report's search seconds over its nodes), the
median of the per-pair ratios B / A, and the grounding time of the exported files (`pddl
check`). The issue's aim: B within 10 times A per node, grounding within 0.1 s. A shared
machine moves both sides alike within a pair; the ratios are what to read.

  bench/pddl_route.py --puzzlelab build/release/apps/cli/puzzlelab --pairs 5
"""

import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import tempfile

KORF_GOAL = " ".join(str(k) for k in range(16))


class Case:
    """A built-in instance, the puzzle's method and the PDDL route's method for it."""

    def __init__(self, name, puzzle, instance, method, pddl_method, pddl_settings=(),
                 settings=()):
        self.name, self.puzzle, self.instance = name, puzzle, instance
        self.method, self.settings = method, list(settings)
        self.pddl_method, self.pddl_settings = pddl_method, list(pddl_settings)


CASES = [
    Case("8-puzzle, farthest board: bfs", "tiles", ["--start", "8 6 7 2 5 4 3 0 1"], "bfs", "bfs"),
    # The tiles puzzle's IDA* has Manhattan distance with linear conflicts; the PDDL route's, the
    # pattern databases it builds from the file (their building is not in the per-node time).
    Case("8-puzzle, farthest board: ida", "tiles", ["--start", "8 6 7 2 5 4 3 0 1"], "ida", "ida",
         ["--set", "heuristic=pdb"]),
    Case("15-puzzle, Korf's instance 1: ida", "tiles",
         ["--start", "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", "--goal", KORF_GOAL], "ida", "ida",
         ["--set", "heuristic=pdb"]),
    Case("15-puzzle, Korf's instance 9: ida", "tiles",
         ["--start", "3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0", "--goal", KORF_GOAL], "ida", "ida",
         ["--set", "heuristic=pdb"]),
    # Peg solitaire: every position reached, by the peg puzzle's count (no symmetry) and by the
    # PDDL route's count of reachable states.
    Case("peg, 15-hole triangle: every position", "peg", ["--board", "triangle5"], "count",
         "count", settings=["--set", "symmetry=no"]),
    Case("peg, 21-hole triangle: every position", "peg", ["--board", "triangle6"], "count",
         "count", settings=["--set", "symmetry=no"]),
]


def run_json(command):
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        sys.exit(f"pddl_route: {' '.join(command)} exited {done.returncode}: {done.stderr.strip()}")
    return json.loads(done.stdout)


def per_node(report):
    """Seconds a node: the search's own seconds (solve_seconds) over its nodes."""
    stats = report.get("stats", {})
    nodes = stats.get("nodes") or stats.get("table_entries")
    seconds = stats.get("solve_seconds", report.get("seconds"))
    if not nodes:
        sys.exit(f"pddl_route: a report without nodes: {report.get('summary')}")
    return seconds / nodes, nodes


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--puzzlelab", default="build/release/apps/cli/puzzlelab")
    parser.add_argument("--pairs", type=int, default=5, help="interleaved pairs per case")
    parser.add_argument("--only", help="run only the cases whose name contains this text")
    args = parser.parse_args()
    puzzlelab = str(pathlib.Path(args.puzzlelab).resolve())
    print(f"{'case':42} {'built-in ns/node':>17} {'PDDL ns/node':>13} {'ratio':>7} {'grounding':>10}")
    with tempfile.TemporaryDirectory(prefix="pddl_route_") as folder:
        for case in CASES:
            if args.only and args.only not in case.name:
                continue
            stem = pathlib.Path(folder) / case.name.split(",")[0].replace(" ", "-")
            problem = f"{stem}.pddl"
            subprocess.run([puzzlelab, "export", case.puzzle, *case.instance, "--format", "pddl",
                            "-o", problem], check=True, capture_output=True)
            domain = f"{stem}-domain.pddl"
            checked = run_json([puzzlelab, "pddl", "check", domain, problem, "--format", "json"])
            builtin = [puzzlelab, "solve", case.puzzle, *case.instance, "--method", case.method,
                       *case.settings, "--threads", "1", "--format", "json"]
            route = [puzzlelab, "solve", "pddl", "--domain", domain, "--problem", problem,
                     "--method", case.pddl_method, *case.pddl_settings, "--format", "json"]
            ratios, own, ours = [], [], []
            for _ in range(args.pairs):
                a, a_nodes = per_node(run_json(builtin))
                b, b_nodes = per_node(run_json(route))
                own.append(a)
                ours.append(b)
                ratios.append(b / a)
            print(f"{case.name:42} {statistics.median(own) * 1e9:17.0f} "
                  f"{statistics.median(ours) * 1e9:13.0f} {statistics.median(ratios):7.2f} "
                  f"{checked['grounding']['seconds']:9.4f}s"
                  f"   ({a_nodes:,} and {b_nodes:,} nodes)")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
