#!/usr/bin/env bash
# The PDDL commands as a user meets them: `pddl check`, `validate` (valid, invalid, sas_plan,
# unreadable, --steps) and `solve pddl --plan-out` read back by `validate`.
# Usage: pddl_test.sh PATH/TO/puzzlelab SOURCE_DIR
set -u
PL=$1
SRC=$2
EX=$SRC/examples/pddl
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

# check: a built-in pair, the sizes the grounder found (hanoi-3: 3 discs and 3 pegs).
expect check-builtin 0 '^objects +6$' -- "$PL" pddl check hanoi hanoi-3
expect check-builtin-domain 0 '^domain hanoi \(built-in hanoi-domain\.pddl\), problem hanoi-3' -- "$PL" pddl check --problem hanoi-3
expect check-schemas 0 '^action schemas +1$' -- "$PL" pddl check --problem hanoi-3
expect check-grounding 0 'grounded in [0-9.]+ ms, the grounding.s tables about' -- "$PL" pddl check
expect check-files 0 '^ground actions +48$' -- "$PL" pddl check "$EX/courier-domain.pddl" "$EX/courier-1.pddl"
# A domain that declares :strips and uses :typing and costs: warnings, never a failure.
cat >"$WORK/d.pddl" <<'EOF'
(define (domain lamp)
  (:requirements :strips)
  (:types switch)
  (:predicates (on ?s - switch))
  (:functions (total-cost) - number)
  (:action flip :parameters (?s - switch)
    :precondition (not (on ?s))
    :effect (and (on ?s) (increase (total-cost) 2))))
EOF
cat >"$WORK/p.pddl" <<'EOF'
(define (problem lamp-2) (:domain lamp)
  (:objects a b - switch)
  (:init (= (total-cost) 0))
  (:goal (and (on a) (on b)))
  (:metric minimize (total-cost)))
EOF
expect check-warning-typing 0 '^warning: uses :typing without declaring it$' -- "$PL" pddl check "$WORK/d.pddl" "$WORK/p.pddl"
expect check-warning-costs 0 '^warning: uses :action-costs without declaring it$' -- "$PL" pddl check --domain "$WORK/d.pddl" --problem "$WORK/p.pddl"
json_check check-json "j['objects'] == 2 and j['ground_actions'] == 2 and j['fluent_atoms'] == 2 and j['metric'] is True and ':typing' in j['requirements']['used'] and ':typing' not in j['requirements']['declared'] and any('without declaring' in w for w in j['warnings']) and j['grounding']['bytes'] > 0 and j['grounding']['seconds'] >= 0" -- "$PL" pddl check "$WORK/d.pddl" "$WORK/p.pddl" --format json
json_check check-json-builtin "j['objects'] == 6 and j['action_schemas'] == 1 and j['static_atoms'] > 0 and j['domain']['name'] == 'hanoi' and j['warnings'] == []" -- "$PL" pddl check --problem hanoi-3 --format json
# Bad input: exit 2, one line, FILE:LINE:COL.
printf '(define (domain x)\n  (:predicates (p))\n  (:action a :parameters () :precondition (q) :effect (p)))\n' >"$WORK/undeclared.pddl"
one_line check-bad-domain 2 'undeclared\.pddl:3:[0-9]+: undeclared predicate .q.' -- "$PL" pddl check "$WORK/undeclared.pddl" "$WORK/p.pddl"
one_line check-missing 2 "problem: $WORK/none.pddl: cannot open the problem" -- "$PL" pddl check hanoi "$WORK/none.pddl"
one_line check-three-words 2 'FILES: At Most 2' -- "$PL" pddl check a b c
one_line check-twice 2 'problem is given twice' -- "$PL" pddl check --problem hanoi-3 hanoi-2
one_line check-misspelt 2 "unknown option '--problme' \(did you mean --problem\?\)" -- "$PL" pddl check --problme hanoi-3
# A limit reached while grounding: exit 3, saying which.
one_line check-memory-limit 3 'memory limit .* reached' -- "$PL" pddl check --problem hanoi-5 --memory-limit 2K

