#!/usr/bin/env bash
# The surfaces that loop over the puzzle registry, run as a user runs them: list, solve, compare
# and export for every puzzle, each JSON document checked against docs/report.schema.json.
# Usage: registry_test.sh PUZZLELAB SOURCE_DIR
PL=$1
source "$(dirname "$0")/expect.sh"

# list: every puzzle of the registry's list (src/registry/puzzle_list.hpp), in its order, with
# methods and families.
LISTED=$(sed -n 's/^PUZZLELAB_PUZZLE(\([a-z0-9_]*\)).*/"\1"/p' "$2/src/registry/puzzle_list.hpp" | paste -sd,)
[[ -n $LISTED ]] || { echo "FAIL: no puzzle in src/registry/puzzle_list.hpp"; exit 1; }
LAST=$(sed -n 's/^PUZZLELAB_PUZZLE(\([a-z0-9_]*\)).*/\1/p' "$2/src/registry/puzzle_list.hpp" | tail -1)
expect list-text 0 "^$LAST " -- "$PL" list
json_check list-names "[p['name'] for p in j['puzzles']] == [$LISTED]" -- "$PL" list --format json
json_check list-families 'all(m["family"] for p in j["puzzles"] for m in p["methods"])' -- "$PL" list --format json

mapfile -t NAMES < <("$PL" list --format json | python3 -c 'import json,sys; [print(p["name"]) for p in json.load(sys.stdin)["puzzles"]]')

for P in "${NAMES[@]}"; do
  # The default instance, by the default method: an answer (or a proof of none), valid JSON.
  json_check "solve-$P" 'j["status"] in ("solved","optimal","no_solution")' -- "$PL" solve "$P" --format json --time-limit 60
  expect "solve-$P-text" '[01]' "^$P " -- "$PL" solve "$P" --time-limit 60
  # The canonical form given back reproduces the instance.
  INSTANCE=$("$PL" solve "$P" --format json --time-limit 60 | python3 -c 'import json,sys; print(json.load(sys.stdin)["instance"])')
  json_check "canonical-$P" "j['instance'] == '''$INSTANCE'''" -- "$PL" solve "$P" $INSTANCE --format json --time-limit 60
  # Every method that list shows is a row of compare, in the same order, each with a status.
  METHODS=$("$PL" list --format json | python3 -c "import json,sys; print([m['name'] for p in json.load(sys.stdin)['puzzles'] if p['name'] == '$P' for m in p['methods']])")
  json_check "compare-$P" "[r['method'] for r in j['results']] == $METHODS and all(r['status'] for r in j['results'])" -- \
    "$PL" compare "$P" --format json --time-limit 2
  # A tiny limit stops (exit 3) or answers at once; never a hang.
  expect "compare-$P-limit" '[013]' '^method +status' -- "$PL" compare "$P" --time-limit 1e-6
  # Bad input: one line, exit 2.
  one_line "bad-param-$P" 2 'not a parameter' -- "$PL" solve "$P" no-such=1
  one_line "bad-method-$P" 2 "no method 'magic'" -- "$PL" solve "$P" --method magic
done

# export: every model of every puzzle, in every format it has.
while read -r P MODEL FORMAT; do
  expect "export-$P-$MODEL-$FORMAT" 0 '.' -- "$PL" export "$P" --model "$MODEL" --format "$FORMAT"
done < <("$PL" list --format json | python3 -c '
import json, sys
for p in json.load(sys.stdin)["puzzles"]:
    for m in p["models"]:
        for f in m["formats"]:
            print(p["name"], m["name"], f)')
one_line export-no-format 2 'file format is required' -- "$PL" export peg
one_line export-bad-format 2 'format' -- "$PL" export peg --format xml
one_line export-unwritable 2 'cannot open for writing' -- "$PL" export peg --format lp -o "$WORK/no/such/dir/x.lp"

one_line solve-unknown-puzzle 2 'chess' -- "$PL" solve chess
one_line solve-bad-solutions 2 '^puzzlelab: --solutions' -- "$PL" solve queens --solutions lots

finish cli_registry
