// The single process, a job of one rank, and the process's current job (job.hpp).
#include "distributed/job.hpp"

#include <atomic>
#include <cstdlib>

namespace puzzlelab::distributed {
namespace {

class LocalCounter final : public SharedCounter {
 public:
  std::uint64_t fetch_add(std::uint64_t amount) override {
    return value_.fetch_add(amount, std::memory_order_relaxed);
  }

 private:
  std::atomic<std::uint64_t> value_{0};
};

// Every collective of one rank is the identity: there is no one else to send to.
class SingleProcessJob final : public Job {
 public:
  int rank() const override { return 0; }
  int ranks() const override { return 1; }
  bool distributed() const override { return false; }
  void broadcast(std::vector<std::byte>&, int) override {}
  std::vector<std::byte> all_gather(std::span<const std::byte> mine) override {
    return {mine.begin(), mine.end()};
  }
  std::vector<std::vector<std::byte>> exchange(
      const std::vector<std::vector<std::byte>>& outgoing) override {
    return outgoing;
  }
  std::unique_ptr<SharedCounter> make_counter() override {
    return std::make_unique<LocalCounter>();
  }
  [[noreturn]] void abort(int status) override { std::exit(status); }
  Traffic traffic() const override { return {}; }
};

SingleProcessJob single_process;
Job* installed = nullptr;

}  // namespace

Job& current_job() {
  return installed != nullptr ? *installed : single_process;
}

void set_current_job(Job* job) {
  installed = job;
}

}  // namespace puzzlelab::distributed
