#!/usr/bin/env bash
# `queens count` with --checkpoint and --resume, as a user meets them (docs/distributed.md): the
# published totals through a checkpoint and a resume; counts stopped by the node limit, the time
# limit and SIGKILL, then resumed to the full count; another board's checkpoint, a torn record,
# a damaged record and a truncated header.
# Usage: checkpoint_test.sh PATH/TO/puzzlelab
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"
D=$WORK

# OEIS A000170, N = 8..17.
declare -A TOTAL=([8]=92 [9]=352 [10]=724 [11]=2,680 [12]=14,200 [13]=73,712 [16]=14,772,512
  [17]=95,815,104)

# A checkpointed count and its resume give the published totals; the resume counts nothing.
for n in 8 9 10 11 12; do
  expect "checkpoint-$n" 0 "^solved: ${TOTAL[$n]} solutions, " -- "$PL" queens count $n --checkpoint "$D/c$n"
  expect "resume-$n" 0 "^solved: ${TOTAL[$n]} solutions, " -- "$PL" queens count $n --resume "$D/c$n"
  expect "backtrack-$n" 0 "^solved: ${TOTAL[$n]} solutions, " -- "$PL" queens count $n --method backtrack --checkpoint "$D/b$n"
  expect "backtrack-resume-$n" 0 "^solved: ${TOTAL[$n]} solutions, " -- "$PL" queens count $n --method backtrack --resume "$D/b$n"
done
expect resume-note 0 "^resumed from $D/c12: [0-9,]+ of [0-9,]+ tasks read, 0 counted now$" -- "$PL" queens count 12 --resume "$D/c12"
json_check resume-json "j['answer']['count'] == 14200 and j['answer']['unique'] == 1787 and j['note'].startswith('resumed from')" -- "$PL" queens count 12 --resume "$D/c12" --format json
# The header names the count, in text.
expect header-instance 0 '^instance size=12 lock=none$' -- sed -n 1,9p "$D/c12/units-r0-000.ckpt"
expect header-method 0 '^method count-join$' -- sed -n 1,9p "$D/c12/units-r0-000.ckpt"
# The same flags through the generic front door.
expect solve-front-door 0 '^solved: 724 solutions, ' -- "$PL" solve queens --size 10 --method count-backtrack --resume "$D/b10"

# Refused: one line, exit 2, the file named.
one_line fresh-over-old 2 "^puzzlelab: $D/c12/units-r0-000\.ckpt: a checkpoint is here already: continue it with --resume $D/c12, or name an empty folder$" -- "$PL" queens count 12 --checkpoint "$D/c12"
one_line other-board 2 "^puzzlelab: $D/c10/units-r0-000\.ckpt: a checkpoint of queens size=10 lock=none by count-join, not of queens size=11 lock=none by count-join: refused$" -- "$PL" queens count 11 --resume "$D/c10"
one_line other-method 2 "not of queens size=10 lock=none by count-backtrack: refused$" -- "$PL" queens count 10 --method backtrack --resume "$D/c10"
one_line nothing-to-resume 2 "^puzzlelab: $D/none: no such folder: nothing to resume" -- "$PL" queens count 10 --resume "$D/none"
one_line two-folders 2 'name two folders: --resume DIR reads DIR and goes on writing there$' -- "$PL" queens count 10 --checkpoint "$D/c10" --resume "$D/c11"
one_line not-a-count 2 '^puzzlelab: --checkpoint: method propagate of queens keeps no checkpoint; only the exhaustive counts do \(queens: count-join, count-backtrack\)$' -- "$PL" solve queens --size 8 --method propagate --checkpoint "$D/x"
one_line peg-no-count 2 '^puzzlelab: --resume: method dfs of peg keeps no checkpoint; only the exhaustive counts do \(peg: count\)$' -- "$PL" solve peg --board triangle5 --method dfs --resume "$D/c10"
[[ ! -e $D/x ]] && passed=$((passed + 1)) || { echo "FAIL refused-writes-nothing: $D/x made"; failed=$((failed + 1)); }

# Stopped by the node limit (exit 3, the tasks kept), then resumed: the full count, and the
# work of an uninterrupted run.
full_nodes=$("$PL" queens count 13 --method backtrack --format json | python3 -c 'import json, sys; print(json.load(sys.stdin)["stats"]["nodes"])')
expect node-stop 3 "; [0-9,]+ of [0-9,]+ tasks kept in $D/nodes \(--resume $D/nodes goes on\)$" -- "$PL" queens count 13 --method backtrack --threads 1 --node-limit $((full_nodes / 3)) --checkpoint "$D/nodes"
json_check node-resume "j['status'] == 'solved' and j['answer']['count'] == 73712 and j['stats']['nodes'] == $full_nodes" -- "$PL" queens count 13 --method backtrack --resume "$D/nodes" --format json

# Stopped by the time limit (on a fast machine it may finish first: exit 0), then resumed.
expect time-stop '[03]' 'solution' -- "$PL" queens count 16 --threads 1 --time-limit 0.03 --checkpoint "$D/time"
expect time-resume 0 "^solved: ${TOTAL[16]} solutions, 1,846,955 up to symmetry$" -- "$PL" queens count 16 --resume "$D/time"

# Killed (SIGKILL) midway: the folder resumes to the full count.
"$PL" queens count 17 --threads 1 --checkpoint "$D/kill" >/dev/null 2>&1 &
pid=$!
sleep 0.7
kill -KILL $pid 2>/dev/null
wait $pid 2>/dev/null
expect kill-header 0 '^puzzle queens$' -- sed -n 1,9p "$D/kill/units-r0-000.ckpt"
expect kill-resume 0 "^solved: ${TOTAL[17]} solutions, 11,977,939 up to symmetry$" -- "$PL" queens count 17 --resume "$D/kill"

# A torn last record (what a kill mid-write leaves): dropped with a notice, the count exact.
cp -r "$D/c12" "$D/torn"
printf 'abcdefg' >> "$D/torn/units-r0-000.ckpt"
expect torn-notice 0 "^puzzlelab: $D/torn/units-r0-000\.ckpt: the last record is torn \(7 of 32 bytes, as a killed run leaves it\): dropped, its unit is counted again$" -- "$PL" queens count 12 --resume "$D/torn"
expect torn-total 0 "^solved: ${TOTAL[12]} solutions, " -- "$PL" queens count 12 --resume "$D/torn"

# A damaged record (one byte flipped) and a truncated header: refused.
cp -r "$D/c12" "$D/flip"
header_bytes=$(sed -n 1,9p "$D/flip/units-r0-000.ckpt" | wc -c)
printf '\xff' | dd of="$D/flip/units-r0-000.ckpt" bs=1 seek=$((header_bytes + 40)) conv=notrunc status=none
one_line flipped 2 "^puzzlelab: $D/flip/units-r0-000\.ckpt: record 2 \(byte $((header_bytes + 32))\) is damaged \(its check does not match\): refused$" -- "$PL" queens count 12 --resume "$D/flip"
mkdir "$D/cut"
head -c 50 "$D/c12/units-r0-000.ckpt" > "$D/cut/units-r0-000.ckpt"
one_line truncated 2 "^puzzlelab: $D/cut/units-r0-000\.ckpt: truncated or damaged header \(no check line\): refused$" -- "$PL" queens count 12 --resume "$D/cut"

finish cli_queens_checkpoint
