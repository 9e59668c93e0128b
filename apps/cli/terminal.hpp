// How output is dressed for where it goes: colour and Unicode drawings on a terminal that can
// show them, plain ASCII everywhere else. `--color auto|always|never` and `--ascii` are options of
// every command; NO_COLOR (https://no-color.org) and TERM=dumb are honoured.
#pragma once

#include <CLI/CLI.hpp>

#include "puzzle/puzzle.hpp"

namespace puzzlelab::cli {

enum class ColorChoice { kAuto, kAlways, kNever };

struct TerminalChoice {
  ColorChoice color = ColorChoice::kAuto;
  bool ascii = false;
};

// The choice made on the command line (one per process).
TerminalChoice& terminal_choice();

// Adds --color and --ascii to `app`; subcommands hand options they do not know to their parent,
// so both are accepted after any command.
void add_terminal_options(CLI::App& app);

// Escape sequences for colour on standard output: --color always, or auto on a terminal with
// NO_COLOR unset and TERM not "dumb".
bool color_wanted();
// Unicode drawings on standard output: not --ascii, a terminal, and a UTF-8 locale.
bool unicode_wanted();
// A drawing style with both of the above.
DrawStyle terminal_style();

}  // namespace puzzlelab::cli
