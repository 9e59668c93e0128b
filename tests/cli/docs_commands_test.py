"""Runs every command that README.md and docs/*.md show, and checks its exit status.

Usage: docs_commands_test.py PUZZLELAB SOURCE_DIR [--list] [--timeout SECONDS] [--jobs N]
                             [--only TEXT]

What counts as a command. A fenced code block (``` with no language, sh, bash, shell or console)
is a command block when one of its lines starts with `puzzlelab` (or with `time`, `/usr/bin/time`,
`env`, `mpiexec` or `mpirun` and names `puzzlelab` or `puzzlelab-mpi` later; where puzzlelab-mpi
is not built, the commands naming it are skipped with that reason). Every other line of such a block that is not blank or a
comment is a command too (`cadical t5.cnf > t5.answer` between an export and a decode), run in
order, so that a block can use the files its earlier lines wrote. A line ending in `\\` goes on
to the next.

How it runs. Each command runs through `bash -o pipefail -c`, so pipes and redirections mean
what they say, with PUZZLELAB's folder first on PATH (so `puzzlelab` is the binary under test)
and a wall-clock limit (--timeout, 60 s by default). Its working folder stands for the repository
root: a temporary folder, one per document, holding a symbolic link to each top-level entry of
SOURCE_DIR (not build/ nor dot entries), so `examples/tm/composite.tm` reads the shipped file and
`-o race.html` writes into the temporary folder, which is removed at the end. The test fails if
the commands left a new file in SOURCE_DIR. Two documents run at a time (--jobs), each one's
commands in order.

The marking convention. A command's trailing comment (` # ...`) may begin with a marker, then a
colon and free text:

    # exits N: why        expect exit status N (e.g. `# exits 1: no solution exists`);
                          without this marker the command must exit 0
    # long: why           too slow for this test (e.g. `# long: about 12 min`): not run
    # illustrative: why   not runnable as written (a file the user supplies, a fixed port):
                          not run
    # runs until stopped: why
                          a server: it must print its first line within the time limit and
                          still be running, then SIGTERM must stop it with status 0

Every skipped command is listed with its reason, and the last line counts the commands found,
run, passed, failed and skipped. A failure shows the command, its document and line, the status
expected and the status it gave, and the tail of its standard error.
"""
import argparse
import concurrent.futures
import os
import re
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time

COMMAND_LANGUAGES = {"", "sh", "bash", "shell", "console"}
WRAPPERS = {"time", "/usr/bin/time", "env", "mpiexec", "mpirun"}
# How Open MPI must be told to start ranks here: as root (CI), with more ranks than cores, in a
# container whose shared-memory single copy fails (tests/distributed/mpi_launch.sh); MPICH
# ignores these.
MPI_ENV = {
    "OMPI_ALLOW_RUN_AS_ROOT": "1",
    "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM": "1",
    "OMPI_MCA_rmaps_base_oversubscribe": "1",
    "OMPI_MCA_btl_vader_single_copy_mechanism": "none",
}
MARKER = re.compile(r"^(exits (\d+)|long|illustrative|runs until stopped)\s*(:|$)")


class Command:
    def __init__(self, doc, line, text, comment):
        self.doc, self.line, self.text, self.comment = doc, line, text, comment
        self.expected, self.skip, self.server = 0, None, False
        marker = MARKER.match(comment)
        if marker:
            word = marker.group(1)
            if word.startswith("exits"):
                self.expected = int(marker.group(2))
            elif word == "runs until stopped":
                self.server = True
            else:
                self.skip = word

    def where(self):
        return f"{self.doc}:{self.line}"


def split_comment(line):
    """The line's command and its trailing comment: a '#' after a blank, outside quotes."""
    quote = None
    for i, c in enumerate(line):
        if quote:
            if c == quote:
                quote = None
        elif c in "'\"":
            quote = c
        elif c == "#" and (i == 0 or line[i - 1] in " \t"):
            return line[:i].rstrip(), line[i + 1 :].strip()
    return line.rstrip(), ""


