#include <string>

#include "puzzles/pddl/builtin_examples.hpp"

namespace puzzlelab::pddl {
namespace {

constexpr std::string_view kDomainSuffix = "-domain";

bool is_domain(std::string_view stem) {
  return stem.size() > kDomainSuffix.size() && stem.ends_with(kDomainSuffix);
}

}  // namespace

std::vector<std::string> builtin_domain_names() {
  std::vector<std::string> names;
  for (const BuiltinExample& example : builtin_examples()) {
    if (is_domain(example.stem))
      names.emplace_back(example.stem.substr(0, example.stem.size() - kDomainSuffix.size()));
  }
  return names;
}

std::vector<std::string> builtin_problem_names() {
  std::vector<std::string> names;
  for (const BuiltinExample& example : builtin_examples()) {
    if (!is_domain(example.stem)) names.emplace_back(example.stem);
  }
  return names;
}

std::optional<std::string_view> builtin_domain(std::string_view name) {
  for (const BuiltinExample& example : builtin_examples()) {
    if (is_domain(example.stem) &&
        example.stem.substr(0, example.stem.size() - kDomainSuffix.size()) == name)
      return example.text;
  }
  return std::nullopt;
}

std::optional<std::string_view> builtin_problem(std::string_view name) {
  for (const BuiltinExample& example : builtin_examples()) {
    if (!is_domain(example.stem) && example.stem == name) return example.text;
  }
  return std::nullopt;
}

std::string builtin_domain_of(std::string_view problem) {
  const std::size_t dash = problem.rfind('-');
  return std::string(problem.substr(0, dash == std::string_view::npos ? problem.size() : dash));
}

}  // namespace puzzlelab::pddl
