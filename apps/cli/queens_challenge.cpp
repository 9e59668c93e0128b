// puzzlelab queens challenge: the Queen's Challenge table. For every square of the board, a queen
// is locked there and each method finds every completion; the table shows the completions and
// the boards each method examines. Brute force is too slow to run by default (C(63, 7) boards a
// square on 8 x 8): its column shows the closed-form count unless --methods asks for it.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "command_set.hpp"
#include "core/error.hpp"
#include "core/progress.hpp"
#include "puzzles/queens/challenge.hpp"

namespace puzzlelab::cli {
namespace {

struct ChallengeCommandOptions {
  int size = 8;
  std::vector<std::string> methods;
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
};

nlohmann::json count_json(const queens::BigCount& count) {
  if (count.value) return *count.value;
  return count.decimal;
}

int run_challenge_command(const ChallengeCommandOptions& opt) {
  std::vector<queens::LockedMethod> methods;
  if (opt.methods.empty()) {
    methods = queens::default_challenge_methods();
  } else {
    for (const std::string& name : opt.methods) {
      const auto method = queens::parse_locked_method(name);
      if (!method) throw InputError("--methods: unknown method " + name);
      if (std::find(methods.begin(), methods.end(), *method) == methods.end()) {
        methods.push_back(*method);
      }
    }
  }
  Progress progress;
  const queens::ChallengeTable table =
      queens::run_challenge(opt.size, methods, opt.limits, &progress);
  progress.clear();
  const int exit_status = table.stopped ? kExitStopped : kExitSolved;
  const bool brute_run =
      std::find(methods.begin(), methods.end(), queens::LockedMethod::kBrute) != methods.end();
  const int n = opt.size;

  if (opt.format == OutputFormat::kJson) {
    nlohmann::json squares = nlohmann::json::array();
    for (const queens::ChallengeRow& row : table.rows) {
      nlohmann::json boards = nlohmann::json::object();
      for (std::size_t m = 0; m < methods.size(); ++m) {
        boards[queens::to_string(methods[m])] = row.boards[m];
      }
      squares.push_back({{"square", queens::square_name(row.square, n)},
                         {"col", row.square.col},
                         {"row", row.square.row},
                         {"completions", row.completions},
                         {"boards", std::move(boards)}});
    }
    nlohmann::json totals = nlohmann::json::object();
    nlohmann::json seconds = nlohmann::json::object();
    nlohmann::json names = nlohmann::json::array();
    for (std::size_t m = 0; m < methods.size(); ++m) {
      names.push_back(queens::to_string(methods[m]));
      totals[queens::to_string(methods[m])] = table.total_boards[m];
      seconds[queens::to_string(methods[m])] = table.seconds[m];
    }
    const nlohmann::json out = {
        {"size", n},
        {"methods", std::move(names)},
        {"squares", std::move(squares)},
        {"total_completions", table.total_completions},
        {"total_boards", std::move(totals)},
        {"seconds", std::move(seconds)},
        {"brute_run", brute_run},
        {"brute_boards_per_square", count_json(table.brute_per_square)},
        {"rows_boards_per_square", count_json(table.rows_per_square)},
        {"status", table.stopped ? "stopped" : "complete"},
    };
    nlohmann::json shown = out;
    if (table.stopped) shown["note"] = table.note;
    std::printf("%s\n", shown.dump(2).c_str());
    return exit_status;
  }

  std::printf("Queen's Challenge %dx%d: every completion with a queen locked on each square\n", n,
              n);
  std::printf("Boards examined per method%s\n\n",
              brute_run ? "" : "; brute* is its closed form, not run (ask with --methods brute)");
  std::string header = "square  completions";
  for (auto method : methods)
    header += "  " +
              std::string(12 - std::min<std::size_t>(12, queens::to_string(method).size()), ' ') +
              queens::to_string(method);
  if (!brute_run) header += "        brute*";
  std::printf("%s\n", header.c_str());
  for (const queens::ChallengeRow& row : table.rows) {
    std::printf("%-6s  %11llu", queens::square_name(row.square, n).c_str(),
                static_cast<unsigned long long>(row.completions));
    for (std::uint64_t boards : row.boards) {
      std::printf("  %12llu", static_cast<unsigned long long>(boards));
    }
    if (!brute_run) std::printf("  %12s", table.brute_per_square.decimal.c_str());
    std::printf("\n");
  }
  std::printf("%-6s  %11llu", "total", static_cast<unsigned long long>(table.total_completions));
  for (std::uint64_t boards : table.total_boards) {
    std::printf("  %12llu", static_cast<unsigned long long>(boards));
  }
  if (!brute_run) {
    const auto& per = table.brute_per_square.value;
    const unsigned __int128 total =
        per ? static_cast<unsigned __int128>(*per) * static_cast<unsigned>(n * n) : 0;
    if (per && total <= UINT64_MAX) {
      std::printf("  %12llu", static_cast<unsigned long long>(total));
    } else {
      std::printf("  %12s", "-");
    }
  }
  std::printf("\n%-6s  %11s", "secs", "");
  for (double s : table.seconds) std::printf("  %12.3f", s);
  std::printf("\n");
  if (table.stopped)
    std::printf("stopped after %zu of %d squares: %s\n", table.rows.size(), n * n,
                table.note.c_str());
  return exit_status;
}

}  // namespace

void register_queens_challenge(CommandSet& commands) {
  CLI::App* challenge = commands.add(
      "challenge",
      "The Queen's Challenge table: lock a queen on each square in turn, find every completion "
      "with each method and count the boards each examines");
  if (challenge == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto opt = std::make_shared<ChallengeCommandOptions>();
  challenge->add_option("--size", opt->size, "board size N (1..32; default 8)");
  challenge
      ->add_option("--methods", opt->methods,
                   "methods to run, comma-separated: brute, rows, backtrack, forward, propagate, "
                   "sat (default: all but brute)")
      ->delimiter(',')
      ->transform(CLI::IsMember({"brute", "rows", "backtrack", "forward", "propagate", "sat"},
                                CLI::ignore_case));
  add_format_option(*challenge, opt->format);
  add_limit_options(*challenge, opt->limits);
  challenge->callback([opt] { command_exit_status() = run_challenge_command(*opt); });
}

}  // namespace puzzlelab::cli
