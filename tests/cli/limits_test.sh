#!/usr/bin/env bash
# Limits as a user meets them: --memory-limit and --node-limit refused when malformed, sizes in
# plain decimal, hanoi's line guard, and long runs stopped by their time or memory limit (exit 3).
# Usage: limits_test.sh PUZZLELAB SOURCE_DIR
PL=$1
source "$(dirname "$0")/expect.sh"

# Option values: one line naming the option, exit 2.
one_line node-limit-past-64-bits 2 '--node-limit: expected a whole number from 1 to 18446744073709551615' -- \
  "$PL" queens count 8 --node-limit 18446744073709551616
one_line node-limit-hex 2 '--node-limit' -- "$PL" queens count 8 --node-limit 0x10
one_line memory-limit-unit 2 '--memory-limit: expected a size such as 512M' -- \
  "$PL" queens count 8 --memory-limit 12Q
one_line memory-limit-zero 2 '--memory-limit' -- "$PL" queens count 8 --memory-limit 0
one_line queens-size-hex 2 'N: expected a whole number in decimal digits' -- "$PL" queens count 0x10
one_line hanoi-disks-hex 2 '--disks' -- "$PL" hanoi solve --disks 0x10
expect memory-limit-accepted 0 '92 solutions' -- "$PL" queens count 8 --memory-limit 512M
expect memory-limit-everywhere 0 '--memory-limit SIZE' -- "$PL" solve peg --help

# hanoi: more than a million lines only when asked for; the count alone always.
one_line hanoi-line-guard 2 'more than 1,000,000 lines; give --all-lines' -- "$PL" hanoi solve --disks 30
expect hanoi-count-only 0 '^optimal: 1,073,741,823 moves$' -- "$PL" hanoi solve --disks 30 --count-only
expect hanoi-all-lines-time 3 '^time limit of 0.3 s reached while printing the moves after [0-9,]+ of 18,446,744,073,709,551,615 moves$' -- \
  "$PL" hanoi solve --disks 64 --all-lines --time-limit 0.3
expect hanoi-all-lines-stopped 3 '^stopped$' -- \
  bash -c "'$PL' hanoi solve --disks 64 --all-lines --time-limit 0.3 --compact | tail -n 3; exit \${PIPESTATUS[0]}"
"$PL" hanoi solve --disks 64 --all-lines --time-limit 0.3 --trace "$WORK/hanoi.jsonl" >/dev/null 2>&1
expect hanoi-trace-cut-by-time 0 '"reason":"time limit of 0.3 s' -- tail -n 2 "$WORK/hanoi.jsonl"

# Long runs stop on their limits.
expect river-milp-time 3 'time limit of 0.5 s reached' -- \
  "$PL" river solve --method milp --horizon 100000 --time-limit 0.5
printf 'states q accept\nalphabet _ 0 1\nstart q\naccept accept\nq _ -> q 0 R\nq _ -> q 1 R\n' >"$WORK/bits.tm"
expect tm-bfs-memory 3 'memory limit 16 MiB reached: the BFS visited set holds' -- \
  "$PL" tm accept "$WORK/bits.tm" --method bfs -T 60 --memory-limit 16M
expect queens-solve-memory 3 'memory limit 64 MiB reached: the placement' -- \
  "$PL" queens solve 100000000 --memory-limit 64M
expect queens-challenge-time 3 'stopped after [0-9]+ of 144 squares: time limit' -- \
  "$PL" queens challenge --size 12 --time-limit 0.2
expect queens-challenge-nodes 3 'node limit of 1000 boards' -- \
  "$PL" queens challenge --node-limit 1000
json_check queens-challenge-json 'j["status"] == "stopped" and "time limit" in j["note"]' -- \
  "$PL" queens challenge --size 12 --time-limit 0.2 --format json

finish limits
