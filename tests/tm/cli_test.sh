#!/usr/bin/env bash
# puzzlelab tm accept as a user meets it: the one report (text and JSON), exit codes, DIMACS,
# one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
SRC=$2
EX=$SRC/examples/tm
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

# Known facts: abba is a palindrome, abab is not; 9 is composite, 7 is prime.
PAL=("$PL" tm accept "$EX/palindrome.tm" --input abba --steps 20)
expect pal-accepts 0 '^solved: accepted in 15 steps \(verified\)$' -- "${PAL[@]}"
expect pal-within 0 '^tm file=.*palindrome\.tm input=abba steps=20, method sat$' -- "${PAL[@]}"
expect pal-verified 0 '^the formula is satisfiable; the run decoded from the model replayed;' -- "${PAL[@]}"
expect pal-tape 0 '^ +15  accept +_  _ \[_\]' -- "${PAL[@]}"
expect pal-formula 0 '^[0-9,]+ variables, [0-9,]+ clauses, [0-9,]+ conflicts; ' -- "${PAL[@]}"
expect pal-exactly-one 0 '; exactly-one pairwise;' -- "${PAL[@]}"
expect pal-bound 0 "Cook-Levin bound O\(T\^3\)" -- "${PAL[@]}"
expect pal-rejects 1 '^no solution: not accepted within 20 steps$' -- "$PL" tm accept "$EX/palindrome.tm" --input abab --steps 20
expect pal-rejects-unsat 1 '^the Cook-Levin formula is unsatisfiable' -- "$PL" tm accept "$EX/palindrome.tm" --input abab --steps 20
expect pal-too-short 1 '^no solution: not accepted within 14 steps$' -- "$PL" tm accept "$EX/palindrome.tm" --input abba --steps 14
expect pal-empty 0 '^solved: accepted in 1 step \(verified\)$' -- "$PL" tm accept "$EX/palindrome.tm" --steps 1
expect pal-empty-0 1 '^no solution: not accepted within 0 steps$' -- "$PL" tm accept "$EX/palindrome.tm" --steps 0
expect nine-composite 0 '^solved: accepted in 82 steps \(verified\)$' -- "$PL" tm accept "$EX/composite.tm" --input 111111111 --steps 82
expect nine-bfs 0 '^[0-9,]+ nodes; ' -- "$PL" tm accept "$EX/composite.tm" --input 111111111 --steps 82 --method bfs
expect nine-bfs-short 1 '^no solution: not accepted within 81 steps$' -- "$PL" tm accept "$EX/composite.tm" --input 111111111 --steps 81 --method bfs
expect seven-prime 1 '^no solution: not accepted within 60 steps$' -- "$PL" tm accept "$EX/composite.tm" --input 1111111 --steps 60 --at-most-one sequential
expect sequential 0 '; exactly-one sequential;' -- "$PL" tm accept "$EX/composite.tm" --input 1111 --steps 20 --at-most-one sequential
expect third 0 '^solved: accepted in 6 steps \(verified\)$' -- "$PL" tm accept "$EX/third_from_end.tm" --input baabb --steps 6
# Symbols may be given with spaces between them.
expect third-names 1 '^tm file=.*third_from_end\.tm input=babba steps=6, method sat$' -- "$PL" tm accept "$EX/third_from_end.tm" --input 'b a b b a' --steps 6

# JSON: says what the text says, and every report fits the schema; exit statuses beside.
json_check json-accepted "j['status'] == 'solved' and j['answer']['steps'] == 15 and len(j['answer']['run']) == 16 and j['answer']['run'][-1]['state'] == 'accept' and j['verified'] is True" -- "${PAL[@]}" --format json
expect json-accepted-exit 0 '"status": "solved"' -- "${PAL[@]}" --format json
# The note lists the clauses by group: they add up to the backend's count, under the cubic bound.
CLAUSE_GROUPS="__import__('re').findall(r'[A-I] ([0-9]+)', j['note'].split('clauses by group: ')[1].split(';')[0])"
json_check json-formula "sum(int(n) for n in $CLAUSE_GROUPS) == j['backend']['clauses'] and j['backend']['clauses'] <= float(j['note'].split('c*T^3 = ')[1].split(' ')[0])" -- "$PL" tm accept "$EX/composite.tm" --input 1111 --steps 20 --format json
json_check json-rejected "j['status'] == 'no_solution' and j['answer'] is None" -- "$PL" tm accept "$EX/composite.tm" --input 11111 --steps 40 --format json
expect json-rejected-exit 1 '"status": "no_solution"' -- "$PL" tm accept "$EX/composite.tm" --input 11111 --steps 40 --format json
json_check json-bfs "j['method'] == 'bfs' and j['stats']['nodes'] > 0 and j['answer']['steps'] == 31 and j['verified'] is True" -- "$PL" tm accept "$EX/composite.tm" --input 111111 --steps 40 --format json --method bfs
json_check json-bfs-rejected "j['status'] == 'no_solution' and j['stats']['nodes'] == 58" -- "$PL" tm accept "$EX/composite.tm" --input 11111 --steps 40 --format json --method bfs
for m in sat bfs; do
  json_check "json-stopped-$m" "j['status'] == 'stopped' and j['answer'] is None and j.get('backend', {}).get('variables') != 0" -- "$PL" tm accept "$EX/composite.tm" --input 111111 --steps 40 --format json --time-limit 1e-9 --method "$m"
  expect "json-stopped-$m-exit" 3 '"status": "stopped"' -- "$PL" tm accept "$EX/composite.tm" --input 111111 --steps 40 --format json --time-limit 1e-9 --method "$m"
done
expect time-limit-text 3 '^time limit of 1e-09 s reached' -- "$PL" tm accept "$EX/composite.tm" --input 111111 --steps 40 --time-limit 1e-9

# DIMACS: written, with the variables' meaning in comments; the same clause count as reported.
expect dimacs 0 '^solved: accepted in 10 steps' -- "$PL" tm accept "$EX/palindrome.tm" --input aba --steps 12 --emit-dimacs "$WORK/pal.cnf"
clauses=$("$PL" tm accept "$EX/palindrome.tm" --input aba --steps 12 --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["backend"]["clauses"])')
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
one_line bad-input-symbol 2 "^puzzlelab: input: symbol 'c' at position 3 is not in the alphabet" -- "$PL" tm accept "$EX/palindrome.tm" --input abcba --steps 3

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

finish cli_tm
