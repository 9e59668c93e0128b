; A courier's vehicles carry parcels between places; written for PuzzleLab to exercise
; negative preconditions, equality, action costs, (either ...) types and a constant.
; A vehicle carries one parcel at a time; driving costs the road's length, loading 1,
; unloading nothing; no vehicle may enter a closed place.
(define (domain courier)
  (:requirements :strips :typing :negative-preconditions :equality :action-costs)
  (:types place vehicle parcel - object
          truck boat - vehicle)
  (:constants depot - place)
  (:predicates
    (at ?x - (either vehicle parcel) ?p - place)
    (in ?x - parcel ?v - vehicle)
    (road ?a ?b - place)
    (closed ?p - place)
    (loaded ?v - vehicle))
  (:functions
    (total-cost) - number
    (distance ?a ?b - place) - number)
  (:action drive
    :parameters (?v - vehicle ?from ?to - place)
    :precondition (and (at ?v ?from) (road ?from ?to) (not (= ?from ?to)) (not (closed ?to)))
    :effect (and (not (at ?v ?from)) (at ?v ?to)
                 (increase (total-cost) (distance ?from ?to))))
  (:action load
    :parameters (?x - parcel ?v - vehicle ?p - place)
    :precondition (and (at ?x ?p) (at ?v ?p) (not (loaded ?v)))
    :effect (and (not (at ?x ?p)) (in ?x ?v) (loaded ?v) (increase (total-cost) 1)))
  (:action unload
    :parameters (?x - parcel ?v - vehicle ?p - place)
    :precondition (and (in ?x ?v) (at ?v ?p))
    :effect (and (not (in ?x ?v)) (not (loaded ?v)) (at ?x ?p))))
