#!/usr/bin/env bash
# puzzlelab tm accept as a user meets it: answers, exit codes, JSON, DIMACS, one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
SRC=$2
EX=$SRC/examples/tm
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

# Known facts: abba is a palindrome, abab is not; 9 is composite, 7 is prime.
expect pal-accepts 0 '^.*palindrome.tm accepts abba within 20 steps \(accepting state at step 15\)' -- "$PL" tm accept "$EX/palindrome.tm" --input abba --steps 20
expect pal-verified 0 '^Computation verified' -- "$PL" tm accept "$EX/palindrome.tm" --input abba --steps 20
expect pal-tape 0 '^ +15  accept +_  _ \[_\]' -- "$PL" tm accept "$EX/palindrome.tm" --input abba --steps 20
expect pal-formula 0 '^Formula: [0-9]+ variables, [0-9]+ clauses \(exactly-one: pairwise\)' -- "$PL" tm accept "$EX/palindrome.tm" --input abba --steps 20
expect pal-bound 0 "Cook-Levin bound O\(T\^3\)" -- "$PL" tm accept "$EX/palindrome.tm" --input abba --steps 20
expect pal-rejects 1 'does not accept abab within 20 steps \(the formula is unsatisfiable\)' -- "$PL" tm accept "$EX/palindrome.tm" --input abab --steps 20
expect pal-too-short 1 'does not accept abba within 14 steps' -- "$PL" tm accept "$EX/palindrome.tm" --input abba --steps 14
expect pal-empty 0 'accepts the empty word within 1 steps' -- "$PL" tm accept "$EX/palindrome.tm" --steps 1
expect pal-empty-0 1 'does not accept the empty word within 0 steps' -- "$PL" tm accept "$EX/palindrome.tm" --steps 0
expect nine-composite 0 'accepts 111111111 within 82 steps' -- "$PL" tm accept "$EX/composite.tm" --input 111111111 --steps 82
expect nine-bfs 0 'Breadth-first search: [0-9]+ distinct configurations' -- "$PL" tm accept "$EX/composite.tm" --input 111111111 --steps 82 --method bfs
expect nine-bfs-short 1 'does not accept 111111111 within 81 steps' -- "$PL" tm accept "$EX/composite.tm" --input 111111111 --steps 81 --method bfs
expect seven-prime 1 'does not accept 1111111 within 60 steps' -- "$PL" tm accept "$EX/composite.tm" --input 1111111 --steps 60 --at-most-one sequential
expect sequential 0 'exactly-one: sequential' -- "$PL" tm accept "$EX/composite.tm" --input 1111 --steps 20 --at-most-one sequential
expect third 0 'accepts baabb within 6 steps' -- "$PL" tm accept "$EX/third_from_end.tm" --input baabb --steps 6
expect third-names 1 'does not accept' -- "$PL" tm accept "$EX/third_from_end.tm" --input 'b a b b a' --steps 6

# JSON: parses, and says what the text says.
json_check() {  # json_check NAME STATUS PYTHON-EXPRESSION -- COMMAND...
  local name=$1 status=$2 check=$3
  shift 4
  local out rc
  out=$("$@" 2>/dev/null)
  rc=$?
  if [[ $rc -ne $status ]]; then echo "FAIL $name: exit $rc, expected $status"; failed=$((failed + 1)); return; fi
  if ! python3 -c "import json,sys; j=json.load(sys.stdin); sys.exit(0 if ($check) else 1)" <<<"$out"; then
    echo "FAIL $name: JSON does not satisfy $check"; echo "$out" | head -20; failed=$((failed + 1)); return
  fi
  passed=$((passed + 1))
}
json_check json-accepted 0 "j['status'] == 'accepted' and j['accepted_at'] == 15 and len(j['computation']) == 16 and j['computation'][-1]['state'] == 'accept' and j['verified']" -- "$PL" tm accept "$EX/palindrome.tm" --input abba --steps 20 --format json
json_check json-formula 0 "j['formula']['clauses'] == sum(j['formula']['groups'].values()) and j['formula']['clauses'] <= j['formula']['cubic_bound']" -- "$PL" tm accept "$EX/composite.tm" --input 1111 --steps 20 --format json
json_check json-rejected 1 "j['status'] == 'rejected' and 'computation' not in j" -- "$PL" tm accept "$EX/composite.tm" --input 11111 --steps 40 --format json
json_check json-bfs 0 "j['method'] == 'bfs' and j['configurations'] > 0 and j['accepted_at'] == 31" -- "$PL" tm accept "$EX/composite.tm" --input 111111 --steps 40 --format json --method bfs
json_check json-stopped 3 "j['status'] == 'stopped'" -- "$PL" tm accept "$EX/composite.tm" --input 111111 --steps 40 --format json --time-limit 1e-9
expect time-limit-text 3 'stopped by a limit before an answer' -- "$PL" tm accept "$EX/composite.tm" --input 111111 --steps 40 --time-limit 1e-9

