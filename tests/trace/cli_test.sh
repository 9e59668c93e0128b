#!/usr/bin/env bash
# --trace, --trace-limit and --trace-snapshot on every solve command, as a user meets them: the
# trace file, the text and JSON reports of it, standard output as the trace, one-line errors.
# Usage: cli_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
SRC=$2
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"
BOTS=$SRC/tests/nanobots/data/example-part2.txt

# trace_check NAME FILE PYTHON-EXPRESSION: FILE is a well-formed trace (every line JSON, the
# header first, the end last) and the expression holds; head is the header, lines every line
# after it, end the last one.
trace_check() {
  local name=$1 file=$2 check=$3
  if python3 - "$file" "$check" <<'PY'
import json, sys
head, *lines = [json.loads(line) for line in open(sys.argv[1])]
end = lines[-1]
events = [l for l in lines[:-1] if l["e"] not in ("snapshot", "truncated")]
ok = (head["trace"] == "puzzlelab-trace" and head["version"] == 1 and end["e"] == "end"
      and end["events"] == len(events))
sys.exit(0 if ok and eval(sys.argv[2]) else 1)
PY
  then
    passed=$((passed + 1))
  else
    echo "FAIL $name: trace check failed: $check"; failed=$((failed + 1))
  fi
}

# Peg solitaire.
expect peg-text 0 "Trace: $WORK/p.jsonl \([0-9]+ events\)" -- "$PL" peg solve --board triangle5 --trace "$WORK/p.jsonl"
trace_check peg-file "$WORK/p.jsonl" 'head["puzzle"] == "peg" and head["method"] == "dfs" and end["status"] == "solved" and any(l["e"] == "solution" for l in lines)'
expect peg-cut 0 'cut at 10 events' -- "$PL" peg solve --board english --trace "$WORK/c.jsonl" --trace-limit 10
trace_check peg-cut-file "$WORK/c.jsonl" 'end["truncated"] and end["events"] == 10 and lines[-2]["e"] == "truncated"'
"$PL" peg solve --board english --trace "$WORK/s.jsonl" --trace-snapshot 50 >/dev/null
trace_check peg-snapshots "$WORK/s.jsonl" 'head["snapshot_every"] == 50 and sum(l["e"] == "snapshot" for l in lines) == end["events"] // 50'
json_check peg-json 'j["trace"]["file"] == "'"$WORK/p.jsonl"'" and j["trace"]["truncated"] is False and j["trace"]["events"] > 0' -- "$PL" peg solve --board triangle5 --format json --trace "$WORK/p.jsonl"
json_check peg-json-cut 'j["trace"]["truncated"] is True and j["trace"]["events"] == 5' -- "$PL" peg solve --board english --format json --trace "$WORK/p.jsonl" --trace-limit 5
json_check peg-json-untraced '"trace" not in j' -- "$PL" peg solve --board triangle5 --format json
expect peg-sat 0 'Trace: ' -- "$PL" peg solve --board triangle5 --method sat --trace "$WORK/sat.jsonl"
trace_check peg-sat-file "$WORK/sat.jsonl" 'head["method"] == "sat" and [l["e"] for l in lines[:-1] if l["e"] != "progress"] == ["move"] * 13 + ["solution"]'
expect peg-no-solution 1 'Trace: ' -- "$PL" peg solve --board unsolvable --trace "$WORK/u.jsonl"
trace_check peg-no-solution-file "$WORK/u.jsonl" 'end["status"] == "no_solution"'
one_line peg-all 2 'not with more than one solution' -- "$PL" peg solve --board triangle5 --method sat --solutions all --trace "$WORK/x.jsonl"

# Standard output as the trace: nothing else on it, the usual report on standard error.
"$PL" peg solve --board triangle5 --trace - >"$WORK/out.jsonl" 2>"$WORK/err.txt"
trace_check stdout-trace "$WORK/out.jsonl" 'head["puzzle"] == "peg"'
expect stdout-report 0 '^solved: 13 jumps' -- cat "$WORK/err.txt"
expect stdout-says 0 'Trace: standard output' -- cat "$WORK/err.txt"
"$PL" queens solve 6 --all --format json --trace - >"$WORK/q.jsonl" 2>"$WORK/q.json"
trace_check stdout-json-trace "$WORK/q.jsonl" 'end["status"] == "solved" and end["solutions"] == 4'
json_check stdout-json-report 'j["trace"]["file"] == "-" and j["answer"]["count"] == 4' -- cat "$WORK/q.json"

# Queens.
expect queens-text 0 'Trace: .*q6.jsonl' -- "$PL" queens solve 6 --lock b1 --method forward --trace "$WORK/q6.jsonl"
trace_check queens-file "$WORK/q6.jsonl" 'head["instance"] == {"n": 6, "locked": [[0, 1]]} and head["initial"] == {"queens": [[0, 1]]}'
json_check queens-json 'j["trace"]["truncated"] is True' -- "$PL" queens solve 8 --method rows --all --format json --trace "$WORK/q8.jsonl" --trace-limit 100
trace_check queens-cut "$WORK/q8.jsonl" 'end["events"] == 100 and end["truncated"]'

