#include "puzzles/knights/search.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "core/error.hpp"
#include "puzzles/knights/rules.hpp"
#include "puzzles/knights/tour_method.hpp"
#include "puzzles/knights/trace_events.hpp"
#include "trace/null_tracer.hpp"

namespace puzzlelab::knights {
namespace {

constexpr std::array<int, 8> kDx{1, 2, 2, 1, -1, -2, -2, -1};
constexpr std::array<int, 8> kDy{2, 1, -1, -2, -2, -1, 1, 2};
constexpr int kNoSquare = -1;

// The board's knight graph: up to 8 neighbours per square, in the fixed move order.
class KnightGraph {
 public:
  explicit KnightGraph(int size) : size_(size), neighbours_(std::size_t(size) * size * 8) {
    count_.resize(std::size_t(size) * size);
    for (int y = 0; y < size; ++y) {
      for (int x = 0; x < size; ++x) {
        const int sq = y * size + x;
        int k = 0;
        for (int m = 0; m < 8; ++m) {
          const int nx = x + kDx[m], ny = y + kDy[m];
          if (nx >= 0 && nx < size && ny >= 0 && ny < size) {
            neighbours_[std::size_t(sq) * 8 + k++] = ny * size + nx;
          }
        }
        count_[sq] = static_cast<std::uint8_t>(k);
      }
    }
  }
  int squares() const { return size_ * size_; }
  int count(int sq) const { return count_[sq]; }
  int neighbour(int sq, int k) const { return neighbours_[std::size_t(sq) * 8 + k]; }

 private:
  int size_;
  std::vector<int> neighbours_;
  std::vector<std::uint8_t> count_;
};

// The search engine behind find_tour and count_tours. The path, its per-depth candidate lists
// and the onward degree of every square live in flat arrays. The tracer (trace_events.hpp) hears
// every move tried, every move taken back and the tour found; every call to it is guarded by
// `if constexpr (Tracer::kEnabled)`, so the untraced search (trace::NullTracer) has no tracing
// code.
template <class Tracer = trace::NullTracer>
class TourSearch {
 public:
  TourSearch(int size, bool closed, TourMethod method, const SearchLimits& limits,
             Tracer tracer = {})
      : size_(size),
        closed_(closed),
        ordered_(method == TourMethod::kWarnsdorff),
        graph_(size),
        guard_(limits),
        visited_(graph_.squares(), 0),
        degree_(graph_.squares()),
        candidates_(std::size_t(graph_.squares()) * 8),
        candidate_count_(graph_.squares()),
        candidate_next_(graph_.squares()),
        tracer_(tracer) {
    for (int sq = 0; sq < graph_.squares(); ++sq) degree_[sq] = graph_.count(sq);
    // Twice the squared distance from the centre, so that it stays an integer.
    centre_distance_.resize(graph_.squares());
    for (int sq = 0; sq < graph_.squares(); ++sq) {
      const int dx = 2 * (sq % size) - (size - 1), dy = 2 * (sq / size) - (size - 1);
      centre_distance_[sq] = dx * dx + dy * dy;
    }
  }

  // Runs until a tour is found (returns kFound), the space is exhausted (kNone) or a limit hits;
  // with `count` set it counts every tour instead of stopping at the first.
  TourOutcome run(int start, std::uint64_t* count) {
    const int total = graph_.squares();
    path_.clear();
    path_.reserve(total);
    push(start);
    while (!path_.empty()) {
      const int depth = static_cast<int>(path_.size()) - 1;
      if (static_cast<int>(path_.size()) == total) {
        const bool complete = !closed_ || (total > 1 && is_knight_move(size_, path_.back(), start));
        if (complete && !count) {
          if constexpr (Tracer::kEnabled) tracer_.solution(closed_);
          return TourOutcome::kFound;
        }
        if (complete) ++*count;
        pop();
        continue;
      }
      if (candidate_next_[depth] < candidate_count_[depth]) {
        const int next = candidates_[std::size_t(depth) * 8 + candidate_next_[depth]++];
        const bool stop = guard_.tick();
        // The move a limit stops is tried, and counted, too.
        if constexpr (Tracer::kEnabled) tracer_.move(next);
        if (stop) return TourOutcome::kStopped;
        push(next);
      } else {
        pop();
      }
    }
    return TourOutcome::kNone;
  }

  const std::vector<int>& path() const { return path_; }
  std::uint64_t nodes() const { return guard_.nodes(); }
  double seconds() const { return guard_.seconds(); }

 private:
  void push(int sq) {
    visited_[sq] = 1;
    for (int k = 0; k < graph_.count(sq); ++k) --degree_[graph_.neighbour(sq, k)];
    path_.push_back(sq);
    fill_candidates(static_cast<int>(path_.size()) - 1, sq);
  }

  void pop() {
    const int sq = path_.back();
    // The start leaves the path last, when the search is exhausted: no move is taken back.
    if constexpr (Tracer::kEnabled) {
      if (path_.size() > 1) tracer_.undo(sq);
    }
    path_.pop_back();
    visited_[sq] = 0;
    for (int k = 0; k < graph_.count(sq); ++k) ++degree_[graph_.neighbour(sq, k)];
  }

