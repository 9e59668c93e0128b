# Shared by the CLI test scripts (source it): a scratch folder, counters, `expect`, `one_line`
# and `json_check`.
# Each script ends with `finish NAME`, which prints the tally and sets the exit status.

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0

# expect NAME STATUS PATTERN -- COMMAND...: runs COMMAND, checks its exit status and that its
# combined output matches the extended regular expression PATTERN.
expect() {
  local name=$1 status=$2 pattern=$3
  shift 4
  local out rc
  out=$("$@" 2>&1)
  rc=$?
  if [[ $rc -ne $status ]]; then
    echo "FAIL $name: exit $rc, expected $status"; echo "$out" | head -20; failed=$((failed + 1)); return
  fi
  if ! grep -Eq -- "$pattern" <<<"$out"; then
    echo "FAIL $name: output does not match /$pattern/"; echo "$out" | head -20; failed=$((failed + 1)); return
  fi
  passed=$((passed + 1))
}

# one_line NAME STATUS PATTERN -- COMMAND...: exit STATUS and exactly one line of output (the
# way errors are reported), matching PATTERN.
one_line() {
  local name=$1 status=$2 pattern=$3
  shift 4
  local out rc
  out=$("$@" 2>&1)
  rc=$?
  if [[ $rc -ne $status || $(wc -l <<<"$out") -ne 1 ]] || ! grep -Eq -- "$pattern" <<<"$out"; then
    echo "FAIL $name: exit $rc (expected $status), output:"; echo "$out" | head -5
    failed=$((failed + 1)); return
  fi
  passed=$((passed + 1))
}

# json_check NAME PYTHON-EXPRESSION -- COMMAND...: the command's stdout parses as JSON (bound to
# j) and the expression holds.
json_check() {
  local name=$1 check=$2
  shift 3
  if "$@" 2>/dev/null | python3 -c "import json,sys; j=json.load(sys.stdin); sys.exit(0 if ($check) else 1)"; then
    passed=$((passed + 1))
  else
    echo "FAIL $name: JSON check failed: $check"; failed=$((failed + 1))
  fi
}

finish() {
  echo "$1: $passed passed, $failed failed"
  [[ $failed -eq 0 ]]
}
