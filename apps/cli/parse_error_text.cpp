#include "parse_error_text.hpp"

#include <cstdlib>
#include <optional>
#include <regex>
#include <vector>

#include "cli_common.hpp"
#include "core/error.hpp"
#include "spelling.hpp"

namespace puzzlelab::cli {
namespace {

std::vector<CLI::App*> subcommands_of(CLI::App& command) {
  return command.get_subcommands([](CLI::App*) { return true; });
}

CLI::App* subcommand_named(CLI::App& command, const std::string& name) {
  for (CLI::App* sub : subcommands_of(command))
    if (sub->get_name() == name) return sub;
  return nullptr;
}

std::vector<std::string> subcommand_names(CLI::App& command) {
  std::vector<std::string> names;
  for (CLI::App* sub : subcommands_of(command)) names.push_back(sub->get_name());
  return names;
}

std::string joined(const std::vector<std::string>& words, const std::string& separator = ", ") {
  std::string text;
  for (const std::string& word : words) text += (text.empty() ? "" : separator) + word;
  return text;
}

std::string quoted(const std::string& word) {
  return "'" + excerpt(word) + "'";
}

// The commands argv names, from the program down: the words before the first option that are
// names of subcommands. `stray` gets the first word that is not, where a command was expected.
struct CommandPath {
  std::vector<CLI::App*> commands;
  std::string prefix;  // "peg solve: "
  std::string stray;
};

CommandPath command_path(CLI::App& app, int argc, const char* const* argv) {
  CommandPath path{{&app}, "", ""};
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.empty() || word[0] == '-') break;
    CLI::App* next = subcommand_named(*path.commands.back(), word);
    if (next == nullptr) {
      path.stray = word;
      break;
    }
    path.commands.push_back(next);
    path.prefix += word + " ";
  }
  if (!path.prefix.empty()) path.prefix.back() = ':', path.prefix += ' ';
  return path;
}

// The long option names a command shows, its own and those its parents take for it: old
// spellings (keep_as_old_spelling) are accepted but never suggested.
std::vector<std::string> option_names(const CommandPath& path) {
  std::vector<std::string> names;
  for (CLI::App* command : path.commands)
    for (const CLI::Option* option : command->get_options()) {
      if (option->get_group().empty()) continue;
      for (const std::string& name : option->get_lnames()) names.push_back(name);
    }
  return names;
}

bool accepts_option(const CommandPath& path, const std::string& name) {
  for (CLI::App* command : path.commands)
    if (command->get_option_no_throw(name) != nullptr) return true;
  return false;
}

std::string unexpected_words_text(CLI::App& app, const CommandPath& path) {
  for (const std::string& word : app.remaining(true)) {
    if (word.size() > 1 && word[0] == '-') {
      const std::string name = word.substr(0, word.find('='));
      if (accepts_option(path, name)) continue;  // a value it was given twice, say
      const std::string bare = name.substr(name.find_first_not_of('-'));
      const std::optional<std::string> nearest = nearest_word(bare, option_names(path));
      return path.prefix + "unknown option " + quoted(name) +
             (nearest ? " (did you mean --" + *nearest + "?)" : "");
    }
    return path.prefix + "unexpected argument " + quoted(word);
  }
  return path.prefix + "unexpected arguments";
}

// "INT", "UINT", "FLOAT", "TEXT", without the validators' words CLI11 adds after a colon.
std::string value_type(const CLI::Option& option) {
  const std::string type = option.get_type_name();
  return type.substr(0, type.find(':'));
}

std::string type_words(const CLI::Option* option) {
  const std::string type = option ? value_type(*option) : "";
  if (type == "INT") return "a whole number";
  if (type == "UINT") return "a whole number (0 or more)";
  return "a number";
}

const CLI::Option* find_option(const CommandPath& path, const std::string& name) {
  for (auto command = path.commands.rbegin(); command != path.commands.rend(); ++command) {
    for (const CLI::Option* option : (*command)->get_options())
      if (option->get_name() == name || option->check_name(name)) return option;
  }
  return nullptr;
}

// "1.000000" -> "1"; a bound near the largest double says "no upper bound".
std::string bound_text(const std::string& text) {
  const double value = std::strtod(text.c_str(), nullptr);
  if (value > 1e15) return "";
  std::string trimmed = text;
  if (trimmed.find('.') != std::string::npos) {
    trimmed.erase(trimmed.find_last_not_of('0') + 1);
    if (trimmed.back() == '.') trimmed.pop_back();
  }
  return trimmed;
}

std::vector<std::string> choice_list(const std::string& text) {
  // "a,b,c" or "grader->2,json->1,text->0": the words a user types.
  std::vector<std::string> choices;
  std::size_t at = 0;
  while (at <= text.size()) {
    std::size_t end = text.find(',', at);
    if (end == std::string::npos) end = text.size();
    std::string choice = text.substr(at, end - at);
    choice = choice.substr(0, choice.find("->"));
    if (!choice.empty()) choices.push_back(choice);
    at = end + 1;
  }
  return choices;
}

