#include "puzzles/pddl/pattern_database.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <string>
#include <utility>

#include "core/work_budget.hpp"
#include "puzzles/pddl/monotone_queue.hpp"

namespace puzzlelab::pddl {
namespace {

// (position in the pattern, value)
using Fact = std::pair<std::uint32_t, std::uint32_t>;

struct AbstractAction {
  std::vector<Fact> pre;  // sorted by position
  std::vector<Fact> eff;  // sorted by position
  Cost cost = 0;
};

// A delete the action does not require: the variable may hold the atom (and then holds none
// after) or not (and keeps its value).
struct OptionalClear {
  std::uint32_t position;
  std::uint32_t value;  // the deleted atom's
};

// The ground actions projected onto the pattern, the same projection kept once at its lowest
// cost; actions that change nothing there are left out (they would be loops).
std::vector<AbstractAction> project(const Task& task, const StateVariables& variables,
                                    const std::vector<std::uint32_t>& pattern,
                                    const std::vector<Cost>& costs) {
  constexpr std::uint32_t kOutside = ~std::uint32_t{0};
  std::vector<std::uint32_t> position_of(variables.variables.size(), kOutside);
  for (std::uint32_t i = 0; i < pattern.size(); ++i) position_of[pattern[i]] = i;
  std::map<std::pair<std::vector<Fact>, std::vector<Fact>>, Cost> cheapest;
  for (std::size_t a = 0; a < task.actions.size(); ++a) {
    const GroundAction& action = task.actions[a];
    std::map<std::uint32_t, std::uint32_t> pre, eff;
    bool possible = true;
    for (AtomId atom : action.precondition.positive) {
      const std::uint32_t variable = variables.variable_of[atom];
      if (variable == StateVariables::kNoVariable) possible = false;  // never holds
      if (!possible) break;
      const std::uint32_t position = position_of[variable];
      if (position == kOutside) continue;
      const auto [it, added] = pre.emplace(position, variables.value_of[atom]);
      possible = added || it->second == variables.value_of[atom];
    }
    for (AtomId atom : action.add) {
      if (!possible) break;
      const std::uint32_t variable = variables.variable_of[atom];
      if (variable == StateVariables::kNoVariable) {
        possible = false;  // an atom no reachable state holds: the action is never applicable
        break;
      }
      const std::uint32_t position = position_of[variable];
      if (position == kOutside) continue;
      const auto [it, added] = eff.emplace(position, variables.value_of[atom]);
      possible = added || it->second == variables.value_of[atom];  // else two atoms of a mutex
    }
    if (!possible) continue;
    std::vector<OptionalClear> optional;
    for (AtomId atom : action.del) {
      const std::uint32_t variable = variables.variable_of[atom];
      if (variable == StateVariables::kNoVariable) continue;
      const std::uint32_t position = position_of[variable];
      if (position == kOutside || eff.contains(position)) continue;  // an add of it wins
      const std::uint32_t none = variables.variables[variable].none();
      const auto required = pre.find(position);
      if (required == pre.end())
        optional.push_back({position, variables.value_of[atom]});
      else if (required->second == variables.value_of[atom])
        eff[position] = none;
    }
    // Each subset of the optional clears is one abstract action (few: deletes are mostly
    // required).
    constexpr std::size_t kMaxOptional = 12;
    if (optional.size() > kMaxOptional)
      throw LimitReached("a pattern database: " + task.action_name(action) + " deletes " +
                         std::to_string(optional.size()) + " atoms it does not require");
    for (std::uint32_t subset = 0; subset < (std::uint32_t{1} << optional.size()); ++subset) {
      std::map<std::uint32_t, std::uint32_t> variant_pre = pre, variant_eff = eff;
      for (std::size_t i = 0; i < optional.size(); ++i) {
        if (((subset >> i) & 1u) == 0) continue;
        variant_pre[optional[i].position] = optional[i].value;
        variant_eff[optional[i].position] =
            variables.variables[pattern[optional[i].position]].none();
      }
      bool changes = false;
      for (const auto& [position, value] : variant_eff) {
        const auto required = variant_pre.find(position);
        changes = changes || required == variant_pre.end() || required->second != value;
      }
      if (!changes) continue;
      std::pair<std::vector<Fact>, std::vector<Fact>> key{{variant_pre.begin(), variant_pre.end()},
                                                          {variant_eff.begin(), variant_eff.end()}};
      const auto [it, added] = cheapest.emplace(std::move(key), costs[a]);
      if (!added) it->second = std::min(it->second, costs[a]);
    }
    check_work(cheapest.size() * 128, [] { return std::string("a pattern database's actions"); });
  }
  std::vector<AbstractAction> actions;
  actions.reserve(cheapest.size());
  for (auto& [key, cost] : cheapest) actions.push_back({key.first, key.second, cost});
  return actions;
}

// An abstract action read backwards: from a state holding its effects (and the conditions it
// leaves alone), the states it came from.
struct Regression {
  std::vector<Fact> must_hold;  // in the later state
  std::vector<Fact> restore;    // (position, earlier value) where it changed a required value
  std::vector<std::uint32_t> unknown;  // positions it set without requiring a value: any before
  Cost cost = 0;
};

Regression regression_of(const AbstractAction& action) {
  Regression regression;
  regression.cost = action.cost;
  for (const Fact& effect : action.eff) {
    regression.must_hold.push_back(effect);
    const auto required = std::find_if(action.pre.begin(), action.pre.end(), [&](const Fact& fact) {
      return fact.first == effect.first;
    });
    if (required == action.pre.end())
      regression.unknown.push_back(effect.first);
    else
      regression.restore.push_back(*required);
  }
  for (const Fact& required : action.pre) {
    const bool changed = std::any_of(action.eff.begin(), action.eff.end(), [&](const Fact& effect) {
      return effect.first == required.first;
    });
    if (!changed) regression.must_hold.push_back(required);
  }
  return regression;
}

// Which pairs of the pattern's values no reachable state holds together (h2 mutexes): abstract
// states holding such a pair are no projection of any reachable state, so the search never
// enters them. Without it, an empty cell that swaps with a tile outside the pattern could land on
// a tile of the pattern, and the pattern would see no more than each tile's own distance.
class AbstractMutexes {
 public:
  AbstractMutexes(const StateVariables& variables, const std::vector<std::uint32_t>& pattern) {
    for (std::uint32_t i = 0; i < pattern.size(); ++i) {
      for (std::uint32_t j = i + 1; j < pattern.size(); ++j) {
        const StateVariable& a = variables.variables[pattern[i]];
        const StateVariable& b = variables.variables[pattern[j]];
        Pair pair{i, j, b.domain_size(), std::vector<bool>(a.domain_size() * b.domain_size())};
        bool any = false;
        for (std::uint32_t x = 0; x < a.atoms.size(); ++x)
          for (std::uint32_t y = 0; y < b.atoms.size(); ++y)
            if (variables.mutex(a.atoms[x], b.atoms[y]))
              any = pair.forbidden[x * pair.width + y] = true;
        if (any) pairs_.push_back(std::move(pair));
      }
    }
  }
  bool allows(const std::vector<std::uint32_t>& values) const {
    for (const Pair& pair : pairs_)
      if (pair.forbidden[values[pair.i] * pair.width + values[pair.j]]) return false;
    return true;
  }

