#include "puzzles/pddl/pdb_heuristic.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>

#include "core/error.hpp"
#include "core/limits.hpp"
#include "core/number_text.hpp"
#include "puzzles/pddl/h2_mutexes.hpp"

namespace puzzlelab::pddl {
namespace {

struct Pattern {
  std::vector<std::uint32_t> variables;
  std::vector<std::uint32_t> goal_variables;  // the ones it was opened or grown for
};

// The goal's variables in the order the goal names them.
std::vector<std::uint32_t> goal_variables(const Task& task, const StateVariables& variables) {
  std::vector<std::uint32_t> goal;
  for (const GoalValue& wanted : goal_values(task, variables).value_or(std::vector<GoalValue>{}))
    goal.push_back(wanted.variable);
  return goal;
}

// For each variable, the other variables that the actions changing it require, the most often
// required first.
std::vector<std::vector<std::uint32_t>> required_by_changes(const Task& task,
                                                            const StateVariables& variables) {
  const std::size_t n = variables.variables.size();
  std::vector<std::map<std::uint32_t, std::uint64_t>> counts(n);
  for (const GroundAction& action : task.actions) {
    std::vector<std::uint32_t> required;
    for (AtomId atom : action.precondition.positive)
      if (variables.variable_of[atom] != StateVariables::kNoVariable)
        required.push_back(variables.variable_of[atom]);
    for (std::uint32_t changed : variables.changed_by(action))
      for (std::uint32_t variable : required)
        if (variable != changed) ++counts[changed][variable];
  }
  std::vector<std::vector<std::uint32_t>> context(n);
  for (std::size_t v = 0; v < n; ++v) {
    std::vector<std::pair<std::uint64_t, std::uint32_t>> order;
    for (const auto& [variable, count] : counts[v]) order.emplace_back(count, variable);
    std::stable_sort(order.begin(), order.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& entry : order) context[v].push_back(entry.second);
  }
  return context;
}

// `pattern` with `variable` added unless it is there already.
std::vector<std::uint32_t> with(std::vector<std::uint32_t> pattern, std::uint32_t variable) {
  if (std::find(pattern.begin(), pattern.end(), variable) == pattern.end())
    pattern.push_back(variable);
  return pattern;
}

// The goal variable `goal` with the variables its changes require.
std::vector<std::uint32_t> with_context(std::uint32_t goal,
                                        const std::vector<std::vector<std::uint32_t>>& context) {
  std::vector<std::uint32_t> pattern{goal};
  for (std::uint32_t required : context[goal]) pattern = with(pattern, required);
  std::sort(pattern.begin(), pattern.end());
  return pattern;
}

// Costs that count the actions changing any of `owned` in full, the rest as free.
std::vector<Cost> costs_of_changes(const Task& task, const StateVariables& variables,
                                   const std::vector<std::uint32_t>& owned) {
  std::vector<Cost> costs(task.actions.size(), 0);
  for (std::size_t a = 0; a < task.actions.size(); ++a)
    for (std::uint32_t variable : variables.changed_by(task.actions[a]))
      if (std::find(owned.begin(), owned.end(), variable) != owned.end())
        costs[a] = task.actions[a].cost;
  return costs;
}

// How much two goal variables interact: over the states of the small database of both (with
// what their changes require), the sum of its distance less the two databases of each alone,
// (negative only where one action changes both, counted in full by each alone). Two tiles of the
// 15-puzzle in one row of the goal, in each other's way, score high; two far apart score 0.
class Interactions {
 public:
  // Databases of a pair are built up to this many states; larger pairs score 0.
  static constexpr std::uint64_t kMaxPairStates = std::uint64_t{1} << 16;
  // More goal variables than this are not compared pairwise (their pairs grow as the square).
  static constexpr std::size_t kMaxGoals = 64;

