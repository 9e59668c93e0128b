; Three missionaries and three cannibals on the near bank, a boat of two seats: everyone to the
; far bank in 11 crossings at fewest.
(define (problem missionaries-3)
  (:domain missionaries-and-cannibals)
  (:objects near far - bank)
  (:init (boat-at near)
         (= (missionaries near) 3) (= (cannibals near) 3)
         (= (missionaries far) 0) (= (cannibals far) 0))
  (:goal (and (= (missionaries far) 3) (= (cannibals far) 3))))
