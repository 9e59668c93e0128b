#include "cli_common.hpp"

#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <map>

#include "core/error.hpp"
#include "core/memory_size.hpp"
#include "core/text_file.hpp"

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
          return "expected a positive number of seconds, got '" + excerpt(text) + "'";
        return {};
      },
      "SECONDS");
  command.add_option("--time-limit", limits.seconds, "stop after this many seconds (exit 3)")
      ->check(finite_positive)
      ->option_text("SECONDS");
  if (nodes) {
    command.add_option("--node-limit", limits.nodes, "stop after this many search nodes (exit 3)")
        ->check(count_validator())
        ->option_text("N");
  }
  command
      .add_option_function<std::string>(
          "--memory-limit",
          [&limits](const std::string& text) { limits.memory_bytes = *parse_memory_size(text); },
          "stop (exit 3) or refuse before the method's big structures (a visited set, a model, an "
          "answer) pass SIZE: 512M, 4G, or bytes (default: 3/4 of physical memory, under "
          "puzzlelab-mpi shared by the ranks of a node, " +
              memory_text(default_memory_limit()) + " here)")
      ->check(memory_size_validator())
      ->option_text("SIZE");
}

CLI::Validator count_validator(bool zero_allowed) {
  // Checked as text: CLI11 would take 0x10 as 16 and let a number past 64 bits through.
  return CLI::Validator(
      [zero_allowed](const std::string& text) -> std::string {
        if (!is_plain_decimal(text) || text.size() > 20 ||
            (text.size() == 20 && text > "18446744073709551615") ||
            (!zero_allowed && text.find_first_not_of('0') == std::string::npos)) {
          return std::string("expected a whole number from ") + (zero_allowed ? "0" : "1") +
                 " to 18446744073709551615, got '" + excerpt(text) + "'";
        }
        return {};
      },
      "N");
}

CLI::Validator memory_size_validator() {
  return CLI::Validator(
      [](const std::string& text) -> std::string {
        if (!parse_memory_size(text))
          return "expected a size such as 512M, 4G or a number of bytes, got '" + excerpt(text) +
                 "'";
        return {};
      },
      "SIZE");
}

bool is_plain_decimal(const std::string& text) {
  return !text.empty() && text.size() <= 40 &&
         text.find_first_not_of("0123456789") == std::string::npos;
}

void add_threads_option(CLI::App& command, int& threads, int max_threads) {
  command.add_option("--threads", threads, "worker threads (default: one per core)")
      ->check(CLI::Range(1, max_threads))
      ->option_text("T");
}

void add_solutions_option(CLI::App& command, std::string& text, const std::string& help) {
  command
      .add_option("--solutions", text,
                  help.empty() ? "how many solutions: first (default), all, or a count" : help)
      ->option_text("first|all|N");
}

std::uint64_t parse_solutions(const std::string& text) {
  if (text == "first") return 1;
  if (text == "all") return 0;
  std::uint64_t count = 0;
  for (const char c : text) {
    if (c < '0' || c > '9' || count > 1'000'000'000) {
      throw InputError("--solutions: expected first, all or a count, got '" + excerpt(text) + "'");
    }
    count = count * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (text.empty() || count == 0) throw InputError("--solutions: expected first, all or a count");
  return count;
}

CLI::Option* keep_as_old_spelling(CLI::Option* option) {
  return option->group("");
}

void write_text_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  if (!out)
    throw InputError(shown_name(path) + ": cannot open for writing (" + std::strerror(errno) + ")");
  out << text;
  if (!out.flush())
    throw InputError(shown_name(path) + ": write failed (" + std::strerror(errno) + ")");
}

std::string read_text_file(const std::string& path, const std::string& what) {
  return puzzlelab::read_text_file(path, what);
}

bool stdout_is_terminal() {
  return isatty(STDOUT_FILENO) != 0;
}

int& command_exit_status() {
  static int status = kExitSolved;
  return status;
}

}  // namespace puzzlelab::cli
