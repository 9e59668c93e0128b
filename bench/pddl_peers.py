#!/usr/bin/env python3
"""PuzzleLab's PDDL route against Fast Downward, plans checked by VAL (docs/pddl.md, "Speed").

Builds the peers from folders you name (their sources brought in by you; nothing of theirs is
kept in this repository), then, for each task, times both planners as whole processes in
interleaved pairs (A B A B ...) and prints the median of the per-pair time ratios, so that a
noisy machine moves both sides alike:

  optimal      puzzlelab solve pddl --method astar   against  --search "astar(lmcut())"
  first plan   puzzlelab solve pddl --method greedy  against  --alias lama-first

Every plan of both sides is checked first, by `puzzlelab validate` and by VAL's Validate when
--val is given; a pair whose plan is rejected is reported and not timed. A side that fails or
reaches the time limit is shown as such. Fast Downward's limits and own figures are CPU time; the
ratios here are wall-clock times of the whole process, start-up included, on both sides.

  bench/pddl_peers.py --puzzlelab build/release/apps/cli/puzzlelab \\
      --downward /tmp/peers/downward --val /tmp/peers/VAL --build --pairs 5
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "pddl"

# (domain, problem) stems of examples/pddl; a missing file is skipped with a note.
DEFAULT_TASKS = [
    ("hanoi-domain", "hanoi-5"),
    ("hanoi-domain", "hanoi-8"),
    ("blocksworld-domain", "blocksworld-4"),
    ("gripper-domain", "gripper-4"),
    ("courier-domain", "courier-1"),
    ("lamps-domain", "lamps-2"),
    ("tiles-domain", "tiles-8far"),
    ("tiles-domain", "tiles-15b"),
    ("tiles-domain", "tiles-15c"),
    ("peg-domain", "peg-triangle5"),
    ("peg-domain", "peg-plus"),
    ("peg-domain", "peg-english"),
    ("wgc-domain", "wgc-classic"),
    ("missionaries-domain", "missionaries-3"),
]

# Fast Downward's driver options (an alias) come before the two files, search options after.
MODES = {
    "optimal": {"puzzlelab": "astar", "driver": [], "search": ["--search", "astar(lmcut())"]},
    "first": {"puzzlelab": "greedy", "driver": ["--alias", "lama-first"], "search": []},
}


def build_peers(downward, val):
    if downward and not (downward / "builds" / "release" / "bin" / "downward").exists():
        print(f"building Fast Downward in {downward} (minutes)", file=sys.stderr)
        subprocess.run([sys.executable, "build.py"], cwd=downward, check=True)
    if val and not val_binary(val):
        print(f"building VAL in {val}", file=sys.stderr)
        build = val / "build"
        build.mkdir(exist_ok=True)
        subprocess.run(["cmake", "-DCMAKE_BUILD_TYPE=Release", ".."], cwd=build, check=True)
        subprocess.run(["make", "-j2", "Validate"], cwd=build, check=True)


def val_binary(val):
    for candidate in (val / "build" / "bin" / "Validate", val / "build" / "Validate"):
        if candidate.exists():
            return candidate
    found = list((val / "build").rglob("Validate")) if (val / "build").exists() else []
    found = [path for path in found if path.is_file() and os.access(path, os.X_OK)]
    return found[0] if found else None


def run_timed(command, cwd, limit):
    start = time.perf_counter()
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=limit + 5)
        code, out = done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        code, out = "timeout", ""
    return time.perf_counter() - start, code, out


def action_count(plan_text):
    actions = [line for line in plan_text.splitlines() if line.strip().startswith("(")]
    return len(actions)


def check_plan(args, domain, problem, plan):
    """The plan's verdict by puzzlelab validate and, when built, by VAL: (ok, cost, why)."""
    ours = subprocess.run(
        [args.puzzlelab, "validate", "--domain", str(domain), "--problem", str(problem),
         "--format", "json", str(plan)], capture_output=True, text=True)
    if ours.returncode != 0:
        return False, None, "puzzlelab validate: " + (ours.stdout + ours.stderr).strip()[:200]
    cost = json.loads(ours.stdout).get("cost")
    if args.val:
        validate = val_binary(args.val)
        theirs = subprocess.run([str(validate), str(domain), str(problem), str(plan)],
                                capture_output=True, text=True)
        if theirs.returncode != 0 or "Plan valid" not in theirs.stdout:
            return False, cost, "VAL: " + theirs.stdout.strip().splitlines()[-1][:200]
    return True, cost, ""


