#!/usr/bin/env bash
# puzzlelab-mpi on one and two ranks (docs/distributed.md): the N-queens counts of one process,
# bit for bit, by both methods; the per-rank table; the peg game counts and a board analysis; the
# Tower of Hanoi state graph's layers; a count stopped on two ranks and resumed on one, and the other way; a rank
# killed midway ends the job within seconds, and the count resumes to the published total; a
# failure on rank 0 inside a collective ends the job with its message.
# Usage: mpi_test.sh PATH/TO/puzzlelab-mpi PATH/TO/puzzlelab MPIEXEC
set -u
MPI=$1
PL=$2
MPIEXEC=$3
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"
D=$WORK
LAUNCH="$(dirname "${BASH_SOURCE[0]}")/mpi_launch.sh"
on() {  # on K COMMAND...: COMMAND on K ranks, killed if it outlives a minute
  local k=$1
  shift
  timeout -s KILL 60 bash "$LAUNCH" "$MPIEXEC" "$k" "$@"
}

# OEIS A000170 and A002562, N = 8..14, and 16.
declare -A TOTAL=([8]=92 [9]=352 [10]=724 [11]=2680 [12]=14200 [13]=73712 [14]=365596 [16]=14772512)
declare -A UNIQUE=([8]=12 [9]=46 [10]=92 [11]=341 [12]=1787 [13]=9233 [14]=45752 [16]=1846955)

# K = 1 and K = 2 give the published counts and the work figures of one process, bit for bit.
for n in 8 9 10 11 12 13 14; do
  for method in join backtrack; do
    "$PL" queens count $n --method $method --threads 1 --format json > "$D/one.json"
    json_check "k1-$method-$n" "j['answer']['count'] == ${TOTAL[$n]} and j['answer']['unique'] == ${UNIQUE[$n]} and len(j['ranks']) == 1 and j['stats']['nodes'] == __import__('json').load(open('$D/one.json'))['stats']['nodes']" -- on 1 "$MPI" queens count $n --method $method --threads 1 --format json
    json_check "k2-$method-$n" "j['answer']['count'] == ${TOTAL[$n]} and j['answer']['unique'] == ${UNIQUE[$n]} and [r['rank'] for r in j['ranks']] == [0, 1] and j['stats']['nodes'] == __import__('json').load(open('$D/one.json'))['stats']['nodes']" -- on 2 "$MPI" queens count $n --method $method --threads 1 --format json
  done
done
# The ranks share the work: every task counted once, by one rank or the other. A count of a few
# seconds (N = 16 by backtracking, 860 tasks): under load one rank can start a few tenths of a
# second after the other, and a count shorter than that (N = 14) was all done by the first.
json_check k2-tasks-shared "sum(r['units'] for r in j['ranks']) == 860 and all(r['units'] > 0 for r in j['ranks']) and j['ranks'][1]['messages_sent'] > 0" -- on 2 "$MPI" queens count 16 --method backtrack --threads 1 --format json
# One report, with the table of the ranks; a single process prints none.
expect k2-text 0 '^solved: 365,596 solutions, 45,752 up to symmetry' -- on 2 "$MPI" queens count 14 --threads 1
expect k2-table 0 '^rank  units +work +seconds +waiting +peak memory +messages +bytes sent' -- on 2 "$MPI" queens count 14 --threads 1
json_check one-process-no-table "'ranks' not in j" -- "$PL" queens count 10 --format json
expect k2-once 0 '^1$' -- bash -c "bash '$LAUNCH' '$MPIEXEC' 2 '$MPI' queens count 10 | grep -c '^solved'"
expect k2-front-door 0 '^solved: 14,200 solutions' -- on 2 "$MPI" solve queens --size 12 --method count-backtrack

# Stopped on two ranks by the node limit, resumed on one; and the other way round.
expect k2-stop 3 'kept in' -- on 2 "$MPI" queens count 16 --method backtrack --threads 1 --node-limit 40000000 --checkpoint "$D/s21"
expect k2-stop-files 0 'units-r0-000.ckpt.*units-r1-000.ckpt' -- bash -c "ls '$D/s21' | tr '\n' ' '"
expect k2-writer 0 '^writer rank 1 of 2$' -- sed -n 8p "$D/s21/units-r1-000.ckpt"
json_check k2-to-k1 "j['answer']['count'] == ${TOTAL[16]} and j['answer']['unique'] == ${UNIQUE[16]} and j['note'].startswith('resumed from')" -- on 1 "$MPI" queens count 16 --method backtrack --resume "$D/s21" --format json
expect k1-stop 3 'kept in' -- "$PL" queens count 16 --method backtrack --threads 1 --node-limit 40000000 --checkpoint "$D/s12"
json_check k1-to-k2 "j['answer']['count'] == ${TOTAL[16]} and j['answer']['unique'] == ${UNIQUE[16]}" -- on 2 "$MPI" queens count 16 --method backtrack --resume "$D/s12" --format json

