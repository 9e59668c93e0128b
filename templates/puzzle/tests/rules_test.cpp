// TODO: the rules and each solver on their own: legal and illegal moves, the parser's errors
// (InputError with file:line:column), and every fast solver against a plain reference that shares
// no code with it.
#include <gtest/gtest.h>

namespace puzzlelab::example {
namespace {

TEST(ExampleRules, TODO) {
  GTEST_SKIP() << "write the rules tests";
}

}  // namespace
}  // namespace puzzlelab::example
