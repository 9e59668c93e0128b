#!/usr/bin/env bash
# puzzlelab serve as a user starts it: options, help, the "serving on" line, and a 404 and a 400
# from the running server (through python3's http.client: no curl needed).
# Usage: cli_test.sh PATH/TO/puzzlelab
set -u
PL=$1
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"

expect help 0 '--port' -- "$PL" serve --help
expect help-host 0 '--host' -- "$PL" serve --help
expect bad-port 2 'port' -- "$PL" serve --port 99999
expect negative-port 2 'port' -- "$PL" serve --port -1
expect port-not-number 2 'port' -- "$PL" serve --port http
expect bad-host 2 'cannot listen' -- "$PL" serve --port 0 --host 256.1.1.1
expect bad-search-memory 2 'search-memory' -- "$PL" serve --search-memory lots

# Start on a free port and read it from the first line.
"$PL" serve --port 0 > "$WORK/out" 2> "$WORK/err" &
server=$!
port=""
for _ in $(seq 1 100); do
  if [[ -s "$WORK/out" ]]; then
    port=$(sed -n 's|^serving on http://127\.0\.0\.1:\([0-9][0-9]*\)/$|\1|p' "$WORK/out" | head -1)
    break
  fi
  sleep 0.1
done
if [[ -n "$port" ]]; then
  passed=$((passed + 1))
else
  echo "FAIL serving-line: got '$(cat "$WORK/out")'"; failed=$((failed + 1))
fi

# request NAME STATUS PATTERN METHOD PATH [BODY]: the status and the body's "error" message.
request() {
  local name=$1 status=$2 pattern=$3 method=$4 path=$5 body=${6:-}
  local out
  out=$(python3 - "$port" "$method" "$path" "$body" <<'PY'
import http.client, json, sys
port, method, path, body = sys.argv[1:5]
c = http.client.HTTPConnection("127.0.0.1", int(port), timeout=30)
c.request(method, path, body=body or None, headers={"Content-Type": "application/json"})
r = c.getresponse()
data = r.read().decode()
print(r.status, json.loads(data).get("error", "") if r.getheader("Content-Type") == "application/json" else data[:40])
PY
)
  if [[ "$out" =~ ^$status\  ]] && grep -Eq -- "$pattern" <<<"$out"; then
    passed=$((passed + 1))
  else
    echo "FAIL $name: got '$out', expected $status and /$pattern/"; failed=$((failed + 1))
  fi
}

if [[ -n "$port" ]]; then
  request not-found 404 'no such page' GET /nowhere
  request bad-json 400 'not valid JSON' POST /api/run '{"puzzle":'
  request bad-board 400 'unknown board' POST /api/hint '{"board":"hexagon","pegs":"1"}'
  request page 200 'DOCTYPE' GET /play
fi

# Ctrl-C stops it cleanly (exit 0, a line saying so).
kill -INT "$server"
wait "$server"
rc=$?
if [[ $rc -eq 0 ]] && grep -q 'stopping' "$WORK/err"; then
  passed=$((passed + 1))
else
  echo "FAIL ctrl-c: exit $rc, stderr: $(cat "$WORK/err")"; failed=$((failed + 1))
fi

finish cli_serve
