; Peg solitaire, written for PuzzleLab (docs/pddl.md). A jump takes a peg over a neighbouring
; peg into the empty hole beyond, and removes the peg jumped over; (line ?from ?over ?to) lists
; every such triple of holes of the board. A move is one peg's chain of jumps: the peg that made
; the last jump stands where (last ?h) says, and its next jump continues the same move for free,
; while a jump by any other peg starts a new move and costs 1. The fewest-cost plan is then the
; game in the fewest moves (18 for the English board's central game), and every plan has as many
; actions as jumps.
(define (domain peg)
  (:requirements :strips :typing :negative-preconditions :action-costs)
  (:types hole)
  (:predicates
    (peg ?h - hole)
    (line ?from ?over ?to - hole)
    (last ?h - hole)
    (no-move-yet))
  (:functions (total-cost) - number)
  ; The first jump of the game starts its first move.
  (:action first-jump
    :parameters (?from ?over ?to - hole)
    :precondition (and (no-move-yet) (line ?from ?over ?to)
                       (peg ?from) (peg ?over) (not (peg ?to)))
    :effect (and (not (no-move-yet)) (last ?to)
                 (not (peg ?from)) (not (peg ?over)) (peg ?to)
                 (increase (total-cost) 1)))
  ; A peg other than the last one moved jumps: a new move.
  (:action new-move
    :parameters (?from ?over ?to ?previous - hole)
    :precondition (and (last ?previous) (not (last ?from)) (line ?from ?over ?to)
                       (peg ?from) (peg ?over) (not (peg ?to)))
    :effect (and (not (last ?previous)) (last ?to)
                 (not (peg ?from)) (not (peg ?over)) (peg ?to)
                 (increase (total-cost) 1)))
  ; The peg moved last jumps again: the same move goes on, at no cost.
  (:action continue-move
    :parameters (?from ?over ?to - hole)
    :precondition (and (last ?from) (line ?from ?over ?to)
                       (peg ?from) (peg ?over) (not (peg ?to)))
    :effect (and (not (last ?from)) (last ?to)
                 (not (peg ?from)) (not (peg ?over)) (peg ?to))))
