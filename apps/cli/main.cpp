// puzzlelab: noun-verb commands over every puzzle and method (program.cpp).
#include "program.hpp"

int main(int argc, char** argv) {
  return puzzlelab::cli::run_program(argc, argv);
}
