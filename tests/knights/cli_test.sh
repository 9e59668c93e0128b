#!/usr/bin/env bash
# puzzlelab knights as a user meets it: the one report (text and JSON), exit codes, one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

# Tours in text: the status line, the numbered board, the instance on the first line.
expect open-8 0 '^solved: 63 knight moves, open \(verified\)$' -- "$PL" knights tour --size 8
expect board-8 0 '^1 \|  1 ' -- "$PL" knights tour --size 8
expect files-8 0 '^     a  b  c  d  e  f  g  h$' -- "$PL" knights tour --size 8
expect closed-8 0 '^solved: 64 knight moves, closed \(verified\)$' -- "$PL" knights tour --size 8 --start d4 --closed
expect closed-8-start 0 '^4 \| +[0-9]+ +[0-9]+ +[0-9]+ +1 ' -- "$PL" knights tour --size 8 --start d4 --closed
expect xy-start 0 '^knights size=40 start=3,5 closed=no, method warnsdorff$' -- "$PL" knights tour --size 40 --start 3,5
expect xy-start-verified 0 '^solved: 1599 knight moves, open \(verified\)$' -- "$PL" knights tour --size 40 --start 3,5
# Boards above 100x100 are not drawn: header, status line and work line only.
expect big 0 '^solved: 39999 knight moves, open \(verified\)$' -- "$PL" knights tour --size 200
expect big-not-drawn 0 '^3$' -- bash -c '"$0" knights tour --size 200 | wc -l' "$PL"
expect backtrack 0 '^[0-9,]+ nodes; ' -- "$PL" knights tour --size 5 --method backtrack
expect backtrack-limit 3 '^a time or node limit stopped the search' -- "$PL" knights tour --size 8 --method backtrack --node-limit 1000

# No tour: exit 1 and the note says how that was proved.
expect no-tour-3 1 '^exhaustive search found none$' -- "$PL" knights tour --size 3
expect no-tour-4 1 '^knights size=4 start=b2 closed=no, method warnsdorff$' -- "$PL" knights tour --size 4 --start b2
expect no-closed-odd 1 'alternates colours' -- "$PL" knights tour --size 7 --closed
expect no-minority 1 'colour of a1' -- "$PL" knights tour --size 5 --start b1

# JSON reports (each also checked against the schema), for both methods.
json_check json-tour "j['status'] == 'solved' and len(j['answer']['moves']) == 36 and j['answer']['move_count'] == 35 and j['answer']['moves'][0] == 'a1' and j['verified'] is True and j['stats']['nodes'] >= 35 and j['seconds'] >= 0" -- "$PL" knights tour --size 6 --format json
json_check json-backtrack "j['method'] == 'backtrack' and j['status'] == 'solved' and j['verified'] is True and len(j['answer']['moves']) == 25" -- "$PL" knights tour --size 5 --method backtrack --format json
json_check json-closed "j['instance'] == 'size=100 start=0,0 closed=yes' and j['summary'].endswith('closed') and j['answer']['moves'][0] == '0,0' and len(j['answer']['moves']) == 10000" -- "$PL" knights tour --size 100 --closed --format json
json_check json-none "j['status'] == 'no_solution' and j['answer'] is None and j['note'] == 'exhaustive search found none'" -- "$PL" knights tour --size 4 --format json
json_check json-stopped "j['status'] == 'stopped' and j['answer'] is None and j['stats']['nodes'] == 1000" -- "$PL" knights tour --size 8 --method backtrack --node-limit 1000 --format json
# Python checks the 25x25 tour's moves itself.
json_check json-verify "all(sorted([abs(ord(a[0])-ord(b[0])), abs(int(a[1:])-int(b[1:]))]) == [1, 2] for a, b in zip(j['answer']['moves'], j['answer']['moves'][1:])) and len(set(j['answer']['moves'])) == 625" -- "$PL" knights tour --size 25 --start c3 --format json

# Usage errors and bad input: one line, exit 2.
expect help 0 '--closed' -- "$PL" knights tour --help
one_line size-big 2 "^puzzlelab: size: expected 1\.\.1000, got '1001'$" -- "$PL" knights tour --size 1001
one_line size-zero 2 "^puzzlelab: size: expected 1\.\.1000, got '0'$" -- "$PL" knights tour --size 0
one_line off-board 2 "'i1' is off the 8x8 board" -- "$PL" knights tour --size 8 --start i1
one_line bad-square 2 "expected a square" -- "$PL" knights tour --size 8 --start Z9
one_line bad-method 2 'method' -- "$PL" knights tour --method random

finish cli_knights
