// puzzlelab bench: a fixed list of instances, run single-threaded, with a deterministic signature
// of the work done. A refactor that changes the signature changed the search, not just its speed.
#include <cstdio>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/bits.hpp"
#include "core/limits.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/game_count.hpp"
#include "puzzles/peg/informed_solver.hpp"
#include "puzzles/queens/count.hpp"

namespace puzzlelab::cli {
namespace {

// What one run did: the work (search nodes, or positions counted) and a digest of its answer.
struct BenchRun {
  std::uint64_t work = 0;
  std::uint64_t answer = 0;
};

struct BenchInstance {
  std::string name;
  std::function<BenchRun()> run;
};

peg::Game builtin(const std::string& name) {
  return peg::load_game({name, std::nullopt, std::nullopt});
}

std::uint64_t digest(const peg::Solution& solution) {
  std::uint64_t hash = solution.size();
  for (int jump : solution) hash = mix64(hash ^ static_cast<std::uint64_t>(jump));
  return hash;
}

BenchRun konami(const std::string& board) {
  const peg::PegSolveResult result = peg::solve_first(builtin(board));
  return {result.stats.nodes, digest(result.solution)};
}

BenchRun informed(const std::string& board) {
  const peg::PegSolveResult result = peg::solve_informed(builtin(board));
  return {result.stats.nodes, digest(result.solution)};
}

BenchRun count(const std::string& board) {
  peg::CountOptions options;
  options.threads = 1;
  options.progress = false;
  const peg::GameCount result = peg::count_games(builtin(board), options);
  return {result.positions, mix64(static_cast<std::uint64_t>(result.winning)) ^
                                static_cast<std::uint64_t>(result.losing)};
}

BenchRun queens_count(int n, queens::CountMethod method) {
  queens::CountOptions options;
  options.method = method;
  options.threads = 1;
  options.progress = false;
  const queens::CountResult result = queens::count_queens(n, options);
  // Work: queens placed (backtrack) or half boards joined (join); the other one is zero.
  return {result.nodes + result.half_boards, mix64(result.count.total) ^ result.count.unique};
}

const std::vector<BenchInstance>& instances() {
  static const std::vector<BenchInstance> kInstances = {
      {"peg solve english (konami)", [] { return konami("english"); }},
      {"peg solve rhombus (konami)", [] { return konami("rhombus"); }},
      {"peg solve plus (konami)", [] { return konami("plus"); }},
      {"peg solve triangle6 (konami)", [] { return konami("triangle6"); }},
      {"peg solve french (proof)", [] { return konami("french"); }},
      {"peg solve english7x7 (informed)", [] { return informed("english7x7"); }},
      {"peg count triangle5", [] { return count("triangle5"); }},
      {"peg count triangle6", [] { return count("triangle6"); }},
      {"queens count 13 (backtrack)",
       [] { return queens_count(13, queens::CountMethod::kBacktrack); }},
      {"queens count 15 (join)", [] { return queens_count(15, queens::CountMethod::kJoin); }},
  };
  return kInstances;
}

}  // namespace

void register_bench_command(CLI::App& app) {
  auto format = std::make_shared<OutputFormat>(OutputFormat::kText);
  CLI::App* bench = app.add_subcommand(
      "bench",
      "Run the fixed benchmark instances single-threaded; print each one's work, time and "
      "a deterministic signature of all the work");
  add_format_option(*bench, *format);
  bench->callback([format] {
    std::uint64_t signature = 0;
    double total = 0;
    nlohmann::json rows = nlohmann::json::array();
    if (*format == OutputFormat::kText)
      std::printf("%-34s %14s %10s\n", "instance", "work", "seconds");
    for (const BenchInstance& instance : instances()) {
      const Stopwatch clock;
      const BenchRun run = instance.run();
      const double seconds = clock.seconds();
      const std::uint64_t work = run.work;
      total += seconds;
      signature = mix64(mix64(signature ^ work) ^ run.answer);
      if (*format == OutputFormat::kText) {
        std::printf("%-34s %14llu %10.4f\n", instance.name.c_str(),
                    static_cast<unsigned long long>(work), seconds);
        std::fflush(stdout);
      }
      rows.push_back({{"instance", instance.name}, {"work", work}, {"seconds", seconds}});
    }
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(signature));
    if (*format == OutputFormat::kJson) {
      std::printf("%s\n",
                  nlohmann::json{{"instances", rows}, {"signature", hex}, {"seconds", total}}
                      .dump(2)
                      .c_str());
    } else {
      std::printf("signature %s, %.3f s in all\n", hex, total);
    }
    command_exit_status() = kExitSolved;
  });
}

}  // namespace puzzlelab::cli
