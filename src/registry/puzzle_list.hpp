// Every puzzle, one line each, in the order `puzzlelab list` prints them. Adding a puzzle is its
// folder, src/puzzles/<name>/ (with make_<name>_puzzle() in <name>_puzzle.cpp), plus its line
// here: the registry expands this list (registry.cpp), and CMake reads the same lines to build
// the folder's library puzzlelab_<name>, link it into the registry and add tests/<name>/ when
// there is one (CMakeLists.txt). No include guard: each includer defines PUZZLELAB_PUZZLE first.
PUZZLELAB_PUZZLE(peg)
PUZZLELAB_PUZZLE(queens)
PUZZLELAB_PUZZLE(hanoi)
PUZZLELAB_PUZZLE(river)
PUZZLELAB_PUZZLE(knights)
PUZZLELAB_PUZZLE(nanobots)
PUZZLELAB_PUZZLE(tm)
PUZZLELAB_PUZZLE(tiles)
PUZZLELAB_PUZZLE(pddl)
