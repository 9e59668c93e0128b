#!/usr/bin/env python3
"""The command as a user runs it on hostile files: a few hundred mutated board, puzzle, answer
and trace files through the main commands. Every run must end with exit status 0..3 (never a
crash, a signal or a hang), and an exit status of 2 with exactly one line on stderr. Then the
file-level cases every reader shares: a byte-order mark, CRLF, a trailing tab, a directory, an
endless device, a board through a pipe, the most negative DIMACS literal.

Usage: fuzz_test.py PATH/TO/puzzlelab SOURCE_DIR
Deterministic: the mutations come from a fixed generator state."""

import os
import random
import subprocess
import sys
import tempfile

PL, SRC = sys.argv[1], sys.argv[2]
RUNS_PER_FORMAT = 40
LIMITS = ["--time-limit", "2", "--node-limit", "20000"]

passed = 0
failed = 0


def fail(name, why):
    global failed
    failed += 1
    print(f"FAIL {name}: {why}")


def run(args, stdin=None):
    try:
        done = subprocess.run(args, stdin=stdin, capture_output=True, timeout=30)
    except subprocess.TimeoutExpired:
        return None, b"", b""
    return done.returncode, done.stdout, done.stderr


def check_exit(name, args, data):
    """Exit 0..3; exit 2 with one line on stderr, starting puzzlelab:."""
    global passed
    rc, _, err = run(args)
    if rc is None:
        return fail(name, f"no answer within 30 s (input {data[:80]!r})")
    lines = err.decode("utf-8", "replace").splitlines()
    if rc not in (0, 1, 2, 3):
        return fail(name, f"exit {rc} (input {data[:80]!r}), stderr {err[:300]!r}")
    if rc == 2 and (len(lines) != 1 or not lines[0].startswith("puzzlelab: ")):
        return fail(name, f"exit 2 with {len(lines)} stderr lines: {err[:300]!r}")
    passed += 1


def expect(name, args, status, fragment, shell=False):
    """One run: its exit status and a fragment of its output (stdout and stderr)."""
    global passed
    rc, out, err = run(["bash", "-c", args] if shell else args)
    text = (out + err).decode("utf-8", "replace")
    if rc != status or fragment not in text:
        return fail(name, f"exit {rc} (expected {status}), output {text[:300]!r}")
    passed += 1


HOSTILE = ["1e999", "18446744073709551616", "-9223372036854775808", "9" * 40, "nan", "-0"]


def mutate(rng, data, nesting=b""):
    for _ in range(rng.randint(1, 3)):
        at = rng.randint(0, len(data))
        kind = rng.randrange(11)
        if kind == 0 and data:
            i = rng.randrange(len(data))
            data = data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]
        elif kind == 1:
            data = data[:at]
        elif kind == 2:
            data = data[:at] + bytes([rng.randrange(256)]) + data[at:]
        elif kind == 3:
            data = data[:at] + data[at + 1:]
        elif kind == 4:
            data = data[:at] + b" " + rng.choice(HOSTILE).encode() + b" " + data[at:]
        elif kind == 5:
            data = data[:at] + b"\0" + data[at:]
        elif kind == 6:
            data = data[:at] + bytes([rng.choice(b"o.9 -(,")]) * rng.randint(5000, 60000) + data[at:]
        elif kind == 7:
            data = rng.choice([b"\xef\xbb\xbf" + data, data.replace(b"\n", b"\r\n"),
                               b"\xff\xfe" + b"".join(bytes([c, 0]) for c in data)])
        elif kind == 8 and nesting:
            data = data[:at] + nesting * rng.randint(1000, 20000) + data[at:]
        elif kind == 9:
            data = data[:at] + rng.choice([b"\t", b"\r", b"\v"]) + data[at:]
        else:
            lines = data.split(b"\n")
            line = lines[rng.randrange(len(lines))]
            data = data[:at] + (line + b"\n") * rng.randint(1, 500) + data[at:]
    return data


def read(path):
    with open(os.path.join(SRC, path), "rb") as f:
        return f.read()


