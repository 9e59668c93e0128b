// The priority queue of the relaxed explorations (Dijkstra's order: nothing is pushed below the
// cost last popped). Costs below kBuckets go to a bucket each, popped by a cursor that only moves
// up; larger ones to a binary heap. Planning tasks mostly cost 1 an action, so h^max and h^add
// stay small and a push and a pop are a few instructions where the heap took a logarithm of
// comparisons (the planners keep such a queue for the same reason).
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace puzzlelab::pddl {

template <class Cost, class Item>
class MonotoneQueue {
 public:
  static constexpr Cost kBuckets = 1024;

  MonotoneQueue() : buckets_(kBuckets) {}

  bool empty() const { return size_ == 0; }

  void push(Cost cost, Item item) {
    ++size_;
    if (cost < kBuckets) {
      buckets_[cost].push_back(item);
    } else {
      heap_.emplace_back(cost, item);
      std::push_heap(heap_.begin(), heap_.end(), std::greater<>());
    }
  }

  // The cheapest entry (of equal costs, the latest pushed); the queue must not be empty.
  std::pair<Cost, Item> pop() {
    --size_;
    while (cursor_ < kBuckets && buckets_[cursor_].empty()) ++cursor_;
    if (cursor_ < kBuckets) {
      const Item item = buckets_[cursor_].back();
      buckets_[cursor_].pop_back();
      return {cursor_, item};
    }
    std::pop_heap(heap_.begin(), heap_.end(), std::greater<>());
    const std::pair<Cost, Item> top = heap_.back();
    heap_.pop_back();
    return top;
  }

  void clear() {
    for (Cost cost = 0; size_ != 0 && cost < kBuckets; ++cost) {
      size_ -= buckets_[cost].size();
      buckets_[cost].clear();
    }
    heap_.clear();
    size_ = 0;
    cursor_ = 0;
  }

 private:
  std::vector<std::vector<Item>> buckets_;
  std::vector<std::pair<Cost, Item>> heap_;
  std::size_t size_ = 0;
  Cost cursor_ = 0;
};

}  // namespace puzzlelab::pddl
