#!/usr/bin/env bash
# puzzlelab view: the self-contained page it writes, and its one-line errors.
# Usage: view_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
SRC=$2
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"
FIX=$SRC/tests/browser/fixtures

# A page from a trace: the summary line names the output, the puzzle and the events.
expect write-page 0 "^$WORK/peg.html: peg dfs, 509 events, status solved, [0-9]+ KiB$" -- \
  "$PL" view "$FIX/peg_triangle5.jsonl" -o "$WORK/peg.html"
expect page-doctype 0 '^<!doctype html>' -- head -1 "$WORK/peg.html"
# Self-contained: no address of any kind to load, no file to fetch; the trace is embedded.
expect no-urls 1 '^$' -- grep -Ei 'https?://|url\(|@import' "$WORK/peg.html"
expect no-external-files 1 '^$' -- grep -Ei '<script[^>]* src=|<link[^>]* href=' "$WORK/peg.html"
expect trace-embedded 0 '^1$' -- grep -cF '<script type="application/x-ndjson" id="puzzlelab-trace">{"trace":"puzzlelab-trace"' "$WORK/peg.html"
expect scripts-inlined 0 'PuzzleLab.Viewer = Viewer' -- grep -F 'PuzzleLab.Viewer = Viewer' "$WORK/peg.html"
expect default-title 0 '<title>PuzzleLab: peg dfs \(peg_triangle5.jsonl\)</title>' -- grep -F '<title>' "$WORK/peg.html"

# The default output name: run.jsonl -> run.html, next to the trace.
cp "$FIX/hanoi4.jsonl" "$WORK/run.jsonl"
expect default-output 0 "^$WORK/run.html: hanoi recursive, 16 events, status solved" -- "$PL" view "$WORK/run.jsonl"
expect default-output-exists 0 'run.html' -- ls "$WORK/run.html"

# --title is escaped; a "</script>" inside the trace cannot end the embedding element.
printf '%s\n' '{"trace":"puzzlelab-trace","version":1,"puzzle":"hanoi","method":"x</script><b>","instance":{"disks":1,"pegs":3},"initial":{"config":"A"}}' \
  '{"e":"move","disk":1,"from":"A","to":"C"}' '{"e":"end","status":"solved","events":1,"truncated":false}' > "$WORK/script.jsonl"
expect title-option 0 'events' -- "$PL" view "$WORK/script.jsonl" -o "$WORK/script.html" --title 'Run <1> & "two"'
expect title-escaped 0 '<title>Run &lt;1&gt; &amp; &quot;two&quot;</title>' -- grep -F '<title>' "$WORK/script.html"
expect script-escaped 0 'x\\u003c/script>\\u003cb>' -- grep -F 'x\u003c/script>\u003cb>' "$WORK/script.html"
expect one-closing-per-script 0 '^same$' -- bash -c "[[ \$(grep -o '<script' '$WORK/script.html' | wc -l) == \$(grep -o '</script' '$WORK/script.html' | wc -l) ]] && echo same"

# Standard input needs -o; - as -o writes the page to stdout and the summary to stderr.
expect stdin-needs-output 2 'stdin needs -o' -- bash -c "'$PL' view - < '$FIX/hanoi4.jsonl'"
expect stdin 0 'hanoi recursive, 16 events' -- bash -c "'$PL' view - -o '$WORK/stdin.html' < '$FIX/hanoi4.jsonl'"
expect stdout 0 '^<!doctype html>' -- bash -c "'$PL' view '$FIX/hanoi4.jsonl' -o - 2>/dev/null | head -1"
expect truncated-summary 0 'peg dfs, 3000 events, status stopped \(truncated\)' -- "$PL" view "$FIX/peg_english_cut.jsonl" -o "$WORK/cut.html"
# The viewer reports bad lines after a good header; the command only checks the header.
expect bad-lines-accepted 0 'hanoi recursive' -- "$PL" view "$FIX/bad_lines.jsonl" -o "$WORK/bad.html"

# Errors: one line, exit 2.
expect missing-file 2 '^puzzlelab: .*/nope.jsonl: cannot open the trace' -- "$PL" view "$WORK/nope.jsonl" -o "$WORK/x.html"
printf 'pos=<1,2,3>, r=4\n' > "$WORK/bots.txt"
expect not-a-trace 2 "^puzzlelab: $WORK/bots.txt:1: not a PuzzleLab trace" -- "$PL" view "$WORK/bots.txt" -o "$WORK/x.html"
printf '{"some":"json"}\n' > "$WORK/json.jsonl"
expect other-json 2 ':1: not a PuzzleLab trace' -- "$PL" view "$WORK/json.jsonl" -o "$WORK/x.html"
: > "$WORK/empty.jsonl"
expect empty-file 2 ':1: not a PuzzleLab trace' -- "$PL" view "$WORK/empty.jsonl" -o "$WORK/x.html"
expect unknown-version 2 ':1: not a PuzzleLab trace of a version this program reads \(version 99' -- \
  "$PL" view "$FIX/unknown_version.jsonl" -o "$WORK/x.html"
expect no-page-on-error 2 'No such file' -- ls "$WORK/x.html"
expect unwritable 2 'cannot write the page' -- "$PL" view "$FIX/hanoi4.jsonl" -o "$WORK/no/such/dir/x.html"
expect no-trace-argument 2 'TRACE is required' -- "$PL" view
expect help 0 'self-contained HTML page' -- "$PL" view --help

# A trace the solvers write, when they can (the peg solver's --trace).
if "$PL" peg solve --board triangle5 --trace "$WORK/real.jsonl" > /dev/null 2>&1 && [[ -s "$WORK/real.jsonl" ]]; then
  expect real-trace 0 'peg dfs, [0-9]+ events, status solved' -- "$PL" view "$WORK/real.jsonl" -o "$WORK/real.html"
else
  echo "note: peg solve --trace made no trace; real-trace skipped"
fi

finish view_test
