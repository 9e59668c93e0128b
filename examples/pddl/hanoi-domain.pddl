; Tower of Hanoi as a planning domain, written for PuzzleLab (docs/pddl.md).
; Discs and pegs are both places a disc can rest on. (smaller ?d ?p) says that disc ?d may rest
; on place ?p: every peg, and every larger disc. Nothing says ?d differs from ?to: a problem
; that lists (smaller dK dK) lets disc dK "move onto itself", a legal move into a dead end.
(define (domain hanoi)
  (:requirements :strips :typing)
  (:types disc peg - place)
  (:predicates
    (on ?d - disc ?p - place)
    (clear ?p - place)
    (smaller ?d - disc ?p - place))
  (:action move
    :parameters (?d - disc ?from ?to - place)
    :precondition (and (on ?d ?from) (clear ?d) (clear ?to) (smaller ?d ?to))
    :effect (and (on ?d ?to) (clear ?from)
                 (not (on ?d ?from)) (not (clear ?to)))))
