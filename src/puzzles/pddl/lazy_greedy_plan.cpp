// Lazy greedy best-first search with h^FF and preferred operators, the search of Fast Downward's
// first plans (Helmert, "The Fast Downward planning system", 2006; Richter and Helmert,
// "Preferred operators and deferred evaluation in satisficing planning", 2009):
//
//   - Deferred evaluation: a state is estimated when it is taken from the open list, not when it
//     is reached. Its successors are queued as (state, action) pairs under the state's own h, so
//     that a state with a hundred successors costs one estimate, not a hundred; the successor
//     state is built again when its entry comes out.
//   - Preferred operators: each estimate also names the helpful actions of its relaxed plan
//     (hff.hpp). The successors they lead to are queued twice, in the list of all successors
//     and in a list of preferred ones; the search takes from the two in turn, each time from the
//     one taken from least often, and whenever an estimate is the lowest yet it moves the
//     preferred list 1,000 turns ahead, so that it follows the helpful actions while they lead
//     downhill and falls back on the rest once they stop.
//
// A state is estimated and expanded once (the first path to it is kept, as greedy search does);
// a successor already expanded is not queued, and an entry whose state was expanded meanwhile is
// dropped. The goal is tested when a successor is generated. Limits: nodes (states expanded), the
// time (read every few estimates and every few thousand entries dropped), and the memory of the
// stored states, their index and the two lists.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <queue>
#include <string>
#include <utility>
#include <vector>

#include "core/bits.hpp"
#include "core/memory_size.hpp"
#include "puzzles/pddl/heuristic_search.hpp"
#include "puzzles/pddl/hff.hpp"
#include "puzzles/pddl/relaxed_task.hpp"
#include "puzzles/pddl/successors.hpp"

namespace puzzlelab::pddl {
namespace {

constexpr std::uint32_t kNoNode = std::numeric_limits<std::uint32_t>::max();
// Turns the preferred list is moved ahead by when an estimate is the lowest yet (Fast
// Downward's default boost for its lazy and eager searches with preferred operators).
constexpr std::int64_t kPreferredBoost = 1000;
// The clock is read before every this many estimates (h^FF on a large task takes a millisecond)
// and every this many entries dropped unexpanded (cheap: a successor built and looked up).
constexpr std::uint64_t kEstimatesPerClockRead = 32;
constexpr std::uint64_t kDropsPerClockRead = 4096;

// An open list: (state, action) pairs by the h of the state the action leaves, first queued
// first out among equals (a heap over one word: h above the order of queueing).
class OpenList {
  struct Item;

 public:
  struct Entry {
    std::uint32_t node;    // the stored state the action is applied in
    std::uint32_t action;  // an index into task.actions
  };
  static constexpr std::size_t kEntryBytes = 16;  // an Item

  void push(Cost h, Entry entry) {
    // An h above 2^24 actions ranks with 2^24 - 1 (beyond any task this grounds).
    const std::uint64_t rank = std::min<std::uint64_t>(static_cast<std::uint64_t>(h), kTopRank);
    heap_.push({(rank << kOrderBits) | (next_order_++ & kOrderMask), entry});
  }
  bool empty() const { return heap_.empty(); }
  std::size_t size() const { return heap_.size(); }
  std::size_t capacity() const { return heap_.capacity(); }
  Entry pop() {
    const Entry entry = heap_.top().entry;
    heap_.pop();
    return entry;
  }

 private:
  static constexpr int kOrderBits = 40;
  static constexpr std::uint64_t kOrderMask = (std::uint64_t{1} << kOrderBits) - 1;
  static constexpr std::uint64_t kTopRank = (std::uint64_t{1} << (64 - kOrderBits)) - 1;
  struct Item {
    std::uint64_t key;
    Entry entry;
    bool operator>(const Item& other) const { return key > other.key; }
  };
  static_assert(sizeof(Item) == kEntryBytes);
  struct Heap : std::priority_queue<Item, std::vector<Item>, std::greater<>> {
    std::size_t capacity() const { return this->c.capacity(); }
  };

