#include "terminal.hpp"

#include <langinfo.h>

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>

#include "cli_common.hpp"

namespace puzzlelab::cli {
namespace {

bool environment_forbids_color() {
  const char* no_color = std::getenv("NO_COLOR");
  const char* term = std::getenv("TERM");
  return (no_color != nullptr && *no_color != '\0') ||
         (term != nullptr && std::strcmp(term, "dumb") == 0);
}

// The user's character set, read once; the program itself keeps running in the C locale so that
// numbers are always written the same way.
bool locale_is_utf8() {
  static const bool utf8 = [] {
    const std::string saved = std::setlocale(LC_CTYPE, nullptr);
    if (std::setlocale(LC_CTYPE, "") == nullptr) return false;
    const std::string codeset = nl_langinfo(CODESET);
    std::setlocale(LC_CTYPE, saved.c_str());
    return codeset == "UTF-8" || codeset == "utf8";
  }();
  return utf8;
}

}  // namespace

TerminalChoice& terminal_choice() {
  static TerminalChoice choice;
  return choice;
}

void add_terminal_options(CLI::App& app) {
  const std::map<std::string, ColorChoice> names = {{"auto", ColorChoice::kAuto},
                                                    {"always", ColorChoice::kAlways},
                                                    {"never", ColorChoice::kNever}};
  app.add_option("--color", terminal_choice().color,
                 "colour: auto (default: on a terminal, unless NO_COLOR is set or TERM=dumb), "
                 "always or never")
      ->transform(CLI::CheckedTransformer(names, CLI::ignore_case))
      ->option_text("WHEN");
  app.add_flag("--ascii", terminal_choice().ascii,
               "plain ASCII drawings and no colour (the default off a terminal or outside a UTF-8 "
               "locale)");
}

bool color_wanted() {
  const TerminalChoice& choice = terminal_choice();
  switch (choice.color) {
    case ColorChoice::kAlways:
      return true;
    case ColorChoice::kNever:
      return false;
    case ColorChoice::kAuto:
      break;
  }
  return !choice.ascii && stdout_is_terminal() && !environment_forbids_color();
}

bool unicode_wanted() {
  return !terminal_choice().ascii && stdout_is_terminal() && locale_is_utf8();
}

DrawStyle terminal_style() {
  DrawStyle style;
  style.unicode = unicode_wanted();
  style.color = color_wanted();
  return style;
}

}  // namespace puzzlelab::cli