def main():
    work = tempfile.mkdtemp(prefix="puzzlelab_cli_fuzz_")
    english = b"@ goal=center\n  ooo\n  ooo\nooooooo\nooo.ooo\nooooooo\n  ooo\n  ooo\n"
    trace_path = os.path.join(work, "run.jsonl")
    subprocess.run([PL, "peg", "solve", "--board", "triangle5", "--trace", trace_path,
                    "--trace-limit", "200"], capture_output=True, check=True)
    with open(trace_path, "rb") as f:
        trace = f.read()
    # name, example files, command for a FILE, nesting bracket
    formats = [
        ("peg", [english, b"@ grid=triangular goal=any\n    .\n   o o\n  o o o\n"],
         lambda f: [PL, "peg", "solve", "--board", f] + LIMITS, b""),
        ("tiles", [b"8 6 7\n2 5 4\n3 0 1\n", b"1 2\n3 0\n"],
         lambda f: [PL, "solve", "tiles", "file=" + f, "--method", "ida"] + LIMITS, b""),
        ("river", [read("examples/river/farmyard.river"),
                   read("examples/river/wolf-goat-cabbage.river")],
         lambda f: [PL, "river", "solve", f] + LIMITS, b""),
        ("nanobots", [read("tests/nanobots/data/example-part2.txt")],
         lambda f: [PL, "nanobots", "solve", f] + LIMITS, b""),
        ("tm", [read("examples/tm/palindrome.tm"), read("examples/tm/third_from_end.tm")],
         lambda f: [PL, "tm", "accept", f, "--input", "ab", "--steps", "12", "--method", "bfs"]
         + LIMITS, b""),
        ("decode", [b"s SATISFIABLE\nv 1 -2 3 -4 0\n", b"sat\n((board_0 #b1101)\n (board_1 #b0011))\n",
                    b"Optimal - objective value 0.00000000\n      0 p_0_0  1  0\n"],
         lambda f: [PL, "peg", "decode", "--board", "simple", "--from-solution", f], b"("),
        ("view", [trace], lambda f: [PL, "view", f, "-o", os.path.join(work, "out.html")], b"["),
    ]
    rng = random.Random(1409)
    for name, examples, command, nesting in formats:
        for i in range(RUNS_PER_FORMAT):
            data = mutate(rng, rng.choice(examples), nesting)
            path = os.path.join(work, f"{name}-{i}.txt")
            with open(path, "wb") as f:
                f.write(data)
            check_exit(f"{name}-{i}", command(path), data)

    # The file-level cases every reader shares.
    def write(name, data):
        path = os.path.join(work, name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    bom = b"\xef\xbb\xbf"
    expect("peg-bom-crlf-tab", [PL, "peg", "solve", "--board",
                                write("b.board", bom + english.replace(b"\n", b"\t\r\n"))],
           0, "solved: 31 jumps")
    expect("peg-trailing-tab", [PL, "peg", "solve", "--board",
                                write("t.board", english.replace(b"ooo\n", b"ooo\t\n"))],
           0, "solved: 31 jumps")
    expect("river-bom-crlf", [PL, "river", "solve", write("r.river", bom + read(
        "examples/river/wolf-goat-cabbage.river").replace(b"\n", b"\r\n"))], 0, "optimal: 7 crossings")
    expect("nanobots-bom-crlf", [PL, "nanobots", "solve", write("n.txt", bom + read(
        "tests/nanobots/data/example-part2.txt").replace(b"\n", b"\t\r\n"))], 0, "36")
    expect("tm-bom-crlf", [PL, "tm", "accept", write("m.tm", bom + read(
        "examples/tm/palindrome.tm").replace(b"\n", b"\r\n")), "--input", "abba", "--steps", "20",
        "--method", "bfs"], 0, "accept")
    expect("tiles-bom-crlf", [PL, "solve", "tiles", "file=" + write("t.txt", bom + b"1 2\t\r\n3 0\r\n")],
           0, "optimal")
    expect("view-bom-crlf", [PL, "view", write("bom.jsonl", bom + trace.replace(b"\n", b"\r\n")),
                             "-o", os.path.join(work, "bom.html")], 0, "peg dfs")
    expect("utf16-refused", [PL, "river", "solve", write("w.river", b"\xff\xfei\0t\0")], 2,
           "w.river: UTF-16 text")
    expect("directory-refused", [PL, "river", "solve", work], 2, work + ": is a directory")
    expect("board-directory-refused", [PL, "peg", "solve", "--board", work], 2,
           work + ": is a directory")
    expect("dev-zero-refused", [PL, "nanobots", "solve", "/dev/zero"], 2,
           "/dev/zero: larger than 64 MiB, the most PuzzleLab reads from one file")
    board = write("pipe.board", english)
    expect("board-through-a-pipe", f'"{PL}" peg solve --board <(cat "{board}")', 0,
           "solved: 31 jumps", shell=True)
    expect("board-on-stdin", f'"{PL}" peg solve --board - < "{board}"', 0, "solved: 31 jumps",
           shell=True)
    expect("most-negative-literal",
           f"printf 's SATISFIABLE\\nv -9223372036854775808 0\\n' | \"{PL}\" peg decode "
           "--board simple --from-solution -", 2, "literal out of range", shell=True)

    subprocess.run(["rm", "-rf", work])
    print(f"cli_fuzz: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


main()
