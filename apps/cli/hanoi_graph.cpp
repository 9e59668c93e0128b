// puzzlelab hanoi graph: the state graph of N disks (states, moves, BFS distances from all on
// peg A, the diameter) and its Graphviz DOT. The BFS runs on the owner-partitioned layers
// (distributed/layered_search.hpp): over the ranks of the job under puzzlelab-mpi, checkpointed
// by layer with --checkpoint DIR, resumed with --resume DIR (docs/distributed.md).
#include <cstdio>
#include <filesystem>
#include <memory>
#include <sstream>
#include <string>

#include "checkpoint_options.hpp"
#include "cli_common.hpp"
#include "command_set.hpp"
#include "core/error.hpp"
#include "core/number_text.hpp"
#include "distributed/job.hpp"
#include "puzzle/report.hpp"
#include "puzzles/hanoi/graph.hpp"
#include "puzzles/hanoi/graph_layers.hpp"
#include "puzzles/hanoi/graph_summary.hpp"
#include "puzzles/hanoi/rules.hpp"
#include "rank_table.hpp"

namespace puzzlelab::cli {
namespace {

constexpr int kMaxDotDisks = 7;

struct GraphFlags {
  int disks = 0;
  int pegs = 3;
  std::string dot;
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
  std::string checkpoint;
  std::string resume;
  double checkpoint_every = 0;
};

std::string resume_note(const GraphFlags& opt, const hanoi::LayeredGraph& graph) {
  return "resumed from " + opt.resume + " at depth " + std::to_string(graph.resumed_depth);
}

// What a stopped search found: the layers it finished.
std::string stopped_text(const GraphFlags& opt, const hanoi::LayeredGraph& graph) {
  const hanoi::GraphSummary& summary = graph.summary;
  std::uint64_t found = 0;
  for (const std::uint64_t layer : summary.layers) found += layer;
  std::string out = "Tower of Hanoi state graph: " + std::to_string(summary.disks) + " disks, " +
                    std::to_string(summary.pegs) +
                    " pegs\nstates: " + std::to_string(summary.states) +
                    "\nstopped: " + graph.note + "\n";
  if (summary.layers.empty()) return out;  // refused before it started
  out += "BFS from " + hanoi::to_string(hanoi::tower(summary.disks, 0)) + ": depths 0.." +
         std::to_string(summary.layers.size() - 1) + " finished, " + with_commas(found) +
         " states found\n";
  const distributed::CheckpointRequest checkpoint = checkpoint_request(opt.checkpoint, opt.resume);
  if (checkpoint.wanted() && graph.kept_depth >= 0) {
    out += "checkpoint: " + checkpoint.directory + " keeps depth " +
           std::to_string(graph.kept_depth) + " (--resume " + checkpoint.directory + " goes on)\n";
  } else if (checkpoint.wanted()) {
    out += "checkpoint: no finished layer kept in " + checkpoint.directory + " yet\n";
  }
  return out;
}

int run_graph(const GraphFlags& opt) {
  const int limit = hanoi::max_layered_disks(opt.pegs);
  if (opt.disks < 1 || opt.disks > limit) {
    throw InputError("--disks " + std::to_string(opt.disks) +
                     " is out of range for the state graph (1.." + std::to_string(limit) +
                     " with " + std::to_string(opt.pegs) + " pegs)");
  }
  if (!opt.dot.empty() && opt.disks > kMaxDotDisks) {
    throw InputError("--dot: at most " + std::to_string(kMaxDotDisks) +
                     " disks (3^7 = 2187 nodes)");
  }
  hanoi::GraphRunOptions run;
  run.limits = opt.limits;
  run.checkpoint = checkpoint_request(opt.checkpoint, opt.resume, opt.checkpoint_every);
  const hanoi::LayeredGraph graph = hanoi::summarise_graph_layered(opt.disks, opt.pegs, run);
  distributed::Job& job = distributed::current_job();
  if (job.rank() != 0) return graph.complete ? kExitSolved : kExitStopped;  // rank 0 reports
  if (!opt.dot.empty()) {
    std::ostringstream dot;
    hanoi::StateSpace(opt.disks, opt.pegs).write_dot(dot);
    write_text_file(opt.dot, dot.str());
  }
  if (opt.format == OutputFormat::kJson) {
    nlohmann::json out = hanoi::to_json(graph.summary);
    if (!graph.complete) {
      out["stopped"] = true;
      out["note"] = graph.note;
      out["arcs"] = nullptr;
      out["move_count"] = graph.summary.to_goal >= 0 ? nlohmann::json(graph.summary.to_goal)
                                                     : nlohmann::json(nullptr);
    } else if (graph.resumed) {
      out["note"] = resume_note(opt, graph);
    }
    if (job.distributed()) out["ranks"] = ranks_json(graph.ranks);
    std::printf("%s\n", out.dump(2).c_str());
  } else {
    std::string text = graph.complete ? hanoi::to_text(graph.summary) : stopped_text(opt, graph);
    if (graph.complete && graph.resumed) text += resume_note(opt, graph) + "\n";
    std::fputs(text.c_str(), stdout);
    if (!opt.dot.empty()) std::printf("DOT written to %s\n", opt.dot.c_str());
    if (job.distributed())
      std::printf("\n%s", rank_table(graph.ranks, "states owned", "expanded").c_str());
  }
  return graph.complete ? kExitSolved : kExitStopped;
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
  add_limit_options(*graph, gopt->limits, /*nodes=*/false);
  graph
      ->add_option("--checkpoint", gopt->checkpoint,
                   "keep each finished BFS layer in DIR, so that a stopped or killed search can "
                   "be resumed (docs/distributed.md)")
      ->option_text("DIR");
  graph
      ->add_option("--resume", gopt->resume,
                   "continue the search kept in DIR from its last finished layer, and go on "
                   "writing there")
      ->option_text("DIR");
  add_checkpoint_pace_option(*graph, gopt->checkpoint_every);
  graph->callback([gopt] { command_exit_status() = run_graph(*gopt); });
}

}  // namespace puzzlelab::cli
