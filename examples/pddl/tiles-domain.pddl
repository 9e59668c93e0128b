; Sliding tiles (the 8- and 15-puzzle, any square board), written for PuzzleLab (docs/pddl.md).
; A tile slides from its cell into the empty cell beside it. (next ?a ?b) says cells ?a and ?b
; share a side; the problems list it both ways. One action a slide, so the fewest actions are
; the fewest moves of the puzzle.
(define (domain tiles)
  (:requirements :strips :typing)
  (:types tile cell)
  (:predicates
    (at ?t - tile ?c - cell)
    (empty ?c - cell)
    (next ?a ?b - cell))
  (:action slide
    :parameters (?t - tile ?from ?to - cell)
    :precondition (and (at ?t ?from) (empty ?to) (next ?from ?to))
    :effect (and (at ?t ?to) (empty ?from)
                 (not (at ?t ?from)) (not (empty ?to)))))