# A rank killed midway: the job ends within seconds, not in a hang, and the count resumes to the
# published total from what both ranks had written.
bash "$LAUNCH" "$MPIEXEC" 2 "$MPI" queens count 16 --method backtrack --threads 1 --checkpoint "$D/kill" > "$D/kill.out" 2>&1 &
job=$!
for _ in $(seq 100); do  # until both ranks have written a record past their headers
  sizes=$(stat -c %s "$D"/kill/units-r*-000.ckpt 2>/dev/null | awk '$1 > 300' | wc -l)
  [[ $sizes == 2 ]] && break
  sleep 0.1
done
pkill -KILL -f "puzzlelab-mpi queens count 16 --method backtrack --threads 1 --checkpoint $D/kill" -n
started=$SECONDS
timeout 30 tail --pid=$job -f /dev/null
wait $job
status=$?
if ((status != 0 && SECONDS - started < 20)); then
  passed=$((passed + 1))
else
  echo "FAIL killed-rank: the job exited $status after $((SECONDS - started)) s"
  cat "$D/kill.out"
  failed=$((failed + 1))
fi
json_check killed-resumed "j['answer']['count'] == ${TOTAL[16]} and j['answer']['unique'] == ${UNIQUE[16]}" -- on 2 "$MPI" queens count 16 --method backtrack --threads 1 --resume "$D/kill" --format json

# The peg game count, its layers shared by the ranks: the published totals and the positions of
# one process, on the triangle and on the English board (whose losing count passes 2^64).
for board in triangle5 english; do
  "$PL" peg count --board $board --threads 1 --format json > "$D/peg1.json"
  json_check "peg-k2-$board" "j['answer'] == __import__('json').load(open('$D/peg1.json'))['answer'] and j['stats']['nodes'] == j['answer']['positions'] and sum(r['units'] for r in j['ranks']) == j['answer']['positions'] and all(r['bytes_sent'] > 0 and 0 < r['waiting_seconds'] < r['seconds'] for r in j['ranks'])" -- on 2 "$MPI" peg count --board $board --threads 1 --format json
done
json_check peg-k2-english-published "j['answer']['count_decimal'] == '40861647040079968'" -- cat "$D/peg1.json"
expect peg-k2-front-door 0 '^solved: 29,760 winning games, 538,870 losing' -- on 2 "$MPI" solve peg --board triangle5 --method count
expect peg-k2-stopped 3 'stopped \(time or node limit\)' -- on 2 "$MPI" peg count --board english --threads 1 --node-limit 100000

# Peg layer checkpoints: a count stopped on two ranks resumed on one, and the reverse, and a rank
# killed midway, resumed on two: the totals and positions of the uninterrupted count ($D/peg1.json,
# the English board's, from the loop above).
SAME_PEG="j['answer'] == __import__('json').load(open('$D/peg1.json'))['answer'] and j['note'].startswith('resumed from')"
expect peg-k2-checkpoint 3 'kept in' -- on 2 "$MPI" peg count --board english --threads 1 --node-limit 2000000 --checkpoint "$D/p21"
json_check peg-k2-to-k1 "$SAME_PEG" -- on 1 "$MPI" peg count --board english --threads 1 --resume "$D/p21" --format json
expect peg-k1-checkpoint 3 'kept in' -- "$PL" peg count --board english --threads 1 --node-limit 2000000 --checkpoint "$D/p12"
json_check peg-k1-to-k2 "$SAME_PEG" -- on 2 "$MPI" peg count --board english --threads 1 --resume "$D/p12" --format json
bash "$LAUNCH" "$MPIEXEC" 2 "$MPI" peg count --board english --threads 1 --checkpoint "$D/pkill" > "$D/pkill.out" 2>&1 &
job=$!
for _ in $(seq 200); do  # until both ranks have written layer 10
  [[ $(ls "$D"/pkill/layer-d1[0-9]-r*-of2.ckpt 2>/dev/null | wc -l) -ge 2 ]] && break
  sleep 0.1
