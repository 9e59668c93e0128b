#!/usr/bin/env python3
"""How the counts scale over MPI ranks (docs/distributed.md, "Scaling, measured").

For each count, times in interleaved rounds (A B C A B C ...) on one machine:

  K=1   mpirun -n 1 puzzlelab-mpi COUNT --threads 1
  K=2   mpirun -n 2 puzzlelab-mpi COUNT --threads 1
  T=2   puzzlelab COUNT --threads 2          (one process, two threads; counts that have them)

and prints the median of the per-round ratios K=1 / K=2 (the speed-up of a second rank) and
K=2 / T=2 (what ranks cost against threads), from the report's own "seconds" (the count, not
mpirun's start-up) and from the whole process's wall time, with each rank's waiting time and
messages. A machine shared with other work moves all three alike within a round; the ratios
are what to read, not the times.

  bench/mpi_scaling.py --build build/release --rounds 5 queens-18 hanoi-graph-13-4
"""

import argparse
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import time

class Count:
    """A count to time: its command, where its JSON keeps the answer and the seconds, and
    whether one process can run it on threads (the T=2 side)."""

    def __init__(self, command, answer="answer", seconds="seconds", threads=True):
        self.command, self.answer, self.seconds, self.threads = command, answer, seconds, threads


COUNTS = {
    "queens-17": Count(["queens", "count", "17"]),
    "queens-18": Count(["queens", "count", "18"]),
    "queens-19": Count(["queens", "count", "19"]),
    "queens-16-backtrack": Count(["queens", "count", "16", "--method", "backtrack"]),
    # The peg layers, each class kept by its owner rank (puzzles/peg/layer_builder.hpp).
    "peg-english": Count(["peg", "count", "--board", "english"]),
    # The layered search (owner-partitioned breadth-first layers); one process has no threads.
    "hanoi-graph-13-4": Count(["hanoi", "graph", "--disks", "13", "--pegs", "4"],
                              answer="distance_counts", seconds="bfs_seconds", threads=False),
}

# Open MPI as root, more ranks than cores, a container's shared memory (Open MPI's variables;
# MPICH ignores them). The caller's environment wins: OMPI_MCA_btl_vader_single_copy_mechanism=cma
# where the kernel lets one rank read another's memory (one copy a message instead of two).
MPI_ENV = {
    "OMPI_ALLOW_RUN_AS_ROOT": "1",
    "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM": "1",
    "OMPI_MCA_rmaps_base_oversubscribe": "1",
    "OMPI_MCA_btl_vader_single_copy_mechanism": "none",
}


def run(command, env):
    started = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"mpi_scaling: {' '.join(command)} exited {done.returncode}: {done.stderr.strip()}")
    report = json.loads(done.stdout)
    return report, wall


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("counts", nargs="*", default=["queens-18", "queens-16-backtrack", "peg-english", "hanoi-graph-13-4"],
                        help=f"what to count: {', '.join(COUNTS)}")
    parser.add_argument("--build", default="build/release", help="the build folder")
    parser.add_argument("--mpiexec", default=shutil.which("mpiexec") or "mpiexec")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    build = pathlib.Path(args.build)
    plain = build / "apps" / "cli" / "puzzlelab"
    mpi = build / "apps" / "cli" / "puzzlelab-mpi"
    for program in (plain, mpi):
        if not program.exists():
            sys.exit(f"mpi_scaling: {program} is not built (PUZZLELAB_MPI needs an MPI library)")
    env = {**MPI_ENV, **os.environ}
    for name in args.counts:
        if name not in COUNTS:
            sys.exit(f"mpi_scaling: no count {name!r}; one of {', '.join(COUNTS)}")
        spec = COUNTS[name]
        count = spec.command + ["--format", "json"]
        one_thread = ["--threads", "1"] if spec.threads else []
        sides = {
            "K=1": [args.mpiexec, "-n", "1", str(mpi)] + count + one_thread,
            "K=2": [args.mpiexec, "-n", "2", str(mpi)] + count + one_thread,
        }
        if spec.threads:
            sides["T=2"] = [str(plain)] + count + ["--threads", "2"]
        seconds = {side: [] for side in sides}
        walls = {side: [] for side in sides}
        answers = set()
        last = {}
        for _ in range(args.rounds):
            for side, command in sides.items():
                report, wall = run(command, env)
                answers.add(json.dumps(report[spec.answer], sort_keys=True))
                seconds[side].append(report[spec.seconds])
                walls[side].append(wall)
                last[side] = report
        if len(answers) != 1:
            sys.exit(f"mpi_scaling: {name}: the sides disagree on the answer: {answers}")

        def ratio(times, a, b):
            return statistics.median(x / y for x, y in zip(times[a], times[b]))

        print(f"{name}: {args.rounds} rounds; medians of per-round ratios")
        print(f"  K=1 / K=2  count {ratio(seconds, 'K=1', 'K=2'):.3f}  "
              f"process {ratio(walls, 'K=1', 'K=2'):.3f}   (speed-up of a second rank)")
        if "T=2" in sides:
            print(f"  K=2 / T=2  count {ratio(seconds, 'K=2', 'T=2'):.3f}  "
                  f"process {ratio(walls, 'K=2', 'T=2'):.3f}   (ranks against threads)")
        for side in sides:
            print(f"  {side}: count median {statistics.median(seconds[side]):.3f} s, "
                  f"process {statistics.median(walls[side]):.3f} s")
        for side in ("K=1", "K=2"):
            for rank in last[side].get("ranks", []):
                print(f"  {side} rank {rank['rank']}: {rank['units']} units, {rank['work']} work, "
                      f"{rank['seconds']:.3f} s, waiting {rank['waiting_seconds']:.3f} s, "
                      f"peak {rank['peak_memory_bytes'] / 2**20:.0f} MiB, "
                      f"{rank['messages_sent']} messages, {rank['bytes_sent']} bytes sent")


if __name__ == "__main__":
    main()