# validate: a valid plan, its cost.
cat >"$WORK/h3.plan" <<'EOF'
(move d1 d2 c)
(move d2 d3 b)
(move d1 c d2)
(move d3 a c)
(move d1 d2 a)
(move d2 b d3)
(move d1 a d2)
EOF
one_line valid 0 '^valid: 7 actions, cost 7$' -- "$PL" validate --domain hanoi --problem hanoi-3 "$WORK/h3.plan"
one_line valid-val-order 0 '^valid: 7 actions, cost 7$' -- "$PL" validate hanoi hanoi-3 "$WORK/h3.plan"
expect valid-stdin 0 '^valid: 7 actions, cost 7$' -- bash -c "\"$PL\" validate --problem hanoi-3 - < \"$WORK/h3.plan\""
# Invalid: exit 1, the failing step's line, the action and the false precondition atom named.
sed '4s/.*/(move d3 a b)/' "$WORK/h3.plan" >"$WORK/bad.plan"
one_line invalid 1 "^invalid: $WORK/bad\.plan:4: step 4 \(move d3 a b\): precondition \(clear b\) is false$" -- "$PL" validate --problem hanoi-3 "$WORK/bad.plan"
head -3 "$WORK/h3.plan" >"$WORK/short.plan"
expect goal-unmet 1 '^invalid: the goal does not hold after the last step: \(on d2 d3\)' -- "$PL" validate --problem hanoi-3 "$WORK/short.plan"
json_check invalid-json "j['valid'] is False and j['failed_step'] == 4 and j['failed_line'] == 4 and j['failed_action'] == '(move d3 a b)' and 'precondition (clear b) is false' in j['problem'] and j['steps'] == 3" -- "$PL" validate --problem hanoi-3 "$WORK/bad.plan" --format json
# Fast Downward's sas_plan: comments, a time prefix, a duration suffix, '; cost = N'.
cat >"$WORK/sas_plan" <<'EOF'
; found by a planner
0: (move d1 d2 c) [1]
(move d2 d3 b)
(MOVE d1 c d2)
(move d3 a c)
(move d1 d2 a)
(move d2 b d3)
(move d1 a d2)
; cost = 7 (unit cost)
EOF
one_line sas-plan 0 '^valid: 7 actions, cost 7$' -- "$PL" validate --problem hanoi-3 "$WORK/sas_plan"
sed 's/cost = 7/cost = 9/' "$WORK/sas_plan" >"$WORK/sas_plan9"
expect sas-plan-cost-differs 0 'warning: the plan states cost 9, its actions cost 7' -- "$PL" validate --problem hanoi-3 "$WORK/sas_plan9"
json_check sas-plan-json "j['valid'] is True and j['cost'] == 7 and j['stated_cost'] == 7 and j['steps'] == 7" -- "$PL" validate --problem hanoi-3 "$WORK/sas_plan" --format json
# Costs from the metric: the courier's plan costs more than its 8 actions.
"$PL" solve pddl --problem courier-1 --plan-out "$WORK/courier.plan" >/dev/null
one_line courier-cost 0 '^valid: 8 actions, cost 16$' -- "$PL" validate --problem courier-1 "$WORK/courier.plan"
# Unreadable: exit 2 with FILE:LINE:COL, or the file named.
printf '(move d1 d2 c)\n(move d2 d3\n' >"$WORK/broken.plan"
one_line unreadable-plan 2 "^puzzlelab: $WORK/broken\.plan:2:[0-9]+: " -- "$PL" validate --problem hanoi-3 "$WORK/broken.plan"
one_line missing-plan 2 'nowhere\.plan: cannot open the plan file' -- "$PL" validate --problem hanoi-3 "$WORK/nowhere.plan"
one_line bad-domain 2 'undeclared\.pddl:3:[0-9]+: undeclared predicate' -- "$PL" validate "$WORK/undeclared.pddl" "$WORK/p.pddl" "$WORK/h3.plan"
one_line no-problem 2 'validate: give the problem' -- "$PL" validate "$WORK/h3.plan"
one_line misspelt-steps 2 "unknown option '--stpes' \(did you mean --steps\?\)" -- "$PL" validate --problem hanoi-3 "$WORK/h3.plan" --stpes
# --steps: each step with what it makes true (+) and false (-).
expect steps-first 0 '^step 1 \(line 1\): \(move d1 d2 c\)$' -- "$PL" validate --problem hanoi-3 "$WORK/h3.plan" --steps
expect steps-adds 0 '^  \+ \(clear d2\) \(on d1 c\)$' -- "$PL" validate --problem hanoi-3 "$WORK/h3.plan" --steps
expect steps-deletes 0 '^  - \(on d1 d2\) \(clear c\)$' -- "$PL" validate --problem hanoi-3 "$WORK/h3.plan" --steps
expect steps-then-failure 1 '^step 3 \(line 3\).*' -- "$PL" validate --problem hanoi-3 "$WORK/bad.plan" --steps
json_check steps-json "len(j['changes']) == 7 and j['changes'][0]['add'] == ['(clear d2)', '(on d1 c)'] and j['changes'][0]['delete'] == ['(on d1 d2)', '(clear c)'] and j['changes'][6]['line'] == 7" -- "$PL" validate --problem hanoi-3 "$WORK/h3.plan" --steps --format json