 private:
  struct Pair {
    std::uint32_t i, j, width;
    std::vector<bool> forbidden;  // values[i] * width + values[j]
  };
  std::vector<Pair> pairs_;
};

// The cheapest cost from every abstract state to the goal, by Dijkstra's algorithm run
// backwards from the goal states over the regressions.
struct BackwardSearch {
  std::vector<std::uint32_t> domain;
  std::vector<std::uint64_t> multipliers;
  // ceil(2^64 / domain[i]): a rank below 2^32 divided by a multiplication, not a division (Lemire,
  // Kaser and Kurz, "Faster remainder by direct computation", 2019), which decoding each state
  // would otherwise spend most of its time in.
  std::vector<std::uint64_t> reciprocals;
  std::uint64_t size = 0;
  std::vector<Regression> regressions;
  std::vector<std::uint32_t> fact_begin;            // by position: its first (position, value)
  std::vector<std::vector<std::uint32_t>> by_fact;  // the regressions under their first effect
  std::vector<std::uint32_t> goal;                  // by position; kAny where the goal is silent
  bool goal_possible = true;
  const AbstractMutexes* mutexes = nullptr;
  std::string what;  // "a pattern database of N abstract states", for the budget's notes
  std::uint64_t held_bytes = 0;  // the caller's other databases

