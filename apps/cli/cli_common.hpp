// Pieces every command shares: output formats, limits, exit codes, terminal detection.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "core/limits.hpp"

namespace puzzlelab::cli {

// Exit statuses, like grep: 0 solved, 1 no solution exists, 2 bad input or usage.
inline constexpr int kExitSolved = 0;
inline constexpr int kExitNoSolution = 1;
inline constexpr int kExitBadInput = 2;
// A time or node limit stopped the work before it had an answer.
inline constexpr int kExitStopped = 3;

enum class OutputFormat { kText, kJson, kGrader };

// Adds --format; `grader` is offered only where a command prints moves.
void add_format_option(CLI::App& command, OutputFormat& format, bool allow_grader = false);
// Adds --time-limit, --node-limit (plain decimal, 1 to 2^64 - 1) and --memory-limit SIZE.
void add_limit_options(CLI::App& command, SearchLimits& limits, bool nodes = true);

// Accepts a memory size as parse_memory_size reads it (512M, 4G, bytes).
CLI::Validator memory_size_validator();

// Whether `text` is digits only: no sign, no 0x, no exponent (CLI11 takes 0x10 as 16).
bool is_plain_decimal(const std::string& text);

// Adds --threads T (1..max_threads); 0, the default, leaves the choice to the solver (one per
// core).
void add_threads_option(CLI::App& command, int& threads, int max_threads);

bool stdout_is_terminal();

// Writes `text` to the file at `path`; InputError naming the file when it cannot.
void write_text_file(const std::string& path, const std::string& text);
// The whole file at `path` ("-": standard input); InputError "PATH: cannot open WHAT (why)" when
// it cannot.
std::string read_text_file(const std::string& path, const std::string& what = "the file");

// The exit status a command's callback chose; main() returns it.
int& command_exit_status();

}  // namespace puzzlelab::cli
