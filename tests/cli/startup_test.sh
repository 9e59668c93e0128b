#!/usr/bin/env bash
# Start-up (docs/architecture.md, "Start-up"): the program links none of the heavy solver or
# server libraries, opens them when a method or command needs them, and builds only the command
# its command line names while every command still answers as before.
# Usage: startup_test.sh PATH/TO/puzzlelab
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

# Not linked: Z3, CBC and its chain, cpp-httplib and OpenSSL.
expect no-heavy-libraries 1 '^$' -- bash -c \
  "readelf -d '$PL' | grep NEEDED | grep -Ei 'z3|cbc|clp|cgl|osi|coinutils|lapack|blas|httplib|ssl|crypto|brotli'"
expect needs-some-libraries 0 'libc\.so' -- bash -c "readelf -d '$PL' | grep NEEDED"

# Opened on first use: each declarative back-end still solves.
expect sat-solves 0 'solved' -- "$PL" peg solve --board triangle5 --method sat
expect smt-solves 0 'solved' -- "$PL" peg solve --board triangle5 --method smt
expect milp-solves 0 'solved' -- "$PL" peg solve --board triangle5 --method milp
expect nanobots-smt 0 'solved|optimal' -- "$PL" solve nanobots --method smt

# The root's help lists every command, though none is built for it.
for command in peg queens nanobots hanoi river knights tm tiles list solve compare race export \
  decode view serve bench; do
  expect "help-lists-$command" 0 "^  $command( |$)" -- "$PL" --help
done
# The command is found after the root's own options, values included.
expect after-ascii 0 'solved' -- "$PL" --ascii peg solve --board triangle5
expect after-color-value 0 'solved' -- "$PL" --color never peg solve --board triangle5
# A command family's own help, and a puzzle without a family (solve gives it one).
expect peg-help 0 'analyze' -- "$PL" peg --help
expect tiles-solve-help 0 '--method' -- "$PL" tiles solve --help
expect solve-help 0 'tiles' -- "$PL" solve --help
# Errors still name every command.
one_line unknown-command 2 "unknown command 'pge' \\(did you mean peg\\?\\)" -- "$PL" pge solve
one_line unknown-subcommand 2 "unknown command 'solv'.*expected solve, count, analyze, boards, decode" \
  -- "$PL" peg solv
one_line stray-word-before-verb 2 "unknown command 'xyz'.*expected solve, count, analyze" \
  -- "$PL" peg xyz solve
# Under a family, each verb is built when named, the others only listed.
expect peg-count-help 0 '--no-symmetry' -- "$PL" peg count --help
expect peg-analyze-help 0 '--max-positions' -- "$PL" peg analyze --help
expect queens-challenge-help 0 '--size' -- "$PL" queens challenge --help
expect hanoi-graph-help 0 '--disks' -- "$PL" hanoi graph --help
expect compare-peg-help 0 '--methods' -- "$PL" compare peg --help
expect export-queens-help 0 '--format' -- "$PL" export queens --help
expect decode-peg-help 0 '--from-solution' -- "$PL" decode peg --help
expect race-peg-help 0 '--trace-sample-budget' -- "$PL" race peg --help
expect compare-help 0 'nanobots' -- "$PL" compare --help

# serve runs the server program beside this one, which reads the whole command line.
expect serve-help 0 '--search-memory' -- "$PL" serve --help
one_line serve-bad-port 2 'port' -- "$PL" serve --port 70000
expect server-program-exists 0 'puzzlelab-serve' -- ls "$(dirname "$PL")/puzzlelab-serve"

finish startup
