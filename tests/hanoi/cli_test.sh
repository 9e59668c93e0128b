#!/usr/bin/env bash
# puzzlelab hanoi as a user meets it: moves, counts, exit codes, JSON keys, one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

# Classic transfer A -> B, as in the inventory-and-network post.
expect classic-first 0 '^move disk 1 from peg A to B$' -- "$PL" hanoi solve --disks 3
expect classic-count 0 '^optimal: 7 moves \(verified\)$' -- "$PL" hanoi solve --disks 3
expect classic-four 0 '^move disk 1 from peg A to C$' -- "$PL" hanoi solve --disks 4
expect compact 0 '^3AB$' -- "$PL" hanoi solve --disks 3 --compact
expect lines 0 '^1048575$' -- bash -c "\"$PL\" hanoi solve --disks 20 --all-lines | grep -c '^move disk'"
expect count-only 0 '^optimal: 1,267,650,600,228,229,401,496,703,205,375 moves$' -- "$PL" hanoi solve --disks 100 --count-only
expect count-10000 0 '^optimal: 19,950(,[0-9]{3}){1002} moves$' -- "$PL" hanoi solve --disks 10000 --count-only
expect show 0 '=3=' -- "$PL" hanoi solve --disks 3 --show

# Any start and goal.
expect from-to 0 '^optimal: [0-9]+ moves \(verified\)$' -- "$PL" hanoi solve --start ACB --goal BBB
expect same 0 '^optimal: 0 moves \(verified\)$' -- "$PL" hanoi solve --start ACB --goal ACB
expect twice 0 '^optimal: 5 moves \(verified\)$' -- "$PL" hanoi solve --start AAB --goal BBA
expect big-from-to 0 '^optimal: 18,446,744,073,709,551,615 moves$' -- "$PL" hanoi solve --count-only \
  --start AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA \
  --goal BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB
for m in recursive bfs milp network; do
  expect "method-$m" 0 '^optimal: 7 moves \(verified\)$' -- "$PL" hanoi solve --disks 3 --method "$m"
  expect "method-$m-any" 0 '^optimal: 5 moves \(verified\)$' -- "$PL" hanoi solve --start AAB --goal BBA --method "$m"
done
expect pegs4 0 '^optimal: 17 moves \(verified\)$' -- "$PL" hanoi solve --disks 6 --pegs 4
expect pegs4-bfs 0 '^optimal: 5 moves \(verified\)$' -- "$PL" hanoi solve --disks 3 --pegs 4 --method bfs

# JSON: move_count and moves in every mode; exact integers past 64 bits.
json_check json-classic 'j["answer"]["move_count"] == 7 and len(j["answer"]["moves"]) == 7 and j["answer"]["moves"][0] == {"disk": 1, "from": "A", "to": "B"} and j["status"] == "optimal" and j["verified"]' -- "$PL" hanoi solve --disks 3 --format json
json_check json-big 'j["move_count"] == 2**100 - 1 and "moves" not in j' -- "$PL" hanoi solve --disks 100 --count-only --format json
json_check json-huge 'j["move_count"] == 2**5000 - 1' -- "$PL" hanoi solve --disks 5000 --count-only --format json
json_check json-count-only 'j["answer"]["move_count"] == 7 and "moves" not in j["answer"] and j["verified"]' -- "$PL" hanoi solve --disks 3 --count-only --format json
json_check json-zero 'j["answer"]["move_count"] == 0 and j["answer"]["moves"] == []' -- "$PL" hanoi solve --start ACB --goal ACB --format json
json_check json-milp 'j["answer"]["move_count"] == 3 and j["status"] == "optimal" and j["backend"]["variables"] > 0 and j["backend"]["solver"] == "cbc"' -- "$PL" hanoi solve --disks 2 --method milp --format json
json_check json-network 'j["answer"]["move_count"] == 31 and len(j["answer"]["moves"]) == 31' -- "$PL" hanoi solve --disks 5 --method network --format json
json_check json-graph 'j["states"] == 27 and j["arcs"] == 78 and j["diameter"] == 7 and j["move_count"] == 7' -- "$PL" hanoi graph --disks 3 --format json
json_check json-count-report 'j["answer"]["move_count"] == 2**64 - 1 and j["answer"]["move_count_decimal"] == str(2**64 - 1) and "moves" not in j["answer"] and j["status"] == "optimal"' -- "$PL" hanoi solve --disks 64 --format json

# Graph, DOT, pictures, export.
expect graph 0 'directed moves: 78 \(3\(3\^N - 1\) = 78\)' -- "$PL" hanoi graph --disks 3
expect dot 0 'DOT written' -- "$PL" hanoi graph --disks 3 --dot "$WORK/h.dot"
expect dot-file 0 'graph hanoi' -- cat "$WORK/h.dot"
expect svg 0 '^optimal: 7 moves \(verified\)$' -- "$PL" hanoi solve --disks 3 --svg "$WORK/h.svg" --html "$WORK/h.html"
expect svg-file 0 '</svg>' -- cat "$WORK/h.svg"
expect html-file 0 '</html>' -- cat "$WORK/h.html"
expect export-lp 0 'Minimize|Maximize|MINIMIZE|MAXIMIZE|minimize|maximize' -- "$PL" export hanoi --disks 3 --model network --format lp
expect export-mps 0 '^$' -- "$PL" export hanoi --start ACB --goal BBB --model inventory --format mps -o "$WORK/h.mps"
expect export-mps-file 0 'move_1_1_0_1' -- cat "$WORK/h.mps"
expect export-no-format 2 'file format is required' -- "$PL" export hanoi --disks 3

