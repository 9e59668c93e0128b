// What each rank of a job did in a distributed count: the per-rank table that reports under
// puzzlelab-mpi end with (rank, work units, seconds, peak memory, messages and bytes sent),
// gathered to every rank as fixed-size plain records.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "distributed/job.hpp"
#include "distributed/plain_bytes.hpp"

namespace puzzlelab::distributed {

struct RankFigures {
  int rank = 0;
  std::uint64_t units = 0;     // work units this rank finished (subproblems, states expanded)
  std::uint64_t work = 0;      // the count's own measure of work (nodes, half boards)
  double seconds = 0;          // from the count's start to this rank's last unit
  double waiting_seconds = 0;  // then, waiting for the other ranks to finish theirs
  std::uint64_t peak_memory_bytes = 0;  // the process's peak resident set
  Traffic sent;                         // what it sent to other ranks

  static constexpr std::size_t kBytes = 8 * 8;

  void save(std::byte* out) const {
    put_u64(out, static_cast<std::uint64_t>(rank));
    put_u64(out + 8, units);
    put_u64(out + 16, work);
    put_u64(out + 24, std::bit_cast<std::uint64_t>(seconds));
    put_u64(out + 32, std::bit_cast<std::uint64_t>(waiting_seconds));
    put_u64(out + 40, peak_memory_bytes);
    put_u64(out + 48, sent.messages);
    put_u64(out + 56, sent.bytes);
  }
  static RankFigures load(const std::byte* in) {
    RankFigures figures;
    figures.rank = static_cast<int>(get_u64(in));
    figures.units = get_u64(in + 8);
    figures.work = get_u64(in + 16);
    figures.seconds = std::bit_cast<double>(get_u64(in + 24));
    figures.waiting_seconds = std::bit_cast<double>(get_u64(in + 32));
    figures.peak_memory_bytes = get_u64(in + 40);
    figures.sent.messages = get_u64(in + 48);
    figures.sent.bytes = get_u64(in + 56);
    return figures;
  }
};

// The process's peak resident set so far, in bytes (getrusage).
std::uint64_t peak_resident_bytes();

// Collective: every rank's figures, in rank order, on every rank. The count gives what it
// measures (units, work, seconds, waiting); the rank, its peak memory and its traffic so far are
// filled in here.
std::vector<RankFigures> gather_rank_figures(Job& job, RankFigures mine);

}  // namespace puzzlelab::distributed
