#!/usr/bin/env bash
# The command line as a user meets it: exit codes, formats, one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
SRC=$2
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"


PLUS='^\(3, 2\) -> \(3, 0\), \(3, 4\) -> \(3, 2\), \(1, 3\) -> \(3, 3\), \(3, 3\) -> \(3, 1\), \(3, 0\) -> \(3, 2\), \(5, 3\) -> \(3, 3\), \(3, 2\) -> \(3, 4\), \(3, 5\) -> \(3, 3\)$'
expect plus-grader 0 "$PLUS" -- "$PL" peg solve --board plus --format grader
expect simple-grader 0 '^\(1, 3\) -> \(3, 3\)$' -- "$PL" peg solve --board simple --format grader
expect unsolvable 1 'no solution' -- "$PL" peg solve --board unsolvable --format grader
expect french-proof 1 'position classes' -- "$PL" peg solve --board french
expect english-text 0 '^solved: 31 jumps \(verified\)$' -- "$PL" peg solve --board english --ascii
expect standard-alias 0 '"instance": "board=english ' -- "$PL" peg solve --board standard --order konami --format json
expect json-status 0 '"status": "solved"' -- "$PL" peg solve --board triangle5 --format json
expect json-verified 0 '"verified": true' -- "$PL" peg solve --board rhombus --format json
expect show-steps 0 'x' -- "$PL" peg solve --board plus --show-steps --ascii
expect boards 0 'english7x7' -- "$PL" peg boards --ascii
expect boards-json 0 '"name": "triangleN"' -- "$PL" peg boards --format json
expect node-limit 3 'stopped by the node limit: 10 positions' -- "$PL" peg solve --board english --node-limit 10
expect english7x7-informed 0 '"instance": ".*order=informed"' -- "$PL" peg solve --board english7x7 --format json
expect informed-order 0 'order=informed, method dfs' -- "$PL" peg solve --board english --order informed --ascii
expect bad-order 2 'order' -- "$PL" peg solve --board english --order sideways
expect empty-option 0 '^solved: [0-9]+ jumps \(verified\)' -- "$PL" peg solve --board triangle5 --empty 4,2 --ascii
json_check count-json-win "j['answer']['count'] == 29760 and j['answer']['count_decimal'] == '29760'" -- "$PL" peg count --board triangle5 --format json
json_check count-json-lose "j['answer']['losing'] == 538870 and j['status'] == 'solved'" -- "$PL" peg count --board triangle5 --format json
expect count-text 0 '^solved: 29,760 winning games, 538,870 losing$' -- "$PL" peg count --board triangle5 --threads 1
expect count-limit 3 'stopped' -- "$PL" peg count --board english --time-limit 0.01 --format json
expect count-bad-threads 2 'threads' -- "$PL" peg count --board triangle5 --threads 0
expect analyze 0 '\(4, 2\) +yes +1550' -- "$PL" peg analyze --board triangle5 --ascii
expect analyze-json 0 '"counted_start_holes": 4' -- "$PL" peg analyze --board triangle5 --format json
expect bench 0 'signature [0-9a-f]{16}' -- "$PL" bench

# Help at every level.
expect help-root 0 'peg' -- "$PL" --help
expect help-peg 0 'solve' -- "$PL" peg --help
expect help-solve 0 '--board' -- "$PL" peg solve --help
expect help-count 0 '--no-symmetry' -- "$PL" peg count --help
expect help-analyze 0 '--board' -- "$PL" peg analyze --help

# Usage errors and bad input: one line, exit 2.
expect no-command 0 'Subcommands:' -- "$PL"  # a bare program prints its help
expect unknown-option 2 'bogus' -- "$PL" peg solve --bogus
expect unknown-board 2 "unknown board 'nowhere'" -- "$PL" peg solve --board nowhere
expect bad-format 2 'format' -- "$PL" peg solve --format xml
expect empty-off-board 2 'empty: \(0, 0\) is not a hole' -- "$PL" peg solve --board english --empty 0,0
expect bad-cell 2 'expected a cell as X,Y' -- "$PL" peg solve --board english --empty middle
expect big-triangle 2 'a triangle has 2 to 15 rows' -- "$PL" peg solve --board triangle99

