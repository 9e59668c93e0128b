; Two lamps to light, 40 and 60 watts.
(define (problem lamps-2)
  (:domain lamps)
  (:objects desk hall - lamp)
  (:init (= (total-cost) 0) (= (watts desk) 40) (= (watts hall) 60))
  (:goal (and (lit desk) (lit hall)))
  (:metric minimize (total-cost)))