  void fill_candidates(int depth, int sq) {
    int* list = &candidates_[std::size_t(depth) * 8];
    int n = 0;
    candidate_next_[depth] = 0;
    const int placed = depth + 1;
    const int total = graph_.squares();
    for (int k = 0; k < graph_.count(sq); ++k) {
      const int next = graph_.neighbour(sq, k);
      if (!visited_[next]) list[n++] = next;
    }
    if (ordered_ && n > 0) {
      // Cuts: a neighbour with no other way in must be the last square; the start must keep an
      // unvisited neighbour to close the tour through.
      int stranded = 0;
      for (int i = 0; i < n; ++i) stranded += degree_[list[i]] == 0;
      const bool closing_impossible = closed_ && placed < total && degree_[path_.front()] == 0;
      if (closing_impossible || (stranded > 0 && placed + 1 < total) || stranded > 1) {
        n = 0;
      } else {
        // Insertion sort (at most 8 entries) is stable: equal keys keep the fixed move order.
        auto before = [&](int a, int b) {
          if (degree_[a] != degree_[b]) return degree_[a] < degree_[b];
          return centre_distance_[a] > centre_distance_[b];
        };
        for (int i = 1; i < n; ++i) {
          const int key = list[i];
          int j = i - 1;
          while (j >= 0 && before(key, list[j])) {
            list[j + 1] = list[j];
            --j;
          }
          list[j + 1] = key;
        }
      }
    }
    candidate_count_[depth] = n;
  }

  int size_;
  bool closed_;
  bool ordered_;
  KnightGraph graph_;
  LimitGuard guard_;
  std::vector<std::uint8_t> visited_;
  std::vector<int> degree_;  // unvisited neighbours of each square
  std::vector<int> centre_distance_;
  std::vector<int> path_;
  std::vector<int> candidates_;
  std::vector<int> candidate_count_;
  std::vector<int> candidate_next_;
  [[no_unique_address]] Tracer tracer_;
};

// A closed tour is a cycle: the Warnsdorff search looks for it from a square near the centre,
// where the rule closes reliably (corners fail from 16x16 up), then the cycle is rotated to
// begin at the requested square.
Square search_start(int size, Square start, bool closed, TourMethod method) {
  if (!closed || method != TourMethod::kWarnsdorff) return start;
  return {size / 2, size / 2 - (size > 1 ? 1 : 0)};
}

// Why no tour exists, when colouring alone says so; empty when a search must decide.
std::string impossible_by_colouring(int size, Square start, bool closed) {
  // Each knight move changes the square's colour, so a closed tour has an even length.
  if (closed && size % 2 == 1)
    return "a closed tour alternates colours, so it needs an even number of squares";
  // On an odd board the colour of a1 has one square more, and an open tour alternates colours
  // over an odd number of squares: it starts and ends on a1's colour.
  if (!closed && size % 2 == 1 && (start.x + start.y) % 2 == 1)
    return "on an odd board an open tour starts on the colour of a1 (x + y even)";
  return "";
}

template <class Tracer>
TourResult search_tour(int size, Square start, bool closed, TourMethod method,
                       const SearchLimits& limits, Tracer tracer) {
  check_size(size);
  TourResult result;
  result.reason = impossible_by_colouring(size, start, closed);
  if (!result.reason.empty()) {
    result.outcome = TourOutcome::kNone;
    return result;
  }
  const Square from = search_start(size, start, closed, method);
  TourSearch<Tracer> search(size, closed, method, limits, tracer);
  result.outcome = search.run(from.y * size + from.x, nullptr);
  result.nodes = search.nodes();
  result.seconds = search.seconds();
  if (result.outcome == TourOutcome::kFound) {
    result.path = search.path();
    const auto at = std::find(result.path.begin(), result.path.end(), start.y * size + start.x);
    std::rotate(result.path.begin(), at, result.path.end());
    if (auto why = verify_tour(size, result.path, closed)) {
      internal_error("knight's tour search returned a bad tour: " + *why);
    }
  } else if (result.outcome == TourOutcome::kNone) {
    result.reason = "exhaustive search found none";
  }
  return result;
}

}  // namespace

std::string to_string(TourOutcome outcome) {
  switch (outcome) {
    case TourOutcome::kFound:
      return "found";
    case TourOutcome::kNone:
      return "no_tour";
    case TourOutcome::kStopped:
      break;
  }
  return "stopped";
}

TourResult find_tour(int size, Square start, bool closed, TourMethod method,
                     const SearchLimits& limits) {
  return search_tour(size, start, closed, method, limits, trace::NullTracer{});
}

TourResult find_tour_traced(int size, Square start, bool closed, TourMethod method,
                            const SearchLimits& limits, trace::TraceWriter& writer) {
  check_size(size);
  TourTracer tracer(size, writer);
  tracer.header(to_string(method), closed, start, search_start(size, start, closed, method));
  TourResult result = search_tour(size, start, closed, method, limits, TourSearchTracer{&tracer});
  const char* status = result.outcome == TourOutcome::kFound  ? "solved"
                       : result.outcome == TourOutcome::kNone ? "no_solution"
                                                              : "stopped";
  writer.end(status, {{"nodes", result.nodes}});
  return result;
}

std::optional<std::uint64_t> count_tours(int size, Square start, bool closed,
                                         const SearchLimits& limits) {
  check_size(size);
  TourSearch<> search(size, closed, TourMethod::kBacktrack, limits);
  std::uint64_t count = 0;
  if (search.run(start.y * size + start.x, &count) == TourOutcome::kStopped) return std::nullopt;
  return count;
}

}  // namespace puzzlelab::knights
