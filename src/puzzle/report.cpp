#include "puzzle/report.hpp"

#include "core/uint128.hpp"
#include "puzzle/json_u128.hpp"

namespace puzzlelab {
namespace {

template <class T>
void put(nlohmann::json& out, const char* key, const std::optional<T>& value) {
  if (value) out[key] = *value;
}

nlohmann::json stats_json(const SearchFigures& s) {
  nlohmann::json out = nlohmann::json::object();
  put(out, "nodes", s.nodes);
  put(out, "failures", s.failures);
  put(out, "dead_hits", s.dead_hits);
  put(out, "pruned", s.pruned);
  put(out, "table_entries", s.table_entries);
  put(out, "build_seconds", s.build_seconds);
  put(out, "solve_seconds", s.solve_seconds);
  put(out, "threads", s.threads);
  return out;
}

nlohmann::json backend_json(const BackendFigures& b) {
  nlohmann::json out = {{"solver", b.solver}};
  put(out, "variables", b.variables);
  put(out, "clauses", b.clauses);
  put(out, "rows", b.rows);
  put(out, "conflicts", b.conflicts);
  put(out, "decisions", b.decisions);
  put(out, "propagations", b.propagations);
  put(out, "bnb_nodes", b.bnb_nodes);
  put(out, "lp_iterations", b.lp_iterations);
  return out;
}

}  // namespace

nlohmann::json ranks_json(const std::vector<distributed::RankFigures>& ranks) {
  nlohmann::json out = nlohmann::json::array();
  for (const distributed::RankFigures& rank : ranks) {
    out.push_back({{"rank", rank.rank},
                   {"units", rank.units},
                   {"work", rank.work},
                   {"seconds", rank.seconds},
                   {"waiting_seconds", rank.waiting_seconds},
                   {"peak_memory_bytes", rank.peak_memory_bytes},
                   {"messages_sent", rank.sent.messages},
                   {"bytes_sent", rank.sent.bytes}});
  }
  return out;
}

nlohmann::json to_json(const Report& report) {
  nlohmann::json out = {
      {"puzzle", report.puzzle},          {"instance", report.instance},
      {"method", report.method},          {"status", std::string(to_string(report.status))},
      {"answer", report.answer},          {"seconds", report.seconds},
      {"stats", stats_json(report.stats)}};
  if (report.verified()) out["verified"] = *report.verified();
  if (report.backend) out["backend"] = backend_json(*report.backend);
  if (!report.summary.empty()) out["summary"] = report.summary;
  if (!report.note.empty()) out["note"] = report.note;
  if (!report.ranks.empty()) out["ranks"] = ranks_json(report.ranks);
  return out;
}

void set_count(nlohmann::json& answer, const std::string& key, unsigned __int128 value) {
  answer[key] = u128_json(value);
  answer[key + "_decimal"] = to_decimal(value);
}

}  // namespace puzzlelab
