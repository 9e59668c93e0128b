#!/usr/bin/env bash
# The queens commands as a user meets them: exit codes, JSON keys, one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

# Counting.
expect count-text 0 'Solutions: +14200' -- "$PL" queens count 12 --threads 1
expect count-unique 0 'Up to symmetry: +1787' -- "$PL" queens count 12
expect count-json-total 0 '"total": 92,' -- "$PL" queens count 8 --format json
expect count-json-unique 0 '"unique": 12$' -- "$PL" queens count 8 --format json
expect count-json-n 0 '"n": 10,' -- "$PL" queens count 10 --format json --threads 2
expect count-json-threads 0 '"threads": 2$' -- "$PL" queens count 10 --format json --threads 2
expect count-json-seconds 0 '"seconds": [0-9.e-]+,' -- "$PL" queens count 10 --format json
expect count-none 0 '"total": 0,' -- "$PL" queens count 3 --format json
expect count-limit 3 '"status": "stopped"' -- "$PL" queens count 27 --time-limit 0.05 --format json
expect count-limit-text 3 'lower bounds' -- "$PL" queens count 27 --time-limit 0.05
expect count-join-limit 3 '"status": "stopped"' -- "$PL" queens count 21 --method join --time-limit 0.05 --format json
expect count-auto-join 0 '"method": "join",' -- "$PL" queens count 10 --format json
expect count-join-work 0 '"half_boards": [1-9][0-9]*,' -- "$PL" queens count 10 --format json
expect count-backtrack 0 '"method": "backtrack",' -- "$PL" queens count 10 --method backtrack --format json
expect count-backtrack-work 0 '"nodes": [1-9][0-9]*,' -- "$PL" queens count 10 --method backtrack --format json
expect count-backtrack-total 0 'Solutions: +724' -- "$PL" queens count 10 --method backtrack
expect count-join-text 0 'method join' -- "$PL" queens count 11 --method JOIN
expect count-join-total 0 'Up to symmetry: +341' -- "$PL" queens count 11 --method join
expect count-auto-large 3 '"method": "backtrack",' -- "$PL" queens count 22 --time-limit 0.05 --format json

# Solving.
expect solve-board 0 '^\. Q \. \. \. \. \. \.$' -- "$PL" queens solve 8
expect solve-json-method 0 '"method": "construct"' -- "$PL" queens solve 8 --format json
expect solve-json-count 0 '"solution_count": 1,' -- "$PL" queens solve 8 --format json
expect solve-json-verified 0 '"verified": true' -- "$PL" queens solve 100 --format json --method min-conflicts
expect solve-json-solutions 0 '"solutions": \[$' -- "$PL" queens solve 6 --format json
expect solve-json-seconds 0 '"seconds": ' -- "$PL" queens solve 6 --format json
expect solve-large-omits 0 '"solutions": \[\]' -- "$PL" queens solve 5000 --format json
expect solve-large-full 0 '"solutions": \[$' -- "$PL" queens solve 5000 --format json --full
expect solve-million 0 'solved \(verified\)' -- "$PL" queens solve 1000000
expect solve-first-columns 0 'first rows: 1 3 5' -- "$PL" queens solve 1000
expect solve-show 0 'Columns by row \(0-based\): 1 3 5' -- "$PL" queens solve 8 --show
expect solve-one 0 '^Q$' -- "$PL" queens solve 1
expect solve-min-conflicts 0 'min-conflicts: solved' -- "$PL" queens solve 50 --method min-conflicts
expect solve-two 1 'no solution' -- "$PL" queens solve 2
expect solve-three 1 '"solution_count": 0' -- "$PL" queens solve 3 --format json

