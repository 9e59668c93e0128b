#!/usr/bin/env python3
"""Coverage of a collection of public PDDL benchmarks, unseen (docs/pddl.md, "Public benchmark
collections").

Given a folder that holds one folder per domain (the layout of the International Planning
Competition collections as their public copies lay them out: `domain.pddl` beside the problems,
or one domain file a problem: `domain_<problem>.pddl`, `domain-<problem>.pddl`,
`<problem>-domain.pddl`, `pNN-domain.pddl`), solves the first N problems of each domain with one
method and a time limit, writes each plan, checks it with `puzzlelab validate` and with VAL's
`Validate` when --val is given, and prints a line a task and the totals:

  solved    a plan, accepted by the checks
  no plan   exit 1: the task has none
  stopped   exit 3: a limit came first
  refused   exit 2: a requirement or construct PuzzleLab does not read (the message is shown)
  WRONG     a plan a check rejected, or any other exit (a crash): each one is a bug

  bench/pddl_suite.py /tmp/benchmarks --puzzlelab build/release/apps/cli/puzzlelab \\
      --method greedy --time-limit 10 --problems 1 --val /tmp/peers/VAL
"""

import argparse
import collections
import json
import pathlib
import re
import subprocess
import sys
import tempfile
import time


def natural_key(path):
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", path.name)]


def tasks_of(domain_folder, count):
    """(domain file, problem file) pairs of a domain folder, the first `count` problems."""
    problems = sorted((p for p in domain_folder.glob("*.pddl") if "domain" not in p.name.lower()),
                      key=natural_key)
    for problem in problems[:count]:
        # A problem's own domain file, under the names the collections use, else the shared one.
        names = [f"domain_{problem.name}", f"domain-{problem.name}", f"{problem.stem}-domain.pddl",
                 f"{problem.stem.split('-')[0]}-domain.pddl", "domain.pddl"]
        domain = next((domain_folder / n for n in names if (domain_folder / n).exists()), None)
        if domain is not None:
            yield domain, problem


def validate_with_val(val, domain, problem, plan):
    binary = val / "build" / "bin" / "Validate"
    env = {"LD_LIBRARY_PATH": str(binary.parent)}
    done = subprocess.run([str(binary), str(domain), str(problem), str(plan)], env=env,
                          capture_output=True, text=True, check=False, timeout=300)
    if "Plan valid" in done.stdout:
        return "valid"
    if "Problem in domain definition" in done.stdout + done.stderr:
        return "unread"  # VAL's parser refused the domain: no verdict
    return "rejected"


def run_task(args, domain, problem, scratch):
    plan = scratch / f"{domain.parent.name}-{problem.stem}.plan"
    command = [str(args.puzzlelab), "solve", "pddl", "--domain", str(domain), "--problem",
               str(problem), "--method", args.method, "--time-limit", str(args.time_limit),
               "--memory-limit", args.memory_limit, "--plan-out", str(plan)]
    started = time.perf_counter()
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False,
                              timeout=args.time_limit * 4 + 30)
        code, message = done.returncode, (done.stderr.strip().splitlines() or [""])[0]
    except subprocess.TimeoutExpired:
        code, message = None, "did not stop at its time limit"
    seconds = time.perf_counter() - started
    row = {"domain": domain.parent.name, "problem": problem.name, "seconds": round(seconds, 2),
           "exit": code, "message": message}
    if code == 0:
        checked = subprocess.run([str(args.puzzlelab), "validate", "--domain", str(domain),
                                  "--problem", str(problem), str(plan)],
                                 capture_output=True, text=True, check=False)
        row["plan_length"] = sum(1 for line in plan.read_text().splitlines()
                                 if line.strip().startswith("("))
        row["validate"] = "valid" if checked.returncode == 0 else "rejected"
        if args.val:
            row["val"] = validate_with_val(args.val, domain, problem, plan)
        wrong = row["validate"] != "valid" or row.get("val") == "rejected"
        row["outcome"] = "WRONG" if wrong else "solved"
    else:
        row["outcome"] = {1: "no plan", 2: "refused", 3: "stopped"}.get(code, "WRONG")
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suite", type=pathlib.Path, help="a folder of domain folders")
    parser.add_argument("--puzzlelab", type=pathlib.Path,
                        default=pathlib.Path("build/release/apps/cli/puzzlelab"))
    parser.add_argument("--method", default="greedy")
    parser.add_argument("--time-limit", type=int, default=10, help="seconds a task")
    parser.add_argument("--memory-limit", default="4G")
    parser.add_argument("--problems", type=int, default=1, help="problems a domain, first first")
    parser.add_argument("--domain", action="append", help="only these domain folders")
    parser.add_argument("--val", type=pathlib.Path, help="VAL's source folder, built")
    parser.add_argument("--json", type=pathlib.Path, help="also write every row here")
    args = parser.parse_args()
    if not args.puzzlelab.exists():
        sys.exit(f"pddl_suite: {args.puzzlelab} is not built")
    folders = sorted(p for p in args.suite.iterdir() if p.is_dir())
    if args.domain:
        folders = [p for p in folders if p.name in args.domain]
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for folder in folders:
            for domain, problem in tasks_of(folder, args.problems):
                row = run_task(args, domain, problem, pathlib.Path(scratch))
                rows.append(row)
                detail = (f"{row['plan_length']} actions, validate {row['validate']}"
                          + (f", VAL {row['val']}" if "val" in row else "")
                          if row["outcome"] in ("solved", "WRONG") and "validate" in row
                          else row["message"])
                print(f"{row['domain']:<28} {row['problem']:<24} {row['outcome']:<8} "
                      f"{row['seconds']:6.1f} s  {detail}", flush=True)
    totals = collections.Counter(row["outcome"] for row in rows)
    print(f"{len(rows)} tasks: " + ", ".join(f"{totals[k]} {k}" for k in
                                             ("solved", "no plan", "stopped", "refused", "WRONG")))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1) + "\n")
    sys.exit(1 if totals["WRONG"] else 0)


if __name__ == "__main__":
    main()
