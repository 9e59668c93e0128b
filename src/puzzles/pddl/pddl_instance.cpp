#include "puzzles/pddl/pddl_instance.hpp"

#include <optional>

#include "core/error.hpp"
#include "core/text_file.hpp"
#include "puzzles/pddl/builtin_examples.hpp"
#include "puzzles/pddl/grounder.hpp"

namespace puzzlelab::pddl {

Source load_source(const std::string& key, const std::string& given, bool domain) {
  if (given.empty()) throw InputError(key + ": expected a built-in name or a path, got ''");
  if (given.find_first_of(" \t\r\n") != std::string::npos) {
    throw InputError(key + ": '" + given.substr(0, 60) +
                     "' has blanks, which the canonical instance cannot hold");
  }
  const std::optional<std::string_view> builtin =
      domain ? builtin_domain(given) : builtin_problem(given);
  if (builtin) return {given, std::string(*builtin), given + (domain ? "-domain.pddl" : ".pddl")};
  try {
    return {given, read_text_file(given, domain ? "the domain" : "the problem"), given};
  } catch (const InputError& error) {
    throw InputError(key + ": " + error.what());
  }
}

std::string PddlInstance::canonical() const {
  Params params = {{"domain", domain_given_}, {"problem", problem_given_}};
  if (horizon_) params.emplace_back("horizon", std::to_string(*horizon_));  // only when given
  return puzzle_support::join_params(params);
}

std::shared_ptr<const Task> PddlInstance::task(const SearchLimits& limits) const {
  {
    const std::lock_guard lock(mutex_);
    if (task_) return task_;
  }
  auto grounded = std::make_shared<const Task>(ground(domain_, problem_, limits));
  const std::lock_guard lock(mutex_);
  if (!task_) task_ = std::move(grounded);
  return task_;
}

std::shared_ptr<const Task> PddlInstance::grounded() const {
  const std::lock_guard lock(mutex_);
  return task_;
}

}  // namespace puzzlelab::pddl
