// A job of K ranks run as K threads of one process (job.hpp), so that the distributed engines
// are tested with K = 2, 3 without MPI. Collectives meet at a shared rendezvous: every rank
// leaves its part in a slot, waits for the others, reads what it needs, and waits again before a
// slot is reused. A rank that throws aborts the group: ranks waiting in a collective wake with
// ThreadJobAborted instead of waiting forever, as an MPI job ends every rank on a failure.
//
//   std::vector<int> sizes = run_ranks(3, [&](Job& job) { return engine(job, ...); });
//
// Traffic is counted as an MPI job counts it: one logical message to each other rank (a
// broadcast or a gather: K - 1 messages of the payload; an exchange: one a destination).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <stdexcept>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "distributed/job.hpp"

namespace puzzlelab::distributed::test {

// What a rank sees in a collective when another rank failed.
struct ThreadJobAborted : std::runtime_error {
  explicit ThreadJobAborted(int status)
      : std::runtime_error("the job was aborted"), status(status) {}
  int status;
};

// The state the K ranks of one group share.
class ThreadJobGroup {
 public:
  explicit ThreadJobGroup(int ranks)
      : ranks_(ranks), slots_(static_cast<std::size_t>(ranks) * ranks) {}

  int ranks() const { return ranks_; }

  // Waits until every rank has arrived (a generation-counted barrier that an abort breaks).
  void rendezvous() {
    std::unique_lock lock(mutex_);
    if (aborted_) throw ThreadJobAborted(status_);
    const std::uint64_t generation = generation_;
    if (++arrived_ == ranks_) {
      arrived_ = 0;
      ++generation_;
      woken_.notify_all();
      return;
    }
    woken_.wait(lock, [&] { return generation_ != generation || aborted_; });
    if (generation_ == generation) throw ThreadJobAborted(status_);
  }

  void abort(int status) {
    std::lock_guard lock(mutex_);
    if (!aborted_) status_ = status;
    aborted_ = true;
    woken_.notify_all();
  }

  // slot(from, to): what rank `from` leaves for rank `to` (gathers use to = 0).
  std::vector<std::byte>& slot(int from, int to) {
    return slots_[static_cast<std::size_t>(from) * ranks_ + to];
  }
  std::shared_ptr<SharedCounter>& counter() { return counter_; }

 private:
  int ranks_;
  std::mutex mutex_;
  std::condition_variable woken_;
  int arrived_ = 0;
  std::uint64_t generation_ = 0;
  bool aborted_ = false;
  int status_ = 0;
  std::vector<std::vector<std::byte>> slots_;
  std::shared_ptr<SharedCounter> counter_;
};

class ThreadJob final : public Job {
 public:
  ThreadJob(ThreadJobGroup& group, int rank) : group_(group), rank_(rank) {}

  int rank() const override { return rank_; }
  int ranks() const override { return group_.ranks(); }
  bool distributed() const override { return true; }

  void broadcast(std::vector<std::byte>& bytes, int root) override {
    if (rank_ == root) group_.slot(root, 0) = bytes;
    group_.rendezvous();
    if (rank_ == root) {
      count_sent(ranks() - 1, bytes.size());
    } else {
      bytes = group_.slot(root, 0);
    }
    group_.rendezvous();
  }

  std::vector<std::byte> all_gather(std::span<const std::byte> mine) override {
    group_.slot(rank_, 0).assign(mine.begin(), mine.end());
    group_.rendezvous();
    std::vector<std::byte> all;
    for (int r = 0; r < ranks(); ++r) {
      const std::vector<std::byte>& part = group_.slot(r, 0);
      all.insert(all.end(), part.begin(), part.end());
    }
    count_sent(ranks() - 1, mine.size());
    group_.rendezvous();
    return all;
  }

  void exchange_packed(std::span<const std::byte> sending, std::span<const std::size_t> sizes,
                       ByteBuffer& received, std::vector<std::size_t>& received_sizes) override {
    std::size_t at = 0;
    for (int to = 0; to < ranks(); ++to) {
      group_.slot(rank_, to).assign(sending.begin() + at, sending.begin() + at + sizes[to]);
      at += sizes[to];
      if (to != rank_) count_sent(1, sizes[to]);
    }
    group_.rendezvous();
    received.clear();
    received_sizes.assign(ranks(), 0);
    for (int from = 0; from < ranks(); ++from) {
      const std::vector<std::byte>& bytes = group_.slot(from, rank_);
      received.insert(received.end(), bytes.begin(), bytes.end());
      received_sizes[from] = bytes.size();
    }
    group_.rendezvous();
  }

  std::unique_ptr<SharedCounter> make_counter() override {
    if (rank_ == 0) group_.counter() = std::make_shared<Counter>();
    group_.rendezvous();
    auto shared = std::make_unique<SharedView>(group_.counter());
    group_.rendezvous();
    return shared;
  }

  [[noreturn]] void abort(int status) override {
    group_.abort(status);
    throw ThreadJobAborted(status);
  }

  Traffic traffic() const override { return traffic_; }

 private:
  class Counter final : public SharedCounter {
   public:
    std::uint64_t fetch_add(std::uint64_t amount) override { return value_.fetch_add(amount); }

   private:
    std::atomic<std::uint64_t> value_{0};
  };
  // Every rank's handle on the one counter rank 0 made.
  class SharedView final : public SharedCounter {
   public:
    explicit SharedView(std::shared_ptr<SharedCounter> counter) : counter_(std::move(counter)) {}
    std::uint64_t fetch_add(std::uint64_t amount) override { return counter_->fetch_add(amount); }

   private:
    std::shared_ptr<SharedCounter> counter_;
  };

  void count_sent(std::uint64_t messages, std::uint64_t bytes_each) {
    traffic_.messages += messages;
    traffic_.bytes += messages * bytes_each;
  }

  ThreadJobGroup& group_;
  int rank_;
  Traffic traffic_;
};

// Runs body(Job&) on `ranks` threads, one rank each. A rank that throws aborts the others; the
// first failure in rank order is rethrown (a ThreadJobAborted only where no rank threw anything
// else).
inline void run_rank_threads(int ranks, const std::function<void(Job&)>& body) {
  ThreadJobGroup group(ranks);
  std::vector<std::exception_ptr> failures(ranks);
  std::vector<std::thread> threads;
  for (int r = 0; r < ranks; ++r) {
    threads.emplace_back([&, r] {
      ThreadJob job(group, r);
      try {
        body(job);
      } catch (...) {
        failures[r] = std::current_exception();
        group.abort(1);
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  std::exception_ptr first_aborted;
  for (const std::exception_ptr& failure : failures) {
    if (!failure) continue;
    try {
      std::rethrow_exception(failure);
    } catch (const ThreadJobAborted&) {
      if (!first_aborted) first_aborted = failure;
    }
  }
  if (first_aborted) std::rethrow_exception(first_aborted);
}

// As run_rank_threads, returning each rank's result (default-constructible), in rank order.
template <class Body>
auto run_ranks(int ranks, Body&& body) {
  std::vector<std::invoke_result_t<Body&, Job&>> results(ranks);
  run_rank_threads(ranks, [&](Job& job) { results[job.rank()] = body(job); });
  return results;
}

}  // namespace puzzlelab::distributed::test
