#include "puzzles/nanobots/example.hpp"

namespace puzzlelab::nanobots {

std::string_view example_text() {
  return "pos=<10,12,12>, r=2\n"
         "pos=<12,14,12>, r=2\n"
         "pos=<16,12,12>, r=4\n"
         "pos=<14,14,14>, r=6\n"
         "pos=<50,50,50>, r=200\n"
         "pos=<10,10,10>, r=5\n";
}

}  // namespace puzzlelab::nanobots
