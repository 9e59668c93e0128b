#include "distributed/rank_figures.hpp"

#include <sys/resource.h>

namespace puzzlelab::distributed {

std::uint64_t peak_resident_bytes() {
  rusage usage{};
  if (getrusage(RUSAGE_SELF, &usage) != 0) return 0;
  return static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;  // Linux counts KiB
}

std::vector<RankFigures> gather_rank_figures(Job& job, RankFigures mine) {
  mine.rank = job.rank();
  mine.peak_memory_bytes = peak_resident_bytes();
  mine.sent = job.traffic();
  std::byte bytes[RankFigures::kBytes];
  mine.save(bytes);
  const std::vector<std::byte> all = job.all_gather(bytes);
  std::vector<RankFigures> figures;
  for (std::size_t at = 0; at + RankFigures::kBytes <= all.size(); at += RankFigures::kBytes)
    figures.push_back(RankFigures::load(all.data() + at));
  return figures;
}

}  // namespace puzzlelab::distributed