def names_puzzlelab(command):
    words = command.split()
    if not words:
        return False
    return words[0] == "puzzlelab" or (
        words[0] in WRAPPERS and ("puzzlelab" in words[1:] or "puzzlelab-mpi" in words[1:]))


def blocks(path):
    """(first line number, lines) of every command-language fenced block of a Markdown file."""
    inside, language, body, start = False, "", [], 0
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            fence = re.match(r"^\s*```(.*)$", line)
            if fence and not inside:
                inside, language, body, start = True, fence.group(1).strip(), [], number + 1
            elif fence and inside:
                inside = False
                if language in COMMAND_LANGUAGES:
                    yield start, body
            elif inside:
                body.append(line.rstrip("\n"))


def commands(source_dir, doc):
    found = []
    for start, body in blocks(os.path.join(source_dir, doc)):
        pending, pending_line, block = "", 0, []
        for offset, raw in enumerate(body):
            if not pending:
                pending_line = start + offset
            if raw.rstrip().endswith("\\"):
                pending += raw.rstrip()[:-1] + " "
                continue
            text, comment = split_comment(pending + raw)
            pending = ""
            if text.strip():
                block.append(Command(doc, pending_line, text.strip(), comment))
        if any(names_puzzlelab(c.text) for c in block):
            found.extend(block)
    return found


def documents(source_dir):
    docs = ["README.md"]
    docs += sorted("docs/" + n for n in os.listdir(os.path.join(source_dir, "docs")) if n.endswith(".md"))
    return docs


def stand_in_root(source_dir, parent, doc):
    """A folder that stands for the repository root: links to its top-level entries."""
    root = os.path.join(parent, re.sub(r"[^A-Za-z0-9]+", "_", doc))
    os.mkdir(root)
    for name in os.listdir(source_dir):
        if name.startswith(".") or name == "build":
            continue
        os.symlink(os.path.join(source_dir, name), os.path.join(root, name))
    return root


def tail(data, lines=12):
    text = data.decode("utf-8", "replace").rstrip("\n")
    return "\n".join("    | " + l for l in text.splitlines()[-lines:]) or "    | (nothing)"


def run_plain(command, cwd, env, timeout):
    process = subprocess.Popen(["bash", "-o", "pipefail", "-c", command.text], cwd=cwd, env=env,
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, start_new_session=True)
    try:
        _, stderr = process.communicate(timeout=timeout)
        return process.returncode, stderr, None
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        _, stderr = process.communicate()
        return None, stderr, f"was still running after {timeout} s (killed)"


def run_server(command, cwd, env, timeout):
    """The first line of output within the time limit, still running, then stopped by SIGTERM."""
    process = subprocess.Popen(["bash", "-o", "pipefail", "-c", "exec " + command.text], cwd=cwd,
                               env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, start_new_session=True)
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    first, deadline = b"", time.monotonic() + timeout
    while not first.endswith(b"\n") and time.monotonic() < deadline and process.poll() is None:
        if selector.select(timeout=0.1):
            chunk = os.read(process.stdout.fileno(), 4096)
            if not chunk:
                break
            first += chunk
    problem = None
    if not first.endswith(b"\n"):
        try:
            process.wait(timeout=5)
            problem = f"exited with status {process.returncode} before serving"
        except subprocess.TimeoutExpired:
            problem = f"printed no first line within {timeout} s"
    elif process.poll() is not None:
        problem = f"exited with status {process.returncode} after its first line"
    if problem is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            problem = "still running 10 s after SIGTERM"
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    stderr = process.stderr.read()
    if problem is None and process.returncode != 0:
        return process.returncode, stderr, None
    return (0 if problem is None else None), first + stderr, problem


