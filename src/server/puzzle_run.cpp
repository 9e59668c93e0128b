#include "server/puzzle_run.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "registry/registry.hpp"
#include "server/api_error.hpp"
#include "server/http_status.hpp"

namespace puzzlelab::server {
namespace {

using http_status::kBadRequest;

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
  return text;
}

// A parameter's value as the text the command line would give: numbers as written, true and
// false as yes and no.
std::string value_text(const std::string& name, const nlohmann::json& value) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_number_integer()) return value.dump();
  if (value.is_number_float()) return value.dump();
  if (value.is_boolean()) return value.get<bool>() ? "yes" : "no";
  throw ApiError(kBadRequest, "\"params\": \"" + name + "\" must be a string or a number, not " +
                                  std::string(value.type_name()));
}

Params parse_params(const Puzzle& puzzle, const JsonFields& fields) {
  Params params;
  const nlohmann::json* given = fields.find("params");
  if (given == nullptr || given->is_null()) return params;
  if (!given->is_object()) {
    throw ApiError(kBadRequest, "\"params\" must be an object of the puzzle's parameters");
  }
  const std::vector<ParamSpec> specs = puzzle.params();
  for (const auto& [name, value] : given->items()) {
    const auto spec = std::find_if(specs.begin(), specs.end(),
                                   [&](const ParamSpec& s) { return s.name == name; });
    if (spec == specs.end()) {
      std::vector<std::string> names;
      for (const ParamSpec& s : specs) names.push_back(s.name);
      throw ApiError(kBadRequest, "unknown parameter " + quoted_text(name) + " of " +
                                      puzzle.name() + " (expected " + joined(names) + ")");
    }
    std::string text = value_text(name, value);
    // The server reads none of its own files for a client: only the built-in values.
    if (spec->names_file &&
        std::find(spec->choices.begin(), spec->choices.end(), text) == spec->choices.end()) {
      throw ApiError(kBadRequest, name + ": " + quoted_text(text) +
                                      " is not built in, and the server reads no files (expected " +
                                      joined(spec->choices) + ")");
    }
    params.emplace_back(name, std::move(text));
  }
  return params;
}

}  // namespace

PuzzleInstance parse_puzzle_instance(const JsonFields& fields) {
  PuzzleInstance parsed;
  try {
    parsed.puzzle = &puzzle_named(fields.required_string("puzzle"));
    parsed.instance = parsed.puzzle->parse(parse_params(*parsed.puzzle, fields));
  } catch (const InputError& error) {
    throw ApiError(kBadRequest, error.what());
  }
  return parsed;
}

void check_served_method(const Puzzle& puzzle, const std::string& name) {
  const std::vector<MethodInfo> methods = puzzle.methods();
  const auto method = std::find_if(methods.begin(), methods.end(),
                                   [&](const MethodInfo& m) { return m.name == name; });
  if (method == methods.end()) {
    std::vector<std::string> names;
    for (const MethodInfo& m : methods) names.push_back(m.name);
    throw ApiError(kBadRequest, "unknown method " + quoted_text(name) + " of " + puzzle.name() +
                                    " (expected " + joined(names) + ")");
  }
  if (!method->available()) {
    throw ApiError(kBadRequest, "method " + quoted_text(name) + " of " + puzzle.name() +
                                    " is not in this build (its solver library is missing)");
  }
}

PuzzleRun parse_puzzle_run(const JsonFields& fields) {
  fields.allow_only({"puzzle", "method", "params", "seconds", "trace_limit", "snapshot_every"});
  PuzzleInstance parsed = parse_puzzle_instance(fields);
  PuzzleRun run{parsed.puzzle, std::move(parsed.instance), fields.string("method", "")};
  if (run.method.empty()) run.method = run.puzzle->default_method(*run.instance);
  check_served_method(*run.puzzle, run.method);
  return run;
}

const nlohmann::json& puzzles_json() {
  static const nlohmann::json all = [] {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& puzzle : puzzles()) {
      nlohmann::json params = nlohmann::json::array();
      for (const ParamSpec& spec : puzzle->params()) {
        params.push_back({{"name", spec.name},
                          {"help", spec.help},
                          {"default", spec.default_value},
                          {"choices", spec.choices},
                          {"names_file", spec.names_file}});
      }
      nlohmann::json methods = nlohmann::json::array();
      for (const MethodInfo& method : puzzle->methods()) {
        methods.push_back({{"name", method.name},
                           {"family", std::string(to_string(method.family))},
                           {"summary", method.summary},
                           {"available", method.available()},
                           {"traced", method.traces_search()}});
      }
      list.push_back({{"name", puzzle->name()},
                      {"title", puzzle->title()},
                      {"summary", puzzle->summary()},
                      {"params", params},
                      {"default_method", puzzle->default_method(*puzzle->parse({}))},
                      {"methods", methods}});
    }
    return list;
  }();
  return all;
}

}  // namespace puzzlelab::server
