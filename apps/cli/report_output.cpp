#include "report_output.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "puzzle/json_u128.hpp"
#include "rank_table.hpp"

namespace puzzlelab::cli {

std::string work_line(const Report& report) {
  std::vector<std::pair<const std::optional<std::uint64_t>*, const char*>> figures = {
      {&report.stats.nodes, "nodes"},
      {&report.stats.failures, "failures"},
      {&report.stats.dead_hits, "dead hits"},
      {&report.stats.pruned, "pruned"},
      {&report.stats.table_entries, "table entries"}};
  if (report.backend) {
    const BackendFigures& b = *report.backend;
    figures.insert(figures.end(), {{&b.variables, "variables"},
                                   {&b.clauses, "clauses"},
                                   {&b.rows, "rows"},
                                   {&b.conflicts, "conflicts"},
                                   {&b.decisions, "decisions"},
                                   {&b.propagations, "propagations"},
                                   {&b.bnb_nodes, "B&B nodes"},
                                   {&b.lp_iterations, "LP iterations"}});
  }
  std::string line;
  for (const auto& [value, unit] : figures) {
    if (!*value) continue;
    if (!line.empty()) line += ", ";
    line += with_commas(**value) + " " + unit;
  }
  return line;
}

namespace {

// A status for people: "no solution", not "no_solution".
std::string status_words(Status status) {
  std::string words(to_string(status));
  std::replace(words.begin(), words.end(), '_', ' ');
  return words;
}

Status print_text(const Report& report, std::FILE* out, const AnswerListing& listing) {
  std::fprintf(out, "%s %s, method %s\n", report.puzzle.c_str(), report.instance.c_str(),
               report.method.c_str());
  ListingEnd listed;
  if (listing && has_answer(report.status)) {
    std::fputc('\n', out);
    listed = listing(report, out);
    if (listed.printed) std::fputc('\n', out);
  } else if (!report.drawing.empty()) {
    std::fprintf(out, "\n%s", report.drawing.c_str());
    if (report.drawing.back() != '\n') std::fputc('\n', out);
    std::fputc('\n', out);
  }
  // A listing cut short has printed part of the answer: the report's own answer line and note
  // would claim the whole.
  const Status status = listed.cut ? Status::kStopped : report.status;
  std::string answer = status_words(status);
  if (!listed.cut) {
    // "stopped after 2 s" says its status itself; "31 jumps" is told as "solved: 31 jumps".
    if (report.summary.rfind(answer, 0) == 0) {
      answer = report.summary;
    } else if (!report.summary.empty()) {
      answer += ": " + report.summary;
    }
    if (report.verified()) answer += *report.verified() ? " (verified)" : " (NOT verified)";
  }
  std::fprintf(out, "%s\n", answer.c_str());
  const std::string note = listed.cut ? *listed.cut : report.note;
  if (!note.empty()) std::fprintf(out, "%s\n", note.c_str());
  std::string work = work_line(report);
  if (!work.empty()) work += "; ";
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.3f s", report.seconds);
  std::fprintf(out, "%s%s\n", work.c_str(), seconds);
  if (!report.ranks.empty()) std::fprintf(out, "\n%s", rank_table(report.ranks).c_str());
  return status;
}

// --format grader, the one-line answer of the "Recursive Backtracking for Peg Solitaire" course
// assignment: "(2, 2) -> (4, 0), (6, 2) -> (2, 2), ..." for moves that go from a cell to a cell.
void print_grader_line(const Report& report, std::FILE* out) {
  const nlohmann::json* moves = report.answer.is_object() && report.answer.contains("moves")
                                    ? &report.answer["moves"]
                                    : nullptr;
  if (moves == nullptr) {
    std::fprintf(stderr, "%s\n", status_words(report.status).c_str());
    return;
  }
  const auto cell = [](const nlohmann::json& xy) {
    return "(" + xy.at(0).dump() + ", " + xy.at(1).dump() + ")";
  };
  std::string line;
  for (const nlohmann::json& move : *moves)
    line += (line.empty() ? "" : ", ") + cell(move.at("from")) + " -> " + cell(move.at("to"));
  std::fprintf(out, "%s\n", line.c_str());
}

}  // namespace

Status print_report(const Report& report, OutputFormat format, std::FILE* out,
                    const AnswerListing& listing) {
  if (format == OutputFormat::kJson) {
    std::fprintf(out, "%s\n", dump_with_u128(to_json(report), 2).c_str());
  } else if (format == OutputFormat::kGrader) {
    print_grader_line(report, out);
  } else {
    return print_text(report, out, listing);
  }
  return report.status;
}

}  // namespace puzzlelab::cli
