// puzzlelab hanoi graph: the state graph of N disks (states, moves, BFS distances from all on
// peg A, the diameter) and its Graphviz DOT.
#include <cstdio>
#include <memory>
#include <sstream>
#include <string>

#include "cli_common.hpp"
#include "command_set.hpp"
#include "core/error.hpp"
#include "puzzles/hanoi/graph.hpp"
#include "puzzles/hanoi/graph_summary.hpp"

namespace puzzlelab::cli {
namespace {

constexpr int kMaxDotDisks = 7;

struct GraphFlags {
  int disks = 0;
  int pegs = 3;
  std::string dot;
  OutputFormat format = OutputFormat::kText;
};

int run_graph(const GraphFlags& opt) {
  const int limit = hanoi::max_graph_disks(opt.pegs);
  if (opt.disks < 1 || opt.disks > limit) {
    throw InputError("--disks " + std::to_string(opt.disks) +
                     " is out of range for the state graph (1.." + std::to_string(limit) +
                     " with " + std::to_string(opt.pegs) + " pegs)");
  }
  if (!opt.dot.empty() && opt.disks > kMaxDotDisks) {
    throw InputError("--dot: at most " + std::to_string(kMaxDotDisks) +
                     " disks (3^7 = 2187 nodes)");
  }
  const hanoi::GraphSummary graph = hanoi::summarise_graph(opt.disks, opt.pegs);
  if (!opt.dot.empty()) {
    std::ostringstream dot;
    hanoi::StateSpace(opt.disks, opt.pegs).write_dot(dot);
    write_text_file(opt.dot, dot.str());
  }
  if (opt.format == OutputFormat::kJson) {
    std::printf("%s\n", hanoi::to_json(graph).dump(2).c_str());
  } else {
    std::fputs(hanoi::to_text(graph).c_str(), stdout);
    if (!opt.dot.empty()) std::printf("DOT written to %s\n", opt.dot.c_str());
  }
  return kExitSolved;
}

}  // namespace

void register_hanoi_graph(CommandSet& commands) {
  CLI::App* graph = commands.add(
      "graph", "The state graph: states, moves, BFS distances from all-on-A, diameter, DOT");
  if (graph == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto gopt = std::make_shared<GraphFlags>();
  graph->add_option("--disks,-n", gopt->disks, "number of disks")->required();
  graph->add_option("--pegs", gopt->pegs, "3 or 4")
      ->check(CLI::IsMember({3, 4}))
      ->capture_default_str();
  graph->add_option("--dot", gopt->dot, "write the graph in Graphviz DOT (N <= 7)");
  add_format_option(*graph, gopt->format);
  graph->callback([gopt] { command_exit_status() = run_graph(*gopt); });
}

}  // namespace puzzlelab::cli