# The Queen's Challenge: locked queens.
expect lock-solve 0 'completion' -- "$PL" queens solve 8 --lock d5
expect lock-draw 0 '^ 5 \. \. \. L' -- "$PL" queens solve 8 --lock d5 --method backtrack
expect lock-xy-same 0 '"solution_count": 8,' -- "$PL" queens solve 8 --lock 3,4 --all --format json --method forward
expect lock-all-chess 0 '"solution_count": 8,' -- "$PL" queens solve 8 --lock d5 --all --format json
expect lock-json-boards 0 '"boards_examined": [0-9]+,' -- "$PL" queens solve 8 --lock d5 --format json --method backtrack
expect lock-json-method 0 '"method": "propagate",' -- "$PL" queens solve 8 --lock d5 --format json
expect lock-json-seconds 0 '"seconds": ' -- "$PL" queens solve 8 --lock d5 --format json
expect lock-json-solutions 0 '"solutions": \[$' -- "$PL" queens solve 8 --lock d5 --format json
expect lock-rows-full 0 '"boards_examined": 2097152,' -- "$PL" queens solve 8 --lock d5 --method rows --all --format json
expect lock-rows-closed 0 '"boards_full_run": 2097152,' -- "$PL" queens solve 8 --lock d5 --method rows --format json
expect lock-brute-small 0 '"boards_examined": 324632,' -- "$PL" queens solve 6 --lock b1 --method brute --all --format json
expect lock-brute-limit 3 '"boards_full_run": 553270671,' -- "$PL" queens solve 8 --lock d5 --method brute --all --node-limit 100000 --format json
expect lock-brute-limit-n 3 '"boards_examined": 100000,' -- "$PL" queens solve 8 --lock d5 --method brute --all --node-limit 100000 --format json
expect lock-brute-limit-text 3 'a full run examines 553270671' -- "$PL" queens solve 8 --lock d5 --method brute --node-limit 1000
expect lock-sat 0 '"solution_count": 8,' -- "$PL" queens solve 8 --lock d5 --method sat --all --format json
expect lock-before-n 0 'locked: d5 b1, method sat' -- "$PL" queens solve --lock d5 --lock b1 8 --method sat
expect lock-two 0 'completion' -- "$PL" queens solve 8 --lock d5 --lock b1 --method propagate
expect lock-attack 1 'd5 and g8 share a diagonal' -- "$PL" queens solve 8 --lock d5 --lock g8
expect lock-attack-json 1 '"solution_count": 0' -- "$PL" queens solve 8 --lock a1 --lock a8 --format json
expect lock-none 1 'No completion exists' -- "$PL" queens solve 3 --method backtrack --all
expect lock-oeis 0 '"solution_count": 352,' -- "$PL" queens solve 9 --method forward --all --format json
expect lock-trace 0 'Trace: ' -- "$PL" queens solve 6 --lock b1 --method backtrack --all --trace "$WORK/t.jsonl"
expect lock-trace-header 0 '"puzzle":"queens"' -- head -1 "$WORK/t.jsonl"
expect lock-trace-file 0 '"e":"place","row":' -- cat "$WORK/t.jsonl"
expect lock-trace-end 0 '"e":"end".*"status":"complete"' -- tail -1 "$WORK/t.jsonl"
expect lock-off-board 2 'off the 8x8 board' -- "$PL" queens solve 8 --lock i9
expect lock-off-board-xy 2 'off the 8x8 board' -- "$PL" queens solve 8 --lock 8,0
expect lock-bad-text 2 'expected a chess square' -- "$PL" queens solve 8 --lock zz
expect lock-twice 2 'locked twice' -- "$PL" queens solve 8 --lock d5 --lock 3,4
expect lock-zero 2 'N must be between 1 and 32' -- "$PL" queens solve 0 --lock a1
expect lock-too-big 2 'N must be between 1 and 32' -- "$PL" queens solve 33 --method backtrack
expect lock-construct 2 'need a search method' -- "$PL" queens solve 8 --lock d5 --method construct
expect lock-trace-dir 2 'cannot write' -- "$PL" queens solve 5 --method rows --trace /nonexistent/dir/t.jsonl

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
expect count-zero 2 'N must be between 1 and 27' -- "$PL" queens count 0
expect count-huge 2 'N must be between 1 and 27' -- "$PL" queens count 28
expect count-bad-threads 2 'threads' -- "$PL" queens count 8 --threads 0
expect count-no-n 2 'N' -- "$PL" queens count
expect count-not-number 2 'N' -- "$PL" queens count eight
one_line count-join-large 2 'join method counts N from 4 to 21, got 22' -- "$PL" queens count 22 --method join
one_line count-join-small 2 'join method counts N from 4 to 21, got 3' -- "$PL" queens count 3 --method join
expect count-bad-method 2 'method' -- "$PL" queens count 8 --method dlx
expect solve-zero 2 'N must be at least 1' -- "$PL" queens solve 0
expect solve-negative 2 'N must be at least 1' -- "$PL" queens solve -4
expect solve-absurd 2 'too large' -- "$PL" queens solve 200000000
expect solve-overflow 2 'N' -- "$PL" queens solve 99999999999
expect solve-mc-absurd 2 'too large for min-conflicts' -- "$PL" queens solve 20000000 --method min-conflicts
expect solve-bad-method 2 'method' -- "$PL" queens solve 8 --method sideways
expect solve-bad-format 2 'format' -- "$PL" queens solve 8 --format xml

finish cli_queens