def measure(args, mode, domain, problem, scratch):
    ours_plan = scratch / "ours.plan"
    ours = [args.puzzlelab, "solve", "pddl", "--domain", str(domain), "--problem", str(problem),
            "--method", MODES[mode]["puzzlelab"], "--time-limit", str(args.time_limit),
            "--plan-out", str(ours_plan), "--format", "json"]
    theirs = [sys.executable, str(args.downward / "fast-downward.py"), *MODES[mode]["driver"],
              "--overall-time-limit", f"{args.time_limit}s", "--overall-memory-limit", "4G",
              str(domain), str(problem), *MODES[mode]["search"]]
    row = {"mode": mode, "task": problem.stem, "ours": [], "theirs": [], "ratios": []}
    for pair in range(args.pairs):
        for side, command in (("ours", ours), ("theirs", theirs)):
            for stale in (ours_plan, scratch / "sas_plan"):
                stale.unlink(missing_ok=True)
            seconds, code, _ = run_timed(command, scratch, args.time_limit)
            plan = ours_plan if side == "ours" else scratch / "sas_plan"
            entry = {"seconds": seconds, "exit": code}
            if plan.exists():
                ok, cost, why = check_plan(args, domain, problem, plan)
                entry.update({"valid": ok, "cost": cost, "actions": action_count(plan.read_text())})
                if not ok:
                    entry["why"] = why
            row[side].append(entry)
        a, b = row["ours"][-1], row["theirs"][-1]
        if a.get("valid") and b.get("valid"):
            row["ratios"].append(a["seconds"] / b["seconds"])
    return row


def describe(row):
    def side(entries):
        solved = [entry for entry in entries if entry.get("valid")]
        if not solved:
            return f"no plan ({entries[0]['exit']})"
        seconds = statistics.median(entry["seconds"] for entry in solved)
        return f"cost {solved[0]['cost']} in {seconds:.2f} s"
    ratio = f"{statistics.median(row['ratios']):.2f}" if row["ratios"] else "-"
    return f"{row['mode']:8} {row['task']:16} ours {side(row['ours']):24} " \
           f"Fast Downward {side(row['theirs']):24} ratio {ratio}"


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--puzzlelab", type=pathlib.Path,
                        default=ROOT / "build" / "release" / "apps" / "cli" / "puzzlelab")
    parser.add_argument("--downward", type=pathlib.Path, required=True,
                        help="a folder holding Fast Downward's source (aibasel/downward)")
    parser.add_argument("--val", type=pathlib.Path,
                        help="a folder holding VAL's source (KCL-Planning/VAL)")
    parser.add_argument("--build", action="store_true", help="build the peers first")
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--time-limit", type=int, default=120)
    parser.add_argument("--mode", choices=sorted(MODES), action="append")
    parser.add_argument("--task", action="append", metavar="DOMAIN:PROBLEM",
                        help="stems of examples/pddl or paths; default: the examples' list")
    parser.add_argument("--json", type=pathlib.Path, help="also write every figure here")
    args = parser.parse_args()
    args.puzzlelab = args.puzzlelab.resolve()
    args.downward = args.downward.resolve()
    args.val = args.val.resolve() if args.val else None
    if args.build:
        build_peers(args.downward, args.val)

    tasks = []
    for spec in args.task or [f"{d}:{p}" for d, p in DEFAULT_TASKS]:
        domain, problem = spec.split(":", 1)
        paths = [pathlib.Path(name) if name.endswith(".pddl") else EXAMPLES / f"{name}.pddl"
                 for name in (domain, problem)]
        if all(path.exists() for path in paths):
            tasks.append([path.resolve() for path in paths])
        else:
            print(f"skipped {spec}: no such example", file=sys.stderr)

    rows = []
    with tempfile.TemporaryDirectory() as folder:
        scratch = pathlib.Path(folder)
        for mode in args.mode or ["optimal", "first"]:
            for domain, problem in tasks:
                row = measure(args, mode, domain, problem, scratch)
                rows.append(row)
                print(describe(row), flush=True)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    rejected = [row for row in rows
                if any(entry.get("valid") is False for entry in row["ours"] + row["theirs"])]
    for row in rejected:
        for side in ("ours", "theirs"):
            for entry in row[side]:
                if entry.get("valid") is False:
                    print(f"rejected plan: {row['mode']} {row['task']} {side}: {entry['why']}",
                          file=sys.stderr)
    return 1 if rejected else 0


if __name__ == "__main__":
    sys.exit(main())
