; The classic: everyone starts on the near bank and must reach the far one; left without the
; farmer, the wolf eats the goat and the goat eats the cabbage. 7 crossings at fewest.
(define (problem wgc-classic)
  (:domain wgc)
  (:objects near far - bank
            wolf goat cabbage - passenger)
  (:init (farmer-at near) (at wolf near) (at goat near) (at cabbage near))
  (:goal (and (farmer-at far) (at wolf far) (at goat far) (at cabbage far)))
  ; On a bank without the farmer, the goat is with neither the wolf nor the cabbage.
  (:constraints
    (always (forall (?b - bank)
              (imply (not (farmer-at ?b))
                     (and (not (and (at goat ?b) (at wolf ?b)))
                          (not (and (at goat ?b) (at cabbage ?b)))))))))
