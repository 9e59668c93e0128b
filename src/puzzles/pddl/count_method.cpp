#include <algorithm>
#include <cctype>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "puzzles/pddl/method_support.hpp"
#include "puzzles/pddl/pddl_methods.hpp"
#include "search/flat_key_set.hpp"

namespace puzzlelab::pddl {
namespace {

// The predicates named by `--set positions=P,Q` (case-insensitive, as PDDL names are), in the
// order given; InputError naming the domain's predicates for one it does not declare.
std::vector<std::uint32_t> position_predicates(const Task& task, const std::string& setting) {
  std::vector<std::uint32_t> chosen;
  std::istringstream names(setting);
  for (std::string name; std::getline(names, name, ',');) {
    name.erase(0, name.find_first_not_of(' '));  // "on, clear" as well as "on,clear"
    name.erase(name.find_last_not_of(' ') + 1);
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const auto found = std::find(task.predicates.begin(), task.predicates.end(), name);
    if (found == task.predicates.end()) {
      std::string known;
      for (const std::string& predicate : task.predicates)
        known += (known.empty() ? "" : ", ") + predicate;
      throw InputError("--set positions: the domain declares no predicate '" + name + "' (it has " +
                       known + ")");
    }
    chosen.push_back(static_cast<std::uint32_t>(found - task.predicates.begin()));
  }
  if (chosen.empty()) throw InputError("--set positions: expected predicate names, P,Q,...");
  return chosen;
}

// The states as the chosen predicates see them: every other atom and every number cleared.
class Projection {
 public:
  Projection(const Task& task, const std::vector<std::uint32_t>& predicates)
      : mask_(task.empty_state()) {
    for (AtomId atom = 0; atom < task.atoms.size(); ++atom) {
      const std::uint32_t predicate = task.atoms.predicate(atom);
      if (std::find(predicates.begin(), predicates.end(), predicate) != predicates.end())
        mask_.set(atom);
    }
  }
  State operator()(const State& state) const {
    State projected = state;
    projected.keep_only(mask_);
    return projected;
  }

 private:
  State mask_;  // the chosen predicates' atoms set, values 0
};

}  // namespace

PddlReport solve_count(const PddlInstance& own, const SolveOptions& options) {
  const std::string positions_setting = puzzle_support::setting(options, "positions", "");
  return with_task(
      own, options,
      [&](const std::shared_ptr<const Task>& task, const SearchLimits& limits,
          const Stopwatch& clock) {
        search::BfsOptions bfs;
        bfs.limits = limits;
        std::vector<std::uint32_t> chosen;
        search::FlatKeySet<State> positions;
        std::function<void(const State&)> on_reached;
        std::optional<Projection> projection;
        if (!positions_setting.empty()) {
          chosen = position_predicates(*task, positions_setting);
          projection.emplace(*task, chosen);
          // The positions are at most as many as the states: half the memory for each.
          bfs.limits.memory_bytes /= 2;
          on_reached = [&](const State& state) { positions.insert((*projection)(state)); };
        }
        const BfsOutcome outcome = count_states(*task, bfs, on_reached);
        if (outcome.status == SearchStatus::kStopped) return stopped_search(outcome, clock);
        PddlReport report;
        report.stats = bfs_figures(outcome.stats);
        report.status = Status::kSolved;
        report.summary = std::to_string(outcome.states) + " states";
        report.note =
            "every state reachable from the initial one, counted by breadth-first search "
            "(no goal-relevance pruning); the farthest are " +
            std::to_string(outcome.farthest_distance) + " actions away";
        if (outcome.states == 0) report.note = outcome.note;  // the initial state is forbidden
        report.answer = PddlAnswer{
            PddlAnswer::Kind::kCount, task, {}, outcome.states, outcome.farthest_distance};
        if (projection) {
          std::string names;
          for (const std::uint32_t p : chosen) {
            names += (names.empty() ? "" : ", ") + task->predicates[p];
            report.answer->position_predicates.push_back(task->predicates[p]);
          }
          report.answer->positions = positions.size();
          report.summary += ", " + std::to_string(positions.size()) + " positions";
          report.note += "; positions: the states told apart by the atoms of " + names + " alone";
        }
        return report;
      });
}

}  // namespace puzzlelab::pddl
