#include "puzzle/puzzle.hpp"

#include <algorithm>
#include <charconv>
#include <sstream>

#include "core/error.hpp"

namespace puzzlelab {

std::string_view to_string(ModelFormat format) {
  switch (format) {
    case ModelFormat::kDimacs:
      return "dimacs";
    case ModelFormat::kSmt2:
      return "smt2";
    case ModelFormat::kLp:
      return "lp";
    case ModelFormat::kMps:
      return "mps";
    case ModelFormat::kPddl:
      return "pddl";
  }
  return "dimacs";
}

void Puzzle::write_model(const Instance&, const std::string& model, ModelFormat,
                         std::ostream&) const {
  throw InputError("--model: " + name() + " has no declarative model '" + model + "'");
}

Report Puzzle::read_answer(const Instance&, const std::string& model, const std::string&,
                           const std::string& source) const {
  throw InputError(shown_name(source) + ": " + name() + " reads no solver answers to its model '" +
                   model + "'");
}

namespace puzzle_support {

std::string param(const Params& params, const std::string& name, const std::string& fallback) {
  for (const auto& [key, value] : params)
    if (key == name) return value;
  return fallback;
}

std::string setting(const SolveOptions& options, const std::string& name,
                    const std::string& fallback) {
  return param(options.settings, name, fallback);
}

void check_settings(const SolveOptions& options, const MethodInfo& method) {
  for (const auto& [key, value] : options.settings) {
    if (std::find(method.settings.begin(), method.settings.end(), key) != method.settings.end())
      continue;
    std::string taken;
    for (const std::string& name : method.settings) taken += (taken.empty() ? "" : ", ") + name;
    throw InputError("--set " + key + ": " + method.name +
                     (taken.empty() ? " takes no settings" : " takes " + taken));
  }
}

void check_checkpoint(const SolveOptions& options, const std::string& puzzle,
                      const MethodInfo& method, const std::vector<MethodInfo>& methods) {
  if (!options.checkpoint.wanted() || method.checkpoints) return;
  std::string able;
  for (const MethodInfo& other : methods)
    if (other.checkpoints) able += (able.empty() ? "" : ", ") + other.name;
  throw InputError(std::string(options.checkpoint.resume ? "--resume" : "--checkpoint") +
                   ": method " + method.name + " of " + puzzle +
                   " keeps no checkpoint; only the exhaustive counts do (" +
                   (able.empty() ? "no method of " + puzzle + " yet" : puzzle + ": " + able) + ")");
}

void check_param_names(const Params& params, const std::vector<ParamSpec>& specs,
                       const std::string& puzzle) {
  for (std::size_t i = 0; i < params.size(); ++i) {
    const std::string& key = params[i].first;
    const bool known = std::any_of(specs.begin(), specs.end(),
                                   [&](const ParamSpec& spec) { return spec.name == key; });
    if (!known) {
      std::string expected;
      for (const ParamSpec& spec : specs) expected += (expected.empty() ? "" : ", ") + spec.name;
      throw InputError(shown_name(key) + ": not a parameter of " + puzzle + " (expected " +
                       expected + ")");
    }
    for (std::size_t j = 0; j < i; ++j)
      if (params[j].first == key) throw InputError(shown_name(key) + ": given twice");
  }
}

int integer_param(const std::string& name, const std::string& text, int min, int max) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < min ||
      value > max) {
    throw InputError(name + ": expected " + std::to_string(min) + ".." + std::to_string(max) +
                     ", got '" + text.substr(0, 40) + "'");
  }
  return value;
}

bool yes_no_param(const std::string& name, const std::string& text) {
  if (text == "yes" || text == "true") return true;
  if (text == "no" || text == "false") return false;
  throw InputError(name + ": expected yes or no, got '" + text.substr(0, 40) + "'");
}

std::string join_params(const Params& params) {
  std::string out;
  for (const auto& [key, value] : params) {
    if (!out.empty()) out += ' ';
    out += key + '=' + value;
  }
  return out;
}

Params split_params(const std::string& text) {
  Params params;
  std::istringstream words(text);
  std::string word;
  while (words >> word) {
    const std::size_t equals = word.find('=');
    if (equals == std::string::npos || equals == 0)
      throw InputError("instance: expected key=value, got '" + word.substr(0, 60) + "'");
    params.emplace_back(word.substr(0, equals), word.substr(equals + 1));
  }
  return params;
}

Report unavailable_report(const std::string& puzzle, const Instance& instance,
                          const std::string& method, const std::string& why) {
  Report report;
  report.puzzle = puzzle;
  report.instance = instance.canonical();
  report.method = method;
  report.status = Status::kUnavailable;
  report.note = why;
  return report;
}

void unknown_method(const std::string& puzzle, const std::string& method,
                    const std::vector<MethodInfo>& methods) {
  std::string expected;
  for (const MethodInfo& info : methods) expected += (expected.empty() ? "" : ", ") + info.name;
  throw InputError("--method: " + puzzle + " has no method '" + method.substr(0, 60) +
                   "' (expected " + expected + ")");
}

}  // namespace puzzle_support
}  // namespace puzzlelab
