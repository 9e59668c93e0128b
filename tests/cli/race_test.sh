#!/usr/bin/env bash
# puzzlelab race: the self-contained page it writes, the table it prints, its exit statuses and
# its one-line errors. The page's behaviour is tests/browser/race_test.mjs's.
# Usage: race_test.sh PATH/TO/puzzlelab
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

# A page and the comparison table, with the page's name and size at the end.
expect peg-race 0 "Race page: $WORK/peg.html \\(2 methods, [0-9]+ (KiB|bytes)\\)" -- \
  "$PL" race peg --board triangle5 --methods dfs,sat -o "$WORK/peg.html"
expect peg-table 0 '^dfs +solved' -- "$PL" race peg --board triangle5 --methods dfs,sat -o "$WORK/peg.html"
expect page-doctype 0 '^<!doctype html>' -- head -1 "$WORK/peg.html"
# Self-contained: no address of any kind to load; the race's data embedded once.
expect no-urls 1 '^$' -- grep -Ei 'https?://|url\(|@import' "$WORK/peg.html"
expect no-external-files 1 '^$' -- grep -Ei '<script[^>]* src=|<link[^>]* href=' "$WORK/peg.html"
expect data-embedded 0 '^1$' -- grep -cF '<script type="application/json" id="puzzlelab-race">{"instance":"board=triangle5' "$WORK/peg.html"
expect scripts-inlined 0 'PuzzleLab.Race = Race' -- grep -F 'PuzzleLab.Race = Race' "$WORK/peg.html"
expect default-title 0 '<title>PuzzleLab race: peg board=triangle5' -- grep -F '<title>' "$WORK/peg.html"
# Each lane's trace is in the page; dfs traces its search, sat its answer.
expect traces-embedded 0 '"method":"dfs"' -- grep -oF '"method":"dfs"' "$WORK/peg.html"

# JSON: compare's schema, one result per method.
expect json 0 '"results"' -- "$PL" race peg --board triangle5 --methods dfs,sat -o "$WORK/j.html" --format json
expect json-parses 0 '^2$' -- bash -c "'$PL' race peg --board triangle5 --methods dfs,sat -o '$WORK/j.html' --format json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)[\"results\"]))'"

# The default output name, and the page on stdout with one line on stderr.
expect default-output 0 'Race page: race-hanoi.html' -- bash -c "cd '$WORK' && '$PL' race hanoi --disks 3 --methods recursive,bfs"
expect default-output-exists 0 'race-hanoi.html' -- ls "$WORK/race-hanoi.html"
expect stdout 0 '^<!doctype html>' -- bash -c "'$PL' race hanoi --disks 3 --methods recursive,bfs -o - 2>/dev/null | head -1"
expect stdout-summary 0 '^race page: 2 methods' -- bash -c "'$PL' race hanoi --disks 3 --methods recursive,bfs -o - 2>&1 >/dev/null"

# The default methods: the puzzle's first six (the Queen's Challenge for queens).
expect queens-default 0 'Race page: .*\(6 methods' -- "$PL" race queens 6 --lock b1 -o "$WORK/q.html" --time-limit 20
expect help-names-defaults 0 'brute,rows,backtrack,forward,propagate,sat' -- "$PL" race queens --help

# A method that stops at its limit: exit 3 when no method answers; no answer exists: exit 1.
expect all-stopped 3 'stopped' -- "$PL" race queens 8 --methods brute,rows --node-limit 10 -o "$WORK/s.html"
expect no-solution 1 'no_solution' -- "$PL" race queens 3 --methods backtrack,forward -o "$WORK/n.html"

# Errors: one line, exit 2.
one_line one-method 2 '^puzzlelab: --methods: a race takes 2 to 6 methods, got 1$' -- "$PL" race peg --methods dfs -o "$WORK/x.html"
one_line seven-methods 2 'a race takes 2 to 6 methods, got 7' -- "$PL" race queens --methods brute,rows,backtrack,forward,propagate,sat,construct -o "$WORK/x.html"
one_line unknown-method 2 "unknown method|has no method" -- "$PL" race peg --methods dfs,bogus -o "$WORK/x.html"
one_line unwritable 2 'cannot write the page' -- "$PL" race hanoi --disks 2 --methods recursive,bfs -o "$WORK/no/such/dir/x.html"
one_line bad-budget 2 'sample-budget' -- "$PL" race peg --methods dfs,sat --trace-sample-budget x
expect help 0 'side by side on one clock' -- "$PL" race --help

finish race_test
