#include "puzzles/tm/builtin_machine.hpp"

namespace puzzlelab::turing {

std::string_view composite_text() {
  return "states g0 g1 g2 seek find findlast reset check accept\n"
         "alphabet _ 1 b a B A x\n"
         "start g0\n"
         "accept accept\n"
         // Guess the divisor: at least two units, and at least one 1 left over.
         "g0 1 -> g1 b R\n"
         "g1 1 -> g2 a R\n"
         "g2 1 -> g2 a R\n"
         "g2 1 -> seek 1 L\n"
         // Find the rightmost unmarked unit of the divisor.
         "seek x -> seek x L\n"
         "seek A -> seek A L\n"
         "seek a -> find A R\n"
         "seek b -> findlast B R\n"
         // Cross off the first 1 standing, then seek the next unit ...
         "find A -> find A R\n"
         "find x -> find x R\n"
         "find 1 -> seek x L\n"
         // ... or, for the last unit of the group, unmark the divisor.
         "findlast A -> findlast A R\n"
         "findlast x -> findlast x R\n"
         "findlast 1 -> reset x L\n"
         "reset x -> reset x L\n"
         "reset A -> reset a L\n"
         "reset B -> check b R\n"
         // Another group, or done.
         "check a -> check a R\n"
         "check x -> check x R\n"
         "check 1 -> seek 1 L\n"
         "check _ -> accept _ N\n";
}

}  // namespace puzzlelab::turing
