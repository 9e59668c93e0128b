// IDA* over a ground task (search/ida_star.hpp): depth-first searches bounded by f = g + h,
// g counting the actions' costs and h an admissible heuristic, the bound raised each time to the
// least f that exceeded it. Memory is the path (the states along it, so that no move returns to
// one of them: a plan never needs to, and with actions of cost 0 a cycle would never exceed the
// bound) and a transposition table of bounded size, so that a state reached again in an iteration
// by a path no cheaper is not searched again (search/ida_star.hpp).
#include <algorithm>
#include <optional>
#include <unordered_set>

#include "puzzles/pddl/heuristic_search.hpp"
#include "puzzles/pddl/relaxed_task.hpp"
#include "puzzles/pddl/successors.hpp"
#include "search/ida_star.hpp"

namespace puzzlelab::pddl {
namespace {

// The engine's state: the path from the initial state. Its successors come from
// pddl::for_each_successor; apply() takes the one being visited, so no action is applied twice.
struct IdaPath {
  std::vector<State> states;
  std::unordered_set<State> on_path;
  mutable const State* visiting = nullptr;  // the successor for_each_move is handing out
};

struct IdaTask {
  using State = IdaPath;
  using Move = std::uint32_t;

  const Task& task;
  Heuristic* heuristic;

  const pddl::State& key(const IdaPath& path) const { return path.states.back(); }
  Cost estimate(const IdaPath& path) const { return heuristic->estimate(path.states.back()); }
  bool is_goal(const IdaPath& path) const { return task.goal.holds(path.states.back()); }
  Cost move_cost(Move move) const { return task.actions[move].cost; }
  void apply(IdaPath& path, Move) const {
    path.states.push_back(*path.visiting);
    path.on_path.insert(path.states.back());
  }
  void undo(IdaPath& path, Move) const {
    path.on_path.erase(path.states.back());
    path.states.pop_back();
  }
  template <class Visit>
  void for_each_move(const IdaPath& path, const Move*, Visit&& visit) const {
    const pddl::State current = path.states.back();  // the path grows while visiting
    bool stop = false;
    pddl::for_each_successor(task, current, [&](std::uint32_t index, const pddl::State& next) {
      if (stop || path.on_path.contains(next)) return;
      path.visiting = &next;
      stop = visit(index);
    });
  }
};

// IDA*'s transposition table holds at most this many states (about 100 MiB of small states).
constexpr std::uint64_t kMaxTableEntries = std::uint64_t{1} << 20;

std::string thresholds_text(const std::vector<Cost>& thresholds) {
  constexpr std::size_t kShown = 8;  // the first few and the last: enough to see the steps
  std::string text;
  for (std::size_t i = 0; i < thresholds.size(); ++i) {
    if (i == kShown && thresholds.size() > kShown + 2) {
      text += ", …";
      i = thresholds.size() - 1;
    }
    text += (text.empty() ? "" : ", ") + std::to_string(thresholds[i]);
  }
  return std::to_string(thresholds.size()) + " iteration" + (thresholds.size() == 1 ? "" : "s") +
         ", thresholds " + text;
}

}  // namespace

PlanSearchOutcome ida_plan(const Task& task, const PlanSearchOptions& options) {
  if (std::optional<PlanSearchOutcome> none = no_plan_before_search(task)) return *none;
  PlanSearchOutcome outcome;
  const Stopwatch building;
  const RelaxedTask relaxed(task);
  const std::unique_ptr<Heuristic> heuristic = make_heuristic(options.heuristic, task, relaxed);
  const IdaTask problem{task, heuristic.get()};
  IdaPath start;
  start.states.push_back(task.initial);
  start.on_path.insert(task.initial);
  search::IdaStarOptions engine;
  engine.limits = limits_left(options.limits, building, heuristic.get());
  engine.estimates_per_clock_read = 256;
  // A table entry: the state's words on the heap, and the hash node around them.
  const std::uint64_t entry_bytes = 2 * task.initial.heap_bytes() + 64;
  engine.table_entries = static_cast<std::size_t>(
      std::min<std::uint64_t>(kMaxTableEntries, engine.limits.memory_bytes / entry_bytes));
  outcome.initial_estimate = heuristic->estimate(task.initial);
  outcome.heuristic_detail = heuristic->detail();
  auto result = search::ida_star(problem, std::move(start), engine);
  outcome.status = result.status;
  outcome.plan = std::move(result.path);
  for (std::uint32_t index : outcome.plan) outcome.cost += task.actions[index].cost;
  outcome.thresholds = std::move(result.thresholds);
  outcome.bound = outcome.thresholds.empty() ? 0 : outcome.thresholds.back();
  outcome.stats = result.stats;
  const std::string iterations = thresholds_text(outcome.thresholds);
  if (result.status == SearchStatus::kSolved) {
    outcome.note = iterations;
  } else if (result.status == SearchStatus::kStopped) {
    outcome.note = std::string(result.stats.nodes >= options.limits.nodes ? "node" : "time") +
                   " limit reached after " + std::to_string(result.stats.nodes) +
                   " states expanded (" + iterations + "); no plan costs less than " +
                   std::to_string(outcome.bound);
  } else {
    outcome.note = "no plan: every path from the initial state searched (" +
                   std::to_string(result.stats.nodes) + " states expanded)";
  }
  return outcome;
}

}  // namespace puzzlelab::pddl
