; A robot with two grippers carries balls between rooms; written for PuzzleLab.
(define (domain gripper)
  (:requirements :strips :typing)
  (:types room ball gripper)
  (:predicates
    (robot-at ?r - room)
    (ball-at ?b - ball ?r - room)
    (free ?g - gripper)
    (carrying ?g - gripper ?b - ball))
  (:action move
    :parameters (?from ?to - room)
    :precondition (robot-at ?from)
    :effect (and (robot-at ?to) (not (robot-at ?from))))
  (:action pick
    :parameters (?b - ball ?r - room ?g - gripper)
    :precondition (and (ball-at ?b ?r) (robot-at ?r) (free ?g))
    :effect (and (carrying ?g ?b) (not (ball-at ?b ?r)) (not (free ?g))))
  (:action drop
    :parameters (?b - ball ?r - room ?g - gripper)
    :precondition (and (carrying ?g ?b) (robot-at ?r))
    :effect (and (ball-at ?b ?r) (free ?g) (not (carrying ?g ?b)))))