  Interactions(const Task& task, const StateVariables& variables,
               const std::vector<std::uint32_t>& goals,
               const std::vector<std::vector<std::uint32_t>>& context)
      : n_(goals.size()), score_(n_ * n_, 0) {
    if (n_ > kMaxGoals) return;
    std::vector<std::optional<PatternDatabase>> single(n_);
    for (std::size_t i = 0; i < n_; ++i) {
      const std::vector<std::uint32_t> pattern = with_context(goals[i], context);
      if (PatternDatabase::abstract_states(variables, pattern) <= kMaxPairStates)
        single[i].emplace(task, variables, pattern, costs_of_changes(task, variables, {goals[i]}));
    }
    std::vector<std::uint32_t> values(variables.variables.size(), 0);
    for (std::size_t i = 0; i < n_; ++i) {
      for (std::size_t j = i + 1; j < n_; ++j) {
        if (!single[i] || !single[j]) continue;
        std::vector<std::uint32_t> pattern = single[i]->pattern();
        for (std::uint32_t variable : single[j]->pattern()) pattern = with(pattern, variable);
        std::sort(pattern.begin(), pattern.end());
        if (PatternDatabase::abstract_states(variables, pattern) > kMaxPairStates) continue;
        const PatternDatabase pair(task, variables, pattern,
                                   costs_of_changes(task, variables, {goals[i], goals[j]}));
        Cost gain = 0;
        for (std::uint64_t rank = 0; rank < pair.size(); ++rank) {
          const Cost both = pair.at_rank(rank, values);
          const Cost first = single[i]->lookup(values), second = single[j]->lookup(values);
          if (both != kDeadEnd && first != kDeadEnd && second != kDeadEnd)
            gain += both - first - second;
        }
        score_[i * n_ + j] = score_[j * n_ + i] = gain;
      }
    }
  }
  // Of goal variables i and j (indices into `goals`).
  Cost score(std::size_t i, std::size_t j) const { return score_[i * n_ + j]; }