def new_files(source_dir, before):
    after = set()
    for folder, dirs, files in os.walk(source_dir):
        if folder == source_dir:
            dirs[:] = [d for d in dirs if d != "build" and not d.startswith(".")]
        after.update(os.path.relpath(os.path.join(folder, f), source_dir) for f in files)
    return sorted(after - before) if before is not None else after


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("puzzlelab")
    parser.add_argument("source_dir")
    parser.add_argument("--list", action="store_true", help="print the commands found, run none")
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--only", help="run only the commands whose text contains this")
    parser.add_argument("--jobs", type=int, default=2, help="documents run at once")
    args = parser.parse_args()
    source_dir = os.path.realpath(args.source_dir)
    binary = os.path.realpath(args.puzzlelab)
    if os.path.basename(binary) != "puzzlelab" or not os.access(binary, os.X_OK):
        print(f"not the puzzlelab program: {binary}")
        return 2

    found = [c for doc in documents(source_dir) for c in commands(source_dir, doc)]
    if args.list:
        for c in found:
            mark = c.skip or ("server" if c.server else f"exits {c.expected}")
            print(f"{c.where():24} [{mark}] {c.text}")
        return 0

    # The MPI program is built beside puzzlelab where the build found an MPI library.
    if not os.path.exists(os.path.join(os.path.dirname(binary), "puzzlelab-mpi")):
        for c in found:
            if not c.skip and re.search(r"\bpuzzlelab-mpi\b", c.text):
                c.skip, c.comment = "no MPI", "puzzlelab-mpi is not built (no MPI library)"
    env = dict(os.environ, **MPI_ENV,
               PATH=os.path.dirname(binary) + os.pathsep + os.environ.get("PATH", ""))
    before = new_files(source_dir, None)
    started = time.monotonic()
    scratch = tempfile.mkdtemp(prefix="puzzlelab-docs-")
    by_doc = {}
    for c in found:
        by_doc.setdefault(c.doc, []).append(c)

    def run_document(doc):
        """Each document's commands in order, in a root of its own; its lines and results."""
        lines, results, root = [], [], None
        for c in by_doc[doc]:
            if c.skip:
                results.append(("skipped", c))
                lines.append(f"skip  {c.where():24} {c.text}   [{c.comment}]")
                continue
            if args.only and args.only not in c.text:
                continue
            root = root or stand_in_root(source_dir, scratch, doc)
            run = run_server if c.server else run_plain
            t0 = time.monotonic()
            status, stderr, problem = run(c, root, env, args.timeout)
            seconds = time.monotonic() - t0
            if problem is None and status == c.expected:
                results.append(("passed", c))
                lines.append(f"ok    {c.where():24} {c.text}   ({seconds:.2f} s)")
            else:
                results.append(("failed", c))
                lines.append(f"FAIL  {c.where():24} {c.text}   ({seconds:.2f} s)")
                outcome = f"it {problem}" if problem else f"got {status}"
                lines.append(f"    expected exit status {c.expected}; {outcome}; standard error ends:")
                lines.append(tail(stderr))
        return lines, results

    results = []
    try:
        # Documents run side by side (--jobs), each one's commands in order.
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for lines, doc_results in pool.map(run_document, by_doc):
                print("\n".join(lines), flush=True)
                results += doc_results
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    passed = sum(1 for kind, _ in results if kind == "passed")
    failures = [c for kind, c in results if kind == "failed"]
    skipped = [c for kind, c in results if kind == "skipped"]
    ran = passed + len(failures)

    left = new_files(source_dir, before)
    for path in left:
        print(f"FAIL  the commands left a new file in the source tree: {path}")
    long_count = sum(1 for c in skipped if c.skip == "long")
    print(f"\n{len(found)} documented commands: {ran} ran, {passed} passed, {len(failures)} failed; "
          f"{len(skipped)} skipped ({len(skipped) - long_count} illustrative, {long_count} long); "
          f"{time.monotonic() - started:.1f} s")
    if failures:
        print("failed: " + ", ".join(c.where() for c in failures))
    return 0 if ran > 0 and not failures and not left else 1


if __name__ == "__main__":
    sys.exit(main())
