# Shared by the CLI test scripts (source it): a scratch folder, counters, `expect`, `one_line`
# and `json_check`.
# Each script ends with `finish NAME`, which prints the tally and sets the exit status.

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0

# expect NAME STATUS PATTERN -- COMMAND...: runs COMMAND, checks its exit status (a number, or a
# bracket of numbers such as [013] for "any of these") and that its combined output matches the
# extended regular expression PATTERN.
expect() {
  local name=$1 status=$2 pattern=$3
  shift 4
  local out rc
  out=$("$@" 2>&1)
  rc=$?
  if ! [[ $rc =~ ^$status$ ]]; then
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
# j) and the expression holds. A report, comparison or listing (a document with "puzzle" or
# "puzzles" at the top) must also satisfy docs/report.schema.json.
json_check() {
  local name=$1 check=$2 rc
  shift 3
  "$@" 2>/dev/null > "$WORK/json_check.out"
  /usr/bin/python3 "$SCHEMA_DIR/tests/cli/check_schema.py" --expect "$check" \
    "$SCHEMA_DIR/docs/report.schema.json" "$WORK/json_check.out" > "$WORK/json_check.why" 2>&1
  rc=$?
  case $rc in
    0) ;;
    4) schema_checked=$((schema_checked + 1)) ;;
    1) echo "FAIL $name: not valid against docs/report.schema.json: $(head -c 300 "$WORK/json_check.why")"
       failed=$((failed + 1)); return ;;
    3) echo "FAIL $name: JSON check failed: $check"; failed=$((failed + 1)); return ;;
    *) echo "FAIL $name: $(head -c 300 "$WORK/json_check.why")"; failed=$((failed + 1)); return ;;
  esac
  passed=$((passed + 1))
}

# schema_valid FILE: FILE holds JSON that satisfies docs/report.schema.json (Debian's python3 with
# python3-jsonschema, installed by scripts/install-deps).
SCHEMA_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
schema_checked=0
schema_valid() {
  /usr/bin/python3 "$SCHEMA_DIR/tests/cli/check_schema.py" "$SCHEMA_DIR/docs/report.schema.json" "$1"
}

finish() {
  echo "$1: $passed passed, $failed failed ($schema_checked JSON documents checked against the schema)"
  [[ $failed -eq 0 ]]
}
