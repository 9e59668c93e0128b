// The pddl puzzle's instance: a domain and a problem, each a file or an example built into the
// program, parsed when the instance is made and grounded once, by the first method that needs
// the ground task.
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "core/limits.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzles/pddl/ast.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

inline constexpr const char* kDefaultDomain = "hanoi";
inline constexpr const char* kDefaultProblem = "hanoi-3";

// A domain or problem as given: a built-in name or a path, its text, and the name its messages
// use ("hanoi-domain.pddl" for a built-in, the path for a file).
struct Source {
  std::string given;
  std::string text;
  std::string file;
};

// `given` under the parameter `key`: a built-in example's text, else the file's. InputError
// names the parameter when it is empty, has blanks, or cannot be read.
Source load_source(const std::string& key, const std::string& given, bool domain);

class PddlInstance final : public Instance {
 public:
  PddlInstance(std::string domain_given, std::string problem_given, Domain domain, Problem problem,
               std::optional<int> horizon = std::nullopt)
      : domain_given_(std::move(domain_given)),
        problem_given_(std::move(problem_given)),
        domain_(std::move(domain)),
        problem_(std::move(problem)),
        horizon_(horizon) {}

  std::string canonical() const override;

  const Domain& domain() const { return domain_; }
  const Problem& problem() const { return problem_; }
  const std::string& domain_given() const { return domain_given_; }
  const std::string& problem_given() const { return problem_given_; }
  // The steps of an exported plan model (plan_models.hpp); none given: the fewest actions.
  std::optional<int> horizon() const { return horizon_; }

  // The ground task, grounded once under the first caller's limits (LimitReached when they are
  // reached first) and kept: every method of a comparison or a race shares it.
  std::shared_ptr<const Task> task(const SearchLimits& limits) const;
  // The task if a method grounded it already; null otherwise.
  std::shared_ptr<const Task> grounded() const;

 private:
  std::string domain_given_;
  std::string problem_given_;
  Domain domain_;
  Problem problem_;
  std::optional<int> horizon_;
  mutable std::mutex mutex_;
  mutable std::shared_ptr<const Task> task_;
};

}  // namespace puzzlelab::pddl
