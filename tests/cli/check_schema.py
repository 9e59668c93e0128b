"""Checks PuzzleLab JSON output against docs/report.schema.json.

Usage: check_schema.py SCHEMA [FILE]   (standard input when FILE is absent)
       check_schema.py --expect EXPRESSION SCHEMA FILE

With --expect, the document (bound to j) must also satisfy the Python expression (exit 3 when it
does not), and only documents with "puzzle" or "puzzles" at the top are held to the schema (exit
4 when such a document is checked and passes, 0 when it is not one): the CLI tests' json_check
in one process.

Besides the schema, every integer past 2**53 must have a "<key>_decimal" string beside it with
the same digits, so that tools which read numbers as doubles (jq 1.6) can still get it exactly.
Runs under Debian's /usr/bin/python3 with python3-jsonschema (scripts/install-deps).
"""
import json
import sys

import jsonschema

EXACT_LIMIT = 2**53


def check_big_integers(node, path="$"):
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(value, int) and not isinstance(value, bool) and abs(value) > EXACT_LIMIT:
                decimal = node.get(key + "_decimal")
                if decimal != str(value):
                    raise ValueError(f"{path}.{key} = {value} has no matching {key}_decimal string")
            check_big_integers(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            check_big_integers(value, f"{path}[{i}]")


def main():
    args = sys.argv[1:]
    expect = None
    if args[:1] == ["--expect"]:
        expect, args = args[1], args[2:]
    with open(args[0]) as f:
        schema = json.load(f)
    text = open(args[1]).read() if len(args) > 1 else sys.stdin.read()
    try:
        document = json.loads(text)
    except ValueError as error:
        print(f"not JSON: {error}")
        return 5
    if expect is not None:
        if not eval(expect, {}, {"j": document}):
            return 3
        if not (isinstance(document, dict) and ("puzzle" in document or "puzzles" in document)):
            return 0
    status = validate(schema, document)
    return 4 if expect is not None and status == 0 else status


def validate(schema, document):
    validator = jsonschema.Draft202012Validator(schema)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        best = jsonschema.exceptions.best_match(errors)
        where = "/".join(str(p) for p in best.absolute_path)
        print(f"schema: {where or '(top)'}: {best.message[:300]}")
        return 1
    try:
        check_big_integers(document)
    except ValueError as error:
        print(f"schema: {error}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
