#include "puzzles/hanoi/encode_milp.hpp"

#include <algorithm>

#include "backends/milp/cbc_solver.hpp"
#include "core/error.hpp"

namespace puzzlelab::hanoi {
namespace {

constexpr int kPegs = 3;

std::string name(const char* kind, std::initializer_list<int> indices) {
  std::string out = kind;
  for (const int i : indices) {
    out.push_back('_');
    out.append(std::to_string(i));
  }
  return out;
}

// Smallest disk size on each peg of `config`, or n for an empty peg (the GAMS initsmallest).
std::array<int, kPegs> smallest_on_pegs(const Config& config) {
  const int n = static_cast<int>(config.size());
  std::array<int, kPegs> smallest{n, n, n};
  for (int d = n; d >= 1; --d) smallest[config[d - 1]] = d;
  return smallest;
}

}  // namespace

int InventoryEncoding::move(int t, int d, int p, int q) const {
  return move_index_[((static_cast<std::size_t>(t - 1) * disks_ + (d - 1)) * kPegs + p) * kPegs +
                     q];
}

InventoryEncoding::InventoryEncoding(const Config& start, const Config& goal)
    : disks_(static_cast<int>(start.size())) {
  const int n = disks_;
  if (n < 1 || n > kMaxInventoryDisks || goal.size() != start.size()) {
    internal_error("InventoryEncoding: size out of range");
  }
  steps_ = (1 << n) - 1;
  const bool start_is_goal = start == goal;
  model_.comments = {
      "PuzzleLab Tower of Hanoi: inventory model (yetanothermathprogramming, 2025)",
      std::to_string(n) + " disks, start " + to_string(start) + ", goal " + to_string(goal) +
          " (peg of each disk, smallest first), horizon T = " + std::to_string(steps_),
      "move_t_d_p_q = 1: disk d moves from peg p to q at step t (pegs 0=A 1=B 2=C)",
      "inv_t_d_p = 1: disk d on peg p after step t; done_t = 1: goal reached after step t",
      "small_t_p: smallestPrev, at most the smallest disk on peg p before step t",
      "moves = T - sum(done_t) + done_T - [start == goal]; maximise sum(done_t)",
  };

  move_index_.assign(static_cast<std::size_t>(steps_) * n * kPegs * kPegs, -1);
  std::vector<std::vector<std::array<int, kPegs>>> inv(steps_ + 1,
                                                       std::vector<std::array<int, kPegs>>(n));
  std::vector<int> done(steps_ + 1, -1), small(static_cast<std::size_t>(steps_ + 1) * kPegs, -1);
  const std::array<int, kPegs> start_smallest = smallest_on_pegs(start);
  for (int t = 1; t <= steps_; ++t) {
    for (int d = 1; d <= n; ++d) {
      for (int p = 0; p < kPegs; ++p) {
        for (int q = 0; q < kPegs; ++q) {
          if (p == q) continue;
          move_index_[((static_cast<std::size_t>(t - 1) * n + (d - 1)) * kPegs + p) * kPegs + q] =
              model_.add_binary(name("move", {t, d, p, q}));
        }
      }
    }
    for (int d = 1; d <= n; ++d) {
      for (int p = 0; p < kPegs; ++p) {
        const double fixed = goal[d - 1] == p ? 1 : 0;
        inv[t][d - 1][p] = t == steps_
                               ? model_.add_variable(name("inv", {t, d, p}), fixed, fixed, true)
                               : model_.add_binary(name("inv", {t, d, p}));
      }
    }
    done[t] = t == steps_ ? model_.add_variable(name("done", {t}), 1, 1, true)
                          : model_.add_binary(name("done", {t}));
    for (int p = 0; p < kPegs; ++p) {
      const double lo = t == 1 ? start_smallest[p] : 1, hi = t == 1 ? start_smallest[p] : n;
      small[t * kPegs + p] = model_.add_continuous(name("small", {t, p}), lo, hi);
    }
  }

  const double done0 = start_is_goal ? 1 : 0;
  for (int t = 1; t <= steps_; ++t) {
    // move1disk: sum move_t + done_{t-1} = 1.
    std::vector<milp::Term> one;
    for (int d = 1; d <= n; ++d)
      for (int p = 0; p < kPegs; ++p)
        for (int q = 0; q < kPegs; ++q)
          if (p != q) one.push_back({move(t, d, p, q), 1});
    if (t > 1) one.push_back({done[t - 1], 1});
    model_.add_equal(name("move1disk", {t}), std::move(one), t > 1 ? 1 : 1 - done0);
    for (int p = 0; p < kPegs; ++p) {
      // bndsmall (t > 1): small_t_p <= d inv_{t-1,d,p} + n (1 - inv_{t-1,d,p}).
      if (t > 1) {
        for (int d = 1; d <= n; ++d) {
          model_.add_less_equal(
              name("bndsmall", {t, d, p}),
              {{small[t * kPegs + p], 1}, {inv[t - 1][d - 1][p], static_cast<double>(n - d)}}, n);
        }
      }
      std::vector<milp::Term> from{{small[t * kPegs + p], -1}}, to{{small[t * kPegs + p], -1}};
      for (int d = 1; d <= n; ++d) {
        for (int q = 0; q < kPegs; ++q) {
          if (q == p) continue;
          from.push_back({move(t, d, p, q), static_cast<double>(d)});
          to.push_back({move(t, d, q, p), static_cast<double>(d)});
        }
      }
      model_.add_less_equal(name("smallfrom", {t, p}), std::move(from), 0);
      model_.add_less_equal(name("smallto", {t, p}), std::move(to), 0);
      // inventory: inv_t = inv_{t-1} - out + in (inv_0 = start, moved to the right-hand side).
      for (int d = 1; d <= n; ++d) {
        std::vector<milp::Term> balance{{inv[t][d - 1][p], 1}};
        if (t > 1) balance.push_back({inv[t - 1][d - 1][p], -1});
        for (int q = 0; q < kPegs; ++q) {
          if (q == p) continue;
          balance.push_back({move(t, d, p, q), 1});
          balance.push_back({move(t, d, q, p), -1});
        }
        const double initial = t == 1 && start[d - 1] == p ? 1 : 0;
        model_.add_equal(name("inventory", {t, d, p}), std::move(balance), initial);
      }
    }
    // isdone: sum_d inv_t_d_goal(d) >= n done_t.
    std::vector<milp::Term> isdone{{done[t], -static_cast<double>(n)}};
    for (int d = 1; d <= n; ++d) isdone.push_back({inv[t][d - 1][goal[d - 1]], 1});
    model_.add_greater_equal(name("isdone", {t}), std::move(isdone), 0);
    // ordering: done_t >= done_{t-1}.
    if (t > 1)
      model_.add_greater_equal(name("ordering", {t}), {{done[t], 1}, {done[t - 1], -1}}, 0);
    else if (done0 > 0)
      model_.add_greater_equal(name("ordering", {t}), {{done[t], 1}}, 1);
    // assignment: every disk on exactly one peg.
    for (int d = 1; d <= n; ++d) {
      model_.add_equal(name("assignment", {t, d}),
                       {{inv[t][d - 1][0], 1}, {inv[t][d - 1][1], 1}, {inv[t][d - 1][2], 1}}, 1);
    }
  }
  std::vector<milp::Term> objective;
  for (int t = 1; t <= steps_; ++t) objective.push_back({done[t], 1});
  model_.set_objective(std::move(objective), milp::Sense::kMaximize);
}

std::vector<Move> InventoryEncoding::decode(const std::vector<double>& values) const {
  std::vector<Move> moves;
  for (int t = 1; t <= steps_; ++t) {
    for (int d = 1; d <= disks_; ++d) {
      for (int p = 0; p < kPegs; ++p) {
        for (int q = 0; q < kPegs; ++q) {
          if (p != q && values[move(t, d, p, q)] > 0.5) moves.push_back(Move{d, p, q});
        }
      }
    }
  }
  return moves;
}

milp::ShortestPathModel NetworkEncoding::build(const StateSpace& space, const Config& start,
                                               const Config& goal, std::vector<Move>& arc_moves) {
  std::vector<milp::GraphArc> arcs;
  for (std::uint32_t s = 0; s < space.size(); ++s) {
    space.for_each_move(s, [&](const Move& move, std::uint32_t next) {
      arcs.push_back({static_cast<int>(s), static_cast<int>(next), 1});
      arc_moves.push_back(move);
    });
  }
  milp::ShortestPathModel network(static_cast<int>(space.size()), std::move(arcs),
                                  static_cast<int>(space.encode(start)),
                                  static_cast<int>(space.encode(goal)));
  network.model().comments = {
      "PuzzleLab Tower of Hanoi: network (shortest path) model",
      std::to_string(space.disks()) + " disks, start " + to_string(start) + ", goal " +
          to_string(goal) + " (peg of each disk, smallest first)",
      "node_s: state s = sum_d peg(d) 3^(d-1) (pegs 0=A 1=B 2=C); flow_a = 1: move a is made",
  };
  return network;
}

NetworkEncoding::NetworkEncoding(const Config& start, const Config& goal)
    : space_(static_cast<int>(start.size()), kPegs),
      network_(build(space_, start, goal, arc_moves_)) {
  if (start.size() > static_cast<std::size_t>(kMaxNetworkDisks) || goal.size() != start.size()) {
    internal_error("NetworkEncoding: size out of range");
  }
}

std::optional<std::vector<Move>> NetworkEncoding::decode(const std::vector<double>& values) const {
  const auto path = network_.decode(values);
  if (!path) return std::nullopt;
  std::vector<Move> moves;
  for (const int arc : *path) moves.push_back(arc_moves_[arc]);
  return moves;
}

namespace {

template <class Encoding, class Decode>
DeclarativeResult solve_with(const Encoding& encoding, const Config& start, const Config& goal,
                             const BackendLimits& limits, Decode decode) {
  DeclarativeResult result;
  result.variables = encoding.model().variables().size();
  result.rows = encoding.model().rows().size();
  milp::MilpResult solved = milp::solve_with_cbc(encoding.model(), limits);
  result.status = solved.status;
  result.optimal = solved.optimal;
  result.stats = solved.stats;
  if (solved.status != BackendStatus::kSatisfiable) return result;
  encoding.model().round_integers(solved.values);
  result.moves = decode(solved.values);
  const std::string problem = check_sequence(start, goal, 3, result.moves);
  if (!problem.empty()) internal_error("hanoi: the solver's moves fail the rules: " + problem);
  return result;
}

}  // namespace

DeclarativeResult solve_inventory(const Config& start, const Config& goal,
                                  const BackendLimits& limits) {
  const InventoryEncoding encoding(start, goal);
  return solve_with(encoding, start, goal, limits,
                    [&](const std::vector<double>& v) { return encoding.decode(v); });
}

DeclarativeResult solve_network(const Config& start, const Config& goal,
                                const BackendLimits& limits) {
  const NetworkEncoding encoding(start, goal);
  return solve_with(encoding, start, goal, limits, [&](const std::vector<double>& v) {
    auto moves = encoding.decode(v);
    if (!moves) internal_error("hanoi: the network flow is not a path");
    return *moves;
  });
}

}  // namespace puzzlelab::hanoi
