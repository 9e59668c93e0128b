#include "rank_table.hpp"

#include <algorithm>
#include <cstdio>

#include "core/memory_size.hpp"
#include "core/number_text.hpp"

namespace puzzlelab::cli {

std::string rank_table(const std::vector<distributed::RankFigures>& ranks, const std::string& units,
                       const std::string& work) {
  const auto seconds = [](double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", value);
    return std::string(text);
  };
  std::vector<std::vector<std::string>> rows = {
      {"rank", units, work, "seconds", "waiting", "peak memory", "messages", "bytes sent"}};
  for (const distributed::RankFigures& rank : ranks) {
    rows.push_back({std::to_string(rank.rank), with_commas(rank.units), with_commas(rank.work),
                    seconds(rank.seconds), seconds(rank.waiting_seconds),
                    memory_text(rank.peak_memory_bytes), with_commas(rank.sent.messages),
                    with_commas(rank.sent.bytes)});
  }
  std::vector<std::size_t> widths(rows[0].size(), 0);
  for (const auto& row : rows)
    for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], row[c].size());
  std::string table;
  for (const auto& row : rows) {
    std::string line;
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (c > 0) line += "  ";
      line += std::string(widths[c] - row[c].size(), ' ') + row[c];  // numbers to the right
    }
    table += line + "\n";
  }
  return table;
}

}  // namespace puzzlelab::cli
