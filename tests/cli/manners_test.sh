#!/usr/bin/env bash
# Command-line manners: --version, help for a bare command, one-line errors that name the word at
# fault and suggest the nearest spelling, decimal numbers only, escaped and cut error lines, and
# colour and Unicode only where the terminal can show them.
# Usage: manners_test.sh PUZZLELAB
PL=$1
source "$(dirname "$0")/expect.sh"

one_line version 0 '^puzzlelab [0-9]+\.[0-9]+\.[0-9]+$' -- "$PL" --version
expect bare-program 0 'Subcommands:' -- "$PL"
expect bare-peg 0 'count' -- "$PL" peg
expect bare-peg-help 0 'analyze' -- "$PL" peg
one_line bare-with-option 2 'peg: a command is required' -- "$PL" peg --ascii

# Misspelt commands and options: the word, the nearest spelling, and the choices.
one_line misspelt-command 2 "^puzzlelab: peg: unknown command 'slove' \(did you mean solve\?\)" -- "$PL" peg slove
one_line misspelt-family 2 "unknown command 'pg' \(did you mean peg\?\)" -- "$PL" pg solve
one_line unknown-command 2 "unknown command 'frobnicate' \(expected peg, " -- "$PL" frobnicate
one_line misspelt-option 2 "^puzzlelab: peg solve: unknown option '--bord' \(did you mean --board\?\)" -- "$PL" peg solve --bord english
one_line unknown-option 2 "peg solve: unknown option '--wibble'( |$)" -- "$PL" peg solve --wibble
one_line stray-argument 2 "peg solve: unexpected argument 'english'" -- "$PL" peg solve english
one_line bad-choice 2 "^puzzlelab: peg solve: --format: 'yaml' is not one of " -- "$PL" peg solve --format yaml
one_line near-choice 2 "'jsno' is not one of .*\(did you mean json\?\)" -- "$PL" peg solve --format jsno
one_line bad-method 2 "--method: 'dsf' is not one of dfs, sat.*\(did you mean dfs\?\)" -- "$PL" peg solve --method dsf
one_line range 2 "--threads: expected a number from 1 to 64, got '0'" -- "$PL" peg count --threads 0
one_line missing-value 2 "--board: needs a value" -- "$PL" peg solve --board
one_line bad-color 2 "--color: 'sometimes' is not one of always, auto, never" -- "$PL" peg solve --color sometimes

# Whole numbers are decimal digits, in range, with a message that says so.
one_line hex-size 2 "decimal digits, got '0x10'" -- "$PL" queens count 0x10
one_line binary-size 2 "decimal digits, got '0b101'" -- "$PL" hanoi solve --disks 0b101
one_line huge-size 2 "--disks: expected a whole number in range, got '99999999999999999999'" -- "$PL" hanoi solve --disks 99999999999999999999
for words in "peg solve --node-limit 0" "peg solve --time-limit 0" "peg solve --node-limit 18446744073709551616"; do
  # shellcheck disable=SC2086
  out=$("$PL" $words 2>&1); rc=$?
  if [[ $rc -ne 2 || $(wc -l <<<"$out") -ne 1 || ${#out} -gt 200 ]]; then
    echo "FAIL limit-message ($words): exit $rc, ${#out} bytes: ${out:0:300}"; failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
done

# Error lines from files: control bytes escaped, huge tokens cut.
printf 'items farmer wolf\033[2J goat\nrowers farmer\n' > "$WORK/escape.river"
out=$("$PL" river solve "$WORK/escape.river" 2>&1); rc=$?
if [[ $rc -ne 2 || $out == *$'\033'* || $out != *'\x1b'* ]]; then
  echo "FAIL escaped-control-bytes: exit $rc: $(printf '%q' "$out")"; failed=$((failed + 1))
else
  passed=$((passed + 1))
fi
{ printf 'items '; head -c 1000000 /dev/zero | tr '\0' 'w'; printf '\nrowers farmer\n'; } > "$WORK/long.river"
out=$("$PL" river solve "$WORK/long.river" 2>&1); rc=$?
if [[ $rc -ne 2 || $(wc -l <<<"$out") -ne 1 || ${#out} -gt 500 ]]; then
  echo "FAIL long-token-cut: exit $rc, ${#out} bytes"; failed=$((failed + 1))
else
  passed=$((passed + 1))
fi

# Colour and Unicode: never into a pipe unless asked; on a terminal unless NO_COLOR, TERM=dumb or
# a locale that is not UTF-8 says otherwise. `script` gives the command a terminal.
esc=$'\033['
queen=$'\u265b'
check_output() {  # NAME WANT-ESCAPES WANT-UNICODE OUTPUT
  local name=$1 want_escape=$2 want_unicode=$3 out=$4 has_escape=no has_unicode=no
  [[ $out == *"$esc"* ]] && has_escape=yes
  [[ $out == *"$queen"* ]] && has_unicode=yes
  if [[ $has_escape != "$want_escape" || $has_unicode != "$want_unicode" ]]; then
    echo "FAIL $name: escapes $has_escape (want $want_escape), Unicode $has_unicode (want $want_unicode)"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}
check_output pipe no no "$("$PL" queens solve 8 2>&1)"
check_output pipe-ascii no no "$("$PL" queens solve 8 --ascii 2>&1)"
check_output color-always yes no "$("$PL" queens solve 8 --color always 2>&1)"
on_terminal() {  # ENV... -- COMMAND: the command's output, run on a pseudo-terminal
  local env=()
  while [[ $1 != -- ]]; do env+=("$1"); shift; done
  shift
  env "${env[@]}" script -qec "$(printf '%q ' "$@")" /dev/null 2>&1
}
if script -qec true /dev/null >/dev/null 2>&1; then
  check_output terminal yes yes "$(on_terminal LC_ALL=C.UTF-8 TERM=xterm -- "$PL" queens solve 8)"
  check_output terminal-no-color no yes "$(on_terminal LC_ALL=C.UTF-8 TERM=xterm NO_COLOR=1 -- "$PL" queens solve 8)"
  check_output terminal-dumb no yes "$(on_terminal LC_ALL=C.UTF-8 TERM=dumb -- "$PL" queens solve 8)"
  check_output terminal-c-locale yes no "$(on_terminal LC_ALL=C TERM=xterm -- "$PL" queens solve 8)"
  check_output terminal-never no yes "$(on_terminal LC_ALL=C.UTF-8 TERM=xterm -- "$PL" queens solve 8 --color never)"
  check_output terminal-ascii no no "$(on_terminal LC_ALL=C.UTF-8 TERM=xterm -- "$PL" queens solve 8 --ascii)"
else
  echo "note: no pseudo-terminal here (script failed); terminal checks skipped"
fi

# --ascii and --color after any command, where old scripts put them.
expect ascii-peg 0 '^solved: 13 jumps' -- "$PL" peg solve --board triangle5 --ascii
expect ascii-analyze 0 'yes' -- "$PL" peg analyze --board triangle5 --ascii
expect color-knights 0 'solved' -- "$PL" knights tour --color never

finish manners
