#include "distributed/mpi/mpi_job.hpp"

#include <mpi.h>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/error.hpp"

namespace puzzlelab::distributed {
namespace {

// MPI counts are ints: a buffer past that is sent in pieces.
constexpr std::size_t kMaxPiece = std::size_t{1} << 30;

int as_count(std::size_t bytes, const char* what) {
  if (bytes > static_cast<std::size_t>(INT_MAX)) {
    throw InputError(std::string("MPI: a ") + what + " of " + std::to_string(bytes) +
                     " bytes is past MPI's 2 GiB count");
  }
  return static_cast<int>(bytes);
}

// The counter: one 64-bit word in a window on rank 0, added to atomically by any rank
// (passive target: rank 0 takes no part).
class WindowCounter final : public SharedCounter {
 public:
  explicit WindowCounter(MpiJob& job) : job_(job) {
    std::lock_guard lock(job_.lock());
    const MPI_Aint bytes = job_.rank() == 0 ? sizeof(std::uint64_t) : 0;
    MPI_Win_allocate(bytes, sizeof(std::uint64_t), MPI_INFO_NULL, MPI_COMM_WORLD, &base_, &window_);
    if (job_.rank() == 0) *base_ = 0;
    MPI_Barrier(MPI_COMM_WORLD);  // no rank adds before rank 0 has zeroed the word
  }
  // Collective, as MPI_Win_free is: every rank drops its counter at the same point.
  ~WindowCounter() override {
    std::lock_guard lock(job_.lock());
    MPI_Win_free(&window_);
  }
  WindowCounter(const WindowCounter&) = delete;
  WindowCounter& operator=(const WindowCounter&) = delete;

  std::uint64_t fetch_add(std::uint64_t amount) override {
    std::uint64_t before = 0;
    {
      std::lock_guard lock(job_.lock());
      MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, window_);
      MPI_Fetch_and_op(&amount, &before, MPI_UINT64_T, 0, 0, MPI_SUM, window_);
      MPI_Win_unlock(0, window_);
    }
    if (job_.rank() != 0) job_.count_sent(1, sizeof amount);
    return before;
  }

 private:
  MpiJob& job_;
  std::uint64_t* base_ = nullptr;
  MPI_Win window_ = MPI_WIN_NULL;
};

}  // namespace

MpiJob::MpiJob(int& argc, char**& argv) {
  int provided = MPI_THREAD_SINGLE;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks_);
  if (provided < MPI_THREAD_SERIALIZED) {
    MPI_Finalize();
    throw InputError(
        "MPI: this MPI library gives no MPI_THREAD_SERIALIZED, which worker "
        "threads need");
  }
  MPI_Comm node = MPI_COMM_NULL;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
  MPI_Comm_size(node, &ranks_on_node_);
  MPI_Comm_free(&node);
}

MpiJob::~MpiJob() {
  MPI_Finalize();
}

void MpiJob::count_sent(std::uint64_t messages, std::uint64_t bytes) {
  std::lock_guard lock(mutex_);
  traffic_.messages += messages;
  traffic_.bytes += bytes;
}

Traffic MpiJob::traffic() const {
  std::lock_guard lock(mutex_);
  return traffic_;
}

void MpiJob::broadcast(std::vector<std::byte>& bytes, int root) {
  std::uint64_t size = bytes.size();
  {
    std::lock_guard lock(mutex_);
    MPI_Bcast(&size, 1, MPI_UINT64_T, root, MPI_COMM_WORLD);
    bytes.resize(size);
    for (std::size_t at = 0; at < size; at += kMaxPiece) {
      const std::size_t piece = std::min<std::size_t>(kMaxPiece, size - at);
      MPI_Bcast(bytes.data() + at, static_cast<int>(piece), MPI_BYTE, root, MPI_COMM_WORLD);
    }
  }
  if (rank_ == root) count_sent(ranks_ - 1, (ranks_ - 1) * (8 + size));
}

std::vector<std::byte> MpiJob::all_gather(std::span<const std::byte> mine) {
  const int count = as_count(mine.size(), "gathered record");
  std::vector<std::byte> all(mine.size() * ranks_);
  {
    std::lock_guard lock(mutex_);
    MPI_Allgather(mine.data(), count, MPI_BYTE, all.data(), count, MPI_BYTE, MPI_COMM_WORLD);
  }
  count_sent(ranks_ - 1, (ranks_ - 1) * mine.size());
  return all;
}

void MpiJob::exchange_packed(std::span<const std::byte> sending, std::span<const std::size_t> sizes,
                             ByteBuffer& received, std::vector<std::size_t>& received_sizes) {
  if (sizes.size() != static_cast<std::size_t>(ranks_)) {
    throw InputError("MPI: an exchange needs one size per rank");
  }
  std::vector<int> send_counts(ranks_), send_offsets(ranks_), receive_counts(ranks_),
      receive_offsets(ranks_);
  std::size_t send_total = 0;
  std::uint64_t messages = 0, bytes = 0;
  for (int r = 0; r < ranks_; ++r) {
    send_counts[r] = as_count(sizes[r], "message");
    send_offsets[r] = as_count(send_total, "round of messages");
    send_total += sizes[r];
    if (r != rank_ && sizes[r] > 0) {
      ++messages;
      bytes += sizes[r];
    }
  }
  if (send_total != sending.size()) throw InputError("MPI: an exchange's sizes do not add up");
  {
    std::lock_guard lock(mutex_);
    MPI_Alltoall(send_counts.data(), 1, MPI_INT, receive_counts.data(), 1, MPI_INT, MPI_COMM_WORLD);
    std::size_t receive_total = 0;
    for (int r = 0; r < ranks_; ++r) {
      receive_offsets[r] = static_cast<int>(receive_total);
      receive_total += static_cast<std::size_t>(receive_counts[r]);
      if (receive_total > static_cast<std::size_t>(INT_MAX)) {  // past MPI's int counts
        std::fprintf(stderr, "puzzlelab: rank %d: MPI: an exchange round brought over 2 GiB\n",
                     rank_);
        abort(2);
      }
    }
    received.resize(receive_total);
    MPI_Alltoallv(sending.data(), send_counts.data(), send_offsets.data(), MPI_BYTE,
                  received.data(), receive_counts.data(), receive_offsets.data(), MPI_BYTE,
                  MPI_COMM_WORLD);
  }
  count_sent(messages + (ranks_ - 1), bytes + (ranks_ - 1) * sizeof(int));
  received_sizes.assign(receive_counts.begin(), receive_counts.end());
}

std::unique_ptr<SharedCounter> MpiJob::make_counter() {
  return std::make_unique<WindowCounter>(*this);
}

void MpiJob::abort(int status) {
  std::fflush(stdout);
  std::fflush(stderr);
  MPI_Abort(MPI_COMM_WORLD, status);
  std::_Exit(status);  // MPI_Abort does not return; this says so to the compiler
}

}  // namespace puzzlelab::distributed
