#include "puzzles/hanoi/pddl_model.hpp"

#include <sstream>

#include "core/error.hpp"
#include "puzzle/model_answer.hpp"
#include "puzzle/pddl_model_text.hpp"
#include "puzzles/pddl/model_plan.hpp"

namespace puzzlelab::hanoi {
namespace {

constexpr int kPddlPegs = 3;

constexpr const char* kDomain = R"pddl((define (domain hanoi)
  (:requirements :strips :typing)
  (:types disc peg - place)
  (:predicates
    (on ?d - disc ?p - place)       ; disc ?d rests on the disc or peg ?p
    (clear ?p - place)              ; nothing rests on ?p
    (smaller ?d - disc ?p - place)) ; ?d may rest on ?p: a peg or a larger disc (static)
  (:action move
    :parameters (?d - disc ?from ?to - place)
    :precondition (and (on ?d ?from) (clear ?d) (clear ?to) (smaller ?d ?to))
    :effect (and (on ?d ?to) (clear ?from)
                 (not (on ?d ?from)) (not (clear ?to)))))
)pddl";

std::string disc_name(int disk) {
  return "d" + std::to_string(disk);
}
std::string peg_name(int peg) {
  return std::string(1, static_cast<char>('a' + peg));
}

// The (on ...) atoms of a configuration: on each peg, its largest disc on the peg and each
// smaller one on the next larger.
std::vector<std::string> resting(const Config& config, std::vector<std::string>* clear) {
  std::vector<std::string> atoms;
  for (int peg = 0; peg < kPddlPegs; ++peg) {
    std::string below = peg_name(peg);
    for (int disk = static_cast<int>(config.size()); disk >= 1; --disk) {
      if (config[disk - 1] != peg) continue;
      atoms.push_back("(on " + disc_name(disk) + " " + below + ")");
      below = disc_name(disk);
    }
    if (clear != nullptr) clear->push_back("(clear " + below + ")");
  }
  return atoms;
}

std::string lower(std::string text) {
  for (char& c : text)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return text;
}

// The disc dK named by `name` (1..disks), or 0.
int disc_of(const std::string& name, int disks) {
  if (name.size() < 2 || name[0] != 'd') return 0;
  int disk = 0;
  for (std::size_t k = 1; k < name.size(); ++k) {
    if (name[k] < '0' || name[k] > '9' || disk > disks) return 0;
    disk = disk * 10 + (name[k] - '0');
  }
  return disk >= 1 && disk <= disks ? disk : 0;
}

}  // namespace

std::string pddl_model(const Config& start, const Config& goal, const std::string& instance) {
  const int disks = static_cast<int>(start.size());
  std::ostringstream domain;
  domain << "; Tower of Hanoi on 3 pegs, written by `puzzlelab export hanoi --format pddl`.\n"
         << "; One action a move of the puzzle: (move dK FROM TO) takes disc dK (d1 the smallest)\n"
         << "; from the disc or peg it rests on onto another; the pegs a, b, c are A, B, C.\n"
         << kDomain;

  std::ostringstream problem;
  problem << "; " << instance << "\n"
          << "; " << disks << " disc" << (disks == 1 ? "" : "s") << " from " << to_string(start)
          << " to " << to_string(goal)
          << " (each disc's peg, smallest first): no disc may rest on itself, so the\n"
          << "; task has the puzzle's 3^" << disks << " states.\n"
          << "(define (problem hanoi-" << lower(to_string(start)) << "-" << lower(to_string(goal))
          << ")\n  (:domain hanoi)\n  (:objects";
  for (int disk = 1; disk <= disks; ++disk) problem << " " << disc_name(disk);
  problem << " - disc a b c - peg)\n  (:init\n";
  std::vector<std::string> clear;
  for (const std::string& atom : resting(start, &clear)) problem << "    " << atom << "\n";
  for (const std::string& atom : clear) problem << "    " << atom << "\n";
  for (int disk = 1; disk <= disks; ++disk) {
    problem << "   ";
    for (int peg = 0; peg < kPddlPegs; ++peg)
      problem << " (smaller " << disc_name(disk) << " " << peg_name(peg) << ")";
    for (int larger = disk + 1; larger <= disks; ++larger)
      problem << " (smaller " << disc_name(disk) << " " << disc_name(larger) << ")";
    problem << "\n";
  }
  problem << "  )\n  (:goal (and";
  for (const std::string& atom : resting(goal, nullptr)) problem << "\n    " << atom;
  problem << ")))\n";
  return join_pddl_model({domain.str(), problem.str()});
}

std::string pddl_plan(const Config& start, const std::vector<Move>& moves) {
  const int disks = static_cast<int>(start.size());
  // The place a disc put on `peg` rests on: the smallest disc there larger than `disk`, else
  // the peg itself.
  const auto below = [&](const Config& config, int disk, int peg) {
    for (int larger = disk + 1; larger <= disks; ++larger)
      if (config[larger - 1] == peg) return disc_name(larger);
    return peg_name(peg);
  };
  std::vector<std::string> actions;
  Config config = start;
  for (const Move& move : moves) {
    actions.push_back("(move " + disc_name(move.disk) + " " + below(config, move.disk, move.from) +
                      " " + below(config, move.disk, move.to) + ")");
    config[move.disk - 1] = static_cast<std::uint8_t>(move.to);
  }
  return unit_cost_plan(actions);
}

std::vector<Move> decode_pddl_plan(const Config& start, const Config& goal, const std::string& text,
                                   const std::string& source) {
  const std::vector<pddl::PlanStep> steps =
      pddl::read_model_plan(pddl_model(start, goal, ""), text, source);
  const int disks = static_cast<int>(start.size());
  Config config = start;
  std::vector<Move> moves;
  for (const pddl::PlanStep& step : steps) {
    // The model has held the step: (move dK FROM TO), dK on top of FROM.
    const int disk = disc_of(step.args.at(0), disks);
    const std::string& to = step.args.at(2);
    const int onto = disc_of(to, disks);
    const int peg = onto > 0 ? config[onto - 1] : to[0] - 'a';
    if (disk == 0 || peg < 0 || peg >= kPddlPegs)
      internal_error("hanoi: a plan step names no disc");
    moves.push_back({disk, config[disk - 1], peg});
    config[disk - 1] = static_cast<std::uint8_t>(peg);
  }
  const std::string problem = check_sequence(start, goal, kPddlPegs, moves);
  if (!problem.empty()) {
    model_answer::reject(model_answer::first_line(text, source),
                         "the moves of the plan break the rules: " + problem);
  }
  return moves;
}

}  // namespace puzzlelab::hanoi
