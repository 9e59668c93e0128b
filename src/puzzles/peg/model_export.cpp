#include "puzzles/peg/model_export.hpp"

#include <ostream>
#include <sstream>

#include "backends/milp/model_files.hpp"
#include "backends/sat/dimacs.hpp"
#include "core/error.hpp"
#include "puzzles/peg/encode_milp.hpp"
#include "puzzles/peg/encode_sat.hpp"
#include "puzzles/peg/encode_smt.hpp"
#include "puzzles/peg/grader_answer.hpp"

namespace puzzlelab::peg {
namespace {

// The first line that is neither blank nor a comment, trimmed.
std::string first_meaningful_line(const std::string& text) {
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    const auto begin = line.find_first_not_of(" \t\r");
    if (begin == std::string::npos) continue;
    const auto end = line.find_last_not_of(" \t\r");
    line = line.substr(begin, end - begin + 1);
    if (line[0] == 'c' && (line.size() == 1 || line[1] == ' ' || line[1] == '\t'))
      continue;                    // DIMACS comment
    if (line[0] == ';') continue;  // SMT-LIB comment
    return line;
  }
  return {};
}

bool starts_with(const std::string& text, const std::string& prefix) {
  return text.compare(0, prefix.size(), prefix) == 0;
}

Solution checked(const Game& game, Solution solution, const std::string& source) {
  const ReplayResult replayed = replay(game, solution);
  if (!replayed.valid) {
    throw InputError(SourceLocation{source, 0, 0},
                     "the answer does not describe a legal game for board " + game.name + ": " +
                         replayed.problem + " (was the model written for another board?)");
  }
  return solution;
}

}  // namespace

const std::vector<std::string>& model_format_names() {
  static const std::vector<std::string> names{"dimacs", "smt2", "lp", "mps"};
  return names;
}

void write_model(const Game& game, const std::string& format, std::ostream& out) {
  if (format == "dimacs") {
    sat::write_dimacs(PegSatEncoding(game, PegSatOptions{}).cnf(), out);
  } else if (format == "smt2") {
    out << smt2_script(game);
  } else if (format == "lp") {
    milp::write_lp(PegMilpEncoding(game).model(), out);
  } else if (format == "mps") {
    milp::write_mps(PegMilpEncoding(game).model(), out);
  } else {
    throw InputError("unknown model format '" + format + "' (expected dimacs, smt2, lp or mps)");
  }
}

AnswerFormat detect_answer_format(const std::string& text, const std::string& source) {
  if (looks_like_grader_line(text)) return AnswerFormat::kGrader;
  const std::string line = first_meaningful_line(text);
  const std::string first_word = line.substr(0, line.find_first_of(" \t\v"));
  if (first_word == "s" || first_word == "v" || line == "SAT" || line == "UNSAT")
    return AnswerFormat::kSatCompetition;
  if (line == "sat" || line == "unsat" || line == "unknown") return AnswerFormat::kZ3;
  if (starts_with(line, "Optimal") || starts_with(line, "Infeasible") ||
      starts_with(line, "Integer infeasible") || starts_with(line, "Stopped") ||
      starts_with(line, "Unbounded")) {
    return AnswerFormat::kCbcSolution;
  }
  throw InputError(SourceLocation{source, 0, 0},
                   "not a solver answer PuzzleLab reads: expected SAT-competition output "
                   "(s SATISFIABLE / v lines), z3 output (sat and a get-value answer), a cbc "
                   "solution file or a grader line ((x, y) -> (x, y), ...)");
}

std::optional<Solution> decode_answer(const Game& game, const std::string& text,
                                      const std::string& source) {
  std::istringstream in(text);
  switch (detect_answer_format(text, source)) {
    case AnswerFormat::kSatCompetition: {
      const PegSatEncoding encoding(game, PegSatOptions{});
      const sat::SatResult answer =
          sat::read_sat_solution(in, source, encoding.cnf().variable_count());
      if (answer.status == BackendStatus::kUnsatisfiable) return std::nullopt;
      if (answer.status == BackendStatus::kUnknown)
        throw InputError(SourceLocation{source, 0, 0}, "the solver gave no answer (UNKNOWN)");
      return checked(game, encoding.decode(answer), source);
    }
    case AnswerFormat::kZ3: {
      std::optional<Solution> solution = decode_smt2_output(game, in, source);
      if (!solution) return std::nullopt;
      return checked(game, std::move(*solution), source);
    }
    case AnswerFormat::kCbcSolution: {
      const PegMilpEncoding encoding(game);
      const milp::MilpResult answer = milp::read_cbc_solution(in, source, encoding.model());
      if (answer.status == BackendStatus::kUnsatisfiable) return std::nullopt;
      if (answer.status == BackendStatus::kUnknown)
        throw InputError(SourceLocation{source, 0, 0}, "the solver found no feasible point");
      return checked(game, encoding.decode(answer.values), source);
    }
    case AnswerFormat::kGrader:
      return checked(game, decode_grader_line(game, text, source), source);
  }
  return std::nullopt;
}

}  // namespace puzzlelab::peg
