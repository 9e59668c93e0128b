; Four balls from the first room to the second.
(define (problem gripper-4)
  (:domain gripper)
  (:objects first second - room ball1 ball2 ball3 ball4 - ball left right - gripper)
  (:init (robot-at first) (free left) (free right)
         (ball-at ball1 first) (ball-at ball2 first) (ball-at ball3 first) (ball-at ball4 first))
  (:goal (and (ball-at ball1 second) (ball-at ball2 second)
              (ball-at ball3 second) (ball-at ball4 second))))
