# Composite numbers in unary (nondeterministic): accepts 1^n iff n = p * k with p, k >= 2.
#
#   puzzlelab tm accept examples/tm/composite.tm --input 111111111 --steps 82
#
# The machine GUESSES the factor p: it marks the first p ones of the input as the divisor block
# (the first as 'b', which marks the left end of the tape, the others as 'a'), at every one after
# the second choosing nondeterministically between "the divisor is longer" and "the divisor ends
# here". Then it checks that the ones left over are a positive multiple of p, crossing them off
# ('x') a group of p at a time: for each divisor unit, right to left, it marks the unit ('A', or
# 'B' for the leftmost) and crosses off the first one still standing. When the leftmost unit has
# been used the group is complete: the units are unmarked again and, if ones remain, the next
# group starts; if none remain the machine accepts. If the ones run out in the middle of a group,
# p does not divide n and that branch halts without accepting.
#
# Some branch accepts iff n is composite; p = n (no one left after the guess) and p = 1 are never
# tried. Each one crossed off costs a walk to the divisor block and back, so the number of steps
# grows as n^2: the shortest accepting runs take 17 steps for 4, 31 for 6 and 82 for 9 (all with
# p = 2 or 3); a prime is rejected for every bound.

states g0 g1 g2 seek find findlast reset check accept
alphabet _ 1 b a B A x
start g0
accept accept

# Guess the divisor: at least two units, and at least one 1 left over.
g0 1 -> g1 b R
g1 1 -> g2 a R
g2 1 -> g2 a R
g2 1 -> seek 1 L

# Find the rightmost unmarked unit of the divisor.
seek x -> seek x L
seek A -> seek A L
seek a -> find A R
seek b -> findlast B R

# Cross off the first 1 standing, then seek the next unit ...
find A -> find A R
find x -> find x R
find 1 -> seek x L

# ... or, for the last unit of the group, unmark the divisor.
findlast A -> findlast A R
findlast x -> findlast x R
findlast 1 -> reset x L

reset x -> reset x L
reset A -> reset a L
reset B -> check b R

# Another group, or done.
check a -> check a R
check x -> check x R
check 1 -> seek 1 L
check _ -> accept _ N
