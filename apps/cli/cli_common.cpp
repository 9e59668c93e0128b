#include "cli_common.hpp"

#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <sstream>

#include "core/error.hpp"

namespace puzzlelab::cli {

void add_format_option(CLI::App& command, OutputFormat& format, bool allow_grader) {
  std::map<std::string, OutputFormat> names = {{"text", OutputFormat::kText},
                                               {"json", OutputFormat::kJson}};
  std::string help = "output format: text (default) or json";
  if (allow_grader) {
    names["grader"] = OutputFormat::kGrader;
    help = "output format: text (default), json, or grader (the moves on one line)";
  }
  command.add_option("--format", format, help)
      ->transform(CLI::CheckedTransformer(names, CLI::ignore_case))
      ->option_text("FORMAT");
}

void add_limit_options(CLI::App& command, SearchLimits& limits, bool nodes) {
  // CLI::PositiveNumber lets NaN through (NaN <= 0 is false), and NaN disables every limit.
  const CLI::Validator finite_positive(
      [](const std::string& text) -> std::string {
        double value = 0;
        if (!CLI::detail::lexical_cast(text, value) || !std::isfinite(value) || value <= 0)
          return "expected a positive number of seconds, got '" + text.substr(0, 40) + "'";
        return {};
      },
      "SECONDS");
  command.add_option("--time-limit", limits.seconds, "stop after this many seconds (exit 3)")
      ->check(finite_positive)
      ->option_text("SECONDS");
  if (nodes) {
    command.add_option("--node-limit", limits.nodes, "stop after this many search nodes (exit 3)")
        ->check(CLI::PositiveNumber)
        ->option_text("N");
  }
}

void add_threads_option(CLI::App& command, int& threads, int max_threads) {
  command.add_option("--threads", threads, "worker threads (default: one per core)")
      ->check(CLI::Range(1, max_threads))
      ->option_text("T");
}

void write_text_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw InputError(path + ": cannot open for writing");
  out << text;
  if (!out.flush()) throw InputError(path + ": write failed");
}

std::string read_text_file(const std::string& path, const std::string& what) {
  if (path == "-") return {std::istreambuf_iterator<char>(std::cin), {}};
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path + ": cannot open " + what + " (" + std::strerror(errno) + ")");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool stdout_is_terminal() {
  return isatty(STDOUT_FILENO) != 0;
}

int& command_exit_status() {
  static int status = kExitSolved;
  return status;
}

}  // namespace puzzlelab::cli
