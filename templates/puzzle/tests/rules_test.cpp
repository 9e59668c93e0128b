// TODO: the rules and each solver on their own: legal and illegal moves, the parser's errors
// (InputError with file:line:column), and every fast solver against a plain reference that shares
// no code with it.
#include <gtest/gtest.h>

namespace puzzlelab::example {
namespace {

// Fails until the rules have tests of their own: then delete it.
TEST(ExampleRules, TODO) {
  ADD_FAILURE() << "TODO: write the rules tests (legal and illegal moves, the goal, the parser)";
}

}  // namespace
}  // namespace puzzlelab::example
