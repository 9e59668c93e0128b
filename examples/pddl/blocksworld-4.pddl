; Four blocks: the tower D C B A (A on top) becomes A B C D (D on top).
(define (problem blocksworld-4)
  (:domain blocksworld)
  (:objects a b c d - block)
  (:init (on-table d) (on c d) (on b c) (on a b) (clear a) (hand-empty))
  (:goal (and (on d c) (on c b) (on b a) (on-table a))))
