#include "puzzles/pddl/plan_io.hpp"

#include <cctype>

#include "core/error.hpp"
#include "core/text_file.hpp"
#include "puzzle/pddl_model_text.hpp"

namespace puzzlelab::pddl {
namespace {

bool blank(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

std::string lowered(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// "; cost = 11 (unit cost)": the cost a planner states for its plan.
std::optional<std::int64_t> stated_cost(std::string_view comment) {
  const std::string text = lowered(comment);
  const std::size_t at = text.find("cost");
  if (at == std::string::npos) return std::nullopt;
  std::size_t k = at + 4;
  while (k < text.size() && blank(text[k])) ++k;
  if (k >= text.size() || text[k] != '=') return std::nullopt;
  ++k;
  while (k < text.size() && blank(text[k])) ++k;
  std::size_t end = k;
  while (end < text.size() && end - k < 18 && std::isdigit(static_cast<unsigned char>(text[end])))
    ++end;
  if (end == k) return std::nullopt;
  return std::stoll(text.substr(k, end - k));
}

class LineReader {
 public:
  LineReader(std::string_view line, const std::string& source, int number)
      : line_(line), source_(source), number_(number) {}

  void skip_blanks() {
    while (at_ < line_.size() && blank(line_[at_])) ++at_;
  }
  bool done() const { return at_ >= line_.size() || line_[at_] == ';'; }
  char peek() const { return at_ < line_.size() ? line_[at_] : '\0'; }
  int column() const { return static_cast<int>(at_) + 1; }
  std::size_t offset() const { return at_; }
  void advance() { ++at_; }

  std::string_view word() {
    const std::size_t begin = at_;
    while (at_ < line_.size() && !blank(line_[at_]) && line_[at_] != '(' && line_[at_] != ')' &&
           line_[at_] != ';' && line_[at_] != '[')
      ++at_;
    return line_.substr(begin, at_ - begin);
  }
  [[noreturn]] void fail(const std::string& message) const {
    throw InputError(SourceLocation{source_, number_, column()},
                     message + ": '" + excerpt(line_.substr(at_), 40) + "'");
  }

 private:
  std::string_view line_;
  const std::string& source_;
  int number_;
  std::size_t at_ = 0;
};

// "0.000: (move d1 p1 p2) [1.000]" or "(move d1 p1 p2)".
PlanStep parse_step(LineReader& reader, int number) {
  if (std::isdigit(static_cast<unsigned char>(reader.peek()))) {
    const std::string_view time = reader.word();
    if (time.back() != ':') {
      reader.skip_blanks();
      if (reader.peek() != ':') reader.fail("expected ':' after the step's time");
      reader.advance();
    }
    reader.skip_blanks();
  }
  if (reader.peek() != '(') reader.fail("expected a step '(action arg ...)'");
  PlanStep step;
  step.line = number;
  step.column = reader.column();
  reader.advance();
  reader.skip_blanks();
  step.action = lowered(reader.word());
  if (step.action.empty()) reader.fail("expected the action's name");
  while (true) {
    reader.skip_blanks();
    if (reader.peek() == ')') break;
    if (reader.done() || reader.peek() == '(' || reader.peek() == '[')
      reader.fail("expected an argument or ')'");
    step.args.push_back(lowered(reader.word()));
  }
  reader.advance();
  reader.skip_blanks();
  if (reader.peek() == '[') {  // a duration: skipped
    while (!reader.done() && reader.peek() != ']') reader.advance();
    if (reader.peek() != ']') reader.fail("expected ']' to close the duration");
    reader.advance();
    reader.skip_blanks();
  }
  if (!reader.done()) reader.fail("text after the step");
  return step;
}

}  // namespace

Plan parse_plan(const std::string& text, const std::string& source) {
  Plan plan;
  plan.source = source;
  std::size_t begin = 0;
  int number = 0;
  while (begin < text.size()) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    const std::string_view line = std::string_view(text).substr(begin, end - begin);
    begin = end + 1;
    ++number;
    LineReader reader(line, source, number);
    reader.skip_blanks();
    if (reader.done()) {
      if (reader.peek() == ';')
        if (auto cost = stated_cost(line.substr(reader.offset() + 1))) plan.stated_cost = cost;
      continue;
    }
    plan.steps.push_back(parse_step(reader, number));
  }
  return plan;
}

Plan read_plan_file(const std::string& path) {
  return parse_plan(read_text_file(path, "the plan file"), text_source_name(path));
}

std::string write_plan(const Task& task, const std::vector<std::uint32_t>& actions) {
  std::vector<std::string> names;
  std::int64_t cost = 0;
  bool unit = true;
  for (std::uint32_t index : actions) {
    const GroundAction& action = task.actions[index];
    names.push_back(task.action_name(action));
    cost += action.cost;
    unit = unit && action.cost == 1;
  }
  return ipc_plan_text(names, cost, unit);
}

}  // namespace puzzlelab::pddl
