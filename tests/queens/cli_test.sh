#!/usr/bin/env bash
# The queens commands as a user meets them: the one report (text and JSON), exit codes,
# one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

# Counting: exact totals and totals up to symmetry, both methods, limits.
expect count-text 0 '^solved: 14,200 solutions, ' -- "$PL" queens count 12 --threads 1
expect count-unique 0 ', 1,787 up to symmetry$' -- "$PL" queens count 12
json_check count-json-total "j['answer']['count'] == 92 and j['answer']['count_decimal'] == '92' and j['status'] == 'solved'" -- "$PL" queens count 8 --format json
json_check count-json-unique "j['answer']['unique'] == 12 and j['answer']['unique_decimal'] == '12'" -- "$PL" queens count 8 --format json
json_check count-json-n "j['instance'] == 'size=10 lock=none'" -- "$PL" queens count 10 --format json --threads 2
json_check count-json-threads "j['stats']['threads'] == 2" -- "$PL" queens count 10 --format json --threads 2
json_check count-json-seconds "j['seconds'] >= 0 and j['stats']['solve_seconds'] >= 0" -- "$PL" queens count 10 --format json
# No 3x3 board holds 3 queens: a finished count of 0 is no_solution, exit 1.
json_check count-none "j['status'] == 'no_solution' and j['answer']['count'] == 0" -- "$PL" queens count 3 --format json
expect count-none-exit 1 '^no solution: 0 solutions, 0 up to symmetry$' -- "$PL" queens count 3
expect count-limit 3 '"status": "stopped"' -- "$PL" queens count 27 --time-limit 0.05 --format json
expect count-limit-text 3 'at least [0-9,]+ solutions by then$' -- "$PL" queens count 27 --time-limit 0.05
expect count-join-limit 3 '"status": "stopped"' -- "$PL" queens count 21 --method join --time-limit 0.05 --format json
json_check count-limit-json "j['status'] == 'stopped' and j['answer'] is None and j['method'] == 'count-join'" -- "$PL" queens count 21 --method join --time-limit 0.05 --format json
json_check count-auto-join "j['method'] == 'count-join'" -- "$PL" queens count 10 --format json
json_check count-join-work "j['stats']['nodes'] > 0" -- "$PL" queens count 10 --format json
json_check count-backtrack "j['method'] == 'count-backtrack' and j['answer']['count'] == 724" -- "$PL" queens count 10 --method backtrack --format json
json_check count-backtrack-work "j['stats']['nodes'] > 0" -- "$PL" queens count 10 --method backtrack --format json
expect count-backtrack-total 0 '^solved: 724 solutions, ' -- "$PL" queens count 10 --method backtrack
expect count-join-text 0 ', method count-join$' -- "$PL" queens count 11 --method JOIN
expect count-join-total 0 ', 341 up to symmetry$' -- "$PL" queens count 11 --method join
expect count-auto-large 3 '"method": "count-backtrack",' -- "$PL" queens count 22 --time-limit 0.05 --format json

# Solving: a construction for any N, min-conflicts, no solution for 2 and 3.
expect solve-board 0 '^ 1 \. Q \. \. \. \. \. \.$' -- "$PL" queens solve 8
json_check solve-json-method "j['method'] == 'construct'" -- "$PL" queens solve 8 --format json
# One placement: the answer lists the queens, one per row, and is no count.
json_check solve-json-count "len(j['answer']['queens']) == 8 and 'count' not in j['answer']" -- "$PL" queens solve 8 --format json
json_check solve-json-verified "j['verified'] is True and j['method'] == 'min-conflicts' and len(j['answer']['queens']) == 100" -- "$PL" queens solve 100 --format json --method min-conflicts
json_check solve-json-solutions "j['answer']['queens'][:3] == ['b1', 'd2', 'f3']" -- "$PL" queens solve 6 --format json
json_check solve-json-seconds "j['seconds'] >= 0" -- "$PL" queens solve 6 --format json
# Boards past 100000 list only their first rows; --full is kept but lists no more.
json_check solve-large-omits "'queens' not in j['answer'] and len(j['answer']['first_queens']) == 16 and 'too large to list' in j['note']" -- "$PL" queens solve 1000000 --format json
json_check solve-large-full "len(j['answer']['queens']) == 5000" -- "$PL" queens solve 5000 --format json --full
expect solve-million 0 '^solved: 1,000,000 queens placed \(verified\)$' -- "$PL" queens solve 1000000
json_check solve-first-columns "j['answer']['queens'][:3] == ['1,0', '3,1', '5,2']" -- "$PL" queens solve 1000 --format json
expect solve-show 0 '^ 3 \. \. \. \. \. Q \. \.$' -- "$PL" queens solve 8 --show
expect solve-one 0 '^ 1 Q$' -- "$PL" queens solve 1
expect solve-min-conflicts 0 '^queens size=50 lock=none, method min-conflicts$' -- "$PL" queens solve 50 --method min-conflicts
expect solve-min-conflicts-status 0 '^solved: 50 queens placed \(verified\)$' -- "$PL" queens solve 50 --method min-conflicts
expect solve-two 1 'no solution' -- "$PL" queens solve 2
json_check solve-three "j['status'] == 'no_solution' and j['answer'] is None" -- "$PL" queens solve 3 --format json
expect solve-three-exit 1 '"status": "no_solution"' -- "$PL" queens solve 3 --format json

