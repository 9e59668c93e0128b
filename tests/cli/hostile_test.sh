#!/usr/bin/env bash
# Every limit holds, in every phase, on a busy machine (issue 36): with CPU-bound processes beside
# the program, each run ends within its time limit plus a second, exits 3 (a limit) or 2 (bad
# input), and never hangs. The phases: a solver library's call (Z3, CBC), building a model or a
# state graph, writing a trace (and its size cap); then values out of range and long names.
# Usage: hostile_test.sh PUZZLELAB SOURCE_DIR
PL=$1
source "$(dirname "$0")/expect.sh"

# The load: busy loops for the length of the script, one more than the cores a CI runner has.
busy=()
for _ in 1 2 3; do
  (while :; do :; done) &
  busy+=($!)
done
stop_load() {
  kill "${busy[@]}" 2>/dev/null
  wait "${busy[@]}" 2>/dev/null
  rm -rf "$WORK"
}
trap stop_load EXIT

# wall COMMAND...: the seconds COMMAND takes, output dropped.
wall() {
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }'
}

# What starting the program costs on this machine under this load, which no limit can cover: a
# run that does next to nothing, and one that loads Z3 and solves a small board with it. On a
# quiet machine with the three loops above both are a tenth of a second or so; where other
# builds share the cores they grow, and each allowance below grows with them.
startup=$(wall "$PL" hanoi solve --disks 3)
slack=$startup

# within NAME STATUS SECONDS PATTERN -- COMMAND...: as `expect`, and the command ends within
# SECONDS plus one second of wall time, plus $slack, the cost of starting it here (it is killed at
# SECONDS + 20, so that a hang fails here rather than stalling the suite).
within() {
  local name=$1 status=$2 limit=$3 pattern=$4
  shift 5
  local start end out rc elapsed
  start=$(date +%s.%N)
  out=$(timeout $((${limit%.*} + 20)) "$@" 2>&1)
  rc=$?
  end=$(date +%s.%N)
  elapsed=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
  if ! [[ $rc =~ ^$status$ ]]; then
    echo "FAIL $name: exit $rc after $elapsed s, expected $status"; echo "$out" | head -5
    failed=$((failed + 1)); return
  fi
  if awk -v e="$elapsed" -v l="$limit" -v s="$slack" 'BEGIN { exit !(e > l + 1 + s) }'; then
    echo "FAIL $name: $elapsed s, past its limit of $limit s plus one second (and $slack s)"
    failed=$((failed + 1)); return
  fi
  if ! grep -Eq -- "$pattern" <<<"$out"; then
    echo "FAIL $name: output does not match /$pattern/"; echo "$out" | head -5
    failed=$((failed + 1)); return
  fi
  echo "ok $name: $elapsed s"
  passed=$((passed + 1))
}

# available PUZZLE METHOD: whether this build has the library the method needs.
available() {
  "$PL" list --format json | /usr/bin/python3 -c "import json, sys
p = [p for p in json.load(sys.stdin)['puzzles'] if p['name'] == '$1'][0]
sys.exit(0 if [m for m in p['methods'] if m['name'] == '$2'][0]['available'] else 1)"
}
have_z3=0 && available peg smt && have_z3=1
have_cbc=0 && available peg milp && have_cbc=1
[[ $have_z3 == 1 ]] || echo "skipped: the Z3 cases (this PuzzleLab is built without Z3)"
[[ $have_cbc == 1 ]] || echo "skipped: the CBC cases (this PuzzleLab is built without CBC)"

# A solver library past its own timer: Z3 given 10 ms on a busy machine sometimes never stopped.
if [[ $have_z3 == 1 ]]; then
  z3_startup=$(wall "$PL" peg solve --board triangle5 --method smt)
  slack=$z3_startup
  for run in 1 2 3 4 5; do
    within "z3-peg-$run" 3 0.01 'stopped|time limit' -- \
      "$PL" peg solve --board english --method smt --time-limit 0.01
  done
  slack=$startup
fi

# Building the model is part of the work: 100,000 bots (a second of Z3 terms or MILP rows; the
# parse before the run is not under its limit), a 999-seat boat for 20 rowers.
awk 'BEGIN { srand(1); for (i = 0; i < 100000; ++i)
  printf "pos=<%d,%d,%d>, r=%d\n", rand() * 2e7 - 1e7, rand() * 2e7 - 1e7, rand() * 2e7 - 1e7,
         1e6 + rand() * 9e6 }' >"$WORK/bots.txt"
