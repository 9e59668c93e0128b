#include "puzzles/nanobots/decode_answer.hpp"

#include <algorithm>
#include <charconv>
#include <sstream>

#include "backends/smt/smt2_answer.hpp"
#include "puzzle/model_answer.hpp"
#include "puzzles/nanobots/encode_milp.hpp"
#include "puzzles/nanobots/model_export.hpp"

namespace puzzlelab::nanobots {
namespace {

// cbc's point for one of the milp stages; every bot whose in_i is 1 must reach it.
std::optional<DecodedPoint> decode_milp_point(const Swarm& swarm,
                                              const NanobotsMilpEncoding& encoding,
                                              const std::string& text, const std::string& source) {
  const auto answer = model_answer::read_cbc_answer(encoding.model(), text, source);
  if (!answer) return std::nullopt;
  const Point p = encoding.point(answer->values);
  for (std::size_t i = 0; i < swarm.size(); ++i) {
    const int in = encoding.in_range(static_cast<int>(i));
    if (answer->values[static_cast<std::size_t>(in)] > 0.5 && !covers(swarm[i], p)) {
      const std::string name = encoding.model().variables()[static_cast<std::size_t>(in)].name;
      model_answer::reject(model_answer::word_location(text, source, name),
                           name + " = 1, but bot " + std::to_string(i) + " (line " +
                               std::to_string(i + 1) + " of the input) does not reach " +
                               point_text(p));
    }
  }
  return DecodedPoint{{count_covering(swarm, p), norm(p), p}, answer->optimal};
}

std::int64_t integer_of(const smt::Smt2Value& value, const std::string& source) {
  std::int64_t number = 0;
  const char* first = value.value.data();
  const char* last = first + value.value.size();
  const auto [end, error] = std::from_chars(first, last, number);
  if (error != std::errc() || end != last) {
    model_answer::reject(
        {source, value.line, value.column},
        value.name + ": expected an integer, found '" + excerpt(value.value) + "'");
  }
  return number;
}

// z3's answer to smt2_script: x, y, z and its objectives count and dist, held to the recount.
std::optional<DecodedPoint> decode_smt_point(const Swarm& swarm, const std::string& text,
                                             const std::string& source) {
  std::istringstream in(text);
  const smt::Smt2Answer answer = smt::read_smt2_answer(in, source);
  const SourceLocation status{source, answer.status_line, answer.status_column};
  if (answer.status == BackendStatus::kUnsatisfiable) return std::nullopt;
  if (answer.status == BackendStatus::kUnknown)
    model_answer::reject(status, "the solver answered unknown: there is no point to read");
  const std::vector<std::string> names{"x", "y", "z", "count", "dist"};
  std::vector<std::optional<std::int64_t>> numbers(names.size());
  std::vector<SourceLocation> where(names.size(), status);
  for (const smt::Smt2Value& value : answer.values) {
    const auto known = std::find(names.begin(), names.end(), value.name);
    if (known == names.end()) {
      model_answer::reject({source, value.line, value.column},
                           "unknown name '" + excerpt(value.name) +
                               "': the model's values are x, y, z, count and dist");
    }
    const auto k = static_cast<std::size_t>(known - names.begin());
    numbers[k] = integer_of(value, source);
    where[k] = {source, value.line, value.column};
  }
  for (std::size_t k = 0; k < names.size(); ++k) {
    if (!numbers[k]) model_answer::reject(status, "the value of " + names[k] + " is missing");
  }
  const Point p{*numbers[0], *numbers[1], *numbers[2]};
  const int direct = count_covering(swarm, p);
  if (*numbers[3] != direct) {
    model_answer::reject(where[3], "count = " + std::to_string(*numbers[3]) + ", but " +
                                       std::to_string(direct) + " bots reach " + point_text(p));
  }
  if (*numbers[4] != norm(p)) {
    model_answer::reject(where[4], "dist = " + std::to_string(*numbers[4]) + ", but " +
                                       point_text(p) + " is at distance " +
                                       std::to_string(norm(p)));
  }
  // Z3 Optimize prints sat with a model only once both objectives are optimal.
  return DecodedPoint{{direct, norm(p), p}, true};
}

}  // namespace

std::optional<DecodedPoint> decode_point_answer(const Swarm& swarm, const std::string& model,
                                                const std::string& instance,
                                                const std::string& text,
                                                const std::string& source) {
  // The encodings that wrote the models, so that the variable names agree.
  if (model == "stage1")
    return decode_milp_point(swarm, NanobotsMilpEncoding(swarm, instance), text, source);
  if (model == "stage2")
    return decode_milp_point(swarm, stage2_encoding(swarm, instance), text, source);
  return decode_smt_point(swarm, text, source);
}

}  // namespace puzzlelab::nanobots
