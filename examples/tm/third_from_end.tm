# Words over {a, b} whose third symbol from the end is 'a' (nondeterministic).
#
#   puzzlelab tm accept examples/tm/third_from_end.tm --input baabb --steps 6
#
# The machine reads the word left to right and, at some 'a', GUESSES that this is the one: it then
# requires exactly two more symbols before the first blank. A deterministic finite automaton for
# this language needs 2^3 states; the nondeterministic machine needs one state per position
# remembered. An accepted word of length n is accepted in n + 1 steps: n moves right, one to accept.

states scan one two three accept
alphabet _ a b
start scan
accept accept

scan a -> scan a R
scan b -> scan b R
scan a -> one a R

one a -> two a R
one b -> two b R
two a -> three a R
two b -> three b R
three _ -> accept _ N
