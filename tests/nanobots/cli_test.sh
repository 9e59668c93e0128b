#!/usr/bin/env bash
# puzzlelab nanobots as a user meets it: the one report (text and JSON), exit codes, one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
SRC=$2
DATA=$SRC/tests/nanobots/data
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

# Text: the drawing gives both parts, the status line says optimal and verified.
expect part1-text 0 '^Part 1: 7 bots' -- "$PL" nanobots solve "$DATA/example-part1.txt"
expect part2-text 0 '^Part 2: 36 \(point 12,12,12, in range of 5 bots\)$' -- "$PL" nanobots solve "$DATA/example-part2.txt"
expect part2-verified 0 '^optimal: distance 36 \(5 bots in range\); part 1: 6 \(verified\)$' -- "$PL" nanobots solve "$DATA/example-part2.txt"
expect brute-text 0 '^every point of the bounding box of all ranges counted$' -- "$PL" nanobots solve "$DATA/example-part1.txt" --method brute
expect brute-work 0 '^[0-9,]+ nodes; ' -- "$PL" nanobots solve "$DATA/example-part1.txt" --method brute
expect real-text 0 '^Part 2: 110841112 ' -- "$PL" nanobots solve "$DATA/input-dop.txt"

# JSON: the answer object holds both parts; every report fits the schema.
JSON=("$PL" nanobots solve "$DATA/example-part2.txt" --format json)
json_check json-part1 "j['answer']['part1']['in_range'] == 6 and j['answer']['part1']['strongest'] == 4" -- "${JSON[@]}"
json_check json-part2 "j['answer']['part2']['distance'] == 36" -- "${JSON[@]}"
json_check json-point "j['answer']['part2']['point'] == [12, 12, 12]" -- "${JSON[@]}"
json_check json-count "j['answer']['part2']['bots_in_range'] == 5" -- "${JSON[@]}"
json_check json-method "j['method'] == 'bnb' and j['verified'] is True" -- "${JSON[@]}"
json_check json-seconds "j['seconds'] >= 0" -- "${JSON[@]}"
json_check json-boxes "j['stats']['nodes'] > 0 and 'pruned' in j['stats']" -- "${JSON[@]}"
expect json-status 0 '"status": "optimal"' -- "${JSON[@]}"
json_check json-brute "j['method'] == 'brute' and j['status'] == 'optimal' and j['answer']['part2']['distance'] == 1 and j['stats']['nodes'] > 0" -- "$PL" nanobots solve "$DATA/example-part1.txt" --format json --method brute
expect brute-refuses 2 'holds 64481201 points, more than the limit' -- "${JSON[@]}" --method brute

# Limits: exit 3, the note says which limit.
expect time-limit 3 '"status": "stopped"' -- "${JSON[@]}" --time-limit 1e-9
json_check time-limit-json "j['status'] == 'stopped' and j['answer'] is None" -- "${JSON[@]}" --time-limit 1e-9
expect time-limit-text 3 '^time limit of 1e-09 s reached$' -- "$PL" nanobots solve "$DATA/input-dop.txt" --time-limit 1e-9

# The declarative methods (milp with CBC, smt with Z3): the same answer, backend statistics, limits.
# In a build without a library the method is a one-line error with exit 2.
EX2=$DATA/example-part2.txt
backend_available() {  # METHOD: does this build have its library?
  "$PL" nanobots solve "$EX2" --method "$1" >/dev/null 2>&1
}
for method in milp smt; do
  if backend_available $method; then
    expect $method-text 0 '^Part 2: 36 \(point [-0-9]+,[-0-9]+,[-0-9]+, in range of 5 bots\)$' -- "$PL" nanobots solve "$EX2" --method $method
    expect $method-verified 0 '^optimal: distance 36 \(5 bots in range\); part 1: 6 \(verified\)$' -- "$PL" nanobots solve "$EX2" --method $method
    MJSON=("$PL" nanobots solve "$EX2" --method "$method" --format json)
    expect $method-json-exit 0 '"status": "optimal"' -- "${MJSON[@]}"
    json_check $method-json-part2 "j['answer']['part2']['distance'] == 36" -- "${MJSON[@]}"
    json_check $method-json-method "j['method'] == '$method'" -- "${MJSON[@]}"
    json_check $method-json-backend "j['backend']['variables'] >= 1" -- "${MJSON[@]}"
    json_check $method-json-verified "j['verified'] is True" -- "${MJSON[@]}"
    json_check $method-json-answer "j['answer']['part2']['distance'] == 36 and j['answer']['part2']['bots_in_range'] == 5 and 'backend' in j" -- "${MJSON[@]}"
    expect $method-time-limit 3 '"status": "stopped"' -- "$PL" nanobots solve "$DATA/input-dop.txt" --method $method --format json --time-limit 0.05
  else
    expect $method-unavailable 2 'built without' -- "$PL" nanobots solve "$EX2" --method $method
  fi
