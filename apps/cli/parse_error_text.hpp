// CLI11's parse errors in PuzzleLab's own words: one line that names the command, the option or
// the word at fault, says what was expected, and suggests the nearest spelling.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace puzzlelab::cli {

// The message for `error`, thrown while `app` parsed argv (without the "puzzlelab: " prefix).
std::string parse_error_text(CLI::App& app, const CLI::ParseError& error, int argc,
                             const char* const* argv);

// The command that `argv` names and nothing more (`puzzlelab`, `puzzlelab peg`) when it needs a
// further command: its help is the answer. nullptr otherwise.
CLI::App* bare_command(CLI::App& app, int argc, const char* const* argv);

// Every whole-number option and argument under `app` takes plain decimal digits only (CLI11 also
// reads 0x10 and 0b101, which a puzzle size should never be).
void require_decimal_numbers(CLI::App& app);

}  // namespace puzzlelab::cli
