#include "registry/registry.hpp"

#include <charconv>
#include <cstdint>
#include <optional>

#include "core/error.hpp"
#include "core/limits.hpp"
#include "core/work_budget.hpp"
#include "puzzle/solver_report.hpp"
#include "trace/solver_progress.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab {

// Each puzzle's factory, defined in src/puzzles/<name>/<name>_puzzle.cpp.
#define PUZZLELAB_PUZZLE(name) std::unique_ptr<Puzzle> make_##name##_puzzle();
#include "registry/puzzle_list.hpp"
#undef PUZZLELAB_PUZZLE

const std::vector<std::unique_ptr<Puzzle>>& puzzles() {
  static const std::vector<std::unique_ptr<Puzzle>> all = [] {
    std::vector<std::unique_ptr<Puzzle>> list;
#define PUZZLELAB_PUZZLE(name) list.push_back(make_##name##_puzzle());
#include "registry/puzzle_list.hpp"
#undef PUZZLELAB_PUZZLE
    return list;
  }();
  return all;
}

const Puzzle* find_puzzle(const std::string& name) {
  for (const auto& puzzle : puzzles())
    if (puzzle->name() == name) return puzzle.get();
  return nullptr;
}

const Puzzle& puzzle_named(const std::string& name) {
  if (const Puzzle* puzzle = find_puzzle(name)) return *puzzle;
  std::string names;
  for (const auto& puzzle : puzzles()) names += (names.empty() ? "" : ", ") + puzzle->name();
  throw InputError("unknown puzzle '" + name.substr(0, 40) + "' (expected " + names + ")");
}

namespace {

// The end line's totals: the report's figures as the JSON report names them, a count, the note.
nlohmann::json trace_totals(const Report& report) {
  const nlohmann::json json = to_json(report);
  nlohmann::json totals = nlohmann::json::object();
  for (const char* group : {"stats", "backend"}) {
    if (!json.contains(group)) continue;
    for (const auto& [key, value] : json[group].items()) totals[key] = value;
  }
  // A count as a JSON number while it fits in 64 bits, and always as its decimal text.
  if (report.answer.is_object() && report.answer.contains("count_decimal")) {
    const std::string decimal = report.answer["count_decimal"];
    std::uint64_t count = 0;
    const auto [end, error] =
        std::from_chars(decimal.data(), decimal.data() + decimal.size(), count);
    if (error == std::errc() && end == decimal.data() + decimal.size()) totals["count"] = count;
    totals["count_decimal"] = decimal;
  }
  if (!report.note.empty()) totals["note"] = report.note;
  totals["seconds"] = report.seconds;
  return totals;
}

// The trace of a run whose method wrote none: the answer told by the puzzle (or the header
// alone), then the end line with the report's status.
void write_answer_trace(const Puzzle& puzzle, const Instance& instance, const Report& report,
                        trace::TraceWriter& writer) {
  // Telling a long answer takes long too (a knight's tour of a million squares): with the run's
  // time already spent, the trace of its answer ends at the header.
  const WorkBudget* budget = WorkBudget::current();
  if (has_answer(report.status) && budget != nullptr && budget->seconds_left() <= 0) {
    writer.header(puzzle.name(), report.method, {{"canonical", instance.canonical()}},
                  nlohmann::json::object(), nullptr, {.answer_only = true});
    writer.cut(time_limit_note(budget->limits().seconds, "writing the trace"));
    return;
  }
  std::unique_ptr<trace::AnswerTrace> answer = puzzle.answer_trace(instance, report);
  if (!answer) {
    writer.header(puzzle.name(), report.method, {{"canonical", instance.canonical()}},
                  nlohmann::json::object(), nullptr, {.answer_only = true});
    return;
  }
  trace::AnswerTrace& told = *answer;
  writer.header(puzzle.name(), report.method, told.instance(), told.state(),
                [&told] { return told.state(); }, {.answer_only = true});
  while (const std::optional<trace::TraceEvent> event = told.next()) {
    // The answer's moves are no nodes of a search: they count depth only.
    const trace::Step step =
        event->step == trace::Step::kAdvance ? trace::Step::kDeeper : event->step;
    if (!writer.event(step, event->line)) break;  // cut: the rest would be dropped
  }
  const nlohmann::json solution = told.solution();
  if (has_answer(report.status) && solution.is_object() && !writer.truncated())
    writer.event(trace::Step::kSolution, solution);
}

// Every run traced through run_method ends with the report's own status and figures, whether
// the method traced its work itself or not.
void finish_trace(const Puzzle& puzzle, const Instance& instance, const Report& report,
                  trace::TraceWriter& writer) {
  if (!writer.has_header()) write_answer_trace(puzzle, instance, report, writer);
  writer.release_end(to_string(report.status), trace_totals(report));
}

}  // namespace

Report read_model_answer(const Puzzle& puzzle, const Instance& instance, const std::string& model,
                         const std::string& text, const std::string& source) {
  const Stopwatch clock;
  Report report = puzzle.read_answer(instance, model, text, source);
  report.puzzle = puzzle.name();
  report.instance = instance.canonical();
  report.method = "read " + model;
  report.seconds = clock.seconds();
  return report;
}

Report run_method(const Puzzle& puzzle, const Instance& instance, const std::string& method,
                  const SolveOptions& options) {
  const Stopwatch clock;
  Report report;
  if (options.trace != nullptr) options.trace->hold_end();
  // Model building and solver calls read the run's limits from here (core/work_budget.hpp).
  const WorkBudget budget(options.limits);
  // A traced run's solver libraries sample their progress into its trace.
  std::optional<trace::SolverProgressScope> solver_progress;
  if (options.trace != nullptr) solver_progress.emplace(*options.trace);
  try {
    report = puzzle.solve(instance, method, options);
  } catch (const LimitReached& reached) {
    report = Report{};
    report.status = Status::kStopped;
    report.summary = "stopped";
    report.note = reached.what();
  } catch (const BackendUnavailable& missing) {
    report = puzzle_support::unavailable_report(puzzle.name(), instance, method, missing.what());
  } catch (const InputError& refused) {
    // A method that does not fit the instance: its trace still ends, saying why.
    if (options.trace != nullptr) {
      Report refusal;
      refusal.method = method;
      refusal.status = Status::kUnavailable;
      refusal.note = refused.what();
      refusal.seconds = clock.seconds();
      finish_trace(puzzle, instance, refusal, *options.trace);
    }
    throw;
  }
  report.puzzle = puzzle.name();
  report.instance = instance.canonical();
  report.method = method;
  report.seconds = clock.seconds();
  if (options.trace != nullptr) finish_trace(puzzle, instance, report, *options.trace);
  return report;
}

}  // namespace puzzlelab