  Heap heap_;
  std::uint64_t next_order_ = 0;
};

// The states stored, numbered in the order stored, each with the link to its parent, and an
// index of them by state (open addressing over node numbers, so that a state is held once).
class StateStore {
 public:
  struct Node {
    State state;
    std::uint64_t hash;
    std::uint32_t parent;  // kNoNode for the initial state
    std::uint32_t action;  // from the parent
  };

  static std::uint64_t hash_of(const State& state) { return mix64(std::hash<State>{}(state)); }

  bool contains(const State& state, std::uint64_t hash) const {
    if (slots_.empty()) return false;
    for (std::size_t at = hash & mask_;; at = (at + 1) & mask_) {
      const std::uint32_t id = slots_[at];
      if (id == kNoNode) return false;
      if (nodes_[id].hash == hash && nodes_[id].state == state) return true;
    }
  }
  // Stores a state not stored yet; its number.
  std::uint32_t add(State state, std::uint64_t hash, std::uint32_t parent, std::uint32_t action) {
    if ((nodes_.size() + 1) * kLoadDenominator > slots_.size() * kLoadNumerator) grow();
    heap_bytes_ += state.heap_bytes();
    const auto id = static_cast<std::uint32_t>(nodes_.size());
    nodes_.push_back({std::move(state), hash, parent, action});
    place(id);
    return id;
  }
  const Node& operator[](std::uint32_t id) const { return nodes_[id]; }
  std::size_t size() const { return nodes_.size(); }

  std::uint64_t bytes() const {
    return nodes_.capacity() * sizeof(Node) + slots_.capacity() * sizeof(std::uint32_t) +
           heap_bytes_;
  }
  // The bytes one more state adds: its words, and the arrays that must grow (old and new live).
  std::uint64_t growth_bytes(const State& state) const {
    std::uint64_t bytes = state.heap_bytes();
    if (nodes_.size() == nodes_.capacity())
      bytes += std::max<std::size_t>(2 * nodes_.capacity(), 1) * sizeof(Node);
    if ((nodes_.size() + 1) * kLoadDenominator > slots_.size() * kLoadNumerator)
      bytes += 2 * std::max<std::size_t>(slots_.size(), kFirstSlots) * sizeof(std::uint32_t);
    return bytes;
  }

  // The actions from the initial state to node `id`.
  std::vector<std::uint32_t> path_to(std::uint32_t id) const {
    std::vector<std::uint32_t> path;
    for (; nodes_[id].parent != kNoNode; id = nodes_[id].parent) path.push_back(nodes_[id].action);
    std::reverse(path.begin(), path.end());
    return path;
  }

 private:
  static constexpr std::size_t kLoadNumerator = 7, kLoadDenominator = 10;
  static constexpr std::size_t kFirstSlots = 1024;

  void place(std::uint32_t id) {
    std::size_t at = nodes_[id].hash & mask_;
    while (slots_[at] != kNoNode) at = (at + 1) & mask_;
    slots_[at] = id;
  }
  void grow() {
    const std::size_t capacity = slots_.empty() ? kFirstSlots : 2 * slots_.size();
    slots_.assign(capacity, kNoNode);
    mask_ = capacity - 1;
    for (std::uint32_t id = 0; id < nodes_.size(); ++id) place(id);
  }

  std::vector<Node> nodes_;
  std::vector<std::uint32_t> slots_;
  std::size_t mask_ = 0;
  std::uint64_t heap_bytes_ = 0;
};

enum class Stop { kNone, kNodes, kTime, kMemory };

class LazyGreedySearch {
 public:
  LazyGreedySearch(const Task& task, HFF& hff, const SearchLimits& limits, Progress* progress)
      : task_(task),
        hff_(hff),
        limits_(limits),
        guard_(limits),
        progress_(progress),
        preferred_stamp_(task.actions.size(), kNoNode) {}

