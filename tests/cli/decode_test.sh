#!/usr/bin/env bash
# `puzzlelab decode` for every puzzle that `export` writes models of: each model exported, solved
# by the installed Debian program (cadical, z3, cbc), read back, replayed and checked for its
# known figures; one corrupted answer per answer format refused with exit 2 and one
# FILE:LINE:COL line. A missing solver program is a SKIP line with the reason, never a pass.
# Also peg's grader lines (`peg solve --format grader`) read back and judged.
# Usage: decode_test.sh PATH/TO/puzzlelab
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"
skipped=0

have() {
  if command -v "$1" >/dev/null; then return 0; fi
  echo "SKIP $2: the $1 program is not installed"
  skipped=$((skipped + 1))
  return 1
}

# solve SOLVER MODEL ANSWER: the solver's answer to MODEL in ANSWER, as a user would get it.
solve() {
  case $1 in
    cadical) cadical -q "$2" >"$3" ;;  # exits 10 (satisfiable) or 20 (unsatisfiable)
    z3) z3 "$2" >"$3" ;;
    cbc) cbc "$2" solve solution "$3" >/dev/null ;;
  esac
  return 0
}

# roundtrip NAME SOLVER EXT CHECK -- PUZZLE INSTANCE-AND-MODEL-OPTIONS...: export the model to
# $WORK/NAME.EXT, solve it, decode the answer as JSON and check it (json_check's expression).
# Leaves the answer in $WORK/NAME.answer.
roundtrip() {
  local name=$1 solver=$2 ext=$3 check=$4
  shift 5
  have "$solver" "$name" || return 0
  local puzzle=$1
  shift
  if ! "$PL" export "$puzzle" "$@" --format "$ext" -o "$WORK/$name.$ext" 2>"$WORK/$name.err"; then
    echo "FAIL $name: export failed: $(head -c 300 "$WORK/$name.err")"; failed=$((failed + 1)); return
  fi
  solve "$solver" "$WORK/$name.$ext" "$WORK/$name.answer"
  json_check "$name" "$check" -- "$PL" decode "$puzzle" "$@" --from-solution "$WORK/$name.answer" --format json
}

# corrupt NAME SED-SCRIPT PATTERN -- PUZZLE OPTIONS...: the answer $WORK/NAME.answer edited by
# SED-SCRIPT is refused: exit 2, one line naming FILE:LINE:COL, matching PATTERN.
corrupt() {
  local name=$1 script=$2 pattern=$3
  shift 4
  [[ -f "$WORK/$name.answer" ]] || return 0  # its solver is missing: skipped above
  sed -e "$script" "$WORK/$name.answer" >"$WORK/$name.bad"
  if cmp -s "$WORK/$name.answer" "$WORK/$name.bad"; then
    echo "FAIL $name-corrupt: the edit changed nothing"; failed=$((failed + 1)); return
  fi
  one_line "$name-corrupt" 2 "$WORK/$name.bad:[0-9]+:[0-9]+: .*$pattern" -- \
    "$PL" decode "$@" --from-solution "$WORK/$name.bad"
}

ok="j['status'] in ('solved', 'optimal') and j['verified']"

# tiles: the plan of exactly `horizon` moves; auto is IDA*'s shortest length.
TILES=(--start "1 2 3 4 0 6 7 5 8" --model plan)
# move_count PUZZLE ARGS...: the length of the plan `solve` finds (the reference).
move_count() {
  "$PL" solve "$@" --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["answer"]["move_count"])'
}
shortest=$(move_count tiles --start "1 2 3 4 0 6 7 5 8" --method ida)
roundtrip tiles-plan cadical dimacs "$ok and j['status'] == 'optimal' and j['answer']['move_count'] == $shortest" -- tiles "${TILES[@]}"
roundtrip tiles-horizon cadical dimacs "$ok and j['status'] == 'solved' and j['answer']['move_count'] == $shortest" -- tiles "${TILES[@]}" --horizon "$shortest"
roundtrip tiles-too-short cadical dimacs "j['status'] == 'no_solution'" -- tiles "${TILES[@]}" --horizon 1
corrupt tiles-plan '0,/^v /s/^v /v 99999999 /' 'literal out of range' -- tiles "${TILES[@]}"

# queens: 8 queens with the lock kept.
roundtrip queens-placement cadical dimacs "$ok and len(j['answer']['queens']) == 8 and 'd5' in j['answer']['queens']" -- queens 8 --lock d5 --model placement
roundtrip queens-three cadical dimacs "j['status'] == 'no_solution'" -- queens 3 --model placement
if [[ -f "$WORK/queens-placement.answer" ]]; then
  # Another lock's answer is no answer to this model: a clause (the lock's) is falsified.
  one_line queens-other-lock 2 "queens-placement.answer:[0-9]+:[0-9]+: the assignment falsifies clause" -- \
    "$PL" decode queens 8 --lock a1 --from-solution "$WORK/queens-placement.answer"
fi

# tm: the composite machine accepts 9 ones (not prime); 2 ones within 82 steps it does not.
roundtrip tm-composite cadical dimacs "$ok and j['answer']['accepted'] and j['answer']['steps'] > 0" -- tm examples/tm/composite.tm --input 111111111 --steps 82 --model formula
expect tm-composite-text 0 '^solved: accepted in [0-9]+ steps \(verified\)$' -- "$PL" decode tm examples/tm/composite.tm --input 111111111 --steps 82 --from-solution "$WORK/tm-composite.answer" --ascii
roundtrip tm-rejected cadical dimacs "j['status'] == 'no_solution'" -- tm examples/tm/composite.tm --input 11 --steps 20 --model formula