# DIMACS: written, with the variables' meaning in comments; the same clause count as reported.
expect dimacs 0 'accepts' -- "$PL" tm accept "$EX/palindrome.tm" --input aba --steps 12 --emit-dimacs "$WORK/pal.cnf"
clauses=$("$PL" tm accept "$EX/palindrome.tm" --input aba --steps 12 --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["formula"]["clauses"])')
expect dimacs-header 0 "^p cnf [0-9]+ $clauses\$" -- cat "$WORK/pal.cnf"
expect dimacs-comments 0 '^c S\[s,t\] square s scanned' -- cat "$WORK/pal.cnf"
expect dimacs-unwritable 2 'nowhere/x.cnf: cannot write the file' -- "$PL" tm accept "$EX/palindrome.tm" --input aba --steps 12 --emit-dimacs "$WORK/nowhere/x.cnf"
expect dimacs-bfs 2 'emit-dimacs needs --method sat' -- "$PL" tm accept "$EX/palindrome.tm" --input aba --steps 12 --emit-dimacs "$WORK/x.cnf" --method bfs

# Help, usage errors and bad input: one line, exit 2.
expect help-tm 0 'accept' -- "$PL" tm --help
expect help-accept 0 '--steps' -- "$PL" tm accept --help
expect no-steps 2 'steps' -- "$PL" tm accept "$EX/palindrome.tm" --input abba
expect negative-steps 2 'steps' -- "$PL" tm accept "$EX/palindrome.tm" --input abba --steps -1
expect bad-encoding 2 'at-most-one' -- "$PL" tm accept "$EX/palindrome.tm" --steps 3 --at-most-one magic
expect too-big 2 'more than the limit of 50000000 clauses' -- "$PL" tm accept "$EX/palindrome.tm" --input abba --steps 5000
expect missing-file 2 'nowhere.tm: cannot open the file' -- "$PL" tm accept "$WORK/nowhere.tm" --steps 3
expect bad-input-symbol 2 "^puzzlelab: --input: symbol 'c' at position 3 is not in the alphabet" -- "$PL" tm accept "$EX/palindrome.tm" --input abcba --steps 3

printf 'states q0 acc\nalphabet _ a\nstart q0\naccept acc\nq0 b -> acc a R\n' >"$WORK/bad-symbol.tm"
expect bad-symbol 2 "^puzzlelab: .*bad-symbol.tm:5:4: unknown symbol 'b'$" -- "$PL" tm accept "$WORK/bad-symbol.tm" --steps 3
printf 'states q0 acc\nalphabet _ a\nstart q0\naccept acc\n\nq0 a -> acc a X\n' >"$WORK/bad-move.tm"
expect bad-move 2 "bad-move.tm:6:15: the move is L, N or R, not 'X'" -- "$PL" tm accept "$WORK/bad-move.tm" --steps 3
printf 'states q0 acc\nalphabet _ a\naccept acc\n' >"$WORK/no-start.tm"
expect no-start 2 "no-start.tm: the machine has no 'start' line" -- "$PL" tm accept "$WORK/no-start.tm" --steps 3
printf 'states q0 acc q0\n' >"$WORK/twice.tm"
expect twice 2 "twice.tm:1:15: state 'q0' is listed twice" -- "$PL" tm accept "$WORK/twice.tm" --steps 3
head -c 3000 /dev/urandom >"$WORK/binary.tm" 2>/dev/null
expect binary-file 2 'binary.tm' -- "$PL" tm accept "$WORK/binary.tm" --steps 3

finish cli_turing