  PlanSearchOutcome run() {
    PlanSearchOutcome outcome;
    const State& initial = task_.initial;
    const std::uint32_t start = store_.add(initial, StateStore::hash_of(initial), kNoNode, 0);
    std::uint32_t found = task_.goal.holds(initial) ? start : kNoNode;
    if (found == kNoNode) {
      const std::optional<Cost> h = evaluate(start);
      outcome.initial_estimate = h.value_or(0);
      if (h && *h != kDeadEnd) {
        best_h_ = *h;
        found = expand(start, *h);
      }
    }
    while (found == kNoNode && stop_ == Stop::kNone) {
      OpenList* const list = next_list();
      if (list == nullptr) break;  // both empty: every state reached was expanded
      const bool preferred = list == &preferred_list_;
      const OpenList::Entry entry = list->pop();
      State next = apply(task_, task_.actions[entry.action], store_[entry.node].state);
      const std::uint64_t hash = StateStore::hash_of(next);
      if (store_.contains(next, hash)) {
        if (++dropped_ % kDropsPerClockRead == 0 && guard_.time_is_up()) stop_ = Stop::kTime;
        continue;
      }
      if (memory_after(next) > limits_.memory_bytes) {
        stop_ = Stop::kMemory;
        break;
      }
      const std::uint32_t id = store_.add(std::move(next), hash, entry.node, entry.action);
      const std::optional<Cost> h = evaluate(id);
      if (!h) break;
      from_preferred_ += preferred;
      if (*h == kDeadEnd) continue;
      if (*h < best_h_) {
        best_h_ = *h;
        preferred_turns_ -= kPreferredBoost;  // progress: the helpful actions led downhill
      }
      found = expand(id, *h);
    }
    if (progress_ != nullptr) progress_->clear();
    if (found != kNoNode) {
      outcome.status = SearchStatus::kSolved;
      outcome.plan = store_.path_to(found);
      for (std::uint32_t action : outcome.plan) outcome.cost += task_.actions[action].cost;
      outcome.note =
          "the preferred list gave " + std::to_string(from_preferred_) + " of the states expanded";
    } else if (stop_ != Stop::kNone) {
      outcome.status = SearchStatus::kStopped;
      outcome.note = stop_note();
    } else {
      outcome.status = SearchStatus::kNoSolution;
      outcome.note = "no plan: all " + std::to_string(store_.size()) + " states reached searched";
      if (dead_ends_ != 0)
        outcome.note += " (" + std::to_string(dead_ends_) +
                        " of them dead ends, the goal out of reach even ignoring deletes)";
    }
    outcome.states = store_.size();
    outcome.stats.nodes = guard_.nodes();
    outcome.stats.pruned = dead_ends_;
    outcome.stats.table_entries = store_.size();
    outcome.stats.seconds = guard_.seconds();
    return outcome;
  }

 private:
  // h of a stored state, its preferred actions in preferred_; nullopt when a limit stops the
  // search first. Counts the state as expanded (a dead end too: it was taken from a list).
  std::optional<Cost> evaluate(std::uint32_t id) {
    if (estimates_++ % kEstimatesPerClockRead == 0 && guard_.time_is_up()) {
      stop_ = Stop::kTime;
      return std::nullopt;
    }
    if (guard_.tick()) {
      stop_ = guard_.nodes() >= limits_.nodes ? Stop::kNodes : Stop::kTime;
      return std::nullopt;
    }
    if (progress_ != nullptr && progress_->enabled() && (guard_.nodes() & 255) == 0)
      progress_->update("lazy greedy search: " + std::to_string(guard_.nodes()) +
                        " states expanded, " + std::to_string(all_.size()) + " queued, least h " +
                        std::to_string(best_h_));
    const Cost h = hff_.estimate_with_preferred(store_[id].state, preferred_);
    if (h == kDeadEnd) ++dead_ends_;
    return h;
  }

