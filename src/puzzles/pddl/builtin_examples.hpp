// The example files of examples/pddl built into the program (read at configure time by this
// folder's CMakeLists.txt), so that the `pddl` puzzle has a default instance wherever it runs and
// the server, which reads no files for a client, offers them by name.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::pddl {

struct BuiltinExample {
  std::string_view stem;  // the file's name without ".pddl": "hanoi-domain", "hanoi-3"
  std::string_view text;
};

// Every built-in file, in the order of the CMakeLists.txt list (generated source).
const std::vector<BuiltinExample>& builtin_examples();

// The names the parameters take: domains by their name ("hanoi", for hanoi-domain.pddl) and
// problems by their file's stem ("hanoi-3").
std::vector<std::string> builtin_domain_names();
std::vector<std::string> builtin_problem_names();

// The text of a built-in domain or problem named so; nullopt when none is.
std::optional<std::string_view> builtin_domain(std::string_view name);
std::optional<std::string_view> builtin_problem(std::string_view name);

// The built-in domain a built-in problem belongs to ("hanoi" for "hanoi-3").
std::string builtin_domain_of(std::string_view problem);

}  // namespace puzzlelab::pddl