done

# export: LP and MPS (stage 1 of the milp model), SMT-LIB2 (the Optimize model).
expect export-lp 0 '^\\ PuzzleLab nanobots' -- "$PL" export nanobots "$EX2" --format lp
expect export-lp-vars 0 'bot_0_ppp' -- "$PL" export nanobots "$EX2" --format lp
expect export-mps 0 '^\* PuzzleLab nanobots' -- "$PL" export nanobots "$EX2" --format mps
expect export-file 0 '' -- "$PL" export nanobots "$EX2" --format mps -o "$WORK/ex2.mps"
expect export-file-written 0 'ROWS' -- cat "$WORK/ex2.mps"
if command -v cbc >/dev/null; then
  "$PL" export nanobots "$EX2" --format lp -o "$WORK/ex2.lp"
  expect export-lp-cbc 0 'Objective value: +5\.0' -- cbc "$WORK/ex2.lp" solve
fi
if backend_available smt; then
  expect export-smt2 0 '\(maximize count\)' -- "$PL" export nanobots "$EX2" --format smt2
  if command -v z3 >/dev/null; then
    "$PL" export nanobots "$EX2" --format smt2 -o "$WORK/ex2.smt2"
    expect export-smt2-z3 0 '\(dist 36\)' -- z3 "$WORK/ex2.smt2"
  fi
else
  expect export-smt2-unavailable 2 'built without Z3' -- "$PL" export nanobots "$EX2" --format smt2
fi
expect export-bad-format 2 'format' -- "$PL" export nanobots "$EX2" --format dimacs
expect export-missing 2 'nowhere.txt: cannot open the file' -- "$PL" export nanobots "$WORK/nowhere.txt" --format lp
expect export-bad-output 2 'cannot open for writing' -- "$PL" export nanobots "$EX2" --format lp -o "$WORK/no/such/dir/x.lp"

# compare: one row per method; brute unavailable on a real input, saying why; JSON fits the schema.
expect compare-text 0 'bnb +(solved|optimal)' -- "$PL" compare nanobots "$EX2"
expect compare-brute 0 'brute +(solved|optimal)' -- "$PL" compare nanobots "$DATA/example-part1.txt" --methods bnb,brute
expect compare-brute-refuses 0 'brute +unavailable .*points' -- "$PL" compare nanobots "$DATA/input-dop.txt" --methods bnb,brute
json_check compare-json "j['puzzle'] == 'nanobots' and all(r.get('status') == 'unavailable' or r['answer']['part2']['distance'] == 36 for r in j['results'])" -- "$PL" compare nanobots "$EX2" --format json
expect compare-bad-method 2 'simplex' -- "$PL" compare nanobots "$EX2" --methods bnb,simplex
expect compare-stopped 3 'stopped' -- "$PL" compare nanobots "$DATA/input-dop.txt" --methods bnb --time-limit 1e-9

# Help, usage errors and bad input: one line, exit 2.
expect help-nanobots 0 'solve' -- "$PL" nanobots --help
expect help-solve 0 '--method' -- "$PL" nanobots solve --help
expect no-file 2 'FILE' -- "$PL" nanobots solve
expect missing-file 2 'nowhere.txt: cannot open the file' -- "$PL" nanobots solve "$WORK/nowhere.txt"
expect bad-method 2 'method' -- "$PL" nanobots solve "$DATA/example-part2.txt" --method simplex
expect bad-format 2 'format' -- "$PL" nanobots solve "$DATA/example-part2.txt" --format xml
expect brute-too-big 2 'more than the limit of 10000000' -- "$PL" nanobots solve "$DATA/input-dop.txt" --method brute

printf 'pos=<0,0,0>, r=1\npos=<1,2>, r=1\n' >"$WORK/short.txt"
expect malformed 2 'short.txt:2:9: expected' -- "$PL" nanobots solve "$WORK/short.txt"
printf 'pos=<0,0,0>, r=-4\n' >"$WORK/negative.txt"
expect negative-radius 2 'negative.txt:1:16: negative radius -4' -- "$PL" nanobots solve "$WORK/negative.txt"
: >"$WORK/empty.txt"
expect empty-file 2 'empty.txt: the file lists no nanobots' -- "$PL" nanobots solve "$WORK/empty.txt"
printf 'pos=<123456789012345678901,0,0>, r=1\n' >"$WORK/huge.txt"
expect overflow 2 'huge.txt:1:6: x does not fit in 64 bits' -- "$PL" nanobots solve "$WORK/huge.txt"
head -c 3000 /dev/urandom >"$WORK/binary.txt" 2>/dev/null
expect binary-file 2 'binary.txt' -- "$PL" nanobots solve "$WORK/binary.txt"

finish cli_nanobots