printf 'ooo\noxo\n' >"$WORK/bad-char.txt"
expect bad-char 2 'bad-char.txt:2:2: unexpected character' -- "$PL" peg solve --board "$WORK/bad-char.txt"
printf '@ grid=square goal=5,5\nooo\no.o\n' >"$WORK/bad-goal.txt"
expect bad-goal 2 'bad-goal.txt:1:.*not a hole' -- "$PL" peg solve --board "$WORK/bad-goal.txt"
: >"$WORK/empty.txt"
expect empty-file 2 'empty.txt: the file draws no board' -- "$PL" peg solve --board "$WORK/empty.txt"
head -c 3000 /dev/urandom >"$WORK/binary.txt" 2>/dev/null
expect binary-file 2 'binary.txt' -- "$PL" peg solve --board "$WORK/binary.txt"
for i in $(seq 1 12); do printf 'ooooooooooo\n'; done >"$WORK/big.txt"
expect too-many-holes 2 'big.txt: the board has 132 holes; PuzzleLab supports at most 128' -- "$PL" peg solve --board "$WORK/big.txt"

# A custom board: a 3x3 grid with diagonal jumps, solved to one peg anywhere.
printf '@ diagonal=yes goal=any name=tiny\noo.\n.o.\n...\n' >"$WORK/tiny.txt"
expect custom-board 0 'board=.*tiny.txt .*method dfs' -- "$PL" peg solve --board "$WORK/tiny.txt" --ascii
printf '@ grid=triangular diagonal=yes\n  .\n o o\n' >"$WORK/tri-diagonal.txt"
expect triangle-diagonal 2 'tri-diagonal.txt: diagonal=yes applies to square grids only' -- "$PL" peg solve --board "$WORK/tri-diagonal.txt"
printf '@ grid=triangular goal=any\n  .\n o o\no o o\n' >"$WORK/tri3.txt"
expect custom-triangle 1 '^no solution$' -- "$PL" peg solve --board "$WORK/tri3.txt" --ascii

# Hostile input that used to crash or disable a limit: one line, exit 2.
printf 's SATISFIABLE\nv -9223372036854775808 0\n' >"$WORK/int64min.answer"
one_line decode-int64-min 2 'literal out of range' -- "$PL" peg decode --board triangle5 --from-solution "$WORK/int64min.answer"
one_line board-name-too-long 2 'unknown board' -- "$PL" peg solve --board "$(printf 'a%.0s' $(seq 300))"
ln -s "$WORK/loop-b" "$WORK/loop-a"; ln -s "$WORK/loop-a" "$WORK/loop-b"
one_line board-symlink-loop 2 'unknown board' -- "$PL" peg solve --board "$WORK/loop-a"
one_line goal-symlink-loop 2 'unknown goal' -- "$PL" peg solve --board triangle5 --goal "$WORK/loop-a"
one_line time-limit-nan 2 'time-limit: expected a positive number' -- "$PL" peg solve --board triangle5 --time-limit nan
if [[ -w /dev/full ]]; then
  one_line full-disk 2 'standard output: write failed' -- bash -c "\"$PL\" solve peg --board triangle5 >/dev/full"
  one_line full-disk-export 2 'write failed' -- bash -c "\"$PL\" export peg --board english --format lp >/dev/full"
fi
one_line time-limit-inf 2 'time-limit: expected a positive number' -- "$PL" solve queens --time-limit inf
# An old spelling (docs/cli.md) given with its new one: one line naming both.
one_line old-and-new-size 2 '--size excludes --n \(its old spelling' -- "$PL" solve queens --n 6 --size 7
one_line old-and-new-goal 2 '--goal excludes --to \(its old spelling' -- "$PL" hanoi solve --to AAA --goal BBB
expect old-instance-word 0 '^queens size=6 lock=none' -- "$PL" solve queens n=6

