#!/usr/bin/env bash
# `puzzlelab export PUZZLE --format pddl` and `puzzlelab decode PUZZLE` with a plan: each built-in
# puzzle written as a PDDL domain and problem (two files, or both on standard output), solved by
# the pddl puzzle as a user would solve a file of their own, its plan written in the IPC format
# (as Fast Downward's sas_plan) and read back as the puzzle's moves, replayed through its rules.
# A plan the model refuses exits 2 with one FILE:LINE:COL line naming the step.
# Usage: pddl_export_test.sh PATH/TO/puzzlelab
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

# Standard output: the domain, the separator line, the problem.
expect stdout-both 0 '^; ---- problem ----$' -- "$PL" export hanoi --disks 3 --format pddl
"$PL" export hanoi --disks 3 --format pddl >"$WORK/both.pddl" 2>&1
if [[ $(grep -n '(define (domain' "$WORK/both.pddl" | cut -d: -f1) -lt \
      $(grep -n '(define (problem' "$WORK/both.pddl" | cut -d: -f1) ]]; then
  passed=$((passed + 1))
else
  echo "FAIL stdout-order: the domain does not come first"; failed=$((failed + 1))
fi

# plan_of NAME: the pddl puzzle's plan for $WORK/NAME.pddl and its domain, as a sas_plan file.
plan_of() {
  "$PL" solve pddl --domain "$WORK/$1-domain.pddl" --problem "$WORK/$1.pddl" --format json \
    >"$WORK/$1.json" 2>"$WORK/$1.err"
  python3 - "$WORK/$1.json" "$WORK/$1.plan" <<'PY'
import json, sys
answer = json.load(open(sys.argv[1]))["answer"]
with open(sys.argv[2], "w") as plan:
    for step in answer["moves"]:
        plan.write(step + "\n")
    plan.write(f"; cost = {len(answer['moves'])} (unit cost)\n")
PY
}

# roundtrip NAME CHECK -- PUZZLE OPTIONS...: export to NAME.pddl and NAME-domain.pddl, solve
# through the pddl puzzle, decode the plan (the model found without --model) and check the JSON.
roundtrip() {
  local name=$1 check=$2
  shift 3
  if ! "$PL" export "$@" --format pddl -o "$WORK/$name.pddl" 2>"$WORK/$name.err" ||
     [[ ! -s "$WORK/$name-domain.pddl" || ! -s "$WORK/$name.pddl" ]]; then
    echo "FAIL $name: export failed: $(head -c 300 "$WORK/$name.err")"; failed=$((failed + 1)); return
  fi
  if ! plan_of "$name"; then
    echo "FAIL $name: the pddl puzzle found no plan: $(head -c 300 "$WORK/$name.err")"
    failed=$((failed + 1)); return
  fi
  json_check "$name" "j['status'] == 'solved' and j['verified'] and $check" -- \
    "$PL" decode "$@" --from-solution "$WORK/$name.plan" --format json
}

roundtrip hanoi "j['answer']['move_count'] == 7" -- hanoi --disks 3
roundtrip hanoi-any "j['answer']['move_count'] == 5" -- hanoi --start ACB --goal BBA
roundtrip tiles "j['answer']['move_count'] == 2" -- tiles --start "1 2 3 4 5 6 0 7 8"
roundtrip peg "j['answer']['move_count'] == 13 and 'moves' in j['note']" -- peg --board triangle5
roundtrip river "j['answer']['move_count'] == 7" -- river

# The model named explicitly; the plan's cost line is Fast Downward's.
json_check hanoi-model "j['verified'] and j['method'] == 'read pddl'" -- \
  "$PL" decode hanoi --disks 3 --model pddl --from-solution "$WORK/hanoi.plan" --format json
# A plan the model refuses: the step, its line, the precondition.
if [[ -f "$WORK/hanoi.plan" ]]; then
  sed -e '1d' "$WORK/hanoi.plan" >"$WORK/bad.plan"
  one_line bad-step 2 "bad.plan:1:1: step 1 \(move d2 d3 c\): precondition \(clear d2\) is false" -- \
    "$PL" decode hanoi --disks 3 --from-solution "$WORK/bad.plan"
  head -3 "$WORK/hanoi.plan" >"$WORK/short.plan"
  one_line short-plan 2 "short.plan:3:1: the goal does not hold after the last step" -- \
    "$PL" decode hanoi --disks 3 --from-solution "$WORK/short.plan"
  # Another instance's plan is no plan for this one.
  one_line other-instance 2 "hanoi.plan:[0-9]+:1: step [0-9]+ .*" -- \
    "$PL" decode hanoi --start CAA --from-solution "$WORK/hanoi.plan"
fi
# Files written only when the whole model was built; a puzzle without the format says so.
one_line no-pddl-model 2 "queens has no model in 'pddl'" -- "$PL" export queens --format pddl
one_line four-pegs 2 "pegs: the pddl model has 3 pegs only" -- \
  "$PL" export hanoi --pegs 4 --format pddl -o "$WORK/four.pddl"
expect four-pegs-no-file 2 'No such file' -- ls "$WORK/four.pddl" "$WORK/four-domain.pddl"

finish pddl_export
