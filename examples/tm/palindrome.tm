# Palindromes over {a, b} (deterministic).
#
#   puzzlelab tm accept examples/tm/palindrome.tm --input abba --steps 20
#
# The machine erases the first symbol, remembers it in its state (ra: "it was an a", rb: "a b"),
# runs right to the first blank, steps back onto the last symbol and checks that it matches. A
# match is erased too and the machine walks left to the blank it left at the front, then starts
# over on the shorter word. It accepts when nothing is left, or when a lone middle symbol was
# erased (odd length), and halts without accepting on a mismatch (no transition).
# A palindrome of length n takes about n^2/2 + n steps: abba takes 15, abaaba 28.
#
# Tape: the input starts on square 1, the blank is '_'. Moving left from square 1 stays there;
# this machine never relies on it, since it always stops at a blank it wrote itself.

states q0 ra rb ca cb back accept
alphabet _ a b
start q0
accept accept

# Take the first symbol (or accept the empty word).
q0 _ -> accept _ N
q0 a -> ra _ R
q0 b -> rb _ R

# Carry it to the end of the word.
ra a -> ra a R
ra b -> ra b R
ra _ -> ca _ L
rb a -> rb a R
rb b -> rb b R
rb _ -> cb _ L

# Compare with the last symbol; a blank here means the symbol carried was the middle one.
ca a -> back _ L
ca _ -> accept _ N
cb b -> back _ L
cb _ -> accept _ N

# Back to the front.
back a -> back a L
back b -> back b L
back _ -> q0 _ R
