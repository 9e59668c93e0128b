// puzzlelab export hanoi: the seed's inventory MILP or the shortest-path network LP as an LP or
// MPS file. `--to` names both the goal configuration and the file format (the spelling):
// lp and mps are formats, anything else is a configuration; give it twice for both.
#include <fstream>
#include <iostream>
#include <memory>

#include "backends/milp/model_files.hpp"
#include "cli_common.hpp"
#include "core/error.hpp"
#include "export_commands.hpp"
#include "puzzles/hanoi/encode_milp.hpp"
#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::cli {
namespace {

struct ExportHanoiOptions {
  int disks = 0;
  std::string from;
  std::vector<std::string> to;
  std::string goal;
  std::string model = "network";
  std::string output = "-";
};

void write(const milp::Model& model, const std::string& format, std::ostream& out) {
  if (format == "lp") {
    milp::write_lp(model, out);
  } else {
    milp::write_mps(model, out);
  }
}

int run_export_hanoi(const ExportHanoiOptions& opt) {
  std::string format, goal_text = opt.goal;
  for (const std::string& value : opt.to) {
    if (value == "lp" || value == "mps") {
      format = value;
    } else if (goal_text.empty()) {
      goal_text = value;
    } else {
      throw InputError("--to " + value + ": the goal is already " + goal_text);
    }
  }
  if (format.empty()) throw InputError("--to lp or --to mps: the file format is required");
  hanoi::Config start, goal;
  if (!opt.from.empty()) start = hanoi::parse_config(opt.from, 3, "--from");
  if (!goal_text.empty()) goal = hanoi::parse_config(goal_text, 3, "--to");
  int n = opt.disks;
  for (const hanoi::Config* c : {&start, &goal}) {
    if (c->empty()) continue;
    if (n > 0 && static_cast<int>(c->size()) != n) {
      throw InputError("the configurations and --disks give different disk counts");
    }
    n = static_cast<int>(c->size());
  }
  const int limit = opt.model == "inventory" ? hanoi::kMaxInventoryDisks : hanoi::kMaxNetworkDisks;
  if (n < 1 || n > limit) {
    throw InputError("--disks " + std::to_string(n) + " is out of range for the " + opt.model +
                     " model (1.." + std::to_string(limit) + ")");
  }
  if (start.empty()) start = hanoi::tower(n, 0);
  if (goal.empty()) goal = hanoi::tower(n, 1);

  std::unique_ptr<hanoi::InventoryEncoding> inventory;
  std::unique_ptr<hanoi::NetworkEncoding> network;
  const milp::Model* model;
  if (opt.model == "inventory") {
    inventory = std::make_unique<hanoi::InventoryEncoding>(start, goal);
    model = &inventory->model();
  } else {
    network = std::make_unique<hanoi::NetworkEncoding>(start, goal);
    model = &network->model();
  }
  if (opt.output == "-") {
    write(*model, format, std::cout);
    std::cout.flush();
    return kExitSolved;
  }
  std::ofstream out(opt.output);
  if (!out) throw InputError(opt.output + ": cannot open for writing");
  write(*model, format, out);
  if (!out.flush()) throw InputError(opt.output + ": write failed");
  return kExitSolved;
}

}  // namespace

void register_export_hanoi(CLI::App& exporter) {
  auto opt = std::make_shared<ExportHanoiOptions>();
  CLI::App* hanoi = exporter.add_subcommand(
      "hanoi", "Tower of Hanoi: the inventory MILP or the shortest-path network LP, as lp or mps");
  hanoi->add_option("--disks,-n", opt->disks, "number of disks (implied by --from/--to)");
  hanoi->add_option("--from", opt->from, "start: each disk's peg, smallest first (default all A)");
  hanoi
      ->add_option("--to", opt->to,
                   "lp or mps (the file format, required), and/or the goal configuration "
                   "(default all B); may be given twice")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  hanoi->add_option("--goal", opt->goal, "goal configuration (same as a non-format --to)");
  hanoi->add_option("--model", opt->model, "inventory (the seed's MILP) or network (shortest path)")
      ->check(CLI::IsMember({"inventory", "network"}))
      ->capture_default_str();
  hanoi->add_option("-o,--output", opt->output, "file to write; - for standard output")
      ->capture_default_str();
  hanoi->callback([opt] { command_exit_status() = run_export_hanoi(*opt); });
}

}  // namespace puzzlelab::cli