# One report layout: `hanoi solve` lists its moves where `solve hanoi` draws them; the header, the
# answer line, the note and the work line are the same (the seconds aside).
report_frame() {
  "$@" 2>&1 | sed -E 's/[0-9]+\.[0-9]{3} s$/S s/' | awk 'NR == 1 { print } { last[NR % 3] = $0 }
    END { for (i = NR - 2; i <= NR; i++) print last[i % 3] }'
}
for instance in "--disks 3" "--start ACB --goal BBB --method bfs" "--disks 5 --pegs 4" \
  "--disks 2 --method milp" "--start ACB --goal ACB"; do
  # shellcheck disable=SC2086  # the instance is several words
  frames=$(diff <(report_frame "$PL" hanoi solve $instance) <(report_frame "$PL" solve hanoi $instance) 2>&1 && echo same)
  expect "hanoi-frame $instance" 0 '^same$' -- echo "$frames"
done
expect hanoi-header 0 '^hanoi disks=3 pegs=3 start=AAA goal=BBB, method recursive$' -- "$PL" hanoi solve --disks 3
expect hanoi-listed 0 '^move disk 3 from peg A to B$' -- "$PL" hanoi solve --disks 3
expect hanoi-answer 0 '^optimal: 7 moves \(verified\)$' -- "$PL" hanoi solve --disks 3
expect hanoi-work 0 '^7 nodes; [0-9.]+ s$' -- "$PL" hanoi solve --disks 3
expect hanoi-bfs-work 0 '^16 nodes; [0-9.]+ s$' -- "$PL" hanoi solve --disks 3 --method bfs
# --count-only: the report without the moves, in text (four lines) and in JSON.
expect hanoi-count-text 0 '^optimal: 7 moves \(verified\)$' -- "$PL" hanoi solve --disks 3 --count-only
expect hanoi-count-text-lines 0 '^4$' -- bash -c "'$PL' hanoi solve --disks 3 --count-only | wc -l"
json_check hanoi-count-json 'j["answer"] == {"move_count": 7} and j["verified"] and j["status"] == "optimal"' -- "$PL" hanoi solve --disks 3 --count-only --format json
json_check hanoi-count-json-bfs '"moves" not in j["answer"] and j["answer"]["move_count"] == 5' -- "$PL" hanoi solve --start AAB --goal BBA --method bfs --count-only --format json
json_check hanoi-count-json-big 'j == {"disks": 100, "pegs": 3, "method": "recursive", "move_count": 2**100 - 1}' -- "$PL" hanoi solve --disks 100 --count-only --format json
expect hanoi-count-big 0 '^optimal: 1,267,650,600,228,229,401,496,703,205,375 moves$' -- "$PL" hanoi solve --disks 100 --count-only
expect hanoi-count-big-header 0 '^hanoi disks=100 pegs=3, method recursive$' -- "$PL" hanoi solve --disks 100 --count-only
one_line hanoi-count-big-four-pegs 2 'out of range \(1..64; up to 10000 for the classic count on 3 pegs\)' -- "$PL" hanoi solve --disks 100 --pegs 4 --count-only

# "no solution" once in a text report: the answer line says it, the note says why.
printf 's UNSATISFIABLE\n' >"$WORK/unsat.answer"
while IFS= read -r command; do
  expect "no-solution-once $command" 0 '^1$' -- bash -c "'$PL' $command --ascii 2>&1 | grep -c 'no solution'"
done <<EOF_COMMANDS
solve tiles --start 2,1,3,4,5,6,7,8,0
tiles solve --start 1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0
solve peg --board unsolvable --method sat
solve queens --size 3
solve knights --size 3
solve river --file $SRC/examples/river/impossible.river
solve tm --file $SRC/examples/tm/composite.tm --input 11111 --steps 30
decode peg --board triangle5 --from-solution $WORK/unsat.answer
EOF_COMMANDS

finish cli_peg
