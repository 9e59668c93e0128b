"""Checks every command's options against the vocabulary of docs/cli.md.

Usage: vocabulary_test.py PUZZLELAB SOURCE_DIR

It walks the command tree through --help (every subcommand at every level) and collects each
command's advertised long options. Every one must stand in a table of docs/cli.md:
  - "Shared options": a row per option, any command may advertise it;
  - "Instance options": a row per option with the puzzles that take it; a command under a puzzle
    (`solve hanoi`, `hanoi solve`, `export hanoi`, ...) may advertise only its puzzle's;
  - "Command options": a row per option with the commands that have it (as `hanoi solve`);
    only those may advertise it.
So a new option, or a second name for something the product already names, fails here until the
vocabulary says what it is. Each row of "Old spellings" (OLD, NOW, an example command written
with NOW; OLD and NOW may be several words) must name an option no command advertises, and the
example must give the same exit status and standard output (times aside) with OLD in place of
NOW: old command lines keep working, unadvertised.
"""
import json
import re
import subprocess
import sys

PUZZLES = set()  # the registry's names, from `puzzlelab list` (main)


def run(puzzlelab, args):
    return subprocess.run([puzzlelab, *args], capture_output=True, text=True, timeout=60)


def parse_help(text):
    options, subcommands, section = [], [], None
    for line in text.splitlines():
        if re.match(r"^\S.*:$", line):
            section = line[:-1]
            continue
        if section == "Options":
            names = re.match(r"^  ((?:-{1,2}[\w-]+,?)+)", line)
            if names:
                options += [n for n in names.group(1).split(",") if n.startswith("--")]
        elif section == "Subcommands":
            word = re.match(r"^  (\S+)", line)
            if word:
                subcommands.append(word.group(1))
    return options, subcommands


def walk(puzzlelab, path, found):
    result = run(puzzlelab, [*path, "--help"])
    if result.returncode != 0:
        raise SystemExit(f"FAIL: puzzlelab {' '.join(path)} --help exited {result.returncode}")
    options, subcommands = parse_help(result.stdout)
    found[" ".join(path)] = options
    for sub in subcommands:
        walk(puzzlelab, [*path, sub], found)


def read_tables(path):
    """{section title: [row cells...]} for every table under a '## ' heading."""
    tables, section = {}, None
    for line in open(path, encoding="utf-8"):
        heading = re.match(r"^## (.+)", line)
        if heading:
            section = heading.group(1).strip()
            continue
        if section and line.startswith("|") and not re.match(r"^\|\s*-", line):
            cells = [c.strip().replace("\\|", "|")
                     for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
            tables.setdefault(section, []).append(cells)
    for rows in tables.values():
        del rows[0]  # the header
    return tables


def code_words(cell):
    """The `...` spans of a cell."""
    return re.findall(r"`([^`]+)`", cell)


def option_names(cell):
    return [w.split()[0] for w in code_words(cell) if w.startswith("--")]


def timeless(output):
    """The output with its times blanked: two runs of the same command differ only there."""
    output = re.sub(r'"(\w*seconds\w*)":\s*[-0-9.e+]+', r'"\1": T', output)
    output = re.sub(r"\b\d+(\.\d+)? s\b", "T s", output)
    return re.sub(r"\b\d+\.\d+\b", "T", output)  # a table's seconds columns


def puzzle_of(command):
    words = command.split()
    for word in words[:2]:
        if word in PUZZLES:
            return word
    return None


def main():
    puzzlelab, source = sys.argv[1], sys.argv[2]
    listed = json.loads(run(puzzlelab, ["list", "--format", "json"]).stdout)
    PUZZLES.update(p["name"] for p in listed["puzzles"])
    tables = read_tables(f"{source}/docs/cli.md")
    for needed in ("Shared options", "Instance options", "Command options", "Old spellings"):
        if needed not in tables:
            raise SystemExit(f"FAIL: docs/cli.md has no '## {needed}' table")
    shared = {n for row in tables["Shared options"] for n in option_names(row[0])}
    instance = {}  # option -> puzzles
    for row in tables["Instance options"]:
        for name in option_names(row[0]):
            instance.setdefault(name, set()).update(code_words(row[1]))
    own = {}  # option -> commands
    for row in tables["Command options"]:
        for name in option_names(row[0]):
            own.setdefault(name, set()).update(code_words(row[1]))

    found = {}
    walk(puzzlelab, [], found)
    failures, checked = [], 0
    advertised = set()
    for command, options in found.items():
        puzzle = puzzle_of(command)
        for option in options:
            checked += 1
            advertised.add(option)
            if option in shared:
                continue
            if option in instance and puzzle in instance[option]:
                continue
            if option in own and command in own[option]:
                continue
            failures.append(f"puzzlelab {command}: {option} is not in docs/cli.md's vocabulary"
                            + (f" for {puzzle}" if puzzle and option in instance else ""))

    olds = 0
    for row in tables["Old spellings"]:
        old, now, example = (code_words(cell)[0].split() for cell in row[:3])
        olds += 1
        if old[0] in advertised:
            failures.append(f"{old[0]}: an old spelling, yet some command's --help shows it")
        at = next((i for i in range(len(example)) if example[i:i + len(now)] == now), None)
        if at is None or example[0] != "puzzlelab":
            failures.append(f"{' '.join(old)}: the example '{' '.join(example)}' does not use "
                            f"{' '.join(now)}")
            continue
        new_run = run(puzzlelab, example[1:])
        old_run = run(puzzlelab, example[1:at] + old + example[at + len(now):])
        if (old_run.returncode, timeless(old_run.stdout)) != (new_run.returncode,
                                                              timeless(new_run.stdout)):
            failures.append(f"{' '.join(old)}: '{' '.join(example)}' with it in place of "
                            f"{' '.join(now)} gives exit {old_run.returncode} and other output "
                            f"(exit {new_run.returncode} without); {old_run.stderr.strip()[:200]}")
        elif new_run.returncode not in (0, 1):
            failures.append(f"the example '{' '.join(example)}' exits {new_run.returncode}: "
                            f"{new_run.stderr.strip()[:200]}")

    for failure in failures:
        print("FAIL:", failure)
    print(f"{len(found)} commands, {checked} advertised options checked against docs/cli.md, "
          f"{olds} old spellings tried; {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
