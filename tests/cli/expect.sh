# Shared by the CLI test scripts (source it): a scratch folder, counters, and `expect`.
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

finish() {
  echo "$1: $passed passed, $failed failed"
  [[ $failed -eq 0 ]]
}