# Tower of Hanoi: the moves of the answer, then the solution.
expect hanoi-text 0 'Trace: .*h.jsonl \(16 events\)' -- "$PL" hanoi solve --disks 4 --trace "$WORK/h.jsonl"
trace_check hanoi-file "$WORK/h.jsonl" 'head["instance"] == {"disks": 4, "pegs": 3, "goal": "BBBB"} and lines[-2]["e"] == "solution"'
expect hanoi-bfs 0 'Trace: ' -- "$PL" hanoi solve --start ACBA --goal BBBB --pegs 4 --method bfs --trace "$WORK/hb.jsonl"
trace_check hanoi-bfs-file "$WORK/hb.jsonl" 'head["initial"] == {"config": "ACBA"} and head["method"] == "bfs"'
expect hanoi-count-only 0 'cut at 100 events' -- "$PL" hanoi solve --disks 30 --count-only --trace "$WORK/h30.jsonl" --trace-limit 100
json_check hanoi-json 'j["trace"]["truncated"] is True and j["answer"]["move_count"] == 1073741823' -- "$PL" hanoi solve --disks 30 --count-only --format json --trace "$WORK/h30.jsonl" --trace-limit 100
one_line hanoi-too-many 2 'at most 64 disks' -- "$PL" hanoi solve --disks 65 --count-only --trace "$WORK/x.jsonl"

# Nanobots: boxes and better points for bnb, the answer for the other methods.
expect bots-text 0 'Trace: ' -- "$PL" nanobots solve "$BOTS" --trace "$WORK/n.jsonl"
trace_check bots-file "$WORK/n.jsonl" 'len(head["instance"]["bots"]) == 6 and any(l["e"] == "box" for l in lines) and [l for l in lines if l["e"] == "solution"][-1]["point"] == [12, 12, 12]'
expect bots-brute 0 'Trace: ' -- "$PL" nanobots solve "$SRC/tests/nanobots/data/example-part1.txt" --method brute --trace "$WORK/nb.jsonl"
trace_check bots-brute-file "$WORK/nb.jsonl" 'end["events"] == 1 and lines[0]["e"] == "solution" and head["method"] == "brute"'
json_check bots-json 'j["trace"]["truncated"] is False and j["answer"]["part2"]["distance"] == 36' -- "$PL" nanobots solve "$BOTS" --format json --trace "$WORK/n.jsonl"

# Every puzzle through `puzzlelab solve`: the methods that trace only their answer write it.
for run in "river bfs" "knights warnsdorff" "tm bfs" "tiles ida" "queens construct" "peg count --board triangle5"; do
  read -r puzzle method rest <<<"$run"
  # shellcheck disable=SC2086 # rest holds the extra options, one word each
  expect "solve-$puzzle-$method" 0 'Trace: ' -- "$PL" solve "$puzzle" --method "$method" $rest --trace "$WORK/$puzzle.jsonl"
  trace_check "solve-$puzzle-$method-file" "$WORK/$puzzle.jsonl" 'head["puzzle"] == "'"$puzzle"'" and head["method"] == "'"$method"'" and end["status"] in ("solved", "optimal")'
done
trace_check solve-river-moves "$WORK/river.jsonl" '[l["e"] for l in lines[:-1]] == ["move"] * 7 + ["solution"] and end["nodes"] == 9'
trace_check solve-count "$WORK/peg.jsonl" 'end["events"] == 0 and end["count"] == 29760'
# Their traces make viewer pages; a puzzle the viewer has no drawing of is refused.
expect view-answer 0 'river bfs, 8 events, status optimal' -- "$PL" view "$WORK/river.jsonl" -o "$WORK/river.html"
printf '%s\n' '{"trace":"puzzlelab-trace","version":1,"puzzle":"sudoku","method":"x","instance":{},"initial":{}}' >"$WORK/sudoku.jsonl"
one_line view-unknown-puzzle 2 "puzzle 'sudoku' is not one the viewer draws" -- "$PL" view "$WORK/sudoku.jsonl" -o "$WORK/x.html"

# Bad options: one line, exit 2.
one_line bad-path 2 'cannot write the trace' -- "$PL" peg solve --board triangle5 --trace /nonexistent/dir/t.jsonl
one_line bad-path-queens 2 'cannot write the trace' -- "$PL" queens solve 5 --method rows --trace /nonexistent/dir/t.jsonl
one_line bad-path-hanoi 2 'cannot write the trace' -- "$PL" hanoi solve --disks 3 --trace /nonexistent/dir/t.jsonl
one_line bad-path-bots 2 'cannot write the trace' -- "$PL" nanobots solve "$BOTS" --trace /nonexistent/dir/t.jsonl
one_line limit-zero 2 'trace-limit: must be at least 1' -- "$PL" peg solve --board triangle5 --trace "$WORK/z.jsonl" --trace-limit 0
one_line limit-zero-hanoi 2 'trace-limit: must be at least 1' -- "$PL" hanoi solve --disks 3 --trace "$WORK/z.jsonl" --trace-limit 0
one_line snapshot-zero 2 'trace-snapshot: must be at least 1' -- "$PL" queens solve 6 --method rows --trace "$WORK/z.jsonl" --trace-snapshot 0
expect limit-text 2 'trace-limit' -- "$PL" peg solve --board triangle5 --trace "$WORK/z.jsonl" --trace-limit many
expect help-peg 0 '--trace-limit' -- "$PL" peg solve --help
expect help-queens 0 '--trace-snapshot' -- "$PL" queens solve --help
expect help-hanoi 0 '--trace FILE' -- "$PL" hanoi solve --help
expect help-bots 0 '--trace' -- "$PL" nanobots solve --help

finish cli_trace
