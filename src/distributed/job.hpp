// The processes of one counting job: what the distributed engines (unit_farm.hpp, and the
// owner-partitioned layers) ask of the ranks they run on. One process is a job of one rank
// (job.cpp); `puzzlelab-mpi` under `mpirun -n K` installs a job of K ranks over
// MPI (mpi/mpi_job.hpp), so that one command counts on a laptop or on a cluster, and the engines
// never name MPI.
//
// Every operation marked collective must be called by every rank, in the same order: the
// engines' control flow depends only on the instance and on data every rank holds, never on a
// rank's clock or threads, which is what keeps a job from hanging. Buffers are plain bytes
// (plain_bytes.hpp): little-endian fixed-size records, no serialisation library.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <utility>
#include <vector>

namespace puzzlelab::distributed {

// An allocator whose resize() leaves new elements uninitialised: an exchange's buffers are
// written whole before they are read, and zeroing a round's hundred megabytes first cost as much
// as sending them.
template <class T>
struct UninitialisedAllocator : std::allocator<T> {
  template <class U>
  struct rebind {
    using other = UninitialisedAllocator<U>;
  };
  UninitialisedAllocator() = default;
  template <class U>
  UninitialisedAllocator(const UninitialisedAllocator<U>&) {}
  template <class U, class... Args>
  void construct(U* at, Args&&... args) {
    if constexpr (sizeof...(Args) == 0) {
      ::new (static_cast<void*>(at)) U;
    } else {
      ::new (static_cast<void*>(at)) U(std::forward<Args>(args)...);
    }
  }
};
using ByteBuffer = std::vector<std::byte, UninitialisedAllocator<std::byte>>;

// A counter that every rank of a job shares, starting at 0: the engines hand out work by it.
class SharedCounter {
 public:
  virtual ~SharedCounter() = default;
  // Adds `amount` and returns the value before; safe from any thread of this rank.
  virtual std::uint64_t fetch_add(std::uint64_t amount) = 0;
};

// What a rank sent to other ranks: logical messages (a broadcast to K-1 ranks is K-1 messages)
// and their payload bytes. The per-rank table of a report prints them.
struct Traffic {
  std::uint64_t messages = 0;
  std::uint64_t bytes = 0;
};

class Job {
 public:
  virtual ~Job() = default;

  virtual int rank() const = 0;
  virtual int ranks() const = 0;
  // True under MPI, even with one rank: reports then carry the per-rank table.
  virtual bool distributed() const = 0;

  // Collective: every rank leaves with root's `bytes` (any size).
  virtual void broadcast(std::vector<std::byte>& bytes, int root) = 0;
  // Collective: every rank's `mine` (the same size on every rank), in rank order, on every rank.
  virtual std::vector<std::byte> all_gather(std::span<const std::byte> mine) = 0;
  // Collective: outgoing[r] goes to rank r; returns what every rank sent to this one, by rank
  // (incoming[r] from rank r). Sizes may differ and be zero. For small messages; a bulk
  // exchange, round after round, wants exchange_packed.
  std::vector<std::vector<std::byte>> exchange(const std::vector<std::vector<std::byte>>& outgoing);
  // Collective, the same without a copy: `sending` holds the bytes for each rank back to back,
  // sizes[r] of them for rank r; `received` is given what every rank sent to this one, back to
  // back in rank order, and received_sizes[r] says how many came from rank r. The buffers keep
  // their capacity from one round to the next.
  virtual void exchange_packed(std::span<const std::byte> sending,
                               std::span<const std::size_t> sizes, ByteBuffer& received,
                               std::vector<std::size_t>& received_sizes) = 0;
  // Collective: a counter shared by every rank, at 0.
  virtual std::unique_ptr<SharedCounter> make_counter() = 0;

  // Not collective: ends every rank of the job now with exit status `status` (a failure on one
  // rank must not leave the others waiting in a collective). A single process exits.
  [[noreturn]] virtual void abort(int status) = 0;

  // What this rank has sent so far.
  virtual Traffic traffic() const = 0;
};

// Collective: every rank's words (the same count on each), rank after rank, on every rank.
std::vector<std::uint64_t> gather_words(Job& job, std::span<const std::uint64_t> mine);

// The job this process belongs to: a single process of one rank unless a program installed
// another (puzzlelab-mpi does, before it parses its command line).
Job& current_job();
// Installs `job` (nullptr: back to the single process); the caller keeps it alive.
void set_current_job(Job* job);

}  // namespace puzzlelab::distributed
