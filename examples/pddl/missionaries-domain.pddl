; Missionaries and cannibals, written for PuzzleLab (docs/pddl.md): the people on each bank are
; counted by numeric fluents, and the boat takes one or two of them across. On no bank may the
; missionaries, if there are any, be outnumbered by the cannibals: each crossing checks both banks
; as they will be after it. One action for each load the boat can take. (The domain is not named
; "missionaries": VAL's parser fails on a function named as its domain.)
(define (domain missionaries-and-cannibals)
  (:requirements :strips :typing :negative-preconditions :disjunctive-preconditions
                 :numeric-fluents)
  (:types bank)
  (:predicates (boat-at ?b - bank))
  (:functions
    (missionaries ?b - bank) - number
    (cannibals ?b - bank) - number)
  (:action cross-one-missionary
    :parameters (?from ?to - bank)
    :precondition (and (boat-at ?from) (not (boat-at ?to))
                       (>= (missionaries ?from) 1)
                       (or (= (missionaries ?from) 1)
                           (>= (- (missionaries ?from) 1) (cannibals ?from)))
                       (>= (+ (missionaries ?to) 1) (cannibals ?to)))
    :effect (and (not (boat-at ?from)) (boat-at ?to)
                 (decrease (missionaries ?from) 1) (increase (missionaries ?to) 1)))
  (:action cross-two-missionaries
    :parameters (?from ?to - bank)
    :precondition (and (boat-at ?from) (not (boat-at ?to))
                       (>= (missionaries ?from) 2)
                       (or (= (missionaries ?from) 2)
                           (>= (- (missionaries ?from) 2) (cannibals ?from)))
                       (>= (+ (missionaries ?to) 2) (cannibals ?to)))
    :effect (and (not (boat-at ?from)) (boat-at ?to)
                 (decrease (missionaries ?from) 2) (increase (missionaries ?to) 2)))
  (:action cross-one-cannibal
    :parameters (?from ?to - bank)
    :precondition (and (boat-at ?from) (not (boat-at ?to))
                       (>= (cannibals ?from) 1)
                       (or (= (missionaries ?to) 0)
                           (>= (missionaries ?to) (+ (cannibals ?to) 1))))
    :effect (and (not (boat-at ?from)) (boat-at ?to)
                 (decrease (cannibals ?from) 1) (increase (cannibals ?to) 1)))
  (:action cross-two-cannibals
    :parameters (?from ?to - bank)
    :precondition (and (boat-at ?from) (not (boat-at ?to))
                       (>= (cannibals ?from) 2)
                       (or (= (missionaries ?to) 0)
                           (>= (missionaries ?to) (+ (cannibals ?to) 2))))
    :effect (and (not (boat-at ?from)) (boat-at ?to)
                 (decrease (cannibals ?from) 2) (increase (cannibals ?to) 2)))
  (:action cross-missionary-and-cannibal
    :parameters (?from ?to - bank)
    :precondition (and (boat-at ?from) (not (boat-at ?to))
                       (>= (missionaries ?from) 1) (>= (cannibals ?from) 1)
                       (or (= (missionaries ?from) 1)
                           (>= (missionaries ?from) (cannibals ?from)))
                       (>= (+ (missionaries ?to) 1) (+ (cannibals ?to) 1)))
    :effect (and (not (boat-at ?from)) (boat-at ?to)
                 (decrease (missionaries ?from) 1) (increase (missionaries ?to) 1)
                 (decrease (cannibals ?from) 1) (increase (cannibals ?to) 1))))
