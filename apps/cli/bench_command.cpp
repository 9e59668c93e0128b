// puzzlelab bench: every puzzle's fixed bench instances (Puzzle::bench_cases), run on one thread
// with no limit, and a deterministic signature of all their work, as Stockfish's `bench` keeps
// one: a change that alters the signature changed the search, not just its speed. The signature
// is recorded in bench/signature.txt and `bench --check` (a test) fails when it changes, until
// the file is updated on purpose.
#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/bits.hpp"
#include "core/error.hpp"
#include "registry/registry.hpp"
#include "report_output.hpp"

namespace puzzlelab::cli {
namespace {

struct BenchOptions {
  OutputFormat format = OutputFormat::kText;
  std::string check;  // a file holding the recorded signature
};

std::uint64_t digest(const std::string& text) {
  std::uint64_t hash = text.size();
  for (const unsigned char c : text) hash = mix64(hash ^ c);
  return hash;
}

// Every work figure the report has, and its answer: the same search gives the same digest.
std::uint64_t digest(const Report& report) {
  std::uint64_t hash = digest(report.answer.dump()) ^ digest(std::string(to_string(report.status)));
  const SearchFigures& s = report.stats;
  for (const auto* figure : {&s.nodes, &s.failures, &s.dead_hits, &s.pruned, &s.table_entries})
    hash = mix64(hash ^ figure->value_or(0));
  if (report.backend) {
    const BackendFigures& b = *report.backend;
    for (const auto* figure : {&b.variables, &b.clauses, &b.rows, &b.conflicts, &b.bnb_nodes})
      hash = mix64(hash ^ figure->value_or(0));
  }
  return hash;
}

// The one figure the table shows as the work.
std::string work_of(const Report& report) {
  if (report.stats.nodes) return with_commas(*report.stats.nodes) + " nodes";
  if (report.stats.table_entries) return with_commas(*report.stats.table_entries) + " positions";
  if (report.backend && report.backend->conflicts)
    return with_commas(*report.backend->conflicts) + " conflicts";
  if (report.backend && report.backend->bnb_nodes)
    return with_commas(*report.backend->bnb_nodes) + " B&B nodes";
  return "-";
}

std::string recorded_signature(const std::string& path) {
  std::istringstream text(read_text_file(path, "the recorded signature"));
  std::string word;
  if (!(text >> word)) throw InputError(path + ": cannot read a recorded signature");
  return word;
}

int run_bench(const BenchOptions& options) {
  std::uint64_t signature = 0;
  double total = 0;
  nlohmann::json rows = nlohmann::json::array();
  const bool text = options.format == OutputFormat::kText;
  if (text) std::printf("%-40s %-12s %22s %10s\n", "instance", "status", "work", "seconds");
  for (const auto& puzzle : puzzles()) {
    for (const BenchCase& bench : puzzle->bench_cases()) {
      const auto instance = puzzle->parse(puzzle_support::split_params(bench.instance));
      SolveOptions solve;
      solve.threads = 1;
      const Report report = run_method(*puzzle, *instance, bench.method, solve);
      if (report.status == Status::kUnavailable) continue;  // not in this build: not signed
      total += report.seconds;
      signature = mix64(signature ^ digest(report));
      const std::string name = puzzle->name() + " " + bench.label;
      if (text) {
        std::printf("%-40s %-12s %22s %10.4f\n", name.c_str(),
                    std::string(to_string(report.status)).c_str(), work_of(report).c_str(),
                    report.seconds);
        std::fflush(stdout);
      }
      rows.push_back({{"instance", name},
                      {"status", std::string(to_string(report.status))},
                      {"work", work_of(report)},
                      {"seconds", report.seconds}});
    }
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(signature));
  if (text) {
    std::printf("signature %s, %.3f s in all\n", hex, total);
  } else {
    std::printf("%s\n", nlohmann::json{{"instances", rows}, {"signature", hex}, {"seconds", total}}
                            .dump(2)
                            .c_str());
  }
  if (options.check.empty()) return kExitSolved;
  const std::string recorded = recorded_signature(options.check);
  if (recorded == hex) return kExitSolved;
  std::fprintf(stderr,
               "puzzlelab: bench signature %s differs from %s recorded in %s: the search work "
               "changed (update the file if that was the point)\n",
               hex, recorded.c_str(), options.check.c_str());
  return kExitNoSolution;
}

}  // namespace

void register_bench_command(CommandSet& commands) {
  auto options = std::make_shared<BenchOptions>();
  CLI::App* bench = commands.add(
      "bench",
      "Run every puzzle's fixed bench instances on one thread; print each one's work, time and "
      "a deterministic signature of all the work");
  if (bench == nullptr) return;  // only listed in this pass (command_set.hpp)
  add_format_option(*bench, options->format);
  bench
      ->add_option("--check", options->check,
                   "compare the signature with the one recorded in FILE (exit 1 when it differs)")
      ->option_text("FILE");
  bench->callback([options] { command_exit_status() = run_bench(*options); });
}

}  // namespace puzzlelab::cli
