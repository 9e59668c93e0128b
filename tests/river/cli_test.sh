#!/usr/bin/env bash
# puzzlelab river as a user meets it: the one report (text and JSON), exit codes, one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
SRC=$2
EX=$SRC/examples/river
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

# Shortest plans: the status line, the drawing, exit 1 when no plan exists.
expect default-wgc 0 '^optimal: 7 crossings \(verified\)$' -- "$PL" river solve
expect first-trip 0 '^  1\. farmer \+ goat +near->far' -- "$PL" river solve
expect file-wgc 0 '^optimal: 7 crossings' -- "$PL" river solve "$EX/wolf-goat-cabbage.river"
expect impossible 1 '^No plan exists' -- "$PL" river solve "$EX/impossible.river"
expect farmyard 0 '^optimal: [0-9]+ crossings' -- "$PL" river solve "$EX/farmyard.river"

# Every method: the same plan length, the same proof of no plan, a report that fits the schema.
for m in bfs network milp; do
  expect "wgc-$m" 0 '^optimal: 7 crossings' -- "$PL" river solve --method "$m"
  expect "impossible-$m" 1 '^No plan exists' -- "$PL" river solve "$EX/impossible.river" --method "$m"
  json_check "json-$m" "j['status'] == 'optimal' and j['verified'] is True and j['answer']['move_count'] == 7 and len(j['answer']['moves']) == 7 and j['method'] == '$m' and j['answer']['moves'][0]['items'] == ['farmer', 'goat'] and j['answer']['moves'][0]['direction'] == 'near->far' and j['seconds'] >= 0" -- "$PL" river solve --method "$m" --format json
  json_check "json-no-plan-$m" "j['status'] == 'no_solution' and j['answer'] is None and j['note'].startswith('No plan exists')" -- "$PL" river solve "$EX/impossible.river" --method "$m" --format json
done
json_check json-bfs-work "j['stats']['nodes'] == 9 and j['stats']['table_entries'] == 10" -- "$PL" river solve --format json
json_check json-milp-backend "j['backend']['solver'] == 'cbc' and j['backend']['variables'] > 0 and j['backend']['rows'] > 0" -- "$PL" river solve --method milp --format json
FARM=$("$PL" river solve "$EX/farmyard.river" --format json | python3 -c "import json,sys; print(json.load(sys.stdin)['answer']['move_count'])")
for m in network milp; do
  json_check "farmyard-$m" "j['answer']['move_count'] == $FARM" -- "$PL" river solve "$EX/farmyard.river" --method "$m" --format json
done

# Limits: a MILP horizon too short proves nothing longer; a node limit stops with exit 3.
expect milp-horizon 1 'No plan exists within 5 crossings' -- "$PL" river solve --method milp --horizon 5
expect node-limit 3 '^a time or node limit stopped bfs' -- "$PL" river solve --node-limit 2
json_check stopped-json "j['status'] == 'stopped' and j['answer'] is None" -- "$PL" river solve --node-limit 2 --format json

# Help, usage errors and bad input: one line, exit 2.
expect help-river 0 'solve' -- "$PL" river --help
expect help-solve 0 '--method' -- "$PL" river solve --help
expect bad-method 2 'method' -- "$PL" river solve --method dfs
expect bad-builtin 2 'builtin' -- "$PL" river solve --builtin fox
expect missing-file 2 'nowhere.river: cannot open the file' -- "$PL" river solve "$WORK/nowhere.river"
printf 'items farmer goat\nrowers farmer\nconflict goat wolf\n' >"$WORK/unknown.river"
expect unknown-item 2 "unknown.river:3:15: unknown item 'wolf'" -- "$PL" river solve "$WORK/unknown.river"
printf 'items a b\nrowers a\ncapacity -1\n' >"$WORK/cap.river"
expect bad-capacity 2 'cap.river:3:10: capacity must be a whole number' -- "$PL" river solve "$WORK/cap.river"
printf 'items a\n' >"$WORK/norower.river"
expect no-rowers 2 "norower.river: no 'rowers' line" -- "$PL" river solve "$WORK/norower.river"
head -c 3000 /dev/urandom >"$WORK/binary.river" 2>/dev/null
expect binary-file 2 'binary.river' -- "$PL" river solve "$WORK/binary.river"

finish cli_river
