// A job of MPI ranks (job.hpp) through MPI's C API: what `puzzlelab-mpi` installs when it starts,
// so that the counting engines run unchanged over `mpirun -n K`. Built only where CMake finds an
// MPI library (PUZZLELAB_MPI); nothing else in PuzzleLab includes this header.
//
// Thin RAII over MPI-3: the session (MPI_Init_thread / MPI_Finalize), the shared counter (a
// one-word window on rank 0, MPI_Fetch_and_op under a shared lock), collectives over fixed-size
// plain byte buffers (MPI_BYTE). Worker threads may call fetch_add, so MPI is asked for
// MPI_THREAD_SERIALIZED and every call goes through one lock.
#pragma once

#include <memory>
#include <mutex>
#include <span>
#include <vector>

#include "distributed/job.hpp"

namespace puzzlelab::distributed {

class MpiJob final : public Job {
 public:
  // MPI_Init_thread; InputError when the library gives less than MPI_THREAD_SERIALIZED.
  MpiJob(int& argc, char**& argv);
  // MPI_Finalize (collective: every rank must get here, or abort()).
  ~MpiJob() override;
  MpiJob(const MpiJob&) = delete;
  MpiJob& operator=(const MpiJob&) = delete;

  int rank() const override { return rank_; }
  int ranks() const override { return ranks_; }
  bool distributed() const override { return true; }
  // The ranks of the job on this rank's node (sharing its memory), this one included.
  int ranks_on_node() const { return ranks_on_node_; }
  void broadcast(std::vector<std::byte>& bytes, int root) override;
  std::vector<std::byte> all_gather(std::span<const std::byte> mine) override;
  void exchange_packed(std::span<const std::byte> sending, std::span<const std::size_t> sizes,
                       ByteBuffer& received, std::vector<std::size_t>& received_sizes) override;
  std::unique_ptr<SharedCounter> make_counter() override;
  [[noreturn]] void abort(int status) override;
  Traffic traffic() const override;

  // The lock every MPI call of this process is made under (the shared counter's too).
  std::mutex& lock() const { return mutex_; }
  void count_sent(std::uint64_t messages, std::uint64_t bytes);

 private:
  int rank_ = 0;
  int ranks_ = 1;
  int ranks_on_node_ = 1;
  mutable std::mutex mutex_;
  Traffic traffic_;
};

}  // namespace puzzlelab::distributed