std::string one_of_text(const std::string& name, const std::string& value,
                        const std::vector<std::string>& choices) {
  return name + ": " + quoted(value) + " is not one of " + joined(choices) +
         did_you_mean(value, choices);
}

// CLI11's validation and conversion messages, reworded; others pass through unchanged.
std::string reworded(const CommandPath& path, const std::string& message) {
  std::smatch match;
  static const std::regex kNotIn(R"(^(\S+): (.*) not in \{(.*)\}$)");
  static const std::regex kCheckFailed(R"(^(\S+): Check (.*) value in \{(.*?)\}( OR .*)? FAILED$)");
  static const std::regex kRange(R"(^(\S+): Value (.*) not in range (\S+) to (\S+)$)");
  static const std::regex kConvert(R"(^Could not convert: (\S+) = (.*)$)");
  static const std::regex kMissingValue(R"(^(\S+): \d+ required \S+ missing$)");
  if (std::regex_match(message, match, kNotIn) || std::regex_match(message, match, kCheckFailed))
    return one_of_text(match[1], match[2], choice_list(match[3]));
  if (std::regex_match(message, match, kRange)) {
    const std::string low = bound_text(match[3]);
    const std::string high = bound_text(match[4]);
    const std::string expected = high.empty()
                                     ? (low == "0" ? "a positive number" : "a number above " + low)
                                     : "a number from " + low + " to " + high;
    return std::string(match[1]) + ": expected " + expected + ", got " + quoted(match[2]);
  }
  if (std::regex_match(message, match, kConvert)) {
    return std::string(match[1]) + ": expected " + type_words(find_option(path, match[1])) +
           " in range, got " + quoted(match[2]);
  }
  if (std::regex_match(message, match, kMissingValue))
    return std::string(match[1]) + ": needs a value";
  return message;
}

// CLI11 names a hidden option (an old spelling) by the empty string in its messages: the option
// is the last word of argv that names one, so the message can name it as the user typed it.
// "--goal excludes " (an old spelling given with its new one) gets it after the message.
std::string named_hidden_option(const CommandPath& path, const std::string& message, int argc,
                                const char* const* argv) {
  const bool first = message.starts_with(": ");
  const bool last = message.ends_with(" excludes ");
  if (!first && !last) return message;
  for (int i = argc - 1; i > 0; --i) {
    const std::string word = argv[i];
    if (word.size() < 2 || word[0] != '-') continue;
    const std::string name = word.substr(0, word.find('='));
    const CLI::Option* option = find_option(path, name);
    if (option == nullptr || !option->get_group().empty()) continue;
    return first ? name + message : message + name + " (its old spelling: give one of them)";
  }
  return message;
}

}  // namespace

std::string parse_error_text(CLI::App& app, const CLI::ParseError& error, int argc,
                             const char* const* argv) {
  const CommandPath path = command_path(app, argc, argv);
  CLI::App& deepest = *path.commands.back();
  if (!path.stray.empty() && deepest.get_require_subcommand_min() > 0) {
    const std::vector<std::string> names = subcommand_names(deepest);
    return path.prefix + "unknown command " + quoted(path.stray) + did_you_mean(path.stray, names) +
           " (expected " + joined(names) + ")";
  }
  if (deepest.get_require_subcommand_min() > 0 && deepest.get_subcommands().empty())
    return path.prefix + "a command is required (expected " + joined(subcommand_names(deepest)) +
           ")";
  if (dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr)
    return unexpected_words_text(app, path);
  return path.prefix + reworded(path, named_hidden_option(path, error.what(), argc, argv));
}

CLI::App* bare_command(CLI::App& app, int argc, const char* const* argv) {
  const CommandPath path = command_path(app, argc, argv);
  CLI::App* deepest = path.commands.back();
  const bool only_commands = static_cast<int>(path.commands.size()) == argc;
  return only_commands && deepest->get_require_subcommand_min() > 0 ? deepest : nullptr;
}

void require_decimal_numbers(CLI::App& app) {
  for (CLI::Option* option : app.get_options()) {
    const std::string type = value_type(*option);
    if (type != "INT" && type != "UINT") continue;
    const bool signed_type = type == "INT";
    option->check(CLI::Validator(
        [signed_type](const std::string& text) -> std::string {
          const bool signed_text = signed_type && (text.starts_with('-') || text.starts_with('+'));
          if (is_plain_decimal(signed_text ? text.substr(1) : text)) return {};
          return "expected a whole number in decimal digits, got " + quoted(text);
        },
        ""));
  }
  for (CLI::App* sub : subcommands_of(app)) require_decimal_numbers(*sub);
}

}  // namespace puzzlelab::cli