# The graph's BFS by layers, checkpointed: stopped by the time limit, resumed to the layer sizes
# of an uninterrupted search (docs/distributed.md, "Owner-partitioned layers").
full=$("$PL" hanoi graph --disks 12 --pegs 4 --format json | /usr/bin/python3 -c 'import json, sys; print(json.load(sys.stdin)["distance_counts"])')
expect graph-stopped 3 '^checkpoint: .*/g12 keeps depth [0-9]+ \(--resume .*/g12 goes on\)$' -- "$PL" hanoi graph --disks 12 --pegs 4 --time-limit 0.2 --checkpoint "$WORK/g12"
# --checkpoint-every: an hour's pace keeps no layer of a search of a moment, and says so; a pace
# without a folder, or a negative one, is refused.
expect graph-paced 3 '^checkpoint: no finished layer kept in .*/g13 yet$' -- "$PL" hanoi graph --disks 12 --pegs 4 --time-limit 0.2 --checkpoint "$WORK/g13" --checkpoint-every 3600
expect graph-pace-alone 2 '^puzzlelab: --checkpoint-every paces a checkpoint: give --checkpoint DIR or --resume DIR$' -- "$PL" hanoi graph --disks 5 --pegs 4 --checkpoint-every 60
expect peg-pace-negative 2 '^puzzlelab: peg count: --checkpoint-every: expected a number of seconds, 0 or more' -- "$PL" peg count --board triangle5 --checkpoint "$WORK/p" --checkpoint-every -1
json_check graph-resumed "j['distance_counts'] == $full and j['note'].startswith('resumed from') and j['move_count'] == 81" -- "$PL" hanoi graph --disks 12 --pegs 4 --resume "$WORK/g12" --format json
expect graph-resumed-again 0 "^resumed from $WORK/g12 at depth [0-9]+$" -- "$PL" hanoi graph --disks 12 --pegs 4 --resume "$WORK/g12"
expect graph-header 0 '^instance disks=12 pegs=4$' -- bash -c "head -12 \"$WORK\"/g12/layer-d*-r0-of1.ckpt"
one_line graph-fresh-over-old 2 'a checkpoint is here already: continue it with --resume' -- "$PL" hanoi graph --disks 12 --pegs 4 --checkpoint "$WORK/g12"
one_line graph-other-instance 2 'g12/layer-d[0-9]+-r0-of1\.ckpt: a checkpoint of hanoi disks=12 pegs=4 by layered-bfs .*, not of hanoi disks=11 pegs=4' -- "$PL" hanoi graph --disks 11 --pegs 4 --resume "$WORK/g12"
one_line graph-two-folders 2 'name two folders' -- "$PL" hanoi graph --disks 5 --checkpoint "$WORK/a" --resume "$WORK/b"

# Bad input: one line, exit 2.
expect bad-peg 2 "unknown peg 'D'" -- "$PL" hanoi solve --start ABD --goal AAA
expect bad-length 2 '--start has 3 disks but --goal has 2' -- "$PL" hanoi solve --start ABC --goal AA
expect bad-disks-mismatch 2 'configuration has 3 disks' -- "$PL" hanoi solve --disks 4 --start ABC
expect no-disks 2 'give --disks' -- "$PL" hanoi solve
expect zero-disks 2 'give --disks N \(N >= 1\)' -- "$PL" hanoi solve --disks 0
expect too-many 2 'out of range \(1..64; up to 10000 with --count-only\)' -- "$PL" hanoi solve --disks 65
expect too-many-count 2 'out of range \(1..10000\)' -- "$PL" hanoi solve --disks 10001 --count-only
expect milp-too-big 2 'too many for the inventory model' -- "$PL" hanoi solve --disks 6 --method milp
expect network-too-big 2 'too many for the network model' -- "$PL" hanoi solve --disks 9 --method network
expect graph-too-big 2 'out of range for the state graph \(1..25 with 3 pegs\)' -- "$PL" hanoi graph --disks 26
expect graph-too-big-4 2 'out of range for the state graph \(1..20 with 4 pegs\)' -- "$PL" hanoi graph --disks 21 --pegs 4
expect graph-memory 3 '^stopped: memory limit 1.0 MiB reached: the 2-bit table of' -- "$PL" hanoi graph --disks 12 --pegs 4 --memory-limit 1M
expect dot-too-big 2 'at most 7 disks' -- "$PL" hanoi graph --disks 8 --dot "$WORK/x.dot"
expect pegs4-any 2 'classic transfer only' -- "$PL" hanoi solve --start AB --goal BA --pegs 4
expect bad-pegs 2 'pegs' -- "$PL" hanoi solve --disks 3 --pegs 5
expect bad-method 2 'method' -- "$PL" hanoi solve --disks 3 --method smt
expect show-too-big 2 'at most 10 disks' -- "$PL" hanoi solve --disks 11 --show
out=$("$PL" hanoi solve --start ABX --goal AAA 2>&1)
expect one-line 0 '^1$' -- bash -c "printf '%s\n' \"$out\" | wc -l"

finish cli_hanoi
