#include "bash_completion.hpp"

#include <map>
#include <set>
#include <string_view>
#include <vector>

#include "registry/registry.hpp"

namespace puzzlelab::cli {
namespace {

// The script's tables, each keyed by a command path ("puzzlelab peg solve") or a path and an
// option ("puzzlelab peg solve|--board"), each value a list of words.
struct CompletionTables {
  std::map<std::string, std::string> commands;
  std::map<std::string, std::string> options;
  std::map<std::string, std::string> values;     // every option that takes a value has a row
  std::map<std::string, std::string> kinds;      // f: file names too; l: a comma-separated list
  std::map<std::string, std::string> arguments;  // the values of positional arguments with a set
};

// A word the script can hold in single quotes and hand to compgen -W as it is.
bool plain_word(const std::string& word) {
  if (word.empty()) return false;
  for (const char c : word) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       std::string_view("_.,:+/@%=-").find(c) != std::string_view::npos;
    if (!plain) return false;
  }
  return true;
}

std::string word_list(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& word : words)
    if (plain_word(word)) text += (text.empty() ? "" : " ") + word;
  return text;
}

// The members of the first set in CLI11's description of an option's validators:
// "TEXT:{dfs,sat}", or "TEXT:value in {text->0,json->1} OR {0,1}" for a transformer.
std::vector<std::string> set_members(const std::string& type_name) {
  const std::size_t open = type_name.find('{');
  const std::size_t close = type_name.find('}', open);
  if (open == std::string::npos || close == std::string::npos) return {};
  std::vector<std::string> members;
  std::size_t start = open + 1;
  while (start <= close) {
    std::size_t end = type_name.find(',', start);
    if (end == std::string::npos || end > close) end = close;
    const std::string member = type_name.substr(start, end - start);
    members.push_back(member.substr(0, member.find("->")));
    start = end + 1;
  }
  return members;
}

struct OptionValues {
  std::vector<std::string> words;
  bool files = false;  // a value may also name a file
  bool list = false;   // comma-separated
};

OptionValues values_of(const CLI::Option& option, const Puzzle* puzzle) {
  OptionValues values;
  const std::string& name = option.get_single_name();
  values.words = set_members(option.get_type_name());
  values.list = option.get_delimiter() == ',' || name == "methods";
  if (puzzle == nullptr) return values;
  if (values.words.empty() && (name == "method" || name == "methods")) {
    for (const MethodInfo& method : puzzle->methods()) values.words.push_back(method.name);
  }
  for (const ParamSpec& spec : puzzle->params()) {
    if (spec.name != name) continue;
    if (values.words.empty()) values.words = spec.choices;
    values.files = spec.names_file;
  }
  return values;
}

bool inherited_by_subcommands(const CLI::Option& option) {
  const std::string& name = option.get_single_name();
  return option.nonpositional() && name != "help" && name != "help-all" && name != "version";
}

void add_command(const CLI::App& command, const std::string& path,
                 const std::vector<const CLI::Option*>& inherited_options, const Puzzle* puzzle,
                 CompletionTables& tables) {
  // The command's own options, then those it inherits that it does not name itself.
  std::vector<const CLI::Option*> options;
  std::set<std::string> names_seen;
  const auto add_option = [&](const CLI::Option* option) {
    if (!option->nonpositional() || !names_seen.insert(option->get_single_name()).second) return;
    options.push_back(option);
  };
  std::vector<std::string> arguments;
  for (const CLI::Option* option : command.get_options()) {
    add_option(option);
    if (!option->nonpositional()) {
      for (const std::string& word : set_members(option->get_type_name()))
        arguments.push_back(word);
    }
  }
  for (const CLI::Option* option : inherited_options) add_option(option);
  if (!arguments.empty()) tables.arguments[path] = word_list(arguments);

  std::vector<std::string> long_names;
  std::vector<const CLI::Option*> inherited;
  for (const CLI::Option* option : options) {
    if (inherited_by_subcommands(*option)) inherited.push_back(option);
    // Old spellings (no group: keep_as_old_spelling) are accepted, never offered.
    if (!option->get_group().empty())
      for (const std::string& name : option->get_lnames()) long_names.push_back("--" + name);
    if (option->get_expected_max() == 0) continue;  // a flag
    const OptionValues values = values_of(*option, puzzle);
    const std::string kind = std::string(values.files ? "f" : "") + (values.list ? "l" : "");
    std::vector<std::string> names;
    for (const std::string& name : option->get_lnames()) names.push_back("--" + name);
    for (const std::string& name : option->get_snames()) names.push_back("-" + name);
    for (const std::string& name : names) {
      tables.values[path + "|" + name] = word_list(values.words);
      if (!kind.empty()) tables.kinds[path + "|" + name] = kind;
    }
  }
  tables.options[path] = word_list(long_names);

  std::vector<std::string> names;
  for (const CLI::App* sub : command.get_subcommands([](const CLI::App*) { return true; })) {
    if (sub->get_name().empty()) continue;  // an option group, which CLI11 keeps as a subcommand
    names.push_back(sub->get_name());
    add_command(*sub, path + " " + sub->get_name(), inherited,
                puzzle != nullptr ? puzzle : find_puzzle(sub->get_name()), tables);
  }
  if (!names.empty()) tables.commands[path] = word_list(names);
}