 private:
  std::size_t n_;
  std::vector<Cost> score_;
};

// Patterns grown around the goal variables that interact most: each opens with the remaining
// goal variable that interacts most with the others left, then takes the one that interacts
// most with its members (ties: the goal's order), with what that one's changes require, while
// the abstract space stays within `max_states`.
std::vector<Pattern> choose_patterns(const Task& task, const StateVariables& variables,
                                     std::uint64_t max_states) {
  const auto fits = [&](const std::vector<std::uint32_t>& pattern) {
    return PatternDatabase::abstract_states(variables, pattern) <= max_states;
  };
  const std::vector<std::vector<std::uint32_t>> context = required_by_changes(task, variables);
  std::vector<std::uint32_t> goals;
  for (std::uint32_t goal : goal_variables(task, variables))
    if (fits({goal})) goals.push_back(goal);  // a variable too large alone: no pattern sees it
  const Interactions interactions(task, variables, goals, context);
  std::vector<bool> placed(goals.size(), false);
  std::vector<Pattern> patterns;
  for (std::size_t left = goals.size(); left > 0;) {
    std::size_t seed = goals.size();
    Cost seed_score = 0;
    for (std::size_t i = 0; i < goals.size(); ++i) {
      if (placed[i]) continue;
      Cost total = 0;
      for (std::size_t j = 0; j < goals.size(); ++j)
        if (!placed[j] && j != i) total += interactions.score(i, j);
      if (seed == goals.size() || total > seed_score) {
        seed = i;
        seed_score = total;
      }
    }
    Pattern pattern{{goals[seed]}, {goals[seed]}};
    std::vector<std::size_t> members{seed};
    placed[seed] = true;
    --left;
    for (std::uint32_t required : context[goals[seed]]) {
      std::vector<std::uint32_t> grown = with(pattern.variables, required);
      if (fits(grown)) pattern.variables = std::move(grown);
    }
    // The others by their interaction with the members, each taken when it fits whole.
    while (left > 0) {
      std::size_t best = goals.size();
      Cost best_score = 0;
      for (std::size_t i = 0; i < goals.size(); ++i) {
        if (placed[i]) continue;
        std::vector<std::uint32_t> grown = with(pattern.variables, goals[i]);
        for (std::uint32_t required : context[goals[i]]) grown = with(grown, required);
        if (!fits(grown)) continue;
        Cost total = 0;
        for (std::size_t member : members) total += interactions.score(i, member);
        if (best == goals.size() || total > best_score) {
          best = i;
          best_score = total;
        }
      }
      if (best == goals.size()) break;
      for (std::uint32_t required : context[goals[best]])
        pattern.variables = with(pattern.variables, required);
      pattern.variables = with(pattern.variables, goals[best]);
      pattern.goal_variables.push_back(goals[best]);
      members.push_back(best);
      placed[best] = true;
      --left;
    }
    std::sort(pattern.variables.begin(), pattern.variables.end());
    patterns.push_back(std::move(pattern));
  }
  return patterns;
}

// Each action's cost in each pattern: all of it in the first pattern whose goal variables it
// changes, else in the first pattern where it changes a variable; 0 elsewhere.
std::vector<std::vector<Cost>> split_costs(const Task& task, const StateVariables& variables,
                                           const std::vector<Pattern>& patterns) {
  std::vector<std::vector<Cost>> costs(patterns.size(), std::vector<Cost>(task.actions.size(), 0));
  const auto holds = [](const std::vector<std::uint32_t>& set, std::uint32_t variable) {
    return std::find(set.begin(), set.end(), variable) != set.end();
  };
  for (std::size_t a = 0; a < task.actions.size(); ++a) {
    const std::vector<std::uint32_t> changed = variables.changed_by(task.actions[a]);
    std::size_t owner = patterns.size();
    for (std::size_t p = 0; owner == patterns.size() && p < patterns.size(); ++p)
      for (std::uint32_t variable : changed)
        if (holds(patterns[p].goal_variables, variable)) owner = p;
    for (std::size_t p = 0; owner == patterns.size() && p < patterns.size(); ++p)
      for (std::uint32_t variable : changed)
        if (holds(patterns[p].variables, variable)) owner = p;
    if (owner < patterns.size()) costs[owner][a] = task.actions[a].cost;
  }
  return costs;
}

}  // namespace

PdbHeuristic::PdbHeuristic(const Task& task, std::uint64_t max_states) {
  const Stopwatch clock;
  for (const GroundAction& action : task.actions)
    if (!action.conditional.empty())
      throw InputError("--set heuristic=pdb: " + task.action_name(action) +
                       " has conditional effects, which the pattern databases do not project; "
                       "use lmcut or hmax");
  variables_ = state_variables(task, h2_mutexes(task));
  values_.assign(variables_.variables.size(), 0);
  const std::vector<Pattern> patterns = choose_patterns(task, variables_, max_states);
  const std::vector<std::vector<Cost>> costs = split_costs(task, variables_, patterns);
  std::string sizes;
  std::uint64_t held_bytes = 0;
  for (std::size_t p = 0; p < patterns.size(); ++p) {
    databases_.emplace_back(task, variables_, patterns[p].variables, costs[p], held_bytes);
    held_bytes += databases_.back().bytes();
    sizes += (sizes.empty() ? "" : " + ") + with_commas(databases_.back().size());
  }
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", clock.seconds());
  detail_ = std::to_string(databases_.size()) + " pattern" + (databases_.size() == 1 ? "" : "s") +
            " over " + std::to_string(variables_.variables.size()) + " variables (" +
            (sizes.empty() ? "0" : sizes) + " abstract states), built in " + seconds + " s";
}

std::uint64_t PdbHeuristic::bytes() const {
  std::uint64_t total = variables_.mutex_bits.size() / 8;
  for (const PatternDatabase& database : databases_) total += database.bytes();
  return total;
}

Cost PdbHeuristic::estimate(const State& state) {
  if (!variables_.read(state, values_)) return 0;  // no reachable state: 0 is a safe estimate
  Cost sum = 0;
  for (const PatternDatabase& database : databases_) {
    const Cost h = database.lookup(values_);
    if (h == kDeadEnd) return kDeadEnd;
    sum += h;
  }
  return sum;
}

}  // namespace puzzlelab::pddl