  // Queues the successors of stored state `id` (of estimate h) not stored yet, those by a
  // preferred action in both lists; the number of a successor that is a goal, stored, or
  // kNoNode.
  std::uint32_t expand(std::uint32_t id, Cost h) {
    for (std::uint32_t action : preferred_) preferred_stamp_[action] = id;
    const State current = store_[id].state;  // the store may grow below
    std::uint32_t goal = kNoNode;
    for_each_successor(task_, current, [&](std::uint32_t action, State next) {
      if (goal != kNoNode) return;
      const std::uint64_t hash = StateStore::hash_of(next);
      if (store_.contains(next, hash)) return;
      if (task_.goal.holds(next)) {
        goal = store_.add(std::move(next), hash, id, action);
        return;
      }
      all_.push(h, {id, action});
      if (preferred_stamp_[action] == id) preferred_list_.push(h, {id, action});
    });
    return goal;
  }

  // The list to take from: of the two not empty, the one taken from fewer turns (the preferred
  // list's count lowered by each boost), the preferred one on a tie; null when both are empty.
  OpenList* next_list() {
    if (all_.empty() && preferred_list_.empty()) return nullptr;
    const bool preferred =
        !preferred_list_.empty() && (all_.empty() || preferred_turns_ <= all_turns_);
    if (preferred) {
      ++preferred_turns_;
      return &preferred_list_;
    }
    ++all_turns_;
    return &all_;
  }

  // What the stored states, their index and the two lists hold.
  std::uint64_t memory_bytes() const {
    return store_.bytes() + (all_.capacity() + preferred_list_.capacity()) * OpenList::kEntryBytes;
  }
  std::uint64_t memory_after(const State& next) const {
    std::uint64_t bytes = memory_bytes() + store_.growth_bytes(next);
    // An expansion may make either list grow, doubling its array.
    for (const OpenList* list : {&all_, &preferred_list_})
      if (list->size() + task_.actions.size() > list->capacity())
        bytes += 2 * std::max<std::size_t>(list->capacity(), 1) * OpenList::kEntryBytes;
    return bytes;
  }

  std::string stop_note() const {
    std::string note;
    if (stop_ == Stop::kMemory) {
      note =
          memory_limit_note(limits_.memory_bytes,
                            "lazy greedy search holds " + rough_count(store_.size()) +
                                " states and " + rough_count(all_.size() + preferred_list_.size()) +
                                " queued successors (" + memory_text(memory_bytes()) + ")");
    } else {
      note = stop_ == Stop::kNodes ? "node limit reached" : "time limit reached";
    }
    return note + " after " + std::to_string(guard_.nodes()) + " states expanded, " +
           std::to_string(store_.size()) + " stored";
  }

  const Task& task_;
  HFF& hff_;
  SearchLimits limits_;
  LimitGuard guard_;
  Progress* progress_;
  StateStore store_;
  OpenList all_, preferred_list_;
  std::int64_t all_turns_ = 0, preferred_turns_ = 0;
  std::vector<std::uint32_t> preferred_;        // of the state estimated last
  std::vector<std::uint32_t> preferred_stamp_;  // per action: the state it was last preferred in
  Cost best_h_ = kDeadEnd;
  std::uint64_t estimates_ = 0, dropped_ = 0, dead_ends_ = 0, from_preferred_ = 0;
  Stop stop_ = Stop::kNone;
};

}  // namespace

PlanSearchOutcome lazy_greedy_plan(const Task& task, const PlanSearchOptions& options) {
  if (std::optional<PlanSearchOutcome> none = no_plan_before_search(task)) return *none;
  const Stopwatch building;
  const RelaxedTask relaxed(task);
  HFF hff(relaxed);
  LazyGreedySearch search(task, hff, limits_left(options.limits, building, &hff), options.progress);
  return search.run();
}

}  // namespace puzzlelab::pddl
