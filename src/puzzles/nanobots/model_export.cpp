#include "puzzles/nanobots/model_export.hpp"

#include <ostream>

#include "backends/milp/model_files.hpp"
#include "core/error.hpp"
#include "puzzles/nanobots/bnb_solver.hpp"
#include "puzzles/nanobots/encode_milp.hpp"

namespace puzzlelab::nanobots {

NanobotsMilpEncoding stage2_encoding(const Swarm& swarm, const std::string& instance) {
  NanobotsMilpEncoding encoding(swarm, instance);
  const Part2Result best = solve_bnb(swarm);
  if (best.status != SearchStatus::kSolved)
    internal_error("nanobots: branch and bound without a limit stopped before an answer");
  encoding.add_distance_stage(best.best.count);
  encoding.set_first_comment(
      "PuzzleLab nanobots (Advent of Code 2018 day 23), part 2 stage 2: the nearest point with "
      "the most bots in range (" +
      std::to_string(best.best.count) + ", found by branch and bound)");
  return encoding;
}

void write_milp_stage2(const Swarm& swarm, const std::string& format, const std::string& instance,
                       std::ostream& out) {
  if (format != "lp" && format != "mps")
    throw InputError("unknown milp model format '" + format + "' (expected lp or mps)");
  const NanobotsMilpEncoding encoding = stage2_encoding(swarm, instance);
  const milp::Model& model = encoding.model();
  if (format == "lp") {
    milp::write_lp(model, out);
  } else {
    milp::write_mps(model, out);
  }
}

}  // namespace puzzlelab::nanobots
