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
expect solve-zero 2 'N must be at least 1' -- "$PL" queens solve 0
expect solve-negative 2 'N must be at least 1' -- "$PL" queens solve -4
expect solve-absurd 2 'too large' -- "$PL" queens solve 200000000
expect solve-overflow 2 'N' -- "$PL" queens solve 99999999999
expect solve-mc-absurd 2 'too large for min-conflicts' -- "$PL" queens solve 20000000 --method min-conflicts
expect solve-bad-method 2 'method' -- "$PL" queens solve 8 --method sideways
expect solve-bad-format 2 'format' -- "$PL" queens solve 8 --format xml

finish cli_queens
