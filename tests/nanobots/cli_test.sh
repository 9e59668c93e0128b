#!/usr/bin/env bash
# puzzlelab nanobots as a user meets it: answers, exit codes, JSON keys, one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
SRC=$2
DATA=$SRC/tests/nanobots/data
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

expect part1-text 0 '^Part 1: 7 bots' -- "$PL" nanobots solve "$DATA/example-part1.txt"
expect part2-text 0 '^Part 2: 36 \(point 12,12,12, in range of 5 bots; verified\)' -- "$PL" nanobots solve "$DATA/example-part2.txt"
expect brute-text 0 '^Method brute: [0-9]+ points counted' -- "$PL" nanobots solve "$DATA/example-part1.txt" --method brute
expect real-text 0 '^Part 2: 110841112 ' -- "$PL" nanobots solve "$DATA/input-dop.txt"

JSON=("$PL" nanobots solve "$DATA/example-part2.txt" --format json)
expect json-part1 0 '"part1": 6,' -- "${JSON[@]}"
expect json-part2 0 '"part2": 36,' -- "${JSON[@]}"
expect json-point 0 '"point": \[' -- "${JSON[@]}"
expect json-count 0 '"bots_in_range": 5,' -- "${JSON[@]}"
expect json-method 0 '"method": "bnb",' -- "${JSON[@]}"
expect json-seconds 0 '"seconds": ' -- "${JSON[@]}"
expect json-boxes 0 '"boxes_explored": [0-9]+,' -- "${JSON[@]}"
expect json-status 0 '"status": "solved"' -- "${JSON[@]}"
expect json-brute 0 '"method": "brute",' -- "$PL" nanobots solve "$DATA/example-part1.txt" --format json --method brute
expect brute-refuses 2 'holds 64481201 points, more than the limit' -- "${JSON[@]}" --method brute

expect time-limit 3 '"status": "stopped"' -- "${JSON[@]}" --time-limit 1e-9
expect time-limit-text 3 'stopped by a limit' -- "$PL" nanobots solve "$DATA/input-dop.txt" --time-limit 1e-9

# Help, usage errors and bad input: one line, exit 2.
expect help-nanobots 0 'solve' -- "$PL" nanobots --help
expect help-solve 0 '--method' -- "$PL" nanobots solve --help
expect no-file 2 'FILE' -- "$PL" nanobots solve
expect missing-file 2 'nowhere.txt: cannot open the file' -- "$PL" nanobots solve "$WORK/nowhere.txt"
expect bad-method 2 'method' -- "$PL" nanobots solve "$DATA/example-part2.txt" --method milp
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