done
pkill -KILL -f "puzzlelab-mpi peg count --board english --threads 1 --checkpoint $D/pkill" -n
timeout 30 tail --pid=$job -f /dev/null
wait $job
expect peg-killed-stopped 0 'layer-d1[0-9]-r1-of2.ckpt' -- ls "$D/pkill"
json_check peg-killed-resumed "$SAME_PEG" -- on 2 "$MPI" peg count --board english --threads 1 --resume "$D/pkill" --format json

# The board analysis: labelled layers and the middle join on two ranks, every start's games by
# final hole those of one process (a 4x7 rectangle: 1.7 s on one thread, a middle layer of many
# rounds).
printf 'ooooooo\nooooooo\nooo.ooo\nooooooo\n' > "$D/rectangle4x7.txt"
"$PL" peg analyze --board "$D/rectangle4x7.txt" --threads 1 --format json > "$D/analyze1.json"
json_check analyze-k2 "j['starts'] == __import__('json').load(open('$D/analyze1.json'))['starts'] and len(j['ranks']) == 2 and all(r['units'] > 0 and r['bytes_sent'] > 0 for r in j['ranks'])" -- on 2 "$MPI" peg analyze --board "$D/rectangle4x7.txt" --threads 1 --format json
expect analyze-k2-table 0 '^rank  classes kept  expanded' -- on 2 "$MPI" peg analyze --board triangle6
# Stopped inside a group on two ranks (by a node limit of half the analysis' work), resumed on one:
# every start's games as before, the stopped group gone on from its last layer in the checkpoint.
on 1 "$MPI" peg analyze --board "$D/rectangle4x7.txt" --threads 1 --format json > "$D/analyze-mpi1.json"
half=$(python3 -c "import json; print(sum(r['work'] for r in json.load(open('$D/analyze-mpi1.json'))['ranks']) // 2)")
expect analyze-k2-stopped 3 'Stopped \(time or node limit\)' -- on 2 "$MPI" peg analyze --board "$D/rectangle4x7.txt" --threads 1 --node-limit "$half" --checkpoint "$D/a21"
expect analyze-k2-group-layers 0 'layer-d[0-9]+-r1-of2.ckpt' -- bash -c "ls '$D'/a21/group-*"
json_check analyze-k2-to-k1 "j['starts'] == __import__('json').load(open('$D/analyze1.json'))['starts'] and j['resumed_group_depth'] > 0" -- on 1 "$MPI" peg analyze --board "$D/rectangle4x7.txt" --threads 1 --resume "$D/a21" --format json

# The layered search of a state graph (the second engine): each rank owns half the states, and
# the layers are those of one process, through a checkpoint written on two ranks and resumed on one.
"$PL" hanoi graph --disks 11 --pegs 4 --format json > "$D/graph1.json"
json_check graph-k2 "j['distance_counts'] == __import__('json').load(open('$D/graph1.json'))['distance_counts'] and [r['units'] for r in j['ranks']] == [2097152, 2097152] and j['arcs'] == __import__('json').load(open('$D/graph1.json'))['arcs']" -- on 2 "$MPI" hanoi graph --disks 11 --pegs 4 --format json
expect graph-k2-table 0 '^rank  states owned  expanded  seconds' -- on 2 "$MPI" hanoi graph --disks 9 --pegs 4
expect graph-k2-stop 3 'keeps depth' -- on 2 "$MPI" hanoi graph --disks 12 --pegs 4 --time-limit 0.5 --checkpoint "$D/g21"
json_check graph-k2-to-k1 "j['distance_counts'] == __import__('json').load(open('$D/graph12.json'))['distance_counts'] and j['note'].startswith('resumed')" -- bash -c "'$PL' hanoi graph --disks 12 --pegs 4 --format json > '$D/graph12.json' && bash '$LAUNCH' '$MPIEXEC' 1 '$MPI' hanoi graph --disks 12 --pegs 4 --resume '$D/g21' --format json"

# A failure on rank 0 while rank 1 waits for it in a collective: the job ends with its message
# and status; a command line that does not parse is told once.
expect rank0-fails 2 "^puzzlelab: $D/none: no such folder: nothing to resume" -- on 2 "$MPI" queens count 10 --resume "$D/none"
expect bad-option-once 0 '^1$' -- bash -c "bash '$LAUNCH' '$MPIEXEC' 2 '$MPI' queens count 10 --thread 2 2>&1 | grep -c '^puzzlelab: '"
expect bad-option-status 2 'puzzlelab: ' -- on 2 "$MPI" queens count 10 --thread 2

finish mpi
