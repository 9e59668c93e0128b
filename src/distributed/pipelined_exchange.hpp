// Round after round of bulk exchanges between the ranks of a job, one round in flight while the
// next is computed: a rank sends round r, computes round r + 1, sends it, and only then takes
// what the others sent in round r. A rank that finished its share of a round early goes on with
// the next instead of waiting at a collective for the slowest, so the ranks wait only when one
// falls a whole round behind (the owner-partitioned peg layers, layer_builder.hpp).
//
// Each round a rank sends every other rank a message (possibly empty) and one 64-bit note (a
// flag word: "I must stop"), and takes every rank's in the same round. Two outboxes alternate:
// the one a round is packed into is not touched again before the round two later, when its
// sends have completed. A job of MPI ranks sends point to point (mpi/mpi_job.cpp); the default
// here sends nothing until the round is taken, then makes one collective exchange of it, which
// keeps the order of operations of every rank the same without overlapping anything.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "distributed/job.hpp"

namespace puzzlelab::distributed {

class PipelinedExchange {
 public:
  explicit PipelinedExchange(Job& job);
  virtual ~PipelinedExchange() = default;
  PipelinedExchange(const PipelinedExchange&) = delete;
  PipelinedExchange& operator=(const PipelinedExchange&) = delete;

  // The buffer to pack the next round into (the bytes for each rank back to back, in rank
  // order), once the sends of the round that last used it have completed.
  ByteBuffer& outbox();
  // Sends the outbox: sizes[r] bytes of it for rank r (sizes[rank] is ignored), and `note` to
  // every other rank. At most two rounds are sent and not yet received.
  void send(std::span<const std::size_t> sizes, std::uint64_t note);
  // Collective: the oldest round sent and not yet received. `received` gets what every other
  // rank sent this one, back to back in rank order, received_sizes[r] bytes from rank r (0 from
  // this rank); returns every rank's note, by rank (this rank's own among them).
  std::vector<std::uint64_t> receive(ByteBuffer& received,
                                     std::vector<std::size_t>& received_sizes);
  // Rounds sent and not yet received.
  std::uint64_t in_flight() const { return sent_ - received_; }

 protected:
  struct Round {
    ByteBuffer outbox;
    std::vector<std::size_t> sizes;  // [rank], this rank's 0
    std::uint64_t note = 0;
  };
  Job& job() const { return job_; }
  // What a transport does with the round in outbox `slot` (0 or 1): post it (its outbox, sizes
  // and note set); wait until its outbox may be written again; take it (every rank's note into
  // `notes`, this rank's own included).
  virtual void post(int slot, Round& round);
  virtual void complete(int slot, Round& round);
  virtual void take(int slot, Round& round, ByteBuffer& received,
                    std::vector<std::size_t>& received_sizes, std::vector<std::uint64_t>& notes);

 private:
  Job& job_;
  std::array<Round, 2> rounds_;
  std::uint64_t sent_ = 0, received_ = 0;
};

}  // namespace puzzlelab::distributed
