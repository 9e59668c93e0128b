// The single process, a job of one rank, and the process's current job (job.hpp).
#include "distributed/job.hpp"

#include <atomic>
#include <cstdlib>

#include "distributed/plain_bytes.hpp"

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
  void exchange_packed(std::span<const std::byte> sending, std::span<const std::size_t> sizes,
                       ByteBuffer& received, std::vector<std::size_t>& received_sizes) override {
    received.assign(sending.begin(), sending.end());
    received_sizes.assign(sizes.begin(), sizes.end());
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

std::vector<std::vector<std::byte>> Job::exchange(
    const std::vector<std::vector<std::byte>>& outgoing) {
  std::vector<std::byte> sending;
  std::vector<std::size_t> sizes;
  for (const std::vector<std::byte>& bytes : outgoing) {
    sending.insert(sending.end(), bytes.begin(), bytes.end());
    sizes.push_back(bytes.size());
  }
  ByteBuffer received;
  std::vector<std::size_t> received_sizes;
  exchange_packed(sending, sizes, received, received_sizes);
  std::vector<std::vector<std::byte>> incoming(received_sizes.size());
  std::size_t at = 0;
  for (std::size_t r = 0; r < incoming.size(); ++r) {
    incoming[r].assign(received.begin() + at, received.begin() + at + received_sizes[r]);
    at += received_sizes[r];
  }
  return incoming;
}

std::vector<std::uint64_t> gather_words(Job& job, std::span<const std::uint64_t> mine) {
  std::vector<std::byte> bytes(mine.size() * 8);
  for (std::size_t i = 0; i < mine.size(); ++i) put_u64(bytes.data() + 8 * i, mine[i]);
  const std::vector<std::byte> all = job.all_gather(bytes);
  std::vector<std::uint64_t> words(all.size() / 8);
  for (std::size_t i = 0; i < words.size(); ++i) words[i] = get_u64(all.data() + 8 * i);
  return words;
}

Job& current_job() {
  return installed != nullptr ? *installed : single_process;
}

void set_current_job(Job* job) {
  installed = job;
}

}  // namespace puzzlelab::distributed
