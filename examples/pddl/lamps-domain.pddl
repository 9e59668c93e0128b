; Switches that turn lamps on, each at its own cost; written for PuzzleLab. It declares only
; :strips, as many real files do, and uses types, a negative precondition and action costs:
; `puzzlelab pddl check` warns about each, and every command reads it anyway.
(define (domain lamps)
  (:requirements :strips)
  (:types lamp)
  (:predicates (lit ?l - lamp))
  (:functions (total-cost) - number (watts ?l - lamp) - number)
  (:action switch-on
    :parameters (?l - lamp)
    :precondition (not (lit ?l))
    :effect (and (lit ?l) (increase (total-cost) (watts ?l)))))