# solve --plan-out, then validate reads it: the round trip.
expect plan-out 0 '^optimal: 15 actions' -- "$PL" solve pddl --problem hanoi-4 --plan-out "$WORK/h4.plan"
expect plan-out-file 0 '^; cost = 15 \(unit cost\)$' -- cat "$WORK/h4.plan"
one_line round-trip 0 '^valid: 15 actions, cost 15$' -- "$PL" validate --problem hanoi-4 "$WORK/h4.plan"
json_check plan-out-front-door "j['status'] == 'optimal' and j['answer']['move_count'] == 7" -- "$PL" pddl solve --problem hanoi-3 --plan-out "$WORK/front.plan" --format json
one_line round-trip-front-door 0 '^valid: 7 actions, cost 7$' -- "$PL" validate --problem hanoi-3 "$WORK/front.plan"
one_line round-trip-blocks 0 '^valid: ' -- bash -c "\"$PL\" solve pddl --problem blocksworld-4 --plan-out \"$WORK/b4.plan\" >/dev/null && \"$PL\" validate --problem blocksworld-4 \"$WORK/b4.plan\""
# No plan (a count): said on stderr, nothing written, the run's own exit status.
expect plan-out-count 0 "--plan-out: the answer holds no plan \(a count has none\); $WORK/count\.plan not written" -- "$PL" solve pddl --problem hanoi-3 --method count --plan-out "$WORK/count.plan"
if [[ -e "$WORK/count.plan" ]]; then echo "FAIL plan-out-count: the file was written"; failed=$((failed + 1)); else passed=$((passed + 1)); fi
expect plan-out-stopped 3 "--plan-out: the run ended stopped without a plan" -- "$PL" solve pddl --problem hanoi-5 --node-limit 5 --plan-out "$WORK/stopped.plan"
expect plan-out-no-plan-files 2 "unknown option '--plan-out'" -- "$PL" solve queens --size 8 --plan-out "$WORK/x.plan"
# A built-in puzzle's own answer as a plan for its exported PDDL model, checked against those files;
# an instance without one (4 pegs) keeps its report and exit status.
expect plan-out-no-model 0 "--plan-out: the pddl model has 3 pegs only; $WORK/h4\.plan not written" -- "$PL" solve hanoi --disks 4 --pegs 4 --plan-out "$WORK/h4.plan"
one_line plan-out-builtin 0 '^valid: 7 actions, cost 7$' -- bash -c "\"$PL\" export hanoi --disks 3 --format pddl -o \"$WORK/h3.pddl\" && \"$PL\" solve hanoi --disks 3 --plan-out \"$WORK/h3.plan\" >/dev/null && \"$PL\" validate \"$WORK/h3-domain.pddl\" \"$WORK/h3.pddl\" \"$WORK/h3.plan\""

# Help: each command says what it does.
expect help-root 0 'validate +Replay a PDDL plan' -- "$PL" --help
expect help-pddl 0 'check +Parse and ground' -- "$PL" pddl --help
expect help-validate 0 '--steps' -- "$PL" validate --help
expect help-plan-out 0 '--plan-out FILE' -- "$PL" solve pddl --help

finish cli_pddl
