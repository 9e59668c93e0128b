// The base of every puzzle: the interface (puzzle.hpp) over the puzzle's own instance type, with
// its methods declared once, as a table.
//
// Each method is one entry, what it is (MethodInfo) and the function that runs it, in the way
// CaDiCaL keeps its options in one list that every consumer expands: `list`, `solve`, `compare`,
// `race` and the server read the same table, so they cannot disagree, and nothing compares a
// method's name but the one lookup here. The cast from the interface's Instance to the puzzle's
// own type is made here too, once, so a puzzle's code sees only its own instances.
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "puzzle/puzzle.hpp"

namespace puzzlelab {

template <class OwnInstance>
class TypedPuzzle : public Puzzle {
 public:
  using Own = OwnInstance;

  // One method: what it is, and the function that runs it on the puzzle's own instance. The
  // function may throw InputError when the method does not fit the instance (say why).
  struct Method {
    MethodInfo info;
    std::function<Report(const Own&, const SolveOptions&)> run;
  };

  std::vector<MethodInfo> methods() const final {
    std::vector<MethodInfo> infos;
    for (const Method& method : method_table()) infos.push_back(method.info);
    return infos;
  }

  // Looks the method up, refuses settings it does not take, reports `unavailable` when this
  // build lacks its library, and runs it.
  Report solve(const Instance& instance, const std::string& method,
               const SolveOptions& options) const final {
    const std::vector<Method> table = method_table();
    const auto entry = std::find_if(table.begin(), table.end(),
                                    [&](const Method& known) { return known.info.name == method; });
    if (entry == table.end()) puzzle_support::unknown_method(name(), method, methods());
    puzzle_support::check_settings(options, entry->info);
    if (!entry->info.available()) {
      return puzzle_support::unavailable_report(
          name(), instance, method,
          "this PuzzleLab was built without " + std::string(to_string(entry->info.library)));
    }
    return entry->run(own(instance), options);
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
    return read_own_answer(own(instance), model, text, source);
  }
  std::unique_ptr<trace::AnswerTrace> answer_trace(const Instance& instance,
                                                   const Report& report) const final {
    return own_answer_trace(own(instance), report);
  }

 protected:
  virtual std::vector<Method> method_table() const = 0;
  virtual std::string default_method_for(const Own& instance) const = 0;
  virtual std::string draw_instance(const Own& instance, const DrawStyle& style) const = 0;
  // The defaults: no models, no answers read, no answer trace (puzzle.hpp).
  virtual void write_own_model(const Own& instance, const std::string& model, ModelFormat format,
                               std::ostream& out) const {
    Puzzle::write_model(instance, model, format, out);
  }
  virtual Report read_own_answer(const Own& instance, const std::string& model,
                                 const std::string& text, const std::string& source) const {
    return Puzzle::read_answer(instance, model, text, source);
  }
  virtual std::unique_ptr<trace::AnswerTrace> own_answer_trace(const Own& instance,
                                                               const Report& report) const {
    return Puzzle::answer_trace(instance, report);
  }

 private:
  // The one downcast: every instance this puzzle is given came from its own parse().
  static const Own& own(const Instance& instance) { return dynamic_cast<const Own&>(instance); }
};

}  // namespace puzzlelab