std::string table_text(const std::string& name, const std::map<std::string, std::string>& rows) {
  std::string text = "declare -gA " + name + "=(\n";
  for (const auto& [key, words] : rows) text += "  [\"" + key + "\"]='" + words + "'\n";
  return text + ")\n";
}

constexpr char kHeader[] =
    R"(# bash completion for puzzlelab and puzzlelab-serve, generated by `puzzlelab completion bash`
# from the program's own commands and its registry of puzzles and methods: regenerate it rather
# than edit it. Installed as share/bash-completion/completions/puzzlelab; or source it.
)";

constexpr char kFunction[] = R"(
_puzzlelab() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
  local path=puzzlelab word i
  COMPREPLY=()
  # The command path: every word that names a command under the path so far. An option's value
  # is stepped over, so that it is not taken for a command.
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=${COMP_WORDS[i]}
    if [[ ${_puzzlelab_values["$path|$word"]+set} ]]; then
      ((i++))
    elif [[ " ${_puzzlelab_commands[$path]-} " == *" $word "* ]]; then
      path+=" $word"
    fi
  done
  # An option's value (`--color never`, or `--color=never`, which bash splits at the '=').
  local option=$prev
  if [[ $prev == = ]] && ((COMP_CWORD >= 2)); then option=${COMP_WORDS[COMP_CWORD - 2]}; fi
  local key="$path|$option"
  if [[ ${_puzzlelab_values[$key]+set} ]]; then
    local kind=${_puzzlelab_kinds[$key]-} head=""
    if [[ $kind == *l* && $cur == *,* ]]; then
      head=${cur%,*},
      cur=${cur##*,}
    fi
    mapfile -t COMPREPLY < <(compgen -P "$head" -W "${_puzzlelab_values[$key]}" -- "$cur")
    if [[ $kind == *f* ]]; then
      mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$cur")
      compopt -o filenames 2> /dev/null
    fi
    return 0
  fi
  # Nothing here (no known values, a file argument): bash completes file names (-o default).
  if [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "${_puzzlelab_options[$path]-}" -- "$cur")
  else
    mapfile -t COMPREPLY < <(compgen -W \
      "${_puzzlelab_commands[$path]-} ${_puzzlelab_arguments[$path]-}" -- "$cur")
  fi
  return 0
}
complete -o default -F _puzzlelab puzzlelab puzzlelab-serve
)";

}  // namespace

std::string bash_completion_script(const CLI::App& root) {
  CompletionTables tables;
  add_command(root, "puzzlelab", {}, nullptr, tables);
  return kHeader + table_text("_puzzlelab_commands", tables.commands) +
         table_text("_puzzlelab_options", tables.options) +
         table_text("_puzzlelab_values", tables.values) +
         table_text("_puzzlelab_kinds", tables.kinds) +
         table_text("_puzzlelab_arguments", tables.arguments) + kFunction;
}

}  // namespace puzzlelab::cli