# The Queen's Challenge: locked queens.
expect lock-solve 0 '^solved: 1 solution \(verified\)$' -- "$PL" queens solve 8 --lock d5
expect lock-draw 0 '^ 5 \. \. \. L' -- "$PL" queens solve 8 --lock d5 --method backtrack
json_check lock-xy-same "j['answer']['count'] == 8 and j['instance'] == 'size=8 lock=d5'" -- "$PL" queens solve 8 --lock 3,4 --all --format json --method forward
json_check lock-all-chess "j['answer']['count'] == 8 and len(j['answer']['solutions']) == 8 and all('d5' in s for s in j['answer']['solutions'])" -- "$PL" queens solve 8 --lock d5 --all --format json
json_check lock-json-boards "j['stats']['nodes'] > 0" -- "$PL" queens solve 8 --lock d5 --format json --method backtrack
json_check lock-json-method "j['method'] == 'propagate'" -- "$PL" queens solve 8 --lock d5 --format json
json_check lock-json-seconds "j['seconds'] >= 0" -- "$PL" queens solve 8 --lock d5 --format json
json_check lock-json-solutions "'d5' in j['answer']['queens'] and len(j['answer']['queens']) == 8" -- "$PL" queens solve 8 --lock d5 --format json
# Brute force and rows examine a known number of boards: all of them with --all.
json_check lock-rows-full "j['stats']['nodes'] == 2097152" -- "$PL" queens solve 8 --lock d5 --method rows --all --format json
json_check lock-rows-closed "j['note'] == 'a full run examines 2097152 boards'" -- "$PL" queens solve 8 --lock d5 --method rows --format json
json_check lock-brute-small "j['stats']['nodes'] == 324632 and j['answer']['count'] == 1" -- "$PL" queens solve 6 --lock b1 --method brute --all --format json
BRUTE_LIMITED=("$PL" queens solve 8 --lock d5 --method brute --all --node-limit 100000 --format json)
expect lock-brute-limit-exit 3 '"status": "stopped"' -- "${BRUTE_LIMITED[@]}"
json_check lock-brute-limit "'a full run examines 553270671 boards' in j['note']" -- "${BRUTE_LIMITED[@]}"
json_check lock-brute-limit-n "j['stats']['nodes'] == 100000" -- "${BRUTE_LIMITED[@]}"
expect lock-brute-limit-text 3 'a full run examines 553270671' -- "$PL" queens solve 8 --lock d5 --method brute --node-limit 1000
json_check lock-sat "j['answer']['count'] == 8 and j['backend']['solver'] == 'cadical'" -- "$PL" queens solve 8 --lock d5 --method sat --all --format json
expect lock-before-n 0 '^queens size=8 lock=b1,d5, method sat$' -- "$PL" queens solve --lock d5 --lock b1 8 --method sat
expect lock-two 0 '^solved: 1 solution \(verified\)$' -- "$PL" queens solve 8 --lock d5 --lock b1 --method propagate
expect lock-attack 1 'd5 and g8 share a diagonal' -- "$PL" queens solve 8 --lock d5 --lock g8
json_check lock-attack-json "j['status'] == 'no_solution' and j['answer'] is None and 'a1 and a8 share a column' in j['note']" -- "$PL" queens solve 8 --lock a1 --lock a8 --format json
expect lock-none 1 '^the search went through every board without a completion$' -- "$PL" queens solve 3 --method backtrack --all
json_check lock-oeis "j['answer']['count'] == 352 and len(j['answer']['solutions']) == 352" -- "$PL" queens solve 9 --method forward --all --format json
# Every search method completes a locked board with a verified answer (each report fits the schema).
for m in brute rows backtrack forward propagate sat; do
  json_check "lock-method-$m" "j['method'] == '$m' and j['status'] == 'solved' and j['verified'] is True and 'b1' in j['answer']['queens']" -- "$PL" queens solve 6 --lock b1 --method "$m" --format json
