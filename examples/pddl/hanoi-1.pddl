; 1 disc from peg a to peg c; written by make_hanoi.py
(define (problem hanoi-1)
  (:domain hanoi)
  (:objects d1 - disc a b c - peg)
  (:init
    (on d1 a)
    (clear d1)
    (clear b)
    (clear c)
    (smaller d1 a)
    (smaller d1 b)
    (smaller d1 c)
  )
  (:goal (and (on d1 c))))
