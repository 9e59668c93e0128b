// puzzlelab list: every puzzle in the registry with its parameters and methods.
#include <cstdio>
#include <memory>

#include "cli_common.hpp"
#include "commands.hpp"
#include "registry/registry.hpp"

namespace puzzlelab::cli {
namespace {

nlohmann::json puzzle_json(const Puzzle& puzzle) {
  nlohmann::json params = nlohmann::json::array();
  for (const ParamSpec& spec : puzzle.params()) {
    nlohmann::json param = {{"name", spec.name}, {"help", spec.help}};
    if (!spec.default_value.empty()) param["default"] = spec.default_value;
    if (spec.positional) param["positional"] = true;
    params.push_back(std::move(param));
  }
  nlohmann::json methods = nlohmann::json::array();
  for (const MethodInfo& method : puzzle.methods()) {
    nlohmann::json entry = {{"name", method.name},
                            {"family", std::string(to_string(method.family))},
                            {"summary", method.summary},
                            {"available", method.available()},
                            {"traced", method.traces_search()}};
    if (method.library != SolverLibrary::kNone)
      entry["library"] = std::string(to_string(method.library));
    if (!method.settings.empty()) entry["settings"] = method.settings;
    methods.push_back(std::move(entry));
  }
  nlohmann::json models = nlohmann::json::array();
  for (const ModelInfo& model : puzzle.models()) {
    nlohmann::json formats = nlohmann::json::array();
    for (const ModelFormat format : model.formats)
      formats.push_back(std::string(to_string(format)));
    models.push_back({{"name", model.name}, {"formats", formats}, {"summary", model.summary}});
  }
  const std::unique_ptr<Instance> instance = puzzle.parse({});
  return {{"name", puzzle.name()},
          {"title", puzzle.title()},
          {"summary", puzzle.summary()},
          {"docs", puzzle.docs()},
          {"default_instance", instance->canonical()},
          {"default_method", puzzle.default_method(*instance)},
          {"params", params},
          {"methods", methods},
          {"models", models}};
}

void print_text(const Puzzle& puzzle) {
  std::printf("%-9s %s: %s (%s)\n", puzzle.name().c_str(), puzzle.title().c_str(),
              puzzle.summary().c_str(), puzzle.docs().c_str());
  for (const MethodInfo& method : puzzle.methods()) {
    std::printf("  %-16s %-12s %s%s\n", method.name.c_str(),
                std::string(to_string(method.family)).c_str(), method.summary.c_str(),
                method.available() ? "" : " [not in this build]");
    std::string settings;
    for (const std::string& name : method.settings) settings += " " + name;
    if (!settings.empty()) std::printf("  %-16s --set:%s\n", "", settings.c_str());
  }
}

int run_list(OutputFormat format) {
  if (format == OutputFormat::kJson) {
    nlohmann::json all = nlohmann::json::array();
    for (const auto& puzzle : puzzles()) all.push_back(puzzle_json(*puzzle));
    std::printf("%s\n", nlohmann::json{{"puzzles", all}}.dump(2).c_str());
    return kExitSolved;
  }
  bool first = true;
  for (const auto& puzzle : puzzles()) {
    if (!first) std::printf("\n");
    first = false;
    print_text(*puzzle);
  }
  return kExitSolved;
}

}  // namespace

void register_list_command(CommandSet& commands) {
  auto format = std::make_shared<OutputFormat>(OutputFormat::kText);
  CLI::App* list =
      commands.add("list", "Every puzzle with its methods, their families and availability");
  if (list == nullptr) return;  // only listed in this pass (command_set.hpp)
  add_format_option(*list, *format);
  list->callback([format] { command_exit_status() = run_list(*format); });
}

}  // namespace puzzlelab::cli
