// The command line of puzzlelab, whole: parses argv, runs the command, prints a failure as one
// line and returns the exit status (0 solved, 1 no solution, 2 bad input, 3 a limit reached).
#pragma once

namespace puzzlelab::cli {

int run_program(int argc, char** argv);

}  // namespace puzzlelab::cli
