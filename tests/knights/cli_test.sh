#!/usr/bin/env bash
# puzzlelab knights as a user meets it: tours, exit codes, JSON that parses, one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

expect open-8 0 "^Open knight's tour of 8x8 from a1 \(verified\)" -- "$PL" knights tour --size 8
expect board-8 0 '^1 \|  1 ' -- "$PL" knights tour --size 8
expect files-8 0 '^     a  b  c  d  e  f  g  h$' -- "$PL" knights tour --size 8
expect closed-8 0 "^Closed knight's tour of 8x8 from d4" -- "$PL" knights tour --size 8 --start d4 --closed
expect xy-start 0 "from 3,5 \(verified\)" -- "$PL" knights tour --size 40 --start 3,5
expect big 0 'boards above 100x100 are not drawn' -- "$PL" knights tour --size 200
expect backtrack 0 '^Method backtrack: [0-9]+ nodes' -- "$PL" knights tour --size 5 --method backtrack
expect backtrack-limit 3 'Stopped by a limit' -- "$PL" knights tour --size 8 --method backtrack --node-limit 1000
expect no-tour-3 1 "^No open knight's tour of 3x3 from a1: exhaustive search found none" -- "$PL" knights tour --size 3
expect no-tour-4 1 "^No open knight's tour of 4x4" -- "$PL" knights tour --size 4 --start b2
expect no-closed-odd 1 'alternates colours' -- "$PL" knights tour --size 7 --closed
expect no-minority 1 'colour of a1' -- "$PL" knights tour --size 5 --start b1
json_check json-tour "j['status'] == 'found' and len(j['moves']) == 36 and j['moves'][0] == 'a1' and j['verified'] and j['nodes'] >= 35 and j['seconds'] >= 0" -- "$PL" knights tour --size 6 --format json
json_check json-closed "j['closed'] and j['moves'][0] == '0,0' and len(j['moves']) == 10000" -- "$PL" knights tour --size 100 --closed --format json
json_check json-none "j['status'] == 'no_tour' and j['moves'] == []" -- "$PL" knights tour --size 4 --format json
# Python checks the 25x25 tour's moves itself.
json_check json-verify "all(sorted([abs(ord(a[0])-ord(b[0])), abs(int(a[1:])-int(b[1:]))]) == [1, 2] for a, b in zip(j['moves'], j['moves'][1:])) and len(set(j['moves'])) == 625" -- "$PL" knights tour --size 25 --start c3 --format json

# Usage errors and bad input: one line, exit 2.
expect help 0 '--closed' -- "$PL" knights tour --help
expect size-big 2 'the board size must be from 1 to 1000, not 1001' -- "$PL" knights tour --size 1001
expect size-zero 2 'the board size must be from 1 to 1000, not 0' -- "$PL" knights tour --size 0
expect off-board 2 "'i1' is off the 8x8 board" -- "$PL" knights tour --size 8 --start i1
expect bad-square 2 "expected a square" -- "$PL" knights tour --size 8 --start Z9
expect bad-method 2 'method' -- "$PL" knights tour --method random

finish cli_knights