done
expect lock-trace 0 'Trace: ' -- "$PL" queens solve 6 --lock b1 --method backtrack --all --trace "$WORK/t.jsonl"
expect lock-trace-header 0 '"puzzle":"queens"' -- head -1 "$WORK/t.jsonl"
expect lock-trace-file 0 '"e":"place","row":' -- cat "$WORK/t.jsonl"
expect lock-trace-end 0 '"e":"end".*"status":"solved"' -- tail -1 "$WORK/t.jsonl"
json_check lock-trace-json "j['trace']['file'] == '$WORK/t2.jsonl' and j['trace']['events'] > 0 and j['trace']['truncated'] is False" -- "$PL" queens solve 6 --lock b1 --method backtrack --trace "$WORK/t2.jsonl" --format json
one_line lock-off-board 2 'off the 8x8 board' -- "$PL" queens solve 8 --lock i9
one_line lock-off-board-xy 2 'off the 8x8 board' -- "$PL" queens solve 8 --lock 8,0
one_line lock-bad-text 2 'expected a chess square' -- "$PL" queens solve 8 --lock zz
one_line lock-twice 2 'locked twice' -- "$PL" queens solve 8 --lock d5 --lock 3,4
one_line lock-zero 2 "^puzzlelab: size: expected 1\.\.100000000, got '0'$" -- "$PL" queens solve 0 --lock a1
one_line lock-too-big 2 '^puzzlelab: size: backtrack takes sizes up to 32' -- "$PL" queens solve 33 --method backtrack
one_line lock-construct 2 '^puzzlelab: lock: construct works on a board without locked queens$' -- "$PL" queens solve 8 --lock d5 --method construct
one_line lock-trace-dir 2 'cannot write' -- "$PL" queens solve 5 --method rows --trace /nonexistent/dir/t.jsonl

# The challenge table.
expect challenge-total 0 '^total +736 ' -- "$PL" queens challenge --methods backtrack,forward
expect challenge-brute-closed 0 'brute\*' -- "$PL" queens challenge --size 5
expect challenge-json 0 '"total_completions": 24$' -- "$PL" queens challenge --size 6 --methods brute,rows,backtrack,propagate,sat --format json
expect challenge-json-brute 0 '"brute": 324632' -- "$PL" queens challenge --size 6 --methods brute --format json
expect challenge-bad-size 2 'N must be between 1 and 32' -- "$PL" queens challenge --size 0
expect challenge-bad-method 2 'methods' -- "$PL" queens challenge --methods sideways
expect help-challenge 0 '--methods' -- "$PL" queens challenge --help

# Help.
expect help-queens 0 'count' -- "$PL" queens --help
expect help-count 0 '--threads' -- "$PL" queens count --help
expect help-solve 0 '--method' -- "$PL" queens solve --help

# Bad input: one line, exit 2.
one_line count-zero 2 "^puzzlelab: size: expected 1\.\.100000000, got '0'$" -- "$PL" queens count 0
one_line count-huge 2 '^puzzlelab: size: count-backtrack counts sizes up to 27, got 28$' -- "$PL" queens count 28
one_line count-bad-threads 2 'threads' -- "$PL" queens count 8 --threads 0
one_line count-no-n 2 'N' -- "$PL" queens count
one_line count-not-number 2 'N' -- "$PL" queens count eight
one_line count-join-large 2 '^puzzlelab: size: count-join counts sizes from 4 to 21' -- "$PL" queens count 22 --method join
one_line count-join-small 2 '^puzzlelab: size: count-join counts sizes from 4 to 21' -- "$PL" queens count 3 --method join
one_line count-bad-method 2 'method' -- "$PL" queens count 8 --method dlx
one_line solve-zero 2 "^puzzlelab: size: expected 1\.\.100000000, got '0'$" -- "$PL" queens solve 0
one_line solve-negative 2 "^puzzlelab: size: expected 1\.\.100000000, got '-4'$" -- "$PL" queens solve -4
one_line solve-absurd 2 "^puzzlelab: size: expected 1\.\.100000000, got '200000000'$" -- "$PL" queens solve 200000000
one_line solve-overflow 2 'N' -- "$PL" queens solve 99999999999
one_line solve-mc-absurd 2 '^puzzlelab: size: min-conflicts takes sizes up to 10000000' -- "$PL" queens solve 20000000 --method min-conflicts
one_line solve-bad-method 2 'method' -- "$PL" queens solve 8 --method sideways
one_line solve-bad-format 2 'format' -- "$PL" queens solve 8 --format xml

finish cli_queens
