// puzzlelab export nanobots: part 2 as a model for another solver. lp and mps carry stage 1 of
// the milp method (maximise the bots in range; cbc, HiGHS), smt2 the whole Z3 Optimize problem
// (both objectives in order; z3). Each file's header comments name the instance and variables.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <vector>

#include "cli_common.hpp"
#include "core/error.hpp"
#include "export_commands.hpp"
#include "puzzles/nanobots/encode_milp.hpp"
#include "puzzles/nanobots/encode_smt.hpp"
#include "puzzles/nanobots/parse.hpp"

namespace puzzlelab::cli {
namespace {

struct ExportNanobotsOptions {
  std::string file;
  std::string format;
  std::string output = "-";
};

void write_model(const ExportNanobotsOptions& opt, std::ostream& out) {
  const nanobots::Swarm swarm = nanobots::load_swarm(opt.file);
  if (opt.format == "smt2") {
    out << nanobots::smt2_script(swarm, opt.file);
  } else {
    nanobots::write_milp_model(swarm, opt.format, opt.file, out);
  }
}

int run_export_nanobots(const ExportNanobotsOptions& opt) {
  if (opt.output == "-") {
    write_model(opt, std::cout);
    std::cout.flush();
    return kExitSolved;
  }
  // Build the model before creating the file, so that bad input leaves no empty file behind.
  std::ostringstream text;
  write_model(opt, text);
  std::ofstream out(opt.output);
  if (!out) throw InputError(opt.output + ": cannot open for writing");
  out << text.str();
  if (!out.flush()) throw InputError(opt.output + ": write failed");
  return kExitSolved;
}

}  // namespace

void register_export_nanobots(CLI::App& exporter) {
  auto opt = std::make_shared<ExportNanobotsOptions>();
  CLI::App* nanobots = exporter.add_subcommand(
      "nanobots",
      "Nanobots part 2: lp or mps (stage 1 of the milp method, maximise the bots in range; cbc, "
      "HiGHS), smt2 (the Z3 Optimize model with both objectives; z3)");
  nanobots->add_option("FILE", opt->file, "one bot a line: pos=<x,y,z>, r=R")->required();
  nanobots->add_option("--to", opt->format, "lp, mps or smt2")
      ->required()
      ->check(CLI::IsMember(std::vector<std::string>{"lp", "mps", "smt2"}));
  nanobots->add_option("-o,--output", opt->output, "file to write; - for standard output")
      ->capture_default_str();
  nanobots->callback([opt] { command_exit_status() = run_export_nanobots(*opt); });
}

}  // namespace puzzlelab::cli
