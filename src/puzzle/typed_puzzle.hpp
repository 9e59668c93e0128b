// The base of every puzzle: the interface (puzzle.hpp) over the puzzle's own instance and answer
// types, with its methods declared once, as a table.
//
// Each method is one entry, what it is (MethodInfo) and the function that runs it, in the way
// CaDiCaL keeps its options in one list that every consumer expands: `list`, `solve`, `compare`,
// `race` and the server read the same table, so they cannot disagree, and nothing compares a
// method's name but the one lookup here. The cast from the interface's Instance to the puzzle's
// own type is made here too, once, so a puzzle's code sees only its own instances.
//
// Every method returns its answer typed (UncheckedReport<OwnAnswer>), and every answer reaches a
// report through `checked` alone: the puzzle's one checker (`replay`) replays it through the
// rules, its one writer (`answer_json`) writes it to JSON, and only a replay that holds makes the
// report verified (rules_verdict.hpp). A method cannot skip the replay nor write its own JSON.
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzle/rules_verdict.hpp"
#include "puzzle/unchecked_report.hpp"

namespace puzzlelab {

template <class OwnInstance, class OwnAnswer>
class TypedPuzzle : public Puzzle {
 public:
  using Own = OwnInstance;
  using Answer = OwnAnswer;
  using Unchecked = UncheckedReport<OwnAnswer>;

  // One method: what it is, and the function that runs it on the puzzle's own instance. The
  // function may throw InputError when the method does not fit the instance (say why).
  struct Method {
    MethodInfo info;
    std::function<Unchecked(const Own&, const SolveOptions&)> run;
  };

  std::vector<MethodInfo> methods() const final {
    std::vector<MethodInfo> infos;
    for (const Method& method : method_table()) infos.push_back(method.info);
    return infos;
  }

  // Looks the method up, refuses settings (and a checkpoint) it does not take, reports
  // `unavailable` when this build lacks its library, and runs it.
  Report solve(const Instance& instance, const std::string& method,
               const SolveOptions& options) const final {
    const std::vector<Method> table = method_table();
    const auto entry = std::find_if(table.begin(), table.end(),
                                    [&](const Method& known) { return known.info.name == method; });
    if (entry == table.end()) puzzle_support::unknown_method(name(), method, methods());
    puzzle_support::check_settings(options, entry->info);
    puzzle_support::check_checkpoint(options, name(), entry->info, methods());
    if (!entry->info.available()) {
      return puzzle_support::unavailable_report(
          name(), instance, method,
          "this PuzzleLab was built without " + std::string(to_string(entry->info.library)));
    }
    const Own& own_instance = own(instance);
    return checked(own_instance, entry->run(own_instance, options), method);
  }

  std::string default_method(const Instance& instance) const final {
    return default_method_for(own(instance));
  }
  std::string draw(const Instance& instance, const DrawStyle& style) const final {
    return draw_instance(own(instance), style);
  }
  void write_model(const Instance& instance, const std::string& model, ModelFormat format,
                   std::ostream& out) const final {
    write_own_model(own(instance), model, format, out);
  }
  Report read_answer(const Instance& instance, const std::string& model, const std::string& text,
                     const std::string& source) const final {
    const Own& own_instance = own(instance);
    return checked(own_instance, read_own_answer(own_instance, model, text, source),
                   "the answer to the " + model + " model");
  }
  std::unique_ptr<trace::AnswerTrace> answer_trace(const Instance& instance,
                                                   const Report& report) const final {
    return own_answer_trace(own(instance), std::any_cast<OwnAnswer>(&report.typed_answer_), report);
  }
  std::optional<std::string> plan_file(const Instance& instance, const Report& report) const final {
    const auto* answer = std::any_cast<OwnAnswer>(&report.typed_answer_);
    return answer != nullptr ? own_plan_file(own(instance), *answer) : std::nullopt;
  }

 protected:
  virtual std::vector<Method> method_table() const = 0;
  virtual std::string default_method_for(const Own& instance) const = 0;
  virtual std::string draw_instance(const Own& instance, const DrawStyle& style) const = 0;

  // The puzzle's one checker: replays `answer` through the rules from `instance`. Broken means a
  // bug in the method that produced it (the run ends with an internal error, never a report).
  virtual RulesVerdict replay(const Own& instance, const OwnAnswer& answer) const = 0;
  // The puzzle's one writer of answers: the answer object of docs/json.md (the instance names
  // what the answer's moves moved).
  virtual nlohmann::json answer_json(const Own& instance, const OwnAnswer& answer) const = 0;

  // The defaults: no models, no answers read, no answer trace (puzzle.hpp).
  virtual void write_own_model(const Own& instance, const std::string& model, ModelFormat format,
                               std::ostream& out) const {
    Puzzle::write_model(instance, model, format, out);
  }
  // Another solver's answer to one of the models, decoded (puzzle.hpp, read_answer).
  virtual Unchecked read_own_answer(const Own& instance, const std::string& model,
                                    const std::string& text, const std::string& source) const {
    Puzzle::read_answer(instance, model, text, source);  // throws: no model reads answers
    return Unchecked{};
  }
  // The answer as a plan file (writes_plan_files), nullopt when it holds no plan.
  virtual std::optional<std::string> own_plan_file(const Own& instance,
                                                   const OwnAnswer& answer) const {
    (void)instance;
    (void)answer;
    return std::nullopt;
  }
  // `answer` is the run's typed answer, null when it has none; `report` its report.
  virtual std::unique_ptr<trace::AnswerTrace> own_answer_trace(const Own& instance,
                                                               const OwnAnswer* answer,
                                                               const Report& report) const {
    (void)answer;
    return Puzzle::answer_trace(instance, report);
  }

 private:
  // The only way from a method's answer to a report: replayed, written, and marked verified when
  // the replay holds. `what` names the answer's source in an internal error.
  Report checked(const Own& instance, Unchecked unchecked, const std::string& what) const {
    Report report;
    report.status = unchecked.status;
    report.stats = unchecked.stats;
    report.backend = std::move(unchecked.backend);
    report.summary = std::move(unchecked.summary);
    report.note = std::move(unchecked.note);
    report.drawing = std::move(unchecked.drawing);
    report.ranks = std::move(unchecked.ranks);
    if (!unchecked.answer) return report;  // answer stays null
    const RulesVerdict verdict = replay(instance, *unchecked.answer);
    if (verdict.kind() == RulesVerdict::Kind::kBroken)
      internal_error(name() + ": the rules refuse " + what + "'s answer: " + verdict.why());
    report.answer = answer_json(instance, *unchecked.answer);
    if (verdict.kind() == RulesVerdict::Kind::kHolds) report.mark_verified(ReplayProof{});
    report.typed_answer_ = std::move(*unchecked.answer);
    return report;
  }

  // The one downcast: every instance this puzzle is given came from its own parse().
  static const Own& own(const Instance& instance) { return dynamic_cast<const Own&>(instance); }
};

}  // namespace puzzlelab
