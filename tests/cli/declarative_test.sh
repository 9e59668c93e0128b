#!/usr/bin/env bash
# The declarative methods from the command line: peg solve --method sat|smt|milp, --all,
# --emit, compare, export and decode (with the Debian cadical, z3 and cbc programs when present).
# Usage: declarative_test.sh PATH/TO/puzzlelab
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

for method in sat smt milp; do
  expect "$method-triangle5" 0 '^solved: 13 jumps \(verified\)$' -- "$PL" peg solve --board triangle5 --method "$method" --ascii
  expect "$method-unsolvable" 1 '^no solution$' -- "$PL" peg solve --board unsolvable --method "$method" --ascii
  expect "$method-json" 0 '"verified": true' -- "$PL" peg solve --board plus --method "$method" --format json
done
expect sat-stats 0 '^[0-9,]+ variables, [0-9,]+ clauses, [0-9,]+ conflicts; ' -- "$PL" peg solve --board triangle5 --method sat --ascii
expect sat-conflict-limit 3 'stopped by the node limit: 5 conflicts' -- "$PL" peg solve --board english --method sat --node-limit 5 --ascii
expect milp-time-limit 3 '"status": "stopped"' -- "$PL" peg solve --board english --method milp --time-limit 0.5 --format json
expect sat-all 0 'that is all of them' -- "$PL" peg solve --board plus --method sat --all
expect sat-all-cap 0 'stopped at the solutions asked for' -- "$PL" peg solve --board triangle5 --method sat --all --max-solutions 3
json_check sat-all-json "j['answer']['count'] == 3 and len(j['answer']['solutions']) == 3 and not j['answer']['complete'] and j['verified']" -- "$PL" peg solve --board triangle5 --method sat --all --max-solutions 3 --format json
expect all-needs-sat 2 'only --method sat' -- "$PL" peg solve --board plus --all
expect bad-amo 2 'pairwise' -- "$PL" peg solve --board plus --method sat --at-most-one ladder
for encoding in pairwise sequential commander; do
  expect "sat-amo-$encoding" 0 '^solved: 13 jumps' -- "$PL" peg solve --board triangle5 --method sat --at-most-one "$encoding" --ascii
done
expect sat-no-pruning 0 '^solved: 13 jumps' -- "$PL" peg solve --board triangle5 --method sat --no-symmetry-breaking --no-commuting-order --peg-counts --ascii

# compare
expect compare-table 0 'milp +solved' -- "$PL" compare peg --board triangle5 --methods dfs,count,sat,smt,milp
expect compare-json 0 '"instance"' -- "$PL" compare peg --board triangle5 --methods dfs,sat --format json
json_check compare-json-parses 'len(j["results"]) == 5' -- "$PL" compare peg --board plus --methods dfs,count,sat,smt,milp --format json
expect compare-unsolvable 1 'no_solution' -- "$PL" compare peg --board unsolvable --methods dfs,sat,milp
expect compare-bad-method 2 "unknown method 'magic'" -- "$PL" compare peg --board plus --methods dfs,magic

# export, then solve with another program and decode
expect export-dimacs 0 '^p cnf [0-9]+ [0-9]+' -- "$PL" export peg --board triangle5 --format dimacs
expect export-dimacs-comments 0 '^c variable' -- "$PL" export peg --board triangle5 --format dimacs
expect export-smt2 0 'check-sat' -- "$PL" export peg --board triangle5 --format smt2
expect export-lp 0 'Subject To' -- "$PL" export peg --board triangle5 --format lp
expect export-mps 0 '^ROWS' -- "$PL" export peg --board triangle5 --format mps
expect export-bad-format 2 'format' -- "$PL" export peg --board triangle5 --format xml
expect export-unwritable 2 'cannot' -- "$PL" export peg --board triangle5 --format lp -o /nonexistent/dir/x.lp
expect emit-smt2 0 '^solved: 13 jumps' -- "$PL" peg solve --board triangle5 --method smt --emit smt2 "$WORK/emitted.smt2" --ascii
expect emitted-file 0 'get-value' -- cat "$WORK/emitted.smt2"
expect emit-bad-format 2 "unknown format 'xml'" -- "$PL" peg solve --board triangle5 --emit xml "$WORK/x"

if command -v cadical >/dev/null; then
  "$PL" export peg --board triangle5 --format dimacs -o "$WORK/t5.cnf"
  cadical "$WORK/t5.cnf" >"$WORK/t5.cadical"
  expect decode-cadical 0 '^solved: 13 jumps \(verified\)$' -- "$PL" peg decode --board triangle5 --from-solution "$WORK/t5.cadical" --ascii
  "$PL" export peg --board unsolvable --format dimacs -o "$WORK/u.cnf"
  cadical "$WORK/u.cnf" >"$WORK/u.cadical"
  expect decode-cadical-unsat 1 '^no solution$' -- "$PL" peg decode --board unsolvable --from-solution "$WORK/u.cadical"
  expect decode-cadical-unsat-why 1 '^the solver proved the model infeasible$' -- "$PL" peg decode --board unsolvable --from-solution "$WORK/u.cadical"
  json_check decode-cadical-unsat-json 'j["status"] == "no_solution"' -- "$PL" peg decode --board unsolvable --from-solution "$WORK/u.cadical" --format json
  expect decode-generic 0 '^solved: 13 jumps \(verified\)$' -- "$PL" decode peg --board triangle5 --from-solution "$WORK/t5.cadical"
  expect decode-wrong-board 2 'not .*legal game|was the model written for another board' -- "$PL" peg decode --board triangle5 --empty 2,2 --from-solution "$WORK/t5.cadical"
fi
if command -v z3 >/dev/null; then
  "$PL" export peg --board triangle5 --format smt2 -o "$WORK/t5.smt2"
  z3 "$WORK/t5.smt2" >"$WORK/t5.z3"
  json_check decode-z3 "j['status'] == 'solved' and j['answer']['move_count'] == 13 and j['verified'] and j['method'] == 'read plan'" -- "$PL" peg decode --board triangle5 --from-solution "$WORK/t5.z3" --format json
fi
if command -v cbc >/dev/null; then
  "$PL" export peg --board triangle5 --format mps -o "$WORK/t5.mps"
  cbc "$WORK/t5.mps" solve solution "$WORK/t5.sol" >/dev/null
  expect decode-cbc 0 '^solved: 13 jumps \(verified\)$' -- "$PL" peg decode --board triangle5 --from-solution "$WORK/t5.sol" --ascii
fi
printf 'hello\n' >"$WORK/garbage.txt"
expect decode-garbage 2 'garbage.txt.*not a solver answer' -- "$PL" peg decode --board triangle5 --from-solution "$WORK/garbage.txt"
expect decode-no-reader 2 'knights' -- "$PL" decode knights --from-solution "$WORK/garbage.txt"
expect decode-hanoi-garbage 2 'garbage.txt:1:1: ' -- "$PL" decode hanoi --from-solution "$WORK/garbage.txt"
expect decode-missing 2 'cannot open' -- "$PL" peg decode --board triangle5 --from-solution "$WORK/none.txt"

finish cli_declarative