# Reading the file comes before the run and its limit: what that costs here, measured by a run
# that its memory limit refuses at once, is part of starting.
read_bots=$(wall "$PL" nanobots solve "$WORK/bots.txt" --method milp --memory-limit 1K)
if [[ $have_z3 == 1 ]]; then
  slack=$(awk -v a="$z3_startup" -v b="$read_bots" 'BEGIN { print (a > b ? a : b) }')
  within nanobots-smt-build 3 1 'time limit|stopped' -- \
    "$PL" nanobots solve "$WORK/bots.txt" --method smt --time-limit 1
fi
slack=$read_bots
[[ $have_cbc == 1 ]] && within nanobots-milp-build 3 1 'time limit|stopped' -- \
  "$PL" nanobots solve "$WORK/bots.txt" --method milp --time-limit 1
slack=$startup
{
  printf 'items'; for i in $(seq 20); do printf ' r%d' "$i"; done; echo
  printf 'rowers'; for i in $(seq 20); do printf ' r%d' "$i"; done; echo
  echo 'capacity 999'
} >"$WORK/crew.river"
[[ $have_cbc == 1 ]] && within river-network-build 3 1 'time limit|stopped' -- \
  "$PL" river solve "$WORK/crew.river" --method network --time-limit 1
within river-bfs-trips 3 1 'time limit|stopped' -- \
  "$PL" river solve "$WORK/crew.river" --method bfs --time-limit 1

# Writing the trace is part of the work, and a trace has a size cap that ends the trace, not the
# run.
# (A tour of 400 x 400 is found in about a second; its trace, a snapshot of the path every 1,000
# moves, would be 4 GB.)
within knights-trace-time '[03]' 2 'Trace: .*cut at [0-9]+ events: time limit of 2 s' -- \
  "$PL" knights tour --size 400 --trace "$WORK/tour.jsonl" --time-limit 2
expect knights-trace-time-end 0 '"e":"end".*"truncated":true' -- tail -n 1 "$WORK/tour.jsonl"
within knights-trace-bytes '[03]' 10 'cut at [0-9]+ events: its size cap of 1\.0 MiB' -- \
  "$PL" knights tour --size 300 --trace "$WORK/small.jsonl" --trace-bytes 1M --time-limit 10
bytes=$(stat -c %s "$WORK/small.jsonl")
expect knights-trace-bytes-size 0 yes -- \
  awk -v b="$bytes" 'BEGIN { print (b <= 2 * 1048576 ? "yes" : "no: " b) }'
expect knights-trace-bytes-end 0 '"e":"end"' -- tail -n 1 "$WORK/small.jsonl"
json_check knights-trace-bytes-json \
  'j["status"] == "solved" and j["trace"]["truncated"] and "--trace-bytes" in j["trace"]["reason"]' -- \
  "$PL" knights tour --size 300 --trace "$WORK/small.jsonl" --trace-bytes 1M --format json
expect trace-bytes-help 0 '--trace-bytes SIZE .*default 256 MiB' -- "$PL" knights tour --help
one_line trace-bytes-bad 2 '--trace-bytes' -- "$PL" knights tour --size 5 --trace "$WORK/t" \
  --trace-bytes 12Q

# Out-of-range values are refused, never wrapped.
within max-positions-past-64-bits 2 1 '--max-positions: expected a whole number from 1 to' -- \
  "$PL" peg count --board english --max-positions 18446744073709551616
within max-solutions-past-64-bits 2 1 '--max-solutions: expected a whole number' -- \
  "$PL" peg solve --board triangle5 --method sat --all --max-solutions 18446744073709551616
within hanoi-peg-outside 2 1 "unknown peg 'D' for disk 3 \(pegs are A to C\)" -- \
  "$PL" hanoi solve --from ABD
within hanoi-instance-peg-outside 2 1 "unknown peg 'D'" -- "$PL" solve hanoi from=AAD goal=AAA

# An error quotes a short prefix of a long name, never the whole of it.
long=$(printf 'n%.0s' $(seq 400))
short_line() {
  local name=$1
  shift 2
  local out
  out=$("$@" 2>&1)
  if [[ $? -ne 2 || $(wc -l <<<"$out") -ne 1 || ${#out} -gt 160 ]]; then
    echo "FAIL $name: expected one short line and exit 2, got ${#out} characters:"
    echo "${out:0:200}"; failed=$((failed + 1)); return
  fi
  passed=$((passed + 1))
}
short_line long-file-name -- "$PL" nanobots solve "$WORK/$long"
short_line long-key -- "$PL" solve hanoi "$long=1"
short_line long-trace-path -- "$PL" queens count 6 --trace "$WORK/$long/t.jsonl"
short_line long-river-file -- "$PL" river solve "$long.river"

echo "(starting the program here took $startup s)"
finish hostile