  static constexpr std::uint32_t kAny = ~std::uint32_t{0};

  // Fills `distance` (its largest value standing for "unreached"); false when a finite
  // distance would not fit below that value.
  template <class Distance>
  bool run(std::vector<Distance>& distance) const {
    constexpr Distance kUnreached = std::numeric_limits<Distance>::max();
    const std::size_t k = domain.size();
    const auto describe = [&] { return what; };
    check_work(held_bytes + size * sizeof(Distance), describe);
    distance.assign(size, kUnreached);
    MonotoneQueue<Cost, std::uint32_t> queue;
    std::vector<std::uint32_t> values(k), earlier_values(k), digits;
    const auto decode = [&](std::uint64_t rank) {
      for (std::size_t i = 0; i < k; ++i) {
        if (domain[i] == 1) {  // its reciprocal, 2^64, has no room
          values[i] = 0;
          continue;
        }
        const auto quotient = static_cast<std::uint64_t>(
            (static_cast<unsigned __int128>(reciprocals[i]) * rank) >> 64);
        values[i] = static_cast<std::uint32_t>(rank - quotient * domain[i]);
        rank = quotient;
      }
    };
    std::uint64_t queued = 0;  // entries in the queue
    for (std::uint64_t rank = 0; goal_possible && rank < size; ++rank) {
      decode(rank);
      bool is_goal = true;
      for (std::size_t i = 0; is_goal && i < k; ++i)
        is_goal = goal[i] == kAny || goal[i] == values[i];
      if (!is_goal || !mutexes->allows(values)) continue;
      distance[rank] = 0;
      queue.push(0, static_cast<std::uint32_t>(rank));
      ++queued;
    }
    const std::uint64_t table_bytes = held_bytes + size * sizeof(Distance);
    while (!queue.empty()) {
      const auto [cost, rank] = queue.pop();
      --queued;
      if (cost != distance[rank]) continue;  // a stale entry: reached cheaper since
      check_work(table_bytes + queued * sizeof(std::uint32_t), describe);
      decode(rank);
      for (std::size_t i = 0; i < k; ++i) {
        for (std::uint32_t r : by_fact[fact_begin[i] + values[i]]) {
          const Regression& regression = regressions[r];
          bool applies = true;
          for (const Fact& fact : regression.must_hold)
            applies = applies && values[fact.first] == fact.second;
          if (!applies) continue;
          const Cost reached = cost + regression.cost;
          if (reached >= kUnreached) return false;
          std::int64_t earlier = rank;
          earlier_values = values;
          for (const Fact& fact : regression.restore) {
            earlier += (static_cast<std::int64_t>(fact.second) - values[fact.first]) *
                       static_cast<std::int64_t>(multipliers[fact.first]);
            earlier_values[fact.first] = fact.second;
          }
          for (std::uint32_t position : regression.unknown)
            earlier -= static_cast<std::int64_t>(values[position] * multipliers[position]);
          // Every combination of values at the unknown positions.
          digits.assign(regression.unknown.size(), 0);
          while (true) {
            std::int64_t before = earlier;
            for (std::size_t u = 0; u < digits.size(); ++u) {
              before += static_cast<std::int64_t>(digits[u] * multipliers[regression.unknown[u]]);
              earlier_values[regression.unknown[u]] = digits[u];
            }
            Distance& known = distance[static_cast<std::uint64_t>(before)];
            if (reached < known && mutexes->allows(earlier_values)) {
              known = static_cast<Distance>(reached);
              queue.push(reached, static_cast<std::uint32_t>(before));
              ++queued;
            }
            std::size_t u = 0;
            while (u < digits.size() && ++digits[u] == domain[regression.unknown[u]])
              digits[u++] = 0;
            if (u == digits.size()) break;
          }
        }
      }
    }
    return true;
  }
};

}  // namespace

Cost PatternDatabase::at_rank(std::uint64_t rank, std::vector<std::uint32_t>& values) const {
  for (std::size_t i = 0; i < pattern_.size(); ++i)
    values[pattern_[i]] = static_cast<std::uint32_t>((rank / multipliers_[i]) % domain_[i]);
  return lookup(values);
}

std::uint64_t PatternDatabase::abstract_states(const StateVariables& variables,
                                               const std::vector<std::uint32_t>& pattern) {
  std::uint64_t states = 1;
  for (std::uint32_t variable : pattern) {
    const std::uint64_t size = variables.variables[variable].domain_size();
    if (states > std::numeric_limits<std::uint64_t>::max() / size)
      return std::numeric_limits<std::uint64_t>::max();
    states *= size;
  }
  return states;
}

PatternDatabase::PatternDatabase(const Task& task, const StateVariables& variables,
                                 std::vector<std::uint32_t> pattern, const std::vector<Cost>& costs,
                                 std::uint64_t held_bytes)
    : pattern_(std::move(pattern)) {
  // The variables the most actions change get the smallest multipliers, so that most abstract
  // moves stay near in the table (the empty cell of the 15-puzzle moves on every action).
  std::vector<std::uint64_t> changes(variables.variables.size(), 0);
  for (const GroundAction& action : task.actions)
    for (std::uint32_t variable : variables.changed_by(action)) ++changes[variable];
  std::stable_sort(pattern_.begin(), pattern_.end(),
                   [&](std::uint32_t a, std::uint32_t b) { return changes[a] > changes[b]; });
  size_ = abstract_states(variables, pattern_);
  BackwardSearch search;
  search.what = "a pattern database of " + std::to_string(size_) + " abstract states";
  if (size_ > std::numeric_limits<std::uint32_t>::max())
    throw LimitReached(search.what + ": more than 2^32 - 1 cannot be ranked");
  std::uint64_t multiplier = 1;
  for (std::uint32_t variable : pattern_) {
    multipliers_.push_back(multiplier);
    domain_.push_back(variables.variables[variable].domain_size());
    multiplier *= domain_.back();
  }
  const std::size_t k = pattern_.size();
  search.domain = domain_;
  for (std::uint32_t d : domain_)
    search.reciprocals.push_back(std::numeric_limits<std::uint64_t>::max() / d + 1);
  search.multipliers = multipliers_;
  search.size = size_;
  search.held_bytes = held_bytes;
  for (const AbstractAction& action : project(task, variables, pattern_, costs))
    search.regressions.push_back(regression_of(action));
  search.fact_begin.assign(k + 1, 0);
  for (std::size_t i = 0; i < k; ++i) search.fact_begin[i + 1] = search.fact_begin[i] + domain_[i];
  search.by_fact.resize(search.fact_begin[k]);
  for (std::uint32_t r = 0; r < search.regressions.size(); ++r) {
    const Fact& first = search.regressions[r].must_hold.front();
    search.by_fact[search.fact_begin[first.first] + first.second].push_back(r);
  }
  // The abstract goal: the goal's values on the pattern's variables.
  search.goal.assign(k, BackwardSearch::kAny);
  const std::optional<std::vector<GoalValue>> goal = goal_values(task, variables);
  search.goal_possible = goal.has_value();
  for (const GoalValue& wanted : goal.value_or(std::vector<GoalValue>{})) {
    const auto position = std::find(pattern_.begin(), pattern_.end(), wanted.variable);
    if (position != pattern_.end())
      search.goal[static_cast<std::size_t>(position - pattern_.begin())] = wanted.value;
  }
  const AbstractMutexes mutexes(variables, pattern_);
  search.mutexes = &mutexes;

  // A byte a state while the distances stay below 255 (a quarter of the memory, and of the cache
  // misses), else four.
  if (!search.run(narrow_)) {
    narrow_.clear();
    narrow_.shrink_to_fit();
    search.run(wide_);
  }
  for (std::uint64_t rank = 0; rank < size_; ++rank) {
    const Cost d = narrow_.empty() ? wide_[rank] : narrow_[rank];
    if (d != (narrow_.empty() ? Cost{kWideUnreached} : Cost{kNarrowUnreached}))
      largest_ = std::max(largest_, d);
  }
}

}  // namespace puzzlelab::pddl
