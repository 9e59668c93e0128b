// Pieces every command shares: output formats, limits, exit codes, terminal detection.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
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

// Accepts a count in plain decimal from 1 (or 0) to 2^64 - 1; refuses 0x10, signs and anything
// past 64 bits (which CLI11 would wrap or saturate).
CLI::Validator count_validator(bool zero_allowed = false);

// Accepts a memory size as parse_memory_size reads it (512M, 4G, bytes).
CLI::Validator memory_size_validator();

// Whether `text` is digits only: no sign, no 0x, no exponent (CLI11 takes 0x10 as 16).
bool is_plain_decimal(const std::string& text);

// Adds --threads T (1..max_threads); 0, the default, leaves the choice to the solver (one per
// core).
void add_threads_option(CLI::App& command, int& threads, int max_threads);

// Adds --solutions first|all|N; parse_solutions reads it: 1 for first, 0 for all, else N (from
// 1 to 10^9). InputError for anything else.
void add_solutions_option(CLI::App& command, std::string& text, const std::string& help = "");
std::uint64_t parse_solutions(const std::string& text);

// An old spelling of an option, kept so that old command lines run: it works, but --help and the
// vocabulary in docs/cli.md name only the current one.
CLI::Option* keep_as_old_spelling(CLI::Option* option);

bool stdout_is_terminal();

// Writes `text` to the file at `path`; InputError naming the file when it cannot.
void write_text_file(const std::string& path, const std::string& text);
// The whole file at `path` ("-": standard input); InputError "PATH: cannot open WHAT (why)" when
// it cannot.
std::string read_text_file(const std::string& path, const std::string& what = "the file");

// The exit status a command's callback chose; main() returns it.
int& command_exit_status();

}  // namespace puzzlelab::cli
