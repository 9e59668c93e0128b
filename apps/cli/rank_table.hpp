// The per-rank table a distributed run's text ends with (docs/distributed.md).
#pragma once

#include <string>
#include <vector>

#include "distributed/rank_figures.hpp"

namespace puzzlelab::cli {

// One line a rank under a header line, columns aligned; `units` and `work` head the columns of
// the two figures whose meaning the count chooses ("states owned", "expanded").
std::string rank_table(const std::vector<distributed::RankFigures>& ranks,
                       const std::string& units = "units", const std::string& work = "work");

}  // namespace puzzlelab::cli
