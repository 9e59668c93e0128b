; Wolf, goat and cabbage, written for PuzzleLab (docs/pddl.md). The farmer rows across alone or
; with one passenger. Which passengers may be left together is no precondition here: the problem
; states it as a PDDL3 state constraint, (:constraints (always ...)), which every state of a plan
; must satisfy, the first one included.
(define (domain wgc)
  (:requirements :strips :typing :negative-preconditions :disjunctive-preconditions
                 :universal-preconditions :constraints)
  (:types bank passenger)
  (:predicates
    (farmer-at ?b - bank)
    (at ?p - passenger ?b - bank))
  (:action cross-alone
    :parameters (?from ?to - bank)
    :precondition (and (farmer-at ?from) (not (farmer-at ?to)))
    :effect (and (farmer-at ?to) (not (farmer-at ?from))))
  (:action cross-with
    :parameters (?p - passenger ?from ?to - bank)
    :precondition (and (farmer-at ?from) (not (farmer-at ?to)) (at ?p ?from))
    :effect (and (farmer-at ?to) (at ?p ?to)
                 (not (farmer-at ?from)) (not (at ?p ?from)))))