# hanoi: 3 disks, both models, both formats: 7 moves.
for model in inventory network; do
  for ext in lp mps; do
    roundtrip "hanoi-$model-$ext" cbc "$ext" "$ok and j['status'] == 'optimal' and j['answer']['move_count'] == 7" -- hanoi --disks 3 --model "$model"
  done
done
optimum=$(move_count hanoi --start ACB --goal BBB --method recursive)
roundtrip hanoi-network-from cbc mps "$ok and j['answer']['move_count'] == $optimum" -- hanoi --start ACB --goal BBB --model network
corrupt hanoi-inventory-lp '2s/^\( *[0-9]* *\)[^ ]*/\1no_such_variable/' "unknown variable 'no_such_variable'" -- hanoi --disks 3 --model inventory

# river: wolf, goat and cabbage in 7 crossings, both models, both formats.
for model in network inventory; do
  for ext in lp mps; do
    roundtrip "river-$model-$ext" cbc "$ext" "$ok and j['status'] == 'optimal' and j['answer']['move_count'] == 7" -- river --model "$model"
  done
done

# nanobots: the example's part 2 is 36 (12,12,12, in range of 5 bots), part 1 is 6 for it.
for ext in lp mps; do
  roundtrip "nanobots-stage2-$ext" cbc "$ext" "$ok and j['status'] == 'optimal' and j['answer']['part2']['distance'] == 36 and j['answer']['part2']['bots_in_range'] == 5" -- nanobots --model stage2
  roundtrip "nanobots-stage1-$ext" cbc "$ext" "$ok and j['answer']['part2']['bots_in_range'] == 5" -- nanobots --model stage1
done
roundtrip nanobots-smt z3 smt2 "$ok and j['status'] == 'optimal' and j['answer']['part2']['distance'] == 36 and j['answer']['part2']['point'] == [12, 12, 12]" -- nanobots --model smt
corrupt nanobots-smt 's/(x /(w /' "unknown name 'w'" -- nanobots --model smt
corrupt nanobots-smt 's/(dist [0-9]*)/(dist 35)/g' 'dist = 35, but' -- nanobots --model smt

# pddl: the sat method's formula (hanoi-3: 2^3 - 1 actions at the auto horizon, the fewest) and
# the milp method's program (courier-1: the cheapest plan of at most 8 actions costs 15), read
# back and replayed by the validator; a horizon below the fewest actions is proved empty.
roundtrip pddl-plan cadical dimacs "$ok and j['answer']['move_count'] == 7" -- pddl --problem hanoi-3 --model plan
for ext in lp mps; do
  roundtrip "pddl-steps-$ext" cbc "$ext" "$ok and j['answer']['cost'] == 15" -- pddl --problem courier-1 --model steps
done
roundtrip pddl-too-short cadical dimacs "j['status'] == 'no_solution'" -- pddl --problem hanoi-3 --model plan --horizon 6
roundtrip pddl-steps-too-short cbc lp "j['status'] == 'no_solution'" -- pddl --problem courier-1 --model steps --horizon 5
corrupt pddl-plan 's/^v \(-\?\)\([0-9]\)/v \1\2\2\2\2\2/' 'variable' -- pddl --problem hanoi-3 --model plan
one_line pddl-numeric 2 "export: the task has 4 numeric fluents" -- "$PL" export pddl --problem missionaries-3 --model plan --format dimacs

# peg: the course assignment's grader line, read back, replayed and judged.
"$PL" peg solve --board triangle5 --format grader >"$WORK/t5.grader"
expect grader-triangle5 0 '^solved: 13 jumps \(verified\)$' -- "$PL" decode peg --board triangle5 --from-solution "$WORK/t5.grader" --ascii
"$PL" peg solve --board standard --order konami --format grader >"$WORK/english.grader"
expect grader-english 0 '^solved: 31 jumps \(verified\)$' -- "$PL" peg decode --board standard --from-solution "$WORK/english.grader" --ascii
# The first two moves swapped (the second cannot be made first), and the first three alone.
python3 - "$WORK" <<'PY'
import re, sys
moves = re.findall(r"\(\d+, \d+\) -> \(\d+, \d+\)", open(sys.argv[1] + "/t5.grader").read())
swapped = [moves[1], moves[0]] + moves[2:]
open(sys.argv[1] + "/t5-swapped.grader", "w").write(", ".join(swapped) + "\n")
open(sys.argv[1] + "/t5-short.grader", "w").write(", ".join(moves[:3]) + "\n")
PY
one_line grader-illegal 2 "t5-swapped.grader:1:1: move 1 .* is illegal here" -- \
  "$PL" decode peg --board triangle5 --from-solution "$WORK/t5-swapped.grader"
one_line grader-unfinished 2 "t5-short.grader:1:[0-9]+: not a valid solution: the game ends after 3 moves" -- \
  "$PL" decode peg --board triangle5 --from-solution "$WORK/t5-short.grader"
printf '(1, 1) -> (9, 9)\n' >"$WORK/off-board.grader"
one_line grader-off-board 2 "off-board.grader:1:1: move 1 \(1, 1\) -> \(9, 9\): \([19], [19]\) is not a hole of board" -- \
  "$PL" decode peg --board triangle5 --from-solution "$WORK/off-board.grader"

echo "decode: $skipped skipped"
finish cli_decode
